"""The seat port: everything the table may know of a game and do to it, seen from the seats at its screen.

The table scene (tabletop/ui/scenes/table.py), its action bar, log, Teach me panel, results and
the save dialog read the game only through a `SeatPort`; they never hold a `Session` or a full
state. Two sides implement it:

- `LocalSeatPort` (below) over a `Session` on this machine: hot-seat (several humans share the
  screen; which seat looks is the table's `viewer`, changed by the curtain), solo against bots,
  and watching a record (`RecordPort`).
- `RemoteSeatPort` (tabletop/net/remote_port.py) over what a host sends its one seat: that
  seat's observation, its legal actions when it is to move, the events it may see, whose turn,
  whether Undo is allowed, and another seat's move as it may be told of it. Questions about
  another seat are answered with nothing. Its moves land later (`play` returns None; the host's
  answer comes through `take_news`), and what the host or the connection says comes as notices.

No pygame here: the port is the line between the rules side and the screen.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, Sequence, runtime_checkable

from tabletop.engine import audit, why
from tabletop.engine.contract import Action, Event, Game, Result, State
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

#: a bot's decision: the bot's own observation and chance source in, its action out
Decide = Callable[[State, Rng], Action]


@dataclass(frozen=True)
class Landed:
    """A change that came from elsewhere (another machine, the host's bots), as this seat may know it."""

    mover: int | None  # who moved (None: no move, e.g. a seat came back or went away)
    events: list[Event] = field(default_factory=list)  # the events of the move this seat receives
    told: Action | None = None  # the move, its hidden arguments masked (None: a secret commitment, or none)
    whole: bool = False  # the game was rewritten (an undo, a reconnection): draw it from scratch


@dataclass(frozen=True)
class Notice:
    """Something to tell the player at this screen: a message key of the app and its parameters."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


@runtime_checkable
class SeatPort(Protocol):
    """What the seats at this screen see now and what they can do (see the module's docstring)."""

    #: the rules' pure helpers (describe, prompt, why_not, teach...), used on observations only
    game: Game
    #: who sits where: names, human or bot (public)
    seats: Sequence[Seat]
    #: the options the game was set up with (public: the setup shows them)
    options: Mapping[str, Any]
    #: the name the game was saved as or loaded from ("" before a save)
    name: str
    #: why the latest autosave failed, else None; and the pid of another window holding the autosave, else None
    autosave_error: str | None
    autosave_locked_by: int | None

    # --- what a seat sees now ------------------------------------------------------
    def humans(self) -> list[int]:
        """The human seats played at this screen."""

    def observation(self, viewer: int | None) -> State:
        """What `viewer` may see now (None: a spectator)."""

    def legal_actions(self, viewer: int | None) -> list[Action]:
        """The choices of the seat to move as `viewer` sees them (the table asks only when `viewer` may act: its own
        turn, or a public decision seen as a spectator)."""

    def to_move(self) -> int | None:
        """The seat deciding now, or None at the end."""

    def is_over(self) -> bool:
        """True once the game has ended."""

    def result(self) -> Result | None:
        """The game's result, or None while it goes on."""

    @property
    def moves(self) -> int:
        """How many actions have been played."""

    @property
    def log(self) -> Sequence[tuple[int, Event]]:
        """(action index, event) of everything this screen may be told, oldest first; index -1 before the first
        action. A local port holds every seat's events: the table shows a viewer only those addressed to it."""

    @property
    def movers(self) -> Sequence[int]:
        """The seat that chose each action (public)."""

    def is_secret_commit(self, viewer: int | None) -> bool:
        """True when the decision in front of `viewer` is a simultaneous secret commitment (kept until Ready)."""

    def public_decision(self) -> bool:
        """True when the decision needs nothing private: in hot-seat the table shows no hand and no curtain."""

    def hidden_differs(self) -> bool:
        """True when the seats at this screen see different things now (a curtain must fall between them)."""

    def clock(self) -> tuple[float, Any] | None:
        """The current phase's time limit (seconds, and a key that changes with each phase), or None."""

    def knowledge(self, viewer: int | None) -> Any:
        """What `viewer` knows now, kept by the table to word the next move (opaque to the table)."""

    def told(self, action: Action, before: Any, viewer: int | None, lang: str,
             names: Sequence[str]) -> tuple[Action, str]:
        """Another seat's just-played `action` as `viewer` may know it (hidden arguments masked) and in words."""

    def undo_reason(self, seat: int | None) -> why.Reason | None:
        """Why Undo would take nothing back for `seat` (None: it would)."""

    def can_undo(self, seat: int | None) -> bool:
        """True when Undo for `seat` (None: the latest human decision) would change something."""

    def news_waiting(self) -> bool:
        """True when a change made away from this screen waits to be shown (`take_news`)."""

    def take_news(self) -> Landed | None:
        """The next change made away from this screen, now applied to what the port shows; None when none waits."""

    def notices(self) -> list[Notice]:
        """What to tell the player since the last call (the host refused something, an undo is asked...)."""

    def status(self) -> Notice | None:
        """A lasting state to show over the table ("Reconnecting…", "waiting for Bo"), or None."""

    # --- what a seat can do ----------------------------------------------------------
    def play(self, action: Action | str) -> list[Event] | None:
        """Play one legal action of the seat to move; IllegalActionError when it is not legal. None: the action was
        sent elsewhere and lands later (`take_news`)."""

    def undo(self, seat: int | None) -> bool | None:
        """Take back `seat`'s latest decision (None: the latest human one); False when there is nothing to take,
        None when the others were asked (the answer comes as news or a notice)."""

    def answer_undo(self, accept: bool) -> None:
        """Accept or refuse another seat's request to take back its move (a `net.undo_asked` notice)."""

    def close(self) -> None:
        """The table is gone: let go of what the port holds (a network seat leaves the host)."""

    def save(self, name: str = "") -> Path:
        """Save the game's record as a new save (named `name` when given); its path. OSError or RecordError."""

    def autosave(self) -> None:
        """Keep the game where Continue finds it (a remote seat: the host does)."""

    def bot_task(self, seat: int, decide: Decide) -> Callable[[], Action] | None:
        """`decide` bound to bot `seat`'s own observation and chance source, to run off the frame thread; None when
        that seat's bot does not run here (at a remote seat the host runs the bots)."""


@runtime_checkable
class RecordPort(SeatPort, Protocol):
    """A port over a record being watched: it can also go back and read the record's next move."""

    def rewind(self, count: int) -> None:
        """Show the position after the first `count` actions played so far."""

    def parse(self, text: str) -> Action:
        """The legal action a record's line names now."""


class LocalSeatPort:
    """The seat port over a `Session` on this machine (hot-seat, bots, a watched record)."""

    def __init__(self, session: Session):
        self.session = session
        self._changes = 0  # played, undone or rewound through the port
        self._known: tuple | None = None  # (key of the position and viewer, audit.Knowledge)

    # --- what the record says --------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game's rules."""
        return self.session.game

    @property
    def seats(self) -> list[Seat]:
        """Who sits where."""
        return self.session.seats

    @property
    def options(self) -> Mapping[str, Any]:
        """The options in play."""
        return self.session.options

    @property
    def name(self) -> str:
        """The save's name."""
        return self.session.name

    @property
    def autosave_error(self) -> str | None:
        """Why the latest autosave failed, else None."""
        return self.session.autosave_error

    @property
    def autosave_locked_by(self) -> int | None:
        """The pid of another window holding the autosave, else None."""
        return self.session.autosave_locked_by

    @property
    def moves(self) -> int:
        """How many actions have been played."""
        return len(self.session.actions)

    @property
    def log(self) -> list[tuple[int, Event]]:
        """Every event so far (the table filters by audience)."""
        return self.session.log

    @property
    def movers(self) -> list[int]:
        """The seat that chose each action."""
        return self.session.movers

    # --- what a seat sees ------------------------------------------------------------
    def humans(self) -> list[int]:
        """The human seats (all at this screen)."""
        return self.session.human_seats()

    def observation(self, viewer: int | None) -> State:
        """What `viewer` may see."""
        return self.session.observation(viewer)

    def legal_actions(self, viewer: int | None) -> list[Action]:
        """The choices now, from `viewer`'s own observation."""
        return self.game.legal_actions(self.observation(viewer))

    def to_move(self) -> int | None:
        """The seat deciding now."""
        return self.session.to_move()

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.session.is_over()

    def result(self) -> Result | None:
        """The result, or None."""
        return self.session.result()

    def is_secret_commit(self, viewer: int | None) -> bool:
        """True in a simultaneous secret commitment (when in doubt: True)."""
        return secret_commit(self.game, lambda: self.observation(viewer))

    def public_decision(self) -> bool:
        """True when the decision needs no private view (when in doubt: False)."""
        try:
            return bool(self.game.public_decision(self._state()))
        except Exception:  # noqa: BLE001 - when in doubt, keep it private
            return False

    def hidden_differs(self) -> bool:
        """True when the seats see different things now (when in doubt: True)."""
        try:
            return bool(self.game.hidden_differs(self._state()))
        except Exception:  # noqa: BLE001 - when in doubt, hide
            return True

    def clock(self) -> tuple[float, Any] | None:
        """The current phase's time limit, or None."""
        return self.game.clock(self._state())

    def knowledge(self, viewer: int | None) -> audit.Knowledge:
        """What `viewer` sees and what is hidden from it, worked out once per change (one move's after is the next
        one's before)."""
        session = self.session  # a position set on the session itself (tests, harnesses) counts as a change too
        key = (self._changes, len(session.actions), id(session.log), viewer)
        if self._known is None or self._known[0] != key:
            self._known = (key, audit.knowledge(self.game, self._state(), viewer))
        return self._known[1]

    def told(self, action: Action, before: audit.Knowledge, viewer: int | None, lang: str,
             names: Sequence[str]) -> tuple[Action, str]:
        """`action` masked as `viewer` may know it, and its banner words."""
        now = self.knowledge(viewer)
        label = audit.action_told(self.game, action, before, now, lang, names)
        return audit.action_seen(action, before, now), label

    def undo_reason(self, seat: int | None) -> why.Reason | None:
        """Why Undo is greyed for `seat`."""
        return why.undo_reason(self.session, seat)

    def can_undo(self, seat: int | None) -> bool:
        """True when Undo would change something."""
        return self.session.undo_target(seat) is not None

    def news_waiting(self) -> bool:
        """Nothing changes away from this screen."""
        return False

    def take_news(self) -> None:
        """Nothing changes away from this screen."""
        return None

    def notices(self) -> list[Notice]:
        """Nothing to tell."""
        return []

    def status(self) -> None:
        """Nothing lasting to show."""
        return None

    # --- what a seat can do ----------------------------------------------------------
    def answer_undo(self, accept: bool) -> None:
        """No other seat asks here."""

    def close(self) -> None:
        """Nothing to let go of: the session stays (Continue)."""

    def play(self, action: Action | str) -> list[Event]:
        """Play and autosave."""
        events = self.session.play(str(action))
        self._changes += 1
        return events

    def undo(self, seat: int | None) -> bool:
        """Take back `seat`'s latest decision."""
        undone = self.session.undo(seat)
        self._changes += undone
        return undone

    def save(self, name: str = "") -> Path:
        """Save the record as a new file in the saves folder."""
        from tabletop import paths
        from tabletop.engine.records import MAX_NAME, clean_stale_temps
        name = " ".join(name.split())[:MAX_NAME]
        if name:
            self.session.name = name
        target = paths.new_save_path(self.game.info.id, name=name)
        clean_stale_temps(target.parent)
        self.session.save(target)
        return target

    def autosave(self) -> None:
        """Write the autosave now."""
        self.session.autosave()

    def bot_task(self, seat: int, decide: Decide) -> Callable[[], Action]:
        """`decide` on the bot's own observation, with a chance source fixed by the seed, seat and move number."""
        session = self.session
        observation = session.observation(seat)
        rng = Rng(session.seed * 7919 + 104729 * (seat + 1) + len(session.actions))
        return lambda: decide(observation, rng)

    # --- watching a record -----------------------------------------------------------
    def rewind(self, count: int) -> None:
        """Back to the position after the first `count` actions."""
        self.session.truncate(count)
        self._changes += 1

    def parse(self, text: str) -> Action:
        """The legal action `text` names now."""
        return self.game.parse_action(self._state(), text)

    def _state(self) -> State:
        """The full state: only for the questions above, never handed out."""
        return self.session.full_state_unsafe_for_bots()


def secret_commit(game: Game, observation: Callable[[], State]) -> bool:
    """True when the decision on `observation()` is a simultaneous secret commitment (when in doubt: True)."""
    try:
        return bool(game.is_simultaneous_commit(observation()))
    except Exception:  # noqa: BLE001 - when in doubt, keep it secret
        return True


def seat_port(port_or_session: Any) -> SeatPort:
    """A seat port as it is; a local `Session` wrapped in a `LocalSeatPort`."""
    return port_or_session if isinstance(port_or_session, SeatPort) else LocalSeatPort(port_or_session)
