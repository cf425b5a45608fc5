"""The cards of ECG (Relatos de Creación), loaded from card_data/ecg/cards.yaml.

Every statistic of the seed: a hero's Moral, Renombre inicial and Mano inicial; a troop's
Fuerza, Coste (in its kingdom's resource), Copias, Línea de formación and Preparación; a
general's cost, copies and type; the per-kingdom cost table of actions, reactions, spells,
blessings and legacies ("-" where a kingdom cannot play the card); titles (salvaje, devoto,
mercenario, locura N); abilities in the seed's grammar (abilities.py), and the four stages
of the Oración card. docs/cards/ecg.md describes the file; a mistake is reported as
`file:line: card 'id': field 'name': message`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Mapping

from tabletop.data import DataError, DataErrors, Field, Located, load_records, meaning
from tabletop.data.cardindex import CardIndex
from tabletop.data.json_schema import card_file_schema, choice
from tabletop.games.ecg.rules.abilities import (Ability, AbilityError, ability_pattern, parse_ability, parse_steps,
                                          price_pattern)
from tabletop.games.ecg.rules.card_text import card_text, text_mismatch
from tabletop.games.ecg.rules.vocabulary import (GENERAL_TYPES, KINDS, KINGDOMS, LINES, NO_RENOWN_TITLES,
                                           REACTION_TRIGGERS, SCHOOLS, TABLE_COST_KINDS, TITLES, TRIGGERS,
                                           resource_of)

DATA_FILE = Path(__file__).resolve().parents[4] / "card_data" / "ecg" / "cards.yaml"
PRAYER_STAGES = 4
_ID = re.compile(r"^[a-z0-9_]+$")
_TITLE = re.compile(r"^(\w+)(?: (\d+))?$")
#: the zones a kind's `abilities` may name (cards played from the hand use `effect` instead)
ABILITY_ZONES = {"hero": ("hero",), "troop": ("court", "battle", "any"), "general": ("legacy",),
                 "legacy": ("legacy",)}
#: kinds whose `effect` is what happens when they are played from the hand
EFFECT_KINDS = ("action", "reaction", "spell", "legacy")
#: where a card in play is -> the ability zones that work there
#: the bots' hint of when to play a card: just before a maneuver they chose (a Strength bonus for this turn, which
#: their look values at nothing, since it is gone when the turn ends)
BOT_PLAY = ("before_maneuver",)
ZONES_AT = {"battle": ("battle", "any"), "court": ("court", "any"), "legacy": ("legacy",), "hero": ("hero",)}


@dataclass(frozen=True)
class Card:
    """One card of ECG with every printed statistic (None where the kind has no such statistic)."""

    id: str
    kind: str  # one of vocabulary.KINDS
    kingdom: str | None  # one of vocabulary.KINGDOMS, None for neutral cards (mercenaries, Oración...)
    name: Mapping[str, str]
    text: Mapping[str, str] | None = None
    flavour: Mapping[str, str] | None = None
    strength: int | None = None  # troops
    cost: int | None = None  # troops and generals, paid in the kingdom's resource
    costs: Mapping[str, int | None] | None = None  # table-cost kinds: kingdom -> cost, None for "-"
    copies: int = 1
    line: str | None = None  # troops: infantry, support or both
    preparation: int | None = None  # troops
    titles: frozenset[str] = frozenset()
    madness: int = 0  # the N of "locura N"
    school: str | None = None  # spells: sol or luna
    morale: int | None = None  # heroes
    renown: int | None = None  # heroes: Renombre inicial
    hand: int | None = None  # heroes: Mano inicial
    general_type: str | None = None  # generals
    abilities: tuple[Ability, ...] = ()
    prayer: tuple[Ability, ...] = ()  # Oración: what playing the 1st, 2nd, 3rd and 4th asks
    bot_play: str | None = None  # a hint for the bots: when to play it (BOT_PLAY)

    @property
    def resource(self) -> str | None:
        """The resource this card produces in court (its kingdom's; mercenaries produce their hero's)."""
        return resource_of(self.kingdom) if self.kingdom else None

    @property
    def mercenary(self) -> bool:
        """True for mercenaries: any kingdom may bring them and pay them with any resource."""
        return "mercenario" in self.titles

    @cached_property
    def gives_renown(self) -> bool:
        """True when training this troop in battle gives its controller 1 renown."""
        return self.kind == "troop" and not self.titles & set(NO_RENOWN_TITLES)

    def cost_for(self, kingdom: str) -> int | None:
        """What this card costs a player whose hero is of `kingdom`; None when that kingdom cannot play it."""
        if self.costs is not None:
            return self.costs.get(kingdom)
        return self.cost

    def playable_by(self, kingdom: str) -> bool:
        """True when a deck of `kingdom` may hold this card (kingdom, mercenary or cost table allows it)."""
        if self.kind in ("hero", "resource", "troop", "general"):
            return self.kingdom == kingdom or self.mercenary
        return self.cost_for(kingdom) is not None

    def abilities_in(self, zone: str) -> tuple[Ability, ...]:
        """The abilities that work in `zone` ("any" abilities work in court and in battle)."""
        return tuple(a for a in self.abilities
                     if a.zone == zone or (a.zone == "any" and zone in ("court", "battle")))

    # The rules ask the following many times a turn; each is worked out once per card (a card set put in
    # front with lookup.use_cards has cards of its own, so nothing is kept by card id). They are the card's
    # own: read them, never change them (plain dicts, so that a card still pickles and copies).
    @cached_property
    def power(self) -> int:
        """The printed Strength as a number (0 for a card without one)."""
        return int(self.strength or 0)

    @cached_property
    def effect(self) -> Ability | None:
        """What happens when the card is played from the hand (actions, reactions, spells, legacies)."""
        return next((a for a in self.abilities if a.zone == "play"), None)

    @cached_property
    def answers(self) -> str | None:
        """The trigger a reaction card answers (None for any other card)."""
        effect = self.effect if self.kind == "reaction" else None
        return None if effect is None else effect.trigger

    @cached_property
    def at_will(self) -> Mapping[str, tuple[tuple[int, Ability, str | None], ...]]:
        """Where the card is in play (ZONES_AT) -> (index, ability, its [x1] mark or None) of each ability
        used at will there."""
        return {place: tuple((index, ability, f"{self.id}#{index}" if ability.once_per_turn else None)
                             for index, ability in enumerate(self.abilities)
                             if ability.zone in zones and ability.trigger is None)
                for place, zones in ZONES_AT.items()}

    @cached_property
    def triggered(self) -> Mapping[tuple[str, str], tuple[int, ...]]:
        """(trigger, where the card is) -> the indices of the abilities it sets off there."""
        found: dict[tuple[str, str], tuple[int, ...]] = {}
        for index, ability in enumerate(self.abilities):
            for place, zones in ZONES_AT.items():
                if ability.trigger is not None and ability.zone in zones:
                    key = (ability.trigger, place)
                    found[key] = found.get(key, ()) + (index,)
        return found

    @cached_property
    def price(self) -> Mapping[str, Mapping[str, int] | None]:
        """The hero's kingdom -> what playing the card costs (resource -> amount; "any" for a mercenary;
        nothing for a free card), None where that kingdom cannot play it (economy.card_cost)."""
        return {kingdom: self._price_for(kingdom) for kingdom in KINGDOMS}

    @cached_property
    def charge(self) -> Mapping[str, tuple[str, int] | None]:
        """`price` as (resource, amount) per hero kingdom (("any", 0) for a free card), None where that kingdom
        cannot play it: a card's price is never of two resources."""
        return {kingdom: None if price is None else next(iter(price.items()), ("any", 0))
                for kingdom, price in self.price.items()}

    def _price_for(self, kingdom: str) -> Mapping[str, int] | None:
        if self.kind in ("troop", "general"):
            amount = int(self.cost or 0)
            resource = "any" if self.mercenary else resource_of(self.kingdom or kingdom)
        else:
            table = self.costs or {}
            if table.get(kingdom) is None:
                return None
            amount, resource = int(table[kingdom]), resource_of(kingdom)
        return {resource: amount} if amount else {}


