"""Fin de Mazo: the first time a deck runs out, its player chooses whether the discard becomes a new deck.

Seed: "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado."
Before a draw that will empty the deck (fewer cards in it than the draw), while the first deck end is
still to come, the player is asked (`state.pending` of kind "reshuffle"; interpretation 24). Yes marks
the seat (`reshuffle_ok`) and the draw shuffles the discard when the deck ends (effects.draw_cards); no
spends the first deck end (`deck_ends` 1): the draw brings what the deck holds and the player plays on
without a deck, keeping the discard for the cards that take cards back from it. Option reshuffle=always:
nobody is asked, the discard is always shuffled. A draw that is a cost is made whole (the play chose it).
"""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Action, Event
from tabletop.games.ecg.rules.state import HAND_LIMIT, EcgState

YES, NO = "yes", "no"


@dataclass(frozen=True)
class Choice:
    """A draw step waits for `seat`'s choice of reshuffling before drawing `count`."""

    seat: int
    count: int


def needs_choice(state: EcgState, seat: int, count: int) -> bool:
    """True when drawing `count` would end `seat`'s deck the first time and the player has not chosen yet."""
    data = state.seats[seat]
    if len(data["deck"]) >= count or state.option("reshuffle") != "choice" or data["deck_ends"] != 0 or \
            data.get("reshuffle_ok"):  # the deck's length first: nearly every draw leaves cards in it
        return False
    shuffled_later = data["discard"] or len(data["hand"]) + count > HAND_LIMIT  # the hand limit discards first
    return len(data["deck"]) < count and bool(shuffled_later)


def ask(state: EcgState, seat: int, count: int, then: str) -> list[Event]:
    """Open `seat`'s choice before a draw of `count`; `then` ("reinforce" or "stack") says what goes on after."""
    state.pending = {"kind": "reshuffle", "seat": seat, "draw": count, "then": then}
    return []


def actions(state: EcgState) -> list[Action]:
    """Shuffle the discard when the deck ends, or keep it and play on without a deck."""
    return [Action("reshuffle", (YES,)), Action("reshuffle", (NO,))]


def answer(state: EcgState, choice: str) -> tuple[dict, list[Event]]:
    """Record the choice; the pending decision (to go on with) and the events."""
    pending = state.pending
    state.pending = None
    seat = pending["seat"]
    data = state.seats[seat]
    if choice == YES:
        data["reshuffle_ok"] = True
        return pending, [Event("deck.will_reshuffle", {"seat": seat})]
    data["deck_ends"] = 1
    return pending, [Event("deck.kept", {"seat": seat, "count": len(data["discard"])})]


def takes_back(card_id: str) -> bool:
    """True when a card has an ability that takes cards back from the discard (the word `recall`)."""
    from tabletop.games.ecg.rules import lookup
    return any("recall" in ability.words for ability in lookup.card(card_id).abilities)
