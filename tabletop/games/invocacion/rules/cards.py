"""The cards of Invocación: Fronteras, loaded from card_data/invocacion/cards.yaml.

Every field of the seed's "Elementos de una carta": elements (0-2), name, sacrifice cost
(how many cards go to the discard from Conjuros and from Apoyos), Poder (also victory
points), Maná icons, Apoyo value, phase icon, effect (parsed once, see effects.py), the
designer's effect text, flavour and collection number (a star marks promotional cards).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.data import DataError, DataErrors, Field, Located, load_records, meaning
from tabletop.data.json_schema import card_file_schema
from tabletop.data.cardindex import CardIndex
from tabletop.games.invocacion.rules.card_text import effect_text, text_mismatch
from tabletop.games.invocacion.rules.effects import (ELEMENTS, Discard, Draw, Effect, GainMana, Reveal, effect_json_schema,
                                               parse_effect)
from tabletop.games.invocacion.rules.messages import text as say

DATA_FILE = Path(__file__).resolve().parents[4] / "card_data" / "invocacion" / "cards.yaml"

PHASES = ("preparation", "combat")
#: where a card belongs: the Portal, the promotional cards (star), the legends
#: portal: the base game's Portal; expansion: new cards a designer is trying, in the Portal only with the option
#: `expansion` (so the base game's deals stay as they are); promo and legend: the variants' cards
SETS = ("portal", "expansion", "promo", "legend")
COST_ZONES = ("conjuros", "apoyos")
#: the bots' hint for an effect that chooses a player: themselves, the rival most in the way, or the weakest
BOT_TARGETS = ("self", "strongest", "weakest")
_ID = re.compile(r"^[a-z0-9_]+$")


@dataclass(frozen=True)
class Cost:
    """The sacrifice of an invocation: cards sent to the discard from Conjuros and from Apoyos."""

    conjuros: int = 0
    apoyos: int = 0

    @property
    def total(self) -> int:
        """How many cards the sacrifice takes in all."""
        return self.conjuros + self.apoyos


@dataclass(frozen=True)
class Card:
    """One card of Invocación with every printed element."""

    id: str
    number: int
    set: str  # one of SETS
    name: Mapping[str, str]
    elements: tuple[str, ...]
    cost: Cost
    power: int
    mana: int
    support: int
    phase: str | None  # "preparation", "combat" or None (no effect)
    effect: Effect | None
    text: Mapping[str, str] | None  # the effect as printed, written by the designer
    flavour: Mapping[str, str] | None
    legend: bool  # fit for a Leyendas deck
    bot_target: str | None = None  # a hint for the bots: whom to choose when the effect asks for a player
    short: Mapping[str, str] | None = None  # the effect in fewer words, for a small tile (the text where it fits)

    @property
    def promo(self) -> bool:
        """True for promotional cards (a star in the collection number)."""
        return self.set == "promo"

    @property
    def collection(self) -> str:
        """The collection number as printed: `012`, `★3` for promotional cards, `L07` for legends."""
        if self.set == "promo":
            return f"★{self.number}"
        if self.set == "legend":
            return f"L{self.number:02d}"
        if self.set == "expansion":
            return f"E{self.number:02d}"
        return f"{self.number:03d}"

    def has(self, element: str) -> bool:
        """True when the card shows `element`."""
        return element in self.elements


@dataclass(frozen=True)
class Deck(CardIndex):
    """Every card of the data file by id, in file order."""

    cards: Mapping[str, Card]

    def ids(self, set_name: str) -> list[str]:
        """The ids of one set (portal, promo or legend), in file order."""
        return [c for c in self.order if self.cards[c].set == set_name]

    def portal(self, expansion: bool = False) -> list[str]:
        """The ids of the base game's Portal (and of the expansion's cards, with the option `expansion`)."""
        return self.ids("portal") + (self.ids("expansion") if expansion else [])

    def legends(self) -> list[str]:
        """The ids of every card fit for a Leyendas deck."""
        return [c for c in self.order if self.cards[c].legend]


def _check_id(value: str) -> str | None:
    return None if _ID.match(value) else "ids use lower-case letters, digits and _ only"


def _check_elements(value: list) -> str | None:
    if len(value) > 2:
        return "a card shows at most two elements"
    if len(set(value)) != len(value):
        return "an element is listed twice"
    return None


def _check_cost(value) -> str | None:
    if not isinstance(value, dict):
        return "expected {conjuros: n, apoyos: n}"
    for zone, count in value.items():
        if zone not in COST_ZONES:
            return f"unknown zone {zone!r} (the sacrifice comes from: {', '.join(COST_ZONES)})"
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 5:
            return f"{zone}: expected a whole number from 0 to 5"
    return None


FIELDS = {
    "id": Field("str", check=_check_id),
    "number": Field("int", minimum=1, maximum=999),
    "set": Field("str", required=False, default="portal", choices=SETS),
    "name": Field("text"),
    "elements": Field("strlist", required=False, default=[], choices=ELEMENTS, check=_check_elements),
    "cost": Field("any", required=False, default={}, check=_check_cost),
    "power": Field("int", minimum=0, maximum=15),
    "mana": Field("int", required=False, default=0, minimum=0, maximum=3),
    "support": Field("int", minimum=0, maximum=6),
    "phase": Field("str", required=False, choices=PHASES),
    "effect": Field("any", required=False),
    "text": Field("text", required=False),
    # what the effect does in a few words, for tiles too small for the text's first sentence
    "short": Field("text", required=False),
    "flavour": Field("text", required=False),
    "legend": Field("bool", required=False, default=False),
    # hints for the bots (never rules): whom the effect's "chosen" should be when the bots choose
    "bot_target": Field("str", required=False, choices=BOT_TARGETS),
}


def _at(item: Located, name: str) -> Located:
    return item.value.get(name, item) if isinstance(item.value, dict) else item


def _preparation_step(step) -> bool:
    """True for a step Preparación can carry out (preparation.resume): the rest acts on the combat's table."""
    if isinstance(step, (Draw, GainMana)):
        return True
    if isinstance(step, Discard):
        return step.of in ("self", "chosen")
    return isinstance(step, Reveal) and step.of == "chosen"


