"""The Decktet for Duelo de Runas: card records loaded from YAML, suits and card order.

"Higher card" order: Ace < 2 < ... < 9 < Pawn < Court < Crown. Cards of equal rank are
ordered by their suits in Decktet suit order (Moons < Suns < Waves < Leaves < Wyrms <
Knots), comparing the first suit, then the second, and so on; so the Ace of Knots beats
the Ace of Moons and the Harvest (Moons, Suns, Leaves) is below the Watchman (Moons,
Wyrms, Knots). No two cards of one rank share all their suits, so the order is total.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.data import DataError, DataErrors, Field, Located, load_records
from tabletop.data.json_schema import card_file_schema

#: Decktet suit order
SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
ENERGY = ("suns", "waves", "leaves")
ACTIVATION = ("moons", "wyrms", "knots")
RANKS = ("excuse", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "pawn", "court", "crown")
#: how many suits a card of each rank carries
SUIT_COUNT = {"excuse": (0,), "ace": (1,), "crown": (1,), "pawn": (3,), "court": (3,)}

DATA_FILE = Path(__file__).resolve().parents[4] / "card_data" / "runes" / "decktet.yaml"

FIELDS = {
    "id": Field("str", check=lambda v: None if v.replace("_", "").isalnum() and v == v.lower()
                else "ids are snake_case: lower-case letters, digits and _"),
    "name": Field("text"),
    "rank": Field("str", choices=RANKS),
    "suits": Field("strlist", choices=SUITS),
    "in_deck": Field("bool", required=False, default=True),
}


@dataclass(frozen=True)
class Card:
    """One Decktet card: id, names, rank, suits and its place in the "higher card" order."""

    id: str
    name: Mapping[str, str]
    rank: str
    suits: tuple[str, ...]
    in_deck: bool = True
    order: int = 0  # position in the total "higher card" order (0 = lowest)

    def has(self, suit: str) -> bool:
        """True when the card shows `suit`."""
        return suit in self.suits


@dataclass(frozen=True)
class Deck:
    """All cards of the data file by id, plus the ids that make up the game's deck."""

    cards: Mapping[str, Card]
    deck_ids: tuple[str, ...]  # in_deck cards without the Excuse, in file order
    excuse: str | None  # id of the Excuse (rank "excuse"), if the deck has one
    suits: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # id -> suits (fast lookup)
    order: Mapping[str, int] = field(default_factory=dict)  # id -> "higher card" order

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]


def sort_key(rank: str, suits: tuple[str, ...]) -> tuple:
    """The "higher card" sort key: rank first, then suits in Decktet order."""
    return (RANKS.index(rank), tuple(SUITS.index(s) for s in suits))



def json_schema() -> dict:
    """The JSON Schema of the card file, from the FIELDS the loader reads (for `tabletop schema runes`)."""
    return card_file_schema("Rune Duel (Decktet) cards", FIELDS)

def load_deck(path: str | Path) -> Deck:
    """Load and validate a Decktet file; DataErrors name file:line, card id and field."""
    doc, records = load_records(path, "cards", FIELDS)
    lines = _field_lines(doc)
    errors: list[DataError] = []

    def error(message: str, rec: dict, name: str) -> None:
        errors.append(DataError(message, path, lines.get((rec["id"], name), rec["_line"]), rec["id"], name))

    for rec in records:
        rank, suits = rec["rank"], rec["suits"]
        counts = SUIT_COUNT.get(rank, (2,))
        if len(suits) not in counts:
            error(f"a {rank} card has {counts[0]} suit(s), not {len(suits)}", rec, "suits")
        elif len(set(suits)) != len(suits):
            error("a suit is listed twice", rec, "suits")
        elif list(suits) != sorted(suits, key=SUITS.index):
            error("list suits in Decktet order: " + ", ".join(SUITS), rec, "suits")
    excuses = [r for r in records if r["rank"] == "excuse"]
    if len(excuses) > 1:
        error("only one card may be the Excuse", excuses[1], "rank")
    keys: dict[tuple, str] = {}
    for rec in records:
        key = sort_key(rec["rank"], tuple(rec["suits"]))
        if key in keys and rec["rank"] != "excuse":
            error(f"same rank and suits as {keys[key]!r}: the card order would tie", rec, "suits")
        keys[key] = rec["id"]
    if errors:
        raise DataErrors(errors)
    ranked = sorted(records, key=lambda r: sort_key(r["rank"], tuple(r["suits"])))
    order = {r["id"]: i for i, r in enumerate(ranked)}
    cards = {r["id"]: Card(r["id"], dict(r["name"]), r["rank"], tuple(r["suits"]), r["in_deck"], order[r["id"]])
             for r in records}
    deck_ids = tuple(r["id"] for r in records if r["in_deck"] and r["rank"] != "excuse")
    excuse = next((r["id"] for r in records if r["rank"] == "excuse" and r["in_deck"]), None)
    return Deck(cards, deck_ids, excuse, {c.id: c.suits for c in cards.values()},
                {c.id: c.order for c in cards.values()})


def _field_lines(doc: Located) -> dict[tuple[str, str], int]:
    """(card id, field) -> line of that field in the file (first card of an id wins)."""
    lines: dict[tuple[str, str], int] = {}
    for item in doc.value["cards"].value:
        fields = item.value if isinstance(item.value, dict) else {}
        card_id = fields.get("id")
        if card_id is None:
            continue
        for name, value in fields.items():
            lines.setdefault((str(card_id.value), str(name)), value.line)
    return lines


@lru_cache(maxsize=None)
def deck() -> Deck:
    """The game's Decktet from card_data/runes/decktet.yaml (loaded once)."""
    return load_deck(DATA_FILE)


def card(card_id: str) -> Card:
    """The card called `card_id`."""
    return deck().cards[card_id]
