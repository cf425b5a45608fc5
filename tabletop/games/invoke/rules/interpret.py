"""An invocation meets the table: where it goes, what it does, in which order answers resolve.

`Aim` holds the choices the cards leave to the mage (the mages an Invoke picks, whose gem,
hand, item or creature a Target card names). `check` refuses what the table makes
impossible, `resolve` carries an invocation out (walls take their points at once, their spent cards and
the gems attacks destroy wait (`Table.pending`) until the end of the turn), `order` sorts an
invocation and its haste answers, `schedule` says on which turns a Delayed or Sustained
invocation strikes. The preview (preview.py) reads the same functions, so the words the
mage sees are what the rules will do.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Sequence

from tabletop.games.invoke.rules.cards import OPPOSITE, Card, deck
from tabletop.games.invoke.rules.language import Illegal, Plan, Strike, is_legal, read, revised
from tabletop.games.invoke.rules.table import AETHER, Table, Wall, check_new_elements, settle, wall_params


@dataclass(frozen=True)
class Aim:
    """The choices an invocation leaves to its mage."""

    mages: tuple[int, ...] = ()  # Invoke: the mage of each stop
    owner: object = None  # whose gem, hand, item or creature the Target names (a seat or AETHER)
    creature: str | None = None  # which creature (card id)
    invocation: int | None = None  # Target Established Invocation: which one (index in the rules' list)
    wall: int | None = None  # Target Established Invocation aimed at a wall: which one (index in the walls)


@dataclass(frozen=True)
class Stop:
    """One place an attack strikes: the mage there and the elements that strike."""

    seat: int
    strikes: tuple[Strike, ...]


def stops(plan: Plan, table: Table, invoker: int, aim: Aim = Aim(), repetition: int = 0) -> list[Stop]:
    """Where an attack strikes, stop by stop; the elements are dealt one per stop, the last stop takes the rest."""
    seats = []
    for k in range(plan.stops):
        if plan.move == "invoke":
            seats.append(aim.mages[k] if k < len(aim.mages) else None)
        else:
            seats.append(table.left_of(invoker, (repetition * plan.stops + k + 1) * plan.distance))
    dealt = [plan.strikes[k:k + 1] for k in range(plan.stops - 1)] + [plan.strikes[plan.stops - 1:]]
    return [Stop(seat, tuple(strikes)) for seat, strikes in zip(seats, dealt)]


def destination(plan: Plan, table: Table, aim: Aim) -> int | None:
    """Where a relocated gem, card, item or creature lands."""
    if plan.move == "invoke":
        return aim.mages[0] if aim.mages else None
    return None if aim.owner in (None, AETHER) else table.left_of(aim.owner, plan.distance)


def check(plan: Plan, table: Table, invoker: int, aim: Aim = Aim()) -> None:
    """Raise Illegal when the table makes the invocation impossible (it must already be grammatical)."""
    n = len(table.seats)
    if plan.move in ("move_left", "move_right") and plan.distance % n == 0:
        raise Illegal("illegal.lands_on_self", spaces=abs(plan.distance))
    if plan.form == "attack":
        if plan.move == "invoke" and (len(aim.mages) != plan.stops or invoker in aim.mages):
            raise Illegal("illegal.choose_mages", count=plan.stops)
    elif plan.form == "relocate":
        _check_relocate(plan, table, invoker, aim)
    elif plan.form in ("discard", "destroy") and aim.owner is None:
        raise Illegal("illegal.choose_owner")
    elif plan.form == "manifest":
        _check_manifest(plan, table, invoker)
    if plan.form == "wall":
        _check_wall(plan, table, invoker, aim)
    elif plan.delay or plan.sustain:
        check_new_elements(table, invoker, {s.element for s in plan.strikes})


def _check_relocate(plan: Plan, table: Table, invoker: int, aim: Aim) -> None:
    if aim.owner is None:
        raise Illegal("illegal.choose_owner")
    if aim.owner == AETHER:
        raise Illegal("illegal.aether_stays")  # the Aether is neither left nor right of anybody
    if plan.target == "hand" and aim.owner == invoker:
        raise Illegal("illegal.hand_of_another")
    if plan.target == "gem" and table.gems.get(aim.owner, 0) < plan.count:
        raise Illegal("illegal.not_enough_gems", count=plan.count)
    if plan.move == "invoke" and len(aim.mages) != 1:
        raise Illegal("illegal.choose_mages", count=1)
    if destination(plan, table, aim) == aim.owner:
        raise Illegal("illegal.lands_on_owner")
    if plan.target == "creature" and creature_clash(table, aim.creature, destination(plan, table, aim)):
        raise Illegal("illegal.creature_lands_on_opposite", element=_creature_element(aim.creature))


def creature_clash(table: Table, creature: str | None, seat) -> bool:
    """True when `seat` holds a creature of the element opposite to `creature`'s (they may not share a mage)."""
    if creature is None or seat is None:
        return False
    opposite = OPPOSITE[_creature_element(creature)]
    return any(_creature_element(c) == opposite for c in table.creatures.get(seat, []))


