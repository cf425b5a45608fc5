"""Invoke's chips on the mages' panels (walls, items, creatures, established invocations) stay clickable after every
move, also when the move repaints only a piece of the table that does not reach their panel."""
from __future__ import annotations

import random

from table_scene import layer_bytes, still_table

CHIPS = ("wall:", "creature:", "established:")


def _chip_refs(table) -> set[str]:
    return {ref for _rect, ref in table.view.hits if ref.startswith(CHIPS)}


def test_every_chip_keeps_its_click_area_after_a_move_painted_in_pieces(make_app):
    table = still_table(make_app(size=(1600, 900)), "invoke", 10, {}, 5)
    session = table.port.session
    from tabletop.bots.base import bot_action
    from tabletop.bots.levels import make_bot
    from tabletop.engine.rng import Rng

    bot, rng = make_bot(session.game, "easy"), Rng(5)
    seen_chips, partial = 0, table.layer_parts.partial
    for _ in range(160):
        if session.is_over():
            break
        seat = session.to_move()
        table.play(bot_action(session.game, bot, session.observation(seat), rng), by_bot=seat != 0)
        layer_bytes(table)
        after_pieces = _chip_refs(table)
        table.layer_parts.forget()
        table._layer_key = None
        layer_bytes(table)  # the same position painted whole
        assert after_pieces == _chip_refs(table)
        seen_chips = max(seen_chips, len(after_pieces))
    assert seen_chips >= 2 and table.layer_parts.partial > partial + 40
