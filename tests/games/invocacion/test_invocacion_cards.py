"""The Invocación card set and its effect vocabulary: everything parses, every word is used
and documented, and bad data fails with file:line: card: field messages."""
import re
from pathlib import Path

import pytest

from tabletop.data import DataError, DataErrors
from tabletop.data.validate import validate_game
from tabletop.games.invocacion.rules import effects
from tabletop.games.invocacion.rules.cards import DATA_FILE, card_fields, deck, load_deck
from tabletop.games.invocacion.rules.effects import (Block, Count, ExchangePower, Highest, Modify, SwapPrinted,
                                               VOCABULARY, effect_from_plain)

ROOT = Path(__file__).resolve().parents[3]
BAD = ROOT / "tests" / "data" / "invocacion"


def test_every_card_parses_and_the_set_has_a_portal_promos_and_legends():
    d = load_deck(DATA_FILE)
    portal = d.portal()
    assert len(portal) >= 60
    assert [d[c].collection for c in d.ids("promo")] == ["★1", "★2", "★3", "★4"]
    assert len(d.legends()) >= 15 and all(d[c].legend for c in d.legends())
    for card in d.cards.values():
        assert card.name["en"] and card.name["es"]
        assert (card.effect is None) == (card.phase is None) == (card.text is None)
        assert len(card.elements) <= 2


def test_about_a_third_of_the_portal_has_no_effect():
    d = deck()
    share = sum(d[c].effect is None for c in d.portal()) / len(d.portal())
    assert 0.28 <= share <= 0.42


def test_each_element_has_cards_with_and_without_effect_and_some_cards_have_two_or_none():
    d = deck()
    for element in effects.ELEMENTS:
        cards = [d[c] for c in d.portal() if d[c].has(element)]
        assert len(cards) >= 10, element
        assert any(c.effect for c in cards) and any(c.effect is None for c in cards)
    assert any(len(d[c].elements) == 2 for c in d.portal())
    assert any(not d[c].elements for c in d.portal())


def test_the_seeds_named_examples_exist_as_cards():
    d = deck()
    steps = {cid: card.effect.steps for cid, card in d.cards.items() if card.effect}
    assert steps["stone_choir"] == (Modify("set", Count("conjuros", 2)),)
    assert steps["smothering_tide"] == (Modify("add", -3, "all", "fire"),)
    assert steps["tide_oracle"] == (Modify("add", Count("mana")),)
    assert steps["ataraxia"] == (Modify("set", Highest(), now=True),)
    assert steps["archangel"] == (SwapPrinted(),)
    assert steps["gale_trickster"] == (ExchangePower(),)
    assert steps["deep_rune"] == (Block(3, "chosen"),)
    assert d["smothering_tide"].text["es"] == "Todas las criaturas de Fuego reducen su poder en 3."
    assert d["deep_rune"].text["es"] == "Bloquea 3 Conjuros de un jugador."


def test_every_vocabulary_word_is_used_by_some_card():
    used = set().union(*(c.effect.words for c in deck().cards.values() if c.effect))
    assert set(VOCABULARY) - used == set()
    assert used - set(VOCABULARY) == set()


def test_every_vocabulary_word_is_documented_with_an_example():
    doc = (ROOT / "docs" / "cards" / "invocacion.md").read_text(encoding="utf-8")
    for word in VOCABULARY:
        assert re.search(rf"`{word}`", doc), word
    for word in ("add", "set", "now", "destroy", "block", "swap_printed", "exchange_power",
                 "gain_mana", "draw", "discard", "reveal"):
        assert re.search(rf"- {word}\b", doc), f"no YAML example of {word}"


def test_the_shipped_data_validates_as_tabletop_validate_checks_it():
    assert validate_game("invocacion") == []


def test_card_faces_get_every_printed_element():
    fields = card_fields()
    assert fields["forge_titan"]["cost"] == "{scroll} {scroll}\n{pillar}"
    assert fields["pearl_diver"]["mana"] == "{gem} {gem}"
    assert fields["first_flame"]["collection"] == "★1"
    assert fields["stone_choir"]["phase"] == "combat" and fields["stone_choir"]["power"] == 3
    assert "phase" not in fields["ember_hound"]


def _problems(name: str) -> list[str]:
    with pytest.raises((DataErrors, DataError)) as info:
        load_deck(BAD / name)
    exc = info.value
    return [e.describe() for e in exc.errors] if isinstance(exc, DataErrors) else [exc.describe()]


