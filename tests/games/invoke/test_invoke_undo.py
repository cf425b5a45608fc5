"""Undo never takes back a decision once the table has told something hidden (issue 32.7)."""
from __future__ import annotations

import random

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invoke.rules.game import GAME


def _play_until_cannot_answer(seed: int) -> tuple[Session, int]:
    """Three human mages play random legal actions until a mage is passed over as unable to answer."""
    session = Session(GAME, [Seat("human", name) for name in ("Ana", "Bea", "Carl")], seed)
    pick = random.Random(seed)
    while not session.is_over():
        mover = session.to_move()
        events = session.play(pick.choice(session.legal_actions()))
        if any(e.key == "answer.cannot" for e in events):
            return session, mover
    raise AssertionError("no mage was ever passed over")


def test_x_cannot_answer_with_haste_is_a_reveal_that_undo_cannot_take_back():
    """Issue 32.7: "X cannot answer with haste" tells the table X holds no haste card; the decision
    that produced it (a cast, an aim, a pass) is not undone."""
    for seed in (1, 2, 3):
        session, mover = _play_until_cannot_answer(seed)
        assert session.barriers[-1] == len(session.actions)
        assert session.undo_target(mover) is None
        assert not session.undo(mover)
