"""Invoke's bots: only legal actions, whole games with 2 and 6 mages, the obvious winning invocation taken,
answers with haste, and nothing hidden read (a face-down wand's cards)."""
from __future__ import annotations

import pytest

from tabletop.bots.levels import make_bot
from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invoke.bots.bot import PlannerBot
from tabletop.games.invoke.bots.botsim import sequences
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import ANSWER, BUILD
from tests.games.invoke.test_invoke_turns import _at_build, _give


def _play_as(state, seat: int, bot, limit: int = 40) -> list[Action]:
    """Let `bot` take `seat`'s decisions (every other seat passes or takes the first choice) until the turn ends."""
    taken = []
    for _ in range(limit):
        if state.phase not in (BUILD, ANSWER, "aim") or state.turn != seat:
            break
        mover = state.to_move()
        observation = GAME.observe(state, mover)
        legal = GAME.legal_actions(observation)
        action = bot.choose(observation, legal, Rng(0)) if mover == seat else \
            (Action("pass") if Action("pass") in legal else legal[0])
        assert action in legal
        if mover == seat:
            taken.append(action)
        GAME.apply(state, action)
        if action.kind == "done":
            break
    return taken


def _play_game(levels: list[str], seed: int, bots=None) -> int:
    """A whole game between bots of `levels` (or these `bots`), every action checked legal; the number of actions."""
    bots = bots or [make_bot(GAME, level) for level in levels]
    state = GAME.setup({}, len(levels), seed)
    rng = Rng(seed)
    actions = 0
    while state.to_move() is not None and actions < GAME.info.max_actions:
        seat = state.to_move()
        observation = GAME.observe(state, seat)
        legal = GAME.legal_actions(observation)
        action = bots[seat].choose(observation, legal, rng)
        assert action in legal, f"{levels[seat]} chose {action} outside {legal}"
        GAME.apply(state, action)
        actions += 1
    assert state.result() is not None, "the game did not finish"
    return actions


def test_every_level_is_offered():
    assert GAME.info.bot_levels == ("random", "easy", "normal", "hard")


@pytest.mark.parametrize("levels", [["normal", "easy"], ["easy", "normal", "random", "normal", "easy", "normal"]],
                         ids=["2 mages", "6 mages"])
def test_bots_play_only_legal_actions_to_the_end_of_a_game(levels):
    assert _play_game(levels, seed=3) > 20


def test_the_sequences_a_hand_builds_are_legal_and_read_once_per_meaning():
    found = sequences((), ["fire", "air", "move_left", "plus_1", "plus_2"])
    assert ("move_left", "fire") in found or ("fire", "move_left") in found
    assert len(found) == len(set(found))
    # +1 & +2 and +2 & +1 after the same card mean the same: only one of them is kept
    assert not {("move_left", "plus_1", "plus_2", "fire"), ("move_left", "plus_2", "plus_1", "fire")} <= set(found)


def test_normal_casts_the_invocation_that_takes_the_last_gems_of_its_rival():
    state = _at_build(mages=2)
    state.gems = [1, 2]
    _give(state, 0, "move_left", "fire", "plus_1", "tome", "build_wall", "discard", "target_hand")
    taken = _play_as(state, 0, PlannerBot(GAME))
    assert Action("cast") in taken and taken[-1] == Action("done")
    assert state.gems == [1, 0]


def test_normal_prefers_the_stronger_attack_when_it_can_cast_only_one():
    state = _at_build(mages=2)
    _give(state, 0, "move_left", "fire", "plus_2", "tome")
    first = PlannerBot(GAME).choose(GAME.observe(state, 0), GAME.legal_actions(GAME.observe(state, 0)), Rng(0))
    assert first.kind == "add"
    _play_as(state, 0, PlannerBot(GAME))
    assert state.gems == [7, 4]  # Fire & +2 & Move Left: Fire 3 at the mage on the left (not Fire 1)


def test_normal_answers_an_attack_with_the_opposite_element_and_haste():
    state = _at_build(mages=2)
    _give(state, 0, "move_left", "fire", "plus_2")
    _give(state, 1, "target_current", "water", "plus_2", "tome")
    for card in ("move_left", "fire", "plus_2"):
        GAME.apply(state, Action("add", (card,)))
    GAME.apply(state, Action("cast"))
    assert state.phase == ANSWER and state.to_move() == 1
    bot = PlannerBot(GAME)
    while state.phase != BUILD:
        observation = GAME.observe(state, state.to_move())
        GAME.apply(state, bot.choose(observation, GAME.legal_actions(observation), Rng(0)))
    assert state.pending.get("1", 0) < 3


def face_down_wand_observations():
    """Mage 0's observations of two tables that differ only in the cards of mage 1's face-down wand."""
    observations = []
    for stored in (["move_left", "fire"], ["build_wall", "water"]):
        state = _at_build(mages=2)
        state.items[1] = {"card": "wand", "held": list(stored), "face_up": False}
        for card in stored:
            state.piles[deck()[card].deck].remove(card)
        state.piles["manifest"].remove("wand")
        _give(state, 0, "move_left", "air", "earth", "build_wall", "plus_1", "target_gem", "invoke")
        GAME.check_invariants(state)
        observations.append(GAME.observe(state, 0))
    return observations


def test_a_face_down_wand_does_not_change_what_the_other_mage_does():
    decisions = []
    for observation in face_down_wand_observations():
        assert observation.items[1]["held"] == ["?", "?"]
        decisions.append(make_bot(GAME, "normal").choose(observation, GAME.legal_actions(observation), Rng(4)))
    assert decisions[0] == decisions[1]


@pytest.mark.parametrize("gems, drains", [([3, 2], True), ([2, 3], False)], ids=["leading", "trailing"])
def test_normal_empties_the_aether_only_when_that_ends_the_game_in_its_favour(gems, drains):
    state = _at_build(mages=2)
    state.gems, state.aether = list(gems), 1
    _give(state, 0, "target_gem", "fire")  # Target Power Gem & Fire: a gem of the rival or of the Aether
    _play_as(state, 0, PlannerBot(GAME))
    assert (state.aether == 0) == drains
    assert state.is_over() == drains and (not drains or state.result().winners == (0,))


def test_the_previous_hard_searches_with_two_mages_and_plays_the_planners_moves_with_more():
    from tabletop.games.invoke.bots.bothard import guided

    for mages, searched in ((2, True), (4, False)):
        state = _at_build(mages=mages)
        _give(state, 0, "move_left", "fire", "plus_2", "tome")
        observation = GAME.observe(state, 0)
        assert guided(GAME, observation, GAME.legal_actions(observation)) != searched
        hard = make_bot(GAME, "hard_prev")
        hard.iterations, hard.max_seconds = 6, None
        planner = make_bot(GAME, "normal").choose(observation, GAME.legal_actions(observation), Rng(1))
        assert (hard.choose(observation, GAME.legal_actions(observation), Rng(1)) == planner) or searched
