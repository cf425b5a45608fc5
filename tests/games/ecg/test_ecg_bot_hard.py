"""ECG's hard bot: flat Monte Carlo over normal's best actions (bothard.py)."""
from __future__ import annotations

import json
import time

from tabletop.bots.levels import make_bot
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.engine.rng import Rng
from tabletop.games.ecg.bots.bot import EcgBot
from tabletop.games.ecg.bots.bothard import EcgHardBot, searched
from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, court, do, field, give  # noqa: F401


def _decide(bot, state, seat=0, rng_seed=1):
    observation = GAME.observe(state, seat)
    return str(bot.choose(observation, GAME.legal_actions(observation), Rng(rng_seed)))


def exposed_table():
    """Seat 0 on 2 Morale may train a Scout where the enemy Guard would clash it to 0 next turn."""
    state = action_table()
    state.seats[0]["morale"] = 2
    court(state, 0, "res_wolf")
    give(state, 0, "scout2")
    field(state, 1, "guard3")
    return state


def searched_position(seed: int, from_turn: int):
    """A normal-vs-normal game stopped at the first searched decision from turn `from_turn` on."""
    state = GAME.setup({}, 2, seed)
    normal, rng = EcgBot(GAME), Rng(seed)
    while not searched(GAME.observe(state, state.to_move())) or state.turn_number < from_turn:
        observation = GAME.observe(state, state.to_move())
        GAME.apply(state, normal.choose(observation, GAME.legal_actions(observation), rng))
    return state


def test_hard_is_the_monte_carlo_bot_and_the_previous_hard_the_ismcts_search():
    assert isinstance(make_bot(GAME, "hard"), EcgHardBot)
    assert isinstance(make_bot(GAME, "hard_prev"), ISMCTSBot)


def test_hard_does_not_train_a_troop_whose_wounds_would_break_its_last_morale_next_turn(cards):
    state = exposed_table()
    assert _decide(EcgBot(GAME), state) == "train scout2"  # normal's look ends before the enemy's turn
    hard = EcgHardBot(GAME, iterations=4)
    assert _decide(hard, state) != "train scout2"
    trained = next(t for t in hard.last_tallies if str(t.action) == "train scout2")
    assert all(score == -60.0 for score in trained.scores)  # every play-out: the Guard's clash loses the game


def test_a_playout_ends_when_the_opponents_next_turn_ends(cards):
    state = exposed_table()
    do(state, "court scout2")
    bot = EcgHardBot(GAME)
    bot._playout(state, 0, Rng(0), None)
    assert state.turn == 0 and state.turn_number == 3  # seat 0's next turn has just begun


def test_hard_answers_as_normal_where_it_does_not_search(cards):
    state = action_table()
    give(state, 0, "either1")
    court(state, 0, "res_wolf")
    do(state, "train either1")  # the line is a chain's choice: not searched
    observation = GAME.observe(state, 0)
    assert not searched(observation)
    hard = EcgHardBot(GAME)
    assert _decide(hard, state) == _decide(EcgBot(GAME), state) and not hard.last_tallies


def test_hard_sees_no_hidden_card_its_twin_observations_give_one_decision():
    state = searched_position(5, from_turn=3)
    seat = state.to_move()
    one = GAME.determinize(GAME.observe(state, seat), seat, Rng(1))
    two = GAME.determinize(GAME.observe(state, seat), seat, Rng(2))
    assert one.seats[1 - seat]["hand"] != two.seats[1 - seat]["hand"]
    seen_one, seen_two = GAME.observe(one, seat), GAME.observe(two, seat)
    assert json.dumps(GAME.to_dict(seen_one), sort_keys=True) == json.dumps(GAME.to_dict(seen_two), sort_keys=True)
    bots = [EcgHardBot(GAME, iterations=3), EcgHardBot(GAME, iterations=3)]
    legal = GAME.legal_actions(seen_one)
    assert bots[0].choose(seen_one, legal, Rng(9)) == bots[1].choose(seen_two, legal, Rng(9))
    assert [t.scores for t in bots[0].last_tallies] == [t.scores for t in bots[1].last_tallies]


def test_hard_answers_within_its_budget():
    state = searched_position(2, from_turn=5)
    observation = GAME.observe(state, state.to_move())
    legal = GAME.legal_actions(observation)
    hard = EcgHardBot(GAME)
    start = time.perf_counter()
    action = hard.choose(observation, legal, Rng(0), budget=0.3)
    assert time.perf_counter() - start < 0.3 + 0.05  # a play-out still running at 95% of it is cut
    assert action in legal and hard.last_tallies
