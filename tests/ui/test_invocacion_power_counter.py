"""Invocación's Power counter (a finished seat's "P") covers none of its invocation's marks: it sat over the
Apoyo chip of one's own Invocation (issue 28 review); it now hangs from the tile's foot, clear of the cards and
labels under it, at every table from two to eight seats, at 1280x720 and 1920x1080."""
from __future__ import annotations

import pygame
import pytest

from invocacion_audit import show_table
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.view import shots, view_tile
from tabletop.games.invocacion.view.view_layout import COUNTER_LEAST, power_counter, settle, table_layout

CARDS = ("granite_colossus", "forge_titan", "pyre_dancer", "sun_eater")  # with and without sacrifice and text


@pytest.fixture(scope="module")
def views():
    """The laid-out Invocación view of a two-seat game at each window size."""
    from tabletop.ui.app import App

    session = shots.table_session(2, late=False)
    found = {}
    for window in ((1280, 720), (1920, 1080)):
        _app, table = show_table(App(size=window), session)
        found[window] = (pygame.Rect(table.view.rect), table.view.room)
    pygame.display.quit()
    return found


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("seats", range(2, 9))
def test_the_power_counter_covers_no_mark_card_or_label(make_app, views, window, seats):
    """Each seat's counter lies in its area, at least 16 px across, over none of the invocation tile's marks (Poder
    disc, Apoyo chip, sacrifice) for any card, over no other card place and under no zone label."""
    make_app()
    rect, room = views[window]
    lay = table_layout(rect, seats, 0, 8, room)
    for seat, box in lay.areas.items():
        if not box.compact and not box.fixed:
            settle(box, 5, 3)
        counter = power_counter(box, room)
        assert box.rect.contains(counter) and counter.width >= 2 * COUNTER_LEAST, (seat, counter)
        tile = box.invocation
        for card_id in CARDS:
            for secret in (False, True):
                marks = view_tile.tile_marks(deck()[card_id], tile.size, "en", None, secret)
                assert not any(counter.colliderect(mark.move(tile.topleft)) for mark, _kind in marks), (seat, card_id)
        others = box.conjuros + box.apoyos + [box.mana, box.trophies]
        assert not any(counter.colliderect(place) for place in others), (seat, counter)
        labels = [pygame.Rect(x, y - room(box.label_pt + 4), room(60), room(box.label_pt + 4))
                  for x, y in box.labels.values()]
        assert not any(counter.colliderect(label) for label in labels), (seat, counter)
