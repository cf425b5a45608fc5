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

import time
from typing import Sequence

from tabletop.bots.paired import Tally, Thresholds, best_move, compare_on_guesses, drop_the_clearly_worse
from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.bots.botcombat import candidates as step6_candidates
from tabletop.games.invocacion.bots.botcombat import outlook
from tabletop.games.invocacion.bots.botplan import plan_area
from tabletop.games.invocacion.rules.state import COMBAT, InvocacionState

__all__ = ["MonteCarloBot", "Tally", "best_move", "drop_the_clearly_worse", "searched_candidates"]

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
#: when a candidate replaces the planner's move (or is dropped): the three figures above
LIMITS = Thresholds(MIN_SAMPLES, KEEP_Z, KEEP_MARGIN)


def searched_candidates(game: Game, obs: InvocacionState, legal: Sequence[Action],
                        planned: Action) -> list[Action]:
    """The moves worth comparing at this decision, the planner's first; one move means nothing to search."""
    from tabletop.games.invocacion.bots.bot import choosing_invocation

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
        from tabletop.games.invocacion.bots.bot import PlannerBot

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
        return best_move(tallies, LIMITS)

    def _sample(self, observation: InvocacionState, moves: list[Action], seed: int, start: float,
                seconds: float) -> list[Tally]:
        """Play every move on the same guesses until the time (or the iterations) run out."""
        seat = observation.to_move()
        timed = self.iterations is None
        cutoff = start + seconds * CUTOFF_SHARE if timed else None

        return compare_on_guesses(self.game, observation, moves, seed,
                                  lambda trial, rng: self._playout(trial, seat, observation.round, rng, cutoff),
                                  self.iterations or MAX_SAMPLES,
                                  start + seconds * BUDGET_SHARE if timed else None, LIMITS)

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
