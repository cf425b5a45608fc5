"""Answers to answers (interpretation 26): an answer is an invocation, so after it every other mage,
clockwise, may answer it with haste; everything resolves fastest first, ties to the mage whose turn it is."""
from __future__ import annotations

from tabletop.engine.contract import apply_all, legal_strings
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.interpret import Aim, Cast, adjust, end_of_turn, play_out
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import ANSWER, BUILD
from tabletop.games.invoke.rules.table import AETHER
from tests.games.invoke.invoke_helpers import make_table, plan_of
from tests.games.invoke.test_invoke_turns import _at_build, _give

NAMES = ["Ana", "Bea", "Carl", "Dan"]


def _fire_at_bea_countered_by_bea(state) -> list:
    """Ana (holding a Target Current Invocation & −1 too) casts Move Left & Fire at Bea; Bea counters with Water."""
    _give(state, 0, "move_left", "fire", "target_current", "minus_1")
    _give(state, 1, "target_current", "water")
    return apply_all(GAME, state, ["add move_left", "add fire", "cast", "add target_current", "add water", "cast"])


def test_after_an_answer_every_other_mage_clockwise_may_answer_it_even_the_mage_whose_turn_it_is():
    state = _at_build(3)
    events = _fire_at_bea_countered_by_bea(state)
    # Bea's window: Carl (passed over: nothing with haste), then Ana; then Carl in the window of Ana's invocation
    assert state.phase == ANSWER and state.asking == [0, 2] and state.asked_about == [0, -1]
    answer = next(e for e in events if e.key == "cast.answer")
    assert GAME.describe_event(answer, "en", NAMES) == \
        "Bea answers the invocation of Ana (Move Left & Fire) with Target Current Invocation & Water."
    assert GAME.prompt(state, "en", NAMES) == ("Ana may answer the answer of Bea (Target Current Invocation & "
                                               "Water) with haste: answer or pass.")
    assert GAME.prompt(state, "es", NAMES).startswith("Ana puede responder con prisa a la respuesta de Bea")


def test_an_answer_to_an_answer_that_resolves_first_changes_it_ties_going_to_the_mage_whose_turn_it_is():
    state = _at_build(3)
    _fire_at_bea_countered_by_bea(state)
    events = apply_all(GAME, state, ["add target_current", "add minus_1", "cast"])
    said = GAME.describe_event(next(e for e in events if e.key == "cast.answer_to_answer"), "en", NAMES)
    assert said == "Ana answers the answer of Bea (Target Current Invocation & Water) with " \
                   "Target Current Invocation & -1."
    assert state.phase == BUILD and state.pending == {"1": 1}  # Bea's Water lost its point first: the Fire struck
    assert {"water", "fire"} <= set(state.discards["manifest"])
    GAME.check_invariants(state)


def test_without_the_option_answers_are_not_answered():
    state = GAME.setup({"answers_answered": False}, 3, 1)
    assert not state.answers_answered
    state = _at_build(3)
    state.answers_answered = False
    _fire_at_bea_countered_by_bea(state)
    assert state.phase == BUILD and state.pending == {}  # Ana was never asked: the Water cancelled the Fire
    assert sorted(state.hands[0]) == ["minus_1", "target_current"]


def test_an_answer_opens_its_own_window_before_the_rest_of_the_first_one():
    state = _at_build(4)
    for seat in (1, 2, 3):
        _give(state, seat, "haste", "move_left", "water")
    _give(state, 0, "move_left", "fire", "haste", "move_right", "air")
    apply_all(GAME, state, ["add move_left", "add fire", "cast"])
    assert state.asking == [1, 2, 3]
    apply_all(GAME, state, ["add haste", "add move_left", "add water", "cast"])  # Bea answers
    assert state.asking == [2, 3, 0, 2, 3] and state.asked_about == [0, 0, 0, -1, -1]
    apply_all(GAME, state, ["pass", "pass", "pass"])
    assert state.asking == [2, 3] and GAME.prompt(state, "en", NAMES).startswith("Carl may answer the invocation of Ana")


