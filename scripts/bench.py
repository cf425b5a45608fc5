"""Benchmarks: frame time, playouts, bot decision time, start-up and memory. Prints a table, writes bench.json."""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench_compare import busy_position, zoomable  # noqa: E402
from bench_probe import (SEAT_NAMES, clone, hard_decisions, ismcts, percentile, playouts, replayed_session,  # noqa: E402
                         table_frame_times, uses_ismcts)
from tabletop.bots.base import bot_action  # noqa: E402
from tabletop.bots.levels import make_bot
from tabletop.engine.registry import all_games, get_game  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.engine.seats import Seat  # noqa: E402
from tabletop.engine.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def mid_game_session(game_id: str, seats: int, seed: int = 1, fraction: float = 0.4,
                     level: str = "normal") -> Session:
    """A session replayed to about `fraction` of an easy-bot game, at a decision of seat 0 (a human).

    The other seats are bots of `level`; stopping where the human decides keeps them idle.
    """
    game = get_game(game_id)
    probe = Session(game, [Seat("bot", f"P{i}", "easy") for i in range(seats)], seed)
    bot, rng = make_bot(game, "easy"), Rng(seed)
    human_turns = []
    while not probe.is_over() and len(probe.actions) < game.info.max_actions:
        mover = probe.to_move()
        if mover == 0:
            human_turns.append(len(probe.actions))
        probe.play(bot_action(game, bot, probe.observation(mover), rng))
    target = int(len(probe.actions) * fraction)
    later = [i for i in human_turns if i >= target]
    cut = later[0] if later else (human_turns[-1] if human_turns else 0)
    names = SEAT_NAMES
    session = Session(game, [Seat("human", names[0])] + [Seat("bot", names[i], level) for i in range(1, seats)], seed)
    for text in probe.actions[:cut]:
        session.play(text)
    return session


def decision_times(game_id: str, seats: int, level: str, decisions: int) -> list[float]:
    """Seconds per decision of a bot level, over positions of a random-play game."""
    game = get_game(game_id)
    bot = make_bot(game, level)
    times: list[float] = []
    seed = 0
    rng = Rng(99)
    while len(times) < decisions:
        session = mid_game_session(game_id, seats, seed, fraction=0.0)
        chooser = random.Random(seed)
        while not session.is_over() and len(times) < decisions:
            seat = session.to_move()
            observation = session.observation(seat)
            start = time.perf_counter()
            bot_action(game, bot, observation, rng)
            times.append(time.perf_counter() - start)
            legal = session.legal_actions()
            session.play(legal[chooser.randrange(len(legal))])
        seed += 1
    return times


def frame_times(game_id: str, seats: int, frames: int, size=(1920, 1080),
                zoom: float | None = None) -> tuple[list[float], list[float]]:
    """Table-scene frame times (seconds: wall, CPU) at `size` over `frames` frames of a late position.

    Invocación is measured on its busiest table instead: four areas full (Maná, 5 Conjuros,
    3 Apoyos, trophies) in a combat (`shots_invocacion.full_areas_session`); Invoke on ten
    mages with walls, items, creatures and established invocations, an invocation on the
    table and the viewer asked to answer (`shots_invoke.busiest_session`); ECG on both sides'
    lines and courts full (`shots_ecg.full_lines_session`).
    """
    if game_id == "invocacion":
        from tabletop.games.invocacion.view.shots import full_areas_session
        session = full_areas_session()
    elif game_id == "invoke":
        from tabletop.games.invoke.view.shots import busiest_session
        session = busiest_session()
    elif game_id == "ecg":
        from tabletop.games.ecg.view.shots import full_lines_session
        session = full_lines_session()
    else:
        session = replayed_session(game_id, seats, 1, busy_position(game_id, seats))
    return table_frame_times(session, frames, size, zoom)


def thinking_gaps(game_id: str, seats: int, decisions: int) -> dict:
    """Frame gaps (ms) of the running app while `hard` bots think, from a mid-game position.

    Measured in a fresh process (no threads or pygame state left by the other benchmarks).
    The figures cover the frames while a bot thinks and the frames that play its moves;
    `thinking_max` / `landing_max` / `idle_max` (and `_p99`) split the maximum and the p99 by kind of frame
    (the goal of issue 27 is on the thinking frames; idle frames show what the machine's load alone costs).
    """
    code = ("import json,sys;sys.path.insert(0,%r);import bench;"
            "print(json.dumps(bench.thinking_gaps_here(%r,%d,%d)))") % (str(Path(__file__).parent), game_id,
                                                                       seats, decisions)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    try:
        return json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        print(proc.stderr, file=sys.stderr)
        nan = float("nan")
        return {"median": nan, "p99": nan, "max": nan, "frames": 0, "decisions": 0}


