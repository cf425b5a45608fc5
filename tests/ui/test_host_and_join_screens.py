"""Issue 33: Host a game and Join a game in the window (English and Spanish). Every host here listens on 127.0.0.1
(TABLETOP_BIND) on a free port, and is stopped by the test."""
from __future__ import annotations

import time

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net import hosting as net_hosting
from tabletop.net.client import RemoteSeat
from tabletop.net.hosting import Hosting, HostSeatPort
from tabletop.ui.i18n import set_language
from tabletop.ui.net_words import nw

PATIENCE = 30.0


@pytest.fixture(autouse=True)
def on_this_machine(monkeypatch):
    monkeypatch.setenv("TABLETOP_BIND", "127.0.0.1")
    monkeypatch.setattr(net_hosting, "DEFAULT_PORT", 0)


@pytest.fixture
def app(make_app):
    from tabletop.ui.scenes.menu import MenuScene
    app = make_app(fast=True)
    app.reset_to(MenuScene(app))
    frames(app)
    yield app
    if app.hosting is not None:
        app.hosting.stop()


def frames(app, count: int = 3) -> None:
    for _ in range(count):
        app.update(0.02)
        app.draw()


def frames_until(app, done, what: str) -> None:
    deadline = time.monotonic() + PATIENCE
    while not done():
        assert time.monotonic() < deadline, f"waited too long for {what}"
        frames(app, 1)
        time.sleep(0.005)


def press_button(app, button) -> None:
    import pygame_gui
    app.top.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button), False)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_menu_offers_host_and_join_in_the_players_language(make_app, language):
    from tabletop.ui.scenes.menu import MenuScene
    app = make_app()
    set_language(language)
    app.reset_to(MenuScene(app))
    frames(app)
    labels = {key: button.text for key, button in app.top.buttons.items()}
    assert labels["host"] == nw("host", language) and labels["join"] == nw("join", language)
    assert nw("host", "en") != nw("host", "es")


def test_host_a_game_seats_remote_players_shows_their_codes_and_the_host_plays_its_own_seat(app):
    from tabletop.ui.scenes.dialogs import MessageScene
    from tabletop.ui.scenes.host_lobby import HostLobbyScene
    from tabletop.ui.scenes.host_setup import HostSetupScene
    from tabletop.ui.scenes.table import TableScene

    app.top.activate("host")
    frames(app)
    setup = app.top
    assert isinstance(setup, HostSetupScene) and [s["kind"] for s in setup.seats] == ["human", "remote"]
    press_button(app, setup.widgets["kinds"][1])  # remote -> human: nobody on another computer
    assert setup.seats[1]["kind"] == "human"
    setup.start()
    assert isinstance(app.top, MessageScene) and app.top.message == nw("no_remote", "en")
    app.pop()
    press_button(app, setup.widgets["add"])
    press_button(app, setup.widgets["kinds"][2])  # the new seat: bot -> remote
    press_button(app, setup.widgets["kinds"][1])  # human -> bot
    setup.start()
    frames(app)
    lobby = app.top
    assert isinstance(lobby, HostLobbyScene) and app.hosting is lobby.hosting
    ((seat, code),) = lobby.hosting.invites()
    assert seat == 2 and set(lobby.bot_buttons) == {2}
    bo = RemoteSeat(lobby.hosting.local_address(), code)  # Bo joins from "another computer"
    try:
        frames_until(app, lambda: not lobby.bot_buttons, "the lobby to show Bo joined")
        press_button(app, lobby.buttons["table"])
        frames_until(app, lambda: isinstance(app.top, TableScene), "the host's table")
        table = app.top
        assert isinstance(table.port, HostSeatPort) and table.viewer == 0
        session = lobby.hosting.session
        frames_until(app, table.human_turn, "the host's turn")
        from test_seat_port import choose_like_a_player
        choose_like_a_player(app, table, table.port)
        frames_until(app, lambda: table.port.moves >= 1, "the host's move to land")
        assert session.movers[0] == 0 and table.port.movers[0] == 0
        assert bo.wait_for_moves(1)["actions"] >= 1  # Bo's screen got it too
    finally:
        bo.close()


def test_join_a_game_opens_the_table_of_the_seat_whose_code_was_typed(app):
    from tabletop.ui.scenes.join import JoinScene
    from tabletop.ui.scenes.table import TableScene

    session = Session(get_game("gnostica"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed=2,
                      autosave_path=None)
    hosting = Hosting(session, [0], bind="127.0.0.1", port=0)
    hosting.start()
    try:
        app.top.activate("join")
        frames(app)
        join = app.top
        assert isinstance(join, JoinScene)
        join.widgets["address"].set_text(f"127.0.0.1:{hosting.port}")
        join.address, join.code = f"127.0.0.1:{hosting.port}", "zzz-zzz"
        join.join()
        frames_until(app, lambda: join.problem, "the refusal")
        assert "wrong seat code" in join.problem
        join.code = hosting.table.codes[0].lower().replace("-", "")  # typed in any case, without the dash
        join.join()
        frames_until(app, lambda: isinstance(app.top, TableScene), "the table")
        table = app.top
        assert table.viewer == 0 and table.port.humans() == [0] and not table.port.keeps_record
        assert get_game("gnostica").to_dict(table.observation()) == \
            get_game("gnostica").to_dict(session.observation(0))
    finally:
        hosting.stop()


def test_join_lists_the_games_found_on_this_network_only_when_asked(app, monkeypatch):
    from tabletop.net import discovery
    from tabletop.ui.scenes.join import JoinScene

    started = []

    class Found:
        def browse(self, seen, gone):
            started.append(True)
            seen("attic · runes." + discovery.SERVICE_TYPE, "attic.local.", ["192.0.2.5"], 8765,
                 {b"game": b"runes", b"seats": b"2", b"open": b"1", b"version": b"1"})

        def close(self):
            started.append(False)

    monkeypatch.setattr(discovery, "zeroconf_transport", Found)
    app.top.activate("join")
    frames(app)
    join = app.top
    assert isinstance(join, JoinScene) and not started and not join.found_buttons
    press_button(app, join.widgets["find"])
    frames(app)
    assert started == [True] and list(join.found_buttons) == ["192.0.2.5:8765"]
    press_button(app, join.found_buttons["192.0.2.5:8765"])
    assert join.address == "192.0.2.5:8765"
    press_button(app, join.widgets["find"])
    assert started == [True, False] and not join.found_buttons


def test_continue_hosts_the_autosaved_game_again_with_the_same_codes(app):
    from tabletop import paths
    from tabletop.ui import saves
    from tabletop.ui.scenes.host_lobby import HostLobbyScene

    session = saves.new_session("runes", [Seat("human", "Ana"), Seat("human", "Bo")], 5, {})
    first = Hosting(session, [1], bind="127.0.0.1", port=0)
    first.start()
    codes = dict(first.table.codes)
    first.stop(None)  # the host's window died
    assert paths.autosave_path().is_file()
    saves.continue_game(app)
    frames(app)
    assert isinstance(app.top, HostLobbyScene) and app.hosting.table.codes == codes
