"""Triggered abilities: a card's ability that fires on its own event (vocabulary.SELF_TRIGGERS).

When the event happens (a card enters play, a troop is wounded, destroyed or wins a maneuver,
its controller's Preparación begins) each matching ability of the card waits in
`state.triggers`; as soon as nothing else is pending, its controller plays it like an ability
used at will (its choices, its cost, the stack and the opponent's window), or declines it
(cancel) or, when its cost cannot be paid, it is skipped. A chain of CHAIN_LIMIT triggered abilities
without a free decision of a player between them stops there: the waiting ones are dropped.
"""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.ecg.rules import battle, lookup, play
from tabletop.games.ecg.rules.state import OVER, EcgState
from tabletop.games.ecg.rules.trigger_queue import fire

#: triggered abilities played in one chain (no free decision of a player between them) before the rest are
#: dropped: no card data can hang a game (a "when wounded" ability that wounds its own troop, say)
CHAIN_LIMIT = 50

def fire_turn_start(state: EcgState, seat: int) -> None:
    """Preparación begins: every card of `seat` in play with an on_turn_start ability fires."""
    cards, _at_will, having, _reactions = lookup.facts()  # few cards have one: a set lookup per card in play
    for where, entries in play.ability_places(state.seats[seat]):  # play.ability_sources without a generator
        for entry in entries:
            card_id = entry["card"]
            if card_id in having and ("on_turn_start", where) in cards[card_id].triggered:
                fire(state, seat, entry["uid"], card_id, "on_turn_start", where)


def next_trigger(state: EcgState) -> list[Event]:
    """When nothing is pending, let the controller of the oldest waiting trigger play it."""
    events: list[Event] = []
    while state.triggers and state.pending is None and state.window is None and not state.stack \
            and state.phase != OVER:
        if state.trigger_chain >= CHAIN_LIMIT:
            first = state.triggers[0]
            events.append(Event("trigger.loop", {"seat": first["seat"], "card": first["card"],
                                                 "count": state.trigger_chain}))
            state.triggers.clear()
            break
        item = state.triggers.pop(0)
        seat, card_id, index = item["seat"], item["card"], item["ability"]
        ability = lookup.card(card_id).abilities[index]
        source = item["uid"] if battle.find_troop(state, item["uid"]) else None
        if (ability.once_per_turn and f"{card_id}#{index}" in state.seats[seat]["used_x1"]) or \
                not play.effect_playable(state, seat, card_id, ability, source, from_hand=False):
            events.append(Event("trigger.skipped", {"seat": seat, "card": card_id}))
            continue
        events.append(Event("trigger.fired", {"seat": seat, "card": card_id}))
        state.trigger_chain += 1
        events += play.start_chain(state, seat, "ability", card_id, index, source, False)
    return events
