"""Autosave: failures are reported and keep the last good file, stale temp files go, one writer per autosave."""
import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.engine import autosave_lock, records, registry
from tabletop.engine.autosave_lock import AutosaveLock, pid_alive
from tabletop.engine.records import read_record
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "toygame")
    yield
    registry._loaded.pop("toy", None)


def toy_session(autosave):
    return Session(registry.get_game("toy"), [Seat("human", "A"), Seat("human", "B"), Seat("human", "C")],
                   seed=4, autosave_path=autosave)


def full_disk(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("failing", ["os.fsync", "os.replace", "tempfile.mkstemp"])
def test_failed_autosave_is_reported_and_keeps_the_last_good_file(tmp_path, monkeypatch, failing):
    path = tmp_path / "autosave.json"
    session = toy_session(path)
    session.play("swap")
    good = path.read_bytes()
    module, name = failing.split(".")
    monkeypatch.setattr(getattr(records, module), name, full_disk)
    session.play("keep")
    assert session.autosave_error == "No space left on device"
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temp file left
    monkeypatch.undo()
    session.undo(seat=1)
    assert session.autosave_error is None
    assert read_record(path).actions == ["swap"]


def test_autosave_cleans_only_our_stale_temp_files(tmp_path):
    old = time.time() - 3600
    stale, fresh = tmp_path / ".tmp-abc123.json", tmp_path / ".tmp-writing.json"
    foreign = [tmp_path / ".tmp-notes.txt", tmp_path / "my.tmp-x.json", tmp_path / "saved.json"]
    for path in [stale, fresh, *foreign]:
        path.write_text("{}")
        os.utime(path, (old, old))
    os.utime(fresh, None)  # being written right now by another writer
    toy_session(tmp_path / "autosave.json").play("swap")
    assert not stale.exists()
    assert fresh.exists() and all(p.exists() for p in foreign)


@pytest.mark.parametrize("use_flock", [True, False] if autosave_lock.fcntl else [False])
def test_second_lock_on_one_autosave_is_refused_until_the_first_is_released(tmp_path, use_flock):
    first = AutosaveLock(tmp_path / "autosave.json", use_flock=use_flock)
    assert first.acquire()
    second = AutosaveLock(tmp_path / "autosave.json", use_flock=use_flock)
    if use_flock:
        assert not second.acquire() and second.holder == os.getpid()
    first.release()
    assert second.acquire()
    second.release()


def test_lock_file_naming_a_live_process_is_respected_and_a_dead_one_is_taken_over(tmp_path):
    lock = AutosaveLock(tmp_path / "autosave.json", use_flock=False)
    lock.path.write_text(f"{os.getppid()}\n")  # our parent: alive
    assert not lock.acquire() and lock.holder == os.getppid()
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert not pid_alive(child.pid)
    lock.path.write_text(f"{child.pid}\n")
    assert lock.acquire(), "a lock left by a dead process must be taken over"
    assert lock.path.read_text().strip() == str(os.getpid())
    lock.release()
    assert not lock.path.exists()


def test_another_process_cannot_take_the_autosave_we_hold(tmp_path):
    mine = AutosaveLock(tmp_path / "autosave.json")
    assert mine.acquire()
    probe = ("import sys; from tabletop.engine.autosave_lock import AutosaveLock; "
             "lock = AutosaveLock(sys.argv[1]); print(lock.acquire(), lock.holder)")
    out = subprocess.run([sys.executable, "-c", probe, str(tmp_path / "autosave.json")], cwd=ROOT,
                         capture_output=True, text=True, timeout=60).stdout.split()
    mine.release()
    assert out == ["False", str(os.getpid())]
