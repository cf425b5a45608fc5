"""The studio scene: opens from the menu and run_app, browses, filters, compares, reloads live, survives random input."""
from __future__ import annotations

import math
import random

import pygame
import pytest

from tabletop.studio import jobs
from tabletop.studio.scene import StudioScene
from tabletop.ui.cards.watch import _shared
from tabletop.ui.theme import CREAM, GOLD


@pytest.fixture
def app():
    """An App at 1280x720 on the dummy display."""
    from tabletop.ui.app import App
    from tabletop.ui.i18n import set_language

    made = App(size=(1280, 720))
    yield made
    set_language("en")
    pygame.display.quit()


def frames(app, n: int = 2, dt: float = 1 / 30) -> None:
    for _ in range(n):
        app.frame([], dt)


def studio(app, game: str = "runes") -> StudioScene:
    from tabletop.ui.app import start_scenes

    start_scenes(app, "studio", game=game)
    scene = app.top
    assert isinstance(scene, StudioScene)
    frames(app)
    return scene


def watching_studio(app, workspace) -> StudioScene:
    """The studio on a private copy of the cards, its watchers polling every frame."""
    scene = studio(app, workspace.game)
    scene.use_renderer(workspace.renderer)
    for watcher in scene.watchers:
        watcher.interval = 0
    return scene


def key(app, k: int, mod: int = 0) -> None:
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], 1 / 30)


def click(app, pos) -> None:
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 30)


