"""Building an invocation one card at a time: which cards glow, the plain-words preview in
English and Spanish, wands, and the message catalogues."""
import re
import time

import pytest
from invoke_helpers import make_table

from tabletop.games.invoke.rules.interpret import Aim, wand, wand_explodes
from tabletop.games.invoke.rules.language import Illegal, is_legal, notation, playable, read
from tabletop.games.invoke.rules.messages import MESSAGES
from tabletop.games.invoke.rules.preview import describe, why

ANA, BEA, CARL = 0, 1, 2


def test_only_cards_that_can_still_lead_to_a_legal_invocation_glow():
    hand = notation("Water & Air & +1 & Discard & Haste")
    assert playable(notation("Move Left & Fire"), hand) == [False, True, True, False, True]


def test_a_card_that_needs_a_partner_the_hand_lacks_does_not_glow():
    # Discard needs a Target Hand first; Fire needs a move, and this hand has one
    assert playable([], notation("Discard & Fire & Move Left")) == [False, True, True]
    assert playable([], notation("Discard & Fire")) == [False, False]


def test_a_wall_at_three_points_lets_no_more_plus_glow_but_a_minus_can_mend_four():
    assert playable(notation("Build Wall & Water & Water & +1"), notation("+1 & Water")) == [False, False]
    assert playable(notation("Build Wall & Water & Water & +1"), notation("+1 & -1")) == [True, True]
    assert playable(notation("Build Wall & Water & Water & +2"), notation("-1 & +1")) == [True, False]


def test_the_grammar_never_lets_an_unfinished_or_illegal_invocation_end():
    assert is_legal(notation("Move Left & Fire"))
    assert not is_legal(notation("Move Left"))
    assert not is_legal(notation("Move Left & Fire & Water"))


@pytest.mark.parametrize("hand", ["Target Hand & Fire & Water & +1 & -2 & Build Wall & Sustain",
                                  "+1 & +2 & -1 & -2 & Haste & Sustain & Fire",
                                  "+1 & +2 & -1 & +1 & Haste & Sustain & Move Left & Earth & Fire & Water"])
def test_the_glow_of_a_full_hand_is_quick(hand):
    start = time.perf_counter()
    playable([], notation(hand))
    assert time.perf_counter() - start < 0.2


@pytest.mark.parametrize("lang, words", [
    ("en", "moves 1 left → Bea: Air 1; moves 1 left → Carl: Fire 1"),
    ("es", "1 a la izquierda → Bea: Aire 1; 1 a la izquierda → Carl: Fuego 1"),
])
def test_the_preview_says_where_each_element_strikes(lang, words):
    assert describe(notation("+1 & Move Left & Air & Fire"), make_table(), ANA, lang=lang) == words


@pytest.mark.parametrize("sequence, aim, lang, words", [
    ("Move Left & +2", Aim(), "en", "So far: moves 3 left → Dan: no element yet. Still needs: an element."),
    ("Move Left & +2", Aim(), "es", "Por ahora: 3 a la izquierda → Dan: aún sin elemento. Falta: un elemento."),
    ("Invoke", Aim(), "en",
     "So far: invoked → a mage of your choice: no element yet. Still needs: an element."),
    ("Invoke", Aim(), "es",
     "Por ahora: invocada → un mago a tu elección: aún sin elemento. Falta: un elemento."),
    ("Fire", Aim(), "en", "So far: Fire 1. Still needs: a move (Move Left, Move Right or Invoke)."),
    ("Haste & Move Left", Aim(), "en",
     "So far: moves 1 left → Bea: no element yet; haste 1. Still needs: an element."),
    ("Target Hand & +2", Aim(owner=BEA), "es",
     "Aún no hace nada. Falta: qué le pasa al objetivo (un movimiento, Descartar o un elemento)."),
    ("+1", Aim(), "en", "Does nothing yet. Still needs: an element, an action or a target."),
    ("Build Wall", Aim(), "es", "Aún no hace nada. Falta: un elemento."),
])
def test_a_partial_invocation_previews_what_it_does_so_far_and_what_it_needs(sequence, aim, lang, words):
    """Newcomer pass: "a mage of your choice: nothing; Add an element" read oddly; say what it does and needs."""
    assert describe(notation(sequence), make_table(), ANA, aim, lang) == words


