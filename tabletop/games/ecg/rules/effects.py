"""Executes the words of ECG's ability grammar (vocabulary.py) on a state: targets, costs and steps.

A step is `Step(word, target, amount)`. Its target is chosen when the card or ability is played
(`choices_for`) and kept in the stack item; at resolution `run_step` carries it out and returns
its events, or None when it cannot be done, which stops the rest of the ability (seed:
Habilidades). Steps that need a choice while resolving (which cards to discard, which to take
back) return `Ask`: the stack waits for that choice (stack.py). Costs are checked whole before
anything is paid (`cost_payable`) and paid with the choices made while playing (`pay_cost`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple

from tabletop.engine.contract import Event
from tabletop.games.ecg.rules import battle, deckend, economy
from tabletop.games.ecg.rules.abilities import CostCheck, Step, check_of
from tabletop.games.ecg.rules.state import HAND_LIMIT, LINE_LIMIT, LINES, EcgState
from tabletop.games.ecg.rules.vocabulary import LINE_CHOICES, TROOP_CHOICES



class Context(NamedTuple):
    """Who resolves a step: the controller, the troop using the ability (if any), the item answered.

    (A named tuple: the rules make one for every ability they look at, and a frozen dataclass cost more.)"""

    seat: int
    source: int | None = None  # uid of the troop (or card in play) whose ability this is
    answered: int | None = None  # index in the stack of the item a reaction answers
    card: str | None = None  # the card whose effect or ability this is (credited by `tabletop balance`)
    #: a troop still being put into play: not yet under its controller's control (seed: "Entrar en juego")
    entering: int | None = None


def context_for(seat: int, source: int | None, ability, answered: int | None = None,
                card: str | None = None) -> Context:
    """The Context of `ability` used from `source`: a troop's own "when it enters" ability sees it entering."""
    entering = source if ability is not None and ability.trigger == "on_enter" else None
    return _new_context(Context, (seat, source, answered, card, entering))  # Context(...) without its __new__'s frame


_new_context = tuple.__new__


@dataclass(frozen=True)
class Ask:
    """A step waits for a choice: `seat` picks `count` cards of its `pile` (then `then` more draws)."""

    seat: int
    pile: str  # "hand" (discard them) or "discard" (take them back)
    count: int
    draw: int = 0  # cards to draw once the discards are made (the hand limit)
    strict: bool = True  # fewer than `count` available: the step fails


# --- targets ------------------------------------------------------------------------------------

def troop_choices(state: EcgState, ctx: Context, target: str) -> list[int]:
    """The uids a troop target of `ctx.seat` may name (adjacent_enemy: of the source troop)."""
    seat, enemy = ctx.seat, state.opponent(ctx.seat)
    if target == "own_troop":  # a troop being put into play is not yet "yours" (interpretation 30)
        return [t["uid"] for line in LINES for t in state.seats[seat]["lines"][line] if t["uid"] != ctx.entering]
    if target == "enemy_troop":
        return [t["uid"] for line in LINES for t in state.seats[enemy]["lines"][line]]
    if target == "any_troop":
        return [t["uid"] for s in (seat, enemy) for line in LINES for t in state.seats[s]["lines"][line]]
    if target == "adjacent_enemy":
        found = battle.find_troop(state, ctx.source) if ctx.source is not None else None
        if found is None:
            return []
        return [t["uid"] for t in battle.adjacent_enemies(state, found[0], found[1])]
    return []


def line_choices(state: EcgState, ctx: Context, target: str) -> list[str]:
    """The lines ("seat:line") a line target may name: those with troops in them."""
    owner = ctx.seat if target == "own_line" else state.opponent(ctx.seat)
    return [f"{owner}:{line}" for line in LINES
            if any(t["uid"] != ctx.entering for t in state.seats[owner]["lines"][line])]


def choices_for(state: EcgState, ctx: Context, step) -> list | None:
    """The values a player chooses among for `step`'s target, or None when the step needs no choice."""
    if step.target in TROOP_CHOICES:
        return troop_choices(state, ctx, step.target)
    if step.target in LINE_CHOICES:
        return line_choices(state, ctx, step.target)
    return None


