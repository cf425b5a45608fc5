"""scripts/ecg_field: the round robin's schedule and report (the games themselves are the script's slow part)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from ecg_field import READY_MADE, FieldGame, schedule, tally  # noqa: E402


def test_schedule_plays_every_pair_in_both_seatings_with_consecutive_seeds():
    plan = schedule(["sol", "lobo", "leon"], 2, 10)
    assert len(plan) == 3 * 2 * 2
    assert {pairing for pairing, _seed in plan} == {("sol", "lobo"), ("lobo", "sol"), ("sol", "leon"),
                                                    ("leon", "sol"), ("lobo", "leon"), ("leon", "lobo")}
    assert [seed for pairing, seed in plan if pairing == ("lobo", "sol")] == [10, 11]


def test_tally_counts_a_draw_as_half_a_win_and_the_first_players_wins():
    games = [FieldGame(("lobo", "sol"), 0, (0,), "battle"),
             FieldGame(("sol", "lobo"), 0, (1,), "battle"),
             FieldGame(("sol", "lobo"), 1, (0, 1), "renown")]
    report = tally(games).splitlines()
    lobo = next(line for line in report if line.startswith("lobo"))
    assert lobo.split()[1:4] == ["3", "2.5", "83.3%"]
    assert "battle 2, renown 1" in lobo
    assert report[3].startswith("first player: 1.5 wins of 3 = 50.0%")


def test_the_ready_made_decks_are_the_six_kingdoms():
    assert READY_MADE == ("ciervo", "devoto", "lechuza", "leon", "lobo", "sol")
