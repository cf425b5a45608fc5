"""Hosting a game for players on other machines: the seats (with the Remote kind), the host's thread, the invites,
and the seat codes kept beside the autosave so that a restarted host resumes with the same codes.

Used by the Host a game screen, `tabletop host` and `tabletop serve`. A local player of the host plays through
the same protocol as everyone else (a code only the host knows, on 127.0.0.1), so the host's screen, too, is
drawn only from what its seat may see.
"""
from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any, Sequence

from tabletop.engine.errors import RecordError, SeatSpecError, TabletopError
from tabletop.engine.records import write_atomic
from tabletop.engine.seats import Seat, parse_seats
from tabletop.engine.session import Session
from tabletop.engine.seat_port import LocalSeatPort
from tabletop.net.discovery import Advert, Transport, advert
from tabletop.net.protocol import normal_code
from tabletop.net.remote_port import Joining, RemoteSeatPort
from tabletop.net.server import HostedTable, HostThread
from tabletop.net.shared_screen import JoiningShared

#: the port a host listens on unless told otherwise
DEFAULT_PORT = 8765
#: where a host listens when hosting for others (every interface); tests and trials on one machine use 127.0.0.1
ALL_INTERFACES = "0.0.0.0"
REMOTE = "remote"


def parse_hosted_seats(text: str, levels: Sequence[str], fewest: int, most: int) -> tuple[list[Seat], list[int]]:
    """Seats from `human[:Name],remote[:Name],bot[:level],...` and the indexes of the remote ones; SeatSpecError."""
    parts = [part.strip() for part in text.split(",")]
    remote = [index for index, part in enumerate(parts) if part.partition(":")[0].strip().lower() == REMOTE]
    plain = ",".join("human" + part.strip()[len(REMOTE):] if index in remote else part
                     for index, part in enumerate(parts))
    try:
        seats = parse_seats(plain, tuple(levels), fewest, most)
    except SeatSpecError as exc:
        raise SeatSpecError(str(exc).replace("human[:Name] or bot[:level]", "human[:Name], remote[:Name] or "
                                                                            "bot[:level]")) from None
    check_hosted_seats(seats, remote)
    return seats, remote


def check_hosted_seats(seats: Sequence[Seat], remote: Sequence[int]) -> None:
    """A hosted game has a remote seat (humans at the host's screen share it, hot-seat); SeatSpecError."""
    if not remote:
        raise SeatSpecError("a hosted game needs at least one remote seat (e.g. human:Ana,remote:Bo)")


def local_humans(seats: Sequence[Seat], remote: Sequence[int]) -> list[int]:
    """The human seats played at the host's own screen."""
    return [index for index, seat in enumerate(seats) if not seat.is_bot and index not in remote]


def lan_address() -> str | None:
    """This machine's first private IPv4 address, read from its interfaces (nothing is sent), or None."""
    try:
        import ifaddr
        addresses = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
    except (ImportError, OSError):
        return None
    private = [a for a in addresses if a.startswith(("192.168.", "10.")) or
               (a.startswith("172.") and a.split(".")[1].isdigit() and 16 <= int(a.split(".")[1]) <= 31)]
    return (private or [None])[0]


def codes_file(autosave: str | os.PathLike) -> Path:
    """Where the seat codes of a hosted game are kept, beside its autosave."""
    path = Path(autosave)
    return path.with_name(path.stem + ".hosting.json")


