"""The ladder's seating with three or more players: the levels share the table evenly, or one sits alone."""
from __future__ import annotations

from collections import Counter

import pytest

from tabletop.bots.ladder import MatchOutcome, PairResult, format_ladder, run_ladder, upper_seats


def test_even_seating_alternates_the_levels_around_the_table_and_rotates_game_by_game():
    assert [upper_seats("even", 4, n) for n in range(4)] == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert [upper_seats("even", 6, n) for n in range(2)] == [(0, 2, 4), (1, 3, 5)]


def test_with_an_odd_table_the_extra_seat_goes_to_each_level_in_turn_and_every_seat_is_shared_fairly():
    games = [upper_seats("even", 5, n) for n in range(10)]
    assert [len(seats) for seats in games] == [3, 2] * 5
    for seats in games:  # two seats of the same level sit side by side only once, where the table closes
        neighbours = sum(1 for s in seats if (s + 1) % 5 in seats)
        assert neighbours == (1 if len(seats) == 3 else 0)
    assert Counter(s for seats in games for s in seats) == {s: 5 for s in range(5)}


def test_two_seats_and_one_vs_rest_seat_the_upper_level_once_rotated():
    assert [upper_seats("even", 2, n) for n in range(3)] == [(0,), (1,), (0,)]
    assert [upper_seats("one-vs-rest", 4, n) for n in range(5)] == [(0,), (1,), (2,), (3,), (0,)]
    with pytest.raises(ValueError, match="unknown seating 'odd'"):
        upper_seats("odd", 4, 0)


def test_the_upper_level_wins_when_one_of_its_seats_wins_and_shares_count_by_fraction():
    upper = (0, 2)
    pair = PairResult("normal", "easy", 4, [
        MatchOutcome(upper, (1, 0, 7, 0), (2,), 10, True),  # its other seat won: a win
        MatchOutcome(upper, (0, 7, 0, 0), (1,), 10, True),  # a loss
        MatchOutcome(upper, (7, 7, 0, 0), (0, 1), 10, True),  # shared with the lower level: half
        MatchOutcome(upper, (7, 0, 7, 0), (0, 2), 10, True),  # shared by its own seats: a win
        MatchOutcome(upper, (0, 0, 0, 0), (), 10, False),  # unfinished: its share of the seats
    ])
    assert (pair.wins, pair.draws, pair.losses) == (2, 2, 1)
    assert pair.successes == 2 + 0.5 + 0.5
    assert pair.baseline == 0.5
    assert pair.mean_rank(True) < pair.mean_rank(False)


def test_an_odd_table_judges_against_the_upper_levels_mean_share_of_the_seats():
    pair = PairResult("b", "a", 3, [MatchOutcome((0, 2), (1, 0, 0), (0,), 5, True),
                                    MatchOutcome((1,), (1, 0, 0), (0,), 5, True)])
    assert pair.baseline == 0.5 and pair.win_rate == 0.5


def test_the_ordered_flag_needs_the_interval_above_the_share_of_equal_players():
    def pair(upper, wins, games=30):
        return PairResult("b", "a", 4, [MatchOutcome(upper, (0,) * 4, (upper[0] if n < wins else 3,), 5, True)
                                        for n in range(games)])
    assert pair((0, 2), 30).ordered
    assert not pair((0, 2), 20).ordered  # 66.7%, interval [48.8%, 80.8%]: not above 50%
    assert pair((0,), 20).ordered  # the same record alone against three: above 25%


def test_run_ladder_seats_four_mages_evenly_by_default_and_says_so():
    result = run_ladder("invoke", games=2, seed=3, levels=("random", "random"), seats=4)
    assert [o.upper_seats for o in result.pairs[0].outcomes] == [(0, 2), (1, 3)]
    text = format_ladder(result)
    assert "4 seats (even seating)" in text and "above 50%" in text
    alone = run_ladder("invoke", games=1, seed=3, levels=("random", "random"), seats=4, seating="one-vs-rest")
    assert alone.pairs[0].outcomes[0].upper_seats == (0,) and "above 25%" in format_ladder(alone)


def test_the_tabletop_ladder_command_takes_players_and_seating(monkeypatch, capsys):
    from tabletop import cli
    from tabletop.bots import ladder

    calls = []
    real = ladder.run_ladder
    monkeypatch.setattr(ladder, "run_ladder", lambda *a, **k: calls.append(k) or real(*a, **{**k, "levels": ("random",) * 2}))
    assert cli.main(["ladder", "invoke", "--games", "1", "--players", "4", "--seating", "one-vs-rest"]) == 0
    assert (calls[0]["seats"], calls[0]["seating"]) == (4, "one-vs-rest")
    assert "4 seats (one-vs-rest seating)" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["ladder", "invoke", "--players", "11"], "--players 11: invoke is for 2 to 10 players"),
    (["ladder", "invoke", "--players", "0"], "must be at least 1"),
    (["ladder", "invoke", "--seating", "round"], "invalid choice: 'round'"),
])
def test_ladder_command_mistakes_are_one_line_and_exit_2(argv, message, capsys):
    from tabletop import cli

    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_the_ladder_module_refuses_an_unknown_seating_in_one_line(capsys):
    from tabletop.bots.ladder import main

    with pytest.raises(SystemExit) as stop:
        main(["invoke", "--seating", "round", "--games", "1"])
    assert stop.value.code == 2 and "invalid choice: 'round'" in capsys.readouterr().err
