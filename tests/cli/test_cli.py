"""The command line: one-line misuse errors with exit 2, listings, simulate JSON."""
import json

import pytest

from tabletop.cli import main
from tabletop.engine import registry


@pytest.fixture
def toy(monkeypatch):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "toygame")
    yield
    registry._loaded.pop("toy", None)
    sys.path.pop(0)


@pytest.mark.parametrize("argv", [
    ["play", "no-such-game"],
    ["simulate", "no-such-game", "--seats", "bot,bot", "--games", "1"],
    ["frobnicate"],
    ["play"],
    ["simulate", "toy", "--seats", "bot:genius,bot", "--games", "2"],
    ["simulate", "toy", "--seats", "robot,bot", "--games", "2"],
    ["simulate", "toy", "--seats", "bot", "--games", "2"],
    ["simulate", "toy", "--seats", "bot,bot", "--games", "2", "--option", "cards=7"],
    ["simulate", "toy", "--seats", "bot,bot", "--games", "2", "--option", "nope=1"],
    ["simulate", "toy", "--seats", "bot,bot", "--games", "2", "--option", "cards"],
    ["simulate", "toy", "--seats", "bot,bot", "--games", "many"],
    ["validate", "no-such-game"],
])
def test_misuse_prints_one_line_and_exits_2(toy, capsys, argv):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and captured.err.startswith("tabletop: ")
    assert "Traceback" not in captured.err


def test_games_lists_id_title_and_players(toy, capsys):
    assert main(["games"]) == 0
    assert any(line.split()[:1] == ["toy"] and "2-3 players" in line for line in capsys.readouterr().out.splitlines())


def test_simulate_json_summary_on_last_line(toy, capsys):
    assert main(["simulate", "toy", "--seats", "bot:random,bot:random", "--games", "20", "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(data) == {"game", "games", "seats", "wins", "win_rate", "ci95", "draws", "unfinished",
                         "mean_actions", "games_per_second"}
    assert data["games"] == 20 and data["seats"] == ["bot:random", "bot:random"]
    assert abs(sum(data["wins"]) - (20 - data["unfinished"])) < 1e-6
    assert all(lo <= rate <= hi for rate, (lo, hi) in zip(data["win_rate"], data["ci95"]))
    assert data["mean_actions"] == 2


def test_simulate_without_seats_or_games_plays_100_games_at_the_fewest_seats(toy, capsys):
    assert main(["simulate", "toy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["games"] == 100 and len(data["seats"]) == 2
    assert all(seat.startswith("bot:") for seat in data["seats"])


def test_every_argument_of_every_command_says_what_it_is_for():
    import argparse

    from tabletop.cli import build_parser

    commands = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    silent = [f"{name} {action.dest}" for name, parser in commands.choices.items() for action in parser._actions
              if not isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)) and not action.help]
    assert silent == []


def test_simulate_with_jobs_gives_the_same_totals(toy, capsys):
    main(["simulate", "toy", "--seats", "bot:random,bot:random", "--games", "12", "--json"])
    one = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    main(["simulate", "toy", "--seats", "bot:random,bot:random", "--games", "12", "--json", "--jobs", "2"])
    two = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert one["wins"] == two["wins"]


def test_replay_of_a_damaged_file_is_refused_and_untouched(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{broken")
    assert main(["replay", str(bad)]) == 2
    assert bad.read_text() == "{broken"
    assert capsys.readouterr().err.count("\n") == 1


def test_validate_passes_on_the_shipped_data(capsys):
    assert main(["validate"]) == 0
    assert all(line.endswith(": ok") for line in capsys.readouterr().out.splitlines())


def test_validate_reports_a_broken_layout_with_file_and_line(tmp_path, monkeypatch, capsys):
    from tabletop.data import validate

    game_dir = tmp_path / "runes"
    game_dir.mkdir()
    (game_dir / "layout.yaml").write_text("card: {width_mm: 63, height_mm: [88\n")
    monkeypatch.setattr(validate, "card_data_dir", lambda game_id: tmp_path / game_id)
    assert main(["validate", "runes"]) == 1
    out = capsys.readouterr().out
    assert f"{game_dir / 'layout.yaml'}:" in out and "YAML syntax error" in out


def test_play_with_a_missing_art_folder_is_misuse(capsys, tmp_path):
    assert main(["play", "runes", "--art-dir", str(tmp_path / "nowhere")]) == 2
    assert "is not a folder" in capsys.readouterr().err


@pytest.mark.parametrize("content", [b"\xff\xfe{\x00}\x00", bytes(range(256)), b"[" * 100_000,
                                     b'{"format": "tabletop-record", "version": 1, "game": "runes", "seed": 1e400}'])
def test_replay_of_a_hostile_file_is_one_line_and_exit_2(tmp_path, capsys, content):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a tabletop record" in err


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs on this platform")
def test_replay_of_a_fifo_is_refused_at_once(tmp_path, capsys):
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert main(["replay", str(fifo)]) == 2
    assert "not a regular file" in capsys.readouterr().err


NUMERIC_MISUSE = [
    ["ladder", "runes", "--games", "0"],
    ["ladder", "runes", "--games", "-5"],
    ["ladder", "runes", "--games", "1", "--jobs", "0"],
    ["ladder", "runes", "--games", "1", "--jobs", "-1"],
    ["ladder", "runes", "--games", "1", "--seed", "1" + "0" * 30],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "0"],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "-3"],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "1", "--jobs", "0"],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "1", "--seed", "x"],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "1", "--seed", "9" * 5000],
    ["simulate", "runes", "--seats", "", "--games", "1"],
    ["simulate", "runes", "--seats", "bot,bot", "--games", "1", "--option", "life=" + "9" * 5000],
    ["play", "runes", "--seats", ""],
    ["play", "runes", "--seats", ","],
    ["play", "runes", "--seed", "-" + "9" * 20],
    ["play", "runes", "--seed", "1.5"],
    ["cards", "export", "runes", "--out", "OUT", "--dpi", "0"],
    ["cards", "export", "runes", "--out", "OUT", "--dpi", "nan"],
    ["cards", "sheet", "runes", "--out", "OUT/x.pdf", "--dpi", "inf"],
    ["cards", "sheet", "runes", "--out", "OUT/x.pdf", "--dpi", "-300"],
]


@pytest.mark.parametrize("argv", NUMERIC_MISUSE, ids=lambda argv: " ".join(a[:12] for a in argv))
def test_every_numeric_or_empty_argument_mistake_is_one_line_and_exit_2(tmp_path, capsys, argv):
    argv = [a.replace("OUT", str(tmp_path)) for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabletop: ") and "Traceback" not in err


def test_cards_export_into_a_file_is_one_line_and_exit_2(tmp_path, capsys):
    target = tmp_path / "cards.png"
    target.write_bytes(b"mine")
    assert main(["cards", "export", "runes", "--out", str(target), "--cards", "bard"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a file" in err
    assert target.read_bytes() == b"mine"


@pytest.mark.parametrize("where", ["folder", "missing_parent"])
def test_cards_sheet_into_a_folder_or_nowhere_is_one_line_and_exit_2(tmp_path, capsys, where):
    out = tmp_path if where == "folder" else tmp_path / "nowhere" / "cards.pdf"
    assert main(["cards", "sheet", "runes", "--out", str(out), "--cards", "bard"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(tmp_path) in err
