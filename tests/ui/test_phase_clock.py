"""The table's phase clock (Invocación's Cronometrada): it counts, shows, and applies time_up once."""
from __future__ import annotations

from types import SimpleNamespace

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import PREPARE
from tabletop.ui.phase_timer import PhaseTimer
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene


def clock(key, seconds=30):
    return SimpleNamespace(key=key, seconds=seconds)


def test_the_timer_fires_once_when_its_seconds_are_over_and_restarts_with_a_new_phase():
    timer = PhaseTimer()
    assert not timer.tick(clock("a"), 0.0) and timer.left() == 30
    assert not timer.tick(clock("a"), 29.0)
    assert timer.tick(clock("a"), 1.5) and timer.left() == 0
    assert not timer.tick(clock("a"), 5.0)  # only once
    assert not timer.tick(clock("b", 60), 0.0) and timer.left() == 60
    assert not timer.tick(None, 1.0) and timer.left() is None


def test_the_table_applies_time_up_when_preparation_time_runs_out_and_shows_the_seconds_left(make_app):
    app = make_app()
    session = Session(GAME, [Seat("human", "Ana"), Seat("bot", "B", "random"), Seat("bot", "C", "random")], 3,
                      {"timed": True})
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    assert table.context().clock_left is not None and table.context().clock_left <= 30
    for _ in range(40):
        if "time_up" in session.actions:
            break
        app.frame([], 1.0)
    assert session.actions.count("time_up") == 1
    assert session.full_state_unsafe_for_bots().phase != PREPARE


def test_a_bot_under_a_phase_clock_thinks_and_waits_at_most_a_sixtieth_of_the_time_left(make_app, monkeypatch):
    import tabletop.ui.scenes.table as table_module
    budgets = []

    def spy(game, bot, observation, rng, budget):
        budgets.append(budget)
        return game.legal_actions(observation)[0]

    monkeypatch.setattr(table_module, "bot_action", spy)
    app = make_app(autoplay=True)
    session = Session(GAME, [Seat("bot", "A", "normal"), Seat("bot", "B", "normal")], 3, {"timed": True})
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    for _ in range(5):
        app.frame([], 0.5)
        table.worker.wait(1.0)
    assert budgets and max(budgets) <= 30 / 60
    assert table.bot_delay() <= 30 / 60
