"""The board, the turn options, targeting, minions and cancelling (one test per rule clause)."""
from gnostica_helpers import keys, legal, play, position

from tabletop.games.gnostica.rules.model import HIDDEN, is_void, is_wasteland
from tabletop.games.gnostica.rules.powers import targets
from tabletop.games.gnostica.rules.game import GAME

TWO, THREE, FOUR = "cups_02_two", "cups_03_three", "cups_04_four"


def test_setup_deals_six_cards_each_and_the_first_nine_territories_in_a_3x3_grid():
    st = GAME.setup(GAME.info.resolve_options(None), 4, 7)
    assert sorted(st.board) == [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1)]
    assert all(c.card and not c.pieces for c in st.board.values())
    assert [len(h) for h in st.hands] == [6, 6, 6, 6]
    assert len(st.draw) == 78 - 24 - 9
    assert st.stashes == [[5, 5, 5]] * 4
    GAME.check_invariants(st)


def test_wasteland_is_an_empty_space_orthogonally_next_to_a_territory_else_void():
    st = position({"0,0": (TWO, [])})
    assert is_wasteland(st.board, (1, 0)) and is_wasteland(st.board, (0, -1))
    assert is_void(st.board, (1, 1)) and is_void(st.board, (2, 0))


def test_without_pieces_on_the_board_only_place_a_small_piece_on_an_empty_space():
    st = position({"0,0": (TWO, [[1, 1, "N"]]), "1,0": (THREE, [])}, hands=[[FOUR]])
    actions = legal(st)
    assert all(a.startswith("place ") for a in actions)
    assert "place 0,0" not in actions  # occupied
    assert "place 1,0" in actions and "place 2,0" in actions  # territory and wasteland
    assert "place 3,0" not in actions  # void
    play(st, "place 2,0")
    assert legal(st) == ["orient N", "orient E", "orient S", "orient W", "orient U", "cancel"]
    play(st, "orient W")
    assert st.pieces((2, 0)) == [(0, 1, "W")]
    assert st.stashes[0] == [4, 5, 5]


def test_turn_options_are_activate_play_redraw_or_orient_one_piece():
    st = position({"0,0": (TWO, [[0, 1, "N"]]), "1,0": (None, [[0, 2, "E"]])}, hands=[[THREE]])
    assert legal(st) == ["activate 0,0", f"play {THREE}", "redraw", "reorient 0,0:0", "reorient 1,0:0"]


def test_orienting_one_piece_is_a_whole_turn():
    st = position({"0,0": (TWO, [[0, 1, "N"]])})
    play(st, "reorient 0,0:0")
    assert legal(st) == ["orient E", "orient S", "orient W", "orient U", "cancel"]
    play(st, "orient U")
    assert st.pieces((0, 0)) == [(0, 1, "U")]
    assert st.mode == "end"


def test_redraw_discards_any_number_then_draws_up_to_six_or_fewer():
    st = position({"0,0": (TWO, [[0, 1, "N"]])}, hands=[[THREE, FOUR, "swords_02_two"]],
                  draw_top=["wands_05_five", "wands_06_six"])
    play(st, "redraw", f"discard {THREE}")
    assert legal(st) == [f"discard {FOUR}", "discard swords_02_two", "draw 0", "draw 1", "draw 2", "draw 3",
                         "draw 4", "cancel"]
    events = play(st, "draw 2")
    assert st.hands[0] == [FOUR, "swords_02_two", "wands_06_six", "wands_05_five"]
    assert st.discard == [THREE]
    assert any(e.reveals for e in events)
    drew = [e for e in events if e.key == "drew"][0]
    assert drew.audience == 0


def test_draw_pile_is_reshuffled_from_the_discard_pile_when_it_runs_out():
    st = position({"0,0": (TWO, [[0, 1, "N"]])}, hands=[[THREE]], discard=[FOUR])
    rest = list(st.draw)
    st.discard += rest[:-1]
    st.draw = rest[-1:]
    play(st, "redraw", "draw 5")
    assert len(st.hands[0]) == 6
    assert len(st.draw) + len(st.discard) == 78 - 1 - 6


def test_the_discard_pile_is_reshuffled_as_soon_as_the_draw_pile_runs_out():
    """Pila de robar: "Cuando la pila se agote, se vuelven a barajar las cartas de la pila de descarte"."""
    st = position({"0,0": (TWO, [[0, 1, "N"]])}, hands=[[THREE]], discard=[FOUR])
    rest = list(st.draw)
    st.discard += rest[:-1]
    st.draw = rest[-1:]
    events = play(st, "redraw", "draw 1")
    assert st.hands[0] == [THREE, rest[-1]]
    assert "reshuffle" in keys(events) and st.discard == [] and len(st.draw) == len(rest)


def test_reshuffle_when_needed_option_waits_for_a_draw_from_the_empty_pile():
    """Option reshuffle_when_needed (rules version 3's reading): the emptied pile waits for the next draw."""
    st = position({"0,0": (TWO, [[0, 1, "N"]])}, hands=[[THREE]], discard=[FOUR],
                  options={"reshuffle_when_needed": True})
    rest = list(st.draw)
    st.discard += rest[:-1]
    st.draw = rest[-1:]
    events = play(st, "redraw", "draw 1")
    assert "reshuffle" not in keys(events) and st.draw == [] and len(st.discard) == len(rest)