class Hosting:
    """One hosted table: its session, its codes, the thread serving it, and whom to invite."""

    def __init__(self, session: Session, remote: Sequence[int], bind: str = ALL_INTERFACES, port: int = DEFAULT_PORT,
                 codes: dict[int, str] | None = None, spectator_code: str | None = None,
                 bot_budget: float | None = None, announce: Transport | None = None):
        self.session = session
        #: the discovery transport that tells this network about the table (None: nobody is told)
        self.announce = announce
        self.remote = list(remote)
        self.local = local_humans(session.seats, self.remote)
        self.table = HostedTable(session, self.remote + self.local, bot_budget, codes, spectator_code)
        self.bind = bind
        self.thread = HostThread(self.table, bind, port)
        self.port = port

    def start(self) -> int:
        """Listen (OSError when the port cannot be used) and keep the codes beside the autosave; returns the port."""
        self.port = self.thread.start()
        self.session.autosave()  # Continue finds the game even when the host leaves before the first move
        self.keep_codes()
        if self.announce is not None:
            self.announce.advertise(self.advert())
        return self.port

    def advert(self) -> Advert:
        """What this network is told about the table when the host lets it find the game."""
        session = self.session
        return advert(socket.gethostname() or "tabletop", session.game.info.id, len(session.seats),
                      sum(not self.joined(seat) for seat, _ in self.invites()), self.port)

    def stop(self, reason: str | None = "closed") -> None:
        """Tell every player why (None: vanish without a word, as a crash), and stop serving."""
        if self.announce is not None:
            self.announce.close()
        self.thread.stop(reason)

    # --- invites ----------------------------------------------------------------------
    def invites(self) -> list[tuple[int, str]]:
        """(seat, code) of each remote seat still played by a person."""
        return [(seat, self.table.codes[seat]) for seat in self.remote if seat in self.table.codes]

    def local_code(self) -> str | None:
        """The code of the (first) human at the host's screen (never shown: the host's own table uses it)."""
        return self.table.codes.get(self.local[0]) if self.local else None

    def joined(self, seat: int) -> bool:
        """True when someone holds `seat` now."""
        return self.table.taken(seat)

    def address(self) -> str:
        """The address players on this network join: this machine's LAN address (else its name)."""
        where = "127.0.0.1" if self.bind.startswith("127.") else lan_address() or socket.gethostname() or "localhost"
        return f"{where}:{self.port}"

    def local_address(self) -> str:
        """The address the host's own table joins."""
        return f"ws://127.0.0.1:{self.port}"

    def join_here(self) -> "Joining | JoiningShared":
        """The host's own table joining its seat, or every seat of its players sharing the screen (hot-seat) and the
        spectators' view (poll it each frame; its port saves the host's record)."""
        session = self.session
        if len(self.local) > 1:
            codes = {seat: self.table.codes[seat] for seat in self.local}
            return JoiningShared(session, self.local_address(), codes, self.table.spectator_code)

        def host_port(*args) -> RemoteSeatPort:
            return HostSeatPort(session, *args)

        return Joining(self.local_address(), self.local_code() or "", make_port=host_port)

    def seat_by_bot(self, seat: int, level: str) -> None:
        """Give an absent remote seat to a bot on the host; the codes kept change with it."""
        self.thread.seat_by_bot(seat, level)
        if seat in self.remote:
            self.remote.remove(seat)
        self.keep_codes()

    # --- the codes kept beside the autosave -------------------------------------------
    def keep_codes(self) -> None:
        """Write the codes (and the port) beside the session's autosave, if it has one."""
        if self.session.autosave_path is None:
            return
        kept = {"game": self.session.game.info.id, "seed": self.session.seed, "port": self.port,
                "remote": self.remote, "codes": {str(seat): code for seat, code in self.table.codes.items()},
                "spectator": self.table.spectator_code}
        try:
            write_atomic(codes_file(self.session.autosave_path), json.dumps(kept))
        except OSError:
            pass  # without them a restarted host makes new codes: the players are given them again

    @classmethod
    def resume(cls, session: Session, bind: str = ALL_INTERFACES, port: int | None = None,
               announce: Transport | None = None) -> "Hosting | None":
        """The hosting of `session` (loaded from its autosave) with the codes and port kept for it, or None when it
        was not a hosted game."""
        if session.autosave_path is None:
            return None
        kept = read_kept(codes_file(session.autosave_path), session)
        if kept is None:
            return None
        return cls(session, kept["remote"], bind, kept["port"] if port is None else port, kept["codes"],
                   kept["spectator"], announce=announce)


class HostSeatPort(RemoteSeatPort):
    """The seat of the human at the host's screen: played through the protocol like any remote seat (so drawn only
    from what it may see), but the host keeps the record, so this screen can save it."""

    keeps_record = True

    def __init__(self, session: Session, *args):
        super().__init__(*args)
        self._session = session

    def save(self, name: str = "") -> Path:
        """Save the hosted game's record in the saves folder."""
        return LocalSeatPort(self._session).save(name)


def read_kept(path: Path, session: Session) -> dict[str, Any] | None:
    """The codes kept for `session` at `path`, or None (no file, another game, or a damaged file)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["game"] != session.game.info.id or data["seed"] != session.seed:
            return None
        codes = {int(seat): normal_code(str(code)) for seat, code in data["codes"].items()}
        remote = [int(seat) for seat in data["remote"]]
        port = int(data["port"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    if not all(0 <= seat < len(session.seats) for seat in list(codes) + remote) or not 0 <= port < 65536:
        return None
    return {"codes": codes, "remote": remote, "port": port, "spectator": normal_code(str(data.get("spectator", "")))
            or None}


def load_hosted(autosave: str | os.PathLike) -> Session:
    """The autosaved session (RecordError when it does not replay)."""
    try:
        return Session.load(autosave, autosave_path=autosave)
    except TabletopError as exc:
        raise RecordError(str(exc)) from None