def test_a_finished_invocation_previews_without_so_far_or_needs():
    words = describe(notation("Move Left & Fire"), make_table(), ANA)
    assert words == "moves 1 left → Bea: Fire 1" and "So far" not in words


def test_the_preview_of_an_illegal_sequence_says_why_in_the_readers_language():
    assert describe(notation("Move Left & Fire & Water"), make_table(), ANA, lang="es") == \
        "Fuego y Agua son opuestos: no pueden ir en una misma invocación."


def test_the_preview_names_targets_walls_and_timing():
    table = make_table()
    assert describe(notation("Target Hand & Move Left & +1"), table, ANA, Aim(owner=BEA)) == \
        "1 card from the hand of Bea → Dan"
    assert describe(notation("Build Wall & Water & Water & +1"), table, ANA) == \
        "a wall of Water (3 points) guarding your Power Gems"
    assert describe(notation("Build Wall & Earth"), table, ANA) == \
        "a wall of Earth (1 point) guarding your Power Gems"  # never "a Earth wall"
    assert describe(notation("Target Power Gem & Invoke & Fire"), table, ANA, Aim(owner="aether"), "es") == \
        "Fuego 1 → las Gemas de Poder del Éter"
    assert describe(notation("Sustain & Invoke & Earth"), table, ANA, Aim(mages=(CARL,))) == \
        "invoked → Carl: Earth 1; 1 turn later, invoked → Carl: Earth 1; again for 1 more turn"


def test_the_preview_of_a_sustained_move_follows_it_to_the_next_mage():
    assert describe(notation("Sustain & Move Right & Earth"), make_table(), ANA, lang="es") == \
        "1 a la derecha → Eve: Tierra 1; 1 turno después, 1 a la derecha → Dan: Tierra 1; " \
        "otra vez durante 1 turno más"


def test_a_wand_activates_with_built_in_haste_and_explodes_at_the_end_if_its_cards_are_not_legal():
    assert wand(notation("Build Wall & Fire & Haste")).speed == 2
    assert not wand_explodes(notation("Build Wall & Fire & +1"))
    assert wand_explodes(notation("Build Wall & Fire & Water"))
    with pytest.raises(Illegal):
        wand(notation("Move Left"))


def test_a_wand_and_a_tome_hold_cards_a_creature_holds_what_its_ability_says():
    assert read(notation("Wand & Move Left & Fire & Water")).held == tuple(notation("Move Left & Fire & Water"))
    assert is_legal(notation("Tome & Fire & Water & Air"))
    assert not is_legal(notation("Tome & Fire & Move Left"))  # one deck only
    assert not is_legal(notation("Tome & Fire & Water & Air & Earth"))
    assert is_legal(notation("Golem & Earth & Fire & Air"))
    assert not is_legal(notation("Golem & Move Left"))
    assert is_legal(notation("Imp & Move Left")) and not is_legal(notation("Imp & Move Left & Invoke"))


def _placeholders(template: str) -> set[str]:
    return set(re.findall(r"{(\w+)", template))


def test_both_catalogues_have_the_same_keys_and_placeholders():
    assert MESSAGES["en"].keys() == MESSAGES["es"].keys()
    for key, template in MESSAGES["en"].items():
        assert _placeholders(template) == _placeholders(MESSAGES["es"][key]), key


def test_every_reason_the_rules_can_give_has_words_in_both_languages():
    from pathlib import Path
    source = "".join(p.read_text(encoding="utf-8") for p in
                     Path(__file__).resolve().parents[3].joinpath("tabletop/games/invoke").rglob("*.py"))
    keys = set(re.findall(r'"(illegal\.\w+)"', source))
    assert keys and keys <= MESSAGES["en"].keys()


def test_why_translates_card_and_element_names():
    problem = Illegal("illegal.creature_cannot_hold", creature="golem", card="move_left")
    assert why(problem, "es") == "Gólem no puede guardar Mover a la izquierda."
