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
    },
    "es": {
        "gn.no_piece": "No tienes ninguna pieza en el tablero: coloca una primero y luego podrás jugar tus cartas.",
        "gn.bidding": "Ahora solo se elige la puja.",
        "gn.wait": "Termina primero la elección en curso. Ahora: {prompt}",
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
    if getattr(state, "mode", None) == "start" and not piece_refs(state, seat):
        return Reason("gn.no_piece")
    return Reason("gn.wait")
