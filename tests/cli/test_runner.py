"""Issue 31.1: one runner for many games — in process, local processes or a Dask cluster — with the same results."""
import json
import multiprocessing
import os
import signal

import pytest

from tabletop.cli import main
from tabletop.runner import MAX_BATCH, ClusterError, batches, fingerprint, refuse_other_workers, runner


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


def test_batches_shrink_towards_the_end_so_no_worker_waits_long_for_the_last():
    sizes = [len(batch) for batch in batches(list(range(800)), 2)]
    assert sizes[0] == MAX_BATCH and sizes[-3:] == [1, 1, 1]
    assert sizes == sorted(sizes, reverse=True)


#: set before a local cluster starts: its workers see it only if they are forks of this process
_SET_BEFORE_THE_CLUSTER = []


def _what_the_test_set_before():
    return list(_SET_BEFORE_THE_CLUSTER)


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this system")
def test_a_local_cluster_forks_its_workers_instead_of_starting_python_again():
    _SET_BEFORE_THE_CLUSTER.append("set")
    try:
        with runner(cluster="local:2") as run:
            seen = run.client.run(_what_the_test_set_before)
    finally:
        _SET_BEFORE_THE_CLUSTER.clear()
    assert len(seen) == 2 and all(value == ["set"] for value in seen.values())


class _ClusterOf:
    def __init__(self, *fingerprints):
        self.fingerprints = fingerprints

    def run(self, _fn):
        return {f"tcp://127.0.0.1:{9000 + i}": found for i, found in enumerate(self.fingerprints)}


def test_a_worker_with_other_card_data_is_refused_in_one_line():
    mine = fingerprint()
    refuse_other_workers(_ClusterOf(mine, mine))
    with pytest.raises(ClusterError) as refused:
        refuse_other_workers(_ClusterOf(mine, {**mine, "card_data": "0" * 16}))
    assert "1 worker(s) run another tabletop" in str(refused.value) and "\n" not in str(refused.value)


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
