"""The Gnostica tarot deck: loading and validating card_data/gnostica/tarot.yaml.

Each card's powers are an ordered list of steps from a small declared vocabulary
(`STEPS`); the rules execute those steps, never text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.data import DataError, DataErrors, Field, load_records
from tabletop.data.cardindex import CardIndex
from tabletop.data.json_schema import card_file_schema

DATA_FILE = Path(__file__).resolve().parents[4] / "card_data" / "gnostica" / "tarot.yaml"

SUITS = ("cups", "wands", "pentacles", "swords")
#: the power of each minor suit
SUIT_STEP = {"cups": "cup", "wands": "rod", "pentacles": "disc", "swords": "sword"}

#: step name -> (basic kind, flags). The kinds are executed by powers.py.
STEPS: dict[str, tuple[str, frozenset]] = {
    "cup": ("cup", frozenset()),
    "rod": ("rod", frozenset()),
    "disc": ("disc", frozenset()),
    "sword": ("sword", frozenset()),
    "orient": ("orient", frozenset()),
    "fool_reveal": ("reveal", frozenset()),
    "magician_any": ("magician", frozenset()),
    "priestess_redraw": ("redraw", frozenset()),
    "empress_cup": ("cup", frozenset({"no_limit"})),
    "emperor_rod": ("rod", frozenset({"no_limit"})),
    "hierophant_replace": ("replace", frozenset()),
    "chariot_rod": ("rod", frozenset({"chariot"})),
    "strength_disc": ("disc", frozenset({"double"})),
    "hermit_move": ("hermit", frozenset()),
    "fortune_cup": ("cup", frozenset({"from_draw"})),
    "justice_trade": ("trade", frozenset()),
    "hanged_trade": ("trade", frozenset()),
    "death_sword": ("sword", frozenset({"double"})),
    "devil_orient": ("devil", frozenset()),
    "tower_sword": ("sword", frozenset({"from_discard"})),
    "star_disc": ("disc", frozenset({"from_discard"})),
    "moon_rod": ("rod", frozenset({"moon"})),
    "sun_cup": ("cup", frozenset({"sun"})),
    "judgement_take": ("judgement", frozenset()),
    "world_any": ("world", frozenset()),
}

COURT_FROM = 11  # page 11, knight 12, queen 13, king 14
_ID = re.compile(r"^[a-z0-9_]+$")


@dataclass(frozen=True)
class Card:
    """One tarot card: identity, names, value (pips) and powers."""

    id: str
    name: Mapping[str, str]
    arcana: str  # "major" | "minor"
    suit: str | None
    number: int
    value: int
    powers: tuple[str, ...]
    text: Mapping[str, str]

    @property
    def is_major(self) -> bool:
        """True for the 22 major arcana."""
        return self.arcana == "major"

    @property
    def bid_rank(self) -> tuple[int, int]:
        """Order for the opening bid: any major beats any minor; then by number."""
        return (1 if self.is_major else 0, self.number)


@dataclass(frozen=True)
class Deck(CardIndex):
    """All 78 cards by id, in file order."""

    cards: Mapping[str, Card]

    def majors(self) -> list[str]:
        """Ids of the major arcana, 0 to 21."""
        return [c for c in self.order if self.cards[c].is_major]


def _check_id(value: str) -> str | None:
    return None if _ID.match(value) else "ids use lower-case letters, digits and _ only"


def _check_powers(value: list) -> str | None:
    if not value:
        return "a card needs at least one power step"
    unknown = [v for v in value if v not in STEPS]
    if unknown:
        return f"unknown power step {unknown[0]!r} (known steps: {', '.join(STEPS)})"
    return None


FIELDS = {
    "id": Field("str", check=_check_id),
    "name": Field("text"),
    "arcana": Field("str", choices=("major", "minor")),
    "suit": Field("str", required=False, choices=SUITS),
    "number": Field("int", minimum=0, maximum=21),
    "value": Field("int", minimum=1, maximum=3),
    "powers": Field("strlist", check=_check_powers),
    "text": Field("text"),
    "emblem": Field("str", required=False),  # the icon of the card's generated art (see games/gnostica/view/arcana.py)
}


def _field_error(item, card_id: str, name: str, message: str) -> DataError:
    loc = item.value.get(name, item) if isinstance(item.value, dict) else item
    return loc.error(message, card_id, name)


def _cross_check(item, rec: dict) -> list[DataError]:
    """Rules that tie several fields of one card together."""
    cid = rec["id"]
    errors = []
    if rec["arcana"] == "major":
        if rec["suit"] is not None:
            errors.append(_field_error(item, cid, "suit", "major arcana have no suit"))
        if rec["value"] != 3:
            errors.append(_field_error(item, cid, "value", "major arcana are worth 3"))
    else:
        if rec["suit"] is None:
            errors.append(_field_error(item, cid, "suit", "minor arcana need a suit"))
        if not 1 <= rec["number"] <= 14:
            errors.append(_field_error(item, cid, "number", "minor arcana are numbered 1 (ace) to 14 (king)"))
        want = 2 if rec["number"] >= COURT_FROM else 1
        if rec["value"] != want:
            kind = "court cards" if want == 2 else "spot cards (ace to 10)"
            errors.append(_field_error(item, cid, "value", f"{kind} are worth {want}"))
        if rec["suit"] in SUIT_STEP and rec["powers"] != [SUIT_STEP[rec["suit"]]]:
            errors.append(_field_error(item, cid, "powers",
                                       f"a {rec['suit']} card has exactly the power [{SUIT_STEP[rec['suit']]}]"))
    return errors



def json_schema() -> dict:
    """The JSON Schema of the card file, from the FIELDS the loader reads (for `tabletop schema gnostica`)."""
    return card_file_schema("Gnostica (tarot) cards", FIELDS)

def load_deck(path: str | Path = DATA_FILE) -> Deck:
    """Load and validate a tarot deck file; DataErrors lists every problem (file:line, card, field)."""
    doc, records = load_records(path, "cards", FIELDS)
    items = doc.value["cards"].value
    errors: list[DataError] = []
    for item, rec in zip(items, records):
        errors += _cross_check(item, rec)
    seen: dict[tuple, str] = {}
    for item, rec in zip(items, records):
        key = (rec["arcana"], rec["suit"], rec["number"])
        if key in seen:
            errors.append(_field_error(item, rec["id"], "number", f"same card as {seen[key]!r}"))
        seen[key] = rec["id"]
    if not errors:
        missing = [f"major {n}" for n in range(22) if ("major", None, n) not in seen]
        missing += [f"{s} {n}" for s in SUITS for n in range(1, 15) if ("minor", s, n) not in seen]
        if missing:
            errors.append(doc.value["cards"].error(f"the deck must hold all 78 tarot cards; missing: "
                                                   f"{', '.join(missing[:8])}{' ...' if len(missing) > 8 else ''}"))
    if errors:
        raise DataErrors(errors)
    cards = {r["id"]: Card(r["id"], r["name"], r["arcana"], r["suit"], r["number"], r["value"],
                           tuple(r["powers"]), r["text"]) for r in records}
    return Deck(cards, tuple(r["id"] for r in records))


@lru_cache(maxsize=1)
def deck() -> Deck:
    """The game's deck (loaded once)."""
    return load_deck(DATA_FILE)


def validate() -> list[str]:
    """Problems in the shipped tarot data, as readable lines (used by `tabletop validate`)."""
    try:
        load_deck()
    except DataErrors as exc:
        return [e.describe() for e in exc.errors]
    except DataError as exc:
        return [exc.describe()]
    return []
