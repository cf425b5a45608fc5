"""ECG's parts of the kept layer hold what they stand for: what waits on the stack (each marked card, and a
maneuver's arrow in short pieces) and the rim that says who decides."""
from __future__ import annotations

import dataclasses

import numpy
import pygame

from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.view.table import View
from tabletop.games.ecg.view.view_draw import Painter
from test_ecg_view import context

ENDS = [((40, 600, 124, 158), (900, 60, 124, 158)),  # across both halves, slanting
        ((400, 600, 124, 158), (420, 80, 96, 134)),  # nearly upright
        ((40, 300, 58, 81), (700, 310, 58, 81)),  # level
        ((500, 500, 124, 158), (560, 520, 124, 158))]  # short


def _painter(make_app) -> Painter:
    app = make_app()
    state = GAME.setup({}, 2, 3)
    ctx = context(app, state, 0)
    return Painter(ctx, View(GAME)._card_drawer(ctx))


def test_the_arrow_pieces_hold_every_pixel_the_arrow_paints(make_app):
    painter = _painter(make_app)
    for start, end in ENDS:
        start, end = pygame.Rect(start), pygame.Rect(end)
        sheet = pygame.Surface((1100, 800), pygame.SRCALPHA)
        sheet.fill((0, 0, 0, 0))
        painter.arrow(sheet, start, end)
        places = painter.arrow_places(start, end)
        mask = pygame.mask.from_surface(sheet, 0)
        for place in places:
            mask.erase(pygame.mask.Mask(place.size, fill=True), place.topleft)
        assert mask.count() == 0, (start, end, mask.get_bounding_rects())
        assert places


def test_a_long_slanting_arrow_repaints_far_less_than_its_box(make_app):
    painter = _painter(make_app)
    start, end = (pygame.Rect(rect) for rect in ENDS[0])
    places = painter.arrow_places(start, end)
    box = places[0].unionall(places[1:])
    assert sum(place.width * place.height for place in places) < box.width * box.height / 3


def test_the_rim_parts_hold_every_pixel_the_decider_changes_in_a_half_but_its_numbers(make_app):
    """A half drawn for its seat deciding and for the other differs only in its rim parts and the hero's numbers."""
    app = make_app()
    state = GAME.setup({}, 2, 3)
    ctx = context(app, state, 0)
    view = View(GAME)
    view.sync(state, ctx)
    view.layout(pygame.Rect(14, 66, 1440, 900), state)
    painter = Painter(ctx, view._card_drawer(ctx))
    for seat, half in view.lay.halves.items():
        pictures = []
        for deciding in (seat, 1 - seat):
            sheet = pygame.Surface((1500, 1000))
            sheet.fill((30, 60, 40))
            turn = Painter(dataclasses.replace(ctx, to_move=deciding), view._card_drawer(ctx))
            name, status = view._name(ctx, seat), view._status(state, seat, ctx)
            turn.half(sheet, state, half, name, status, None)
            pictures.append(sheet)
        changed = (pygame.surfarray.array3d(pictures[0]) != pygame.surfarray.array3d(pictures[1])).any(axis=2)
        assert changed.any()
        for place in painter.edges(half) + [painter.stats_place(state, half, name, status)]:
            changed[place.left:place.right, place.top:place.bottom] = False
        assert not changed.any(), (seat, numpy.argwhere(changed)[:5])
