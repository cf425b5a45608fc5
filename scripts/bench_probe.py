"""One benchmark figure measured in a fresh process: `python bench_probe.py FIGURE GAME [JSON]`.

Imports `tabletop` from wherever PYTHONPATH points (scripts/bench --compare runs it against
another revision's tree) and uses only long-standing APIs, so an older tree can be measured
by this newer script. Prints one JSON line: the figure's values and `tabletop`'s location.
"""
from __future__ import annotations

import gc
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


#: each game's busiest table for the landing figure: seats and options (ECG: its full lines, see `table_session`)
BUSIEST = {"runes": (4, {}), "gnostica": (6, {}), "invocacion": (8, {"armageddon": True}), "invoke": (10, {}),
           "ecg": (2, {})}


def table_session(game_id: str, seed: int = 1):
    """The busiest table's session at its start, seat 0 human: ECG's both lines and courts full
    (`shots_ecg.full_lines_session`), the others a new game at their most seats."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session

    if game_id == "ecg":
        from tabletop.games.ecg.view.shots import full_lines_session

        session = full_lines_session()
    else:
        game = get_game(game_id)
        seats, options = BUSIEST.get(game_id, (game.info.max_players, {}))
        session = Session(game, [Seat("human", SEAT_NAMES[0])] +
                          [Seat("bot", SEAT_NAMES[i], "normal") for i in range(1, seats)], seed, options)
    session.autosave_path = None
    return session


def long_game(game_id: str, seed: int = 1, cap: int = 1500) -> list[str]:
    """The actions (at most `cap`) easy bots play at every seat from `table_session`."""
    from tabletop.bots.base import bot_action
    from tabletop.bots.levels import make_bot
    from tabletop.engine.rng import Rng

    session = table_session(game_id, seed)
    game = session.game
    start = len(session.actions)
    bot, rng = make_bot(game, "easy"), Rng(seed)
    while not session.is_over() and len(session.actions) - start < cap:
        session.play(bot_action(game, bot, session.observation(session.to_move()), rng))
    return list(session.actions[start:])


def landing(game_id: str, moves: int = 40, idle: int = 2, fractions: tuple = (0.1, 0.5, 0.95), seed: int = 1) -> dict:
    """CPU ms of the table's frames while moves land, at `fractions` of a long easy-bot game at the busiest table.

    At each fraction the table opens (seat 0 human, the others bots that do not think: the
    bench plays the recorded moves itself, through `TableScene.play` as a landing bot's move
    does), then `moves` moves land, each after `idle` frames with the mouse gliding. A landing
    frame is the move played plus the frame that shows it. Returns, per fraction (as "10", "50",
    "95"), the median and p99 of the landing frames and of all frames, and the same over all fractions.
    """
    import pygame

    from tabletop.ui import app as app_module

    actions = long_game(game_id, seed)
    report: dict = {"actions": len(actions)}
    every_landing, every_frame = [], []
    size = (1920, 1080)
    for fraction in fractions:
        start = min(int(len(actions) * fraction), max(0, len(actions) - moves))
        session = table_session(game_id, seed)
        for text in actions[:start]:
            session.play(text)
        app = app_module.App(size=size)
        try:
            app.open_table(session)
            table = app.top
            table.auto = table.playing = False  # the bench lands the moves; no bot thinks
            for _ in range(30):
                app.frame([], 1 / 60)
            landed, frames, i = [], [], 0
            for text in actions[start:start + moves]:
                for _ in range(idle):
                    i += 1
                    pos = (int(size[0] * 0.2) + (3 * i) % int(size[0] * 0.6), int(size[1] * 0.62))
                    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
                    begin = time.process_time()
                    app.frame([motion], 1 / 60)
                    frames.append(time.process_time() - begin)
                action = next((a for a in session.legal_actions() if str(a) == text), None)
                if action is None or session.is_over():
                    break
                mover = session.to_move()
                begin = time.process_time()
                table.play(action, by_bot=mover != 0)
                app.frame([], 1 / 60)
                spent = time.process_time() - begin
                landed.append(spent)
                frames.append(spent)
        finally:
            pygame.quit()
        key = str(round(fraction * 100))
        report[key] = _landing_stats(landed, frames)
        every_landing += landed
        every_frame += frames
    report["all"] = _landing_stats(every_landing, every_frame)
    report.update({f"{kind}_{stat}": report["all"][f"{kind}_{stat}"] for kind in ("landing", "frame")
                   for stat in ("median_ms", "p99_ms")})
    return report


def _landing_stats(landed: list[float], frames: list[float]) -> dict:
    """Median and p99 (ms) of landing frames and of all frames."""
    ms = lambda values: [v * 1000 for v in values] or [float("nan")]  # noqa: E731
    return {"landing_median_ms": statistics.median(ms(landed)), "landing_p99_ms": percentile(ms(landed), 99),
            "frame_median_ms": statistics.median(ms(frames)), "frame_p99_ms": percentile(ms(frames), 99),
            "landings": len(landed)}


def clone(game_id: str, positions: int = 40, repeat: int = 50, seed: int = 0) -> dict:
    """Microseconds per `state.clone()` over `positions` states of seeded random games at the fewest seats."""
    from tabletop.engine.registry import get_game

    game = get_game(game_id)
    chooser = random.Random(seed)
    states: list = []
    for game_seed in range(seed, seed + 50):  # short random games: play more of them
        state = game.setup(game.info.resolve_options(None), game.info.min_players, game_seed)
        for step in range(game.info.max_actions):
            if state.is_over():
                break
            if step % 5 == 0:
                states.append(state.clone())
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
        if len(states) >= positions:
            break
    picked = states[::max(1, len(states) // positions)][:positions]
    start = time.perf_counter()
    for _ in range(repeat):
        for position in picked:
            position.clone()
    return {"clone_us": (time.perf_counter() - start) / (repeat * len(picked)) * 1e6, "positions": len(picked)}


def uses_ismcts(game_id: str) -> bool:
    """True when the game's `hard` level is the generic ISMCTS (its bot module has no `hard` of its own)."""
    import importlib

    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.bots.bot")
    except ModuleNotFoundError:
        return True
    return "hard" not in (getattr(module, "BOTS", {}) or {})


