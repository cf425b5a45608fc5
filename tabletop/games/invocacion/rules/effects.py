"""The effect vocabulary of Invocación: card effects are data, parsed once into frozen objects.

A card's `effect:` is a list of steps; each step is one word with its arguments
(`- add: {value: 2}`) or a bare word that takes none (`- exchange_power`). The words,
their arguments and an example of each are documented in docs/cards/invocacion.md;
`VOCABULARY` lists them. Nothing here is ever evaluated as code: `parse_effect` turns the
YAML into the dataclasses below, and the rules (power.py, later the round engine) read
those. An unknown word or a wrong argument raises a DataError naming file, line, card
and field.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Union

from tabletop.data import DataError, Located
from tabletop.data.json_schema import choice, integer, steps_schema, word_schema
from tabletop.data.suggest import not_one_of, unknown

ELEMENTS = ("fire", "earth", "water", "air")
#: what a `count` quantity counts: zones of the card's owner, or invocations on the table
COUNT_ZONES = ("conjuros", "apoyos", "mana", "trophies", "invocations")
#: whose invocation a power change reaches
POWER_TARGETS = ("self", "chosen", "others", "all")
#: whose cards an action reaches
PLAYER_TARGETS = ("self", "chosen", "others", "all")
DESTROY_ZONES = ("conjuros", "apoyos", "mana")
REVEAL_ZONES = ("conjuros", "apoyos", "hand")

#: what a nested argument takes (besides a range of whole numbers or a tuple of names)
QUANTITY, CONDITION = "quantity", "condition"
QUANTITY_RANGE = (-20, 20)
#: the arguments of a count ({count: zone, times: n, element: e}) and of a condition (if:)
COUNT_ARGUMENTS = {"count": COUNT_ZONES, "times": (-5, 5), "element": ELEMENTS}
CONDITION_ARGUMENTS = {"element": ELEMENTS, "count": COUNT_ZONES, "times": (-5, 5), "at_least": (0, 20)}
_MODIFY_ARGUMENTS = {"value": QUANTITY, "to": POWER_TARGETS, "element": ELEMENTS, "if": CONDITION}
#: each step word's arguments, and those it needs; the parser and `tabletop schema` both read these tables
ARGUMENTS = {"add": _MODIFY_ARGUMENTS, "set": _MODIFY_ARGUMENTS,
             "destroy": {"zone": DESTROY_ZONES, "count": (1, 10), "of": PLAYER_TARGETS},
             "block": {"count": (1, 5), "of": PLAYER_TARGETS}, "discard": {"count": (1, 10), "of": PLAYER_TARGETS},
             "reveal": {"zone": REVEAL_ZONES, "of": PLAYER_TARGETS}}
REQUIRED = {"add": ("value",), "set": ("value",), "destroy": ("zone",), "block": ("count",),
            "discard": ("count",), "reveal": ("zone",)}
#: steps that may be written short, `- add: 2`, and what the short form takes
SHORTHANDS = {"add": QUANTITY, "set": QUANTITY, "block": (1, 5), "discard": (1, 10), "gain_mana": (1, 10),
              "draw": (1, 10)}
#: steps written alone, `- swap_printed`
BARE = ("swap_printed", "exchange_power")

#: every word of the vocabulary (steps, argument names and argument values), for docs and tests
VOCABULARY = (
    # steps
    "add", "set", "now", "destroy", "block", "swap_printed", "exchange_power",
    "gain_mana", "draw", "discard", "reveal",
    # arguments
    "value", "to", "element", "if", "at_least", "count", "times", "of", "zone",
    # values with a meaning of their own
    "highest", "self", "chosen", "others", "all",
    "conjuros", "apoyos", "mana", "trophies", "invocations", "hand",
)


# --- quantities, targets, conditions ------------------------------------------------------

@dataclass(frozen=True)
class Count:
    """How many cards a zone of the owner holds (or invocations on the table), times a factor."""

    zone: str
    times: int = 1
    element: str | None = None  # only for zone "invocations": those showing this element


@dataclass(frozen=True)
class Highest:
    """The highest total power among the invocations on the table, at that instant."""


Quantity = Union[int, Count, Highest]


@dataclass(frozen=True)
class Condition:
    """What must hold for the owner for a power change to apply (every part given)."""

    element: str | None = None  # the owner's invocation shows this element
    count: Count | None = None  # ... and this count is at least `at_least`
    at_least: int = 0


# --- steps -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Modify:
    """A change to invocations' power: `add` a quantity or `set` it ("igual a").

    Constant unless `now` ("en este instante"): then evaluated once when it resolves.
    """

    mode: str  # "add" | "set"
    value: Quantity
    to: str = "self"  # one of POWER_TARGETS
    element: str | None = None  # only invocations showing this element are affected
    condition: Condition | None = None
    now: bool = False


@dataclass(frozen=True)
class Destroy:
    """Send `count` cards of a zone of the target player(s) to the discard."""

    zone: str
    count: int = 1
    of: str = "chosen"


@dataclass(frozen=True)
class Block:
    """Block `count` conjuros of the target player(s): they cannot be revealed and their effects stop."""

    count: int
    of: str = "chosen"


@dataclass(frozen=True)
class SwapPrinted:
    """Swap the printed Poder of your invocation with a chosen one (effects, mana, support stay)."""


@dataclass(frozen=True)
class ExchangePower:
    """Two invocations chosen by the player exchange their total power at this instant."""


@dataclass(frozen=True)
class GainMana:
    """Take `count` cards from the top of the discard into your mana reserve."""

    count: int


@dataclass(frozen=True)
class Draw:
    """Draw `count` cards from the Portal into your hand."""

    count: int


@dataclass(frozen=True)
class Discard:
    """The target player(s) discard `count` cards from the hand (their owner chooses)."""

    count: int
    of: str = "self"


@dataclass(frozen=True)
class Reveal:
    """Show the face-down cards of a zone of the target player(s) to the player."""

    zone: str
    of: str = "chosen"


Step = Union[Modify, Destroy, Block, SwapPrinted, ExchangePower, GainMana, Draw, Discard, Reveal]


@dataclass(frozen=True)
class Effect:
    """A card's parsed effect: its steps in order and the vocabulary words it uses."""

    steps: tuple
    words: frozenset

    def constant_modifiers(self) -> tuple:
        """The power changes that last while the card is in play."""
        return tuple(s for s in self.steps if isinstance(s, Modify) and not s.now)

    def instant_modifiers(self) -> tuple:
        """The "en este instante" power changes, applied once when the effect resolves."""
        return tuple(s for s in self.steps if isinstance(s, Modify) and s.now)


