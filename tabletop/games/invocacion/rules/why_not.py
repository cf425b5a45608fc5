"""Invocación: why a card, zone or seat a player points at is not usable now (see tabletop.engine.why)."""
from __future__ import annotations

from typing import Any

from tabletop.engine.why import Reason
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.combat import BARRIER_COST, SUPPORT_COST, revealable, targets_needed
from tabletop.games.invocacion.rules.state import COMBAT, DEAL, PREPARE
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS

#: the decisions that are reaction or answer windows (tabletop.engine.windows)
WINDOWS = ("react",)
#: not an answer to the action on the table: "Los jugadores pueden retirarse de la ronda en cualquier momento"
#: (the seed): a reaction window offering only this and pass passes by itself; the seat withdraws at its turn
NOT_RESPONSES = ("withdraw",)

MESSAGES = {
    "en": {
        "inv.hand_combat": "Cards in your hand are not played in Combat: you act with your Spells, Supports and Mana.",
        "inv.hand_deal": "The cards are being dealt: Preparation comes next.",
        "inv.placing": "You are moving {card}: choose where it goes (or Cancel) first.",
        "inv.hand_wait": "Finish the current choice first. Now: {prompt}",
        "inv.prep_card": "{card} is a Preparation card: only during Preparation.",
        "inv.combat_card": "{card} is a Combat card: it is revealed in Combat, not now.",
        "inv.no_effect": "{card} has no effect to reveal.",
        "inv.blocked": "{card} is blocked: it cannot be revealed this round.",
        "inv.no_target": "{card} has nobody to aim at now.",
        "inv.nothing_to_do": "{card} would change nothing now (nobody has what it acts on), so it stays face down.",
        "inv.barrier_cost": "A barrier on {card} needs {need} Mana, you have {have}.",
        "inv.has_barrier": "{card} already has its barrier.",
        "inv.support_cost": "Invoking {card} needs {need} Mana, you have {have}.",
        "inv.supported": "You have already invoked a Support in this combat.",
        "inv.face_up": "{card} is already face up.",
        "inv.invocation": "Your Invocation fights by itself: it is not chosen in Combat.",
        "inv.full_conjuros": "Your Spells hold at most {count} cards.",
        "inv.full_apoyos": "Your Supports hold at most {count} cards.",
        "inv.same_zone": "{card} is already there.",
        "inv.finished": "Your Preparation is over: you placed your Power counter.",
        "inv.not_target": "{seat_name} cannot be chosen: only players still preparing can.",
        "inv.not_yours": "This is {seat_name}'s: you choose only among your own cards.",
    },
    "es": {
        "inv.hand_combat": "Las cartas de la mano no se juegan en Combate: actúas con tus Conjuros, Apoyos y Maná.",
        "inv.hand_deal": "Se están repartiendo las cartas: después viene la Preparación.",
        "inv.placing": "Estás moviendo {card}: elige primero adónde va (o Cancelar).",
        "inv.hand_wait": "Termina primero la elección en curso. Ahora: {prompt}",
        "inv.prep_card": "{card} es una carta de Preparación: solo durante la Preparación.",
        "inv.combat_card": "{card} es una carta de Combate: se revela en el Combate, no ahora.",
        "inv.no_effect": "{card} no tiene efecto que revelar.",
        "inv.blocked": "{card} está bloqueada: no se puede revelar esta ronda.",
        "inv.no_target": "{card} no tiene a quién apuntar ahora.",
        "inv.nothing_to_do": "{card} no cambiaría nada ahora (nadie tiene aquello sobre lo que actúa), así que sigue "
                             "boca abajo.",
        "inv.barrier_cost": "Una barrera sobre {card} necesita {need} Maná, tienes {have}.",
        "inv.has_barrier": "{card} ya tiene su barrera.",
        "inv.support_cost": "Invocar {card} necesita {need} Maná, tienes {have}.",
        "inv.supported": "Ya has invocado un Apoyo en este combate.",
        "inv.face_up": "{card} ya está boca arriba.",
        "inv.invocation": "Tu Invocación lucha sola: no se elige en el Combate.",
        "inv.full_conjuros": "Conjuros admite como mucho {count} cartas.",
        "inv.full_apoyos": "Apoyos admite como mucho {count} cartas.",
        "inv.same_zone": "{card} ya está ahí.",
        "inv.finished": "Tu Preparación ha terminado: colocaste tu contador de Poder.",
        "inv.not_target": "No se puede elegir a {seat_name}: solo a quien sigue preparando.",
        "inv.not_yours": "Esto es de {seat_name}: solo eliges entre tus propias cartas.",
    },
}


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang`."""
    cards = deck().cards
    return cards[card_id].name.get(lang) or cards[card_id].name["en"] if card_id in cards else card_id


def own_refs(state: Any, seat: int) -> list[str]:
    """The refs of `seat`'s own cards: hand, Invocación, Conjuros and Apoyos."""
    area = state.area(seat)
    refs = [f"hand:{c}" for c in area.hand]
    refs += [f"invocation:{area.invocation}"] if area.invocation else []
    return refs + [f"conjuros:{s.card}" for s in area.conjuros] + [f"apoyos:{s.card}" for s in area.apoyos]


def why_not(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now, or None to leave it to the engine."""
    zone, _, rest = ref.partition(":")
    owner = _owner(state, zone, rest)
    if owner is not None and owner != seat:
        return Reason("inv.not_yours", {"seat": owner})
    if zone == "seat" and rest.isdigit():
        return Reason("inv.not_target", {"seat": int(rest)}) if state.phase == PREPARE and state.choice else None
    if state.phase == DEAL:
        return Reason("inv.hand_deal") if zone == "hand" else None
    if state.phase == PREPARE:
        return _preparing(state, seat, zone, rest)
    if state.phase == COMBAT:
        return _fighting(state, seat, zone, rest)
    return None


def _owner(state: Any, zone: str, card: str) -> int | None:
    """Whose `zone` holds `card` (None when the ref is not a card of a seat's area)."""
    for area in state.board.areas:
        if zone == "hand" and card in area.hand or zone == "invocation" and card == area.invocation \
                or zone == "conjuros" and card in area.conjuro_ids() or zone == "apoyos" and card in area.apoyo_ids():
            return area.seat
    return None


def _preparing(state: Any, seat: int, zone: str, rest: str) -> Reason | None:
    area = state.area(seat)
    if area.finished:
        return Reason("inv.finished")
    choice = state.choice
    if choice is not None and choice["kind"] != "play":
        moving = _moving_card(area, choice)
        if zone == "zone":
            return _zone_full(area, rest, moving)
        return Reason("inv.placing", {"card": moving}) if moving else Reason("inv.hand_wait")
    if zone in ("hand", "conjuros", "apoyos", "invocation"):
        return Reason("inv.hand_wait")
    return None


def _moving_card(area: Any, choice: dict) -> str | None:
    zone, index = choice.get("zone"), choice.get("index")
    cards = {"hand": area.hand, "conjuros": area.conjuro_ids(), "apoyos": area.apoyo_ids(),
             "invocation": [area.invocation] if area.invocation else []}.get(zone, [])
    return cards[index] if index is not None and 0 <= index < len(cards) else None


def _zone_full(area: Any, place: str, moving: str | None) -> Reason | None:
    if place == "conjuros" and len(area.conjuros) >= MAX_CONJUROS:
        return Reason("inv.full_conjuros", {"count": MAX_CONJUROS})
    if place == "apoyos" and len(area.apoyos) >= MAX_APOYOS:
        return Reason("inv.full_apoyos", {"count": MAX_APOYOS})
    return Reason("inv.same_zone", {"card": moving}) if moving else None


def _fighting(state: Any, seat: int, zone: str, card: str) -> Reason | None:
    area = state.area(seat)
    mana = len(area.mana)
    if state.combat["ask"]["kind"] not in ("act", "react"):
        return Reason("inv.hand_wait") if zone in ("hand", "invocation", "conjuros", "apoyos") else None
    if zone == "hand":
        return Reason("inv.hand_combat")
    if zone == "invocation":
        return Reason("inv.invocation")
    if zone == "conjuros":
        slot = next((s for s in area.conjuros if s.card == card), None)
        if slot is None:
            return None
        if slot.face_up:
            if card in area.barriers:
                return Reason("inv.has_barrier", {"card": card})
            return Reason("inv.barrier_cost", {"card": card, "need": BARRIER_COST, "have": mana})
        return _unrevealable(state, seat, slot)
    if zone == "apoyos":
        slot = next((s for s in area.apoyos if s.card == card), None)
        if slot is None:
            return None
        if slot.face_up:
            return Reason("inv.face_up", {"card": card})
        if seat in state.combat["supported"]:
            return Reason("inv.supported")
        return Reason("inv.support_cost", {"card": card, "need": SUPPORT_COST, "have": mana})
    return None


def _unrevealable(state: Any, seat: int, slot: Any) -> Reason:
    card = deck()[slot.card]
    if card.phase == "preparation":
        return Reason("inv.prep_card", {"card": slot.card})
    if card.effect is None:
        return Reason("inv.no_effect", {"card": slot.card})
    if slot.blocked:
        return Reason("inv.blocked", {"card": slot.card})
    if revealable(state, seat, slot):
        return Reason("inv.hand_wait")
    if targets_needed(slot.card) == 0:  # it aims at nobody: what it acts on is missing (Vortex with no Supports)
        return Reason("inv.nothing_to_do", {"card": slot.card})
    return Reason("inv.no_target", {"card": slot.card})
