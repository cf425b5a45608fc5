"""The bots' Preparación plan for Invocación: which card to invoke and where every other card goes.

Everything here reads one seat's observation (its own cards are known to it; the others'
are `HIDDEN`). `plan_area` tries every card of the seat as the invocation, lays out the
rest around it (the sacrifice it must pay, Conjuros whose effects help, one Apoyo worth
invoking) and keeps the layout with the best `estimated_power` plus the Maná it brings.
Cards of no use this round stay in the hand (they are kept for later rounds either way).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.invocacion.rules.cards import Card, deck
from tabletop.games.invocacion.rules.effects import (
    Block, Count, Destroy, Discard, Draw, ExchangePower, GainMana, Highest, Modify, Reveal, SwapPrinted)
from tabletop.games.invocacion.rules.state import HIDDEN, InvocacionState, iter_area_cards
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS

#: the total power a contested combat is usually won with (for effects that copy the leader)
TYPICAL_LEADER = 8
#: worth of one Maná (a victory point, and power in combat) against one point of power
MANA_WORTH = 1.0
#: share of a Conjuro's gain counted when planning (it is revealed only if needed)
CONJURO_SHARE = 0.8


@dataclass
class Context:
    """What an effect's worth depends on: the owner's invocation and the sizes of its zones."""

    invocation: Card | None
    conjuros: int = 0
    apoyos: int = 0
    mana: int = 0
    trophies: int = 0
    fire_invocations: int = 1
    base: int = 0  # the owner's power before this effect
    leader: int = TYPICAL_LEADER  # the strongest rival's power
    leader_printed: int = TYPICAL_LEADER
    rivals: int = 1

    def count(self, value: Count) -> int:
        """The current value of a `count` quantity for the owner."""
        if value.zone == "invocations":
            counted = self.fire_invocations if value.element == "fire" else 1
        else:
            counted = {"conjuros": self.conjuros, "apoyos": self.apoyos, "mana": self.mana,
                       "trophies": self.trophies}[value.zone]
        return counted * value.times


@dataclass
class Plan:
    """Where each of the seat's cards should be, the Preparación cards to play, and the plan's worth."""

    #: card -> the zone of each of its copies: invocation | conjuros | apoyos | hand (Construido has pairs)
    places: dict[str, list[str]] = field(default_factory=dict)
    plays: list[str] = field(default_factory=list)
    worth: float = float("-inf")
    candidates: dict[str, float] = field(default_factory=dict)  # invocation -> the worth of its best layout

    @property
    def invocation(self) -> str | None:
        """The card planned as the invocation."""
        return next((c for c, zones in self.places.items() if "invocation" in zones), None)


def has_element(card: Card | None, element: str | None) -> bool:
    """True when `card` shows `element` (False for no card)."""
    return card is not None and element is not None and card.has(element)


def modify_gain(step: Modify, ctx: Context) -> float:
    """What one power change is worth to its owner, relative to the strongest rival."""
    if step.condition is not None:
        if step.condition.element is not None and not has_element(ctx.invocation, step.condition.element):
            return 0.0
        if step.condition.count is not None and ctx.count(step.condition.count) < step.condition.at_least:
            return 0.0
    if isinstance(step.value, Highest):
        return float(max(0, ctx.leader - ctx.base)) if step.to == "self" else 0.0
    value = ctx.count(step.value) if isinstance(step.value, Count) else step.value
    if step.mode == "set":
        value -= ctx.base
    if step.to == "self":
        return float(value) if step.element is None or has_element(ctx.invocation, step.element) else 0.0
    if step.to == "others":
        return float(-value)
    if step.to == "chosen":  # a boost goes to the owner, a loss to the leader
        return float(abs(value))
    # "all": only invocations of one element, usually
    mine = has_element(ctx.invocation, step.element) if step.element else True
    theirs = 0.3 if step.element else 1.0
    return value * (1.0 if mine else 0.0) - value * theirs


def effect_gain(card: Card, ctx: Context) -> float:
    """The worth of a card's effect when it resolves for its owner, in points of power (or victory points)."""
    if card.effect is None:
        return 0.0
    gain = 0.0
    for step in card.effect.steps:
        if isinstance(step, Modify):
            gain += modify_gain(step, ctx)
        elif isinstance(step, Destroy):
            gain += {"conjuros": 1.0, "apoyos": 0.8, "mana": 0.6}[step.zone] * step.count \
                * (0.3 if step.of == "all" else 1.0)
        elif isinstance(step, Block):
            gain += 0.5 * step.count
        elif isinstance(step, SwapPrinted):
            printed = ctx.invocation.power if ctx.invocation else 0
            gain += max(0, ctx.leader_printed - printed)
        elif isinstance(step, ExchangePower):
            gain += max(0, ctx.leader - ctx.base)
        elif isinstance(step, GainMana):
            gain += MANA_WORTH * step.count
        elif isinstance(step, Draw):
            gain += 0.6 * step.count
        elif isinstance(step, (Discard, Reveal)):
            gain += (0.3 if step.of == "chosen" else -0.4 * step.count) if isinstance(step, Discard) else 0.1
    return gain


