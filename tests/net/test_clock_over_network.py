"""Issue 33: Invocación's phase clocks (Cronometrada) over the network. The host keeps each phase's clock, sends every
seat the seconds left, and applies the time-up as a hot-seat table does. Real sockets on 127.0.0.1; the host is
started and stopped here; Preparación lasts a fraction of a second."""
from __future__ import annotations

import pytest

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules import clocks
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import PREPARE
from tabletop.net.client import RemoteSeat

SHORT = 0.8  # seconds of Preparación here (Combate's clock is long: it never runs out during a test)


@pytest.fixture
def short_phases(monkeypatch):
    monkeypatch.setattr(clocks, "PHASE_SECONDS", {PREPARE: SHORT, "combat": 600})


def timed_game():
    return Session(GAME, [Seat("human", "Ana"), Seat("human", "Bo")], seed=5, options={"timed": True},
                   autosave_path=None)


def test_every_seat_is_sent_the_phase_clock_and_the_host_applies_time_up_when_nobody_moves(net_host, short_phases):
    session = timed_game()
    assert session.game.clock(session.full_state_unsafe_for_bots()).phase == PREPARE
    table, thread = net_host(session, [0, 1])
    clients = [RemoteSeat(thread.address(), table.codes[seat]) for seat in (0, 1)]
    try:
        first = [client.view["clock"] for client in clients]
        assert all(clock["number"] == 1 and clock["seconds"] == SHORT and 0 < clock["left"] <= SHORT
                   for clock in first)
        for client in clients:  # nobody moves: the host's clock runs out and it applies the time-up
            client.wait_for_moves(1)
            assert "time.preparation_over" in [event.key for _, event in client.log]
        assert session.actions.count("time_up") == 1 and session.actions[0] == "time_up"
        assert session.full_state_unsafe_for_bots().phase != PREPARE
        assert all(client.view.get("clock", {}).get("number", 0) != 1 for client in clients)
        replayed = Session(GAME, session.seats, session.seed, session.options, autosave_path=None)
        for action in session.record.actions:
            replayed.play(action)
        assert GAME.to_dict(replayed.observation(None)) == GAME.to_dict(session.observation(None))
    finally:
        for client in clients:
            client.close()


def test_a_clock_whose_phase_is_over_applies_nothing_when_its_time_comes(net_host, short_phases):
    import asyncio

    session = timed_game()
    table, thread = net_host(session, [0, 1])
    clients = [RemoteSeat(thread.address(), table.codes[seat]) for seat in (0, 1)]
    try:
        old = clients[0].view["clock"]["number"]
        for client in clients:
            client.wait_for_moves(1)
        late = asyncio.run_coroutine_threadsafe(thread.host._apply_time_up(table, old), thread.loop)
        late.result(5)
        assert session.actions.count("time_up") == 1, "an old phase's clock cut the new phase short"
    finally:
        for client in clients:
            client.close()
