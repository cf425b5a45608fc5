"""The results panel shows a number that means something in the game: Rune Duel's "Score 0 / 1" (only who won)
became each mage's life left under "Life left" / "Vida restante" (issue 28 review); other games keep their scores."""
from __future__ import annotations

import pytest

from tabletop.ui.i18n import set_language
from tabletop.ui.scenes import results as results_module
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.test_screens import drawn_texts, finished


def _results(app, game_id: str):
    """The results panel of a finished two-seat game of `game_id`, drawn once."""
    session = finished(game_id)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    results = ResultsScene(app, table)
    app.push(results)
    return session, results


@pytest.mark.parametrize("lang, heading", [("en", "Life left"), ("es", "Vida restante")])
def test_rune_duel_results_show_each_mages_life_left(make_app, monkeypatch, lang, heading):
    app = make_app()
    app.settings.language = lang
    set_language(lang)
    shown = drawn_texts(monkeypatch, results_module)
    session, results = _results(app, "runes")
    app.frame([], 0.02)
    life = [max(0, value) for value in session.full_state_unsafe_for_bots().life]
    assert results.numbers(session.result()) == (heading, life)
    assert heading in shown and "Score" not in shown and "Puntos" not in shown
    assert [str(value) for value in life] == [text for text in shown if text.isdigit()][-2:]


def test_a_game_with_its_own_score_keeps_the_score_column(make_app, monkeypatch):
    app = make_app()
    set_language("en")
    session, results = _results(app, "gnostica")
    assert results.numbers(session.result()) == ("Score", list(session.result().scores))
