"""The balance figures: per card, per seat position and game length, with 95% intervals."""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Sequence

from tabletop.balance.collect import GameSample
from tabletop.sim import wilson_interval


@dataclass
class CardFigures:
    """How one card did over every seat-game: counts, win rates and the game's measure."""

    card: str
    seat_games: int  # every seat of every game
    drawn: int = 0  # seat-games that drew it
    played: int = 0  # seat-games that played it
    wins_played: float = 0.0
    wins_kept: float = 0.0  # wins of the seat-games that drew it and never played it
    measure_total: float = 0.0

    @property
    def kept(self) -> int:
        """Seat-games that drew the card and never played it."""
        return self.drawn - self.played

    @property
    def win_played(self) -> float:
        """Win rate of the seat when it played the card."""
        return self.wins_played / self.played if self.played else math.nan

    @property
    def win_kept(self) -> float:
        """Win rate of the seat when it drew the card and did not play it."""
        return self.wins_kept / self.kept if self.kept else math.nan

    @property
    def ci_played(self) -> tuple[float, float]:
        """Wilson 95% interval of `win_played`."""
        return wilson_interval(self.wins_played, self.played)

    @property
    def ci_kept(self) -> tuple[float, float]:
        """Wilson 95% interval of `win_kept`."""
        return wilson_interval(self.wins_kept, self.kept)

    @property
    def effect(self) -> float:
        """Win rate when played minus win rate when drawn and kept (nan when either is unknown)."""
        return self.win_played - self.win_kept

    @property
    def ci_effect(self) -> tuple[float, float]:
        """95% interval of `effect` (Newcombe's method from the two Wilson intervals)."""
        return difference_interval(self.wins_played, self.played, self.wins_kept, self.kept)

    @property
    def measure_mean(self) -> float:
        """The game's measure per play of the card."""
        return self.measure_total / self.played if self.played else math.nan


@dataclass
class BalanceReport:
    """Every figure of one balance run."""

    game: str
    seats: list[str]
    games: int
    seed: int
    cards: list[CardFigures]  # sorted by effect, strongest first
    seat_wins: list[float]  # wins per seat position (shared wins split)
    lengths: list[int]  # actions per game
    unfinished: int
    measure: dict[str, str]  # the game's measure name per language ({} when none)

    @property
    def seat_ci(self) -> list[tuple[float, float]]:
        """Wilson 95% interval of each seat position's win rate."""
        return [wilson_interval(w, self.games) for w in self.seat_wins]

    @property
    def median_length(self) -> float:
        """Median actions per game."""
        return statistics.median(self.lengths) if self.lengths else math.nan


def difference_interval(wins_a: float, n_a: int, wins_b: float, n_b: int) -> tuple[float, float]:
    """95% interval of p_a - p_b by Newcombe's hybrid score method (nan, nan when a side is empty)."""
    if not n_a or not n_b:
        return (math.nan, math.nan)
    p_a, p_b = wins_a / n_a, wins_b / n_b
    lo_a, hi_a = wilson_interval(wins_a, n_a)
    lo_b, hi_b = wilson_interval(wins_b, n_b)
    diff = p_a - p_b
    return (diff - math.sqrt((p_a - lo_a) ** 2 + (hi_b - p_b) ** 2),
            diff + math.sqrt((hi_a - p_a) ** 2 + (p_b - lo_b) ** 2))


def card_figures(samples: Sequence[GameSample]) -> list[CardFigures]:
    """Per-card figures over `samples`, strongest effect first (cards without an effect last, by plays)."""
    seat_games = sum(len(s.seats) for s in samples)
    figures: dict[str, CardFigures] = {}
    for sample in samples:
        for part in sample.seats:
            for card in part.drawn:
                fig = figures.setdefault(card, CardFigures(card, seat_games))
                fig.drawn += 1
                if card in part.played:
                    fig.played += 1
                    fig.wins_played += part.won
                    fig.measure_total += part.measure.get(card, 0.0)
                else:
                    fig.wins_kept += part.won
    return sorted(figures.values(), key=_strength_order)


def _strength_order(fig: CardFigures) -> tuple:
    known = not math.isnan(fig.effect)
    return (not known, -fig.effect if known else 0.0, -fig.played, fig.card)


def build_report(game: str, seats: Sequence[str], seed: int, samples: Sequence[GameSample],
                 measure: dict[str, str]) -> BalanceReport:
    """The report of one run of `samples` (game i seeded `seed + i`)."""
    seat_wins = [0.0] * len(seats)
    for sample in samples:
        for position, part in enumerate(sample.seats):
            seat_wins[position] += part.won
    return BalanceReport(game, list(seats), len(samples), seed, card_figures(samples), seat_wins,
                         [s.actions for s in samples], sum(not s.finished for s in samples), dict(measure))
