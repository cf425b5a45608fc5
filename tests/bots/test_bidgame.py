"""The tiny test game honours the contract (so bot tests on it mean something)."""
from __future__ import annotations

import json
import random

from bidgame import GAME

from tabletop.engine.rng import Rng


def test_bid_game_random_play_keeps_the_contract():
    for seats in (2, 3):
        for seed in range(5):
            state = GAME.setup({}, seats, seed)
            chooser = random.Random(seed)
            while not state.is_over():
                GAME.check_invariants(state)
                mover = state.to_move()
                seen = GAME.observe(state, mover)
                assert [str(a) for a in GAME.legal_actions(seen)] == [str(a) for a in GAME.legal_actions(state)]
                for seat in range(seats):
                    key = GAME.observation_key(state, seat)
                    other = GAME.determinize(GAME.observe(state, seat), seat, Rng(seed))
                    assert GAME.observation_key(other, seat) == key
                restored = GAME.from_dict(json.loads(json.dumps(GAME.to_dict(state))))
                assert GAME.to_dict(restored) == GAME.to_dict(state)
                legal = GAME.legal_actions(state)
                GAME.apply(state, legal[chooser.randrange(len(legal))])
            assert sum(state.result().scores) <= 21
