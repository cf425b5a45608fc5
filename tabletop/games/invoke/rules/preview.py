"""An invocation in plain words, while it is built: "moves 1 left → Bea: Air 1; moves 1 left → Carl: Fire 1".

The words come from the same reading the rules use (language.read, interpret.stops and
interpret.destination), so the preview cannot promise what the rules will not do. A
partial sequence reads as far as it goes and ends with what it still needs.
"""
from __future__ import annotations

from typing import Sequence

from tabletop.games.invoke.rules.cards import Card, deck
from tabletop.games.invoke.rules.interpret import Aim, destination, stops
from tabletop.games.invoke.rules.language import Illegal, Plan, read
from tabletop.games.invoke.rules.messages import MESSAGES, text
from tabletop.games.invoke.rules.table import AETHER, Table

#: message parameters that name a card (by id) or an element, shown in the reader's language
_CARD_PARAMS = ("card", "creature")
_ELEMENT_PARAMS = ("element", "first", "second", "other")


def why(problem: Illegal, lang: str = "en") -> str:
    """The reason an invocation is illegal, in `lang`, with card and element names translated."""
    params = dict(problem.params)
    for name in _CARD_PARAMS:
        if name in params:
            params[name] = deck()[params[name]].name.get(lang, params[name])
    for name in _ELEMENT_PARAMS:
        if name in params:
            params[name] = text(f"element.{params[name]}", lang)
    return text(problem.key, lang, **params)


def describe(cards: Sequence[Card], table: Table, invoker: int, aim: Aim = Aim(), lang: str = "en") -> str:
    """What the (possibly partial) invocation will do, in words, and what it still needs; or why it cannot be."""
    try:
        plan = read(cards, partial=True)
    except Illegal as problem:
        return why(problem, lang)
    parts = [p for p in _effect(plan, table, invoker, aim, lang) if p] + _timing(plan, lang)
    if not plan.complete:
        try:
            read(cards)
        except Illegal as missing:
            return _so_far("; ".join(parts), missing, lang)
    return "; ".join(parts)


def _so_far(done: str, missing: Illegal, lang: str) -> str:
    """A half-built invocation in plain words: what it does so far, then what it still needs."""
    key = "preview.need." + missing.key.removeprefix("illegal.")
    if key not in MESSAGES["en"]:  # not a plain want: say why, as for an illegal sequence
        return "; ".join(part for part in (done, why(missing, lang)) if part)
    need = why(Illegal(key, dead=False, **missing.params), lang)
    return text("preview.so_far", lang, done=done, need=need) if done else text("preview.only_needs", lang, need=need)


def _name(table: Table, seat, lang: str) -> str:
    if seat is None:
        return text("someone", lang)
    return text("aether", lang) if seat == AETHER else table.names[seat]


def _of(table: Table, seat, lang: str) -> str:
    """The owner phrase: "of Bea", "of the Aether" ("de Bea", "del Éter")."""
    if seat is None:
        return text("of_someone", lang)
    return text("of_aether", lang) if seat == AETHER else text("of_mage", lang, name=table.names[seat])


def _strikes(strikes, lang: str, partial: bool = False) -> str:
    if not strikes:
        return text("preview.no_element" if partial else "preview.nothing", lang)
    return ", ".join(text("preview.strike", lang, element=text(f"element.{s.element}", lang), power=s.power)
                     for s in strikes)


def _effect(plan: Plan, table: Table, invoker: int, aim: Aim, lang: str) -> list[str]:
    waiting = not plan.complete  # a stop or a target with no element yet says so, not "nothing"
    if plan.form == "attack" and plan.move:
        said = []
        for repetition in range(plan.sustain + 1):  # a Sustained attack strikes again, moving on
            for stop in stops(plan, table, invoker, aim, repetition):
                words = text(f"preview.{plan.move}", lang, spaces=abs(plan.distance),
                             name=_name(table, stop.seat, lang), strikes=_strikes(stop.strikes, lang, waiting))
                said.append(text("preview.later", lang, turns=repetition, what=words) if repetition else words)
        return said
    if plan.form == "attack":
        return [_strikes(plan.strikes, lang, waiting)]
    of_owner = _of(table, aim.owner, lang)
    if plan.form == "relocate":
        if plan.move is None:
            return []
        landing = _name(table, destination(plan, table, aim), lang)
        return [text(f"preview.{plan.target}", lang, count=plan.count, of_owner=of_owner, name=landing)]
    if plan.form == "discard":
        return [text("preview.discard", lang, owner=_name(table, aim.owner, lang), count=plan.count)]
    if plan.form == "destroy":
        return [text(f"preview.destroy_{plan.target}", lang, strikes=_strikes(plan.strikes, lang, waiting),
                     of_owner=of_owner)]
    if plan.form == "adjust" and plan.element:
        return [text("preview.adjust_element", lang, element=text(f"element.{plan.element}", lang),
                     change=plan.adjust)]
    if plan.form == "adjust":
        return [text(f"preview.adjust_{plan.target}", lang, change=plan.adjust)] if plan.adjust else []
    if plan.form == "counter":
        return [text("preview.counter", lang, strikes=_strikes(plan.strikes, lang, waiting))]
    if plan.form == "wall" and plan.strikes:
        return [text("preview.wall", lang, element=text(f"element.{plan.strikes[0].element}", lang),
                     points=plan.wall_points, guarded=_guarded(plan, table, aim, lang))]
    if plan.form == "manifest":
        return [text("preview.manifest", lang, card=plan.manifest.name.get(lang), count=len(plan.held))]
    return []


def _guarded(plan: Plan, table: Table, aim: Aim, lang: str) -> str:
    if plan.target == "current":
        return text("preview.guard_current", lang)
    if aim.owner == AETHER:
        return text("aether", lang)
    return text(f"preview.guard_{plan.target if plan.target in ('item', 'creature') else 'gems'}", lang)


def _timing(plan: Plan, lang: str) -> list[str]:
    words = []
    if plan.speed:
        words.append(text("preview.haste", lang, speed=plan.speed))
    if plan.delay:
        words.append(text("preview.delay", lang, turns=plan.delay))
    if plan.sustain:
        words.append(text("preview.sustain", lang, turns=plan.sustain))
    return words
