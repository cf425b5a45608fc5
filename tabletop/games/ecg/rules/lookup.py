"""The rules' one door to the card set (tabletop/games/ecg/rules/cards.py): a card by id, a kingdom's resource.

Tests may put a small card set of their own in front of the real one with `use_cards`.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Mapping, NamedTuple

from tabletop.games.ecg.rules.cards import card_set

#: kingdom -> the resource its cards produce and cost
RESOURCES = {"sol": "fe", "lechuza": "saber", "ciervo": "orgullo", "lobo": "ira", "leon": "disciplina",
             "devoto": "devocion"}
KINGDOMS = tuple(RESOURCES)
DEVOTION_KINGDOM = "devoto"

_override: list[Mapping[str, Any]] = []


def all_cards() -> Mapping[str, Any]:
    """Card id -> Card of the whole set."""
    if _override:
        return _override[-1]
    return card_set().cards  # card_set is cached (an import here cost more than the rest of the call)


def card(card_id: str) -> Any:
    """The Card called `card_id`."""
    return (_override[-1] if _override else card_set().cards)[card_id]  # all_cards(), a call less: rules ask a lot


class CardFacts(NamedTuple):
    """The card set in use and the sets of its ids the rules test a zone against (most cards have no ability,
    so a set lookup per card in play comes before reading the card): made once per card set."""

    cards: Mapping[str, Any]
    at_will: Mapping[str, frozenset[str]]  # where a card is in play -> cards with an ability used at will there
    turn_start: frozenset[str]  # cards with an ability set off when their controller's Preparación begins
    reactions: frozenset[str]  # reaction cards (Card.answers)


def facts() -> CardFacts:
    """The CardFacts of the card set in use."""
    cards = _override[-1] if _override else card_set().cards  # all_cards(), a call less
    kept = _FACTS[0]
    if kept is not None and kept.cards is cards and _FACTS[1] == len(cards):
        return kept
    kept = _FACTS[0] = _facts_of(cards)
    _FACTS[1] = len(cards)
    return kept


def _facts_of(cards: Mapping[str, Any]) -> CardFacts:
    at_will = {where: frozenset(card_id for card_id, card in cards.items() if card.at_will[where])
               for where in ("hero", "legacy", "court", "battle")}
    turn_start = frozenset(card_id for card_id, card in cards.items()
                           if any(trigger == "on_turn_start" for trigger, _where in card.triggered))
    reactions = frozenset(card_id for card_id, card in cards.items() if card.answers is not None)
    return CardFacts(cards, at_will, turn_start, reactions)


#: the CardFacts last made and the size of its card set (a set changed in place is read again)
_FACTS: list = [None, 0]


@contextmanager
def use_cards(cards: Mapping[str, Any]) -> Iterator[None]:
    """Within the block the rules see `cards` (id -> Card) instead of the real card set."""
    _override.append(cards)
    try:
        yield
    finally:
        _override.pop()


def card_name(card_id: str, lang: str) -> str | None:
    """A card's name in `lang`, or None for an id that names no card (a hidden one)."""
    cards = all_cards()
    if card_id not in cards:
        return None
    return cards[card_id].name.get(lang) or cards[card_id].name["en"]


def titles(card_id: str) -> frozenset:
    """The titles of a card (salvaje, devoto, mercenario, locura)."""
    return frozenset(getattr(card(card_id), "titles", ()) or ())


def is_mercenary(card_id: str) -> bool:
    """True for a mercenario (paid with any resource, produces its hero's)."""
    return "mercenario" in titles(card_id)
