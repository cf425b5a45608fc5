"""ISMCTS: deterministic with an iteration budget, within its time budget, stronger than random."""
from __future__ import annotations

import time

from bidgame import GAME

from tabletop.bots.base import RandomBot
from tabletop.bots.ismcts import Hooks, ISMCTSBot, Search, result_rewards
from tabletop.engine.contract import Result
from tabletop.engine.rng import Rng


def play(bots, seed):
    """Play one bid game with `bots` by seat; the referee holds the real state."""
    state = GAME.setup({}, len(bots), seed)
    rngs = [Rng(seed * 10 + seat) for seat in range(len(bots))]
    while not state.is_over():
        seat = state.to_move()
        seen = GAME.observe(state, seat)
        GAME.apply(state, bots[seat].choose(seen, GAME.legal_actions(seen), rngs[seat]))
    return state.result()


def mid_game_observation(seed=3, steps=5):
    state = GAME.setup({}, 2, seed)
    for _ in range(steps):
        GAME.apply(state, GAME.legal_actions(state)[-1])
    return state, GAME.observe(state, state.to_move())


def test_same_seed_same_search_with_an_iteration_budget():
    _, seen = mid_game_observation()
    legal = GAME.legal_actions(seen)
    runs = []
    for _ in range(2):
        bot = ISMCTSBot(GAME, iterations=300)
        action = bot.choose(seen, legal, Rng(42))
        runs.append((str(action), [(str(a), n, round(v, 9)) for a, n, v in bot.last_search.statistics()]))
    assert runs[0] == runs[1]
    assert sum(n for _, n, _ in runs[0][1]) == 300


def test_search_is_anytime_in_slices():
    _, seen = mid_game_observation()
    whole = Search(GAME, seen, 7)
    whole.run(iterations=200)
    sliced = Search(GAME, seen, 7)
    for _ in range(4):
        sliced.run(iterations=50)
    assert sliced.iterations == 200
    assert whole.statistics() == sliced.statistics()


def test_time_budget_is_respected():
    _, seen = mid_game_observation(steps=0)
    legal = GAME.legal_actions(seen)
    bot = ISMCTSBot(GAME, settings={"early_stop": False})
    for budget in (0.05, 0.2):
        start = time.perf_counter()
        bot.choose(seen, legal, Rng(1), budget)
        took = time.perf_counter() - start
        assert budget <= took < budget + 0.2  # slack for a loaded machine; one iteration is ~0.2 ms
        assert bot.last_search.iterations > 10


def test_default_thinking_time_is_one_second():
    _, seen = mid_game_observation(steps=0)
    bot = ISMCTSBot(GAME, settings={"early_stop": False})
    start = time.perf_counter()
    bot.choose(seen, GAME.legal_actions(seen), Rng(1))
    assert 1.0 <= time.perf_counter() - start < 1.2


def test_early_stop_once_the_remaining_time_cannot_change_the_choice():
    """Two cards left: one of them soon has so many more visits that the search may stop."""
    _, seen = mid_game_observation(seed=0, steps=8)
    legal = GAME.legal_actions(seen)
    patient = ISMCTSBot(GAME, settings={"early_stop": False})
    hasty = ISMCTSBot(GAME)
    start = time.perf_counter()
    hasty_choice = hasty.choose(seen, legal, Rng(1), 0.5)
    took = time.perf_counter() - start
    assert len(legal) == 2 and took < 0.45
    visits = sorted((c.visits for c in hasty.last_search.root.children.values()), reverse=True)
    assert visits[0] - visits[1] > hasty.last_search.iterations * (0.5 - took) / took
    assert patient.choose(seen, legal, Rng(1), 0.5) == hasty_choice


def test_ismcts_beats_random():
    wins = 0.0
    games = 24
    for seed in range(games):
        seat = seed % 2
        bots = [RandomBot(GAME), RandomBot(GAME)]
        bots[seat] = ISMCTSBot(GAME, iterations=100)
        result = play(bots, seed)
        wins += 1 / len(result.winners) if seat in result.winners else 0.0
    assert wins / games >= 0.7


def test_ismcts_plays_three_seats():
    bots = [ISMCTSBot(GAME, iterations=40), RandomBot(GAME), RandomBot(GAME)]
    result = play(bots, 5)
    assert len(result.scores) == 3