def test_run_app_hook_opens_the_studio_over_the_menu(app):
    from tabletop.ui.scenes.menu import MenuScene

    scene = studio(app, "gnostica")
    assert scene.game == "gnostica" and len(scene.filtered) == 78
    assert isinstance(app.scenes[0], MenuScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert not app.errors


def test_main_menu_has_the_card_studio(app):
    from tabletop.ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.reset_to(menu)
    assert "studio" in menu.buttons
    menu.activate("studio")
    assert isinstance(app.top, StudioScene)


def test_click_selects_arrows_move_and_filter_narrows(app):
    scene = studio(app, "runes")
    third = scene.grid.cell(2).center
    click(app, third)
    assert scene.selected == scene.filtered[2]
    key(app, pygame.K_RIGHT)
    assert scene.selected == scene.filtered[3]
    key(app, pygame.K_DOWN)
    assert scene.selected == scene.filtered[3 + scene.grid.cols]
    scene.filter_box.set_text("wyrms crown")
    scene.query = scene.filter_box.get_text()
    scene.apply_filter()
    assert scene.filtered and all("wyrms" in scene.renderer.fields(c)["suits"] for c in scene.filtered)
    scene.query = "no such card at all"
    scene.apply_filter()
    frames(app)
    assert scene.filtered == [] and not app.errors


def test_guides_compare_language_and_zoom_keys(app, tmp_path):
    scene = studio(app, "gnostica")
    key(app, pygame.K_g)
    assert scene.guides
    key(app, pygame.K_c)
    assert scene.compare == "art" and scene.other is None  # no art folder: a hint instead
    scene.set_art_dir(str(tmp_path))
    assert scene.compare == "art" and scene.other is not None and app.art_dir == str(tmp_path)
    frames(app)
    key(app, pygame.K_c)
    assert scene.compare == "layout"
    key(app, pygame.K_c)
    assert scene.compare == "off"
    before = scene.names[scene.filtered[0]]
    key(app, pygame.K_l)
    assert scene.card_lang == "es" and scene.names[scene.filtered[0]] != before
    width = scene.grid.thumb[0]
    key(app, pygame.K_EQUALS)
    assert scene.grid.thumb[0] > width
    frames(app)
    assert not app.errors


def test_compare_two_layouts(app, runes_ws):
    second = runes_ws.data / "layout-b.yaml"
    second.write_text(runes_ws.layout.read_text().replace('paper: "#f5eedc"', 'paper: "#dde8f0"'))
    scene = studio(app, "runes")
    scene.use_renderer(runes_ws.renderer)
    scene.activate("compare")
    scene.activate("compare")
    assert scene.compare == "layout" and scene.other is not None
    assert scene.other.layout_path == second and scene.other.layout.colours["paper"] != \
        scene.renderer.layout.colours["paper"]
    frames(app)
    assert not app.errors


def test_live_reload_in_the_studio(app, runes_ws):
    scene = watching_studio(app, runes_ws)
    path = runes_ws.cards_file()
    runes_ws.write(path, path.read_text() + "  - id: new_card\n    name: {en: New, es: Nueva}\n"
                                             "    rank: \"4\"\n    suits: [waves, wyrms]\n")
    frames(app)
    assert "new_card" in scene.filtered and scene.status_kind == "good"
    runes_ws.write(runes_ws.layout, runes_ws.layout.read_text().replace("kind: frame", "kind: frmae", 1))
    frames(app)
    assert scene.renderer.errors and scene.status_kind == "error"
    assert "new_card" in scene.filtered  # the cards and the last good layout stay
    assert not app.errors


def test_a_running_table_redraws_when_its_cards_reload(app, monkeypatch):
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session

    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bot", "random")], 3)
    app.open_table(session)
    table = app.top
    frames(app, 3)
    assert table.card_watch is not None and table.card_watch.renderer is table.cards
    table.card_watch.interval = 0
    reloads = []
    real = table.cards.reload
    monkeypatch.setattr(table.cards, "reload", lambda: reloads.append(1) or real())
    _shared[table.cards][1] = {}  # as if a watched file had changed on disk
    app.update(1 / 30)
    assert reloads and table.layout_key is None
    app.draw()
    assert not app.errors


def test_export_job_runs_the_command_in_another_process(tmp_path):
    out = tmp_path / "two.pdf"
    job = jobs.ExportJob(["cards", "sheet", "runes", "--out", str(out), "--cards", "ace_moons,author",
                          "--dpi", "72"], out).start()
    assert job.wait(120) == 0, job.message
    assert job.ok and out.is_file() and (job.done, job.total) == (2, 2)


class FakeJob:
    """Stands in for an export process in the random-input test."""

    def __init__(self, *args, **kwargs):
        self.argv, self.kind = (args or [[]])[0], kwargs.get("kind", "export")
        self.output, self.done, self.total, self.message, self.returncode = "x", 1, 1, "", 0
        self.running, self.ok, self.fraction = False, True, 1.0

    def start(self):
        return self


def random_event(rnd: random.Random, app) -> pygame.event.Event:
    w, h = app.size
    roll = rnd.random()
    if roll < 0.3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=(rnd.randrange(w), rnd.randrange(h)), rel=(1, 1),
                                  buttons=(0, 0, 0))
    if roll < 0.6:
        rects = [el.rect for el in app.top.ui.get_sprite_group().sprites() if el.alive()]
        scene = app.top
        if isinstance(scene, StudioScene):
            rects += [scene.grid.cell(i) for i in range(min(20, len(scene.filtered)))]
        rects = [r for r in rects if r.width > 0 and r.height > 0]
        if rects and rnd.random() < 0.7:
            r = rnd.choice(rects)
            pos = (rnd.randrange(r.x, r.right), rnd.randrange(r.y, r.bottom))
        else:
            pos = (rnd.randrange(w), rnd.randrange(h))
        kind = pygame.MOUSEBUTTONDOWN if rnd.random() < 0.5 else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=rnd.choice((1, 1, 1, 3)))
    if roll < 0.67:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-3, -1, 1, 2)), flipped=False,
                                  precise_x=0.0, precise_y=0.0)
    if roll < 0.92:
        keys = [pygame.K_g, pygame.K_c, pygame.K_l, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_EQUALS, pygame.K_MINUS,
                pygame.K_RETURN, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_f, pygame.K_b] * 3 + [pygame.K_F5, pygame.K_ESCAPE]
        mod = pygame.KMOD_CTRL if rnd.random() < 0.1 else 0
        return pygame.event.Event(pygame.KEYDOWN if rnd.random() < 0.8 else pygame.KEYUP, key=rnd.choice(keys),
                                  mod=mod, unicode="", scancode=0)
    if roll < 0.995:
        return pygame.event.Event(pygame.TEXTINPUT, text=rnd.choice("moons cup ñé 7"))
    size = (rnd.randrange(1280, 1921), rnd.randrange(720, 1081))
    return pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)


def test_studio_survives_5000_random_events(app, monkeypatch):
    monkeypatch.setattr(jobs, "ExportJob", FakeJob)
    rnd = random.Random(4)
    scene = studio(app, "runes")
    delivered = away = n = 0
    while delivered < 5000:
        n += 1
        if not isinstance(app.top, StudioScene):
            away += 1
            if away > 30:
                scene = StudioScene(app, rnd.choice(("runes", "gnostica")))
                app.push(scene)
                away = 0
        else:
            delivered += 1
        app.handle_event(random_event(rnd, app))
        for posted in pygame.event.get():
            app.handle_event(posted)
        app.running = True
        if n % 5 == 0:
            app.update(0.05)
        if n % 50 == 0:
            app.draw()
        assert not app.errors, app.errors[0]
    assert scene is not None


