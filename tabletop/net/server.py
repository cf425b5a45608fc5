"""A host: games' Sessions served over websockets to the remote seats and spectators that hold their codes.

The host alone holds the state. Each connection takes a seat with its code (the code also says which
table, when a server holds several) and is sent only that seat's view (views.py); bots play on the host. What a hostile client could send is refused with an error to that
client, and the game goes on: oversized or malformed messages, unknown types, actions out of turn or not
legal, wrong or already used codes, floods of messages (a rate limit per connection) and of connections.
"""
from __future__ import annotations

import asyncio
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.engine.audit import knowledge
from tabletop.engine.contract import TIME_UP, Action
from tabletop.engine.errors import IllegalActionError, TabletopError
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat, bot_name
from tabletop.engine.session import Session
from tabletop.net.protocol import MAX_MESSAGE_BYTES, VERSION, ProtocolError, decode, encode, new_code, same_code
from tabletop.net.refusals import english, refusal
from tabletop.net.views import seat_view, told_json

#: live connections a host accepts at once (players, spectators and those still saying hello)
MAX_CONNECTIONS = 32
#: messages a connection may send: a burst of RATE_BURST, then RATE_PER_SECOND (a person sends a few a second)
RATE_BURST, RATE_PER_SECOND = 200, 100.0
#: wrong codes one connection may try before it is closed
MAX_WRONG_CODES = 5
SPECTATOR = "spectator"


@dataclass
class _Peer:
    """One connection: the seat it took (None until hello; SPECTATOR to watch) and what it was sent."""

    websocket: ServerConnection
    rate: tuple[float, float] | None = (RATE_BURST, RATE_PER_SECOND)  # None: no limit (trusted tools)
    table: "HostedTable | None" = None  # the table its code opened (None until hello)
    seat: int | str | None = None
    log_sent: int = 0
    generation: int = -1  # the table's undo generation its view was built on
    tokens: float = RATE_BURST
    refilled: float = field(default_factory=time.monotonic)
    wrong_codes: int = 0
    warned: float | None = None

    def allow(self) -> bool:
        """Take one message from the rate limit; False when the connection sends too fast."""
        if self.rate is None:
            return True
        burst, per_second = self.rate
        now = time.monotonic()
        self.tokens = min(burst, self.tokens + (now - self.refilled) * per_second)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class HostedTable:
    """One Session served to remote seats: their codes, their connections, the bots that play on the host."""

    def __init__(self, session: Session, remote_seats: list[int], bot_budget: float | None = None,
                 codes: dict[int, str] | None = None, spectator_code: str | None = None):
        self.session = session
        #: each remote seat's code (`codes` given: a resumed table keeps its codes, so its players rejoin)
        self.codes = {seat: (codes or {}).get(seat) or new_code() for seat in remote_seats}
        self.spectator_code = spectator_code or new_code()
        self.peers: list[_Peer] = []
        self.lock = asyncio.Lock()  # one change of the session at a time
        self.generation = 0  # bumped when an undo rewrites the log: every view is sent whole again
        self.undo_request: dict[str, Any] | None = None  # {"seat": asker, "waiting": seats yet to answer}
        self.bot_budget = bot_budget
        self._bots = {seat: make_bot(session.game, s.level or "normal") for seat, s in enumerate(session.seats)
                      if s.is_bot}
        self._rng = Rng(session.seed ^ 0x5EED)
        self.changed: Callable[[], None] | None = None  # called after every change (the host's own table redraws)
        self.clock: PhaseClockRun | None = None  # the phase clock running now (the game's timed option)
        self._clocks_started = 0

    def seat_of_code(self, code: str) -> int | str | None:
        """The seat a code opens (SPECTATOR for the spectators' code), or None."""
        for seat, expected in self.codes.items():
            if same_code(code, expected):
                return seat
        return SPECTATOR if same_code(code, self.spectator_code) else None

    def taken(self, seat: int) -> bool:
        """True when a live connection holds `seat`."""
        return any(peer.seat == seat for peer in self.peers)

    def away(self) -> list[int]:
        """The remote seats nobody holds now (the game waits for them)."""
        return [seat for seat in self.codes if not self.taken(seat)]

    def seat_by_bot(self, seat: int, level: str) -> None:
        """Give remote `seat` to a bot of `level` playing on the host (its code no longer opens it)."""
        session = self.session
        session.seats[seat] = Seat("bot", bot_name(level, seat), level)
        self.codes.pop(seat, None)
        self._bots[seat] = make_bot(session.game, level)
        for peer in self.peers:
            if peer.seat == seat:  # whoever held it now watches (its next view is the spectator's, whole)
                peer.seat, peer.generation = SPECTATOR, -1

    def watch_clock(self, loop: asyncio.AbstractEventLoop, time_up: Callable[["HostedTable", int], None]) -> None:
        """Start the phase clock when a new phase with a time limit begins (`time_up(table, number)` is called when
        it runs out); stop it when the game has none now."""
        state = self.session.full_state_unsafe_for_bots()
        clock = None if self.session.is_over() else self.session.game.clock(state)
        key = None if clock is None else clock.key
        if self.clock is not None and self.clock.key == key:
            return
        if self.clock is not None:
            self.clock.timer.cancel()
        self.clock = None
        if clock is not None:
            self._clocks_started += 1
            number = self._clocks_started
            seconds = float(clock.seconds)
            self.clock = PhaseClockRun(key, number, seconds, loop.time() + seconds,
                                       loop.call_later(seconds, time_up, self, number))

    def clock_json(self, now: float) -> dict[str, Any] | None:
        """The running phase clock as every seat is sent it: a number for the phase, its length, the seconds left."""
        clock = self.clock
        if clock is None:
            return None
        return {"number": clock.number, "seconds": clock.seconds, "left": round(max(0.0, clock.deadline - now), 2)}

    def invites(self) -> dict[int, str]:
        """Each remote seat's code (what the host reads out to its player)."""
        return dict(self.codes)


