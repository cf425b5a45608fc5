"""A small share of scripts/soak runs in the suite: a few checked games per game, and the soak's own logic."""
from __future__ import annotations

import pytest

from tabletop.engine.checks import Problem
from tabletop.engine.registry import all_games
from tabletop.soak import Tally, GameRun, main, make_plan, play_game, report, soak, total_failures
from tabletop.soak_inputs import Case, InputResult, catalogue, judge, run_catalogue


def test_a_small_soak_of_every_game_finds_nothing():
    ids = [g.info.id for g in all_games()]
    figures = soak(ids, games=2, seed=40, jobs=1, max_seats=3, inputs=False)
    assert {t.game for t in figures["tallies"]} == set(ids)
    assert total_failures(figures) == 0, report(figures)


def test_plan_spreads_the_games_over_every_seat_count():
    plan = make_plan(["gnostica"], games=10, seed=0, max_seats=None)
    assert len(plan) == 10
    assert sorted({seats for _, seats, _ in plan}) == [2, 3, 4, 5, 6]
    assert len({seed for _, _, seed in plan}) == 10


def test_the_same_seed_gives_the_same_digest_and_another_seed_another():
    first = play_game("runes", 2, 5, checks=False)
    again = play_game("runes", 2, 5, checks=False, disturb=True)
    other = play_game("runes", 2, 6, checks=False)
    assert first.digest == again.digest
    assert first.digest != other.digest


def test_failures_are_counted_by_kind_in_the_report():
    tally = Tally("runes", 2)
    tally.add(GameRun("runes", 2, 9, 10, "x", [(3, Problem("clone", "differs")), (4, Problem("clone", "again"))]))
    figures = {"tallies": [tally], "inputs": [InputResult("cli", "x", False, "exit 0")], "seconds": 1.0}
    text = report(figures)
    assert "clone 2" in text and "runes seats=2 seed=9 step=3: clone: differs" in text
    assert total_failures(figures) == 3


def test_a_bad_input_passes_only_with_one_line_the_right_status_and_no_traceback():
    case = Case("cli", "x", lambda folder: [], 2)
    assert judge(case, 2, "", "tabletop: bad thing\n").ok
    assert not judge(case, 0, "", "").ok
    assert not judge(case, 2, "", "Traceback (most recent call last):\n  ...\nValueError: x\n").ok
    assert not judge(case, 2, "", "tabletop: one\ntabletop: two\n").ok


def test_soak_command_refuses_an_unknown_game_in_one_line(capsys):
    assert main(["--game", "chess", "--games", "1"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_share_of_the_bad_input_catalogue_is_refused_in_one_line():
    wanted = {("record", "5,000-digit seed"), ("cli", "ladder --jobs 0"), ("yaml", "runes: alias bomb"),
              ("art", "truncated PNG")}
    cases = [c for c in catalogue() if (c.area, c.name) in wanted]
    assert len(cases) == len(wanted)
    results = run_catalogue(cases)
    assert all(r.ok for r in results), [r for r in results if not r.ok]


@pytest.mark.parametrize("max_seats", ["0", "1"])
def test_soak_command_refuses_max_seats_below_a_games_minimum_in_one_line(capsys, max_seats):
    """Issue 32.8: `soak --max-seats 0` gave a ZeroDivisionError traceback."""
    assert main(["--game", "runes", "--games", "1", "--max-seats", max_seats, "--no-inputs"]) == 2
    assert capsys.readouterr().err == f"scripts/soak: --max-seats {max_seats}: runes needs at least 2 seats\n"
