"""Invoke's log says the rules a newcomer could not work out: what answering with haste needs, that an answer may
resolve first (fastest first), and that a wall does not keep gems that are moved."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.game import GAME
from tests.games.invoke.test_invoke_answers import _fire_at_bea_countered_by_bea
from tests.games.invoke.test_invoke_effect_results import _wall
from tests.games.invoke.test_invoke_turns import _at_build, _give

NAMES = ["Ana", "Bea", "Carl"]


def _said(events, key: str, lang: str = "en") -> list[str]:
    return [GAME.describe_event(e, lang, NAMES) for e in events if e.key == key]


def test_a_mage_passed_over_is_told_what_answering_with_haste_needs():
    state = _at_build(3)
    _give(state, 0, "move_left", "fire")
    events = apply_all(GAME, state, ["add move_left", "add fire", "cast"])
    assert _said(events, "answer.cannot")[0] == ("Bea has nothing to answer with haste (a Haste card, Target "
                                                 "Current Invocation, a wand or an Imp's card to begin it).")
    assert _said(events, "answer.cannot", "es")[0] == ("Bea no tiene con qué responder con prisa (una carta de Prisa, "
                                                       "Objetivo Invocación en Curso, una varita o una carta de "
                                                       "Diablillo para empezar).")


def test_an_answer_that_resolves_before_the_invocation_says_fastest_first():
    state = _at_build(3)
    _fire_at_bea_countered_by_bea(state)
    events = apply_all(GAME, state, ["pass"])  # Ana lets Bea's hasty Water answer stand
    assert _said(events, "cast.answer_first") == [
        "Fastest first: the answer of Bea (haste 1) resolves before the invocation of Ana (haste 0)."]
    assert _said(events, "cast.answer_first", "es") == [
        "Primero lo más rápido: la respuesta de Bea (prisa 1) se resuelve antes que la invocación de Ana (prisa 0)."]


def test_an_invocation_nobody_answers_says_nothing_of_order():
    state = _at_build(3)
    _give(state, 0, "move_left", "fire")
    assert not _said(apply_all(GAME, state, ["add move_left", "add fire", "cast"]), "cast.answer_first")


def test_a_wall_before_gems_that_are_moved_says_it_does_not_stop_them():
    """The newcomer's wall of Fire that "did nothing" against Target Power Gem & Move."""
    state = _at_build(3)
    _wall(state, 1, "fire", ["build_wall", "fire"], [1])
    _give(state, 0, "target_gem", "move_left")
    events = apply_all(GAME, state, ["add target_gem", "add move_left", "cast", "aim 1"])
    assert _said(events, "wall.not_moves") == [
        "Bea's wall of Fire does not stop that: a wall stops elements only (its own and its opposite), and gems "
        "that are moved are not struck."]
    assert _said(events, "wall.not_moves", "es")[0].startswith("El muro de Fuego de Bea no lo impide")
