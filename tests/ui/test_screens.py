"""Screens a newcomer reads: the results reason, prompts, settings sizes, scaling, curtain timing."""
from __future__ import annotations

import random

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene


def finished(game_id: str, seed: int = 0) -> Session:
    """A random game of `game_id` between Ana and Bruno, played to its end."""
    session = Session(get_game(game_id), [Seat("human", "Ana"), Seat("human", "Bruno")], seed)
    chooser = random.Random(seed)
    while not session.is_over():
        legal = session.legal_actions()
        session.play(legal[chooser.randrange(len(legal))])
    return session


def test_results_reason_names_the_winner_instead_of_a_placeholder(make_app, monkeypatch):
    from tabletop.ui.scenes import results as results_module

    shown = []
    real_blit = results_module.blit_text
    monkeypatch.setattr(results_module, "blit_text", lambda surface, fonts, text, *a, **k: (
        shown.append(text), real_blit(surface, fonts, text, *a, **k))[1])
    app = make_app()
    for game_id in ("gnostica", "runes"):
        session = finished(game_id)
        table = TableScene(app, session)
        app.reset_to(MenuScene(app), table)
        results = ResultsScene(app, table)
        app.push(results)
        shown.clear()
        app.frame([], 0.02)
        winner = session.names[session.result().winners[0]]
        assert shown and not [text for text in shown if "{" in text], (game_id, shown)
        assert sum(winner in text for text in shown) >= 3, (game_id, shown)  # headline, reason, score row


def drawn_texts(monkeypatch, module) -> list[str]:
    """Every text `module` draws through blit_text from now on."""
    shown: list[str] = []
    real_blit = module.blit_text
    monkeypatch.setattr(module, "blit_text", lambda surface, fonts, text, *a, **k: (
        shown.append(text), real_blit(surface, fonts, text, *a, **k))[1])
    return shown


def test_hot_seat_top_line_says_who_casts_and_what_instead_of_waiting(make_app, sessions, monkeypatch):
    from tabletop.ui.scenes import table as table_module

    shown = drawn_texts(monkeypatch, table_module)
    checked = 0
    for seed in range(1, 6):
        session = sessions.make(humans=2, seed=seed, autosave=False)
        chooser = random.Random(seed)
        while not session.is_over() and not (session.to_move() == 1 and
                                             session.full_state_unsafe_for_bots().phase != "commit"):
            legal = session.legal_actions()
            session.play(legal[chooser.randrange(len(legal))])
        if session.is_over():
            continue
        app = make_app()
        table = TableScene(app, session)
        app.reset_to(MenuScene(app), table)
        shown.clear()
        app.frame([], 0.02)
        if app.top is not table:
            continue  # a curtain: this decision needs Bruno's private view
        prompt = session.game.prompt(table.observation(), "en", session.names)
        assert prompt.startswith("Bo") and prompt in shown, (prompt, shown[:6])
        assert not [text for text in shown if text.startswith("Waiting")]
        checked += 1
    assert checked >= 2


def test_settings_offer_and_save_only_window_sizes_that_fit_the_desktop(make_app, monkeypatch):
    import pygame

    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.settings import Settings, load_settings, save_settings

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    save_settings(Settings(window_size=[2560, 1440]))
    app = make_app(size=None)
    assert app.size[0] <= 1920 and app.size[1] < 1080, "a saved size too large is not used"
    app.reset_to(MenuScene(app))
    scene = app.push(SettingsScene(app))
    offered = dict((key, entries) for key, entries, _current in scene._rows())["window_size"]
    sizes = [value for _label, value in offered]
    assert (1280, 720) in sizes and (1600, 900) in sizes
    assert all(w <= 1920 and h < 1080 for w, h in sizes), sizes
    scene.apply("window_size", (2560, 1440))
    saved, _ = load_settings()
    assert saved.window_size[0] <= 1920 and saved.window_size[1] < 1080, saved.window_size
    assert app.size == tuple(saved.window_size)


def test_the_curtain_waits_until_the_last_move_has_been_shown(make_app, sessions, monkeypatch):
    import pygame

    from tabletop.ui.scenes.curtain import CurtainScene

    app = make_app()
    session = sessions.make(humans=2, autosave=False)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    app.frame([], 0.5)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert app.top is table and table.viewer == 0
    animating = [True]
    monkeypatch.setattr(table.view, "settling", lambda ctx: animating[0])
    assert table.play(session.legal_actions()[0])
    for _ in range(5):
        app.frame([], 0.1)
    assert app.top is table, "the curtain fell while the last move was still being shown"
    animating[0] = False
    app.frame([], 0.1)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1


