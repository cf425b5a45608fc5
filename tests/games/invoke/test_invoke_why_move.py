"""Invoke: a card that cannot begin an attack for want of a move card, or of an element, says which (played from
the screen: "With the other cards of your hand, Fire cannot begin a legal invocation." left a newcomer guessing)."""
from __future__ import annotations

import pytest

from tabletop.engine import why
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import BUILD


def building_with(hand: list[str]):
    """Two mages, Ana (seat 0) to build with `hand`."""
    state = GAME.setup(GAME.info.resolve_options({}), 2, 1)
    while not (state.phase == BUILD and state.to_move() == 0):
        GAME.apply(state, GAME.legal_actions(state)[0])
    state.hands[0] = list(hand)
    return state


@pytest.mark.parametrize("lang, words", [
    ("en", "Fire would begin an attack, and an attack needs a move card (Thaumaturgy holds them): your hand has none."),
    ("es", "Fuego empezaría un ataque, y un ataque necesita una carta de movimiento (están en Taumaturgia): no tienes "
           "ninguna en la mano.")])
def test_an_element_without_a_move_in_hand_says_an_attack_needs_one(lang, words):
    state = building_with(["fire", "water", "plus_1"])
    assert why.explain(GAME, state, 0, "hand:fire", lang, ["Ana", "Bo"]) == words


def test_with_a_move_in_hand_the_reason_is_not_the_missing_move():
    state = building_with(["fire", "move_left", "plus_1"])
    assert "move card" not in (why.explain(GAME, state, 0, "hand:fire", "en", ["Ana", "Bo"]) or "")


@pytest.mark.parametrize("lang, words", [
    ("en", "Invoke would begin an attack, and an attack needs an element (Fire, Water, Air or Earth: Manifestation "
           "holds them): your hand has none."),
    ("es", "Invocar empezaría un ataque, y un ataque necesita un elemento (Fuego, Agua, Aire o Tierra: están en "
           "Manifestación): no tienes ninguno en la mano.")])
def test_a_move_without_an_element_in_hand_says_an_attack_needs_one(lang, words):
    """Played from the screen: Invoke, Move Left and Move Right with no element said only "cannot begin"."""
    state = building_with(["invoke", "move_left", "plus_1", "delay"])
    assert why.explain(GAME, state, 0, "hand:invoke", lang, ["Ana", "Bo"]) == words
