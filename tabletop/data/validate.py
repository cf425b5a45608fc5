"""`tabletop validate`: check a game's card data and layout, collecting readable problems."""
from __future__ import annotations

import importlib
from pathlib import Path

from tabletop.data.yamlfile import DataError, DataErrors
from tabletop.paths import ROOT


def card_data_dir(game_id: str) -> Path:
    """The folder holding a game's YAML data."""
    return ROOT / "card_data" / game_id


def validate_game(game_id: str) -> list[str]:
    """Every problem found in `game_id`'s data and layout, as `file:line: ...` lines."""
    problems: list[str] = []
    checks = []
    try:
        cards = importlib.import_module(f"tabletop.games.{game_id}.cards")
        if hasattr(cards, "validate"):
            checks.append(cards.validate)
    except ModuleNotFoundError:
        pass
    try:
        layout = importlib.import_module("tabletop.data.layout")
        layout_file = card_data_dir(game_id) / "layout.yaml"
        if layout_file.exists():
            checks.append(lambda: layout.layout_errors(layout_file))
    except ModuleNotFoundError:
        pass
    for check in checks:
        try:
            found = check()
        except DataErrors as exc:
            found = [e.describe() for e in exc.errors]
        except DataError as exc:
            found = [exc.describe()]
        problems.extend(str(p) for p in (found or []))
    return problems
