"""One way to run many games: in this process, in local worker processes, or on a Dask cluster.

Every command that plays many games (`simulate`, `ladder`, `balance`, `soak`) hands its tasks to
`runner(jobs, cluster)`. Tasks go out in batches (tens of games each, so no scheduler is the
bottleneck) and come back in task order, so the same seeds give the same results on every backend
and any number of workers. On a cluster a batch whose worker dies is run again elsewhere.

`cluster` is `local:N` (a local Dask cluster of N worker processes, on 127.0.0.1) or the address of a
running scheduler (`tcp://HOST:8786`); Dask is an optional extra (`pip install -e '.[cluster]'`).
"""
from __future__ import annotations

import hashlib
import logging
import math
import multiprocessing
import os
import signal
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence

from tabletop.engine.errors import TabletopError
from tabletop.paths import ROOT

#: at most this many games in one batch (a batch is the unit a worker runs and a fault repeats)
MAX_BATCH = 50
#: a worker's share of the tasks left goes out in at least this many batches: batches shrink towards the end (the
#: last are single games), so the workers finish together, and stay few enough for the scheduler
BATCHES_PER_SHARE = 2
#: a local cluster's settings: workers forked from this process (no second import of Dask, tabletop and the card
#: data, which made start-up take seconds); no profiler, memory watch, work stealing or frequent health checks
#: taking a core's time from the games (its workers share this machine's cores with the client and scheduler)
LOCAL_CLUSTER_CONFIG = {
    "distributed.worker.multiprocessing-method": "fork" if "fork" in multiprocessing.get_all_start_methods()
    else "spawn",
    "distributed.worker.profile.enabled": False,
    "distributed.worker.memory.target": False,
    "distributed.worker.memory.spill": False,
    "distributed.worker.memory.pause": False,
    "distributed.worker.memory.terminate": False,
    "distributed.scheduler.work-stealing": False,
    "distributed.scheduler.active-memory-manager.start": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.client.scheduler-info-interval": "10s",
    "distributed.worker.preload": ["tabletop.runner"],  # its `dask_setup`: Ctrl+C is the client's to handle
}
#: a local worker's heartbeat: a dead worker is noticed by its closed connection, not by a missed heartbeat
LOCAL_HEARTBEAT = "5s"
#: a local cluster logs nothing a player would see (a heartbeat cut short by the cluster's own stop is no error);
#: what fails a run reaches the client as an exception
LOCAL_LOGS = logging.CRITICAL


class ClusterError(TabletopError, ValueError):
    """A cluster that cannot be used: Dask missing, a bad address, workers of another tabletop."""


def batches(tasks: Sequence, workers: int) -> list[list]:
    """The tasks cut into consecutive batches for `workers` workers, shrinking towards the end.

    Each batch takes a share of what is left, so the last ones are a game or two: no worker sits idle for long
    while another finishes a big last batch."""
    share = max(1, workers * BATCHES_PER_SHARE)
    cut, start = [], 0
    while start < len(tasks):
        size = min(MAX_BATCH, math.ceil((len(tasks) - start) / share))
        cut.append(list(tasks[start:start + size]))
        start += size
    return cut


def run_batch(fn: Callable, batch: list, initializer: Callable | None = None, initargs: tuple = ()) -> list:
    """Run `fn` on every task of a batch (after `initializer`, as a fresh worker would)."""
    if initializer is not None:
        initializer(*initargs)
    return [fn(task) for task in batch]


def dask_setup(_worker) -> None:
    """A local cluster's worker ignores Ctrl+C: the client stops the run and closes the cluster, no worker dies
    with a traceback (a forked worker would otherwise inherit the client's Ctrl+C)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class Stopped(Exception):
    """A local worker's batch stopped by Ctrl+C (the run that started it is stopping too)."""


