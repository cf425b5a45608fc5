"""Golden games: seeded games recorded once, whose final state every later version must reproduce.

`tests/data/golden/<game>.json` holds, per registered game, a few records (random and easy
bots, every seat count, some variants) and the sha256 of the final `to_dict` snapshot of
each. `tests/test_golden.py` replays them: a speed-up that changes a single seeded game
fails it. The hash covers the game STATE only (not events), so adding event fields or
hooks does not disturb it; a deliberate rules change regenerates the fixture with
`scripts/golden --write` (and says why in its commit).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any, Iterator

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.engine.contract import Game, State
from tabletop.engine.records import Record
from tabletop.engine.registry import all_games, get_game
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "tests" / "data" / "golden"
GAMES_PER_GAME = 10
MAX_ACTIONS = 700  # a game longer than this is recorded up to here (its state then is what is compared)
LEVELS = ("random", "easy")
#: extra option sets tried in turn (only keys the game has are used)
VARIANTS: tuple[dict[str, Any], ...] = ({}, {"advanced": True}, {"first_player": "bid"},
                                        {"life": 10, "simultaneous_death": "most_life"}, {"target": 8})

#: golden games of one game recorded after its regular ones, (seats, options, level, seed):
#: variants with seat counts of their own; appending here only ADDS games to a fixture
EXTRA_PLANS: dict[str, tuple[tuple[int, dict[str, Any], str, int], ...]] = {
    "invocacion": ((5, {"armageddon": True}, "random", 2000), (3, {"legends": True, "timed": True}, "easy", 2001),
                   (2, {"constructed": True}, "random", 2002), (3, {"extended": True}, "easy", 2003)),
}


def state_digest(game: Game, state: State) -> str:
    """sha256 of the state's canonical JSON snapshot."""
    text = json.dumps(game.to_dict(state), sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


def _plans(game: Game) -> Iterator[tuple[int, dict, str, int]]:
    """(seats, options, level, seed) for each golden game of `game`."""
    known = {o.key for o in game.info.options}
    variants = [v for v in VARIANTS if set(v) <= known]
    seat_counts = range(game.info.min_players, game.info.max_players + 1)
    for i in range(GAMES_PER_GAME):
        seats = seat_counts[i % len(seat_counts)]
        level = LEVELS[i % len(LEVELS)]
        yield seats, variants[i % len(variants)], level if level in game.info.bot_levels else "random", 1000 + i
    yield from EXTRA_PLANS.get(game.info.id, ())


def record_game(game: Game, seats: int, options: dict, level: str, seed: int) -> Record:
    """Play one seeded bot game (at most MAX_ACTIONS actions) and return its record."""
    resolved = game.info.resolve_options(options)
    state = game.setup(resolved, seats, seed)
    bot, rng = make_bot(game, level), Rng(seed)
    actions: list[str] = []
    while not state.is_over() and len(actions) < MAX_ACTIONS:
        action = bot_action(game, bot, game.observe(state, state.to_move()), rng)
        game.apply(state, game.require_legal(state, action))
        actions.append(str(action))
    return Record(game.info.id, resolved, [Seat("bot", f"P{i + 1}", level) for i in range(seats)], seed,
                  actions, game.info.rules_version)


def replay(game: Game, record: Record, clone_every: int = 0, playout: bool = False) -> State:
    """The state after replaying `record` from its seed.

    With `clone_every`, the state is replaced by its clone that often; with `playout`, actions
    go through `Game.playout_apply` (the bots' fast path) instead of `apply`.
    """
    state = game.setup(game.info.resolve_options(record.options), len(record.seats), record.seed)
    for index, text in enumerate(record.actions, 1):
        if playout:
            game.playout_apply(state, next(a for a in game.legal_actions(state) if str(a) == text))
        else:
            game.apply(state, game.parse_action(state, text))
        if clone_every and index % clone_every == 0:
            state = state.clone()
    return state


def build_fixture(game: Game) -> dict:
    """The golden fixture of one game: records and the digests of their final states."""
    entries = []
    for seats, options, level, seed in _plans(game):
        record = record_game(game, seats, options, level, seed)
        final = replay(game, record)
        entries.append({"record": record.to_json(), "final_sha256": state_digest(game, final),
                        "over": final.is_over()})
    return {"game": game.info.id, "rules_version": game.info.rules_version, "games": entries}


def fixture_path(game_id: str) -> Path:
    """Where a game's golden fixture lives."""
    return GOLDEN_DIR / f"{game_id}.json"


def load_fixture(game_id: str) -> list[tuple[Record, str]]:
    """(record, final digest) pairs of a game's fixture."""
    data = json.loads(fixture_path(game_id).read_text(encoding="utf-8"))
    return [(Record.from_json(e["record"]), e["final_sha256"]) for e in data["games"]]


def main(argv: list[str] | None = None) -> int:
    """`--write` regenerates the fixtures; without it, checks them and prints one line per game."""
    parser = argparse.ArgumentParser(prog="scripts/golden", description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record the games again (after a deliberate rules change)")
    parser.add_argument("--games", help="comma list of game ids (default: all)")
    args = parser.parse_args(argv)
    games = [get_game(g) for g in args.games.split(",")] if args.games else all_games()
    failed = 0
    for game in games:
        if args.write:
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            fixture = build_fixture(game)
            fixture_path(game.info.id).write_text(json.dumps(fixture, indent=0) + "\n", encoding="utf-8")
            print(f"{game.info.id}: wrote {len(fixture['games'])} games to {fixture_path(game.info.id)}")
            continue
        pairs = load_fixture(game.info.id)
        bad = [i for i, (record, digest) in enumerate(pairs) if state_digest(game, replay(game, record)) != digest]
        failed += len(bad)
        print(f"{game.info.id}: {len(pairs) - len(bad)}/{len(pairs)} golden games replay to the same state")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
