"""All 22 major arcana and their shortcuts, each from a written position."""
import random

import pytest
from gnostica_helpers import keys, legal, play, position

from tabletop.games.gnostica.rules.cards import deck
from tabletop.games.gnostica.rules.game import GAME

TWO, THREE, FOUR = "swords_02_two", "swords_03_three", "swords_04_four"
COURT, MAJOR = "cups_12_knight", "major_03_empress"
FAR1, FAR2 = "wands_09_nine", "wands_08_eight"
ORIENTS = ["orient N", "orient E", "orient S", "orient W", "orient U"]


def far(owner: int, size: int) -> dict:
    """A far corner holding all five pieces of one size of `owner` (so none is left in the stash)."""
    return {"-5,-5": (FAR1, [[owner, size, "U"]] * 3), "-4,-5": (FAR2, [[owner, size, "U"]] * 2)}


def test_fool_reveals_the_top_card_of_the_draw_pile_and_uses_it_twice():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["major_00_fool"]],
                  draw_top=["wands_05_five", "cups_05_five"])
    play(st, "play major_00_fool")
    assert legal(st) == ["reveal", "skip", "done", "cancel"]
    events = play(st, "reveal")
    assert [e.reveals for e in events if e.key == "reveal"] == [True]
    assert "cups_05_five" in st.discard
    play(st, "minion 0,0:0", "target 1,0", "orient N")
    assert st.pieces((1, 0)) == [(0, 1, "N")]
    assert legal(st) == ["reveal", "done"]
    play(st, "reveal", "done")
    assert st.mode == "end"
    assert st.discard == ["major_00_fool", "cups_05_five", "wands_05_five"]


def test_fool_log_says_when_a_revealed_card_is_left_unused():
    """The log said "reveals Five of Wands" and then nothing: a newcomer could not tell whether it was used."""
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["major_00_fool"]],
                  draw_top=["wands_05_five", "cups_05_five"])
    used = play(st, "play major_00_fool", "reveal", "minion 0,0:0", "target 1,0", "orient N")
    assert "reveal_unused" not in keys(used)
    left = [e for e in play(st, "reveal", "done") if e.key == "reveal_unused"]
    assert [e.params["card"] for e in left] == ["wands_05_five"]
    assert GAME.describe_event(left[0], "en", ["Ana", "Bo"]) == "Ana leaves Five of Wands unused."
    assert GAME.describe_event(left[0], "es", ["Ana", "Bo"]).startswith("Ana no usa ")


def test_magician_is_used_as_any_suit():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [])}, hands=[["major_01_magician"]])
    play(st, "play major_01_magician")
    assert legal(st)[:4] == ["use cup", "use rod", "use disc", "use sword"]
    play(st, "use rod", "minion 0,0:0", "target 0,0:0", "move 1", "orient S")
    assert st.pieces((1, 0)) == [(0, 2, "S")]


def test_high_priestess_discards_and_draws_twice():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["major_02_high_priestess", THREE, FOUR]],
                  draw_top=["cups_08_eight", "cups_07_seven", "cups_06_six", "cups_05_five"])
    play(st, "play major_02_high_priestess", f"discard {THREE}", "draw 1")
    assert st.hands[0] == [FOUR, "cups_05_five"]
    play(st, "draw 2")
    assert st.hands[0] == [FOUR, "cups_05_five", "cups_06_six", "cups_07_seven"]
    assert st.mode == "end"


def test_empress_orients_a_minion_then_creates_ignoring_the_three_piece_limit():
    full = [[1, 1, "N"]] * 3
    st = position({"0,0": (TWO, [[0, 1, "N"]]), "1,0": (THREE, full)}, hands=[["major_03_empress"]])
    play(st, "play major_03_empress", "minion 0,0:0")
    assert legal(st) == ["orient E", "orient S", "orient W", "orient U", "cancel"]
    play(st, "orient E", "minion 0,0:0", "target 1,0", "orient W")
    assert len(st.pieces((1, 0))) == 4 and (1, 0) in st.crowded