def thinking_gaps_here(game_id: str, seats: int, decisions: int) -> dict:
    """`thinking_gaps` in this process."""
    from tabletop.ui.bench import bot_thinking_frame_gaps

    session = mid_game_session(game_id, seats, fraction=0.3, level="hard")
    stretches = _record_bot_stretches()
    run = bot_thinking_frame_gaps(session, decisions)
    gaps = run["thinking"] + run["landing"]
    report = {"median": statistics.median(gaps) * 1000, "p99": percentile(gaps, 99) * 1000,
              "max": max(gaps) * 1000, "frames": len(gaps), "decisions": run["decisions"],
              "thinking_s": run["thinking_s"]}
    for kind in ("thinking", "landing", "idle"):
        report[f"{kind}_max"] = max(run[kind], default=float("nan")) * 1000
        report[f"{kind}_p99"] = percentile(run[kind], 99) * 1000 if run[kind] else float("nan")
    report["yield_p999"] = percentile(stretches, 99.9) * 1000 if stretches else float("nan")
    report["yield_max"] = max(stretches, default=float("nan")) * 1000
    return report


def _record_bot_stretches() -> list[float]:
    """CPU seconds each bot thread runs between two passes of the frame gate (the longest a frame may wait
    for a search to yield), filled while the app runs; recorded by wrapping the app's gate."""
    import threading

    from tabletop.ui.bot_runner import FRAME_GATE

    stretches: list[float] = []
    last: dict[int, float] = {}
    wait = FRAME_GATE.wait

    def recording_wait() -> None:
        me = threading.get_ident()
        if me in last:
            stretches.append(time.thread_time() - last[me])
        wait()
        last[me] = time.thread_time()

    FRAME_GATE.wait = recording_wait  # bots made from now on pass through it
    return stretches


def startup_seconds(runs: int = 5) -> list[dict]:
    """Process start to the first frame and to the menu with buttons (`bench_compare.startup`), `runs` times."""
    from bench_compare import startup

    # bytecode as a normal install has it (this environment may set PYTHONDONTWRITEBYTECODE)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "tabletop")], check=False)
    return [startup(ROOT) for _ in range(runs)]


def peak_memory_mb(game_id: str) -> float:
    """Peak resident memory (MB) of a fresh process that opens the app on a table and draws frames.

    The process reads its own VmHWM: `ru_maxrss` of a child started by `subprocess` would
    include the high-water mark it inherited from this (larger) bench process.
    """
    seats = get_game(game_id).info.min_players
    code = ("import json,sys;sys.path.insert(0,%r);import bench_probe;"
            "print(json.dumps(bench_probe.peak_memory(%r,%d,1,[],120)))") % (str(Path(__file__).parent), game_id,
                                                                            seats)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    try:
        return float(json.loads(proc.stdout.strip().splitlines()[-1])["peak_mb"])
    except (IndexError, ValueError, KeyError):
        return float("nan")


def studio_rows(report: dict) -> list[tuple[str, str, str]]:
    """Card studio figures: tarot export at 300 dpi, live-reload latency, studio frame time."""
    from tabletop.studio import bench as studio_bench

    export = studio_bench.export_tarot_seconds()
    reload = studio_bench.reload_latency_seconds()
    frame = studio_bench.studio_frame_ms()
    report["studio"] = {"export": export, "reload": reload, "frame": frame}
    rows = [("studio", "export 78 tarot PNGs, 300 dpi", f"{export['png_seconds']:.1f} s"),
            ("studio", "tarot PDF with backs, 300 dpi", f"{export['pdf_seconds']:.1f} s, {export['pdf_pages']} pages")]
    for what, figures in reload.items():
        rows.append(("studio", f"live reload: {what}", f"median {figures['median'] * 1000:.0f} ms, "
                     f"max {figures['max'] * 1000:.0f} ms"))
    rows.append(("studio", f"studio frame {frame['size']}, full grid",
                 f"median {frame['median_ms']:.2f} ms, p99 {frame['p99_ms']:.2f} ms"))
    return rows


def hard_words(figures: dict) -> str:
    """What a hard bot that is not the ISMCTS did: its Monte Carlo's play-outs/s, or that it searched nothing."""
    decisions = f"{figures['decisions_per_s']:.1f} decisions/s ({figures['decisions']} decisions)"
    if not figures.get("searched"):
        return f"no search (its planner), {decisions}"
    return (f"Monte Carlo {figures['playouts_per_s']:,.0f} play-outs/s, {decisions}, "
            f"{figures['searched']} of them searched")


