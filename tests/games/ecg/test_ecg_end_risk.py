"""ECG: ending the turn with troops that could still maneuver names them (played from the screen: "Some of your
troops could still maneuver this turn." left a newcomer looking for which, and how)."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.contract import Action
from tabletop.games.ecg.rules import battle
from tabletop.games.ecg.rules.game import GAME


def first_position(wanted, what: str):
    """The first position of seeded random games (seeds 1-39) where `wanted(state)` holds."""
    for seed in range(1, 40):
        state = GAME.setup(GAME.info.resolve_options({}), 2, seed)
        rnd = random.Random(seed)
        for _ in range(600):
            if state.is_over():
                break
            if wanted(state):
                return state
            legal = GAME.legal_actions(state)
            GAME.apply(state, legal[rnd.randrange(len(legal))])
    pytest.fail(f"no {what}")


def risky_end():
    """A seeded position where the player whose turn it is may end it while a troop could still maneuver."""
    return first_position(lambda state: any(a.kind == "end" for a in GAME.legal_actions(state))
                          and battle.maneuver_choices(state, state.to_move()), "turn ending with a troop ready")


@pytest.mark.parametrize("lang, start", [("en", "Still able to maneuver this turn: "),
                                         ("es", "Aún pueden maniobrar este turno: ")])
def test_ending_the_turn_with_ready_troops_names_them(lang, start):
    state = risky_end()
    seat = state.to_move()
    ready = {uid for _kind, uid, _target in battle.maneuver_choices(state, seat)}
    names = {GAME.card_name(troop["card"], lang) for line in state.seats[seat]["lines"].values() for troop in line
             if troop["uid"] in ready}
    said = GAME.risk(state, Action("end"), lang, ["Ana", "Bo"])
    assert said.startswith(start) and names and all(name in said for name in names)


def test_ending_the_turn_with_no_troop_ready_asks_nothing():
    state = risky_end()
    for line in state.seats[state.to_move()]["lines"].values():
        line.clear()
    assert GAME.risk(state, Action("end"), "en", ["Ana", "Bo"]) is None


def line_choice():
    """A seeded position where the player whose turn it is picks the line a troop is trained into."""
    return first_position(lambda state: GAME.decision_kind(state) == "line", "line choice")


@pytest.mark.parametrize("lang, lines", [("en", ("Infantry: in front, it may Charge", "Support: behind it")),
                                         ("es", ("Infantería: delante, puede Cargar", "Soporte: detrás"))])
def test_the_line_prompt_says_what_each_line_means(lang, lines):
    """Played from the screen: "into which line is Snow Cub trained?" said nothing of the difference."""
    said = GAME.prompt(line_choice(), lang, ["Ana", "Bo"])
    assert all(words in said for words in lines)
