"""The words of Invocación's variants in English and Spanish (merged into the game's messages)."""
from __future__ import annotations

VARIANT_MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "legend.taken": "{seat_name} pays 1 Mana and takes the Legend {card}.",
        "legend.revealed": "The next Legend is {card}.",
        "armageddon.trophy": "{seat_name}, the refereeing Guardian, takes {card} from the Portal as a trophy.",
        "portal.reshuffled": "The discard is shuffled into the Portal: {count} cards.",
        "time.preparation_over": "Time is up: Preparation is over.",
        "time.random_invocation": "{seat_name} had no Invocation: {guardian_seat_name}, the Guardian, "
                                  "places one of its cards at random.",
        "action.legend": "Take the Legend (1 Mana)",
        "action.time_up": "Time is up",
        "explain.legend": "Pay 1 Mana from your reserve: the top Legend goes to your hand (one Legend per round).",
    },
    "es": {
        "legend.taken": "{seat_name} paga 1 de Maná y toma la Leyenda {card}.",
        "legend.revealed": "La siguiente Leyenda es {card}.",
        "armageddon.trophy": "{seat_name}, el Guardián árbitro, se lleva {card} del Portal como trofeo.",
        "portal.reshuffled": "El descarte se mezcla en el Portal: {count} cartas.",
        "time.preparation_over": "Se acabó el tiempo: termina la Preparación.",
        "time.random_invocation": "{seat_name} no tenía Invocación: {guardian_seat_name}, el Guardián, "
                                  "coloca al azar una de sus cartas.",
        "action.legend": "Tomar la Leyenda (1 de Maná)",
        "action.time_up": "Se acabó el tiempo",
        "explain.legend": "Paga 1 de Maná de tu reserva: la Leyenda de arriba va a tu mano (una Leyenda por ronda).",
    },
}
