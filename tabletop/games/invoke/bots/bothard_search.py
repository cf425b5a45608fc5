"""Invoke's `hard` bot: the planner that clears its hand each turn, with an optional flat Monte Carlo.

At the end of its turn hard keeps only its best answer with haste and discards the rest
(botkeep.py), so it draws a fresh hand of seven each turn: that is what makes it stronger
than the planner (docs/bots.md). With `iterations` (`hard:iter=N` on the ladder) it also
checks the start of each invocation or answer by play-outs: it takes the planner's few best
candidates (the invocations after which its position looks best, and stopping), guesses the
hidden cards (`game.determinize` of its own observation) and, on each guess, plays every
candidate followed by the quick planner (bothard_playout.py) in every seat to the end of the
turn in progress and of the next mage's turn. Every candidate meets the same guesses and the
same dice, so the comparison is paired (tabletop/bots/paired.py): the planner's move is kept
unless another is clearly better. That search did not measurably help and costs about 1 s a
decision, so the default hard does not run it. Everything else (laying the cards, aims, draws)
is the planner's.
"""
from __future__ import annotations

import time
from collections import Counter
from typing import Sequence

from tabletop.bots.paired import Tally, Thresholds, best_move, compare_on_samples
from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.invoke.rules import turn
from tabletop.games.invoke.bots.bot import PlannerBot
from tabletop.games.invoke.bots.botkeep import clearing_discard
from tabletop.games.invoke.bots.bothard_playout import PlayoutPolicy, play_until
from tabletop.games.invoke.bots.botsim import build_actions, candidates, copy_state, situation
from tabletop.games.invoke.bots.botvalue import position_value
from tabletop.games.invoke.rules.state import ANSWER, BUILD, OVER, InvokeState

#: thinking time per searched decision when no budget is given (the other games' hard budget)
HARD_SECONDS = 1.0
#: share of the budget after which no new sample begins, and after which a play-out still running is cut
BUDGET_SHARE = 0.8
CUTOFF_SHARE = 0.95
#: samples per candidate at most (a timed search rarely reaches it)
MAX_SAMPLES = 48
#: invocations compared: the planner's best few (stopping, or letting the invocation pass, is always compared)
INVOCATION_CANDIDATES = 3
#: the play-out runs to the end of the turn in progress and of this many turns after it
HORIZON_TURNS = 1
#: after the candidate the mage ends its turn (True), or casts on as the quick planner would (False)
END_AFTER_CANDIDATE = True
#: actions a play-out may take at most (a turn takes about 12, its answers included)
PLAYOUT_LIMIT = 300
#: a candidate replaces the planner's move with a gain of 0.3 Power Gems and 1.6 standard errors, over 4 samples;
#: one that has given exactly the planner's outcomes (often: the same invocations in another order) is dropped
LIMITS = Thresholds(min_samples=4, z=1.6, margin=0.3, drop_ties=True)
#: points for a game won in a play-out (lost: minus), and the bound on the position worth next to it
GAME_BONUS = 5.0
WORTH_BOUND = 10.0

#: a candidate: the invocation it lays (empty for a stop, a wand, a repair) and its first action
Way = tuple[tuple[str, ...], Action]


def searched(observation: InvokeState, legal: Sequence[Action]) -> bool:
    """True at the start of an invocation or an answer with a choice: the decisions hard searches."""
    return observation.phase in (BUILD, ANSWER) and not observation.building and len(legal) > 1


def candidate_ways(ranked: list[tuple[float, tuple, Action]], answering: bool) -> list[Way]:
    """The planner's move first, then its next best ways on, and stopping (or passing) if not among them.

    An invocation that holds every card of one already compared and more (often the same one with a card
    thrown in for nothing) is not compared: the play-outs would spend their time on the card wasted.
    """
    ways: list[Way] = []
    for _worth, sequence, action in sorted(ranked, key=lambda entry: -entry[0]):  # stable: the planner's max first
        way = (tuple(sequence), action)
        if way not in ways and not any(_holds(way[0], kept[0]) for kept in ways):
            ways.append(way)
    compared = ways[:INVOCATION_CANDIDATES]
    stop = next((way for way in ways if way == ((), Action("pass" if answering else "done"))), None)
    return compared + [stop] if stop is not None and stop not in compared else compared


