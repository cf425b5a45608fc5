"""Joining a hosted game: a connection that says hello with a seat code and keeps that seat's view.

`RemoteSeat` is the blocking client the headless tools and tests use (and the pygame client runs in a
thread beside its frame loop): it knows only what the host sent — the seat's observation, its legal
actions when it is to move, and the events it may see.
"""
from __future__ import annotations

import json
from typing import Any

from websockets.sync.client import connect

from tabletop.engine.contract import Event, State
from tabletop.engine.registry import get_game
from tabletop.net.protocol import VERSION, encode
from tabletop.net.views import event_from_json


class JoinError(RuntimeError):
    """The host refused to seat us (wrong code, seat taken, other version), with its reason."""


class RemoteSeat:
    """One seat of a hosted game, seen from another machine."""

    def __init__(self, address: str, code: str, timeout: float = 10.0):
        self.connection = connect(address, open_timeout=timeout, max_size=None, legacy=True)
        self.timeout = timeout
        self.errors: list[str] = []
        self.log: list[tuple[int, Event]] = []
        self.legal: list[dict] = []
        self.view: dict[str, Any] = {}
        self.closed_reason: str | None = None
        self.undo_asked: int | None = None
        self._send({"type": "hello", "version": VERSION, "code": code})
        welcome = self._next_of("welcome")
        self.game = get_game(welcome["game"])
        self.seat: int | None = welcome["seat"]
        self.names: list[str] = welcome["names"]
        self.wait_view()

    # --- what the seat knows --------------------------------------------------------------
    @property
    def observation(self) -> State:
        """The seat's observation, rebuilt from what the host sent."""
        return self.game.from_dict(self.view["observation"])

    @property
    def my_turn(self) -> bool:
        """True when this seat is to move."""
        return bool(self.legal)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return bool(self.view.get("over"))

    # --- what it does -----------------------------------------------------------------------
    def act(self, action: str) -> None:
        """Choose one of the legal actions (its text)."""
        self._send({"type": "act", "action": action})

    def ask_undo(self) -> None:
        """Ask the others to let this seat take back its last move."""
        self._send({"type": "undo"})

    def answer_undo(self, accept: bool) -> None:
        """Accept or refuse another seat's undo request."""
        self._send({"type": "undo_answer", "accept": accept})
        self.undo_asked = None

    def wait_view(self) -> dict:
        """Block until the next view arrives; returns it."""
        return self._next_of("view")

    def wait_for_moves(self, moves: int) -> dict:
        """Block until the view shows at least `moves` moves made (or the game over); returns it."""
        while self.view.get("actions", -1) < moves and not self.over:
            self.wait_view()
        return self.view

    def close(self) -> None:
        """Leave the table."""
        self.connection.close()

    # --- the wire ----------------------------------------------------------------------------
    def _send(self, message: dict) -> None:
        self.connection.send(encode(message))

    def _next_of(self, kind: str) -> dict:
        while True:
            message = json.loads(self.connection.recv(timeout=self.timeout))
            self._take(message)
            if message["type"] == kind:
                return message
            if message["type"] == "error" and kind == "welcome":
                raise JoinError(message["message"])
            if message["type"] == "closed":
                raise JoinError(message["reason"])

    def _take(self, message: dict) -> None:
        kind = message["type"]
        if kind == "view":
            if message.get("whole"):
                self.log = []
            self.log += [(index, event_from_json(event)) for index, event in message["log"]]
            self.view = message
            self.legal = message.get("legal", [])
        elif kind == "error":
            self.errors.append(message["message"])
        elif kind == "undo_asked":
            self.undo_asked = message["seat"]
        elif kind == "closed":
            self.closed_reason = message["reason"]