@dataclass(frozen=True)
class CardSet(CardIndex):
    """Every card of the data file by id, in file order."""

    cards: Mapping[str, Card]

    def of_kind(self, kind: str, kingdom: str | None = None) -> list[Card]:
        """The cards of one kind (of one kingdom when given), in file order."""
        return [c for c in map(self.cards.__getitem__, self.order)
                if c.kind == kind and (kingdom is None or c.kingdom == kingdom)]

    def hero(self, kingdom: str) -> Card:
        """The first hero of `kingdom`."""
        return self.of_kind("hero", kingdom)[0]


def _check_id(value: str) -> str | None:
    return None if _ID.match(value) else "ids use lower-case letters, digits and _ only"


def _check_titles(value: list) -> str | None:
    for title in value:
        match = _TITLE.match(title)
        if not match or match.group(1) not in TITLES:
            return f"unknown title {title!r} (titles: {', '.join(TITLES)}; locura may take a number: 'locura 2')"
        if match.group(2) is not None and match.group(1) != "locura":
            return f"only locura takes a number, not {title!r}"
    return None


def _costs_table(value) -> dict[str, int | None] | str:
    """The six kingdoms' costs from `{sol: 1, lobo: "-", others: 2}`, or the problem as a string."""
    if not isinstance(value, dict):
        return 'expected a mapping of kingdom -> cost, e.g. {sol: 1, lobo: "-", others: 2}'
    table: dict[str, int | None] = {}
    for kingdom, cost in value.items():
        if kingdom not in (*KINGDOMS, "others"):
            return f"unknown kingdom {kingdom!r} (kingdoms: {', '.join(KINGDOMS)}, or others)"
        if cost == "-":
            table[kingdom] = None
        elif isinstance(cost, int) and not isinstance(cost, bool) and 0 <= cost <= 9:
            table[kingdom] = cost
        else:
            return f"{kingdom}: expected a cost from 0 to 9 or \"-\", got {cost!r}"
    missing = [k for k in KINGDOMS if k not in table and "others" not in table]
    if missing:
        return f"no cost for {', '.join(missing)} (give each kingdom a cost or \"-\", or an `others` entry)"
    return {k: table.get(k, table.get("others")) for k in KINGDOMS}


