"""Finding games on the local network (DNS-SD over multicast DNS, with zeroconf), only when the player asks.

A host that ticks "Let this network find the game" advertises an `Advert` (its game, seats, open seats, port);
a joiner that ticks "Find games on this network" browses and lists what it finds (`FoundGame`). Nothing touches
the network until a transport is started: `zeroconf_transport()` only makes the object, and zeroconf itself is
imported when it starts. Tests use a fake transport (the advertised record and the parsing of what is found),
never a multicast socket.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol, Sequence

from tabletop.net.protocol import VERSION

#: the DNS-SD service type of a tabletop host
SERVICE_TYPE = "_tabletop._tcp.local."
#: the longest instance name DNS allows (63 bytes); ours are shorter
MAX_NAME = 60

#: callbacks a transport calls from its own thread: a service seen (name, server, addresses, port, properties)
Seen = Callable[[str, str, Sequence[str], int, Mapping[Any, Any]], None]
Gone = Callable[[str], None]


@dataclass(frozen=True)
class Advert:
    """What a host tells the network about its table."""

    name: str  # the instance name, e.g. "Ana · runes"
    port: int
    game: str
    seats: int
    open_seats: int

    @property
    def service_name(self) -> str:
        """The full DNS-SD name."""
        return f"{self.name}.{SERVICE_TYPE}"

    def properties(self) -> dict[str, str]:
        """The TXT record: game, seats, seats still open, protocol version."""
        return {"game": self.game, "seats": str(self.seats), "open": str(self.open_seats), "version": str(VERSION)}


@dataclass(frozen=True)
class FoundGame:
    """A game found on the network, as the Join screen lists it."""

    name: str
    address: str  # host:port, what the player joins
    game: str
    seats: int
    open_seats: int

    def title(self, language: str) -> str:
        """The game's title in `language` (its id when this build lacks the game)."""
        from tabletop.engine.registry import get_game
        try:
            title = get_game(self.game).info.title
        except Exception:  # noqa: BLE001 - a game this build does not have: its id
            return self.game
        return title.get(language) or title.get("en") or self.game


def advert(host_name: str, game: str, seats: int, open_seats: int, port: int) -> Advert:
    """The advert of a hosted table (its instance name cut to what DNS allows, without dots)."""
    name = f"{host_name} · {game}".replace(".", " ")
    while len(name.encode("utf-8")) > MAX_NAME:
        name = name[:-1]
    return Advert(name, port, game, seats, open_seats)


def parse_found(name: str, server: str, addresses: Sequence[str], port: int,
                properties: Mapping[Any, Any]) -> FoundGame | None:
    """A found service as a FoundGame; None when it is not a tabletop table this build can join."""
    props = {_text(key): _text(value) for key, value in (properties or {}).items()}
    if props.get("version") != str(VERSION) or not props.get("game"):
        return None
    try:
        seats, open_seats = int(props.get("seats", "")), int(props.get("open", ""))
    except ValueError:
        return None
    ipv4 = [address for address in addresses if address.count(".") == 3]
    where = ipv4[0] if ipv4 else (server or "").rstrip(".")
    if not where or not isinstance(port, int) or not 0 < port < 65536:
        return None
    shown = name[:-len(SERVICE_TYPE) - 1] if name.endswith("." + SERVICE_TYPE) else name
    return FoundGame(shown, f"{where}:{port}", props["game"], seats, open_seats)


def _text(value: Any) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return "" if value is None else str(value)


class Transport(Protocol):
    """What carries adverts and finds them (zeroconf, or a fake in tests)."""

    def advertise(self, advert: Advert) -> None:
        """Tell the network about a table until closed."""

    def browse(self, seen: Seen, gone: Gone) -> None:
        """Call `seen` for each table found (and again when it changes), `gone` when one leaves, until closed."""

    def close(self) -> None:
        """Stop advertising and browsing; release the sockets."""


class Browser:
    """The games found so far (the transport's thread adds them; the frame loop reads them)."""

    def __init__(self, transport: Transport):
        self.transport = transport
        self._found: dict[str, FoundGame] = {}
        self._lock = threading.Lock()

    def start(self) -> "Browser":
        """Start looking."""
        self.transport.browse(self._seen, self._gone)
        return self

    def found(self) -> list[FoundGame]:
        """The games found, by name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda game: (game.name, game.address))

    def stop(self) -> None:
        """Stop looking."""
        self.transport.close()

    def _seen(self, name: str, server: str, addresses: Sequence[str], port: int, properties: Mapping) -> None:
        game = parse_found(name, server, addresses, port, properties)
        with self._lock:
            if game is None:
                self._found.pop(name, None)
            else:
                self._found[name] = game

    def _gone(self, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)


def service_info(advert: Advert, addresses: Sequence[str], server: str) -> Any:
    """The record zeroconf registers for `advert` (a zeroconf ServiceInfo; making one sends nothing)."""
    from zeroconf import ServiceInfo
    return ServiceInfo(SERVICE_TYPE, advert.service_name, port=advert.port, properties=advert.properties(),
                       server=server, parsed_addresses=list(addresses))


class ZeroconfTransport:
    """The real transport: multicast DNS through zeroconf, whose sockets open only in `advertise` or `browse`."""

    def __init__(self) -> None:
        self._zeroconf: Any = None
        self._browser: Any = None

    def advertise(self, advert: Advert) -> None:
        """Register the table's record on every local IPv4 interface."""
        import socket

        import ifaddr
        addresses = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                     if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
        self._zeroconf = self._zeroconf or _zeroconf()
        self._zeroconf.register_service(service_info(advert, addresses, f"{socket.gethostname()}.local."))

    def browse(self, seen: Seen, gone: Gone) -> None:
        """Listen for tables; each one found is asked for its record."""
        from zeroconf import ServiceBrowser, ServiceStateChange

        def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            if state_change is ServiceStateChange.Removed:
                gone(name)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
            if info is not None:
                seen(name, info.server or "", info.parsed_addresses(), info.port or 0, info.properties or {})

        self._zeroconf = self._zeroconf or _zeroconf()
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[changed])

    def close(self) -> None:
        """Withdraw the adverts and close the sockets."""
        if self._zeroconf is not None:
            zeroconf, self._zeroconf = self._zeroconf, None
            threading.Thread(target=zeroconf.close, name="tabletop-zeroconf-close", daemon=True).start()


def _zeroconf() -> Any:
    from zeroconf import IPVersion, Zeroconf
    return Zeroconf(ip_version=IPVersion.V4Only)


def zeroconf_transport() -> ZeroconfTransport:
    """The real transport, not started (nothing is sent until it advertises or browses)."""
    return ZeroconfTransport()
