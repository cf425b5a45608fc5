"""Issue 33: two players share the host's screen (hot-seat, a curtain between them) while a third plays from another
computer. The host runs in this process on 127.0.0.1 (started and stopped here); the host's table joins each local
seat and the spectators' view over the protocol, so the screen is drawn only from what each seat may see."""
from __future__ import annotations

import random
import time

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.client import RemoteSeat as HeadlessSeat
from tabletop.net.hosting import Hosting, parse_hosted_seats
from tabletop.net.shared_screen import SharedScreenPort

from net_table import PATIENCE, frames_until

MOVES = 14  # moves played (the two local players and the remote one)


@pytest.fixture
def hosted():
    """A runes game hosted on 127.0.0.1: Ana and Cy at the host's screen, Bo remote; stopped after the test."""
    game = get_game("runes")
    seats, remote = parse_hosted_seats("human:Ana,remote:Bo,human:Cy", game.info.bot_levels, 2, 4)
    session = Session(game, seats, seed=11, autosave_path=None)
    hosting = Hosting(session, remote, bind="127.0.0.1", port=0)
    hosting.start()
    yield hosting
    hosting.stop()


def test_two_players_at_the_host_and_one_remote_play_with_a_curtain_between_the_local_ones(make_app, hosted):
    from table_scene import show_table

    from tabletop.ui.scenes.curtain import CurtainScene

    session, game = hosted.session, hosted.session.game
    ((bo_seat, bo_code),) = hosted.invites()
    bo = HeadlessSeat(hosted.local_address(), bo_code)
    port = hosted.join_here().wait(PATIENCE)
    assert isinstance(port, SharedScreenPort) and port.humans() == [0, 2]
    app, table = show_table(make_app(fast=True), port)
    rng = random.Random(3)
    curtains, local_movers = [], []
    try:
        while port.moves < MOVES and not port.is_over():
            moves = port.moves
            frames_until(app, lambda: port.moves > moves or isinstance(app.top, CurtainScene) or
                         table.human_turn() or bo.my_turn or port.is_over(), "a turn")
            if isinstance(app.top, CurtainScene):
                curtain = app.top
                curtains.append(curtain.seat)
                assert curtain.seat == port.to_move() and curtain.seat in (0, 2)
                app.now += 1.0  # (a click meant for the last move does not reveal)
                curtain.reveal()
                app.update(0.02)
                app.draw()
            elif table.human_turn():
                mover = port.to_move()
                assert table.viewer == mover, "a local player decides only from their own seat"
                assert game.to_dict(table.observation()) == game.to_dict(session.observation(mover))
                local_movers.append(mover)
                assert table.play(rng.choice(table.legal()))  # (clicking is tested with one seat a screen)
                frames_until(app, lambda: port.moves > moves or port.is_over(), "the move to land")
                assert not [text for text, _, kind in app.toasts if kind == "error"], app.toasts
            elif bo.my_turn:
                bo.act(rng.choice(bo.legal)["action"])
                frames_until(app, lambda: port.moves > moves or port.is_over(), "Bo's move")
            bo.wait_for_moves(port.moves)
        frames_until(app, lambda: not port.news_waiting(), "the last view")
        assert {0, 2} <= set(local_movers), "both players at the host's screen played"
        assert {0, 2} <= set(curtains), "the curtain fell for each of them"
        # the remote seat is unaffected: its view is its own, it saw no curtain, nothing went wrong
        assert bo_seat == 1 and bo.errors == [] and bo.seat == 1
        assert game.to_dict(bo.observation) == game.to_dict(session.observation(1))
        # the shared table's log holds what everyone saw and what each local seat alone saw, nothing of Bo's own
        assert all(event.audience in (None, 0, 2) for _, event in port.log)
        assert sorted((i, e.key) for i, e in port.log) == \
            sorted((i, e.key) for i, e in session.log if e.audience in (None, 0, 2))
    finally:
        bo.close()
        port.close()


def shown_until(port: SharedScreenPort, done, what: str) -> None:
    """Take the host's news as the table would (one change at a time) until `done()`."""
    deadline = time.monotonic() + PATIENCE
    while not done():
        assert time.monotonic() < deadline, f"waited too long for {what}"
        if port.news_waiting():
            port.take_news()
        time.sleep(0.005)


def test_a_local_players_undo_is_not_asked_of_the_other_local_player(hosted):
    ((_bo_seat, bo_code),) = hosted.invites()
    bo = HeadlessSeat(hosted.local_address(), bo_code)
    port = hosted.join_here().wait(PATIENCE)
    try:
        shown_until(port, lambda: port.to_move() in (0, 2) and port.legal_actions(port.to_move()), "a local turn")
        mover = port.to_move()
        port.play(port.legal_actions(mover)[0])
        shown_until(port, lambda: port.moves == 1, "the move")
        if not port.can_undo(mover):
            pytest.skip("the first move revealed a card: nothing to take back")
        port.undo(mover)
        bo._next_of("undo_asked")
        assert bo.undo_asked == mover, "the remote player is asked"
        bo.answer_undo(True)
        asked = []
        shown_until(port, lambda: asked.extend(port.notices()) or port.moves == 0, "the undo")
        assert not [n for n in asked if n.key == "net.undo_asked"], "the other local player was not asked"
    finally:
        bo.close()
        port.close()
