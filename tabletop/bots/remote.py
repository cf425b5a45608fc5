"""Bots of another revision of the project, for the ladder's ``LEVEL@REV`` levels (e.g. ``hard@6ac7c5d``).

REV is checked out in a temporary git worktree; each such bot runs in a process of its own on
that tree (`remote_serve.py`), which replays the game's actions and asks its bot from the seat's
observation. So a new hard can play the hard of the commit before a change at the same thinking
time, even when the change sped up code both share.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Sequence

from tabletop.bots.levels import split_iterations
from tabletop.engine.contract import Action, Game, State
from tabletop.engine.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
SERVER = Path(__file__).resolve().with_name("remote_serve.py")


def split_level(level: str) -> tuple[str, str | None]:
    """("hard", "6ac7c5d") for "hard@6ac7c5d" (or "hard@6ac7c5d:iter=N"); (level, None) for a level of this tree."""
    name, _, rev = split_iterations(level)[0].partition("@")
    return name, rev or None


class CheckoutError(ValueError):
    """A revision named by a ``LEVEL@REV`` level cannot be checked out."""


@contextmanager
def checkouts(levels: Sequence[str]) -> Iterator[dict[str, str]]:
    """Temporary worktrees of the revisions named in `levels`: {rev: tree path}, removed afterwards.

    Raises `CheckoutError` (one line) when a revision cannot be checked out.
    """
    revs = sorted({rev for _, rev in map(split_level, levels) if rev})
    trees: dict[str, str] = {}
    try:
        for rev in revs:
            tree = Path(tempfile.mkdtemp(prefix="tabletop-ladder-")) / "tree"
            done = subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(tree), rev], cwd=ROOT,
                                  capture_output=True, text=True, check=False)
            if done.returncode:
                reason = (done.stderr.strip() or "git failed").splitlines()[-1]
                raise CheckoutError(f"cannot check out revision {rev!r}: {reason}")
            trees[rev] = str(tree)
        yield trees
    finally:
        for tree in trees.values():
            subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=ROOT, check=False)


class RemoteBot:
    """A bot of another tree playing `seat` of one game; `follow` tells it every action taken.

    `iterations` fixes its search's iterations per decision (the level must be a search).
    """

    def __init__(self, game: Game, level: str, tree: str, seats: int, seed: int, seat: int,
                 iterations: int | None = None) -> None:
        self.game = game
        self._pending: list[str] = []
        self._process = subprocess.Popen(
            [sys.executable, str(SERVER), tree, game.info.id, level, str(seats), str(seed), str(seat),
             str(iterations or 0)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=tree)
        # wait until its bot is built: its imports must not run while the other side thinks
        if self._read() != {"ready": True}:
            raise RuntimeError(f"the bot of {tree} did not start as expected")

    def follow(self, action: Action) -> None:
        """Remember an action the referee applied (sent with the next request)."""
        self._pending.append(str(action))

    def choose(self, observation: State, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The other tree's bot's choice, mapped back to one of `legal`."""
        request = {"actions": self._pending, "budget": budget, "rng": [rng.seed, rng.counter]}
        self._pending = []
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        answer = self._read()
        rng.counter = answer["counter"]
        for action in legal:
            if str(action) == answer["action"]:
                return action
        raise RuntimeError(f"the bot of {self._process.args[2]} chose {answer['action']!r}, not legal here "
                           "(do the two revisions' rules differ?)")

    def _read(self) -> dict:
        """The next JSON line from the bot's process (RuntimeError when it stopped)."""
        line = self._process.stdout.readline()
        if not line:
            self._process.wait(timeout=10)
            raise RuntimeError(f"the bot of {self._process.args[2]} stopped (see its error above)")
        return json.loads(line)

    def close(self) -> None:
        """End the bot's process."""
        self._process.stdin.close()
        self._process.wait(timeout=10)
