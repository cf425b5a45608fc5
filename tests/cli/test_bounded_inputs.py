"""Tiny inputs that used to exhaust memory or time (issue 32.4): counts are bounded while a deck is parsed.

A deck line `1000000000 frontier_lord` made `decks check`, `--deck`, `--option decks=`, the decks
listing and the deck editor die with MemoryError, and a record pinning that count took minutes to
load; a 5,000-digit count gave a ValueError traceback. Each is refused in one line.
"""
import json
import time

import pytest

from tabletop.cli import main
from tabletop.engine.decks import MAX_COPIES, DeckError, read_deck
from tabletop.engine.registry import get_game
from tabletop.engine.session import Session
from tabletop.engine.seats import parse_seats
from tabletop.games.invocacion.rules.constructed import DECK_RULES

BILLION = "1000000000"
HUGE = "9" * 5000


def deck_file(tmp_path, count: str, name: str = "big.txt"):
    """An Invocación deck file with one line of `count` Lords of the Frontier."""
    path = tmp_path / name
    path.write_text(f"game: invocacion\n[main]\n{count} frontier_lord\n", encoding="utf-8")
    return path


def one_line(text: str) -> str:
    """The text, checked to be one short line without a traceback."""
    assert text.count("\n") == 1 and "Traceback" not in text and len(text) < 300, text
    return text


@pytest.mark.parametrize("count", [BILLION, HUGE])
def test_decks_check_refuses_a_count_above_the_bound_in_one_line(tmp_path, capsys, count):
    path = deck_file(tmp_path, count)
    started = time.monotonic()
    assert main(["decks", "check", str(path)]) == 1
    out = one_line(capsys.readouterr().out)
    assert out == f"{path}:3: more than {MAX_COPIES} copies of 'frontier_lord': not a deck\n"
    assert time.monotonic() - started < 5


def test_repeated_lines_cannot_add_up_past_the_bound(tmp_path):
    path = tmp_path / "many.txt"
    path.write_text("game: invocacion\n[main]\n" + "999 frontier_lord\n" * 3, encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        read_deck(path, DECK_RULES, "invocacion")
    assert [p.line for p in caught.value.problems] == [4, 5]


def test_a_count_at_the_bound_is_read_and_only_the_game_rules_refuse_it(tmp_path):
    deck = read_deck(deck_file(tmp_path, str(MAX_COPIES)), DECK_RULES, "invocacion")
    assert deck.total() == MAX_COPIES and DECK_RULES.problems(deck)


def test_deck_argument_with_a_huge_count_exits_2(tmp_path, capsys):
    path = deck_file(tmp_path, BILLION)
    assert main(["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--deck", f"1={path}"]) == 2
    assert f"{path}:3: more than {MAX_COPIES} copies" in one_line(capsys.readouterr().err)


@pytest.mark.parametrize("count", [BILLION, HUGE])
def test_decks_option_with_a_huge_count_exits_2(capsys, count):
    argv = ["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--option", "constructed=true",
            "--option", f"decks=mine: [main] {count} frontier_lord"]
    assert main(argv) == 2
    assert f"more than {MAX_COPIES} copies of 'frontier_lord'" in one_line(capsys.readouterr().err)


def test_deck_argument_seat_number_is_bounded(capsys):
    assert main(["simulate", "invocacion", "--seats", "bot,bot", "--games", "1", "--deck", f"{HUGE}=x"]) == 2
    assert "bad --deck" in one_line(capsys.readouterr().err)


def test_decks_listing_shows_the_file_as_illegal_and_goes_on(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    mine = tmp_path / "decks" / "invocacion"
    mine.mkdir(parents=True)
    deck_file(mine, BILLION)
    assert main(["decks", "invocacion"]) == 0
    out = capsys.readouterr().out
    assert f"ILLEGAL (1 problem(s)): line 3: more than {MAX_COPIES} copies" in out and "borderlands" in out


def test_a_record_pinning_a_huge_count_is_refused_at_once(tmp_path, capsys):
    session = Session(get_game("invocacion"), parse_seats("bot:random,bot:random", ("random",), 2, 4), 5, {"constructed": True})
    path = tmp_path / "record.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"]["decks"] = f"mine: [main] {BILLION} frontier_lord, mine: [main] {BILLION} frontier_lord"
    path.write_text(json.dumps(data), encoding="utf-8")
    started = time.monotonic()
    assert main(["replay", str(path)]) in (1, 2)
    assert f"more than {MAX_COPIES} copies" in one_line(capsys.readouterr().err)
    assert time.monotonic() - started < 5