def _troops_of(state: EcgState, ctx: Context, step, chosen) -> list[int] | None:
    """The uids a troop step acts on now (None: its target is gone, the step cannot be done)."""
    if step.target == "self":
        found = battle.find_troop(state, ctx.source) if ctx.source is not None else None
        return [ctx.source] if found else None
    if step.target in LINE_CHOICES:
        if chosen is None:
            return None
        owner, line = str(chosen).split(":")
        uids = [t["uid"] for t in state.seats[int(owner)]["lines"][line] if t["uid"] != ctx.entering]
        return uids or None
    if chosen is None or battle.find_troop(state, chosen) is None:
        return None
    return [chosen]


def _player(state: EcgState, ctx: Context, step) -> int:
    return state.opponent(ctx.seat) if step.target == "opponent" else ctx.seat


# --- the steps ----------------------------------------------------------------------------------

def draw_cards(state: EcgState, seat: int, count: int, cost: bool = False) -> list[Event] | None:
    """`seat` draws `count` (deck end: the first time the discard is reshuffled, then draws are ignored).

    None when a draw that is a cost cannot be made."""
    data = state.seats[seat]
    drawn: list[str] = []
    events: list[Event] = []
    for _ in range(count):
        if not data["deck"]:
            if data["deck_ends"] == 0 and data["discard"]:
                data["deck_ends"] = 1
                data.pop("reshuffle_ok", None)
                data["deck"], data["discard"] = data["discard"], []
                state.rng.shuffle(data["deck"])
                events.append(Event("deck.reshuffled", {"seat": seat, "count": len(data["deck"])}))
            else:
                if data["deck_ends"] == 0:
                    data["deck_ends"] = 1
                elif data["deck_ends"] == 1 and not drawn:
                    data["deck_ends"] = 2
                if cost:
                    return None
                events.append(Event("deck.empty", {"seat": seat}))
                break
        drawn.append(data["deck"].pop())
    data["hand"] += drawn
    if drawn:
        events += [Event("draw.count", {"seat": seat, "count": len(drawn)}),
                   Event("draw.cards", {"seat": seat, "cards": list(drawn)}, audience=seat, reveals=True)]
    return events


def coming(data: dict, count: int) -> int:
    """How many cards a draw of `count` brings: once the deck has ended, no more than the deck holds.

    (Before that, a reshuffle of the discard may bring any of them, even the cards discarded for room.)"""
    return count if data["deck_ends"] == 0 else min(count, len(data["deck"]))


def _draw(state, ctx, step, chosen):
    seat = _player(state, ctx, step)
    if deckend.needs_choice(state, seat, step.amount):
        return deckend.Choice(seat, step.amount)  # the player first chooses whether to reshuffle
    overflow = len(state.seats[seat]["hand"]) + coming(state.seats[seat], step.amount) - HAND_LIMIT
    if overflow > 0:
        return Ask(seat, "hand", overflow, draw=step.amount, strict=False)
    return draw_cards(state, seat, step.amount)


def _discard(state, ctx, step, chosen):
    seat = _player(state, ctx, step)
    return Ask(seat, "hand", step.amount)


def _recall(state, ctx, step, chosen):
    room = HAND_LIMIT - len(state.seats[ctx.seat]["hand"])
    return Ask(ctx.seat, "discard", min(step.amount, room)) if room > 0 else None  # a full hand takes none


def _look(piles: tuple[str, ...]):
    def run(state, ctx, step, chosen):
        enemy = state.opponent(ctx.seat)
        cards = [c for pile in piles for c in state.seats[enemy][pile]]
        return [Event("look.cards", {"seat": ctx.seat, "target_seat": enemy, "cards": cards}, audience=ctx.seat,
                      reveals=True)]
    return run


def _on_troops(per_troop: Callable) -> Callable:
    """A troop step: `per_troop(state, ctx, step, uid)` on each troop it names (None from it: cannot be done)."""
    def run(state, ctx, step, chosen):
        uids = _troops_of(state, ctx, step, chosen)
        if uids is None:
            return None
        events: list[Event] = []
        for index, uid in enumerate(uids):
            if index and battle.find_troop(state, uid) is None:  # the first was just found; a later one may be gone
                continue
            done = per_troop(state, ctx, step, uid)
            if done is None:
                return None
            events += done
        return events
    return run


