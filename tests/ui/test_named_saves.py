"""Issue 28 §5: 'Saves can be named (Ctrl+S asks for a name, default filled in); the Load list shows it.'"""
from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.engine.records import Record, read_record
from tabletop.engine.session import Session
from tabletop.ui import saves
from tabletop.ui.save_list import list_saves
from tabletop.ui.scenes.save_name import SaveNameScene

from table_scene import show_table


def key(app, code, mod=0) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))


def ctrl_s(app, sessions):
    """A runes table after a few moves with Ctrl+S pressed; (app, table, dialog)."""
    app, table = show_table(app, sessions.advance(sessions.make(humans=1), 4))
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    app.update(0.02)
    app.draw()
    assert isinstance(app.top, SaveNameScene)
    return app, table, app.top


def test_ctrl_s_asks_for_a_name_with_a_default_filled_in(make_app, sessions):
    """'Ctrl+S asks for a name (default filled in)': the game and its players are offered."""
    app, table, dialog = ctrl_s(make_app(), sessions)
    assert dialog.entry.get_text() == dialog.name
    assert dialog.name.startswith("Rune Duel") and "Ana" in dialog.name


def test_the_name_typed_is_saved_and_the_load_list_shows_it(make_app, sessions):
    """'the Load list shows it': the name typed heads the save's row."""
    app, table, dialog = ctrl_s(make_app(), sessions)
    dialog.entry.set_text("Before the big duel")
    key(app, pygame.K_RETURN)
    assert app.top is table
    saved = [entry for entry in list_saves() if not entry.autosave]
    assert [entry.name for entry in saved] == ["Before the big duel"]
    assert saved[0].path.name == "before_the_big_duel.json"
    assert any(text == "Saved as Before the big duel" for text, _u, _k in app.toasts)
    assert Session.load(saved[0].path).name == "Before the big duel"


def test_escape_saves_nothing(make_app, sessions):
    """The question can be declined: Esc closes it and writes no file."""
    app, table, _dialog = ctrl_s(make_app(), sessions)
    key(app, pygame.K_ESCAPE)
    assert app.top is table and not [e for e in list_saves() if not e.autosave]


def test_a_name_never_overwrites_nor_leaves_the_saves_folder(make_app, sessions):
    """Two saves of one name are two files; a name like a path stays a plain file name in the saves folder."""
    session = sessions.advance(sessions.make(humans=1), 3)
    first = saves.save_session(session, "../../Mine")
    second = saves.save_session(session, "../../Mine")
    assert first != second and first.parent == second.parent == paths.saves_dir()
    assert read_record(first).name == read_record(second).name == "../../Mine"


def test_records_without_a_name_still_load_and_unnamed_records_write_none():
    """Older saves have no name: they load, and a record without a name writes no "name" field."""
    record = Record("runes", {}, [], 1)
    data = record.to_json()
    assert "name" not in data and Record.from_json(data).name == ""
    assert Record.from_json({**data, "name": 7}).name == ""  # a damaged name is dropped, never an error
