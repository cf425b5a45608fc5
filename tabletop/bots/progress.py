"""A count of games done for long command-line runs, fit for a terminal and for a log file alike."""
from __future__ import annotations

from typing import TextIO

#: lines a run writes, at most, when its output is not a terminal
LINES_PER_RUN = 20


class GameCounter:
    """`done/total` on stderr: redrawn in place ("\\r") on a terminal, else one line every few games.

    Without a terminal (a pipe, `nohup ... > file`) "\\r" would run the counts together
    ("1/2002/200..."), so each count shown is a line of its own, about LINES_PER_RUN in all.
    """

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.terminal = hasattr(stream, "isatty") and stream.isatty()
        self.pending = False  # a "\r" count is on the terminal's current line

    def __call__(self, done: int, total: int) -> None:
        if self.terminal:
            self.stream.write(f"\r{done}/{total}")
            self.pending = True
        elif done == total or done % max(1, total // LINES_PER_RUN) == 0:
            self.stream.write(f"{done}/{total}\n")
        self.stream.flush()

    def finish(self) -> None:
        """End the terminal's count line (a log file's lines are already ended)."""
        if self.pending:
            self.stream.write("\n")
            self.stream.flush()
            self.pending = False
