"""`scripts/bench --compare REV`: this tree against REV, measured interleaved, as ratios with their spread.

REV is checked out in a temporary `git worktree`; both trees run with this tree's `.venv`
(PYTHONPATH points at the measured tree, and every probe reports where `tabletop` came
from, so a mix-up is caught). Each figure is measured `rounds` times per tree in fresh
processes, alternating A B B A A B..., and each round gives a ratio; the table shows the
median ratio and its interquartile range. A gain above 1 means this tree is better
(rates: new / old; times and memory: old / new).
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBE = Path(__file__).resolve().with_name("bench_probe.py")


@dataclass
class Figure:
    """One compared number: what to run, which value to read, and whether more is better."""

    game: str
    label: str
    probe: str  # a bench_probe figure, or "startup"
    params: dict
    key: str
    higher_is_better: bool
    row: str = ""  # the table's first column (default: the game)

    def __post_init__(self) -> None:
        self.row = self.row or self.game


def busy_position(game_id: str, seats: int, seed: int = 1, cap: int = 1500, fraction: float = 0.8) -> list[str]:
    """Actions of an easy-bot game up to about `fraction` of its length (at most `cap`), ending at seat 0's turn."""
    from tabletop.bots.base import bot_action
    from tabletop.bots.levels import make_bot
    from tabletop.engine.registry import get_game
    from tabletop.engine.rng import Rng

    game = get_game(game_id)
    state = game.setup(game.info.resolve_options(None), seats, seed)
    bot, rng = make_bot(game, "easy"), Rng(seed)
    actions: list[str] = []
    seat0_turns: list[int] = []
    while not state.is_over() and len(actions) < cap:
        if state.to_move() == 0:
            seat0_turns.append(len(actions))
        action = bot_action(game, bot, game.observe(state, state.to_move()), rng)
        game.apply(state, action)
        actions.append(str(action))
    later = [i for i in seat0_turns if i >= int(len(actions) * fraction)]
    return actions[:later[0] if later else (seat0_turns[-1] if seat0_turns else 0)]


def zoomable(game_id: str) -> bool:
    """True when the game's table view can zoom (then frames are also measured at 2x)."""
    import importlib

    try:
        view = importlib.import_module(f"tabletop.games.{game_id}.view.table")
    except ImportError:
        return False
    return any(hasattr(cls, "set_zoom") for cls in vars(view).values() if isinstance(cls, type))


def plan(games: list[str], seconds: float, frames: int, only: str | None = None) -> list[Figure]:
    """Every figure of every game (from the registry), then the app's start-up and memory."""
    from tabletop.engine.registry import get_game

    out: list[Figure] = []
    for game_id in games:
        info = get_game(game_id).info
        rules = {"seats": info.min_players, "seconds": seconds}
        out += [Figure(game_id, f"random playout actions/s ({info.min_players} seats)", "playouts", rules,
                       "actions_per_s", True),
                Figure(game_id, f"random playout full turns/s ({info.min_players} seats)", "playouts", rules,
                       "turns_per_s", True),
                *hard_figures(game_id, seconds),
                Figure(game_id, "clone µs", "clone", {}, "clone_us", False)]
        moves = {"moves": 30}
        out += [Figure(game_id, f"landing frame CPU {stat} ms ({where})", "landing", moves, key, False)
                for where, part in (("busiest table", "landing"), ("busiest table, all frames", "frame"))
                for stat, key in (("median", f"{part}_median_ms"), ("p99", f"{part}_p99_ms"))]
        if not selected(Figure(game_id, "frame", "frames", {}, "", False), only):
            continue  # the frames' position is an easy-bot game: not played when no frame figure is wanted
        busiest = {"seats": info.max_players, "seed": 1, "actions": busy_position(game_id, info.max_players),
                   "count": frames}
        for zoom in (None, 2.0) if zoomable(game_id) else (None,):
            where = f"{info.max_players} seats late{', 2x' if zoom else ''}"
            params = {**busiest, "zoom": zoom}
            out += [Figure(game_id, f"frame median ms ({where})", "frames", params, "median_ms", False),
                    Figure(game_id, f"frame p99 ms ({where})", "frames", params, "p99_ms", False),
                    Figure(game_id, f"frame CPU median ms ({where})", "frames", params, "cpu_median_ms", False),
                    Figure(game_id, f"frame CPU p99 ms ({where})", "frames", params, "cpu_p99_ms", False)]
    first = get_game(games[0]).info
    memory = {"seats": first.min_players, "seed": 1, "actions": [], "count": 120}
    out += [Figure(games[0], "start-up to first frame s (menu backdrop)", "startup", {}, "seconds", False, "app"),
            Figure(games[0], "start-up to the menu with its buttons s", "startup", {}, "menu_seconds", False, "app"),
            Figure(games[0], f"peak memory MB (own VmHWM, {games[0]} table)", "memory", memory, "peak_mb", False,
                   "app")]
    return out


def hard_figures(game_id: str, seconds: float) -> list[Figure]:
    """What the game's hard bot does: ISMCTS iterations/s where hard is the ISMCTS, else its decisions/s and its
    Monte Carlo's play-outs/s (0 where hard does not search: its ratio is then not a number)."""
    from bench_probe import uses_ismcts

    if uses_ismcts(game_id):
        return [Figure(game_id, "hard: ISMCTS iterations/s", "ismcts", {"seconds": seconds}, "iterations_per_s", True)]
    params = {"seconds": seconds * 2}
    return [Figure(game_id, "hard: decisions/s (its own bot)", "hard", params, "decisions_per_s", True),
            Figure(game_id, "hard: Monte Carlo play-outs/s (0: no search)", "hard", params, "playouts_per_s", True)]


