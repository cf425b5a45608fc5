"""Resources: what each court card produces, what a card costs a seat, and paying it.

A court card (the resource card, troops, generals) produces one resource per turn: prepared
(`used` False) it can pay, used it waits for its owner's Preparación. A cost is a dict
resource -> amount, where the resource "any" takes any resource (mercenaries). Payment is
automatic: producers of a single resource first, then those with a choice (devout mercenaries), in court
order, so that the choice never matters to what can be paid later in the turn.
"""
from __future__ import annotations

from typing import Mapping

from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.rules.lookup import DEVOTION_KINGDOM, RESOURCES
from tabletop.games.ecg.rules.state import EcgState

ANY = "any"
DEVOTION = RESOURCES[DEVOTION_KINGDOM]


def produces(card_id: str, hero_kingdom: str, any_devoto: bool = False) -> list[str]:
    """The resources a court card may produce: its kingdom's (a mercenary: its hero's); a devout mercenary
    also Devoción (with `any_devoto`, option any_devoto_devotion: every devout card; interpretation 31).

    Seed: "los mercenarios producen recurso afín al reino del héroe del mazo, y si son devotos, poseen la
    posibilidad de producir devoción"."""
    card = lookup.card(card_id)
    mercenary = lookup.is_mercenary(card_id)
    kingdom = hero_kingdom if mercenary or card.kingdom is None else card.kingdom
    options = [RESOURCES[kingdom]]
    if "devoto" in lookup.titles(card_id) and (mercenary or any_devoto) and DEVOTION not in options:
        options.append(DEVOTION)
    return options


def hero_resource(state: EcgState, seat: int) -> str:
    """The resource of `seat`'s kingdom."""
    return RESOURCES[state.seats[seat]["kingdom"]]


def card_cost(state: EcgState, seat: int, card_id: str) -> Mapping[str, int] | None:
    """What playing `card_id` costs `seat` (troops and generals: training or the hero zone), None if it cannot.

    The mapping is the card's own (Card.price): read it, do not change it."""
    return lookup.card(card_id).price[state.seats[seat]["kingdom"]]


def prepared(state: EcgState, seat: int) -> dict[str, int]:
    """How many prepared producers of each resource `seat` has (a devoto counts for both of its resources)."""
    counts: dict[str, int] = {}
    for entry in state.seats[seat]["court"]:
        if not entry["used"]:
            for resource in entry["produces"]:
                counts[resource] = counts.get(resource, 0) + 1
    return counts


def prepared_count(state: EcgState, seat: int) -> int:
    """How many resources `seat` can still pay with this turn (prepared court cards and gained ones)."""
    return sum(1 for entry in state.seats[seat]["court"] if not entry["used"]) + state.seats[seat]["extra"]


def _producers(state: EcgState, seat: int) -> list[tuple[int, list[str]]]:
    """(court index, resources) of each prepared producer, then (-1, [hero's]) per extra resource gained."""
    court = state.seats[seat]["court"]
    free = [(i, entry["produces"]) for i, entry in enumerate(court) if not entry["used"]]
    for _i, options in free:
        if len(options) != 1:  # single-resource producers first (stable: court order)
            free.sort(key=lambda pair: len(pair[1]))
            break
    return free + [(-1, [hero_resource(state, seat)])] * state.seats[seat]["extra"]


def _plan(state: EcgState, seat: int, cost: dict[str, int]) -> list[int] | None:
    """The producers (court index, -1 for a gained resource) that would pay `cost`, or None."""
    free = _producers(state, seat)
    if len(cost) == 1:  # every card's cost and every `pay`: the first producers offering the resource
        (resource, need), = cost.items()
        if need >= 0:
            chosen = [index for index, options in free if resource == ANY or resource in options][:need]
            return chosen if len(chosen) == need else None
    taken = [False] * len(free)
    chosen: list[int] = []
    order = sorted((r for r in cost if r != ANY), key=lambda r: (r == DEVOTION, r)) + ([ANY] if ANY in cost else [])
    for resource in order:
        need = cost[resource]
        for k, (index, options) in enumerate(free):
            if need == 0:
                break
            if not taken[k] and (resource == ANY or resource in options):
                taken[k] = True
                chosen.append(index)
                need -= 1
        if need > 0:
            return None
    return chosen


def can_pay(state: EcgState, seat: int, cost: Mapping[str, int] | None) -> bool:
    """True when `seat`'s prepared resources cover `cost` (None: the card cannot be played by this kingdom)."""
    if cost is None:
        return False
    if len(cost) > 1:
        return _plan(state, seat, cost) is not None
    for resource, amount in cost.items():  # one resource: `_plan` takes any producer offering it, in turn
        return amount <= offering(state, seat, resource)
    return True


def offering(state: EcgState, seat: int, resource: str) -> int:
    """How many prepared producers (and gained resources) of `seat` can pay one `resource` (ANY: all of them)."""
    data = state.seats[seat]
    count = data["extra"] if resource == ANY or resource == hero_resource(state, seat) else 0
    for entry in data["court"]:
        if not entry["used"] and (resource == ANY or resource in entry["produces"]):
            count += 1
    return count


def offers(state: EcgState, seat: int) -> dict[str, int]:
    """`offering` of every resource at once: resource -> how many can pay one of it (ANY: every one)."""
    data = state.seats[seat]
    extra = data["extra"]
    counts = {ANY: extra, RESOURCES[data["kingdom"]]: extra}  # `hero_resource`, a call less
    free = extra
    for entry in data["court"]:
        if not entry["used"]:
            free += 1
            for resource in entry["produces"]:
                counts[resource] = counts.get(resource, 0) + 1
    counts[ANY] = free
    return counts


def pay(state: EcgState, seat: int, cost: dict[str, int]) -> int:
    """Mark the producers that pay `cost` as used (gained resources are spent); the number used."""
    plan = _plan(state, seat, cost)
    assert plan is not None, f"seat {seat} cannot pay {cost}"
    data = state.seats[seat]
    for index in plan:
        if index < 0:
            data["extra"] -= 1
        else:
            data["court"][index]["used"] = True
    return len(plan)


def ready_resources(state: EcgState, seat: int) -> None:
    """Preparación: every used resource of `seat` becomes prepared again."""
    for entry in state.seats[seat]["court"]:
        entry["used"] = False
