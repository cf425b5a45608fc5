"""Screens a newcomer reads: the results reason, prompts, settings sizes, scaling, curtain timing."""
from __future__ import annotations

import random

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table import TableScene


def finished(game_id: str, seed: int = 0) -> Session:
    """A random game of `game_id` between Ana and Bruno, played to its end."""
    session = Session(get_game(game_id), [Seat("human", "Ana"), Seat("human", "Bruno")], seed)
    chooser = random.Random(seed)
    while not session.is_over():
        legal = session.legal_actions()
        session.play(legal[chooser.randrange(len(legal))])
    return session


def test_results_reason_names_the_winner_instead_of_a_placeholder(make_app, monkeypatch):
    from tabletop.ui.scenes import results as results_module

    shown = []
    real_blit = results_module.blit_text
    monkeypatch.setattr(results_module, "blit_text", lambda surface, fonts, text, *a, **k: (
        shown.append(text), real_blit(surface, fonts, text, *a, **k))[1])
    app = make_app()
    for game_id in ("gnostica", "runes"):
        session = finished(game_id)
        table = TableScene(app, session)
        app.reset_to(MenuScene(app), table)
        results = ResultsScene(app, table)
        app.push(results)
        shown.clear()
        app.frame([], 0.02)
        winner = session.names[session.result().winners[0]]
        assert shown and not [text for text in shown if "{" in text], (game_id, shown)
        assert sum(winner in text for text in shown) >= 3, (game_id, shown)  # headline, reason, score row
