"""The hand limit: "Mages may never have more than 7 cards in their hand" (interpretation 33).

Drawing stops at 7 (turn.py). A card that comes to a hand any other way (taken back from a
Tome or a creature, passed by Target Hand & Move, an invocation being built taken back)
and would overfill it goes to the discards instead; chaos cards, which "state otherwise",
are exempt. Option `hand_limit=draw` keeps the older reading: the limit governs drawing only.
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from tabletop.engine.contract import Event
from tabletop.games.invoke.rules.limits import HAND_SIZE
from tabletop.games.invoke.rules.state import InvokeState

#: option values: the limit always holds, or only drawing stops at it
HAND_LIMITS = ("always", "draw")


def room(state: InvokeState, seat: int) -> int | None:
    """How many more cards the hand may take (None: no limit outside drawing)."""
    if state.hand_limit == "draw":
        return None
    return max(0, HAND_SIZE - len(state.hands[seat]))


def receive(state: InvokeState, seat: int, cards: Sequence[str]) -> tuple[list[str], list[Event]]:
    """`cards` come to the hand in order; those that would overfill it are discarded: (the cards kept, events)."""
    space = room(state, seat)
    kept = list(cards) if space is None else list(cards[:space])
    over = list(cards[len(kept):])
    state.hands[seat] += kept
    state.discard(over)
    return kept, [Event("hand.overflow", {"seat": seat, "card": card}, reveals=True) for card in over]


def kept_among(kept: Sequence[str], cards: Sequence[str]) -> list[str]:
    """The cards of `cards` that are among `kept` (as many times as they are there)."""
    if not cards:
        return []
    return list((Counter(cards) & Counter(kept)).elements())
