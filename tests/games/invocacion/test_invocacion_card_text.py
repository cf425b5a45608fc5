"""Issue 30.1: a card's rules text written from its effect, and any hand-written text checked against it on meaning."""
import dataclasses
import shutil

import pytest

from tabletop.data.validate import card_data_dir, lint_game
from tabletop.games.invocacion.rules import card_text
from tabletop.games.invocacion.rules.card_text import LEXICON, effect_text, text_mismatch
from tabletop.games.invocacion.rules.cards import deck, load_deck
from tabletop.games.invocacion.rules.effects import COUNT_ZONES, DESTROY_ZONES, ELEMENTS, REVEAL_ZONES, effect_from_plain
from tests.games.text_mutations import text_mutations, value_mutations

LANGS = ("en", "es")
EFFECT_CARDS = [card for card in deck().cards.values() if card.effect is not None]
ELEMENT_CONCEPTS = set(ELEMENTS)
ZONE_CONCEPTS = {"conjuros", "apoyos", "mana", "trophies", "hand"}
VERB_CONCEPTS = {"destroy", "lose", "draw", "discard", "block", "look", "gain", "exchange", "equal"}
KINDS = (ELEMENT_CONCEPTS, ZONE_CONCEPTS, VERB_CONCEPTS)
ZONE_NAMES = (ELEMENTS, tuple(z for z in COUNT_ZONES if z != "invocations"), DESTROY_ZONES, REVEAL_ZONES)


def _ids(cards):
    return [card.id for card in cards]


@pytest.mark.parametrize("card", EFFECT_CARDS, ids=_ids(EFFECT_CARDS))
def test_every_printed_text_of_the_set_says_what_its_effect_does(card):
    for lang in LANGS:
        assert text_mismatch(card.effect, card.text[lang], lang) is None, (lang, card.text[lang])


@pytest.mark.parametrize("card", EFFECT_CARDS, ids=_ids(EFFECT_CARDS))
def test_the_text_written_from_each_effect_says_what_the_effect_does(card):
    for lang in LANGS:
        written = effect_text(card.effect, lang)
        assert written.endswith(".") and "{" not in written
        assert text_mismatch(card.effect, written, lang) is None, (lang, written)


EVERY_WORD = [
    [{"add": 2}], [{"add": {"value": -1, "to": "others"}}], [{"add": {"value": -2, "to": "all", "element": "air"}}],
    [{"add": {"value": 2, "to": "chosen"}}], [{"add": {"value": {"count": "invocations", "element": "water"}}}],
    [{"add": {"value": {"count": "trophies", "times": 3}}}], [{"add": {"value": 1, "if": {"element": "earth"}}}],
    [{"add": {"value": 2, "if": {"count": "apoyos", "at_least": 2}}}], [{"set": {"value": 7}}],
    [{"set": {"value": {"count": "mana", "times": 2}}}], [{"set": {"value": 4, "to": "others"}}],
    [{"set": {"value": 5, "to": "chosen"}}], [{"now": {"set": {"value": "highest"}}}],
    [{"now": {"add": {"value": {"count": "conjuros"}}}}], [{"destroy": {"zone": "apoyos", "count": 2}}],
    [{"destroy": {"zone": "mana", "of": "all"}}], [{"destroy": {"zone": "conjuros", "of": "self"}}],
    [{"destroy": {"zone": "conjuros", "of": "others"}}], [{"block": 2}], [{"block": {"count": 1, "of": "others"}}],
    [{"block": {"count": 2, "of": "all"}}], ["swap_printed"], ["exchange_power"], [{"gain_mana": 3}], [{"draw": 1}],
    [{"discard": 2}], [{"discard": {"count": 1, "of": "chosen"}}], [{"discard": {"count": 1, "of": "others"}}],
    [{"discard": {"count": 2, "of": "all"}}], [{"reveal": {"zone": "hand"}}],
    [{"reveal": {"zone": "conjuros", "of": "others"}}], [{"reveal": {"zone": "apoyos", "of": "all"}}],
    [{"draw": 2}, {"discard": 1}],
]


@pytest.mark.parametrize("plain", EVERY_WORD, ids=[str(p) for p in EVERY_WORD])
def test_every_word_of_the_vocabulary_has_a_sentence_in_both_languages_that_reads_back_as_itself(plain):
    effect = effect_from_plain(plain)
    for lang in LANGS:
        written = effect_text(effect, lang)
        assert text_mismatch(effect, written, lang) is None, (lang, written)
    assert effect_text(effect, "en") != effect_text(effect, "es")


def _allowed(effect):
    facts = card_text.effect_facts(effect)
    return lambda concept: concept in facts.allows or any(concept in group for group in facts.needs)


@pytest.mark.parametrize("card", EFFECT_CARDS, ids=_ids(EFFECT_CARDS))
def test_changing_any_number_element_zone_or_verb_of_a_printed_text_is_noticed(card):
    for lang in LANGS:
        mutations = list(text_mutations(card.text[lang], LEXICON[lang], KINDS, _allowed(card.effect)))
        assert mutations, card.text[lang]
        for changed, text in mutations:
            assert text_mismatch(card.effect, text, lang), (lang, changed, text)


@pytest.mark.parametrize("card", EFFECT_CARDS, ids=_ids(EFFECT_CARDS))
def test_changing_the_effect_instead_is_noticed_too(card):
    for changed_steps in value_mutations(card.effect.steps, ZONE_NAMES):
        if _at_least_without_count(card.effect.steps, changed_steps):
            continue
        changed = dataclasses.replace(card.effect, steps=changed_steps)
        for lang in LANGS:
            assert text_mismatch(changed, card.text[lang], lang), (lang, changed_steps, card.text[lang])


def _at_least_without_count(steps, changed):
    """True when the change is to a condition's at_least without a count: a number that means nothing."""
    conditions = [getattr(step, "condition", None) for step in steps]
    changed_conditions = [getattr(step, "condition", None) for step in changed]
    return any(a is not None and a.count is None and a != b for a, b in zip(conditions, changed_conditions))


def test_validate_warns_with_file_line_card_and_what_differs(tmp_path):
    folder = tmp_path / "invocacion"
    shutil.copytree(card_data_dir("invocacion"), folder)
    path = folder / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("{en: +1 Power for each Fire invocation in play.",
                                 "{en: +5 Power for each Water invocation in play.", 1), encoding="utf-8")
    (warning,) = lint_game("invocacion", tmp_path)
    assert warning.code == "W-TEXT-MISMATCH" and warning.severity == "warning"
    assert warning.card == "pyre_dancer" and warning.field == "text.en" and warning.line == 45
    assert "says Water, +5" in warning.message and "the effect has Fire" in warning.message


def test_a_card_without_hand_written_text_prints_the_text_of_its_effect(tmp_path):
    path = tmp_path / "cards.yaml"
    text = (card_data_dir("invocacion") / "cards.yaml").read_text(encoding="utf-8")
    start = text.index("    text: {en: Destroy 1 Spell of a player.")
    path.write_text(text[:start] + text[text.index("\n", start) + 1:], encoding="utf-8")
    card = load_deck(path).cards["ash_reaver"]
    assert card.text == {"en": "Destroy 1 Spell of a player.", "es": "Destruye 1 Conjuro de un jugador."}
