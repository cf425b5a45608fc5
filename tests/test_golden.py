"""Seeded golden games replay to the very final states recorded before any speed-up (tabletop/golden.py)."""
import pytest

from tabletop.engine.registry import game_ids, get_game
from tabletop.golden import fixture_path, load_fixture, replay, state_digest


@pytest.mark.parametrize("game_id", game_ids())
def test_every_registered_game_has_a_golden_fixture(game_id):
    assert fixture_path(game_id).exists(), f"run scripts/golden --write --games {game_id}"


@pytest.mark.parametrize("game_id", game_ids())
def test_golden_games_replay_to_the_recorded_final_state(game_id):
    game = get_game(game_id)
    for index, (record, digest) in enumerate(load_fixture(game_id)):
        assert state_digest(game, replay(game, record)) == digest, f"{game_id} golden game {index} differs"


@pytest.mark.parametrize("game_id", game_ids())
def test_golden_games_replay_the_same_through_clones(game_id):
    game = get_game(game_id)
    for index, (record, digest) in enumerate(load_fixture(game_id)):
        final = replay(game, record, clone_every=3)
        assert state_digest(game, final) == digest, f"{game_id} golden game {index} differs after clones"


@pytest.mark.parametrize("game_id", game_ids())
def test_golden_games_replay_the_same_through_the_playout_path(game_id):
    game = get_game(game_id)
    for index, (record, digest) in enumerate(load_fixture(game_id)):
        final = replay(game, record, playout=True)
        assert state_digest(game, final) == digest, f"{game_id} golden game {index} differs through playout_apply"


def test_a_changed_action_changes_the_digest():
    game = get_game("runes")
    record, digest = load_fixture("runes")[0]
    record.actions = record.actions[:-1]
    assert state_digest(game, replay(game, record)) != digest
