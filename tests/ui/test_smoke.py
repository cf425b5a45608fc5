"""Every scene survives thousands of random mouse, keyboard and window events (no exception)."""
from __future__ import annotations

import copy
import os
import random
import zlib

import pygame
import pygame_gui
import pytest

from tabletop.ui.scenes import settings as settings_scene

EVENTS_PER_SCENE = 5000
KEYS = [pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_z, pygame.K_s, pygame.K_a,
        pygame.K_b, pygame.K_x, pygame.K_1, pygame.K_9, pygame.K_LSHIFT, pygame.K_LCTRL]
#: keys that usually change the scene (kept rarer, so most events land on the scene under test)
ACTION_KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_F1]


def ui_targets(app) -> list[pygame.Rect]:
    """Rects of the top scene's live widgets and the table's clickable refs (for well-aimed clicks)."""
    scene = app.top
    rects = [el.rect for el in scene.ui.get_sprite_group().sprites() if getattr(el, "alive", lambda: False)()
             and getattr(el, "visible", True)]
    view = getattr(scene, "view", None)
    if view is not None:
        rects += [r for r, _ref in view.hits]
    return [r for r in rects if r.width > 0 and r.height > 0]


def random_event(rnd: random.Random, app) -> pygame.event.Event:
    """One random input event, clicks biased towards widgets."""
    w, h = app.size
    roll = rnd.random()
    if roll < 0.30:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=(rnd.randrange(w), rnd.randrange(h)), rel=(1, 1),
                                  buttons=(0, 0, 0))
    if roll < 0.55:
        targets = ui_targets(app)
        if targets and rnd.random() < 0.25:
            r = rnd.choice(targets)
            pos = (rnd.randrange(r.x, r.right), rnd.randrange(r.y, r.bottom))
        else:
            pos = (rnd.randrange(w), rnd.randrange(h))
        kind = pygame.MOUSEBUTTONDOWN if rnd.random() < 0.5 else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=rnd.choice((1, 1, 1, 3)))
    if roll < 0.60:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-3, -1, 1, 2)), flipped=False,
                                  precise_x=0.0, precise_y=0.0)
    if roll < 0.90:
        key = rnd.choice(ACTION_KEYS if rnd.random() < 0.12 else KEYS)
        mod = pygame.KMOD_CTRL if rnd.random() < 0.25 else (pygame.KMOD_SHIFT if rnd.random() < 0.1 else 0)
        kind = pygame.KEYDOWN if rnd.random() < 0.7 else pygame.KEYUP
        return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)
    if roll < 0.997:
        return pygame.event.Event(pygame.TEXTINPUT, text=rnd.choice("abcñ 0123é"))
    if roll < 0.9985:
        return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    size = (rnd.randrange(1000, 1921), rnd.randrange(600, 1081))
    return pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)


def back_to(app, scene) -> None:
    """Return to the scene under test: pop back to it, or push a fresh one, or rebuild the whole stack."""
    if any(isinstance(other, scene.target) for other in app.scenes[:-1]):
        while not isinstance(app.top, scene.target):
            app.pop()
    elif len(app.scenes) > 8 or not scene.reenter():
        scene.build()


def drive(app, scene, rnd: random.Random, count: int = EVENTS_PER_SCENE) -> int:
    """Feed `count` random events while the scene under test is on top (returning to it when it is left)."""
    scene.build()
    delivered = away = 0
    n = 0
    while delivered < count:
        n += 1
        if not isinstance(app.top, scene.target):
            away += 1
            if away > 8:
                back_to(app, scene)
                away = 0
        else:
            delivered += 1
        app.handle_event(random_event(rnd, app))
        for posted in pygame.event.get():
            app.handle_event(posted)
        if not app.running:
            app.running = True
        if n % 10 == 0:
            app.update(0.05)
        if n % 50 == 0:
            app.draw()
        assert not app.errors, app.errors[0]
    return delivered


class SceneUnderTest:
    """How to put one scene on top: `build` (a whole new stack) and `reenter` (cheaply, on the current stack)."""

    def __init__(self, target, build, reenter=None):
        self.target, self.build, self._reenter = target, build, reenter

    def reenter(self) -> bool:
        """Push a fresh target on the current stack; False when that is not possible."""
        return bool(self._reenter and self._reenter() is not False)


