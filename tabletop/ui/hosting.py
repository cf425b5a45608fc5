"""Hosting from the window: start (or resume) serving a game, keep it while the window lives, open its lobby.

The app holds at most one hosted game (`app.hosting`); it ends, with a word to every player, when the host ends
the table, starts hosting another game, or closes the window. `TABLETOP_BIND` (default: every interface) says
where a window hosts: 127.0.0.1 keeps a trial on this machine only.
"""
from __future__ import annotations

import os
from typing import Sequence

from tabletop.engine.session import Session
from tabletop.net import hosting as net_hosting
from tabletop.net.hosting import ALL_INTERFACES, Hosting
from tabletop.ui.i18n import lang
from tabletop.ui.net_words import nw


def bind_address() -> str:
    """Where this window listens when it hosts."""
    return os.environ.get("TABLETOP_BIND", "").strip() or ALL_INTERFACES


def start_hosting(app, session: Session, remote: Sequence[int], bind: str | None = None,
                  port: int | None = None, advertise: bool = False) -> bool:
    """Serve `session` to its remote seats and show the lobby with the invites (`advertise`: let this network find
    it); False (and why) when it cannot."""
    from tabletop.net.discovery import zeroconf_transport
    announce = zeroconf_transport() if advertise else None  # nothing is sent on this network unless ticked
    port = net_hosting.DEFAULT_PORT if port is None else port
    return serve_and_show(app, Hosting(session, remote, bind or bind_address(), port, announce=announce))


def resume_hosting(app, session: Session) -> bool:
    """Continue: when the autosaved game was hosted, host it again with the same codes; False when it was not."""
    hosting = Hosting.resume(session, bind_address())
    return hosting is not None and serve_and_show(app, hosting)


def serve_and_show(app, hosting: Hosting) -> bool:
    """Start `hosting` (ending the window's earlier one) and show its lobby."""
    from tabletop.ui.scenes.dialogs import MessageScene
    from tabletop.ui.scenes.host_lobby import HostLobbyScene

    stop_hosting(app)
    try:
        hosting.start()
    except OSError as exc:
        app.push(MessageScene(app, nw("cannot_host", lang()),
                              nw("port_busy", lang(), port=hosting.port, reason=exc.strerror or str(exc)), error=True))
        return True
    app.hosting = hosting
    app.go_to_menu()
    app.push(HostLobbyScene(app, hosting))
    return True


def stop_hosting(app) -> None:
    """End the window's hosted game, telling every player."""
    if app.hosting is not None:
        hosting, app.hosting = app.hosting, None
        hosting.stop()
