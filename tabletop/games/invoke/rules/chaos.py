"""Chaos cards: played the moment they are drawn, their effect words (vocabulary.py) carried out.

Cards "of their choice" are owed (state.owe) and chosen by each mage in phase GIVE; whose
hand Borrowed Spark takes from is the drawer's decision (phase CHAOS).
"""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.state import InvokeState, owe


def whose(state: InvokeState, drawer: int, of: str) -> list[int]:
    """The mages an effect reaches: the drawer, or every mage still in the game."""
    return [drawer] if of == "drawer" else state.alive()


def take_random(state: InvokeState, seat: int, count: int) -> list[str]:
    """Up to `count` cards taken at random from a hand."""
    hand = state.hands[seat]
    return [hand.pop(state.rng.randrange(len(hand))) for _ in range(min(count, len(hand)))]


def crumble(state: InvokeState, walls) -> None:
    """These walls crumble: their cards go to the discards."""
    for wall in list(walls):
        state.walls.remove(wall)
        state.discard(wall.cards + wall.spent)


def play_chaos(state: InvokeState, drawer: int, card: str, draw_one) -> list[Event]:
    """Carry out a chaos card drawn by `drawer`; `draw_one(seat)` draws a card (for Sudden Clarity)."""
    events: list[Event] = [Event("chaos.drawn", {"seat": drawer, "card": card}, reveals=True)]
    for step in deck()[card].effect.steps:
        events += _STEPS[step.word](state, drawer, step, draw_one)
    if state.chaos == "waiting":
        state.chaos = card  # waits on the table until its drawer chooses
    else:  # (a chaos card it made its drawer draw may be the one waiting)
        state.discard([card])
    return events


def _lose_gems(state, drawer, step, _draw):
    for seat in whose(state, drawer, step["of"]):
        state.gems[seat] = max(0, state.gems[seat] - step["count"])
    return []


def _gain_gems(state, drawer, step, _draw):
    gained = min(step["count"], state.aether)
    state.aether -= gained
    state.gems[drawer] += gained
    return []


def _discard(state, drawer, step, _draw):
    events = []
    for seat in whose(state, drawer, step["of"]):
        if not step["random"]:
            owe(state, seat, step["count"], None)  # each mage chooses
            continue
        for card in take_random(state, seat, step["count"]):
            state.discard([card])
            events.append(Event("hand.discarded", {"seat": seat, "card": card}, reveals=True))
    return events


def _draw(state, drawer, step, draw_one):
    events = []
    for seat in whose(state, drawer, step["of"]):
        for _ in range(step["count"]):
            events += draw_one(seat)
    return events


def _take_cards(state, drawer, step, _draw):
    if any(state.hands[s] for s in state.alive() if s != drawer):
        state.chaos = "waiting"  # the drawer chooses whose hand (phase CHAOS)
    return []


def _crumble_walls(state, drawer, step, _draw):
    crumble(state, [w for w in state.walls if step["of"] == "all" or w.owner == drawer])
    return []


def _reverse(state, _drawer, _step, _draw):
    state.direction = -state.direction
    return [Event("chaos.reversed", {})]


def _pass_cards(state, _drawer, step, _draw):
    alive = state.alive()
    shift = 1 if step["direction"] == "left" else -1
    for index, seat in enumerate(alive):  # each mage chooses; all the cards move together
        owe(state, seat, step["count"], alive[(index + shift) % len(alive)])
    return []


def _drain_aether(state, _drawer, step, _draw):
    state.aether = max(0, state.aether - step["count"])
    return []


def _weaken_walls(state, drawer, step, _draw):
    for wall in [w for w in state.walls if step["of"] == "all" or w.owner == drawer]:
        state.discard(wall.lose(step["count"]))  # an element card left without points goes to the discards
        if not wall.slots:
            crumble(state, [wall])
    return []


def _dispel(state, drawer, step, _draw):
    for entry in [e for e in state.established if step["of"] == "all" or e["owner"] == drawer]:
        state.established.remove(entry)
        state.discard(entry["cards"])
    return []


_STEPS = {"lose_gems": _lose_gems, "gain_gems": _gain_gems, "discard": _discard, "draw": _draw,
          "take_cards": _take_cards, "crumble_walls": _crumble_walls, "reverse": _reverse,
          "pass_cards": _pass_cards, "drain_aether": _drain_aether, "weaken_walls": _weaken_walls,
          "dispel": _dispel}


def borrow(state: InvokeState, drawer: int, victim: int) -> list[Event]:
    """Borrowed Spark: the drawer takes cards at random from the chosen mage's hand."""
    card, state.chaos = state.chaos, None
    taken = take_random(state, victim, deck()[card].effect.find("take_cards")["count"])
    state.hands[drawer] += taken
    state.discard([card])
    return [Event("hand.moved", {"seat": victim, "target": drawer, "count": len(taken)})] + \
        [Event("hand.received", {"seat": drawer, "card": c}, audience=drawer, reveals=True) for c in taken]