def test_emperor_orients_a_minion_then_moves_ignoring_the_three_piece_limit():
    full = [[1, 1, "N"]] * 3
    st = position({"0,0": (TWO, [[0, 2, "N"]]), "1,0": (THREE, full)}, hands=[["major_04_emperor"]])
    play(st, "play major_04_emperor", "minion 0,0:0", "orient E", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 2", "cancel"]
    play(st, "move 1", "orient U")
    assert len(st.pieces((1, 0))) == 4
    GAME.check_invariants(st)


def test_hierophant_replaces_the_target_with_your_piece_of_the_same_size():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "S"]])}, hands=[["major_05_hierophant"]])
    play(st, "play major_05_hierophant", "minion 0,0:0", "target 1,0:0", "orient W")
    assert st.pieces((1, 0)) == [(0, 2, "W")]
    assert st.stashes[0] == [4, 4, 5] and st.stashes[1] == [5, 5, 5]


def test_hierophant_needs_your_piece_of_the_right_size():
    st = position({**far(0, 2), "0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "S"]])},
                  hands=[["major_05_hierophant"]])
    play(st, "play major_05_hierophant")
    assert "minion 0,0:0" not in legal(st)


def test_lovers_move_then_create_in_that_order():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["major_06_lovers"]])
    play(st, "play major_06_lovers", "minion 0,0:0")
    assert legal(st) == ["target 1,0", "target 0,0:0", "cancel"]
    play(st, "target 0,0:0")
    assert "create" not in legal(st) and legal(st)[0] == "orient N"  # the rod comes first
    play(st, "orient E", "minion 1,0:0", "target 1,0:0", "orient S")
    assert st.pieces((1, 0)) == [(0, 1, "E"), (0, 1, "S")]


def test_chariot_moves_one_piece_through_the_void_with_both_rods():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "4,0": (THREE, [])}, hands=[["major_07_chariot"]])
    play(st, "play major_07_chariot", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 2", "move 3", "cancel"]
    play(st, "move 2")  # into the void: only allowed because the second rod will move it on
    assert st.pieces((2, 0)) == [(0, 3, "E")]
    assert legal(st) == ["orient E", "orient W"]  # orientations from which it can get out
    play(st, "orient E")
    assert legal(st) == ["minion 2,0:0"]  # no skipping now
    play(st, "minion 2,0:0", "target 2,0:0")
    assert legal(st) == ["move 1", "move 2", "move 3", "cancel"]
    play(st, "move 2", "orient U")
    assert st.pieces((4, 0)) == [(0, 3, "U")] and st.mode == "end"


def test_chariot_piece_moved_by_both_rods_may_cross_a_full_space_even_with_option_wands_pass_off():
    full = [[1, 1, "N"]] * 3
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, full), "2,0": (FOUR, [])},
                  hands=[["major_07_chariot"]], options={"wands_pass": False})
    play(st, "play major_07_chariot", "minion 0,0:0", "target 0,0:0", "move 2", "orient E",
         "minion 2,0:0", "target 2,0:0", "orient N")
    assert st.pieces((3, 0)) == [(0, 2, "N")]


def test_with_option_wands_pass_off_a_single_rod_of_the_chariot_cannot_cross_the_void():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "4,0": (THREE, [])}, hands=[["major_07_chariot"]],
                  options={"wands_pass": False})
    play(st, "play major_07_chariot", "skip", "minion 0,0:0", "target 0,0:0")  # only "move 1" is left
    assert st.pieces((1, 0)) == [(0, 3, "E")]


def test_strength_grows_a_spot_into_a_major_skipping_the_court():
    st = position({"0,0": (TWO, [[0, 1, "U"]])}, hands=[["major_08_strength", MAJOR]])
    play(st, "play major_08_strength", "minion 0,0:0", "target 0,0")
    assert st.card_at((0, 0)) == MAJOR
    assert st.mode == "end"  # the shortcut used both discs


def test_strength_grows_a_small_piece_to_large_without_a_medium_in_the_stash():
    st = position({**far(0, 2), "0,0": (TWO, [[0, 1, "U"]])}, hands=[["major_08_strength"]])
    play(st, "play major_08_strength", "minion 0,0:0", "target 0,0:0", "orient N")
    assert st.pieces((0, 0)) == [(0, 3, "N")]
    assert st.stashes[0] == [5, 0, 4]


