"""The warning a newcomer needs before the Combat: an Invocation whose sacrifice the area cannot pay yet.

Paying is checked only when the invocations are revealed ("Cannot pay the whole sacrifice: out of the
round"); a first game lost three rounds to it. The table says it where the choice is made: placing a card
as the Invocation, and finishing the Preparation with one the area cannot pay.
"""
from __future__ import annotations

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.state import HIDDEN, InvocacionState, card_at


def shortfall(state: InvocacionState, seat: int, card: str | None) -> dict | None:
    """The sacrifice of `card` as `seat`'s Invocation and what the area holds ({c, a, hc, ha}), or None when it
    can be paid now (or the card is unknown)."""
    if card is None or card == HIDDEN or card not in deck().cards:
        return None
    cost, area = deck()[card].cost, state.area(seat)
    have_c, have_a = len(area.conjuros), len(area.apoyos)
    if have_c >= cost.conjuros and have_a >= cost.apoyos:
        return None
    return {"c": cost.conjuros, "a": cost.apoyos, "hc": have_c, "ha": have_a}


def picked(state: InvocacionState) -> str | None:
    """The card the seat to move has picked up to place, or None."""
    choice = state.choice
    if not choice or choice.get("kind") != "place" or choice.get("index") is None:
        return None
    try:
        return card_at(state.area(state.turn), choice["zone"], choice["index"])
    except (AssertionError, IndexError, KeyError, ValueError):
        return None
