"""ECG's zone labels are keyed by the numbers they say (`Painter.label_counts`): two positions with the same numbers
give a zone's label the same words, so a label whose key did not change never needs painting again."""
from __future__ import annotations

import pygame

from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.view.table import View
from tabletop.games.ecg.view.view_draw import Painter
from test_ecg_view import context, played


def test_the_same_counts_give_a_zone_label_the_same_words(make_app):
    app = make_app()
    states = [played(seed, moves) for seed in range(4) for moves in (0, 30, 90, 200)]
    view = View(GAME)
    for lang in ("en", "es"):
        said: dict = {}
        for state in states:
            ctx = context(app, state, 0)
            ctx.lang = lang
            view.sync(state, ctx)
            view.layout(pygame.Rect(14, 66, 960, 620), state)
            painter = Painter(ctx, view._card_drawer(ctx))
            for seat, half in view.lay.halves.items():
                for zone in half.labels:
                    counts, words = painter.label_counts(state, half, zone), painter.label_words(state, half, zone)
                    said.setdefault((zone, counts), set()).add(words)
        assert all(len(words) == 1 for words in said.values()), said
        for zone in ("infantry", "support", "court", "deck", "discard"):
            assert len({words for (z, _c), each in said.items() if z == zone for words in each}) > 1, zone