def test_forced_move_needs_no_search():
    state = GAME.setup({}, 2, 0)
    for _ in range(10):
        GAME.apply(state, GAME.legal_actions(state)[0])
    seen = GAME.observe(state, state.to_move())
    legal = GAME.legal_actions(seen)
    assert len(legal) == 1
    assert ISMCTSBot(GAME).choose(seen, legal, Rng(0)) == legal[0]


def test_rewards_share_wins_and_blend_scores():
    assert result_rewards(Result((3.0, 1.0), (0,)), 2, 0.0) == [1.0, 0.0]
    assert result_rewards(Result((2.0, 2.0), (0, 1)), 2, 0.0) == [0.5, 0.5]
    low, high = result_rewards(Result((1.0, 1.0, 5.0), (2,)), 3, 0.5)[1:]
    assert 0.0 <= low < high == 1.0


def test_hooks_are_used():
    calls = {"policy": 0, "evaluate": 0, "prior": 0}

    def rollout_policy(game, state, legal, rng):
        calls["policy"] += 1
        return legal[-1]

    def evaluate(game, state, seat):
        calls["evaluate"] += 1
        return 0.5

    def action_prior(game, state, legal):
        calls["prior"] += 1
        return [a.args[0] for a in legal]

    from tabletop.bots.ismcts import Settings

    hooks = Hooks(rollout_policy, evaluate, action_prior, Settings(rollout_depth=2))
    _, seen = mid_game_observation(steps=0)
    bot = ISMCTSBot(GAME, iterations=50, hooks=hooks)
    bot.choose(seen, GAME.legal_actions(seen), Rng(0))
    assert all(calls.values())
    # with priors the highest-weighted action is expanded first
    assert bot.last_search.root.children and next(iter(bot.last_search.root.children)).args == (6,)


class HighestBid:
    """A stand-in for a game's normal bot: always bids its highest card; counts its calls."""

    def __init__(self):
        self.calls = 0

    def choose(self, observation, legal, rng, budget=None):
        self.calls += 1
        return max(legal, key=lambda a: a.args[0])


def test_guide_prior_expands_the_normal_bots_choice_first():
    from tabletop.bots.ismcts import Settings

    guide = HighestBid()
    _, seen = mid_game_observation(steps=0)
    search = Search(GAME, seen, 3, Hooks(settings=Settings(guide_prior=True), guide=guide))
    search.run(iterations=1)
    tried = [action.args for action, visits, _ in search.statistics() if visits]
    assert tried == [(max(seen.hands[seen.to_move()]),)]
    assert guide.calls == 1
    unguided = Search(GAME, seen, 3, Hooks(guide=guide))
    unguided.run(iterations=30)
    assert guide.calls == 1  # off by default


def test_guided_rollouts_play_the_normal_bots_moves():
    from tabletop.bots.ismcts import Settings

    guide = HighestBid()
    _, seen = mid_game_observation(steps=0)
    Search(GAME, seen, 3, Hooks(settings=Settings(guide_rollout=1.0), guide=guide)).run(iterations=20)
    full = guide.calls
    assert full > 20 * 5  # every play-out move of every iteration
    guide.calls = 0
    Search(GAME, seen, 3, Hooks(settings=Settings(guide_rollout=0.3), guide=guide)).run(iterations=20)
    assert 0 < guide.calls < full


def test_guided_decisions_are_the_normal_bots_and_never_searched():
    guide = HighestBid()
    _, seen = mid_game_observation(steps=0)
    legal = GAME.legal_actions(seen)
    bot = ISMCTSBot(GAME, iterations=30, hooks=Hooks(guide=guide, guided=lambda game, state, actions: True))
    assert bot.choose(seen, legal, Rng(1)).args == (max(seen.hands[seen.to_move()]),)
    assert bot.last_search is None
    for others_guided, least_calls in ((False, 0), (True, 10)):
        guide.calls = 0
        hooks = Hooks(guide=guide, guided=lambda game, state, actions: others_guided and state.to_move() != 0)
        Search(GAME, seen, 3, hooks, legal=legal).run(iterations=30)
        assert guide.calls >= least_calls and (others_guided or guide.calls == 0)


