"""`tabletop balance`: per-card figures, compare mode and the files, on a fixture game with one
deliberately overpowered card (tests/balance/highcard: the Dragon, value 30 among 1-6)."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tabletop import cli
from tabletop.balance.compare import card_changes
from tabletop.balance.run import default_seats, run_balance, write_report
from tabletop.balance.stats import difference_interval
from tabletop.engine import registry

FIXTURE = Path(__file__).parent / "highcard"
GAMES = 240


@pytest.fixture(scope="module", autouse=True)
def highcard_registered():
    """The fixture game is registered for this module only (other tests walk every registered game)."""
    registry.GAME_MODULES["highcard"] = "tests.balance.highcard.rules"
    yield
    registry.GAME_MODULES.pop("highcard", None)
    registry._loaded.pop("highcard", None)


@pytest.fixture(scope="module")
def reports():
    """The fixture's report, and the same seeds with the Dragon cut to value 3."""
    seats = default_seats("highcard")
    before = run_balance("highcard", seats, GAMES, seed=5)
    after = run_balance("highcard", seats, GAMES, seed=5, card_file=FIXTURE / "cards_cut.yaml")
    return before, after


def test_an_overpowered_card_tops_the_report_with_an_interval_above_the_rest(reports):
    before, _after = reports
    top, rest = before.cards[0], before.cards[1:]
    assert top.card == "dragon"
    assert top.ci_effect[0] > max(f.ci_effect[1] for f in rest if not math.isnan(f.effect))  # no overlap
    assert top.measure_mean == 30


def test_every_seat_game_counts_its_drawn_played_and_kept_cards(reports):
    before, _after = reports
    assert sum(f.drawn for f in before.cards) == GAMES * 2 * 4
    assert sum(f.played for f in before.cards) == GAMES * 2 * 2
    assert all(f.kept == f.drawn - f.played for f in before.cards)
    assert sum(before.seat_wins) == pytest.approx(GAMES)
    assert before.lengths == [4] * GAMES and before.unfinished == 0


def test_compare_mode_shows_the_change_when_the_card_is_cut(reports):
    before, after = reports
    changes = card_changes(before, after)
    assert changes[0].card == "dragon" and changes[0].change < -0.3
    assert {f.card: f.drawn for f in before.cards} == {f.card: f.drawn for f in after.cards}  # same seeds, same deals


def test_the_same_seed_gives_the_same_report_with_one_or_two_jobs(reports):
    before, _after = reports
    seats = default_seats("highcard")
    again = run_balance("highcard", seats, 40, seed=5, jobs=2)
    alone = run_balance("highcard", seats, 40, seed=5)
    assert [(f.card, f.drawn, f.played, f.wins_played) for f in again.cards] == \
           [(f.card, f.drawn, f.played, f.wins_played) for f in alone.cards]


def test_difference_interval_holds_the_difference_and_is_empty_without_data():
    lo, hi = difference_interval(30, 40, 10, 40)
    assert lo < 0.5 < hi and lo > 0
    assert all(math.isnan(x) for x in difference_interval(3, 4, 0, 0))


def test_the_report_files_hold_the_cards_and_the_plots(reports, tmp_path):
    before, _after = reports
    written = write_report(before, tmp_path)
    assert {p.name for p in written} == {"balance.csv", "balance.json", "effects.png", "lengths.png", "seats.png",
                                         "cards"}
    assert (tmp_path / "cards" / "dragon.png").read_bytes()[:4] == b"\x89PNG"
    data = json.loads((tmp_path / "balance.json").read_text())
    assert data["cards"][0]["card"] == "dragon" and data["cards"][0]["name"] == "Dragon"
    assert (tmp_path / "balance.csv").read_text().splitlines()[1].startswith("dragon,Dragon,")
    assert (tmp_path / "effects.png").read_bytes()[:4] == b"\x89PNG"


def test_balance_command_writes_the_table_and_refuses_a_broken_compare_file(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("- {id: dragon, name: Dragon\n")
    assert cli.main(["balance", "highcard", "--games", "4", "--out", str(tmp_path / "out"),
                     "--compare", str(broken)]) == 1
    assert "broken.yaml" in capsys.readouterr().err and not (tmp_path / "out").exists()
    assert cli.main(["balance", "highcard", "--games", "6", "--out", str(tmp_path / "out")]) == 0
    assert "Dragon" in capsys.readouterr().out and (tmp_path / "out" / "balance.json").exists()


def test_balance_command_refuses_a_seat_count_the_game_does_not_take(capsys):
    assert cli.main(["balance", "highcard", "--seats", "5"]) == 2
    assert "2-2 seats" in capsys.readouterr().err


def test_balance_deck_option_is_refused_for_a_game_without_decks(capsys):
    assert cli.main(["balance", "highcard", "--deck", "1=mine.txt", "--games", "2"]) == 2
    assert "deck" in capsys.readouterr().err


def test_balance_checks_the_out_folder_before_playing_any_game(tmp_path, monkeypatch, capsys):
    """Issue 32.8: `balance ecg --out FILE` played every game before failing on "File exists"."""
    taken = tmp_path / "report.txt"
    taken.write_text("keep me\n", encoding="utf-8")
    monkeypatch.setattr(cli, "_balance_run", lambda *a, **k: pytest.fail("a game was played"))
    assert cli.main(["balance", "ecg", "--games", "2", "--out", str(taken)]) == 2
    assert capsys.readouterr().err == (f"tabletop: --out {taken}: is a file; balance writes balance.csv and "
                                       "balance.json into a folder\n")
    assert cli.main(["balance", "ecg", "--games", "2", "--out", str(taken / "inside")]) == 2
    assert capsys.readouterr().err == f"tabletop: --out {taken / 'inside'}: report.txt is a file, not a folder\n"
    assert taken.read_text(encoding="utf-8") == "keep me\n"
