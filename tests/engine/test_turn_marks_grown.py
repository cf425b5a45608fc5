"""Each game's turn marks, read incrementally as moves land, equal a scan of the whole log."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


@pytest.mark.parametrize("game_id, seats", [("runes", 4), ("gnostica", 3), ("invocacion", 3), ("invoke", 4),
                                             ("ecg", 2), ("runes", 2), ("invocacion", 2)])
def test_turn_marks_grown_equal_the_whole_log_scan_after_every_move(game_id, seats):
    """A log panel reads only the new entries' marks; they are the marks `turn_marks` finds over the whole log."""
    game = get_game(game_id)
    for seed in (1, 2):
        session = Session(game, [Seat("bot", f"B{i}", "easy") for i in range(seats)], seed)
        session.autosave_path = None
        rnd = random.Random(seed)
        marks, read = game.turn_marks(session.log, session.movers), len(session.log)
        for _ in range(250):
            if session.is_over():
                break
            legal = session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
            marks = game.turn_marks_grown(session.log, session.movers, marks, read)
            read = len(session.log)
            assert marks == game.turn_marks(session.log, session.movers)