# --- parsing ---------------------------------------------------------------------------------

class _Parser:
    """Parses one card's effect, remembering the words used; errors carry file:line, card, field."""

    def __init__(self, card: str, field: str):
        self.card = card
        self.field = field
        self.words: set[str] = set()

    def fail(self, loc: Located, message: str) -> DataError:
        return loc.error(message, self.card, self.field)

    def effect(self, loc: Located) -> Effect:
        if not isinstance(loc.value, list) or not loc.value:
            raise self.fail(loc, "expected a list of steps, e.g. [{add: {value: 2}}]")
        steps = tuple(self.step(item) for item in loc.value)
        return Effect(steps, frozenset(self.words))

    def step(self, loc: Located) -> Step:
        if isinstance(loc.value, str):
            word, arg = loc.value, None
        elif isinstance(loc.value, dict) and len(loc.value) == 1:
            (word, arg), = loc.value.items()
        else:
            raise self.fail(loc, "each step is one word with its arguments, e.g. {draw: 2}")
        handler = _STEPS.get(word)
        if handler is None:
            raise unknown(loc, "word", word, _STEPS, self.card, self.field, listed_as="steps")
        self.words.add(word)
        return handler(self, loc, arg)

    # arguments

    def mapping(self, loc: Located, arg: Located | None, word: str, allowed: tuple,
                required: tuple = ()) -> dict:
        """The arguments of `word` as a dict of Located, checking names."""
        if arg is None or not isinstance(arg.value, dict):
            where = arg if arg is not None else loc
            raise self.fail(where, f"{word} takes arguments {{{', '.join(allowed)}}}")
        for key, value in arg.value.items():
            if key not in allowed:
                raise unknown(value, "argument", key, allowed, self.card, self.field)
            self.words.add(str(key))
        for key in required:
            if key not in arg.value:
                raise self.fail(arg, f"{word}: missing argument {key!r}")
        return arg.value

    def number(self, loc: Located, word: str, minimum: int = 1, maximum: int = 10) -> int:
        value = loc.value
        if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
            raise self.fail(loc, f"{word}: expected a whole number from {minimum} to {maximum}, got {value!r}")
        return value

    def choice(self, loc: Located, word: str, choices: tuple) -> str:
        if loc.value not in choices:
            raise not_one_of(loc, loc.value, choices, self.card, self.field, prefix=f"{word}: ")
        if choices is not ELEMENTS:  # elements are card data, not words of the vocabulary
            self.words.add(loc.value)
        return loc.value

    def quantity(self, loc: Located, word: str) -> Quantity:
        value = loc.value
        if isinstance(value, int) and not isinstance(value, bool):
            return self.number(loc, word, *QUANTITY_RANGE)
        if value == "highest":
            self.words.add("highest")
            return Highest()
        if isinstance(value, dict):
            return self.count(loc, word)
        raise self.fail(loc, f"{word}: a quantity is a number, highest or {{count: zone, times: n}}, got {value!r}")

    def count(self, loc: Located, word: str) -> Count:
        args = self.mapping(loc, loc, f"{word} count", tuple(COUNT_ARGUMENTS), ("count",))
        zone = self.choice(args["count"], "count", COUNT_ZONES)
        times = self.number(args["times"], "times", *COUNT_ARGUMENTS["times"]) if "times" in args else 1
        element = self.choice(args["element"], "element", ELEMENTS) if "element" in args else None
        if element is not None and zone != "invocations":
            raise self.fail(args["element"], "count: element only filters a count of invocations")
        return Count(zone, times, element)

    def condition(self, loc: Located) -> Condition:
        args = self.mapping(loc, loc, "if", tuple(CONDITION_ARGUMENTS))
        element = self.choice(args["element"], "element", ELEMENTS) if "element" in args else None
        count, at_least = None, 0
        if "count" in args:
            count = self.count(Located({k: v for k, v in args.items() if k in ("count", "times")},
                                       loc.file, loc.line), "if")
            if "at_least" not in args:
                raise self.fail(loc, "if: a count needs at_least")
            at_least = self.number(args["at_least"], "at_least", *CONDITION_ARGUMENTS["at_least"])
        elif "at_least" in args:
            raise self.fail(args["at_least"], "if: at_least needs a count")
        if element is None and count is None:
            raise self.fail(loc, "if: give an element, or a count with at_least")
        return Condition(element, count, at_least)


