"""Frame gaps of the running app while bots think (used by scripts/bench; frame times: scripts/bench_probe.py)."""
from __future__ import annotations

import time

import pygame

from tabletop.engine.session import Session


def bot_thinking_frame_gaps(session: Session, decisions: int = 3, size: tuple[int, int] = (1920, 1080),
                            seed: int = 0, timeout: float = 120.0) -> dict:
    """Wall-clock gaps between the frames shown while bots think in the table's worker thread.

    Runs the app's own loop (`App.step`: clock at 60 fps, events, update, draw, flip, the
    frame gate) on the table of `session`, with the mouse gliding. Human seats play a random
    legal move when it is their turn (through `TableScene.play`, as a click does); bot seats
    think in the table's `BotWorker` as in play. Each gap (from one frame's end to the next)
    is filed under "thinking" when the worker is busy at the end of the frame (it started or
    goes on), "landing" for the frame that plays the bot's move, else "idle". Stops after
    `decisions` searches (decisions that kept the worker busy at least 0.2 s).
    Returns ``{"thinking": [s...], "landing": [s...], "idle": [s...], "decisions": n, "thinking_s": total}``.
    """
    import random

    from tabletop.ui import app as app_module

    app = app_module.App(size=size)
    chooser = random.Random(seed)
    gaps: dict = {"thinking": [], "landing": [], "idle": []}
    searches, thinking, busy_since = 0, 0.0, None
    w, h = size
    try:
        session.autosave_path = None
        app.open_table(session)
        table = app.top
        for _ in range(30):  # warm-up: first layout and layer; the human is to move, so bots are idle
            app.step()
        last = start = time.perf_counter()
        i = 0
        while searches < decisions and time.perf_counter() - start < timeout and not session.is_over():
            i += 1
            pos = (int(w * 0.2) + (3 * i) % int(w * 0.6), int(h * 0.62))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
            if app.top is table and table.human_turn() and not table.view.busy(table.context()):
                legal = table.legal()
                table.play(legal[chooser.randrange(len(legal))])
            busy_before = table.worker.running
            app.step()
            now = time.perf_counter()
            busy_after = table.worker.running
            kind = "thinking" if busy_after else "landing" if busy_before else "idle"
            gaps[kind].append(now - last)
            last = now
            if busy_after and busy_since is None:
                busy_since = table.worker.started_at
            elif not busy_after and busy_since is not None:
                spent, busy_since = now - busy_since, None
                if spent >= 0.2:
                    searches += 1
                    thinking += spent
        return {**gaps, "decisions": searches, "thinking_s": thinking}
    finally:
        for scene in app.scenes:
            worker = getattr(scene, "worker", None)
            if worker is not None:
                worker.cancel()
                worker.wait()  # a search left running would slow the next measurement
        pygame.quit()
