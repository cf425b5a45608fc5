"""Where tabletop keeps user files: data (saves, autosave), config (settings) and logs.

Environment overrides (used by tests and portable installs):
``TABLETOP_DATA_DIR`` for data and logs, ``TABLETOP_CONFIG_DIR`` for settings.
No pygame here.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
from functools import lru_cache
from pathlib import Path

import platformdirs

APP_NAME = "tabletop"

#: the project root (the folder holding assets/, docs/, card_data/)
ROOT = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The user data directory (saves, autosave); TABLETOP_DATA_DIR overrides it."""
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    return _platform_data_dir(os.environ.get("XDG_DATA_HOME"), os.environ.get("HOME"))


@lru_cache(maxsize=8)
def _platform_data_dir(xdg_data_home: str | None, home: str | None) -> Path:
    """platformdirs' data folder, asked once per value of what it reads (a set-up of ECG looks for deck files there)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The user config directory (settings.json); TABLETOP_CONFIG_DIR overrides it."""
    override = os.environ.get("TABLETOP_CONFIG_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The log directory; with TABLETOP_DATA_DIR set it is <that>/logs."""
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override) / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def autosave_path() -> Path:
    """The autosave file, rewritten after every action ("Continue" loads it)."""
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    """The folder of saved games."""
    return data_dir() / "saves"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def new_save_path(game_id: str, now: _dt.datetime | None = None, name: str = "") -> Path:
    """A fresh path `saves/<name>.json` (else `<game>-<date>-<time>.json`) that does not exist yet."""
    stamp = (now or _dt.datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    stem = re.sub(r"[^\w-]+", "_", name.strip().lower(), flags=re.ASCII).strip("_")[:60] or f"{game_id}-{stamp}"
    path = saves_dir() / f"{stem}.json"
    number = 2
    while os.path.lexists(path):
        path = saves_dir() / f"{stem}-{number}.json"
        number += 1
    return path


def assets_dir() -> Path:
    """The bundled assets folder (fonts, art, icons)."""
    return ROOT / "assets"


def rules_doc(game_id: str, lang: str = "en") -> Path | None:
    """The rules document of a game in `lang` (docs/rules/<id>.<lang>.md, English: <id>.md), if any."""
    folder = ROOT / "docs" / "rules"
    candidates = [folder / f"{game_id}.{lang}.md"] if lang != "en" else []
    candidates.append(folder / f"{game_id}.md")
    for path in candidates:
        if path.is_file():
            return path
    return None
