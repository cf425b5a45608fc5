"""Invocación's hard bot: flat Monte Carlo over the planner's candidates (bothard.py)."""
from __future__ import annotations

import json
import time

from tabletop.bots.levels import make_bot
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.bots.bot import PlannerBot
from tabletop.games.invocacion.bots.bothard import (
    MonteCarloBot, Tally, best_move, drop_the_clearly_worse, searched_candidates)
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import COMBAT
from tests.games.invocacion.test_invocacion_bot_combat import arranged


def step6_position(seed: int = 1, moves_before: int = 0):
    """A self-play game of the normal bot stopped at a step-6 decision with several candidates."""
    normal, state, n = PlannerBot(GAME), GAME.setup({}, 2, seed), 0
    while not state.is_over():
        seat = state.to_move()
        obs = GAME.observe(state, seat)
        legal = GAME.legal_actions(obs)
        planned = normal.choose(obs, legal, Rng(n))
        if state.phase == COMBAT and len(searched_candidates(GAME, obs, legal, planned)) > 2:
            if moves_before == 0:
                return state, seat
            moves_before -= 1
        GAME.apply(state, planned)
        n += 1
    raise AssertionError("no step-6 decision")


def test_hard_is_monte_carlo_and_the_previous_hard_is_the_ismcts_search():
    assert isinstance(make_bot(GAME, "hard"), MonteCarloBot)
    assert isinstance(make_bot(GAME, "hard_prev"), ISMCTSBot)


def test_the_planners_move_is_kept_unless_another_is_clearly_better_on_the_same_samples():
    planned = Tally(Action("pass"), [1.0, 2.0, 0.0, 3.0])
    noisy = Tally(Action("withdraw"), [3.0, 0.0, 2.5, 3.0])  # more on average, but not consistently
    slight = Tally(Action("boost", (1,)), [1.1, 2.1, 0.1, 3.1])  # always better, by a hair
    assert best_move([planned, noisy, slight]) == Action("pass")
    clear = Tally(Action("boost", (2,)), [2.0, 3.5, 1.0, 4.0])
    assert best_move([planned, noisy, slight, clear]) == Action("boost", (2,))


def test_candidates_put_the_planners_move_first_and_list_it_once():
    state, seat = step6_position()
    obs = GAME.observe(state, seat)
    legal = GAME.legal_actions(obs)
    planned = PlannerBot(GAME).choose(obs, legal, Rng(0))
    moves = searched_candidates(GAME, obs, legal, planned)
    assert moves[0] == planned and moves.count(planned) == 1
    assert set(moves) <= set(legal)


def test_a_playout_stops_when_the_round_of_the_decision_ends():
    state, seat = step6_position()
    bot = MonteCarloBot(GAME)
    trial = GAME.determinize(GAME.observe(state, seat), seat, Rng(3))
    GAME.apply(trial, Action("withdraw"))  # two seats: the combat, so the round, is over at once
    round_after = trial.round
    bot._playout(trial, seat, state.round, Rng(0))
    assert trial.round == round_after == state.round + 1
    assert trial.phase != COMBAT


def test_hard_sees_the_losing_fight_and_keeps_its_mana():
    state = arranged({0: {"invocation": "quarry_mole", "mana": ["ember_hound", "clay_golem"]},
                      1: {"invocation": "forge_titan", "conjuros": ["cairn_keeper", "root_warden"],
                          "apoyos": ["still_lake"]}})
    state, seat = step6_position_in(state, 0)
    obs = GAME.observe(state, seat)
    action = MonteCarloBot(GAME, iterations=4).choose(obs, GAME.legal_actions(obs), Rng(0))
    assert action.kind in ("pass", "withdraw")


def step6_position_in(state, seat):
    """Play the normal bot until `seat` must act or react in the combat."""
    normal = PlannerBot(GAME)
    while not (state.to_move() == seat and state.combat and state.combat["ask"]["kind"] in ("act", "react")):
        obs = GAME.observe(state, state.to_move())
        GAME.apply(state, normal.choose(obs, GAME.legal_actions(obs), Rng(0)))
    return state, seat


def test_hard_decides_the_same_from_indistinguishable_observations():
    state, seat = step6_position(seed=2)
    obs = GAME.observe(state, seat)
    one, two = (GAME.observe(GAME.determinize(obs, seat, Rng(k)), seat) for k in (1, 2))
    assert json.dumps(GAME.to_dict(one), sort_keys=True, default=str) == \
        json.dumps(GAME.to_dict(two), sort_keys=True, default=str)
    legal = GAME.legal_actions(one)
    bot = MonteCarloBot(GAME, iterations=4)
    assert bot.choose(one, legal, Rng(5)) == bot.choose(two, legal, Rng(5))
    first = [t.scores for t in bot.last_tallies]
    bot.choose(one, legal, Rng(5))
    assert [t.scores for t in bot.last_tallies] == first  # the same samples, the same play-outs


def test_hard_answers_within_its_budget():
    state, seat = step6_position(seed=4)
    obs = GAME.observe(state, seat)
    bot = MonteCarloBot(GAME)
    start = time.perf_counter()
    action = bot.choose(obs, GAME.legal_actions(obs), Rng(0), budget=0.3)
    assert time.perf_counter() - start < 0.3 + 0.05  # a play-out still running at 95% of it is cut
    assert action in GAME.legal_actions(obs)
    planned = bot.last_tallies[0]
    assert planned.scores and all(len(t.scores) <= len(planned.scores) for t in bot.last_tallies)


def test_a_budget_too_short_for_one_sample_leaves_the_planners_move():
    state, seat = step6_position(seed=4)
    obs = GAME.observe(state, seat)
    legal = GAME.legal_actions(obs)
    bot = MonteCarloBot(GAME)
    assert bot.choose(obs, legal, Rng(0), budget=1e-6) == PlannerBot(GAME).choose(obs, legal, Rng(0))
    assert bot.last_tallies and not any(t.scores for t in bot.last_tallies)


def test_a_candidate_clearly_below_the_planners_move_is_no_longer_sampled():
    planned = Tally(Action("pass"), [1.0, 2.0, 0.0, 3.0])
    worse = Tally(Action("withdraw"), [-1.0, 0.0, -2.0, 1.0])
    unclear = Tally(Action("boost", (1,)), [3.0, 0.0, 2.0, 1.0])
    drop_the_clearly_worse([planned, worse, unclear])
    assert worse.dropped and not unclear.dropped and not planned.dropped
