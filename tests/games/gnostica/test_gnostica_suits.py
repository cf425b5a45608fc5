"""The four suit powers in their piece and territory forms, with every restriction (one test per clause)."""
from gnostica_helpers import legal, play, position

from tabletop.engine.errors import IllegalActionError

import pytest

TWO, THREE, FOUR = "pentacles_02_two", "pentacles_03_three", "pentacles_04_four"
COURT, MAJOR = "pentacles_12_knight", "major_03_empress"
FAR1, FAR2 = "wands_09_nine", "wands_08_eight"  # a far corner holding spare pieces


# --- Cups: create -----------------------------------------------------------------------------
def test_cup_creates_a_small_piece_of_yours_in_the_target_space_in_any_orientation():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["cups_02_two"]])
    play(st, "play cups_02_two", "minion 0,0:0")
    assert legal(st) == ["target 1,0", "target 0,0:0", "cancel"]
    play(st, "target 1,0")
    assert legal(st) == ["orient N", "orient E", "orient S", "orient W", "orient U"]
    play(st, "orient W")
    assert st.pieces((1, 0)) == [(0, 1, "W")]
    assert st.stashes[0] == [3, 5, 5]
    assert st.discard == ["cups_02_two"]


def test_cup_minion_targeting_itself_creates_beside_it():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [])}, hands=[["cups_02_two"]])
    play(st, "play cups_02_two", "minion 0,0:0", "target 0,0:0", "orient S")
    assert st.pieces((0, 0)) == [(0, 2, "E"), (0, 1, "S")]


def test_cup_needs_fewer_than_three_pieces_in_the_space():
    full = [[1, 1, "N"], [1, 1, "N"], [1, 1, "N"]]
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, full)}, hands=[["cups_02_two"]])
    play(st, "play cups_02_two", "minion 0,0:0")
    assert "target 1,0" not in legal(st)
    assert "target 1,0:0" not in legal(st)


def test_cup_needs_a_small_piece_in_the_stash():
    smalls = {"-3,0": (FAR1, [[0, 1, "U"]] * 3), "-2,0": (FAR2, [[0, 1, "U"]] * 2)}
    st = position({**smalls, "0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [])}, hands=[["cups_02_two"]])
    assert st.stashes[0][0] == 0
    play(st, "play cups_02_two")
    assert "minion 0,0:0" not in legal(st)


def test_cup_on_an_enemy_creates_a_small_enemy_piece_in_the_same_orientation():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "S"]])}, hands=[["cups_02_two"]])
    events = play(st, "play cups_02_two", "minion 0,0:0", "target 1,0:0")
    assert st.pieces((1, 0)) == [(1, 2, "S"), (1, 1, "S")]
    assert st.stashes[1] == [4, 4, 5]
    assert "create_enemy" in [e.key for e in events]
    assert st.mode == "end"  # no orientation choice for an enemy piece


def test_cup_on_an_enemy_needs_a_small_piece_in_that_players_stash():
    smalls = {"-3,0": (FAR1, [[1, 1, "U"]] * 3), "-2,0": (FAR2, [[1, 1, "U"]] * 2)}
    st = position({**smalls, "0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "S"]])}, hands=[["cups_02_two"]])
    play(st, "play cups_02_two", "minion 0,0:0")
    assert "target 1,0:0" not in legal(st) and "target 1,0" in legal(st)


def test_cup_creates_a_territory_with_a_spot_card_on_a_wasteland_keeping_pieces():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (None, [[0, 2, "N"]])}, hands=[["cups_02_two", "swords_05_five"]])
    play(st, "play cups_02_two", "minion 0,0:0", "target 1,0")
    assert legal(st) == ["create", "card swords_05_five", "cancel"]
    play(st, "card swords_05_five")
    assert st.card_at((1, 0)) == "swords_05_five"
    assert st.pieces((1, 0)) == [(0, 2, "N")]


def test_cup_territory_needs_a_spot_card_not_a_court():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["cups_02_two", COURT, MAJOR]])
    play(st, "play cups_02_two", "minion 0,0:0", "target 1,0")
    assert st.pieces((1, 0)) == [(0, 1, "U")]  # creating a piece was the only choice
    assert st.card_at((1, 0)) is None


