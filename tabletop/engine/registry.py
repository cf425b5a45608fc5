"""The registry of games by id."""
from __future__ import annotations

import importlib

from tabletop.engine.contract import Game
from tabletop.engine.errors import UnknownGameError

#: game id -> module that defines GAME (imported lazily, so start-up stays fast)
GAME_MODULES: dict[str, str] = {
    "runes": "tabletop.games.runes.rules.game",
    "gnostica": "tabletop.games.gnostica.rules.game",
    "invocacion": "tabletop.games.invocacion.rules.game",
    "invoke": "tabletop.games.invoke.rules.game",
    "ecg": "tabletop.games.ecg.rules.game",
}

_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    """Registered game ids, in menu order, only those whose module imports."""
    return [gid for gid in GAME_MODULES if _try_get(gid) is not None]


def _try_get(game_id: str) -> Game | None:
    try:
        return get_game(game_id)
    except (ImportError, UnknownGameError):
        return None


def get_game(game_id: str) -> Game:
    """The Game registered as `game_id`, or UnknownGameError."""
    if game_id not in _loaded:
        module_name = GAME_MODULES.get(game_id)
        if module_name is None:
            known = ", ".join(GAME_MODULES)
            raise UnknownGameError(f"unknown game {game_id!r} (games: {known})")
        _loaded[game_id] = importlib.import_module(module_name).GAME
    return _loaded[game_id]


def all_games() -> list[Game]:
    """Every registered game that can be loaded."""
    return [get_game(gid) for gid in game_ids()]
