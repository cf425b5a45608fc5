"""Deck files (tabletop/engine/decks.py): format, write-back, seats' decks pinned in records."""
from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine import decks
from tabletop.engine.decks import DeckError, format_deck, inline, parse_deck, parse_inline, read_deck
from tabletop.engine.errors import OptionError
from tabletop.engine.registry import get_game
from tabletop.engine.rng import Rng
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules.constructed import DECK_RULES, ready_made

GAME = get_game("invocacion")
SEATS = [Seat("human", "Ana"), Seat("bot", "Bo", "random")]


def shipped_text() -> str:
    return ready_made()[0].read_text(encoding="utf-8")


def test_a_shipped_deck_file_reads_as_30_cards_in_its_main_zone():
    deck = read_deck(ready_made()[0], DECK_RULES, "invocacion")
    assert deck.total("main") == 30 and DECK_RULES.check(deck) == []
    assert deck.comments and deck.comments[0].startswith("# ")


def test_writing_a_deck_back_keeps_comments_header_zones_and_names():
    deck = read_deck(ready_made()[0], DECK_RULES, "invocacion")
    text = format_deck(deck, DECK_RULES)
    lines = text.splitlines()
    assert lines[:len(deck.comments)] == deck.comments
    assert "game: invocacion" in lines and "[main]" in lines
    assert "2 frontier_lord        # Lord of the Frontier" in lines  # as the shipped file has it
    again = parse_deck(text, DECK_RULES, "invocacion", "again")
    assert again.zones == deck.zones


def test_the_one_line_form_keeps_the_name_zones_and_order():
    deck = read_deck(ready_made()[0], DECK_RULES, "invocacion")
    again = parse_inline(inline(deck), DECK_RULES, "invocacion")
    assert again.name == deck.name and again.cards() == deck.cards()


@pytest.mark.parametrize("text, line, words", [
    ("[main]\n2 ember_hound\n", 1, "no `game: invocacion` header"),
    ("game: ecg\n[main]\n", 1, "this deck is for 'ecg', not for 'invocacion'"),
    ("game: invocacion\n[hero]\n", 2, "unknown zone [hero] (zones: [main])"),
    ("game: invocacion\n[main]\n2 ember_hound\ngame: invocacion\n", 4, "the `game:` header comes once"),
    ("game: invocacion\n\n0 ember_hound\n", 3, "the count of 'ember_hound' must be 1 or more"),
    ("game: invocacion\n2\n", 2, "expected `count card_id`"),
])
def test_a_broken_deck_file_names_the_line_and_what_is_wrong(tmp_path, text, line, words):
    path = tmp_path / "broken.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        read_deck(path, DECK_RULES, "invocacion")
    first = caught.value.problems[0]
    assert first.describe(path).startswith(f"{path}:{line}: ") and words in first.message()
    assert first.message("es") != first.message("en")
    assert path.read_text(encoding="utf-8") == text  # never fixed or overwritten


