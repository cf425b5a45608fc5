"""One writer per autosave: an advisory lock file beside it that holds the owner's pid.

Two tabletop windows writing one autosave would each overwrite the other's game. The
first window to claim the lock autosaves; a second one learns the holder's pid and plays
with autosave off (it can still Continue the autosave read-only and save with Ctrl+S).

Where `fcntl` exists the lock is `flock` on `<autosave>.lock`: the kernel drops it when
the holder dies, so a lock left by a crash is never in the way. Elsewhere (Windows) the
lock file is created exclusively; a file naming a dead pid is stale and taken over.
"""
from __future__ import annotations

import atexit
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


def pid_alive(pid: int) -> bool:
    """True when a process with this pid runs (never signals or stops it)."""
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - os.kill would terminate the process there
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, owned by someone else
        return True
    except OSError:
        return False
    return True


def _windows_pid_alive(pid: int) -> bool:  # pragma: no cover - Windows only
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel32.GetLastError() == 5  # access denied: it exists
    code = ctypes.c_ulong()
    try:
        return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


class AutosaveLock:
    """The lock on one autosave file. `acquire()` says whether this process may write it."""

    def __init__(self, autosave: str | os.PathLike, use_flock: bool | None = None):
        autosave = Path(autosave)
        self.path = autosave.with_name(autosave.name + ".lock")
        self.use_flock = fcntl is not None if use_flock is None else use_flock
        self.fd: int | None = None
        #: pid of the process holding the lock when `acquire` failed (None: unknown or none)
        self.holder: int | None = None
        #: why the lock could not even be tried (a read-only folder), else None
        self.error: str | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self.fd is not None

    def acquire(self) -> bool:
        """Take the lock if free (or stale); False when another live process holds it."""
        if self.held:
            return True
        self.holder = self.error = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._acquire_flock() if self.use_flock else self._acquire_exclusive()
        except OSError as exc:
            self.error = exc.strerror or str(exc)
            return False

    def _acquire_flock(self) -> bool:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self.holder = _read_pid(fd)
            os.close(fd)
            return False
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self.fd = fd
        return True

    def _acquire_exclusive(self) -> bool:
        for _ in range(2):
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                with open(self.path, "rb") as handle:
                    pid = _read_pid(handle.fileno())
                if pid is not None and pid != os.getpid() and pid_alive(pid):
                    self.holder = pid
                    return False
                _unlink(self.path)  # stale: its owner is gone
                continue
            os.write(fd, f"{os.getpid()}\n".encode())
            self.fd = fd
            return True
        return False

    def release(self) -> None:
        """Give the lock up and remove the lock file."""
        if self.fd is None:
            return
        fd, self.fd = self.fd, None
        if self.use_flock:  # the file stays: unlinking it could let two processes lock two files
            os.ftruncate(fd, 0)
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
        else:
            os.close(fd)  # before unlinking: Windows refuses to delete an open file
            _unlink(self.path)


def _read_pid(fd: int) -> int | None:
    """The pid written in a lock file, or None."""
    try:
        text = os.pread(fd, 32, 0) if hasattr(os, "pread") else os.read(fd, 32)
        return int(text.decode("ascii").strip())
    except (OSError, ValueError, UnicodeDecodeError):
        return None


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


_current: AutosaveLock | None = None


def claim(autosave: str | os.PathLike) -> AutosaveLock:
    """This process's lock on `autosave`, tried again on each call until held (released at exit).

    A process autosaves to one file at a time: claiming another file releases the previous lock.
    """
    global _current
    path = Path(autosave).absolute()
    if _current is None or _current.path != path.with_name(path.name + ".lock"):
        if _current is not None:
            _current.release()
        _current = AutosaveLock(path)
    _current.acquire()
    return _current


@atexit.register
def _release_at_exit() -> None:
    if _current is not None:
        _current.release()
