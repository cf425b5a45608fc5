"""Power is always derived: the seed's worked examples and clauses about power, as scenarios."""
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import leaders, resolve_instant, swap_printed, total_power
from tabletop.games.invocacion.rules.zones import Activation, Board, SeatArea, Slot


def board(*invocations: str) -> Board:
    """A combat table: one face-up invocation per seat."""
    return Board([SeatArea(seat, invocation=card, invocation_face_up=True) for seat, card in enumerate(invocations)])


def reveal_conjuro(b: Board, seat: int, card: str, chosen: tuple = ()) -> Activation:
    """Put `card` face up in the seat's Conjuros and resolve its effect (instant parts included)."""
    b.area(seat).conjuros.append(Slot(card, face_up=True))
    activation = Activation(card, seat, chosen)
    b.activations.append(activation)
    resolve_instant(b, deck(), activation)
    return activation


def face_down(b: Board, seat: int, *cards: str) -> None:
    b.area(seat).conjuros.extend(Slot(c) for c in cards)


def power(b: Board, seat: int) -> int:
    return total_power(b, seat, deck()).total


def test_example_1_conjuros_x2_under_a_fire_minus_3_card_then_the_x2_card_destroyed():
    b = board("ember_hound", "river_spirit")  # fire, printed 5 / water, printed 4
    face_down(b, 0, "clay_golem", "quarry_mole", "storm_hawk")
    reveal_conjuro(b, 0, "stone_choir")  # "Tu poder es igual a tus conjuros x2": 4 conjuros -> 8
    assert power(b, 0) == 8
    reveal_conjuro(b, 1, "smothering_tide")  # "todas las criaturas de fuego reducen su poder en 3"
    assert power(b, 0) == 5
    assert power(b, 1) == 4  # water: untouched
    b.area(0).conjuros = [s for s in b.area(0).conjuros if s.card != "stone_choir"]  # destroyed
    assert power(b, 0) == 5 - 3  # back to the printed value, minus 3 by the penalising conjuro


def test_example_2_mana_in_reserve_card_follows_the_reserve_as_it_changes():
    b = board("river_spirit", "storm_hawk")
    b.area(0).mana = ["m1", "m2"]
    reveal_conjuro(b, 0, "tide_oracle")  # "Suma a tu poder la cantidad de Mana en reserva"
    assert power(b, 0) == 4 + 2
    b.area(0).mana.append("m3")
    assert power(b, 0) == 4 + 3
    b.area(0).boost.append(b.area(0).mana.pop())  # boosting moves Mana out of the reserve
    assert power(b, 0) == 4 + 2 + 1


def test_ataraxia_matches_the_highest_power_counting_effects_and_mana_already_applied():
    b = board("ember_hound", "forge_titan")
    b.area(1).boost = ["m1", "m2"]  # 11 + 2
    reveal_conjuro(b, 0, "ataraxia")
    assert power(b, 0) == 13
    b.area(1).boost.append("m3")
    assert power(b, 0) == 13  # "en este momento": fixed once, not following the leader
    b.area(0).conjuros.clear()  # and it stays when its card leaves
    assert power(b, 0) == 13


def test_archangel_swaps_only_the_printed_power_effects_mana_and_support_stay():
    b = board("archangel", "forge_titan")  # printed 4 / 11 (fire)
    reveal_conjuro(b, 0, "hollow_crown")  # +3 to seat 0
    b.area(0).boost = ["m1"]
    reveal_conjuro(b, 1, "votive_ember")  # +3 to seat 1 while its invocation is fire
    assert (power(b, 0), power(b, 1)) == (4 + 3 + 1, 11 + 3)
    swap_printed(b, 0, 1)
    assert (power(b, 0), power(b, 1)) == (11 + 3 + 1, 4 + 3)  # the Titan still is fire
    parts = total_power(b, 0, deck()).parts
    assert parts[0].source == "printed" and parts[0].card == "forge_titan"
    swap_printed(b, 0, 1)
    assert (power(b, 0), power(b, 1)) == (4 + 3 + 1, 11 + 3)