@dataclass
class PhaseClockRun:
    """A phase clock the host keeps: the game's key for the phase, its number here, its length and deadline (the
    event loop's time), and the timer that applies time-up."""

    key: Any
    number: int
    seconds: float
    deadline: float
    timer: asyncio.TimerHandle


class Host:
    """A websockets server for one or more HostedTables, bound to `host` (127.0.0.1 unless hosting for others)."""

    def __init__(self, tables: "HostedTable | list[HostedTable]", host: str = "127.0.0.1", port: int = 0,
                 rate: tuple[float, float] | None = (RATE_BURST, RATE_PER_SECOND)):
        self.tables = list(tables) if isinstance(tables, list) else [tables]
        self.host, self.port = host, port
        self.rate = rate
        self.peers: list[_Peer] = []  # every live connection, seated or not
        self._server = None
        self._tasks: set[asyncio.Task] = set()  # the bots' turns under way (kept so they are not collected)

    @property
    def table(self) -> HostedTable:
        """The first (in a host window, the only) table."""
        return self.tables[0]

    async def start(self) -> int:
        """Listen; returns the port (a free one when asked for 0)."""
        self._server = await serve(self._serve, self.host, self.port, max_size=MAX_MESSAGE_BYTES,
                                   max_queue=64, ping_interval=20, ping_timeout=20)
        self.port = self._server.sockets[0].getsockname()[1]
        for table in self.tables:
            table.watch_clock(asyncio.get_running_loop(), self._time_up)
            self._bots_move(table)
        return self.port

    async def stop(self, reason: str | None = "closed") -> None:
        """Tell every client why (a refusal key: "closed", "server_stopped"), and close (`reason` None: close
        without a word, as a host that crashed)."""
        for task in list(self._tasks):
            task.cancel()
        for table in self.tables:
            if table.clock is not None:
                table.clock.timer.cancel()
        for peer in list(self.peers) if reason is not None else []:
            await self._send(peer, {"type": "closed", "key": reason, "reason": english(reason)})
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def add_table(self, table: HostedTable) -> None:
        """Serve one more table (a server holds several; each code opens its own table)."""
        self.tables.append(table)
        table.watch_clock(asyncio.get_running_loop(), self._time_up)
        self._bots_move(table)

    async def seat_by_bot(self, table: HostedTable, seat: int, level: str) -> None:
        """Give an absent remote seat to a bot on the host; everyone sees the new seat, and the game goes on."""
        async with table.lock:
            table.seat_by_bot(seat, level)
        await self._after_change(table)  # (the bots then play in a task: the host's frame does not wait)

    # --- one connection ---------------------------------------------------------------------
    async def _serve(self, websocket: ServerConnection) -> None:
        if len(self.peers) >= MAX_CONNECTIONS:
            await websocket.close(1013, "the table is full")
            return
        peer = _Peer(websocket, self.rate, tokens=self.rate[0] if self.rate else 0)
        self.peers.append(peer)
        try:
            async for text in websocket:
                await self._receive(peer, text)
        except ConnectionClosed:
            pass
        finally:
            self.peers.remove(peer)
            if peer.table is not None:
                peer.table.peers.remove(peer)
                if isinstance(peer.seat, int):
                    await self._push_all(peer.table)  # the others see who is away

    async def _receive(self, peer: _Peer, text: str | bytes) -> None:
        if not peer.allow():
            if peer.warned is None or time.monotonic() - peer.warned > 1:
                peer.warned = time.monotonic()
                await self._error(peer, "slow_down")
            return
        try:
            message = decode(text)
        except ProtocolError as exc:
            await self._error(peer, exc.key, **exc.params)
            return
        kind = message["type"]
        if kind == "ping":
            await self._send(peer, {"type": "pong"})
        elif kind == "hello":
            await self._hello(peer, message)
        elif peer.table is None:
            await self._error(peer, "hello_first")
        elif kind == "act":
            await self._act(peer, message["action"])
        elif kind == "undo":
            await self._ask_undo(peer)
        elif kind == "undo_answer":
            await self._answer_undo(peer, message["accept"])

    async def _hello(self, peer: _Peer, message: dict) -> None:
        if message["version"] != VERSION:
            await self._error(peer, "version", version=VERSION)
            return
        if peer.table is not None:
            await self._error(peer, "seated")
            return
        found = [(table, seat) for table in self.tables for seat in [table.seat_of_code(message["code"])]
                 if seat is not None]
        if not found:
            peer.wrong_codes += 1
            await self._error(peer, "wrong_code")
            if peer.wrong_codes >= MAX_WRONG_CODES:
                await peer.websocket.close(1008, "too many wrong codes")
            return
        table, seat = found[0]
        if seat != SPECTATOR and table.taken(seat):
            await self._error(peer, "taken")
            return
        peer.table, peer.seat = table, seat
        table.peers.append(peer)
        session = table.session
        await self._send(peer, {"type": "welcome", "game": session.game.info.id, "seat": None if seat == SPECTATOR
                                else seat, "names": session.names, "options": _public_options(session),
                                "players": [s.to_dict() for s in session.seats],
                                "seats": len(session.seats), "version": VERSION})
        await self._push_all(table)

    async def _act(self, peer: _Peer, text: str) -> None:
        table = peer.table
        session = table.session
        if peer.seat == SPECTATOR:
            await self._error(peer, "spectator")
            return
        if session.to_move() != peer.seat:
            await self._error(peer, "not_your_turn")
            return
        async with table.lock:
            try:
                told = self._play(table, text)
            except (IllegalActionError, TabletopError, ValueError):
                await self._error(peer, "illegal", action=text[:80])
                return
            table.undo_request = None
        await self._after_change(table, told)

    @staticmethod
    def _play(table: HostedTable, text: str | Action) -> dict:
        """Play one action on the table's session; returns, per watching seat, the move as it may be told of it."""
        session = table.session
        game = session.game
        mover = session.to_move()
        state = session.full_state_unsafe_for_bots()
        action = game.parse_action(state, text) if isinstance(text, str) else text
        watching = {peer.seat for peer in table.peers if peer.seat is not None and peer.seat != mover}
        before = {}
        for seat in watching:
            viewer = None if seat == SPECTATOR else seat
            if not game.is_simultaneous_commit(session.observation(viewer)):  # a secret commitment names nothing
                before[seat] = knowledge(game, state, viewer)
        session.play(action)
        state = session.full_state_unsafe_for_bots()
        return {seat: told_json(action, mover, seen, knowledge(game, state, None if seat == SPECTATOR else seat))
                for seat, seen in before.items()}

    async def _ask_undo(self, peer: _Peer) -> None:
        table = peer.table
        seat = peer.seat
        if not isinstance(seat, int) or table.session.undo_target(seat) is None:
            await self._error(peer, "no_undo")
            return
        others = [s for s in table.codes if s != seat]
        if not others:
            await self._undo(table, seat)
            return
        table.undo_request = {"seat": seat, "waiting": set(others)}
        for other in self._peers_of(table, others):
            await self._send(other, {"type": "undo_asked", "seat": seat})

    async def _answer_undo(self, peer: _Peer, accept: bool) -> None:
        table = peer.table
        request = table.undo_request
        if request is None or peer.seat not in request["waiting"]:
            await self._error(peer, "no_undo_request")
            return
        if not accept:
            table.undo_request = None
            for asker in self._peers_of(table, [request["seat"]]):
                await self._send(asker, {"type": "undo_refused", "by": peer.seat})
            return
        request["waiting"].discard(peer.seat)
        if not request["waiting"]:
            table.undo_request = None
            await self._undo(table, request["seat"])

    async def _undo(self, table: HostedTable, seat: int) -> None:
        async with table.lock:
            if not table.session.undo(seat):
                return
            table.generation += 1
        await self._after_change(table)

    # --- after a change ---------------------------------------------------------------------
    async def _after_change(self, table: HostedTable, told: dict | None = None) -> None:
        await self._push_all(table, told)
        if table.changed is not None:
            table.changed()
        self._bots_move(table)

    def _bots_move(self, table: HostedTable) -> None:
        """Let the bots play in a task of their own (nobody waits for their thinking)."""
        task = asyncio.get_running_loop().create_task(self._play_bots(table))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play_bots(self, table: HostedTable) -> None:
        """Let the bots on the host play while one is to move (their thinking runs beside the loop)."""
        session = table.session
        loop = asyncio.get_running_loop()
        while True:
            mover = session.to_move()
            if mover is None or mover not in table._bots:
                return
            observation = session.observation(mover)
            position = (len(session.actions), table.generation)
            action = await loop.run_in_executor(None, bot_action, session.game, table._bots[mover], observation,
                                                table._rng, table.bot_budget)
            async with table.lock:
                if (len(session.actions), table.generation) != position:
                    continue  # the game moved on (an undo, another task's bot) while this one thought
                told = self._play(table, action)
            await self._push_all(table, told)
            if table.changed is not None:
                table.changed()

    def _time_up(self, table: HostedTable, number: int) -> None:
        """A phase clock ran out: apply the game's time-up, as a hot-seat table does (in a task of its own)."""
        task = asyncio.get_running_loop().create_task(self._apply_time_up(table, number))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _apply_time_up(self, table: HostedTable, number: int) -> None:
        async with table.lock:
            if table.clock is None or table.clock.number != number:
                return  # the phase ended by itself just before its time was up
            table.clock = None
            told = self._play(table, TIME_UP)
            table.undo_request = None
        await self._after_change(table, told)

    async def _push_all(self, table: HostedTable, told: dict | None = None) -> None:
        table.watch_clock(asyncio.get_running_loop(), self._time_up)
        for peer in list(table.peers):
            if peer.seat is not None:
                await self._push(peer, (told or {}).get(peer.seat))

    async def _push(self, peer: _Peer, told: dict | None = None) -> None:
        """Send `peer` what changed for its seat since its last view (everything after an undo)."""
        table = peer.table
        whole = peer.generation != table.generation
        seat = None if peer.seat == SPECTATOR else peer.seat
        view = seat_view(table.session, seat, 0 if whole else peer.log_sent, None if whole else told)
        view["whole"] = whole
        view["away"] = table.away()
        view["players"] = [s.to_dict() for s in table.session.seats]
        clock = table.clock_json(asyncio.get_running_loop().time())
        if clock is not None:
            view["clock"] = clock
        peer.log_sent, peer.generation = len(table.session.log), table.generation
        await self._send(peer, view)

    @staticmethod
    def _peers_of(table: HostedTable, seats: list[int]) -> list[_Peer]:
        return [peer for peer in table.peers if peer.seat in seats]

    async def _error(self, peer: _Peer, key: str, **params) -> None:
        """Refuse: the key words it in the client's language, `message` in English (net/refusals.py)."""
        await self._send(peer, refusal(key, **params))

    @staticmethod
    async def _send(peer: _Peer, message: dict) -> None:
        try:
            await peer.websocket.send(encode(message))
        except ConnectionClosed:
            pass


