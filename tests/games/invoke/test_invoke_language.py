"""The invocation language gives every sequence in the seed the meaning the seed gives it
("sequence matters"), and refuses sequences that make no sense."""
import pytest
from invoke_helpers import make_table, plan_of

from tabletop.games.invoke.rules.interpret import (Aim, Cast, check, destination, end_of_turn, play_out, resolve,
                                             schedule, stops, wand)
from tabletop.games.invoke.rules.language import Illegal, Strike, notation, read
from tabletop.games.invoke.rules.table import AETHER

ANA, BEA, CARL, DAN, EVE = range(5)


def _hits(text: str, mages: int = 5, aim: Aim = Aim()) -> list[tuple[int, list[tuple[str, int]]]]:
    """Where Ana's attack strikes: (seat, [(element, power), ...]) per stop."""
    table = make_table(mages)
    return [(s.seat, [(x.element, x.power) for x in s.strikes]) for s in stops(plan_of(text), table, ANA, aim)]


# --- "Sequence: it matters" ----------------------------------------------------------------------

def test_plus_one_before_move_left_moves_strikes_with_air_moves_again_and_strikes_with_fire():
    assert _hits("+1 & Move Left & Air & Fire") == [(BEA, [("air", 1)]), (CARL, [("fire", 1)])]


def test_without_a_second_element_the_second_stop_has_nothing_to_strike_with():
    assert _hits("+1 & Move Left & Air") == [(BEA, [("air", 1)]), (CARL, [])]


def test_an_air_with_plus_one_is_one_air_of_power_two_not_two_airs():
    assert plan_of("Move Left & Air & +1").strikes == (Strike("air", 2),)


def test_move_left_then_plus_two_moves_three_spaces_and_strikes_one_mage_with_air_and_fire():
    assert _hits("Move Left & +2 & Air & Fire") == [(DAN, [("air", 1), ("fire", 1)])]


def test_plus_two_at_the_end_makes_the_fire_power_three_at_the_mage_on_the_left():
    assert _hits("Move Left & Air & Fire & +2") == [(BEA, [("air", 1), ("fire", 3)])]


# --- moving a hand ----------------------------------------------------------------------------------

def test_target_hand_and_move_left_passes_one_card_to_the_mage_on_its_owners_left():
    plan = plan_of("Target Hand & Move Left")
    assert (plan.form, plan.count, destination(plan, make_table(), Aim(owner=CARL))) == ("relocate", 1, DAN)


def test_target_hand_plus_two_and_move_left_passes_three_cards():
    plan = plan_of("Target Hand & +2 & Move Left")
    assert (plan.count, destination(plan, make_table(), Aim(owner=CARL))) == (3, DAN)


def test_target_hand_move_left_plus_one_moves_one_card_two_places():
    plan = plan_of("Target Hand & Move Left & +1")
    assert (plan.count, destination(plan, make_table(), Aim(owner=CARL))) == (1, EVE)


def test_target_hand_names_another_mages_hand():
    with pytest.raises(Illegal) as info:
        check(plan_of("Target Hand & Move Left"), make_table(), ANA, Aim(owner=ANA))
    assert info.value.key == "illegal.hand_of_another"


# --- Example 1 -----------------------------------------------------------------------------------

def test_example_1_target_hand_discard_plus_two_makes_the_target_discard_three():
    plan = plan_of("Target Hand & Discard & +2")
    assert (plan.form, plan.count) == ("discard", 3)


def test_example_1_target_current_invocation_minus_one_out_of_turn_leaves_two_to_discard():
    table = make_table()
    current = Cast(ANA, plan_of("Target Hand & Discard & +2"), Aim(owner=CARL))
    answer = Cast(DAN, plan_of("Target Current Invocation & -1"))
    assert answer.plan.speed == 1  # built-in haste: it may be played out of turn, before the discard
    assert play_out(current, [answer], table, turn_seat=ANA).plan.count == 2


# --- Example 2 -----------------------------------------------------------------------------------

def test_example_2_target_power_gem_and_move_left_steals_from_the_mage_on_the_right():
    table = make_table()
    resolve(plan_of("Target Power Gem & Move Left"), table, ANA, Aim(owner=EVE))
    assert (table.gems[ANA], table.gems[EVE]) == (6, 4)


