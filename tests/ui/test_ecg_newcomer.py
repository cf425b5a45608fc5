"""ECG newcomer confusions: a troop that can only go to the court says why it cannot be trained; the lines and the
number on a troop are explained."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def seeded_position(found, seed: int, missing: str):
    """(session, action) at the first position of a seeded random game (Ana, human, seat 0, against a random bot)
    where `found(session, legal)` gives an action of Ana's; the test fails with `missing` when none comes."""
    session = Session(get_game("ecg"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    for _ in range(3000):
        if session.is_over():
            break
        legal = session.legal_actions()
        action = found(session, legal) if session.to_move() == 0 else None
        if action is not None:
            return session, action
        session.play(legal[rnd.randrange(len(legal))])
    pytest.fail(missing)


def court_only_position(seed: int = 3):
    """Ana (human, seat 0) to move with a troop in hand whose only action is "court", and that action."""
    def court_only(session, legal):
        by_ref: dict = {}
        for action in legal:
            by_ref.setdefault(action.ref, []).append(action)
        return next((actions[0] for actions in by_ref.values() if len(actions) == 1 and actions[0].kind == "court"
                     and session.game.asks_alone(session.observation(0), actions[0])), None)

    return seeded_position(court_only, seed, "no position with a troop that can only go to the court")


def test_a_troop_you_cannot_train_says_why_it_goes_to_the_court():
    """A troop offered only for the court: its tip says training is not possible now and why, in both languages."""
    session, action = court_only_position()
    game, state = session.game, session.observation(0)
    en = game.explain_action(state, action, "en", ["Ana", "Bo"])
    es = game.explain_action(state, action, "es", ["Ana", "Bo"])
    assert "Training it in battle is not possible now: " in en and "Only the court is open to it." in en
    assert "Ahora no se puede entrenar en batalla: " in es and "Solo le queda la corte." in es
    assert "needs" in en or "is full" in en or "no cost" in en


def test_clicking_a_troop_that_can_only_go_to_the_court_opens_a_chooser(make_app):
    """The click no longer puts the troop in the court at once: a chooser shows the one option with its tip."""
    from table_scene import show_table

    session, action = court_only_position()
    app, table = show_table(make_app(), session)
    moves = len(session.actions)
    table.choose_ref(action.ref)
    assert len(session.actions) == moves and table.chooser is not None
    assert not app.errors


def position_with_enemy_troop(seed: int = 3):
    """Ana (seat 0) to move in her Acción phase while Bo has a troop in battle: (session, that troop's uid)."""
    from tabletop.games.ecg.rules import battle
    from tabletop.games.ecg.rules.state import ACTION

    session = Session(get_game("ecg"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    for _ in range(3000):
        if session.is_over():
            break
        state = session.full_state_unsafe_for_bots()
        enemies = list(battle.troops(state, 1))
        if session.to_move() == 0 and state.phase == ACTION and state.pending is None and state.window is None \
                and enemies:
            return session, enemies[0][1]["uid"]
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    pytest.fail("no position with an enemy troop")


def test_the_number_on_a_troop_is_said_to_be_strength_after_wounds():
    """Rules: "a troop has its printed Strength minus its wounds": the tip over a troop says its number is that."""
    from tabletop.engine import why

    session, uid = position_with_enemy_troop()
    game, state = session.game, session.observation(0)
    en = why.explain(game, state, 0, f"troop:{uid}", "en", ["Ana", "Bo"])
    es = why.explain(game, state, 0, f"troop:{uid}", "es", ["Ana", "Bo"])
    strength = game.troop_strength(state, uid)
    assert f"its number, {strength}, is its Strength (Fuerza) after wounds" in en
    assert f"su número, {strength}, es su Fuerza tras las heridas" in es


@pytest.mark.parametrize("line, en_words, es_words", [
    ("infantry", "the front line", "la línea del frente"), ("support", "the back line", "la línea de atrás")])
def test_the_infantry_and_support_lines_say_how_they_differ(line, en_words, es_words):
    """Rules: "two formation lines of at most 5 troops each: Infantry (the front) and Support"; Charge is "from the
    Infantry only". Pointing at a line says so."""
    from tabletop.engine import why

    session, _uid = position_with_enemy_troop()
    game, state = session.game, session.observation(0)
    en = why.explain(game, state, 0, f"line:1:{line}", "en", ["Ana", "Bo"])
    es = why.explain(game, state, 0, f"line:1:{line}", "es", ["Ana", "Bo"])
    assert en_words in en and "Charge" in en and es_words in es and "Carga" in es


def test_the_legend_says_strength_after_wounds_and_what_each_line_is():
    """card_data/ecg/legend.yaml: the troop's number is Strength (Fuerza) after wounds; Infantry and Support told."""
    from tabletop.data.legend import legend_of

    marks = {entry.mark: entry.text for entry in legend_of("ecg").entries if entry.mark}
    assert "Strength (Fuerza) after wounds" in marks["3"]["en"] and "tras las heridas" in marks["3"]["es"]
    assert "front line" in marks["Infantry 3/5"]["en"] and "línea de atrás" in marks["Support 2/5"]["es"]
