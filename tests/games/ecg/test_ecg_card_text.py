"""Issue 30.1 for ECG: a card's rules text written from its abilities, and hand-written text checked on meaning."""
import dataclasses
import shutil

import pytest

from tabletop.data.validate import card_data_dir, lint_game
from tabletop.games.ecg.rules import card_text
from tabletop.games.ecg.rules.card_text import LEXICON, text_mismatch
from tabletop.games.ecg.rules.cards import card_set, load_deck
from tabletop.games.ecg.rules.vocabulary import TRIGGERS, TROOP_TARGETS, WORDS
from tests.games.text_mutations import text_mutations, value_mutations

LANGS = ("en", "es")
WORDED = [card for card in card_set().cards.values() if card.abilities or card.prayer]
VERBS = {"draw", "discard", "take", "look", "exile", "wound", "heal", "strength", "preparation", "recovery", "move",
         "destroy", "return", "sacrifice", "morale", "renown", "madness", "gain", "pay", "cancel"}
TARGETS = {"enemy", "adjacent", "any", "opponent", "line"}
KINDS = (VERBS, TARGETS, {"maneuver", "spell", "action", "ability", "reaction", "training"})
NAMES = (tuple(w for w in WORDS if WORDS[w].target == "troop" and WORDS[w].amount == "count"),
         ("destroy", "exile", "return", "move"), ("morale", "renown", "madness"),
         tuple(t for t in TROOP_TARGETS if t != "self"), ("you", "opponent"), TRIGGERS)


def _allowed(card):
    facts = card_text.card_facts(card)
    return lambda concept: concept in facts.allows or any(concept in group for group in facts.needs)


@pytest.mark.parametrize("card", WORDED, ids=[c.id for c in WORDED])
def test_every_printed_text_and_every_written_text_says_what_the_card_does(card):
    for lang in LANGS:
        assert text_mismatch(card, card.text[lang], lang) is None, (lang, card.text[lang])
        written = card_text.card_text(card, lang)
        assert text_mismatch(card, written, lang) is None, (lang, written)


def test_every_word_of_the_grammar_has_a_sentence_and_is_used_by_some_card():
    used = {step.word for card in WORDED for ability in (*card.abilities, *card.prayer)
            for step in (*ability.cost, *ability.steps)}
    assert used == set(WORDS)


@pytest.mark.parametrize("card", WORDED, ids=[c.id for c in WORDED])
def test_changing_any_number_verb_target_or_trigger_of_a_printed_text_is_noticed(card):
    for lang in LANGS:
        for changed, text in text_mutations(card.text[lang], LEXICON[lang], KINDS, _allowed(card)):
            assert text_mismatch(card, text, lang), (lang, changed, text)


@pytest.mark.parametrize("card", WORDED, ids=[c.id for c in WORDED])
def test_changing_the_abilities_instead_is_noticed_too(card):
    for field in ("abilities", "prayer"):
        for changed in value_mutations(getattr(card, field), NAMES):
            changed_card = dataclasses.replace(card, **{field: changed})
            if _meaningless(changed_card) or _same_facts(card, changed_card):
                continue
            for lang in LANGS:
                assert text_mismatch(changed_card, card.text[lang], lang), (lang, changed, card.text[lang])


def _same_facts(card, changed):
    """True when a change leaves what the text must mention as it was: the comparison reads a text as a bag of
    facts, so swapping two steps' targets or verbs that the card names elsewhere cannot be seen (docs/cards/ecg.md)."""
    before, after = card_text.card_facts(card), card_text.card_facts(changed)
    return _concepts(before) == _concepts(after) and sorted(map(repr, before.numbers)) == \
        sorted(map(repr, after.numbers))


def _concepts(facts):
    return set().union(*facts.needs) | facts.allows


def _meaningless(card):
    """A change the grammar itself would refuse (a word given a target of the wrong kind, or none it needs)."""
    for ability in (*card.abilities, *card.prayer):
        for step in (*ability.cost, *ability.steps):
            word = WORDS[step.word]
            player_target = step.target in ("you", "opponent", None)
            if (word.target == "player") != player_target and word.target is not None:
                return True
            if word.target is None and step.target is not None:
                return True
            if step.word == "prepare" and step.amount is not None and step.amount >= 0:
                return True  # "+1 Preparation" changes the verb, not only the number
    return False


def _copy_with(tmp_path, old, new):
    folder = tmp_path / "ecg"
    shutil.copytree(card_data_dir("ecg"), folder)
    path = folder / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_validate_warns_when_a_printed_text_says_another_target(tmp_path):
    _copy_with(tmp_path, "Battle — [x1] Recovery: 1 wound to an adjacent enemy troop.",
               "Battle — [x1] Recovery: 2 wounds to a troop of yours.")
    (warning,) = lint_game("ecg", tmp_path)
    assert (warning.code, warning.card, warning.field) == ("W-TEXT-MISMATCH", "lobo_explorador", "text.en")
    assert "says 2" in warning.message and "adjacent" in warning.message and "enemy" in warning.message


def test_a_card_without_hand_written_text_prints_the_text_of_its_abilities(tmp_path):
    path = _copy_with(tmp_path, '''    text: {en: "Answers a maneuver: cancel it; 1 wound to an enemy troop.",
           es: "Responde a una maniobra: cancélala; 1 herida a una tropa enemiga."}
''', "")
    assert load_deck(path).cards["lobo_emboscada"].text == {
        "en": "Answers a maneuver: cancel it; 1 wound to an enemy troop.",
        "es": "Responde a una maniobra: cancélalo; 1 herida a una tropa enemiga."}
