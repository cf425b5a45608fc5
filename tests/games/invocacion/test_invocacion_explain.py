"""What the buttons of Invocación say: showing or revealing a card tells its effect, in English and Spanish."""
from __future__ import annotations

import pytest

from tabletop.engine.contract import Action
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.game import GAME


def _with_text(phase: str | None):
    return next(card for card in deck().cards.values() if card.phase == phase and card.text)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_playing_a_preparacion_card_says_what_its_effect_does(lang):
    card = _with_text("preparation")
    words = GAME.explain_action(None, Action("play", (card.id,)), lang, [])
    assert words.startswith(GAME.text("explain.play", lang)) and words.endswith(card.text[lang])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_revealing_a_conjuro_says_what_its_effect_does(lang):
    card = _with_text("combat")
    words = GAME.explain_action(None, Action("reveal", (card.id,)), lang, [])
    assert words.startswith(GAME.text("explain.reveal", lang)) and words.endswith(card.text[lang])


def test_a_card_without_an_effect_keeps_the_plain_explanation():
    card = next(card for card in deck().cards.values() if not card.text)
    assert GAME.explain_action(None, Action("reveal", (card.id,)), "en", []) == GAME.text("explain.reveal", "en")
