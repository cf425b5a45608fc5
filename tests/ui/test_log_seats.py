"""Each log line wears the letter and colour of the seat it tells of acting: "You drew The Sailor." is the
viewer's even in the other seat's turn; a bot's reveal is the bot's."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def played(game_id: str, moves: int = 160, seed: int = 3) -> Session:
    session = Session(get_game(game_id), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
    rnd = random.Random(seed)
    while not session.is_over() and len(session.actions) < moves:
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    return session


@pytest.mark.parametrize("game_id", game_ids())
def test_every_line_wears_the_seat_that_acted(make_app, game_id):
    from table_scene import show_table

    session = played(game_id)
    app, table = show_table(make_app(), session)
    table.viewer = 0
    checked = 0
    for entry in table.log.entries():
        if entry.header:
            continue
        event = session.log[entry.position][1]
        seat = next((event.params[k] for k in ("by_seat", "seat", "caster") if k in event.params), None)
        if isinstance(seat, int) and not isinstance(seat, bool):
            assert entry.seat == seat, (event.key, entry.text)
            checked += 1
        elif event.audience is not None:
            assert entry.seat == event.audience, (event.key, entry.text)
            checked += 1
    assert checked > 5


def test_rune_duel_your_draw_in_the_others_turn_is_yours(make_app):
    from table_scene import show_table

    session = played("runes")
    app, table = show_table(make_app(), session)
    table.viewer = 0
    mine = [e for e in table.log.entries() if not e.header and e.text.startswith("You drew")]
    in_bos_move = [e for e in mine if session.movers[session.log[e.position][0]] == 1]
    assert in_bos_move and all(e.seat == 0 for e in mine)  # drawn as Bo's move ends the round, still Ana's


def test_invocacion_a_bots_reveal_is_the_bots(make_app):
    from table_scene import show_table

    session = played("invocacion", moves=260)
    app, table = show_table(make_app(), session)
    table.viewer = 0
    acted = [(e, session.log[e.position][1].params) for e in table.log.entries() if not e.header]
    bots = [e for e, params in acted if params.get("by_seat", params.get("seat")) == 1]
    assert bots and all(e.seat == 1 for e in bots)


def test_rune_duel_cards_revealed_is_a_shared_line(make_app):
    """"Cards revealed: …" tells of every seat's card: it wears no seat's letter, not even the bot's that moved last."""
    from table_scene import show_table

    session = played("runes")
    app, table = show_table(make_app(), session)
    table.viewer = 0
    reveals = [e for e in table.log.entries() if not e.header and e.text.startswith("Cards revealed")]
    assert reveals and all(e.seat is None for e in reveals)


def test_invocacion_an_effects_result_wears_its_owners_letter(make_app):
    """"Smothering Tide (Bo): Ana's power goes from 3 to 0" told of Ana's power and wore Ana's letter: an effect's
    result is the line of the seat whose card acted (Bo's), however it touched the viewer."""
    from table_scene import show_table

    session = played("invocacion", moves=400)
    app, table = show_table(make_app(), session)
    table.viewer = 0
    caused = [(e, session.log[e.position][1]) for e in table.log.entries() if not e.header
              and "by_seat" in session.log[e.position][1].params]
    assert any(event.params["by_seat"] != event.params["seat"] for _entry, event in caused)
    assert all(entry.seat == event.params["by_seat"] for entry, event in caused)


def test_invoke_a_strikes_result_wears_the_invokers_letter(make_app):
    """"Fire passes Bo's wall of Air" and "1 point gets through to the Power Gems of Bo" wore the letter of whoever
    moved last (Bo, passing his answer): a strike's results are the lines of the mage whose invocation struck."""
    from table_scene import show_table

    session = played("invoke", moves=400)
    app, table = show_table(make_app(), session)
    table.viewer = 0
    struck = [(entry, session.log[entry.position][1]) for entry in table.log.entries() if not entry.header
              and session.log[entry.position][1].key.startswith(("wall.", "strike."))
              and "caster" in session.log[entry.position][1].params]
    assert struck
    assert all(entry.seat == event.params["caster"] for entry, event in struck)
    assert any(event.params["caster"] != session.movers[session.log[entry.position][0]] for entry, event in struck)



def test_invoke_a_mages_loss_of_gems_at_the_end_of_play_wears_that_mages_letter():
    import random

    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.ui.table_log import actor

    losses = []
    for seed in range(12):
        session = Session(get_game("invoke"), [Seat("human", n) for n in ("Ana", "Bo", "Cy")], seed, autosave_path=None)
        rng = random.Random(seed)
        while not session.is_over() and len(session.actions) < 400:
            session.play(rng.choice([str(a) for a in session.legal_actions()]))
        losses += [(event, session.movers[index]) for index, event in session.log
                   if event.key == "damage.mage" and index >= 0 and session.movers[index] != event.params["target"]]
        if losses:
            break
    assert losses, "no mage lost gems at the end of another mage's play"
    for event, mover in losses:
        assert actor(event, 3, fallback=mover) == event.params["target"]
