"""The seed's ability grammar, parsed once at load into frozen Ability and Step objects.

    [x1] pay 1, recovery: wound adjacent_enemy 2; renown +1

- `[x1]` first: once per turn across every copy its controller has in play.
- Everything before `:` is the cost (its parts separated by `,`), paid whole before anything
  resolves; no `:` means no cost.
- After it, the steps, separated by `;`, resolve in order; the first that cannot be done
  stops the rest (the seed: "si uno de estos efectos no se puede cumplir, el resto no se cumple").
- A step is a word (vocabulary.WORDS) and its arguments in any order: a target name and an
  amount (`2`, or `+2` / `-1` for words that change a value up or down).

Nothing is evaluated as code; a mistake raises AbilityError with a one-line message, which
cards.py turns into `file:line: card 'id': field 'abilities': message`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from tabletop.data.suggest import closest
from tabletop.games.ecg.rules.vocabulary import (LINE_CHOICES, PLAYER_TARGETS, REACTION_TRIGGERS, TRIGGERS,
                                           TROOP_CHOICES, TROOP_TARGETS, WORDS, ZONES, Word)

ONCE_PER_TURN = "[x1]"
_COUNT = re.compile(r"^\d+$")
_SIGNED = re.compile(r"^[+-]\d+$")


class AbilityError(ValueError):
    """A mistake in an ability's text: unknown word, bad or missing argument, misplaced word."""

    def __init__(self, message: str, code: str | None = None, suggestion: str | None = None):
        super().__init__(message)
        self.code = code
        self.suggestion = suggestion


@dataclass(frozen=True)
class Step:
    """One word of an ability with its arguments: `wound adjacent_enemy 2` -> Step("wound", "adjacent_enemy", 2)."""

    word: str
    target: str | None = None
    amount: int | None = None

    def __str__(self) -> str:
        word = WORDS[self.word]
        target = [self.target] if self.target is not None and self.target != word.default_target else []
        amount = [] if self.amount is None else [f"{self.amount:+d}" if word.amount == "signed" else str(self.amount)]
        # troops read "wound adjacent_enemy 2", players "morale -1 opponent"
        return " ".join([self.word, *(amount + target if word.target == "player" else target + amount)])


class CostCheck(NamedTuple):
    """A cost as the rules check it: the resources it pays, the cards it discards from the hand, and each
    other step with the looks at the table it needs (CHECKS' names, in their order)."""

    resources: int
    discards: int
    steps: tuple[tuple[Step, tuple[str, ...]], ...]


#: the looks at the table a cost step may need (a step needs every one whose condition names it)
CHECKS = ("renown", "morale", "sacrifice", "draw", "self", "recovery", "choices")


def _checks_of(step: Step) -> tuple[str, ...]:
    """The looks at the table `step` needs as a cost (neither a payment nor a discard of one's own)."""
    mine = step.target != "opponent"
    needs = {"renown": step.word == "renown" and (step.amount or 0) < 0 and mine,
             "morale": step.word == "morale" and (step.amount or 0) < 0 and mine,
             "sacrifice": step.word == "sacrifice", "draw": step.word == "draw", "self": step.target == "self",
             "recovery": step.word == "recovery" and step.target == "self",
             "choices": step.target in TROOP_CHOICES + LINE_CHOICES}
    return tuple(name for name in CHECKS if needs[name])


def check_of(cost: tuple[Step, ...]) -> CostCheck:
    """`cost` worked out for checking whether it can be paid."""
    resources = discards = 0
    steps = []
    for step in cost:
        if step.word == "pay":
            resources += step.amount or 0
        elif step.word == "discard" and step.target != "opponent":
            discards += step.amount or 0
        else:
            steps.append((step, _checks_of(step)))
    return CostCheck(resources, discards, tuple(steps))


