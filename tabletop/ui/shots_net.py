"""Screenshots of network play: the host's lobby with its invites, the Join screen with a game found on this
network, and a remote table. Every host here listens on 127.0.0.1 and is stopped after its picture; the address and
codes shown are fixed examples (a picture must not change from one run to the next)."""
from __future__ import annotations

from typing import Callable

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.hosting import Hosting

SHOWN_ADDRESS = "192.168.1.20:8765"
CODES = {0: "K7P-2QX", 1: "M4R-9TW", 2: "H3N-6CJ", 3: "Z8D-5VB"}


class ShownHosting(Hosting):
    """A host on 127.0.0.1 that shows the address a host on a home network would."""

    def address(self) -> str:
        return SHOWN_ADDRESS


def net_shots(app, save: Callable, session_of: Callable, games: list) -> None:
    """The pictures "host", "join" and "table-remote" of the registry's `games` (see the module's docstring)."""
    from tabletop.ui.hosting import stop_hosting
    from tabletop.ui.scenes.host_lobby import HostLobbyScene
    from tabletop.ui.scenes.join import JoinScene
    from tabletop.ui.scenes.menu import MenuScene

    hostings: list[Hosting] = []

    def lobby() -> None:
        four = [g for g in games if g.info.min_players <= 4 <= g.info.max_players]
        game = four[-1] if four else games[0]
        level = "normal" if "normal" in game.info.bot_levels else game.info.bot_levels[0]
        people = [Seat("human", "Ana"), Seat("human", "Bo"), Seat("human", "Cai"), Seat("bot", f"Bot 4 ({level})", level)]
        session = Session(game, people[:max(game.info.min_players, min(4, game.info.max_players))], 7,
                          autosave_path=None)
        hosting = ShownHosting(session, [1, 2][:len(session.seats) - 1], bind="127.0.0.1", port=0, codes=CODES, spectator_code="W2Y-5ZK")
        hosting.start()
        hostings.append(hosting)
        from tabletop.net.client import RemoteSeat
        seated = RemoteSeat(hosting.local_address(), CODES[1])  # Bo has joined, Cai not yet
        hostings.append(seated)  # type: ignore[arg-type]
        app.reset_to(MenuScene(app), HostLobbyScene(app, hosting))

    def join() -> None:
        scene = JoinScene(app, SHOWN_ADDRESS, "M4R-9TW")
        scene.finding = True
        scene.finder = _FoundExample(games[0].info.id, games[-1].info.id)
        app.reset_to(MenuScene(app), scene)

    def remote_table() -> None:
        session = session_of(games[0])
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
    """What "Find games on this network" lists in the picture (no network is asked): two tables of two games."""

    def __init__(self, first: str, second: str):
        self.first, self.second = first, second

    def found(self) -> list:
        from tabletop.net.discovery import FoundGame
        return [FoundGame(f"kitchen · {self.first}", SHOWN_ADDRESS, self.first, 2, 1),
                FoundGame(f"attic · {self.second}", "192.168.1.31:8765", self.second, 2, 2)]

    def stop(self) -> None:
        pass
