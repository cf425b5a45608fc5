"""The table needs only a seat port: driven by one that holds what a network client would receive (one seat's
observation, its legal actions and the events addressed to it; no Session, no full state), it draws and lets the
human choose an action, in every game."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.contract import Action, Event, State
from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.seat_port import LocalSeatPort, RecordPort, SeatPort
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.engine.why import Reason
from tabletop.ui.scenes.confirm import ConfirmScene


class RemoteSeat:
    """A seat port for seat `seat` holding only copies of what the host would send it; it records what is played."""

    def __init__(self, game, seats: list[Seat], seat: int, observation: State, legal: list[Action],
                 log: list[tuple[int, Event]], movers: list[int]):
        self.game, self.seats, self.seat = game, seats, seat
        self.options: dict = {}
        self.name = ""
        self.autosave_error = self.autosave_locked_by = None
        self._observation, self._legal, self._log, self._movers = observation, legal, log, movers
        self.sent: list[Action] = []

    def humans(self) -> list[int]:
        return [self.seat]

    def observation(self, viewer):
        assert viewer == self.seat, f"the table asked for seat {viewer}'s view"
        return self._observation

    def legal_actions(self, viewer):
        assert viewer == self.seat, f"the table asked for seat {viewer}'s choices"
        return list(self._legal)

    def to_move(self):
        return self.seat

    def is_over(self) -> bool:
        return False

    def result(self):
        return None

    @property
    def moves(self) -> int:
        return len(self._movers)

    @property
    def log(self):
        return self._log

    @property
    def movers(self):
        return self._movers

    def is_secret_commit(self, viewer) -> bool:
        return bool(self.game.is_simultaneous_commit(self.observation(viewer)))

    def public_decision(self) -> bool:
        return False

    def hidden_differs(self) -> bool:
        return False

    def clock(self):
        return None

    def knowledge(self, viewer):
        return None

    def told(self, action, before, viewer, lang, names):
        return action, ""

    def undo_reason(self, seat):
        return Reason("why.undo_nothing")

    def can_undo(self, seat) -> bool:
        return False

    def play(self, action):
        self.sent.append(action)
        return []

    def undo(self, seat) -> bool:
        return False

    def news_waiting(self) -> bool:
        return False

    def take_news(self):
        return None

    def notices(self) -> list:
        return []

    def status(self):
        return None

    def answer_undo(self, accept: bool) -> None:
        pass

    def close(self) -> None:
        pass

    def save(self, name: str = ""):
        raise OSError("the host keeps the record")

    def autosave(self) -> None:
        pass

    def bot_task(self, seat, decide):
        return None


def remote_seat(game_id: str, seed: int = 3) -> RemoteSeat:
    """Seat 0 of a two-seat game played at random until it is seat 0's turn again, as the host would send it."""
    game = get_game(game_id)
    seats = [Seat("human", "Ana"), Seat("bot", "Bo", "random")]
    session = Session(game, seats, seed)
    rnd = random.Random(seed)
    while len(session.actions) < 12 or session.to_move() != 0:
        assert not session.is_over(), "the game ended before seat 0's turn came back"
        legal = [a for a in session.legal_actions() if a.kind != "challenge"] or session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])  # no Gnostica challenge: a random one may end the game
    observation = session.observation(0)
    mine = [(index, event) for index, event in session.log if event.audience in (None, 0)]
    return RemoteSeat(game, seats, 0, observation, game.legal_actions(observation), mine, list(session.movers))


def click(app, pos) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(app, key) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def choose_like_a_player(app, table, port: RemoteSeat) -> None:
    """Click the first glowing card or place (its chooser's first option if it opens one), else press a bar button."""
    table.ensure_layout()
    glowing = [rect for rect, ref in table.view.hits if ref in table.by_ref()]
    if glowing:
        click(app, glowing[0].center)
        if table.chooser is not None:
            press(app, pygame.K_RETURN)
    else:
        press(app, pygame.K_1 if table.actionbar.numbered() else pygame.K_0)
    if isinstance(app.top, ConfirmScene):  # a risky move is confirmed first
        press(app, pygame.K_RETURN)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_driven_by_a_remote_seat_draws_and_lets_the_human_choose(make_app, game_id):
    from table_scene import show_table

    port = remote_seat(game_id)
    assert isinstance(port, SeatPort) and not isinstance(port, RecordPort)
    assert isinstance(port._observation, State) and not any(
        isinstance(value, (Session, State)) for name, value in vars(port).items() if name != "_observation")
    app, table = show_table(make_app(), port)
    assert table.port is port and table.viewer == 0 and table.human_turn()
    assert table.view.hits, "the table drew the seat's position"
    assert table.log.entries(), "the log shows the events the seat received"
    choose_like_a_player(app, table, port)
    assert len(port.sent) == 1 and port.sent[0] in port._legal
    app.update(0.02)
    app.draw()


def test_a_local_session_is_wrapped_and_its_port_plays_and_undoes(sessions):
    session = sessions.make(humans=1, autosave=False)
    port = LocalSeatPort(session)
    assert isinstance(port, RecordPort)
    legal = port.legal_actions(0)
    assert legal == session.legal_actions()
    port.play(legal[0])
    assert port.moves == 1 and session.actions == [str(legal[0])]
    assert port.can_undo(0) and port.undo(0) and port.moves == 0
    assert port.undo_reason(None) == Reason("why.undo_watching")
