"""`tabletop validate` as a linter: a code per problem, each problem once, "did you mean …?", --json, --strict."""
import json
import shutil

import pytest

from tabletop.cli import main
from tabletop.data import validate
from tabletop.data.lint import Problem
from tabletop.data.validate import card_data_dir, lint_game


def _broken_copy(tmp_path, game_id, file_name, *edits):
    """A data folder holding `game_id`'s shipped folder with each (old, new) text edit made once."""
    folder = tmp_path / game_id
    shutil.copytree(card_data_dir(game_id), folder)
    path = folder / file_name
    text = path.read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("game_id, file_name, old, new, code, suggestion", [
    ("invocacion", "cards.yaml", "- add: {value: {count: invocations", "- ad: {value: {count: invocations",
     "E-UNKNOWN-WORD", "add"),
    ("invocacion", "cards.yaml", "{count: invocations, element: fire, times: 2}",
     "{count: invocatons, element: fire, times: 2}", "E-BAD-VALUE", "invocations"),
    ("invoke", "cards.yaml", "- lose_gems: {of: drawer, count: 1}", "- lose_gem: {of: drawer, count: 1}",
     "E-UNKNOWN-WORD", "lose_gems"),
    ("invoke", "cards.yaml", "- discard: {of: drawer, count: 2, random: true}",
     "- discard: {of: drawer, cuont: 2, random: true}", "E-UNKNOWN-ARGUMENT", "count"),
    ("ecg", "cards.yaml", '"[x1] madness +2: strength own_troop +2"', '"[x1] madness +2: strenght own_troop +2"',
     "E-UNKNOWN-WORD", "strength"),
    ("runes", "decktet.yaml", "suits: [moons]", "suits: [mooons]", "E-BAD-VALUE", "moons"),
    ("runes", "decktet.yaml", "suits: [moons]", "suit: [moons]", "E-UNKNOWN-FIELD", "suits"),
])
def test_a_typo_is_reported_once_with_its_code_and_the_word_it_most_likely_meant(
        tmp_path, game_id, file_name, old, new, code, suggestion):
    problems = lint_game(game_id, _broken_copy(tmp_path, game_id, file_name, (old, new)))
    typo = [p for p in problems if p.code == code]
    assert len(typo) == 1, problems
    assert typo[0].suggestion == suggestion
    assert typo[0].line is not None and typo[0].file.endswith(file_name)
    assert typo[0].describe().endswith(f"(did you mean {suggestion!r}?)")


def test_a_word_nothing_resembles_gets_no_suggestion(tmp_path):
    root = _broken_copy(tmp_path, "invocacion", "cards.yaml",
                        ("- add: {value: {count: invocations", "- zzqx: {value: {count: invocations"))
    (problem,) = [p for p in lint_game("invocacion", root) if p.code == "E-UNKNOWN-WORD"]
    assert problem.suggestion is None and "did you mean" not in problem.describe()


def test_no_problem_is_ever_repeated(tmp_path):
    root = _broken_copy(tmp_path, "runes", "decktet.yaml", ("suits: [moons]", "suits: [mooons]"),
                        ("suits: [suns]", "suits: [sunz]"))
    problems = lint_game("runes", root)
    assert len(problems) == len(set(problems)) == 2
    assert {p.suggestion for p in problems} == {"moons", "suns"}


def test_json_output_lists_each_problem_with_its_code_severity_and_place(tmp_path, capsys):
    root = _broken_copy(tmp_path, "invocacion", "cards.yaml",
                        ("- add: {value: {count: invocations", "- ad: {value: {count: invocations"))
    assert main(["validate", "invocacion", "--data", str(root), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    (problem,) = report["invocacion"]
    assert problem["code"] == "E-UNKNOWN-WORD" and problem["severity"] == "error"
    assert problem["card"] == "pyre_dancer" and problem["field"] == "effect" and problem["suggestion"] == "add"
    assert isinstance(problem["line"], int)


def test_warnings_fail_validate_only_under_strict(monkeypatch, capsys):
    warning = Problem("W-TEXT-MISMATCH", "text says +5; effect gives +1", "cards.yaml", 3, "some_card", "text")
    monkeypatch.setattr(validate, "lint_game", lambda *args, **kwargs: [warning])
    assert main(["validate", "runes"]) == 0
    assert "runes: 0 error(s), 1 warning(s)" in capsys.readouterr().out
    assert main(["validate", "runes", "--strict"]) == 1


def test_the_shipped_data_is_clean_under_strict(capsys):
    assert main(["validate", "--strict"]) == 0
    assert capsys.readouterr().out.count(": ok") == 5
