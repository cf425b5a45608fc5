"""Issue 30.5: try a card — `tabletop play invocacion --try <id>` and the studio's Try it open a game with that card
in your opening hand, from the card file as it is now; a broken file or an unknown card is refused with the linter."""
import pygame
import pytest

from test_studio_scene import app, frames, key, studio  # noqa: F401 - the fixture and helpers

from tabletop.cli import main
from tabletop.data.tryout import TryOutError, try_out_session
from tabletop.engine.contract import TRY_CARD
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

SEATS = [Seat("human", "Ana"), Seat("bot", "Bot 2", "normal")]


@pytest.mark.parametrize("card", ["ash_reaver", "hollow_crown", "smothering_tide"])
def test_a_tried_card_is_in_the_first_seats_opening_hand_and_the_record_says_it_is_a_try_out(card):
    session = try_out_session(get_game("invocacion"), card, SEATS, seed=5)
    assert card in session.observation(0).area(0).hand
    assert session.record.options[TRY_CARD] == card
    replayed = Session(session.game, session.seats, session.seed, session.record.options)
    assert replayed.observation(0).area(0).hand == session.observation(0).area(0).hand  # the same deal again
    session.game.check_invariants(session.full_state_unsafe_for_bots())


def test_an_unknown_card_is_refused_with_a_suggestion():
    with pytest.raises(TryOutError, match=r"no card 'pyre_dancr' \(did you mean 'pyre_dancer'\?\)"):
        try_out_session(get_game("invocacion"), "pyre_dancr", SEATS, seed=5)


def test_play_try_opens_the_table_with_the_card_in_hand(monkeypatch):
    opened = {}
    monkeypatch.setattr("tabletop.cli.open_app", lambda start, **kw: opened.update(kw, start=start) or 0)
    assert main(["play", "invocacion", "--try", "moss_shepherd", "--seed", "9"]) == 0
    session = opened["session"]
    assert opened["start"] == "table" and "moss_shepherd" in session.observation(0).area(0).hand
    assert not session.seats[0].is_bot and session.seats[1].level == "normal"


def test_play_try_refuses_a_card_it_cannot_deal_in_one_line(capsys):
    assert main(["play", "invocacion", "--try", "nope"]) == 1
    assert "E-UNKNOWN-CARD" in capsys.readouterr().err


def test_the_studios_try_it_opens_a_game_with_the_selected_card_in_hand(app):  # noqa: F811
    from tabletop.ui.scenes.table import TableScene

    scene = studio(app, "invocacion")
    scene.select("twin_gate")
    key(app, pygame.K_t)
    table = app.top
    assert isinstance(table, TableScene)
    assert "twin_gate" in table.port.session.observation(0).area(0).hand
    assert table.port.session.record.options[TRY_CARD] == "twin_gate"


def test_a_card_outside_the_portal_is_refused_with_why():
    with pytest.raises(Exception, match="not in this game's Portal"):
        try_out_session(get_game("invocacion"), "world_root", SEATS, seed=5)


def test_a_card_dealt_to_another_seat_is_swapped_into_the_first_seats_hand():
    game = get_game("invocacion")
    card = game.setup({}, 2, 5).area(1).hand[0]  # dealt to the other seat: the studio's random seeds meet this
    session = try_out_session(game, card, SEATS, seed=5)
    state = session.full_state_unsafe_for_bots()
    assert card in state.area(0).hand and card not in state.area(1).hand and len(state.area(1).hand) == 4
    game.check_invariants(state)
