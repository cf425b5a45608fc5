"""The card renderer API on the runes deck: sizes, caching, every card drawn."""
from __future__ import annotations

import pygame
import pytest

from pathlib import Path

from tabletop.ui.cardface import CardRenderer

ROOT = Path(__file__).resolve().parents[2]


def test_layout_loads_for_runes(runes):
    assert runes.errors == []
    assert runes.card_size_mm == (63.0, 88.0)
    assert runes.aspect == pytest.approx(63 / 88)
    assert len(runes.card_ids) >= 41


def test_for_game_is_cached_per_game_and_art_dir(tmp_path):
    a = CardRenderer.for_game("runes")
    assert CardRenderer.for_game("runes") is a
    assert CardRenderer.for_game("runes", art_dir=tmp_path) is not a


GAMES = sorted(p.parent.name for p in (ROOT / "card_data").glob("*/layout.yaml"))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("width", [110, 400])
def test_every_card_renders_not_blank(game, width, is_blank):
    r = CardRenderer.for_game(game)
    assert r.errors == []
    assert r.card_ids
    size = r.size_for_width(width)
    for card_id in r.card_ids:
        for lang in ("en", "es"):
            surf = r.render(card_id, size, lang=lang)
            assert surf.get_size() == size
            assert surf.get_flags() & pygame.SRCALPHA
            assert not is_blank(surf), card_id
    assert not is_blank(r.render(r.card_ids[0], size, back=True))


@pytest.mark.parametrize("game", GAMES)
def test_shipped_cards_have_no_text_problems(game):
    assert CardRenderer.for_game(game).problems == {}


def test_gnostica_is_tarot_sized():
    r = CardRenderer.for_game("gnostica")
    assert r.card_size_mm == (70.0, 120.0)
    assert len(r.card_ids) == 78


def test_back_renders_and_corners_are_transparent(runes, is_blank):
    surf = runes.render(runes.card_ids[0], (110, 154), back=True)
    assert not is_blank(surf)
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((55, 77)).a == 255


def test_renders_are_cached(runes):
    card = runes.card_ids[3]
    assert runes.render(card, (110, 154)) is runes.render(card, (110, 154))
    assert runes.render(card, (110, 154), lang="es") is not runes.render(card, (110, 154))


def test_unknown_card_renders_a_visible_face_and_a_problem(runes, is_blank):
    surf = runes.render("no_such_card", (110, 154))
    assert not is_blank(surf)
    assert "no_such_card" in runes.problems
