"""`tabletop validate`: check every data file of a game and its art, collecting readable problems.

Every file in `card_data/<game>/` is checked: layouts (`layout*.yaml`) against the layout
schema, the game's card file (its `cards` module's `DATA_FILE`, loaded with its
`load_deck(path)`) against the game's own rules, other files those the `other_file_loader(path)` of
its `other_files` part (engine/registry.py) knows (deck lists), any other YAML for syntax and safety,
and pictures like art. Every art file of the game (`assets/art/<game>/`, and an overlay
folder when given) is checked from its header: a text file named .png, an empty or
truncated file, or a picture over the pixel cap would silently become placeholder art.
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Callable

from tabletop.data.artfile import ART_EXTENSIONS, art_problem
from tabletop.data.lint import Problem, from_error, unique
from tabletop.data.yamlfile import DataError, DataErrors, load_yaml
from tabletop.engine.registry import game_part
from tabletop.paths import ROOT

YAML_SUFFIXES = (".yaml", ".yml")


def card_data_dir(game_id: str) -> Path:
    """The folder holding a game's YAML data."""
    return ROOT / "card_data" / game_id


def art_dirs(game_id: str, art_dir: str | Path | None = None) -> list[Path]:
    """The folders a game's art is read from: the overlay (DIR/<game>, DIR) first, then assets/art/<game>."""
    folders = [Path(art_dir) / game_id, Path(art_dir)] if art_dir else []
    return folders + [ROOT / "assets" / "art" / game_id]


def validate_game(game_id: str, data_root: str | Path | None = None,
                  art_dir: str | Path | None = None, icon_names: set | None = None) -> list[str]:
    """Every problem in `game_id`'s data files and art, as `file:line: CODE: ...` lines ([] when all is well).

    `icon_names`: the icons a legend may name (the drawing side knows them; None leaves them unchecked)."""
    return [problem.describe() for problem in lint_game(game_id, data_root, art_dir, icon_names)]


def lint_game(game_id: str, data_root: str | Path | None = None,
              art_dir: str | Path | None = None, icon_names: set | None = None) -> list[Problem]:
    """Every problem in `game_id`'s data files and art, each once, in file order."""
    folder = Path(data_root) / game_id if data_root else card_data_dir(game_id)
    if not folder.is_dir():
        return _missing_card_file(game_id, folder) if data_root is None else []
    problems = _missing_card_file(game_id, folder)
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith(".")):
        problems += _file_problems(game_id, path, icon_names)
    for art_folder in art_dirs(game_id, art_dir):
        problems += _art_problems(art_folder)
    return unique(problems)


def missing_card_file(game_id: str, folder: Path) -> list[str]:
    """A line when the game's card file (its cards module's DATA_FILE) is not a file in `folder`."""
    return [problem.describe() for problem in _missing_card_file(game_id, folder)]


def _missing_card_file(game_id: str, folder: Path) -> list[Problem]:
    data_file = getattr(_cards_module(game_id), "DATA_FILE", None)
    if data_file is None:
        return []
    path = folder / Path(data_file).name
    if path.is_file():
        return []
    why = "a folder, not the card file" if path.is_dir() else "the card file is missing"
    return [Problem("E-NO-CARD-FILE", f"{why} (the game cannot be played without it)", str(path))]


def card_file_problems(game_id: str, folder: Path) -> list[str]:
    """The game's own checks of the card YAML in `folder` (layouts excepted), as readable lines."""
    problems: list[str] = []
    for path in sorted(folder.glob("*")):
        if path.suffix in YAML_SUFFIXES and not path.name.startswith("layout"):
            problems += data_file_problems(game_id, path)
    return problems


def data_file_problems(game_id: str, path: Path, icon_names: set | None = None) -> list[str]:
    """The problems of one file of a game's data folder (`icon_names`: the icons a legend may name, if known)."""
    return [problem.describe() for problem in unique(_file_problems(game_id, path, icon_names))]


def _file_problems(game_id: str, path: Path, icon_names: set | None = None) -> list[Problem]:
    if path.suffix.lower() in ART_EXTENSIONS:
        return _art_problems(path)
    if path.suffix.lower() not in YAML_SUFFIXES:
        return _other_file_problems(game_id, path)
    if path.name.startswith("layout"):
        from tabletop.data.layout import load_layout

        return _loader_problems(load_layout, path, "E-LAYOUT")
    if path.name == "legend.yaml":
        from tabletop.data.legend import load_legend

        return _loader_problems(lambda legend: load_legend(legend, icon_names), path, "E-LEGEND")
    loader = _card_loader(game_id, path.name)
    if loader is None:
        return _loader_problems(load_yaml, path)
    return _loader_problems(loader, path) + _text_warnings(game_id, path)


def _text_warnings(game_id: str, path: Path) -> list[Problem]:
    """The game's comparison of each card's hand-written text with its effect (W-TEXT-MISMATCH)."""
    check = getattr(_cards_module(game_id), "text_warnings", None)
    return [] if check is None else [from_error(warning, "W-TEXT") for warning in check(path)]


def _loader_problems(loader: Callable, path: Path, default_code: str = "E-DATA") -> list[Problem]:
    """The problems `loader` finds in `path`."""
    try:
        loader(path)
    except DataErrors as exc:
        return [from_error(e, default_code) for e in exc.errors]
    except DataError as exc:
        return [from_error(exc, default_code)]
    return []


def art_problems(folder: Path) -> list[str]:
    """One line per unusable art file in `folder` (or for the file itself): `file: why`."""
    return [problem.describe() for problem in _art_problems(folder)]


def _art_problems(folder: Path) -> list[Problem]:
    if folder.is_file():
        files = [folder]
    elif folder.is_dir():
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in ART_EXTENSIONS)
    else:
        return []
    return [Problem("E-ART", f"art: {problem} (the card shows placeholder art)", str(path))
            for path in files if (problem := art_problem(path))]


def _other_file_problems(game_id: str, path: Path) -> list[Problem]:
    """The problems of a non-YAML data file the game knows how to check (e.g. deck lists; its `other_files` part)."""
    loader = getattr(game_part(game_id, "other_files"), "other_file_loader", lambda _path: None)(path)
    return [] if loader is None else _loader_problems(loader, path, "E-DECK")


def _card_loader(game_id: str, file_name: str) -> Callable | None:
    """The game's strict loader of `file_name` (its cards module's load_deck for DATA_FILE), if any."""
    cards = _cards_module(game_id)
    data_file = getattr(cards, "DATA_FILE", None)
    loader = getattr(cards, "load_deck", None)
    if data_file is not None and loader is not None and Path(data_file).name == file_name:
        return loader
    return None


def _cards_module(game_id: str):
    """The game's `cards` module (its card file and loaders), or None."""
    try:
        return importlib.import_module(f"tabletop.games.{game_id}.rules.cards")
    except ModuleNotFoundError:
        return None