def selected(figure: Figure, only: str | None) -> bool:
    """True when `only` (a comma list) is empty or one of its items names the figure's probe
    (frames, landing, startup, playouts, ismcts, hard, clone, memory) or is part of its 'row label' text."""
    items = [item.strip() for item in (only or "").split(",") if item.strip()]
    return not items or any(item == figure.probe or item in f"{figure.row} {figure.label}" for item in items)


def probe(tree: Path, figure: Figure) -> dict:
    """Run bench_probe.py for `figure` with `tree` on PYTHONPATH; check `tabletop` was imported from it."""
    args = [sys.executable, str(PROBE), figure.probe, figure.game, json.dumps(figure.params)]
    proc = subprocess.run(args, cwd=tree, env=_env(tree), capture_output=True, text=True, timeout=900)
    try:
        values = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        raise SystemExit(f"bench probe {figure.probe} {figure.game} failed in {tree}:\n{proc.stderr[-2000:]}")
    if Path(values["tabletop"]) != tree / "tabletop":
        raise SystemExit(f"bench probe imported tabletop from {values['tabletop']}, not from {tree}")
    return values


def startup(tree: Path) -> dict:
    """Seconds from starting `python -m tabletop` in `tree` to its first frame and to the menu with its buttons.

    A tree that shows the menu in one go prints only `first-frame`: both figures are that time.
    """
    env = dict(_env(tree), TABLETOP_BENCH_STARTUP="1")
    start = time.time()
    proc = subprocess.run([sys.executable, "-m", "tabletop"], cwd=tree, env=env, capture_output=True, text=True,
                          timeout=60)
    marks = dict(line.split()[:2] for line in proc.stdout.splitlines()
                 if line.startswith(("first-frame ", "menu-frame ")))
    if "first-frame" not in marks:
        raise SystemExit(f"start-up of {tree} printed no first frame:\n{proc.stderr[-2000:]}")
    first = float(marks["first-frame"]) - start
    return {"seconds": first, "menu_seconds": float(marks.get("menu-frame", marks["first-frame"])) - start}


def _env(tree: Path) -> dict:
    scratch = Path(tempfile.gettempdir()) / "tabletop-bench-home"
    return dict(os.environ, PYTHONPATH=str(tree), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1", TABLETOP_DATA_DIR=str(scratch / "data"),
                TABLETOP_CONFIG_DIR=str(scratch / "config"))


def spread(ratios: list[float]) -> tuple[float, float, float]:
    """Median and interquartile range (q1, q3) of the per-round ratios."""
    if len(ratios) < 2:
        return ratios[0], ratios[0], ratios[0]
    q1, median, q3 = statistics.quantiles(ratios, n=4, method="inclusive")
    return median, q1, q3


def registered_in(tree: Path, game_id: str) -> bool:
    """True when the registry of `tree` (another revision) names `game_id`."""
    registry = tree / "tabletop" / "engine" / "registry.py"
    return registry.is_file() and f'"{game_id}":' in registry.read_text(encoding="utf-8")


def compare(rev: str, rounds: int, games: list[str], seconds: float, frames: int, only: str | None) -> dict:
    """Measure every figure interleaved in this tree and in REV; print and return the table."""
    old = Path(tempfile.mkdtemp(prefix="tabletop-bench-")) / "tree"
    subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(old), rev], cwd=ROOT, check=True)
    try:
        for tree in (old, ROOT):  # bytecode as an installed copy has it
            subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "tabletop")], check=False)
        both = [game for game in games if registered_in(old, game)]
        if len(both) < len(games):
            print(f"not in {rev}, so not compared: {', '.join(g for g in games if g not in both)}")
        figures = [f for f in plan(both, seconds, frames, only) if selected(f, only)]
        return _measure(figures, {"old": old, "new": ROOT}, rounds, rev)
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False)


def _measure(figures: list[Figure], trees: dict[str, Path], rounds: int, rev: str) -> dict:
    report = {"rev": rev, "rounds": rounds, "figures": []}
    print(f"gain = how many times better this tree is than {rev} (rates new/old, times and memory old/new); "
          f"median [IQR] of {rounds} interleaved rounds")
    print(f"{'':<9}{'figure':<52}{rev:>12}{'this tree':>12}   gain")
    groups: dict[tuple, list[Figure]] = {}
    for figure in figures:  # figures read from the same probe run are measured together
        groups.setdefault((figure.game, figure.probe, json.dumps(figure.params, sort_keys=True)), []).append(figure)
    for group in groups.values():
        values = {side: {f.key: [] for f in group} for side in trees}
        for r in range(rounds):
            for side in (("old", "new") if r % 2 == 0 else ("new", "old")):
                tree = trees[side]
                run = startup(tree) if group[0].probe == "startup" else probe(tree, group[0])
                for f in group:
                    values[side][f.key].append(run[f.key])
        for f in group:
            olds, news = values["old"][f.key], values["new"][f.key]
            ratios = [(n / o if f.higher_is_better else o / n) if o and n else float("nan")
                      for o, n in zip(olds, news)]
            median, q1, q3 = spread(ratios)
            print(f"{f.row:<9}{f.label:<52}{statistics.median(olds):>12.4g}{statistics.median(news):>12.4g}"
                  f"   x{median:.2f} [{q1:.2f}-{q3:.2f}]", flush=True)
            report["figures"].append({"game": f.row, "figure": f.label, "old": olds, "new": news,
                                      "gain_median": median, "gain_iqr": [q1, q3]})
    return report