def test_hermit_moves_an_enemy_piece_to_any_empty_space_keeping_its_orientation():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "N"]]), "5,5": (FOUR, [])},
                  hands=[["major_09_hermit"]])
    play(st, "play major_09_hermit", "minion 0,0:0", "target 1,0:0")
    assert "to 5,5" in legal(st) and "to 0,0" not in legal(st) and "to 7,7" not in legal(st)
    play(st, "to 5,5")
    assert st.pieces((5, 5)) == [(1, 2, "N")] and st.mode == "end"


def test_hermit_moves_a_territory_to_any_wasteland_without_enemies():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[0, 2, "N"]]), "5,5": (FOUR, []),
                   "6,5": (None, [[1, 1, "N"]])}, hands=[["major_09_hermit"]])
    play(st, "play major_09_hermit", "minion 0,0:0", "target 1,0")
    assert "to 6,5" not in legal(st) and "to 4,5" in legal(st)
    play(st, "to 4,5")
    assert st.card_at((4, 5)) == THREE and st.pieces((1, 0)) == [(0, 2, "N")]


def test_wheel_of_fortune_creates_a_territory_from_the_top_of_the_draw_pile():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["major_10_wheel_of_fortune"]], draw_top=[MAJOR])
    play(st, "play major_10_wheel_of_fortune", "minion 0,0:0", "target 1,0")
    assert legal(st) == ["create", "card draw", "cancel"]
    events = play(st, "card draw")
    assert st.card_at((1, 0)) == MAJOR
    assert any(e.reveals for e in events)


def test_justice_trades_hands_with_the_targets_owner_then_attacks():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [[1, 2, "N"]])},
                  hands=[["major_11_justice", FOUR], [COURT, "cups_05_five"]])
    play(st, "play major_11_justice", "minion 0,0:0")
    events = play(st, "target 1,0:0")
    assert st.hands == [[COURT, "cups_05_five"], [FOUR]]
    assert any(e.reveals for e in events)
    play(st, "minion 0,0:0", "target 1,0:0", "shrink 2")
    assert st.pieces((1, 0)) == []


def test_hanged_man_moves_then_trades_hands():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, []), "2,0": (FOUR, [[1, 1, "N"]])},
                  hands=[["major_12_hanged_man"], [COURT]])
    play(st, "play major_12_hanged_man", "minion 0,0:0", "target 0,0:0", "orient E",
         "minion 1,0:0", "target 2,0:0")
    assert st.hands == [[COURT], []]


def test_death_lets_a_small_piece_destroy_a_medium_with_no_small_in_the_victims_stash():
    st = position({**far(1, 1), "0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "N"]])},
                  hands=[["major_13_death"]])
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0")
    assert st.pieces((1, 0)) == [] and st.stashes[1] == [0, 5, 5]
    assert st.mode == "end"  # both swords were spent


def test_death_swords_may_go_to_two_targets():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 1, "N"], [1, 1, "S"]])},
                  hands=[["major_13_death"]])
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0", "minion 0,0:0", "target 1,0:0")
    assert st.pieces((1, 0)) == []


def test_temperance_creates_twice():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["major_14_temperance"]])
    play(st, "play major_14_temperance", "minion 0,0:0", "target 1,0", "orient N",
         "minion 1,0:0", "target 1,0:0", "orient E")
    assert st.pieces((1, 0)) == [(0, 1, "N"), (0, 1, "E")]


def test_devil_orients_three_pieces_enemies_included():
    st = position({"0,0": (TWO, [[0, 1, "U"], [1, 2, "N"], [1, 3, "N"]])}, hands=[["major_15_devil"]])
    play(st, "play major_15_devil", "minion 0,0:0", "target 0,0:1", "orient W",
         "minion 0,0:0", "target 0,0:2", "orient S", "minion 0,0:0", "target 0,0:0", "orient E")
    assert st.pieces((0, 0)) == [(0, 1, "E"), (1, 2, "W"), (1, 3, "S")]


def test_tower_may_replace_a_shrunk_territory_from_the_discard_pile():
    st = position({"0,0": (MAJOR, [[0, 1, "U"]])}, hands=[["major_16_tower"]], discard=[COURT])
    play(st, "play major_16_tower", "skip", "minion 0,0:0", "target 0,0")
    assert st.card_at((0, 0)) == COURT and MAJOR in st.discard and COURT not in st.discard


