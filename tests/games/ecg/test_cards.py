"""ECG's card set: every card loads with the statistics of its kind, and bad data fails with
file:line: card: field messages."""
from pathlib import Path

import pytest

from tabletop.data import DataErrors
from tabletop.data.validate import validate_game
from tabletop.games.ecg.rules.cards import DATA_FILE, card_set, load_deck
from tabletop.games.ecg.rules.vocabulary import KINDS, KINGDOMS, RESOURCES, TRIGGERS, WORDS

BAD = Path(__file__).resolve().parents[2] / "data" / "ecg"


def test_every_card_loads_with_english_and_spanish_names_and_text():
    cards = load_deck(DATA_FILE)
    assert set(KINDS) <= {c.kind for c in cards.cards.values()}
    for card in cards.cards.values():
        assert card.name["en"] and card.name["es"]
        if card.abilities or card.prayer:
            assert card.text["en"] and card.text["es"]


@pytest.mark.parametrize("kingdom", KINGDOMS)
def test_each_kingdom_has_a_hero_its_resource_troops_of_every_line_generals_and_plays(kingdom):
    cards = card_set()
    hero = cards.hero(kingdom)
    assert hero.morale > 0 and hero.hand > 0 and hero.renown >= 0 and hero.abilities_in("hero")
    assert [c.resource for c in cards.of_kind("resource", kingdom)] == [RESOURCES[kingdom]]
    troops = cards.of_kind("troop", kingdom)
    assert len(troops) >= 8 and {t.line for t in troops} == {"infantry", "support", "both"}
    assert len({g.general_type for g in cards.of_kind("general", kingdom)}) == 1
    pool = [c for c in cards.cards.values() if c.kind not in ("hero", "resource") and c.playable_by(kingdom)]
    kinds = {c.kind for c in pool}
    assert {"troop", "general", "action", "reaction"} <= kinds
    assert sum(c.copies for c in pool) >= 50  # room to build a varied 40-card deck


def test_sorcery_belongs_to_some_kingdoms_only_sol_for_sun_and_devout_luna_for_owl_and_wolf():
    spells = card_set().of_kind("spell")
    casters = {school: {k for s in spells if s.school == school for k in KINGDOMS if s.playable_by(k)}
               for school in ("sol", "luna")}
    assert casters == {"sol": {"sol", "devoto"}, "luna": {"lechuza", "lobo"}}


def test_every_word_and_every_trigger_is_used_by_some_card():
    cards = card_set().cards.values()
    assert {w for c in cards for a in (*c.abilities, *c.prayer) for w in a.words} == set(WORDS)
    assert {a.trigger for c in cards for a in c.abilities} - {None} == set(TRIGGERS)


def test_titles_give_madness_and_decide_renown_and_mercenaries_belong_to_no_kingdom():
    cards = card_set()
    howler = cards["lobo_aullador"]
    assert howler.titles == {"salvaje", "locura"} and howler.madness == 2 and not howler.gives_renown
    assert cards["lobo_alfa"].gives_renown
    sword = cards["merc_espada"]
    assert sword.mercenary and sword.kingdom is None and sword.playable_by("sol") and sword.playable_by("lobo")


def test_a_cost_table_gives_each_kingdom_its_price_and_a_dash_forbids_it():
    howl = card_set()["lobo_aullido_guerra"]
    assert howl.cost_for("lobo") == 1 and howl.cost_for("leon") == 2
    assert howl.cost_for("sol") is None and not howl.playable_by("sol")


def test_the_prayer_asks_four_stages_and_reactions_answer_something():
    cards = card_set()
    assert len(cards["oracion"].prayer) == 4
    assert [s.word for s in cards["oracion"].prayer[3].cost] == ["discard", "morale"]
    assert cards["lobo_emboscada"].effect.trigger == "on_maneuver"


@pytest.mark.parametrize("name, line, field, message", [
    ("unknown_word.yaml", 12, "abilities", "unknown word 'fireball'"),
    ("bad_argument.yaml", 7, "effect", "write its amount with a sign"),
    ("missing_stat.yaml", 2, None, "a troop needs 'line'"),
    ("bad_costs.yaml", 5, "costs", "no cost for lechuza, ciervo, leon, devoto"),
])
def test_bad_data_names_file_line_card_and_field(name, line, field, message):
    with pytest.raises(DataErrors) as info:
        load_deck(BAD / name)
    text = str(info.value)
    assert f"{name}:{line}: card " in text and message in text
    if field:
        assert f"field {field!r}" in text


def test_tabletop_validate_finds_no_problem_in_the_shipped_ecg_data():
    assert validate_game("ecg") == []


def test_texts_are_short_enough_for_the_card_face_and_name_the_zone_of_troop_abilities():
    for card in card_set().cards.values():
        for lang in ("en", "es"):
            assert len(card.text[lang]) <= 120 if card.text else True, (card.id, lang)
            assert len(card.flavour[lang]) <= 80 if card.flavour else True, (card.id, lang)
        if card.kind == "troop" and card.abilities:
            assert card.text["en"].startswith(("Court", "Battle", "When")), card.id
            assert card.text["es"].startswith(("Corte", "Batalla", "Al ")), card.id


TROOP = """cards:
  - id: odd_one
    kind: troop
    kingdom: lobo
    name: {en: Odd One, es: Raro}
    strength: 2
    cost: 1
    copies: 2
    line: infantry
    preparation: 1
"""


@pytest.mark.parametrize("extra, field, message", [
    ("    costs: {others: 1}\n", "costs", "a troop has no 'costs'"),
    ("    titles: [mercenario]\n", "kingdom", "a mercenary has no kingdom"),
    ("    titles: [salvaje 2]\n", "titles", "only locura takes a number"),
    ("    titles: [noble]\n", "titles", "unknown title 'noble'"),
    ("    abilities:\n      - hero: \"draw 1\"\n    text: {en: x, es: x}\n", "abilities",
     "expected one zone of: court, battle, any"),
    ("    abilities:\n      - battle: \"cancel\"\n        trigger: on_enter\n    text: {en: x, es: x}\n",
     "abilities", "'cancel' needs something to answer"),
])
def test_a_statistic_title_or_ability_that_does_not_fit_the_card_is_refused(tmp_path, extra, field, message):
    path = tmp_path / "cards.yaml"
    path.write_text(TROOP + extra, encoding="utf-8")
    with pytest.raises(DataErrors) as info:
        load_deck(path)
    assert f"card 'odd_one': field {field!r}: " in str(info.value) and message in str(info.value)


def test_a_prayer_needs_four_stages_and_a_reaction_answers_an_opponents_play(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("""cards:
  - id: short_prayer
    kind: blessing
    name: {en: Short Prayer, es: Oración Corta}
    costs: {others: 1}
    copies: 4
    prayer: ["discard 1", "discard 1", "discard 1"]
    text: {en: x, es: x}
  - id: late_answer
    kind: reaction
    name: {en: Late Answer, es: Respuesta Tardía}
    costs: {others: 1}
    copies: 2
    answers: on_enter
    effect: "cancel"
    text: {en: x, es: x}
""", encoding="utf-8")
    with pytest.raises(DataErrors) as info:
        load_deck(path)
    text = str(info.value)
    assert "cards.yaml:7: card 'short_prayer': field 'prayer': a prayer lists what playing the 1st..4th asks" in text
    assert "cards.yaml:14: card 'late_answer': field 'answers': a reaction answers one of: on_action" in text
