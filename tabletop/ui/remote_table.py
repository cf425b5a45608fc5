"""What the table shows of a network game beyond the game itself: the host's and the link's notices (an undo
asked of us, refused, a refused message) as toasts and questions, and the lasting status strip (reconnecting,
waiting for someone away, the table closed)."""
from __future__ import annotations

from tabletop.engine.seat_port import Notice, SeatPort
from tabletop.ui.i18n import lang
from tabletop.ui.net_words import nw, refusal_words

STATUS_FILL = (40, 70, 120, 235)


def show_notices(scene) -> None:
    """Turn the port's notices into toasts, and an undo request into an Accept / Refuse question."""
    for notice in scene.port.notices():
        if notice.key == "net.undo_asked":
            _ask_undo(scene, notice)
        elif notice.key in ("net.error",):
            scene.app.toast(words(notice, scene.names), seconds=5, kind="error")
        else:
            scene.app.toast(words(notice, scene.names), seconds=4)


def _ask_undo(scene, notice: Notice) -> None:
    from tabletop.ui.scenes.confirm import ConfirmScene
    port = scene.port
    language = lang()
    scene.close_chooser()
    scene.app.push(ConfirmScene(scene.app, nw("undo_asked_title", language), words(notice, scene.names),
                                nw("accept", language), lambda: port.answer_undo(True),
                                cancel_label=nw("refuse", language), on_cancel=lambda: port.answer_undo(False)))


def words(notice: Notice, names: list[str]) -> str:
    """A notice in the UI language, seats by name."""
    params = dict(notice.params)
    seat = params.pop("seat", None)
    if isinstance(seat, int) and 0 <= seat < len(names):
        params["name"] = names[seat]
    seats = params.pop("seats", None)
    if seats is not None:
        params["names"] = ", ".join(names[s] for s in seats if 0 <= s < len(names))
    params.setdefault("name", "")
    if "refusal" in params:  # the host's reason, worded here in this screen's language
        params["message"] = refusal_words(params.pop("refusal"), params.pop("params", {}), lang(),
                                          params.get("message", ""))
    return nw(notice.key.split(".", 1)[1], lang(), **params)


def status_notice(port: SeatPort, names: list[str]) -> tuple[str, tuple] | None:
    """(text, fill) of the network status strip over the table, or None."""
    notice = port.status()
    return None if notice is None else (words(notice, names), STATUS_FILL)
