"""Clone, snapshot (to_dict) and restore (from_dict) share nothing mutable with the live state, in every game."""
from __future__ import annotations

import dataclasses
import random
import types

import pytest

from tabletop.engine.contract import State
from tabletop.engine.registry import game_ids, get_game

_SHARED_OK = (str, bytes, int, float, complex, bool, type(None), range, type, types.FunctionType,
              types.BuiltinFunctionType, types.ModuleType, types.MethodType)


def mutable_parts(value, found: dict | None = None, path: str = "state") -> dict:
    """id -> path of every mutable object reachable from `value` (lists, dicts, sets, unfrozen objects)."""
    found = {} if found is None else found
    if isinstance(value, _SHARED_OK) or id(value) in found:
        return found
    if isinstance(value, (tuple, frozenset)):
        for k, item in enumerate(value):
            mutable_parts(item, found, f"{path}[{k}]")
        return found
    params = getattr(type(value), "__dataclass_params__", None)
    frozen = params is not None and params.frozen
    if not frozen:
        found[id(value)] = path
    if isinstance(value, dict):
        for key, item in value.items():
            mutable_parts(item, found, f"{path}[{key!r}]")
    elif isinstance(value, (list, set)):
        for k, item in enumerate(value):
            mutable_parts(item, found, f"{path}[{k}]")
    else:
        fields = dict(getattr(value, "__dict__", {}))
        for name in getattr(type(value), "__slots__", ()):
            if hasattr(value, name):
                fields[name] = getattr(value, name)
        for name, item in fields.items():
            mutable_parts(item, found, f"{path}.{name}")
    return found


def shared(a, b) -> list[str]:
    """The paths (in `a`) of mutable objects `a` and `b` both reach."""
    left, right = mutable_parts(a), mutable_parts(b)
    return sorted(left[k] for k in left.keys() & right.keys())


def positions(game_id: str, seats: int, every: int = 7, seed: int = 3) -> list[State]:
    """States along a seeded random game (the live ones, not copies)."""
    game = get_game(game_id)
    state = game.setup(game.info.resolve_options(None), seats, seed)
    chooser = random.Random(seed)
    out = []
    for step in range(400):
        if state.is_over():
            break
        if step % every == 0:
            out.append((step, state))
            state = state.clone()
        legal = game.legal_actions(state)
        game.apply(state, legal[chooser.randrange(len(legal))])
    return out + [(-1, state)]


@pytest.mark.parametrize("game_id", game_ids())
def test_clone_snapshot_and_restore_share_nothing_mutable_with_the_live_state(game_id):
    """A bot's clone, a saved snapshot and a restored state can change without touching the game in play."""
    game = get_game(game_id)
    for seats in sorted({game.info.min_players, game.info.max_players}):
        for step, state in positions(game_id, seats):
            assert shared(state.clone(), state) == [], (seats, step)
            snapshot = game.to_dict(state)
            assert shared(snapshot, state) == [], (seats, step)
            assert shared(game.from_dict(snapshot), snapshot) == [], (seats, step)
            observed = game.observe(state, 0)
            assert shared(observed, state) == [], (seats, step)


@pytest.mark.parametrize("game_id", game_ids())
def test_no_game_clones_its_state_with_deepcopy(game_id, monkeypatch):
    """Every game's state has a clone of its own that copies only what it owns (no generic deepcopy)."""
    import copy

    game = get_game(game_id)
    state = positions(game_id, game.info.min_players)[-1][1]
    deep = []
    real = copy.deepcopy
    monkeypatch.setattr(copy, "deepcopy", lambda value, *a: deep.append(type(value)) or real(value, *a))
    state.clone()
    assert not any(isinstance(kind, type) and issubclass(kind, State) for kind in deep)
    assert type(state).clone is not State.clone
