"""Settings persist as JSON in the config dir; a broken file is ignored with a message, never a crash."""
from __future__ import annotations

import json

from tabletop import paths
from tabletop.ui.settings import Settings, load_settings, save_settings


def test_settings_round_trip():
    settings = Settings(language="es", ui_scale=1.25, animation_speed=0.5, bot_speed=2.0, fullscreen=False,
                        window_size=[1920, 1080])
    assert save_settings(settings) is None
    loaded, warning = load_settings()
    assert warning is None
    assert loaded == settings
    assert json.loads(paths.settings_path().read_text())["language"] == "es"


def test_missing_file_gives_defaults():
    loaded, warning = load_settings()
    assert loaded == Settings() and warning is None


def test_broken_file_is_ignored_with_a_message():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    loaded, warning = load_settings()
    assert loaded == Settings()
    assert warning and str(path) in warning


def test_bad_values_fall_back_to_defaults():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "xx", "ui_scale": "big", "bot_speed": 0.5, "unknown": 1}))
    loaded, warning = load_settings()
    assert warning is None
    assert loaded.language == "en" and loaded.ui_scale == 1.0 and loaded.bot_speed == 0.5


def test_app_starts_with_a_broken_settings_file_and_says_so(make_app):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[1, 2", encoding="utf-8")
    app = make_app()
    assert app.toasts and "settings" in app.toasts[0][0].lower()
    assert not app.errors
    app.running = False
    app.run()
    assert path.read_text(encoding="utf-8") == "[1, 2", "a broken file is not overwritten on exit"


def test_settings_scene_changes_are_saved(make_app):
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.settings import SettingsScene

    app = make_app()
    app.reset_to(MenuScene(app))
    scene = app.push(SettingsScene(app))
    scene.apply("ui_scale", 1.25)
    scene.apply("bot_speed", 0.5)
    scene.apply("animation_speed", 0.0)
    scene.apply("language", "es")
    loaded, _ = load_settings()
    assert (loaded.ui_scale, loaded.bot_speed, loaded.animation_speed, loaded.language) == (1.25, 0.5, 0.0, "es")
    assert not app.errors


def test_window_size_is_remembered(make_app):
    app = make_app()
    app.resize(1500, 800)
    app.running = False
    app.run()
    loaded, _ = load_settings()
    assert loaded.window_size == [1500, 800]
