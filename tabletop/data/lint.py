"""The linter's problems: a code, where (file, line, card, field), what, and a suggestion when one is near.

`tabletop validate` prints them one per line (or as JSON with `--json`); codes starting `E-` are errors,
`W-` warnings (which fail `validate` only with `--strict`). Each problem is reported once.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Iterable

from tabletop.data.yamlfile import DataError

#: a `file:line: rest` or `file: rest` line as the older checks (layouts, legends, art) write them
_LINE = re.compile(r"^(?P<file>[^:]+?)(?::(?P<line>\d+))?: (?P<rest>.*)$")


@dataclass(frozen=True)
class Problem:
    """One thing wrong (or suspicious) in a game's data."""

    code: str
    message: str
    file: str | None = None
    line: int | None = None
    card: str | None = None
    field: str | None = None
    suggestion: str | None = None

    @property
    def severity(self) -> str:
        """"warning" for W- codes, "error" otherwise."""
        return "warning" if self.code.startswith("W-") else "error"

    def describe(self) -> str:
        """`file:line: CODE: card 'id', field 'name': message (did you mean 'x'?)`."""
        where = self.file or "<data>"
        if self.line is not None:
            where += f":{self.line}"
        parts = [where, self.code]
        if self.card is not None:
            parts.append(f"card {self.card!r}")
        if self.field is not None:
            parts.append(f"field {self.field!r}")
        hint = f" (did you mean {self.suggestion!r}?)" if self.suggestion else ""
        return ": ".join(parts) + ": " + self.message + hint

    def as_json(self) -> dict:
        """The problem as a plain mapping, with its severity."""
        return {**asdict(self), "severity": self.severity}


def from_error(error: DataError, default_code: str = "E-DATA") -> Problem:
    """The Problem a loader's DataError stands for."""
    return Problem(error.code or default_code, error.message, error.file, error.line, error.card, error.field,
                   error.suggestion)


def from_line(text: str, code: str) -> Problem:
    """A Problem from a `file:line: message` line written by an older check."""
    match = _LINE.match(text)
    if match is None:
        return Problem(code, text)
    line = match["line"]
    return Problem(code, match["rest"], match["file"], int(line) if line else None)


def unique(problems: Iterable[Problem]) -> list[Problem]:
    """The problems without repeats, in the order first found."""
    return list(dict.fromkeys(problems))
