"""Invoke: the gems an attack destroyed stay on the struck mage's panel (who, how many, when) until they land."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def struck(seeds=range(1, 40)):
    """A session of Ana (human) against a bot, stopped right after a strike left gems pending."""
    game = get_game("invoke")
    for seed in seeds:
        session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
        rnd = random.Random(seed)
        while not session.is_over() and len(session.actions) < 400:
            legal = session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
            pending = session.full_state_unsafe_for_bots().pending
            if any(key.isdigit() and amount for key, amount in pending.items()):
                return session, rnd
    pytest.fail("no strike left gems pending")


def test_pending_gems_show_on_the_struck_mages_panel_until_they_land(make_app):
    from table_scene import show_table

    session, rnd = struck()
    pending = session.full_state_unsafe_for_bots().pending
    seat = next(int(key) for key, amount in pending.items() if key.isdigit() and amount)
    app, table = show_table(make_app(), session)
    table.viewer = 0
    chips = table.view._seat_chips(table.observation(), seat, "en")
    assert chips[0][0] == f"−{pending[str(seat)]} gem{'s' if pending[str(seat)] != 1 else ''} at the end of the turn"
    assert table.view._seat_chips(table.observation(), seat, "es")[0][0].endswith("al final del turno")
    app.draw()  # drawn on the panel without error
    turn = session.full_state_unsafe_for_bots().turns[:]
    while not session.is_over() and session.full_state_unsafe_for_bots().turns == turn:
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
        table.changed()
        if session.full_state_unsafe_for_bots().turns == turn:  # still this turn: still shown
            obs = session.observation(0)
            shown = [words for words, *_ in table.view._seat_chips(obs, seat, "en")]
            assert any("at the end of the turn" in words for words in shown)
    obs = session.observation(0)
    assert not any("at the end of the turn" in words for words, *_ in table.view._seat_chips(obs, seat, "en"))
