"""What a card's text says, compared on meaning with what its effect does.

A printed text and an effect agree when they mention the same things: the numbers (with their sign
when the text writes one), and the concepts a game's lexicon names (elements, zones, targets, verbs).
Spelling, word order and grammar do not matter. A game describes each effect as `Facts` (what the
text must mention, what it may mention) and gives a lexicon per language (word -> concept); `differences`
says in a few words what one says that the other does not.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping

from tabletop.data.schema import load_records
from tabletop.data.yamlfile import DataError, DataErrors

NUMBER = re.compile(r"(?<![\w.])([+\-−]?)(\d+)(?!\w|[.,]\d)")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


@dataclass(frozen=True)
class Number:
    """A number a text mentions or an effect needs; `signed` when the sign is part of what is said."""

    value: int
    signed: bool = False

    def says(self) -> str:
        """How the number is shown in a difference."""
        return f"{self.value:+d}" if self.signed else str(abs(self.value))

    def matches(self, other: "Number") -> bool:
        """Same size, and the same sign when both carry one."""
        if abs(self.value) != abs(other.value):
            return False
        return not (self.signed and other.signed) or (self.value < 0) == (other.value < 0)


@dataclass
class Facts:
    """What an effect's text must mention (`needs`: each a set of alternatives) and may mention (`allows`)."""

    needs: list[frozenset] = field(default_factory=list)
    allows: set = field(default_factory=set)
    numbers: list[Number] = field(default_factory=list)  # the text must mention each
    optional_numbers: list[Number] = field(default_factory=list)  # the text may mention each

    def need(self, *alternatives: str) -> None:
        """The text must mention one of `alternatives`."""
        self.needs.append(frozenset(alternatives))

    def allow(self, *concepts: str) -> None:
        """The text may mention these concepts."""
        self.allows.update(concepts)

    def number(self, value: int, signed: bool = False, required: bool = True) -> None:
        """The text must (or may) mention `value`."""
        (self.numbers if required else self.optional_numbers).append(Number(value, signed))

    def merge(self, other: "Facts") -> None:
        """Add another step's facts to these."""
        self.needs += other.needs
        self.allows |= other.allows
        self.numbers += other.numbers
        self.optional_numbers += other.optional_numbers


@dataclass(frozen=True)
class Said:
    """What one text mentions: its numbers and the concepts its words name."""

    numbers: tuple
    concepts: frozenset


def read(text: str, lexicon: Mapping[str, str], number_words: Mapping[str, int] = {}) -> Said:
    """The numbers and concepts `text` mentions, by `lexicon` (lower-case word -> concept)."""
    numbers = [Number(int(digits) * (-1 if sign in "-−" and sign else 1), bool(sign))
               for sign, digits in NUMBER.findall(text.replace("×", " "))]
    words = [w.lower() for w in _WORD.findall(text)]
    numbers += [Number(number_words[w]) for w in words if w in number_words]
    concepts = frozenset(lexicon[w] for w in words if w in lexicon)
    return Said(tuple(numbers), concepts)


def differences(said: Said, facts: Facts, names: Mapping[str, str] = {}) -> tuple[list[str], list[str]]:
    """(what the text says that the effect does not, what the effect does that the text does not say)."""
    known = set().union(*facts.needs, facts.allows) if facts.needs else set(facts.allows)
    text_only = sorted(names.get(c, c) for c in said.concepts - known)
    effect_only = sorted({"/".join(sorted(names.get(c, c) for c in group))
                          for group in facts.needs if not group & said.concepts})
    unsaid, left = _match_each(facts.numbers, list(said.numbers))  # each needed number by a number of its own
    every = facts.numbers + facts.optional_numbers
    text_only += [n.says() for n in left if not any(n.matches(e) for e in every)]
    effect_only += [n.says() for n in unsaid]
    return _unique(text_only), _unique(effect_only)


def _match_each(needed: list[Number], said: list[Number]) -> tuple[list[Number], list[Number]]:
    """(the needed numbers no said number matches, the said numbers left over), each said number used once."""
    unsaid = []
    for number in needed:
        match = next((s for s in said if number.matches(s)), None)
        if match is None:
            unsaid.append(number)
        else:
            said.remove(match)
    return unsaid, said


def mismatch(text: str, lang: str, facts: Facts, lexicon: Mapping[str, str], names: Mapping[str, str] = {},
             number_words: Mapping[str, int] = {}) -> str | None:
    """A one-line account of how `text` (in `lang`) and the effect differ, or None when they agree."""
    text_only, effect_only = differences(read(text, lexicon, number_words), facts, names)
    if not text_only and not effect_only:
        return None
    parts = []
    if text_only:
        parts.append(f"the {lang} text says {', '.join(text_only)} and the effect does not")
    if effect_only:
        parts.append(f"the effect has {', '.join(effect_only)} and the {lang} text does not say it")
    return "; ".join(parts)


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def text_warnings(path, fields: Mapping, effect_of: Callable, differs: Callable, write: Callable) -> list:
    """W-TEXT-MISMATCH DataErrors for each card of a card file whose hand-written text differs from its effect.

    `effect_of(item, record)` parses a card's effect (None: nothing to compare); `differs(effect, text, lang)`
    says how a text differs (None: it agrees); `write(effect, lang)` is the effect's own text, quoted."""
    try:
        doc, records = load_records(path, "cards", fields)
    except (DataError, DataErrors):
        return []  # the loader reports these
    warnings = []
    for item, rec in zip(doc.value["cards"].value, records):
        if rec.get("text") is None:
            continue
        try:
            effect = effect_of(item, rec)
        except DataError:
            continue
        if effect is None:
            continue
        text_at = item.value.get("text", item)
        for lang, text in rec["text"].items():
            difference = differs(effect, text, lang)
            if difference:
                where = text_at.value.get(lang, text_at) if isinstance(text_at.value, dict) else text_at
                warnings.append(where.error(f"{difference} (the effect reads: {write(effect, lang)!r})",
                                            rec["id"], f"text.{lang}", code="W-TEXT-MISMATCH"))
    return warnings