def test_activate_a_territory_holding_your_piece_not_a_wasteland():
    st = position({"0,0": (TWO, [[1, 1, "N"]]), "1,0": (None, [[0, 1, "N"]])})
    assert not any(a.startswith("activate") for a in legal(st))


def test_activated_card_gives_its_power_to_your_pieces_on_it_only():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [[0, 1, "W"]])})
    play(st, "activate 0,0")
    assert legal(st) == ["minion 0,0:0", "done", "cancel"]


def test_played_card_is_discarded_and_cancel_before_anything_happens_takes_it_back():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[[THREE, FOUR]])
    play(st, f"play {FOUR}")
    assert st.discard == [FOUR] and st.hands[0] == [THREE]
    play(st, "minion 0,0:0", "cancel")
    assert st.sel == {} and st.mode == "power"
    play(st, "cancel")
    assert st.hands[0] == [THREE, FOUR] and st.discard == [] and st.mode == "start"


def test_every_power_is_optional():
    st = position({"0,0": (TWO, [[0, 1, "E"]])}, hands=[["major_14_temperance"]])
    play(st, "play major_14_temperance")
    assert "skip" in legal(st) and "done" in legal(st)
    play(st, "skip", "done")
    assert st.mode == "end" and st.discard == ["major_14_temperance"]


def test_upright_minion_targets_its_own_space_and_the_pieces_in_it():
    st = position({"0,0": (TWO, [[0, 1, "U"], [1, 2, "N"]]), "1,0": (THREE, [])})
    assert targets(st, (0, 0, 0)) == [("cell", 0, 0), ("piece", 0, 0, 0), ("piece", 0, 0, 1)]


def test_pointing_minion_targets_the_next_space_its_pieces_and_itself():
    st = position({"0,0": (TWO, [[0, 1, "S"], [1, 2, "N"]]), "0,1": (THREE, [[1, 1, "E"]])})
    assert targets(st, (0, 0, 0)) == [("cell", 0, 1), ("piece", 0, 1, 0), ("piece", 0, 0, 0)]
    st = position({"0,0": (TWO, [[0, 1, "S"]]), "0,1": (THREE, [[1, 1, "E"]])}, hands=[["swords_05_five"]])
    play(st, "play swords_05_five", "minion 0,0:0")
    assert legal(st) == ["target 0,1:0", "target 0,0:0", "cancel"]  # the territory has an enemy on it


def test_lovers_example_a_piece_on_the_lovers_pushes_your_piece_which_then_uses_the_cup():
    # Pieces directly affected on a board activation become minions for the turn.
    st = position({"0,0": ("major_06_lovers", [[0, 1, "E"]]), "1,0": (THREE, [[0, 2, "E"]]),
                   "0,1": (TWO, [[0, 3, "N"]])})
    play(st, "activate 0,0", "minion 0,0:0", "target 1,0:0", "orient E")
    assert st.pieces((2, 0)) == [(0, 2, "E")]
    assert legal(st) == ["minion 0,0:0", "minion 2,0:0", "done"]  # not the piece on 0,1
    play(st, "minion 2,0:0", "target 2,0:0", "orient N")
    assert st.pieces((2, 0)) == [(0, 2, "E"), (0, 1, "N")]


def test_lovers_example_a_piece_moves_off_the_lovers_with_the_wands_then_uses_the_cup():
    st = position({"0,0": ("major_06_lovers", [[0, 2, "E"]]), "1,0": (THREE, [])})
    play(st, "activate 0,0", "minion 0,0:0", "target 0,0:0", "move 2", "orient U")
    assert legal(st)[0] == "minion 2,0:0"  # a piece moved off the activated card remains a minion
    play(st, "minion 2,0:0", "target 2,0", "orient N")
    assert st.pieces((2, 0)) == [(0, 2, "U"), (0, 1, "N")] and st.mode == "end"


def test_with_nowhere_to_place_a_piece_the_player_passes():
    pieces = [[1, 1, "U"]] * 3
    st = position({"0,0": (TWO, pieces), "1,0": (None, [[1, 2, "U"]] * 3), "-1,0": (None, [[1, 3, "U"]] * 3),
                   "0,1": (None, [[1, 1, "U"], [1, 2, "U"]]), "0,-1": (None, [[1, 3, "U"], [1, 2, "U"]])})
    assert legal(st) == ["pass"]
    assert keys(play(st, "pass"))[0] == "pass"


def test_cancel_is_refused_once_a_power_has_taken_effect():
    st = position({"0,0": (TWO, [[0, 1, "E"]]), "1,0": (THREE, [])}, hands=[["major_14_temperance"]])
    play(st, "play major_14_temperance", "minion 0,0:0", "target 1,0", "orient N")
    assert "cancel" not in legal(st)


def test_hands_and_draw_pile_are_hidden_in_observations_counts_kept():
    st = GAME.setup(GAME.info.resolve_options(None), 3, 1)
    seen = GAME.observe(st, 1)
    assert seen.hands[1] == st.hands[1]
    assert seen.hands[0] == [HIDDEN] * 6 and seen.hands[2] == [HIDDEN] * 6
    assert seen.draw == [HIDDEN] * len(st.draw)
    assert seen.discard == st.discard


def test_cards_marked_for_discard_stay_hidden_from_the_other_players():
    st = position({"0,0": (TWO, [[0, 1, "N"]])}, hands=[[THREE, FOUR]])
    play(st, "redraw", f"discard {THREE}")
    assert GAME.observe(st, 0).sel["marked"] == [THREE]
    assert GAME.observe(st, 1).sel["marked"] == [HIDDEN]
