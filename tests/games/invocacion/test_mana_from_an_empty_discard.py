"""The Maná an invocation's icons give comes from the discard: with too few cards there, the log says why the seat
takes fewer or none, instead of "Bo takes 0 Mana from the discard" (issue 28 review)."""
from __future__ import annotations

from tabletop.games.invocacion.rules.game import GAME
from tests.games.invocacion.combat_table import empty_table, fight, place

NAMES = ["Ana", "Bo"]


def _mana_lines(discard: int) -> tuple[list, dict[str, list[str]]]:
    """The Maná events of a combat where Bo's Pearl Diver (2 Maná icons) meets a discard of `discard`
    cards, and their log lines in both languages."""
    state = empty_table(2)
    place(state, 0, "rift_hermit")
    place(state, 1, "pearl_diver")
    state.discard = [state.portal.pop() for _ in range(discard)]
    events = [e for e in fight(state) if e.key.startswith("prep.mana")]
    return events, {lang: [GAME.describe_event(e, lang, NAMES) for e in events] for lang in ("en", "es")}


def test_an_empty_discard_says_no_mana_and_why():
    events, lines = _mana_lines(0)
    assert [(e.key, e.params["count"], e.params["wanted"]) for e in events] == [("prep.mana_none", 0, 2)]
    assert lines["en"] == ["Bo takes no Mana (2 due): the discard is empty, and Mana is taken only from the "
                           "discard."]
    assert "descarte está vacío" in lines["es"][0] and " 0 " not in lines["es"][0]


def test_a_short_discard_says_how_many_were_due():
    events, lines = _mana_lines(1)
    assert [(e.key, e.params["count"]) for e in events] == [("prep.mana_some", 1)]
    assert lines["en"][0].startswith("Bo takes 1 Mana from the discard, not 2")
    assert lines["es"][0].startswith("Bo toma 1 de Maná del descarte, no 2")


def test_a_full_discard_keeps_the_plain_line():
    _events, lines = _mana_lines(3)
    assert lines == {"en": ["Bo takes 2 Mana from the discard."], "es": ["Bo toma 2 de Maná del descarte."]}
