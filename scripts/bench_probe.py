"""One benchmark figure measured in a fresh process: `python bench_probe.py FIGURE GAME [JSON]`.

Imports `tabletop` from wherever PYTHONPATH points (scripts/bench --compare runs it against
another revision's tree) and uses only long-standing APIs, so an older tree can be measured
by this newer script. Prints one JSON line: the figure's values and `tabletop`'s location.
"""
from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def playouts(game_id: str, seats: int, seconds: float) -> dict:
    """Random play-outs from the start (as bots run them): games, actions and full turns (mover changes) per second."""
    from tabletop.engine.registry import get_game

    game = get_game(game_id)
    options = game.info.resolve_options(None)
    games = actions = turns = 0
    chooser = random.Random(0)
    apply = getattr(game, "playout_apply", game.apply)  # the play-out path, where the tree has one
    game.setup(options, seats, 0)  # the first set-up loads the card data: a one-off cost, not the rules' speed
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.setup(options, seats, games)
        mover = state.to_move()
        for _ in range(game.info.max_actions):
            if state.is_over():
                break
            legal = game.legal_actions(state)
            apply(state, legal[chooser.randrange(len(legal))])
            actions += 1
            now = state.to_move()
            if now != mover:
                turns, mover = turns + 1, now
        games += 1
    elapsed = time.perf_counter() - start
    return {"games_per_s": games / elapsed, "actions_per_s": actions / elapsed, "turns_per_s": turns / elapsed}


def ismcts(game_id: str, seconds: float, positions: int = 8, seed: int = 0) -> dict:
    """ISMCTS iterations per second with the game's hooks, position by position.

    `positions` positions spread over one seeded random game; each is searched for
    `seconds / positions` with the early stop off (a search that stops after a few cheap
    iterations would flatter the figure). The median over positions is the headline; the
    overall rate (all iterations over all the time) and the slowest and fastest follow.
    """
    from dataclasses import fields, replace

    from tabletop.bots import ismcts as search_module
    from tabletop.engine.registry import get_game

    game = get_game(game_id)
    hooks = search_module.load_hooks(game)
    if "early_stop" in {f.name for f in fields(hooks.settings)}:
        hooks = replace(hooks, settings=replace(hooks.settings, early_stop=False))
    states = search_module._sample_positions(game, game.info.min_players, seed, positions)
    rates, total, elapsed = [], 0, 0.0
    for index, state in enumerate(states):
        observation = game.observe(state, state.to_move())
        search = search_module.Search(game, observation, seed * 1000 + index, hooks)
        done = search.run(seconds=seconds / len(states))
        rates.append(done / search.elapsed)
        total, elapsed = total + done, elapsed + search.elapsed
    return {"iterations_per_s": statistics.median(rates), "overall_per_s": total / elapsed,
            "slowest_per_s": min(rates), "fastest_per_s": max(rates), "positions": len(rates)}


#: seat names of the measured tables (ten: Invoke seats up to ten mages)
SEAT_NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jon")


def replayed_session(game_id: str, seats: int, seed: int, actions: list[str]):
    """A session with seat 0 human (the viewer) and bots elsewhere, replayed through `actions`."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session

    names = SEAT_NAMES
    session = Session(get_game(game_id), [Seat("human", names[0])] +
                      [Seat("bot", names[i], "normal") for i in range(1, seats)], seed)
    for text in actions:
        session.play(text)
    return session


def gliding_frames(session, frames: int, size: tuple[int, int] = (1920, 1080), zoom: float | None = None):
    """The table of `session` after a warm-up, then `frames` times (app, mouse event) for the caller to run.

    The mouse glides across the table at 3 px a frame (a hand moving it), so hover changes,
    highlights and the card preview are included at a realistic rate. `zoom`, when given,
    is passed to views that support it (`set_zoom`).
    """
    import pygame

    from tabletop.ui import app as app_module

    app = app_module.App(size=size)
    try:
        session.autosave_path = None
        app.open_table(session)
        view = getattr(app.top, "view", None)
        if zoom is not None and hasattr(view, "set_zoom"):
            view.set_zoom(zoom)
        for _ in range(30):
            app.frame([], 1 / 60)
        w, h = size
        for i in range(frames):
            pos = (int(w * 0.2) + (3 * i) % int(w * 0.6), int(h * 0.62))
            yield app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    finally:
        pygame.quit()


def table_frame_times(session, frames: int, size: tuple[int, int] = (1920, 1080),
                      zoom: float | None = None) -> tuple[list[float], list[float]]:
    """Seconds per frame (update + draw) of `gliding_frames`: (wall, CPU).

    The CPU time (`time.process_time`) is what the frame cost this process, whatever else
    the machine runs.
    """
    wall, cpu = [], []
    for app, motion in gliding_frames(session, frames, size, zoom):
        start, start_cpu = time.perf_counter(), time.process_time()
        app.frame([motion], 1 / 60)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


def frames(game_id: str, seats: int, seed: int, actions: list[str], count: int, zoom: float | None) -> dict:
    """Table frame times at 1920x1080 (ms): median, p99, max, and the CPU time's median and p99."""
    wall, cpu = table_frame_times(replayed_session(game_id, seats, seed, actions), count, (1920, 1080), zoom)
    times, cpu = [t * 1000 for t in wall], [t * 1000 for t in cpu]
    return {"median_ms": statistics.median(times), "p99_ms": percentile(times, 99), "max_ms": max(times),
            "cpu_median_ms": statistics.median(cpu), "cpu_p99_ms": percentile(cpu, 99)}


def peak_memory(game_id: str, seats: int, seed: int, actions: list[str], count: int) -> dict:
    """This process's own peak resident memory (VmHWM, MB) after drawing `count` table frames."""
    frames(game_id, seats, seed, actions, count, None)
    return {"peak_mb": own_peak_mb()}


def own_peak_mb() -> float:
    """VmHWM of this process from /proc/self/status, in MB (NaN where /proc is missing)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


FIGURES = {"playouts": playouts, "ismcts": ismcts, "frames": frames, "memory": peak_memory}


def main(argv: list[str]) -> int:
    """Measure one figure and print it as JSON with the location of the `tabletop` package used."""
    figure, game_id = argv[0], argv[1]
    params = json.loads(argv[2]) if len(argv) > 2 else {}
    values = FIGURES[figure](game_id, **params)
    import tabletop

    values["tabletop"] = os.path.dirname(os.path.abspath(tabletop.__file__))
    print(json.dumps(values))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
