"""Issue 30.5 for Invoke and ECG: `tabletop play GAME --try <id>` and the studio's Try it. Invoke has no hand at the
start: the tried card is on top of its pile, so it is the first card the first mage draws from there (a first hand
takes 7 cards, at most 3 from a pile, so every pile is drawn from). ECG deals opening hands: the card is in yours."""
import shutil

import pygame
import pytest

from test_studio_scene import app, frames, key, reloads_when_its_cards_change, studio  # noqa: F401 - fixture, helpers

from tabletop.cli import main
from tabletop.data import validate
from tabletop.data.tryout import TryOutError, try_out_session
from tabletop.engine.contract import TRY_CARD
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

SEATS = [Seat("human", "Ana"), Seat("bot", "Bot 2", "normal")]


def first_hand(session: Session, seat: int = 0) -> list[str]:
    """The cards `seat` holds once its opening hand is dealt (Invoke: drawn, always the first pile offered)."""
    if session.game.info.id == "invoke":
        state = session.full_state_unsafe_for_bots()
        while state.phase == "setup" and state.turn == seat:
            session.play(session.legal_actions()[0])
            state = session.full_state_unsafe_for_bots()
        return list(session.observation(seat).hands[seat])
    return list(session.observation(seat).seats[seat]["hand"])


@pytest.mark.parametrize("game_id, card", [("invoke", "golem"), ("invoke", "target_gem"), ("invoke", "plus_2"),
                                           ("ecg", "lobo_alfa"), ("ecg", "sol_guardia"), ("ecg", "merc_espada")])
def test_a_tried_card_is_drawn_first_and_the_record_says_it_is_a_try_out(game_id, card):
    session = try_out_session(get_game(game_id), card, SEATS, seed=7)
    assert session.record.options[TRY_CARD] == card
    assert any(event.key == "try.card" and event.audience == 0 for _index, event in session.log)
    replayed = Session(session.game, session.seats, session.seed, session.record.options)
    assert card in first_hand(session)
    assert first_hand(replayed) == first_hand(session)  # the record replays the same deal
    session.game.check_invariants(session.full_state_unsafe_for_bots())


def test_ecg_brings_a_deck_of_the_tried_cards_kingdom_and_a_deck_that_lacks_it_takes_it_in():
    session = try_out_session(get_game("ecg"), "sol_guardia", SEATS, seed=3)
    state = session.full_state_unsafe_for_bots()
    assert state.seats[0]["kingdom"] == "sol" and "sol_guardia" in state.seats[0]["hand"]
    lacking = try_out_session(get_game("ecg"), "merc_espada", SEATS, seed=3, options={"decks": "sol, leon"})
    mine = lacking.full_state_unsafe_for_bots().seats[0]
    assert "merc_espada" in mine["hand"] and len(mine["cards"]) == 40  # in place of a card of the deck


@pytest.mark.parametrize("game_id, card, why", [
    ("invoke", "backfire", "chaos card"), ("ecg", "lobo_ulfra", "is a hero"),
    ("ecg", "sol_guardia", "cannot be in a deck of lobo")])
def test_a_card_the_game_cannot_deal_is_refused_with_why(game_id, card, why):
    options = {"decks": "lobo, leon"} if game_id == "ecg" else None
    with pytest.raises(TryOutError, match=why):
        try_out_session(get_game(game_id), card, SEATS, seed=5, options=options)


@pytest.mark.parametrize("game_id, typo, meant", [("invoke", "golm", "golem"), ("ecg", "lobo_alpha", "lobo_alfa")])
def test_an_unknown_card_is_refused_with_a_suggestion(game_id, typo, meant):
    with pytest.raises(TryOutError, match=rf"E-UNKNOWN-CARD: {game_id} has no card '{typo}' \(did you mean '{meant}'"):
        try_out_session(get_game(game_id), typo, SEATS, seed=5)