def test_equal_to_replaces_the_printed_value_then_other_constant_effects_modify_it():
    b = board("root_warden", "storm_hawk")  # earth 5 / air 6
    face_down(b, 0, "clay_golem", "quarry_mole")
    reveal_conjuro(b, 0, "stone_choir")  # 3 conjuros x2 = 6
    reveal_conjuro(b, 0, "hollow_crown")  # now 4 conjuros -> 8, then +3
    assert power(b, 0) == 8 + 3
    reveal_conjuro(b, 1, "wildfire_herald")  # every other invocation -1
    assert power(b, 0) == 8 + 3 - 1
    reveal_conjuro(b, 1, "eye_of_the_storm")  # earth invocations equal to 4: the later "igual a" wins
    assert power(b, 0) == 4 + 3 - 1
    explained = [p.source for p in total_power(b, 0, deck()).parts]
    assert explained.count("set") == 1


def test_at_this_instant_applies_once_and_is_then_a_fixed_value():
    b = board("ember_hound", "storm_hawk")
    face_down(b, 0, "clay_golem", "quarry_mole")
    reveal_conjuro(b, 0, "first_flame")  # at this instant +1 per conjuro: 3
    assert power(b, 0) == 5 + 3
    face_down(b, 0, "rift_hermit")
    assert power(b, 0) == 5 + 3  # the count changed, the fixed amount did not
    assert power(b, 0) == 5 + 3  # asking again never applies it again
    assert len(b.fixed) == 1


def test_exchange_power_between_two_players_gives_each_the_others_total_at_that_instant():
    b = board("ember_hound", "forge_titan", "storm_hawk")  # 5 / 11 / 6
    b.area(1).boost = ["m1"]
    reveal_conjuro(b, 2, "gale_trickster", chosen=(0, 1))
    assert (power(b, 0), power(b, 1), power(b, 2)) == (12, 5, 6)
    b.area(1).boost.append("m2")
    assert power(b, 1) == 6  # later changes still modify the exchanged value


def test_a_blocked_or_destroyed_conjuro_stops_its_constant_effect():
    b = board("ember_hound", "river_spirit")
    reveal_conjuro(b, 1, "smothering_tide")
    assert power(b, 0) == 2
    b.area(1).blocked.add("smothering_tide")
    assert power(b, 0) == 5


def test_a_conditions_change_changes_its_effect():
    b = board("bastion_oak", "storm_hawk")  # +3 with 2 or more Apoyos, on the invocation itself
    b.activations.append(Activation("bastion_oak", 0))
    b.area(0).apoyos = [Slot("clay_golem")]
    assert power(b, 0) == 6
    b.area(0).apoyos.append(Slot("quarry_mole"))
    assert power(b, 0) == 9


def test_an_invocation_effect_counts_only_once_activated_in_step_4():
    b = board("hollow_crown", "storm_hawk")
    assert power(b, 0) == 0
    b.activations.append(Activation("hollow_crown", 0))
    assert power(b, 0) == 3


def test_invoked_support_and_boost_are_parts_of_the_total_and_leaders_follow():
    b = board("ember_hound", "storm_hawk")
    assert leaders(b, deck()) == [1]
    b.area(0).apoyos = [Slot("quarry_mole", face_up=True)]
    b.area(0).invoked_support = "quarry_mole"
    assert power(b, 0) == 5 + 4
    assert leaders(b, deck()) == [0]
    b.area(0).withdrawn = True
    assert leaders(b, deck()) == [1]


def test_chosen_targets_only_the_chosen_invocation():
    b = board("ember_hound", "storm_hawk", "river_spirit")
    reveal_conjuro(b, 0, "frost_siren", chosen=(2,))
    assert (power(b, 0), power(b, 1), power(b, 2)) == (5, 6, 2)


def test_the_breakdown_explains_each_part_in_english_and_spanish():
    b = board("ember_hound", "river_spirit")
    reveal_conjuro(b, 1, "smothering_tide")
    b.area(0).boost = ["m1"]
    parts = total_power(b, 0, deck()).parts
    assert [p.explain("en", deck()) for p in parts] == [
        "Printed Power of Ember Hound: 5", "Smothering Tide: -3", "Mana boost: +1"]
    assert [p.explain("es", deck()) for p in parts] == [
        "Poder impreso de Sabueso de Brasas: 5", "Marea Sofocante: -3", "Potencia de Maná: +1"]