def test_star_grows_a_court_into_the_star_itself_from_the_discard_pile():
    st = position({"0,0": (COURT, [[0, 1, "U"]])}, hands=[["major_17_star"]])
    play(st, "play major_17_star", "skip", "minion 0,0:0", "target 0,0")
    assert st.card_at((0, 0)) == "major_17_star" and COURT in st.discard


def test_moon_may_enter_a_full_space_if_the_sword_leaves_three():
    full = [[1, 1, "N"]] * 3
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, full)}, hands=[["major_18_moon"]])
    play(st, "play major_18_moon", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 2", "cancel"]  # into the three, or over them
    play(st, "move 1")
    assert len(st.pieces((1, 0))) == 4
    play(st, "orient U")
    assert legal(st) == ["minion 1,0:3"]  # the sword must now bring the space back to three
    play(st, "minion 1,0:3")
    assert legal(st) == ["target 1,0:0", "target 1,0:1", "target 1,0:2", "target 1,0:3", "cancel"]
    play(st, "target 1,0:0")
    assert len(st.pieces((1, 0))) == 3 and st.mode == "end"


def test_moon_cannot_enter_a_space_already_holding_four():
    crowd = [[1, 1, "N"]] * 4
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, crowd)}, hands=[["major_18_moon"]],
                  crowded=[[1, 0]])
    play(st, "play major_18_moon", "minion 0,0:0")
    assert "target 0,0:0" not in legal(st)


def test_plain_rod_cannot_enter_a_full_space_the_moon_can():
    full = [[1, 1, "N"]] * 3
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, full)}, hands=[["wands_05_five"]])
    play(st, "play wands_05_five", "minion 0,0:0")
    assert "target 0,0:0" not in legal(st)


def test_sun_places_royalty_straight_onto_a_wasteland():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["major_19_sun", COURT]])
    play(st, "play major_19_sun", "minion 0,0:0", "target 1,0")
    assert legal(st) == ["create", f"card {COURT}", "cancel"]
    play(st, f"card {COURT}")
    assert st.card_at((1, 0)) == COURT and st.mode == "end"


def test_sun_creates_then_grows_in_printed_order_only():
    st = position({"0,0": (TWO, [[0, 1, "U"]])}, hands=[["major_19_sun"]])
    play(st, "play major_19_sun", "minion 0,0:0")
    assert legal(st) == ["target 0,0", "cancel"]  # no growing the minion before the cup
    play(st, "target 0,0", "orient N", "minion 0,0:1", "target 0,0:1", "orient S")
    assert st.pieces((0, 0)) == [(0, 1, "U"), (0, 2, "S")]


def test_judgement_takes_cards_from_the_discard_pile_itself_included():
    st = position({"0,0": (TWO, [[0, 2, "U"]])}, hands=[["major_20_judgement"]], discard=[THREE, FOUR])
    play(st, "play major_20_judgement", "minion 0,0:0")
    assert legal(st) == [f"take {THREE}", f"take {FOUR}", "take major_20_judgement", "done", "cancel"]
    play(st, "take major_20_judgement", f"take {FOUR}")
    assert st.hands[0] == ["major_20_judgement", FOUR] and st.discard == [THREE]
    assert st.mode == "end"  # a medium minion takes two


def test_judgement_never_fills_the_hand_past_six():
    hand = ["major_20_judgement", "cups_05_five", "cups_06_six", "cups_07_seven", "cups_08_eight", "cups_09_nine"]
    st = position({"0,0": (TWO, [[0, 3, "U"]])}, hands=[hand], discard=[THREE, FOUR])
    play(st, "play major_20_judgement", "minion 0,0:0", f"take {THREE}")
    assert len(st.hands[0]) == 6 and st.mode == "end"


def test_world_on_the_board_has_the_power_of_any_major():
    st = position({"0,0": ("major_21_world", [[0, 1, "E"]])}, hands=[[COURT]])
    play(st, "activate 0,0")
    choices = [a for a in legal(st) if a.startswith("copy ")]
    assert len(choices) == 21 and "copy major_21_world" not in choices
    play(st, "copy major_19_sun")
    assert GAME.prompt(st, "en", ["Ana", "Bo"]).startswith("Ana · The World as The Sun: Cups, then Pentacles — step 1 of 2")
    play(st, "minion 0,0:0", "target 1,0", f"card {COURT}")
    assert st.card_at((1, 0)) == COURT