@pytest.fixture
def card_copy(tmp_path, monkeypatch):
    """A private copy of a game's card data that the try-out reads (lint and loader), the cache cleared after."""
    copies = {}

    def make(game_id: str):
        from tabletop.balance.collect import cards_module

        shutil.copytree(validate.card_data_dir(game_id), tmp_path / "card_data" / game_id)
        cards = cards_module(game_id)
        monkeypatch.setattr(validate, "ROOT", tmp_path)
        monkeypatch.setattr(cards, "DATA_FILE", tmp_path / "card_data" / game_id / cards.DATA_FILE.name)
        copies[game_id] = cards
        return cards.DATA_FILE

    yield make
    for cards in copies.values():
        cards.deck.cache_clear()


@pytest.mark.parametrize("game_id, card, name, broken", [
    ("invoke", "golem", "name: {en: Golem, es: Gólem}", "element: earth\n    count: 2"),
    ("ecg", "lobo_alfa", "name: {en: Whitefang Alpha, es: Alfa Colmillo Blanco}", "strength: 4\n    cost: 3"),
])
def test_the_card_file_is_read_as_it_is_now_and_a_broken_one_is_refused_with_the_linter(card_copy, game_id, card,
                                                                                          name, broken):
    path = card_copy(game_id)
    text = path.read_text(encoding="utf-8")
    assert name in text and broken in text, "the shipped card changed: update this test"
    path.write_text(text.replace(name, name.replace("{en: ", "{en: Tried ")), encoding="utf-8")
    session = try_out_session(get_game(game_id), card, SEATS, seed=5)
    assert card in first_hand(session)
    from tabletop.balance.collect import cards_module
    assert cards_module(game_id).deck()[card].name["en"].startswith("Tried ")  # the file as it is now
    path.write_text(text.replace(broken, broken.replace(": ", ": oops", 1), 1), encoding="utf-8")
    with pytest.raises(TryOutError, match=r"cards.yaml:\d+: E-[A-Z-]+: card '"):
        try_out_session(get_game(game_id), card, SEATS, seed=5)


@pytest.mark.parametrize("game_id, card", [("invoke", "imp"), ("ecg", "lobo_vigia")])
def test_play_try_opens_the_table_with_the_card_first_drawn(monkeypatch, game_id, card):
    opened = {}
    monkeypatch.setattr("tabletop.cli.open_app", lambda start, **kw: opened.update(kw, start=start) or 0)
    assert main(["play", game_id, "--try", card, "--seed", "9"]) == 0
    session = opened["session"]
    assert opened["start"] == "table" and card in first_hand(session)
    assert not session.seats[0].is_bot and session.seats[1].level == "normal"


def test_play_try_refuses_a_card_it_cannot_deal_in_one_line(capsys):
    assert main(["play", "invoke", "--try", "backfire"]) == 1
    err = capsys.readouterr().err
    assert "chaos card" in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("game_id, card", [("invoke", "sylph"), ("ecg", "lobo_cachorro")])
def test_the_studios_try_it_opens_a_game_with_the_selected_card_first_drawn(app, game_id, card):  # noqa: F811
    from tabletop.ui.scenes.table import TableScene

    scene = studio(app, game_id)
    scene.select(card)
    key(app, pygame.K_t)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.port.session.record.options[TRY_CARD] == card
    assert card in first_hand(table.port.session)


@pytest.mark.parametrize("game_id, card", [("invocacion", "levelling_tide"), ("invoke", "salamander"),
                                           ("ecg", "lobo_acechadora")])
def test_live_reload_keeps_working_during_a_try_out(app, monkeypatch, game_id, card):  # noqa: F811
    scene = studio(app, game_id)
    scene.select(card)
    key(app, pygame.K_t)
    table = app.top
    assert table.port.session.record.options[TRY_CARD] == card
    assert reloads_when_its_cards_change(app, table, monkeypatch)
    app.draw()
    assert not app.errors
