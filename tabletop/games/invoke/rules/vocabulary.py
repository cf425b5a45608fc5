"""The data vocabulary of Invoke: creature abilities and chaos effects, parsed once into frozen steps.

A card's `ability:` or `effect:` is a list of steps; each step is one word with its
arguments (`- hold: {count: 2, deck: focus}`) or a bare word that takes none (`- reverse`).
The words, their arguments and an example of each are documented in docs/cards/invoke.md;
`VOCABULARY` lists them. Nothing is evaluated as code: an unknown word or a wrong argument
raises a DataError naming file, line, card and field.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from tabletop.data import DataError, Located
from tabletop.data.json_schema import choice, integer, steps_schema, word_schema
from tabletop.data.suggest import closest, unknown

DECKS = ("manifest", "thaumaturgy", "focus")
SUITS = ("element", "item", "creature", "action", "chaos", "target", "modifier")


@dataclass(frozen=True)
class Arg:
    """One argument of a word: a whole number in a range, true/false, or one of some choices."""

    kind: str  # "int" | "bool" | "choice"
    default: Any = None
    choices: tuple = ()
    minimum: int = 1
    maximum: int = 5
    required: bool = False


_COUNT = Arg("int", 1)
#: creature ability words -> their arguments
ABILITY_WORDS: dict[str, dict[str, Arg]] = {
    "hold": {"count": Arg("int", None, minimum=1, maximum=3, required=True),
             "deck": Arg("choice", None, DECKS + ("any",)), "suit": Arg("choice", None, SUITS)},
    "quick": {},
    "hidden": {},
}
#: chaos effect words -> their arguments
CHAOS_WORDS: dict[str, dict[str, Arg]] = {
    "lose_gems": {"of": Arg("choice", "drawer", ("drawer", "all")), "count": _COUNT},
    "gain_gems": {"count": _COUNT},
    "discard": {"of": Arg("choice", "drawer", ("drawer", "all")), "count": _COUNT,
                "random": Arg("bool", False)},
    "draw": {"of": Arg("choice", "drawer", ("drawer", "all")), "count": _COUNT},
    "take_cards": {"from": Arg("choice", "chosen", ("chosen",)), "count": _COUNT},
    "crumble_walls": {"of": Arg("choice", "drawer", ("drawer", "all"))},
    "reverse": {},
    "pass_cards": {"count": _COUNT, "direction": Arg("choice", "left", ("left", "right"))},
    "drain_aether": {"count": _COUNT},
    "weaken_walls": {"of": Arg("choice", "all", ("drawer", "all")), "count": _COUNT},
    "dispel": {"of": Arg("choice", "all", ("drawer", "all"))},
}
#: argument values with a meaning of their own (deck, suit and direction names are plain data)
_VALUE_WORDS = ("drawer", "all", "chosen", "any")

#: every word of the vocabulary (steps, argument names, special values), for docs and tests
VOCABULARY = tuple(dict.fromkeys(
    [*ABILITY_WORDS, *CHAOS_WORDS]
    + [arg for table in (ABILITY_WORDS, CHAOS_WORDS) for args in table.values() for arg in args]
    + list(_VALUE_WORDS)))


@dataclass(frozen=True)
class Step:
    """One parsed step: its word and every argument (defaults filled in)."""

    word: str
    args: Mapping[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.args[name]


@dataclass(frozen=True)
class Steps:
    """A parsed ability or effect: its steps in order and the vocabulary words it uses."""

    steps: tuple[Step, ...]
    words: frozenset

    def find(self, word: str) -> Step | None:
        """The first step with this word, if any."""
        return next((s for s in self.steps if s.word == word), None)


def parse_steps(loc: Located, card: str, field: str, words: Mapping[str, Mapping[str, Arg]]) -> Steps:
    """Parse a list of steps against a word table; raise DataError (file:line, card, field) on anything wrong."""
    def fail(where: Located, message: str, **hints) -> DataError:
        return where.error(message, card, field, **hints)

    if not isinstance(loc.value, list) or not loc.value:
        raise fail(loc, f"expected a list of steps, e.g. [{{{next(iter(words))}: ...}}]")
    used: set[str] = set()
    steps = []
    for item in loc.value:
        if isinstance(item.value, str):
            word, arg = item.value, None
        elif isinstance(item.value, dict) and len(item.value) == 1:
            (word, arg), = item.value.items()
        else:
            raise fail(item, "each step is one word with its arguments, e.g. {draw: {count: 2}}")
        if word not in words:
            raise unknown(item, "word", word, words, card, field)
        used.add(word)
        steps.append(Step(word, _arguments(word, words[word], arg, item, fail, used)))
    return Steps(tuple(steps), frozenset(used))


def _arguments(word: str, spec: Mapping[str, Arg], arg: Located | None, item: Located, fail, used: set) -> dict:
    given = {} if arg is None or arg.value is None else arg.value
    if not spec and given:
        raise fail(arg, f"{word} takes no arguments: write it alone, as `- {word}`")
    if not isinstance(given, dict):
        raise fail(arg, f"{word} takes arguments {{{', '.join(spec)}}}")
    values: dict[str, Any] = {}
    for name, value in given.items():
        if name not in spec:
            raise fail(value, f"{word}: unknown argument {name!r} (arguments: {', '.join(spec)})",
                       code="E-UNKNOWN-ARGUMENT", suggestion=closest(name, spec))
        used.add(str(name))
        values[name] = _value(word, name, spec[name], value, fail, used)
    for name, a in spec.items():
        if name not in values:
            if a.required:
                raise fail(arg or item, f"{word}: missing argument {name!r}")
            values[name] = a.default
    return values


def _value(word: str, name: str, a: Arg, loc: Located, fail, used: set) -> Any:
    value = loc.value
    if a.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not a.minimum <= value <= a.maximum:
            raise fail(loc, f"{word}: {name}: expected a whole number from {a.minimum} to {a.maximum}, got {value!r}")
    elif a.kind == "bool":
        if not isinstance(value, bool):
            raise fail(loc, f"{word}: {name}: expected true or false, got {value!r}")
    elif value not in a.choices:
        raise fail(loc, f"{word}: {name}: {value!r} is not one of: {', '.join(a.choices)}",
                   code="E-BAD-VALUE", suggestion=closest(value, a.choices))
    elif value in _VALUE_WORDS:
        used.add(value)
    return value


def steps_json_schema(words: Mapping[str, Mapping[str, Arg]]) -> dict:
    """The JSON Schema of a list of steps of this word table (for `tabletop schema invoke`)."""
    def arg_schema(arg: Arg) -> dict:
        if arg.kind == "int":
            return integer(arg.minimum, arg.maximum)
        if arg.kind == "bool":
            return {"type": "boolean"}
        return choice(arg.choices)

    return steps_schema([
        word_schema(word, {name: arg_schema(arg) for name, arg in spec.items()} if spec else None,
                    tuple(name for name, arg in spec.items() if arg.required),
                    bare=not any(arg.required for arg in spec.values()))
        for word, spec in words.items()])
