"""The card list every game loads from its YAML: cards by id, and the ids in file order."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping


@dataclass(frozen=True)
class CardIndex:
    """Every card of a data file by id, in file order; games subclass it with their own queries."""

    cards: Mapping[str, Any]
    order: tuple[str, ...]

    def __getitem__(self, card_id: str) -> Any:
        return self.cards[card_id]
