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
    (["balance", "invoke", "--cause", "--cards", "fire", "--games", "2"], "'fire' has no baseline"),
    (["balance", "ecg", "--cause", "--cards", "oracion", "--games", "2"], "'oracion' has no baseline"),
])
def test_a_cause_run_that_cannot_be_made_says_why_in_one_line(tmp_path, capsys, argv, words):
    assert main(argv + ["--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]


def _baseline(game: str, card: str, tmp_path) -> tuple[dict, dict]:
    import yaml

    from tabletop.balance.collect import cards_module

    path = baseline_files(game, [card], tmp_path)[card]
    cards_module(game).load_deck(path)  # the baseline is a card the game loads
    edited = {c["id"]: c for c in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]}
    shipped = {c["id"]: c for c in yaml.safe_load(cards_module(game).DATA_FILE.read_text(encoding="utf-8"))["cards"]}
    return edited[card], shipped[card]


def test_an_ecg_troops_baseline_is_the_same_troop_without_abilities_or_titles(tmp_path):
    plain, card = _baseline("ecg", "lobo_aullador", tmp_path)
    assert card["abilities"] and card["titles"] and not plain.get("abilities") and plain["titles"] == []
    assert [plain[k] for k in ("strength", "cost", "line", "preparation", "copies", "kingdom")] == \
        [card[k] for k in ("strength", "cost", "line", "preparation", "copies", "kingdom")]


def test_an_ecg_action_baseline_keeps_its_price_and_only_looks_at_the_public_discard(tmp_path):
    from tabletop.games.ecg.rules.cards import BASELINE_EFFECT

    action = next(c for c in _shipped("ecg") if c["kind"] == "action")
    plain, card = _baseline("ecg", action["id"], tmp_path)
    assert plain["effect"] == BASELINE_EFFECT == "look_discard" and card["effect"] != plain["effect"]
    assert plain["costs"] == card["costs"] and plain["copies"] == card.get("copies", plain["copies"])


def test_an_invoke_creatures_baseline_keeps_its_element_and_holds_one_card(tmp_path):
    plain, card = _baseline("invoke", "imp", tmp_path)
    assert plain["element"] == card["element"] and plain["count"] == card["count"]
    assert plain["ability"] == [{"hold": {"count": 1, "deck": "any"}}] != card["ability"]


def _shipped(game: str) -> list[dict]:
    import yaml

    from tabletop.balance.collect import cards_module

    return yaml.safe_load(cards_module(game).DATA_FILE.read_text(encoding="utf-8"))["cards"]


def test_every_card_with_a_baseline_is_measured_when_no_card_is_named():
    from tabletop.balance.cause import cards_with_baseline

    assert cards_with_baseline("invoke") == [c["id"] for c in _shipped("invoke") if c["word"] == "creature"]
    invocacion = cards_with_baseline("invocacion")
    assert "pyre_dancer" in invocacion and "pearl_diver" not in invocacion  # Pearl Diver has no effect
    ecg = cards_with_baseline("ecg")
    assert "oracion" not in ecg and not any(c["kind"] == "resource" and c["id"] in ecg for c in _shipped("ecg"))


def test_ecg_balance_cause_writes_a_paired_figure(tmp_path):
    assert main(["balance", "ecg", "--cause", "--cards", "lobo_aullador", "--games", "3", "--jobs", "2",
                 "--out", str(tmp_path)]) == 0
    rows = json.loads((tmp_path / "cause.json").read_text(encoding="utf-8"))
    assert [r["card"] for r in rows] == ["lobo_aullador"] and rows[0]["cause_low"] <= rows[0]["cause_high"]


def test_a_card_is_beyond_the_noise_only_when_it_differs_more_than_chance_did_either_way():
    from tabletop.balance.cause import CardCause, Paired

    def card(low, high, noise_low, noise_high):
        return CardCause("c", "normal", Paired((low + high) / 2, low, high, 100),
                         Paired((noise_low + noise_high) / 2, noise_low, noise_high, 100), 0.5, 0.5)

    assert not card(-0.05, 0.05, 0.06, 0.3).beyond_noise  # chance sat off zero; the card changed nothing
    assert not card(0.07, 0.28, -0.06, 0.18).beyond_noise  # chance alone made differences of 18 points
    assert card(0.2, 0.3, -0.06, 0.18).beyond_noise and card(-0.3, -0.2, -0.06, 0.18).beyond_noise
