"""The log panel describes only the events new since the last frame; its entries equal a full rebuild."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui import i18n
from tabletop.ui.table_log import LogPanel


def _table(make_app, game_id: str, seats: int):
    from table_scene import show_table

    game = get_game(game_id)
    session = Session(game, [Seat("human", "Ana")] + [Seat("bot", f"Bot {i + 1} (easy)", "easy")
                                                      for i in range(1, seats)], 3)
    session.autosave_path = None
    _app, table = show_table(make_app(size=(1280, 720)), session)
    table.auto = table.playing = False  # the test plays every seat's moves itself
    return table


def _play(table, moves: int, rnd: random.Random) -> None:
    """Play `moves` random moves through the table (as a click or a landing bot does), checking the log each time."""
    for _ in range(moves):
        if table.port.session.is_over():
            return
        legal = table.port.session.legal_actions()
        table.play(legal[rnd.randrange(len(legal))], by_bot=table.port.session.to_move() != 0)
        _check(table)


def _check(table) -> None:
    assert table.log.entries() == LogPanel(table).entries()


@pytest.mark.parametrize("game_id, seats", [("runes", 4), ("gnostica", 3), ("invocacion", 3), ("invoke", 4),
                                             ("ecg", 2)])
def test_incremental_log_entries_equal_a_full_rebuild_after_moves_undo_and_a_language_switch(make_app, game_id, seats):
    """Each move describes only its own events; after undo or a language switch the log is rebuilt once."""
    table = _table(make_app, game_id, seats)
    rnd = random.Random(7)
    _play(table, 40, rnd)
    table.port.session.undo(0)
    table.changed()
    _check(table)
    _play(table, 10, rnd)
    before = i18n.lang()
    try:
        i18n.set_language("es" if before != "es" else "en")
        _check(table)
        _play(table, 10, rnd)
    finally:
        i18n.set_language(before)
    _check(table)


def test_a_move_describes_only_the_new_events(make_app, monkeypatch):
    """Landing a move words its own events (and the last one before, which the next may join), not the history."""
    table = _table(make_app, "gnostica", 3)
    rnd = random.Random(2)
    _play(table, 30, rnd)
    said = []
    describe = table.game.describe_event
    monkeypatch.setattr(table.game, "describe_event", lambda event, *a: said.append(event) or describe(event, *a))
    before = len(table.port.session.log)
    legal = table.port.session.legal_actions()
    table.play(legal[rnd.randrange(len(legal))], by_bot=table.port.session.to_move() != 0)
    table.log.entries()
    new = len(table.port.session.log) - before
    assert before >= 30 and 0 < len(said) <= new + 1
