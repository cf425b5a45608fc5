"""Every scene at every interface size (75-200 %) and both window sizes keeps its texts whole and its panels apart.

Each combination is rendered once with the text helpers instrumented: a text shortened
with an ellipsis (`fit_text`), a line drawn partly off the window (`blit_text`), or a
widget whose label is wider than the widget counts as clipped.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field

import pygame
import pytest
from pygame_gui.core import UIElement

from tabletop.engine.registry import all_games, get_game
from tabletop.ui import theme
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.shots import finished_session, midgame_session

SCALES = (0.75, 1.0, 1.25, 1.5, 2.0)
SIZES = ((1280, 720), (1920, 1080))


@dataclass
class Seen:
    """What the instrumented helpers noticed while one scene was drawn."""

    cut: list[str] = field(default_factory=list)

    def clear(self) -> None:
        self.cut.clear()


def instrument(monkeypatch, seen: Seen) -> None:
    """Wrap fit_text and blit_text wherever they were imported, to record cut or off-window text."""
    from tabletop.studio import scene as _studio  # noqa: F401 - import every drawing module before wrapping
    from tabletop.ui.view_base import load_view

    for game in all_games():
        load_view(game)
    real_fit, real_blit = theme.fit_text, theme.blit_text

    def fit_text(fonts, text, points, width, *args, **kwargs):
        shown = real_fit(fonts, text, points, width, *args, **kwargs)
        if shown != text:
            seen.cut.append(f"cut to {shown!r}: {text!r}")
        return shown

    def blit_text(surface, fonts, text, *args, **kwargs):
        rect = real_blit(surface, fonts, text, *args, **kwargs)
        if surface.get_size() == pygame.display.get_surface().get_size() and \
                not surface.get_rect().contains(rect) and text.strip():
            seen.cut.append(f"off the window: {text!r} at {rect}")
        return rect

    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "") or ""
        if not name.startswith("tabletop."):
            continue
        if getattr(module, "fit_text", None) is real_fit:
            monkeypatch.setattr(module, "fit_text", fit_text)
        if getattr(module, "blit_text", None) is real_blit:
            monkeypatch.setattr(module, "blit_text", blit_text)


def widget_overflows(scene) -> list[str]:
    """Labels of pygame_gui widgets wider than their widget, and widgets outside the window."""
    problems = []
    window = pygame.Rect((0, 0), scene.app.size)
    for element in scene.ui.get_sprite_group().sprites():
        if not isinstance(element, UIElement) or not element.visible:
            continue
        if not window.contains(element.rect) and element.rect.width and element.rect.height:
            problems.append(f"widget outside the window: {type(element).__name__} {element.rect}")
        text, font = getattr(element, "text", None), getattr(element, "font", None)
        if text and font is not None and isinstance(text, str):
            if font.size(text)[0] > element.rect.width - 4:
                problems.append(f"label wider than its widget: {text!r} in {element.rect}")
    return problems


def table_area_overlaps(table: TableScene) -> list[str]:
    """Pairs of table panels (top bar, log, view area, action bar) that overlap."""
    areas = table.areas()
    names = list(areas)
    return [f"{a} overlaps {b}" for i, a in enumerate(names) for b in names[i + 1:]
            if areas[a].colliderect(areas[b])]


def scenes(app, sessions_by_game):
    """(name, build) for every scene a player meets."""
    first = all_games()[0].info.id

    def table(key):
        scene = TableScene(app, sessions_by_game[key])
        app.reset_to(MenuScene(app), scene)
        return scene

    def over_table(make):
        def build():
            base = table(first)
            app.frame([], 0.02)
            return app.push(make(base))
        return build

    def results():
        base = TableScene(app, sessions_by_game["finished"])
        base.results_shown = True
        app.reset_to(MenuScene(app), base)
        app.frame([], 0.02)
        return app.push(ResultsScene(app, base))

    def curtain():
        base = TableScene(app, sessions_by_game["hotseat"])
        app.reset_to(MenuScene(app), base)
        return app.push(CurtainScene(app, base, 0))

    def studio():
        from tabletop.studio.scene import StudioScene
        return app.reset_to(MenuScene(app), StudioScene(app, first)) or app.top

    def save_browser():
        from tabletop import paths
        from tabletop.ui.scenes.saves_browser import SaveBrowserScene
        for game_id in ("finished", first):
            sessions_by_game[game_id].save(paths.saves_dir() / f"{game_id}.json")
        (paths.saves_dir() / "damaged.json").write_bytes(b"\x00 not a record")
        return app.reset_to(MenuScene(app), SaveBrowserScene(app)) or app.top

    built = [("menu", lambda: app.reset_to(MenuScene(app)) or app.top),
             ("setup", lambda: app.reset_to(MenuScene(app), SetupScene(app, first)) or app.top)]
    built += [(f"table-{key}", lambda k=key: table(k)) for key in sessions_by_game if key not in ("finished", "hotseat")]
    built += [("pause", over_table(lambda base: PauseScene(app, base))), ("results", results),
              ("settings", lambda: app.reset_to(MenuScene(app)) or app.push(SettingsScene(app))),
              ("rules", lambda: app.reset_to(MenuScene(app), RulesScene(app, first)) or app.top),
              ("curtain", curtain), ("studio", studio), ("saves", save_browser)]
    return built


@pytest.fixture(scope="module")
def sessions_by_game():
    """A mid-game session of every game (and a four-mage duel), a finished one and a hot-seat one (made once)."""
    made = {game.info.id: midgame_session(game) for game in all_games()}
    first = all_games()[0]
    made[f"{first.info.id}-4p"] = midgame_session(first, seats=4, seed=23)
    made["finished"] = finished_session(first)
    made["hotseat"] = midgame_session(first, humans=2, seed=17)
    return made


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_keeps_its_texts_whole_at_every_interface_size(size, make_app, sessions_by_game, monkeypatch):
    seen = Seen()
    instrument(monkeypatch, seen)
    app = make_app(size=size)
    problems = scene_problems(app, sessions_by_game, seen, SCALES, table_overlaps=True)
    assert not app.errors
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_keeps_its_texts_whole_in_spanish(size, make_app, sessions_by_game, monkeypatch):
    """Spanish words are longer: ECG's prompt lost its end at 150 %, the studio's "Descubrimiento" its last letters."""
    from tabletop.ui.i18n import set_language

    seen = Seen()
    instrument(monkeypatch, seen)
    app = make_app(size=size)
    set_language("es")
    problems = scene_problems(app, sessions_by_game, seen, (1.0, 1.5), table_overlaps=False)
    assert not app.errors
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)


def scene_problems(app, sessions_by_game, seen, scales, table_overlaps: bool) -> list[str]:
    """Every text a scene cuts or lets overflow (and, if asked, table areas overlapping) at each of `scales`."""
    problems = []
    for scale in scales:
        app.settings.ui_scale = scale
        app.relayout()
        for name, build in scenes(app, sessions_by_game):
            seen.clear()  # what a scene cuts as it builds its widgets counts too
            scene = build()
            app.frame([], 0.02, draw=False)
            app.frame([], 0.02)
            found = list(seen.cut) + widget_overflows(scene)
            if table_overlaps and isinstance(scene, TableScene):
                found += table_area_overlaps(scene)
            problems += [f"{name} at {int(scale * 100)} %: {p}" for p in dict.fromkeys(found)]
    return problems


def card_heights(app, session) -> dict[float, int]:
    """The height of the hand's first card at each interface size."""
    heights = {}
    for scale in SCALES:
        app.settings.ui_scale = scale
        app.relayout()
        table = TableScene(app, session)
        app.reset_to(MenuScene(app), table)
        app.frame([], 0.02)
        table.ensure_layout()
        hand = [rect for rect, ref in table.view.hits if ref.startswith("hand:")]
        heights[scale] = hand[0].height if hand else 0
    return heights


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_table_cards_grow_with_the_interface_size(size, make_app, sessions_by_game):
    app = make_app(size=size)
    heights = card_heights(app, sessions_by_game[get_game("runes").info.id])
    ordered = [heights[s] for s in SCALES]
    assert all(ordered), heights
    assert ordered == sorted(ordered), f"cards shrink as the interface grows: {heights}"