def _modify(mode: str) -> Callable:
    def parse(p: _Parser, loc: Located, arg: Located | None, now: bool = False) -> Modify:
        if arg is not None and not isinstance(arg.value, dict):
            return Modify(mode, p.quantity(arg, mode), now=now)  # shorthand: `add: 2`
        args = p.mapping(loc, arg, mode, tuple(ARGUMENTS[mode]), REQUIRED[mode])
        value = p.quantity(args["value"], mode)
        if isinstance(value, Highest) and not now:
            raise p.fail(args["value"], f"{mode}: highest changes as powers change; use it inside now")
        to = p.choice(args["to"], "to", POWER_TARGETS) if "to" in args else "self"
        element = p.choice(args["element"], "element", ELEMENTS) if "element" in args else None
        condition = p.condition(args["if"]) if "if" in args else None
        return Modify(mode, value, to, element, condition, now)
    return parse


def _now(p: _Parser, loc: Located, arg: Located | None) -> Modify:
    if arg is None or not isinstance(arg.value, dict) or len(arg.value) != 1 \
            or next(iter(arg.value)) not in ("add", "set"):
        raise p.fail(arg or loc, "now wraps one power change: {now: {set: {value: highest}}}")
    (word, inner), = arg.value.items()
    p.words.add(word)
    return _MODIFY[word](p, arg, inner, now=True)


def _destroy(p: _Parser, loc: Located, arg: Located | None) -> Destroy:
    args = p.mapping(loc, arg, "destroy", tuple(ARGUMENTS["destroy"]), REQUIRED["destroy"])
    return Destroy(p.choice(args["zone"], "zone", DESTROY_ZONES),
                   p.number(args["count"], "count", *ARGUMENTS["destroy"]["count"]) if "count" in args else 1,
                   p.choice(args["of"], "of", PLAYER_TARGETS) if "of" in args else "chosen")


def _block(p: _Parser, loc: Located, arg: Located | None) -> Block:
    if arg is not None and not isinstance(arg.value, dict):
        return Block(p.number(arg, "block", *SHORTHANDS["block"]))
    args = p.mapping(loc, arg, "block", tuple(ARGUMENTS["block"]), REQUIRED["block"])
    return Block(p.number(args["count"], "count", *ARGUMENTS["block"]["count"]),
                 p.choice(args["of"], "of", PLAYER_TARGETS) if "of" in args else "chosen")


