"""Risky actions in bot games: bets a game declares (a Gnostica challenge) and whether they paid off.

A game's `tabletop/games/<id>/bots/bot.py` may declare ``RISKY_ACTIONS = {kind: outcome}``, where
``outcome(events, seat)`` reads the events of one applied action and answers True when the
bet that `seat` made with an action of that kind succeeded, False when it failed, and None
while it is still open. The ladder follows every such bet to its outcome; a bet still open
when the game ends counts as undecided.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from tabletop.engine.contract import Action, Event, Game

Outcome = Callable[[Sequence[Event], int], "bool | None"]

#: what became of a bet
SUCCEEDED, FAILED, UNDECIDED = "succeeded", "failed", "undecided"


@dataclass(frozen=True)
class RiskyBet:
    """One risky action taken in a game: who took it, its kind and what became of it."""

    seat: int
    kind: str
    outcome: str


def risky_actions(game: Game) -> Mapping[str, Outcome]:
    """The game's ``RISKY_ACTIONS`` declaration from its bot.py (empty when it has none)."""
    name = f"tabletop.games.{game.info.id}.bots.bot"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and name.startswith(exc.name):
            return {}
        raise
    return dict(getattr(module, "RISKY_ACTIONS", {}) or {})


class BetTracker:
    """Follows the risky actions of one game, action by action (`record`), to their outcomes (`close`)."""

    def __init__(self, declared: Mapping[str, Outcome]) -> None:
        self.declared = dict(declared)
        self.open: list[tuple[int, str]] = []
        self.bets: list[RiskyBet] = []

    def record(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """Note `seat`'s action and settle every open bet the action's events decide."""
        if action.kind in self.declared:
            self.open.append((seat, action.kind))
        still_open = []
        for bet_seat, kind in self.open:
            verdict = self.declared[kind](events, bet_seat)
            if verdict is None:
                still_open.append((bet_seat, kind))
            else:
                self.bets.append(RiskyBet(bet_seat, kind, SUCCEEDED if verdict else FAILED))
        self.open = still_open

    def close(self) -> tuple[RiskyBet, ...]:
        """Every bet of the game, the open ones as undecided (call once the game is over)."""
        bets = self.bets + [RiskyBet(seat, kind, UNDECIDED) for seat, kind in self.open]
        self.open = []
        return tuple(bets)


@dataclass
class BetTally:
    """Bets of one kind by one level: made, succeeded, failed and undecided."""

    made: int = 0
    succeeded: int = 0
    failed: int = 0

    @property
    def undecided(self) -> int:
        """Bets still open when their game ended."""
        return self.made - self.succeeded - self.failed

    @property
    def decided(self) -> int:
        """Bets that either succeeded or failed."""
        return self.succeeded + self.failed

    @property
    def success_rate(self) -> float:
        """Share of the decided bets that succeeded (0 when none was decided)."""
        return self.succeeded / self.decided if self.decided else 0.0

    def add(self, bet: RiskyBet) -> None:
        """Count one bet."""
        self.made += 1
        self.succeeded += bet.outcome == SUCCEEDED
        self.failed += bet.outcome == FAILED

    def merge(self, other: "BetTally") -> None:
        """Add another tally's counts to this one."""
        self.made += other.made
        self.succeeded += other.succeeded
        self.failed += other.failed
