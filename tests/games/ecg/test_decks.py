"""ECG deck files and the seed's deck-building rules: each rule broken by an illegal file names
the line and the rule; the ready-made decks are legal."""
import shutil
from pathlib import Path

import pytest

from tabletop.data import DataErrors
from tabletop.data.validate import validate_game
from tabletop.engine import decks as deckfiles
from tabletop.engine.decks import Deck
from tabletop.games.ecg.rules.deck_rules import DECK_RULES, load_deck_file, ready_deck
from tabletop.games.ecg.rules.decks import DECKS_DIR, DeckList, deck_problems
from tabletop.games.ecg.rules.vocabulary import KINGDOMS


@pytest.mark.parametrize("kingdom", KINGDOMS)
def test_each_kingdoms_ready_made_deck_is_legal_with_its_hero_resource_and_40_cards(kingdom):
    deck = ready_deck(kingdom)
    assert deck["name"] == kingdom and len(deck["cards"]) == 40
    assert deck["hero"].startswith(kingdom) and deck["resource"].startswith(kingdom)


def _broken(tmp_path: Path, kingdom: str, old: str, new: str) -> tuple[str, Path]:
    text = (DECKS_DIR / f"{kingdom}.txt").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"{kingdom}.txt"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path.read_text(encoding="utf-8"), path


def _line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if marker in line)


@pytest.mark.parametrize("kingdom, old, new, marker, message", [
    ("lobo", "game: ecg", "game: invocacion", "game:", "this deck is for 'invocacion', not for 'ecg'"),
    ("lobo", "[main]", "[sideboard]", "[sideboard]", "unknown zone [sideboard]"),
    ("lobo", "3 lobo_explorador", "three lobo_explorador", "three", "expected `count card_id`"),
    ("lobo", "3 lobo_explorador", "3 lobo_explorer", "lobo_explorer", "unknown card 'lobo_explorer'"),
    ("lobo", "1 lobo_ulfra", "1 lobo_ulfra\n1 sol_aurelia", "lobo_ulfra",
     "a deck has exactly 1 hero in [hero], this one has 2"),
    ("lobo", "1 lobo_ira ", "", "1 refuerzos", "a deck has exactly 1 resource in [resource], this one has 0"),
    ("lobo", "1 lobo_ira ", "1 sol_fe ", "sol_fe", "'sol_fe' is not the resource of the hero's kingdom (lobo)"),
    ("lobo", "1 refuerzos", "1 sol_aurelia", "sol_aurelia", "heroes and resources are not shuffled into the deck"),
    ("lobo", "3 lobo_explorador", "2 lobo_explorador", "1 refuerzos", "[main] holds 39 cards, a deck has exactly 40"),
    ("lobo", "2 lobo_aullador", "3 lobo_aullador", "lobo_aullador", "3 copies of 'lobo_aullador', at most 2"),
    ("lobo", "2 merc_espada", "2 sol_escudero", "sol_escudero",
     "troops and generals must be of the hero's kingdom (lobo) unless mercenario"),
    ("lobo", "1 refuerzos", "1 merc_varga", "lobo_rhagna",
     "a deck holds one general card; this deck also has Condottiera Varga (line "),
    ("lobo", "1 refuerzos", "1 sol_himno", "sol_himno", "'sol_himno' costs \"-\" for lobo"),
    ("devoto", "1 refuerzos", "1 devoto_orla", "devoto_orla",
     "a deck with the Oración holds no legacies nor generals: 'devoto_orla' is a general"),
    ("devoto", "1 refuerzos", "1 estandarte_ancestral", "estandarte_ancestral",
     "a deck with the Oración holds no legacies nor generals: 'estandarte_ancestral' is a legacy"),
])
def test_an_illegal_deck_file_is_refused_at_its_line_with_the_rule_it_breaks(tmp_path, kingdom, old, new, marker,
                                                                              message):
    text, path = _broken(tmp_path, kingdom, old, new)
    with pytest.raises(DataErrors) as info:
        load_deck_file(path)
    where = f"{path}:{_line_of(text, marker)}: "
    assert any(e.describe().startswith(where) and message in e.describe() for e in info.value.errors), str(info.value)


