"""What the table works out once per change, not once per move or per frame: the knowledge audit, seat names,
the action bar's buttons."""
from __future__ import annotations

import random

import pygame

from tabletop.engine import audit
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat, bot_name
from tabletop.engine.session import Session
from tabletop.ui import i18n


def test_the_knowledge_audit_runs_once_per_state_version_when_bots_move(make_app, monkeypatch):
    """A bot's move words what the viewer saw before and sees after: the 'after' of one move is the next 'before'."""
    from table_scene import show_table

    session = Session(get_game("invoke"), [Seat("human", "Ana")] + [Seat("bot", f"B{i}", "easy") for i in range(3)],
                      5)
    session.autosave_path = None
    _app, table = show_table(make_app(size=(1280, 720)), session)
    table.auto = table.playing = False
    calls = []
    knowledge = audit.knowledge
    monkeypatch.setattr(audit, "knowledge", lambda *a, **k: calls.append(1) or knowledge(*a, **k))
    rnd, bot_moves, runs, last_by_bot = random.Random(1), 0, 0, False
    while bot_moves < 12 and not session.is_over():
        by_bot = session.to_move() != 0
        legal = session.legal_actions()
        table.play(legal[rnd.randrange(len(legal))], by_bot=by_bot)
        bot_moves += by_bot
        runs += by_bot and not last_by_bot
        last_by_bot = by_bot
    assert bot_moves == 12
    assert len(calls) == bot_moves + runs  # one 'before' per run of bot moves, one 'after' per move


def test_default_seat_names_are_worded_once_per_seats_and_language(monkeypatch):
    """Default names ("Bot 2 (easy)") are translated once, not on every frame."""
    seats = [Seat("human", "Player 1"), Seat("bot", bot_name("easy", 1), "easy")]
    first = i18n.seat_names(seats, "es")
    worded = []
    tr = i18n.tr
    monkeypatch.setattr(i18n, "tr", lambda *a, **k: worded.append(a) or tr(*a, **k))
    assert [i18n.seat_names(seats, "es") for _ in range(5)] == [first] * 5
    assert worded == []
    assert i18n.seat_names(seats, "en") != first  # another language is worded again


def test_the_action_bar_keeps_its_buttons_while_they_look_the_same(make_app):
    """A move that leaves the bar's buttons as they were (same words, places) builds no new pygame_gui buttons,
    and each button then stands for the new position's choice."""
    from table_scene import show_table

    session = Session(get_game("runes"), [Seat("bot", "Ana", "easy"), Seat("bot", "Bo", "easy")], 1)
    session.autosave_path = None
    _app, table = show_table(make_app(size=(1280, 720)), session)
    table.auto = table.playing = False  # watching bots, paused: the bar offers Play and Next move
    bar = table.actionbar
    bar.refresh()
    bar.update()
    before = [button for button, _what in bar.buttons]
    assert before
    table.changed()  # a new version of the same position: the bar's entries are worked out again
    bar._entries = None
    bar.update()
    assert [button for button, _what in bar.buttons] == before
    assert [str(what) for _button, what in bar.buttons] == [str(what) for *_rest, what, _o, _r, _e in
                                                             bar._arrangement(bar.entries())]
    bar.refresh()  # asked to rebuild: the buttons are put aside, and those of the same look serve again, shown
    bar.update()
    assert [button for button, _what in bar.buttons] == before and all(button.visible for button in before)


def test_a_button_put_aside_is_hidden_and_serves_again_only_for_its_own_look(make_app):
    """Buttons no longer shown are hidden and kept (a few per look); a button of that text, style and size takes
    one of them, any other look is built anew."""
    from table_scene import show_table

    session = Session(get_game("runes"), [Seat("bot", "Ana", "easy"), Seat("bot", "Bo", "easy")], 1)
    session.autosave_path = None
    _app, table = show_table(make_app(size=(1280, 720)), session)
    bar = table.actionbar
    rect = pygame.Rect(100, 600, 140, 44)
    first = bar._button("Pass", "#action_button", rect)
    bar._put_aside(first)
    assert not first.visible
    assert bar._button("Pass", "#action_button", rect.move(300, 0)) is first and first.visible
    assert first.relative_rect.topleft == (400, 600)
    bar._put_aside(first)
    assert bar._button("Done", "#action_button", rect) is not first
    assert bar._button("Pass", "#action_button", rect.inflate(20, 0)) is not first