def _check_costs(value) -> str | None:
    table = _costs_table(value)
    return table if isinstance(table, str) else None


FIELDS = {
    "id": Field("str", check=_check_id),
    "kind": Field("str", choices=KINDS),
    "kingdom": Field("str", required=False, choices=KINGDOMS),
    "name": Field("text"),
    "text": Field("text", required=False),
    "flavour": Field("text", required=False),
    "strength": Field("int", required=False, minimum=0, maximum=12),
    "cost": Field("int", required=False, minimum=0, maximum=9),
    "costs": Field("any", required=False, check=_check_costs),
    "copies": Field("int", required=False, minimum=1, maximum=9),
    "line": Field("str", required=False, choices=LINES),
    "preparation": Field("int", required=False, minimum=0, maximum=5),
    "titles": Field("strlist", required=False, default=[], check=_check_titles),
    "school": Field("str", required=False, choices=SCHOOLS),
    "morale": Field("int", required=False, minimum=1, maximum=40),
    "renown": Field("int", required=False, minimum=0, maximum=29),
    "hand": Field("int", required=False, minimum=1, maximum=8),
    "general_type": Field("str", required=False, choices=GENERAL_TYPES),
    "abilities": Field("any", required=False, default=[]),
    "effect": Field("str", required=False),
    "answers": Field("str", required=False, choices=TRIGGERS),
    "prayer": Field("strlist", required=False),
    # a hint for the bots (never rules): when to play the card from the hand (BOT_PLAY)
    "bot_play": Field("str", required=False, choices=BOT_PLAY),
}

#: the statistics each kind must print; any other statistic is refused
_STATS = ("strength", "cost", "costs", "copies", "line", "preparation", "school", "morale", "renown", "hand",
          "general_type", "effect", "answers", "prayer")
_KIND_STATS = {
    "hero": ("morale", "renown", "hand"),
    "resource": (),
    "troop": ("strength", "cost", "copies", "line", "preparation"),
    "general": ("cost", "copies", "general_type"),
    "action": ("costs", "copies", "effect"),
    "reaction": ("costs", "copies", "effect", "answers"),
    "spell": ("costs", "copies", "effect", "school"),
    "blessing": ("costs", "copies", "prayer"),
    "legacy": ("costs", "copies"),
}
_OPTIONAL_STATS = {"legacy": ("effect",)}


def _at(item: Located, name: str) -> Located:
    return item.value.get(name, item) if isinstance(item.value, dict) else item


