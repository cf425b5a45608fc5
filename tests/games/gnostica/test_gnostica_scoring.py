"""Scoring, the challenge, elimination, the turn-limit safeguard and the opening bid."""
from gnostica_helpers import keys, legal, play, position

from tabletop.games.gnostica.rules.cards import deck
from tabletop.games.gnostica.rules.model import HIDDEN, scores
from tabletop.games.gnostica.rules.game import GAME

M1, M2, M3, M4 = "major_13_death", "major_19_sun", "major_17_star", "major_06_lovers"
COURT, SPOT = "cups_12_knight", "cups_02_two"


def test_a_territory_scores_its_value_only_while_only_your_pieces_occupy_it():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (COURT, [[0, 1, "U"], [0, 2, "N"]]),
                   "2,0": (SPOT, [[0, 1, "U"], [1, 1, "U"]]), "3,0": (None, [[1, 3, "U"]]), "0,1": (M2, [])})
    assert scores(st) == [5, 0]


def test_challenge_won_with_the_target_score_at_the_end_of_the_last_turn():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (M2, [[0, 1, "U"]]), "2,0": (M3, [[0, 1, "U"]]),
                   "0,1": (SPOT, [[1, 1, "U"]])})
    play(st, "reorient 0,0:0", "orient N")
    assert legal(st) == ["challenge", "end"]
    events = play(st, "challenge")
    assert "challenge" in keys(events) and st.current == 1
    play(st, "reorient 0,1:0", "orient N")
    assert st.current == 0 and st.challenge == {"seat": 0, "last": True}  # no announcement for seat 1
    events = play(st, "reorient 0,0:0", "orient E")
    assert "challenge_won" in keys(events)
    result = st.result()
    assert result.winners == (0,) and result.scores == (9.0, 1.0) and result.reason == "challenge"


def test_challenge_failed_eliminates_the_challenger_pieces_off_and_hand_discarded():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (M2, [[1, 1, "U"]]), "2,0": (M3, [[2, 1, "U"]])},
                  seats=3, hands=[[SPOT, COURT], [], []])
    play(st, "reorient 0,0:0", "orient N", "challenge")
    play(st, "reorient 1,0:0", "orient N")
    play(st, "reorient 2,0:0", "orient N")
    events = play(st, "reorient 0,0:0", "orient E")
    assert "eliminated" in keys(events)
    assert st.eliminated == [True, False, False]
    assert st.pieces((0, 0)) == [] and st.stashes[0] == [5, 5, 5]
    assert st.hands[0] == [] and SPOT in st.discard and COURT in st.discard
    assert st.current == 1 and not st.is_over()
    play(st, "reorient 1,0:0", "orient E", "end", "reorient 2,0:0", "orient E", "end")
    assert st.current == 1  # the eliminated seat no longer plays


def test_failed_challenge_with_two_players_leaves_the_other_as_winner():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (M2, [[1, 1, "U"]])})
    play(st, "reorient 0,0:0", "orient N", "challenge", "reorient 1,0:0", "orient N")
    play(st, "reorient 0,0:0", "orient E")
    assert st.is_over() and st.result().winners == (1,) and st.result().reason == "last_standing"


def test_second_challenge_refused_while_one_is_pending():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (M2, [[1, 1, "U"]]), "2,0": (M3, [[2, 1, "U"]])}, seats=3)
    play(st, "reorient 0,0:0", "orient N", "challenge")
    play(st, "reorient 1,0:0", "orient N")
    assert st.current == 2 and "challenge" not in legal(st)
    play(st, "reorient 2,0:0", "orient N")
    assert st.current == 0


def test_target_score_option_eight():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (M2, [[0, 1, "U"]]), "2,0": (COURT, [[0, 1, "U"]]),
                   "0,1": (SPOT, [[1, 1, "U"]])}, options={"target": 8})
    play(st, "reorient 0,0:0", "orient N", "challenge", "reorient 0,1:0", "orient N", "reorient 0,0:0", "orient E")
    assert st.result().winners == (0,)


