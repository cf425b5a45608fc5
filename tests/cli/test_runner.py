"""Issue 31.1: one runner for many games — in process, local processes or a Dask cluster — with the same results."""
import json
import os
import signal

import pytest

from tabletop.cli import main
from tabletop.runner import MAX_BATCH, batches, runner


def _simulate(capsys, *extra):
    assert main(["simulate", "runes", "--games", "6", "--seed", "3", "--json", *extra]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    report.pop("games_per_second")  # the one timing figure: everything else must be identical
    return report


def test_the_same_seeds_give_byte_identical_reports_on_every_backend(capsys):
    alone = _simulate(capsys, "--jobs", "1")
    assert _simulate(capsys, "--jobs", "2") == alone
    assert _simulate(capsys, "--cluster", "local:2") == alone


def test_tasks_go_out_in_batches_of_tens_not_one_by_one():
    tasks = list(range(1000))
    cut = batches(tasks, 2)
    assert [t for batch in cut for t in batch] == tasks
    assert all(len(batch) <= MAX_BATCH for batch in cut) and len(cut) <= 1000 // 10
    assert batches(list(range(5)), 4) == [[0], [1], [2], [3], [4]]


def _slow_square(n):
    import time

    time.sleep(0.05)
    return n * n


def test_a_worker_killed_in_the_middle_of_a_run_changes_nothing():
    tasks = list(range(60))
    killed = []
    with runner(cluster="local:2") as run:
        pids = list(run.client.run(os.getpid).values())

        def kill_one(done, total):
            if not killed:
                killed.append(pids[0])
                os.kill(pids[0], signal.SIGKILL)

        results = list(run.map(_slow_square, tasks, kill_one))
    assert killed and results == [n * n for n in tasks]


@pytest.mark.parametrize("address, words", [("local:x", "local:N takes a number"),
                                            ("example.org:8786", "give local:N or a scheduler's address")])
def test_a_bad_cluster_address_is_one_line_and_exit_2(capsys, address, words):
    assert main(["simulate", "runes", "--games", "2", "--cluster", address]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]