def _check_kind(item: Located, rec: dict) -> None:
    """Raise DataError when a statistic is missing for the card's kind or does not belong to it."""
    cid, kind = rec["id"], rec["kind"]
    needed = _KIND_STATS[kind]
    for name in needed:
        if rec[name] is None:
            raise item.error(f"a {kind} needs {name!r}", cid, name)
    allowed = (*needed, *_OPTIONAL_STATS.get(kind, ()))
    for name in _STATS:
        if rec[name] is not None and name not in allowed:
            raise _at(item, name).error(f"a {kind} has no {name!r}", cid, name)
    if rec["kingdom"] is None and kind in ("hero", "resource"):
        raise item.error(f"a {kind} belongs to a kingdom", cid, "kingdom")
    if kind in ("troop", "general"):
        mercenary = "mercenario" in rec["titles"]
        if mercenary == (rec["kingdom"] is not None):
            raise _at(item, "kingdom").error("a mercenary has no kingdom, and a troop or general without kingdom "
                                             "must be a mercenario", cid, "kingdom")
    if rec["abilities"] and kind not in ABILITY_ZONES:
        raise _at(item, "abilities").error(f"a {kind} has no abilities in play: write what it does in 'effect'",
                                           cid, "abilities")
    if kind == "blessing" and len(rec["prayer"]) != PRAYER_STAGES:
        raise _at(item, "prayer").error(f"a prayer lists what playing the 1st..{PRAYER_STAGES}th asks: "
                                        f"{PRAYER_STAGES} stages", cid, "prayer")
    if rec["answers"] is not None and rec["answers"] not in REACTION_TRIGGERS:
        raise _at(item, "answers").error(f"a reaction answers one of: {', '.join(REACTION_TRIGGERS)}", cid, "answers")


def _abilities(item: Located, rec: dict) -> tuple[Ability, ...]:
    """Parse the `abilities` list (each `{zone: "text"}` with an optional `trigger:`) and the `effect`."""
    cid, kind = rec["id"], rec["kind"]
    troop = kind == "troop"
    parsed: list[Ability] = []
    raw = item.value.get("abilities")
    if raw is not None and not isinstance(raw.value, list):
        raise raw.error("expected a list of abilities, e.g. - battle: \"pay 1: draw 1\"", cid, "abilities")
    for entry in raw.value if raw is not None else ():
        plain = entry.plain()
        if not isinstance(plain, dict):
            raise entry.error("expected {zone: \"ability\"}, e.g. - court: \"pay 1: draw 1\"", cid, "abilities")
        trigger = plain.pop("trigger", None)
        zones = ABILITY_ZONES.get(kind, ())
        if len(plain) != 1 or next(iter(plain)) not in zones:
            raise entry.error(f"expected one zone of: {', '.join(zones)} (and an optional trigger), "
                              f"got {', '.join(map(str, plain)) or 'nothing'}", cid, "abilities")
        zone, text = next(iter(plain.items()))
        parsed.append(_parse(entry, cid, "abilities", lambda: parse_ability(text, zone, trigger, troop)))
        if _wounds_itself_again(parsed[-1]):
            raise entry.error(f"an on_wounded ability that wounds {_SELF_WOUNDED_WORDS} can wound its own troop "
                              "and trigger itself without end: mark it [x1]", cid, "abilities")
    if rec["effect"] is not None:
        parsed.append(_parse(_at(item, "effect"), cid, "effect",
                             lambda: parse_ability(rec["effect"], "play", rec["answers"], False)))
    return tuple(parsed)


#: the targets through which a troop's own "wound" can reach the troop itself
SELF_WOUNDED = ("self", "own_troop", "any_troop", "own_line")
_SELF_WOUNDED_WORDS = "self, own_troop, any_troop or own_line"


def _wounds_itself_again(ability: Ability) -> bool:
    """True for an on_wounded ability without [x1] that may wound its own troop: a trigger loop it can see."""
    if ability.trigger != "on_wounded" or ability.once_per_turn:
        return False
    return any(step.word == "wound" and step.target in SELF_WOUNDED for step in (*ability.cost, *ability.steps))


def _parse(loc: Located, cid: str, field: str, parse):
    try:
        return parse()
    except AbilityError as exc:
        raise loc.error(str(exc), cid, field, code=exc.code, suggestion=exc.suggestion) from None


def _prayer(item: Located, rec: dict) -> tuple[Ability, ...]:
    """Each prayer stage as an Ability whose cost is what that stage asks."""
    stages = _at(item, "prayer")
    return tuple(_parse(stage, rec["id"], "prayer",
                        lambda text=text: Ability("legacy", cost=parse_steps(text)))
                 for stage, text in zip(stages.value, rec["prayer"] or ()))


def _title_madness(titles: list[str]) -> tuple[frozenset[str], int]:
    names, madness = set(), 0
    for title in titles:
        name, _, number = title.partition(" ")
        names.add(name)
        if name == "locura" and number:
            madness = int(number)
    return frozenset(names), madness


