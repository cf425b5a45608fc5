"""Issue 33: finding games on this network, tested ONLY through a fake transport: the record a host advertises (the
zeroconf record itself, made without sending anything) and the parsing of what a joiner finds. No multicast socket
is ever opened here."""
from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net import discovery
from tabletop.net.discovery import SERVICE_TYPE, Browser, advert, parse_found, service_info
from tabletop.net.hosting import Hosting
from tabletop.net.protocol import VERSION


class FakeNetwork:
    """What a LAN would carry between transports: the adverts on it, the browsers listening."""

    def __init__(self):
        self.adverts = {}  # service name -> (server, addresses, port, properties as bytes), as zeroconf hands them
        self.listeners = []


class FakeTransport:
    """A discovery transport over a FakeNetwork, handing a browser what zeroconf would (bytes properties)."""

    def __init__(self, network: FakeNetwork, address: str = "192.0.2.10"):
        self.network, self.address, self.closed = network, address, False

    def advertise(self, advert):
        info = service_info(advert, [self.address], "host-a.local.")  # the real record, made without sending
        record = (info.server, info.parsed_addresses(), info.port, info.properties)
        self.network.adverts[info.name] = record
        for seen, _gone in self.network.listeners:
            seen(info.name, *record)

    def browse(self, seen, gone):
        self.network.listeners.append((seen, gone))
        for name, record in self.network.adverts.items():
            seen(name, *record)

    def close(self):
        self.closed = True
        for name in [n for n in self.network.adverts]:
            del self.network.adverts[name]
            for _seen, gone in self.network.listeners:
                gone(name)


def test_the_record_a_host_advertises_says_its_game_seats_open_seats_version_and_port():
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo"), Seat("bot", "C", "easy")],
                      seed=1, autosave_path=None)
    network = FakeNetwork()
    hosting = Hosting(session, [1], bind="127.0.0.1", port=0, announce=FakeTransport(network))
    hosting.start()
    try:
        ((name, (server, addresses, port, properties)),) = network.adverts.items()
        assert name.endswith("." + SERVICE_TYPE) and port == hosting.port and addresses == ["192.0.2.10"]
        assert properties == {b"game": b"runes", b"seats": b"3", b"open": b"1", b"version": str(VERSION).encode()}
    finally:
        hosting.stop()
    assert hosting.announce.closed and not network.adverts  # the advert goes with the table


def test_a_browser_lists_what_it_finds_and_forgets_what_leaves():
    network = FakeNetwork()
    host = FakeTransport(network, "192.0.2.20")
    host.advertise(advert("kitchen", "ecg", 2, 1, 8765))
    browser = Browser(FakeTransport(network)).start()
    (found,) = browser.found()
    assert (found.address, found.game, found.seats, found.open_seats) == ("192.0.2.20:8765", "ecg", 2, 1)
    assert found.name == "kitchen · ecg" and found.title("es") == get_game("ecg").info.title["es"]
    late = FakeTransport(network, "192.0.2.30")
    late.advertise(advert("attic", "runes", 4, 3, 9000))
    assert [game.address for game in browser.found()] == ["192.0.2.30:9000", "192.0.2.20:8765"]
    host.close()
    assert browser.found() == []


@pytest.mark.parametrize("properties, addresses, port", [
    ({b"game": b"runes", b"seats": b"2", b"open": b"1", b"version": b"999"}, ["192.0.2.1"], 8765),  # another version
    ({b"seats": b"2", b"open": b"1", b"version": str(VERSION).encode()}, ["192.0.2.1"], 8765),  # no game
    ({b"game": b"runes", b"seats": b"two", b"open": b"1", b"version": str(VERSION).encode()}, ["192.0.2.1"], 8765),
    ({b"game": b"runes", b"seats": b"2", b"open": b"1", b"version": str(VERSION).encode()}, [], 8765),  # nowhere
    ({b"game": b"runes", b"seats": b"2", b"open": b"1", b"version": str(VERSION).encode()}, ["192.0.2.1"], 0),
])
def test_what_a_browser_cannot_join_is_not_listed(properties, addresses, port):
    assert parse_found("x." + SERVICE_TYPE, "", addresses, port, properties) is None


def test_nothing_is_sent_until_a_transport_is_started(monkeypatch):
    import zeroconf

    def no_network(*args, **kwargs):
        raise AssertionError("a multicast socket would have been opened")

    monkeypatch.setattr(zeroconf, "Zeroconf", no_network)
    transport = discovery.zeroconf_transport()
    Browser(transport)  # made, not started: the Join screen before "Find games" is ticked
    transport.close()
    code = "import sys, tabletop.net.discovery, tabletop.net.hosting; print('zeroconf' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False", "importing discovery must not load zeroconf"
