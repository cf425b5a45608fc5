"""Damage to walls takes effect at the end of play (issue 26, interpretation 13).

Seed, turn rule 7: "All damage takes effect at the end of play - once all the current Mage's
Invocations are complete." A wall meets each strike as it resolves and its points are used up
then; its spent element cards stay on it, marked as spent, until the end of play, when they
leave for the discards and a wall left without any crumbles. Option `walls_at_resolution`
keeps the older reading (cards leave, and the wall crumbles, as the strike resolves).
"""
from __future__ import annotations

from tabletop.engine.contract import Action, apply_all
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.table import Wall, check_new_elements
from tabletop.games.invoke.view.view_pending import wall_words
from tests.games.invoke.test_invoke_turns import _at_build, _give
from tests.games.invoke.test_invoke_wall_cards import _wall_for

ANA, BEA = 0, 1


def _strike_bea(state, element: str, *extra: str) -> list:
    """Ana casts Move Left & `element` (& extra modifiers) at Bea; nobody can answer, so it resolves."""
    _give(state, ANA, "move_left", element, *extra)
    return apply_all(GAME, state, ["add move_left", f"add {element}", *(f"add {c}" for c in extra), "cast"])


def _end_play(state) -> list:
    """Ana's invocations are complete: the end of play."""
    return GAME.apply(state, Action("done"))


def test_all_damage_takes_effect_at_the_end_of_play_spent_cards_stay_on_the_wall_until_then():
    """Seed: "All damage takes effect at the end of play - once all the current Mage's Invocations are complete"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water"], [1, 1])
    _strike_bea(state, "fire")
    assert wall.slots == [1] and wall.points == 1  # the point is used up at once
    assert wall.cards == ["build_wall", "water"] and wall.spent == ["water"]  # the spent card waits on the wall
    assert "water" not in state.discards["manifest"]
    GAME.check_invariants(state)
    _end_play(state)
    assert wall.spent == [] and state.discards["manifest"].count("water") == 1
    assert state.walls == [wall]
    GAME.check_invariants(state)


def test_when_the_shield_does_its_job_the_effected_element_card_is_discarded_at_the_end_of_play():
    """Seed: "When the shield does its job and protects you from damage the effected element card is discarded"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water", "plus_1"], [1, 2])
    _strike_bea(state, "fire")  # Fire 1 meets the last Water (+1): that card and its +1 are spent
    assert wall.spent == ["water", "plus_1"] and "plus_1" not in state.discards["focus"]
    _end_play(state)
    assert "plus_1" in state.discards["focus"] and "water" in state.discards["manifest"]
    GAME.check_invariants(state)


def test_if_the_shield_no_longer_has_any_elements_the_wall_crumbles_at_the_end_of_play():
    """Seed: "If at any point the shield no longer has any elements the wall crumbles and the shield is discarded"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water"], [1])
    _strike_bea(state, "fire", "plus_1")  # Fire 2: one point absorbed, one gets through
    assert state.walls == [wall] and wall.points == 0 and state.pending == {"1": 1}
    assert "build_wall" not in state.discards["thaumaturgy"]
    GAME.check_invariants(state)
    events = _end_play(state)
    assert not state.walls and "build_wall" in state.discards["thaumaturgy"]
    keys = [e.key for e in events]
    assert keys.index("damage.mage") < keys.index("wall.spent_leave") < keys.index("wall.crumbled")
    GAME.check_invariants(state)


def test_a_wall_never_absorbs_more_points_in_a_turn_than_it_holds():
    """Seed: "one Fire element will destroy one Water Element but also destroy itself in the process"."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water"], [1])
    _strike_bea(state, "fire")  # absorbed: the wall's one point is used up
    assert state.pending == {} and state.walls == [wall]
    _strike_bea(state, "fire")  # a second Fire in the same turn meets a wall with nothing left
    assert state.pending == {"1": 1}
    GAME.check_invariants(state)


def test_a_spent_wall_no_longer_has_its_element_and_does_not_block_it_whole():
    """Seed: "A Shield Wall with a Fire Element will block all Fire attacks" (its spent element is destroyed)."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water"], [1])
    _strike_bea(state, "fire")
    _strike_bea(state, "water")  # the spent Water card waits on the wall, but blocks nothing
    assert state.pending == {"1": 1} and state.walls == [wall] and wall.spent == ["water"]


def test_a_wall_with_points_left_still_blocks_its_own_element_whole():
    """Seed: "This wall will block and take no damage from Water" (while a Water card is unspent)."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water"], [1, 1])
    _strike_bea(state, "fire")
    _strike_bea(state, "water", "plus_2")
    assert state.pending == {} and wall.slots == [1] and wall.spent == ["water"]


