"""`scripts/bench --slow-frames GAME[@ZOOM]`: what the slowest 1 % of table frames spend their time on.

The benchmark's frame loop (`bench_probe.table_frame_times`: the busiest position, the
mouse gliding) with every frame profiled on its own; only the slowest frames' profiles
(by CPU time, which the machine's load does not inflate) are printed, each as its
functions by cumulative time: layer redraws, text, the log, pygame_gui, card faces...
"""
from __future__ import annotations

import cProfile
import io
import pstats
import time

from bench_compare import busy_position
from bench_probe import gliding_frames, replayed_session


def slow_frames(game_id: str, zoom: float | None = None, frames: int = 300, share: float = 0.01,
                lines: int = 18) -> str:
    """The profiles of the slowest `share` of `frames` table frames of `game_id` (at `zoom`), as text."""
    from tabletop.engine.registry import get_game

    seats = get_game(game_id).info.max_players
    session = replayed_session(game_id, seats, 1, busy_position(game_id, seats))
    runs = []
    for index, (app, motion) in enumerate(gliding_frames(session, frames, zoom=zoom)):
        profile = cProfile.Profile()
        start = time.process_time()
        profile.enable()
        app.frame([motion], 1 / 60)
        profile.disable()
        runs.append((time.process_time() - start, index, profile))
    runs.sort(key=lambda run: -run[0])
    out = io.StringIO()
    for cpu, index, profile in runs[:max(1, round(frames * share))]:
        out.write(f"=== frame {index}: {cpu * 1000:.1f} ms CPU (profiled)\n")
        text = io.StringIO()
        pstats.Stats(profile, stream=text).sort_stats("cumulative").print_stats(lines)
        out.write("\n".join(line for line in text.getvalue().splitlines()[6:] if line.strip()) + "\n")
    return out.getvalue()
