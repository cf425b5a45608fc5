"""The deck editor: filters, add/remove/undo, saving without losing anything, and a deck built from scratch."""
from __future__ import annotations

import pygame
import pytest

from tabletop.engine.decks import read_deck, user_decks_dir
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules.cards import deck as card_set
from tabletop.games.invocacion.rules.constructed import DECK_RULES
from tabletop.ui.deck_edit import DeckEditing

GAME = get_game("invocacion")


def legal_from_scratch(editing: DeckEditing) -> None:
    """Add cards one by one as a player would: 10 without effect, 20 with, the rules' copy limits kept."""
    cards = card_set().cards
    plain = [c for c in editing.pool if cards[c.id].effect is None]
    effect = [c for c in editing.pool if cards[c.id].effect is not None]
    for group, wanted in ((plain, 10), (effect, 20)):
        added = 0
        for card in group:
            for _ in range(1 if cards[card.id].promo else 2):
                if added < wanted:
                    editing.add(card.id)
                    added += 1


@pytest.fixture
def editing():
    return DeckEditing("invocacion", DECK_RULES)


def test_the_filter_compares_numbers_and_reads_words(editing):
    cheap = editing.filtered("cost<=1")
    assert cheap and all(editing.by_id[c].cost <= 1 for c in cheap)
    assert len(cheap) < len(editing.pool)
    strong = editing.filtered("power>6")
    assert strong and all(editing.by_id[c].power > 6 for c in strong)
    assert editing.filtered("ember hound") == ["ember_hound"]
    assert set(editing.filtered("poder>=7")) == {c for c in strong if editing.by_id[c].power >= 7}


def test_adding_removing_and_undo_change_the_deck_and_what_is_unsaved(editing):
    assert not editing.dirty
    editing.add("ember_hound")
    editing.add("ember_hound")
    editing.remove("ember_hound")
    assert editing.deck.count("ember_hound") == 1 and editing.dirty
    assert editing.undo() and editing.deck.count("ember_hound") == 2
    assert editing.undo() and editing.undo() and editing.deck.total() == 0
    assert not editing.undo()


def test_the_legality_names_each_broken_rule_live(editing):
    editing.add("first_flame")
    editing.add("first_flame")
    messages = [p.message() for p in editing.problems()]
    assert "2 copies of 'first_flame', a promotional card (★1): at most 1" in messages
    assert "a deck has 30 cards, this one has 2" in messages
    assert any("cartas" in p.message("es") for p in editing.problems())


def test_groups_and_curve_count_the_deck(editing):
    editing.add("ember_hound")
    editing.add("ember_hound")
    kinds = dict(editing.type_counts("en"))
    assert sum(kinds.values()) == 2
    assert sum(editing.curve()) == 2 and editing.curve_is_cost()


def test_a_deck_built_from_scratch_saves_loads_plays_and_replays_after_the_file_changed(editing, tmp_path):
    legal_from_scratch(editing)
    assert editing.problems() == []
    path = editing.save(editing.target_for("My first deck"))
    assert path == user_decks_dir("invocacion") / "my_first_deck.txt" and not editing.dirty
    assert read_deck(path, DECK_RULES, "invocacion").cards() == editing.deck.cards()
    from tabletop.deck_commands import apply_deck_arguments
    options = apply_deck_arguments(GAME, {}, [f"1={path}"], 2)
    session = Session(GAME, [Seat("human", "Ana"), Seat("bot", "Bo", "hard")], 5, options)
    for _ in range(15):
        session.play(session.legal_actions()[-1])
    saved = tmp_path / "game.json"
    session.save(saved)
    editing.remove(editing.deck.cards()[0])
    editing.save()  # the deck file changes (now 29 cards: illegal)
    again = Session.load(saved)
    assert again.actions == session.actions
    assert GAME.to_dict(again.full_state_unsafe_for_bots()) == GAME.to_dict(session.full_state_unsafe_for_bots())


def test_a_ready_made_deck_is_never_overwritten(editing):
    editing.open(DECK_RULES.ready_dir / "borderlands.txt")
    before = (DECK_RULES.ready_dir / "borderlands.txt").read_text(encoding="utf-8")
    editing.add("ember_hound")
    with pytest.raises(ValueError):
        editing.save()
    assert (DECK_RULES.ready_dir / "borderlands.txt").read_text(encoding="utf-8") == before


def test_editing_and_saving_a_commented_deck_keeps_its_comments(editing, tmp_path):
    shipped = (DECK_RULES.ready_dir / "borderlands.txt").read_text(encoding="utf-8")
    text = shipped.replace("[main]\n", "[main]\n# the big ones first\n").replace(
        "# Forge Titan", "# Forge Titan: keep both").replace("2 thunder_roc ", "# the flyers\n2 thunder_roc ")
    path = tmp_path / "mine.txt"
    path.write_text(text + "# tried at the club, 3 wins of 4\n", encoding="utf-8")
    editing.open(path)
    editing.remove("thunder_roc")
    editing.add("ember_hound")
    editing.save()
    saved = path.read_text(encoding="utf-8")
    for comment in ("# Borderlands: cards of no element", "# the big ones first\n2 frontier_lord",
                    "# Forge Titan: keep both", "# the flyers\n1 thunder_roc", "# tried at the club, 3 wins of 4"):
        assert comment in saved
    assert read_deck(path, DECK_RULES, "invocacion").count("ember_hound") == 1


