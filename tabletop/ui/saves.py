"""Starting, continuing, loading and saving games from the UI (clear messages, nothing overwritten)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from tabletop import paths
from tabletop.engine.autosave_lock import claim
from tabletop.engine.errors import RecordError, TabletopError
from tabletop.engine.registry import get_game
from tabletop.engine.seat_port import LocalSeatPort, SeatPort, seat_port
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.i18n import t
from tabletop.ui.plain_paths import open_folder_action, saved_name

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.app import App


def new_session(game_id: str, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Session:
    """A fresh session that autosaves after every action (unless another window holds the autosave)."""
    session = Session(get_game(game_id), seats, seed, options)
    return with_autosave(session)


def with_autosave(session: Session) -> Session:
    """Point `session` at the autosave when this process holds its lock; else note who does."""
    lock = claim(paths.autosave_path())
    if lock.held or lock.error is not None:  # a folder that cannot hold a lock: the writes will say why
        session.autosave_path = paths.autosave_path()
        session.autosave_locked_by = None
    else:
        session.autosave_path = None
        session.autosave_locked_by = lock.holder or -1
    return session


def has_autosave() -> bool:
    """True when there is an autosave to continue."""
    return paths.autosave_path().is_file()


def load_session(path: str | Path) -> Session:
    """Replay a record file into a session that autosaves (RecordError when it cannot)."""
    try:
        return with_autosave(Session.load(path))
    except RecordError:
        raise
    except TabletopError as exc:
        raise RecordError(f"{path}: {exc}") from None


def default_save_name(port: SeatPort) -> str:
    """The name Ctrl+S offers: game, players and the date and time, in the UI language."""
    import datetime as _dt
    from tabletop.ui.i18n import lang, seat_names, title_of
    return t("save.default_name", game=title_of(port.game.info.title, port.game.info.id),
             players=", ".join(seat_names(port.seats, lang())),
             date=_dt.datetime.now().strftime("%Y-%m-%d %H:%M"))


def save_session(session: Session, name: str = "") -> Path:
    """Save the session's record as a new file in the saves folder (named `name` when given); return its path."""
    return LocalSeatPort(session).save(name)


def open_saved(app: "App", path: str | Path, host_again: bool = False) -> bool:
    """Load `path` and show its table (`host_again`: a game this window hosted is hosted again, with its codes);
    on failure show the reason (the file is left as is)."""
    from tabletop.ui.scenes.dialogs import MessageScene
    try:
        session = load_session(path)
    except RecordError as exc:
        app.push(MessageScene(app, t("load.failed"), str(exc), error=True,
                              lead=t("dialog.reported")))
        return False
    if host_again:
        from tabletop.ui.hosting import resume_hosting
        if resume_hosting(app, session):
            return True
    app.open_table(session)
    return True


def continue_game(app: "App") -> bool:
    """Open the autosave (the 'Continue' button); a game this window hosted is hosted again, with the same codes."""
    if not has_autosave():
        app.toast(t("menu.no_autosave"))
        return False
    return open_saved(app, paths.autosave_path(), host_again=True)


def ask_and_save(app: "App", port: SeatPort) -> None:
    """Ctrl+S: ask for the save's name (its last name, else a default, filled in), then save through the seat port."""
    from tabletop.ui.scenes.save_name import SaveNameScene
    name = port.name or default_save_name(port)
    app.push(SaveNameScene(app, name, lambda chosen: save_with_toast(app, port, chosen)))


def save_with_toast(app: "App", port: SeatPort | Session, name: str = "") -> Path | None:
    """Save (as `name`) and say the save's name, with an Open folder button; errors become a message."""
    from tabletop.ui.scenes.dialogs import MessageScene
    port = seat_port(port)
    try:
        path = port.save(name)
    except (OSError, RecordError) as exc:
        app.push(MessageScene(app, t("save.failed"), str(exc), error=True,
                              lead=t("dialog.reported")))
        return None
    from tabletop.ui.thumbnails import write_thumbnail
    write_thumbnail(app, port, path)  # for the save browser; a failure only costs the picture
    app.toast(t("save.done", name=port.name or saved_name(path)), seconds=6, action=open_folder_action(app, path.parent))
    return path
