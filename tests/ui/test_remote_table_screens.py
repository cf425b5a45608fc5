"""Issue 33: the results screen, Teach me and a spectator's table over the network, drawn only from what the client
received. A host runs in this process on 127.0.0.1 (started and stopped here)."""
from __future__ import annotations

import random

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.client import RemoteSeat as HeadlessSeat

from net_table import frames_until, join


def test_a_spectators_table_follows_a_whole_game_and_shows_its_results(make_app, net_host):
    from table_scene import show_table

    from tabletop.ui.scenes.results import ResultsScene

    game = get_game("runes")
    session = Session(game, [Seat("human", "Ana"), Seat("human", "Bo")], seed=8, autosave_path=None)
    table_on_host, thread = net_host(session, [0, 1])
    players = [HeadlessSeat(thread.address(), table_on_host.codes[seat]) for seat in (0, 1)]
    port = join(thread.address(), table_on_host.spectator_code)
    app, table = show_table(make_app(fast=True), port)
    rng = random.Random(8)
    try:
        assert port.seat is None and port.humans() == [] and table.viewer is None
        while not session.is_over():
            moves = len(session.actions)
            for player in players:
                player.wait_for_moves(moves)
            (mover,) = [p for p in players if p.my_turn]
            mover.act(rng.choice(mover.legal)["action"])
            frames_until(app, lambda: port.moves > moves or isinstance(app.top, ResultsScene), "the move")
            assert table.legal() == [] and not table.human_turn(), "a spectator never chooses"
        frames_until(app, lambda: isinstance(app.top, ResultsScene), "the results")
        results = app.top
        assert results.port is port and port.result() == session.result()
        app.draw()  # the results panel is drawn from the result the host sent
        assert game.to_dict(table.observation()) == game.to_dict(session.observation(None))
        assert [(i, e.key) for i, e in port.log] == [(i, e.key) for i, e in session.log if e.audience is None]
    finally:
        for player in players:
            player.close()
        port.close()


def test_teach_me_at_a_remote_seat_explains_the_decision_from_the_seats_own_view(make_app, net_host):
    from table_scene import show_table

    game = get_game("runes")
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed=9, autosave_path=None)
    table_on_host, thread = net_host(session, [0])
    port = join(thread.address(), table_on_host.codes[0])
    app, table = show_table(make_app(fast=True), port)
    try:
        if not table.teach.on:
            table.teach.toggle()
        frames_until(app, table.human_turn, "Ana's turn")
        teaching = table.teach.teaching()
        assert teaching is not None, "Teach me has words for the decision"
        assert teaching == game.teach(session.observation(0), "en", table.names)
        app.draw()  # the panel is laid out and drawn
    finally:
        port.close()
