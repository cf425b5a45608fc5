"""ECG's ability grammar: cost before ':', steps separated by ';', [x1] once per turn, every word
checked against the vocabulary with a one-line message for each mistake."""
import pytest

from tabletop.games.ecg.rules.abilities import Ability, AbilityError, Step, parse_ability, parse_steps
from tabletop.games.ecg.rules.vocabulary import WORDS


def test_the_briefs_example_reads_as_once_per_turn_a_two_part_cost_and_two_steps_in_order():
    ability = parse_ability("[x1] pay 1, recovery: wound adjacent_enemy 2; renown +1", "battle")
    assert ability == Ability("battle", cost=(Step("pay", None, 1), Step("recovery", "self")),
                              steps=(Step("wound", "adjacent_enemy", 2), Step("renown", "you", 1)),
                              once_per_turn=True)
    assert str(ability) == "[x1] pay 1, recovery: wound adjacent_enemy 2; renown +1"


def test_an_ability_without_colon_has_no_cost_and_arguments_may_come_in_any_order():
    ability = parse_ability("morale -2 opponent; draw", "court")
    assert ability.cost == () and not ability.once_per_turn
    assert ability.steps == (Step("morale", "opponent", -2), Step("draw", "you", 1))
    assert parse_ability("wound 2 enemy_troop", "battle").steps == (Step("wound", "enemy_troop", 2),)


@pytest.mark.parametrize("text, message", [
    ("fireball enemy_troop 2", "unknown word 'fireball'"),
    ("renown 1", "write its amount with a sign"),
    ("renown", "needs an amount with a sign"),
    ("wound 2", "'wound' needs a target"),
    ("wound enemy_hero 2", "'wound' takes a troop target"),
    ("draw 2 3", "two amounts"),
    ("look_hand 2", "takes no amount"),
    ("draw 0", "out of range"),
    ("pay 1", "is a price: it goes before the ':'"),
    ("cancel", "needs something to answer"),
    ("pay 1: draw 1: draw 1", "one ':' at most"),
    ("draw 1;; draw 1", "empty part in the steps"),
    (": draw 1", "empty part in the cost"),
    ("", "expected the ability's text"),
])
def test_each_mistake_is_refused_with_a_message_naming_it(text, message):
    with pytest.raises(AbilityError, match=message.replace("(", r"\(").replace("[", r"\[")):
        parse_ability(text, "battle")


def test_cancel_is_allowed_in_an_ability_that_answers_something():
    ability = parse_ability("cancel; draw 1", "play", trigger="on_action", troop=False)
    assert ability.trigger == "on_action" and ability.words == ("cancel", "draw")


def test_self_and_adjacent_targets_need_a_troop_using_the_ability():
    with pytest.raises(AbilityError, match="this card is not a troop"):
        parse_ability("wound adjacent_enemy 1", "play", troop=False)
    with pytest.raises(AbilityError, match="'recovery' needs a target"):
        parse_ability("recovery: draw 1", "play", troop=False)


def test_unknown_zone_and_trigger_are_refused():
    with pytest.raises(AbilityError, match="unknown zone"):
        parse_ability("draw 1", "graveyard")
    with pytest.raises(AbilityError, match="unknown trigger"):
        parse_ability("draw 1", "battle", trigger="on_sunrise")


def test_a_prayer_stage_is_a_price_of_steps_separated_by_commas_or_semicolons():
    assert parse_steps("discard 2, morale -3") == (Step("discard", "you", 2), Step("morale", "you", -3))
    assert parse_steps("sacrifice") == (Step("sacrifice", "own_troop"),)


def test_every_word_documents_an_example_that_parses():
    for word in WORDS.values():
        assert word.doc
        text = f"{word.example}: draw 1" if word.cost_only else word.example
        parse_ability(text, "battle", trigger="on_action" if word.answers_only else None)


def test_every_word_trigger_and_target_is_documented_in_docs_cards_ecg():
    from pathlib import Path

    from tabletop.games.ecg.rules.vocabulary import PLAYER_TARGETS, TRIGGERS, TROOP_TARGETS

    doc = (Path(__file__).resolve().parents[3] / "docs" / "cards" / "ecg.md").read_text(encoding="utf-8")
    for word in WORDS:
        assert f"- **`{word}" in doc, word
    for name in (*TRIGGERS, *TROOP_TARGETS, *PLAYER_TARGETS):
        assert f"| `{name}` |" in doc, name
