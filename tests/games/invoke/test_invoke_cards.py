"""The Invoke starter set and its data vocabulary: every card parses, the seed's counts and
gem table hold, every word is used and documented, and bad data fails with file:line messages."""
import re
from pathlib import Path

import pytest

from tabletop.data import DataErrors
from tabletop.data.validate import validate_game
from tabletop.games.invoke.rules.cards import DATA_FILE, ELEMENTS, deck, load_deck
from tabletop.games.invoke.rules.vocabulary import VOCABULARY

ROOT = Path(__file__).resolve().parents[3]
BAD = ROOT / "tests" / "data" / "invoke"


def test_every_card_parses_into_three_decks_with_their_suits():
    d = load_deck(DATA_FILE)
    suits = {deck_name: {d[c].suit for c in d.ids(deck_name)} for deck_name in ("manifest", "thaumaturgy", "focus")}
    assert suits == {"manifest": {"element", "item", "creature"}, "thaumaturgy": {"action", "chaos"},
                     "focus": {"target", "modifier"}}
    for card in d.cards.values():
        assert card.name["en"] and card.name["es"]


def test_the_starter_set_has_what_the_seed_names():
    d = deck()
    words = {d[c].word for c in d.order}
    assert {"move_left", "move_right", "invoke", "discard", "build_wall", "tome", "wand",
            "target_item", "target_creature", "target_hand", "target_gem", "target_current",
            "target_established", "delay", "sustain", "haste"} <= words
    assert sorted(d[c].value for c in d.order if d[c].word == "power") == [-2, -1, 1, 2]
    assert sorted(d[c].element for c in d.order if d[c].word == "element") == sorted(ELEMENTS)
    assert d.by_name("Imp").element == "fire" and d.by_name("Mermaid").element == "water"


def test_chaos_is_about_14_percent_of_thaumaturgy_three_harm_three_help_six_table():
    d = deck()
    pile = d.pile("thaumaturgy")
    chaos = [c for c in pile if d[c].word == "chaos"]
    assert 0.135 <= len(chaos) / len(pile) <= 0.145
    kinds = [d[c].chaos for c in chaos]
    assert (kinds.count("harm"), kinds.count("help"), kinds.count("table")) == (3, 3, 6)
    assert all(d[c].text["en"] and d[c].text["es"] and d[c].effect for c in chaos)


def test_every_creature_holds_cards_and_has_its_text():
    d = deck()
    creatures = [d[c] for c in d.order if d[c].word == "creature"]
    assert {c.element for c in creatures} == set(ELEMENTS)
    assert all(c.ability.find("hold")["count"] >= 1 and c.text for c in creatures)


def test_every_card_face_says_what_the_card_does_in_both_languages():
    """The hover preview is where a new player learns what Delay or Target Hand does."""
    from tabletop.ui.cards.fields import card_fields

    faces, errors = card_fields("invoke")
    assert errors == [] and set(faces) == set(deck().cards)
    for card_id, face in faces.items():
        assert set(face["text"]) == {"en", "es"} and all(len(words) > 20 for words in face["text"].values()), card_id


@pytest.mark.parametrize("mages, gems, aether", [(2, 7, 4), (3, 7, 4), (4, 5, 3), (5, 5, 3), (6, 4, 2),
                                                (9, 4, 2), (10, 3, 2)])
def test_power_gems_and_the_aether_follow_the_seeds_table(mages, gems, aether):
    assert deck().starting_gems(mages) == gems
    assert deck().aether_gems(mages) == aether


def test_every_vocabulary_word_is_used_by_some_card():
    d = deck()
    used = set().union(*(s.words for c in d.cards.values() for s in (c.ability, c.effect) if s))
    assert set(VOCABULARY) - used == set()
    assert used - set(VOCABULARY) == set()


def test_every_vocabulary_word_is_documented_with_an_example():
    doc = (ROOT / "docs" / "cards" / "invoke.md").read_text(encoding="utf-8")
    for word in VOCABULARY:
        assert re.search(rf"`{word}`", doc), word
    steps = {s.word for c in deck().cards.values() for s in (c.ability, c.effect) if s for s in s.steps}
    for word in steps:
        assert re.search(rf"- {word}\b", doc), f"no YAML example of {word}"


def test_the_shipped_data_validates_as_tabletop_validate_checks_it():
    assert validate_game("invoke") == []


def _problems_at(path: Path) -> list[str]:
    """Every problem load_deck reports for a file, one line each."""
    with pytest.raises(DataErrors) as info:
        load_deck(path)
    return [e.describe() for e in info.value.errors]


BAD_FILES = {
    "unknown_word.yaml": "17: card 'bad_chaos': field 'effect': unknown word 'explode'",
    "wrong_argument.yaml": "13: card 'bad_creature': field 'ability': hold: deck: 'dreams' is not one of",
    "missing_element.yaml": "8: card 'no_element': field 'element': a element card needs element",
    "duplicate_id.yaml": "11: card 'twin': field 'id': duplicate id (first defined on line 8)",
    "missing_spanish.yaml": "10: card 'no_spanish': field 'name': text is missing language(s): es",
    "gem_gap.yaml": "2: field 'power_gems': power_gems says nothing for 6, 7, 8, 9 mages",
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_bad_data_fails_with_one_line_naming_file_line_card_and_field(name):
    [problem] = _problems_at(BAD / name)
    assert problem.startswith(f"{BAD / name}:{BAD_FILES[name]}")
