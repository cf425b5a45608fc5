"""Gnostica: a space or piece that does not glow while a card wants a target says why (issue 28 §2, newcomer pass)."""
from __future__ import annotations

import random

import pytest

from tabletop.engine import why
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.gnostica.rules.powers import targets

GAME = get_game("gnostica")


def _choosing_a_target():
    """Ana (seat 0) with a minion chosen, choosing the target of a card's power."""
    for seed in range(1, 40):
        session = Session(GAME, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
        rnd = random.Random(seed)
        for _ in range(400):
            if session.is_over():
                break
            if session.to_move() == 0 and any(a.kind == "target" for a in session.legal_actions()):
                return session, session.observation(0)
            legal = session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
    pytest.fail("no target step found")


def test_a_minion_targets_only_the_space_it_points_at_or_its_own_when_upright_said_on_a_space_out_of_reach():
    """Rules: "An upright minion targets its own space or any piece in it. A pointing minion targets the next
    space in the direction it points, or any piece in that space." A space out of reach says so, in both languages."""
    session, state = _choosing_a_target()
    minion = state.sel["minion"]
    reach = targets(state, minion)
    far = next(f"cell:{x},{y}" for (x, y) in sorted(state.board) if ("cell", x, y) not in reach)
    english = why.explain(GAME, state, 0, far, "en", session.names)
    spanish = why.explain(GAME, state, 0, far, "es", session.names)
    at = f"{minion[0]},{minion[1]}"
    assert english.startswith("Not a target of") and f"minion at {at}" in english
    assert spanish.startswith("No es objetivo de") and f"vasallo en {at}" in spanish


def test_a_glowing_target_has_no_reason_and_a_bad_ref_never_raises():
    """What glows is usable (no reason); a malformed ref falls back to the engine's words, never a traceback."""
    session, state = _choosing_a_target()
    glowing = next(a.ref for a in session.legal_actions() if a.kind == "target")
    assert why.explain(GAME, state, 0, glowing, "en", session.names) == ""
    assert why.explain(GAME, state, 0, "cell:x", "en", session.names)
    assert why.explain(GAME, state, 0, "piece:1,2", "es", session.names)
