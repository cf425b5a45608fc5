"""Invoke's table at 1280x720 and 1920x1080: the hand's cards fill their band and grow with the window, and a
crowded mage's panel shows every chip (walls, item, creatures, established invocations) whole, in letters no
smaller than 11 px where the design size is larger."""
from __future__ import annotations

import sys

import pygame
import pytest

from tabletop.games.invoke.view import shots as shots_invoke
from tests.ui.test_teach_and_log import open_table

SIZES = ((1280, 720), (1920, 1080))
#: the hand card before it grew, at each size: (width, height)
HAND_BEFORE = {(1280, 720): (58, 81), (1920, 1080): (88, 123)}
LEAST_PX = 11


@pytest.fixture(scope="module")
def crowded():
    """Six, eight and ten mages with everything in play (made once)."""
    return {seats: shots_invoke.crowded_session(seats) for seats in (6, 8, 10)}


def written(monkeypatch) -> list[tuple[str, float, pygame.Rect]]:
    """Record (words, points, rect) of every line the Invoke view modules write."""
    import tabletop.games.invoke.view.table  # noqa: F401 - every view module loaded before they are wrapped
    lines: list = []
    for name, module in list(sys.modules.items()):
        real = getattr(module, "blit_text", None)
        if not name.startswith("tabletop.games.invoke.view") or real is None:
            continue

        def noting(surface, fonts, words, points, *args, real=real, **kwargs):
            rect = real(surface, fonts, words, points, *args, **kwargs)
            lines.append((words, points, rect))
            return rect
        monkeypatch.setattr(module, "blit_text", noting)
    return lines


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_cards_fill_their_band_and_grow_with_the_window(make_app, crowded, size):
    """At 1920x1080 the hand's cards were 88x123 in a band that had room for more; they are a quarter larger now
    (and larger at 1280x720 too), side by side inside the band, clear of the panels and of its side columns."""
    from tabletop.games.invoke.view.table import hand_name_points

    app, table = open_table(make_app, crowded[6], size=size)
    view, scale = table.view, app.scale
    cards = [rect for rect, _ref in view.hand]
    assert len(cards) >= 5
    width, height = HAND_BEFORE[size]
    grown = 1.2 if size == (1920, 1080) else 1.1
    assert all(r.width >= width * grown and r.height >= height * grown for r in cards), cards[0]
    assert all(view.lay.hand.contains(r) for r in cards)
    assert not any(a.colliderect(b) for k, a in enumerate(cards) for b in cards[k + 1:])
    assert not any(r.colliderect(box) for r in cards for box in view.lay.seats.values())
    assert app.fonts.px(hand_name_points(cards[0].height / scale)) >= LEAST_PX  # the names read at both sizes


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [6, 8, 10])
def test_a_crowded_panel_shows_every_chip_whole(make_app, monkeypatch, crowded, seats, size, lang):
    """"later: Delay, Move Left, Air" read "later: Del…" and a creature "Gole…" in crowded panels: every chip's
    label is now written whole inside its mage's panel (wrapped, on more rows, or a little smaller)."""
    from tabletop.ui.i18n import set_language

    lines = written(monkeypatch)
    app = make_app(size=size)
    set_language(lang)
    app.settings.language = lang
    app.relayout()
    session = crowded[seats]
    _app, table = open_table(lambda size: app, session, size=size)
    obs = session.observation(0)
    least = min(app.fonts.px(10), LEAST_PX)
    cut = []
    for seat, box in table.view.lay.seats.items():
        inside = [(words, points) for words, points, rect in lines if box.contains(rect)]
        said = " ".join(words for words, _points in inside)
        for words, _colour, _ref in table.view._seat_chips(obs, seat, lang):
            if words not in said:
                cut.append((seat, words))
        assert all(app.fonts.px(points) >= least for _words, points in inside), seat
    assert not cut, cut


@pytest.mark.parametrize("size", SIZES)
def test_the_kept_cards_beside_the_hand_read_whole(make_app, monkeypatch, size):
    """"1. Objetivo Invocación Est…": a card kept in a Tome was cut in the column beside the hand."""
    from tabletop.games.invoke.view.view_cards import card_name
    from tabletop.ui.i18n import set_language

    session = shots_invoke.crowded_session(6)
    state = session.full_state_unsafe_for_bots()
    held = ["target_established", "target_current", "move_left", "move_right"]
    state.items[0] = {"card": "tome", "held": held, "face_up": True}
    lines = written(monkeypatch)
    app = make_app(size=size)
    set_language("es")
    app.settings.language = "es"
    app.relayout()
    _app, table = open_table(lambda size: app, session, size=size)
    band = table.view.lay.hand
    said = " ".join(words for words, _points, rect in lines if band.contains(rect))
    kept = [f"{k + 1}. {card_name(card, 'es')}" for k, card in enumerate(held)]
    assert all(label in said for label in kept), said
