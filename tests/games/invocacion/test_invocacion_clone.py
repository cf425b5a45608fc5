"""InvocacionState.clone: a copy made field by field must be as deep as deepcopy."""
from __future__ import annotations

import json
import random

from tabletop.games.invocacion.rules import GAME


def test_clone_copies_everything_and_shares_nothing_that_changes():
    for seed, options in ((1, {}), (2, {"legends": True}), (4, {"extended": True})):
        state = GAME.setup(GAME.info.resolve_options(options), 3, seed)
        chooser = random.Random(seed)
        for _ in range(chooser.randrange(40, 400)):
            if state.is_over():
                break
            legal = GAME.legal_actions(state)
            GAME.apply(state, legal[chooser.randrange(len(legal))])
        before = json.dumps(GAME.to_dict(state), sort_keys=True, default=str)
        copy = state.clone()
        assert json.dumps(GAME.to_dict(copy), sort_keys=True, default=str) == before
        for _ in range(200):
            if copy.is_over():
                break
            legal = GAME.legal_actions(copy)
            GAME.apply(copy, legal[chooser.randrange(len(legal))])
        assert json.dumps(GAME.to_dict(state), sort_keys=True, default=str) == before
