"""Issue 33.2: nothing hidden crosses the wire. Every text in every message a seat is sent (its view: observation,
legal actions, log) is one that seat may see: the audit of engine/audit.py, applied to the messages' JSON."""
import copy
import json
import random
import re

import pytest

from tabletop.engine.audit import knowledge, secrets, told
from tabletop.engine.registry import get_game
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.protocol import encode
from tabletop.net.views import seat_view, told_json

GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def _texts(value):
    """Every word of every text value in a decoded message (action texts and refs split into their parts)."""
    if isinstance(value, str):
        yield value
        yield from re.split(r"[\s:,;|]+", value)
    elif isinstance(value, dict):  # keys are the shape of a state (as in engine/audit.py), not its contents
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


def _with_hidden_changed(session, seat, rng):
    """The session with every card `seat` cannot see dealt again (consistent with what it sees)."""
    other = copy.copy(session)
    other._state = session.game.determinize(session.observation(seat), seat, Rng(rng.randrange(2**62)))
    return other


@pytest.mark.parametrize("game_id", GAMES)
def test_no_message_names_anything_its_seat_may_not_see(game_id):
    game = get_game(game_id)
    rng = random.Random(11)
    session = Session(game, [Seat("human", "Ana"), Seat("human", "Bo"), Seat("human", "Cy")][:game.info.min_players + 1]
                      if game.info.max_players > 2 else [Seat("human", "Ana"), Seat("human", "Bo")], 11,
                      autosave_path=None)
    seats = list(range(len(session.seats))) + [None]
    checked = 0
    last = None  # (the latest action, its mover, each seat's knowledge before it)
    for _ in range(150):
        if session.is_over():
            break
        state = session.full_state_unsafe_for_bots()
        now = {seat: knowledge(game, state, seat) for seat in seats}
        for seat in seats:
            seen = now[seat]
            hidden = set(seen.hidden)
            move = None
            if last is not None and last[1] != seat:  # the latest move as this seat is told of it (its banner)
                move = told_json(last[0], last[1], last[2][seat], seen)
                hidden |= secrets(last[2][seat], seen)
            secret = hidden - seen.visible - told((event for _, event in session.log), seat)
            message = json.loads(encode(seat_view(session, seat, 0, move)))
            legal = message.pop("legal", [])  # an action's first word is its kind ("discard"), not a card
            for item in legal + ([message["told"]["action"]] if move else []):
                item.pop("kind")
                item["action"] = item["action"].split(" ", 1)[1:]
            words = set(_texts(message)) | set(_texts(legal))
            leaked = secret & words
            assert not leaked, (seat, sorted(leaked)[:5], len(session.actions))
            assert encode(seat_view(_with_hidden_changed(session, seat, rng), seat, 0)) == \
                encode(seat_view(session, seat, 0)), (seat, len(session.actions))
            checked += 1
        action = rng.choice(session.legal_actions())
        last = (action, session.to_move(), now)
        session.play(action)
    assert checked > 40
