"""The save browser: lists saves with game, players, moves, date and picture; opens, deletes after asking."""
from __future__ import annotations

import struct
import zlib

import pygame
import pygame_gui

from tabletop import paths
from tabletop.ui import saves
from tabletop.ui.scenes.dialogs import ConfirmScene
from tabletop.ui.scenes.saves_browser import SaveBrowserScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.thumbnails import THUMB_SIZE, load_thumbnail, render_position


def key(app, k) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def press(app, button) -> None:
    app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def saved_game(app, sessions, steps=6):
    """A runes game of `steps` actions saved with Ctrl+S's code path; (session, path)."""
    session = sessions.advance(sessions.make(humans=1), steps)
    session.autosave()
    return session, saves.save_with_toast(app, session)


def open_browser(app) -> SaveBrowserScene:
    app.go_to_menu()
    app.top.activate("load")
    app.frame([], 0.02)
    assert isinstance(app.top, SaveBrowserScene)
    return app.top


def test_browser_lists_the_autosave_then_saves_with_game_players_moves_date_and_picture(make_app, sessions):
    app = make_app()
    session, path = saved_game(app, sessions)
    assert path.with_suffix(".png").is_file()
    assert load_thumbnail(path.with_suffix(".png"), THUMB_SIZE).get_size() == THUMB_SIZE
    browser = open_browser(app)
    auto, saved = browser.entries
    assert auto.autosave and auto.path == paths.autosave_path() and auto.error is None
    assert (saved.path, saved.title, saved.players, saved.moves) == (path, "Rune Duel", session.names, 6)
    assert saved.date and saved.error is None
    assert not app.errors


def test_pictures_missing_or_older_than_the_autosave_are_drawn_while_the_list_shows(make_app, sessions):
    app = make_app()
    _session, path = saved_game(app, sessions)
    path.with_suffix(".png").unlink()  # a save from before pictures
    autosave_picture = paths.autosave_path().with_suffix(".png")
    assert not autosave_picture.exists()
    browser = open_browser(app)
    for _ in range(4):
        app.frame([], 0.02)
    assert autosave_picture.is_file() and path.with_suffix(".png").is_file()
    assert not browser._pending and not app.errors


def test_keyboard_chooses_and_enter_opens_the_save(make_app, sessions):
    app = make_app()
    session, path = saved_game(app, sessions)
    browser = open_browser(app)
    key(app, pygame.K_END)
    assert browser.current.path == path
    key(app, pygame.K_UP)
    assert browser.current.autosave
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.port.session.actions == session.actions


def test_damaged_file_is_listed_greyed_with_its_reason_and_is_never_opened(make_app):
    app = make_app()
    bad = paths.saves_dir() / "broken.json"
    bad.parent.mkdir(parents=True)
    bad.write_bytes(b"\x00\x01binary")
    browser = open_browser(app)
    (entry,) = browser.entries
    assert entry.error.startswith("not a tabletop record") and "\n" not in entry.error
    assert not browser.buttons["open"].is_enabled
    key(app, pygame.K_RETURN)
    assert app.top is browser and bad.read_bytes() == b"\x00\x01binary"
    app.draw()
    assert not app.errors


def test_delete_asks_first_and_cancel_keeps_the_file(make_app, sessions):
    app = make_app()
    _session, path = saved_game(app, sessions)
    browser = open_browser(app)
    browser.select(1)
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_RETURN)  # Enter is Cancel: deleting needs the Delete button itself
    assert app.top is browser and path.is_file()
    key(app, pygame.K_DELETE)
    press(app, app.top.confirm)
    assert app.top is browser
    assert not path.exists() and not path.with_suffix(".png").exists()
    assert [e.autosave for e in browser.entries] == [True]


def test_thumbnail_is_drawn_for_no_seat_so_hot_seat_hands_stay_hidden(make_app, sessions, monkeypatch):
    app = make_app()
    session = sessions.make(humans=2)
    viewers = []
    real = session.observation
    monkeypatch.setattr(session, "observation", lambda seat: viewers.append(seat) or real(seat))
    assert render_position(app, session).get_size() == THUMB_SIZE
    assert viewers == [None]


def png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))


def test_missing_broken_or_oversized_pictures_give_the_placeholder(tmp_path, make_app):
    make_app()
    (tmp_path / "text.png").write_text("not a picture")
    (tmp_path / "huge.png").write_bytes(png_header(20000, 20000) + b"\x00" * 64)
    (tmp_path / "empty.png").write_bytes(b"")
    for name in ("missing.png", "text.png", "huge.png", "empty.png"):
        assert load_thumbnail(tmp_path / name, (64, 36)) is None, name


def test_empty_folder_says_how_to_save(make_app):
    app = make_app()
    browser = open_browser(app)
    assert browser.entries == [] and not browser.buttons["open"].is_enabled
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top is not browser and not app.errors
