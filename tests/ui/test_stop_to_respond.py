"""Stop only when you can respond: a window with nothing but "pass" passes by itself (unless "always stop"),
key 0 is "pass / do not respond" in every game, and the safe choice comes first (ECG's Reinforce)."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.engine.windows import lone_pass


def stopped_at(game_id: str, wanted, seeds=range(1, 30), steps=600):
    """A session of Ana (human) against a bot, stopped at the first of Ana's decisions where `wanted(session)`."""
    game = get_game(game_id)
    for seed in seeds:
        session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
        rnd = random.Random(seed)
        for _ in range(steps):
            if session.is_over():
                break
            if session.to_move() == 0 and wanted(session):
                return session
            legal = session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
    pytest.fail(f"no such position in {game_id}")


def only_pass(session) -> bool:
    return lone_pass(session.game, session.observation(0)) is not None


def open_at(make_app, session):
    from table_scene import show_table
    return show_table(make_app(), session)


def key(app, code) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def test_a_reaction_window_with_only_pass_is_skipped(make_app):
    """ECG: Ana holds no reaction that answers Bo's play; the window passes without stopping her."""
    session = stopped_at("ecg", only_pass)
    moves = len(session.actions)
    app, table = open_at(make_app, session)
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    assert len(session.actions) == moves + 1 and session.actions[-1] == "pass"
    assert table.flash and "nothing to respond with" in table.flash[0]


def test_an_answer_window_with_only_pass_is_skipped_in_invoke(make_app):
    session = stopped_at("invoke", only_pass)
    moves = len(session.actions)
    app, table = open_at(make_app, session)
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    assert len(session.actions) == moves + 1 and session.actions[-1] == "pass"


def test_always_stop_keeps_the_old_behaviour(make_app):
    session = stopped_at("ecg", only_pass)
    moves = len(session.actions)
    app, table = open_at(make_app, session)
    app.settings.always_stop = True
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    assert len(session.actions) == moves


def test_a_window_with_a_reaction_to_play_stops(make_app):
    session = stopped_at("ecg", lambda s: s.game.decision_kind(s.observation(0)) == "react" and not only_pass(s))
    moves = len(session.actions)
    app, table = open_at(make_app, session)
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    assert len(session.actions) == moves


def test_only_windows_pass_by_themselves():
    """Rune Duel's "cast a spell or pass" is the caster's own choice, not a window: never passed for the player."""
    from tabletop.engine.windows import is_window, window_kinds
    assert window_kinds(get_game("runes")) == frozenset() and window_kinds(get_game("gnostica")) == frozenset()
    session = stopped_at("runes", lambda s: any(a.kind == "pass" for a in s.legal_actions()))
    assert not is_window(session.game, session.observation(0))


@pytest.mark.parametrize("game_id", ["ecg", "runes", "invoke", "invocacion"])
def test_key_0_is_pass_in_every_game(make_app, game_id):
    session = stopped_at(game_id, lambda s: len(s.legal_actions()) > 1 and any(a.kind == "pass" for a in
                                                                               s.legal_actions()))
    moves = len(session.actions)
    app, table = open_at(make_app, session)
    app.settings.always_stop = True
    passing = table.actionbar.pass_index()
    assert passing is not None and passing not in table.actionbar.numbered()
    key(app, pygame.K_0)
    assert len(session.actions) == moves + 1 and session.actions[-1] == "pass"


def test_ecg_reinforce_offers_draw_2_first_and_draw_0_last(make_app):
    session = stopped_at("ecg", lambda s: s.game.decision_kind(s.observation(0)) == "reinforce")
    app, table = open_at(make_app, session)
    numbered = [table.actionbar.buttons[i][1] for i in table.actionbar.numbered()]
    assert [str(a) for a in numbered] == ["draw 2", "draw 1", "draw 0"]
    key(app, pygame.K_1)
    assert session.actions[-1] == "draw 2"


