"""Rune Duel bots: the hard level's evaluation hook and its guided search."""
from __future__ import annotations

from runes_helpers import effect

from tabletop.bots.ismcts import ISMCTSBot
from tabletop.engine.rng import Rng
from tabletop.games.runes.bots import bot
from tabletop.games.runes.rules.game import GAME


def position(life, effects=None):
    """A fresh duel with the given life and effects (hands as dealt)."""
    state = GAME.setup(GAME.info.resolve_options(None), 2, 1)
    state.life = list(life)
    if effects is not None:
        state.effects = [list(e) for e in effects]
    return state


def test_evaluation_is_a_probability_that_rises_with_the_life_gap():
    even = position(life=[5, 5])
    ahead = position(life=[5, 2])
    behind = position(life=[2, 5])
    values = [bot.evaluate(GAME, st, 0) for st in (behind, even, ahead)]
    assert all(0.0 < v < 1.0 for v in values)
    assert values[0] < values[1] < values[2]
    assert abs(values[1] - 0.5) < 1e-9


def test_evaluation_counts_poison_against_and_protections_for_the_mage():
    plain = bot.evaluate(GAME, position(life=[5, 5]), 0)
    poisoned = bot.evaluate(GAME, position(life=[5, 5], effects=[[effect("poison", 3, power=1)], []]), 0)
    guarded = bot.evaluate(GAME, position(life=[5, 5], effects=[[effect("protection", 2)], []]), 0)
    assert poisoned < plain < guarded


def test_hard_search_is_guided_by_the_normal_bot():
    """The hard level's settings turn on guidance: the first action it tries is the normal bot's."""
    assert bot.ISMCTS_SETTINGS["guide_prior"] and bot.ISMCTS_SETTINGS["guide_rollout"] > 0
    state = GAME.setup(GAME.info.resolve_options(None), 2, 4)
    seen = GAME.observe(state, state.to_move())
    legal = GAME.legal_actions(seen)
    normal_choice = bot.NormalBot(GAME).choose(seen, legal, Rng(0))
    hard = ISMCTSBot(GAME, iterations=1)
    hard.choose(seen, legal, Rng(0))
    tried = [action for action, visits, _ in hard.last_search.statistics() if visits]
    assert tried == [normal_choice]


def test_normal_values_are_the_same_with_a_memo_shared_by_the_decision():
    """NormalBot.choose shares one spell-plan memo between the actions of a decision; it must change nothing."""
    import random

    normal = bot.NormalBot(GAME)
    chooser = random.Random(3)
    compared = 0
    for seed in range(4):
        state = GAME.setup(GAME.info.resolve_options({"advanced": bool(seed % 2)}), 2 + seed % 2, seed)
        for _ in range(60):
            if state.is_over():
                break
            seen = GAME.observe(state, state.to_move())
            legal = GAME.legal_actions(seen)
            shared: dict = {}
            me = seen.to_move()
            assert [normal.value(seen, a, me, shared) for a in legal] == [normal.value(seen, a, me) for a in legal]
            compared += len(legal)
            GAME.apply(state, legal[chooser.randrange(len(legal))])
    assert compared > 200
