"""Cronometrada: 30 seconds of Preparación, 60 of Combate, and what happens when time is up.

The rules know no wall clock. `phase_clock` tells the table how long the current phase
may last (and a key that changes when a new phase starts, so the table knows when to
restart its clock); when the table's clock runs out it applies the `time_up` action,
which no bot ever chooses (it is not among the legal actions) and which a record
replays like any other action.
"""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Action, Event
from tabletop.engine.errors import IllegalActionError
from tabletop.games.invocacion.rules.state import PREPARE, iter_area_cards
from tabletop.games.invocacion.rules.variants import playing

PHASE_SECONDS = {PREPARE: 30, "combat": 60}
TIME_UP = Action("time_up")


@dataclass(frozen=True)
class PhaseClock:
    """How long the current phase may last; a new `key` means a new phase (restart the clock)."""

    phase: str
    seconds: int
    key: tuple


def phase_clock(state) -> PhaseClock | None:
    """The clock of the current phase in a timed game, else None."""
    variants = state.variants
    if variants is None or not variants.timed or state.to_move() is None or state.phase not in PHASE_SECONDS:
        return None
    return PhaseClock(state.phase, PHASE_SECONDS[state.phase], (state.round, state.phase))


def time_up(state) -> list[Event]:
    """The current phase's time is over (the table's clock ran out)."""
    clock = phase_clock(state)
    if clock is None:
        raise IllegalActionError("no clock is running")
    if clock.phase == PREPARE:
        return preparation_time_up(state)
    return combat_time_up(state)


def preparation_time_up(state) -> list[Event]:
    """Everybody stops preparing; a seat without an invocation gets a random card of its area or hand.

    A card picked up but not yet placed stays where it was; a Preparación effect still
    waiting for discards ends (its card goes to the discard). The Guardián's random pick
    is the state's Rng.
    """
    from tabletop.games.invocacion.rules.preparation import put, stop_before_combat, take

    state.choice = None
    if state.effect is not None:
        state.discard.append(state.effect["card"])
        state.effect = None
    events = [Event("time.preparation_over", {"seat": state.guardian})]
    for seat in playing(state):
        area = state.area(seat)
        places = list(iter_area_cards(area))
        if area.invocation is None and places:
            _card, zone, index = places[state.rng.randrange(len(places))]
            put(area, "invocation", take(area, zone, index))
            events.append(Event("time.random_invocation", {"seat": seat, "guardian_seat": state.guardian}))
        area.finished = True
    return events + stop_before_combat(state)


def combat_time_up(state) -> list[Event]:
    """Combat's time is over: the winner is decided on current power (combat.time_up)."""
    from tabletop.games.invocacion.rules.combat import time_up as combat_over
    return combat_over(state)
