"""The Decktet data file and card order of Rune Duel, and bad data files."""
from pathlib import Path

import pytest

from tabletop.data import DataErrors
from tabletop.games.runes.rules.cards import DATA_FILE, card, deck, load_deck

BAD = Path(__file__).resolve().parents[2] / "data" / "runes"


def test_deck_is_the_40_decktet_cards_and_the_excuse_without_courts():
    d = deck()
    assert len(d.deck_ids) == 40
    assert d.excuse == "excuse"
    assert len(d.cards) == 45
    courts = [c for c in d.cards.values() if c.rank == "court"]
    assert {c.id for c in courts} == {"consul", "rite", "window", "island"}
    assert all(not c.in_deck and c.id not in d.deck_ids for c in courts)


@pytest.mark.parametrize("card_id, rank, suits, es", [
    ("ace_wyrms", "ace", ("wyrms",), "As de Serpientes"),
    ("author", "2", ("moons", "knots"), "El Autor"),
    ("chance_meeting", "7", ("moons", "leaves"), "El Encuentro Fortuito"),
    ("darkness", "9", ("waves", "wyrms"), "La Oscuridad"),
    ("windfall", "crown", ("knots",), "La Fortuna Inesperada"),
    ("light_keeper", "pawn", ("suns", "waves", "knots"), "El Farero"),
    ("borderland", "pawn", ("waves", "leaves", "wyrms"), "La Tierra Fronteriza"),
    ("island", "court", ("suns", "waves", "wyrms"), "La Isla"),
])
def test_card_facts_match_the_decktet(card_id, rank, suits, es):
    c = card(card_id)
    assert (c.rank, c.suits, c.name["es"]) == (rank, suits, es)


def test_higher_card_order_is_ace_numbers_pawn_court_crown():
    chain = ["ace_knots", "author", "savage", "darkness", "watchman", "consul", "huntress"]
    orders = [card(c).order for c in chain]
    assert orders == sorted(orders)


def test_equal_ranks_are_ordered_by_suits_in_decktet_order():
    assert card("ace_moons").order < card("ace_suns").order < card("ace_knots").order
    assert card("harvest").order < card("watchman").order  # (moons, suns...) < (moons, wyrms...)
    assert card("huntress").order < card("windfall").order
    assert len({c.order for c in deck().cards.values()}) == len(deck().cards)


def test_the_data_file_is_loaded_once():
    assert deck() is deck()
    assert DATA_FILE.name == "decktet.yaml"


def test_a_small_valid_file_loads():
    small = load_deck(BAD / "good_small.yaml")
    assert small.deck_ids == ("ace_moons",) and small.excuse == "excuse"


@pytest.mark.parametrize("fixture, line, card_id, field, words", [
    ("unknown_field.yaml", 10, "author", "power", "unknown field"),
    ("bad_suit.yaml", 9, "desert", "suits", "'dragons' is not one of"),
    ("wrong_suit_count.yaml", 5, "watchman", "suits", "has 3 suit(s), not 2"),
    ("duplicate_id.yaml", 6, "sea", "id", "duplicate id"),
    ("missing_spanish.yaml", 3, "bard", "name", "missing language(s): es"),
    ("bad_rank.yaml", 4, "bard", "rank", "'king' is not one of"),
    ("tied_order.yaml", 9, "second_bard", "suits", "order would tie"),
])
def test_bad_yaml_fixtures_name_file_line_card_and_field(fixture, line, card_id, field, words):
    with pytest.raises(DataErrors) as info:
        load_deck(BAD / fixture)
    text = str(info.value)
    assert f"{fixture}:{line}: card '{card_id}': field '{field}': " in text
    assert words in text


def test_yaml_syntax_error_names_file_and_line():
    with pytest.raises(Exception) as info:
        load_deck(BAD / "syntax_error.yaml")
    assert "syntax_error.yaml:" in str(info.value) and "YAML syntax error" in str(info.value)
