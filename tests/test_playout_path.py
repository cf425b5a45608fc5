"""The play-out path's caches (offers, rune pools, memoised actions) never list stale choices."""
import random

import pytest

from tabletop.engine.registry import get_game


@pytest.mark.parametrize("game_id, seats, options", [
    ("runes", 2, {}), ("runes", 3, {"advanced": True}), ("gnostica", 2, {}), ("gnostica", 4, {}),
])
def test_playout_path_lists_what_a_fresh_clone_lists(game_id, seats, options):
    game = get_game(game_id)
    chooser = random.Random(11)
    for seed in range(12):
        state = game.setup(game.info.resolve_options(options), seats, seed)
        for _ in range(400):
            if state.is_over():
                break
            legal = game.legal_actions(state)  # may come from what the last action left cached
            fresh = game.legal_actions(state.clone())  # a clone starts with no cache
            assert [(str(a), a.ref) for a in legal] == [(str(a), a.ref) for a in fresh], (seed, str(legal))
            game.playout_apply(state, legal[chooser.randrange(len(legal))])