def test_rollout_turns_cut_play_outs_when_the_mover_changes():
    from tabletop.bots.ismcts import Settings

    moves = []

    def rollout_policy(game, state, legal, rng):
        moves.append(state.to_move())
        return legal[0]

    def evaluate(game, state, seat):
        return 0.5

    _, seen = mid_game_observation(steps=0)
    hooks = Hooks(rollout_policy, evaluate, settings=Settings(rollout_turns=2, rollout_depth=100))
    search = Search(GAME, seen, 3, hooks)
    search.run(iterations=25)
    # bids alternate seats, so each play-out makes at most two moves (the mover changes twice after them)
    assert 0 < len(moves) <= 2 * 25


def test_rollout_rounds_cut_play_outs_where_the_round_mark_changes():
    from tabletop.bots.ismcts import Settings

    for rounds in (1, 2):
        starts, judged = [], []

        def round_mark(game, state):
            if len(starts) == len(judged):  # the first look of a new play-out: where it begins
                starts.append(len(state.pile))
            return len(state.pile)  # one prize is turned up per round

        def evaluate(game, state, seat):
            if seat == 0:
                judged.append((len(state.pile), tuple(state.bids)))
            return 0.5

        _, seen = mid_game_observation(steps=0)
        settings = Settings(rollout_rounds=rounds, rollout_depth=100)
        Search(GAME, seen, 3, Hooks(evaluate=evaluate, round_mark=round_mark, settings=settings)).run(iterations=40)
        # each play-out was judged where its `rounds`-th round change happened: no bid pending
        assert len(judged) == len(starts) == 40
        assert all(bids == (None, None) for _pile, bids in judged)
        assert [pile for pile, _bids in judged] == [start - rounds for start in starts]


def test_secret_commitments_stay_hidden_from_the_other_seats_in_the_tree():
    """Seat 1 bids after seat 0 without seeing its bid: its tree node must not depend on that bid."""
    from tabletop.bots.ismcts import Settings

    state = GAME.setup({}, 2, 3)
    seen = GAME.observe(state, 0)
    aware = Search(GAME, seen, 1)
    aware.run(iterations=1500)
    blind_node = aware.root.children[("?", 0)]
    assert sum(c.visits for c in blind_node.children.values()) > 1000
    leaky = Search(GAME, seen, 1, Hooks(settings=Settings(secret_moves=False)))
    leaky.run(iterations=1500)
    assert ("?", 0) not in leaky.root.children
    # a seat that could see our secret bid always outbids it: the leaky search is far too pessimistic
    assert aware.statistics()[0][2] > leaky.statistics()[0][2] + 0.1


