"""ECG's Resolución phase: every effect of it, "when destroyed" abilities included, comes before the victory check.

Seed (Fase de Resolución): "Se revisa qué tropas en juego (de ambos jugadores) poseen fuerza 0, destruyéndolas.
Se finaliza el turno y se revisa si un jugador posee alguna forma de victoria activada."
"""
from __future__ import annotations

from tabletop.games.ecg.rules import battle
from tabletop.games.ecg.rules.state import OVER, REINFORCE

RESOLUTION = "resolution"  # the phase (spelled out: the test also runs against code without it)
from tests.games.ecg.ecg_table import action_table, cards, do, field  # noqa: F401


def test_fase_de_resolucion_a_victory_made_by_a_when_destroyed_ability_counts_in_that_resolution(cards):
    """Seed: "Se revisa qué tropas en juego … poseen fuerza 0, destruyéndolas. Se finaliza el turno y se revisa si
    un jugador posee alguna forma de victoria activada." """
    state = action_table()
    state.seats[0]["morale"] = 3
    field(state, 1, "avenger1", wounds=1)  # Strength 0: destroyed in this Resolución; then morale -3 opponent
    do(state, "end")
    assert state.phase == RESOLUTION and state.stack[-1]["card"] == "avenger1"  # played in the Resolución
    do(state, "pass")
    assert state.phase == OVER and state.winners == [1] and state.end_reason == "battle"


def test_fase_de_resolucion_both_heroes_fallen_through_a_when_destroyed_ability_is_a_draw(cards):
    """Seed: "Se finaliza el turno y se revisa si un jugador posee alguna forma de victoria activada." (the draw
    of two fallen heroes is judged with what the Resolución's own abilities did)."""
    state = action_table()
    state.seats[0]["morale"], state.seats[1]["morale"] = 3, 0
    field(state, 1, "avenger1", wounds=1)
    do(state, "end", "pass")
    assert state.phase == OVER and state.winners == [] and state.end_reason == "battle"


def test_fase_de_resolucion_when_destroyed_abilities_resolve_before_the_next_turn_begins(cards):
    """Seed: "Se revisa qué tropas en juego … poseen fuerza 0, destruyéndolas. Se finaliza el turno" (the
    destroyed troop's ability is part of the turn that ends)."""
    state = action_table()
    field(state, 1, "martyr1", wounds=1)
    hand = len(state.seats[1]["hand"])
    events = do(state, "end", "pass")
    keys = [e.key for e in events]
    assert keys.index("draw.count") < keys.index("turn.start")
    assert len(state.seats[1]["hand"]) == hand + 1 and state.turn == 1 and state.phase == REINFORCE


def test_fase_de_resolucion_a_troop_at_strength_0_after_a_when_destroyed_ability_is_destroyed_in_it_too(cards):
    """Seed: "Se revisa qué tropas en juego (de ambos jugadores) poseen fuerza 0, destruyéndolas." (checked again
    after the abilities the first destruction sets off)."""
    state = action_table()
    scout = field(state, 0, "scout2")
    field(state, 1, "bomber1", wounds=1)  # when destroyed: wound enemy_troop 3
    do(state, "end")
    assert state.to_move() == 1 and state.phase == RESOLUTION  # the bomber's owner chooses the target
    do(state, f"target {scout}", "pass")
    assert battle.find_troop(state, scout) is None and "scout2" in state.seats[0]["discard"]
    assert state.phase == REINFORCE and state.turn == 1
