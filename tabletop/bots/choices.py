"""A digest of a bot's choices over seeded games, to prove a speed-up changes no decision.

`choice_digest(game_id, level, games)` plays seeded games (2 to 4 seats, with and without the
advanced variant where the game has it) in which every seat asks `level` for its choice at
every decision with two or more legal actions, from the seat's observation, and takes it
(now and then a random legal action instead, so that the positions are varied). The sha256
of all those choices is compared with the one recorded in `tests/data/choices.json` before
the change: `python -m tabletop.bots.choices GAME LEVEL --games N [--write]`.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any, Sequence

from tabletop.bots.levels import make_bot
from tabletop.engine.registry import get_game
from tabletop.engine.rng import Rng

FIXTURE = Path(__file__).resolve().parents[2] / "tests" / "data" / "choices.json"
#: share of the moves taken at random instead of the bot's choice
DETOUR = 0.25


def choice_digest(game_id: str, level: str, games: int, seed: int = 0) -> tuple[str, int]:
    """(sha256 of every choice `level` made in `games` seeded games, number of choices)."""
    game = get_game(game_id)
    known = {option.key for option in game.info.options}
    seat_counts = range(max(2, game.info.min_players), min(4, game.info.max_players) + 1)
    variants: list[dict[str, Any]] = [{}] + ([{"advanced": True}] if "advanced" in known else [])
    digest, count = hashlib.sha256(), 0
    for number in range(seed, seed + games):
        seats = seat_counts[number % len(seat_counts)]
        state = game.setup(game.info.resolve_options(variants[number % len(variants)]), seats, number)
        bots = [make_bot(game, level) for _ in range(seats)]
        rngs = [Rng(number * 7919 + seat) for seat in range(seats)]
        detours = random.Random(number)
        for _ in range(game.info.max_actions):
            seat = state.to_move()
            if seat is None:
                break
            observation = game.observe(state, seat)
            legal = game.legal_actions(observation)
            action = bots[seat].choose(observation, legal, rngs[seat])
            if len(legal) > 1:
                digest.update(f"{number}:{seat}:{action}\n".encode())
                count += 1
                if detours.random() < DETOUR:
                    action = legal[detours.randrange(len(legal))]
            game.apply(state, game.parse_action(state, str(action)))
    return digest.hexdigest(), count


def _load() -> dict[str, Any]:
    return json.loads(FIXTURE.read_text(encoding="utf-8")) if FIXTURE.exists() else {}


def recorded(game_id: str, level: str, games: int) -> str | None:
    """The digest recorded for these games, if any."""
    return _load().get(f"{game_id}/{level}/{games}")


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m tabletop.bots.choices GAME LEVEL [--games N] [--write]`: check (or record) the digest."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.bots.choices", description=main.__doc__)
    parser.add_argument("game")
    parser.add_argument("level")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--write", action="store_true", help="record this tree's digest as the reference")
    args = parser.parse_args(argv)
    digest, count = choice_digest(args.game, args.level, args.games)
    key = f"{args.game}/{args.level}/{args.games}"
    if args.write:
        table = _load()
        table[key] = digest
        FIXTURE.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{key}: {count} choices, recorded {digest[:16]}")
        return 0
    expected = recorded(args.game, args.level, args.games)
    if expected is None:
        print(f"{key}: nothing recorded (run with --write on the reference tree)", file=sys.stderr)
        return 2
    same = digest == expected
    print(f"{key}: {count} choices, {'the same as recorded' if same else 'DIFFERENT from the recorded ones'}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
