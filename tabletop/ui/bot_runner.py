"""Bot decisions in a worker thread, so the window keeps drawing while a bot thinks.

Python runs one thread at a time (the GIL). A pure-Python search in the worker would take
every other time slice from the UI thread, so a frame with real work in it (a layer
redraw, a new card preview) would last two to four times as long while a bot thinks. The
app therefore closes `FRAME_GATE` while it builds a frame (`App.step`) and opens it while
it waits for the next one: bots reach the gate at each call of a game method (their game
is a `GatedGame`) and compute while the UI sleeps.

A full collection of the garbage collector holds the GIL for the whole heap (the UI's
widgets, fonts and card data, the session): 40-50 ms, in the bot thread as often as not,
and no frame is drawn meanwhile. The worker therefore freezes the heap as it is when each
decision starts (`gc.freeze`: what the table lives on is never scanned again) and
unfreezes it when the table closes (`close`), so the collections a search causes only look
at what was made since.
"""
from __future__ import annotations

import gc
import sys
import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from tabletop.engine.contract import Action


class FrameGate:
    """Holds bot threads back while the UI thread builds a frame (never longer than `max_wait`)."""

    def __init__(self, max_wait: float = 0.1) -> None:
        self._open = threading.Event()
        self._open.set()
        self._owner: int | None = None
        self.max_wait = max_wait

    @contextmanager
    def frame(self) -> Iterator[None]:
        """Close the gate for the duration of the block (one frame of the UI thread)."""
        self._owner = threading.get_ident()
        self._open.clear()
        try:
            yield
        finally:
            self._open.set()

    @contextmanager
    def opened(self) -> Iterator[None]:
        """Let bots run during the block, even inside a frame (the UI thread waits for one)."""
        closed = not self._open.is_set()
        self._open.set()
        try:
            yield
        finally:
            if closed:
                self._open.clear()

    def wait(self) -> None:
        """From a bot thread: return at once, or when the frame under way is done."""
        if not self._open.is_set() and threading.get_ident() != self._owner:
            self._open.wait(self.max_wait)


#: the gate the app's loop closes for every frame
FRAME_GATE = FrameGate()
#: the interpreter's thread switch interval (seconds) once a bot worker exists (Python's default: 5 ms)
SWITCH_INTERVAL = 0.002


class GatedGame:
    """A game for bots in the worker: each method call first passes the frame gate."""

    def __init__(self, game: Any, gate: FrameGate = FRAME_GATE) -> None:
        self._game = game
        self._gate = gate

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # protocols (copy, pickle) must not reach the wrapped game
            raise AttributeError(name)
        value = getattr(self._game, name)
        if callable(value) and not isinstance(value, type):
            value = self._gated(value)
        self.__dict__[name] = value  # games are stateless: look each name up once
        return value

    def _gated(self, method: Callable) -> Callable:
        wait = self._gate.wait

        def gated(*args: Any, **kwargs: Any) -> Any:
            wait()
            return method(*args, **kwargs)

        gated.__name__ = getattr(method, "__name__", "method")
        gated.__doc__ = method.__doc__
        return gated

    def __repr__(self) -> str:
        return f"GatedGame({self._game!r})"


class BotWorker:
    """Runs one decision at a time in a daemon thread; results of cancelled runs are dropped."""

    def __init__(self, gate: FrameGate = FRAME_GATE) -> None:
        self.gate = gate
        self._lock = threading.Lock()
        self._token = 0
        self._result: tuple[Action | None, BaseException | None] | None = None
        self._thread: threading.Thread | None = None
        self.started_at = 0.0
        self.seat: int | None = None
        self.froze = False  # this worker froze the heap (gc.freeze) and unfreezes it on close
        # short GIL slices: the UI thread gets the GIL back soon after waking up for a frame
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)

    @property
    def running(self) -> bool:
        """True while a decision is under way (or done but not collected)."""
        return self.seat is not None

    def start(self, seat: int, decide: Callable[[], Action]) -> None:
        """Start `decide()` for `seat` in the background."""
        # freeze what lives now at every decision: a heap left frozen by another table (never closed) would
        # otherwise leave everything made since to a full collection in the bot thread (118 ms seen)
        gc.freeze()
        self.froze = True
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

    def close(self) -> None:
        """Forget the decision under way and give the frozen heap back to the garbage collector."""
        self.cancel()
        if self.froze:
            gc.unfreeze()
            self.froze = False

    def wait(self, timeout: float = 5.0) -> None:
        """Block until the current thread ends (tests, screenshots, `--fast`); the gate stays open meanwhile."""
        if self._thread is not None:
            with self.gate.opened():
                self._thread.join(timeout)
