"""Issue 33: undo is asked of the others (Accept / Refuse); a dropped client comes back with its code."""
import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.client import RemoteSeat
from tabletop.net.server import HostedTable, HostThread


@pytest.fixture
def two_seats():
    session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=2,
                      autosave_path=None)
    table = HostedTable(session, [0, 1])
    thread = HostThread(table)
    thread.start()
    clients = {seat: RemoteSeat(thread.address(), table.codes[seat]) for seat in (0, 1)}
    yield table, thread, clients
    for client in clients.values():
        client.close()
    thread.stop()


def _move(clients):
    """The seat to move plays its first legal action; both views catch up. Returns the mover."""
    moves = max(c.view["actions"] for c in clients.values())
    mover = next(s for s, c in clients.items() if c.my_turn)
    clients[mover].act(clients[mover].legal[0]["action"])
    for client in clients.values():
        client.wait_for_moves(moves + 1)
    return mover


def _undoable_move(table, clients):
    for _ in range(50):
        mover = _move(clients)
        if table.session.undo_target(mover) is not None:
            return mover
    raise AssertionError("no move could be taken back")


@pytest.mark.parametrize("accept", [True, False])
def test_an_undo_is_asked_of_the_other_seat_and_done_only_when_it_accepts(two_seats, accept):
    table, _thread, clients = two_seats
    mover = _undoable_move(table, clients)
    other = 1 - mover
    before = len(table.session.actions)
    clients[mover].ask_undo()
    while clients[other].undo_asked is None:
        clients[other]._next_of("undo_asked")
    assert clients[other].undo_asked == mover
    clients[other].answer_undo(accept)
    if accept:
        clients[mover].wait_view()
        assert len(table.session.actions) < before and clients[mover].view["whole"]
    else:
        clients[mover]._next_of("undo_refused")
        assert len(table.session.actions) == before


def test_a_client_dropped_mid_game_comes_back_with_its_code_at_the_same_position(two_seats):
    table, thread, clients = two_seats
    for _ in range(6):
        _move(clients)
    dropped = next(s for s, c in clients.items() if not c.my_turn)
    log_before = [(i, e.key) for i, e in clients[dropped].log]
    clients[dropped].close()
    clients[1 - dropped].wait_view()
    assert clients[1 - dropped].view["away"] == [dropped]  # the others see who is away
    clients[dropped] = RemoteSeat(thread.address(), table.codes[dropped])
    back = clients[dropped]
    game = table.session.game
    assert game.to_dict(back.observation) == game.to_dict(table.session.observation(dropped))
    assert [(i, e.key) for i, e in back.log][:len(log_before)] == log_before
    _move(clients)  # and the game goes on