def test_cup_territory_refused_on_a_wasteland_with_enemy_pieces():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (None, [[1, 1, "N"]])}, hands=[["cups_02_two", THREE]])
    play(st, "play cups_02_two", "minion 0,0:0", "target 1,0")
    assert "card " + THREE not in legal(st)


def test_cup_cannot_create_in_the_void():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (None, [[0, 1, "E"]])}, hands=[["cups_02_two"]])
    play(st, "play cups_02_two", "minion 1,0:0")
    assert legal(st) == ["target 1,0:0", "cancel"]  # 2,0 is void: only itself


# --- Wands: move -------------------------------------------------------------------------------
def test_rod_moves_a_minion_one_to_size_spaces_the_way_it_points():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (THREE, []), "2,0": (FOUR, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 2", "move 3", "cancel"]  # 3,0 is a wasteland
    play(st, "move 2", "orient N")
    assert st.pieces((2, 0)) == [(0, 3, "N")]


def test_rod_never_ends_in_the_void():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (THREE, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 2", "cancel"]


def test_rod_cannot_move_a_piece_to_a_space_with_three_pieces_but_passes_over_it():
    full = [[1, 1, "N"], [1, 1, "N"], [1, 1, "N"]]
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (THREE, full), "2,0": (FOUR, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 2", "move 3", "cancel"]  # never onto the three; over them (interpretation 7)
    play(st, "move 2", "orient U")
    assert st.pieces((2, 0)) == [(0, 3, "U")] and len(st.pieces((1, 0))) == 3


def test_rod_passes_over_the_void_but_never_ends_there():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "4,0": (THREE, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 3", "cancel"]  # 2,0 is void: passed over, never an end


def test_rod_pushes_an_enemy_over_the_void():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (None, [[1, 1, "S"]]), "4,0": (THREE, [])},
                  hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 1,0:0")  # 2,0 is void: only "move 2"
    assert st.pieces((3, 0)) == [(1, 1, "S")]


def test_option_wands_pass_off_a_rod_cannot_cross_a_space_with_three_pieces():
    full = [[1, 1, "N"], [1, 1, "N"], [1, 1, "N"]]
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (THREE, full), "2,0": (FOUR, [])}, hands=[["wands_02_two"]],
                  options={"wands_pass": False})
    play(st, "play wands_02_two", "minion 0,0:0")
    assert "target 0,0:0" not in legal(st)  # pushing one of the three is still possible


def test_option_wands_pass_off_a_rod_cannot_cross_the_void():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "4,0": (THREE, [])}, hands=[["wands_02_two"]],
                  options={"wands_pass": False})
    play(st, "play wands_02_two", "minion 0,0:0", "target 0,0:0")  # only "move 1": played at once
    assert st.pieces((1, 0)) == [(0, 3, "E")]
    assert legal(st)[0] == "orient N"


def test_upright_minion_can_never_use_a_rod():
    st = position({"0,0": (TWO, [[0, 3, "U"], [1, 1, "N"]]), "1,0": (THREE, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two")
    assert "minion 0,0:0" not in legal(st)


def test_rod_pushes_an_enemy_piece_which_keeps_its_orientation():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [[1, 1, "N"]]), "2,0": (FOUR, [])},
                  hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 1,0:0", "move 2")
    assert st.pieces((3, 0)) == [(1, 1, "N")]
    assert st.mode == "end"


def test_rod_pushed_own_piece_may_be_reoriented():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[0, 3, "N"]])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 1,0:0")
    assert legal(st)[:5] == ["orient N", "orient E", "orient S", "orient W", "orient U"]
    play(st, "orient W")
    assert st.pieces((2, 0)) == [(0, 3, "W")]


def test_rod_cannot_move_a_piece_zero_spaces():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 0,0:0")
    assert legal(st) == ["move 1", "move 2", "cancel"]


def test_rod_pushes_a_territory_onto_a_wasteland_leaving_the_pieces_behind():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [[0, 1, "S"]]), "4,0": (FOUR, [])},
                  hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 1,0")
    assert legal(st) == ["move 1", "move 2", "cancel"]
    play(st, "move 1")
    assert st.card_at((2, 0)) == THREE and st.card_at((1, 0)) is None
    assert st.pieces((1, 0)) == [(0, 1, "S")]  # now on a wasteland, orientation intact


