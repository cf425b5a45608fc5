"""How much a position of Invoke is worth to a mage, and how much a card in the hand is worth keeping.

The worth is in Power Gems: the mage's own (after the damage already dealt this turn) against
the leader's and the others' average, plus a little for what protects or strikes later
(walls, a magical item, creatures, Delayed and Sustained attacks) and for the cards in hand.
When the mage leads, an emptier Aether is worth more (the game ends sooner); when it trails, less.
With more than two mages "the leader" is a soft maximum (several rivals level at the top all
count), and the Aether race weighs the share of the win the mage would get if the game ended
now (a tie for the lead is worth ending on); with two mages both are exactly the plain rule.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from tabletop.engine.contract import Action

from tabletop.games.invoke.rules.carry import read_established, strikes_left
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.language import MOVES, Illegal
from tabletop.games.invoke.rules.state import DECKS, HIDDEN, InvokeState

@dataclass(frozen=True)
class Weights:
    """The weights of a position's worth, in Power Gems."""

    leader: float = 0.65  # the strongest rival's gems count this much against ours; the rest go to their average
    soft: float = 1.0  # "the strongest" is a soft maximum of this temperature (rivals level with him count); 0: max
    aether: float = 0.25  # per Aether gem gone: good while we lead, bad while we trail
    wall: float = 0.3  # per point of our walls
    wall_base: float = 0.0  # per wall of ours (it blocks its own element whole, whatever the power)
    item: float = 0.4  # a magical item of ours (as much again when it holds cards)
    creature: float = 0.3
    delayed: float = 0.5  # per point of a Delayed or Sustained attack of ours still to strike
    hand_card: float = 0.05
    ghost: float = 1.5  # a mage on no gems is one turn from leaving the game
    end: float = 5.0  # the Aether emptied this turn ends the game: won if we lead, lost if we trail


NORMAL = Weights()
NOT_INVOKED = 0.3  # ending a turn without an invocation costs two cards of the hand
#: an optional discard at the end of the turn: cards worth keeping less than this go
OPTIONAL_DISCARD = 0.3

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


def position_value(state: InvokeState, seat: int, weights: Weights = NORMAL) -> float:
    """What the position is worth to `seat`, in Power Gems (higher is better)."""
    gems = effective_gems(state)
    if seat not in gems:
        return -100.0
    rivals = [g for s, g in gems.items() if s != seat]
    mine = gems[seat]
    if not rivals:
        return 100.0
    strongest = soft_maximum(rivals, weights.soft) if weights.soft > 0 else max(rivals)
    value = mine - weights.leader * strongest - (1 - weights.leader) * sum(rivals) / len(rivals)
    drained = deck().aether_gems(state.num_seats) - state.aether + state.pending.get("aether", 0)
    lead = standing(gems, seat)
    value += weights.aether * drained * lead
    if state.aether - state.pending.get("aether", 0) <= 0:
        value += weights.end * lead
    if mine <= 0:
        value -= weights.ghost
    walls = [w for w in state.walls if w.owner == seat]
    value += weights.wall * sum(w.points for w in walls) + weights.wall_base * len(walls)
    item = state.items[seat]
    if item:
        value += weights.item * (2 if item["held"] else 1)
    value += weights.creature * sum(1 for c in state.creatures if c["owner"] == seat)
    value += weights.delayed * sum(_delayed_power(e) for e in state.established if e["owner"] == seat)
    return value + weights.hand_card * len(state.hands[seat])


def standing(gems: dict[int, float], seat: int) -> float:
    """How much better than an equal share the game's end would be now: 2 × (share of the win − 1 / mages), so
    +1 leading and −1 trailing with two mages; with more, a tie for the lead is still worth ending on."""
    top = max(gems.values())
    share = 1.0 / sum(1 for g in gems.values() if g == top) if gems[seat] == top else 0.0
    return 2.0 * (share - 1.0 / len(gems))


def soft_maximum(values: list[float], temperature: float) -> float:
    """A smooth maximum (log-sum-exp): rivals level with the strongest raise it, each gem of theirs lowers it."""
    top = max(values)
    return top + temperature * math.log(sum(math.exp((v - top) / temperature) for v in values))


def _delayed_power(entry: dict) -> int:
    try:
        plan = read_established(entry)
    except Illegal:
        return 0
    return sum(s.power for s in plan.strikes) * strikes_left(entry) if plan.form == "attack" else 0


def keep_value(card: str, hand: list[str]) -> float:
    """How much `card` is worth keeping in `hand` (duplicates of a word are worth less; the card's bot_keep hint)."""
    info = deck()[card]
    word = info.word
    base = KEEP.get(word, 0.3)
    same = sum(1 for c in hand if deck()[c].word == word) - 1
    spare = 2 if word == "element" else 1
    return base - 0.25 * max(0, same - spare + 1) + (info.bot_keep / 100 if info.bot_keep else 0.0)


def discard_or_finish(state: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
    """At the end of the turn: the card missed least, when a discard is due or it is hardly worth keeping; else finish."""
    hand = state.hands[seat]
    card = worst_card(hand)
    if state.must_discard or keep_value(card, hand) < OPTIONAL_DISCARD:
        return Action("discard", (card,))
    return Action("finish") if Action("finish") in legal else legal[0]


def worst_card(hand: list[str]) -> str:
    """The card of the hand the mage misses least (ties: the first in order)."""
    return min(sorted(set(hand)), key=lambda c: keep_value(c, hand))


def hand_potential(hand: list[str]) -> float:
    """What a hand can do, roughly: the strongest attack it holds (elements that may go together and
    the power modifiers, if it has a move), plus something for an answer with haste."""
    cards = deck()
    elements = Counter(cards[c].element for c in hand if cards[c].word == "element")
    power = sum(cards[c].value for c in hand if cards[c].word == "power" and cards[c].value > 0)
    strength = max(elements["fire"], elements["water"]) + max(elements["air"], elements["earth"]) + power
    moves = sum(1 for c in hand if cards[c].word in MOVES)
    answer = any(cards[c].word in ("target_current", "haste") for c in hand)
    return strength * (1.0 if moves else 0.4) + 0.5 * answer + 0.2 * min(moves, 2)


def best_pile(observation: InvokeState, seat: int, piles: list[str]) -> str:
    """The pile whose next card (one of the cards the mage has not seen) raises the hand's potential most."""
    seen = Counter(c for c in observation.all_cards() if c != HIDDEN)
    unseen = deck().counts(observation.booster) - seen
    hand = observation.hands[seat]
    now = hand_potential(hand)

    def expected(pile: str) -> float:
        drawable = [(c, n) for c, n in unseen.items() if deck()[c].deck == pile]
        total = sum(n for _c, n in drawable)
        if not total:
            return now
        return sum(n * (now if deck()[c].word == "chaos" else hand_potential(hand + [c])) for c, n in drawable) / total

    return max(piles, key=lambda pile: (round(expected(pile), 6), -DECKS.index(pile)))


def wanted_pile(hand: list[str], piles: list[str]) -> str:
    """The pile (of those allowed) whose deck the hand lacks most, by HAND_SHAPE."""
    counts = {d: sum(1 for c in hand if deck()[c].deck == d) for d in DECKS}
    return max(piles, key=lambda d: (HAND_SHAPE[d] - counts[d], -DECKS.index(d)))