def hard_decisions(game_id: str, seconds: float, seed: int = 0) -> dict:
    """Decisions per second of the game's own `hard` bot over a seeded random game, and the play-outs per second of
    its Monte Carlo (the play-outs its `last_tallies` count; 0 for a hard that does not search, as Invoke's)."""
    from tabletop.bots.base import bot_action
    from tabletop.bots.levels import make_bot
    from tabletop.engine.registry import get_game
    from tabletop.engine.rng import Rng

    game = get_game(game_id)
    seats = game.info.min_players
    bot, rng, chooser = make_bot(game, "hard"), Rng(seed), random.Random(seed)
    decisions, spent, games, samples, searched = 0, 0.0, 0, 0, 0
    while spent < seconds:
        state = game.setup(game.info.resolve_options(None), seats, seed + games)
        games += 1
        for _ in range(game.info.max_actions):
            if state.is_over() or spent >= seconds:
                break
            legal = game.legal_actions(state)
            if len(legal) > 1:
                start = time.perf_counter()
                bot_action(game, bot, game.observe(state, state.to_move()), rng)
                spent += time.perf_counter() - start
                decisions += 1
                played = sum(len(tally.scores) for tally in getattr(bot, "last_tallies", ()))
                samples, searched = samples + played, searched + (played > 0)
            game.apply(state, legal[chooser.randrange(len(legal))])
    return {"decisions_per_s": decisions / spent if spent else float("nan"), "decisions": decisions,
            "playouts_per_s": samples / spent if spent else float("nan"), "searched": searched}


def hard_yields(game_id: str, decisions: int = 8, seed: int = 1) -> dict:
    """CPU ms a `hard` bot computes between two passes of the app's frame gate, over `decisions` decisions from a
    position at 30 % of a game at the most seats: the longest a frame can wait for a thinking bot to yield, in
    CPU time (which the machine's load does not stretch)."""
    from bench import mid_game_session
    from tabletop.bots.base import bot_action
    from tabletop.bots.levels import make_bot
    from tabletop.engine.registry import get_game
    from tabletop.engine.rng import Rng
    from tabletop.ui.bot_runner import FrameGate, GatedGame

    class RecordingGate(FrameGate):
        """A gate that is always open and notes the CPU time since its last pass."""

        def __init__(self) -> None:
            super().__init__()
            self.last: float | None = None
            self.stretches: list[float] = []

        def wait(self) -> None:
            now = time.thread_time()
            if self.last is not None:
                self.stretches.append(now - self.last)
            self.last = time.thread_time()

    game = get_game(game_id)
    seats = game.info.max_players
    session = mid_game_session(game_id, seats, seed, fraction=0.3, level="hard")
    gate = RecordingGate()
    gated = GatedGame(game, gate)
    bot, rng, done, spent = make_bot(gated, "hard"), Rng(seed), 0, 0.0
    while done < decisions and not session.is_over():
        legal = session.legal_actions()
        if len(legal) < 2:
            session.play(legal[0])
            continue
        gc.freeze()  # as the app's bot worker does at each decision (its collections then skip the table's heap)
        gate.last, start = None, time.thread_time()
        session.play(bot_action(gated, bot, session.observation(session.to_move()), rng))
        spent, done = spent + time.thread_time() - start, done + 1
    gc.unfreeze()
    ms = [stretch * 1000 for stretch in gate.stretches] or [float("nan")]
    return {"seats": seats, "decisions": done, "cpu_s": spent, "passes": len(gate.stretches),
            "median_ms": statistics.median(ms), "p99_ms": percentile(ms, 99), "p999_ms": percentile(ms, 99.9),
            "max_ms": max(ms)}


FIGURES = {"playouts": playouts, "ismcts": ismcts, "frames": frames, "memory": peak_memory, "landing": landing,
           "clone": clone, "hard": hard_decisions, "yields": hard_yields}


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