def test_after_an_undo_the_window_waits_for_the_player(make_app):
    session = stopped_at("ecg", only_pass)
    app, table = open_at(make_app, session)
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    moves = len(session.actions)
    table.undo()
    back = len(session.actions)
    assert back < moves
    if table.port.session.to_move() == 0 and only_pass(table.port.session):
        app.now = table.next_bot_at + 0.01
        table._auto_pass()
        assert len(session.actions) == back


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_always_stop_setting_is_offered_and_every_row_fits_above_the_note(make_app, scale):
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.settings import SettingsScene

    app = make_app()
    app.settings.ui_scale = scale
    app.reset_to(MenuScene(app))
    app.relayout()
    scene = SettingsScene(app)
    app.push(scene)
    app.update(0.02)
    app.draw()
    assert "always_stop" in scene.choices
    scene.apply("always_stop", True)
    assert app.settings.always_stop is True
    note_top = scene.panel_rect().bottom - scene.px(96)
    assert all(choice.element.rect.bottom <= note_top for choice in scene.choices.values())


def test_invocacion_a_reaction_window_with_only_pass_and_withdraw_is_skipped(make_app):
    """Seed: "Los jugadores pueden retirarse de la ronda en cualquier momento" -- withdrawing is a standing right,
    not an answer; a window where it is all Ana could do besides passing passes by itself."""
    session = stopped_at("invocacion", lambda s: s.game.decision_kind(s.observation(0)) == "react" and
                         sorted(a.kind for a in s.legal_actions()) == ["pass", "withdraw"])
    moves = len(session.actions)
    app, table = open_at(make_app, session)
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    assert len(session.actions) == moves + 1 and session.actions[-1] == "pass"


def test_gnostica_end_of_turn_offers_end_the_turn_first_and_the_challenge_after(make_app):
    """Issue 28 §4 "safe defaults first": a challenge makes your next turn your last (or you are out); key 1
    must be the plain end of the turn, not the challenge."""
    session = stopped_at("gnostica", lambda s: {a.kind for a in s.legal_actions()} >= {"challenge", "end"})
    app, table = open_at(make_app, session)
    numbered = [str(table.actionbar.buttons[i][1]) for i in table.actionbar.numbered()]
    assert numbered.index("end") < numbered.index("challenge")
    key(app, pygame.K_1)
    assert session.actions[-1] == "end"


def test_gnostica_a_card_waiting_for_its_power_offers_cancel_before_finish(make_app):
    """Issue 28 §4 "safe defaults first": "Finish" spends the card with its power unused; key 1 is "Cancel"."""
    def fresh_card(s):
        kinds = [a.kind for a in s.legal_actions()]
        return "done" in kinds and "cancel" in kinds and not s.observation(0).chain["committed"]

    session = stopped_at("gnostica", fresh_card)
    card, hand = session.observation(0).chain["card"], len(session.observation(0).hands[0])
    app, table = open_at(make_app, session)
    numbered = [str(table.actionbar.buttons[i][1]) for i in table.actionbar.numbered()]
    assert numbered.index("cancel") < numbered.index("done")
    key(app, pygame.K_1)
    assert session.actions[-1] == "cancel" and card in session.observation(0).hands[0]
    assert len(session.observation(0).hands[0]) == hand + 1


def test_ecg_a_troop_menu_offers_train_before_court(make_app):
    """A newcomer pressing 1 on a troop's menu trains it; the court (the other irreversible use) is key 2."""
    def court_or_train(session) -> bool:
        kinds = {}
        for action in session.legal_actions():
            kinds.setdefault(action.ref, set()).add(action.kind)
        return any({"court", "train"} <= found for found in kinds.values())

    session = stopped_at("ecg", court_or_train)
    app, table = open_at(make_app, session)
    by_ref = {}
    for action in session.legal_actions():
        by_ref.setdefault(action.ref, []).append(action)
    ref, actions = next((r, a) for r, a in by_ref.items() if {"court", "train"} <= {x.kind for x in a})
    court_first = sorted(actions, key=lambda a: a.kind != "court")
    table.open_chooser(ref, court_first, (200, 200))
    kinds = [option.action.kind for option in table.chooser.options]
    assert kinds.index("train") < kinds.index("court")
    moves = len(session.actions)
    key(app, pygame.K_1)
    assert len(session.actions) == moves + 1 and session.actions[-1].startswith("train")
