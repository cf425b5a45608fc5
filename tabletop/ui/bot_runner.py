"""Bot decisions in a worker thread, so the window keeps drawing while a bot thinks."""
from __future__ import annotations

import sys
import threading
import time
from typing import Callable

from tabletop.engine.contract import Action


class BotWorker:
    """Runs one decision at a time in a daemon thread; results of cancelled runs are dropped."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._token = 0
        self._result: tuple[Action | None, BaseException | None] | None = None
        self._thread: threading.Thread | None = None
        self.started_at = 0.0
        self.seat: int | None = None
        # short GIL slices keep the render loop smooth while a pure-Python bot computes
        if sys.getswitchinterval() > 0.002:
            sys.setswitchinterval(0.002)

    @property
    def running(self) -> bool:
        """True while a decision is under way (or done but not collected)."""
        return self.seat is not None

    def start(self, seat: int, decide: Callable[[], Action]) -> None:
        """Start `decide()` for `seat` in the background."""
        with self._lock:
            self._token += 1
            token = self._token
            self._result = None
        self.seat = seat
        self.started_at = time.perf_counter()
        self._thread = threading.Thread(target=self._run, args=(token, decide), daemon=True,
                                        name=f"bot-seat-{seat}")
        self._thread.start()

    def _run(self, token: int, decide: Callable[[], Action]) -> None:
        try:
            action, error = decide(), None
        except BaseException as exc:  # noqa: BLE001 - handed to the UI thread
            action, error = None, exc
        with self._lock:
            if token == self._token:
                self._result = (action, error)

    def poll(self) -> tuple[Action | None, BaseException | None] | None:
        """The finished decision (action, error) once, else None while thinking."""
        with self._lock:
            result, self._result = self._result, None
        if result is not None:
            self.seat = None
        return result

    def cancel(self) -> None:
        """Forget the decision under way (after undo, load or leaving the table)."""
        with self._lock:
            self._token += 1
            self._result = None
        self.seat = None

    def wait(self, timeout: float = 5.0) -> None:
        """Block until the current thread ends (tests and screenshots)."""
        if self._thread is not None:
            self._thread.join(timeout)
