"""The main menu's own buttons: shown without pygame_gui, working with the mouse and the keyboard, labels that fit."""
import os
import subprocess
import sys

import pygame

from tabletop.ui.i18n import set_language
from tabletop.ui.scenes.menu import MenuScene

MENU_FRAME = """
import sys
from tabletop.ui.app import App, start_scenes
app = App(size=(1280, 720))
start_scenes(app, "menu")
app.frame([], 1 / 60)
print("pygame_gui" in sys.modules, sorted(app.top.buttons))
"""


def test_the_menu_with_its_buttons_is_drawn_without_importing_pygame_gui(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_DATA_DIR=str(tmp_path),
               TABLETOP_CONFIG_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", MENU_FRAME], env=env, capture_output=True, text=True, check=True)
    imported, buttons = out.stdout.split(" ", 1)
    assert imported == "False" and "'new'" in buttons and "'quit'" in buttons


def _click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def test_a_click_on_a_menu_button_opens_its_scene_and_a_disabled_one_does_nothing(make_app):
    from tabletop.ui.scenes.rules import RulesScene

    app = make_app()
    app.reset_to(MenuScene(app))
    menu = app.top
    assert not menu.buttons["continue"].is_enabled  # no autosave in a fresh data folder
    _click(app, menu.buttons["continue"].rect.center)
    assert app.top is menu
    _click(app, menu.buttons["rules"].rect.center)
    assert isinstance(app.top, RulesScene)


def test_a_press_released_outside_the_button_is_no_click(make_app):
    app = make_app()
    app.reset_to(MenuScene(app))
    menu = app.top
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu.buttons["quit"].rect.center, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1))
    assert app.running


def test_arrow_keys_move_the_focus_over_enabled_buttons_and_enter_presses_it(make_app):
    app = make_app()
    app.reset_to(MenuScene(app))
    menu = app.top
    keys = []
    for _ in range(3):
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
        keys.append(menu.column.focus)
    assert keys == ["new", "load", "host"]  # Continue is disabled: skipped
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0))
    assert menu.column.focus == "load"
    menu.column.focus = "quit"
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert not app.running


def test_hovering_a_menu_button_lights_it(make_app):
    app = make_app()
    app.reset_to(MenuScene(app))
    button = app.top.buttons["load"]
    app.frame([], 0.05)
    before = app.window.get_at(button.rect.move(0, -8).midbottom)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 0), buttons=(0, 0, 0))], 0.05)
    assert button.state() == "hovered"
    assert app.window.get_at(button.rect.move(0, -8).midbottom) != before


def test_menu_labels_fit_their_buttons_in_both_languages_at_the_smallest_window(make_app):
    app = make_app(size=(1120, 630))
    for language in ("en", "es"):
        set_language(language)
        app.reset_to(MenuScene(app))
        for key, button in app.top.buttons.items():
            assert button.font.size(button.text)[0] <= button.rect.width - 16, (language, key, button.text)


MENU_WITH_AUTOSAVE = """
import sys
from tabletop.ui.app import App, start_scenes
app = App(size=(1280, 720))
start_scenes(app, "menu")
app.frame([], 1 / 60)
menu = app.top
print(menu.buttons["continue"].is_enabled, "tabletop.games.runes.rules.game" in sys.modules)
app.frame([], 1 / 60)
print(bool(menu.autosave_info), menu.buttons["continue"].tool_tip_text == menu.autosave_info)
"""


def test_with_an_autosave_the_menu_is_drawn_before_the_saved_games_rules_are_imported(sessions):
    from tabletop import paths

    session = sessions.make()
    session.play(session.legal_actions()[0])
    assert paths.autosave_path().is_file()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", MENU_WITH_AUTOSAVE], env=env, capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["True", "False", "True", "True"]
