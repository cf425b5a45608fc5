"""Shield walls as the seed has them: up to 3 points of one element, blocking, absorbing
opposites one for one, ignoring the other pair, crumbling, repaired only at the start of
the owner's turn, never opposing the owner's established invocations or guarded creature."""
import pytest
from invoke_helpers import make_table, plan_of

from tabletop.games.invoke.rules.interpret import Aim, check, end_of_turn, resolve
from tabletop.games.invoke.rules.language import Illegal, Strike, notation, read
from tabletop.games.invoke.rules.table import AETHER, Wall, repair

ANA, BEA = 0, 1


def _walled(element: str = "water", slots=(1, 2)):
    """A table where Bea's gems stand behind a wall."""
    table = make_table()
    table.walls.append(Wall(BEA, element, list(slots)))
    return table


def test_two_water_and_plus_two_is_not_a_legal_wall_four_points():
    with pytest.raises(Illegal) as info:
        read(notation("Build Wall & Water & Water & +2"))
    assert (info.value.key, info.value.params) == ("illegal.wall_points", {"points": 4})


def test_two_water_and_plus_one_is_a_legal_wall_of_three_points():
    plan = plan_of("Build Wall & Water & Water & +1")
    assert (plan.form, plan.wall_points, plan.established) == ("wall", 3, True)


def test_a_wall_holds_one_kind_of_element():
    with pytest.raises(Illegal) as info:
        read(notation("Build Wall & Water & Air"))
    assert info.value.key == "illegal.wall_one_element"


def test_a_wall_blocks_its_own_element_whole_without_losing_points():
    table = _walled()
    assert table.strike(table.wall_of(BEA), [Strike("water", 5)]) == 0
    assert table.wall_of(BEA).slots == [1, 2]


def test_a_wall_absorbs_its_opposite_point_for_point_and_loses_those_points():
    table = _walled()
    assert table.strike(table.wall_of(BEA), [Strike("fire", 2)]) == 0
    assert table.wall_of(BEA).slots == [1]  # one Water card spent: the wall is down to 1 Water


def test_an_opposite_stronger_than_the_wall_breaks_through_and_the_wall_crumbles():
    table = _walled()
    assert table.strike(table.wall_of(BEA), [Strike("fire", 4)]) == 1
    assert table.wall_of(BEA) is None


def test_a_water_wall_ignores_air_and_earth():
    table = _walled()
    assert table.strike(table.wall_of(BEA), [Strike("air", 1), Strike("earth", 2)]) == 3
    assert table.wall_of(BEA).slots == [1, 2]


def test_an_attack_meets_the_wall_before_the_gems():
    table = _walled("fire", [1])
    resolve(plan_of("Move Left & Fire & Air"), table, ANA)
    end_of_turn(table)
    assert table.gems[BEA] == 4 and table.wall_of(BEA).slots == [1]


def test_repair_at_the_start_of_the_owners_turn_adds_a_modifier_or_the_same_element():
    for cards in ("+1", "Water"):
        table = _walled(slots=[1])
        repair(table, table.wall_of(BEA), BEA, notation(cards), turn_start=True)
        assert table.wall_of(BEA).points == 2


@pytest.mark.parametrize("seat, turn_start, cards, key", [
    (BEA, False, "Water", "illegal.repair_when"),
    (ANA, True, "Water", "illegal.repair_when"),
    (BEA, True, "Air", "illegal.repair_what"),
    (BEA, True, "Water & Water & Water", "illegal.wall_points"),
])
def test_repair_only_by_the_owner_at_turn_start_with_the_walls_element_up_to_three_points(seat, turn_start, cards, key):
    table = _walled(slots=[1])
    with pytest.raises(Illegal) as info:
        repair(table, table.wall_of(BEA), seat, notation(cards), turn_start=turn_start)
    assert info.value.key == key


def test_a_crumbled_wall_cannot_be_repaired_into_another():
    table = _walled(slots=[1])
    wall = table.wall_of(BEA)
    table.strike(wall, [Strike("fire", 1)])
    with pytest.raises(Illegal) as info:
        repair(table, wall, BEA, notation("Water"), turn_start=True)
    assert info.value.key == "illegal.repair_crumbled"


def test_no_fire_wall_beside_a_water_wall():
    table = _walled()
    with pytest.raises(Illegal) as info:
        check(plan_of("Target Magical Item & Build Wall & Fire"), table, BEA, Aim(owner=BEA))
    assert info.value.key == "illegal.opposes_established"


def test_no_delayed_fire_beside_a_water_wall():
    with pytest.raises(Illegal):
        check(plan_of("Delay & Move Left & Fire"), _walled(), BEA)
    check(plan_of("Move Left & Fire"), _walled(), BEA)  # a current invocation is not established


def test_an_imp_cannot_be_guarded_by_water_but_the_gems_can_be():
    table = make_table()
    table.creatures[ANA] = ["imp"]
    with pytest.raises(Illegal) as info:
        check(plan_of("Target Creature & Build Wall & Water"), table, ANA, Aim(owner=ANA, creature="imp"))
    assert info.value.key == "illegal.opposes_creature"
    check(plan_of("Build Wall & Water"), table, ANA)


def test_a_mermaid_and_an_imp_cannot_be_in_play_together():
    table = make_table()
    table.creatures[ANA] = ["imp"]
    with pytest.raises(Illegal) as info:
        check(plan_of("Mermaid"), table, ANA)
    assert info.value.key == "illegal.opposing_creatures"


def test_a_wall_can_guard_the_aether():
    table = make_table()
    plan = plan_of("Target Power Gem & Build Wall & Earth")
    check(plan, table, ANA, Aim(owner=AETHER))
    resolve(plan, table, ANA, Aim(owner=AETHER))
    assert table.wall_of(AETHER, "aether").owner == ANA


def test_one_magical_item_per_mage():
    table = make_table()
    table.items[ANA] = "wand"
    with pytest.raises(Illegal) as info:
        check(plan_of("Tome & Fire"), table, ANA)
    assert info.value.key == "illegal.one_item"
