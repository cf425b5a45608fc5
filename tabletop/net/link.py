"""The connection to a host, kept by a thread beside the frame loop: it says hello with the seat code, puts what
the host sends in an inbox the frame loop empties when it likes, and comes back by itself when the connection drops.

Besides the host's messages (docs/network.md) the inbox receives the link's own, whose types start with "_":
`_lost` (the connection dropped: reconnecting), `_refused` (the first hello failed: wrong code, no host there;
the link stops; with a refusal's `key`, `params` and English `message`) and `_ended` (the link stopped for good). Nothing here blocks the caller: `send` writes one small
frame on an open socket, or drops the message while the link is down.
"""
from __future__ import annotations

import json
import queue
import threading
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from tabletop.net.protocol import VERSION, encode
from tabletop.net.refusals import refusal

#: seconds between two tries to reach a host that dropped
RETRY_SECONDS = 1.0


class Link:
    """One seat's connection to a host (see the module's docstring)."""

    def __init__(self, address: str, code: str, timeout: float = 5.0, retry: float | None = None):
        self.address, self.code = address, code
        self.timeout, self.retry = timeout, RETRY_SECONDS if retry is None else retry
        self.inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self._stop = threading.Event()
        self._connection: ClientConnection | None = None
        self._thread = threading.Thread(target=self._run, name="tabletop-link", daemon=True)

    def start(self) -> "Link":
        """Start connecting (in the background); returns the link."""
        self._thread.start()
        return self

    def messages(self) -> list[dict[str, Any]]:
        """Everything received since the last call, oldest first (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, message: dict[str, Any]) -> bool:
        """Send a message to the host; False when the link is down (the message is dropped)."""
        connection = self._connection
        if connection is None:
            return False
        try:
            connection.send(encode(message))
        except (ConnectionClosed, OSError, RuntimeError):
            return False
        return True

    def close(self, wait: float = 2.0) -> None:
        """Leave the host and stop the thread."""
        self._stop.set()
        connection = self._connection
        if connection is not None:
            try:
                connection.close()
            except (OSError, RuntimeError):
                pass
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(wait)

    @property
    def running(self) -> bool:
        """True while the link connects or is connected."""
        return self._thread.is_alive()

    # --- the thread -------------------------------------------------------------------------
    def _run(self) -> None:
        seated_once = False
        while not self._stop.is_set():
            outcome = self._one_connection(seated_once)
            seated_once = seated_once or outcome != "unseated"
            if outcome == "over" or (outcome == "unseated" and not seated_once) or self._stop.is_set():
                break
            self.inbox.put({"type": "_lost"})
            self._stop.wait(self.retry)
        self.inbox.put({"type": "_ended"})

    def _one_connection(self, seated_once: bool) -> str:
        """Connect, say hello and read until the connection ends: "over" (stop for good), "dropped" (it was
        seated; try again) or "unseated" (refused or unreachable before a welcome)."""
        seated = False
        try:
            with connect(self.address, open_timeout=self.timeout, max_size=None, close_timeout=1) as connection:
                self._connection = connection
                connection.send(encode({"type": "hello", "version": VERSION, "code": self.code}))
                for text in connection:
                    message = json.loads(text)
                    kind = message.get("type") if isinstance(message, dict) else None
                    if kind == "welcome":
                        seated = True
                    elif kind == "error" and not seated:
                        if not seated_once:  # a wrong code or another version: say why and stop
                            self.inbox.put({**message, "type": "_refused"})
                            return "over"
                        return "dropped"  # the host has not seen our old connection go yet: try again
                    if kind is not None:
                        self.inbox.put(message)
                    if kind == "closed":
                        return "over"
        except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError, ValueError) as exc:
            if not seated and not seated_once and not self._stop.is_set():
                self.inbox.put(refusal(_reason(exc)) | {"type": "_refused"})
                return "over"
        finally:
            self._connection = None
        return "dropped" if seated or seated_once else "unseated"


def _reason(exc: BaseException) -> str:
    """Why a host could not be reached: a refusal key (net/refusals.py)."""
    if isinstance(exc, InvalidURI):
        return "not_address"
    if isinstance(exc, (ConnectionRefusedError, TimeoutError)):
        return "unreachable"
    return "connection_failed"
