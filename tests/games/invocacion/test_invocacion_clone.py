"""InvocacionState.clone: a copy made field by field must be as deep as deepcopy."""
from __future__ import annotations

import json
import random

from tabletop.games.invocacion.rules.game import GAME


def snapshot(state) -> str:
    return json.dumps(GAME.to_dict(state), sort_keys=True, default=str)


def wander(state, steps: int, chooser: random.Random) -> None:
    """Apply up to `steps` random legal actions."""
    while steps and not state.is_over():
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[chooser.randrange(len(legal))])
        steps -= 1


def test_clone_copies_everything_and_shares_nothing_that_changes():
    for seed, options in ((1, {}), (2, {"legends": True}), (4, {"extended": True})):
        state = GAME.setup(GAME.info.resolve_options(options), 3, seed)
        chooser = random.Random(seed)
        wander(state, chooser.randrange(40, 400), chooser)
        before = snapshot(state)
        copy = state.clone()
        assert snapshot(copy) == before
        still_playing = not copy.is_over()
        wander(copy, 200, chooser)
        assert snapshot(state) == before
        assert snapshot(copy) != before or not still_playing
