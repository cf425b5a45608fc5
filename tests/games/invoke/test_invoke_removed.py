"""A mage removed from the game is out of it for good (issue 32.2): never given a card, never asked."""
from __future__ import annotations

import pytest

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.engine.contract import apply_all
from tabletop.engine.rng import Rng
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import DRAW, drop_debts_of, owe
from tests.games.invoke.test_invoke_turns import _at_build, _give


@pytest.mark.parametrize("seed", [63, 0, 2])
def test_a_mage_removed_from_the_game_is_never_given_a_card_nor_asked_to_act(seed):
    """Seed: "If they have no Power Gems left at the end of their next turn, then they are removed from the game."

    Repro of issue 32.2 (seed 63, 6 mages, answers_answered=false): "P4 leaves the game. / 1 card
    passes from P0's hand to P4. / P4 discards Earth."."""
    state = GAME.setup({"answers_answered": False}, 6, seed)
    bot, rng = make_bot(GAME, "easy"), Rng(seed)
    removals = 0
    while not state.is_over():
        mover = state.to_move()
        assert not state.out[mover], f"removed mage {mover} asked to act in phase {state.phase}"
        events = GAME.apply(state, GAME.require_legal(state, bot_action(GAME, bot, GAME.observe(state, mover), rng)))
        for event in events:
            if event.key == "hand.moved":
                assert not state.out[event.params["target"]], "a card passed to a removed mage"
        removals += sum(e.key == "mage.out" for e in events)
        GAME.check_invariants(state)
    assert removals


def test_a_debt_to_a_mage_who_leaves_is_dropped_and_the_giver_keeps_the_cards():
    """Our reading (docs/rules/invoke.md, interpretation 38): the giver keeps what it owed a removed mage."""
    state = _at_build(3)
    _give(state, 1, "fire", "water")
    owe(state, 1, 1, 2)
    state.out[2] = True
    owe(state, 1, 1, 2)  # a new debt to a removed mage is never made
    assert len(state.owed) == 1
    drop_debts_of(state, 2)
    assert state.owed == [] and sorted(state.hands[1]) == ["fire", "water"]


def test_a_mage_removed_at_the_end_of_its_own_turn_discards_nothing_and_play_passes_on():
    """Seed: "they are removed from the game" — a removed mage has no discard step."""
    state = _at_build(3)
    state.gems[0], state.ghost[0] = 0, True
    _give(state, 0, "fire", "water", "air")
    events = apply_all(GAME, state, ["done"])  # Ana ends her ghost round still without gems
    assert state.out[0] and state.turn == 1 and state.phase == DRAW
    assert not any(e.key == "hand.discarded" for e in events)
    GAME.check_invariants(state)
