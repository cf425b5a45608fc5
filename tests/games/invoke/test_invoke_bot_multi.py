"""Invoke's planner with more than two mages: rivals level at the lead all count, a tie for the lead is worth
ending the game on, easy aims anywhere half the time; with two mages the worth is the plain rule."""
from __future__ import annotations

from tabletop.bots.levels import make_bot
from tabletop.engine.contract import Action, apply_all
from tabletop.engine.rng import Rng
from tabletop.games.invoke.bots.botvalue import Weights, position_value, soft_maximum, standing
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import AIM
from tests.games.invoke.test_invoke_turns import _at_build, _give


def test_with_two_mages_the_leader_and_the_aether_race_are_the_plain_rule():
    for mine in range(0, 8):
        for theirs in range(0, 8):
            assert standing({0: mine, 1: theirs}, 0) == max(-1, min(1, mine - theirs))
            assert soft_maximum([theirs], 1.0) == theirs


def test_hitting_one_of_several_rivals_level_at_the_lead_is_worth_a_quarter_of_a_gem():
    def gain(weights: Weights) -> float:
        state = _at_build(mages=4)
        state.gems = [4, 4, 4, 4]
        before = position_value(state, 0, weights)
        state.gems = [4, 3, 4, 4]
        return position_value(state, 0, weights) - before
    assert gain(Weights()) > 0.25
    assert gain(Weights(soft=0)) < 0.15  # the plain maximum saw only the rivals' average move


def test_a_tie_for_the_lead_is_worth_ending_the_game_on_with_more_than_two_mages():
    for mages, gems, better in ((4, [3, 3, 1, 1], True), (2, [3, 3], False)):
        state = _at_build(mages=mages)
        state.gems, state.aether = list(gems), 1
        going_on = position_value(state, 0)
        state.aether = 0
        assert (position_value(state, 0) > going_on + 1) == better, mages


def _aiming(mages: int):
    """Ana has cast Target Power Gem & Fire and must choose whose gem it destroys."""
    state = _at_build(mages=mages)
    state.gems = [4, 4, 1, 4][:mages]
    _give(state, 0, "target_gem", "fire")
    apply_all(GAME, state, ["add target_gem", "add fire", "cast"])
    while state.phase != AIM:
        GAME.apply(state, Action("pass"))
    assert state.to_move() == 0
    return GAME.observe(state, 0)


def test_easy_aims_anywhere_half_the_time_normal_always_where_the_position_is_best():
    observation = _aiming(4)
    legal = GAME.legal_actions(observation)
    assert len(legal) > 2
    normal, easy = make_bot(GAME, "normal"), make_bot(GAME, "easy")
    assert len({normal.choose(observation, legal, Rng(seed)) for seed in range(12)}) == 1
    assert len({easy.choose(observation, legal, Rng(seed)) for seed in range(12)}) > 1
