"""What the save browser lists: the autosave and every saved game, damaged ones with their reason.

No pygame here: each entry is read with the record loader (size-capped, regular files only)
and described in plain data; nothing is ever deleted or rewritten by listing.
"""
from __future__ import annotations

import datetime as _dt
import os
from dataclasses import dataclass, field
from pathlib import Path

from tabletop import paths
from tabletop.engine.errors import TabletopError
from tabletop.engine.records import read_record
from tabletop.engine.registry import get_game
from tabletop.ui.i18n import lang, seat_names

#: the browser lists at most this many saves (newest first)
MAX_LISTED = 500


@dataclass
class SaveEntry:
    """One file in the browser."""

    path: Path
    autosave: bool = False
    title: str = ""  # the game's title in the UI language
    name: str = ""  # the name the player gave the save
    players: list[str] = field(default_factory=list)
    moves: int = 0
    modified: _dt.datetime | None = None
    error: str | None = None  # why the file cannot be opened (one line), None when it can

    @property
    def thumbnail(self) -> Path:
        """Where its picture is (it may not exist)."""
        return thumbnail_path(self.path)

    @property
    def date(self) -> str:
        """The file's date and time, or ''."""
        return self.modified.strftime("%Y-%m-%d %H:%M") if self.modified else ""


def thumbnail_path(save: str | os.PathLike) -> Path:
    """The PNG kept beside a save: `<name>.png`."""
    return Path(save).with_suffix(".png")


def list_saves() -> list[SaveEntry]:
    """The autosave first (when there is one), then the saved games, newest first."""
    entries = []
    auto = paths.autosave_path()
    if os.path.lexists(auto):
        entries.append(describe(auto, autosave=True))
    try:
        files = [p for p in paths.saves_dir().iterdir() if p.suffix == ".json" and not p.name.startswith(".")]
    except OSError:
        files = []
    files.sort(key=_modified_time, reverse=True)
    entries += [describe(path) for path in files[:MAX_LISTED]]
    return entries


def describe(path: Path, autosave: bool = False) -> SaveEntry:
    """The entry of one file; a file that cannot be opened gets its one-line reason."""
    entry = SaveEntry(path, autosave=autosave)
    stamp = _modified_time(path)
    entry.modified = _dt.datetime.fromtimestamp(stamp) if stamp else None
    try:
        record = read_record(path)
        info = get_game(record.game).info
        if record.rules_version != info.rules_version:
            raise TabletopError(f"made with rules version {record.rules_version}; this tabletop plays "
                                f"version {info.rules_version}")
    except TabletopError as exc:
        entry.error = _without_path(str(exc), path)
        return entry
    entry.title = info.title.get(lang(), info.title.get("en", info.id))
    entry.players = seat_names(record.seats, lang())
    entry.moves = len(record.actions)
    entry.name = record.name
    return entry


def delete_save(entry: SaveEntry) -> None:
    """Delete the file and its picture (OSError when the file cannot be deleted)."""
    os.unlink(entry.path)
    try:
        os.unlink(entry.thumbnail)
    except FileNotFoundError:
        pass


def _modified_time(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _without_path(message: str, path: Path) -> str:
    """The message without a leading `<path>: ` (the browser shows the file name already)."""
    first = message.splitlines()[0] if message else ""
    prefix = f"{path}: "
    return first[len(prefix):] if first.startswith(prefix) else first
