"""How much the runner costs and gains: dispatch overhead per game, and the speed-up of a local cluster, with its parts.

    .venv/bin/python scripts/bench_runner.py [--game invocacion] [--level normal] [--games 1200] [--rounds 3]

The default run is a designer's real one: `tabletop balance invocacion --cause --cards CARD --games 400` plays
1,200 Invocación games at the normal level (the base run, the noise run and the card's, 400 seeds each).

Prints (and writes to bench_runner.json):
- the CPU time of one Rune Duel random game, and the runner's dispatch overhead per task for `--jobs 2` and
  `--cluster local:2` (no-op tasks through the runner, wall time per task), as a share of that game;
- games/s of `--jobs 1` and `--cluster local:2` on the same seeds, interleaved round by round, and their ratio
  (median over the rounds), each run counted as a command counts it (the cluster's start and stop included);
- where a cluster run's time goes, in CPU seconds (which other work on the machine barely changes): importing Dask,
  starting and stopping the cluster, the games, the workers' own overhead, the client's (and its scheduler's) CPU,
  and the tail (a worker waiting for the other's last batch, from the batches' CPU); and from these the ratio a
  quiet machine gives. Wall-clock ratios are only meaningful on a quiet machine (load below 1).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.balance.collect import sample_game  # noqa: E402
from tabletop.engine.seats import Seat  # noqa: E402
from tabletop.runner import batches, runner  # noqa: E402

CORES = 2
#: seconds an idle cluster is watched after the run, to tell its steady costs from its costs per batch
IDLE_SECONDS = 3


def _nothing(task: int) -> int:
    return task


def _game(task: tuple) -> bool:
    game_id, level, seed = task
    seats = [Seat("bot", f"{level} {i + 1}", level) for i in range(2)]
    return sample_game(game_id, seats, seed).finished


def _timed_game(task: tuple) -> tuple:
    """A game and where it ran: (process, start, end, CPU seconds of its thread)."""
    cpu, start = time.thread_time(), time.monotonic()
    _game(task)
    return os.getpid(), start, time.monotonic(), time.thread_time() - cpu


def rune_duel_game_seconds(games: int = 200) -> float:
    """Mean CPU seconds of one Rune Duel game between random bots."""
    start = time.process_time()
    for seed in range(games):
        _game(("runes", "random", seed))
    return (time.process_time() - start) / games


def dask_import_seconds() -> float:
    """CPU seconds a command spends importing Dask distributed (once per `--cluster` run)."""
    code = "import time; import distributed; print(time.process_time())"
    bare = "import time; print(time.process_time())"
    run = [subprocess.run([sys.executable, "-c", c], capture_output=True, text=True, check=True) for c in (code, bare)]
    return float(run[0].stdout) - float(run[1].stdout)


def dispatch_seconds(tasks: int, **where) -> float:
    """Wall seconds per no-op task through the runner (`jobs=` or `cluster=`), pool start-up excluded."""
    with runner(processes=True, **where) as run:
        list(run.map(_nothing, list(range(50))))  # workers up and warm
        start = time.perf_counter()
        list(run.map(_nothing, list(range(tasks))))
        return (time.perf_counter() - start) / tasks


def alone_run(tasks: list) -> dict:
    """`--jobs 1`: wall and CPU seconds of the games played in this process."""
    wall, cpu = time.perf_counter(), time.process_time()
    with runner(jobs=1) as run:
        list(run.map(_game, tasks))
    return {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}


def cluster_run(tasks: list) -> dict:
    """`--cluster local:2`: wall seconds, and CPU seconds by part (start, games, overheads, stop)."""
    wall, cpu = time.perf_counter(), time.process_time()
    with runner(cluster="local:2") as run:
        ready, ready_cpu = time.perf_counter(), time.process_time()
        workers_at_ready = run.client.run(time.process_time)
        played = list(run.map(_timed_game, tasks))
        ended, ended_cpu = time.perf_counter(), time.process_time()
        workers_at_end = run.client.run(time.process_time)
        idle = idle_cpu_per_second(run.client, IDLE_SECONDS)
        stop, stop_cpu = time.perf_counter(), time.process_time()
    games_cpu = sum(game[3] for game in played)
    return {"wall": stop - wall - IDLE_SECONDS, "start_wall": ready - wall, "start_client_cpu": ready_cpu - cpu,
            "start_worker_cpu": max(workers_at_ready.values()), "games_cpu": games_cpu,
            "worker_overhead_cpu": sum(workers_at_end[w] - workers_at_ready[w] for w in workers_at_end) - games_cpu,
            "client_run_cpu": ended_cpu - ready_cpu, "run_wall": ended - ready, "idle_cpu_per_s": idle,
            "stop_wall": time.perf_counter() - stop, "stop_client_cpu": time.process_time() - stop_cpu,
            "tail_cpu": tail_seconds(played, CORES),
            "batches": len(batches(tasks, CORES)), "gap_wall": batch_gap(played, CORES)}


def idle_cpu_per_second(client, seconds: float) -> float:
    """CPU seconds per second an idle local cluster spends (client, scheduler and workers: heartbeats, checks)."""
    workers, mine = client.run(time.process_time), time.process_time()
    time.sleep(seconds)
    after = client.run(time.process_time)
    return (time.process_time() - mine + sum(after[w] - workers[w] for w in after)) / seconds


def tail_seconds(played: list, workers: int) -> float:
    """Seconds the first worker to finish waits for the last, when `workers` take the batches in turn (game CPU)."""
    busy = [0.0] * workers
    for batch in batches(played, workers):
        first_free = busy.index(min(busy))
        busy[first_free] += sum(game[3] for game in batch)
    return max(busy) - min(busy)


def batch_gap(played: list, workers: int) -> float:
    """Mean wall seconds a worker spends between its batches (the batch's dispatch, as the worker sees it)."""
    gaps = []
    by_worker: dict[int, list] = {}
    for batch in batches(played, workers):
        by_worker.setdefault(batch[0][0], []).append((batch[0][1], batch[-1][2]))
    for own in by_worker.values():
        own.sort()
        gaps += [later[0] - earlier[1] for earlier, later in zip(own, own[1:])]
    return statistics.mean(gaps) if gaps else 0.0


def batch_cpu(cluster: dict) -> float:
    """CPU seconds the cluster spends per batch (sending it, running it, fetching its results), idle costs aside."""
    overhead = cluster["worker_overhead_cpu"] + cluster["client_run_cpu"]
    return max(0.0, overhead - cluster["idle_cpu_per_s"] * cluster["run_wall"]) / cluster["batches"]


def quiet_ratio(alone: dict, cluster: dict, dask_import: float, games_cpu: float | None = None) -> float:
    """The speed-up a quiet 2-core machine gives, from CPU seconds: the start, the stop and the import on the
    critical path; the games, the batches and the tail shared by the cores, less what the idle cluster takes of them.
    `games_cpu`: the games' CPU if not as measured in the cluster (e.g. as they cost alone, without the
    contention for caches that other work on the machine adds)."""
    work = (cluster["games_cpu"] if games_cpu is None else games_cpu) + cluster["tail_cpu"] + \
        batch_cpu(cluster) * cluster["batches"]
    serial = dask_import + cluster["start_client_cpu"] + cluster["start_worker_cpu"] + cluster["stop_client_cpu"]
    return alone["cpu"] / ((serial + work / CORES) / (1 - cluster["idle_cpu_per_s"] / CORES))


def print_breakdown(alone: dict, cluster: dict, dask_import: float, games: int) -> None:
    """Where the cluster run's time went, beside the single process's."""
    print(f"  --jobs 1: {alone['cpu']:.1f} s CPU for {games} games ({alone['cpu'] / games * 1000:.1f} ms a game), "
          f"{alone['wall']:.1f} s wall")
    print(f"  --cluster local:2, {cluster['wall']:.1f} s wall: import Dask {dask_import:.2f} s CPU (once a command); "
          f"start {cluster['start_wall']:.2f} s wall, {cluster['start_client_cpu']:.2f} s CPU in the client + "
          f"{cluster['start_worker_cpu']:.2f} s in each worker; stop {cluster['stop_wall']:.2f} s wall, "
          f"{cluster['stop_client_cpu']:.2f} s CPU")
    print(f"    games {cluster['games_cpu']:.1f} s CPU ({cluster['games_cpu'] / games * 1000:.1f} ms a game) in "
          f"{cluster['batches']} batches; workers' own overhead {cluster['worker_overhead_cpu']:.2f} s CPU, client "
          f"and scheduler {cluster['client_run_cpu']:.2f} s CPU over {cluster['run_wall']:.1f} s: idle cluster "
          f"{cluster['idle_cpu_per_s']:.2%} of a core, {batch_cpu(cluster) * 1000:.1f} ms CPU a batch; tail "
          f"{cluster['tail_cpu']:.2f} s (one core idle, from the batches' CPU); gap between batches on a worker "
          f"{cluster['gap_wall'] * 1000:.1f} ms wall")
    print(f"    expected on a quiet machine: x{quiet_ratio(alone, cluster, dask_import):.2f} with the games' CPU as "
          f"measured in the cluster, x{quiet_ratio(alone, cluster, dask_import, alone['cpu']):.2f} with their CPU "
          f"alone")


def main() -> int:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="invocacion")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", default="bench_runner.json")
    args = parser.parse_args()
    dask_import = dask_import_seconds()
    game = rune_duel_game_seconds()
    overhead = {"jobs 2": dispatch_seconds(2000, jobs=2), "local:2": dispatch_seconds(2000, cluster="local:2")}
    print(f"Rune Duel random game: {game * 1000:.2f} ms CPU")
    for name, seconds in overhead.items():
        print(f"dispatch overhead per game, {name}: {seconds * 1000:.3f} ms = {seconds / game:.1%} of that game")
    tasks = [(args.game, args.level, seed) for seed in range(args.games)]
    rounds = []
    for number in range(args.rounds):
        alone, cluster = alone_run(tasks), cluster_run(tasks)
        rounds.append({"alone": alone, "cluster": cluster, "ratio": alone["wall"] / cluster["wall"],
                       "quiet_ratio": quiet_ratio(alone, cluster, dask_import),
                       "quiet_ratio_games_as_alone": quiet_ratio(alone, cluster, dask_import, alone["cpu"])})
        print(f"round {number + 1}: --jobs 1 {args.games / alone['wall']:.1f} games/s, --cluster local:2 "
              f"{args.games / cluster['wall']:.1f} games/s, ratio {rounds[-1]['ratio']:.2f} (wall, this machine now)")
        print_breakdown(alone, cluster, dask_import, args.games)
    print(f"{args.game} {args.level}, {args.games} games: ratio {statistics.median(r['ratio'] for r in rounds):.2f} "
          f"measured (wall); expected quiet (CPU parts) {statistics.median(r['quiet_ratio'] for r in rounds):.2f}, "
          f"{statistics.median(r['quiet_ratio_games_as_alone'] for r in rounds):.2f} with the games' CPU alone; "
          f"load now {os.getloadavg()[0]:.1f}")
    Path(args.out).write_text(json.dumps({"rune_duel_game_s": game, "dispatch_s": overhead,
                                          "dask_import_cpu_s": dask_import, "rounds": rounds}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
