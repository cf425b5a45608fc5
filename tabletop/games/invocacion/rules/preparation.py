"""Preparación in secret passes, and the Preparación cards' effects.

Preparación is played in passes: each seat still preparing, in priority order, arranges
its area (one small action at a time: pick a card, then where it goes, or cancel), plays
Preparación-icon cards from its hand, then ends its pass or finishes by placing its Power
counter. A pass in which nobody changed anything ends the phase; so does everybody
finishing. Then combat begins (combat.py). rounds.start_preparation opens the phase.
"""
from __future__ import annotations

from tabletop.engine.contract import Action, Event
from tabletop.engine.errors import IllegalActionError
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.combat import start_combat
from tabletop.games.invocacion.rules.copies import card_actions, list_index, named_place
from tabletop.games.invocacion.rules.effects import Discard, Draw, GainMana, Reveal
from tabletop.games.invocacion.rules.legends import legend_actions, take_legend
from tabletop.games.invocacion.rules.rounds import draw, gain_mana, look
from tabletop.games.invocacion.rules.state import InvocacionState, iter_area_cards
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS, Slot

PLACES = ("invocation", "conjuros", "apoyos", "hand")


def must_place_invocation(state: InvocacionState, seat: int) -> bool:
    """True when the seat has no invocation but holds a card it could place there."""
    area = state.area(seat)
    return area.invocation is None and any(True for _ in iter_area_cards(area))


def preparation_actions(state: InvocacionState) -> list[Action]:
    """The choices of the preparing seat (or of the seat discarding for an effect)."""
    if state.effect is not None:
        dropper = state.area(state.effect["dropper"])
        return card_actions("drop", ((c, "hand", i) for i, c in enumerate(dropper.hand)))
    seat = state.turn
    area = state.area(seat)
    if state.choice is not None:
        if state.choice["kind"] == "play":
            return [Action("target", (t,), ref=f"seat:{t}") for t in targets(state, seat)] + [Action("cancel")]
        return [Action("to", (place,), ref=f"zone:{place}") for place in destinations(state, seat)] + [Action("cancel")]
    actions = card_actions("pick", iter_area_cards(area))
    actions += card_actions("play", ((c, "hand", i) for i, c in enumerate(area.hand) if playable(state, seat, c)),
                            area.hand)
    actions += legend_actions(state, seat)
    if not must_place_invocation(state, seat):
        actions += [Action("end"), Action("finish")]
    return actions


def destinations(state: InvocacionState, seat: int) -> list[str]:
    """Where the picked card may go: another zone with room (an occupied Invocación swaps)."""
    area, source = state.area(seat), state.choice["zone"]
    room = {"invocation": True, "hand": True, "conjuros": len(area.conjuros) < MAX_CONJUROS,
            "apoyos": len(area.apoyos) < MAX_APOYOS}
    return [place for place in PLACES if place != source and room[place]]


def playable(state: InvocacionState, seat: int, card: str) -> bool:
    """True for a Preparación card whose chosen player, if it needs one, exists."""
    effect = deck()[card].effect
    if deck()[card].phase != "preparation" or effect is None:
        return False
    return not needs_target(card) or bool(targets(state, seat))


def needs_target(card: str) -> bool:
    """True when the card's effect reaches a player its owner chooses."""
    return any(getattr(step, "of", None) == "chosen" for step in deck()[card].effect.steps)


def targets(state: InvocacionState, seat: int) -> list[int]:
    """The players an effect may choose: the others still preparing (finished seats are locked)."""
    return [s for s in state.priority() if s != seat and not state.area(s).finished]


def apply_preparation(state: InvocacionState, action: Action) -> list[Event]:
    """Carry out one preparation action (already known to be legal)."""
    seat = state.to_move()
    kind = action.kind
    if kind == "drop":
        return drop(state, action.args[0], list_index(state.area(seat).hand, action))
    if kind == "pick":
        zone, index = named_place(action)
        if zone is None:
            zone, index = locate(state.area(seat), action.args[0])
        state.choice = {"kind": "place", "zone": zone, "index": index}
        return []
    if kind == "play":
        state.choice = {"kind": "play", "zone": "hand", "index": list_index(state.area(seat).hand, action)}
        return [] if needs_target(action.args[0]) else commit_play(state, seat, None)
    if kind == "cancel":
        state.choice = None
        return []
    if kind == "to":
        return move(state, seat, action.args[0])
    if kind == "target":
        return commit_play(state, seat, action.args[0])
    if kind == "end":
        return [Event("prep.ended_pass", {"seat": seat})] + advance(state)
    if kind == "finish":
        return finish(state, seat)
    if kind == "legend":
        return take_legend(state, seat)
    raise IllegalActionError(f"{action} is not a preparation action")


