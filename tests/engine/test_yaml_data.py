"""YAML loading: safe, and every error names file, line, card and field."""
import pytest

from tabletop.data import DataError, DataErrors, Field, load_records, parse_yaml

FIELDS = {"id": Field(), "name": Field("text"), "rank": Field("int", minimum=1, maximum=9),
          "suits": Field("strlist", choices=("Moons", "Suns"), required=False, default=[])}


def write(tmp_path, text):
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    return path


def test_good_file_loads_with_lines(tmp_path):
    path = write(tmp_path, "cards:\n  - id: a\n    name: {en: A, es: A}\n    rank: 2\n")
    _, records = load_records(path, "cards", FIELDS)
    assert records == [{"id": "a", "name": {"en": "A", "es": "A"}, "rank": 2, "suits": [], "_line": 2}]


def test_wrong_type_names_file_line_card_and_field(tmp_path):
    path = write(tmp_path, "cards:\n  - id: a\n    name: A\n    rank: two\n")
    with pytest.raises(DataErrors) as info:
        load_records(path, "cards", FIELDS)
    assert str(info.value) == f"{path}:4: card 'a': field 'rank': expected a whole number, got a string"


def test_unknown_field_and_bad_choice_are_both_reported(tmp_path):
    path = write(tmp_path, "cards:\n  - id: a\n    name: A\n    rank: 1\n    colour: red\n"
                           "  - id: b\n    name: B\n    rank: 1\n    suits: [Moon]\n")
    with pytest.raises(DataErrors) as info:
        load_records(path, "cards", FIELDS)
    text = str(info.value)
    assert f"{path}:5: card 'a': field 'colour': unknown field" in text
    assert f"{path}:9: card 'b': field 'suits': 'Moon' is not one of: Moons, Suns" in text


def test_duplicate_id_is_reported(tmp_path):
    path = write(tmp_path, "cards:\n  - {id: a, name: A, rank: 1}\n  - {id: a, name: A, rank: 2}\n")
    with pytest.raises(DataErrors, match=r":3: card 'a': field 'id': duplicate id \(first defined on line 2\)"):
        load_records(path, "cards", FIELDS)


def test_syntax_error_names_the_line():
    with pytest.raises(DataError, match=r"^f.yaml:3: YAML syntax error"):
        parse_yaml("a: 1\nb: [1, 2\nc: 3\n", "f.yaml")


def test_python_tags_are_refused_not_executed():
    with pytest.raises(DataError, match="unsupported tag"):
        parse_yaml("x: !!python/object/apply:os.system ['echo hi']", "f.yaml")


def test_missing_language_is_reported(tmp_path):
    path = write(tmp_path, "cards:\n  - id: a\n    name: {en: A}\n    rank: 1\n")
    with pytest.raises(DataErrors, match="missing language"):
        load_records(path, "cards", FIELDS)
