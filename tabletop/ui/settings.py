"""User settings: language, UI scale, animation and bot speed, sound volume, fullscreen, window size.

Stored as JSON in the user config dir, written atomically. A missing file gives the
defaults; a broken one is ignored (with a message for the user), never a crash.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from tabletop.engine.records import write_atomic
from tabletop.paths import settings_path

LANGUAGES = ("en", "es")
UI_SCALES = (0.75, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
#: animation speed multipliers (0 = no animation)
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)
#: bot pacing multipliers of the base delay (0 = instant)
BOT_SPEEDS = (2.0, 1.0, 0.5, 0.0)
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
MIN_SIZE = (1280, 720)
MAX_SIZE = (3840, 2160)
DEFAULT_SIZE = (1600, 900)
#: room a window needs around it on the desktop: its frame, title bar and a task bar
WINDOW_MARGIN = (0, 48)


@dataclass
class Settings:
    """Everything the user can set; plain values only."""

    language: str = "en"
    ui_scale: float = 1.0
    animation_speed: float = 1.0
    bot_speed: float = 1.0
    fullscreen: bool = False
    confirm_moves: bool = False  # ask (Ready / Change) before committing a secret choice
    sound_volume: float = 0.75  # 0 = no sound
    always_stop: bool = False  # stop at every reaction window, even with nothing but "pass" to answer
    window_size: list[int] = field(default_factory=lambda: list(DEFAULT_SIZE))
    teach_games: list[str] = field(default_factory=list)  # games played with the "Teach me" panel

    def to_json(self) -> dict:
        """The settings as a JSON-able dict."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> "Settings":
        """Settings from a dict; unknown keys are dropped, bad values fall back to defaults."""
        settings = cls()
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        checks = {
            "language": lambda v: v in LANGUAGES,
            "ui_scale": lambda v: isinstance(v, (int, float)) and 0.5 <= v <= 3.0,
            "animation_speed": lambda v: isinstance(v, (int, float)) and 0 <= v <= 4,
            "bot_speed": lambda v: isinstance(v, (int, float)) and 0 <= v <= 4,
            "fullscreen": lambda v: isinstance(v, bool),
            "confirm_moves": lambda v: isinstance(v, bool),
            "always_stop": lambda v: isinstance(v, bool),
            "sound_volume": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1,
            "window_size": lambda v: (isinstance(v, (list, tuple)) and len(v) == 2
                                      and all(isinstance(n, int) and 100 <= n <= 10000 for n in v)),
            "teach_games": lambda v: isinstance(v, list) and all(isinstance(g, str) for g in v),
        }
        for f in fields(cls):
            if f.name in data and checks[f.name](data[f.name]):
                value = data[f.name]
                setattr(settings, f.name, list(value) if isinstance(value, (list, tuple)) else value)
        return settings


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a warning (None when all went well)."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), f"{path}: {exc.strerror or exc}"
    try:
        return Settings.from_json(json.loads(text)), None
    except (ValueError, UnicodeDecodeError) as exc:
        return Settings(), f"{path}: {exc}"


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings atomically; return an error message instead of raising."""
    path = path or settings_path()
    try:
        write_atomic(path, json.dumps(settings.to_json(), indent=1) + "\n")
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    return None


def clamp_size(size: tuple[int, int] | list[int]) -> tuple[int, int]:
    """A window size within the supported range."""
    w = max(MIN_SIZE[0], min(MAX_SIZE[0], int(size[0])))
    h = max(MIN_SIZE[1], min(MAX_SIZE[1], int(size[1])))
    return w, h


def fits_desktop(size: tuple[int, int] | list[int], desktop: tuple[int, int]) -> bool:
    """True when a window of `size`, with its frame, fits on a desktop of `desktop` pixels."""
    return size[0] + WINDOW_MARGIN[0] <= desktop[0] and size[1] + WINDOW_MARGIN[1] <= desktop[1]


def sizes_that_fit(desktop: tuple[int, int], sizes=WINDOW_SIZES) -> list[tuple[int, int]]:
    """The window sizes worth offering on `desktop` (the smallest one when none fits)."""
    return [tuple(size) for size in sizes if fits_desktop(size, desktop)] or [MIN_SIZE]


def fit_to_desktop(size: tuple[int, int] | list[int], desktop: tuple[int, int]) -> tuple[int, int]:
    """`size` (clamped) if it fits on `desktop`, else the largest offered size that does."""
    size = clamp_size(size)
    return size if fits_desktop(size, desktop) else sizes_that_fit(desktop)[-1]
