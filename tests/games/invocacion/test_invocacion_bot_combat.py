"""Invocación bots in the combat: hand-made positions where the choice is clear."""
from __future__ import annotations

from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.bots.bot import PlannerBot
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import PREPARE
from tabletop.games.invocacion.rules.zones import Slot
from tests.games.invocacion.test_invocacion_bot import prepared


def _take(state, card: str) -> str:
    """Remove `card` from wherever it lies in a fresh game (Portal, discard or a hand)."""
    for pile in [state.portal, state.discard] + [a.hand for a in state.board.areas]:
        if card in pile:
            pile.remove(card)
            return card
    raise AssertionError(f"{card} is not free")


def arranged(layouts: dict, seed: int = 3):
    """A two-seat game whose seats finished Preparación with these layouts; the combat has begun.

    `layouts`: seat -> {"invocation": card, "conjuros": [...], "apoyos": [...], "mana": [...]}.
    """
    state = prepared(seed)
    for area in state.board.areas:
        state.portal.extend(area.hand)
        area.hand = []
    for seat, layout in layouts.items():
        area = state.area(seat)
        area.invocation = _take(state, layout["invocation"])
        area.conjuros = [Slot(_take(state, c)) for c in layout.get("conjuros", ())]
        area.apoyos = [Slot(_take(state, c)) for c in layout.get("apoyos", ())]
        area.mana = [_take(state, c) for c in layout.get("mana", ())]
    while state.phase == PREPARE:
        GAME.apply(state, Action("finish"))
    return state


def first_act(state, seat, rng_seed=0):
    """Play the normal bot for every seat until `seat` must act or react; that seat's observation and choice."""
    normal = PlannerBot(GAME)
    while not state.is_over():
        mover = state.to_move()
        obs = GAME.observe(state, mover)
        legal = GAME.legal_actions(obs)
        action = normal.choose(obs, legal, Rng(rng_seed))
        if mover == seat and state.combat is not None and state.combat["ask"]["kind"] in ("act", "react"):
            return action
        GAME.apply(state, action)
    raise AssertionError("the seat never had to act")


def test_normal_keeps_its_mana_when_the_fight_cannot_be_won():
    state = arranged({0: {"invocation": "quarry_mole", "mana": ["ember_hound", "clay_golem"]},
                      1: {"invocation": "forge_titan", "conjuros": ["cairn_keeper", "root_warden"],
                          "apoyos": ["still_lake"]}})
    assert first_act(state, 0).kind in ("pass", "withdraw")
    assert len(state.area(0).mana) == 2


def test_normal_boosts_when_a_little_mana_takes_the_lead():
    mana = ["clay_golem", "cairn_keeper", "root_warden", "rift_hermit"]
    state = arranged({0: {"invocation": "ember_hound", "mana": mana},
                      1: {"invocation": "storm_hawk"}})
    action = first_act(state, 0)
    assert action.kind == "boost" and 2 <= action.args[0] <= 3


def test_normal_reveals_the_conjuro_that_takes_the_lead():
    state = arranged({0: {"invocation": "ember_hound", "conjuros": ["hollow_crown", "wandering_pilgrim"]},
                      1: {"invocation": "storm_hawk"}})
    assert first_act(state, 0) == Action("reveal", ("hollow_crown",))


def test_a_weakening_conjuro_targets_the_rival():
    state = arranged({0: {"invocation": "ember_hound", "conjuros": ["frost_siren"]}, 1: {"invocation": "storm_hawk"}})
    assert first_act(state, 0) == Action("reveal", ("frost_siren",))
    GAME.apply(state, Action("reveal", ("frost_siren",)))
    obs = GAME.observe(state, 0)
    assert PlannerBot(GAME).choose(obs, GAME.legal_actions(obs), Rng(0)) == Action("target", (1,))


def test_sacrifice_gives_the_useless_card_and_keeps_the_helpful_conjuro():
    state = arranged({0: {"invocation": "cinder_serpent", "conjuros": ["hollow_crown", "quarry_mole"]},
                      1: {"invocation": "storm_hawk"}})
    assert state.to_move() == 0 and state.combat["ask"]["kind"] == "give"
    obs = GAME.observe(state, 0)
    assert PlannerBot(GAME).choose(obs, GAME.legal_actions(obs), Rng(0)) == Action("give", ("quarry_mole",))