def _public_options(session: Session) -> dict:
    """The options every seat may know: switches, numbers and named choices (never a free text such as a
    deck list, which may hold another seat's cards)."""
    info = session.game.info
    public = {}
    for option in info.options:
        value = session.options.get(option.key)
        if isinstance(value, (bool, int, float)) or (option.choices and value in option.choices):
            public[option.key] = value
    return public


class HostThread:
    """A Host running on its own asyncio loop in a background thread (the app's frame loop never waits on it)."""

    def __init__(self, tables: HostedTable | list[HostedTable], host: str = "127.0.0.1", port: int = 0,
                 rate: tuple[float, float] | None = (RATE_BURST, RATE_PER_SECOND)):
        self.host = Host(tables, host, port, rate)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="tabletop-host", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        """Start serving; returns the port."""
        self._thread.start()
        return asyncio.run_coroutine_threadsafe(self.host.start(), self.loop).result(timeout)

    def address(self) -> str:
        """The address a client on this machine joins."""
        return f"ws://127.0.0.1:{self.host.port}"

    def seat_by_bot(self, seat: int, level: str, table: HostedTable | None = None, timeout: float = 10.0) -> None:
        """Give an absent remote seat to a bot on the host (see Host.seat_by_bot)."""
        coroutine = self.host.seat_by_bot(table or self.host.table, seat, level)
        asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self, reason: str | None = "closed", timeout: float = 10.0) -> None:
        """Tell the clients why, close, and end the thread (once; stopping again does nothing)."""
        if self.loop.is_closed():
            return
        asyncio.run_coroutine_threadsafe(self.host.stop(reason), self.loop).result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        self.loop.close()
