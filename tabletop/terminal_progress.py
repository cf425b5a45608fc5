"""Progress of a long command on the terminal: a one-line bar, or `progress DONE TOTAL` lines for the studio."""
from __future__ import annotations

import os
import sys


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

    def __init__(self, stream, width: int = 30):
        self.stream = stream
        self.width = width
        self.active = hasattr(stream, "isatty") and stream.isatty() and not os.environ.get("CI")
        self.shown = False

    def update(self, done: int, total: int) -> None:
        """Redraw the bar for `done` of `total`."""
        if not self.active:
            return
        filled = int(self.width * done / max(total, 1))
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total}")
        self.stream.flush()
        self.shown = True

    def finish(self) -> None:
        """End the bar's line."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
