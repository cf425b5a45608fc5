"""Headless bot-vs-bot simulation: many seeded games, win rates with 95% intervals."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.engine.registry import get_game
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.runner import runner


@dataclass
class GameOutcome:
    """What one simulated game produced."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    actions: int
    finished: bool


@dataclass
class SimulationSummary:
    """Totals over many games, per seat in seat order."""

    game: str
    seats: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    draws: int = 0
    unfinished: int = 0
    total_actions: int = 0
    seconds: float = 0.0

    @property
    def win_rate(self) -> list[float]:
        """Share of games won by each seat (a shared win counts 1/k)."""
        return [w / self.games if self.games else 0.0 for w in self.wins]

    @property
    def ci95(self) -> list[list[float]]:
        """Wilson 95% interval of each seat's win rate."""
        return [list(wilson_interval(w, self.games)) for w in self.wins]

    @property
    def mean_actions(self) -> float:
        """Mean number of actions per game."""
        return self.total_actions / self.games if self.games else 0.0

    @property
    def games_per_second(self) -> float:
        """Throughput of the simulation."""
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def add(self, outcome: GameOutcome) -> None:
        """Count one game."""
        self.games += 1
        self.total_actions += outcome.actions
        if not outcome.finished:
            self.unfinished += 1
            return
        if len(outcome.winners) != 1:
            self.draws += 1
        for seat in outcome.winners:
            self.wins[seat] += 1 / len(outcome.winners)

    def to_json(self) -> dict:
        """The JSON object printed by `simulate --json`."""
        return {
            "game": self.game,
            "games": self.games,
            "seats": self.seats,
            "wins": [round(w, 3) for w in self.wins],
            "win_rate": [round(r, 4) for r in self.win_rate],
            "ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in self.ci95],
            "draws": self.draws,
            "unfinished": self.unfinished,
            "mean_actions": round(self.mean_actions, 2),
            "games_per_second": round(self.games_per_second, 3),
        }

    def table(self) -> str:
        """A human-readable summary table."""
        lines = [f"{self.game}: {self.games} games, {self.draws} draws, {self.unfinished} unfinished, "
                 f"{self.mean_actions:.1f} actions/game, {self.games_per_second:.2f} games/s",
                 f"{'seat':<6}{'player':<18}{'wins':>8}{'win rate':>10}   95% interval"]
        for i, spec in enumerate(self.seats):
            lo, hi = self.ci95[i]
            lines.append(f"{i + 1:<6}{spec:<18}{self.wins[i]:>8.1f}{self.win_rate[i]:>9.1%}   "
                         f"[{lo:.1%}, {hi:.1%}]")
        return "\n".join(lines)


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(game_id: str, seats: Sequence[Seat], seed: int, options: dict | None = None,
             budget: float | None = None) -> GameOutcome:
    """Play one bot-vs-bot game to the end (or the length cap)."""
    session = play_session(game_id, seats, seed, options, budget)
    result = session.result()
    if result is None:
        return GameOutcome((), tuple(0.0 for _ in seats), len(session.actions), False)
    return GameOutcome(tuple(result.winners), tuple(result.scores), len(session.actions), True)


def play_session(game_id: str, seats: Sequence[Seat], seed: int, options: dict | None = None,
                 budget: float | None = None, bot_salt: int = 0) -> Session:
    """The session of one bot-vs-bot game played to the end (or the length cap), its log included.

    `bot_salt` changes only the bots' own chance (the deal stays the seed's): two runs that differ in it
    differ in nothing but how the bots' coins fell."""
    game = get_game(game_id)
    session = Session(game, seats, seed, options)
    bots = [make_bot(game, s.level or "random") for s in seats]
    rng = Rng(seed ^ 0x5EED ^ (bot_salt * 0x9E3779B1))
    for _ in range(game.info.max_actions):
        mover = session.to_move()
        if mover is None:
            break
        action = bot_action(game, bots[mover], session.observation(mover), rng, budget)
        session.play(action)
    return session


def _play_job(args: tuple) -> GameOutcome:
    return play_one(*args)


def simulate(game_id: str, seats: Sequence[Seat], games: int, seed: int = 0, jobs: int = 1,
             options: dict | None = None, progress: Callable[[int, int], None] | None = None,
             cluster: str | None = None) -> SimulationSummary:
    """Play `games` games; game i uses seed `seed + i` (on `jobs` processes or a Dask `cluster`). The summary."""
    summary = SimulationSummary(game_id, [s.spec() for s in seats], wins=[0.0] * len(seats))
    jobs_args = [(game_id, list(seats), seed + i, options) for i in range(games)]
    start = time.perf_counter()
    with runner(jobs, cluster) as run:
        for outcome in run.map(_play_job, jobs_args, progress):
            summary.add(outcome)
    summary.seconds = time.perf_counter() - start
    return summary