def _check_manifest(plan: Plan, table: Table, invoker: int) -> None:
    if plan.manifest.suit == "item" and invoker in table.items:
        raise Illegal("illegal.one_item")
    if plan.manifest.suit == "creature":
        element = plan.manifest.element
        if any(_creature_element(c) == OPPOSITE[element] for c in table.creatures.get(invoker, [])):
            raise Illegal("illegal.opposing_creatures", element=element)


def _creature_element(card_id: str) -> str:
    return deck()[card_id].element


def guard_of(plan: Plan, invoker: int, aim: Aim, current_aim: Aim | None = None) -> tuple[object, str, str | None]:
    """What a wall invocation guards: (owner, gems|aether|item|creature, creature id)."""
    if plan.target == "current":
        aim = current_aim or aim
    if aim.owner == AETHER:
        return AETHER, "aether", None
    if plan.target in ("item", "creature"):
        return invoker, plan.target, aim.creature
    return invoker, "gems", None


def _check_wall(plan: Plan, table: Table, invoker: int, aim: Aim) -> None:
    owner, guards, creature = guard_of(plan, invoker, aim)
    if plan.target in ("gem", "item", "creature") and aim.owner not in (invoker, AETHER):
        raise Illegal("illegal.wall_yours_or_aether")
    if table.wall_of(owner, guards, creature) is not None:
        raise Illegal("illegal.wall_exists")
    element = plan.strikes[0].element
    check_new_elements(table, invoker, {element}, _creature_element(creature) if creature else None)


def resolve(plan: Plan, table: Table, invoker: int, aim: Aim = Aim(), current_aim: Aim | None = None,
            repetition: int = 0) -> None:
    """Carry out the invocation on the table now; gems destroyed wait in `table.pending` for the end of the turn."""
    if plan.form == "attack":
        for stop in stops(plan, table, invoker, aim, repetition):
            _damage(table, stop.seat, table.strike(table.wall_of(stop.seat), stop.strikes))
    elif plan.form == "wall" and plan.strikes:  # a wall whose elements an answer cancelled is never built
        owner, guards, creature = guard_of(plan, invoker, aim, current_aim)
        table.walls.append(Wall(invoker, plan.strikes[0].element, [s.power for s in plan.strikes], guards, creature))
    elif plan.form == "destroy" and plan.target == "gem":
        wall = table.wall_of(aim.owner, "aether" if aim.owner == AETHER else "gems")
        _damage(table, aim.owner, table.strike(wall, plan.strikes))
    elif plan.form == "relocate" and plan.target == "gem":
        moved = min(plan.count, table.gems.get(aim.owner, 0))
        table.gems[aim.owner] -= moved
        landing = destination(plan, table, aim)
        table.gems[landing] = table.gems.get(landing, 0) + moved
        table.report("gems.moved", seat=aim.owner, target=landing, count=moved)
        wall = table.wall_of(aim.owner, "aether" if aim.owner == AETHER else "gems")
        if wall is not None and moved:  # players expected the wall to keep them
            table.report("wall.not_moves", **wall_params(wall))


def _damage(table: Table, seat, amount: int) -> None:
    if amount:
        table.pending[seat] = table.pending.get(seat, 0) + amount
        if seat == AETHER:
            table.report("strike.hits_aether", count=amount)
        else:
            table.report("strike.hits", target=seat, count=amount)


def end_of_turn(table: Table) -> None:
    """The end of play: destroy the gems the turn's invocations struck (they leave play: nothing goes back to
    the Aether); the walls' spent cards leave them and walls left without points crumble (interpretation 13)."""
    for seat, amount in table.pending.items():
        if seat == AETHER:
            table.aether = max(0, table.aether - amount)
        else:
            table.gems[seat] = max(0, table.gems.get(seat, 0) - amount)
    table.pending.clear()
    left, crumbled = settle(table.walls)
    table.spent += [card for _wall, cards in left for card in cards]
    table.crumbled += crumbled


# --- answers ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Cast:
    """An invocation on its way: who casts it, what it says, its choices."""

    seat: int
    plan: Plan
    aim: Aim = Aim()
    to: int | None = None  # what it answers: None the current invocation, k the k-th answer (answers to answers)
    tag: object = field(default=None, compare=False)  # the caller's name for it (kept when answers change it)


