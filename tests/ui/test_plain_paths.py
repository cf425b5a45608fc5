"""No message shown to a player contains an absolute path: "Saved as <name>" with an Open folder button, plain
settings and dialogs, and the deck pickers mark an illegal deck with a plain reason (card names) it cannot be
chosen with."""
from __future__ import annotations

import pygame
import pytest

from tabletop.ui.plain_paths import has_absolute_path, plain_text
from tests.ui import shown_text


def test_plain_text_keeps_only_the_last_part_of_absolute_paths():
    assert plain_text("Saved to /home/ana/.local/share/tabletop/saves/runes-1.json") == "Saved to runes-1.json"
    assert plain_text(r"C:\Users\Ana\saves\runes-1.json: broken") == "runes-1.json: broken"
    assert plain_text("/tmp/x/decks/: empty") == "decks: empty"
    for kept in ("5/6 life", "draw and/or discard", "~/decks/mine.txt", "1/2 Maná", "docs/rules/runes.md"):
        assert plain_text(kept) == kept and not has_absolute_path(kept)


def runes_session():
    """Ana against a bot at Rune Duel, not autosaved."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    return Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 7)


class Shown(shown_text.Shown):
    """Every string shown, and those naming an absolute path."""

    def absolute(self) -> list[str]:
        return [s for s in self.strings if has_absolute_path(s)]


def frames(app, count=3):
    for _ in range(count):
        app.update(0.02)
        app.draw()


def test_ctrl_s_says_saved_as_its_name_and_offers_open_folder(make_app, user_dirs):
    from table_scene import show_table

    app, table = show_table(make_app(), runes_session())
    shown = Shown(app)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="",
                                        scancode=0))
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    frames(app)
    text = app.toasts[-1][0]
    assert text.startswith("Saved as Rune Duel") and not has_absolute_path(text)
    assert app.toast_actions[text][0] == "Open folder" and "Open folder" in shown.strings
    assert not shown.absolute() and not any(str(user_dirs) in s for s in shown.strings)
    rect, _do = app._toast_buttons[-1]
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    assert any("Cannot open the folder" in t for t, _u, _k in app.toasts)  # no display in tests: it says why


def test_settings_load_browser_and_dialogs_show_no_path(make_app, user_dirs):
    from tabletop.engine.errors import RecordError
    from tabletop.ui.scenes.dialogs import MessageScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.saves_browser import SaveBrowserScene
    from tabletop.ui.scenes.settings import SettingsScene

    from tabletop.ui.saves import save_session

    save_session(runes_session())  # the browser lists a save
    app = make_app()
    shown = Shown(app)
    app.reset_to(MenuScene(app))
    for scene in (SettingsScene(app), SaveBrowserScene(app)):
        app.push(scene)
        frames(app)
        app.pop(scene)
    bad = user_dirs / "data" / "saves" / "broken.json"
    app.push(MessageScene(app, "Load failed", str(RecordError(f"{bad}: not a record")), error=True))
    app.toast(f"Could not save {bad}: disk full", kind="error")
    frames(app)
    assert not shown.absolute(), shown.absolute()
    assert not any(str(user_dirs) in s for s in shown.strings)


def test_the_deck_editor_shows_no_path(make_app, user_dirs):
    from tabletop.ui.scenes.deck_editor import DeckEditorScene
    from tabletop.ui.scenes.menu import MenuScene

    app = make_app()
    shown = Shown(app)
    scene = DeckEditorScene(app, "invocacion")
    app.reset_to(MenuScene(app), scene)
    frames(app)
    scene.editing.deck.add("ember_hound", "main")
    scene.save(scene.editing.target_for("mine"))  # "Saved ..." names the deck, not where it lies
    frames(app)
    assert not shown.absolute(), shown.absolute()


ILLEGAL = """game: invocacion

[main]
3 frontier_lord
"""


def seat_decks(make_app):
    from tabletop.engine.decks import user_decks_dir
    from tabletop.ui.scenes.deck_dialogs import SeatDecksScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    folder = user_decks_dir("invocacion")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "greedy.txt").write_text(ILLEGAL, encoding="utf-8")
    app = make_app()
    setup = SetupScene(app, "invocacion")
    app.reset_to(MenuScene(app), setup)
    setup._choose_decks()
    chooser = app.top
    assert isinstance(chooser, SeatDecksScene)
    return app, setup, chooser


def test_an_illegal_deck_is_marked_with_a_plain_reason_and_cannot_be_chosen(make_app):
    app, setup, chooser = seat_decks(make_app)
    label = next(label for label, value in chooser.entries() if value == "greedy")
    assert label.startswith("✗ greedy:") and "Lord of the Frontier" in label and "frontier_lord" not in label
    assert not has_absolute_path(label)
    before = list(chooser.values)
    chooser.pick(0, "greedy")
    assert chooser.values == before and "greedy cannot be played" in chooser.problem
    chooser.values[0] = "greedy"  # even forced in, it is not used
    chooser.accept()
    assert app.top is chooser


def test_the_decks_option_names_the_players_decks_never_their_path(make_app):
    from tabletop.engine.decks import rules_of, user_decks_dir
    from tabletop.engine.registry import get_game

    app, setup, chooser = seat_decks(make_app)
    ready = rules_of(get_game("invocacion")).ready_dir / "borderlands.txt"
    (user_decks_dir("invocacion") / "mine.txt").write_text(ready.read_text(encoding="utf-8"), encoding="utf-8")
    chooser.rebuild()
    assert ("mine (yours)", "mine") in chooser.entries()
    chooser.values = ["mine", "tide_and_gale"]
    chooser.accept()
    assert setup.options["decks"] == "mine, tide_and_gale"
