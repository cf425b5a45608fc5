"""The tarot data file, and bad data files: every error names file, line, card and field."""
from pathlib import Path

import pytest

from tabletop.data import DataError, DataErrors
from tabletop.games.gnostica.rules.cards import DATA_FILE, STEPS, SUIT_STEP, deck, load_deck, validate

BAD = Path(__file__).resolve().parents[2] / "data" / "gnostica"


def test_deck_holds_22_majors_and_56_minors_with_their_values():
    d = deck()
    assert len(d.order) == 78
    majors = [d[c] for c in d.majors()]
    assert [c.number for c in majors] == list(range(22))
    assert majors[0].id == "major_00_fool" and majors[21].id == "major_21_world"
    assert all(c.value == 3 for c in majors)
    minors = [d[c] for c in d.order if not d[c].is_major]
    assert len(minors) == 56
    for c in minors:
        assert c.value == (2 if c.number >= 11 else 1)
        assert c.powers == (SUIT_STEP[c.suit],)
    assert d["cups_12_knight"].name == {"en": "Knight of Cups", "es": "Caballero de Copas"}


def test_every_card_has_powers_from_the_vocabulary_and_text_in_both_languages():
    for card in deck().cards.values():
        assert card.powers and all(step in STEPS for step in card.powers)
        assert card.text["en"] and card.text["es"] and card.name["en"] and card.name["es"]


def test_major_powers_follow_the_printed_order():
    d = deck()
    assert d["major_19_sun"].powers == ("sun_cup", "disc")
    assert d["major_18_moon"].powers == ("moon_rod", "sword")
    assert d["major_12_hanged_man"].powers == ("rod", "hanged_trade")
    assert d["major_11_justice"].powers == ("justice_trade", "sword")
    assert len(d["major_15_devil"].powers) == 3


def test_shipped_data_validates():
    assert validate() == []
    assert DATA_FILE.name == "tarot.yaml"


def errors_of(name: str) -> list[DataError]:
    with pytest.raises(DataErrors) as caught:
        load_deck(BAD / name)
    return caught.value.errors


def test_unknown_power_step_is_reported_with_file_line_card_and_field():
    (err,) = errors_of("unknown_step.yaml")
    assert err.file.endswith("unknown_step.yaml") and err.line == 8
    assert err.card == "major_00_fool" and err.field == "powers"
    assert "teleport" in err.message
    assert err.describe().startswith(f"{err.file}:8: card 'major_00_fool': field 'powers': ")


def test_court_card_worth_one_is_reported():
    (err,) = errors_of("court_worth_one.yaml")
    assert (err.line, err.card, err.field) == (8, "cups_12_knight", "value")


def test_missing_text_and_missing_language_are_both_reported():
    errs = errors_of("missing_text.yaml")
    assert [(e.card, e.field) for e in errs] == [("cups_02_two", "text"), ("cups_03_three", "text")]
    assert "missing required field" in errs[0].message and "es" in errs[1].message


def test_duplicate_id_is_reported_on_the_second_card():
    (err,) = errors_of("duplicate_id.yaml")
    assert err.card == "cups_02_two" and err.line == 10 and "duplicate" in err.message


def test_wrong_suit_power_is_reported():
    (err,) = errors_of("wrong_suit_power.yaml")
    assert (err.line, err.card, err.field) == (9, "swords_05_five", "powers")


def test_unknown_field_is_reported():
    (err,) = errors_of("unknown_field.yaml")
    assert (err.line, err.card, err.field) == (10, "swords_05_five", "colour")
    assert "unknown field" in err.message


def test_incomplete_deck_is_reported():
    (err,) = errors_of("incomplete_deck.yaml")
    assert "78" in err.message and err.line == 3


def test_broken_yaml_syntax_names_the_line():
    with pytest.raises(DataError) as caught:
        load_deck(BAD / "broken_syntax.yaml")
    assert caught.value.file.endswith("broken_syntax.yaml") and caught.value.line is not None
