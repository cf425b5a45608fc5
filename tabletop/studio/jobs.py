"""Exports started from the studio run as `tabletop cards ...` in another process, reporting progress.

The window stays responsive (and the export uses the other core); the child reads the
saved files, exactly what the studio shows.
"""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from tabletop.paths import ROOT, data_dir


def exports_dir(game: str) -> Path:
    """Where studio exports go: <user data>/exports/<game>/."""
    return data_dir() / "exports" / game


def _lower_priority() -> None:
    """In the child: yield the CPU to the window (POSIX only)."""
    try:
        os.nice(5)
    except OSError:
        pass


class ExportJob:
    """One `tabletop cards export|sheet` child process; `done`/`total` follow its progress lines."""

    def __init__(self, argv: list[str], output: Path, kind: str = "export"):
        self.argv = list(argv)
        self.output = output
        self.kind = kind  # "export", or "balance" for the bot games of the Balance view
        self.done = 0
        self.total = 0
        self.message = ""
        self.returncode: int | None = None
        self._lines: list[str] = []
        self._proc: subprocess.Popen | None = None
        self._reader: threading.Thread | None = None

    def start(self) -> "ExportJob":
        """Start the child process."""
        env = dict(os.environ)
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
        extra = {"preexec_fn": _lower_priority} if os.name == "posix" else {}
        self._proc = subprocess.Popen([sys.executable, "-m", "tabletop", *self.argv, "--progress-lines"],
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                      text=True, env=env, cwd=str(ROOT), **extra)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        return self

    def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        for line in self._proc.stdout:
            line = line.strip()
            parts = line.split()
            if len(parts) == 3 and parts[0] == "progress" and parts[1].isdigit() and parts[2].isdigit():
                self.done, self.total = int(parts[1]), int(parts[2])
            elif line:
                self._lines.append(line)
        self.returncode = self._proc.wait()
        self.message = next((l for l in reversed(self._lines) if l.startswith("tabletop:")),
                            self._lines[-1] if self._lines else "")

    @property
    def running(self) -> bool:
        """True until the child has finished and its output is read."""
        return self._proc is not None and self.returncode is None

    @property
    def ok(self) -> bool:
        """True when the export finished well."""
        return self.returncode == 0

    @property
    def fraction(self) -> float:
        """Progress from 0 to 1."""
        return self.done / self.total if self.total else 0.0

    def cancel(self) -> None:
        """Stop the child process."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()

    def wait(self, timeout: float | None = None) -> int | None:
        """Wait for the end (tests and benchmarks)."""
        if self._reader is not None:
            self._reader.join(timeout)
        return self.returncode


def png_job(game: str, lang: str, art_dir, dpi: int = 300, cards: list[str] | None = None) -> ExportJob:
    """The PNG export of every card of a game (or of `cards`) into exports_dir(game)/png (or png-selection)."""
    out = exports_dir(game) / ("png-selection" if cards is not None else "png")
    argv = ["cards", "export", game, "--out", str(out), "--dpi", str(dpi), "--lang", lang, "--backs"]
    return ExportJob(argv + _options(art_dir, cards), out)


def pdf_job(game: str, lang: str, art_dir, paper: str = "a4", dpi: int = 300,
            cards: list[str] | None = None) -> ExportJob:
    """The print-and-play PDF (fronts and mirrored backs) into exports_dir(game)/<game>-<paper>[-selection].pdf."""
    out = exports_dir(game) / f"{game}-{paper}{'-selection' if cards is not None else ''}.pdf"
    argv = ["cards", "sheet", game, "--out", str(out), "--paper", paper, "--backs", "--dpi", str(dpi),
            "--lang", lang]
    return ExportJob(argv + _options(art_dir, cards), out)


def balance_job(game: str, games: int) -> ExportJob:
    """`tabletop balance` of `games` bot games, its report written where the Balance view reads it."""
    from tabletop.balance.run import default_out

    out = default_out(game)
    return ExportJob(["balance", game, "--games", str(games), "--out", str(out)], out, kind="balance")


def _options(art_dir, cards: list[str] | None) -> list[str]:
    """The --art-dir and --cards options of an export."""
    options = ["--art-dir", str(art_dir)] if art_dir else []
    return options + (["--cards", ",".join(cards)] if cards is not None else [])
