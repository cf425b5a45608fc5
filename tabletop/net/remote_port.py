"""The seat port of a remote seat: the usual table plays one seat of a game hosted on another machine.

It knows only what the host sent this seat (its observation, its legal actions when it is to move, the events
it receives, another seat's move as it may be told of it) and answers every question from that. The link's
thread fills an inbox; the frame loop empties it a little at a time (`take_news`, `notices`), so a frame never
waits on the network, and each move that lands gets its own frame (its cards slide, its banner shows).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from tabletop.engine import why
from tabletop.engine.contract import Action, Event, Result, State
from tabletop.engine.errors import IllegalActionError, RecordError
from tabletop.engine.registry import get_game
from tabletop.engine.seat_port import Decide, Landed, Notice, secret_commit
from tabletop.engine.seats import Seat
from tabletop.net.link import Link
from tabletop.net.refusals import Refused, english
from tabletop.net.views import action_from_json, event_from_json


def wait_until_seated(joining: Any, timeout: float) -> Any:
    """Poll `joining` until it gives its port (tools, tests and scripts; the window polls each frame instead);
    JoinRefused, or TimeoutError (the join given up) after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        port = joining.poll()
        if port is not None:
            return port
        time.sleep(0.01)
    joining.cancel()
    raise TimeoutError(english("no_seat_in_time"))


class JoinRefused(Refused, RuntimeError):
    """The host refused this seat, or could not be reached (str(): its reason in English; `key` and `params` word
    it in the player's language)."""

    @classmethod
    def of(cls, message: dict) -> "JoinRefused":
        """The refusal a `_refused` or `closed` message says (a host that sent no key: its English words)."""
        key = message.get("key")
        if not isinstance(key, str):
            return cls("other", reason=str(message.get("message") or message.get("reason") or "")[:160])
        params = message.get("params")
        return cls(key, **(params if isinstance(params, dict) else {}))


class Joining:
    """A join under way: poll it each frame until it gives a RemoteSeatPort (or raises JoinRefused)."""

    def __init__(self, address: str, code: str, link: Link | None = None,
                 make_port: Callable[..., "RemoteSeatPort"] | None = None):
        self.link = link or Link(address, code).start()
        self.make_port = make_port or RemoteSeatPort
        self._welcome: dict | None = None
        self._early: list[dict] = []  # what came after the first view, for the port

    def poll(self) -> "RemoteSeatPort | None":
        """The port once the host seated us and sent the first view; None while waiting; JoinRefused if refused."""
        messages = self.link.messages()
        for index, message in enumerate(messages):
            kind = message["type"]
            if kind == "welcome":
                self._welcome = message
            elif kind in ("_refused", "closed"):
                self.link.close()
                raise JoinRefused.of(message)
            elif kind == "view" and self._welcome is not None:
                return self.make_port(self.link, self._welcome, message, messages[index + 1:])
        return None

    def wait(self, timeout: float = 10.0) -> "RemoteSeatPort":
        """Block until seated (tools, tests and scripts; the window polls instead); JoinRefused or TimeoutError."""
        return wait_until_seated(self, timeout)

    def cancel(self) -> None:
        """Give up joining."""
        self.link.close()


@dataclass(frozen=True)
class HostClock:
    """A phase clock kept by the host (`left` tells the table it only shows it; the host applies the time-up)."""

    seconds: float
    key: Any
    left: float