def test_a_seat_given_a_deck_gets_it_and_the_others_a_ready_made_one(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(shipped_text().replace("2 frontier_lord", "2 frontier_lord\n# my own"), encoding="utf-8")
    options = decks.with_seat_decks(GAME, {}, {1: str(path)}, 2)
    assert options["constructed"] is True
    chosen = decks.seat_decks(options["decks"], 2, DECK_RULES, "invocacion")
    assert [d.name for d in chosen] == [ready_made()[0].stem, "mine"]


def test_a_deck_for_a_seat_that_does_not_exist_is_refused():
    with pytest.raises(OptionError, match="no seat 3"):
        decks.with_seat_decks(GAME, {}, {2: str(ready_made()[0])}, 2)


def test_a_saved_game_replays_with_its_decks_after_the_deck_file_changed(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(shipped_text(), encoding="utf-8")
    session = Session(GAME, SEATS, 7, {"constructed": True, "decks": str(path)})
    for _ in range(12):
        session.play(session.legal_actions()[0])
    saved = tmp_path / "game.json"
    session.save(saved)
    assert str(path) not in saved.read_text(encoding="utf-8")  # the list, not the file, is recorded
    path.write_text("game: invocacion\n[main]\n2 ember_hound\n", encoding="utf-8")  # now illegal
    again = Session.load(saved)
    assert again.actions == session.actions
    assert GAME.to_dict(again.full_state_unsafe_for_bots()) == GAME.to_dict(session.full_state_unsafe_for_bots())


def test_the_test_draw_deals_the_first_hand_from_the_deck():
    deck = read_deck(ready_made()[0], DECK_RULES, "invocacion")
    hand = DECK_RULES.opening_hand(deck, Rng(3))
    assert len(hand) == 4 and Counter(hand) <= Counter(deck.cards())
    assert DECK_RULES.opening_hand(deck, Rng(3)) == hand


def test_a_deck_file_is_found_by_name_in_the_user_folder_first(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    folder = decks.user_decks_dir("invocacion")
    folder.mkdir(parents=True)
    (folder / "borderlands.txt").write_text(shipped_text(), encoding="utf-8")
    assert decks.find_deck("borderlands", DECK_RULES, "invocacion") == folder / "borderlands.txt"
    listed = decks.deck_files(DECK_RULES, "invocacion")
    assert (folder / "borderlands.txt", False) in listed and listed[0][1] is True


COMMENTED = """\
# Embers: burn first, count later.
# built for the club night
game: invocacion       # house rules
# what it does: see the notes below

[main]                 # the only zone
# Finishers
2 frontier_lord        # Lord of the Frontier
2 forge_titan          # the big one

# Without effect
2 thunder_roc          # Thunder Roc

# last words
"""


def comment_lines(text: str) -> list[str]:
    """Every comment in a deck text, in order, the card names' comments left out."""
    return [line.split("#", 1)[1].strip() for line in text.splitlines()
            if "#" in line and not line.split("#", 1)[0].strip()[:1].isdigit()]


def test_saving_a_deck_keeps_every_comment_where_it_was():
    deck = parse_deck(COMMENTED, DECK_RULES, "invocacion", "embers")
    assert format_deck(deck, DECK_RULES) == COMMENTED


def test_a_card_names_comment_follows_the_language_and_a_players_own_note_stays():
    text = format_deck(parse_deck(COMMENTED, DECK_RULES, "invocacion", "embers"), DECK_RULES, "es")
    lines = text.splitlines()
    assert "2 forge_titan          # the big one" in lines
    assert "2 frontier_lord        # Lord of the Frontier" not in lines
    assert any(line.startswith("2 frontier_lord ") and "#" in line for line in lines)
    assert comment_lines(text) == comment_lines(COMMENTED)


def test_the_comments_above_a_card_taken_out_move_to_the_next_card_or_the_zones_end():
    deck = parse_deck(COMMENTED, DECK_RULES, "invocacion", "embers")
    deck.remove("thunder_roc", copies=2)
    deck.remove("frontier_lord", copies=2)
    deck.add("ember_hound", "main")
    text = format_deck(deck, DECK_RULES)
    assert comment_lines(text) == comment_lines(COMMENTED)
    assert "# Finishers\n2 forge_titan          # the big one\n" in text
    assert "\n1 ember_hound          # Ember Hound\n" in text


@pytest.mark.parametrize("game_id", ["invocacion", "ecg"])
def test_every_shipped_deck_saves_with_all_its_comments(game_id):
    rules = decks.rules_of(get_game(game_id))
    for path in decks.ready_made(rules):
        text = path.read_text(encoding="utf-8")
        saved = format_deck(read_deck(path, rules, game_id), rules)
        assert comment_lines(saved) == comment_lines(text), path
        assert parse_deck(saved, rules, game_id, "again").zones == read_deck(path, rules, game_id).zones
