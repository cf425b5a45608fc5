"""Issue 28 §5: 'Continue resumes the game you left last, even if you left before your first move.'"""
from __future__ import annotations

from tabletop.engine.seats import Seat
from tabletop.ui import saves
from tabletop.ui.scenes.table import TableScene


def test_continue_resumes_a_game_left_before_its_first_move(make_app, sessions):
    """'Continue resumes the game you left last, even if you left before your first move.'"""
    app = make_app()
    played = sessions.advance(sessions.make(humans=1), 5)
    played.autosave()  # an older game, five moves in
    fresh = saves.new_session("gnostica", [Seat("human", "Ana"), Seat("bot", "Bot 2", "easy")], 11, {})
    app.open_table(fresh)
    app.go_to_menu()  # left before any move
    assert saves.continue_game(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.game.info.id == "gnostica" and table.port.session.seed == 11 and not table.port.session.actions


def test_a_watched_replay_never_replaces_the_game_to_continue(make_app, sessions):
    """Watching a record is not leaving a game: Continue still opens the game played."""
    app = make_app()
    played = sessions.advance(sessions.make(humans=1), 5)
    played.autosave()
    watched = sessions.make(humans=1, seed=99, autosave=False)
    app.open_table(watched, replay=list(played.actions))
    app.go_to_menu()
    assert saves.continue_game(app)
    assert app.top.port.session.seed == played.seed and len(app.top.port.session.actions) == 5