def test_filter_words_and_field_terms():
    from tabletop.ui.cards.catalog import matches

    fields = {"name": {"en": "The Author", "es": "El Autor"}, "rank": "2", "suits": ["moons", "knots"]}
    assert matches("author", "author", fields) and matches("autor", "author", fields)
    assert matches("suits=knots", "author", fields) and matches("moons knots", "author", fields)
    assert not matches("suits=suns", "author", fields) and not matches("author wyrms", "author", fields)
    assert matches("", "author", fields)


def test_art_dropped_in_the_overlay_folder_reaches_a_running_table(tmp_path):
    """A designer drops a PNG into the art folder: the table of a running game shows it within a second."""
    import time

    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.ui.app import App

    app = App(size=(1280, 720), art_dir=str(tmp_path))
    try:
        session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bot", "random")], 5)
        app.open_table(session)
        table = app.top
        frames(app, 2)
        size = table.cards.size_for_width(126)
        before = table.cards.render("bard", size).get_at((63, 75))
        (tmp_path / "runes").mkdir()
        surf = pygame.Surface((50, 80))
        surf.fill((255, 0, 255))
        pygame.image.save(surf, str(tmp_path / "runes" / "bard.png"))
        start = time.monotonic()
        while time.monotonic() - start < 1.0 and table.cards.render("bard", size).get_at((63, 75)) == before:
            app.frame([], 1 / 30)
            time.sleep(0.02)
        assert table.cards.render("bard", size).get_at((63, 75))[:3] == (255, 0, 255)
        assert time.monotonic() - start < 1.0 and not app.errors
    finally:
        pygame.display.quit()


def test_game_switcher(app):
    import pygame_gui

    scene = studio(app, "runes")
    index = scene.game_choice.values.index("gnostica")
    app.frame([pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.game_choice.element,
                                  selected_option_id=f"#choice{index}", text="Gnostica")], 1 / 30)
    assert scene.game == "gnostica" and scene.renderer.card_size_mm == (70.0, 120.0)
    assert len(scene.filtered) == 78 and scene.selected in scene.renderer.cards
    assert not app.errors


def test_art_folder_setting_is_remembered(app, tmp_path):
    from tabletop.ui.cards.prefs import load_prefs

    scene = studio(app, "runes")
    scene.set_art_dir(str(tmp_path))
    assert load_prefs().art_dir == str(tmp_path) and load_prefs().game == "runes"
    app.art_dir = None
    again = StudioScene(app)
    assert again.art_dir == str(tmp_path) and app.art_dir == str(tmp_path) and again.game == "runes"
    again.set_art_dir(None)
    assert load_prefs().art_dir is None and app.art_dir is None


def test_export_needs_no_display(tmp_path):
    import os
    import subprocess
    import sys

    from tabletop.paths import ROOT

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-m", "tabletop", "cards", "export", "runes", "--cards", "bard",
                           "--out", str(tmp_path), "--dpi", "72"], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "bard.png").is_file()


def test_leaving_the_studio_stops_its_export(app, monkeypatch):
    from tabletop.ui.scenes.menu import MenuScene

    started = []

    class SlowJob(FakeJob):
        def __init__(self):
            super().__init__()
            self.running = True

        def cancel(self):
            started.append("cancelled")

    monkeypatch.setattr(jobs, "ExportJob", lambda *a, **k: SlowJob())
    scene = studio(app, "runes")
    scene.activate("pdf")
    assert scene.job is not None and not scene.widgets["pdf"].is_enabled
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and started == ["cancelled"]


def test_a_schema_error_shows_like_a_syntax_error_and_keeps_the_last_good_cards(app, runes_ws):
    scene = watching_studio(app, runes_ws)
    path = runes_ws.cards_file()
    good = path.read_text()
    bad = good.replace("suits: [moons]", "suits: [mooons]", 1)
    line = bad[:bad.index("[mooons]")].count("\n") + 1
    runes_ws.write(path, bad)
    frames(app)
    assert scene.status_kind == "error"
    assert any(m.startswith(f"{path}:{line}: E-BAD-VALUE: card 'ace_moons': field 'suits': 'mooons' is not one of")
               for m in scene.renderer.errors), scene.renderer.errors
    assert scene.renderer.fields("ace_moons")["suits"] == ["moons"]  # the last good version stays
    assert "ace_moons" not in scene.problems  # not reported as a text or art problem
    runes_ws.write(path, good)
    frames(app)
    assert scene.status_kind == "good" and not scene.renderer.errors


