"""Plain words instead of file paths: no message shown to a player contains an absolute path.

`plain_text` turns every absolute path in a message ("/home/ana/.local/share/tabletop/saves/runes-1.json",
"C:\\Users\\Ana\\saves\\runes-1.json") into its last part ("runes-1.json"); the app passes every toast
and every message dialog through it. `saved_name` is what "Saved as <name>" says; `open_folder_action`
is the toast button that shows the folder in the file manager instead of printing where it is.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

_PART = r"[^\s:;,\"'()\[\]<>|\\/]+"
#: an absolute POSIX or Windows path (at least one folder), not inside a word ("and/or" stays as it is)
ABSOLUTE = re.compile(rf"(?<![\w.~/\\])(?:[A-Za-z]:[\\/]|/)(?:{_PART}[\\/])+({_PART})?")


def plain_text(text: str) -> str:
    """`text` with each absolute path replaced by its last part (the file or folder name)."""
    return ABSOLUTE.sub(lambda m: m.group(1) or m.group(0).rstrip("\\/").replace("\\", "/").split("/")[-1], text)


def has_absolute_path(text: str) -> bool:
    """True when `text` contains an absolute path."""
    return ABSOLUTE.search(text) is not None


def saved_name(path: str | Path) -> str:
    """The name a save is known by: its file name without the folders nor the extension."""
    return Path(path).stem


def open_folder_action(app, folder: str | Path) -> tuple[str, Callable[[], None]]:
    """("Open folder", what it does) for a toast: show `folder` in the file manager, or say why it cannot."""
    from tabletop.ui.opener import open_folder
    from tabletop.ui.i18n import t

    def show() -> None:
        problem = open_folder(folder)
        if problem is not None:
            app.toast(t("folder.open_failed", reason=t(f"studio.open_reason_{problem}")), kind="error")

    return t("folder.open"), show
