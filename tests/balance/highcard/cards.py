"""The high-card fixture's cards, from YAML like a real game's (DATA_FILE, load_deck, deck)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.data.yamlfile import DataError, load_yaml

DATA_FILE = Path(__file__).with_name("cards.yaml")


@dataclass(frozen=True)
class Card:
    id: str
    name: Mapping[str, str]
    value: int


@dataclass(frozen=True)
class Deck:
    cards: Mapping[str, Card]


def load_deck(path: str | Path = DATA_FILE) -> Deck:
    records = load_yaml(Path(path)).plain()
    if not isinstance(records, list):
        raise DataError("expected a list of cards", Path(path), 1)
    return Deck({r["id"]: Card(r["id"], {"en": r["name"], "es": r["name"]}, int(r["value"])) for r in records})


@lru_cache(maxsize=1)
def deck() -> Deck:
    return load_deck(DATA_FILE)