def test_pushed_territory_lands_under_your_own_pieces():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, []), "2,0": (None, [[0, 1, "W"]])},
                  hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 1,0")  # the only push: played at once
    assert st.card_at((2, 0)) == THREE
    assert st.pieces((2, 0)) == [(0, 1, "W")]


def test_territory_push_refused_onto_enemy_pieces_or_from_under_enemies():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, []), "2,0": (None, [[1, 1, "W"]])},
                  hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0")
    assert "target 1,0" not in legal(st)
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [[1, 1, "W"]])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0")
    assert "target 1,0" not in legal(st)


def test_pushing_a_territory_away_sends_the_pieces_it_leaves_in_the_void_home():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [[0, 1, "S"]]), "1,-1": (None, [[1, 1, "N"]])},
                  hands=[["wands_02_two"]])
    events = play(st, "play wands_02_two", "minion 0,0:0", "target 1,0")  # 3,0 is void: only "move 1"
    assert st.card_at((2, 0)) == THREE and st.pieces((1, 0)) == [(0, 1, "S")]  # a wasteland next to 0,0
    assert st.pieces((1, -1)) == [] and st.stashes[1] == [5, 5, 5]  # 1,-1 touched only the pushed card
    assert "void" in [e.key for e in events]


def test_territory_cannot_be_pushed_into_the_void():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (THREE, [])}, hands=[["wands_02_two"]])
    play(st, "play wands_02_two", "minion 0,0:0", "target 1,0")  # 3,0 and 4,0 are void: only "move 1"
    assert st.card_at((2, 0)) == THREE


# --- Pentacles: grow ----------------------------------------------------------------------------
def test_disc_grows_your_piece_one_size_and_you_may_reorient_it():
    st = position({"0,0": (TWO, [[0, 1, "U"]])}, hands=[["pentacles_05_five"]])
    play(st, "play pentacles_05_five", "minion 0,0:0", "target 0,0:0", "orient S")
    assert st.pieces((0, 0)) == [(0, 2, "S")]
    assert st.stashes[0] == [5, 4, 5]


def test_disc_grows_an_enemy_piece_which_keeps_its_orientation():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "W"]])}, hands=[["pentacles_05_five"]])
    play(st, "play pentacles_05_five", "minion 0,0:0", "target 1,0:0")
    assert st.pieces((1, 0)) == [(1, 3, "W")]


def test_disc_needs_the_next_size_in_the_stash():
    larges = {"-3,0": (FAR1, [[0, 3, "U"]] * 3), "-2,0": (FAR2, [[0, 3, "U"]] * 2)}
    st = position({**larges, "0,0": (TWO, [[0, 2, "U"]])}, hands=[["pentacles_05_five", COURT]])
    play(st, "play pentacles_05_five", "minion 0,0:0")
    assert "target 0,0:0" not in legal(st)  # no large left; the territory may still grow
    assert "target 0,0" in legal(st)


def test_disc_grows_a_territory_with_a_card_worth_exactly_one_more():
    st = position({"0,0": (TWO, [[0, 1, "U"]])}, hands=[["pentacles_05_five", COURT, MAJOR, THREE]])
    play(st, "play pentacles_05_five", "minion 0,0:0", "target 0,0")
    assert st.card_at((0, 0)) == COURT
    assert TWO in st.discard and COURT not in st.hands[0]
    st = position({"0,0": (COURT, [[0, 1, "U"]])}, hands=[["pentacles_05_five", MAJOR, THREE]])
    play(st, "play pentacles_05_five", "minion 0,0:0", "target 0,0")
    assert st.card_at((0, 0)) == MAJOR


def test_disc_grown_territory_keeps_its_pieces_and_their_orientations():
    st = position({"0,0": (TWO, [[0, 1, "U"], [0, 3, "W"]])}, hands=[["pentacles_05_five", COURT]])
    play(st, "play pentacles_05_five", "minion 0,0:0", "target 0,0")
    assert st.card_at((0, 0)) == COURT and st.pieces((0, 0)) == [(0, 1, "U"), (0, 3, "W")]


