"""The log says what each effect did, in English and Spanish, from data carried on the events (issue 28.3)."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.table import Wall
from tests.games.invoke.test_invoke_turns import _at_build, _give

ANA, BO, CARL = 0, 1, 2
NAMES = ["Ana", "Bo", "Carl"]


def _wall(state, seat: int, element: str, cards: list[str], slots: list[int], guards: str = "gems") -> None:
    for card in cards:
        state.piles[deck()[card].deck].remove(card)
    state.walls.append(Wall(seat, element, slots, guards, cards=list(cards)))


def _log(events, lang: str = "en") -> list[str]:
    return [GAME.describe_event(e, lang, NAMES) for e in events]


def _strike_bo(state, *elements: str) -> list:
    _give(state, ANA, "move_left", *elements)
    return apply_all(GAME, state, ["add move_left", *(f"add {e}" for e in elements), "cast"])


def test_the_log_says_how_much_a_wall_absorbs_and_loses():
    state = _at_build(3)
    _wall(state, BO, "water", ["build_wall", "water", "water"], [1, 1])
    lines = _log(_strike_bo(state, "fire"))
    assert "Bo's wall of Water (2) absorbs 1 Fire and loses 1 point (Water spent: to the discard pile at the end " \
           "of the turn)." in lines
    es = _log(_strike_bo(_with_wall(), "fire"), "es")
    assert "El muro de Agua de Bo (2) absorbe 1 de Fuego y pierde 1 punto (Agua gastado: al descarte al final " \
           "del turno)." in es


def _with_wall():
    state = _at_build(3)
    _wall(state, BO, "water", ["build_wall", "water", "water"], [1, 1])
    return state


def test_the_log_says_an_element_passes_a_wall_that_does_not_stop_it():
    state = _with_wall()
    lines = _log(_strike_bo(state, "air"))
    assert "Air passes Bo's wall of Water: a wall stops only its own element and its opposite." in lines
    assert "1 point gets through to the Power Gems of Bo; they are destroyed at the end of the turn." in lines


def test_the_log_says_a_wall_blocks_its_own_element_and_when_it_crumbles():
    state = _with_wall()
    assert "Bo's wall of Water (2) blocks Water 1: its own element does it no harm." in _log(_strike_bo(state, "water"))
    state = _at_build(3)
    _wall(state, BO, "water", ["build_wall", "water"], [1], guards="aether")
    _give(state, ANA, "target_gem", "invoke", "fire", "plus_1")
    events = apply_all(GAME, state, ["add target_gem", "add invoke", "add fire", "add plus_1", "cast", "aim aether",
                                     "done"])  # it crumbles at the end of play
    lines = _log(events)
    assert "The Aether's wall of Water crumbles: its cards go to the discard pile." in lines
    assert "1 point gets through to the Power Gems of the Aether; they are destroyed at the end of the turn." in lines


def test_the_log_says_where_a_creature_goes():
    state = _at_build(3)
    state.piles["manifest"].remove("imp")
    state.creatures.append({"owner": BO, "card": "imp", "held": []})
    _give(state, ANA, "target_creature", "move_left")
    events = apply_all(GAME, state, ["add target_creature", "add move_left", "cast"])  # the only creature
    moved = next(e for e in events if e.key == "moved.creature")
    assert moved.audience is None  # every mage sees where it went
    assert GAME.describe_event(moved, "en", NAMES) == "Imp of Bo goes to Carl."
    assert GAME.describe_event(moved, "es", NAMES) == "Diablillo de Bo pasa a Carl."


def test_the_log_says_how_many_power_gems_move_and_where():
    state = _at_build(3)
    _give(state, ANA, "target_gem", "move_left")
    events = apply_all(GAME, state, ["add target_gem", "add move_left", "cast", "aim 2"])
    assert "1 Power Gem passes from Carl to Ana." in _log(events)
    assert "1 Gema de Poder pasa de Carl a Ana." in _log(events, "es")
