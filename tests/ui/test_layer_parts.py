"""The table's layer painted in pieces (tabletop/ui/layer_parts.py): after every landing move, and as the mouse
and the keyboard focus move, it is the same, pixel for pixel, as the layer painted whole; and most changes are
painted in pieces."""
from __future__ import annotations

import random

import pygame
import pytest
from table_scene import layer_bytes, still_table

from tabletop.ui.layer_parts import merged




def _whole(table) -> bytes:
    """The layer painted whole, every kept zone painted afresh (the kept pieces are put back after)."""
    from tabletop.ui.zone_cache import ZoneCache

    kept = pygame.Surface.copy(table._layer)
    owners = [table.view] + [part for part in vars(table.view).values() if hasattr(part, "zones")
                             or callable(getattr(part, "forget", None))]  # a part of the view keeping pixels
    for owner in owners:
        if isinstance(getattr(owner, "zones", None), ZoneCache):
            owner.zones.forget()
        if owner is not table.view and hasattr(owner, "forget"):
            owner.forget()
    table._layer_key = None
    table.layer_parts.forget()
    table._layer = None
    whole = layer_bytes(table)
    table._layer = kept
    return whole


def _hover_somewhere(table, rnd: random.Random) -> None:
    """Point at a random ref of the table (or nowhere), as a mouse would, and sometimes Tab to one."""
    hits = table.view.hits
    if hits and rnd.random() < 0.7:
        rect, _ref = hits[rnd.randrange(len(hits))]
        pos = rect.center
    else:
        pos = (5, table.app.size[1] // 2)
    table.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    if rnd.random() < 0.2:
        table.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))


@pytest.mark.parametrize("game_id, seats, options, partial_share", [
    ("invoke", 10, {}, 0.5), ("runes", 4, {}, 0.5), ("invocacion", 8, {"armageddon": True}, 0.5), ("ecg", 2, {}, 0.5),
    ("gnostica", 6, {}, 0.1)])  # random moves often move Gnostica's camera, which paints the board whole
def test_the_layer_painted_in_pieces_equals_the_layer_painted_whole(make_app, game_id, seats, options, partial_share):
    """Moves land (a bot's and the viewer's), the mouse and the focus move: every layer equals a whole repaint."""
    table = still_table(make_app(size=(1600, 900)), game_id, seats, options, 3)
    session = table.port.session
    rnd = random.Random(7)
    checked = 0
    for _ in range(30):
        if session.is_over():
            break
        legal = session.legal_actions()
        table.play(legal[rnd.randrange(len(legal))], by_bot=session.to_move() != 0)
        table.update(0.02)
        for _step in range(2):
            kept = layer_bytes(table)
            assert kept == _whole(table), f"after {checked} moves"
            _hover_somewhere(table, rnd)
            table.update(0.02)
        checked += 1
    assert checked >= 20
    assert table.layer_parts.partial >= checked * partial_share  # changes were painted in pieces


def test_pieces_are_joined_where_that_paints_no_more_and_at_most_twelve_remain():
    """Near rectangles become one, far ones and long crossing ones stay apart; many far apart are joined, closest
    first, down to four."""
    assert merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(2, 2, 5, 5)]) == [pygame.Rect(0, 0, 10, 10)]
    assert merged([pygame.Rect(0, 0, 100, 100), pygame.Rect(150, 0, 100, 100)]) == [pygame.Rect(0, 0, 250, 100)]
    assert len(merged([pygame.Rect(0, 0, 1000, 100), pygame.Rect(450, -500, 100, 1100)])) == 2
    far = [pygame.Rect(1000 * k, 0, 300, 300) for k in range(14)]
    pieces = merged(far)
    assert len(pieces) == 12
    assert all(any(piece.contains(rect) for piece in pieces) for rect in far)
    assert merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(900, 900, 10, 10)]) == \
        [pygame.Rect(0, 0, 10, 10), pygame.Rect(900, 900, 10, 10)]