def _bare(cls: type, word: str) -> Callable:
    def parse(p: _Parser, loc: Located, arg: Located | None):
        if arg is not None and arg.value not in (None, {}):
            raise p.fail(arg, f"{word} takes no arguments: write it alone, as `- {word}`")
        return cls()
    return parse


def _counted(cls: type, word: str) -> Callable:
    def parse(p: _Parser, loc: Located, arg: Located | None):
        if arg is None:
            raise p.fail(loc, f"{word} needs a number: {{{word}: 1}}")
        return cls(p.number(arg, word, *SHORTHANDS[word]))
    return parse


def _discard(p: _Parser, loc: Located, arg: Located | None) -> Discard:
    if arg is not None and not isinstance(arg.value, dict):
        return Discard(p.number(arg, "discard", *SHORTHANDS["discard"]))
    args = p.mapping(loc, arg, "discard", tuple(ARGUMENTS["discard"]), REQUIRED["discard"])
    return Discard(p.number(args["count"], "count", *ARGUMENTS["discard"]["count"]),
                   p.choice(args["of"], "of", PLAYER_TARGETS) if "of" in args else "self")


def _reveal(p: _Parser, loc: Located, arg: Located | None) -> Reveal:
    args = p.mapping(loc, arg, "reveal", tuple(ARGUMENTS["reveal"]), REQUIRED["reveal"])
    return Reveal(p.choice(args["zone"], "zone", REVEAL_ZONES),
                  p.choice(args["of"], "of", PLAYER_TARGETS) if "of" in args else "chosen")


_MODIFY = {"add": _modify("add"), "set": _modify("set")}
_STEPS: dict[str, Callable] = {
    **_MODIFY,
    "now": _now,
    "destroy": _destroy,
    "block": _block,
    "swap_printed": _bare(SwapPrinted, "swap_printed"),
    "exchange_power": _bare(ExchangePower, "exchange_power"),
    "gain_mana": _counted(GainMana, "gain_mana"),
    "draw": _counted(Draw, "draw"),
    "discard": _discard,
    "reveal": _reveal,
}


def parse_effect(loc: Located, card: str, field: str = "effect") -> Effect:
    """Parse a card's `effect:` list; raise DataError (file:line, card, field) on anything unknown."""
    return _Parser(card, field).effect(loc)


def effect_from_plain(value: Any, card: str = "<text>") -> Effect:
    """Parse an effect given as plain Python data (tests, tools); errors point at <text>."""
    return parse_effect(_locate(value), card)


def _locate(value: Any) -> Located:
    if isinstance(value, dict):
        return Located({k: _locate(v) for k, v in value.items()}, "<text>", 1)
    if isinstance(value, list):
        return Located([_locate(v) for v in value], "<text>", 1)
    return Located(value, "<text>", 1)


def effect_json_schema() -> dict:
    """The JSON Schema of an `effect:` list, from the tables the parser reads (for `tabletop schema`)."""
    count = _arguments_schema(COUNT_ARGUMENTS, ("count",))
    condition = _arguments_schema(CONDITION_ARGUMENTS, ())
    quantity = {"anyOf": [integer(*QUANTITY_RANGE), {"const": "highest"}, count]}
    nested = {QUANTITY: quantity, CONDITION: condition}
    short = {QUANTITY: {"anyOf": [integer(*QUANTITY_RANGE), {"const": "highest"}]}}  # `add: 2`, never a mapping
    words = {word: word_schema(word, _arguments_schema(ARGUMENTS[word], REQUIRED[word], nested)["properties"],
                               REQUIRED[word], _form(SHORTHANDS.get(word), short)) for word in ARGUMENTS}
    words.update({word: word_schema(word, None, shorthand=_form(form, short))
                  for word, form in SHORTHANDS.items() if word not in ARGUMENTS})
    words.update({word: word_schema(word, None, bare=True) for word in BARE})
    modify = {"anyOf": [words["add"], words["set"]]}
    words["now"] = word_schema("now", None, shorthand=modify)
    return steps_schema(list(words.values()))


def _arguments_schema(arguments: dict, required: tuple, nested: dict | None = None) -> dict:
    return {"type": "object", "properties": {name: _form(form, nested or {}) for name, form in arguments.items()},
            "required": list(required), "additionalProperties": False}


def _form(form, nested: dict) -> dict | None:
    """The schema of what an argument takes: a range, names, or a nested form."""
    if form is None:
        return None
    if isinstance(form, str):
        return nested[form]
    if len(form) == 2 and all(isinstance(n, int) for n in form):
        return integer(*form)
    return choice(form)
