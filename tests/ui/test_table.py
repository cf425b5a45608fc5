"""The table scene: curtain in hot-seat, clicks choose legal actions, undo, save/load, bots see observations only."""
from __future__ import annotations

import time

import pygame

from tabletop import paths
from tabletop.engine.session import Session
from tabletop.games.runes.rules.model import HIDDEN
from tabletop.ui import saves
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.dialogs import MessageScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.table import TableScene


def open_table(app, session) -> TableScene:
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    return table


def click(app, pos) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for event in pygame.event.get():
        app.handle_event(event)


def key(app, k, mod=0) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def glowing(table: TableScene, prefix: str) -> list[tuple[pygame.Rect, str]]:
    table.ensure_layout()
    legal = table.by_ref()
    return [(rect, ref) for rect, ref in table.view.hits if ref in legal and ref.startswith(prefix)]


def test_hot_seat_shows_the_curtain_and_each_player_sees_only_their_hand(make_app, sessions):
    app = make_app()
    session = sessions.make(humans=2)
    table = open_table(app, session)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 0
    app.frame([], 0.5)
    click(app, (10, 10))
    assert app.top is table and table.viewer == 0
    obs = table.observation()
    assert HIDDEN not in obs.hands[0] and set(obs.hands[1]) == {HIDDEN}
    rect, _ref = glowing(table, "hand:")[0]
    click(app, rect.center)
    assert session.actions == [], "in hot-seat a secret choice waits for Ready"
    key(app, pygame.K_RETURN)  # Ready
    assert len(session.actions) == 1
    app.frame([], 0.02)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1, "seat 1 must not see seat 0's table"
    app.frame([], 0.5)
    key(app, pygame.K_RETURN)
    assert table.viewer == 1
    obs = table.observation()
    assert set(obs.hands[0]) == {HIDDEN} and HIDDEN not in obs.hands[1]
    assert obs.commits[0]["card"] == HIDDEN