class RemoteSeatPort:
    """A SeatPort over a Link (see the module's docstring)."""

    #: the record stays with the host (it holds every seat's cards): this screen cannot save it
    keeps_record = False

    def __init__(self, link: Link, welcome: dict, view: dict, waiting: Sequence[dict] = ()):
        self.link = link
        self.game = get_game(welcome["game"])
        self.seat: int | None = welcome["seat"]
        self.seats: list[Seat] = [Seat.from_dict(d) for d in welcome["players"]]
        self.options: Mapping[str, Any] = dict(welcome.get("options") or {})
        self.name = ""
        self.autosave_error: str | None = None
        self.autosave_locked_by: int | None = None
        self._log: list[tuple[int, Event]] = []
        self._view: dict = {}
        self._observation: State | None = None
        self._legal: list[Action] = []
        self._sent = False  # an action went to the host and its answer has not come yet
        self._views: list[dict] = []  # views received, not yet shown
        self._notices: list[Notice] = []
        self._status: str | None = None  # "reconnecting" or "closed"
        self._clock_deadline: float | None = None  # when the phase clock of the view shown runs out (this clock)
        self._apply(view)
        self._receive(list(waiting))

    # --- what the seat sees ----------------------------------------------------------
    def humans(self) -> list[int]:
        """The one seat played at this screen (none for a spectator)."""
        return [] if self.seat is None else [self.seat]

    def observation(self, viewer: int | None) -> State:
        """This seat's observation, as the host last sent it (the only one this screen has)."""
        if self._observation is None:
            self._observation = self.game.from_dict(self._view["observation"])
        return self._observation

    def legal_actions(self, viewer: int | None) -> list[Action]:
        """This seat's choices when it is to move, the host can be reached and no action of it is on its way."""
        return [] if self._sent or self._status is not None or viewer != self.seat else list(self._legal)

    def to_move(self) -> int | None:
        """The seat deciding now."""
        return self._view.get("to_move")

    def is_over(self) -> bool:
        """True once the game has ended."""
        return bool(self._view.get("over"))

    def result(self) -> Result | None:
        """The result the host sent, or None."""
        data = self._view.get("result")
        if data is None:
            return None
        return Result(tuple(data["scores"]), tuple(data["winners"]), data.get("reason", ""))

    @property
    def moves(self) -> int:
        """How many moves were made."""
        return int(self._view.get("actions", 0))

    @property
    def log(self) -> list[tuple[int, Event]]:
        """The events this seat received, oldest first."""
        return self._log

    @property
    def movers(self) -> list[int]:
        """Who made each move."""
        return list(self._view.get("movers", []))

    def is_secret_commit(self, viewer: int | None) -> bool:
        """True in a simultaneous secret commitment (when in doubt: True)."""
        return secret_commit(self.game, lambda: self.observation(viewer))

    def public_decision(self) -> bool:
        """One seat at this screen: never a shared decision."""
        return False

    def hidden_differs(self) -> bool:
        """One seat at this screen: no curtain."""
        return False

    def clock(self) -> HostClock | None:
        """The phase clock the host keeps (it applies the time-up): its length and the seconds left now."""
        data = self._view.get("clock")
        if not data or self._clock_deadline is None or self.is_over():
            return None
        return HostClock(float(data["seconds"]), data["number"], max(0.0, self._clock_deadline - time.monotonic()))

    def knowledge(self, viewer: int | None) -> State:
        """What this seat knows now: its observation (the host masks what it may not know before sending)."""
        return self.observation(viewer)

    def told(self, action: Action, before: State, viewer: int | None, lang: str,
             names: Sequence[str]) -> tuple[Action, str]:
        """Another seat's move, already masked by the host, in words on the observation before it."""
        return action, self.game.describe_told(before, action, lang, names)

    def undo_reason(self, seat: int | None) -> why.Reason | None:
        """Why Undo is greyed for `seat`."""
        if seat is None or seat != self.seat:
            return why.Reason("why.undo_watching")
        if self._view.get("undo"):
            return None
        return why.Reason("why.undo_revealed" if seat in self.movers else "why.undo_nothing")

    def can_undo(self, seat: int | None) -> bool:
        """True when the host would let this seat ask to take its move back."""
        return self.undo_reason(self.seat if seat is None else seat) is None

    # --- news from the host ----------------------------------------------------------
    def news_waiting(self) -> bool:
        """True when a view from the host waits to be shown."""
        self._receive(self.link.messages())
        return bool(self._views)

    def waiting_moves(self) -> list[int]:
        """The move count of each view waiting to be shown, oldest first (-1: the link's state changed)."""
        self._receive(self.link.messages())
        return [int(view.get("actions", -1)) if view else -1 for view in self._views]

    def take_news(self) -> Landed | None:
        """Show the next view the host sent (one per call, so each move gets its frame); None when none waits."""
        self._receive(self.link.messages())
        if not self._views:
            return None
        view = self._views.pop(0)
        if not view:  # the link's state changed, not the game: the table looks again (its choices come or go)
            return Landed(mover=None)
        moves_before, log_before = self.moves, len(self._log)
        self._apply(view)
        told = view.get("told")
        moved = self.moves > moves_before and not view.get("whole")
        return Landed(mover=self.movers[-1] if moved else None,
                      events=[event for _, event in self._log[log_before:]] if moved else [],
                      told=action_from_json(told["action"]) if told else None,
                      whole=bool(view.get("whole")))

    def notices(self) -> list[Notice]:
        """What to tell the player since the last call."""
        self._receive(self.link.messages())
        out, self._notices = self._notices, []
        return out

    def status(self) -> Notice | None:
        """"Reconnecting…", "the host ended the table", "waiting for Bo", or None."""
        if self._status == "reconnecting":
            return Notice("net.reconnecting")
        if self._status == "closed":
            return Notice("net.ended")
        away = [seat for seat in self._view.get("away", []) if seat != self.seat]
        if away and not self.is_over():
            return Notice("net.away", {"seats": away})
        return None

    # --- what the seat does ----------------------------------------------------------
    def play(self, action: Action | str) -> None:
        """Send one of this seat's legal actions to the host; it lands when the host's view comes back."""
        text = str(action)
        if self._sent or text not in {str(a) for a in self._legal}:
            raise IllegalActionError(f"not a legal action now: {text}")
        if not self.link.send({"type": "act", "action": text}):
            raise IllegalActionError("the host cannot be reached now")
        self._sent = True
        return None

    def undo(self, seat: int | None) -> None:
        """Ask the other players to let this seat take back its move (the answer comes later)."""
        if self.can_undo(seat) and self.link.send({"type": "undo"}):
            self._notices.append(Notice("net.undo_sent"))
        return None

    def answer_undo(self, accept: bool) -> None:
        """Accept or refuse another seat's request."""
        self.link.send({"type": "undo_answer", "accept": accept})

    def save(self, name: str = "") -> Path:
        """A remote seat cannot save: the record (every card of every seat) stays with the host."""
        raise RecordError("the host keeps this game's record; ask the host to save it")

    def autosave(self) -> None:
        """The host keeps the autosave."""

    def bot_task(self, seat: int, decide: Decide) -> Callable[[], Action] | None:
        """The host runs every bot."""
        return None

    def close(self) -> None:
        """Leave the table."""
        self.link.close()

    # --- inside -----------------------------------------------------------------------
    def _apply(self, view: dict) -> None:
        """Make `view` what the port shows."""
        if view.get("whole"):
            self._log = []
        self._log += [(index, event_from_json(event)) for index, event in view.get("log", [])]
        self._view = view
        self._observation = None
        self._legal = [action_from_json(item) for item in view.get("legal", [])]
        self._sent = False
        clock = view.get("clock")
        self._clock_deadline = view.get("_received", time.monotonic()) + float(clock["left"]) if clock else None
        if view.get("players"):
            self.seats = [Seat.from_dict(d) for d in view["players"]]

    def _receive(self, messages: list[dict]) -> None:
        """Sort what the link received: views wait to be shown, the rest becomes notices or the status."""
        for message in messages:
            kind = message["type"]
            if kind == "view":
                message["_received"] = time.monotonic()  # the clock's seconds left count from here
                self._views.append(message)
                if self._status == "reconnecting":
                    self._status = None
            elif kind == "error":
                self._sent = False  # a refused action: the seat may choose again
                self._notices.append(Notice("net.error", _refusal_params(message)))
            elif kind == "undo_asked":
                self._notices.append(Notice("net.undo_asked", {"seat": message.get("seat")}))
            elif kind == "undo_refused":
                self._notices.append(Notice("net.undo_refused", {"seat": message.get("by")}))
            elif kind == "_lost" and self._status is None:  # (the link says so again at each try)
                self._status = "reconnecting"
                self._sent = False
                self._views.append({})
            elif kind == "closed":
                self._status = "closed"
                self._views.append({})


def _refusal_params(message: dict) -> dict[str, Any]:
    """A host's `error` as a notice's parameters: its refusal key and parameters, and its English words."""
    params = message.get("params")
    return {"refusal": str(message.get("key") or "other"), "params": params if isinstance(params, dict) else {},
            "message": str(message.get("message", ""))[:160]}