def locate(area, card: str) -> tuple[str, int]:
    """The zone and index of one of the seat's cards."""
    for found, zone, index in iter_area_cards(area):
        if found == card:
            return zone, index
    raise IllegalActionError(f"{card} is not in your hand or area")


def take(area, zone: str, index: int) -> str:
    """Remove and return the card at (zone, index) of an area."""
    if zone == "hand":
        return area.hand.pop(index)
    if zone == "invocation":
        card, area.invocation = area.invocation, None
        return card
    return getattr(area, zone).pop(index).card


def put(area, zone: str, card: str, index: int | None = None) -> None:
    """Place `card` face down in `zone` (at `index` when given: a swap keeps the slot)."""
    if zone == "hand":
        area.hand.insert(len(area.hand) if index is None else index, card)
    elif zone == "invocation":
        area.invocation, area.invocation_face_up = card, False
    else:
        slots = getattr(area, zone)
        slots.insert(len(slots) if index is None else index, Slot(card))


def move(state: InvocacionState, seat: int, place: str) -> list[Event]:
    """Commit the picked card's move; an occupied Invocación goes where the card came from."""
    area, source, index = state.area(seat), state.choice["zone"], state.choice["index"]
    card = take(area, source, index)
    if place == "invocation" and area.invocation is not None:
        put(area, source, take(area, "invocation", 0), index)
    put(area, place, card)
    state.choice, state.pass_changed = None, True
    return [Event("prep.moved", {"seat": seat})]


def finish(state: InvocacionState, seat: int) -> list[Event]:
    """Place the Power counter: the seat is locked; the first to finish takes 1 Maná from the discard."""
    state.area(seat).finished, state.pass_changed = True, True
    events = [Event("prep.finished", {"seat": seat})]
    if state.first_finisher is None:
        state.first_finisher = seat
        if state.discard:
            state.area(seat).mana.append(state.discard.pop())
            events.append(Event("prep.first_mana", {"seat": seat}))
    return events + advance(state)


def advance(state: InvocacionState) -> list[Event]:
    """The next seat still preparing; at the end of a pass without change (or when all finished) combat."""
    order = state.priority()
    position = order.index(state.turn)
    for step in range(1, len(order) + 1):
        if position + step == len(order):  # past the last seat in priority: this pass is over
            if not state.pass_changed:
                break
            state.pass_changed = False
            state.pass_number += 1
        seat = order[(position + step) % len(order)]
        if not state.area(seat).finished:
            state.turn = seat
            return []
    return stop_before_combat(state)


def stop_before_combat(state: InvocacionState) -> list[Event]:
    """Preparación is over: the combat begins."""
    return start_combat(state)


# --- Preparación effects -------------------------------------------------------------------------

def commit_play(state: InvocacionState, seat: int, target: int | None) -> list[Event]:
    """Show the chosen Preparación card and resolve its effect step by step; it goes to the discard after."""
    area = state.area(seat)
    card = area.hand.pop(state.choice["index"])
    state.choice, state.pass_changed = None, True
    events = [Event("prep.played", {"seat": seat, "card": card}, reveals=True)]
    if target is not None:
        events.append(Event("prep.target", {"seat": seat, "target": target}))
    state.effect = {"card": card, "seat": seat, "target": target, "step": 0, "drops": 0, "dropper": seat}
    return events + resume(state)


def resume(state: InvocacionState) -> list[Event]:
    """Resolve the effect's steps in order until one needs a player to choose a card."""
    effect = state.effect
    steps = deck()[effect["card"]].effect.steps
    events: list[Event] = []
    while effect["step"] < len(steps):
        step = steps[effect["step"]]
        effect["step"] += 1
        owner, target = effect["seat"], effect["target"]
        if isinstance(step, Draw):
            events += draw(state, owner, step.count)
        elif isinstance(step, GainMana):
            events += gain_mana(state, owner, step.count)
        elif isinstance(step, Reveal):
            events += look(state, owner, target, step.zone)
        elif isinstance(step, Discard):
            dropper = target if step.of == "chosen" else owner
            drops = min(step.count, len(state.area(dropper).hand))
            if drops:
                effect["drops"], effect["dropper"] = drops, dropper
                return events
    state.discard.append(effect["card"])
    state.effect = None
    return events


def drop(state: InvocacionState, card: str, index: int | None = None) -> list[Event]:
    """The seat an effect asks to discard gives up `card` (the copy at `index` of its hand) (shown to all)."""
    effect = state.effect
    seat = effect["dropper"]
    hand = state.area(seat).hand
    hand.pop(hand.index(card) if index is None else index)
    state.discard.append(card)
    effect["drops"] -= 1
    events = [Event("prep.discarded", {"seat": seat, "card": card}, reveals=True)]
    return events if effect["drops"] else events + resume(state)