def _card(item: Located, rec: dict) -> Card:
    """The Card of one validated record; raises DataError for effect, phase and text mismatches."""
    cid = rec["id"]
    effect = parse_effect(_at(item, "effect"), cid) if rec["effect"] is not None else None
    if effect is None and (rec["phase"] or rec["text"] or rec["short"]):
        name = "phase" if rec["phase"] else "text" if rec["text"] else "short"
        raise _at(item, name).error("a card without effect has no phase icon and no effect text", cid, name)
    if effect is not None:
        if rec["phase"] is None:
            raise _at(item, "effect").error("a card with an effect needs a phase: preparation or combat", cid, "phase")
        if rec["phase"] == "preparation" and (effect.constant_modifiers() or effect.instant_modifiers()):
            raise _at(item, "effect").error("a preparation card is discarded before any invocation is revealed: "
                                            "it cannot change power (give it the combat phase)", cid, "effect")
        if rec["phase"] == "preparation" and not all(_preparation_step(step) for step in effect.steps):
            raise _at(item, "effect").error("a preparation card may only draw, gain_mana, discard (of self or "
                                            "chosen) and reveal (of chosen): the rest needs the combat phase",
                                            cid, "effect")
    if rec["set"] == "promo" and not 1 <= rec["number"] <= 9:
        raise _at(item, "number").error("promotional cards are numbered 1 to 9 (★1 ... ★9)", cid, "number")
    cost = rec["cost"] or {}
    text = rec["text"] if rec["text"] is not None or effect is None else \
        {lang: effect_text(effect, lang) for lang in ("en", "es")}  # no hand-written text: the effect's own
    return Card(cid, rec["number"], rec["set"], rec["name"], tuple(rec["elements"]),
                Cost(cost.get("conjuros", 0), cost.get("apoyos", 0)), rec["power"], rec["mana"],
                rec["support"], rec["phase"], effect, text, rec["flavour"], rec["legend"], rec["bot_target"],
                rec["short"])


#: how `tabletop balance --cause` builds a card's baseline: the same card (elements, Poder, cost, Maná, Apoyo) without
#: its effect, so the paired difference is what the effect causes
BASELINE = "the same elements, Poder, cost, Maná and Apoyo, with no effect"


