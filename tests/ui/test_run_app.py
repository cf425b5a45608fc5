"""`run_app` end to end under the dummy video driver."""
from __future__ import annotations

from tabletop.ui.app import run_app


def test_bot_game_runs_to_the_end_and_exits_0(sessions):
    session = sessions.make(humans=0, seats=2, seed=3, level="normal", autosave=False)
    assert run_app("table", session=session, autoplay=True, fast=True, exit_at_end=True) == 0
    assert session.is_over()


def test_menu_opens_and_quits_on_window_close(monkeypatch):
    import pygame

    from tabletop.ui import app as app_module

    original = app_module.App.frame

    def frame(self, events, dt, draw=True):
        original(self, events + [pygame.event.Event(pygame.QUIT)], dt, draw)

    monkeypatch.setattr(app_module.App, "frame", frame)
    assert run_app("menu") == 0
