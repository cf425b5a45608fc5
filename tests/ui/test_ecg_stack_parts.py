"""What waits on ECG's stack is repainted as small parts of the kept layer: each marked card, and a maneuver's
arrow in short pieces that together hold every pixel the arrow paints."""
from __future__ import annotations

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
