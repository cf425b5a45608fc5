"""Progress of a long command on the terminal: a one-line bar, or `progress DONE TOTAL` lines for the studio."""
from __future__ import annotations

import os
import sys
import time


def progress_reporter(lines: bool):
    """(callback, bar or None): `progress DONE TOTAL` lines for the studio's jobs, else a bar on a terminal."""
    if lines:
        def report(done: int, total: int) -> None:
            print(f"progress {done} {total}", flush=True)
        return report, None
    bar = ProgressBar(sys.stderr)
    return bar.update, bar


class ProgressBar:
    """A one-line text progress bar on a stream (silent when the stream is not a terminal)."""

    def __init__(self, stream, width: int = 30, clock=time.monotonic):
        self.stream = stream
        self.width = width
        self.active = hasattr(stream, "isatty") and stream.isatty() and not os.environ.get("CI")
        self.shown = False
        self.clock = clock
        self.started = clock()

    def update(self, done: int, total: int) -> None:
        """Redraw the bar for `done` of `total`, with the games per second so far and the time left."""
        if not self.active:
            return
        filled = int(self.width * done / max(total, 1))
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total}{self.pace(done, total)}")
        self.stream.flush()
        self.shown = True

    def pace(self, done: int, total: int) -> str:
        """`  3.2 games/s, 1 min 40 s left` once something is done (empty before)."""
        elapsed = self.clock() - self.started
        if done <= 0 or elapsed <= 0:
            return ""
        rate = done / elapsed
        left = (total - done) / rate
        when = f"{left / 60:.0f} min {left % 60:02.0f} s" if left >= 60 else f"{left:.0f} s"
        return f"  {rate:.1f} games/s, {when} left"

    def finish(self) -> None:
        """End the bar's line."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
