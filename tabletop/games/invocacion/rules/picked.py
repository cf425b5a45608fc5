"""The hand position of the card a seat has picked up: its own to know, hidden from the others.

The seed has the cards of a hand placed "boca abajo" and says nothing of their order, so the place
in the hand a seat picks from tells another seat nothing it may use: where the order of a hand can
be followed (cards passed, drawn, given back) it would tell which card was picked. An observation
for another seat (or a spectator) keeps which zone the card comes from, not its index there; a
sample of that observation picks a card of the chooser's hand that could have been picked.
"""
from __future__ import annotations

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.preparation import needs_target
from tabletop.games.invocacion.rules.state import InvocacionState


def mask_choice(state: InvocacionState, seat: int | None) -> None:
    """In an observation for `seat`: another seat's pick from its hand shows no hand position."""
    choice = state.choice
    if choice is not None and choice["zone"] == "hand" and seat != state.turn:
        state.choice = {**choice, "index": None}


def imagine_choice(state: InvocacionState) -> None:
    """In a sample (hidden cards drawn): a masked pick takes the first card of the hand that fits it."""
    choice = state.choice
    if choice is None or choice["index"] is not None:
        return
    hand = state.area(state.turn).hand
    fits = [i for i, card in enumerate(hand)
            if choice["kind"] != "play" or (deck()[card].effect is not None and needs_target(card))]
    state.choice = {**choice, "index": (fits or [0])[0]}