def _card(item: Located, rec: dict) -> Card:
    """The Card of one validated record; raises DataError for a statistic the kind does not allow."""
    _check_kind(item, rec)
    titles, madness = _title_madness(rec["titles"])
    costs = _costs_table(rec["costs"]) if rec["costs"] is not None else None
    card = Card(
        id=rec["id"], kind=rec["kind"], kingdom=rec["kingdom"], name=rec["name"], text=rec["text"],
        flavour=rec["flavour"], strength=rec["strength"], cost=rec["cost"], costs=costs,
        copies=rec["copies"] or 1, line=rec["line"], preparation=rec["preparation"], titles=titles,
        madness=madness, school=rec["school"], morale=rec["morale"], renown=rec["renown"], hand=rec["hand"],
        general_type=rec["general_type"], abilities=_abilities(item, rec), prayer=_prayer(item, rec),
        bot_play=rec["bot_play"])
    if card.text is None and (card.abilities or card.prayer):  # no hand-written text: its abilities' own
        card = replace(card, text={lang: card_text(card, lang) for lang in ("en", "es")})
    return card


def text_warnings(path: str | Path = DATA_FILE) -> list[DataError]:
    """W-TEXT-MISMATCH for each hand-written text (en, es) whose meaning differs from the card's abilities."""
    def card_of(item: Located, rec: dict) -> Card | None:
        card = _card(item, rec)
        return card if card.abilities or card.prayer else None

    return meaning.text_warnings(path, FIELDS, card_of, text_mismatch, card_text)


def written_text(card: Card, lang: str) -> str | None:
    """The rules text written from the card's abilities or prayer (None without any)."""
    return card_text(card, lang)


def text_difference(card: Card, text: str, lang: str) -> str | None:
    """How `text` differs in meaning from the card's abilities (None when it agrees or it has none)."""
    return text_mismatch(card, text, lang) if card.abilities or card.prayer else None


def json_schema() -> dict:
    """The JSON Schema of ECG's card file, from FIELDS, the ability zones and the grammar's words."""
    ability = {"type": "string", "pattern": ability_pattern()}
    zones = sorted({zone for kind_zones in ABILITY_ZONES.values() for zone in kind_zones})
    entry = {"type": "object", "properties": {**{zone: ability for zone in zones}, "trigger": choice(TRIGGERS)},
             "minProperties": 1, "maxProperties": 2, "additionalProperties": False}
    refined = {"abilities": {"type": "array", "items": entry}, "effect": ability,
               "prayer": {"type": "array", "items": {"type": "string", "pattern": price_pattern()}},
               "costs": {"type": "object"}}
    return card_file_schema("ECG cards", FIELDS, refined)


def load_deck(path: str | Path = DATA_FILE) -> CardSet:
    """Load and validate a card file; DataErrors lists every problem as file:line: card: field: message."""
    doc, records = load_records(path, "cards", FIELDS)
    errors: list[DataError] = []
    cards: dict[str, Card] = {}
    for item, rec in zip(doc.value["cards"].value, records):
        try:
            cards[rec["id"]] = _card(item, rec)
        except DataError as exc:
            errors.append(exc)
    if errors:
        raise DataErrors(errors)
    return CardSet(cards, tuple(r["id"] for r in records))


@lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The shipped card set (loaded once)."""
    return load_deck(DATA_FILE)


#: the name every game's cards module gives its cached set (`tabletop balance` reads and swaps it)
deck = card_set


#: the effect a baseline card plays for `balance --cause`: the grammar has no empty effect, and this one only
#: looks at what is public already (the opponent's discard and exile)
BASELINE_EFFECT = "look_discard"


def baseline_record(record: dict) -> dict | None:
    """A card's record as its baseline for `balance --cause`: the same kind, kingdom, price and numbers, doing nothing.

    Heroes, troops and generals keep their numbers and lose their abilities (troops their titles too, but for
    `mercenario`, which is what a troop without a kingdom is); cards played
    for their effect keep their price and only look at the opponent's discard. Resources (they do nothing but pay)
    and blessings (Oración's four stages are a way to win, not an effect) have no baseline: None."""
    if record.get("kind") in ("resource", "blessing"):
        return None
    plain = {key: value for key, value in record.items() if key not in ("abilities", "text")}
    if record.get("kind") == "troop":
        plain["titles"] = [title for title in record.get("titles", []) if title == "mercenario"]
    if "effect" in record:
        plain["effect"] = BASELINE_EFFECT
    return plain
