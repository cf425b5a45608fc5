"""Invocación's `hard` bot: determinized flat Monte Carlo over the planner's candidate decisions.

At the decisions that matter (the invocation's choice, step 6 of the combat, an effect's
target) the bot takes the planner's few serious candidates, guesses the hidden cards
(`game.determinize` of its own observation) and, on each guess, plays every candidate followed
by the normal bot in every seat (each from its own observation of the guess) to the end of
the round. A candidate is scored by the seat's standing against its strongest rival's
afterwards (victory points, Maná included, plus a little for the cards kept; a won or lost
game counts extra). Every candidate meets the same guesses and the same dice (common random
numbers), so the comparison is paired: the planner's move is kept unless another one is
better by a clear margin over the samples. Everything else is the planner's.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Sequence

from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.botcombat import candidates as step6_candidates
from tabletop.games.invocacion.botcombat import outlook
from tabletop.games.invocacion.botplan import plan_area
from tabletop.games.invocacion.state import COMBAT, InvocacionState

#: thinking time per searched decision when no budget is given (the other games' hard budget)
HARD_SECONDS = 1.0
#: share of the budget after which no new play-out begins
BUDGET_SHARE = 0.8
#: share of the budget after which a play-out still running is cut and its sample forgotten
CUTOFF_SHARE = 0.95
#: samples per candidate at most (a timed search rarely reaches it)
MAX_SAMPLES = 48
#: samples before a search may stop because every candidate gave the planner's outcome, drop a
#: candidate that is clearly worse than the planner's move, or prefer one to it
MIN_SAMPLES = 4
#: invocations compared: the planner's best layouts
INVOCATION_CANDIDATES = 4
#: a candidate replaces the planner's move when its mean gain is this many standard errors above 0 ...
KEEP_Z = 1.6
#: ... and at least this many points of standing
KEEP_MARGIN = 0.3
#: extra points for a game won (lost: minus) when a play-out ends it
GAME_BONUS = 6.0
#: actions a play-out may take at most (a round takes about 25)
PLAYOUT_LIMIT = 200


@dataclass
class Tally:
    """One candidate's play-out scores, in sample order (paired with the planner's move's)."""

    action: Action
    scores: list[float] = field(default_factory=list)
    dropped: bool = False  # clearly worse than the planner's move: no more samples spent on it

    def gain_over(self, base: "Tally") -> tuple[float, float]:
        """Mean and standard error of the paired difference with `base`'s scores."""
        diffs = [a - b for a, b in zip(self.scores, base.scores)]
        n = len(diffs)
        if n == 0:
            return 0.0, math.inf
        mean = sum(diffs) / n
        if n < 2:
            return mean, math.inf
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(var / n)


def searched_candidates(game: Game, obs: InvocacionState, legal: Sequence[Action],
                        planned: Action) -> list[Action]:
    """The moves worth comparing at this decision, the planner's first; one move means nothing to search."""
    from tabletop.games.invocacion.bot import choosing_invocation

    moves: list[Action] = []
    if choosing_invocation(obs, legal):
        worth = plan_area(obs, obs.turn).candidates
        picks = sorted((a for a in legal if a.kind == "pick" and a.args[0] in worth),
                       key=lambda a: (-worth[a.args[0]], a.args[0]))
        moves = picks[:INVOCATION_CANDIDATES]
    elif obs.phase == COMBAT and obs.combat is not None and obs.combat["ask"] is not None:
        kind = obs.combat["ask"]["kind"]
        if kind in ("act", "react"):
            moves = step6_candidates(obs, obs.to_move(), legal)
        elif kind == "target":
            moves = list(legal)
    return [planned] + [a for a in moves if a != planned]


def playout_score(state: InvocacionState, seat: int) -> float:
    """The seat's standing against its strongest rival's, with a bonus (or malus) for a finished game."""
    value = outlook(state, seat)
    result = state.result()
    if result is not None and result.winners:
        share = 1.0 / len(result.winners) if seat in result.winners else 0.0
        value += GAME_BONUS * (2 * share - 1)
    return value


