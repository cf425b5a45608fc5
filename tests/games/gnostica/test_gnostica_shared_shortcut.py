"""Strength's and Death's shortcut belongs to the target: two minions may each use one step on it.

Seed, Major Arcana notes: from the hand "all your pieces are minions" and "two different pieces
may attack with one sword"; "when the same piece or territory is affected by two actions, you may
take shortcuts". Strength: "if both discs are used on the same target, you may skip the
intermediate step"; Death: "if both swords shrink the same piece or territory, you may skip the
intermediate step". The option `shortcut_same_minion` keeps the stricter one-minion reading.
"""
import random

import pytest
from gnostica_helpers import legal, play, position

from tabletop.engine.checks import check_ending, check_position
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.gnostica.rules.game import GAME

SPOT, SPOT2, SPOT3 = "swords_02_two", "swords_03_three", "cups_03_three"
COURT, MAJOR = "cups_12_knight", "major_03_empress"
NAMES = ["Ana", "Bea"]
SAME_MINION = {"shortcut_same_minion": True}


FAR = ("wands_09_nine", "wands_08_eight", "wands_07_seven", "wands_06_six")


def far(owner: int, *sizes: int) -> dict:
    """Far spaces holding all five pieces of each of `sizes` of `owner` (so none is left in its stash)."""
    pieces = [[owner, size, "U"] for size in sizes for _ in range(5)]
    return {f"{-5 + i},-5": (card, pieces[3 * i:3 * i + 3]) for i, card in enumerate(FAR) if pieces[3 * i:]}


def two_minions_aiming_at(target_space: tuple, sizes=(1, 1), hand=("major_13_death",), options=None,
                          second_points="N", **extra) -> object:
    """Your minions on 0,0 (pointing east) and 1,1 (pointing north) both reach the space 1,0."""
    board = {"0,0": (SPOT, [[0, sizes[0], "E"]]), "1,1": (SPOT2, [[0, sizes[1], second_points]]),
             "1,0": target_space, **extra}
    return position(board, hands=[list(hand)], options=options)


def test_death_shortcut_two_minions_shrink_one_target_skipping_the_middle_size():
    st = two_minions_aiming_at((COURT, [[1, 2, "N"]]), **far(1, 1))  # no small piece in the victim's stash
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    assert "with 1,1:0" in legal(st)
    play(st, "with 1,1:0")  # the only amount, 2, is carried out at once
    assert st.pieces((1, 0)) == [] and st.stashes[1] == [0, 5, 5]
    assert st.mode == "end"  # both swords were spent


def test_death_shortcut_two_minions_shrink_by_their_two_sizes_added():
    st = two_minions_aiming_at((COURT, [[1, 3, "N"]]), sizes=(1, 2),
                               **far(1, 1, 2))
    play(st, "play major_13_death", "minion 0,0:0")
    assert "target 1,0:0" in legal(st)  # alone the small minion could not touch the large piece
    play(st, "target 1,0:0")
    assert legal(st) == ["with 1,1:0", "cancel"]
    play(st, "with 1,1:0")
    assert st.pieces((1, 0)) == [] and st.mode == "end"


def test_death_shortcut_two_minions_shrink_a_territory_skipping_the_middle_card():
    st = two_minions_aiming_at((MAJOR, []), hand=("major_13_death", "cups_05_five"))
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0", "with 1,1:0")
    assert st.card_at((1, 0)) == "cups_05_five" and MAJOR in st.discard
    assert st.mode == "end"


def test_death_shortcut_two_minions_offers_only_amounts_neither_reaches_alone():
    st = two_minions_aiming_at((COURT, [[1, 3, "N"]]), sizes=(2, 1))
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    assert legal(st) == ["shrink 1", "shrink 2", "shrink 3", "with 1,1:0", "cancel"]
    play(st, "with 1,1:0")  # 3 is the one amount beyond the medium minion's single sword
    assert st.pieces((1, 0)) == []


def test_strength_shortcut_two_minions_grow_one_territory_two_steps():
    st = two_minions_aiming_at((SPOT3, []), hand=("major_08_strength", MAJOR))
    play(st, "play major_08_strength", "minion 0,0:0", "target 1,0", "with 1,1:0")
    assert st.card_at((1, 0)) == MAJOR and SPOT3 in st.discard
    assert st.mode == "end"  # both discs were spent


def test_strength_shortcut_two_minions_grow_one_piece_small_to_large_without_a_medium():
    st = two_minions_aiming_at((COURT, [[0, 1, "U"]]), hand=("major_08_strength",), **far(0, 2))
    play(st, "play major_08_strength", "minion 0,0:0", "target 1,0:0", "with 1,1:0", "orient W")
    assert st.pieces((1, 0)) == [(0, 3, "W")] and st.mode == "end"


def test_shortcut_same_minion_option_refuses_two_minions():
    option = GAME.info.option("shortcut_same_minion")
    assert option.default is False and option.label["es"] and option.help["es"]
    st = two_minions_aiming_at((COURT, [[1, 3, "N"]]), sizes=(2, 1), options=SAME_MINION)
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    assert legal(st) == ["shrink 1", "shrink 2", "shrink 3", "cancel"]  # no "with 1,1:0"
    play(st, "shrink 3")  # one minion's two swords still skip the middle sizes
    assert st.pieces((1, 0)) == [] and st.mode == "end"


