"""A wall's element cards are spent one by one (issue 26.1, interpretation 14): the card that
absorbs an opposite leaves the wall for the discards, with the modifiers laid on it, at the end of
play (interpretation 13; these tests end Ana's turn after her Fire)."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.table import Wall
from tests.games.invoke.test_invoke_turns import _at_build, _give

ANA, BEA = 0, 1


def _wall_for(state, seat: int, cards: list[str], slots: list[int]) -> Wall:
    """A wall of `seat` before its gems, built from these cards (taken from the piles)."""
    for card in cards:
        state.piles[deck()[card].deck].remove(card)
    wall = Wall(seat, "water", slots, cards=list(cards))
    state.walls.append(wall)
    return wall


def _fire_at_bea(state, *extra: str) -> None:
    _give(state, ANA, "move_left", "fire", *extra)
    apply_all(GAME, state, ["add move_left", "add fire", *(f"add {c}" for c in extra), "cast", "done"])


def test_when_the_shield_does_its_job_the_effected_element_card_is_discarded():
    """Seed: "When the shield does its job and protects you from damage the effected element card is discarded"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water"], [1, 1])
    _fire_at_bea(state)
    assert wall.cards == ["build_wall", "water"] and wall.slots == [1]
    assert state.discards["manifest"].count("water") == 1
    GAME.check_invariants(state)


def test_one_fire_element_will_destroy_one_water_element_but_also_itself():
    """Seed: "one Fire element will destroy one Water Element but also destroy itself in the process"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water", "water"], [1, 1, 1])
    _fire_at_bea(state, "plus_1")  # Fire 2: two Water cards
    assert wall.cards == ["build_wall", "water"] and state.pending == {}
    assert sorted(state.discards["manifest"]) == ["fire", "water", "water"]
    GAME.check_invariants(state)


def test_a_spent_element_card_leaves_the_wall_with_its_modifiers():
    """Seed: "You can also add modifiers on the element" … "the effected element card is discarded"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water", "plus_1"], [1, 2])
    _fire_at_bea(state)  # Fire 1 meets the last Water (+1): that card is spent, its +1 with it
    assert wall.cards == ["build_wall", "water"] and wall.slots == [1]
    assert "plus_1" in state.discards["focus"] and "water" in state.discards["manifest"]
    assert state.pending == {}  # the Fire did no damage
    GAME.check_invariants(state)


def test_a_wall_whose_last_element_card_is_spent_crumbles_and_goes_to_the_discards():
    """Seed: "If at any point the shield no longer has any elements the wall crumbles and the shield is discarded"."""
    state = _at_build(3)
    _wall_for(state, BEA, ["build_wall", "water"], [1])
    gems = state.gems[BEA]
    _fire_at_bea(state, "plus_1")  # Fire 2: one point absorbed, one gets through
    assert not state.walls and state.gems[BEA] == gems - 1
    assert "build_wall" in state.discards["thaumaturgy"]
    GAME.check_invariants(state)


def test_tremor_takes_one_point_and_a_card_left_without_points_is_discarded():
    """Our chaos text: "Every wall in play loses 1 point" (an element card left with none is spent)."""
    from tabletop.games.invoke.rules.chaos import play_chaos
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water", "plus_1"], [1, 2])
    state.piles["thaumaturgy"].remove("tremor")
    play_chaos(state, ANA, "tremor", None)
    assert wall.slots == [1, 1] and len(wall.cards) == 4
    state.discards["thaumaturgy"].remove("tremor")  # Tremor again
    play_chaos(state, ANA, "tremor", None)
    assert wall.slots == [1] and wall.cards == ["build_wall", "water"]
    GAME.check_invariants(state)


def test_target_established_invocation_minus_1_spends_a_wall_card_as_an_opposite_would():
    """Interpretation 30: `& −n` takes points from a wall as an opposite would (the card hit is spent)."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water", "plus_1"], [1, 2])
    _give(state, ANA, "target_established", "minus_1")
    apply_all(GAME, state, ["add target_established", "add minus_1", "cast"])
    assert wall.cards == ["build_wall", "water"] and wall.slots == [1]
    GAME.check_invariants(state)
