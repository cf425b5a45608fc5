"""Showing a folder in the platform's file manager: os.startfile, `open` or `xdg-open`.

`open_folder(path)` returns None when the file manager was asked to show the folder, or
why it could not be, as one of REASONS (the screen words it in the player's language).
It never raises and never waits for the file manager. Without a display (tests,
SDL_VIDEODRIVER=dummy) it spawns nothing.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

#: why a folder could not be shown: it is gone, there is no display, no opener is installed, the opener failed
REASONS = ("missing", "no_display", "no_opener", "failed")


def open_folder(path: str | Path) -> str | None:
    """Ask the platform to show `path`; None on success, else why not (one of REASONS)."""
    folder = Path(path)
    if not folder.is_dir():
        return "missing"
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return "no_display"
    command = opener_command(sys.platform, shutil.which)
    try:
        if command is None and hasattr(os, "startfile"):
            os.startfile(str(folder))  # noqa: S606 - Windows: the folder opens in Explorer
            return None
        if command is None:
            return "no_opener"
        subprocess.Popen([*command, str(folder)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return "failed"
    return None


def opener_command(platform: str, which) -> list[str] | None:
    """The command that opens a folder on `platform` (None: use os.startfile or nothing is available)."""
    if platform.startswith("win"):
        return None
    if platform == "darwin":
        return ["open"]
    found = which("xdg-open") or which("gio")
    if found is None:
        return None
    return [found, "open"] if found.endswith("gio") else [found]
