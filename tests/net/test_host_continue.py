"""Issue 33.4: a host killed mid-game resumes from its autosave with the same seat codes and its players rejoin by
themselves; an absent seat may be given to a bot on the host. Real sockets on 127.0.0.1, started and stopped here."""
from __future__ import annotations

import time

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net import link
from tabletop.net.hosting import Hosting, codes_file, load_hosted
from tabletop.net.remote_port import Joining, JoinRefused, RemoteSeatPort

PATIENCE = 30.0  # seconds before a stuck exchange fails the test (never reached when it works)


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch):
    monkeypatch.setattr(link, "RETRY_SECONDS", 0.05)


@pytest.fixture
def hostings():
    """Hostings started here; every one still running is stopped after the test."""
    made: list[Hosting] = []
    yield made
    for hosting in made:
        hosting.stop()


def host(made: list, session: Session, remote: list[int], port: int = 0) -> Hosting:
    hosting = Hosting(session, remote, bind="127.0.0.1", port=port, bot_budget=0.05)
    hosting.start()
    made.append(hosting)
    return hosting


def join(address: str, code: str) -> RemoteSeatPort:
    return Joining(address, code).wait(PATIENCE)


def until(condition, what: str) -> None:
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"waited too long for {what}"
        time.sleep(0.01)


def status_key(port: RemoteSeatPort) -> str | None:
    """The key of the port's lasting status after reading what arrived (None: all is well)."""
    port.notices()
    status = port.status()
    return None if status is None else status.key


def caught_up(port: RemoteSeatPort) -> int:
    """Show every view received (as the table does, one a frame); returns the moves made."""
    while port.news_waiting():
        port.take_news()
    return port.moves


def play(ports: list[RemoteSeatPort], session: Session, moves: int) -> None:
    """The seat to move plays its first legal action until `moves` more were made (every view caught up)."""
    target = len(session.actions) + moves
    while len(session.actions) < target and not session.is_over():
        until(lambda: all(caught_up(p) == len(session.actions) for p in ports), "the views to catch up")
        mover = next((p for p in ports if p.legal_actions(p.seat)), None)
        if mover is None:  # a bot on the host is to move
            until(lambda: len(session.actions) > ports[0].moves or session.is_over(), "the bot")
            continue
        mover.play(mover.legal_actions(mover.seat)[0])
        until(lambda: caught_up(mover) > len(session.actions) - 1 and mover.moves == len(session.actions),
              "the move to land")


def test_a_killed_host_resumes_from_its_autosave_with_the_same_codes_and_the_players_rejoin(tmp_path, hostings):
    autosave = tmp_path / "autosave.json"
    session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=9,
                      autosave_path=autosave)
    first = host(hostings, session, [0, 1])
    codes, port = dict(first.table.codes), first.port
    ports = [join(first.local_address(), codes[seat]) for seat in (0, 1)]
    play(ports, session, 5)
    made = list(session.actions)
    first.stop(None)  # killed: no goodbye
    hostings.remove(first)
    until(lambda: all(status_key(p) == "net.reconnecting" for p in ports), "the players to see the host gone")

    resumed_session = load_hosted(autosave)
    assert resumed_session.actions == made and codes_file(autosave).is_file()
    second = Hosting.resume(resumed_session, bind="127.0.0.1")
    assert second is not None and second.table.codes == codes and second.port == port
    second.start()
    hostings.append(second)
    until(lambda: all(second.joined(seat) for seat in (0, 1)), "both players to rejoin with their codes")
    until(lambda: all(caught_up(p) == len(made) and status_key(p) is None for p in ports), "the rejoined views")
    game = resumed_session.game
    for p in ports:  # the same position, nothing lost
        assert game.to_dict(p.observation(p.seat)) == game.to_dict(resumed_session.observation(p.seat))
    play(ports, resumed_session, 2)
    assert resumed_session.actions[:len(made)] == made and len(resumed_session.actions) >= len(made) + 2


def test_the_host_gives_an_absent_seat_to_a_bot_and_the_game_goes_on(tmp_path, hostings):
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=3,
                      autosave_path=tmp_path / "autosave.json")
    hosting = host(hostings, session, [0, 1])
    ana_code = hosting.table.codes[0]
    ana, bo = (join(hosting.local_address(), hosting.table.codes[seat]) for seat in (0, 1))
    ana.close()
    until(lambda: caught_up(bo) >= 0 and status_key(bo) == "net.away", "Bo to see Ana away")
    hosting.seat_by_bot(0, "random")
    assert session.seats[0].is_bot and hosting.invites() == [(1, hosting.table.codes[1])]
    play([bo], session, 6)  # Bo plays; the bot answers for Ana's seat
    assert 0 in session.movers and 1 in session.movers
    assert caught_up(bo) and bo.seats[0].is_bot and status_key(bo) is None
    with pytest.raises(JoinRefused, match="wrong seat code"):
        join(hosting.local_address(), ana_code)  # Ana's code opens nothing now
    bo.close()


def test_a_host_that_ends_the_table_tells_every_player_and_their_tables_offer_nothing_more(hostings):
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=4, autosave_path=None)
    hosting = host(hostings, session, [0, 1])
    ports = [join(hosting.local_address(), hosting.table.codes[seat]) for seat in (0, 1)]
    assert any(p.legal_actions(p.seat) for p in ports)
    hosting.stop()
    hostings.remove(hosting)
    until(lambda: all(status_key(p) == "net.ended" for p in ports), "the players to be told")
    assert not any(p.legal_actions(p.seat) for p in ports)
    time.sleep(3 * link.RETRY_SECONDS)
    assert all(status_key(p) == "net.ended" and not p.link.running for p in ports)  # no retries after an end