def test_shortcut_same_minion_option_keeps_targets_only_one_minion_can_shrink():
    st = two_minions_aiming_at((COURT, [[1, 3, "N"]]), sizes=(1, 2), options=SAME_MINION,
                               **far(1, 1, 2))
    play(st, "play major_13_death", "minion 0,0:0")
    assert "target 1,0:0" not in legal(st)


def test_each_minion_sharing_the_shortcut_must_reach_the_target_itself():
    st = two_minions_aiming_at((COURT, [[1, 2, "N"]]), second_points="E", **far(1, 1))
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    assert not [a for a in legal(st) if a.startswith("with ")]


def test_a_card_activated_on_the_board_shares_the_shortcut_only_among_its_minions():
    st = position({**far(1, 1), "0,0": ("major_13_death", [[0, 1, "U"], [0, 1, "U"], [1, 2, "N"]]),
                   "1,0": (SPOT, [[0, 1, "W"]])})  # the piece on 1,0 reaches 0,0 but is no minion
    play(st, "activate 0,0", "minion 0,0:0", "target 0,0:2")
    assert [a for a in legal(st) if a.startswith("with ")] == ["with 0,0:1"]
    play(st, "with 0,0:1")
    assert st.pieces((0, 0)) == [(0, 1, "U"), (0, 1, "U")]


def test_cancel_after_choosing_the_other_minion_goes_back_to_the_minion_choice():
    st = two_minions_aiming_at((MAJOR, []), hand=("major_13_death", "cups_05_five", "cups_06_six"))
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0", "with 1,1:0")
    assert legal(st) == ["card cups_05_five", "card cups_06_six", "cancel"]
    play(st, "cancel")
    assert st.sel == {} and "minion 1,1:0" in legal(st) and st.card_at((1, 0)) == MAJOR


def test_the_with_button_names_the_other_minion_in_english_and_spanish():
    st = two_minions_aiming_at((COURT, [[1, 2, "N"]]), **far(1, 1))
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    action = next(a for a in GAME.legal_actions(st) if a.kind == "with")
    assert action.ref is None  # a button under the table
    assert GAME.describe_action(st, action, "en", NAMES) == "Both Swords, with your small piece on 1,1"
    assert GAME.describe_action(st, action, "es", NAMES) == "Las dos espadas, con tu pieza pequeña en 1,1"
    assert "1,1" in GAME.explain_action(st, action, "es", NAMES)
    st = two_minions_aiming_at((SPOT3, []), hand=("major_08_strength", MAJOR))
    play(st, "play major_08_strength", "minion 0,0:0", "target 1,0")
    action = next(a for a in GAME.legal_actions(st) if a.kind == "with")
    assert GAME.describe_action(st, action, "en", NAMES) == "Both Pentacles, with your small piece on 1,1"
    assert GAME.describe_action(st, action, "es", NAMES) == "Los dos discos, con tu pieza pequeña en 1,1"


def test_an_amount_that_spends_both_steps_says_so_in_its_explanation():
    st = two_minions_aiming_at((COURT, [[1, 3, "N"]]), sizes=(2, 1))
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    explained = {str(a): GAME.explain_action(st, a, "en", NAMES) for a in GAME.legal_actions(st)}
    assert "both Swords" in explained["shrink 3"] and "both" not in explained["shrink 2"]
    play(st, "cancel", "minion 1,1:0", "target 1,0:0")
    with_medium = next(a for a in GAME.legal_actions(st) if str(a) == "with 0,0:0")
    assert GAME.describe_action(st, with_medium, "es", NAMES) == "Las dos espadas, con tu pieza mediana en 0,0"


def _random_session_with(same_minion: bool, seats: int, seed: int):
    """A random game (powers preferred, shared shortcuts taken when offered); yields the session after each move."""
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(seats)], seed,
                      {"shortcut_same_minion": same_minion, "turn_limit": 30})
    rng = random.Random(seed)
    while not session.is_over():
        actions = session.legal_actions()
        pool = [a for a in actions if a.kind not in ("challenge", "cancel", "skip", "done", "redraw", "reorient")]
        shared = [a for a in pool if a.kind == "with"]
        session.play(rng.choice(shared or pool or actions))
        yield session


@pytest.mark.parametrize("same_minion", [False, True])
def test_random_games_keep_every_check_with_the_option_on_and_off(same_minion):
    withs = 0
    for seats, seed in ((2, 1), (3, 2), (2, 3)):
        session = None
        for step, session in enumerate(_random_session_with(same_minion, seats, seed)):
            withs += session.record.actions[-1].startswith("with ")
            if step % 4 == 0:
                problems = check_position(GAME, session.full_state_unsafe_for_bots())
                assert not problems, f"{seats} seats, seed {seed}, step {step}: {problems}"
        assert session is not None and not check_ending(session)
    assert (withs == 0) == same_minion  # the shared shortcut was played, or never offered
