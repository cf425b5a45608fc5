"""The words of Rune Duel's table (turn, phases, piles, badges, tips), in English and Spanish."""
from __future__ import annotations

from tabletop.ui.i18n import register_words

STRINGS = {
    "en": {
        "turn": "Turn {n}",
        "haste": "Haste round",
        "phase.commit": "Choose",
        "phase.moons": "Moons",
        "phase.wyrms": "Wyrms",
        "phase.monsters": "Monsters",
        "phase.knots": "Knots",
        "deck": "Deck",
        "discard": "Discard",
        "excuse_at": "Excuse (reshuffle): card {n} from the top",
        "deck_tip": "The deck: {count} cards face down. Everyone draws back up to 5 cards at the end of a turn.",
        "excuse_tip": "The Excuse lies face up inside it, card {n} from the top: whoever draws it shuffles the "
                      "discard pile into the deck, puts the Excuse back in the middle and draws another card.",
        "ready": "Ready",
        "choosing": "Choosing…",
        "you": "you",
        "shield": "Shield",
        "counter": "Counter-spell",
        "hand": "Hand {n}",
        "fallen": "Fallen",
        "spectator": "Spectator: hands stay hidden",
        "active": "new",
        "blocked": "blocked",
        "more": "+{n} more",
    },
    "es": {
        "turn": "Turno {n}",
        "haste": "Ronda rápida",
        "phase.commit": "Elegir",
        "phase.moons": "Lunas",
        "phase.wyrms": "Serpientes",
        "phase.monsters": "Monstruos",
        "phase.knots": "Nudos",
        "deck": "Mazo",
        "discard": "Descartes",
        "excuse_at": "Excusa (rebaraja): carta {n} desde arriba",
        "deck_tip": "El mazo: {count} cartas boca abajo. Al final de cada turno todos roban hasta tener 5 cartas.",
        "excuse_tip": "La Excusa está dentro, boca arriba, en la carta {n} desde arriba: quien la robe baraja los "
                      "descartes con el mazo, vuelve a poner la Excusa en el medio y roba otra carta.",
        "ready": "Lista",
        "choosing": "Eligiendo…",
        "you": "tú",
        "shield": "Escudo",
        "counter": "Contrahechizo",
        "hand": "Mano {n}",
        "fallen": "Caído",
        "spectator": "Espectador: las manos siguen ocultas",
        "active": "nueva",
        "blocked": "detenido",
        "more": "+{n} más",
    },
}

t = register_words("runes", STRINGS)
