"""Issue 31.2: what a card causes — the same seeds with the card and with its baseline, paired, beside the
noise floor (cause.json, cause.csv, cause.png)."""
import json

import pytest

from tabletop.balance.cause import baseline_files, paired
from tabletop.cli import main


def test_a_paired_interval_comes_from_the_spread_of_the_differences():
    assert paired([1.0, 1.0, 1.0]) == paired([1.0, 1.0, 1.0])
    exact = paired([0.5, 0.5, 0.5, 0.5])
    assert (exact.diff, exact.low, exact.high, exact.pairs) == (0.5, 0.5, 0.5, 4)
    spread = paired([1.0, -1.0, 1.0, -1.0])
    assert spread.diff == 0 and spread.low < -0.9 and spread.high > 0.9


def test_a_cards_baseline_keeps_the_printed_card_and_drops_its_effect(tmp_path):
    import yaml

    path = baseline_files("invocacion", ["pyre_dancer"], tmp_path)["pyre_dancer"]
    cards = {c["id"]: c for c in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]}
    assert "effect" not in cards["pyre_dancer"] and "text" not in cards["pyre_dancer"]
    assert cards["pyre_dancer"]["power"] == 4 and cards["pyre_dancer"]["elements"] == ["fire"]
    assert "effect" in cards["ash_reaver"]  # every other card as it is


def test_balance_cause_writes_a_paired_interval_and_a_noise_floor_for_each_card(tmp_path, capsys):
    assert main(["balance", "invocacion", "--cause", "--cards", "pyre_dancer,ash_reaver", "--games", "6",
                 "--jobs", "2", "--out", str(tmp_path)]) == 0
    rows = json.loads((tmp_path / "cause.json").read_text(encoding="utf-8"))
    assert [r["card"] for r in rows] == ["pyre_dancer", "ash_reaver"]
    for row in rows:
        assert row["cause_low"] <= row["cause_diff"] <= row["cause_high"] and row["cause_pairs"] >= 1
        assert row["noise_low"] <= row["noise_diff"] <= row["noise_high"]
        assert row["level"] == "normal" and 0 <= row["play_rate"] <= 1
    assert (tmp_path / "cause.csv").read_text(encoding="utf-8").startswith("card,name,level,cause_diff")
    assert (tmp_path / "cause.png").stat().st_size > 1000


@pytest.mark.parametrize("argv, words", [
    (["balance", "runes", "--cause", "--games", "2"], "declares no baseline"),
    (["balance", "invocacion", "--cause", "--cards", "nope", "--games", "2"], "has no card 'nope'"),
    (["balance", "invocacion", "--cause", "--levels", "genius", "--games", "2"], "bot levels are"),
])
def test_a_cause_run_that_cannot_be_made_says_why_in_one_line(tmp_path, capsys, argv, words):
    assert main(argv + ["--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]
