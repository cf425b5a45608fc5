""""Un mazo puede tener 1 tipo de general a la vez" (interpretation 26): option general_rule, `card` by default
(one general card per deck, in up to its copies) or `type` (several generals of one general type)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.decks import DeckError, load_legal_deck, read_deck
from tabletop.engine.errors import OptionError
from tabletop.games.ecg.rules.cards import card_set
from tabletop.games.ecg.rules.deck_rules import DECK_RULES
from tabletop.games.ecg.rules.decks import DECKS_DIR
from tabletop.games.ecg.rules.game import GAME
from tabletop.ui.deck_edit import DeckEditing

TYPE_RULE = {"general_rule": "type"}


def _lobo_with(tmp_path: Path, new: str, old: str = "1 refuerzos") -> tuple[Path, list[str]]:
    """The White Wolf's ready-made deck with its last card line `old` replaced by `new`, in a file."""
    text = (DECKS_DIR / "lobo.txt").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "lobo.txt"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path, path.read_text(encoding="utf-8").splitlines()


def _line(lines: list[str], start: str) -> int:
    return next(n for n, line in enumerate(lines, 1) if line.startswith(start))


def test_a_deck_holds_one_general_card(tmp_path):
    path, lines = _lobo_with(tmp_path, "1 lobo_skorn")
    with pytest.raises(DeckError) as caught:
        load_legal_deck(path, DECK_RULES, "ecg")
    rhagna, skorn = _line(lines, "1 lobo_rhagna"), _line(lines, "1 lobo_skorn")
    assert [p.describe(path) for p in caught.value.problems] == [
        f"{path}:{rhagna}: a deck holds one general card; this deck also has Skorn the One-Eyed (line {skorn})"]
    assert caught.value.problems[0].message("es") == (
        f"un mazo lleva una sola carta de general; este también lleva Skorn el Tuerto (línea {skorn})")


def test_a_deck_holds_its_one_general_card_in_up_to_its_copies(tmp_path):
    path, _lines = _lobo_with(tmp_path, "1 lobo_rhagna")
    with pytest.raises(DeckError) as caught:
        load_legal_deck(path, DECK_RULES, "ecg")
    assert [p.message() for p in caught.value.problems] == ["2 copies of 'lobo_rhagna', at most 1"]


def test_general_rule_type_allows_two_generals_of_one_type(tmp_path):
    path, _lines = _lobo_with(tmp_path, "1 lobo_skorn")  # Rhagna and Skorn: both caudillo
    deck = load_legal_deck(path, DECK_RULES, "ecg", options=TYPE_RULE)
    assert deck.count("lobo_rhagna") == deck.count("lobo_skorn") == 1
    other_type, lines = _lobo_with(tmp_path, "1 merc_varga")  # an estratega beside a caudillo
    with pytest.raises(DeckError) as caught:
        load_legal_deck(other_type, DECK_RULES, "ecg", options=TYPE_RULE)
    assert [(p.line, p.message()) for p in caught.value.problems] == [
        (_line(lines, "1 merc_varga"), "one general type per deck: 'merc_varga' is estratega, 'lobo_rhagna' caudillo")]


def test_every_ready_made_deck_is_legal_under_the_default():
    cards = card_set()
    for path in sorted(DECKS_DIR.glob("*.txt")):
        deck = load_legal_deck(path, DECK_RULES, "ecg")
        generals = {c for c in deck.cards("main") if cards[c].kind == "general"}
        assert len(generals) == (0 if path.stem == "devoto" else 1), (path.stem, generals)
        assert deck.total("main") == 40


def test_the_option_general_rule_is_declared_with_card_by_default_in_both_languages():
    option = GAME.info.option("general_rule")
    assert GAME.info.resolve_options({})["general_rule"] == "card" and option.choices == ("card", "type")
    assert option.label["en"] and option.label["es"] and option.help["en"] and option.help["es"]
    assert {lang for value in option.choices for lang in option.value_labels[value]} == {"en", "es"}


def test_a_game_refuses_two_generals_by_default_and_plays_them_under_the_type_rule(tmp_path):
    path, _lines = _lobo_with(tmp_path, "1 lobo_skorn")
    with pytest.raises(OptionError, match="a deck holds one general card"):
        GAME.setup({"decks": f"{path}, leon"}, 2, 1)
    state = GAME.setup({"decks": f"{path}, leon", **TYPE_RULE}, 2, 1)
    assert state.seats[0]["cards"].count("lobo_skorn") == 1


def test_the_deck_editor_checks_the_generals_under_its_options(tmp_path):
    path, _lines = _lobo_with(tmp_path, "1 lobo_skorn")
    by_default, by_type = DeckEditing("ecg", DECK_RULES), DeckEditing("ecg", DECK_RULES, TYPE_RULE)
    for editing in (by_default, by_type):
        editing.replace(read_deck(path, DECK_RULES, "ecg"))
    assert any("one general card" in p.message() for p in by_default.problems())
    assert by_type.problems() == []