@_on_troops
def _wound(state, ctx, step, uid):
    owner, _line, target = battle.find_troop(state, uid)
    enemy = owner != ctx.seat
    events = battle.wound(state, uid, step.amount, by_enemy=enemy, by=ctx.card)
    acting = battle.find_troop(state, ctx.source) if ctx.source is not None else None
    if enemy and acting is not None and uid != ctx.source and battle.strength(target) > 0:
        events += battle.wound(state, ctx.source, battle.strength(target), by_enemy=True, morale=False,
                               by=target["card"])
    return events


def _counter(field: str, floor: int | None):
    """A step that adds its amount to a troop's field (boost, prep), not below `floor`."""
    @_on_troops
    def run(state, ctx, step, uid):
        owner, _line, troop = battle.find_troop(state, uid)
        troop[field] = troop[field] + step.amount if floor is None else max(floor, troop[field] + step.amount)
        return [Event(f"troop.{field}", {"seat": owner, "card": troop["card"], "uid": uid, "amount": step.amount})]
    return run


@_on_troops
def _move(state, ctx, step, uid):
    owner, line, troop = battle.find_troop(state, uid)
    other = LINES[1 - LINES.index(line)]
    lines = state.seats[owner]["lines"]
    if len(lines[other]) >= LINE_LIMIT:
        return None
    lines[line].remove(troop)
    lines[other].append(troop)
    return [Event("troop.moved", {"seat": owner, "card": troop["card"], "uid": uid, "line": other})]


_heal = _on_troops(lambda state, ctx, step, uid: battle.heal(state, uid, step.amount, ctx.card))
_recovery = _on_troops(lambda state, ctx, step, uid: battle.recover(state, uid))


def _remove(to: str):
    return _on_troops(lambda state, ctx, step, uid: battle.remove_troop(state, uid, to, ctx.card))


def _morale(state, ctx, step, chosen):
    return battle.change_morale(state, _player(state, ctx, step), step.amount)


def change_renown(state: EcgState, seat: int, amount: int, by: int, card: str | None = None) -> list[Event]:
    """Add `amount` to `seat`'s renown; by its own doing it never goes below 0 (the opponent's may).

    `card` (the card that did it, if any) is named in the event for `tabletop balance`."""
    data = state.seats[seat]
    before = data["renown"]
    after = before + amount
    if by == seat and amount < 0:
        after = max(after, min(before, 0))
    data["renown"] = after
    if after == before:
        return []
    params = {"seat": seat, "amount": after - before, "renown": after}
    return [Event("hero.renown", params | ({"card": card} if card else {}))]


def _renown(state, ctx, step, chosen):
    return change_renown(state, _player(state, ctx, step), step.amount, ctx.seat, ctx.card)


def change_madness(state: EcgState, seat: int, amount: int) -> list[Event]:
    """Add `amount` to `seat`'s madness (never below 0)."""
    data = state.seats[seat]
    before = data["madness"]
    data["madness"] = max(0, before + amount)
    if data["madness"] == before:
        return []
    return [Event("hero.madness", {"seat": seat, "amount": data["madness"] - before, "madness": data["madness"]})]


def _madness(state, ctx, step, chosen):
    return change_madness(state, _player(state, ctx, step), step.amount)


def _gain(state, ctx, step, chosen):
    state.seats[ctx.seat]["extra"] += step.amount
    return [Event("resources.gained", {"seat": ctx.seat, "amount": step.amount})]


def _pay(state, ctx, step, chosen):
    if not economy.can_pay(state, ctx.seat, {economy.ANY: step.amount}):
        return None
    economy.pay(state, ctx.seat, {economy.ANY: step.amount})
    return [Event("resources.paid", {"seat": ctx.seat, "amount": step.amount})]


def _sacrifice(state, ctx, step, chosen):
    if chosen is None or battle.find_troop(state, chosen) is None:
        return None
    return battle.remove_troop(state, chosen, by=ctx.card)


def _cancel(state, ctx, step, chosen):
    if ctx.answered is None or ctx.answered >= len(state.stack):
        return None
    item = state.stack[ctx.answered]
    item["cancelled"] = True
    return [Event("stack.cancelled", {"seat": item["seat"], "card": item["card"]})]


#: word -> executor(state, ctx, step, chosen target) -> events, Ask, or None (cannot be done)
EXECUTORS: dict[str, Callable] = {
    "draw": _draw, "discard": _discard, "recall": _recall,
    "look_hand": _look(("hand",)), "look_discard": _look(("discard", "exile")),
    "wound": _wound, "heal": _heal, "strength": _counter("boost", None), "prepare": _counter("prep", 0),
    "recovery": _recovery, "move": _move, "destroy": _remove("discard"), "exile": _remove("exile"),
    "return": _remove("hand"), "sacrifice": _sacrifice, "morale": _morale, "renown": _renown,
    "madness": _madness, "gain": _gain, "pay": _pay, "cancel": _cancel,
}


