"""Issue 33: the usual table plays a remote seat. A host runs in this process on 127.0.0.1 (started and stopped
here); a RemoteSeatPort joins it and drives the table scene headless for a few moves of each game, choosing like a
player, while a bot on the host answers. The client draws only what it received."""
from __future__ import annotations

import pytest

from tabletop.engine.contract import State
from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.remote_port import JoinRefused
from tabletop.net.server import HostedTable, HostThread

from net_table import frames_until, join, recording_news

MOVES = 8  # moves of each game played through the table (both seats)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_table_plays_a_remote_seat_from_what_the_host_sent(make_app, net_host, game_id):
    from table_scene import show_table
    from test_seat_port import choose_like_a_player

    game = get_game(game_id)
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed=4, autosave_path=None)
    table_on_host, thread = net_host(session, [0])
    port = join(thread.address(), table_on_host.codes[0])
    landed = recording_news(port)
    app, table = show_table(make_app(fast=True), port)
    assert table.port is port and table.viewer == 0 and port.humans() == [0]
    banners: list = []
    while port.moves < MOVES and not port.is_over():
        moves = port.moves
        frames_until(app, lambda: table.human_turn() or port.moves > moves or port.is_over(), "a move or our turn",
                     banners)
        if table.human_turn() and port.moves == moves:
            choose_like_a_player(app, table, port)
            frames_until(app, lambda: port.moves > moves or port.is_over() or app.toasts, "our move to land", banners)
            assert not [text for text, _, kind in app.toasts if kind == "error"], app.toasts
    frames_until(app, lambda: not port.news_waiting(), "the last view", banners)
    assert port.moves >= MOVES or port.is_over()
    # what the table shows is exactly seat 0's view on the host, rebuilt from the messages alone
    assert game.to_dict(table.observation()) == game.to_dict(session.observation(0))
    assert [e.key for _, e in port.log] == [e.key for _, e in session.log if e.audience in (None, 0)]
    assert not any(isinstance(value, (Session, State)) for name, value in vars(port).items()
                   if name != "_observation")
    assert table.log.entries(), "the log shows the events the seat received"
    told = [news for news in landed if news.told is not None]
    assert all(news.mover == 1 for news in told), "only another seat's move is told"
    if told:
        assert banners and all(flash[1] == 1 for flash in banners), "the bot's moves were told, as the bot's"
    port.close()


def test_a_wrong_code_is_refused_in_words_and_nothing_is_seated(net_host):
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=1, autosave_path=None)
    table_on_host, thread = net_host(session, [0, 1])
    with pytest.raises(JoinRefused, match="wrong seat code"):
        join(thread.address(), "AAA-AAA")
    assert table_on_host.away() == [0, 1]


def test_nobody_at_the_address_is_refused_in_one_line(net_host):
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=1, autosave_path=None)
    _table, thread = net_host(session, [0, 1])
    address = thread.address()
    thread.stop()
    with pytest.raises(JoinRefused, match="no host answers"):
        join(address, "AAA-AAA")


def test_an_undo_asked_by_the_other_player_is_a_question_and_accepting_takes_the_move_back(make_app, net_host):
    from table_scene import show_table

    from tabletop.net.client import RemoteSeat as HeadlessSeat
    from tabletop.ui.scenes.confirm import ConfirmScene

    session = Session(get_game("ecg"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=2, autosave_path=None)
    table_on_host, thread = net_host(session, [0, 1])
    port = join(thread.address(), table_on_host.codes[0])
    bo = HeadlessSeat(thread.address(), table_on_host.codes[1])
    app, table = show_table(make_app(fast=True), port)
    try:
        for _ in range(300):  # play until Bo has a move he may take back
            frames_until(app, lambda: not port.news_waiting(), "the views")
            bo.wait_for_moves(port.moves)
            if bo.my_turn:
                bo.act(bo.legal[0]["action"])
                bo.wait_for_moves(port.moves + 1)
                if session.undo_target(1) is not None:
                    break
            elif table.human_turn():
                moves = port.moves
                table.play(table.legal()[0])
                frames_until(app, lambda: port.moves > moves, "Ana's move")
        before = len(session.actions)
        assert session.undo_target(1) is not None
        bo.ask_undo()
        frames_until(app, lambda: isinstance(app.top, ConfirmScene), "the question")
        question = app.top
        assert question.message == "Bo asks to take back their last move." and question.cancel_label == "Refuse"
        question.finish(True)
        frames_until(app, lambda: len(session.actions) < before and port.moves == len(session.actions), "the undo")
        assert get_game("ecg").to_dict(table.observation()) == get_game("ecg").to_dict(session.observation(0))
    finally:
        bo.close()


def test_a_dropped_host_shows_reconnecting_and_the_table_comes_back_when_it_returns(make_app, net_host, monkeypatch):
    from table_scene import show_table

    from tabletop.net import link
    from tabletop.ui.autosave_strip import autosave_notice

    monkeypatch.setattr(link, "RETRY_SECONDS", 0.05)
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed=6,
                      autosave_path=None)
    table_on_host, thread = net_host(session, [0])
    port = join(thread.address(), table_on_host.codes[0])
    app, table = show_table(make_app(fast=True), port)
    number = thread.host.port
    thread.stop(None)  # gone without a word
    frames_until(app, lambda: autosave_notice(port) is not None, "the strip")
    assert autosave_notice(port)[0] == "Connection to the host lost: reconnecting…"
    assert table.areas().get("strip") is not None and not table.legal()
    again = HostThread(HostedTable(session, [0], codes=dict(table_on_host.codes)), port=number, rate=None)
    again.start()
    try:
        frames_until(app, lambda: autosave_notice(port) is None and table.human_turn(), "the table to come back")
    finally:
        port.close()
        again.stop()


def test_a_remote_table_shows_the_hosts_phase_clock_and_leaves_its_time_up_to_the_host(make_app, net_host,
                                                                                         monkeypatch):
    from table_scene import show_table

    from tabletop.games.invocacion.rules import clocks
    from tabletop.games.invocacion.rules.state import PREPARE
    from tabletop.net.client import RemoteSeat as HeadlessSeat

    monkeypatch.setattr(clocks, "PHASE_SECONDS", {PREPARE: 1.5, "combat": 600})
    session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=5,
                      options={"timed": True}, autosave_path=None)
    table_on_host, thread = net_host(session, [0, 1])
    port = join(thread.address(), table_on_host.codes[0])
    bo = HeadlessSeat(thread.address(), table_on_host.codes[1])
    sent = []
    send = port.link.send
    port.link.send = lambda message: sent.append(message) or send(message)
    app, table = show_table(make_app(fast=True), port)
    try:
        assert 0 < table.context().clock_left <= 1.5
        frames_until(app, lambda: port.moves >= 1, "the host's time-up")  # nobody moves
        assert session.actions == ["time_up"] and not sent, "the host alone applies the time-up"
        frames_until(app, lambda: table.context().clock_left > 1.5, "Combate's clock")
        assert table.context().clock_left <= 600
    finally:
        bo.close()
        port.close()