def test_example_4_the_mage_whose_turn_it_is_answers_the_wand_and_its_wall_is_never_built():
    state = _at_build(3)
    _give(state, 0, "invoke", "fire", "haste", "target_current", "haste", "water")
    state.items[2] = {"card": "wand", "held": ["build_wall", "fire", "haste"], "face_up": False}
    for card in ("wand", "build_wall", "fire", "haste"):
        state.piles[deck()[card].deck].remove(card)
    apply_all(GAME, state, ["add invoke", "add fire", "add haste", "cast", "mage 2", "wand"])
    assert state.asking == [0, 1] and "add target_current" in legal_strings(GAME, state)
    apply_all(GAME, state, ["add target_current", "add haste", "add water", "cast", "done"])
    assert not state.walls and state.gems[2] == 6  # haste 2 against haste 2: Ana's turn, her Water first
    GAME.check_invariants(state)


def test_an_answer_to_an_answer_that_resolves_after_it_comes_too_late():
    table = make_table()
    fire = Cast(0, plan_of("Move Left & Fire"))
    counter = Cast(1, plan_of("Target Current Invocation & Water"))  # Bea, speed 1
    late = Cast(3, plan_of("Target Current Invocation & -1"), to=0)  # Dan answers Bea: speed 1, after her
    play_out(fire, [counter, late], table, turn_seat=0)
    end_of_turn(table)
    assert table.gems[1] == 5  # Bea's Water cancelled the Fire before Dan's −1 could weaken it
    early = Cast(3, plan_of("Target Current Invocation & -1 & Haste"), to=0)  # speed 2: before her
    play_out(fire, [counter, early], table, turn_seat=0)
    end_of_turn(table)
    assert table.gems[1] == 4


def test_a_power_change_to_an_answer_that_changes_power_changes_how_much_it_changes():
    assert adjust(plan_of("Target Current Invocation & -2"), -1).adjust == -1
    assert adjust(plan_of("Target Current Invocation & +1"), -2).adjust == 0
    assert adjust(plan_of("Target Current Invocation & -1"), 1).adjust == -2


def test_an_answer_wall_against_an_answer_guards_what_that_answer_strikes():
    table = make_table(aether=1)
    fire = Cast(0, plan_of("Move Left & Fire"))
    strike = Cast(2, plan_of("Target Power Gem & Haste & Invoke & Fire"), Aim(owner=AETHER))  # Carl's answer
    wall = Cast(3, plan_of("Target Current Invocation & Haste & Build Wall & Fire"), to=0)  # Dan guards it
    play_out(fire, [strike, wall], table, turn_seat=0)
    end_of_turn(table)
    assert table.aether == 1 and table.wall_of(AETHER, "aether").element == "fire"


def test_in_random_games_only_a_mage_who_can_answer_is_ever_asked():
    import random

    from tabletop.games.invoke.rules.turn import can_answer
    state = GAME.setup({}, 5, 7)
    chooser, asked = random.Random(7), 0
    while not state.is_over() and asked < 60:
        if state.phase == ANSWER and state.building is None and not state.hasty:
            assert can_answer(state, state.to_move()), f"seat {state.to_move()} asked with nothing to answer"
            asked += 1
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[chooser.randrange(len(legal))])
    assert asked >= 10


def _bea_holds_a_wand_of_water(face_up: bool):
    state = _at_build(3)
    for card in ("wand", "water"):
        state.piles[deck()[card].deck].remove(card)
    state.items[1] = {"card": "wand", "held": ["water"], "face_up": face_up}  # no invocation: it cannot answer
    _give(state, 0, "move_left", "fire")
    apply_all(GAME, state, ["add move_left", "add fire", "cast"])
    return state


def test_a_mage_with_a_face_down_wand_is_always_asked_so_the_bluff_stays_a_secret():
    state = _bea_holds_a_wand_of_water(face_up=False)
    assert state.phase == ANSWER and state.to_move() == 1 and legal_strings(GAME, state) == ["pass"]
    state = _bea_holds_a_wand_of_water(face_up=True)  # face up: everyone can read it is no answer
    assert state.phase == BUILD