def run_step(state: EcgState, ctx: Context, step, chosen) -> list[Event] | Ask | deckend.Choice | None:
    """Carry out one step with its chosen target: its events, an Ask or a Choice to wait for, or None if it cannot."""
    return EXECUTORS[step.word](state, ctx, step, chosen)


# --- costs --------------------------------------------------------------------------------------

def _drawable(data: dict) -> int:
    """How many cards a seat can still draw: its deck, and its discard while the first deck end is to come."""
    return len(data["deck"]) + (len(data["discard"]) if data["deck_ends"] == 0 else 0)


def _recovery_mark(uid: int) -> str:
    """The entry of a seat's `used_x1` list saying troop `uid` paid Recovery as a cost this turn."""
    return f"recovery@{uid}"


def recovery_payable(state: EcgState, seat: int, uid: int) -> bool:
    """True when troop `uid` may pay Recovery as a cost now (interpretation 8).

    Seed: "Los personajes con preparación pueden usar sus habilidades aún si poseen preparación"; so that a
    Recovery cost is not free and endless, a troop pays it at most once a turn. Option recovery_rule=ready:
    only a troop without Preparation pays it."""
    if state.option("recovery_rule") == "ready":
        return battle.find_troop(state, uid)[2]["prep"] <= 0
    return _recovery_mark(uid) not in state.seats[seat]["used_x1"]


def note_recovery_paid(state: EcgState, seat: int, uid: int | None) -> None:
    """Troop `uid` has paid Recovery as a cost: not again this turn (the mark goes at the Resolución)."""
    if uid is not None:
        state.seats[seat]["used_x1"].append(_recovery_mark(uid))


def cost_check(cost: tuple) -> CostCheck:
    """`cost` worked out for `cost_payable` (once per cost tuple: a card's lives as long as the card)."""
    kept = _COST_CHECKS.get(id(cost))
    if kept is None or kept[0] is not cost:
        kept = _COST_CHECKS[id(cost)] = (cost, check_of(cost))
    return kept[1]


#: id(cost tuple) -> (the tuple, kept alive so that its id is not reused, its CostCheck)
_COST_CHECKS: dict[int, tuple[tuple, CostCheck]] = {}


def cost_payable(state: EcgState, ctx: Context, cost: tuple, hand_spare: int) -> bool:
    """True when every part of `cost` can be paid now (`hand_spare`: hand cards available to discard)."""
    check = cost_check(cost)
    if hand_spare < check.discards or not steps_payable(state, ctx, check):
        return False
    return check.resources == 0 or economy.offering(state, ctx.seat, economy.ANY) >= check.resources


def steps_payable(state: EcgState, ctx: Context, check: CostCheck) -> bool:
    """True when the steps of a cost that are neither payments nor discards can be paid now."""
    for step, needs in check.steps:
        for need in needs:
            if not _CHECK[need](state, ctx, step):
                return False
    return True


def _source_in_battle(state: EcgState, ctx: Context, step) -> bool:
    return ctx.source is not None and battle.find_troop(state, ctx.source) is not None


#: each look of CHECKS: True when the step can be paid as far as that look goes
_CHECK: dict[str, Callable[[EcgState, Context, Step], bool]] = {
    "renown": lambda state, ctx, step: state.seats[ctx.seat]["renown"] >= -step.amount,
    "morale": lambda state, ctx, step: state.seats[ctx.seat]["morale"] >= -step.amount,
    "sacrifice": lambda state, ctx, step: bool(troop_choices(state, ctx, "own_troop")),
    # a draw that is a cost must be made whole (interpretation 24)
    "draw": lambda state, ctx, step: _drawable(state.seats[_player(state, ctx, step)]) >= (step.amount or 0),
    "self": _source_in_battle,
    # interpretation 8: once a turn (option recovery_rule=ready: only without Preparation)
    "recovery": lambda state, ctx, step: recovery_payable(state, ctx.seat, ctx.source),
    "choices": lambda state, ctx, step: bool(choices_for(state, ctx, step)),
}
