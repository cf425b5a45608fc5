"""Every Wands card says how far it moves as the rules do ("1 space for a small minion, 1 or 2 for a medium, 1 to
3 for a large"), in words a player can read: the Spanish face said "de 1 a tamaño espacios" and the English one
"1 to size spaces" (issue 28 review)."""
from __future__ import annotations

import pytest

from tabletop.games.gnostica.rules.cards import DATA_FILE, load_deck

DISTANCE = {"en": ("up to the minion's size in spaces (1 to 3)",),
            "es": ("hasta tantos espacios como el tamaño del vasallo (de 1 a 3)",)}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_wands_card_says_the_distance_in_plain_words(lang):
    moving = [card for card in load_deck(DATA_FILE).cards.values() if "rod" in card.powers and len(card.powers) == 1]
    assert len(moving) >= 10  # the minor Wands cards
    for card in moving:
        words = card.text[lang]
        assert any(phrase in words for phrase in DISTANCE[lang]), (card.id, words)
        assert "1 to size" not in words and "a tamaño" not in words, (card.id, words)
