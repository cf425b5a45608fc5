"""Unexpected exceptions in a scene: logged to a file, shown in a dialog, the app goes on."""
from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.dialogs import ErrorScene
from tabletop.ui.scenes.menu import MenuScene


class Boom(Scene):
    """A scene whose update always fails."""

    def update(self, dt):
        raise RuntimeError("boom in update")


def test_error_is_logged_shown_and_the_failing_scene_removed(make_app):
    app = make_app()
    app.go_to_menu()
    app.push(Boom(app))
    for _ in range(6):
        app.frame([], 0.02)
        if isinstance(app.top, ErrorScene):
            assert "boom in update" in app.top.message
            app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert app.errors and "RuntimeError" in app.errors[0]
    assert not any(isinstance(scene, Boom) for scene in app.scenes)
    assert isinstance(app.top, MenuScene) and app.running
    log = (paths.log_dir() / "tabletop.log").read_text(encoding="utf-8")
    assert "boom in update" in log and "Traceback" in log


def test_a_scene_that_cannot_draw_is_taken_away(make_app):
    class NoDraw(Scene):
        def draw(self, surface):
            raise ValueError("cannot draw")

    app = make_app()
    app.go_to_menu()
    app.push(NoDraw(app))
    app.frame([], 0.02)
    assert isinstance(app.top, ErrorScene)
    assert not any(isinstance(scene, NoDraw) for scene in app.scenes)
    app.frame([], 0.02)
    assert app.running
