"""Gnostica's click areas are worked out once per camera, layout and observation: the kept ones equal fresh ones."""
from __future__ import annotations

import random

import pygame

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def _fresh(view) -> tuple:
    kept = list(view.hits), dict(view.piece_boxes)
    view._hits_now()
    fresh = list(view.hits), dict(view.piece_boxes)
    view.hits, view.piece_boxes = kept
    return fresh


def test_kept_click_areas_equal_fresh_ones_while_moves_land_and_the_camera_moves(make_app):
    """After each landing move, a camera pan and a zoom, the kept click areas are those worked out afresh."""
    from table_scene import show_table

    session = Session(get_game("gnostica"), [Seat("human", "Ana")] + [Seat("bot", f"B{i}", "easy")
                                                                      for i in range(1, 6)], 2)
    session.autosave_path = None
    app, table = show_table(make_app(size=(1600, 900)), session)
    table.auto = table.playing = False
    view = table.view
    rnd = random.Random(3)
    count = view._hits_now
    for step in range(25):
        if table.port.session.is_over():
            break
        legal = table.port.session.legal_actions()
        table.play(legal[rnd.randrange(len(legal))], by_bot=table.port.session.to_move() != 0)
        app.frame([], 1 / 60)
        view._rebuild_hits()  # what a frame, a drag or a camera change asks (the camera may glide on)
        assert (view.hits, view.piece_boxes) == _fresh(view)
        if step % 5 == 4:
            app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0,
                                          which=0, touch=False)], 1 / 60)
            view.cam.x += 0.5
            view._rebuild_hits()
            assert (view.hits, view.piece_boxes) == _fresh(view)
            assert any(ref.startswith("cell:") for _rect, ref in view.hits)
    calls: list = []
    view._hits_now = lambda: calls.append(1) or count()
    view._rebuild_hits()
    view._rebuild_hits()
    assert calls == []  # nothing changed since the last frame: nothing worked out again