@pytest.mark.parametrize("query", ["suit=moons", "suits=moons", "palo=moon", "SUIT=Moons"])
def test_filter_field_names_accept_singular_plural_and_spanish(query):
    from tabletop.ui.cards.catalog import matches

    runes_card = {"name": {"en": "Ace of Moons", "es": "As de Lunas"}, "rank": "ace", "suits": ["moons"]}
    assert matches(query, "ace_moons", runes_card)
    assert not matches(query.replace("oon", "ave"), "ace_moons", runes_card)


def test_filter_suit_finds_cards_in_both_games():
    from tabletop.ui.cards.catalog import matches
    from tabletop.ui.cardface import CardRenderer

    runes = CardRenderer.for_game("runes").cards
    knots = [cid for cid, fields in runes.items() if "knots" in fields["suits"]]
    assert knots and [cid for cid, fields in runes.items() if matches("suit=knots", cid, fields)] == knots
    gnostica = CardRenderer.for_game("gnostica").cards
    for query, expected in (("suit=cups", 14), ("type=major", 22), ("nombre=reina palo=swords", 1)):
        found = [cid for cid, fields in gnostica.items() if matches(query, cid, fields)]
        assert len(found) == expected, (query, found)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_card_panel_says_when_an_art_file_cannot_be_shown(app, tmp_path, language):
    from tabletop.ui.i18n import set_language, t

    (tmp_path / "runes").mkdir()
    (tmp_path / "runes" / "ace_moons.png").write_text("not a picture")
    set_language(language)
    scene = studio(app, "runes")
    scene.set_art_dir(str(tmp_path))
    scene.select("ace_moons")
    frames(app)
    lines = [text for text, _ in scene.detail._work_out_lines("ace_moons")]
    reason = t("studio.art_reason_text")
    assert any("ace_moons.png" in line and reason in line for line in lines), lines
    assert "ace_moons" in scene.problems
    assert not app.errors


class RecordingJob(FakeJob):
    """A finished export that remembers the command it was given."""

    made: list = []

    def __init__(self, argv, output):
        super().__init__()
        self.argv, self.output = argv, output
        RecordingJob.made.append(self)


def test_export_of_only_the_filtered_cards(app, monkeypatch):
    RecordingJob.made = []
    monkeypatch.setattr(jobs, "ExportJob", RecordingJob)
    scene = studio(app, "runes")
    scene.query = "suit=knots"
    scene.apply_filter()
    scene.activate("png")
    assert "--cards" not in RecordingJob.made[-1].argv  # the toggle is off: every card
    scene.activate("scope")
    scene.activate("pdf")
    argv = RecordingJob.made[-1].argv
    assert argv[argv.index("--cards") + 1].split(",") == scene.filtered and len(scene.filtered) < 20
    assert RecordingJob.made[-1].output.name == "runes-a4-selection.pdf"
    scene.query = "no such card at all"
    scene.apply_filter()
    scene.activate("png")
    assert len(RecordingJob.made) == 2 and scene.status_kind == "error"


def test_open_export_folder_after_an_export_uses_the_injected_opener(app, monkeypatch, tmp_path):
    monkeypatch.setattr(jobs, "ExportJob", lambda argv, output: FakeJob())
    scene = studio(app, "runes")
    assert "open" not in scene.widgets
    export = tmp_path / "png"
    export.mkdir()
    scene.job = RecordingJob(["cards", "export"], export)
    frames(app)
    assert "open" in scene.widgets and scene.last_export == export
    opened = []
    scene.open_folder = lambda folder: opened.append(folder)
    scene.activate("open")
    assert opened == [export] and scene.status_kind == "good"
    scene.open_folder = lambda folder: "no_opener"
    scene.activate("open")
    assert scene.status_kind == "error" and "png" in scene.status and "xdg-utils" in scene.status
    assert str(export) not in scene.status  # where, but never a whole absolute path
    assert not app.errors