def _start_quiet_worker(initializer: Callable | None, initargs: tuple) -> None:
    """A local worker ignores Ctrl+C between batches, so an idle one never dies with a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if initializer is not None:
        initializer(*initargs)


def _stop(_signum, _frame):
    raise Stopped


def _run_batch_stoppable(fn: Callable, batch: list) -> list:
    """`run_batch` in a local worker: Ctrl+C stops the batch (its run hears of it as this batch's error)."""
    signal.signal(signal.SIGINT, _stop)
    try:
        return run_batch(fn, batch)
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


class Runner:
    """Runs `fn` over tasks and yields the results in task order, calling `progress(done, total)` as batches end."""

    workers = 1

    def map(self, fn: Callable, tasks: Sequence, progress: Callable[[int, int], None] | None = None) -> Iterator:
        raise NotImplementedError


class InProcess(Runner):
    """Every task in this process, one after another."""

    def __init__(self, initializer: Callable | None = None, initargs: tuple = ()):
        self.initializer, self.initargs = initializer, initargs

    def map(self, fn, tasks, progress=None):
        if self.initializer is not None:
            self.initializer(*self.initargs)
        for done, task in enumerate(tasks, 1):
            yield fn(task)
            if progress:
                progress(done, len(tasks))


class Processes(Runner):
    """Batches in `jobs` local worker processes."""

    def __init__(self, jobs: int, initializer: Callable | None = None, initargs: tuple = ()):
        self.workers = jobs
        self.initializer, self.initargs = initializer, initargs

    def map(self, fn, tasks, progress=None):
        work = batches(tasks, self.workers)
        done = 0
        others = set(multiprocessing.active_children())
        pool = ProcessPoolExecutor(max_workers=self.workers, initializer=_start_quiet_worker,
                                   initargs=(self.initializer, self.initargs))
        try:
            for results in pool.map(_run_batch_stoppable, [fn] * len(work), work):
                yield from results
                done += len(results)
                if progress:
                    progress(done, len(tasks))
        except BaseException:  # Ctrl+C, or the caller stopped reading: no batch is left running or waiting
            pool.shutdown(wait=False, cancel_futures=True)
            for child in set(multiprocessing.active_children()) - others:
                os.kill(child.pid, signal.SIGINT)  # stops a running batch; an idle worker ignores it
            raise
        pool.shutdown()


class DaskCluster(Runner):
    """Batches on a Dask cluster: a local one started here (`local:N`) or a running scheduler's address."""

    def __init__(self, client, initializer: Callable | None = None, initargs: tuple = ()):
        self.client = client
        self.workers = max(1, len(client.scheduler_info().get("workers", {})))
        self.initializer, self.initargs = initializer, initargs

    def map(self, fn, tasks, progress=None):
        from dask.distributed import as_completed

        work = batches(tasks, self.workers)
        futures = [self.client.submit(run_batch, fn, batch, self.initializer, self.initargs, pure=False, retries=3)
                   for batch in work]
        order = {future.key: index for index, future in enumerate(futures)}
        finished: dict[int, list] = {}
        next_index, done = 0, 0
        try:
            for future, results in as_completed(futures, with_results=True):  # results fetched as batches end
                finished[order[future.key]] = results
                done += len(work[order[future.key]])
                if progress:
                    progress(done, len(tasks))
                while next_index in finished:  # hand results on in task order, as soon as they are
                    yield from finished.pop(next_index)
                    next_index += 1
        except BaseException:  # Ctrl+C, or the caller stopped reading: the cluster drops what is left
            if self.client.status == "running":  # (a local cluster may be closed already)
                self.client.cancel(futures)
            raise


@contextmanager
def runner(jobs: int = 1, cluster: str | None = None, initializer: Callable | None = None,
           initargs: tuple = (), processes: bool = False) -> Iterator[Runner]:
    """The runner for `--jobs J` / `--cluster ADDRESS` (`processes`: never run tasks in this process)."""
    if cluster is None:
        if jobs <= 1 and not processes:
            yield InProcess(initializer, initargs)
        else:
            yield Processes(max(1, jobs), initializer, initargs)
        return
    with _dask_client(cluster) as client:
        if not cluster.startswith("local:"):  # a local cluster's workers are this very process's children
            refuse_other_workers(client)
        yield DaskCluster(client, initializer, initargs)


@contextmanager
def _dask_client(cluster: str):
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise ClusterError("--cluster needs Dask: pip install -e '.[cluster]'") from None
    if cluster.startswith("local:"):
        count = cluster.split(":", 1)[1]
        if not count.isdigit() or int(count) < 1:
            raise ClusterError(f"--cluster {cluster!r}: local:N takes a number of workers, e.g. local:2")
        import dask

        with dask.config.set(LOCAL_CLUSTER_CONFIG), \
                LocalCluster(n_workers=int(count), threads_per_worker=1, processes=True, host="127.0.0.1",
                             dashboard_address=None, silence_logs=LOCAL_LOGS,
                             heartbeat_interval=LOCAL_HEARTBEAT) as local, Client(local) as client:
            yield client
        return
    if not cluster.startswith("tcp://"):
        raise ClusterError(f"--cluster {cluster!r}: give local:N or a scheduler's address, tcp://HOST:8786")
    try:
        client = Client(cluster, timeout=10)
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"--cluster {cluster}: no scheduler answers there ({exc})") from None
    with client:
        yield client


def fingerprint() -> dict[str, Any]:
    """What must match between this machine and the workers: the rules versions and the card data's digest."""
    from tabletop.engine.registry import game_ids, get_game

    digest = hashlib.sha256()
    for path in sorted((ROOT / "card_data").rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(ROOT)).encode())
            digest.update(path.read_bytes())
    return {"rules": {g: get_game(g).info.rules_version for g in game_ids()}, "card_data": digest.hexdigest()[:16]}


def refuse_other_workers(client) -> None:
    """ClusterError, in one line, when a worker runs other rules or other card data than this machine."""
    mine = fingerprint()
    theirs = client.run(fingerprint)
    differing = sorted(address for address, found in theirs.items() if found != mine)
    if differing:
        raise ClusterError(f"{len(differing)} worker(s) run another tabletop (rules versions or card data differ), "
                           f"e.g. {differing[0]}: give every machine the same version")
