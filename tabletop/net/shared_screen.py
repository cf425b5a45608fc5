"""The host's screen when several of its players sit at it (hot-seat) while others play from their own computers.

Each human at the host's screen plays through the protocol like everyone else: one link per seat, with a code only
the host knows, and one more with the spectators' code for what everyone may see (the table between turns). So the
screen is still drawn only from what each seat may see, and the table's curtain falls between the local players as
in hot-seat. The watcher's link leads the news; each seat's own link adds what only that seat is told of the same
move (its private events, the move as it may know it). The players at one screen do not ask each other to take a
move back: such a request is accepted at once; a remote seat is asked as usual.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from tabletop.engine import why
from tabletop.engine.contract import Action, Event, Game, Result, State
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.seat_port import Decide, Landed, LocalSeatPort, Notice, secret_commit
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.remote_port import Joining, JoinRefused, RemoteSeatPort, wait_until_seated


class SharedScreenPort:
    """The seat port of the host's screen with several local players (see the module's docstring)."""

    #: the host keeps the record: this screen can save it
    keeps_record = True

    def __init__(self, session: Session, seat_ports: Mapping[int, RemoteSeatPort], watcher: RemoteSeatPort):
        self._session = session  # only to save the record; never read to draw
        self.ports = dict(sorted(seat_ports.items()))
        self.watcher = watcher
        self.name = ""
        self.autosave_error: str | None = None
        self.autosave_locked_by: int | None = None
        self._told: dict[int, Action | None] = {}  # the latest move as each local seat may know it
        self._asked: set[int] = set()  # local seats a remote seat's undo request waits on
        for port in self.ports.values():  # views of the other local seats joining, before the table
            self._catch_up(port, self.watcher.moves)

    # --- what the screen sees ----------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game's rules (pure helpers only)."""
        return self.watcher.game

    @property
    def seats(self) -> list[Seat]:
        """Who sits where, as the host last said."""
        return self.watcher.seats

    @property
    def options(self) -> Mapping[str, Any]:
        """The game's public options."""
        return self.watcher.options

    def humans(self) -> list[int]:
        """The seats played at this screen."""
        return list(self.ports)

    def _port(self, viewer: int | None) -> RemoteSeatPort:
        return self.ports.get(viewer, self.watcher) if viewer is not None else self.watcher

    def observation(self, viewer: int | None) -> State:
        """What `viewer` may see (a seat not at this screen, or None: what everyone may see)."""
        return self._port(viewer).observation(viewer if viewer in self.ports else None)

    def legal_actions(self, viewer: int | None) -> list[Action]:
        """A local seat's choices when it is to move."""
        return self.ports[viewer].legal_actions(viewer) if viewer in self.ports else []

    def to_move(self) -> int | None:
        """The seat deciding now."""
        return self.watcher.to_move()

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.watcher.is_over()

    def result(self) -> Result | None:
        """The result the host sent, or None."""
        return self.watcher.result()

    @property
    def moves(self) -> int:
        """How many moves were made."""
        return self.watcher.moves

    @property
    def movers(self) -> list[int]:
        """Who made each move."""
        return self.watcher.movers

    @property
    def log(self) -> list[tuple[int, Event]]:
        """What everyone was told, with what each local seat alone was told (the table shows a viewer its own)."""
        merged = list(self.watcher.log)
        for seat, port in self.ports.items():
            merged += [(index, event) for index, event in port.log if event.audience == seat]
        return sorted(merged, key=lambda entry: entry[0])

    def is_secret_commit(self, viewer: int | None) -> bool:
        """True in a simultaneous secret commitment (when in doubt: True)."""
        return secret_commit(self.game, lambda: self.observation(viewer))

    def public_decision(self) -> bool:
        """The host's screen never decides for several seats at once."""
        return False

    def hidden_differs(self) -> bool:
        """When in doubt, the local seats see different things: the curtain falls between them."""
        return True

    def clock(self) -> Any | None:
        """The phase clock the host keeps."""
        return self.watcher.clock()

    def knowledge(self, viewer: int | None) -> State:
        """What `viewer` knows now: its observation."""
        return self.observation(viewer)

    def told(self, action: Action, before: State, viewer: int | None, lang: str,
             names: Sequence[str]) -> tuple[Action, str]:
        """Another seat's move as `viewer` may know it (its own link's version), in words."""
        seen = self._told.get(viewer, action) if viewer in self.ports else action
        return seen, self.game.describe_told(before, seen, lang, names) if seen is not None else ""

    def _undoer(self, seat: int | None) -> int | None:
        return next((m for m in reversed(self.movers) if m in self.ports), None) if seat is None else seat

    def undo_reason(self, seat: int | None) -> why.Reason | None:
        """Why Undo is greyed for `seat` (None: the latest local mover)."""
        seat = self._undoer(seat)
        return self.ports[seat].undo_reason(seat) if seat in self.ports else why.Reason("why.undo_watching")

    def can_undo(self, seat: int | None) -> bool:
        """True when the host would let that seat ask to take its move back."""
        return self.undo_reason(seat) is None

    # --- news from the host --------------------------------------------------------------
    def news_waiting(self) -> bool:
        """True when the host's next view has reached every link of this screen (a move is shown once, whole)."""
        lead = self.watcher.waiting_moves()
        if not lead:
            return any(port.waiting_moves() for port in self.ports.values())
        return lead[0] < 0 or all(self._reached(port, lead[0]) for port in self.ports.values())

    @staticmethod
    def _reached(port: RemoteSeatPort, moves: int) -> bool:
        return port.moves >= moves or any(m >= moves or m < 0 for m in port.waiting_moves()) or \
            port.status() is not None

    def take_news(self) -> Landed | None:
        """The next change, as the watcher saw it, with what each local seat alone was told of it."""
        landed = self.watcher.take_news()
        moves = self.watcher.moves
        private: list[Event] = []
        caught_up = False
        for seat, port in self.ports.items():
            for seen in self._catch_up(port, moves):
                caught_up = True
                if seen.mover is not None:
                    self._told[seat] = seen.told
                    private += [event for event in seen.events if event.audience == seat]
        if landed is None:  # only a local seat's link had news (the table looks again)
            return Landed(mover=None) if caught_up else None
        if landed.mover is None:
            return landed
        return Landed(landed.mover, list(landed.events) + private, landed.told, landed.whole)

    @staticmethod
    def _catch_up(port: RemoteSeatPort, moves: int) -> list[Landed]:
        """Show `port` every view it holds up to the last one of at most `moves` moves (the watcher's)."""
        waiting = port.waiting_moves()
        upto = max((i for i, m in enumerate(waiting) if m <= moves), default=-1)
        return [news for news in (port.take_news() for _ in range(upto + 1)) if news is not None]

    def notices(self) -> list[Notice]:
        """What the host said to any link of this screen, once; a local player's undo request is accepted here."""
        out: list[Notice] = []
        for seat, port in [(None, self.watcher), *self.ports.items()]:
            for notice in port.notices():
                if notice.key == "net.undo_asked":
                    if notice.params.get("seat") in self.ports:
                        port.answer_undo(True)  # the players at one screen do not ask each other
                        continue
                    self._asked.add(seat)
                if notice not in out:
                    out.append(notice)
        return out

    def status(self) -> Notice | None:
        """"Reconnecting…", "the host ended the table", "waiting for Bo", or None."""
        return self.watcher.status()

    # --- what the screen does -------------------------------------------------------------
    def play(self, action: Action | str) -> None:
        """Send the local seat to move its action; it lands when the host's view comes back."""
        mover = self.to_move()
        if mover not in self.ports:
            raise IllegalActionError("no player at this screen is to move")
        return self.ports[mover].play(action)

    def undo(self, seat: int | None) -> None:
        """Ask to take back that seat's latest move (None: the latest local mover)."""
        seat = self._undoer(seat)
        if seat in self.ports:
            self.ports[seat].undo(seat)

    def answer_undo(self, accept: bool) -> None:
        """Answer a remote seat's request for every local seat it waits on."""
        for seat in sorted(self._asked):
            self.ports[seat].answer_undo(accept)
        self._asked.clear()

    def save(self, name: str = "") -> Path:
        """Save the hosted game's record in the saves folder."""
        return LocalSeatPort(self._session).save(name)

    def autosave(self) -> None:
        """The host's session autosaves by itself."""

    def bot_task(self, seat: int, decide: Decide) -> Callable[[], Action] | None:
        """The host runs every bot."""
        return None

    def close(self) -> None:
        """Leave the table (every link of this screen)."""
        for port in [self.watcher, *self.ports.values()]:
            port.close()


