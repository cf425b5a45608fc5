"""Screenshots of network play: the host's lobby with its invites, the Join screen with a game found on this
network, and a remote table. Every host here listens on 127.0.0.1 and is stopped after its picture; the address and
codes shown are fixed examples (a picture must not change from one run to the next)."""
from __future__ import annotations

from typing import Callable

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.hosting import Hosting

SHOWN_ADDRESS = "192.168.1.20:8765"
CODES = {0: "K7P-2QX", 1: "M4R-9TW", 2: "H3N-6CJ", 3: "Z8D-5VB"}


class ShownHosting(Hosting):
    """A host on 127.0.0.1 that shows the address a host on a home network would."""

    def address(self) -> str:
        return SHOWN_ADDRESS


def net_shots(app, save: Callable, session_of: Callable) -> None:
    """The pictures "host", "join" and "table-remote" (see the module's docstring)."""
    from tabletop.ui.hosting import stop_hosting
    from tabletop.ui.scenes.host_lobby import HostLobbyScene
    from tabletop.ui.scenes.join import JoinScene
    from tabletop.ui.scenes.menu import MenuScene

    hostings: list[Hosting] = []

    def lobby() -> None:
        session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("human", "Bo"), Seat("human", "Cai"),
                                                   Seat("bot", "Bot 4 (normal)", "normal")], 7, autosave_path=None)
        hosting = ShownHosting(session, [1, 2], bind="127.0.0.1", port=0, codes=CODES, spectator_code="W2Y-5ZK")
        hosting.start()
        hostings.append(hosting)
        from tabletop.net.client import RemoteSeat
        seated = RemoteSeat(hosting.local_address(), CODES[1])  # Bo has joined, Cai not yet
        hostings.append(seated)  # type: ignore[arg-type]
        app.reset_to(MenuScene(app), HostLobbyScene(app, hosting))

    def join() -> None:
        scene = JoinScene(app, SHOWN_ADDRESS, "M4R-9TW")
        scene.finding = True
        scene.finder = _FoundExample()
        app.reset_to(MenuScene(app), scene)

    def remote_table() -> None:
        session = session_of(get_game("runes"))
        hosting = Hosting(session, [0], bind="127.0.0.1", port=0)
        hosting.start()
        hostings.append(hosting)
        from tabletop.net.remote_port import Joining
        port = Joining(hosting.local_address(), hosting.table.codes[0]).wait()
        from tabletop.ui.scenes.table import TableScene
        app.reset_to(MenuScene(app), TableScene(app, port))

    try:
        save("host", lobby, frames=30)
        save("join", join, frames=30)
        save("table-remote", remote_table, frames=90)
    finally:
        app.go_to_menu()
        stop_hosting(app)
        for hosting in hostings:
            (hosting.stop if isinstance(hosting, Hosting) else hosting.close)()


class _FoundExample:
    """What "Find games on this network" lists in the picture (no network is asked)."""

    def found(self) -> list:
        from tabletop.net.discovery import FoundGame
        return [FoundGame("kitchen · runes", SHOWN_ADDRESS, "runes", 2, 1),
                FoundGame("attic · ecg", "192.168.1.31:8765", "ecg", 2, 2)]

    def stop(self) -> None:
        pass
