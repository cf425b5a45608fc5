"""Suggestions for typos in card data: the known word nearest to an unknown one ("did you mean 'add'?")."""
from __future__ import annotations

import difflib
from typing import Iterable

from tabletop.data.yamlfile import DataError, Located

#: how alike two words must be (difflib's ratio) for one to be offered as the other's correction
CUTOFF = 0.6


def closest(wrong: object, choices: Iterable[object]) -> str | None:
    """The choice most like `wrong`, when one is near enough to be a typo of it."""
    names = [str(choice) for choice in choices]
    found = difflib.get_close_matches(str(wrong), names, n=1, cutoff=CUTOFF)
    return found[0] if found else None


def unknown(loc: Located, what: str, wrong: object, choices: Iterable[object], card: str | None = None,
            field: str | None = None, listed_as: str | None = None) -> DataError:
    """The error for an unknown `what` (word, argument, field, value), with its code and a suggestion.

    The message lists the known choices after `listed_as` (default: the plural of `what`)."""
    choices = list(choices)
    label = listed_as or f"{what}s"
    code = "E-BAD-VALUE" if what == "value" else f"E-UNKNOWN-{what.upper()}"
    message = f"unknown {what} {wrong!r} ({label}: {', '.join(map(str, choices))})"
    return loc.error(message, card, field, code=code, suggestion=closest(wrong, choices))


def not_one_of(loc: Located, wrong: object, choices: Iterable[object], card: str | None = None,
               field: str | None = None, prefix: str = "") -> DataError:
    """The error for a value outside its choices ("'invocatons' is not one of: ..."), with a suggestion."""
    choices = list(choices)
    message = f"{prefix}{wrong!r} is not one of: {', '.join(map(str, choices))}"
    return loc.error(message, card, field, code="E-BAD-VALUE", suggestion=closest(wrong, choices))
