"""Random play of every Rune Duel variant keeps the game's invariants (the shared conformance
test only plays the default options)."""
import json
import random

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.runes.rules.game import GAME

VARIANTS = [
    ({"advanced": True}, 2), ({"advanced": True, "life": 10}, 3), ({"advanced": True}, 4),
    ({"solitaire": True, "handicap": "2"}, 2), ({"solitaire": True, "advanced": True}, 2),
    ({"simultaneous_death": "most_life", "life": 8, "handicap": "0,1,2"}, 3),
]


def snap(state) -> str:
    return json.dumps(GAME.to_dict(state), sort_keys=True)


@pytest.mark.parametrize("options, seats", VARIANTS)
def test_random_play_of_a_variant_keeps_invariants(options, seats):
    for seed in range(3):
        state = GAME.setup(options, seats, seed)
        chooser = random.Random(seed)
        for step in range(GAME.info.max_actions):
            if state.is_over():
                break
            GAME.check_invariants(state)
            mover = state.to_move()
            seen = GAME.observe(state, mover)
            assert [str(a) for a in GAME.legal_actions(seen)] == [str(a) for a in GAME.legal_actions(state)]
            if step % 7 == 0:
                assert snap(state.clone()) == snap(state)
                assert snap(GAME.from_dict(json.loads(snap(state)))) == snap(state)
                sample = GAME.determinize(seen, mover, Rng(step))
                GAME.check_invariants(sample)
                assert GAME.observation_key(sample, mover) == GAME.observation_key(state, mover)
            legal = GAME.legal_actions(state)
            GAME.apply(state, legal[chooser.randrange(len(legal))])
        assert state.is_over()
        GAME.check_invariants(state)
        assert state.result().winners
