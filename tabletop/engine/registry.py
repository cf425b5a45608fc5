"""The registry of games by id."""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

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

#: a game's parts beside its rules, by convention at these places of its package `tabletop.games.<id>`; a game's
#: `__init__.py` may name other places in `PARTS` (ECG's marks are `view.kingdoms`). `other_files` is the module
#: whose `other_file_loader(path)` reads a data file besides the card file (deck lists).
PART_PLACES: dict[str, str] = {"bots": "bots.bot", "view": "view.table", "why_not": "rules.why_not",
                               "cards": "rules.cards", "faces": "view.faces", "shots": "view.shots",
                               "marks": "view.marks", "other_files": "rules.cards"}

#: tools above the UI that the app opens by name, imported only when opened: each module's `SCENE` is a scene class
#: taking (app, game=None). The UI asks `tool(name)` and never imports one, so every import still points down.
TOOL_MODULES: dict[str, str] = {"studio": "tabletop.studio.scene"}

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


def game_part(game_id: str, part: str) -> ModuleType | None:
    """The module of a game's `part` (a key of PART_PLACES), or None when the game has none."""
    package = f"tabletop.games.{game_id}"
    try:
        places = {**PART_PLACES, **getattr(importlib.import_module(package), "PARTS", {})}
    except ModuleNotFoundError as exc:
        if exc.name is None or not package.startswith(exc.name):
            raise
        places = PART_PLACES
    name = f"{package}.{places[part]}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):
            raise  # the part exists but something it imports is missing
        return None


def tool_available(name: str) -> bool:
    """True when the tool `name` (a key of TOOL_MODULES) is in this build; nothing is imported."""
    module = TOOL_MODULES.get(name)
    try:
        return module is not None and importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def tool(name: str) -> ModuleType:
    """The module of the tool `name` (a key of TOOL_MODULES); its `SCENE` opens it."""
    return importlib.import_module(TOOL_MODULES[name])
