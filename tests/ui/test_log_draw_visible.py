"""The log panel's redraw wraps only the entries it shows, whatever the game's length, and scrolls as before."""
from __future__ import annotations

import random

import pygame

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def _long_table(make_app, moves: int = 440):
    from table_scene import show_table

    session = Session(get_game("runes"), [Seat("human", "Ana")] + [Seat("bot", f"Bot {i}", "easy")
                                                                      for i in range(1, 4)], 3)
    session.autosave_path = None
    rnd = random.Random(5)
    for _ in range(moves):
        if session.is_over():
            break
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    _app, table = show_table(make_app(size=(1280, 720)), session)
    table.auto = table.playing = False
    return table


def _draw(table, counted: list) -> pygame.Surface:
    """Draw the log on a fresh surface, counting the entries it wraps."""
    surface = pygame.Surface((360, 600))
    wrapped = table.log._wrapped
    table.log._wrapped = lambda *args: counted.append(args) or wrapped(*args)
    try:
        table.log.draw(surface, surface.get_rect())
    finally:
        del table.log._wrapped
    return surface


def test_a_long_log_redraws_only_the_entries_it_shows(make_app):
    """A landing frame's log redraw does not grow with the game: it stops at the first entry above the panel."""
    table = _long_table(make_app)
    entries = table.log.entries()
    counted: list = []
    _draw(table, counted)
    assert len(entries) > 300
    assert len(counted) < 80


def test_scrolling_back_past_the_start_stops_at_the_first_entry(make_app):
    """Scrolled back too far, the log still clamps at its oldest entry (it then measures every entry)."""
    table = _long_table(make_app)
    table.log.wheel(10 ** 7)
    counted: list = []
    _draw(table, counted)
    top = table.log.scroll
    assert 0 < top < 10 ** 7
    assert len(counted) == len(table.log.entries())
    table.log.wheel(-top // 2)
    middle = table.log.scroll
    _draw(table, [])
    assert table.log.scroll == middle  # a scroll within the log is kept as it is


def test_a_landing_move_reads_only_the_new_entries_turn_marks(make_app, monkeypatch):
    """The log reads its turn marks incrementally, like its lines: no scan of the whole log when a move lands."""
    table = _long_table(make_app, moves=200)
    table.log.entries()
    game = table.game
    scans: list = []
    whole = game.turn_marks
    monkeypatch.setattr(game, "turn_marks", lambda log, movers: scans.append(len(log)) or whole(log, movers))
    rnd = random.Random(2)
    for _ in range(10):
        if table.port.session.is_over():
            break
        legal = table.port.session.legal_actions()
        table.play(legal[rnd.randrange(len(legal))], by_bot=table.port.session.to_move() != 0)
        table.log.entries()
    assert scans == []
