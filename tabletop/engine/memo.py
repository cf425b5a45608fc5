"""Memo: a dict that makes each missing value once (legal actions name the same few things over and over)."""
from __future__ import annotations

from typing import Callable, Generic, Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memo(dict, Generic[K, V]):
    """`memo[key]` is `make(key)`, made on the first lookup and kept (values must be immutable)."""

    def __init__(self, make: Callable[[K], V]):
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> V:
        value = self[key] = self.make(key)
        return value