def test_click_undo_save_and_continue(make_app, sessions):
    app = make_app()
    session = sessions.make(humans=1)
    table = open_table(app, session)
    assert table.viewer == 0
    rect, ref = glowing(table, "hand:")[0]
    click(app, rect.center)
    assert session.actions == [f"play {ref.split(':', 1)[1]}"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.actions == []
    click(app, glowing(table, "hand:")[-1][0].center)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    key(app, pygame.K_RETURN)  # the name offered
    saved = list(paths.saves_dir().glob("*.json"))
    name = Session.load(saved[0]).name
    assert len(saved) == 1 and name.startswith("Rune Duel") and any(f"Saved as {name}" == t for t, _, _ in app.toasts)
    assert Session.load(saved[0]).actions == session.actions
    # the autosave holds the same game: Continue resumes it
    app.go_to_menu()
    app.top.activate("continue")
    assert isinstance(app.top, TableScene) and app.top.port.session.actions == session.actions
    assert not app.errors


def test_damaged_file_shows_a_message_and_is_not_touched(make_app):
    app = make_app()
    app.go_to_menu()
    bad = paths.saves_dir() / "broken.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text('{"format": "tabletop-record", "version": 1, "game": "runes"', encoding="utf-8")
    before = bad.read_bytes()
    assert not saves.open_saved(app, bad)
    assert isinstance(app.top, MessageScene) and "broken.json" in app.top.message
    assert bad.read_bytes() == before
    assert not app.errors


def test_bots_get_their_own_observation_only_and_the_window_keeps_drawing(make_app, sessions, monkeypatch):
    from tabletop.ui.scenes import table as table_module

    seen = []

    def slow_bot_action(game, bot, observation, rng, budget=None):
        seen.append(observation)
        end = time.perf_counter() + 0.3
        while time.perf_counter() < end:  # pure-Python work holding the GIL in slices
            sum(range(200))
        return game.legal_actions(observation)[0]

    monkeypatch.setattr(table_module, "bot_action", slow_bot_action)
    app = make_app(fast=True, autoplay=True)
    session = sessions.make(humans=0, seats=2)
    table = open_table(app, session)
    frames_while_thinking = 0
    deadline = time.perf_counter() + 10
    while len(session.actions) < 2 and time.perf_counter() < deadline:
        app.frame([], 0.016)
        frames_while_thinking += table.worker.running
    assert len(session.actions) >= 2
    assert frames_while_thinking >= 3, "frames must go on while a bot thinks"
    for observation in seen:
        seat = observation.to_move()
        others = [s for s in range(observation.num_seats) if s != seat]
        assert all(set(observation.hands[s]) <= {HIDDEN} for s in others)
    assert table.viewer is None


def test_escape_opens_pause_and_menu_goes_back(make_app, sessions):
    app = make_app()
    open_table(app, sessions.make())
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.top.activate("menu")
    assert isinstance(app.top, MenuScene) and len(app.scenes) == 1


def test_chooser_for_several_actions_on_one_ref(make_app, sessions):
    from tabletop.engine.contract import Action

    app = make_app()
    table = open_table(app, sessions.make())
    actions = [Action("x", (1,), "hand:a"), Action("x", (2,), "hand:a")]
    table.open_chooser("hand:a", actions, (300, 300))
    assert table.chooser and len(table.chooser.options) == 2
    key(app, pygame.K_ESCAPE)
    assert table.chooser is None and app.top is table


def test_layout_follows_the_window(make_app, sessions):
    app = make_app()
    table = open_table(app, sessions.advance(sessions.make(seats=4), 20))
    small = table.areas()["table"]
    app.resize(3840, 2160)
    app.frame([], 0.02)
    big = table.areas()["table"]
    assert big.width > 2.5 * small.width and app.scale > 2
    assert all(big.contains(rect) for rect, _ref in table.view.hits if not _ref.startswith("mage"))
    assert not app.errors


def test_too_many_buttons_go_under_more(make_app, sessions, monkeypatch):
    from tabletop.engine.contract import Action

    app = make_app()
    table = open_table(app, sessions.make())
    many = [Action(f"kind{i}", (f"spell_number_{i}",)) for i in range(24)]  # no kind to group
    monkeypatch.setattr(TableScene, "buttons_actions", lambda self: many)
    table.actionbar.refresh()
    table.actionbar.update()
    labels = [button.text for button, _what in table.actionbar.buttons]
    assert len(labels) < 24 and labels[-1] == "More…"
    bar = table.areas()["bar"]
    assert all(bar.contains(button.relative_rect) for button, _what in table.actionbar.buttons)
    more = table.actionbar.buttons[-1]
    table.actionbar.activate(more[1])
    shown = len(table.actionbar.buttons) - 1
    assert table.chooser and len(table.chooser.options) == 24 - shown


def test_hot_seat_undo_from_the_curtain_gives_the_turn_back(make_app, sessions):
    app = make_app()
    session = sessions.make(humans=2)
    table = open_table(app, session)
    app.frame([], 0.5)
    click(app, (10, 10))  # Ana at the screen
    click(app, glowing(table, "hand:")[0][0].center)
    key(app, pygame.K_RETURN)  # Ready
    app.frame([], 0.02)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.top.activate("undo")
    assert session.actions == [] and session.to_move() == 0
    app.frame([], 0.02)
    assert app.top is table and table.viewer == 0


def test_the_next_player_never_sees_the_last_players_hovered_card(make_app, sessions):
    app = make_app()
    session = sessions.make(humans=2)
    table = open_table(app, session)
    app.frame([], 0.5)
    click(app, (10, 10))
    rect, ref = glowing(table, "hand:")[0]
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert table.hovered == ref
    click(app, rect.center)
    key(app, pygame.K_RETURN)  # Ready
    app.frame([], 0.5)
    assert isinstance(app.top, CurtainScene)
    app.frame([], 0.5)
    click(app, (5, 5))
    assert table.viewer == 1 and table.hovered is None
    table.ensure_layout()
    assert table.view.hover_card(ref) is None or ref.split(":", 1)[1] in session.observation(1).hands[1]


def test_hot_seat_spells_resolve_on_an_open_table_without_curtains(make_app, sessions):
    checked = 0
    for seed in range(1, 8):
        app = make_app()
        session = sessions.make(humans=2, seed=seed)
        table = open_table(app, session)
        for seat in (0, 1):  # both choose a card behind the curtain
            assert isinstance(app.top, CurtainScene) and app.top.seat == seat
            app.frame([], 0.5)
            key(app, pygame.K_RETURN)
            click(app, glowing(table, "hand:")[0][0].center)
            key(app, pygame.K_RETURN)  # Ready
            app.frame([], 0.02)
        if session.full_state_unsafe_for_bots().phase == "commit":
            continue  # nobody could cast this round
        assert app.top is table, "casting needs no hand, so no curtain"
        assert table.viewer is None and table.human_turn()
        obs = table.observation()
        assert all(set(hand) <= {HIDDEN} for hand in obs.hands), "no hand is shown on the open table"
        checked += 1
    assert checked >= 2


def test_a_replay_steps_forward_and_back_through_the_record(make_app, sessions):
    app = make_app(fast=True)
    played = sessions.advance(sessions.make(humans=1, autosave=False), 12)
    record = list(played.actions)
    shown = sessions.make(humans=1, autosave=False)
    table = TableScene(app, shown, replay=record)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    assert shown.actions == [] and not table.human_turn()  # nobody may play into a replay
    assert table._prompt(table.observation())[0].startswith("Replay:")
    back = next(button for button, what in table.actionbar.buttons if what == "back")
    assert not back.is_enabled  # nothing to go back to at move 0
    next_move = next(button for button, what in table.actionbar.buttons if what == "next")
    click(app, next_move.rect.center)
    app.frame([], 0.02)
    assert shown.actions == record[:1]
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        app.frame([], 0.02)
    assert shown.actions == record[:4]
    key(app, pygame.K_LEFT)
    assert shown.actions == record[:3]
    table.playing = True
    for _ in range(60):
        app.frame([], 0.02)
    assert shown.actions == record  # plays on to the record's end, and stops there
    assert not app.errors


def test_arrow_keys_step_a_replay_even_on_a_board_that_pans_with_them(make_app):
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat

    app = make_app(fast=True)
    game = get_game("gnostica")
    seats = [Seat("human", "Ana"), Seat("bot", "Bot 2", "normal")]
    played = Session(game, seats, 5)
    played.play(played.legal_actions()[0])
    shown = Session(game, seats, 5)
    table = TableScene(app, shown, replay=list(played.actions))
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    key(app, pygame.K_RIGHT)
    app.frame([], 0.02)
    assert shown.actions == played.actions
