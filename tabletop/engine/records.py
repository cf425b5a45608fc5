"""Records: the JSON list of actions that is also the save file."""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.errors import RecordError, TabletopError
from tabletop.engine.seats import Seat

FORMAT = "tabletop-record"
FORMAT_VERSION = 1


@dataclass
class Record:
    """Everything needed to replay a game: game, options, seats, seed and the actions."""

    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[str] = field(default_factory=list)
    rules_version: str = "1"

    def to_json(self) -> dict:
        """The record as a JSON-able dict."""
        return {
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
        """Parse a record dict; RecordError names what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a tabletop record")
        if data.get("version") != FORMAT_VERSION:
            raise RecordError(f"record format version {data.get('version')!r} is not supported")
        try:
            seats = [Seat.from_dict(s) for s in data["seats"]]
            actions = data["actions"]
            if not all(isinstance(a, str) for a in actions):
                raise RecordError("record actions must be strings")
            return cls(
                game=str(data["game"]),
                options=dict(data.get("options") or {}),
                seats=seats,
                seed=int(data["seed"]),
                actions=list(actions),
                rules_version=str(data.get("rules_version", "1")),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, TabletopError):
                raise
            raise RecordError(f"record is missing or has a bad field: {exc}") from None


def read_record(path: str | os.PathLike) -> Record:
    """Load a record file; RecordError (never a traceback) for damaged or foreign files."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path} is not valid JSON: {exc}") from None
    try:
        return Record.from_json(data)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write `text` to `path` through a temp file and rename, so a crash never leaves half a file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=target.parent)
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
