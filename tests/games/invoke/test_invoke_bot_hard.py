"""Invoke's hard bot: flat Monte Carlo over the planner's best ways on (bothard_search.py)."""
from __future__ import annotations

import time

import pytest

from tabletop.bots.levels import make_bot
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invoke.bots import bothard_search
from tabletop.games.invoke.bots.bothard_playout import PlayoutPolicy, play_until
from tabletop.games.invoke.bots.bothard_search import MonteCarloBot, candidate_ways, playout_score, searched
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import BUILD
from tests.games.invoke.test_invoke_bot import _play_game, face_down_wand_observations
from tests.games.invoke.test_invoke_turns import _at_build, _give


def _hard(iterations: int) -> MonteCarloBot:
    bot = make_bot(GAME, "hard")
    bot.iterations = iterations
    return bot


def test_hard_is_monte_carlo_and_the_previous_hard_is_the_ismcts_search():
    assert isinstance(make_bot(GAME, "hard"), MonteCarloBot)
    assert isinstance(make_bot(GAME, "hard_prev"), ISMCTSBot)


def test_the_ways_compared_are_the_planners_move_first_its_next_best_and_stopping():
    ranked = [(1.0, ("fire", "move_left"), Action("add", ("fire",))), (-2.0, (), Action("done")),
              (3.0, ("water", "move_left"), Action("add", ("water",))), (3.0, ("air", "move_left"), Action("add", ("air",))),
              (0.5, ("earth", "move_left"), Action("add", ("earth",))), (0.0, (), Action("wand"))]
    ways = candidate_ways(ranked, answering=False)
    assert ways[0] == (("water", "move_left"), Action("add", ("water",)))  # the planner's max (the first of a tie)
    assert [w[0] for w in ways[1:3]] == [("air", "move_left"), ("fire", "move_left")]
    assert ways[-1] == ((), Action("done")) and len(ways) == bothard_search.INVOCATION_CANDIDATES + 1


def test_an_invocation_that_only_adds_cards_to_one_compared_is_not_compared():
    ranked = [(2.0, ("fire", "move_left"), Action("add", ("fire",))),
              (1.9, ("fire", "move_left", "minus_2"), Action("add", ("fire",))),
              (1.0, ("move_left", "water"), Action("add", ("move_left",)))]
    assert [w[0] for w in candidate_ways(ranked, answering=False)] == [("fire", "move_left"), ("move_left", "water")]


def test_only_the_start_of_an_invocation_or_an_answer_is_searched():
    state = _at_build(mages=2)
    _give(state, 0, "move_left", "fire", "plus_2", "tome")
    observation = GAME.observe(state, 0)
    assert searched(observation, GAME.legal_actions(observation))
    GAME.apply(state, Action("add", ("move_left",)))
    observation = GAME.observe(state, 0)
    assert not searched(observation, GAME.legal_actions(observation))


def test_hard_lays_the_invocation_its_search_chose_card_by_card_and_casts_it(monkeypatch):
    # the search prefers the last way compared: hard must lay that invocation, not the planner's
    monkeypatch.setattr(bothard_search, "best_move", lambda tallies, limits: tallies[-2].action)
    state = _at_build(mages=2)
    _give(state, 0, "move_left", "fire", "water", "plus_2", "tome")
    bot = _hard(iterations=1)
    observation = GAME.observe(state, 0)
    first = bot.choose(observation, GAME.legal_actions(observation), Rng(3))
    chosen = bot.last_tallies[-2].action[0]
    assert chosen and first == Action("add", (chosen[0],)) and chosen != bot.last_tallies[0].action[0]
    GAME.apply(state, first)
    laid = [first]
    while state.phase == BUILD and state.building:
        observation = GAME.observe(state, 0)
        action = bot.choose(observation, GAME.legal_actions(observation), Rng(3))
        GAME.apply(state, action)
        laid.append(action)
    assert laid == [Action("add", (card,)) for card in chosen] + [Action("cast")]


def test_hard_decides_the_same_whatever_a_rivals_face_down_wand_holds():
    decisions = []
    for observation in face_down_wand_observations():
        bot = _hard(iterations=2)
        decisions.append((bot.choose(observation, GAME.legal_actions(observation), Rng(4)),
                          [t.scores for t in bot.last_tallies]))
    assert decisions[0] == decisions[1] and decisions[0][1]


def test_a_playout_is_cut_when_the_clock_passes_and_stops_at_its_horizon():
    state = _at_build(mages=2)
    _give(state, 0, "move_left", "fire", "plus_2", "tome")
    _give(state, 1, "water", "move_right", "air", "plus_1")
    assert play_until(state, PlayoutPolicy(), lambda s: False, 50, cutoff=time.perf_counter() - 1) is None
    assert play_until(state, PlayoutPolicy(), lambda s: sum(s.turns) >= 2, 300) is True
    assert state.turns == [1, 1] or state.is_over()


@pytest.mark.parametrize("gems, bonus", [([3, 2], 1), ([2, 3], -1), ([3, 3], 0)], ids=["won", "lost", "shared"])
def test_a_playout_that_ends_the_game_scores_the_win_or_the_loss(gems, bonus):
    state = _at_build(mages=2)
    state.gems = gems
    going_on = playout_score(state, 0)
    state.phase = "over"
    assert playout_score(state, 0) - going_on == pytest.approx(bonus * bothard_search.GAME_BONUS)


def test_hard_plays_only_legal_actions_to_the_end_of_a_game_with_four_mages():
    levels = ["hard", "normal", "hard", "normal"]
    bots = [_hard(iterations=1) if level == "hard" else make_bot(GAME, level) for level in levels]
    assert _play_game(levels, seed=5, bots=bots) > 40