def _speed_key(cast: Cast, table: Table, turn_seat: int) -> tuple[int, int]:
    index = table.seats.index(cast.seat) - table.seats.index(turn_seat)
    return -cast.plan.speed, index % len(table.seats)


def order(casts: Sequence[Cast], table: Table, turn_seat: int) -> list[Cast]:
    """Faster first; ties go to the mage whose turn it is, then clockwise from them."""
    return sorted(casts, key=lambda cast: _speed_key(cast, table, turn_seat))


def wand(stored: Sequence[Card]) -> Plan:
    """A wand's stored invocation as it activates: built-in haste (raises Illegal if it is not legal)."""
    plan = read(stored)
    return revised(plan, speed=plan.speed + 1)


def wand_explodes(stored: Sequence[Card]) -> bool:
    """True when an unused wand's cards are not a legal invocation: it costs its mage a Power Gem at the end."""
    return not is_legal(stored)


def counter(current: Plan, answer: Plan) -> Plan:
    """The answer's elements meet the current invocation's: opposites cancel point for point, others pass."""
    strikes = [[s.element, s.power] for s in current.strikes]
    for against in answer.strikes:
        power = against.power
        for strike in strikes:
            if power and strike[0] == OPPOSITE[against.element]:
                taken = min(power, strike[1])
                strike[1] -= taken
                power -= taken
    return replace(current, strikes=tuple(Strike(e, p) for e, p in strikes if p > 0))


def adjust(current: Plan, change: int, element: str | None = None) -> Plan:
    """Target Current (or Established) Invocation & ±n: the invocation's amount changes by n (never below 0).

    With an element named (`Target Current Invocation & Fire & -1`) only that element's last strike changes."""
    if current.form == "adjust":  # an answer that changes an amount: its own amount is how much it changes
        size = max(0, abs(current.adjust) + change)
        return replace(current, adjust=size if current.adjust >= 0 else -size)
    if current.form in ("relocate", "discard") and element is None:
        return replace(current, count=max(0, current.count + change))
    hit = [k for k, s in enumerate(current.strikes) if element is None or s.element == element]
    if not hit:
        return current
    k = hit[-1]
    power = max(0, current.strikes[k].power + change)
    kept = (Strike(current.strikes[k].element, power),) if power else ()
    return replace(current, strikes=current.strikes[:k] + kept + current.strikes[k + 1:])


def answer(current: Cast, response: Cast) -> Cast:
    """The current invocation after a Target Current Invocation answer that changes it (± or elements)."""
    if response.plan.form == "adjust":
        return replace(current, plan=adjust(current.plan, response.plan.adjust, response.plan.element))
    return replace(current, plan=counter(current.plan, response.plan))


def _resolve_cast(cast: Cast, table: Table, current_aim: Aim | None) -> None:
    resolve(cast.plan, table, cast.seat, cast.aim, current_aim)


def changes_what_it_answers(cast: Cast) -> bool:
    """Target Current Invocation with ± or elements: the answer changes the invocation it answers."""
    return cast.plan.form in ("adjust", "counter") and cast.plan.target == "current"


def play_out(current: Cast, answers: Sequence[Cast], table: Table, turn_seat: int, carry=_resolve_cast) -> Cast:
    """Resolve an invocation and its haste answers in speed order; returns the current invocation as it struck.

    An answer's `to` says what it answers: the current invocation, or an earlier answer (answers
    to answers). `carry(cast, table, answered_aim)` carries one invocation out (the rules pass one
    that also moves hands, items and creatures); answers that change what they answer are applied
    here, and only if they resolve before it.
    """
    live = [current, *answers]  # each invocation as the answers made it; the k-th answer is live[k + 1]
    struck = [False] * len(live)
    for k in sorted(range(len(live)), key=lambda k: _speed_key(live[k], table, turn_seat)):
        cast = live[k]
        answered = 0 if k == 0 or cast.to is None else cast.to + 1
        if k == 0:
            carry(cast, table, None)
        elif changes_what_it_answers(cast):
            if not struck[answered]:  # an answer to an invocation that already struck comes too late
                live[answered] = answer(live[answered], cast)
        else:
            carry(cast, table, live[answered].aim)
        struck[k] = True
    return live[0]


def schedule(plan: Plan) -> list[tuple[int, int]]:
    """(turns from now, repetition) of each time the invocation strikes: Delay postpones, Sustain repeats."""
    return [(plan.delay + r, r) for r in range(plan.sustain + 1)]