def _holds(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    """True when `longer` lays every card of `shorter` (a non-empty invocation) and more."""
    return bool(shorter) and len(longer) > len(shorter) and not Counter(shorter) - Counter(longer)


def playout_score(state: InvokeState, seat: int) -> float:
    """The seat's position worth (bounded), plus the bonus or malus of a game that ended."""
    worth = max(-WORTH_BOUND, min(WORTH_BOUND, position_value(state, seat)))
    result = state.result()
    if result is not None:
        share = 1.0 / len(result.winners) if seat in result.winners else 0.0
        worth += GAME_BONUS * (2 * share - 1)
    return worth


class MonteCarloBot(PlannerBot):
    """The `hard` level: the planner clearing its hand each turn; with `iterations` or `search`, its start of
    each invocation or answer is also checked by play-outs."""

    def __init__(self, game: Game, seconds: float = HARD_SECONDS, iterations: int | None = None,
                 search: bool = False):
        super().__init__(game)
        self.seconds = seconds
        self.iterations = iterations  # samples per candidate: deterministic, independent of time
        self.search = search  # search by time (`seconds`, or the budget given) even without iterations
        self.last_tallies: list[Tally] = []  # the last search's figures (tests, tuning)

    def discard(self, observation: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
        """Everything but the best answer with haste goes: a fresh hand next turn."""
        return clearing_discard(observation, seat, legal)

    def choose(self, observation: InvokeState, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The planner's move (its discards clearing the hand), or another way on that play-outs show clearly better."""
        self.last_tallies = []
        if not (self.search or self.iterations) or not searched(observation, legal):
            return super().choose(observation, legal, rng)
        start = time.perf_counter()
        seat = observation.to_move()
        sample = self.sample(observation, seat, rng)  # the guess the planner itself would judge on
        ranked = candidates(sample, seat, legal, self.value)
        if not ranked:
            return super().build(sample, seat, legal, rng)
        ways = candidate_ways(ranked, observation.phase == ANSWER)
        chosen = ways[0]
        if len(ways) > 1:
            seconds = self.seconds if budget is None else budget
            self.last_tallies = self._compare(observation, ways, rng.randrange(2 ** 31), start, seconds)
            chosen = best_move(self.last_tallies, LIMITS)
        sequence, action = chosen
        self._plan = (situation(observation, seat), sequence) if sequence else None
        return action if action in legal else legal[-1]

    def _compare(self, observation: InvokeState, ways: list[Way], seed: int, start: float,
                 seconds: float) -> list[Tally]:
        """Play every way on the same guesses until the time (or the iterations) run out."""
        seat = observation.to_move()
        timed = self.iterations is None
        cutoff = start + seconds * CUTOFF_SHARE if timed else None
        horizon = sum(observation.turns) + 1 + HORIZON_TURNS

        def guess(sample: int) -> InvokeState:
            state = self.game.determinize(observation, seat, Rng(seed + sample))
            assert isinstance(state, InvokeState)
            return state

        def score(state: InvokeState, way: Way, _sample: int) -> float | None:
            trial = copy_state(state)
            play_way(trial, way)
            policy = PlayoutPolicy(seat if END_AFTER_CANDIDATE else None)
            done = play_until(trial, policy, lambda s: sum(s.turns) >= horizon, PLAYOUT_LIMIT, cutoff)
            return playout_score(trial, seat) if done is not None else None

        return compare_on_samples(ways, guess, score, self.iterations or MAX_SAMPLES,
                                  start + seconds * BUDGET_SHARE if timed else None, LIMITS)


def play_way(state: InvokeState, way: Way) -> None:
    """Lay and cast the way's invocation (as the planner casts it), or take its action."""
    sequence, action = way
    if not sequence:
        turn.apply(state, action)
        return
    for step in build_actions(state, sequence):
        turn.apply(state, step)
    casts = [a for a in turn.legal_actions(state) if a.kind == "cast"]
    if casts:
        turn.apply(state, casts[-1])
    elif state.phase != OVER:
        turn.apply(state, Action("clear"))
