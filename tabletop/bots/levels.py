"""The difficulty ladder's levels for any game: random < easy < normal < hard.

A game's `bot.py` may provide `BOTS = {"easy": factory, "normal": factory, ...}`; levels it
does not provide fall back to generic bots built on ISMCTS with small iteration budgets,
so that every game has four ordered levels. `hard` is ISMCTS (time-bounded) unless the game's
`BOTS` has its own; `hard_prev` always is.
"""
from __future__ import annotations

import importlib
from typing import Callable

from tabletop.bots.base import Bot, RandomBot
from tabletop.engine.contract import Game

LEVELS = ("random", "easy", "normal", "hard")
#: the previous `hard` configuration (a game's ``ISMCTS_SETTINGS_PREVIOUS``), for the ladder only:
#: a new hard is kept when it is no weaker than this one at the same thinking time
PREVIOUS_HARD = "hard_prev"
#: every level `make_bot` builds (the menus offer `LEVELS`)
LADDER_LEVELS = LEVELS + (PREVIOUS_HARD,)

#: iterations of the generic easy / normal bots (for games without heuristics)
GENERIC_ITERATIONS = {"easy": 30, "normal": 300}
#: wall-clock ceiling of a generic normal decision (the `normal` target is 0.2 s p95)
GENERIC_MAX_SECONDS = 0.15


BotFactory = Callable[[Game], Bot]


def make_bot(game: Game, level: str) -> Bot:
    """The bot of `level` for `game`: the game's `bot.py` BOTS table, then generic bots (`hard`: ISMCTS)."""
    try:
        module = importlib.import_module(f"tabletop.games.{game.info.id}.bots.bot")
        table: dict[str, BotFactory] = getattr(module, "BOTS", {})
    except ModuleNotFoundError:
        table = {}
    if level == "hard_prev" or (level == "hard" and level not in table):
        return hard_bot(game, previous=level == "hard_prev")
    if level in table:
        return table[level](game)
    if level == "random":
        return RandomBot(game)
    return generic_bot(game, level)


def hard_bot(game: Game, seconds: float | None = None, previous: bool = False):
    """The `hard` level: ISMCTS with the game's hooks, `seconds` per decision (default 1 s).

    `previous` builds `hard_prev`: the same search with the game's previous settings.
    """
    from tabletop.bots.ismcts import DEFAULT_SECONDS, ISMCTSBot, load_hooks

    return ISMCTSBot(game, seconds=DEFAULT_SECONDS if seconds is None else seconds,
                     hooks=load_hooks(game, previous=previous))


def generic_bot(game: Game, level: str):
    """A game-agnostic bot for `level` (used when the game's bot.py has none)."""
    from tabletop.bots.ismcts import ISMCTSBot

    if level == "hard":
        return hard_bot(game)
    if level in GENERIC_ITERATIONS:
        return ISMCTSBot(game, iterations=GENERIC_ITERATIONS[level], max_seconds=GENERIC_MAX_SECONDS)
    return RandomBot(game)

#: a ladder level's suffix fixing its search's iterations per decision (``hard:iter=200``)
ITERATIONS_MARK = ":iter="


def split_iterations(level: str) -> tuple[str, int | None]:
    """("hard@6ac7c5d", 200) for "hard@6ac7c5d:iter=200"; (level, None) without the suffix.

    Raises ValueError (one line) when the count is not a positive whole number.
    """
    base, mark, count = level.partition(ITERATIONS_MARK)
    if not mark:
        return level, None
    if not count.isdigit() or int(count) <= 0:
        raise ValueError(f"level {level!r}: the iterations after {ITERATIONS_MARK!r} must be a whole number above 0")
    return base, int(count)