class MonteCarloBot:
    """The `hard` level: flat Monte Carlo over the planner's candidates, normal-vs-normal play-outs."""

    def __init__(self, game: Game, seconds: float = HARD_SECONDS, iterations: int | None = None):
        from tabletop.games.invocacion.bot import PlannerBot

        self.game = game
        self.seconds = seconds
        self.iterations = iterations  # samples per candidate: deterministic, independent of time
        self.planner = PlannerBot(game)
        self.last_tallies: list[Tally] = []  # the last search's figures (tests, tuning)

    def choose(self, observation: InvocacionState, legal: Sequence[Action], rng: Rng,
               budget: float | None = None) -> Action:
        """The planner's move, or a candidate that its play-outs show clearly better."""
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        planned = self.planner.choose(observation, legal, rng)
        moves = searched_candidates(self.game, observation, legal, planned)
        self.last_tallies = []
        if len(moves) < 2:
            return planned
        seconds = self.seconds if budget is None else budget
        tallies = self._sample(observation, moves, rng.randrange(2**31), start, seconds)
        self.last_tallies = tallies
        return best_move(tallies)

    def _sample(self, observation: InvocacionState, moves: list[Action], seed: int, start: float,
                seconds: float) -> list[Tally]:
        """Play every move on the same guesses until the time (or the iterations) run out."""
        seat = observation.to_move()
        tallies = [Tally(move) for move in moves]
        timed = self.iterations is None
        deadline = start + seconds * BUDGET_SHARE
        cutoff = start + seconds * CUTOFF_SHARE if timed else None
        for sample in range(self.iterations or MAX_SAMPLES):
            guess = self.game.determinize(observation, seat, Rng(seed + 2 * sample))
            played = []
            for tally in (t for t in tallies if not t.dropped):
                score = None
                if not (timed and sample and time.perf_counter() >= deadline):
                    trial = guess.clone()
                    self.game.apply(trial, tally.action)
                    score = self._playout(trial, seat, observation.round, Rng(seed + 2 * sample + 1), cutoff)
                if score is None:  # out of time within a sample: forget it, so that the samples stay paired
                    for done in played:
                        done.scores.pop()
                    return tallies
                tally.scores.append(score)
                played.append(tally)
            if timed and (time.perf_counter() >= deadline or self._settled(tallies)):
                break
            drop_the_clearly_worse(tallies)
        return tallies

    @staticmethod
    def _settled(tallies: list[Tally]) -> bool:
        """True when, after a few samples, every move still sampled has given exactly the planner's outcome."""
        base = tallies[0].scores
        return len(base) >= MIN_SAMPLES and all(t.scores == base for t in tallies[1:] if not t.dropped)

    def _playout(self, state: InvocacionState, seat: int, round_number: int, rng: Rng,
                 cutoff: float | None = None) -> float | None:
        """The normal bot in every seat, from its own view of the guess, to the end of round `round_number`
        (None when the clock passes `cutoff` first)."""
        for _ in range(PLAYOUT_LIMIT):
            mover = state.to_move()
            if mover is None or state.round != round_number:
                break
            if cutoff is not None and time.perf_counter() >= cutoff:
                return None
            seen = self.game.observe(state, mover)
            legal = self.game.legal_actions(seen)
            self.game.apply(state, self.planner.choose(seen, legal, rng))
        return playout_score(state, seat)


def drop_the_clearly_worse(tallies: list[Tally]) -> None:
    """After a few samples, stop sampling the candidates clearly below the planner's move (more samples for the rest)."""
    base = tallies[0]
    for tally in tallies[1:]:
        gain, error = tally.gain_over(base)
        if len(tally.scores) >= MIN_SAMPLES and gain + KEEP_Z * error < 0:
            tally.dropped = True


def best_move(tallies: list[Tally]) -> Action:
    """The planner's move (the first tally) unless another gains clearly more over the same samples."""
    base = tallies[0]
    best, best_gain = base.action, 0.0
    for tally in tallies[1:]:
        gain, error = tally.gain_over(base)
        if len(tally.scores) >= MIN_SAMPLES and gain > best_gain and gain >= KEEP_MARGIN and gain >= KEEP_Z * error:
            best, best_gain = tally.action, gain
    return best
