"""Every basic spell of Rune Duel and its timing, one scenario per rule clause.

Card reminder: ace_X (one suit); desert (Suns, Wyrms) 2; journey (Moons, Waves) 3;
savage (Leaves, Wyrms) 3; mountain (Moons, Suns) 4; forest (Moons, Leaves) 5;
penitent (Suns, Wyrms) 6; market (Leaves, Knots) 6; castle (Suns, Knots) 7;
cave (Waves, Wyrms) 7; darkness (Waves, Wyrms) 9; pawns (three suits); crowns (one suit).
"""
import pytest

from tabletop.engine.rng import Rng
from tabletop.games.runes.rules.game import GAME, available

from runes_helpers import effect, legal, position, run, spells

INERT = ["end", "sea", "mill", "origin", "sailor"]  # energy only: they cast nothing


def test_fireball_deals_one_per_sun():
    st = position([["desert"], ["end"]], [["ace_suns", "bard"], []])
    run(st, "play desert", "play end", "cast fireball")
    assert legal(st) == ["energy 3", "energy 2", "energy 1", "back"]
    events = run(st, "energy 2")
    assert st.life == [6, 4]
    line = next(e for e in events if e.key == "spell")
    assert GAME.describe_event(line, "en", ["Ana", "Bo"]) == "Ana: Fireball (Wyrm of The Desert + 2 Suns) at Bo, −2"
    assert GAME.describe_event(line, "es", ["Ana", "Bo"]) == "Ana: Bola de Fuego (Serpiente del Desierto + 2 Soles) a Bo, −2"


def test_ice_ray_deals_one_per_wave():
    st = position([["cave"], ["end"]], [["ace_waves", "sea"], []])
    run(st, "play cave", "play end", "cast ice_ray", "energy 3")
    assert st.life == [6, 3]


def test_drain_moves_life_from_target_to_caster():
    st = position([["savage"], ["end"]], [["ace_leaves"], []], life=[3, 6])
    run(st, "play savage", "play end", "cast drain", "energy 2")
    assert st.life == [5, 4]


def test_hit_deals_one_without_energy():
    st = position([["ace_wyrms"], ["end"]])
    run(st, "play ace_wyrms", "play end")
    assert legal(st) == ["cast hit", "pass"]
    run(st, "cast hit")
    assert st.life == [6, 5]


def test_heal_restores_one_per_leaf_up_to_the_life_die():
    st = position([["forest", "chance_meeting"], ["end", "sea"]], [["ace_leaves", "mill"], []], life=[2, 6])
    run(st, "play forest", "play end", "cast heal", "energy 3")
    assert st.life[0] == 5
    run(st, "play chance_meeting", "play sea", "cast heal", "energy 4")
    assert st.life[0] == 6


@pytest.mark.parametrize("attack", ["drain", "hit"])
def test_shield_stops_hit_drain_and_confusion_this_turn(attack):
    st = position([["watchman"], ["ace_moons"]], [["ace_leaves"], []])
    run(st, "play watchman", "play ace_moons", "pass", "cast shield")
    events = run(st, f"cast {attack}", "cast confusion", "target 1")
    assert [s["outcome"] for s in spells(events)] == ["shielded", "shielded"]
    assert st.life == [6, 6] and st.effect(1, "confusion") is None


def test_shield_lasts_only_this_turn():
    st = position([["ace_wyrms", "battle"], ["ace_moons", "end"]])
    run(st, "play ace_wyrms", "play ace_moons", "cast shield", "cast hit")
    assert st.life == [6, 6] and st.shielded == [False, False]
    run(st, "play battle", "play end", "cast hit")
    assert st.life == [6, 5]


@pytest.mark.parametrize("attack_card, life", [("desert", 6), ("penitent", 4)])
def test_resist_heat_protects_this_turn_only_against_lower_or_equal_card(attack_card, life):
    # Bo's Resist Heat is cast with the Journey (a 3): the Desert (2) is stopped, the Penitent (6) is not.
    st = position([[attack_card], ["journey"]], [["ace_suns"], []])
    run(st, f"play {attack_card}", "play journey", "cast resist_heat")
    assert st.effect(1, "resist_heat")["fresh"]
    run(st, "cast fireball", "energy 2")
    assert st.life[1] == life


