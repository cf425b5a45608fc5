"""ECG's deck declaration (`DeckRules`) for the deck editor and `tabletop decks`; decks.py holds the rules (`check`).

Zones [hero], [resource] and [main]; the pool is every card, a hero going to [hero] and a
resource to [resource]; the editor groups cards by kind. The seats' decks are chosen by
kingdom (the `deck1`/`deck2` options of deckchoice.py), so `option` is None: no `--deck`.
"""
from __future__ import annotations

from tabletop.engine.decks import Deck, DeckRules, PoolCard
from tabletop.games.ecg.cards import card_set
from tabletop.games.ecg.decks import DECK_SIZE, DECKS_DIR, ZONES, check

OWN_ZONE_KINDS = ("hero", "resource")
FIRST_HAND = 5  # when the deck has no hero yet


def pool() -> list[PoolCard]:
    """Every ECG card, grouped by kind; heroes and resources go to their own zones."""
    from tabletop.games.ecg.faces import face_fields
    from tabletop.games.ecg.view_words import both

    cards = []
    for card in card_set().cards.values():
        kind_label = both(f"kind.{card.kind}")
        fields = {**face_fields(card), "type": kind_label, "cost": card.cost, "power": card.strength}
        zone = card.kind if card.kind in OWN_ZONE_KINDS else "main"
        cards.append(PoolCard(card.id, dict(card.name), card.kind, kind_label, card.cost, card.strength, zone,
                              {k: v for k, v in fields.items() if v is not None}))
    return cards


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