def scenes_under_test(app, sessions) -> dict[str, SceneUnderTest]:
    """Every scene of the app."""
    from tabletop.ui.scenes.curtain import CurtainScene
    from tabletop.ui.scenes.deck_editor import DeckEditorScene
    from tabletop.ui.scenes.dialogs import MessageScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.pause import PauseScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.saves_browser import SaveBrowserScene
    from tabletop.ui.scenes.rules import RulesScene
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.table import TableScene

    def table(session):
        t = TableScene(app, session)
        app.reset_to(MenuScene(app), t)
        return t

    def open_table(humans=1):
        return app.find(TableScene) if app.find(TableScene) and len(app.find(TableScene).humans) >= humans else None

    def curtain():
        session = sessions.make(humans=2)
        app.push(CurtainScene(app, table(session), session.to_move() or 0))

    def curtain_again():
        t = open_table(2)
        if t is None or t.port.session.to_move() is None:
            return False
        app.push(CurtainScene(app, t, t.port.session.to_move()))

    def pause_again():
        t = open_table()
        if t is None:
            return False
        app.push(PauseScene(app, t))

    finished = sessions.finish(sessions.make())

    def results():
        t = table(copy.deepcopy(finished))
        t.results_shown = True
        app.push(ResultsScene(app, t))

    def results_again():
        t = open_table()
        if t is None or not t.port.session.is_over():
            return False
        app.push(ResultsScene(app, t))

    def over_menu(scene_type, *args):
        return lambda: app.reset_to(MenuScene(app), scene_type(app, *args))

    def push(scene_type, *args):
        return lambda: app.push(scene_type(app, *args))

    def searching():
        """The rules of a game at a section, with a search under way (links, contents, matches to click)."""
        reader = RulesScene(app, "gnostica", "the-major-arcana")
        app.reset_to(MenuScene(app), reader)
        reader.search.set_text("the")
        reader.set_query("the")

    def teaching():
        """A table with Teach me on, its log long enough to hover, click and scroll."""
        app.settings.teach_games = ["runes"]
        return table(sessions.advance(sessions.make(), 40))

    def save_browser():
        from tabletop import paths
        for number in range(3):  # written once (a delete in the run removes some: they come back)
            path = paths.saves_dir() / f"game-{number}.json"
            if not path.exists():
                sessions.advance(sessions.make(), 4 + number).save(path)
        (paths.saves_dir() / "damaged.json").write_bytes(b"\x00 not a record")
        app.reset_to(MenuScene(app), SaveBrowserScene(app))

    body = "A long message. " * 60
    return {
        "menu": SceneUnderTest(MenuScene, lambda: app.reset_to(MenuScene(app)), push(MenuScene)),
        "setup": SceneUnderTest(SetupScene, over_menu(SetupScene), push(SetupScene)),
        "table": SceneUnderTest(TableScene, lambda: table(sessions.advance(sessions.make(seats=3), 9))),
        "hotseat": SceneUnderTest((TableScene, CurtainScene), lambda: table(sessions.make(humans=2))),
        "curtain": SceneUnderTest(CurtainScene, curtain, curtain_again),
        "pause": SceneUnderTest(PauseScene, lambda: app.push(PauseScene(app, table(sessions.advance(
            sessions.make(), 12)))), pause_again),
        "results": SceneUnderTest(ResultsScene, results, results_again),
        "rules": SceneUnderTest(RulesScene, over_menu(RulesScene, "runes"), push(RulesScene, "runes")),
        "rules-search": SceneUnderTest(RulesScene, searching, searching),
        "teach": SceneUnderTest(TableScene, teaching),
        "settings": SceneUnderTest(SettingsScene, lambda: app.reset_to(MenuScene(app), SettingsScene(app)),
                                   push(SettingsScene)),
        "saves": SceneUnderTest(SaveBrowserScene, save_browser),
        "message": SceneUnderTest(MessageScene, over_menu(MessageScene, "Title", body), push(MessageScene, "T", body)),
        "decks": SceneUnderTest(DeckEditorScene, over_menu(DeckEditorScene, "invocacion"),
                                push(DeckEditorScene, "invocacion")),
    }


@pytest.fixture
def small_sizes(monkeypatch):
    """Keep the test fast: small window sizes in the settings (no 4K windows), no fsync per autosave."""
    monkeypatch.setattr(settings_scene, "WINDOW_SIZES", ((1280, 720), (1366, 768), (1600, 900)))
    monkeypatch.setattr(os, "fsync", lambda fd: None)


SCENES = ["menu", "setup", "table", "hotseat", "curtain", "pause", "results", "rules", "rules-search", "teach",
          "settings", "message", "saves", "decks"]


@pytest.mark.parametrize("name", SCENES)
def test_scene_survives_random_events(name, make_app, sessions, small_sizes):
    app = make_app()
    scene = scenes_under_test(app, sessions)[name]
    assert drive(app, scene, random.Random(zlib.crc32(name.encode()))) >= EVENTS_PER_SCENE
    assert not app.errors


def test_every_scene_draws_at_4k_and_minimum(make_app, sessions):
    app = make_app()
    scenes = scenes_under_test(app, sessions)
    for size, names in (((3840, 2160), ("menu", "table", "results")), ((1280, 720), scenes)):
        app.resize(*size)
        for name in names:
            scenes[name].build()
            app.update(0.05)
            app.draw()
    assert not app.errors, app.errors[0]
    assert pygame_gui  # the widgets library is the one the app uses
