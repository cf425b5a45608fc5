"""ECG's battle, clause by clause: adjacency (skipping empty and strength-0 lines), wounds, response
damage, morale damage capped at the target's strength, recovering morale, and both maneuvers."""
from __future__ import annotations

from tabletop.games.ecg.rules import battle
from tabletop.games.ecg.rules.battle import adjacent_enemies, strength
from tests.games.ecg.ecg_table import action_table, cards, do, field, legal  # noqa: F401


def _uids(troops):
    return [t["uid"] for t in troops]


def test_tropas_adyacentes_infantry_faces_the_enemy_infantry_and_support_sits_behind(cards):
    state = action_table()
    mine_front = field(state, 0, "wolf4")
    field(state, 0, "archer2", "support")
    theirs_front = field(state, 1, "guard3")
    field(state, 1, "bowman3", "support")
    assert _uids(adjacent_enemies(state, 0, "infantry")) == [theirs_front]
    assert adjacent_enemies(state, 0, "support") == []  # my own Infantry stands between
    assert mine_front  # (used below by the other tests)


def test_tropas_adyacentes_empty_lines_are_skipped(cards):
    state = action_table()
    field(state, 0, "archer2", "support")
    theirs_back = field(state, 1, "bowman3", "support")
    assert _uids(adjacent_enemies(state, 0, "support")) == [theirs_back]


def test_tropas_adyacentes_lines_of_strength_0_troops_are_skipped(cards):
    state = action_table()
    field(state, 0, "wolf4")
    field(state, 1, "guard3", wounds=3)  # strength 0: its line does not count
    theirs_back = field(state, 1, "bowman3", "support")
    assert _uids(adjacent_enemies(state, 0, "infantry")) == [theirs_back]


def test_enfrentamiento_wounds_by_strength_morale_capped_response_by_what_is_left(cards):
    state = action_table()
    wolf = field(state, 0, "wolf4")
    pike = field(state, 1, "pike5")
    do(state, f"clash {wolf} {pike}", "pass")
    pike_troop = battle.find_troop(state, pike)[2]
    wolf_troop = battle.find_troop(state, wolf)[2]
    assert pike_troop["wounds"] == 4 and state.seats[1]["morale"] == 16  # 4 wounds, 4 morale (cap 5)
    assert wolf_troop["wounds"] == 1 and state.seats[0]["morale"] == 20  # response: 1, and no morale
    assert wolf_troop["prep"] == 0 and wolf_troop["moved"]  # no recovery after a Clash


def test_danando_la_moral_is_capped_at_the_target_strength(cards):
    state = action_table()
    wolf = field(state, 0, "wolf4")
    scout = field(state, 1, "guard3", wounds=1)  # strength 2
    do(state, f"clash {wolf} {scout}", "pass")
    assert state.seats[1]["morale"] == 18  # 4 wounds dealt, at most 2 morale
    assert battle.find_troop(state, wolf)[2]["wounds"] == 0  # the target has nothing left to answer with


def test_ganar_un_enfrentamiento_the_acting_troop_ends_stronger(cards):
    state = action_table()
    wolf = field(state, 0, "wolf4")
    guard = field(state, 1, "guard3")
    events = do(state, f"clash {wolf} {guard}", "pass")
    assert "maneuver.won" in [e.key for e in events]
    scout = field(state, 0, "scout2")
    pike = field(state, 1, "pike5")
    events = do(state, f"clash {scout} {pike}", "pass")
    assert "maneuver.lost" in [e.key for e in events]


def test_carga_deals_one_more_wound_then_the_troop_recovers_two_turns(cards):
    state = action_table()
    scout = field(state, 0, "scout2")
    guard = field(state, 1, "guard3")
    events = do(state, f"charge {scout} {guard}", "pass")
    assert battle.find_troop(state, guard)[2]["wounds"] == 3 and state.seats[1]["morale"] == 17
    scout_troop = battle.find_troop(state, scout)[2]
    assert scout_troop["wounds"] == 0 and scout_troop["prep"] == 2
    assert "maneuver.won" in [e.key for e in events]


def test_carga_only_from_the_infantry(cards):
    state = action_table()
    archer = field(state, 0, "archer2", "support")
    field(state, 1, "bowman3", "support")
    moves = legal(state)
    assert any(m.startswith(f"clash {archer} ") for m in moves)
    assert not any(m.startswith(f"charge {archer} ") for m in moves)


def test_maniobras_one_per_ready_troop_and_none_with_preparation(cards):
    state = action_table()
    wolf = field(state, 0, "wolf4")
    tired = field(state, 0, "scout2", prep=1)
    guard = field(state, 1, "pike5")
    moves = legal(state)
    assert f"clash {wolf} {guard}" in moves and not any(m.startswith(f"clash {tired} ") for m in moves)
    do(state, f"clash {wolf} {guard}", "pass")
    assert not any(m.startswith(f"clash {wolf} ") for m in legal(state))


def test_fase_de_resolucion_destroys_troops_at_strength_0_of_both_players(cards):
    state = action_table()
    wolf = field(state, 0, "wolf4")
    guard = field(state, 1, "guard3")
    do(state, f"clash {wolf} {guard}", "pass")
    assert strength(battle.find_troop(state, guard)[2]) == 0
    do(state, "end")
    assert battle.find_troop(state, guard) is None and state.seats[1]["discard"] == ["guard3"]


def test_recuperando_moral_healing_wounds_restores_morale_never_above_the_hero(cards):
    state = action_table()
    guard = field(state, 0, "wolf4", wounds=3)
    state.seats[0]["morale"] = 18
    battle.heal(state, guard, 3)
    assert battle.find_troop(state, guard)[2]["wounds"] == 0
    assert state.seats[0]["morale"] == 20  # 3 recovered, capped at the hero's 20


def test_dano_de_respuesta_also_answers_an_ability_of_a_troop_in_battle(cards):
    state = action_table()
    striker = field(state, 0, "striker2")
    guard = field(state, 1, "guard3")
    do(state, f"ability {striker} 0", f"target {guard}", "pass")
    assert battle.find_troop(state, guard)[2]["wounds"] == 1
    assert battle.find_troop(state, striker)[2]["wounds"] == 2  # the guard's remaining strength