def keep_worth(card: Card) -> float:
    """How much a card is worth keeping (the cheapest go first to a sacrifice or a discard)."""
    return card.power * 0.5 + card.support * 0.4 + card.mana + (1.5 if card.effect is not None else 0.0)


def combat_card(card: Card) -> bool:
    """True for a card with a Combate effect (worth revealing from Conjuros)."""
    return card.phase == "combat" and card.effect is not None


@dataclass
class Seen:
    """The public facts a plan needs about the seat and its rivals."""

    mana: int
    trophies: int
    rivals: int
    guardian: bool = False


def layout(invocation: Card, others: list[Card], seen: Seen, noise=None) -> tuple[float, dict[str, str]]:
    """The best layout of `others` around `invocation`: (worth, card -> zone); worth -inf if it cannot pay."""
    cost = invocation.cost
    if cost.conjuros > MAX_CONJUROS or cost.apoyos > MAX_APOYOS or cost.total > len(others):
        return float("-inf"), {}
    pool = sorted(others, key=lambda c: (keep_worth(c), c.id))
    ctx = Context(invocation, mana=seen.mana, trophies=seen.trophies, rivals=seen.rivals, base=invocation.power)
    # Conjuros: the helpful combat effects first, then fodder for the sacrifice
    helpers = [c for c in pool if combat_card(c) and effect_gain(c, ctx) > 0.5]
    helpers.sort(key=lambda c: -effect_gain(c, ctx))
    conjuros = helpers[:MAX_CONJUROS]
    free = without(pool, conjuros)
    apoyos = []
    if cost.apoyos:
        apoyos = free[:cost.apoyos]
        free = free[cost.apoyos:]
    while len(conjuros) < MAX_CONJUROS and len(conjuros) < cost.conjuros + len(helpers[:MAX_CONJUROS]) and free:
        conjuros.append(free.pop(0))
    if len(conjuros) < cost.conjuros:
        return float("-inf"), {}
    # one Apoyo worth invoking (2 Maná), plus the fodder already chosen
    best_support = max(free, key=lambda c: (c.support, -keep_worth(c)), default=None)
    if best_support is not None and len(apoyos) < MAX_APOYOS and best_support.support >= 3:
        apoyos.append(best_support)
        free.remove(best_support)
    # effects that count Conjuros or Apoyos want them filled with what is left
    power = _invocation_power(invocation, ctx, conjuros, apoyos, cost)
    for zone, cards, room in (("conjuros", conjuros, MAX_CONJUROS), ("apoyos", apoyos, MAX_APOYOS)):
        while free and len(cards) < room:
            trial = cards + [free[0]]
            trial_power = _invocation_power(invocation, ctx, trial if zone == "conjuros" else conjuros,
                                            trial if zone == "apoyos" else apoyos, cost)
            if trial_power <= power:
                break
            cards.append(free.pop(0))
            power = trial_power
    lost = sum(keep_worth(c) for c in pool[:cost.total])  # the cards the sacrifice takes
    worth = power + _extras(invocation, ctx, conjuros, apoyos, seen) - 0.3 * lost
    if noise is not None:
        worth += noise(invocation.id)
    zones = [(invocation, "invocation")] + [(c, "conjuros") for c in conjuros] + [(c, "apoyos") for c in apoyos] \
        + [(c, "hand") for c in without(pool, conjuros + apoyos)]
    return worth, places_of(zones)


