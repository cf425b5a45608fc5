"""The action bar: a readable chooser for many options, keys for every button, confirmations, previews."""
from __future__ import annotations

import random

import pygame

from tabletop.engine.contract import Action
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.gnostica.view.shots import gnostica_position as gnostica
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.theme import fit_text


def open_table(app, session) -> TableScene:
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    return table


def key(app, k, mod=0) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def bar_labels(table) -> list[tuple[str, str]]:
    """(shown text, full label) of every bar button."""
    return [(button.text, button.full_label) for button, _what in table.actionbar.buttons]


def test_the_world_opens_a_chooser_of_card_faces_with_every_major_reachable_and_no_label_cut(make_app):
    app = make_app()
    session = gnostica({"0,0": ("major_21_world", [[0, 1, "E"]]), "1,0": ("wands_05_five", [[1, 2, "N"]])},
                       hands=[["cups_12_knight"]])
    table = open_table(app, session)
    table.choose_ref("cell:0,0")
    app.frame([], 0.02)
    assert all(shown == full for shown, full in bar_labels(table)), bar_labels(table)
    group = next(what for _b, what in table.actionbar.buttons if isinstance(what, tuple) and what[0] == "group")
    assert len(group[1]) == 21
    table.actionbar.activate(group)
    chooser = table.chooser
    assert chooser is not None and chooser.grid and len(chooser.options) == 21
    assert {o.card for o in chooser.options} == {a.args[0] for a in group[1]}, "each option shows its card"
    assert all(o.detail for o in chooser.options), "each option says what it does"
    for index, option in enumerate(chooser.options):
        key(app, pygame.K_RIGHT) if index else None
        assert chooser.focus == index and chooser.view.contains(chooser.cell(index)), "scrolled into view"
        cell_width = chooser.cell(index).width
        lines = app.fonts.wrap(f"{index + 1}  " + option.label, 14, cell_width - table.px(16), True)
        assert len(lines) <= 2, f"{option.label!r} is cut"
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == "copy major_20_judgement"


def test_a_few_short_options_make_a_small_menu_and_a_number_key_picks_one(make_app, sessions):
    app = make_app()
    table = open_table(app, sessions.make())
    actions = [Action("x", (1,), "hand:a"), Action("x", (2,), "hand:a")]
    table.open_chooser("hand:a", actions, (300, 300))
    assert not table.chooser.grid
    chosen = []
    table.actionbar.choose = chosen.append
    key(app, pygame.K_2)
    assert chosen == [actions[1]] and table.chooser is None


def test_tab_goes_through_the_refs_then_the_buttons_and_enter_presses_the_focused_one(make_app):
    app = make_app()
    session = gnostica({"0,0": ("swords_02_two", [[0, 1, "E"]]), "1,0": ("wands_05_five", [])},
                       hands=[["cups_12_knight"]])
    table = open_table(app, session)
    refs = list(dict.fromkeys(a.ref for a in table.legal() if a.ref))
    buttons = table.actionbar.numbered()
    assert refs and buttons
    seen = []
    for _ in range(len(refs) + len(buttons)):
        key(app, pygame.K_TAB)
        seen.append(table.kb_ref if table.kb_ref else ("bar", table.actionbar.focus))
    assert seen == refs + [("bar", i) for i in buttons]
    key(app, pygame.K_TAB)
    assert table.kb_ref == refs[0], "round again"
    for _ in range(len(refs)):
        key(app, pygame.K_TAB)
    focused = table.actionbar.buttons[table.actionbar.focus][1]
    key(app, pygame.K_RETURN)
    assert session.actions == [str(focused)]


def test_number_keys_press_the_bar_buttons_and_each_button_shows_its_number(make_app):
    app = make_app()
    session = gnostica({"0,0": ("swords_02_two", [[0, 1, "E"]])}, mode="end")
    table = open_table(app, session)
    labels = [full for _shown, full in bar_labels(table)]
    assert labels == ["End turn", "Challenge (next turn is my last)"]  # safe default first (issue 28 §4)
    assert table.actionbar.numbered() == [0, 1]
    key(app, pygame.K_1)
    assert session.actions == ["end"]


