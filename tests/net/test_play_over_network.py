"""Issue 33: a host and remote clients, headless, over real sockets on 127.0.0.1 (started and stopped here)."""
import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.client import JoinError, RemoteSeat

GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def _play_to_the_end(clients, rng, limit=3000):
    for _ in range(limit):
        if all(c.over for c in clients):
            return
        moves = max(c.view["actions"] for c in clients)
        for client in clients:
            client.wait_for_moves(moves)
        (mover,) = [c for c in clients if c.my_turn]
        mover.act(rng.choice(mover.legal)["action"])
        for client in clients:
            client.wait_for_moves(moves + 1)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_two_remote_seats_play_a_whole_game_and_the_hosts_record_replays_it(net_host, game_id):
    game = get_game(game_id)
    session = Session(game, [Seat("human", "Ana"), Seat("human", "Bo")], seed=7, autosave_path=None)
    table, thread = net_host(session, [0, 1])
    clients = [RemoteSeat(thread.address(), table.codes[seat]) for seat in (0, 1)]
    try:
        _play_to_the_end(clients, random.Random(7))
        replayed = Session(game, session.seats, session.seed, session.options, autosave_path=None)
        for action in session.record.actions:
            replayed.play(action)
        assert replayed.is_over() and replayed.result() == session.result()
        for client in clients:  # each screen was drawn from what it received, and that is its seat's view
            assert game.to_dict(client.observation) == game.to_dict(session.observation(client.seat))
            assert client.errors == []
    finally:
        for client in clients:
            client.close()


def test_a_wrong_or_reused_code_is_refused_and_the_game_goes_on(net_host):
    game = get_game("runes")
    session = Session(game, [Seat("human", "Ana"), Seat("human", "Bo")], seed=3, autosave_path=None)
    table, thread = net_host(session, [0, 1])
    ana = RemoteSeat(thread.address(), table.codes[0])
    try:
        with pytest.raises(JoinError, match="wrong seat code"):
            RemoteSeat(thread.address(), "AAA-AAA")
        with pytest.raises(JoinError, match="already taken"):
            RemoteSeat(thread.address(), table.codes[0])
        spectator = RemoteSeat(thread.address(), table.spectator_code)
        assert spectator.seat is None and spectator.legal == []
        spectator.close()
    finally:
        ana.close()
