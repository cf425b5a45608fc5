"""The advanced spell table of Rune Duel (option `advanced`): monsters and combined energies."""
import pytest

from tabletop.games.runes.rules.game import GAME

from runes_helpers import effect, legal, position, run, spells

ADV = {"advanced": True}


def troll(owner=0, life=3, attack=1, mid="m1") -> dict:
    """A monster record for written positions."""
    return {"id": mid, "kind": "troll", "owner": owner, "life": life, "max_life": life, "attack": attack,
            "effects": []}


def with_monsters(st, *monsters):
    st.monsters = [dict(m) for m in monsters]
    st.next_monster = len(monsters) + 1
    return st


def test_advanced_spells_are_offered_only_with_the_option():
    hands, seqs = [["journey"], ["end"]], [["ace_suns"], []]
    basic = position(hands, seqs)
    run(basic, "play journey", "play end")
    assert "cast summon_troll" not in legal(basic)
    adv = position(hands, seqs, options=ADV)
    run(adv, "play journey", "play end")
    assert "cast summon_troll" in legal(adv)


def test_summon_troll_has_a_life_per_wave_and_hits_for_each_sun():
    st = position([["journey", "bard"], ["end", "sea"]], [["ace_suns", "ace_waves", "mill"], []], options=ADV)
    run(st, "play journey", "play end", "cast summon_troll")
    assert st.pending["suit"] == "waves" and legal(st) == ["energy 3", "energy 2", "energy 1", "back"]
    events = run(st, "energy 3")
    assert st.monsters == [troll(0, 3, 1)]
    attacks = [e for e in events if e.key == "monster_attack"]
    assert len(attacks) == 1 and attacks[0].params["target"] == 1 and st.life[1] == 5
    assert GAME.describe_event(attacks[0], "en", ["Ana", "Bo"]) == "Ana's Troll attacks Bo, −1"


def test_troll_hits_are_deflected_by_shield():
    st = with_monsters(position([["end"], ["ace_moons"]], options=ADV), troll(0, 3, 2))
    run(st, "play end", "play ace_moons", "cast shield")
    assert st.life[1] == 6


def test_summon_fire_elemental_is_stopped_by_resist_heat():
    st = position([["forest"], ["journey"]], [["ace_suns", "bard", "ace_leaves"], []], options=ADV)
    run(st, "play forest", "play journey", "cast summon_fire_elemental", "energy 2", "energy 2")
    assert (st.monsters[0]["kind"], st.monsters[0]["life"], st.monsters[0]["attack"]) == ("fire_elemental", 2, 2)
    events = run(st, "cast resist_heat")  # fresh, but a monster attack counts as the lowest card
    assert st.life[1] == 6 and [e.params["outcome"] for e in events if e.key == "monster_attack"] == ["resist_heat"]


def test_summon_ice_elemental_attacks_with_waves_and_lives_on_leaves():
    st = position([["chance_meeting"], ["end"]], [["ace_waves", "ace_leaves"], []], options=ADV)
    run(st, "play chance_meeting", "play end", "cast summon_ice_elemental", "energy 2")
    assert (st.monsters[0]["kind"], st.monsters[0]["life"], st.monsters[0]["attack"]) == ("ice_elemental", 2, 1)
    assert st.life[1] == 5


def test_protection_shields_for_as_many_turns_as_suns_waves_and_leaves():
    st = position([["harvest"], ["ace_wyrms"]], [["ace_suns", "ace_waves"], []], options=ADV)
    run(st, "play harvest", "play ace_wyrms", "cast protection", "energy 2")
    assert st.effect(0, "protection")["turns"] == 4
    events = run(st, "cast hit")  # the Ace is lower than the Harvest: already protected
    assert st.life[0] == 6 and spells(events)[0]["outcome"] == "shielded"


@pytest.mark.parametrize("defence, life", [("shield", 3), ("counter_spell", 6)])
def test_lightning_bolt_ignores_shield_and_resistances_but_not_counter_spell(defence, life):
    st = position([["penitent"], ["ace_moons"]], [["ace_suns", "bard", "ace_waves"], ["ace_wyrms", "ace_knots"]],
                  effects=[[], [effect("resist_heat", 2)]], options=ADV)
    run(st, "play penitent", "play ace_moons", f"cast {defence}")
    if defence == "counter_spell":
        run(st, "target 1")
    run(st, "cast lightning_bolt", "energy 3")
    assert st.life[1] == life


