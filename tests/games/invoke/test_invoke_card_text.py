"""Issue 30.1 for Invoke: chaos effects and creature abilities written from their words, and hand-written text
checked against them on meaning."""
import shutil

import pytest

from tabletop.data.validate import card_data_dir, lint_game
from tabletop.games.invoke.rules import card_text
from tabletop.games.invoke.rules.card_text import LEXICON, steps_text, text_mismatch
from tabletop.games.invoke.rules.cards import deck, load_deck
from tabletop.games.invoke.rules.vocabulary import ABILITY_WORDS, CHAOS_WORDS, DECKS, SUITS, Steps
from tests.games.text_mutations import text_mutations, value_mutations

LANGS = ("en", "es")
WORDED = [card for card in deck().cards.values() if card.effect or card.ability]
NOUNS = {"gem", "wall", "aether", "hand", *DECKS, *SUITS}
VERBS = {"destroy", "lose", "take", "discard", "draw", "crumble", "reverse", "pass", "hold"}
DIRECTIONS = {"left", "right"}
KINDS = (NOUNS, VERBS, DIRECTIONS)
NAMES = (("drawer", "all"), ("left", "right"), DECKS, SUITS)


def _steps(card):
    return card.effect or card.ability


def _allowed(steps):
    facts = card_text.steps_facts(steps)
    return lambda concept: concept in facts.allows or any(concept in group for group in facts.needs)


@pytest.mark.parametrize("card", WORDED, ids=[c.id for c in WORDED])
def test_every_printed_text_and_every_written_text_says_what_the_card_does(card):
    for lang in LANGS:
        assert text_mismatch(_steps(card), card.text[lang], lang) is None, (lang, card.text[lang])
        written = steps_text(_steps(card), lang)
        assert text_mismatch(_steps(card), written, lang) is None, (lang, written)


def test_every_word_has_a_sentence_in_both_languages():
    words = {step.word for card in WORDED for step in _steps(card).steps}
    assert words == set(CHAOS_WORDS) | set(ABILITY_WORDS)


@pytest.mark.parametrize("card", WORDED, ids=[c.id for c in WORDED])
def test_changing_any_number_noun_or_verb_of_a_printed_text_is_noticed(card):
    for lang in LANGS:
        mutations = list(text_mutations(card.text[lang], LEXICON[lang], KINDS, _allowed(_steps(card))))
        assert mutations
        for changed, text in mutations:
            assert text_mismatch(_steps(card), text, lang), (lang, changed, text)


@pytest.mark.parametrize("card", WORDED, ids=[c.id for c in WORDED])
def test_changing_the_steps_instead_is_noticed_too(card):
    steps = _steps(card)
    for changed in value_mutations(steps.steps, NAMES):
        changed_steps = Steps(changed, steps.words)
        if changed_steps == steps:
            continue
        for lang in LANGS:
            assert text_mismatch(changed_steps, card.text[lang], lang), (lang, changed, card.text[lang])


def _broken_copy(tmp_path, old, new):
    folder = tmp_path / "invoke"
    shutil.copytree(card_data_dir("invoke"), folder)
    path = folder / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_validate_warns_when_a_chaos_card_says_something_else(tmp_path):
    _broken_copy(tmp_path, "Every wall in play loses 1 point.", "Every wall in play loses 2 points.")
    (warning,) = lint_game("invoke", tmp_path)
    assert (warning.code, warning.card, warning.field) == ("W-TEXT-MISMATCH", "tremor", "text.en")
    assert "says 2" in warning.message and "the effect has 1" in warning.message


def test_a_chaos_card_without_hand_written_text_prints_the_text_of_its_words(tmp_path):
    path = _broken_copy(tmp_path, '    text: {en: "Every wall in play loses 1 point.", es: "Cada muro en juego pierde 1 punto."}\n', "")
    assert load_deck(path).cards["tremor"].text == {"en": "Every wall in play loses 1 point.",
                                                     "es": "Cada muro en juego pierde 1 punto."}
