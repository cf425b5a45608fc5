"""The rules that came last: the Imp's quick cards, answers to answers, Target Established Invocation
on walls, a Sustained answer repeating on time."""
from __future__ import annotations

from tabletop.engine.contract import apply_all, legal_strings
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import ANSWER
from tests.games.invoke.test_invoke_turns import _at_build, _give


def _imp_holding(state, seat: int, card: str) -> None:
    state.piles[deck()["imp"].deck].remove("imp")
    state.piles[deck()[card].deck].remove(card)
    state.creatures.append({"owner": seat, "card": "imp", "held": [card]})


def _cast_move_left_fire(state) -> None:
    _give(state, 0, "move_left", "fire")
    apply_all(GAME, state, ["add move_left", "add fire", "cast"])


def test_a_card_taken_from_the_imp_gives_haste_to_the_answer_it_is_laid_on():
    state = _at_build(3)
    _imp_holding(state, 1, "build_wall")
    _give(state, 1, "fire")
    _cast_move_left_fire(state)
    assert state.phase == ANSWER and state.asking[0] == 1
    apply_all(GAME, state, ["take 0", "add build_wall", "add fire"])
    assert "cast" in legal_strings(GAME, state)  # Build Wall & Fire has the Imp's haste: an answer
    apply_all(GAME, state, ["cast", "done"])
    assert [(w.owner, w.element, w.points) for w in state.walls] == [(1, "fire", 1)]  # built first, it blocks
    assert state.gems[1] == GAME.setup({}, 3, 1).gems[1]
    GAME.check_invariants(state)


def test_a_card_taken_back_from_the_imp_loses_its_haste_once_the_decision_ends():
    state = _at_build(3)
    _imp_holding(state, 1, "build_wall")
    _give(state, 1, "fire")
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["take 0", "pass", "done", "finish"])
    assert "build_wall" in state.hands[1] and not state.hasty
    state.turn, state.phase = 2, "build"  # Carl invokes; Bea holds the same cards
    _give(state, 2, "move_right", "fire")
    apply_all(GAME, state, ["add move_right", "add fire", "cast"])
    assert state.phase == "build" and sorted(state.hands[1]) == ["build_wall", "fire"]  # no haste: not asked


def _draw_to_build(state) -> None:
    while state.phase != "build":
        GAME.apply(state, GAME.legal_actions(state)[0])


def test_a_sustained_answer_strikes_again_at_the_end_of_its_mages_next_turn():
    state = _at_build(3)
    _give(state, 1, "haste", "sustain", "move_left", "earth")
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["add haste", "add sustain", "add move_left", "add earth", "cast", "done"])
    assert state.gems[2] == 6  # now: Earth 1 at Carl, on Bea's left
    apply_all(GAME, state, ["finish"])
    assert state.turn == 1
    _draw_to_build(state)
    apply_all(GAME, state, ["done"])  # the end of Bea's next turn: the repeat moves on, to Ana
    assert state.gems[0] == 6 and not state.established


def _wall_for(state, seat: int, element: str, points: int) -> None:
    from tabletop.games.invoke.rules.table import Wall
    cards = ["build_wall"] + [element] * points
    for card in cards:
        state.piles[deck()[card].deck].remove(card)
    state.walls.append(Wall(seat, element, [1] * points, cards=cards))


def test_target_established_invocation_reaches_a_wall_and_its_opposite_takes_points():
    state = _at_build(3)
    _wall_for(state, 1, "water", 2)
    _give(state, 0, "target_established", "fire")
    apply_all(GAME, state, ["add target_established", "add fire", "cast"])  # the only aim: Bea's wall
    assert state.current is None and not state.asking  # resolved: nobody could answer
    assert [w.points for w in state.walls] == [1]
    GAME.check_invariants(state)


def test_target_established_invocation_minus_1_makes_a_one_point_wall_crumble():
    state = _at_build(3)
    _wall_for(state, 2, "earth", 1)
    _give(state, 0, "target_established", "minus_1")
    apply_all(GAME, state, ["add target_established", "add minus_1", "cast", "done"])  # it crumbles at the end of play
    assert not state.walls
    assert "earth" in state.discards["manifest"]
    GAME.check_invariants(state)


def test_borrowed_spark_drawn_by_sudden_clarity_waits_for_its_choice_and_sudden_clarity_is_discarded():
    from tabletop.games.invoke.rules.chaos import play_chaos
    state = _at_build(3)
    _give(state, 1, "fire")
    for card in ("sudden_clarity", "borrowed_spark"):
        state.piles["thaumaturgy"].remove(card)
    drawn = iter([lambda who: play_chaos(state, who, "borrowed_spark", None), lambda who: []])
    play_chaos(state, 0, "sudden_clarity", lambda who: next(drawn)(who))  # its first card: Borrowed Spark
    assert state.chaos == "borrowed_spark" and state.discards["thaumaturgy"][-1] == "sudden_clarity"


def test_a_wand_aimed_only_at_itself_fizzles_and_the_answers_go_on():
    state = _at_build(3)
    for card in ("wand", "target_item", "move_left"):
        state.piles[deck()[card].deck].remove(card)
    state.items[1] = {"card": "wand", "held": ["target_item", "move_left"], "face_up": True}
    _give(state, 2, "haste", "move_left", "water")  # Carl could answer: he is asked next
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["wand"])  # Target Magical Item & Move Left: the only item was the wand
    assert state.phase == ANSWER and state.asking == [2] and state.items[1] is None
    GAME.check_invariants(state)


def test_a_sustained_invocation_whose_target_left_the_game_does_nothing_more():
    state = _at_build(3)
    _give(state, 0, "sustain", "target_gem", "move_left")
    apply_all(GAME, state, ["add sustain", "add target_gem", "add move_left", "cast", "aim 2"])
    state.out[2], state.gems[2] = True, 0
    state.discard(state.hands[2])
    state.hands[2] = []
    apply_all(GAME, state, ["done", "finish"])
    state.turn, state.phase = 0, "build"
    apply_all(GAME, state, ["done"])  # the repeat is due: its target is gone
    assert not state.established
