"""Gnostica: why a card a player points at is not usable now (see tabletop.engine.why)."""
from __future__ import annotations

from typing import Any

from tabletop.engine.why import Reason
from tabletop.games.gnostica.messages import card_name as _card_name
from tabletop.games.gnostica.model import piece_refs

MESSAGES = {
    "en": {
        "gn.no_piece": "You have no piece on the board: place one first, then your cards can be played.",
        "gn.bidding": "Only the bid is chosen now.",
        "gn.wait": "Finish the current choice first. Now: {prompt}",
        "gn.turn_done": "Your turn's action is done: your cards wait for your next turn. Now: {prompt}",
        "gn.marked": "{card} is already marked to be discarded.",
    },
    "es": {
        "gn.no_piece": "No tienes ninguna pieza en el tablero: coloca una primero y luego podrás jugar tus cartas.",
        "gn.bidding": "Ahora solo se elige la puja.",
        "gn.wait": "Termina primero la elección en curso. Ahora: {prompt}",
        "gn.turn_done": "La acción de tu turno está hecha: tus cartas esperan a tu próximo turno. Ahora: {prompt}",
        "gn.marked": "{card} ya está marcada para descartarla.",
    },
}


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang`."""
    return _card_name(card_id, lang)


def own_refs(state: Any, seat: int) -> list[str]:
    """The refs of `seat`'s own cards: its hand."""
    return [f"hand:{c}" for c in dict.fromkeys(state.hands[seat]) if c != "?"]


def why_not(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now, or None to leave it to the engine."""
    if not ref.startswith("hand:"):
        return None
    mode = getattr(state, "mode", None)
    if mode == "start" and not piece_refs(state, seat):
        return Reason("gn.no_piece")
    if mode == "end":
        return Reason("gn.turn_done")
    card = ref.partition(":")[2]
    if mode == "redraw" and card in (getattr(state, "sel", None) or {}).get("marked", []):
        return Reason("gn.marked", {"card": card})
    return Reason("gn.wait")


def bar_order(state: Any, actions: list) -> list:
    """The end of a turn offers "End the turn" first and the challenge (an irreversible last turn) after it."""
    return sorted(actions, key=lambda a: a.kind == "challenge")