def test_resist_heat_lasts_as_many_turns_as_waves():
    a_hand = ["desert", "calamity", "penitent", "ace_wyrms", "bard"]
    st = position([a_hand, ["journey", "end", "sea", "mill", "origin"]], [["ace_suns"], ["ace_waves"]])
    run(st, "play desert", "play journey", "cast resist_heat", "energy 2", "pass")
    assert st.effect(1, "resist_heat") == effect("resist_heat", 2, False, st.effect(1, "resist_heat")["card"], 1)
    run(st, "play calamity", "play end", "cast fireball", "energy 2")  # turn 2: a crown, still stopped
    run(st, "play penitent", "play sea", "cast fireball", "energy 3")  # turn 3: stopped
    assert st.life[1] == 6 and st.effect(1, "resist_heat") is None
    run(st, "play ace_wyrms", "play mill", "cast fireball", "energy 3")  # turn 4: expired
    assert st.life[1] == 3


def test_resist_heat_cast_again_lasts_its_waves_from_next_turn():
    # Seed: "durante tantos turnos como Runas ... La protección comienza en el turno siguiente": cast again
    # while one turn of it is left, with 2 Waves it still covers the next two turns (interpretation 4).
    st = position([["ace_wyrms", "calamity", "penitent", "bard"], ["journey", "end", "sea", "mill"]],
                  [["ace_suns", "discovery"], ["ace_waves"]], effects=[[], [effect("resist_heat", 1)]])
    run(st, "play ace_wyrms", "play journey", "cast resist_heat", "energy 2", "cast fireball", "energy 2")
    run(st, "play calamity", "play end", "cast fireball", "energy 2")  # turn 2
    run(st, "play penitent", "play sea", "cast fireball", "energy 3")  # turn 3: still stopped
    assert st.life[1] == 6 and st.effect(1, "resist_heat") is None


def test_resist_cold_blocks_ice_ray_from_next_turn_for_one_turn_per_sun():
    st = position([["cave", "darkness"], ["mountain", "end"]], [["ace_waves"], ["ace_suns"]])
    run(st, "play cave", "play mountain", "cast resist_cold", "energy 2")
    run(st, "cast ice_ray", "energy 2")  # the Cave (7) is higher than the Mountain (4): it hits
    assert st.life[1] == 4
    run(st, "play darkness", "play end", "cast ice_ray", "energy 3")  # next turn: stopped
    assert st.life[1] == 4


@pytest.mark.parametrize("attack_card, life", [("ace_wyrms", 6), ("calamity", 4)])
def test_resist_cold_protects_this_turn_only_against_lower_or_equal_card(attack_card, life):
    # Bo's Resist Cold is cast with the Mountain (a 4): an Ice Ray from the Ace is stopped, from a crown not.
    st = position([[attack_card], ["mountain"]], [["ace_waves", "sea"], ["ace_suns"]])
    run(st, f"play {attack_card}", "play mountain", "cast resist_cold", "energy 2")
    run(st, "cast ice_ray", "energy 2")
    assert st.life[1] == life


def test_speed_extra_card_resolves_among_hasted_only():
    st = position([["castle", "desert", "bard", "ace_waves", "end"], ["sailor", "mill", "origin", "ace_leaves", "sea"]],
                  [["ace_suns"], []])
    run(st, "play castle", "play sailor", "cast speed", "energy 2", "target 0")
    assert st.effect(0, "speed")["turns"] == 2
    assert st.round == "haste" and st.turn == 2 and st.participants == [0] and st.to_move() == 0
    assert legal(st)[-1] == "hold"  # the extra card may be held back (interp. 7)
    b_hand = list(st.hands[1])
    events = run(st, "play desert", "cast fireball", "energy 3")  # suns: ace, castle, desert
    assert st.life[1] == 3 and st.hands[1] == b_hand  # Bo played nothing in the haste round
    assert st.round == "normal" and st.participants == [0, 1]
    assert any(e.key == "round" and e.params["round"] == "normal" for e in events)
    run(st, "play bard", f"play {st.hands[1][0]}")
    assert st.turn == 3 and st.round == "haste"  # Speed with 2 Suns: two turns of haste
    assert st.effect(0, "speed")["turns"] == 1


