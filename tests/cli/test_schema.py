"""Issue 30.3: `tabletop schema GAME` writes a JSON Schema of the card file from the loader's own declarations;
the shipped data validates against it and a broken card does not (checked with the jsonschema package)."""
import importlib
import json

import jsonschema
import pytest
import yaml

from tabletop.cli import main

GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def _schema(game_id, capsys):
    assert main(["schema", game_id]) == 0
    schema = json.loads(capsys.readouterr().out)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _shipped(game_id):
    cards = importlib.import_module(f"tabletop.games.{game_id}.rules.cards")
    return yaml.safe_load(cards.DATA_FILE.read_text(encoding="utf-8")), cards.DATA_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_shipped_card_validates_against_the_generated_schema(game_id, capsys):
    data, _ = _shipped(game_id)
    assert [e.message for e in _schema(game_id, capsys).iter_errors(data)] == []


BROKEN = [
    ("runes", "suits: [moons]", "suits: [mooons]"),
    ("runes", "suits: [moons]", "suit: [moons]"),
    ("invocacion", "- add: {value: {count: invocations", "- ad: {value: {count: invocations"),
    ("invocacion", "{count: invocations, element: fire, times: 2}", "{count: invocatons, element: fire, times: 2}"),
    ("invocacion", "- destroy: {zone: conjuros, of: chosen}", "- destroy: {zone: conjuros, of: chosen, twice: true}"),
    ("invoke", "- lose_gems: {of: drawer, count: 1}", "- lose_gem: {of: drawer, count: 1}"),
    ("invoke", "- discard: {of: drawer, count: 2, random: true}", "- discard: {of: drawer, count: 9, random: true}"),
    ("ecg", '"[x1] madness +2: strength own_troop +2"', '"[x1] madness +2: strenght own_troop +2"'),
    ("ecg", "    answers: on_maneuver\n", "    answers: on_manoeuvre\n"),
]


@pytest.mark.parametrize("game_id, old, new", BROKEN, ids=[f"{g}:{n.strip()[:30]}" for g, _, n in BROKEN])
def test_a_broken_card_does_not_validate(game_id, old, new, capsys):
    _, text = _shipped(game_id)
    assert old in text
    broken = yaml.safe_load(text.replace(old, new, 1))
    assert list(_schema(game_id, capsys).iter_errors(broken))


def test_the_schema_names_every_word_of_the_vocabulary(capsys):
    from tabletop.games.invocacion.rules.effects import ARGUMENTS, BARE, SHORTHANDS
    from tabletop.games.invoke.rules.vocabulary import ABILITY_WORDS, CHAOS_WORDS
    from tabletop.games.ecg.rules.vocabulary import WORDS
    assert main(["schema", "invocacion"]) == 0
    invocacion = capsys.readouterr().out
    assert [w for w in (*ARGUMENTS, *SHORTHANDS, *BARE, "now") if f'"{w}"' not in invocacion] == []
    assert main(["schema", "invoke"]) == 0
    invoke = capsys.readouterr().out
    assert [w for w in (*ABILITY_WORDS, *CHAOS_WORDS) if f'"{w}"' not in invoke] == []
    assert main(["schema", "ecg"]) == 0
    ecg = capsys.readouterr().out
    assert [w for w in WORDS if w not in ecg] == []


def test_schema_writes_a_file_and_refuses_a_place_it_cannot_write(tmp_path, capsys):
    out = tmp_path / "invoke.schema.json"
    assert main(["schema", "invoke", "--out", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["title"] == "Invoke cards"
    assert main(["schema", "invoke", "--out", str(tmp_path / "missing" / "x.json")]) == 2
    assert "cannot write it" in capsys.readouterr().err