def without(cards: list, taken: list) -> list:
    """`cards` less one copy of each card in `taken`."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


def places_of(zones: list) -> dict[str, list[str]]:
    """(card, zone) pairs as card id -> the zones of its copies."""
    places: dict[str, list[str]] = {}
    for card, zone in zones:
        places.setdefault(card.id, []).append(zone)
    return places


def _extras(invocation: Card, ctx: Context, conjuros: list, apoyos: list, seen: Seen) -> float:
    """What a layout adds to the invocation's own power: its Conjuros' effects (those the sacrifice
    leaves), an Apoyo to invoke if the Maná is there, and the Maná the invocation brings."""
    cost = invocation.cost
    ctx.conjuros, ctx.apoyos = len(conjuros) - cost.conjuros, len(apoyos) - cost.apoyos
    gains = sorted((effect_gain(c, ctx) for c in conjuros if combat_card(c)), reverse=True)
    boost = sum(g for g in gains[:len(conjuros) - cost.conjuros] if g > 0)
    support = max((c.support for c in apoyos[cost.apoyos:]), default=0) if seen.mana >= 2 else 0
    return CONJURO_SHARE * boost + 0.5 * support + MANA_WORTH * invocation.mana


def _invocation_power(invocation: Card, ctx: Context, conjuros: list, apoyos: list, cost) -> float:
    """The invocation's printed power plus its own effect, once the sacrifice is paid."""
    ctx.conjuros = max(0, len(conjuros) - cost.conjuros)
    ctx.apoyos = max(0, len(apoyos) - cost.apoyos)
    ctx.base = invocation.power
    return invocation.power + (effect_gain(invocation, ctx) if combat_card(invocation) else 0.0)


def worth_playing(card: Card) -> bool:
    """True for a Preparación card whose effect is worth more than the card placed (draws, Maná, discards)."""
    if card.phase != "preparation" or card.effect is None:
        return False
    return any(isinstance(s, (Draw, GainMana)) or (isinstance(s, Discard) and s.of == "chosen")
               for s in card.effect.steps)


#: plans already made, by everything a plan depends on (bots ask again at every small step)
_PLANS: dict[tuple, Plan] = {}
PLAN_CACHE_SIZE = 4096


def plan_area(obs: InvocacionState, seat: int, noise=None, spread: float = 0.0) -> Plan:
    """The seat's best layout for this round (from its observation) and the Preparación cards to play first.

    An invocation already placed this round is kept when its sacrifice can be paid (the first
    placement decides it). `noise` (with its `spread`, part of the cache key) blurs each
    invocation's worth.
    """
    area = obs.area(seat)
    placed = tuple(sorted(c for c, zone, _i in iter_area_cards(area) if zone != "hand" and c != HIDDEN))
    key = (obs.round, seat, obs.num_seats, tuple(sorted(area.hand)), placed, len(area.mana), len(area.trophies),
           area.invocation, spread)
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) >= PLAN_CACHE_SIZE:
            _PLANS.clear()
        plan = _PLANS[key] = _plan(obs, seat, noise)
    return plan


def _plan(obs: InvocacionState, seat: int, noise, keep: bool = True) -> Plan:
    area = obs.area(seat)
    cards = [deck()[c] for c, _zone, _i in iter_area_cards(area) if c != HIDDEN]
    plan = Plan()
    plan.plays = [c.id for c in cards if c.id in area.hand and worth_playing(c)]
    usable = [c for c in cards if c.id not in plan.plays]
    seen = Seen(len(area.mana), len(area.trophies), obs.num_seats - 1, obs.guardian == seat)
    kept = [c for c in usable if c.id == area.invocation] if keep else []
    for invocation in kept[:1] or sorted({c.id: c for c in usable}.values(), key=lambda c: c.id):
        others = without(usable, [invocation])
        worth, places = layout(invocation, others, seen, noise)
        plan.candidates[invocation.id] = worth
        if worth > plan.worth:
            plan.worth, plan.places = worth, places
    if not plan.places and kept:  # the invocation placed cannot pay: plan afresh
        return _plan(obs, seat, noise, keep=False)
    if not plan.places:  # nothing can pay its sacrifice: invoke the cheapest-to-lose card anyway
        fallback = min(usable, key=lambda c: (c.cost.total, -c.power, c.id), default=None)
        if fallback is not None:
            plan.places = places_of([(fallback, "invocation")] + [(c, "hand") for c in without(usable, [fallback])])
            plan.worth = 0.0
    return plan
