"""The quick policy of the `hard` level's play-outs: the planner's choices, cheaper, on a guessed position.

A play-out runs on one guess of the hidden cards (made from the hard bot's own observation),
so every mage in it plays on that guess directly: no observation and no guess of its own
per decision (those copies cost more than the choice). Each mage casts the invocation after
which its position is worth most among a short list (the planner's `candidates` with fewer,
shorter invocations), aims greedily, draws to a balanced hand and discards as the planner does.
"""
from __future__ import annotations

import time
from typing import Callable, Sequence

from tabletop.engine.contract import Action
from tabletop.games.invoke.rules import turn
from tabletop.games.invoke.bots.botsim import best_aim, candidates
from tabletop.games.invoke.bots.botvalue import discard_or_finish, position_value, wanted_pile, worst_card
from tabletop.games.invoke.rules.state import AIM, ANSWER, BUILD, CHAOS, DISCARD, GIVE, OVER, InvokeState

#: invocations a play-out mage weighs per decision (the planner: 30) ...
PLAYOUT_SHORTLIST = 4
#: ... of at most this many cards (the planner: 7)
PLAYOUT_CARDS = 4


class PlayoutPolicy:
    """Chooses every mage's actions in a play-out; remembers the invocation each mage is laying."""

    def __init__(self, ends_turn: int | None = None) -> None:
        self.plans: dict[int, tuple[str, ...]] = {}
        self.ends_turn = ends_turn  # this mage casts nothing more on its turn (the candidate was its last)

    def follow(self, seat: int, sequence: tuple[str, ...]) -> None:
        """Lay `sequence` for `seat` (the invocation a searched candidate begins)."""
        self.plans[seat] = sequence

    def choose(self, state: InvokeState, legal: Sequence[Action]) -> Action:
        """The quick planner's move for the mage to move in `state`."""
        if len(legal) == 1:
            return legal[0]
        seat = state.to_move()
        phase = state.phase
        if phase in (BUILD, ANSWER):
            return self._build(state, seat, legal)
        move = routine_move(state, seat, legal, lambda piles: wanted_pile(state.hands[seat], piles))
        return move if move is not None else legal[0]

    def _build(self, state: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
        if state.building:
            return self._next_card(state, seat, legal)
        if seat == self.ends_turn and state.phase == BUILD and Action("done") in legal:
            return Action("done")
        ranked = candidates(state, seat, legal, position_value, PLAYOUT_SHORTLIST, PLAYOUT_CARDS)
        if not ranked:
            return Action("clear") if Action("clear") in legal else legal[-1]
        _worth, sequence, best = max(ranked, key=lambda entry: entry[0])
        self.plans[seat] = sequence
        return best if best in legal else legal[-1]

    def _next_card(self, state: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
        """The next card of the invocation being laid, then the cast (or take it back)."""
        return lay_next(self.plans.get(seat, ()), tuple(state.building["cards"]), legal)


def lay_next(sequence: tuple, laid: tuple, legal: Sequence[Action]) -> Action:
    """The card of the planned `sequence` after the `laid` ones if it may be added, else cast (or take it back)."""
    if sequence[:len(laid)] == laid and len(sequence) > len(laid):
        step = Action("add", (sequence[len(laid)],))
        if step in legal:
            return step
    casts = [a for a in legal if a.kind == "cast"]
    return casts[-1] if casts else Action("clear")


def routine_move(state: InvokeState, seat: int, legal: Sequence[Action],
                 pile_for: Callable[[list[str]], str]) -> Action | None:
    """The quick move outside building (None there): aim greedily, draw from `pile_for(piles)`, give and
    discard the card missed least, take Borrowed Spark's card from the fullest hand."""
    phase = state.phase
    if phase == AIM:
        return best_aim(state, seat, position_value)
    if legal[0].kind == "draw":
        pile = pile_for([a.args[0] for a in legal])
        return next(a for a in legal if a.args[0] == pile)
    if phase == GIVE:
        return Action("give", (worst_card(state.hands[seat]),))
    if phase == DISCARD:
        return discard_or_finish(state, seat, legal)
    if phase == CHAOS:
        return max(legal, key=lambda a: len(state.hands[a.args[0]]))
    return None


def play_until(state: InvokeState, policy: PlayoutPolicy, stop: Callable[[InvokeState], bool], limit: int,
               cutoff: float | None = None) -> bool | None:
    """Play `policy`'s moves until `stop(state)` or the game's end: True then, False when `limit` actions were
    not enough, None when the clock passed `cutoff` first."""
    for _ in range(limit):
        if state.phase == OVER or stop(state):
            return True
        if cutoff is not None and time.perf_counter() >= cutoff:
            return None
        turn.apply(state, policy.choose(state, turn.legal_actions(state)))
    return state.phase == OVER or stop(state)
