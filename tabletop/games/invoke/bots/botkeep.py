"""What Invoke's `hard` keeps at the end of its turn: its best answer with haste, and nothing else.

The planner keeps every card it does not find almost useless, so its hand fills with cards
it cannot use (a second Build Wall, a Target Hand, a −1) and it draws two or three cards a
turn. Hard throws them away and draws a fresh hand of seven (choosing the piles) each turn;
it keeps only the cards of the strongest answer with haste its hand can build, so that it
can still answer (or strike) during the others' turns. See docs/bots.md.
"""
from __future__ import annotations

from typing import Sequence

from tabletop.engine.contract import Action
from tabletop.games.invoke.bots.botsim import plan_of, sequences
from tabletop.games.invoke.bots.botvalue import worst_card
from tabletop.games.invoke.rules.state import InvokeState


def answer_kit(hand: list[str]) -> tuple[str, ...]:
    """The cards of the strongest answer with haste `hand` can build (power dealt, then fewest cards), or ()."""
    best: tuple[str, ...] = ()
    best_key: tuple[int, int] | None = None
    for sequence in sequences((), hand):
        plan = plan_of(sequence)
        if plan.speed < 1:
            continue
        key = (sum(strike.power for strike in plan.strikes), -len(sequence))
        if best_key is None or key > best_key:
            best, best_key = sequence, key
    return best


def clearing_discard(state: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
    """At the end of the turn: discard the card missed least outside the answer kit; finish when only the kit is left."""
    hand = list(state.hands[seat])
    rest = list(hand)
    for card in answer_kit(hand):
        rest.remove(card)
    if rest:
        return Action("discard", (worst_card(rest),))
    if state.must_discard or Action("finish") not in legal:
        return Action("discard", (worst_card(hand),))
    return Action("finish")
