"""Actions on cards that may have copies (Construido's decks, Armagedón's two sets).

An action on a card names the card: `pick frontier_lord`. When the same card lies twice in the zones an action
looks at (both copies a choice or not), each action on it also names its zone and index
(`pick frontier_lord apoyos 1`), so that every legal action has a canonical string of its own and applying it takes
that very copy, never the other. The ref (`apoyos:<card>`) stays the table's place of the card.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from tabletop.engine.contract import Action

#: (card, zone, index): where a card lies in a seat's area ("hand", "invocation", "conjuros", "apoyos", "mana")
Place = tuple[str, str, int]


def card_actions(kind: str, places: Iterable[Place], among: Iterable[str] | None = None) -> list[Action]:
    """One `kind` action per place; a card held more than once `among` the cards of the zones concerned (default:
    the places themselves) also names its zone and index, even when only one of its copies is a choice."""
    places = list(places)
    held = [card for card, _zone, _index in places] if among is None else list(among)
    if len(set(held)) == len(held):  # no card held twice (every game without copies): no Counter, no test per card
        return [Action(kind, (card,), ref=f"{zone}:{card}") for card, zone, _index in places]
    copies = Counter(held)
    return [Action(kind, (card,) if copies[card] == 1 else (card, zone, index), ref=f"{zone}:{card}")
            for card, zone, index in places]


def named_place(action: Action) -> tuple[str | None, int | None]:
    """The (zone, index) an action on a copy names, else (None, None)."""
    if len(action.args) == 3:
        return action.args[1], action.args[2]
    return None, None


def slot_index(slots: Sequence, action: Action) -> int:
    """The index of the slot (Conjuros or Apoyos) the action names: its own when it names one, else the first
    holding its card."""
    _zone, index = named_place(action)
    if index is not None:
        return index
    return next(i for i, slot in enumerate(slots) if slot.card == action.args[0])


def list_index(cards: Sequence[str], action: Action) -> int:
    """The index in a list of cards (the hand) the action names, else the first copy's."""
    _zone, index = named_place(action)
    return cards.index(action.args[0]) if index is None else index


def first_action(legal: Sequence[Action], kind: str, card: str) -> Action | None:
    """The first legal `kind` action on `card` (the first copy when there are several), or None."""
    return next((a for a in legal if a.kind == kind and a.args and a.args[0] == card), None)