def test_example_2_air_and_move_left_is_a_tornado_at_the_mage_on_the_left_destroying_a_gem():
    table = make_table()
    resolve(plan_of("Target Power Gem & Move Left"), table, ANA, Aim(owner=EVE))
    eve_answer = plan_of("Air & Move Left")
    check(eve_answer, table, EVE)
    resolve(eve_answer, table, EVE)
    end_of_turn(table)
    assert table.gems[ANA] == 5  # the stolen gem is gone: destroyed, not back with Eve nor in the Aether
    assert (table.gems[EVE], table.aether) == (4, 3)


def test_the_aether_cannot_be_robbed_with_a_move():
    with pytest.raises(Illegal) as info:
        check(plan_of("Target Power Gem & Move Left"), make_table(), ANA, Aim(owner=AETHER))
    assert info.value.key == "illegal.aether_stays"


# --- Example 3 -----------------------------------------------------------------------------------

@pytest.mark.parametrize("sequence, aim", [
    ("Move Left & +1 & Earth", Aim()),
    ("Move Right & +2 & Earth", Aim()),
    ("Move Left & +2 & -1 & Earth", Aim()),
    ("Move Right & +1 & +2 & -1 & Earth", Aim()),
    ("Invoke & Earth", Aim(mages=(CARL,))),
])
def test_example_3_every_way_to_strike_the_mage_across_a_five_mage_table(sequence, aim):
    # Carl sits across from Ana: one mage between them on the left (Bea), two on the right (Eve, Dan)
    assert _hits(sequence, aim=aim) == [(CARL, [("earth", 1)])]


def test_move_left_with_minus_two_moves_one_space_to_the_right():
    assert _hits("Move Left & -2 & Earth") == [(EVE, [("earth", 1)])]


def test_move_left_with_minus_one_comes_back_to_the_mage_and_is_refused():
    with pytest.raises(Illegal) as info:
        read(notation("Move Left & -1 & Earth"))
    assert info.value.key == "illegal.back_to_self"


def test_a_move_that_goes_round_the_whole_table_is_refused_at_that_table():
    plan = plan_of("Move Left & +1 & Fire")
    check(plan, make_table(3), ANA)
    with pytest.raises(Illegal) as info:
        check(plan, make_table(2), ANA)
    assert info.value.key == "illegal.lands_on_self"


# --- opposing elements and nonsense -------------------------------------------------------------

@pytest.mark.parametrize("sequence", ["+1 & Move Left & Fire & Fire", "+1 & Move Left & Fire & Earth",
                                      "+1 & Move Left & Fire & Air"])
def test_an_invocation_may_carry_two_fires_or_fire_with_air_or_earth(sequence):
    assert read(notation(sequence)).form == "attack"


def test_fire_and_water_may_never_be_in_one_invocation():
    with pytest.raises(Illegal) as info:
        read(notation("+1 & Move Left & Fire & Water"))
    assert (info.value.key, info.value.dead) == ("illegal.opposing", True)


@pytest.mark.parametrize("sequence, key", [
    ("Discard & Target Hand", "illegal.discard_needs_hand"),
    ("Target Power Gem & Discard", "illegal.discard_needs_hand"),
    ("Move Left & Move Right & Fire", "illegal.two_moves"),
    ("Target Hand & Fire", "illegal.hand_needs_move"),
    ("Target Power Gem & Move Left & Fire", "illegal.relocate_carries_nothing"),
    ("Haste & Delay & Move Left & Fire", "illegal.haste_and_delay"),
    ("Haste & Move Left & Fire & Haste", "illegal.twice"),
    ("Move Left & Fire & Aether Storm", "illegal.chaos"),
    ("Move Left & Tome", "illegal.manifest_first"),
    ("Invoke & +1 & Fire", "illegal.invoke_no_distance"),
    ("Sustain & Build Wall & Fire", "illegal.wall_timing"),
    ("Move Left", "illegal.needs_element"),
    ("Fire & Air", "illegal.needs_move"),
    ("+1 & +2", "illegal.nothing_yet"),
])
def test_sequences_that_make_no_sense_are_refused_with_their_reason(sequence, key):
    with pytest.raises(Illegal) as info:
        read(notation(sequence))
    assert info.value.key == key


