"""layout.yaml validation: bad fixtures name file, line, box and field."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.data.layout import layout_errors, load_layout, parse_colour
from tabletop.ui.cards import icons

ROOT = Path(__file__).resolve().parents[2]
BAD = ROOT / "tests" / "data" / "layout"

# fixture -> (line, pieces every message for that fixture must contain)
EXPECTED = {
    "unknown_field.yaml": (9, ["box 'title'", "field 'colr'", "unknown field"]),
    "wrong_type.yaml": (14, ["box 'title'", "field 'size'", "expected a number", "'big'"]),
    "unknown_font.yaml": (9, ["box 'title'", "field 'font'", "comic-sans"]),
    "box_outside.yaml": (9, ["box 'art'", "field 'rect'", "outside the card"]),
    "bad_colour.yaml": (8, ["box 'frame'", "field 'fill'", "not a colour"]),
    "unknown_palette.yaml": (8, ["box 'suits'", "field 'field'", "elements"]),
    "duplicate_box.yaml": (9, ["box 'art'", "duplicate box name", "line 8"]),
    "syntax_error.yaml": (9, ["YAML syntax error"]),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_layout_names_file_line_box_and_field(name):
    line, pieces = EXPECTED[name]
    errors = layout_errors(BAD / name, icons.names())
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{BAD / name}:{line}: "), errors[0]
    for piece in pieces:
        assert piece in errors[0]


def test_every_problem_is_reported_at_once():
    errors = layout_errors(BAD / "unknown_icon_and_kind.yaml", icons.names())
    assert any(":4:" in e and "unknown icon 'crescent-moon'" in e and "field 'icon'" in e for e in errors)
    assert any(":7:" in e and "box 'kind'" in e and "hexagon" in e for e in errors)


def test_every_fixture_is_covered():
    assert {p.name for p in BAD.glob("*.yaml")} == set(EXPECTED) | {"unknown_icon_and_kind.yaml"}


@pytest.mark.parametrize("game", [p.parent.name for p in sorted((ROOT / "card_data").glob("*/layout.yaml"))])
def test_shipped_layouts_are_valid(game):
    path = ROOT / "card_data" / game / "layout.yaml"
    assert layout_errors(path, icons.names()) == []
    layout = load_layout(path)
    assert layout.front and layout.back


def test_runes_layout_values():
    layout = load_layout(ROOT / "card_data" / "runes" / "layout.yaml")
    assert layout.size_mm == (63.0, 88.0)
    assert set(layout.palettes["suits"]) == {"moons", "suns", "waves", "leaves", "wyrms", "knots"}
    assert layout.ranks["crown"] == "{crown}"
    names = [b.name for b in layout.front]
    assert {"art", "rank", "suits", "name"} <= set(names)


def test_colours():
    assert parse_colour("#ff0000") == (255, 0, 0, 255)
    assert parse_colour("#f00") == (255, 0, 0, 255)
    assert parse_colour("#00ff0080") == (0, 255, 0, 128)
    assert parse_colour("ink", {"ink": (1, 2, 3, 255)}) == (1, 2, 3, 255)
    assert parse_colour([1, 2, 3]) == (1, 2, 3, 255)
    assert parse_colour("red") is None
    assert parse_colour("#12345") is None


def test_when_conditions():
    from tabletop.data.layout import when_matches
    card = {"arcana": "major", "suits": ["moons", "suns"], "text": ""}
    assert when_matches(None, card)
    assert when_matches("arcana", card) and not when_matches("text", card)
    assert when_matches("!text", card) and not when_matches("!arcana", card)
    assert when_matches("arcana=major", card) and when_matches("arcana=MAJOR", card)
    assert not when_matches("arcana!=major", card) and when_matches("arcana!=minor", card)
    assert when_matches("suits=suns", card) and not when_matches("suits=knots", card)
    assert not when_matches("suit=cups", card) and when_matches("suit!=cups", card)


def test_gnostica_labels_and_fallback_palettes():
    layout = load_layout(ROOT / "card_data" / "gnostica" / "layout.yaml")
    assert layout.size_mm == (70.0, 120.0)
    boxes = {b.name: b for b in layout.front}
    assert boxes["numeral"].labels["21"] == "XXI"
    assert boxes["rank"].labels["14"] == {"en": "K", "es": "R"}
    assert boxes["badge"].fields == ("suit", "arcana")
    assert boxes["art"].colour_by == ("suit", "arcana")
