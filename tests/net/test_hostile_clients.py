"""Issue 33.3: what a hostile client could send is refused with an error to that client; the game goes on."""
import json

import pytest
from websockets.sync.client import connect

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net import server
from tabletop.net.client import RemoteSeat
from tabletop.net.protocol import VERSION
from tabletop.net.server import HostedTable, HostThread


@pytest.fixture
def table():
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=5, autosave_path=None)
    hosted = HostedTable(session, [0, 1])
    thread = HostThread(hosted)  # the product's rate limit
    thread.start()
    yield hosted, thread
    thread.stop()


def _raw(thread):
    return connect(thread.address(), open_timeout=5, legacy=True)


def _reply(ws):
    return json.loads(ws.recv(timeout=5))


def _still_playable(hosted, thread):
    """The game goes on: the seat to move can still play a legal action."""
    mover = hosted.session.to_move()
    before = len(hosted.session.actions)
    seat = RemoteSeat(thread.address(), hosted.codes[mover]) if not hosted.taken(mover) else None
    try:
        if seat is not None:
            seat.act(seat.legal[0]["action"])
            seat.wait_for_moves(before + 1)
            assert len(hosted.session.actions) == before + 1
    finally:
        if seat is not None:
            seat.close()


@pytest.mark.parametrize("text, reason", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "a message is a JSON object"),
    ('{"type": "explode"}', "unknown message type"),
    ('{"type": "act", "action": 3}', "field 'action' must be str"),
    ('{"type": "act", "action": "x", "extra": 1}', "unknown field"),
    ('{"type": "act", "action": "pass"}', "say hello with your seat code first"),
])
def test_malformed_and_unknown_messages_are_refused_with_a_reason(table, text, reason):
    hosted, thread = table
    with _raw(thread) as ws:
        ws.send(text)
        reply = _reply(ws)
    assert reply["type"] == "error" and reason in reply["message"]
    _still_playable(hosted, thread)


def test_out_of_turn_and_illegal_actions_are_refused(table):
    hosted, thread = table
    mover = hosted.session.to_move()
    waiting = RemoteSeat(thread.address(), hosted.codes[1 - mover])
    playing = RemoteSeat(thread.address(), hosted.codes[mover])
    try:
        waiting.act(playing.legal[0]["action"])  # another seat's action, out of turn
        playing.act("steal everything")
        for client in (waiting, playing):
            client.connection.send(json.dumps({"type": "ping"}))
            while not client.errors:
                client._next_of("pong")
        assert "it is not your turn" in waiting.errors[0]
        assert "not a legal action now" in playing.errors[0]
        assert len(hosted.session.actions) == 0
        playing.act(playing.legal[0]["action"])
        playing.wait_for_moves(1)
        assert len(hosted.session.actions) == 1
    finally:
        waiting.close()
        playing.close()


def test_a_message_over_the_size_limit_closes_only_its_connection(table):
    hosted, thread = table
    with _raw(thread) as ws:
        ws.send(json.dumps({"type": "hello", "version": VERSION, "code": "X" * 1_000_000}))
        with pytest.raises(Exception):
            ws.recv(timeout=5)
        assert ws.close_code == 1009  # "message too big", and nothing else happened
    _still_playable(hosted, thread)


def test_a_flood_of_messages_is_refused_past_the_rate_limit_and_the_game_goes_on(table):
    hosted, thread = table
    with _raw(thread) as ws:
        for _ in range(1000):
            ws.send('{"type": "ping"}')
        replies = []
        while True:
            try:
                replies.append(json.loads(ws.recv(timeout=2)))
            except TimeoutError:
                break
    pongs = sum(r["type"] == "pong" for r in replies)
    limited = [r for r in replies if r["type"] == "error" and "too many messages" in r["message"]]
    assert limited and pongs < 1000
    _still_playable(hosted, thread)


def test_a_flood_of_connections_is_refused_past_the_limit(table, monkeypatch):
    hosted, thread = table
    monkeypatch.setattr(server, "MAX_CONNECTIONS", 8)
    held = [_raw(thread) for _ in range(8)]
    try:
        for ws in held:
            ws.send('{"type": "ping"}')
            assert _reply(ws)["type"] == "pong"
        refused = [_raw(thread) for _ in range(20)]
        for ws in refused:
            with pytest.raises(Exception):
                ws.recv(timeout=5)
            assert ws.close_code == 1013
    finally:
        for ws in held:
            ws.close()
    _still_playable(hosted, thread)


def test_too_many_wrong_codes_close_the_connection(table):
    hosted, thread = table
    with _raw(thread) as ws:
        for _ in range(server.MAX_WRONG_CODES):
            ws.send(json.dumps({"type": "hello", "version": VERSION, "code": "BAD-BAD"}))
            assert "wrong seat code" in _reply(ws)["message"]
        with pytest.raises(Exception):
            ws.recv(timeout=5)
    _still_playable(hosted, thread)
