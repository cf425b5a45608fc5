"""The table's count-down of a game's phase clock (`Game.clock`, e.g. Invocación's Cronometrada).

The rules know no wall clock: a game only says how long the current phase may last and
a key that changes when a new phase starts. The table counts the seconds while it is in
front (a pause, the rules or a hot-seat curtain stop the clock) and, once, applies the
game's `time_up` action when they are over. A clock that says how much is `left` is kept elsewhere (the host of
a network game counts it and applies its time-up): the table only shows it.
"""
from __future__ import annotations

from typing import Any

from tabletop.engine.contract import TIME_UP

__all__ = ["TIME_UP", "PhaseTimer"]


class PhaseTimer:
    """Seconds spent in the current phase against the game's clock for it."""

    def __init__(self) -> None:
        self.key: Any = None
        self.seconds: float | None = None
        self.elapsed = 0.0
        self.fired = False

    def tick(self, clock: Any | None, dt: float) -> bool:
        """Count `dt` seconds on `clock` (None: no clock); True once, when its time is up."""
        if clock is None:
            self.key, self.seconds = None, None
            return False
        left = getattr(clock, "left", None)
        if left is not None:  # kept elsewhere (a network game's host, which applies its time-up): show what is left
            self.key, self.seconds, self.fired = clock.key, float(clock.seconds), True
            self.elapsed = self.seconds - float(left)
            return False
        if clock.key != self.key:
            self.key, self.seconds, self.elapsed, self.fired = clock.key, float(clock.seconds), 0.0, False
            return False
        self.elapsed += dt
        if self.elapsed >= self.seconds and not self.fired:
            self.fired = True
            return True
        return False

    def left(self) -> float | None:
        """Seconds left on the clock (None without one)."""
        return None if self.seconds is None else max(0.0, self.seconds - self.elapsed)