def baseline_record(record: dict) -> dict:
    """A card's record as its baseline: everything printed kept, its effect (and phase and text) removed."""
    return {key: value for key, value in record.items() if key not in ("effect", "phase", "text", "short")}


def written_text(card: Card, lang: str) -> str | None:
    """The rules text written from the card's effect (None without one), whatever its printed text says."""
    return effect_text(card.effect, lang) if card.effect is not None else None


def text_difference(card: Card, text: str, lang: str) -> str | None:
    """How `text` differs in meaning from the card's effect (None when it agrees or there is no effect)."""
    return text_mismatch(card.effect, text, lang) if card.effect is not None else None


def json_schema() -> dict:
    """The JSON Schema of Invocación's card file, from FIELDS and the effect tables the loader reads."""
    return card_file_schema("Invocación: Fronteras cards", FIELDS, {"effect": effect_json_schema()})


def load_deck(path: str | Path = DATA_FILE) -> Deck:
    """Load and validate a card file; DataErrors lists every problem as file:line: card: field: message."""
    doc, records = load_records(path, "cards", FIELDS)
    items = {rec["id"]: item for item, rec in zip(_items_with_ids(doc), records)}
    errors: list[DataError] = []
    cards: dict[str, Card] = {}
    numbers: dict[tuple, str] = {}
    for rec in records:
        item = items[rec["id"]]
        try:
            cards[rec["id"]] = _card(item, rec)
        except DataError as exc:
            errors.append(exc)
        key = (rec["set"], rec["number"])
        if key in numbers:
            errors.append(_at(item, "number").error(f"same collection number as {numbers[key]!r}", rec["id"], "number"))
        numbers.setdefault(key, rec["id"])
    if errors:
        raise DataErrors(errors)
    return Deck(cards, tuple(r["id"] for r in records))


def text_warnings(path: str | Path = DATA_FILE) -> list[DataError]:
    """W-TEXT-MISMATCH for each hand-written text (en, es) whose meaning differs from its card's effect."""
    def effect_of(item: Located, rec: dict):
        return parse_effect(_at(item, "effect"), rec["id"]) if rec["effect"] is not None else None

    return meaning.text_warnings(path, FIELDS, effect_of, text_mismatch, effect_text)


def _items_with_ids(doc: Located) -> list[Located]:
    """The card items of the document (all of them are valid records once load_records returned)."""
    return list(doc.value["cards"].value)


@lru_cache(maxsize=1)
def deck() -> Deck:
    """The shipped card set (loaded once)."""
    return load_deck(DATA_FILE)


def card_fields() -> dict[str, dict]:
    """card id -> the fields a card face shows (read afresh, for the renderer's live reload)."""
    loaded = load_deck(DATA_FILE)
    return {cid: face_fields(card) for cid, card in loaded.cards.items()}


def face_fields(card: Card) -> dict:
    """The printed elements of one card as the layout binds them."""
    fields: dict = {
        "id": card.id, "name": dict(card.name), "elements": list(card.elements),
        "element": card.elements[0] if card.elements else "none",
        "power": card.power, "support": card.support, "collection": card.collection,
        "set": card.set,
    }
    if card.mana:
        fields["mana"] = " ".join(["{gem}"] * card.mana)
    # one icon per card to sacrifice, a line per zone: scroll = Conjuro, pillar = Apoyo
    cost = [" ".join([icon] * count) for icon, count in (("{scroll}", card.cost.conjuros),
                                                          ("{pillar}", card.cost.apoyos)) if count]
    if cost:
        fields["cost"] = "\n".join(cost)
    if card.phase:
        fields["phase"] = card.phase
    if card.text:
        fields["text"] = dict(card.text)
        if card.short:
            fields["short"] = dict(card.short)
    else:  # its only worth is its Poder: the short form says so (issue 28 §1)
        fields["short"] = {lang: say("card.only_power", lang, power=card.power) for lang in ("en", "es")}
    if card.flavour:
        fields["flavour"] = dict(card.flavour)
    if card.legend:
        fields["legend"] = "legend"
    return fields
