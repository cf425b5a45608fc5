"""Watch a record in the app (Load → Watch): first / previous / play / next / last, speed and whose view.

The table holds the record's actions (`table.replay`) and a seat port (a `RecordPort`) that has
played the first `shown` of them; every control here only moves that count. The chosen view is a
seat or the spectator (None): the table draws `port.observation(view)`, so no hand the view may not
see is ever shown. No pygame here.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.engine.errors import RecordError, TabletopError
from tabletop.engine.records import read_record
from tabletop.engine.session import Session

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

#: replay speeds offered (multiples of the bot pace), the first is the default
SPEEDS = (1.0, 2.0, 4.0, 0.5)


def watch_session(path: str | Path) -> tuple[Session, list[str]]:
    """A session at the start of the record in `path` (never autosaving) and the record's actions."""
    try:
        session = Session.from_record(read_record(path))  # every move checked once, before the first is shown
    except RecordError:
        raise
    except TabletopError as exc:
        raise RecordError(str(exc)) from None
    actions = list(session.actions)
    session.truncate(0)
    return session, actions


def go_to(table: "TableScene", count: int) -> None:
    """Show the position after the record's first `count` moves (clamped), at once."""
    count = max(0, min(count, len(table.replay)))
    port = table.port
    if count < port.moves:
        port.rewind(count)
    else:
        for text in table.replay[port.moves:count]:
            port.play(text)
    table.playing = False
    table.went_back()


def first(table: "TableScene") -> None:
    """The position before the first move."""
    go_to(table, 0)


def last(table: "TableScene") -> None:
    """The position after the last move."""
    go_to(table, len(table.replay))


def next_view(table: "TableScene") -> None:
    """Look from the next seat, then the spectator (no hand shown), then the first seat again."""
    views: list[int | None] = [None, *range(len(table.port.seats))]
    table.set_viewer(views[(views.index(table.viewer) + 1) % len(views)])


def view_name(table: "TableScene") -> str:
    """Whose view the replay shows: a seat's name, or "" for the spectator's."""
    return "" if table.viewer is None else table.names[table.viewer]


def next_speed(table: "TableScene") -> None:
    """The next replay speed."""
    table.replay_speed = SPEEDS[(SPEEDS.index(table.replay_speed) + 1) % len(SPEEDS)]
