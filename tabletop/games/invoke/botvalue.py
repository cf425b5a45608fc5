"""How much a position of Invoke is worth to a mage, and how much a card in the hand is worth keeping.

The worth is in Power Gems: the mage's own (after the damage already dealt this turn) against
the leader's and the others' average, plus a little for what protects or strikes later
(walls, a magical item, creatures, Delayed and Sustained attacks) and for the cards in hand.
When the mage leads, an emptier Aether is worth more (the game ends sooner); when it trails, less.
"""
from __future__ import annotations

from tabletop.games.invoke.carry import read_established
from tabletop.games.invoke.cards import deck
from tabletop.games.invoke.language import Illegal
from tabletop.games.invoke.state import DECKS, InvokeState

#: weights of the position's worth (in Power Gems)
LEADER_WEIGHT = 0.65  # the strongest rival's gems count this much against ours; the rest go to their average
AETHER_PRESSURE = 0.25  # per Aether gem gone: good while we lead, bad while we trail
WALL_POINT = 0.3
ITEM = 0.4
CREATURE = 0.3
DELAYED_POWER = 0.5  # per point of a Delayed or Sustained attack of ours still to strike
HAND_CARD = 0.05
GHOST = 1.5  # a mage on no gems is one turn from leaving the game
NOT_INVOKED = 0.3  # ending a turn without an invocation costs two cards of the hand

#: how much each word is worth keeping in the hand (a card's use in building invocations)
KEEP = {"element": 1.0, "move_left": 1.0, "move_right": 1.0, "invoke": 0.9, "build_wall": 0.6,
        "target_current": 0.9, "target_gem": 0.8, "haste": 0.8, "power": 0.6, "tome": 0.5, "wand": 0.7,
        "creature": 0.5, "delay": 0.4, "sustain": 0.5, "discard": 0.3, "target_hand": 0.35,
        "target_item": 0.3, "target_creature": 0.3, "target_established": 0.4}
#: cards of a hand per deck that make invocations (an attack: elements, a move, a modifier or a target)
HAND_SHAPE = {"manifest": 3, "thaumaturgy": 2, "focus": 2}


def effective_gems(state: InvokeState) -> dict[int, float]:
    """Each mage's gems once the damage already dealt this turn is taken (the mages still in the game)."""
    return {s: state.gems[s] - state.pending.get(str(s), 0) for s in state.alive()}


def position_value(state: InvokeState, seat: int) -> float:
    """What the position is worth to `seat`, in Power Gems (higher is better)."""
    gems = effective_gems(state)
    if seat not in gems:
        return -100.0
    rivals = [g for s, g in gems.items() if s != seat]
    mine = gems[seat]
    if not rivals:
        return 100.0
    strongest = max(rivals)
    value = mine - LEADER_WEIGHT * strongest - (1 - LEADER_WEIGHT) * sum(rivals) / len(rivals)
    drained = deck().aether_gems(state.num_seats) - state.aether + state.pending.get("aether", 0)
    value += AETHER_PRESSURE * drained * max(-1.0, min(1.0, mine - strongest))
    if mine <= 0:
        value -= GHOST
    value += WALL_POINT * sum(w.points for w in state.walls if w.owner == seat)
    item = state.items[seat]
    if item:
        value += ITEM + (ITEM if item["held"] else 0)
    value += CREATURE * sum(1 for c in state.creatures if c["owner"] == seat)
    value += DELAYED_POWER * sum(_delayed_power(e) for e in state.established if e["owner"] == seat)
    return value + HAND_CARD * len(state.hands[seat])


def _delayed_power(entry: dict) -> int:
    try:
        plan = read_established(entry)
    except Illegal:
        return 0
    return sum(s.power for s in plan.strikes) * len(entry["due"]) if plan.form == "attack" else 0


def keep_value(card: str, hand: list[str]) -> float:
    """How much `card` is worth keeping in `hand` (duplicates of a word are worth less)."""
    info = deck()[card]
    word = info.word
    base = KEEP.get(word, 0.3)
    same = sum(1 for c in hand if deck()[c].word == word) - 1
    spare = 2 if word == "element" else 1
    return base - 0.25 * max(0, same - spare + 1) + (0.05 if info.id in ("plus_2", "plus_1") else 0.0)


def worst_card(hand: list[str]) -> str:
    """The card of the hand the mage misses least (ties: the first in order)."""
    return min(sorted(set(hand)), key=lambda c: keep_value(c, hand))


def wanted_pile(hand: list[str], piles: list[str]) -> str:
    """The pile (of those allowed) whose deck the hand lacks most, by HAND_SHAPE."""
    counts = {d: sum(1 for c in hand if deck()[c].deck == d) for d in DECKS}
    return max(piles, key=lambda d: (HAND_SHAPE[d] - counts[d], -DECKS.index(d)))
