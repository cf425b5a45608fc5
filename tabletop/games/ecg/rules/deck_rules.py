"""ECG's deck declaration (`DeckRules`) for the deck editor and `tabletop decks`; decks.py holds the rules (`check`).

Zones [hero], [resource] and [main]; the pool is every card, a hero going to [hero] and a
resource to [resource]; the editor groups cards by kind. The seats' decks are chosen by
kingdom (the `deck1`/`deck2` options of deckchoice.py), so `option` is None: no `--deck`.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable, Iterator

from tabletop.engine.decks import Deck, DeckRules, PoolCard
from tabletop.games.ecg.rules.cards import card_set
from tabletop.games.ecg.rules.decks import DECK_SIZE, DECKS_DIR, ZONES, check

OWN_ZONE_KINDS = ("hero", "resource")
FIRST_HAND = 5  # when the deck has no hero yet


def pool() -> list[PoolCard]:
    """Every ECG card, grouped by kind; heroes and resources go to their own zones (built once per card set)."""
    cards = card_set()
    if _POOL[0] is not cards:
        _POOL[:] = [cards, [_pool_card(card) for card in cards.cards.values()]]
    return list(_POOL[1])


_POOL: list = [None, []]  # [the card set, its pool]


def _pool_card(card) -> PoolCard:
    """One card as the editor sees it; its words (kind, face text) are worded only when the editor reads them."""
    zone = card.kind if card.kind in OWN_ZONE_KINDS else "main"
    return PoolCard(card.id, dict(card.name), card.kind, _Worded(_kind_label, card), card.cost, card.strength, zone,
                    _Worded(_filter_fields, card))


def _kind_label(card) -> dict:
    from tabletop.games.ecg.view.view_words import both

    return both(f"kind.{card.kind}")


def _filter_fields(card) -> dict:
    from tabletop.games.ecg.view.faces import face_fields

    fields = {**face_fields(card), "type": _kind_label(card), "cost": card.cost, "power": card.strength}
    return {k: v for k, v in fields.items() if v is not None}


class _Worded(Mapping):
    """A mapping worked out by `make(card)` the first time it is read (rules never read it: no UI words in a game)."""

    def __init__(self, make: Callable[[Any], dict], card: Any):
        self._make, self._card, self._data = make, card, None

    def _words(self) -> dict:
        if self._data is None:
            self._data = self._make(self._card)
        return self._data

    def __getitem__(self, key):
        return self._words()[key]

    def __iter__(self) -> Iterator:
        return iter(self._words())

    def __len__(self) -> int:
        return len(self._words())

    def __eq__(self, other) -> bool:
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._words())


def opening_hand(deck: Deck, rng) -> list[str]:
    """The first hand as a game starts: [main] shuffled, as many cards as the hero's Mano."""
    heroes = deck.cards("hero")
    size = card_set()[heroes[0]].hand if heroes and heroes[0] in card_set().cards else FIRST_HAND
    pile = deck.cards("main")
    rng.shuffle(pile)
    return pile[-size:][::-1] if size else []


DECK_RULES = DeckRules(
    zones=ZONES, pool=pool, check=check, opening_hand=opening_hand, ready_dir=DECKS_DIR, option=None,
    known_ids=lambda: card_set().cards, rule_options=("general_rule",),
    summary={"en": f"1 hero, 1 resource of its kingdom, {DECK_SIZE} cards in the deck: troops and generals of the "
                   "hero's kingdom (or mercenaries), one general card, each card at most its copies",
             "es": f"1 héroe, 1 recurso de su reino, {DECK_SIZE} cartas en el mazo: tropas y generales del reino "
                   "del héroe (o mercenarios), una sola carta de general, cada carta como mucho sus copias"},
)