def test_same_seed_same_search_across_processes():
    """No hidden dependence on hash order: two interpreters with different hash seeds agree."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys; sys.path.insert(0, %r)\n"
            "from bidgame import GAME\n"
            "from tabletop.bots.ismcts import ISMCTSBot\n"
            "from tabletop.engine.rng import Rng\n"
            "s = GAME.setup({}, 3, 4); o = GAME.observe(s, 0); b = ISMCTSBot(GAME, iterations=200)\n"
            "a = b.choose(o, GAME.legal_actions(o), Rng(9))\n"
            "print(a, [(str(x), n) for x, n, _ in b.last_search.statistics()])\n") % str(Path(__file__).parent)
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(outputs) == 1


def test_tree_is_kept_through_a_chain_of_decisions():
    """Gnostica turns are chains (card, minion, target...): the chosen subtree is searched on, not rebuilt."""
    from tabletop.engine.registry import get_game

    game = get_game("gnostica")
    state = game.setup(game.info.resolve_options(None), 2, 5)
    bots = [ISMCTSBot(game, iterations=40), ISMCTSBot(game, iterations=40)]
    rng = Rng(2)
    kept = fresh_after_other_seat = 0
    previous_mover = None
    for _ in range(40):
        seat = state.to_move()
        seen = game.observe(state, seat)
        legal = game.legal_actions(seen)
        action = bots[seat].choose(seen, legal, rng)
        if len(legal) > 1:
            search = bots[seat].last_search
            if search.root.visits > search.iterations:
                kept += 1
                assert previous_mover == seat  # never across another seat's move
            elif previous_mover != seat:
                fresh_after_other_seat += 1
        previous_mover = seat
        game.apply(state, action)
    assert kept >= 5 and fresh_after_other_seat >= 1


def test_max_children_keeps_the_search_to_the_best_actions_by_prior():
    from tabletop.bots.ismcts import Settings

    def action_prior(game, state, legal):
        return [a.args[0] for a in legal]  # higher bids first

    _, seen = mid_game_observation(steps=0)
    hand = sorted(seen.hands[seen.to_move()])
    narrow = Search(GAME, seen, 5, Hooks(action_prior=action_prior, settings=Settings(max_children=2)))
    narrow.run(iterations=300)
    searched = sorted(a.args[0] for a, visits, _ in narrow.statistics() if visits)
    assert searched == hand[-2:]
    wide = Search(GAME, seen, 5, Hooks(action_prior=action_prior))
    wide.run(iterations=300)
    assert len([a for a, visits, _ in wide.statistics() if visits]) == len(hand)


def test_prior_keep_keeps_the_priors_favourite_in_a_near_tie():
    from tabletop.bots.ismcts import Node, Settings

    _, seen = mid_game_observation(steps=0)
    legal = GAME.legal_actions(seen)
    favourite, other = legal[0], legal[1]

    def searched(visits_favourite, visits_other, keep):
        search = Search(GAME, seen, 1, Hooks(settings=Settings(prior_keep=keep)))
        search.root.priors = {a: (1.0 if a == favourite else 0.0) for a in legal}
        for action, visits in ((favourite, visits_favourite), (other, visits_other)):
            node = search.root.children[action] = Node(action)
            node.visits, node.total = visits, visits * 0.5
        return search.best_action()

    assert searched(85, 100, 0.8) == favourite  # close enough: the prior decides
    assert searched(70, 100, 0.8) == other  # the search clearly prefers another move
    assert searched(85, 100, None) == other  # off: always the most visited


def test_sure_kinds_set_aside_a_risky_action_whose_mean_is_below_its_bound():
    from tabletop.bots.ismcts import Node, Settings
    from tabletop.engine.contract import Action

    _, seen = mid_game_observation(steps=0)
    bet, wait = Action("bet", ()), Action("wait", ())

    def answer(bet_mean):
        search = Search(GAME, seen, 1, Hooks(settings=Settings(sure_kinds=(("bet", 0.85),))), legal=[bet, wait])
        for action, visits, mean in ((bet, 40, bet_mean), (wait, 10, 0.6)):
            node = search.root.children[action] = Node(action)
            node.visits, node.total = visits, visits * mean
        return search.best_action()

    assert answer(0.8) == wait  # most visited, but not sure enough
    assert answer(0.9) == bet


def test_sure_visits_distrust_a_risky_mean_of_few_samples():
    from tabletop.bots.ismcts import Node, Settings
    from tabletop.engine.contract import Action

    _, seen = mid_game_observation(steps=0)
    bet, wait = Action("bet", ()), Action("wait", ())

    def answer(sure_visits):
        settings = Settings(sure_kinds=(("bet", 0.85),), sure_visits=sure_visits)
        search = Search(GAME, seen, 1, Hooks(settings=settings), legal=[bet, wait])
        for action, visits, mean in ((bet, 3, 1.0), (wait, 2, 0.6)):
            node = search.root.children[action] = Node(action)
            node.visits, node.total = visits, visits * mean
        return search.best_action()

    assert answer(0) == bet  # three lucky samples reach the bound
    assert answer(12) == wait  # but three samples are not enough to be sure


def risk_checked_bot(check):
    from tabletop.bots.ismcts import Settings

    hooks = Hooks(settings=Settings(sure_kinds=(("bid", 0.0),)), risk_check=check)
    return ISMCTSBot(GAME, iterations=60, hooks=hooks)


def test_risk_check_false_keeps_an_action_out_of_the_search():
    from tabletop.engine.contract import Action

    _, seen = mid_game_observation(steps=0)
    legal = GAME.legal_actions(seen)
    top = max(a.args[0] for a in legal)
    barred = []

    def check(game, state, action):
        if action.args[0] == top:
            barred.append(action)
            return False
        return None

    bot = risk_checked_bot(check)
    choice = bot.choose(seen, legal, Rng(3))
    assert barred and choice.args[0] != top
    assert all(action.args[0] != top for action in bot.last_search.root.children if isinstance(action, Action))


def test_risk_check_true_takes_the_action_without_searching():
    _, seen = mid_game_observation(steps=0)
    legal = GAME.legal_actions(seen)
    bot = risk_checked_bot(lambda game, state, action: True if action.args[0] == 2 else None)
    assert bot.choose(seen, legal, Rng(3)).args == (2,)
    assert bot.last_search is None
