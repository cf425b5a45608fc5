"""ECG's deck rules through the generic deck files (DeckRules on its GameInfo): each illegal file, its line and rule."""
from __future__ import annotations

import pytest

from tabletop.cli import main
from tabletop.engine.decks import DeckError, load_legal_deck, rules_of
from tabletop.engine.registry import get_game
from tabletop.engine.rng import Rng

RULES = rules_of(get_game("ecg"))
LOBO = (RULES.ready_dir / "lobo.txt").read_text(encoding="utf-8")
LAST_CARD = "1 refuerzos"


def line_of(text: str, start: str) -> int:
    """The last line starting with `start` (the card line a test changed is the last of its kind)."""
    return [n for n, line in enumerate(text.splitlines(), 1) if line.startswith(start)][-1]


def test_ecg_declares_its_zones_and_its_ready_made_decks_are_legal():
    assert RULES.zone_keys() == ["hero", "resource", "main"]
    for path in sorted(RULES.ready_dir.glob("*.txt")):
        deck = load_legal_deck(path, RULES, "ecg")
        assert deck.total("hero") == 1 and deck.total("resource") == 1 and deck.total("main") == 40


@pytest.mark.parametrize("old, new, rule", [
    ("1 lobo_ulfra", "", "a deck has exactly 1 hero in [hero], this one has 0"),
    ("1 lobo_ulfra", "2 lobo_ulfra", "a deck has exactly 1 hero in [hero], this one has 2"),
    ("1 lobo_ira", "1 leon_disciplina", "is not the resource of the hero's kingdom"),
    ("3 lobo_explorador", "2 lobo_explorador", "[main] holds 39 cards, a deck has exactly 40"),
    (LAST_CARD, "1 lobo_explorador", "4 copies of 'lobo_explorador', at most 3"),
    (LAST_CARD, "1 leon_recluta", "troops and generals must be of the hero's kingdom"),
    (LAST_CARD, "1 merc_varga", "a deck holds one general card"),
    (LAST_CARD, "1 sol_himno", "costs \"-\" for lobo"),
    (LAST_CARD, "1 lobo_ulfra", "heroes and resources are not shuffled into the deck"),
    (LAST_CARD, "1 oracion", "a deck with the Oración holds no legacies nor generals"),
])
def test_an_illegal_ecg_deck_is_refused_with_its_line_and_rule(tmp_path, capsys, old, new, rule):
    text = LOBO.replace(old + " ", new + " ", 1) if new else "\n".join(
        line for line in LOBO.splitlines() if not line.startswith(old + " ")) + "\n"
    assert text != LOBO
    path = tmp_path / "broken.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        load_legal_deck(path, RULES, "ecg")
    found = [p for p in caught.value.problems if rule in p.message()]
    assert found, [p.message() for p in caught.value.problems]
    # the line of the card breaking it (the prayer, a second general: the deck's general); the deck's size is about
    # the whole deck
    if new and old != "1 lobo_ulfra" and not rule.startswith("[main] holds"):
        assert found[0].line == line_of(text, "1 lobo_rhagna" if new in ("1 oracion", "1 merc_varga") else new)
    assert main(["decks", "check", str(path)]) == 1
    assert rule in capsys.readouterr().out


def test_ecg_test_draw_deals_the_heros_hand_from_the_main_deck():
    deck = load_legal_deck(RULES.ready_dir / "lobo.txt", RULES, "ecg")
    hand = RULES.opening_hand(deck, Rng(1))
    from tabletop.games.ecg.rules.cards import card_set
    assert len(hand) == card_set()["lobo_ulfra"].hand and set(hand) <= set(deck.cards("main"))


def test_the_editor_puts_an_ecg_hero_in_its_own_zone():
    from tabletop.ui.deck_edit import DeckEditing
    editing = DeckEditing("ecg", RULES)
    editing.add("lobo_ulfra")
    editing.add("lobo_explorador")
    assert editing.deck.cards("hero") == ["lobo_ulfra"] and editing.deck.cards("main") == ["lobo_explorador"]
    assert any("40" in p.message() for p in editing.problems())
