"""Conformance of every registered game's data: `tabletop validate` reads every file in card_data/<id>/.

A game's data folder is copied to a temporary folder; each data file in turn is broken and
`tabletop validate <id> --data <copy>` must fail (exit 1) naming that file and a line.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.data.validate import card_data_dir
from tabletop.engine.registry import game_ids

GAMES = game_ids()
_FIRST_RECORD = re.compile(r"^(\s*)- id:.*$", re.MULTILINE)


@pytest.fixture
def data_copy(tmp_path, request):
    """(game id, card data root holding a private copy of the game's folder, the copied files)."""
    game_id = request.param
    source = card_data_dir(game_id)
    if not source.is_dir():
        pytest.skip(f"{game_id} has no card data")
    shutil.copytree(source, tmp_path / game_id)
    files = sorted(p for p in (tmp_path / game_id).rglob("*") if p.suffix in (".yaml", ".yml"))
    return game_id, tmp_path, files


def validate_copy(game_id: str, root: Path, capsys) -> tuple[int, str]:
    """Exit status and output of `tabletop validate` on the copy."""
    capsys.readouterr()
    status = main(["validate", game_id, "--data", str(root)])
    return status, capsys.readouterr().out


@pytest.mark.parametrize("data_copy", GAMES, indirect=True)
def test_a_syntax_error_in_any_data_file_fails_validate_naming_the_file_and_line(data_copy, capsys):
    game_id, root, files = data_copy
    assert files, f"{game_id}: no YAML in its card data folder"
    assert validate_copy(game_id, root, capsys) == (0, f"{game_id}: ok\n")
    for path in files:
        good = path.read_text(encoding="utf-8")
        path.write_text(good + "\nbroken: [unclosed, list\n", encoding="utf-8")
        status, out = validate_copy(game_id, root, capsys)
        assert status == 1, f"{path.name}: a syntax error passed validate"
        assert re.search(rf"{re.escape(str(path))}:\d+: E-YAML: YAML syntax error", out), out
        path.write_text(good, encoding="utf-8")


@pytest.mark.parametrize("data_copy", GAMES, indirect=True)
def test_every_card_file_is_checked_by_the_games_own_schema(data_copy, capsys):
    game_id, root, files = data_copy
    card_files = [p for p in files if _FIRST_RECORD.search(p.read_text(encoding="utf-8"))]
    assert card_files, f"{game_id}: no card records found in its data folder"
    for path in card_files:
        good = path.read_text(encoding="utf-8")
        first = _FIRST_RECORD.search(good)
        line = good[:first.end()].count("\n") + 2
        path.write_text(good[:first.end()] + f"\n{first.group(1)}  zz_not_a_field: 1" + good[first.end():],
                        encoding="utf-8")
        status, out = validate_copy(game_id, root, capsys)
        assert status == 1, f"{path.name}: an unknown field passed validate (is the file checked by the game?)"
        assert f"{path}:{line}:" in out and "zz_not_a_field" in out, out
        path.write_text(good, encoding="utf-8")