def test_a_spent_out_wall_guards_nothing_and_is_no_established_element():
    """Seed: "They do not have any Established Invocations with Water remaining, so they can … build their Shield
    Fire Wall"."""
    state = _at_build(3)
    _wall_for(state, BEA, ["build_wall", "water"], [1])
    _strike_bea(state, "fire")
    table = state.table()
    assert len(table.walls) == 1 and table.wall_of(BEA) is None
    check_new_elements(table, BEA, {"fire"})  # no opposing established element left: no Illegal


def test_target_established_invocation_minus_1_spends_the_card_at_the_end_of_play():
    """Seed: "All damage takes effect at the end of play" (Target Established Invocation & -1 on a wall)."""
    state = _at_build(3)
    wall = _wall_for(state, 2, ["build_wall", "water"], [1])
    _give(state, ANA, "target_established", "minus_1")
    apply_all(GAME, state, ["add target_established", "add minus_1", "cast"])
    assert state.walls == [wall] and wall.spent == ["water"] and "water" not in state.discards["manifest"]
    GAME.check_invariants(state)
    _end_play(state)
    assert not state.walls and "water" in state.discards["manifest"]
    GAME.check_invariants(state)


def test_the_log_says_when_spent_cards_leave_and_walls_crumble_in_both_languages():
    """Seed: "All damage takes effect at the end of play" — and the log says so."""
    state = _at_build(3)
    _wall_for(state, BEA, ["build_wall", "water"], [1])
    absorbed = [e for e in _strike_bea(state, "fire") if e.key.startswith("wall.")]
    ended = [e for e in _end_play(state) if e.key.startswith("wall.")]
    names = ["Ana", "Bea", "Carl"]
    assert "end of the turn" in GAME.describe_event(absorbed[0], "en", names)
    assert "final del turno" in GAME.describe_event(absorbed[0], "es", names)
    lines = {lang: [GAME.describe_event(e, lang, names) for e in ended] for lang in ("en", "es")}
    assert lines["en"] == ["End of the turn: the spent Water leave Bea's wall of Water for the discard pile.",
                           "Bea's wall of Water crumbles: its cards go to the discard pile."]
    assert "Final del turno" in lines["es"][0] and "se derrumba" in lines["es"][1]


def test_the_table_shows_a_wall_with_its_spent_cards():
    """Seed: "All damage takes effect at the end of play" — until then the table shows the cards as spent."""
    state = _at_build(3)
    wall = _wall_for(state, BEA, ["build_wall", "water", "water"], [1, 1])
    _strike_bea(state, "fire")
    obs = GAME.observe(state, BEA)
    shown = obs.walls[0]
    assert shown.spent == ["water"]
    assert wall_words(shown, 1, "en") == "Water wall 1, 1 card spent at the end of the turn"
    assert wall_words(shown, 1, "es") == "muro de Agua 1, 1 carta gastada al final del turno"


def test_option_walls_at_resolution_keeps_the_older_reading():
    """Option `walls_at_resolution`: spent cards leave, and the wall crumbles, as the strike resolves."""
    state = _at_build(3)
    state.walls_at_resolution = True
    _wall_for(state, BEA, ["build_wall", "water"], [1])
    _strike_bea(state, "fire", "plus_1")
    assert not state.walls and state.pending == {"1": 1}
    assert "build_wall" in state.discards["thaumaturgy"] and "water" in state.discards["manifest"]
    GAME.check_invariants(state)


def test_option_walls_at_resolution_is_off_by_default_and_set_up_from_the_options():
    """The seed's reading is the default; the option reaches the state."""
    assert not GAME.setup({}, 3, 1).walls_at_resolution
    assert GAME.setup({"walls_at_resolution": True}, 3, 1).walls_at_resolution
    assert GAME.info.rules_version == "5"


def test_option_walls_at_resolution_minus_1_makes_a_one_point_wall_crumble_at_once():
    """Option `walls_at_resolution`: Target Established Invocation & -1 spends the card, and the wall crumbles, at once."""
    state = _at_build(3)
    state.walls_at_resolution = True
    _wall_for(state, 2, ["build_wall", "water"], [1])
    _give(state, ANA, "target_established", "minus_1")
    events = apply_all(GAME, state, ["add target_established", "add minus_1", "cast"])
    assert not state.walls and "water" in state.discards["manifest"] and "build_wall" in state.discards["thaumaturgy"]
    assert [e.key for e in events if e.key.startswith("wall.")] == ["wall.weakened", "wall.crumbled"]
    GAME.check_invariants(state)