@pytest.mark.parametrize("name, line, card, field, words", [
    ("unknown_word.yaml", 14, "bad_word", "effect", "unknown word 'multiply'"),
    ("wrong_argument.yaml", 9, "bad_argument", "effect", "'everybody' is not one of"),
    ("bad_element.yaml", 5, "bad_element", "elements", "'lightning' is not one of"),
    ("duplicate_id.yaml", 7, "twin", "id", "duplicate id (first defined on line 2)"),
    ("missing_spanish.yaml", 4, "no_spanish", "name", "missing language(s): es"),
])
def test_bad_data_fails_naming_file_line_card_and_field(name, line, card, field, words):
    problems = _problems(name)
    assert len(problems) == 1
    assert problems[0].startswith(f"{BAD / name}:{line}: card {card!r}: field {field!r}: ")
    assert words in problems[0]


@pytest.mark.parametrize("effect, words", [
    ([{"add": {"value": 2, "colour": "red"}}], "unknown argument 'colour'"),
    ([{"add": {"to": "all"}}], "missing argument 'value'"),
    ([{"add": {"value": "lots"}}], "a quantity is a number"),
    ([{"add": {"value": "highest"}}], "use it inside now"),
    ([{"set": {"value": {"count": "dreams"}}}], "'dreams' is not one of"),
    ([{"add": {"value": {"count": "mana", "element": "fire"}}}], "element only filters a count of invocations"),
    ([{"add": {"value": 1, "if": {"at_least": 2}}}], "at_least needs a count"),
    ([{"add": {"value": 1, "if": {"count": "mana"}}}], "a count needs at_least"),
    ([{"now": {"draw": 1}}], "now wraps one power change"),
    ([{"draw": 0}], "from 1 to 10"),
    ([{"draw": True}], "from 1 to 10"),
    (["gain_mana"], "gain_mana needs a number"),
    ([{"swap_printed": {"with": "chosen"}}], "swap_printed takes no arguments"),
    ([{"destroy": {"zone": "hand"}}], "'hand' is not one of"),
    ([{"draw": 1, "discard": 1}], "each step is one word"),
    ([], "expected a list of steps"),
])
def test_wrong_arguments_are_refused_with_a_message_naming_the_problem(effect, words):
    with pytest.raises(DataError) as info:
        effect_from_plain(effect, "probe")
    assert words in info.value.describe()
    assert "card 'probe': field 'effect'" in info.value.describe()


def test_a_preparation_card_cannot_change_power_for_the_round(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - id: prep\n    number: 1\n    name: {en: P, es: P}\n    power: 1\n"
                    "    support: 1\n    phase: preparation\n    effect:\n      - add: 2\n"
                    "    text: {en: '+2', es: '+2'}\n", encoding="utf-8")
    with pytest.raises(DataErrors) as info:
        load_deck(path)
    assert f"{path}:9: card 'prep': field 'effect': a preparation card" in str(info.value)


def test_validate_reports_a_bad_card_file_in_a_data_folder_with_its_line(tmp_path):
    folder = tmp_path / "invocacion"
    folder.mkdir()
    (folder / "cards.yaml").write_bytes((BAD / "unknown_word.yaml").read_bytes())
    problems = validate_game("invocacion", data_root=tmp_path)
    assert problems == [f"{folder / 'cards.yaml'}:14: E-UNKNOWN-WORD: card 'bad_word': field 'effect': "
                        "unknown word 'multiply' (steps: add, set, now, destroy, block, swap_printed, exchange_power, gain_mana, draw, "
                        "discard, reveal)"]


@pytest.mark.parametrize("step", ["- destroy: {zone: conjuros}", "- block: 2", "- discard: {count: 1, of: others}",
                                  "- exchange_power"])
def test_a_preparation_card_may_only_use_what_preparacion_carries_out(tmp_path, step):
    """"Efectos de Preparación": the card is discarded and its effect done at once, before any Conjuro or
    invocation is on show; a step Preparación cannot carry out is refused, not silently skipped."""
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - id: prep\n    number: 1\n    name: {en: P, es: P}\n    power: 1\n"
                    f"    support: 1\n    phase: preparation\n    effect:\n      {step}\n"
                    "    text: {en: 'P', es: 'P'}\n", encoding="utf-8")
    with pytest.raises(DataErrors) as info:
        load_deck(path)
    assert f"{path}:9: card 'prep': field 'effect': a preparation card may only" in str(info.value)