# --- the scene ---------------------------------------------------------------------------------

def editor(make_app):
    from tabletop.ui.scenes.deck_editor import DeckEditorScene
    from tabletop.ui.scenes.menu import MenuScene
    app = make_app()
    scene = DeckEditorScene(app, "invocacion")
    app.reset_to(MenuScene(app), scene)
    app.update(0.05)
    app.draw()
    return app, scene


def click(app, pos, button=1):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, pos=pos, button=button))


def test_clicking_a_pool_card_adds_it_and_a_deck_rows_minus_takes_it_out(make_app):
    app, scene = editor(make_app)
    first = scene.grid.ids[0]
    click(app, scene.grid.cell(0).center)
    assert scene.editing.deck.count(first) == 1
    app.draw()
    minus = next(rect for rect, card, part in scene.rows if card == first and part == "minus")
    click(app, minus.center)
    assert scene.editing.deck.count(first) == 0


def test_dragging_a_pool_card_onto_the_deck_adds_it(make_app):
    app, scene = editor(make_app)
    start, end = scene.grid.cell(1).center, scene.areas()["deck"].center
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    app.draw()
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert scene.editing.deck.count(scene.grid.ids[1]) == 1


def test_leaving_or_closing_the_window_with_unsaved_changes_asks_first(make_app):
    from tabletop.ui.scenes.dialogs import ConfirmScene
    app, scene = editor(make_app)
    scene.editing.add("ember_hound")
    scene.press("back")
    assert isinstance(app.top, ConfirmScene) and scene in app.scenes
    app.pop()
    app.handle_event(pygame.event.Event(pygame.QUIT))
    assert app.running and isinstance(app.top, ConfirmScene)
    app.top.on_confirm()
    assert not app.running


def test_a_broken_deck_file_is_refused_with_its_line_and_left_alone(make_app):
    from tabletop.ui.scenes.dialogs import ErrorScene
    app, scene = editor(make_app)
    folder = user_decks_dir("invocacion")
    folder.mkdir(parents=True)
    broken = folder / "broken.txt"
    broken.write_text("game: invocacion\n[main]\nthree ember_hound\n", encoding="utf-8")
    scene.editing.add("ember_hound")
    scene.open(broken)
    assert isinstance(app.top, ErrorScene) and "broken.txt:3:" in app.top.message and str(broken) not in \
        app.top.message  # the line, by the file's name: never a whole path
    assert scene.editing.deck.count("ember_hound") == 1
    assert broken.read_text(encoding="utf-8") == "game: invocacion\n[main]\nthree ember_hound\n"


def test_save_as_refuses_the_name_of_another_deck(make_app):
    from tabletop.ui.scenes.deck_dialogs import SaveAsScene
    app, scene = editor(make_app)
    scene.editing.add("ember_hound")
    scene.editing.save(scene.editing.target_for("taken"))
    scene.editing.replace(scene.editing.blank())
    scene.editing.add("forge_titan")
    scene.press("save_as")
    dialog = app.top
    assert isinstance(dialog, SaveAsScene)
    dialog.name = "taken"
    dialog.accept()
    assert app.top is dialog and "taken" in dialog.problem
    assert read_deck(user_decks_dir("invocacion") / "taken.txt", DECK_RULES, "invocacion").cards() == ["ember_hound"]


def test_test_draw_shows_the_opening_hand(make_app):
    from tabletop.ui.scenes.deck_dialogs import TestDrawScene
    app, scene = editor(make_app)
    scene.open(DECK_RULES.ready_dir / "borderlands.txt")
    scene.press("test_draw")
    assert isinstance(app.top, TestDrawScene) and len(app.top.hand) == 4
    app.draw()


def test_the_setups_seat_decks_choose_a_deck_per_seat_and_turn_constructed_on(make_app):
    from tabletop.ui.scenes.deck_dialogs import SeatDecksScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene
    app = make_app()
    setup = SetupScene(app, "invocacion")
    app.reset_to(MenuScene(app), setup)
    assert "decks" in setup.widgets
    setup._choose_decks()
    chooser = app.top
    assert isinstance(chooser, SeatDecksScene) and len(chooser.choices) == len(setup.seats)
    chooser.values[1] = "tide_and_gale"
    chooser.accept()
    assert setup.options["constructed"] is True
    assert setup.options["decks"] == f"{DECK_RULES.ready_dir.joinpath('borderlands.txt').stem}, tide_and_gale"


def test_saving_a_deck_cleans_what_a_killed_save_left_behind(editing, tmp_path, monkeypatch):
    """Issue 32.8: killed deck saves left `.tmp-*.json` in decks/<game>/; older than 60 s they go, as autosave's."""
    import os
    import time

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    folder = user_decks_dir("invocacion")
    folder.mkdir(parents=True)
    old, fresh = folder / ".tmp-killed.json", folder / ".tmp-writing.json"
    old.write_text("half a deck", encoding="utf-8")
    fresh.write_text("being written", encoding="utf-8")
    os.utime(old, (time.time() - 120, time.time() - 120))
    editing.add(editing.pool[0].id)
    editing.save(editing.target_for("mine"))
    assert not old.exists() and fresh.exists()