def _deck(hero, resource, main):
    return Deck("ecg", "test", {"hero": {hero: 1}, "resource": {resource: 1}, "main": dict(main)})


def test_mercenaries_of_any_kingdom_and_a_mercenary_general_of_the_decks_type_are_legal():
    lechuza = _counts(ready_deck("lechuza")["cards"])
    assert "lechuza_ysolde" in lechuza and "merc_espada" in ready_deck("lobo")["cards"]
    mercenary_general = {("merc_varga" if c == "lechuza_ysolde" else c): n for c, n in lechuza.items()}
    assert deck_problems(_deck("lechuza_oriel", "lechuza_saber", mercenary_general)) == []
    beside_ysolde = {("merc_varga" if c == "leon_alto" else c): n for c, n in lechuza.items()}  # both estratega
    assert deck_problems(_deck("lechuza_oriel", "lechuza_saber", beside_ysolde), general_rule="type") == []


def test_deck_problems_works_on_a_deck_in_memory_in_both_languages():
    chosen = _deck("lobo_ulfra", "lobo_ira", {"lobo_cachorro": 4})
    assert (None, "4 copies of 'lobo_cachorro', at most 3") in deck_problems(chosen)
    assert (None, "[main] lleva 4 cartas, un mazo lleva exactamente 40") in deck_problems(chosen, "es")


def test_a_deck_written_in_the_shared_format_reads_back_the_same(tmp_path):
    original = deckfiles.read_deck(DECKS_DIR / "sol.txt", DECK_RULES, "ecg")
    path = tmp_path / "sol.txt"
    path.write_text(deckfiles.format_deck(original, DECK_RULES, "es"), encoding="utf-8")
    assert load_deck_file(path) == load_deck_file(DECKS_DIR / "sol.txt")
    assert "# Aurelia, Voz del Alba" in path.read_text(encoding="utf-8")


def test_the_opening_hand_holds_the_heros_mano_inicial_from_the_main_deck():
    from tabletop.engine.rng import Rng

    chosen = deckfiles.read_deck(DECKS_DIR / "lechuza.txt", DECK_RULES, "ecg")
    hand = DECK_RULES.opening_hand(chosen, Rng(7))
    assert len(hand) == 7 and set(hand) <= set(chosen.cards("main"))


def test_tabletop_validate_reports_an_illegal_deck_file_with_its_line(tmp_path):
    folder = tmp_path / "ecg" / "decks"
    folder.mkdir(parents=True)
    shutil.copy(DECKS_DIR.parent / "cards.yaml", tmp_path / "ecg" / "cards.yaml")  # a game's data holds its cards
    text = (DECKS_DIR / "leon.txt").read_text(encoding="utf-8").replace("3 leon_recluta", "4 leon_recluta")
    (folder / "leon.txt").write_text(text, encoding="utf-8")
    problems = validate_game("ecg", data_root=tmp_path)
    assert problems == [f"{folder / 'leon.txt'}:{_line_of(text, '4 leon_recluta')}: E-DECK: "
                        "4 copies of 'leon_recluta', at most 3",
                        f"{folder / 'leon.txt'}:{len(text.splitlines())}: E-DECK: [main] holds 41 cards, "
                        "a deck has exactly 40"]


def _counts(cards):
    counts = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


def test_deck_list_keeps_the_files_name():
    assert isinstance(load_deck_file(DECKS_DIR / "ciervo.txt"), DeckList)
    assert load_deck_file(DECKS_DIR / "ciervo.txt").name == "ciervo"


def test_the_pool_offers_every_card_in_its_zone_grouped_by_kind():
    pool = DECK_RULES.pool_by_id()
    assert pool["lobo_ulfra"].zone == "hero" and pool["lobo_ira"].zone == "resource"
    assert pool["oracion"].zone == "main" and pool["oracion"].group_label["es"] == "Bendición"
    assert pool["lobo_explorador"].cost == 1 and pool["lobo_explorador"].power == 2
