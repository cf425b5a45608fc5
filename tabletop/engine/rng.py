"""A small serialisable random source: every draw derives from (seed, counter)."""
from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """Deterministic random source whose whole state is two integers.

    Each draw seeds a fresh `random.Random` from the seed and a counter, so a position
    can be written to JSON and resumed exactly, and no global state is touched.
    """

    __slots__ = ("seed", "counter")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = int(seed)
        self.counter = int(counter)

    def _next(self) -> random.Random:
        self.counter += 1
        return random.Random(f"{self.seed}/{self.counter}")

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        return self._next().randrange(n)

    def choice(self, items: Sequence[T]) -> T:
        """A uniform element of a non-empty sequence."""
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        """Shuffle in place, in exactly `random.Random.shuffle`'s order (its per-item call inlined: set-ups shuffle)."""
        getrandbits = self._next().getrandbits
        for i in range(len(items) - 1, 0, -1):
            below = i + 1  # j is uniform in [0, below), drawn as random._randbelow_with_getrandbits does
            bits = below.bit_length()
            j = getrandbits(bits)
            while j >= below:
                j = getrandbits(bits)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        """A float in [0, 1)."""
        return self._next().random()

    def copy(self) -> "Rng":
        """An independent generator that draws what this one would draw next."""
        return Rng(self.seed, self.counter)

    def spawn(self) -> "Rng":
        """An independent generator derived from this one."""
        return Rng(self.randrange(2**62))

    def to_list(self) -> list[int]:
        """[seed, counter] for JSON."""
        return [self.seed, self.counter]

    @classmethod
    def from_list(cls, data: Sequence[int]) -> "Rng":
        """Inverse of to_list."""
        return cls(int(data[0]), int(data[1]))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self.seed, self.counter) == (other.seed, other.counter)

    def __repr__(self) -> str:
        return f"Rng({self.seed}, {self.counter})"

    def __deepcopy__(self, memo) -> "Rng":
        return Rng(self.seed, self.counter)
