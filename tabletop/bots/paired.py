"""Paired comparison of candidate moves for flat Monte Carlo bots (Invocación's and Invoke's `hard`).

Every candidate is played on the same guesses of the hidden cards and the same dice (common
random numbers), so the difference between two candidates' scores on one sample is what the
move changed; the normal bot's move (the first tally) is kept unless another is better by a
clear margin over the samples.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from tabletop.engine.rng import Rng



@dataclass(frozen=True)
class Thresholds:
    """When a candidate may replace the normal bot's move, or be dropped as clearly worse."""

    min_samples: int = 4  # samples before any verdict
    z: float = 1.6  # the mean gain must be this many standard errors above 0 ...
    margin: float = 0.3  # ... and at least this much (in the game's score units)
    drop_ties: bool = False  # also stop sampling a candidate that has given exactly the normal move's scores


@dataclass
class Tally:
    """One candidate's play-out scores, in sample order (paired with the normal move's)."""

    action: Any  # the move: an Action, or what the bot plays it by (e.g. a whole invocation)
    scores: list[float] = field(default_factory=list)
    dropped: bool = False  # clearly worse than the normal move: no more samples spent on it

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


def drop_the_clearly_worse(tallies: list[Tally], limits: Thresholds = Thresholds()) -> None:
    """After a few samples, stop sampling the candidates clearly below the normal move (more samples for the rest)."""
    base = tallies[0]
    for tally in tallies[1:]:
        if len(tally.scores) < limits.min_samples:
            continue
        gain, error = tally.gain_over(base)
        if gain + limits.z * error < 0 or (limits.drop_ties and tally.scores == base.scores[:len(tally.scores)]):
            tally.dropped = True


def best_move(tallies: list[Tally], limits: Thresholds = Thresholds()) -> Any:
    """The normal move (the first tally) unless another gains clearly more over the same samples."""
    base = tallies[0]
    best, best_gain = base.action, 0.0
    for tally in tallies[1:]:
        gain, error = tally.gain_over(base)
        if (len(tally.scores) >= limits.min_samples and gain > best_gain and gain >= limits.margin
                and gain >= limits.z * error):
            best, best_gain = tally.action, gain
    return best


def settled(tallies: list[Tally], min_samples: int) -> bool:
    """True when, after a few samples, every candidate still sampled has given exactly the normal move's outcome."""
    base = tallies[0].scores
    return len(base) >= min_samples and all(t.scores == base for t in tallies[1:] if not t.dropped)


def compare_on_samples(moves: Sequence[Any], guess: Callable[[int], Any],
                       score: Callable[[Any, Any, int], float | None], samples: int,
                       deadline: float | None = None, limits: Thresholds = Thresholds()) -> list[Tally]:
    """Score every move on the same guesses (`guess(k)` for sample k) until `samples` or the `deadline`.

    `score(guess, move, k)` plays one move on a copy of the guess; None means the clock ran out
    within the sample, which is then forgotten so that the samples stay paired. With a deadline,
    the search also stops once every move gives the first move's outcome.
    """
    tallies = [Tally(move) for move in moves]
    for sample in range(samples):
        state = guess(sample)
        played: list[Tally] = []
        for tally in (t for t in tallies if not t.dropped):
            late = deadline is not None and sample > 0 and time.perf_counter() >= deadline
            result = None if late else score(state, tally.action, sample)
            if result is None:
                for done in played:
                    done.scores.pop()
                return tallies
            tally.scores.append(result)
            played.append(tally)
        if deadline is not None and (time.perf_counter() >= deadline or settled(tallies, limits.min_samples)):
            break
        drop_the_clearly_worse(tallies, limits)
    return tallies


def compare_on_guesses(game: Any, observation: Any, moves: Sequence[Any], seed: int,
                       playout: Callable[[Any, Rng], float | None], samples: int,
                       deadline: float | None = None, limits: Thresholds = Thresholds()) -> list[Tally]:
    """`compare_on_samples` where sample k guesses the mover's hidden cards with seed + 2k and scores a
    move by `playout(copy of the guess after the move, Rng(seed + 2k + 1))`."""
    seat = observation.to_move()

    def guess(sample: int) -> Any:
        return game.determinize(observation, seat, Rng(seed + 2 * sample))

    def score(state: Any, move: Any, sample: int) -> float | None:
        trial = state.clone()
        game.apply(trial, move)
        return playout(trial, Rng(seed + 2 * sample + 1))

    return compare_on_samples(moves, guess, score, samples, deadline, limits)
