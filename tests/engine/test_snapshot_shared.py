"""`Game.snapshot` (no copies, for the knowledge audit) reads as `to_dict` does, and the audit's answers stay the same."""
from __future__ import annotations

import random

import pytest

from tabletop.engine import audit
from tabletop.engine.registry import get_game


def _knowledge_by_to_dict(game, state, seat) -> audit.Knowledge:
    observation = game.observe(state, seat)
    comparison = audit._Comparison()
    comparison.compare(game.to_dict(state), game.to_dict(observation))
    visible = frozenset(comparison.visible)
    return audit.Knowledge(observation, frozenset(comparison.hidden) - visible, visible, comparison.placeholder)


@pytest.mark.parametrize("game_id", ["runes", "gnostica", "invocacion", "invoke", "ecg"])
def test_snapshot_equals_to_dict_and_the_knowledge_audit_is_unchanged(game_id):
    """The audit that words a bot's move reads `snapshot`: equal trees, equal hidden and visible sets, every seat."""
    game = get_game(game_id)
    seats = game.info.min_players + 1 if game.info.max_players > game.info.min_players else game.info.min_players
    rnd = random.Random(4)
    state = game.setup(game.info.resolve_options(None), seats, 4)
    for step in range(120):
        if state.is_over():
            break
        if step % 10 == 0:
            assert game.snapshot(state) == game.to_dict(state)
            for seat in range(seats):
                mine, theirs = audit.knowledge(game, state, seat), _knowledge_by_to_dict(game, state, seat)
                assert (mine.hidden, mine.visible, mine.placeholder) == (theirs.hidden, theirs.visible,
                                                                         theirs.placeholder)
        legal = game.legal_actions(state)
        game.apply(state, legal[rnd.randrange(len(legal))])
