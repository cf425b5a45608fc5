"""ECG's table at table size: every card's name legible without hovering, kingdoms and types told apart at
a glance, the hand large and spread over the free felt, and any card shown whole when hovered."""
from __future__ import annotations

import pygame
import pytest

from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.view import view_tile
from tabletop.games.ecg.rules.cards import load_deck
from tabletop.games.ecg.view import shots as shots_ecg
from tabletop.ui.cardface import CardRenderer
from tests.ui.test_teach_and_log import open_table


@pytest.fixture(scope="module")
def full_lines():
    """Ana's Acción phase, every line and court full (the benchmark's table)."""
    return shots_ecg.full_lines_session()


def table_tiles(table) -> list[tuple[pygame.Rect, str]]:
    """(rect, card id) of every card drawn as a tile: the lines, courts, heroes, legacies and the hand."""
    view = table.view
    return [(rect, view.ref_cards[ref]) for rect, ref in view.hits
            if ref.startswith(("card:", "hand:")) and view.ref_cards.get(ref, "?") != "?"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_name_on_the_table_is_drawn_at_least_11_px_high(make_app, full_lines, size):
    app, table = open_table(make_app, full_lines, size=size)
    tiles = table_tiles(table)
    assert len(tiles) >= 20 + 12 + 2  # four full lines, two full courts, two heroes
    for rect, card_id in tiles:
        name = lookup.card(card_id).name["en"]
        band = rect.width - 2 * max(2, round(rect.width * 0.04))
        lines, px, bold = view_tile.fit_name(name, view_tile.name_px(rect.height), band - 2 * max(2, band // 28))
        rendered = view_tile.text_surface(lines[0], px, (0, 0, 0), bold, band)
        assert px >= view_tile.MIN_NAME_PX and rendered.get_height() >= 11, (card_id, rect.size, px)
        assert 1 <= len(lines) <= 2 and lines[0], card_id


def test_a_long_name_loses_its_epithet_before_being_cut():
    assert " ".join(view_tile.fit_name("Ulfra, Mother of the Pack", 12, 60)[0]) == "Ulfra, Mother"
    assert view_tile.fit_name("Ulfra, Mother of the Pack", 12, 30)[0] == ["Ulfra"]
    assert view_tile.fit_name("Tiberio of the Nine Shields", 12, 60)[0] == ["Tiberio"]
    assert view_tile.fit_name("Snow Cub", 12, 60)[0] == ["Snow Cub"]
    assert view_tile.fit_name("Portaestandarte", 12, 40)[0] == ["Portaes-", "tandarte"]  # one long word: a hyphen
    lines, px, _bold = view_tile.fit_name("Portaestandarte", 12, 30)  # no room even so: ellipsis, never tiny
    assert lines[0].endswith("…") and px >= view_tile.MIN_NAME_PX


def test_kingdoms_frame_their_tiles_in_their_own_colour_and_each_type_has_its_glyph(make_app):
    make_app()
    palettes = CardRenderer.for_game("ecg").layout.palettes["kingdom"]
    deck = load_deck()
    frames = {}
    for kingdom in ("leon", "lobo", "sol", "lechuza", "ciervo", "devoto"):
        troop = next(c for c in deck.cards.values() if c.kind == "troop" and c.kingdom == kingdom)
        frames[kingdom] = view_tile.tile(troop, (76, 94), "en", palettes).get_at((38, 1))[:3]
    assert len(set(frames.values())) == len(frames), frames
    glyphs = {kind: view_tile.glyph(next(c for c in deck.cards.values() if c.kind == kind and not c.prayer))
              for kind in ("troop", "general", "hero", "action", "reaction", "legacy")}
    assert len(set(glyphs.values())) == len(glyphs), glyphs


def test_the_hand_spreads_from_the_tables_left_edge_with_tiles_larger_than_the_tables(make_app, full_lines):
    app, table = open_table(make_app, full_lines)
    lay = table.view.lay
    hand = lay.hand
    assert len(hand) == len(full_lines.observation(0).seats[0]["hand"]) >= 5
    hero = lay.halves[0].hero
    assert hand[0].x <= hero.x  # under the hero column too: no empty felt on the left
    card_w, card_h = lay.card
    assert hand[0].width * hand[0].height > card_w * card_h
    assert all(a.right <= b.x for a, b in zip(hand, hand[1:]))  # side by side, none hidden under another


def test_hovering_any_card_on_the_table_or_in_the_hand_shows_it_whole_and_large(make_app, full_lines):
    app, table = open_table(make_app, full_lines)
    checked = 0
    for rect, card_id in table_tiles(table):
        point = (rect.centerx, rect.y + rect.height * 3 // 4)
        app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(0, 0, 0)))
        shown = table._preview_request()
        assert shown is not None and shown[0] == card_id, (card_id, table.hovered)
        assert shown[1][1] >= 0.4 * 720  # the printed face, large
        checked += 1
    assert checked >= 30


def test_a_chooser_sized_card_is_its_tile_and_the_large_preview_its_printed_face(make_app, full_lines):
    from tests.ui.test_ecg_view import context
    app, table = open_table(make_app, full_lines)
    obs = full_lines.observation(0)
    ctx = context(app, obs, 0)
    card_id = obs.seats[0]["hand"][0]
    card = lookup.card(card_id)
    palettes = ctx.cards.layout.palettes["kingdom"]
    small = table.view.card_image(card_id, (110, 150), ctx)
    assert small is view_tile.tile(card, (110, 150), "en", palettes, view_tile.cost_for(card, obs.seats[0]["kingdom"]),
                                   True)
    large = table.view.card_image(card_id, (240, 345), ctx)
    assert large is ctx.cards.render(card_id, size=(240, 345), lang="en")
