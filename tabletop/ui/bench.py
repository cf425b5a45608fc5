"""Frame-time measurement of the table scene (used by scripts/bench)."""
from __future__ import annotations

import time

import pygame

from tabletop.engine.session import Session


def table_frame_times(session: Session, frames: int, size: tuple[int, int] = (1920, 1080),
                      zoom: float | None = None) -> list[float]:
    """Seconds per frame (update + draw) of the table scene showing `session`, after a warm-up.

    The mouse glides across the table at 3 px a frame (a hand moving it), so hover changes,
    highlights and the card preview are included at a realistic rate. `zoom`,
    when given, is passed to views that support it (`set_zoom`).
    """
    from tabletop.ui import app as app_module

    app = app_module.App(size=size)
    try:
        session.autosave_path = None
        app.open_table(session)
        scene = app.top
        view = getattr(scene, "view", None)
        if zoom is not None and hasattr(view, "set_zoom"):
            view.set_zoom(zoom)
        for _ in range(30):
            app.frame([], 1 / 60)
        times = []
        w, h = size
        for i in range(frames):
            pos = (int(w * 0.2) + (3 * i) % int(w * 0.6), int(h * 0.62))
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
            start = time.perf_counter()
            app.frame([motion], 1 / 60)
            times.append(time.perf_counter() - start)
        return times
    finally:
        pygame.quit()
