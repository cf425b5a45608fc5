"""Sustain & Move follows the turn order (issue 26.11, interpretation 17)."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.game import GAME
from tests.games.invoke.test_invoke_turns import _at_build, _give

ANA, BEA, CARL, DAN = 0, 1, 2, 3


def _end_turn_of(state, seat: int) -> None:
    """`seat` ends a turn in which it invokes nothing (its hand is empty: nothing to discard)."""
    state.hands[seat] = []
    state.turn, state.phase, state.invoked = seat, "build", False
    apply_all(GAME, state, ["done", "finish"])


def _sustained(text: list[str], mages: int = 4, own_turn: bool = False):
    state = _at_build(mages)
    state.sustain_own_turn = own_turn
    _give(state, ANA, *text)
    apply_all(GAME, state, [f"add {c}" for c in text] + ["cast"])
    return state


def test_sustain_move_right_moves_one_more_space_at_the_end_of_the_next_mages_turn():
    """Seed: "Sustain & Move Right & Earth … moves one more space to the right with damages applied at the end of
    the next Mage's turn"."""
    state = _sustained(["sustain", "move_left", "earth"])  # Move Left: the next mage's way round the table
    apply_all(GAME, state, ["done", "finish"])
    assert state.gems == [5, 4, 5, 5] and state.established  # Bea struck at the end of Ana's turn
    _end_turn_of(state, BEA)
    assert state.gems == [5, 4, 4, 5] and not state.established  # and it walked on to Carl at the end of Bea's


def test_sustain_move_right_walks_on_even_when_play_goes_the_other_way():
    """Seed: "… with damages applied at the end of the next Mage's turn" (whoever plays next)."""
    state = _sustained(["sustain", "move_right", "earth"])
    apply_all(GAME, state, ["done", "finish"])
    assert state.gems == [5, 5, 5, 4]  # Dan, on Ana's right
    _end_turn_of(state, BEA)  # Bea plays next (clockwise): the Earth moves on to Carl, right of Dan
    assert state.gems == [5, 5, 4, 4] and not state.established


def test_sustain_invoke_earth_repeats_at_the_end_of_the_invoking_mages_next_turn():
    """Seed: "Sustain & Invoke & Earth would result in … an Established Invocation cast against the same targeted
    Mage with damages applied at the end of the Invoking Mage's next turn"."""
    state = _sustained(["sustain", "invoke", "earth"])
    apply_all(GAME, state, ["mage 2", "done", "finish"])
    assert state.gems == [5, 5, 4, 5]
    for seat in (BEA, CARL, DAN):
        _end_turn_of(state, seat)
    assert state.gems == [5, 5, 4, 5] and state.established
    _end_turn_of(state, ANA)
    assert state.gems == [5, 5, 3, 5] and not state.established


def test_option_sustain_own_turn_keeps_the_repeat_for_the_invokers_next_turn():
    """Option `sustain_own_turn`: a sustained move walks on at the end of the invoker's next turn."""
    state = _sustained(["sustain", "move_left", "earth"], own_turn=True)
    apply_all(GAME, state, ["done", "finish"])
    _end_turn_of(state, BEA)
    assert state.gems == [5, 4, 5, 5] and state.established
    for seat in (CARL, DAN, ANA):
        _end_turn_of(state, seat)
    assert state.gems == [5, 4, 4, 5] and not state.established


def test_the_option_is_declared_off_by_default():
    option = next(o for o in GAME.info.options if o.key == "sustain_own_turn")
    assert option.default is False
    assert GAME.setup({}, 3, 1).sustain_own_turn is False
    assert GAME.setup({"sustain_own_turn": True}, 3, 1).sustain_own_turn is True


def test_a_delayed_sustained_move_walks_on_from_its_first_strike():
    """Interpretation 17: with Delay too, the walk goes on from the invoker's delayed turn."""
    state = _sustained(["delay", "sustain", "move_left", "earth"])
    apply_all(GAME, state, ["done", "finish"])
    assert state.gems == [5, 5, 5, 5]
    for seat in (BEA, CARL, DAN):
        _end_turn_of(state, seat)
    _end_turn_of(state, ANA)
    assert state.gems == [5, 4, 5, 5]  # at the end of Ana's next turn: Bea
    _end_turn_of(state, BEA)
    assert state.gems == [5, 4, 4, 5] and not state.established  # at the end of the next mage's: Carl