def test_a_suit_the_spell_does_not_count_costs_exactly_one_rune():
    # Interpretation 24: Lightning Bolt counts its Suns; its Waves only unlock it.
    st = position([["penitent"], ["windfall"]], [["ace_waves", "sea", "bard"], []], options=ADV)
    run(st, "play penitent", "play windfall", "cast lightning_bolt")
    assert st.pending["suit"] == "suns" and legal(st) == ["energy 2", "energy 1", "back"]
    run(st, "energy 2")
    assert st.life[1] == 4 and [c for c, s in st.used[0] if s == "waves"] == ["ace_waves"]  # the Sea is left


def test_lightning_bolt_is_not_undone_by_a_later_dispel_magic():
    # Interpretation 25: Dispel Magic (Knots) resolves after the bolt and gives no life back.
    st = position([["penitent"], ["light_keeper"]], [["ace_waves", "bard"], ["ace_leaves"]], options=ADV)
    run(st, "play penitent", "play light_keeper", "cast lightning_bolt", "energy 2")
    assert st.life[1] == 4
    run(st, "cast dispel_magic")
    assert st.life[1] == 4


def test_fear_stops_wyrm_runes_for_a_turn_per_leaf():
    st = position([["savage", "end"], ["ace_wyrms", "calamity"]], [["ace_suns", "ace_leaves", "mill"], []],
                  options=ADV)
    run(st, "play savage", "play ace_wyrms", "cast fear", "energy 3")
    assert st.effect(1, "fear")["turns"] == 3 and st.turn == 2  # Bo's lower Wyrm rune was stopped
    events = run(st, "play end", "play calamity")
    assert spells(events) == [] and st.turn == 3


def test_poison_costs_life_each_turn_for_a_turn_per_wave():
    st = position([["savage", "end", "sea"], ["origin", "sailor", "ace_leaves"]],
                  [["ace_waves", "mill", "ace_suns"], []], options=ADV)
    run(st, "play savage", "play origin", "cast poison", "energy 2", "energy 2")
    assert st.effect(1, "poison")["power"] == 2 and st.life[1] == 6  # starts next turn
    run(st, "play end", "play sailor")
    assert st.life[1] == 4
    run(st, "play sea", "play ace_leaves")
    assert st.life[1] == 2 and st.effect(1, "poison") is None


def test_charm_lets_the_caster_play_the_targets_card():
    st = position([["savage", "castle", "bard", "sea", "end"], ["ace_wyrms", "mill", "origin", "sailor", "forest"]],
                  [["ace_suns", "ace_waves", "ace_leaves"], []], options=ADV)
    run(st, "play savage", "play mill", "cast charm", "energy 2")
    assert st.effect(1, "charm")["turns"] == 2
    assert st.slots == [{"seat": 0, "by": 0}, {"seat": 1, "by": 0}]
    assert st.to_move() == 0
    bo_hand = list(st.hands[1])
    run(st, "play bard", "play castle")  # Ana plays her Bard, and her Castle for Bo
    assert st.played == ["bard", "castle"]
    assert st.pending["caster"] == 1 and st.pending["by"] == 0  # Ana decides Bo's spells
    run(st, "pass")
    assert st.hands[1] == bo_hand and len(st.hands[0]) == 5  # Ana drew one more


def test_charm_on_a_monster_makes_it_change_sides():
    st = with_monsters(position([["savage"], ["end"]], [["ace_suns", "ace_waves", "ace_leaves"], []], options=ADV),
                       troll(1, 3, 1))
    run(st, "play savage", "play end", "cast charm", "energy 2", "target m1")
    assert st.monsters[0]["owner"] == 0 and st.life == [6, 5]  # it now hits Bo


def test_electric_touch_hurts_whoever_hits_the_target():
    st = position([["light_keeper", "end"], ["ace_wyrms", "sea"]], [["ace_waves"], []], options=ADV)
    run(st, "play light_keeper", "play ace_wyrms", "cast hit", "cast electric_touch", "energy 2", "target 0")
    assert st.effect(0, "electric_touch")["turns"] == 2 and st.life == [5, 6]
    st2 = position([["end"], ["ace_wyrms"]], effects=[[effect("electric_touch", 1)], []], options=ADV)
    run(st2, "play end", "play ace_wyrms", "cast hit")
    assert st2.life == [5, 5]


