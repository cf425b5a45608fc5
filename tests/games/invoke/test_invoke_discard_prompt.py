"""The end-of-turn discard prompt says what is owed: nothing owed is not "discard 0 cards" (issue 28 newcomer pass)."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import DISCARD
from tests.games.invoke.test_invoke_turns import _at_build, _cast_move_left_fire, _give

NAMES = ["Ana", "Bea", "Carl"]


def test_a_mage_who_invoked_is_told_discarding_is_optional_not_to_discard_0_cards():
    """Seed: a mage who invoked may end the turn without discarding; the prompt must not ask for "0 cards"."""
    state = _at_build(3)
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["done"])
    assert state.phase == DISCARD and state.must_discard == 0
    english, spanish = GAME.prompt(state, "en", NAMES), GAME.prompt(state, "es", NAMES)
    assert "0" not in english and "0" not in spanish
    assert "or none" in english and "o ninguna" in spanish


def test_a_mage_who_did_not_invoke_is_still_told_how_many_cards_to_discard():
    """Seed: a mage who did not invoke discards two cards; the prompt keeps the count."""
    state = _at_build(3)
    _give(state, 0, "fire", "water", "air")
    apply_all(GAME, state, ["done"])
    assert "discard 2 cards" in GAME.prompt(state, "en", NAMES)
    assert "descarta 2 cartas" in GAME.prompt(state, "es", NAMES)
