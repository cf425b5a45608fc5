"""ECG newcomer confusions: a troop that can only go to the court says why it cannot be trained; the lines and the
number on a troop are explained."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def court_only_position(seed: int = 3):
    """Ana (human, seat 0) to move with a troop in hand whose only action is "court", and that action."""
    session = Session(get_game("ecg"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    for _ in range(3000):
        if session.is_over():
            break
        legal = session.legal_actions()
        if session.to_move() == 0:
            by_ref: dict = {}
            for action in legal:
                by_ref.setdefault(action.ref, []).append(action)
            for actions in by_ref.values():
                if len(actions) == 1 and actions[0].kind == "court" and \
                        session.game.asks_alone(session.observation(0), actions[0]):
                    return session, actions[0]
        session.play(legal[rnd.randrange(len(legal))])
    pytest.fail("no position with a troop that can only go to the court")


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
