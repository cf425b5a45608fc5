"""A game in progress: game + record + current state, with replay, undo and autosave."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping, Sequence

from tabletop.engine.contract import TRY_CARD, Action, Event, Game, State
from tabletop.engine.decks import pin_decks
from tabletop.engine.errors import IllegalActionError, RecordError, TabletopError
from tabletop.engine.records import NOT_A_RECORD, Record, clean_stale_temps, read_record, write_atomic
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat


class Session:
    """A live game. The only way UI and CLI change a game's state is `play`/`undo`."""

    def __init__(self, game: Game, seats: Sequence[Seat], seed: int,
                 options: Mapping[str, Any] | None = None, autosave_path: str | os.PathLike | None = None):
        self.game = game
        self.seats = list(seats)
        self.seed = int(seed)
        # each seat's deck is written out card by card: the record replays even after a deck file changed
        self.options = pin_decks(game, game.info.resolve_options(options), len(self.seats))
        self.autosave_path = Path(autosave_path) if autosave_path else None
        self._state, opening = game.setup_with_events(self.options, len(self.seats), self.seed)
        if self.options.get(TRY_CARD):  # a try-out: the card being tried is in the first seat's opening hand
            opening = opening + game.try_out(self._state, 0, self.options[TRY_CARD])
        self.actions: list[str] = []
        self.movers: list[int] = []  # seat that chose each action
        self.barriers: list[int] = []  # action counts after which hidden information was revealed
        #: (action index, event); what happened before the first action has index -1
        self.log: list[tuple[int, Event]] = [(-1, event) for event in opening]
        #: why the latest autosave failed (the OS's words), None once one succeeds
        self.autosave_error: str | None = None
        #: pid of another tabletop that holds the autosave lock (autosave is then off), else None
        self.autosave_locked_by: int | None = None
        self._temps_cleaned = False
        self.name = ""  # the name of the save it was saved as or loaded from

    # --- reading ------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """Seat names in seat order."""
        return [s.name for s in self.seats]

    def full_state_unsafe_for_bots(self) -> State:
        """The whole state, hidden parts included. Never hand this to a bot or draw it."""
        return self._state

    def observation(self, seat: int | None) -> State:
        """What `seat` may see (None: a spectator)."""
        return self.game.observe(self._state, seat)

    def to_move(self) -> int | None:
        """The seat deciding now, or None at the end."""
        return self._state.to_move()

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current decision."""
        return self.game.legal_actions(self._state)

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._state.is_over()

    def result(self):
        """The game's Result, or None while it goes on."""
        return self._state.result()

    @property
    def record(self) -> Record:
        """The record of this game so far."""
        return Record(self.game.info.id, dict(self.options), list(self.seats), self.seed,
                      list(self.actions), self.game.info.rules_version, self.name)

    # --- changing -----------------------------------------------------------------
    def play(self, action: Action | str) -> list[Event]:
        """Apply one legal action (object or canonical string), record it and autosave."""
        state = self._state
        mover = state.to_move()
        if mover is None:
            raise IllegalActionError("the game is over")
        if isinstance(action, str):
            action = self.game.parse_action(state, action)
        events = self.game.apply(state, action)
        self.actions.append(str(action))
        self.movers.append(mover)
        index = len(self.actions) - 1
        self.log.extend((index, e) for e in events)
        if any(self.is_barrier(e) for e in events):
            self.barriers.append(len(self.actions))
        self.autosave()
        return events

    def is_barrier(self, event: Event) -> bool:
        """True when Undo must never go back past `event`: it showed hidden information to a human.

        A public reveal always is one; a reveal to one seat only when that seat is human
        (a bot keeps nothing from one decision to the next, so taking back its private
        draw takes nothing from anyone).
        """
        if not event.reveals:
            return False
        return event.audience is None or not self.seats[event.audience].is_bot

    def undo_seat(self) -> int | None:
        """The human seat an Undo acts for: the human to move, else the latest human mover."""
        mover = self.to_move()
        if mover is not None and not self.seats[mover].is_bot:
            return mover
        for index in range(len(self.actions) - 1, -1, -1):
            if not self.seats[self.movers[index]].is_bot:
                return self.movers[index]
        return None

    def undo_target(self, seat: int | None = None) -> int | None:
        """How many actions would remain after undoing `seat`'s latest decision, or None.

        `seat` defaults to `undo_seat()`. Undo never goes past the last point where hidden
        information was revealed; against bots it also takes back the bots' replies.
        """
        seat = self.undo_seat() if seat is None else seat
        if seat is None:
            return None
        floor = self.barriers[-1] if self.barriers else 0
        for index in range(len(self.actions) - 1, floor - 1, -1):
            if self.movers[index] == seat:
                return index
        return None

    def can_undo(self) -> bool:
        """True when Undo would change something."""
        return self.undo_target() is not None

    def human_seats(self) -> list[int]:
        """Indexes of the human seats."""
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def undo(self, seat: int | None = None) -> bool:
        """Go back to before `seat`'s latest decision (default: see `undo_seat`)."""
        target = self.undo_target(seat)
        if target is None:
            return False
        self.truncate(target)
        self.autosave()
        return True

    def truncate(self, count: int) -> None:
        """Replay the first `count` actions from the start."""
        keep = self.actions[:count]
        fresh = Session(self.game, self.seats, self.seed, self.options)
        for text in keep:
            fresh.play(text)
        self._state, self.actions, self.movers = fresh._state, fresh.actions, fresh.movers
        self.barriers, self.log = fresh.barriers, fresh.log

    # --- saving -------------------------------------------------------------------
    def autosave(self) -> bool:
        """Write the record to the autosave path, if any; False when the write failed.

        The write is atomic: a failure leaves the last good autosave as it was and keeps the
        reason in `autosave_error` (for the table to show) until a later autosave succeeds.
        """
        if self.autosave_path is None:
            return True
        if not self._temps_cleaned:
            self._temps_cleaned = True
            clean_stale_temps(self.autosave_path.parent)
        try:
            write_atomic(self.autosave_path, json.dumps(self.record.to_json(), ensure_ascii=False))
        except OSError as exc:
            self.autosave_error = exc.strerror or str(exc)
            return False
        self.autosave_error = None
        return True

    def save(self, path: str | os.PathLike) -> None:
        """Save the record to `path`; overwrite only a tabletop record that replays (RecordError otherwise)."""
        target = Path(path)
        if os.path.lexists(target):
            try:
                Session.from_record(read_record(target))
            except TabletopError as exc:
                raise RecordError(f"{target} exists and is not a record that replays ({exc}); "
                                  "not overwritten") from None
        write_atomic(target, json.dumps(self.record.to_json(), indent=1, ensure_ascii=False) + "\n")

    @classmethod
    def from_record(cls, record: Record, autosave_path: str | os.PathLike | None = None) -> "Session":
        """Replay a record into a session; RecordError when it does not replay."""
        game = get_game(record.game)
        if record.rules_version != game.info.rules_version:
            raise RecordError(f"record was made with {game.info.id} rules version {record.rules_version}; "
                              f"this tabletop plays version {game.info.rules_version} and cannot replay it")
        for seat in record.seats:
            if seat.is_bot and seat.level not in game.info.bot_levels:
                raise RecordError(f"{NOT_A_RECORD}: seat {seat.name!r} is a bot of unknown level {seat.level!r} "
                                  f"(levels: {', '.join(game.info.bot_levels)})")
        fewest, most = game.info.players(record.options)
        if not fewest <= len(record.seats) <= most:
            raise RecordError(f"record has {len(record.seats)} seats; {game.info.id} takes {fewest}-{most}")
        try:
            session = cls(game, record.seats, record.seed, record.options)
        except ValueError as exc:
            raise RecordError(f"{NOT_A_RECORD}: {exc}") from None
        for number, text in enumerate(record.actions, 1):
            try:
                session.play(text)
            except IllegalActionError:
                raise RecordError(f"action {number} ({text!r}) is not legal when replayed") from None
        session.autosave_path = Path(autosave_path) if autosave_path else None
        session.name = record.name
        return session

    @classmethod
    def load(cls, path: str | os.PathLike, autosave_path: str | os.PathLike | None = None) -> "Session":
        """Load and replay a record file."""
        try:
            return cls.from_record(read_record(path), autosave_path)
        except RecordError as exc:
            message = str(exc)
            if not message.startswith(str(path)):
                message = f"{path}: {message}"
            raise RecordError(message) from None
