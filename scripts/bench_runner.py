"""How much the runner costs and gains: dispatch overhead per game, and the speed-up of a local cluster.

    .venv/bin/python scripts/bench_runner.py [--game invocacion] [--games 200] [--rounds 3]

Prints (and writes to bench_runner.json):
- the CPU time of one Rune Duel random game, and the runner's dispatch overhead per task for `--jobs 2` and
  `--cluster local:2` (no-op tasks through the runner, wall time per task), as a share of that game;
- games/s of `--jobs 1` and `--cluster local:2` on the same seeds, interleaved round by round, and their ratio
  (median over the rounds). A figure for a quiet machine: other work on the cores lowers the ratio.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.balance.collect import sample_game  # noqa: E402
from tabletop.engine.seats import Seat  # noqa: E402
from tabletop.runner import runner  # noqa: E402


def _nothing(task: int) -> int:
    return task


def _game(task: tuple) -> bool:
    game_id, level, seed = task
    seats = [Seat("bot", f"{level} {i + 1}", level) for i in range(2)]
    return sample_game(game_id, seats, seed).finished


def rune_duel_game_seconds(games: int = 200) -> float:
    """Mean CPU seconds of one Rune Duel game between random bots."""
    start = time.process_time()
    for seed in range(games):
        _game(("runes", "random", seed))
    return (time.process_time() - start) / games


def dispatch_seconds(tasks: int, **where) -> float:
    """Wall seconds per no-op task through the runner (`jobs=` or `cluster=`), pool start-up excluded."""
    with runner(processes=True, **where) as run:
        list(run.map(_nothing, list(range(50))))  # workers up and warm
        start = time.perf_counter()
        list(run.map(_nothing, list(range(tasks))))
        return (time.perf_counter() - start) / tasks


def games_per_second(game_id: str, level: str, games: int, **where) -> float:
    """Games/s of `games` seeded bot games through the runner, start-up included (as a command's run)."""
    start = time.perf_counter()
    with runner(processes=bool(where.get("cluster")), **where) as run:
        list(run.map(_game, [(game_id, level, seed) for seed in range(games)]))
    return games / (time.perf_counter() - start)


def main() -> int:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="invocacion")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", default="bench_runner.json")
    args = parser.parse_args()
    game = rune_duel_game_seconds()
    overhead = {"jobs 2": dispatch_seconds(2000, jobs=2), "local:2": dispatch_seconds(2000, cluster="local:2")}
    print(f"Rune Duel random game: {game * 1000:.2f} ms CPU")
    for name, seconds in overhead.items():
        print(f"dispatch overhead per game, {name}: {seconds * 1000:.3f} ms = {seconds / game:.1%} of that game")
    alone, cluster = [], []
    for _ in range(args.rounds):
        alone.append(games_per_second(args.game, args.level, args.games, jobs=1))
        cluster.append(games_per_second(args.game, args.level, args.games, cluster="local:2"))
    ratios = [c / a for a, c in zip(alone, cluster)]
    print(f"{args.game} {args.level}, {args.games} games: --jobs 1 {statistics.median(alone):.1f} games/s, "
          f"--cluster local:2 {statistics.median(cluster):.1f} games/s, ratio {statistics.median(ratios):.2f} "
          f"(rounds: {', '.join(f'{r:.2f}' for r in ratios)})")
    Path(args.out).write_text(json.dumps({"rune_duel_game_s": game, "dispatch_s": overhead, "jobs1_games_s": alone,
                                          "local2_games_s": cluster, "ratios": ratios}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
