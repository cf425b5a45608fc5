"""ECG's Resolución: each road to victory, their priority, and the madness threshold."""
from __future__ import annotations

from tabletop.games.ecg.rules.state import OVER, REINFORCE
from tests.games.ecg.ecg_table import action_table, cards, do, give, legal  # noqa: F401


def _prayers(state, seat, count):
    for _ in range(count):
        state.seats[seat]["legacy"].append({"uid": state.take_uid(), "card": "prayer"})
        state.seats[seat]["cards"] = sorted(state.seats[seat]["cards"] + ["prayer"])


def test_victoria_por_batalla_a_hero_at_0_morale_loses_at_the_end_of_the_turn(cards):
    state = action_table()
    state.seats[1]["morale"] = 0
    assert state.phase != OVER  # nothing happens before Resolución
    do(state, "end")
    assert state.phase == OVER and state.winners == [0] and state.end_reason == "battle"
    assert state.result().scores == (1.0, 0.0)


def test_victoria_por_renombre_at_30(cards):
    state = action_table()
    state.seats[0]["renown"] = 30
    do(state, "end")
    assert state.winners == [0] and state.end_reason == "renown"


def test_victoria_por_bendicion_with_four_prayers_in_play(cards):
    state = action_table()
    _prayers(state, 1, 4)
    do(state, "end")
    assert state.winners == [1] and state.end_reason == "blessing"


def test_prioridad_de_victoria_battle_comes_before_renown(cards):
    state = action_table()
    state.seats[0]["renown"] = 30
    state.seats[0]["morale"] = 0
    do(state, "end")
    assert state.winners == [1] and state.end_reason == "battle"


def test_prioridad_de_victoria_renown_and_blessing_together_tie(cards):
    state = action_table()
    state.seats[0]["renown"] = 31
    _prayers(state, 1, 4)
    do(state, "end")
    assert state.winners == [0, 1] and state.end_reason == "renown+blessing"


def test_both_heroes_falling_together_is_a_draw(cards):
    state = action_table()
    state.seats[0]["morale"] = 0
    state.seats[1]["morale"] = -1
    do(state, "end")
    assert state.winners == [] and state.result().scores == (0.0, 0.0)


def test_umbral_de_locura_at_6_madness_goes_back_to_0_and_costs_2_morale_then_one_more_each_time(cards):
    state = action_table()
    state.seats[0]["madness"] = 6
    do(state, "end")
    assert state.seats[0]["madness"] == 0 and state.seats[0]["morale"] == 18
    assert state.phase == REINFORCE
    state.seats[0]["madness"] = 7
    do(state, "draw 0", "end")  # the threshold is checked in every Resolución, whoever's turn
    assert state.seats[0]["madness"] == 0 and state.seats[0]["morale"] == 15


def test_umbral_de_locura_five_is_harmless(cards):
    state = action_table()
    state.seats[0]["madness"] = 5
    do(state, "end")
    assert state.seats[0]["madness"] == 5 and state.seats[0]["morale"] == 20


def test_jugando_con_locura_playing_a_locura_card_adds_its_madness_but_not_in_court(cards):
    state = action_table()
    give(state, 0, "mad2", "mad2")
    do(state, "court mad2")
    assert state.seats[0]["madness"] == 0
    do(state, "train mad2", "pass")
    assert state.seats[0]["madness"] == 2


def test_jugando_bendiciones_each_prayer_asks_for_its_stage(cards):
    state = action_table()
    give(state, 0, "prayer", "prayer", "scout2")
    do(state, "play prayer")  # the 1st asks madness +1
    assert state.seats[0]["madness"] == 1 and len(state.seats[0]["legacy"]) == 1
    assert "play prayer" not in legal(state)  # the 2nd asks renown -1: with 0 renown it cannot be paid
    state.seats[0]["renown"] = 1
    do(state, "play prayer")
    assert state.seats[0]["renown"] == 0 and len(state.seats[0]["legacy"]) == 2
