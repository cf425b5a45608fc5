"""docs/cards/<id>.md shows each word's generated sentence beside it (issue 30.1); the tables stay true."""
import re
from pathlib import Path

import pytest
import yaml

from tabletop.games.ecg.rules.abilities import parse_ability, parse_steps
from tabletop.games.ecg.rules.card_text import _steps_text, sentence_words
from tabletop.games.invocacion.rules.card_text import effect_text
from tabletop.games.invocacion.rules.effects import effect_from_plain
from tabletop.games.invoke.rules.card_text import steps_text
from tabletop.games.invoke.rules.cards import deck

DOCS = Path(__file__).resolve().parents[2] / "docs" / "cards"
_ROW = re.compile(r"^\| `(?P<source>[^`]+)` \| (?P<en>[^|]+) \| (?P<es>[^|]+) \|$")


def _rows(game_id):
    text = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    section = text[text.index("\n## The text each"):]
    rows = [m.groupdict() for m in map(_ROW.match, section.splitlines()) if m]
    assert len(rows) >= 16, game_id
    return rows


def _ecg_steps(words):
    if words == "cancel":
        return parse_ability(words, "play", "on_maneuver", False).steps
    return parse_steps(words, troop=True)


WRITERS = {
    "invocacion": lambda source, lang: effect_text(effect_from_plain(yaml.safe_load(source)), lang),
    "invoke": lambda source, lang: steps_text(deck().cards[source].effect or deck().cards[source].ability, lang),
    "ecg": lambda source, lang: _steps_text(_ecg_steps(source), sentence_words(lang)),
}


@pytest.mark.parametrize("game_id", sorted(WRITERS))
def test_the_docs_show_what_each_word_prints_as_the_code_writes_it(game_id):
    for row in _rows(game_id):
        for lang in ("en", "es"):
            assert row[lang].strip() == WRITERS[game_id](row["source"], lang), (row["source"], lang)