def test_runes_damage_keeps_the_table_settling_until_the_number_was_read(make_app, sessions):
    from tabletop.engine.contract import Event
    from tabletop.games.runes.view.table import FLOAT_TIME

    app = make_app()
    session = sessions.make(humans=2, autosave=False)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    ctx = table.context()
    assert not table.view.settling(ctx)
    table.view.on_events([Event("spell", {"spell": "fireball", "caster": 0, "target": 1, "amount": 3})], ctx)
    assert table.view.settling(ctx)
    later = table.context()
    later.time = ctx.time + FLOAT_TIME / max(0.25, ctx.anim_speed)
    assert not table.view.settling(later)


def test_a_dialog_over_the_pause_menu_is_opaque(make_app):
    import pygame

    from tabletop.ui.scenes.dialogs import MessageScene

    app = make_app()
    app.reset_to(MenuScene(app))
    dialog = app.push(MessageScene(app, "Title", "Message", error=True))
    rect = dialog.panel_rect()
    inside = (rect.x + rect.width // 4, rect.bottom - rect.height // 3)  # no text there
    seen = []
    for backdrop in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface(app.size)
        surface.fill(backdrop)
        dialog.draw_scene(surface)
        seen.append(tuple(surface.get_at(inside)))
    assert seen[0] == seen[1], f"what is beneath shows through the dialog: {seen}"


def test_the_highlighted_menu_button_keeps_the_menu_font(make_app, sessions):
    from tabletop.ui.scenes.pause import PauseScene

    app = make_app()
    app.reset_to(MenuScene(app))
    table = TableScene(app, sessions.make(autosave=False))
    for scene in (app.top, PauseScene(app, table)):
        scene.build()
        fonts = {id(button.font) for button in scene.buttons.values()}
        assert len(fonts) == 1, f"{type(scene).__name__}: {len(fonts)} fonts in one column of buttons"


def test_an_error_dialog_speaks_the_interface_language_around_a_lower_layer_message(make_app, monkeypatch,
                                                                                    tmp_path):
    from tabletop.ui import saves
    from tabletop.ui.i18n import set_language, t
    from tabletop.ui.scenes import dialogs

    shown = drawn_texts(monkeypatch, dialogs)
    app = make_app()
    app.reset_to(MenuScene(app))
    set_language("es")
    broken = tmp_path / "broken.json"
    broken.write_text("{ not a record", encoding="utf-8")
    assert not saves.open_saved(app, broken)
    app.frame([], 0.02)
    title, lead = t("load.failed"), t("dialog.reported")
    assert shown[0] == title and lead in shown, shown
    assert shown.index(lead) < len(shown) - 1, "the program's own words follow the Spanish lead"


def test_the_hover_preview_goes_when_its_card_is_played(make_app, sessions):
    import pygame

    app = make_app()
    session = sessions.make(humans=1, autosave=False)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    table.ensure_layout()
    rect, ref = next((rect, ref) for rect, ref in table.view.hits if ref.startswith("hand:"))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame([], 0.5)
    assert table.hovered == ref
    action = next(action for action in session.legal_actions() if action.ref == ref)
    assert table.play(action)
    app.frame([], 0.5)
    assert table.hovered != ref, "the preview of a card that left the hand stays on screen"


def test_a_replay_ends_on_the_record_s_result_and_back_still_works(make_app, sessions, monkeypatch):
    import pygame

    from tabletop.ui.scenes import table as table_module

    shown_texts = drawn_texts(monkeypatch, table_module)
    app = make_app(fast=True)
    record = list(sessions.finish(sessions.make(humans=1, autosave=False)).actions)
    shown = sessions.make(humans=1, autosave=False)
    table = TableScene(app, shown, replay=record)
    app.reset_to(MenuScene(app), table)
    table.playing = True
    for _ in range(len(record) + 20):
        app.frame([], 0.02)
    assert shown.actions == record and app.top is table, "a replay shows no results scene"
    reason = shown.game.describe_result(table.observation(), "en", shown.names)
    assert f"End of the record — {reason}" in shown_texts
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    app.frame([], 0.02)
    assert shown.actions == record[:-1]


def test_setup_shows_option_choices_in_the_interface_language(make_app):
    from tabletop.ui.i18n import set_language
    from tabletop.ui.scenes.setup import SetupScene

    app = make_app()
    set_language("es")
    setup = SetupScene(app, "runes")
    app.reset_to(MenuScene(app), setup)
    app.frame([], 0.02)
    death = setup.widgets["options"]["simultaneous_death"]
    assert death.element.selected_option[0] == "Empate"
