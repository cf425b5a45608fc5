"""Invoke's cards on the table wear their printed faces: the hand's cards (and the invocation's, and large discards)
are drawn from the card renderer's faces, their names whole and at least 11 px tall at 1280x720 and 1920x1080 in
English and Spanish; without a renderer the plain tiles still carry the names."""
from __future__ import annotations

import pygame
import pytest

from tabletop.games.invoke.view import shots as shots_invoke
from tests.ui.test_teach_and_log import open_table

SIZES = ((1280, 720), (1920, 1080))
LEAST_PX = 11


@pytest.fixture(scope="module")
def building():
    """Ana halfway through an invocation, four cards in her hand (made once)."""
    return shots_invoke.building_session()


def opened(make_app, session, size, lang):
    """The app and table of `session` at `size` in `lang`, every kept tile forgotten first."""
    from tabletop.games.invoke.view.view_faces import forget_tiles
    from tabletop.ui.i18n import set_language

    forget_tiles()
    app = make_app(size=size)
    set_language(lang)
    app.settings.language = lang
    app.relayout()
    return open_table(lambda size: app, session, size=size)


def recorded(monkeypatch, module, name: str) -> list:
    """Record the arguments of every call of `module.name` (it still runs)."""
    calls: list = []
    real = getattr(module, name)

    def noting(*args, **kwargs):
        result = real(*args, **kwargs)
        calls.append((args, kwargs, result))
        return result
    monkeypatch.setattr(module, name, noting)
    return calls


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_the_hand_wears_the_renderers_faces_with_names_whole(make_app, monkeypatch, building, size, lang):
    """Each hand card is the renderer's face (its art where the plain tile had a flat fill), its name written
    whole on it in letters at least 11 px tall, inside the card."""
    from tabletop.games.invoke.view import view_faces
    from tabletop.games.invoke.view.view_cards import card_colour, card_name

    tiles = recorded(monkeypatch, view_faces, "face_tile")
    names = recorded(monkeypatch, view_faces, "blit_text")
    app, table = opened(make_app, building, size, lang)
    hand = [(rect, ref.partition(":")[2]) for rect, ref in table.view.hand]
    assert len(hand) >= 3
    drawn = {args[2] for args, _kw, _tile in tiles}
    assert {card for _rect, card in hand} <= drawn
    for rect, card in hand:
        art = (rect.centerx, rect.y + rect.height * 3 // 4)
        assert app.window.get_at(art)[:3] != card_colour(card), card  # not the plain tile's flat fill
        lines = [(args[2], args[3], result) for args, _kw, result in names
                 if args[0].get_size() == rect.size and args[2] in card_name(card, lang)]
        written = " ".join(words for words, _points, _rect in lines)
        assert card_name(card, lang) in written, (card, written)
        assert all(app.fonts.px(points) >= LEAST_PX and line.width <= rect.width for _w, points, line in lines), \
            [(w, app.fonts.px(p), line, rect) for w, p, line in lines]


@pytest.mark.parametrize("size", SIZES)
def test_the_invocation_on_the_table_wears_its_faces(make_app, monkeypatch, building, size):
    """The invocation being built is drawn from the faces too (its cards are wide enough)."""
    from tabletop.games.invoke.view import view_faces

    tiles = recorded(monkeypatch, view_faces, "face_tile")
    _app, _table = opened(make_app, building, size, "en")
    building_cards = building.full_state_unsafe_for_bots().building["cards"]
    assert set(building_cards) <= {args[2] for args, _kw, _tile in tiles}


def test_narrow_cards_stay_plain_tiles():
    """Below FACE_LEAST_WIDTH (a small discard at 1280x720) a card keeps its plain tile, its name readable."""
    from tabletop.games.invoke.view.view_faces import FACE_LEAST_WIDTH, wears_face

    renderer = object()
    assert not wears_face(renderer, "fire", pygame.Rect(0, 0, FACE_LEAST_WIDTH - 1, 74))
    assert wears_face(renderer, "fire", pygame.Rect(0, 0, FACE_LEAST_WIDTH, 74))
    assert not wears_face(None, "fire", pygame.Rect(0, 0, 100, 140))
    assert not wears_face(renderer, "?", pygame.Rect(0, 0, 100, 140))


@pytest.mark.parametrize("size", SIZES)
def test_without_a_renderer_the_plain_tiles_carry_the_names(make_app, monkeypatch, building, size):
    """No card renderer: the hand's cards are the plain tiles of before, each with its name."""
    from tabletop.games.invoke.view import view_cards, view_faces
    from tabletop.games.invoke.view.view_cards import card_name
    from tabletop.ui.scenes import table as table_scene

    monkeypatch.setattr(table_scene, "make_card_renderer", lambda *args, **kwargs: None)
    tiles = recorded(monkeypatch, view_faces, "face_tile")
    names = recorded(monkeypatch, view_cards, "blit_text")
    _app, table = opened(make_app, building, size, "en")
    assert table.cards is None and not tiles
    written = " ".join(args[2] for args, _kw, _rect in names)
    for _rect, ref in table.view.hand:
        assert card_name(ref.partition(":")[2], "en") in written
