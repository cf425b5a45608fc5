"""Sessions, records, undo and saves on a tiny hidden-information game."""
import json

import pytest

from tabletop.engine import registry
from tabletop.engine.errors import IllegalActionError, RecordError
from tabletop.engine.records import read_record
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "toygame")
    yield
    registry._loaded.pop("toy", None)


def toy_session(seats=("human", "human", "human"), autosave=None):
    game = registry.get_game("toy")
    return Session(game, [Seat(k, f"P{i}", "random" if k == "bot" else "") for i, k in enumerate(seats)],
                   seed=4, autosave_path=autosave)


def test_record_replays_to_the_same_state():
    session = toy_session()
    for text in ["swap", "keep", "swap"]:
        session.play(text)
    replayed = Session.from_record(session.record)
    game = session.game
    assert game.to_dict(replayed.full_state_unsafe_for_bots()) == game.to_dict(session.full_state_unsafe_for_bots())
    assert replayed.result() == session.result()


def test_illegal_action_string_is_refused():
    session = toy_session()
    with pytest.raises(IllegalActionError):
        session.play("fold")
    assert session.actions == []


def test_undo_in_hot_seat_takes_back_the_current_seats_last_action_only():
    session = toy_session()
    session.play("swap")
    session.play("keep")
    assert session.to_move() == 2
    assert not session.can_undo()  # seat 2 has not acted yet; others' secrets stay put
    assert session.undo(seat=1)
    assert session.actions == ["swap"]
    assert session.to_move() == 1


def test_undo_never_crosses_a_reveal():
    session = toy_session()
    for text in ["swap", "keep", "swap"]:
        session.play(text)
    assert session.is_over()
    assert not session.can_undo()
    assert not session.undo()


def test_undo_against_bots_returns_to_the_human_decision():
    session = toy_session(("human", "bot", "bot"))
    session.play("keep")
    session.play("swap")  # bot seat 1
    assert session.undo()
    assert session.actions == []


def test_a_bots_private_draw_does_not_stop_the_humans_undo():
    session = toy_session(("human", "bot", "bot"))
    session.play("keep")
    session.play("swap")  # bot seat 1 sees its new card: no human learned anything
    assert session.barriers == []
    assert session.undo()
    assert session.actions == []


def test_a_humans_private_draw_is_an_undo_barrier():
    session = toy_session(("human", "bot", "bot"))
    session.play("swap")  # the human sees the deck's top card
    session.play("keep")
    assert session.barriers == [1]
    assert not session.can_undo()


def test_autosave_after_every_action_is_a_loadable_record(tmp_path):
    path = tmp_path / "auto" / "autosave.json"
    session = toy_session(autosave=path)
    session.play("swap")
    assert read_record(path).actions == ["swap"]
    session.play("keep")
    assert read_record(path).actions == ["swap", "keep"]
    assert not list(path.parent.glob(".tmp-*"))


def test_save_and_load_round_trip(tmp_path):
    session = toy_session()
    session.play("swap")
    target = tmp_path / "game.json"
    session.save(target)
    loaded = Session.load(target)
    assert loaded.actions == ["swap"] and loaded.to_move() == 1


@pytest.mark.parametrize("content", ["not json {", json.dumps({"hello": 1}),
                                     json.dumps({"format": "tabletop-record", "version": 99})])
def test_damaged_or_foreign_save_is_refused_and_left_untouched(tmp_path, content):
    target = tmp_path / "other.json"
    target.write_text(content)
    with pytest.raises(RecordError):
        Session.load(target)
    with pytest.raises(RecordError):
        toy_session().save(target)
    assert target.read_text() == content


def test_record_with_illegal_action_is_refused(tmp_path):
    session = toy_session()
    session.play("swap")
    data = session.record.to_json()
    data["actions"].append("fold")
    target = tmp_path / "bad.json"
    target.write_text(json.dumps(data))
    with pytest.raises(RecordError, match="action 2"):
        Session.load(target)


def test_event_text_uses_player_names_in_both_languages():
    session = toy_session()
    events = session.play("swap")
    assert session.game.describe_event(events[0], "en", session.names) == "P0 swaps"
    assert session.game.describe_event(events[0], "es", session.names) == "P0 cambia"


@pytest.mark.parametrize("damage", ["unknown_game", "illegal_action", "wrong_seat_count"])
def test_save_refuses_to_overwrite_a_record_that_does_not_replay(tmp_path, damage):
    other = toy_session()
    other.play("swap")
    data = other.record.to_json()
    if damage == "unknown_game":
        data["game"] = "no-such-game"
    elif damage == "illegal_action":
        data["actions"].append("fold")
    else:
        data["seats"] = data["seats"][:1]
    target = tmp_path / "precious.json"
    target.write_text(json.dumps(data))
    before = target.read_bytes()
    with pytest.raises(RecordError, match="not overwritten"):
        toy_session().save(target)
    assert target.read_bytes() == before


def test_save_overwrites_a_record_that_replays(tmp_path):
    target = tmp_path / "mine.json"
    toy_session().save(target)
    session = toy_session()
    session.play("keep")
    session.save(target)
    assert read_record(target).actions == ["keep"]