def only_probes(ids: list[str], probes: list[str], seconds: float, out: Path) -> int:
    """`--only` without `--compare`: the named probes of each game in this tree, printed and written to `out`."""
    import bench_probe

    report: dict = {}
    for game_id in ids:
        for name in probes:
            if name == "landing":
                figures = report.setdefault(game_id, {})["landing"] = bench_probe.landing(game_id)
                seats = bench_probe.BUSIEST.get(game_id, (get_game(game_id).info.max_players, {}))[0]
                for part in ("10", "50", "95", "all"):
                    f = figures[part]
                    where = f"at {part} % of the game" if part != "all" else "overall"
                    print(f"{game_id:<12}landing, {seats} seats, {where:<18} landing frames CPU median "
                          f"{f['landing_median_ms']:.2f} ms, p99 {f['landing_p99_ms']:.2f} ms; all frames median "
                          f"{f['frame_median_ms']:.2f} ms, p99 {f['frame_p99_ms']:.2f} ms ({figures['actions']} actions)")
            elif name == "clone":
                figures = report.setdefault(game_id, {})["clone"] = bench_probe.clone(game_id)
                print(f"{game_id:<12}clone {figures['clone_us']:.1f} µs ({figures['positions']} positions)")
            elif name in ("hard", "ismcts"):
                if bench_probe.uses_ismcts(game_id):
                    figures = report.setdefault(game_id, {})["ismcts"] = bench_probe.ismcts(game_id, seconds)
                    print(f"{game_id:<12}hard (ISMCTS) {figures['iterations_per_s']:,.0f} iterations/s")
                else:
                    figures = report.setdefault(game_id, {})["hard"] = bench_probe.hard_decisions(game_id, seconds)
                    print(f"{game_id:<12}hard: {hard_words(figures)}")
            elif name == "yields":
                figures = report.setdefault(game_id, {})["yields"] = bench_probe.hard_yields(game_id)
                print(f"{game_id:<12}hard bot, {figures['seats']} seats: CPU between frame-gate passes median "
                      f"{figures['median_ms']:.3f} ms, p99 {figures['p99_ms']:.3f}, p99.9 {figures['p999_ms']:.3f}, "
                      f"max {figures['max_ms']:.2f} ms ({figures['passes']} passes, {figures['decisions']} decisions, "
                      f"{figures['cpu_s']:.1f} s CPU)")
            elif name == "playouts":
                figures = report.setdefault(game_id, {})["playouts"] = bench_probe.playouts(
                    game_id, get_game(game_id).info.min_players, seconds)
                print(f"{game_id:<12}random playouts {figures['actions_per_s']:,.0f} actions/s")
            else:
                print(f"unknown probe {name!r} (without --compare: landing, clone, hard, ismcts, playouts, yields)")
                return 2
    out.write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {out}")
    return 0