class JoiningShared:
    """The host's screen joining every local seat and the watcher: poll it each frame until it gives the port."""

    def __init__(self, session: Session, address: str, codes: Mapping[int, str], watcher_code: str):
        self.session = session
        self.joinings: dict[int | None, Joining] = {seat: Joining(address, code) for seat, code in codes.items()}
        self.joinings[None] = Joining(address, watcher_code)
        self.ports: dict[int | None, RemoteSeatPort] = {}

    def poll(self) -> SharedScreenPort | None:
        """The port once every link is seated; None while waiting; JoinRefused (every link let go) if refused."""
        for seat, joining in self.joinings.items():
            if seat in self.ports:
                continue
            try:
                port = joining.poll()
            except JoinRefused:
                self.cancel()
                raise
            if port is not None:
                self.ports[seat] = port
        if len(self.ports) < len(self.joinings):
            return None
        watcher = self.ports.pop(None)
        return SharedScreenPort(self.session, {s: p for s, p in self.ports.items() if s is not None}, watcher)

    def wait(self, timeout: float = 10.0) -> SharedScreenPort:
        """Block until seated (tools and tests); JoinRefused or TimeoutError."""
        return wait_until_seated(self, timeout)

    def cancel(self) -> None:
        """Give up joining."""
        for seat, joining in self.joinings.items():
            if seat in self.ports:
                self.ports[seat].close()
            joining.cancel()
