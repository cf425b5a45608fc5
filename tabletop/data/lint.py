"""The linter's problems: a code, where (file, line, card, field), what, and a suggestion when one is near.

`tabletop validate` prints them one per line (or as JSON with `--json`); codes starting `E-` are errors,
`W-` warnings (which fail `validate` only with `--strict`). Each problem is reported once.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Iterable

from tabletop.data.yamlfile import DataError, describe_problem

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
        return describe_problem(self.message, self.file, self.line, self.card, self.field, self.suggestion, self.code)

    def as_json(self) -> dict:
        """The problem as a plain mapping, with its severity."""
        return {**asdict(self), "severity": self.severity}


def from_error(error: DataError, default_code: str = "E-DATA") -> Problem:
    """The Problem a loader's DataError stands for."""
    return Problem(error.code or default_code, error.message, error.file, error.line, error.card, error.field,
                   error.suggestion)


def unique(problems: Iterable[Problem]) -> list[Problem]:
    """The problems without repeats, in the order first found."""
    return list(dict.fromkeys(problems))
