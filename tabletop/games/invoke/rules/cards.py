"""The cards of Invoke, loaded from card_data/invoke/cards.yaml.

Every card has a `word`: what it is in the invocation language (language.py). The word
fixes its deck (Manifest, Thaumaturgy, Focus) and its suit. Elements and creatures name
their element, power modifiers their value, creatures their ability and chaos cards their
effect (both in the vocabulary of vocabulary.py). The file also holds the seed's table of
starting Power Gems by the number of mages; the Aether holds half of one mage's start,
rounded up.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.data import DataError, DataErrors, Field, Located, load_records, meaning, validate_record
from tabletop.data.cardindex import CardIndex
from tabletop.games.invoke.rules.card_text import steps_text, text_mismatch
from tabletop.data.json_schema import card_file_schema, record_schema
from tabletop.games.invoke.rules.vocabulary import ABILITY_WORDS, CHAOS_WORDS, Steps, parse_steps, steps_json_schema

DATA_FILE = Path(__file__).resolve().parents[4] / "card_data" / "invoke" / "cards.yaml"

ELEMENTS = ("fire", "water", "air", "earth")
OPPOSITE = {"fire": "water", "water": "fire", "air": "earth", "earth": "air"}
#: the word of a card -> (deck, suit)
WORDS: dict[str, tuple[str, str]] = {
    "element": ("manifest", "element"),
    "tome": ("manifest", "item"), "wand": ("manifest", "item"),
    "creature": ("manifest", "creature"),
    **{w: ("thaumaturgy", "action") for w in ("move_left", "move_right", "invoke", "discard", "build_wall")},
    "chaos": ("thaumaturgy", "chaos"),
    **{f"target_{t}": ("focus", "target") for t in ("item", "creature", "hand", "gem", "current", "established")},
    **{w: ("focus", "modifier") for w in ("power", "delay", "sustain", "haste")},
}
CHAOS_KINDS = ("harm", "help", "table")
MIN_MAGES, MAX_MAGES = 2, 10
_ID = re.compile(r"^[a-z0-9_]+$")


@dataclass(frozen=True)
class Card:
    """One card of Invoke (one entry of the file; `count` copies of it are in the set)."""

    id: str
    word: str
    count: int
    name: Mapping[str, str]
    element: str | None = None  # elements and creatures
    value: int | None = None  # power modifiers: +1, +2, -1, -2
    ability: Steps | None = None  # creatures
    chaos: str | None = None  # chaos cards: harm, help or table
    effect: Steps | None = None  # chaos cards
    text: Mapping[str, str] | None = None
    short: Mapping[str, str] | None = None  # the effect in a few words, for the table's small cards

    def __repr__(self) -> str:
        return f"Card({self.id})"

    @property
    def deck(self) -> str:
        """manifest, thaumaturgy or focus."""
        return WORDS[self.word][0]

    @property
    def suit(self) -> str:
        """element, item, creature, action, chaos, target or modifier."""
        return WORDS[self.word][1]


@dataclass(frozen=True)
class Deck(CardIndex):
    """Every card of the data file by id, in file order, and the Power Gem table."""

    cards: Mapping[str, Card]
    order: tuple[str, ...]
    gems_by_mages: Mapping[int, int]

    def ids(self, deck: str) -> list[str]:
        """The ids of one deck (manifest, thaumaturgy, focus), in file order."""
        return [c for c in self.order if self.cards[c].deck == deck]

    def pile(self, deck: str) -> list[str]:
        """One deck as it is shuffled: every copy of every card (ids repeated by count)."""
        return [c for c in self.ids(deck) for _ in range(self.cards[c].count)]

    def by_name(self, name: str) -> Card:
        """The card whose English name is `name` (any case; a typographic minus counts as -)."""
        wanted = name.strip().replace("\u2212", "-").casefold()
        for card in self.cards.values():
            if card.name["en"].casefold() == wanted:
                return card
        raise KeyError(name)

    def starting_gems(self, mages: int) -> int:
        """Power Gems each mage starts with at a table of `mages`."""
        return self.gems_by_mages[mages]

    def aether_gems(self, mages: int) -> int:
        """Power Gems in the Aether at the start: half of one mage's start, rounded up."""
        return -(-self.starting_gems(mages) // 2)


def _check_id(value: str) -> str | None:
    return None if _ID.match(value) else "ids use lower-case letters, digits and _ only"


FIELDS = {
    "id": Field("str", check=_check_id),
    "word": Field("str", choices=tuple(WORDS)),
    "count": Field("int", required=False, default=1, minimum=1, maximum=30),
    "name": Field("text"),
    "element": Field("str", required=False, choices=ELEMENTS),
    "value": Field("int", required=False, minimum=-2, maximum=2,
                   check=lambda v: "a power modifier is never 0" if v == 0 else None),
    "ability": Field("any", required=False),
    "chaos": Field("str", required=False, choices=CHAOS_KINDS),
    "effect": Field("any", required=False),
    "text": Field("text", required=False),
    "short": Field("text", required=False),
}
#: which optional fields each word needs (and no other word may have)
_NEEDS = {"element": ("element", "creature"), "value": ("power",), "ability": ("creature",),
          "chaos": ("chaos",), "effect": ("chaos",)}


def _at(item: Located, name: str) -> Located:
    return item.value.get(name, item) if isinstance(item.value, dict) else item


def _card(item: Located, rec: dict) -> Card:
    """The Card of one validated record; raises DataError when a field does not fit the card's word."""
    cid, word = rec["id"], rec["word"]
    for name, words in _NEEDS.items():
        if rec[name] is None and word in words:
            raise item.error(f"a {word} card needs {name}", cid, name)
        if rec[name] is not None and word not in words:
            raise _at(item, name).error(f"only {' and '.join(words)} cards have {name}", cid, name)
    if word == "chaos" and rec["count"] != 1:
        raise _at(item, "count").error("every chaos card is unique (count 1)", cid, "count")
    ability = parse_steps(_at(item, "ability"), cid, "ability", ABILITY_WORDS) if rec["ability"] else None
    if ability is not None and ability.find("hold") is None:
        raise _at(item, "ability").error("a creature of the starter set holds cards: give it hold", cid, "ability")
    effect = parse_steps(_at(item, "effect"), cid, "effect", CHAOS_WORDS) if rec["effect"] else None
    text = rec["text"]
    if text is None and (effect or ability):  # no hand-written text: the card language's own
        text = {lang: steps_text(effect or ability, lang) for lang in ("en", "es")}
    return Card(cid, word, rec["count"], rec["name"], rec["element"], rec["value"], ability,
                rec["chaos"], effect, text, rec["short"])


def text_warnings(path: str | Path = DATA_FILE) -> list[DataError]:
    """W-TEXT-MISMATCH for each chaos card's or creature's hand-written text that differs from its steps."""
    def steps_of(item: Located, rec: dict) -> Steps | None:
        if rec["effect"]:
            return parse_steps(_at(item, "effect"), rec["id"], "effect", CHAOS_WORDS)
        if rec["ability"]:
            return parse_steps(_at(item, "ability"), rec["id"], "ability", ABILITY_WORDS)
        return None

    return meaning.text_warnings(path, FIELDS, steps_of, text_mismatch, steps_text)


GEM_FIELDS = {"mages": Field("intlist"), "gems": Field("int", minimum=1, maximum=20)}


def _gem_table(doc: Located) -> dict[int, int]:
    """mages -> starting gems, from the file's power_gems list; every table size 2-10 exactly once."""
    table = doc.value.get("power_gems")
    if table is None or not isinstance(table.value, list):
        raise DataErrors([doc.error("expected a power_gems list: [{mages: [2, 3], gems: 7}, ...]")])
    gems: dict[int, int] = {}
    for item in table.value:
        rec = validate_record(item, GEM_FIELDS, None)
        low_high = rec["mages"]
        if len(low_high) != 2 or not MIN_MAGES <= low_high[0] <= low_high[1] <= MAX_MAGES:
            raise DataErrors([_at(item, "mages").error(f"mages is [from, to] within {MIN_MAGES}-{MAX_MAGES}",
                                                       field="mages")])
        for mages in range(low_high[0], low_high[1] + 1):
            if mages in gems:
                raise DataErrors([_at(item, "mages").error(f"{mages} mages are already in the table", field="mages")])
            gems[mages] = rec["gems"]
    missing = [n for n in range(MIN_MAGES, MAX_MAGES + 1) if n not in gems]
    if missing:
        raise DataErrors([table.error(f"power_gems says nothing for {', '.join(map(str, missing))} mages",
                                      field="power_gems")])
    return gems


def written_text(card: Card, lang: str) -> str | None:
    """The text written from a chaos card's or creature's words (None for the game's fixed words)."""
    steps = card.effect or card.ability
    return steps_text(steps, lang) if steps else None


def text_difference(card: Card, text: str, lang: str) -> str | None:
    """How `text` differs in meaning from the card's words (None when it agrees or it has none)."""
    steps = card.effect or card.ability
    return text_mismatch(steps, text, lang) if steps else None


def json_schema() -> dict:
    """The JSON Schema of Invoke's card file, from FIELDS and the word tables the loader reads."""
    gems = record_schema(GEM_FIELDS)
    refined = {"ability": steps_json_schema(ABILITY_WORDS), "effect": steps_json_schema(CHAOS_WORDS)}
    return card_file_schema("Invoke cards", FIELDS, refined,
                            extra={"power_gems": {"type": "array", "items": gems}})


def load_deck(path: str | Path = DATA_FILE) -> Deck:
    """Load and validate a card file; DataErrors lists every problem as file:line: card: field: message."""
    doc, records = load_records(path, "cards", FIELDS)
    items = {str(item.value["id"].value): item for item in doc.value["cards"].value}
    errors: list[DataError] = []
    cards: dict[str, Card] = {}
    for rec in records:
        try:
            cards[rec["id"]] = _card(items[rec["id"]], rec)
        except DataError as exc:
            errors.append(exc)
    try:
        gems = _gem_table(doc)
    except DataErrors as exc:
        errors.extend(exc.errors)
        gems = {}
    if errors:
        raise DataErrors(errors)
    return Deck(cards, tuple(r["id"] for r in records), gems)


@lru_cache(maxsize=1)
def deck() -> Deck:
    """The shipped card set (loaded once)."""
    return load_deck(DATA_FILE)


#: the ability of a baseline creature for `balance --cause`: it holds one card of any deck, nothing more
BASELINE_ABILITY = [{"hold": {"count": 1, "deck": "any"}}]


def baseline_record(record: dict) -> dict | None:
    """A card's record as its baseline for `balance --cause`, or None for a card that has none.

    A creature keeps its element and holds one card of any deck, with no other ability. The other cards have no
    baseline: elements, items and power modifiers are the words of the invocation language (a card without its
    word changes what can be cast, not what one card causes), and a chaos card must do something."""
    if record.get("word") != "creature":
        return None
    plain = {key: value for key, value in record.items() if key not in ("text", "short")}
    plain["ability"] = BASELINE_ABILITY
    return plain