def test_world_copies_only_majors_on_the_board_with_that_option():
    st = position({"0,0": ("major_21_world", [[0, 1, "E"]]), "1,0": ("major_13_death", [])},
                  options={"world_majors_only": True})
    play(st, "activate 0,0")
    assert [a for a in legal(st) if a.startswith("copy ")] == ["copy major_13_death"]


def test_world_played_from_hand_has_no_power():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["major_21_world"]])
    play(st, "play major_21_world")
    assert legal(st) == ["done", "cancel"]


RICH = {"0,0": (None, [[0, 2, "E"], [0, 1, "U"]]), "1,0": (THREE, [[1, 2, "N"]]), "0,1": (FOUR, [[0, 3, "S"]]),
        "-1,0": (TWO, [[1, 1, "E"]]), "1,1": ("cups_10_ten", [])}


@pytest.mark.parametrize("major", deck().majors())
@pytest.mark.parametrize("where", ["hand", "board"])
def test_every_major_can_be_used_from_hand_and_from_the_board(major, where):
    board = dict(RICH)
    hands = [[COURT, "cups_05_five"], ["wands_05_five"]]
    if where == "board":
        board["0,0"] = (major, board["0,0"][1])
        start = "activate 0,0"
    else:
        board["0,0"] = ("cups_09_nine", board["0,0"][1])
        hands[0].append(major)
        start = f"play {major}"
    st = position(board, hands=hands, discard=["cups_07_seven"])
    rng = random.Random(1)
    used = False
    for attempt in range(40):
        trial = st.clone()
        events = play(trial, start)
        while trial.mode == "power":
            choices = [a for a in legal(trial) if a not in ("done", "skip", "cancel")] or ["done"]
            events += play(trial, rng.choice(choices))
        effects = set(keys(events)) - {"play", "activate", "copy", "turn", "reshuffle"}
        if effects:
            used = True
            break
    assert used == (not (major == "major_21_world" and where == "hand"))


def test_chariot_never_leaves_a_pushed_piece_stranded_in_the_void():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (None, [[1, 1, "N"]]), "4,0": (THREE, [])},
                  hands=[["major_07_chariot"]])
    play(st, "play major_07_chariot", "minion 0,0:0", "target 1,0:0")
    assert legal(st) == ["move 2", "move 3", "cancel"]  # not into the void at 2,0: nobody could push it out again


def test_fool_reshuffles_the_discard_pile_when_the_draw_pile_is_empty():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["major_00_fool"]])
    st.discard, st.draw = list(st.draw), []
    events = play(st, "play major_00_fool", "reveal")
    assert "reshuffle" in keys(events) and len(st.discard) == 1


def test_world_copying_the_fool_reveals_from_the_draw_pile():
    st = position({"0,0": ("major_21_world", [[0, 1, "E"]])}, draw_top=["cups_05_five"])
    play(st, "activate 0,0", "copy major_00_fool", "reveal")
    assert st.discard == ["cups_05_five"] and legal(st)[0] == "minion 0,0:0"


def test_cancel_after_choosing_the_magicians_suit_goes_back_to_the_suit_then_to_the_turn():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [])}, hands=[["major_01_magician"]])
    play(st, "play major_01_magician", "use rod", "minion 0,0:0", "cancel")
    assert legal(st)[0] == "use cup"
    play(st, "cancel")
    assert st.hands[0] == ["major_01_magician"] and st.mode == "start"


def test_hermit_moving_a_territory_away_sends_pieces_left_in_the_void_home():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[0, 2, "N"]]), "2,0": (None, [[1, 1, "S"]]),
                   "5,5": (FOUR, [])}, hands=[["major_09_hermit"]])
    events = play(st, "play major_09_hermit", "minion 0,0:0", "target 1,0", "to 5,6")
    assert st.pieces((1, 0)) == [(0, 2, "N")]  # still a wasteland next to 0,0
    assert st.pieces((2, 0)) == [] and st.stashes[1] == [5, 5, 5]  # 2,0 became void
    assert "void" in keys(events)


