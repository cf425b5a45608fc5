"""ECG's `hard` bot: determinized flat Monte Carlo over the normal bot's best few actions.

At a free decision of its own turn (no chain of choices begun, no reaction window) the bot ranks
the legal actions by normal's look, as normal does, and takes normal's move and the next best
ones as candidates. On each guess of the hidden cards (`game.determinize` of its observation)
every candidate is played, then the normal bot plays both seats on the guess to the end of the
opponent's next turn (or of the game), and the position is scored by normal's `value` (a won or
lost game: ±GAME_SCORE). All candidates meet the same guesses and the same chance, and normal's
move is kept unless another gains clearly over the same samples (tabletop/bots/paired.py).
Every other decision is normal's. Bots only read observations.
"""
from __future__ import annotations

import time
from typing import Sequence

from tabletop.bots.paired import Tally, Thresholds, best_move, compare_on_guesses
from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.ecg.bots.bot import CHOICE_DEPTH, best, scored, timed_play, top_choice, value
from tabletop.games.ecg.rules.state import ACTION, EcgState

#: thinking time per searched decision when no budget is given (the other games' hard budget)
HARD_SECONDS = 1.0
#: actions compared: normal's move and the next best by its look
CANDIDATES = 3
#: the play-outs' normal settles its own chains of choices this deep (normal itself: CHOICE_DEPTH, twice as slow)
PLAYOUT_DEPTH = 0
#: turns a play-out covers after the decision's: the opponent's next one
TURNS_AHEAD = 1
#: actions a play-out may take at most (two turns take about 25)
PLAYOUT_LIMIT = 120
#: a play-out that ends the game scores this for the winner (minus for the loser): about a third of a
#: game's worth of position, so that one won sample does not drown every other difference
GAME_SCORE = 60.0
#: share of the budget after which no new play-out begins
BUDGET_SHARE = 0.8
#: share of the budget after which a play-out still running is cut and its sample forgotten
CUTOFF_SHARE = 0.95
#: samples per candidate at most (a timed search rarely reaches it)
MAX_SAMPLES = 48
#: the paired comparison: 3 samples first (a loaded machine gives a decision hardly 4 per candidate), then a
#: gain of a point of value (half a morale) and 1.6 standard errors
LIMITS = Thresholds(min_samples=3, z=1.6, margin=1.0)


def searched(observation: EcgState) -> bool:
    """True at a free decision of the seat's own Acción: no chain of choices, no reaction window."""
    return (observation.phase == ACTION and observation.window is None and observation.pending is None
            and observation.to_move() == observation.turn)


def candidates(scores: Sequence[tuple[float, Action]], planned: Action) -> list[Action]:
    """Normal's move first, then the best others by its look."""
    others = sorted((pair for pair in scores if pair[1] != planned), key=lambda pair: -pair[0])
    return [planned] + [action for _score, action in others[:CANDIDATES - 1]]


def playout_score(state: EcgState, seat: int) -> float:
    """Normal's value of the position for `seat`, a finished game counting ±GAME_SCORE."""
    if state.is_over():
        return max(-GAME_SCORE, min(GAME_SCORE, value(state, seat)))
    return value(state, seat)


class EcgHardBot:
    """The `hard` level: normal's move unless normal-vs-normal play-outs show another clearly better."""

    def __init__(self, game: Game, seconds: float = HARD_SECONDS, iterations: int | None = None):
        self.game = game
        self.seconds = seconds
        self.iterations = iterations  # samples per candidate: deterministic, independent of time
        self.last_tallies: list[Tally] = []  # the last search's figures (tests, tuning)

    def choose(self, observation: EcgState, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """Normal's move (the same draws of `rng`), or a candidate that its play-outs show clearly better."""
        start = time.perf_counter()
        self.last_tallies = []
        choices = [a for a in legal if a.kind != "cancel"] or list(legal)
        if len(choices) == 1:
            return choices[0]
        seat = observation.to_move()
        sample = self.game.determinize(observation, seat, rng)
        scores = scored(self.game, sample, choices, seat, rng, CHOICE_DEPTH)
        planned = timed_play(choices, top_choice(scores))
        if not searched(observation):
            return planned
        moves = candidates(scores, planned)
        seconds = self.seconds if budget is None else budget
        self.last_tallies = self._sample(observation, moves, rng.randrange(2**31), start, seconds)
        return best_move(self.last_tallies, LIMITS)

    def _sample(self, observation: EcgState, moves: list[Action], seed: int, start: float,
                seconds: float) -> list[Tally]:
        """Play every move on the same guesses until the time (or the iterations) run out."""
        seat = observation.to_move()
        timed = self.iterations is None
        cutoff = start + seconds * CUTOFF_SHARE if timed else None

        return compare_on_guesses(self.game, observation, moves, seed,
                                  lambda trial, rng: self._playout(trial, seat, rng, cutoff),
                                  self.iterations or MAX_SAMPLES,
                                  start + seconds * BUDGET_SHARE if timed else None, LIMITS)

    def _playout(self, state: EcgState, seat: int, rng: Rng, cutoff: float | None) -> float | None:
        """Normal in both seats on the guess to the end of the opponent's next turn (None: past `cutoff`)."""
        last_turn = state.turn_number + TURNS_AHEAD if state.turn == seat else state.turn_number
        for _ in range(PLAYOUT_LIMIT):
            mover = state.to_move()
            if mover is None or state.turn_number > last_turn:
                break
            if cutoff is not None and time.perf_counter() >= cutoff:
                return None
            legal = self.game.legal_actions(state)
            choices = [a for a in legal if a.kind != "cancel"] or legal
            action = choices[0] if len(choices) == 1 else best(self.game, state, choices, mover, rng, PLAYOUT_DEPTH)
            self.game.playout_apply(state, action)
        return playout_score(state, seat)