def test_the_challenge_is_never_the_default_and_asks_first_with_its_consequence(make_app):
    app = make_app()
    session = gnostica({"0,0": ("swords_02_two", [[0, 1, "E"]])}, mode="end")
    table = open_table(app, session)
    challenge = next(b for b, what in table.actionbar.buttons if str(what) == "challenge")
    assert "#risky_button" in challenge.object_ids and "#primary_button" not in challenge.object_ids
    key(app, pygame.K_2)  # the challenge is key 2, after "End turn"
    dialog = app.top
    assert isinstance(dialog, ConfirmScene) and session.actions == []
    assert "You have 1 points and need 9" in dialog.message and "eliminated" in dialog.message
    key(app, pygame.K_RETURN)  # Enter keeps the default: Cancel
    assert app.top is table and session.actions == []
    key(app, pygame.K_2)
    key(app, pygame.K_TAB)  # to the Challenge button, then Enter
    key(app, pygame.K_RETURN)
    assert session.actions == ["challenge"]


def test_confirm_moves_holds_a_secret_choice_until_ready_and_it_can_be_changed(make_app, sessions):
    app = make_app()
    app.settings.confirm_moves = True
    session = sessions.make(humans=1)
    table = open_table(app, session)
    hand = [a for a in table.legal() if a.kind == "play"]
    table.choose_ref(hand[0].ref)
    app.frame([], 0.02)
    assert session.actions == [] and table.actionbar.pending == hand[0]
    assert table.context().selected == hand[0].ref
    key(app, pygame.K_ESCAPE)  # Change
    assert table.actionbar.pending is None and session.actions == []
    table.choose_ref(hand[1].ref)
    app.frame([], 0.02)
    ready = next(b for b, what in table.actionbar.buttons if what == "ready")
    assert "#primary_button" in ready.object_ids
    table.actionbar.activate("ready")
    assert session.actions == [str(hand[1])]


def test_without_confirm_moves_a_solo_secret_choice_is_played_at_once(make_app, sessions):
    app = make_app()
    session = sessions.make(humans=1)
    table = open_table(app, session)
    hand = [a for a in table.legal() if a.kind == "play"]
    table.choose_ref(hand[0].ref)
    assert session.actions == [str(hand[0])]


def runes_with_a_damage_spell() -> Session:
    """Ana (human) may cast Fireball, Ice Ray or Hit at Bo."""
    game = get_game("runes")
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 1)
    chooser = random.Random(1)
    for _ in range(200):
        legal = session.legal_actions()
        if session.to_move() == 0 and any(a.kind == "cast" and a.args[0] in ("fireball", "ice_ray", "hit")
                                          for a in legal):
            return session
        session.play(legal[chooser.randrange(len(legal))])
    raise AssertionError("no damage spell in 200 moves")


def test_hovering_a_damaging_spell_outlines_its_target_and_shows_the_life_it_would_leave(make_app):
    app = make_app()
    session = runes_with_a_damage_spell()
    table = open_table(app, session)
    index, button = next((i, b) for i, (b, what) in enumerate(table.actionbar.buttons)
                         if isinstance(what, Action) and what.args and what.args[0] in ("fireball", "ice_ray", "hit"))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame([], 0.02)
    assert table.actionbar.shown() is None, "the information waits a moment"
    app.frame([], 0.5)
    assert table.actionbar.shown() == index
    preview = table.actionbar.preview()
    assert "mage:1" in preview.refs, preview
    life = session.full_state_unsafe_for_bots().life[1]
    assert any(seat == 1 and before == life and after < life for seat, before, after in preview.changes), preview
    label, detail, _risk = table.actionbar.info(index)
    assert label == button.full_label and "life" in detail
    assert session.actions and str(session.actions[-1]) != "cast", "hovering plays nothing"


def test_no_bar_label_is_cut_without_its_full_text_at_hand(make_app, sessions, monkeypatch):
    app = make_app()
    table = open_table(app, sessions.make())
    long = [Action(f"kind{i}", (f"a_very_long_option_label_number_{i}_that_cannot_fit",)) for i in range(7)]
    monkeypatch.setattr(TableScene, "buttons_actions", lambda self: long)
    table.actionbar.refresh()
    table.actionbar.update()
    for index, (button, _what) in enumerate(table.actionbar.buttons):
        label, _detail, _risk = table.actionbar.info(index)
        assert button.text == label or (button.text.endswith("…") and label.startswith(button.text[:-1]))
        assert fit_text(app.fonts, label, 17, 10_000, True) == label


def test_the_confirm_moves_setting_is_off_by_default_and_kept_only_when_it_is_a_yes_or_no():
    from tabletop.ui.settings import Settings

    assert Settings().confirm_moves is False
    assert Settings.from_json({"confirm_moves": True}).confirm_moves is True
    assert Settings.from_json({"confirm_moves": "yes"}).confirm_moves is False
