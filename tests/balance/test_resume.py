"""Issue 31.1: a long run keeps its finished games in the output folder; Ctrl+C stops it cleanly and the same
command started again resumes where it stopped, giving the report an undisturbed run gives."""
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.balance.collect import kept_samples, sample_games
from tabletop.cli import main
from tabletop.engine.seats import Seat
from tabletop.kept_results import KeptResults
from tabletop.runner import InProcess

ROOT = Path(__file__).resolve().parents[2]
SEATS = [Seat("bot", "random 1", "random"), Seat("bot", "random 2", "random")]


class Stop(Exception):
    """Stands for Ctrl+C in the middle of a run."""


def _square_until(stop_at: int | None, calls: list):
    def square(n: int) -> int:
        if n == stop_at:
            raise Stop
        calls.append(n)
        return n * n
    return square


def _kept(path: Path) -> KeptResults:
    return KeptResults(path, str, lambda r: r, lambda r: r)


def test_a_run_stopped_midway_keeps_what_finished_and_the_next_run_plays_only_the_rest(tmp_path):
    path, first, second = tmp_path / "unfinished.jsonl", [], []
    with pytest.raises(Stop):
        list(_kept(path).run(InProcess(), _square_until(6, first), range(10)))
    assert first == [0, 1, 2, 3, 4, 5] and _kept(path).resumed == 6
    seen = []
    again = list(_kept(path).run(InProcess(), _square_until(None, second), range(10), lambda d, t: seen.append(d)))
    assert again == [n * n for n in range(10)]
    assert second == [6, 7, 8, 9] and seen[0] == 6 and seen[-1] == 10


def test_a_line_cut_short_by_the_stop_is_played_again(tmp_path):
    path = tmp_path / "unfinished.jsonl"
    list(_kept(path).run(InProcess(), _square_until(None, []), range(4)))
    path.write_text(path.read_text(encoding="utf-8")[:-6], encoding="utf-8")  # the last result half written
    calls = []
    assert list(_kept(path).run(InProcess(), _square_until(None, calls), range(4))) == [0, 1, 4, 9]
    assert calls == [3]


def test_games_kept_from_other_rules_or_card_data_are_not_reused(tmp_path):
    path = tmp_path / "unfinished.jsonl"
    list(_kept(path).run(InProcess(), _square_until(None, []), range(3)))
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[0] = json.dumps({"played_with": {"rules": {}, "card_data": "another"}})
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    calls = []
    list(_kept(path).run(InProcess(), _square_until(None, calls), range(3)))
    assert calls == [0, 1, 2]


def test_kept_game_samples_read_back_equal(tmp_path):
    path = tmp_path / "unfinished.jsonl"
    played = sample_games("runes", SEATS, 3, seed=5, kept=kept_samples(path))
    assert sample_games("runes", SEATS, 3, seed=5, kept=kept_samples(path)) == played
    assert kept_samples(path).resumed == 3


def _report(folder: Path) -> dict:
    data = json.loads((folder / "balance.json").read_text(encoding="utf-8"))
    data.pop("date", None)
    return data


def _default_ctrl_c():
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("backend", [["--jobs", "2"], ["--cluster", "local:2"]])
def test_ctrl_c_stops_a_balance_run_cleanly_and_the_same_command_resumes_it(tmp_path, backend):
    whole, resumed = tmp_path / "whole", tmp_path / "resumed"
    args = ["balance", "runes", "--seats", "bot:random,bot:random", "--games", "200", "--seed", "3", *backend]
    assert main(args + ["--out", str(whole)]) == 0
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.Popen([sys.executable, "-m", "tabletop", *args, "--out", str(resumed), "--progress-lines"],
                           cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           preexec_fn=_default_ctrl_c, start_new_session=True)
    kept = resumed / "unfinished-games.jsonl"
    for line in run.stdout:  # a cluster reports batches as they end but keeps games in order: count those kept
        if line.startswith("progress ") and kept.exists() and len(kept.read_text(encoding="utf-8").splitlines()) > 10:
            break
    os.killpg(run.pid, signal.SIGINT)  # as a terminal's Ctrl+C does: to the command and all its workers
    _out, err = run.communicate(timeout=60)
    assert run.returncode == 130, err
    assert "Traceback" not in err and "the same command goes on from there" in err
    assert str(tmp_path) not in err
    assert kept.exists() and 10 <= len(kept.read_text(encoding="utf-8").splitlines()) - 1 < 200
    assert main(args + ["--out", str(resumed)]) == 0
    assert _report(resumed) == _report(whole)
    assert not kept.exists()