def test_speed_the_target_may_play_two_cards_each_turn():
    """Velocidad: "El objetivo del hechizo podrá jugar dos cartas cada turno": a may, not a must."""
    st = position([["end", "sea", "bard"], ["mill", "origin"]], effects=[[effect("speed", 1)], []])
    assert st.round == "haste" and legal(st) == ["play bard", "play sea", "play end", "hold"]
    assert GAME.prompt(st, "en", ["Ana", "Bo"]) == \
        "Ana: haste round (your Speed gives you an extra card before the normal round): choose it in secret, " \
        "or play none."
    assert GAME.describe_action(st, GAME.legal_actions(st)[-1], "es", ["Ana", "Bo"]) == "No jugar carta extra"
    events = run(st, "hold")
    keys = [e.key for e in events]
    assert keys[0] == "hold" and "reveal" not in keys and keys[-1] == "round" and st.round == "normal"
    assert GAME.describe_event(events[0], "en", ["Ana", "Bo"]) == "Ana plays no extra card in the haste round."
    assert GAME.describe_event(events[0], "es", ["Ana", "Bo"]) == "Ana no juega carta extra en la ronda rápida."
    assert {"bard", "end", "sea"} <= set(st.hands[0]) and st.sequences[0] == []  # no card went to the sequence
    assert "hold" not in legal(st)  # the normal round's card is not optional
    run(st, "play end", "play mill")
    assert st.turn == 2 and [c["card"] for c in st.sequences[0]] == ["end"]


def test_speed_compulsory_option_plays_the_extra_card():
    """Option speed_compulsory keeps rules version 2's reading: a hasted mage holding a card plays it."""
    st = position([["end", "sea"], ["mill", "origin"]], effects=[[effect("speed", 1)], []],
                  options={"speed_compulsory": True})
    assert st.round == "haste" and legal(st) == ["play sea", "play end"]
    assert GAME.prompt(st, "es", ["Ana", "Bo"]) == \
        "Ana: ronda rápida (tu Velocidad te da una carta extra antes de la ronda normal): elígela en secreto."


def test_speed_ends_after_its_turns():
    st = position([["end", "sea"], ["mill", "origin"]], effects=[[effect("speed", 1)], []])
    assert st.round == "haste"
    run(st, "play end", "play sea", "play mill")
    assert st.turn == 2 and st.round == "normal" and st.effect(0, "speed") is None


def test_invisibility_prevents_targeting_by_others():
    st = position([["penitent", "ace_knots"], ["end"], ["sea"]], [["ace_suns"], [], []],
                  effects=[[], [effect("invisibility", 2)], []])
    run(st, "play penitent", "play end", "play sea", "cast hit")  # only Cy to aim at: chosen without asking
    assert st.life == [6, 6, 5]
    two = position([["penitent"], ["end"]], [["ace_suns"], []], effects=[[], [effect("invisibility", 1)]])
    events = run(two, "play penitent", "play end")
    assert spells(events) == [] and two.turn == 2  # nobody to aim at


@pytest.mark.parametrize("attack_card, visible", [("desert", False), ("calamity", True)])
def test_invisibility_this_turn_only_against_lower_or_equal_card(attack_card, visible):
    # Bo, hasted, turns invisible in the haste round with the Light Keeper (a pawn); in the
    # normal round of the same turn a lower card cannot aim at Bo, a crown can.
    st = position([[attack_card], ["light_keeper", "end"]], [["ace_suns"], ["ace_waves"]],
                  effects=[[], [effect("speed", 1)]])
    run(st, "play light_keeper", "cast invisibility", "energy 2", "target 1", f"play {attack_card}", "play end")
    castable = legal(st) if st.phase == "wyrms" else []
    assert ("cast fireball" in castable) == visible