# --- Delay, Sustain, Haste ---------------------------------------------------------------------

def test_delay_move_right_earth_is_established_and_strikes_the_mage_on_the_right_a_turn_later():
    plan = plan_of("Delay & Move Right & Earth")
    assert plan.established and schedule(plan) == [(1, 0)]
    assert _hits("Delay & Move Right & Earth") == [(EVE, [("earth", 1)])]


def test_sustain_move_right_earth_strikes_two_mages_to_the_right_with_one_earth():
    plan = plan_of("Sustain & Move Right & Earth")
    table = make_table()
    assert not plan.established and schedule(plan) == [(0, 0), (1, 1)]
    first, second = (stops(plan, table, ANA, repetition=r) for r in (0, 1))
    assert [(s.seat, s.strikes) for s in first + second] == [(EVE, (Strike("earth", 1),)),
                                                             (DAN, (Strike("earth", 1),))]


def test_sustain_invoke_earth_strikes_the_same_chosen_mage_now_and_next_turn():
    plan = plan_of("Sustain & Invoke & Earth")
    table = make_table()
    aim = Aim(mages=(CARL,))
    assert schedule(plan) == [(0, 0), (1, 1)]
    assert [stops(plan, table, ANA, aim, r)[0].seat for r in (0, 1)] == [CARL, CARL]


def test_a_modifier_after_delay_or_sustain_lengthens_it():
    assert plan_of("Delay & +1 & Move Right & Earth").delay == 2
    assert plan_of("Sustain & +1 & Move Right & Earth").sustain == 2


def test_haste_speeds_the_invocation_and_a_plus_after_it_adds_to_the_haste_not_the_fire():
    plan = plan_of("Invoke & Fire & Haste & +1")
    assert (plan.speed, plan.strikes) == (2, (Strike("fire", 1),))


# --- Example 4 -----------------------------------------------------------------------------------

@pytest.mark.parametrize("face_down, attack, gems_lost", [
    ("+1", "Invoke & Fire", 0),  # the wand's built-in haste builds the wall first
    ("+1", "Invoke & Fire & Haste", 1),  # a tie: the mage whose turn it is goes first
    ("Fire", "Invoke & Fire & Haste", 1),
    ("Haste", "Invoke & Fire & Haste", 0),  # the hidden Haste makes the wall faster
    ("Haste", "Invoke & Fire & Haste & +1", 1),  # the +1 adds to the Haste: a tie again
])
def test_example_4_a_fireball_against_a_wand_with_build_wall_fire_and_a_face_down_card(face_down, attack, gems_lost):
    table = make_table()
    fireball = Cast(ANA, plan_of(attack), Aim(mages=(CARL,)))
    carl_wand = Cast(CARL, wand(notation(f"Build Wall & Fire & {face_down}")))
    play_out(fireball, [carl_wand], table, turn_seat=ANA)
    end_of_turn(table)
    assert table.gems[CARL] == 5 - gems_lost
    assert table.wall_of(CARL).element == "fire"  # the wall stands either way


# --- Example 5 -----------------------------------------------------------------------------------

def _destroy_the_last_aether_gem(answers: list[tuple[int, str]]) -> int:
    table = make_table(aether=1)
    strike = Cast(ANA, plan_of("Target Power Gem & Invoke & Fire"), Aim(owner=AETHER))
    play_out(strike, [Cast(seat, plan_of(text)) for seat, text in answers], table, turn_seat=ANA)
    end_of_turn(table)
    return table.aether


def test_example_5_target_power_gem_invoke_fire_destroys_the_aethers_last_gem():
    assert _destroy_the_last_aether_gem([]) == 0


@pytest.mark.parametrize("answer", ["Target Current Invocation & Build Wall & Fire",
                                    "Target Current Invocation & Haste & Invoke & Water"])
def test_example_5_another_mage_blocks_it_with_haste(answer):
    assert _destroy_the_last_aether_gem([(CARL, answer)]) == 1