def test_turn_limit_safeguard_ends_the_game_with_the_highest_score_winning():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (SPOT, [[1, 1, "U"]])},
                  options={"turn_limit": 30}, turns=[29, 29])
    play(st, "reorient 0,0:0", "orient N", "end")
    assert not st.is_over()
    events = play(st, "reorient 1,0:0", "orient N", "end")
    assert "turn_limit" in keys(events)
    assert st.result().winners == (0,) and st.result().reason == "turn_limit"


def bid_position():
    hands = [["cups_14_king", "major_00_fool", "cups_05_five", "cups_06_six", "cups_07_seven", "cups_08_eight"],
             ["swords_14_king", "major_05_hierophant", "swords_05_five", "swords_06_six", "swords_07_seven",
              "swords_08_eight"],
             ["wands_02_two", "wands_03_three", "wands_05_five", "wands_06_six", "wands_07_seven", "wands_08_eight"]]
    grid = ["pentacles_0%d_%s" % (n, w) for n, w in
            [(1, "ace"), (2, "two"), (3, "three"), (4, "four"), (5, "five"), (6, "six"), (7, "seven"), (8, "eight"),
             (9, "nine")]]
    board = {f"{x},{y}": (grid[i], []) for i, (x, y) in enumerate((x, y) for y in (-1, 0, 1) for x in (-1, 0, 1))}
    return position(board, seats=3, hands=hands, phase="bid", options={"first_player": "bid"})


def test_bid_with_ties_rebids_then_the_highest_major_wins_and_bids_are_taken_back_counter_clockwise():
    st = bid_position()
    assert GAME.is_simultaneous_commit(st)
    play(st, "bid cups_14_king")
    assert GAME.observe(st, 1).bids == [HIDDEN, None, None]
    play(st, "bid swords_14_king")
    events = play(st, "bid wands_02_two")
    assert keys(events)[-2:] == ["bid_reveal", "bid_tie"]
    assert [e.reveals for e in events if e.key == "bid_reveal"] == [True]
    assert st.phase == "bid" and st.current == 0 and len(st.pool) == 3
    play(st, "bid major_00_fool", "bid major_05_hierophant")
    events = play(st, "bid wands_03_three")
    assert "bid_won" in keys(events) and st.bid_winner == 1
    # the player to the winner's right (seat 0) takes first, then seat 2, and the winner gets the rest
    assert st.phase == "pick" and st.current == 0
    assert sorted(legal(st)) == sorted(f"take {c}" for c in st.pool)
    play(st, "take major_00_fool", "take cups_14_king")
    assert st.current == 2
    play(st, "take swords_14_king", "take major_05_hierophant")
    assert st.phase == "play" and st.current == 1 and st.mode == "start"
    assert sorted(st.hands[1]) == sorted(["swords_05_five", "swords_06_six", "swords_07_seven", "swords_08_eight",
                                          "wands_02_two", "wands_03_three"])
    assert all(len(h) == 6 for h in st.hands)


def test_bid_without_majors_goes_to_the_highest_minor():
    st = bid_position()
    play(st, "bid cups_08_eight", "bid swords_14_king", "bid wands_08_eight")
    assert st.bid_winner == 1


def test_random_first_player_is_the_default():
    starts = {GAME.setup(GAME.info.resolve_options(None), 4, seed).current for seed in range(20)}
    assert len(starts) > 1


def test_bid_ranks_any_major_above_minors_then_king_queen_knight_page_ten_down_to_ace():
    order = ["major_21_world", "major_00_fool", "cups_14_king", "swords_13_queen", "wands_12_knight",
             "pentacles_11_page", "cups_10_ten", "swords_09_nine", "cups_02_two", "wands_01_ace"]
    ranks = [deck()[c].bid_rank for c in order]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)
    assert deck()["cups_14_king"].bid_rank == deck()["swords_14_king"].bid_rank  # suits do not break ties


def test_target_score_option_ten_a_challenger_with_nine_is_eliminated():
    st = position({"0,0": (M1, [[0, 1, "U"]]), "1,0": (M2, [[0, 1, "U"]]), "2,0": (M3, [[0, 1, "U"]]),
                   "0,1": (SPOT, [[1, 1, "U"]])}, options={"target": 10})
    play(st, "reorient 0,0:0", "orient N", "challenge", "reorient 0,1:0", "orient N", "reorient 0,0:0", "orient E")
    assert st.result().winners == (1,) and st.result().reason == "last_standing"
