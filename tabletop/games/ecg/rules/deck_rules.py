"""ECG's deck declaration (`DeckRules`) for the deck editor and `tabletop decks`, and the deck files read by it;
decks.py holds the rules (`check`).

Zones [hero], [resource] and [main]; the pool is every card, a hero going to [hero] and a
resource to [resource]; the editor groups cards by kind (its words are the rules' `KIND_GROUPS`; the
editor's filter also reads the card faces, which the view words: view/faces.py `filter_fields`). The
seats' decks are chosen by kingdom (the `decks` option of deckchoice.py), so `option` is None: no `--deck`.
"""
from __future__ import annotations

from pathlib import Path

from tabletop.data import DataError, DataErrors
from tabletop.engine import decks as deckfiles
from tabletop.engine.decks import Deck, DeckError, DeckRules, PoolCard
from tabletop.games.ecg.rules.cards import card_set
from tabletop.games.ecg.rules.decks import (DECK_SIZE, DECKS_DIR, GAME, KIND_GROUPS, ZONES, DeckList, check,
                                            deck_list)

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
    """One card as the editor sees it: its kind's words, cost and strength (the face's words come from the view)."""
    zone = card.kind if card.kind in OWN_ZONE_KINDS else "main"
    label = dict(KIND_GROUPS[card.kind])
    fields = {"type": label, "cost": card.cost, "power": card.strength}
    return PoolCard(card.id, dict(card.name), card.kind, label, card.cost, card.strength, zone,
                    {key: value for key, value in fields.items() if value is not None})


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


def load_deck_file(path: str | Path) -> DeckList:
    """Read and check a deck file; DataErrors lists every broken rule as file:line: message."""
    try:
        chosen = deckfiles.load_legal_deck(path, DECK_RULES, GAME)
    except DeckError as exc:
        raise DataErrors([DataError(p.message(), exc.path, p.line) for p in exc.problems]) from None
    return deck_list(chosen)


def ready_deck_path(kingdom: str) -> Path:
    """The file of a kingdom's ready-made deck."""
    return DECKS_DIR / f"{kingdom}.txt"


def ready_deck(kingdom: str) -> dict:
    """The ready-made deck of `kingdom` as {"hero", "resource", "cards", "name"} (checked; DataErrors if not legal)."""
    return load_deck_file(ready_deck_path(kingdom)).as_dict()


def other_file_loader(path: Path):
    """The strict loader of a data file besides cards.yaml: the ready-made decks (decks/*.txt)."""
    return load_deck_file if path.suffix == ".txt" and path.parent.name == "decks" else None
