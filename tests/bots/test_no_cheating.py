"""Bots never see what their seat cannot: indistinguishable observations, same decisions."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from bidgame import GAME as BID_GAME

import tabletop.bots
from tabletop.bots.levels import make_bot
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.engine.registry import all_games
from tabletop.engine.rng import Rng

GAMES = [BID_GAME] + all_games()


def twin_observations(game, seed):
    """Two different real states a seat cannot tell apart, and that seat's observations of them."""
    state = game.setup(game.info.resolve_options(None), game.info.min_players, seed)
    chooser = random.Random(seed)
    for _ in range(chooser.randrange(1, 30)):
        if state.is_over():
            break
        legal = game.legal_actions(state)
        game.apply(state, legal[chooser.randrange(len(legal))])
    if state.is_over():
        return None
    seat = state.to_move()
    seen = game.observe(state, seat)
    one = game.determinize(seen, seat, Rng(1))
    two = game.determinize(seen, seat, Rng(2))
    return seat, one, two


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_same_decision_from_indistinguishable_observations(game):
    checked = differ = 0
    for seed in range(6):
        twins = twin_observations(game, seed)
        if twins is None:
            continue
        seat, one, two = twins
        if json.dumps(game.to_dict(one), sort_keys=True, default=str) != json.dumps(game.to_dict(two), sort_keys=True, default=str):
            differ += 1
        seen_one, seen_two = game.observe(one, seat), game.observe(two, seat)
        assert json.dumps(game.to_dict(seen_one), sort_keys=True, default=str) == \
            json.dumps(game.to_dict(seen_two), sort_keys=True, default=str)
        legal = game.legal_actions(seen_one)
        assert legal == game.legal_actions(seen_two)
        bots = [ISMCTSBot(game, iterations=8)] + [make_bot(game, lv) for lv in ("random", "easy", "normal")]
        for bot in bots:
            if isinstance(bot, ISMCTSBot):  # small and iteration-bounded: fast and timing-independent
                bot.iterations, bot.max_seconds = min(bot.iterations or 8, 8), None
            assert bot.choose(seen_one, legal, Rng(seed)) == bot.choose(seen_two, legal, Rng(seed))
        checked += 1
    assert checked >= 3
    assert differ >= 1, "the twin states never differed: the test proves nothing for this game"


def test_no_bot_module_reads_the_full_state():
    root = Path(tabletop.bots.__file__).parent
    games_root = root.parent / "games"
    sources = list(root.rglob("*.py")) + list(games_root.glob("*/bots/*.py"))
    offenders = [str(p) for p in sources if re.search(r"full_state_unsafe_for_bots|\b_state\b", p.read_text())]
    assert not offenders


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_shared_observation_shows_exactly_what_observe_shows(game):
    """`observe_shared` (the guide's view in play-outs) hides what `observe` hides and changes nothing."""
    checked = 0
    for seed in range(6):
        twins = twin_observations(game, seed)
        if twins is None:
            continue
        seat, state, _ = twins
        before = json.dumps(game.to_dict(state), sort_keys=True, default=str)
        for viewer in range(state.num_seats):
            shared = game.observe_shared(state, viewer)
            assert json.dumps(game.to_dict(shared), sort_keys=True, default=str) == \
                json.dumps(game.to_dict(game.observe(state, viewer)), sort_keys=True, default=str)
        assert json.dumps(game.to_dict(state), sort_keys=True, default=str) == before
        checked += 1
    assert checked >= 3