# --- the worked examples and the "all powers are optional" examples of the notes on the majors ----
def test_devil_example_an_upright_piece_on_the_devil_turns_to_an_enemy_then_orients_two_enemies_there():
    st = position({"0,0": ("major_15_devil", [[0, 1, "U"]]), "1,0": (THREE, [[1, 2, "N"], [1, 3, "N"]])})
    play(st, "activate 0,0", "minion 0,0:0")
    assert "target 1,0:0" not in legal(st)  # upright: only its own space
    play(st, "target 0,0:0", "orient E", "minion 0,0:0")
    assert legal(st) == ["target 1,0:0", "target 1,0:1", "target 0,0:0", "cancel"]  # its targets changed
    play(st, "target 1,0:0", "orient W", "minion 0,0:0", "target 1,0:1", "orient S")
    assert st.pieces((1, 0)) == [(1, 2, "W"), (1, 3, "S")] and st.pieces((0, 0)) == [(0, 1, "E")]
    assert st.mode == "end"  # three orientations: the only card with three powers


def test_death_from_hand_two_different_pieces_may_each_attack_with_one_sword():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "0,1": (FOUR, [[0, 1, "E"]]),
                   "1,0": (THREE, [[1, 1, "N"]]), "1,1": ("cups_05_five", [[1, 1, "N"]])},
                  hands=[["major_13_death"]])
    play(st, "play major_13_death", "minion 0,0:0", "target 1,0:0", "minion 0,1:0", "target 1,1:0")
    assert st.pieces((1, 0)) == [] and st.pieces((1, 1)) == [] and st.mode == "end"


def test_temperance_may_be_used_as_one_cup_instead_of_two():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["major_14_temperance"]])
    play(st, "play major_14_temperance", "minion 0,0:0", "target 1,0", "orient N", "done")
    assert st.pieces((1, 0)) == [(0, 1, "N")] and st.mode == "end"


def test_moon_may_be_used_only_to_attack_or_only_to_move():
    board = {"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 1, "N"]]), "-1,0": (FOUR, [])}
    st = position(board, hands=[["major_18_moon"]])
    play(st, "play major_18_moon", "skip", "minion 0,0:0", "target 1,0:0")  # the sword alone
    assert st.pieces((1, 0)) == [] and st.pieces((0, 0)) == [(0, 1, "E")] and st.mode == "end"
    st = position(board, hands=[["major_18_moon"]])
    play(st, "play major_18_moon", "minion 0,0:0", "target 1,0:0", "done")  # the rod alone: a push
    assert st.pieces((2, 0)) == [(1, 1, "N")] and st.mode == "end"


def test_hermit_moves_your_piece_to_any_empty_space_and_you_may_orient_it():
    st = position({"0,0": (TWO, [[0, 1, "U"], [0, 2, "N"]]), "5,5": (FOUR, [])}, hands=[["major_09_hermit"]])
    play(st, "play major_09_hermit", "minion 0,0:0", "target 0,0:1", "to 5,5")
    assert legal(st) == ORIENTS
    play(st, "orient W")
    assert st.pieces((5, 5)) == [(0, 2, "W")]


def test_hierophant_cannot_replace_your_own_piece():
    st = position({"0,0": (TWO, [[0, 1, "U"], [0, 2, "N"]])}, hands=[["major_05_hierophant"]])
    play(st, "play major_05_hierophant")
    assert legal(st) == ["done", "cancel"]  # interpretation 16: an enemy piece only


def test_tower_and_star_take_any_card_of_the_discard_pile_not_only_its_top():
    st = position({"0,0": (COURT, [[0, 1, "U"]])}, hands=[["major_17_star"]], discard=[MAJOR, TWO])
    play(st, "play major_17_star", "skip", "minion 0,0:0", "target 0,0")  # interpretation 30
    assert legal(st) == [f"card {MAJOR}", "card major_17_star", "cancel"]
    play(st, f"card {MAJOR}")
    assert st.card_at((0, 0)) == MAJOR and st.discard == [TWO, "major_17_star", COURT]
