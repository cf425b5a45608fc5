"""The table warns at once and until fixed when the game is not being autosaved; hostile autosaves give a dialog."""
from __future__ import annotations

import errno
import os

import pytest

from tabletop import paths
from tabletop.engine import records
from tabletop.engine.autosave_lock import AutosaveLock
from tabletop.ui import saves
from tabletop.ui.autosave_strip import FAILED_FILL, LOCKED_FILL, autosave_notice
from tabletop.ui.scenes.dialogs import MessageScene
from test_table import open_table  # noqa: E402 - the table tests' helper


def strip_colour(app, table) -> tuple:
    area = table.areas().get("strip") or table.areas()["table"]
    app.frame([], 0.02)
    return tuple(app.window.get_at((area.right - 3, area.y + 3)))[:3]


def full_disk(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("language, words", [("en", "Autosave failed: No space left"), ("es", "Falló el autoguardado")])
def test_failed_autosave_shows_a_red_strip_until_an_autosave_works(make_app, sessions, monkeypatch, language, words):
    app = make_app()
    app.set_language(language)
    session = sessions.make(humans=1)
    table = open_table(app, session)
    assert autosave_notice(session) is None
    monkeypatch.setattr(records.os, "fsync", full_disk)
    session.play(session.legal_actions()[0])
    text, fill = autosave_notice(session)
    assert words in text and fill == FAILED_FILL
    assert strip_colour(app, table) == pytest.approx(FAILED_FILL[:3], abs=40)
    monkeypatch.undo()
    session.autosave()
    assert autosave_notice(session) is None
    assert strip_colour(app, table) != pytest.approx(FAILED_FILL[:3], abs=40)


def test_second_window_plays_with_autosave_off_and_says_so(make_app, sessions):
    other_window = AutosaveLock(paths.autosave_path())
    assert other_window.acquire()
    try:
        paths.autosave_path().write_text("the other window's game", encoding="utf-8")
        app = make_app()
        session = saves.new_session("runes", sessions.make().seats, 3, {})
        assert session.autosave_path is None and session.autosave_locked_by == os.getpid()
        table = open_table(app, session)
        session.play(session.legal_actions()[0])
        assert paths.autosave_path().read_text(encoding="utf-8") == "the other window's game"
        text, fill = autosave_notice(session)
        assert "another tabletop window" in text and str(os.getpid()) in text and fill == LOCKED_FILL
        assert strip_colour(app, table) == pytest.approx(LOCKED_FILL[:3], abs=40)
    finally:
        other_window.release()
    assert saves.new_session("runes", sessions.make().seats, 3, {}).autosave_path == paths.autosave_path()


@pytest.mark.parametrize("content", [b"\xff\xfe{\x00", bytes(range(256)), b"[" * 100_000])
def test_continue_on_a_hostile_autosave_shows_a_dialog_and_keeps_the_file(make_app, content):
    app = make_app()
    app.go_to_menu()
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_bytes(content)
    assert not saves.continue_game(app)
    assert isinstance(app.top, MessageScene) and "not a tabletop record" in app.top.message
    assert paths.autosave_path().read_bytes() == content and not app.errors


def test_the_strip_moves_the_table_down_instead_of_covering_it(make_app, sessions, monkeypatch):
    app = make_app()
    session = sessions.make(humans=1)
    table = open_table(app, session)
    before = table.areas()["table"]
    monkeypatch.setattr(records.os, "fsync", full_disk)
    session.play(session.legal_actions()[0])
    app.frame([], 0.02)
    areas = table.areas()
    assert areas["strip"].bottom == areas["table"].top == before.top + areas["strip"].height
    assert areas["table"].bottom == before.bottom
    assert all(rect.top >= areas["strip"].bottom for rect, _ref in table.view.hits)
