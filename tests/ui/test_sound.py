"""Issue 28 §3 Sound: five short original effects made in pure Python at first run into the user cache, a Settings
row Off/25–100 %, silent under the dummy audio driver and in tests."""
from __future__ import annotations

import ast
import wave

import pygame

from tabletop import paths
from tabletop.ui import sound
from tabletop.ui.settings import Settings, load_settings


def test_five_short_sounds_are_made_at_first_use_in_the_user_cache(user_dirs):
    """'five short original effects (card, shuffle, damage, win, your turn) synthesised … into the user cache'."""
    made = {}
    for cue in ("card", "shuffle", "damage", "win", "your_turn"):
        path = sound.sound_file(cue)
        assert path.is_relative_to(user_dirs) and "cache" in path.parts and paths.ROOT not in path.parents
        with wave.open(str(path)) as wav:
            seconds = wav.getnframes() / wav.getframerate()
            frames = wav.readframes(wav.getnframes())
        assert 0.05 < seconds <= 1.0 and max(frames) > 0
        made[cue] = frames
        assert sound.sound_file(cue).stat().st_mtime == path.stat().st_mtime  # made once, then reused
    assert len(set(made.values())) == 5


def test_the_sound_module_needs_nothing_beyond_python_and_pygame():
    """'synthesised in pure Python (no new dependency)'."""
    tree = ast.parse(open(sound.__file__, encoding="utf-8").read())
    modules = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
               for alias in node.names}
    modules |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert modules <= {"__future__", "array", "math", "os", "random", "wave", "pathlib", "typing", "tabletop",
                       "pygame", "platformdirs"}


def test_silent_under_the_dummy_audio_driver_and_in_tests(make_app):
    """'silent under the dummy audio driver and in tests': a cue is asked for, the mixer is never opened."""
    app = make_app()
    assert app.settings.sound_volume > 0
    assert app.sounds.play("card") is False and app.sounds.asked == ["card"]
    assert not pygame.mixer.get_init()


def test_settings_offer_off_and_25_to_100_percent_and_remember_it(make_app):
    """'a Settings row Off/25–100 %'."""
    from tabletop.ui.scenes.settings import SettingsScene
    app = make_app()
    scene = SettingsScene(app)
    rows = {key: entries for key, entries, _current in scene._rows()}
    assert [label for label, _v in rows["sound_volume"]] == ["Off", "25 %", "50 %", "75 %", "100 %"]
    scene.apply("sound_volume", 0.0)
    assert load_settings()[0].sound_volume == 0.0 and app.sounds.play("win") is False
    assert Settings.from_json({"sound_volume": 3}).sound_volume == 0.75  # out of range: the default


def test_each_move_asks_for_the_sound_of_what_it_did(make_app, sessions):
    """card for a move, win at the end, damage when life is lost, your turn after a bot's move."""
    from table_scene import show_table
    app, table = show_table(make_app(), sessions.make(humans=1))
    table.play(table.legal()[0])
    assert app.sounds.asked[-1] in ("card", "your_turn", "damage", "shuffle")
    assert sound.cue_for(["draw"], over=False, your_turn=False) == "card"
    assert sound.cue_for(["deck.reshuffled"], over=False, your_turn=False) == "shuffle"
    assert sound.cue_for(["damage.mage", "draw"], over=False, your_turn=True) == "damage"
    assert sound.cue_for(["draw"], over=False, your_turn=True) == "your_turn"
    assert sound.cue_for(["damage.mage"], over=True, your_turn=False) == "win"


def test_fast_mode_is_silent(make_app):
    """Nothing sounds under --fast."""
    app = make_app(fast=True)
    assert app.sounds.volume() == 0.0
