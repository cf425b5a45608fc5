"""Gnostica explains itself to a newcomer (issue 28, the newcomer pass): the board takes the room so territories say
their power in words, hover previews leave the scores alone, and the board never moves under the pointer."""
from __future__ import annotations

import time

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.cards import short_text, whole_caption
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene

GAME = get_game("gnostica")


def first_turn_table(make_app, size, lang="en", seed=1):
    """A new game against a bot, at Ana's first decision, drawn at `size`."""
    from tabletop.ui.i18n import set_language
    app = make_app(size=size, fast=True)
    set_language(lang)
    session = Session(GAME, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    for _ in range(3):
        app.frame([], 0.05)
    return app, table


def territory_rects(view) -> dict:
    """Space -> screen rect of every territory card on the board."""
    return {pos: view.cell_rect(pos) for pos in view.cells if view.obs.card_at(pos)}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_territories_say_their_power_in_words_at_1920(make_app, lang):
    """'territory text unreadable at 1920x1080 (the board stays small with wide margins) ... let the board use the
    space ... so territories read their power in words at 1920' (brief): every territory of a new game is at least
    90 px wide there and shows its power whole (no "…")."""
    whole_caption.SHOWN.clear()
    short_text.forget_shown()
    _app, table = first_turn_table(make_app, (1920, 1080), lang)
    view = table.view
    rects = territory_rects(view)
    assert len(rects) == 9 and all(rect.width >= short_text.MIN_WIDTH for rect in rects.values())
    captioned = {tuple(card) for _lines, _px, _plate, card in whole_caption.SHOWN}
    on_layer = [rect.move(-view.board.x, -view.board.y) for rect in rects.values()]  # the board is drawn in a layer
    assert all(tuple(rect) in captioned for rect in on_layer)
    assert all(not any("…" in line for line in lines) for lines, *_ in whole_caption.SHOWN)


def test_the_board_grows_into_the_room_at_1280(make_app):
    """'board cards below 90 px at 1280x720' (brief): the hand moved beside the board, so the board takes the table's
    whole height; its territories are larger than the 56 px of before and the hand's cards say their power."""
    whole_caption.SHOWN.clear()
    _app, table = first_turn_table(make_app, (1280, 720))
    view = table.view
    assert min(rect.width for rect in territory_rects(view).values()) >= 60
    hand = [rect for rect, ref in view.hits if ref.startswith("hand:")]
    assert hand and all(rect.width >= short_text.MIN_WIDTH for rect in hand)
    captioned = {tuple(card) for _lines, _px, _plate, card in whole_caption.SHOWN}
    assert all(tuple(rect) in captioned for rect in hand)
    assert not view.board.colliderect(view.strip) and table.areas()["table"].contains(view.strip)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_does_not_move_after_the_first_click(make_app, size):
    """'the board zooms and shifts after the first click: it must not move under the pointer' (brief): placing the
    first piece, the bot's answer and the next decision leave every territory where it was."""
    app, table = first_turn_table(make_app, size)
    view = table.view
    before = territory_rects(view)
    glowing = [(rect, ref) for rect, ref in view.hits if ref.startswith("cell:") and ref in table.by_ref()
               and table.ref_at(rect.center) == ref]
    rect, ref = glowing[len(glowing) // 2]
    moves = len(table.port.session.actions)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    assert len(table.port.session.actions) == moves + 1
    deadline = time.monotonic() + 20
    while table.port.session.to_move() != 0 and time.monotonic() < deadline:
        app.frame([], 0.05)
    for _ in range(3):
        app.frame([], 0.05)
    assert table.port.session.to_move() == 0
    after = territory_rects(view)
    assert {pos: after[pos] for pos in before} == before


def test_hover_previews_cover_neither_the_scores_nor_the_glowing_spaces(make_app):
    """'hover previews cover the score panel: place them where they cover neither the score panel nor the glowing
    refs' (brief), for every territory hovered at the first decision."""
    app, table = first_turn_table(make_app, (1280, 720))
    view = table.view
    scores = list(view.players.seat_rects.values())
    for pos, rect in territory_rects(view).items():
        table.hovered, table.mouse = f"cell:{pos[0]},{pos[1]}", rect.center
        placed = table.preview_rect()
        assert placed is not None
        lit = [r for r, ref in view.hits if ref in table.by_ref() and ref != table.hovered]
        assert not any(placed[1].colliderect(panel) for panel in scores), pos
        assert not any(placed[1].colliderect(r) for r in lit), pos
