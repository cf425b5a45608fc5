"""Risky actions in the ladder: a game declares them, the ladder follows each to its outcome."""
from __future__ import annotations

import pytest

from tabletop.bots.ladder import LadderResult, MatchOutcome, PairResult, format_ladder, main, run_ladder
from tabletop.bots.risky import FAILED, SUCCEEDED, UNDECIDED, BetTracker, RiskyBet, risky_actions
from tabletop.engine.contract import Action, Event
from tabletop.engine.registry import get_game


def gnostica_tracker() -> BetTracker:
    return BetTracker(risky_actions(get_game("gnostica")))


def test_gnostica_declares_the_challenge_as_risky():
    assert set(risky_actions(get_game("gnostica"))) == {"challenge"}


def test_a_challenge_is_open_until_the_challengers_last_turn_ends():
    tracker = gnostica_tracker()
    tracker.record(0, Action("challenge"), [Event("challenge", {"seat": 0, "target": 9}), Event("turn", {"seat": 1})])
    tracker.record(1, Action("end"), [Event("turn", {"seat": 0})])
    assert tracker.open == [(0, "challenge")] and tracker.bets == []
    tracker.record(0, Action("end"), [Event("challenge_won", {"seat": 0, "score": 9})])
    assert tracker.close() == (RiskyBet(0, "challenge", SUCCEEDED),)


def test_an_elimination_fails_only_the_challengers_own_bet():
    tracker = gnostica_tracker()
    tracker.record(1, Action("challenge"), [Event("challenge", {"seat": 1, "target": 9})])
    tracker.record(0, Action("end"), [Event("eliminated", {"seat": 0, "score": 3, "cards": []})])
    assert tracker.open == [(1, "challenge")]
    tracker.record(1, Action("end"), [Event("eliminated", {"seat": 1, "score": 6, "cards": []})])
    assert tracker.close() == (RiskyBet(1, "challenge", FAILED),)


def test_a_bet_open_at_the_end_of_the_game_is_undecided():
    tracker = gnostica_tracker()
    tracker.record(0, Action("challenge"), [])
    assert tracker.close() == (RiskyBet(0, "challenge", UNDECIDED),)


def test_the_ladder_counts_each_levels_challenges_in_real_games():
    """Random against easy, three deterministic deals: random challenges each game and fails."""
    result = run_ladder("gnostica", games=3, seed=0, levels=("random", "easy"))
    pair = result.pairs[0]
    assert [o.bets for o in pair.outcomes] == [
        (RiskyBet(1, "challenge", FAILED),), (RiskyBet(0, "challenge", FAILED),), (RiskyBet(1, "challenge", FAILED),)]
    lower = pair.bet_tallies(upper=False)["challenge"]
    assert (lower.made, lower.succeeded, lower.failed, lower.success_rate) == (3, 0, 3, 0.0)
    assert pair.bet_tallies(upper=True) == {}
    assert "| random | easy | challenge | 3 | 0 | 3 | 0 | 0.0% | [0.0%, 56.2%] |" in format_ladder(result)


def test_a_level_against_itself_has_one_row_per_action():
    bets = (RiskyBet(0, "challenge", SUCCEEDED), RiskyBet(1, "challenge", FAILED))
    pair = PairResult("normal", "normal", 2, [MatchOutcome((0,), (9.0, 4.0), (0,), 50, True, bets),
                                              MatchOutcome((1,), (0.0, 0.0), (), 50, False, (bets[0],))])
    text = format_ladder(LadderResult("gnostica", 2, 0, 2, None, [pair], opponent="normal"))
    assert "| normal | normal | challenge | 3 | 2 | 1 | 0 | 66.7% | [20.8%, 93.9%] |" in text
    assert text.count("| normal | normal | challenge") == 1
    assert "NOT every level beats normal" in text


def test_every_level_can_play_one_opponent():
    result = run_ladder("gnostica", games=1, seed=0, levels=("random", "easy"), opponent="easy")
    assert [(p.upper, p.lower) for p in result.pairs] == [("random", "easy"), ("easy", "easy")]


def test_an_unknown_level_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["gnostica", "--levels", "random,expert"])
    assert exit_info.value.code == 2
    assert "unknown level 'expert'" in capsys.readouterr().err