def test_the_default_opener_spawns_nothing_without_a_display(tmp_path, monkeypatch):
    from tabletop.ui import opener

    monkeypatch.setattr(opener.subprocess, "Popen", lambda *a, **k: pytest.fail("spawned a process"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert opener.open_folder(tmp_path) == "no_display"
    assert opener.open_folder(tmp_path / "gone") == "missing"


def test_the_opener_command_of_each_platform():
    from tabletop.ui.opener import opener_command

    assert opener_command("darwin", lambda name: None) == ["open"]
    assert opener_command("linux", lambda name: "/usr/bin/xdg-open" if name == "xdg-open" else None) == \
        ["/usr/bin/xdg-open"]
    assert opener_command("linux", lambda name: None) is None
    assert opener_command("win32", lambda name: None) is None


def test_the_default_opener_starts_the_platform_program_without_waiting(tmp_path, monkeypatch):
    from tabletop.ui import opener

    started = []
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(opener.sys, "platform", "linux")
    monkeypatch.setattr(opener.subprocess, "Popen", lambda argv, **kwargs: started.append(argv))
    monkeypatch.setattr(opener.shutil, "which", lambda name: "/usr/bin/xdg-open" if name == "xdg-open" else None)
    assert opener.open_folder(tmp_path) is None and started == [["/usr/bin/xdg-open", str(tmp_path)]]
    monkeypatch.setattr(opener.shutil, "which", lambda name: None)
    assert opener.open_folder(tmp_path) == "no_opener"


def test_the_balance_view_shows_the_selected_cards_figures_from_the_latest_report(app):
    from tabletop.balance.run import default_out, default_seats, run_balance, write_report

    report = run_balance("runes", default_seats("runes"), 3, seed=2)
    write_report(report, default_out("runes"))
    scene = studio(app, "runes")
    card = report.cards[0].card
    scene.select(card)
    assert "run_balance" not in scene.widgets
    key(app, pygame.K_b)
    assert scene.balance_view and "run_balance" in scene.widgets
    text = " ".join(line for line, _colour in scene.balance.lines(card))
    ranked = sum(not math.isnan(f.effect) for f in report.cards)
    assert "3 games" in text and f"1 of {ranked} cards" in text and "Won when played" in text
    assert scene.balance.plot(card, 400) is not None
    frames(app)
    assert not app.errors
    key(app, pygame.K_b)
    assert not scene.balance_view and "run_balance" not in scene.widgets


def test_the_balance_view_shows_what_the_card_causes_from_the_latest_cause_report(app):
    from tabletop.balance.cause import CardCause, Paired, write_cause
    from tabletop.balance.run import default_out

    measured = [CardCause("pyre_dancer", "normal", Paired(0.12, 0.06, 0.2, 80), Paired(0.0, -0.05, 0.03, 70), 0.5, 0.6),
                CardCause("ash_reaver", "normal", Paired(-0.01, -0.1, 0.08, 75), Paired(0.0, -0.05, 0.03, 70), 0.4, 0.5)]
    write_cause(measured, default_out("invocacion"))
    scene = studio(app, "invocacion")
    scene.select("pyre_dancer")
    key(app, pygame.K_b)
    lines = scene.balance.lines("pyre_dancer")
    cause = [(text, colour) for text, colour in lines if text.startswith("Causes")]
    assert cause and "+12.0 points [+6, +20]" in cause[0][0] and "80 pairs" in cause[0][0] and "[-5, +3]" in cause[0][0]
    assert cause[0][1] == GOLD  # beyond the noise floor
    assert [c for t, c in scene.balance.lines("ash_reaver") if t.startswith("Causes")] == [CREAM]
    other = next(c for c in scene.filtered if c not in ("pyre_dancer", "ash_reaver"))
    assert not [t for t, _c in scene.balance.lines(other) if t.startswith("Causes")]
    assert scene.balance.cause_plot(400) is not None
    frames(app)
    assert not app.errors


def test_the_balance_view_says_how_to_get_a_report_when_there_is_none(app):
    scene = studio(app, "gnostica")
    scene.select(scene.filtered[0])
    key(app, pygame.K_b)
    frames(app)
    assert "No balance report" in scene.balance.lines(scene.selected)[0][0] and not app.errors


def test_run_balance_plays_bot_games_in_another_process_and_says_where_the_report_went(app, monkeypatch):
    monkeypatch.setattr(jobs, "ExportJob", FakeJob)
    scene = studio(app, "runes")
    key(app, pygame.K_b)
    scene.activate("run_balance")
    assert scene.job.kind == "balance" and scene.job.argv[:4] == ["balance", "runes", "--games", "60"]
    frames(app)
    assert scene.job is None and scene.status.startswith("Balance report saved")
