"""Finished games kept in the output folder while a long run goes on, so the same command started again resumes.

A run that plays many games writes each result, as it arrives, as one JSON line of a file in its output folder
(`unfinished-<name>.jsonl`). Started again with the same tasks, it reads that file and plays only what is left;
the report is then built from all the results, in task order, exactly as an undisturbed run would build it. The
file's first line names the rules versions and card data it was played with: kept games of another version are not
reused. Once the report is written, the file is removed.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from tabletop.runner import Runner, fingerprint


def task_digest(*parts: Any) -> str:
    """A short stable name for one task, from its JSON-able parts."""
    text = json.dumps(parts, sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def file_digest(path: str | Path | None) -> str | None:
    """The digest of a card file's bytes (a run's temporary copy keys the same as the last run's)."""
    return None if path is None else hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]


class KeptResults:
    """The results of a run's finished tasks, read from and appended to one JSON-lines file."""

    def __init__(self, path: Path, key: Callable[[Any], str], encode: Callable[[Any], Any],
                 decode: Callable[[Any], Any]):
        self.path, self.key, self.encode, self.decode = path, key, encode, decode
        self.stamp = fingerprint()
        self.results: dict[str, Any] = self._read()
        self.resumed = len(self.results)

    def _read(self) -> dict[str, Any]:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except OSError:
            return {}
        try:
            if not lines or json.loads(lines[0]) != {"played_with": self.stamp}:
                return {}
        except ValueError:
            return {}
        found = {}
        for line in lines[1:]:
            try:
                row = json.loads(line)
                found[row["task"]] = self.decode(row["result"])
            except (ValueError, KeyError, TypeError):
                break  # a line cut short when the run was stopped: what follows it was never written
        return found

    def _start_file(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lines = [json.dumps({"played_with": self.stamp})]
        lines += [json.dumps({"task": key, "result": self.encode(result)}) for key, result in self.results.items()]
        self.path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    def run(self, runner: Runner, fn: Callable, tasks: Sequence,
            progress: Callable[[int, int], None] | None = None) -> Iterator:
        """`runner.map(fn, tasks)`, skipping the tasks already kept and keeping each new result as it arrives."""
        keys = [self.key(task) for task in tasks]
        pending, named = [], set(self.results)
        for task, key in zip(tasks, keys):
            if key not in named:
                pending.append(task)
                named.add(key)
        already = len(set(keys)) - len(pending)
        if progress and already:
            progress(already, len(tasks))
        counted = (lambda done, _total: progress(already + done, len(tasks))) if progress else None
        self._start_file()
        fresh = iter(runner.map(fn, pending, counted))
        with self.path.open("a", encoding="utf-8") as out:
            for key in keys:
                if key not in self.results:
                    self.results[key] = next(fresh)
                    out.write(json.dumps({"task": key, "result": self.encode(self.results[key])}) + "\n")
                    out.flush()
                yield self.results[key]
        for _ in fresh:  # let the runner finish (its last progress report, its pool's shutdown)
            pass

    @property
    def count(self) -> int:
        """How many results are kept now."""
        return len(self.results)

    def discard(self) -> None:
        """Forget the kept results (the run's report is written)."""
        try:
            os.remove(self.path)
        except FileNotFoundError:
            pass
