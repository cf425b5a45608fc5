"""Records: the JSON list of actions that is also the save file."""
from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.errors import RecordError, TabletopError
from tabletop.engine.seats import Seat

FORMAT = "tabletop-record"
FORMAT_VERSION = 1
#: seeds are 64-bit signed integers (JSON numbers of other kinds are refused)
SEED_LIMIT = 2**63
#: no record larger than this is read (a long game is far below 1 MB)
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: what every refusal of a file that is not a usable record says
NOT_A_RECORD = "not a tabletop record"


@dataclass
class Record:
    """Everything needed to replay a game: game, options, seats, seed and the actions."""

    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[str] = field(default_factory=list)
    rules_version: str = "1"
    name: str = ""  # the name the player gave the save ("" when none)

    def to_json(self) -> dict:
        """The record as a JSON-able dict (with its name only when it has one)."""
        named = {"name": self.name} if self.name else {}
        return {**named, 
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "options": dict(self.options),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """Parse a record dict; RecordError names the field that is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f'{NOT_A_RECORD}: no "format": "{FORMAT}" field')
        if data.get("version") != FORMAT_VERSION:
            raise RecordError(f"record format version {_short(data.get('version'))} is not supported")
        game = _field(data, "game", str)
        rules_version = _field(data, "rules_version", str, default="1")
        options = _field(data, "options", dict, default={})
        for key, value in options.items():
            if not isinstance(value, (str, int, float, bool)):
                raise RecordError(f"{NOT_A_RECORD}: option {key!r} is {_short(value)}")
        seats = [_seat(entry) for entry in _field(data, "seats", list)]
        actions = _field(data, "actions", list)
        if not all(isinstance(a, str) for a in actions):
            raise RecordError(f'{NOT_A_RECORD}: "actions" must be a list of strings')
        name = data.get("name") if isinstance(data.get("name"), str) else ""
        return cls(game=game, options=dict(options), seats=seats, seed=check_seed(data.get("seed")),
                   actions=list(actions), rules_version=rules_version, name=" ".join(name.split())[:MAX_NAME])


#: a save's name keeps at most this many characters
MAX_NAME = 80


def check_seed(value: Any) -> int:
    """`value` as a seed, or RecordError: an integer of at most 64 bits (not a bool or float)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f'{NOT_A_RECORD}: "seed" must be a whole number, not {_short(value)}')
    if not -SEED_LIMIT <= value < SEED_LIMIT:
        raise RecordError(f'{NOT_A_RECORD}: "seed" is out of range (64 bits at most)')
    return value


def _short(value: Any) -> str:
    """A short description of a JSON value for a one-line message."""
    text = repr(value)
    return text if len(text) <= 40 else f"a {type(value).__name__}"


def _field(data: dict, key: str, kind: type, default: Any = None) -> Any:
    """`data[key]` when it has type `kind` (`default` when absent and given), else RecordError."""
    if key not in data and default is not None:
        return default
    value = data.get(key)
    if not isinstance(value, kind):
        expected = {str: "text", list: "a list", dict: "an object"}[kind]
        found = "missing" if key not in data else _short(value)
        raise RecordError(f'{NOT_A_RECORD}: "{key}" must be {expected} ({found})')
    return value


def _seat(entry: Any) -> Seat:
    """A seat from its JSON object, or RecordError."""
    if not isinstance(entry, dict) or not all(isinstance(entry.get(k, ""), str) for k in ("name", "level")):
        raise RecordError(f"{NOT_A_RECORD}: bad seat {_short(entry)}")
    try:
        return Seat.from_dict(entry)
    except TabletopError as exc:
        raise RecordError(f"{NOT_A_RECORD}: {exc}") from None


def read_record(path: str | os.PathLike) -> Record:
    """Load a record file; RecordError in one line (never a traceback) for damaged or foreign files."""
    raw = read_capped(path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(f"{path}: {NOT_A_RECORD}: not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}: {NOT_A_RECORD}: not valid JSON ({exc})") from None
    except RecursionError:
        raise RecordError(f"{path}: {NOT_A_RECORD}: nested too deeply") from None
    except ValueError as exc:  # an integer of thousands of digits
        raise RecordError(f"{path}: {NOT_A_RECORD}: {str(exc).split(':')[0]}") from None
    try:
        return Record.from_json(data)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None


def read_capped(path: str | os.PathLike, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (default MAX_RECORD_BYTES).

    The size and kind are checked before reading, and the file is opened non-blocking, so a
    FIFO or a device never blocks and a huge file is never read.
    """
    limit = MAX_RECORD_BYTES if limit is None else limit
    too_big = f"{path}: {NOT_A_RECORD}: larger than {limit / 2**20:g} MB"
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(f"{path}: {NOT_A_RECORD}: not a regular file")
        if info.st_size > limit:
            raise RecordError(f"{too_big} ({info.st_size / 2**20:.0f} MB)")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped since the stat
                raise RecordError(f"{path}: {NOT_A_RECORD}: not a regular file")
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise RecordError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > limit:
        raise RecordError(too_big)
    return raw


#: temp files of `write_atomic` (a killed write leaves one behind; `clean_stale_temps` removes it)
TEMP_PREFIX, TEMP_SUFFIX = ".tmp-", ".json"


def clean_stale_temps(folder: str | os.PathLike, older_than: float = 60.0) -> int:
    """Delete our own temp files in `folder` left by a killed write (untouched for `older_than` s)."""
    removed = 0
    cutoff = time.time() - older_than
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(TEMP_PREFIX) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < cutoff:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write `text` to `path` through a temp file and rename, so a crash never leaves half a file.

    When anything fails (a full disk, a read-only folder) the temp file is removed and
    `path` keeps its previous content; the OSError goes to the caller.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_record(path: str | os.PathLike, record: Record) -> None:
    """Save a record atomically as pretty JSON."""
    write_atomic(path, json.dumps(record.to_json(), indent=1, ensure_ascii=False) + "\n")
