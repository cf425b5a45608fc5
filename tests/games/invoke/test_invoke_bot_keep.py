"""Invoke's hard clears its hand at the end of its turn, keeping only its best answer with haste (botkeep.py)."""
from __future__ import annotations

from tabletop.bots.levels import make_bot
from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invoke.bots.botkeep import answer_kit, clearing_discard
from tabletop.games.invoke.bots.botsim import plan_of
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import BUILD, DISCARD
from tests.games.invoke.test_invoke_turns import _at_build, _give


def _end_of_turn(hand: list[str], invoked: bool = True):
    """Mage 0 at the end of its turn (its invocations ended) holding `hand`."""
    state = _at_build(mages=2)
    _give(state, 0, *hand)
    state.invoked = invoked
    GAME.apply(state, Action("done"))
    assert state.phase == DISCARD
    return state


def _discards(level: str, state) -> list[str]:
    """The cards the bot of `level` discards until it finishes its turn (the state is played on)."""
    bot = make_bot(GAME, level)
    thrown = []
    while state.phase == DISCARD and state.to_move() == 0:
        observation = GAME.observe(state, 0)
        action = bot.choose(observation, GAME.legal_actions(observation), Rng(1))
        if action.kind == "discard":
            thrown.append(action.args[0])
        GAME.apply(state, action)
    return sorted(thrown)


def test_the_answer_kit_is_the_strongest_answer_with_haste_in_fewest_cards():
    kit = answer_kit(["target_current", "build_wall", "fire", "fire", "target_hand", "minus_1"])
    assert sorted(kit) == ["fire", "fire", "target_current"] and plan_of(kit).speed >= 1
    assert answer_kit(["build_wall", "build_wall", "minus_1", "target_hand", "mermaid"]) == ()


def test_normal_keeps_a_clogged_hand_where_hard_throws_it_away_for_a_fresh_one():
    # the hand normal held through its last three turns of a game we watched: it drew two cards a turn
    clogged = ["build_wall", "build_wall", "minus_1", "target_hand", "mermaid"]
    assert _discards("normal", _end_of_turn(clogged)) == []
    state = _end_of_turn(clogged)
    assert _discards("hard", state) == sorted(clogged) and state.hands[0] == [] and state.phase != DISCARD


def test_hard_keeps_the_cards_of_its_best_answer_and_they_make_an_answer_with_haste():
    state = _end_of_turn(["target_current", "build_wall", "fire", "target_hand", "minus_1", "move_left"])
    assert _discards("hard", state) == ["build_wall", "minus_1", "move_left", "target_hand"]
    assert sorted(state.hands[0]) == ["fire", "target_current"]
    assert plan_of(answer_kit(state.hands[0])).speed >= 1


def test_a_discard_due_is_made_even_from_the_answer_kit():
    state = _end_of_turn(["target_current", "fire"], invoked=False)
    legal = GAME.legal_actions(state)
    assert Action("finish") not in legal
    assert clearing_discard(state, 0, legal).kind == "discard"
    assert len(_discards("hard", state)) == 2


def test_the_default_hard_does_not_search_its_invocations_and_iterations_make_it_search():
    state = _at_build(mages=2)
    _give(state, 0, "move_left", "fire", "water", "plus_2", "tome")
    observation = GAME.observe(state, 0)
    assert state.phase == BUILD
    hard = make_bot(GAME, "hard")
    normal = make_bot(GAME, "normal")
    assert hard.choose(observation, GAME.legal_actions(observation), Rng(3)) == \
        normal.choose(observation, GAME.legal_actions(observation), Rng(3))
    assert hard.last_tallies == []
    hard.iterations = 1
    hard.choose(observation, GAME.legal_actions(observation), Rng(3))
    assert hard.last_tallies and all(len(t.scores) == 1 for t in hard.last_tallies if not t.dropped)