def test_disc_territory_refused_with_enemy_pieces_without_a_card_or_on_wasteland():
    st = position({"0,0": (TWO, [[0, 1, "U"], [1, 1, "N"]])}, hands=[["pentacles_05_five", COURT]])
    play(st, "play pentacles_05_five", "minion 0,0:0")
    assert "target 0,0" not in legal(st)
    st = position({"0,0": (TWO, [[0, 1, "U"]])}, hands=[["pentacles_05_five", MAJOR]])
    play(st, "play pentacles_05_five", "minion 0,0:0")
    assert "target 0,0" not in legal(st)
    st = position({"0,0": (TWO, []), "1,0": (None, [[0, 1, "U"]])}, hands=[["pentacles_05_five", THREE]])
    play(st, "play pentacles_05_five", "minion 1,0:0")
    assert "target 1,0" not in legal(st)


# --- Swords: attack ---------------------------------------------------------------------------
def test_sword_shrinks_the_victim_up_to_the_minion_size_keeping_its_orientation():
    st = position({"0,0": (TWO, [[0, 2, "E"]]), "1,0": (THREE, [[1, 3, "N"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0", "target 1,0:0")
    assert legal(st) == ["shrink 1", "shrink 2", "cancel"]
    play(st, "shrink 2")
    assert st.pieces((1, 0)) == [(1, 1, "N")]
    assert st.stashes[1] == [4, 5, 5]


def test_sword_destroys_a_victim_shrunk_to_zero():
    st = position({"0,0": (TWO, [[0, 3, "E"]]), "1,0": (THREE, [[1, 2, "N"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0", "target 1,0:0", "shrink 2")
    assert st.pieces((1, 0)) == []
    assert st.stashes[1] == [5, 5, 5]


def test_sword_needs_the_smaller_piece_in_the_victims_stash():
    smalls = {"-3,0": (FAR1, [[1, 1, "U"]] * 3), "-2,0": (FAR2, [[1, 1, "U"]] * 2)}
    st = position({**smalls, "0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[1, 2, "N"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0")
    assert "target 1,0:0" not in legal(st)  # a small minion can only shrink by one, to a small


def test_minion_may_attack_itself_and_reorient_if_it_survives():
    st = position({"0,0": (TWO, [[0, 3, "E"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0", "target 0,0:0", "shrink 1", "orient W")
    assert st.pieces((0, 0)) == [(0, 2, "W")]


def test_sword_shrinks_a_territory_replacing_it_from_your_hand():
    st = position({"0,0": (MAJOR, [[0, 2, "U"]])}, hands=[["swords_02_two", COURT, THREE]])
    play(st, "play swords_02_two", "minion 0,0:0", "target 0,0")
    assert legal(st) == [f"card {COURT}", f"card {THREE}", "cancel"]  # no destroy: 3 levels are out of reach
    play(st, f"card {THREE}")
    assert st.card_at((0, 0)) == THREE and MAJOR in st.discard


def test_sword_on_a_territory_needs_a_fitting_card_unless_it_destroys():
    st = position({"0,0": (COURT, [[0, 1, "U"]])}, hands=[["swords_02_two", COURT.replace("12_knight", "13_queen")]])
    play(st, "play swords_02_two", "minion 0,0:0")
    assert "target 0,0" not in legal(st)


def test_sword_refused_on_a_territory_with_enemy_pieces():
    st = position({"0,0": (TWO, [[0, 1, "U"], [1, 1, "N"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0")
    assert "target 0,0" not in legal(st)


def test_destroyed_territory_sends_pieces_left_in_the_void_home():
    st = position({"0,0": (TWO, []), "5,5": (THREE, [[0, 1, "U"], [0, 2, "N"]]), "6,5": (None, [[1, 1, "E"]])},
                  hands=[["swords_02_two"]])
    events = play(st, "play swords_02_two", "minion 5,5:0", "target 5,5")
    assert st.card_at((5, 5)) is None and THREE in st.discard
    assert not st.pieces((5, 5)) and not st.pieces((6, 5))
    assert st.stashes[0] == [5, 5, 5] and st.stashes[1] == [5, 5, 5]
    assert "void" in [e.key for e in events]


def test_destroyed_territory_next_to_another_becomes_a_wasteland_and_pieces_stay():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[0, 2, "N"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0", "target 1,0")  # destroying is the only choice
    assert st.card_at((1, 0)) is None
    assert st.pieces((1, 0)) == [(0, 2, "N")]


def test_illegal_power_choice_is_refused():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["swords_02_two"]])
    play(st, "play swords_02_two", "minion 0,0:0")
    with pytest.raises(IllegalActionError):
        play(st, "target 3,3")
