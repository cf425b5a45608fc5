"""Target Current Invocation & (Element) & -1, as the seed writes it (issue 26.3, interpretation 9)."""
from __future__ import annotations

from invoke_helpers import plan_of

from tabletop.engine.contract import apply_all, legal_strings
from tabletop.games.invoke.rules.interpret import Cast, answer
from tabletop.games.invoke.rules.language import Strike
from tabletop.games.invoke.rules.preview import describe
from tabletop.games.invoke.rules.language import notation
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import ANSWER
from tests.games.invoke.test_invoke_turns import _at_build, _give
from invoke_helpers import make_table


def test_target_current_invocation_element_minus_1_is_an_invocation():
    """Seed: "that power can be diminished with (-) cards as in the case of: Target Current Invocation & (Element
    here) & -1"."""
    plan = plan_of("Target Current Invocation & Air & -1")
    assert (plan.form, plan.target, plan.adjust, plan.element, plan.speed) == ("adjust", "current", -1, "air", 1)


def test_target_current_invocation_element_minus_1_diminishes_the_element_named():
    """Seed: "Target Current Invocation & (Element here) & -1" — the element named loses the power."""
    current = Cast(0, plan_of("Move Left & Air & Fire & +2"))  # Air 1 and Fire 3 at the mage on the left
    diminished = answer(current, Cast(1, plan_of("Target Current Invocation & Fire & -1")))
    assert diminished.plan.strikes == (Strike("air", 1), Strike("fire", 2))
    gone = answer(current, Cast(1, plan_of("Target Current Invocation & Air & -1")))
    assert gone.plan.strikes == (Strike("fire", 3),)  # Air brought to 0 is gone; the Fire keeps its 3


def test_the_element_less_form_still_diminishes_the_last_element():
    """Interpretation 9: Target Current Invocation & -1 changes the invocation's amount (its last element)."""
    current = Cast(0, plan_of("Move Left & Air & Fire & +2"))
    assert answer(current, Cast(1, plan_of("Target Current Invocation & -1"))).plan.strikes == \
        (Strike("air", 1), Strike("fire", 2))


def test_target_current_invocation_element_minus_1_is_offered_and_answers_at_the_table():
    """Seed: "Target Current Invocation & (Element here) & -1" is playable card by card."""
    state = _at_build(3)
    _give(state, 0, "move_left", "air", "fire")
    _give(state, 1, "target_current", "air", "minus_1")
    apply_all(GAME, state, ["add move_left", "add air", "add fire", "cast"])
    assert state.phase == ANSWER and state.asking[0] == 1
    apply_all(GAME, state, ["add target_current", "add air"])
    assert "add minus_1" in legal_strings(GAME, state)
    apply_all(GAME, state, ["add minus_1", "cast"])
    while state.phase == ANSWER:
        apply_all(GAME, state, ["pass"])
    assert state.pending == {"1": 1}  # only the Fire reached Bea
    GAME.check_invariants(state)


def test_the_preview_names_the_element_diminished():
    words = describe(notation("Target Current Invocation & Air & -1"), make_table(), 1)
    assert "Air" in words and "-1" in words
