"""The Spanish rules documents: the reader finds them, and they stay in step with the English ones."""
from __future__ import annotations

import re

import pytest

from tabletop import paths
from tabletop.ui import markdown

GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def _level2(text: str) -> list[str]:
    """The level-2 headings (`## ...`) of a document."""
    return [line for line in text.splitlines() if re.match(r"^##\s", line)]


def _interpretations(text: str) -> list[int]:
    """The numbers of the numbered items under the `## Interpret...` heading (English or Spanish)."""
    numbers: list[int] | None = None
    for line in text.splitlines():
        if re.match(r"^##\s", line):
            if numbers is not None:
                break
            if re.match(r"^##\s+Interpret", line):
                numbers = []
        elif numbers is not None and (m := re.match(r"^(\d+)\.\s", line)):
            numbers.append(int(m.group(1)))
    assert numbers, "no interpretations section"
    return numbers


@pytest.mark.parametrize("game_id", GAMES)
def test_spanish_rules_doc_is_found(game_id):
    assert paths.rules_doc(game_id, "es").name == f"{game_id}.es.md"
    assert paths.rules_doc(game_id, "en").name == f"{game_id}.md"


@pytest.mark.parametrize("game_id", GAMES)
def test_spanish_rules_doc_matches_english(game_id):
    en = paths.rules_doc(game_id, "en").read_text(encoding="utf-8")
    es = paths.rules_doc(game_id, "es").read_text(encoding="utf-8")
    assert len(_level2(es)) == len(_level2(en))
    assert _interpretations(es) == _interpretations(en) == list(range(1, len(_interpretations(en)) + 1))
    rows = lambda text: [len(b.rows) for b in markdown.parse(text) if b.kind == "table"]  # noqa: E731
    assert rows(es) == rows(en)


@pytest.mark.parametrize("game_id", GAMES)
def test_spanish_rules_doc_notes_its_reference(game_id):
    es = paths.rules_doc(game_id, "es").read_text(encoding="utf-8")
    first = es.splitlines()[0]
    assert first.startswith(">") and f"docs/rules/{game_id}.md" in first
    # the note is a quote, so the setup screen's blurb (first paragraph) is still the game's description
    blurb = next(b.text for b in markdown.parse(es) if b.kind == "p")
    assert "docs/rules" not in blurb


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_shown_in_the_app_name_no_source_file(game_id, lang):
    """The reader shows these pages to players: they speak of rules and bots, never of modules."""
    text = paths.rules_doc(game_id, lang).read_text(encoding="utf-8")
    assert re.findall(r"\b\w+\.py\b|tabletop/\w+", text) == []