def test_electric_touch_shocks_only_hit_and_monster_attacks():
    # Interpretation 26: "(applies to Hit and monster attacks)": a Fireball does not shock its caster.
    st = position([["penitent"], ["end"]], [["ace_suns"], []], effects=[[], [effect("electric_touch", 1)]],
                  options=ADV)
    run(st, "play penitent", "play end", "cast fireball", "energy 2")
    assert st.life == [6, 4]


def test_remove_enchantment_clears_effects_and_banishes_a_monster():
    st = position([["windfall"], ["end"]], [["ace_suns", "ace_leaves"], []],
                  effects=[[], [effect("resist_heat", 2), effect("speed", 1, fresh=True)]], options=ADV)
    run(st, "play windfall", "play end", "cast remove_enchantment", "target 1")
    assert st.effects[1] == []
    st = with_monsters(position([["windfall"], ["end"]], [["ace_suns", "ace_leaves"], []], options=ADV),
                       troll(1, 5, 1))
    run(st, "play windfall", "play end")
    assert st.life[0] == 5  # the troll hits first, in the Wyrms phase
    run(st, "cast remove_enchantment", "target m1")
    assert st.monsters == []


def test_magic_mirror_turns_back_spells_cast_on_the_target():
    # The seed's example: Ana's Fireball does 2 to Bo; Bo's Magic Mirror gives Bo the 2 back and hits Ana for 2.
    st = position([["desert"], ["ace_knots"]], [["ace_suns"], ["ace_waves", "ace_leaves"]], options=ADV)
    run(st, "play desert", "play ace_knots", "cast fireball", "energy 2")
    assert st.life == [6, 4]
    events = run(st, "cast magic_mirror", "target 1")
    assert st.life == [4, 6]
    assert spells(events)[0]["reflected"] == [{"spell": "fireball", "to": 0, "outcome": "done"}]


def test_magic_mirror_sends_an_amnesia_back_onto_the_casters_newest_cards():
    # Interpretation 17: Bo's card comes face up again; Ana's newest face-up card turns down.
    st = position([["merchant"], ["ace_knots"]], [["mill"], ["ace_waves", "ace_leaves", "sea", "end"]],
                  options=ADV)
    run(st, "play merchant", "play ace_knots", "cast amnesia", "energy 1", "flip sea")
    run(st, "cast magic_mirror", "target 1")
    assert [c["face_down"] for c in st.sequences[0]] == [False, True]  # the Merchant
    assert not any(c["face_down"] for c in st.sequences[1])


def test_dispel_magic_removes_every_effect_and_monster():
    st = position([["light_keeper"], ["end"]], [["ace_leaves"], []],
                  effects=[[effect("resist_cold", 3)], [effect("poison", 2, power=1)]], options=ADV)
    with_monsters(st, troll(1, 2, 1), troll(0, 2, 1, "m2"))
    run(st, "play light_keeper", "play end", "target 0", "target 1")  # the trolls attack first
    events = run(st, "cast dispel_magic")
    assert st.effects == [[], []] and st.monsters == []
    assert spells(events)[0]["amount"] == 2


def test_wyrm_spells_can_slay_monsters():
    st = with_monsters(position([["penitent"], ["end"]], [["ace_suns"], []], options=ADV), troll(1, 2, 3))
    run(st, "play penitent", "play end", "cast fireball", "energy 2")
    assert legal(st)[:2] == ["target 1", "target m1"]
    assert GAME.legal_actions(st)[1].ref == "monster:m1"
    events = run(st, "target m1")
    assert st.monsters == [] and spells(events)[0]["slain"] and st.life == [6, 6]


def test_monsters_vanish_with_their_owner():
    st = with_monsters(position([["penitent"], ["end"], ["sea"]], [["ace_suns"], [], []], life=[6, 2, 6],
                                options=ADV), troll(1, 2, 1))
    run(st, "play penitent", "play end", "play sea", "cast fireball", "energy 2", "target 1")
    assert st.monsters == []