def test_amnesia_face_down_cards_give_no_runes():
    st = position([["market", "bard"], ["end", "desert"]], [["ace_leaves"], ["ace_suns", "sea", "discovery"]])
    run(st, "play market", "play end", "cast amnesia", "energy 2")  # Bo, the only opponent
    assert legal(st) == ["flip ace_suns", "flip sea", "flip discovery", "flip end", "back"]
    assert GAME.legal_actions(st)[0].ref == "seq:1:ace_suns"
    run(st, "flip ace_suns", "flip discovery")
    assert [c["face_down"] for c in st.sequences[1]] == [True, False, True, False]
    run(st, "play bard", "play desert")
    assert available(st, 1, "suns") == 1  # only the Desert: the face-down Ace and Discovery give nothing
    assert [c["card"] for c in st.sequences[1]][:2] == ["ace_suns", "sea"]  # they stay in place


def test_amnesia_on_a_card_just_played_stops_its_later_spells():
    st = position([["merchant"], ["ace_knots"]], [["ace_leaves"], []])
    run(st, "play merchant", "play ace_knots", "cast amnesia", "energy 1")
    assert st.sequences[1][-1]["face_down"] and st.turn == 2  # Bo's Knot rune is gone


def test_amnesia_turns_down_cards_of_the_chosen_opponent_only():
    # Seed: "da la vuelta a tantas cartas de la Secuencia de Hechizos del oponente elegido".
    st = position([["market"], ["end"], ["sea"]], [["ace_leaves"], ["ace_suns"], ["bard"]])
    run(st, "play market", "play end", "play sea", "cast amnesia", "energy 1")
    assert legal(st) == ["target 1", "target 2", "back"]  # not the caster, unlike the other Knots spells
    two = position([["market"], ["end"]], [["ace_leaves"], ["ace_suns"]])
    run(two, "play market", "play end", "cast amnesia", "energy 1")
    assert two.pending["target"] == 1 and legal(two)[0] == "flip ace_suns"  # the only opponent, not asked


def test_confusion_picks_random_card():
    st = position([["ace_knots", "bard"], ["end", "sea", "mill"]])
    run(st, "play ace_knots", "play end", "cast confusion", "target 1")
    assert st.effect(1, "confusion") is not None
    assert st.slots == [{"seat": 0, "by": 0}]  # no decision for Bo next turn
    hand = sorted(st.hands[1])
    expected = Rng(st.rng.seed, st.rng.counter).choice(hand)
    events = run(st, "play bard")
    pick = next(e for e in events if e.key == "confused_pick")
    assert pick.reveals and pick.params == {"seat": 1, "card": expected}
    assert st.played[1] == expected and st.effect(1, "confusion") is None


def test_counter_spell_cast_with_wyrm_does_not_stop_higher_drain():
    st = position([["darkness"], ["ace_wyrms"]], [["ace_leaves"], ["ace_moons", "ace_knots"]], life=[4, 6])
    run(st, "play darkness", "play ace_wyrms", "cast drain")
    run(st, "cast counter_spell", "target 1")
    assert st.life == [5, 5]


def test_counter_spell_cast_with_higher_wyrm_stops_drain():
    st = position([["darkness"], ["calamity"]], [["ace_leaves"], ["ace_moons", "ace_knots"]], life=[4, 6])
    run(st, "play darkness", "play calamity", "cast counter_spell", "target 1")
    events = run(st, "cast drain")
    assert st.life == [4, 6] and spells(events)[0]["outcome"] == "countered"


@pytest.mark.parametrize("attack, card, energy, life", [
    ("drain", "savage", "ace_leaves", 6), ("fireball", "penitent", "ace_suns", 4), ("hit", "calamity", "end", 5),
])
def test_counter_spell_stops_drain_but_not_physical_spells(attack, card, energy, life):
    st = position([[card], ["ace_moons"]], [[energy], ["ace_wyrms", "ace_knots"]])
    run(st, f"play {card}", "play ace_moons", "cast counter_spell", "target 1", f"cast {attack}")
    if st.pending and st.pending["step"] == "energy":
        run(st, legal(st)[0])
    assert st.life[1] == life


def test_counter_spell_with_moons_stops_knots_spells():
    st = position([["ace_knots"], ["ace_moons"]], [[], ["ace_wyrms", "windfall"]])
    run(st, "play ace_knots", "play ace_moons", "cast counter_spell", "target 1", "cast confusion", "target 1")
    assert st.effect(1, "confusion") is None