@dataclass(frozen=True)
class Ability:
    """An ability of a card: where it works, once per turn or not, what answers it, its cost and steps."""

    zone: str
    cost: tuple[Step, ...] = ()
    steps: tuple[Step, ...] = ()
    once_per_turn: bool = False
    trigger: str | None = None  # one of vocabulary.TRIGGERS, or None for an ability used at will

    @cached_property
    def checked(self) -> CostCheck:
        """Its cost as the rules check it (worked out once: the rules ask at every listing)."""
        return check_of(self.cost)

    @cached_property
    def checked_in_battle(self) -> CostCheck:
        """`checked` for a troop in battle using it: its source is known to be there, so no "self" look."""
        check = self.checked
        steps = tuple((step, tuple(need for need in needs if need != "self")) for step, needs in check.steps)
        return CostCheck(check.resources, check.discards, tuple((step, needs) for step, needs in steps if needs))

    @cached_property
    def asks(self) -> tuple[dict, ...]:
        """The choices it needs before it is committed (a chain's asks): its cost's discards and targets first,
        then each step's target. Made once: read them, never change them."""
        asks: list[dict] = []
        for index, step in enumerate(self.cost):
            if step.word == "discard" and step.target != "opponent":
                asks += [{"for": "discard", "cost": index}] * int(step.amount or 1)
            elif step.word == "sacrifice" or step.target in TROOP_CHOICES + LINE_CHOICES:
                asks.append({"for": "target", "cost": index})
        asks += [{"for": "target", "step": index} for index, step in enumerate(self.steps)
                 if step.target in TROOP_CHOICES + LINE_CHOICES]
        return tuple(asks)

    @property
    def words(self) -> tuple[str, ...]:
        """Every word the ability uses, cost first."""
        return tuple(step.word for step in (*self.cost, *self.steps))

    def __str__(self) -> str:
        text = "; ".join(map(str, self.steps))
        if self.cost:
            text = f"{', '.join(map(str, self.cost))}: {text}" if self.steps else ", ".join(map(str, self.cost))
        return f"{ONCE_PER_TURN} {text}" if self.once_per_turn else text


def parse_ability(text: str, zone: str, trigger: str | None = None, troop: bool = True) -> Ability:
    """Parse one ability's text for `zone`; `troop` False refuses targets that need a source troop."""
    if zone not in ZONES:
        raise AbilityError(f"unknown zone {zone!r} (zones: {', '.join(ZONES)})",
                           code="E-UNKNOWN-ZONE", suggestion=closest(zone, ZONES))
    if trigger is not None and trigger not in TRIGGERS:
        raise AbilityError(f"unknown trigger {trigger!r} (triggers: {', '.join(TRIGGERS)})",
                           code="E-UNKNOWN-TRIGGER", suggestion=closest(trigger, TRIGGERS))
    if not isinstance(text, str) or not text.strip():
        raise AbilityError("expected the ability's text, e.g. \"pay 1: draw 1\"")
    body = text.strip()
    once = body.startswith(ONCE_PER_TURN)
    if once:
        body = body[len(ONCE_PER_TURN):].strip()
    if body.count(":") > 1:
        raise AbilityError("one ':' at most: the cost goes before it, the steps after it")
    cost_text, _, steps_text = body.rpartition(":")
    cost = tuple(_parse_step(part, True, trigger, troop) for part in _split(cost_text, ",", "cost")) \
        if cost_text.strip() or ":" in body else ()
    steps = tuple(_parse_step(part, False, trigger, troop) for part in _split(steps_text, ";", "steps"))
    return Ability(zone, cost, steps, once, trigger)


def parse_steps(text: str, troop: bool = False) -> tuple[Step, ...]:
    """Parse a bare list of steps separated by ";" or "," (a prayer stage asks for these, as a price)."""
    if not isinstance(text, str) or not text.strip():
        raise AbilityError("expected steps, e.g. \"discard 1; renown -1\"")
    parts = [part for chunk in text.split(";") for part in _split(chunk, ",", "steps")]
    return tuple(_parse_step(part, True, None, troop) for part in parts)


def _split(text: str, separator: str, what: str) -> list[str]:
    parts = [part.strip() for part in text.split(separator)]
    if any(not part for part in parts):
        raise AbilityError(f"empty part in the {what} (a stray {separator!r}?)")
    return parts


