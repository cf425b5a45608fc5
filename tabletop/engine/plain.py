"""Copies of plain JSON-like data (dicts, lists, tuples of strings, numbers, booleans and None)."""
from __future__ import annotations

from typing import Any

_ATOMS = (str, int, float, bool, type(None))


def copy_plain(value: Any) -> Any:
    """A copy of JSON-like data sharing nothing mutable with `value` (several times faster than deepcopy)."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {key: copy_plain(item) for key, item in value.items()}
    if kind is list or kind is tuple:
        return [copy_plain(item) for item in value] if kind is list else tuple(copy_plain(item) for item in value)
    raise TypeError(f"not plain data: {kind.__name__}")