def test_counter_spell_with_knots_cannot_stop_drain():
    st = position([["savage"], ["ace_knots"]], [["ace_leaves"], ["ace_moons", "ace_wyrms"]])
    run(st, "play savage", "play ace_knots", "cast drain", "energy 2")
    run(st, "cast counter_spell", "target 1")
    assert st.life[1] == 4


def test_counter_spell_stops_its_targets_own_spells_too():
    # Seed: "no se verá afectado por otros hechizos ... (ya sea por él mismo o por sus oponentes)".
    st = position([["huntress"], ["forest"]], [["ace_wyrms", "ace_knots"], ["ace_leaves"]], life=[6, 3])
    run(st, "play huntress", "play forest", "cast counter_spell", "target 1")  # Ana's crown resolves first
    events = run(st, "cast heal", "energy 2")
    assert spells(events)[0]["outcome"] == "countered" and st.life[1] == 3
    # Bo counters himself with his Moon: his own later Invisibility on himself is stopped as well.
    st = position([["end"], ["watchman"]], [[], ["ace_wyrms", "ace_knots", "ace_waves"]])
    run(st, "play end", "play watchman", "cast counter_spell", "target 1", "pass")
    events = run(st, "cast invisibility", "target 1")
    assert spells(events)[0]["outcome"] == "countered" and st.effect(1, "invisibility") is None


def test_counter_spell_cast_with_wyrm_stops_every_knots_spell():
    # Seed: "si se activa con una Runa de Serpiente ... detendrá todos los hechizos de Nudo",
    # even one from a higher card (the Windfall, a crown, against Bo's Ace).
    st = position([["windfall"], ["ace_wyrms"]], [[], ["ace_moons", "ace_knots"]])
    run(st, "play windfall", "play ace_wyrms", "cast counter_spell", "target 1")
    events = run(st, "cast confusion", "target 1")
    assert spells(events)[0]["outcome"] == "countered" and st.effect(1, "confusion") is None


def test_counter_spell_needs_the_other_two_activation_runes():
    st = position([["end"], ["ace_moons"]], [[], ["ace_wyrms"]])
    run(st, "play end", "play ace_moons")
    assert legal(st) == ["cast shield", "pass"]


def test_ice_ray_in_the_wyrms_phase_says_which_rune_casts_it():
    """Newcomer pass: "why Ice Ray can be cast in the Serpents phase is unexplained". Seed: Rayo de Hielo is the
    Wyrms (Enemigo) spell of Waves; "Los hechizos se realizan especificando una Runa de Activación de la carta
    recién jugada y luego diciendo que Runas de Energía de toda la Secuencia de Hechizos serán usadas"."""
    from tabletop.engine.contract import Action
    st = position([["cave"], ["end"]], [["ace_waves"], []])
    run(st, "play cave", "play end")
    assert st.phase == "wyrms"
    why = GAME.explain_action(st, Action("cast", ("ice_ray",)), "en", ["Ana", "Bo"])
    assert "Wyrm rune of The Cave, just played, casts it now" in why and "any face-up card of your sequence" in why
    assert "runa de Serpiente de La Cueva, recién jugada" in GAME.explain_action(st, Action("cast", ("ice_ray",)),
                                                                                  "es", ["Ana", "Bo"])
    events = run(st, "cast ice_ray", "energy 2")
    line = next(e for e in events if e.key == "spell")
    assert GAME.describe_event(line, "en", ["Ana", "Bo"]) == "Ana: Ice Ray (Wyrm of The Cave + 2 Waves) at Bo, −2"
    assert GAME.describe_event(line, "es", ["Ana", "Bo"]) == \
        "Ana: Rayo de Hielo (Serpiente de La Cueva + 2 Olas) a Bo, −2"


def test_a_spell_without_energy_says_it_needs_none_when_its_rune_casts_it():
    """Hit takes no energy: its button says the Wyrm rune casts it with no energy (not where energy comes from)."""
    from tabletop.engine.contract import Action
    st = position([["cave"], ["end"]], [["ace_waves"], []])
    run(st, "play cave", "play end")
    why = GAME.explain_action(st, Action("cast", ("hit",)), "en", ["Ana", "Bo"])
    assert "Wyrm rune of The Cave, just played, casts it now, with no energy." in why and "face-up" not in why