def _parse_step(text: str, in_cost: bool, trigger: str | None, troop: bool) -> Step:
    word_name, *args = text.split()
    word = WORDS.get(word_name)
    if word is None:
        raise AbilityError(f"unknown word {word_name!r} in {text!r} (words: {', '.join(WORDS)})",
                           code="E-UNKNOWN-WORD", suggestion=closest(word_name, WORDS))
    if word.cost_only and not in_cost:
        raise AbilityError(f"{word_name!r} is a price: it goes before the ':'")
    if word.answers_only and trigger not in REACTION_TRIGGERS:
        raise AbilityError(f"{word_name!r} needs something to answer: give the ability a trigger "
                           f"({', '.join(REACTION_TRIGGERS)})")
    target, amount = None, None
    for arg in args:
        if _COUNT.match(arg) or _SIGNED.match(arg):
            if amount is not None:
                raise AbilityError(f"two amounts in {text!r}")
            amount = _amount(word, arg, text)
        else:
            if target is not None:
                raise AbilityError(f"two targets in {text!r}")
            target = _target(word, arg, text, troop)
    return Step(word_name, target or _default_target(word, text, troop), _default_amount(word, amount, text))


def _amount(word: Word, arg: str, text: str) -> int:
    if word.amount is None:
        raise AbilityError(f"{word.name!r} takes no amount, in {text!r}")
    if word.amount == "signed" and not _SIGNED.match(arg):
        raise AbilityError(f"{word.name!r} changes a value: write its amount with a sign (+{arg} or -{arg}), "
                           f"in {text!r}")
    if word.amount == "count" and not _COUNT.match(arg):
        raise AbilityError(f"{word.name!r} takes a plain count (e.g. 2), not {arg!r}")
    value = int(arg)
    if value == 0 or abs(value) > 30:
        raise AbilityError(f"amount {arg!r} out of range (1 to 30), in {text!r}")
    return value


def _target(word: Word, arg: str, text: str, troop: bool) -> str:
    known = {"troop": TROOP_TARGETS, "player": PLAYER_TARGETS}.get(word.target or "", {})
    if not known:
        raise AbilityError(f"{word.name!r} takes no target, got {arg!r} in {text!r}")
    if arg not in known:
        raise AbilityError(f"{word.name!r} takes a {word.target} target ({', '.join(known)}), not {arg!r}",
                           code="E-BAD-VALUE", suggestion=closest(arg, known))
    if not troop and arg in ("self", "adjacent_enemy"):
        raise AbilityError(f"{arg!r} needs a troop using the ability; this card is not a troop")
    return arg


def _default_target(word: Word, text: str, troop: bool) -> str | None:
    if word.target is not None and (word.default_target is None or (word.default_target == "self" and not troop)):
        raise AbilityError(f"{word.name!r} needs a target, e.g. {word.example!r} (in {text!r})")
    return word.default_target


def _default_amount(word: Word, amount: int | None, text: str) -> int | None:
    if amount is not None or word.amount is None:
        return amount
    if word.amount == "signed":
        raise AbilityError(f"{word.name!r} needs an amount with a sign, e.g. {word.example!r} (in {text!r})")
    return 1


def ability_pattern() -> str:
    """A regular expression an ability's text matches (`[x1] price: steps`), for the card file's JSON Schema.

    Looser than the parser (it does not tie targets to words): an editor underlines unknown words as you type,
    and `tabletop validate` still judges the rest."""
    step = _step_pattern()
    return rf"^(?:\[x1\] )?(?:{step}(?:, {step})*: )?{step}(?:; {step})*$"


def price_pattern() -> str:
    """A regular expression a price alone matches (`discard 2, morale -3`: a prayer's stage)."""
    step = _step_pattern()
    return rf"^{step}(?:, {step})*$"


def _step_pattern() -> str:
    word = "(?:" + "|".join(sorted(WORDS, key=len, reverse=True)) + ")"
    argument = "(?:" + "|".join(sorted((*TROOP_TARGETS, *PLAYER_TARGETS), key=len, reverse=True)) + r"|[+-]?\d+)"
    return rf"{word}(?: {argument}){{0,2}}"
