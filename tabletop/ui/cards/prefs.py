"""The card designer's settings (`studio.json` beside settings.json): the art folder overlay (tables show it too), the
studio's last game and card language. No pygame.

Kept apart from the app's settings file, which keeps only the keys it knows. A missing
or broken file gives the defaults, never an error.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from tabletop.engine.records import write_atomic
from tabletop.paths import config_dir

#: options of the current launch that are not settings (`tabletop studio --compare-layout FILE`)
LAUNCH: dict = {}


@dataclass
class StudioPrefs:
    """What the studio remembers between runs."""

    art_dir: str | None = None  # the designer's art folder, shown over assets/art
    game: str | None = None  # the game shown last
    lang: str | None = None  # the card language shown last (None: the UI language)


def prefs_path() -> Path:
    """The studio settings file."""
    return config_dir() / "studio.json"


def load_prefs() -> StudioPrefs:
    """The saved studio settings (defaults when missing or unreadable)."""
    try:
        data = json.loads(prefs_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return StudioPrefs()
    if not isinstance(data, dict):
        return StudioPrefs()
    prefs = StudioPrefs()
    for key in ("art_dir", "game", "lang"):
        value = data.get(key)
        if value is None or isinstance(value, str):
            setattr(prefs, key, value or None)
    return prefs


def save_prefs(prefs: StudioPrefs) -> str | None:
    """Write the studio settings atomically; an error message instead of raising."""
    path = prefs_path()
    try:
        write_atomic(path, json.dumps(asdict(prefs), indent=1) + "\n")
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    return None


def art_dir_setting() -> str | None:
    """The art folder overlay set in the studio, if it still exists."""
    folder = load_prefs().art_dir
    return folder if folder and Path(folder).is_dir() else None
