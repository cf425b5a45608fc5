"""Gnostica's log says a redraw of no card in plain words (issue 28, the newcomer pass at 1280x720 in Spanish)."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("lang,words", [("en", "Ana discards no card and draws 0."),
                                        ("es", "Ana no descarta ninguna carta y roba 0.")])
def test_gnostica_says_a_redraw_of_nothing_in_plain_words(lang, words):
    """Newcomer pass (1280x720, Spanish): the log read "Ana descarta nada y roba 0."."""
    from tabletop.engine.contract import Event
    from tabletop.engine.registry import get_game
    event = Event("redraw", {"seat": 0, "discarded": [], "count": 0})
    assert get_game("gnostica").describe_event(event, lang, ["Ana", "Bo"]) == words