def main() -> int:
    """Run every benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", help="comma list of game ids (default: all)")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--bot-decisions", type=int, default=4, help="hard-bot decisions watched for frame gaps")
    parser.add_argument("--seconds", type=float, default=3.0, help="playout time per game")
    parser.add_argument("--out", default=str(ROOT / "bench.json"))
    parser.add_argument("--no-studio", action="store_true", help="skip the card studio figures")
    parser.add_argument("--compare", metavar="REV", help="compare this tree with git revision REV (interleaved ratios)")
    parser.add_argument("--rounds", type=int, default=5, help="with --compare: measurements per figure and tree")
    parser.add_argument("--slow-frames", metavar="GAME[@ZOOM]",
                        help="only profile the table frames of GAME (at ZOOM) and print the slowest 1%%'s breakdown")
    parser.add_argument("--only", help="a comma list of probes (without --compare: landing, clone, hard, ismcts, playouts, yields; with it also "
                        "frames, startup, memory, or texts of the figures' 'game label') to measure, e.g. landing,clone")
    args = parser.parse_args()
    ids = args.games.split(",") if args.games else [g.info.id for g in all_games()]
    if args.slow_frames:
        from bench_slow import slow_frames

        game_id, _, zoom = args.slow_frames.partition("@")
        print(slow_frames(game_id, float(zoom) if zoom else None, args.frames))
        return 0
    if args.compare:
        from bench_compare import compare

        report = compare(args.compare, args.rounds, ids, min(args.seconds, 1.5), min(args.frames, 200), args.only)
        Path(args.out).write_text(json.dumps(report, indent=1) + "\n")
        print(f"wrote {args.out}")
        return 0
    if args.only:
        return only_probes(ids, args.only.split(","), args.seconds, Path(args.out))
    report: dict = {"games": {}, "app": {}}
    rows = []
    for game_id in ids:
        game = get_game(game_id)
        seats = game.info.max_players  # the busiest table
        entry: dict = {"seats": seats}
        zooms = {" zoomed out (fit)": None, " zoomed in (2x)": 2.0} if zoomable(game_id) else {"": None}
        for label, zoom in zooms.items():
            frames, cpu = frame_times(game_id, seats, args.frames, zoom=zoom)
            stats = {"median": statistics.median(frames) * 1000, "p99": percentile(frames, 99) * 1000,
                     "cpu_median": statistics.median(cpu) * 1000, "cpu_p99": percentile(cpu, 99) * 1000}
            entry["frame_ms" + label.replace(" ", "_")] = stats
            rows.append((game_id, f"frame 1920x1080{label}", f"median {stats['median']:.2f} ms, "
                         f"p99 {stats['p99']:.2f} ms (CPU: median {stats['cpu_median']:.2f}, "
                         f"p99 {stats['cpu_p99']:.2f} ms)"))
        gaps = entry["frame_gap_hard_bot_thinking_ms"] = thinking_gaps(game_id, seats, args.bot_decisions)
        rows.append((game_id, "frame gap while hard bot thinks", f"median {gaps['median']:.1f} ms, "
                     f"p99 {gaps['p99']:.1f} ms, max {gaps['max']:.1f} ms ({gaps['frames']} frames, "
                     f"{gaps['decisions']} decisions; p99 thinking/landing/idle frames "
                     f"{gaps.get('thinking_p99', float('nan')):.1f}/{gaps.get('landing_p99', float('nan')):.1f}/"
                     f"{gaps.get('idle_p99', float('nan')):.1f} ms; the search yields within "
                     f"{gaps.get('yield_p999', float('nan')):.2f} ms CPU at p99.9, max {gaps.get('yield_max', float('nan')):.1f})"))
        rules = playouts(game_id, game.info.min_players, args.seconds)
        entry["playouts_per_second"], entry["actions_per_second"] = rules["games_per_s"], rules["actions_per_s"]
        entry["turns_per_second"] = rules["turns_per_s"]
        rows.append((game_id, f"random playouts, {game.info.min_players} seats",
                     f"{rules['games_per_s']:.1f} games/s, {rules['actions_per_s']:,.0f} actions/s, "
                     f"{rules['turns_per_s']:,.0f} full turns/s"))
        if uses_ismcts(game_id):  # the figure of what this game's hard does
            search = entry["ismcts"] = ismcts(game_id, seconds=args.seconds)
            entry["ismcts_iterations_per_second"] = search["iterations_per_s"]
            rows.append((game_id, "hard: ISMCTS iterations (median of positions)",
                         f"{search['iterations_per_s']:,.0f} /s (overall {search['overall_per_s']:,.0f}, "
                         f"{search['slowest_per_s']:,.0f}-{search['fastest_per_s']:,.0f} over {search['positions']} "
                         "positions, early stop off)"))
        else:
            hard = entry["hard"] = hard_decisions(game_id, args.seconds)
            rows.append((game_id, "hard: its own bot (not ISMCTS)", hard_words(hard)))
        clone_us = entry["clone_us"] = clone(game_id)["clone_us"]
        rows.append((game_id, "clone", f"{clone_us:.1f} µs"))
        entry["bots"] = {}
        for level in game.info.bot_levels:
            count = args.decisions if level != "hard" else max(10, args.decisions // 6)
            times = decision_times(game_id, seats, level, count)
            stats = {"median": statistics.median(times), "p95": percentile(times, 95), "n": len(times)}
            entry["bots"][level] = stats
            rows.append((game_id, f"bot {level}", f"median {stats['median'] * 1000:.1f} ms, "
                         f"p95 {stats['p95'] * 1000:.1f} ms (n={len(times)})"))
        report["games"][game_id] = entry
    starts = startup_seconds()
    first, menu = [s["seconds"] for s in starts], [s["menu_seconds"] for s in starts]
    report["app"]["startup_s"] = {"median": statistics.median(first), "runs": first}
    report["app"]["menu_ready_s"] = {"median": statistics.median(menu), "runs": menu}
    rows.append(("app", "start-up to first frame (menu backdrop)", f"median {statistics.median(first):.3f} s"))
    rows.append(("app", "start-up to the menu with buttons", f"median {statistics.median(menu):.3f} s"))
    memory = peak_memory_mb(ids[0])
    report["app"]["peak_memory_mb"] = memory
    rows.append(("app", "peak memory (table open)", f"{memory:.0f} MB"))
    if not args.no_studio:
        rows += studio_rows(report)
    width = max(len(r[1]) for r in rows) + 2
    for game_id, what, value in rows:
        print(f"{game_id:<12}{what:<{width}}{value}")
    Path(args.out).write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
