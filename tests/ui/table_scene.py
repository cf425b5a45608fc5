"""Shared by UI tests and audit scripts: put a session's table on screen and draw it a few frames."""
from __future__ import annotations


def show_table(app, session):
    """`app` showing `session`'s table (the menu beneath it), drawn three frames; returns (app, table)."""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    for _ in range(3):
        app.update(0.02)
        app.draw()
    return app, table


def still_table(app, game_id: str, seats: int, options: dict, seed: int):
    """The table of a new game (seat 0 a human, easy bots elsewhere that do not move by themselves), drawn."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session

    session = Session(get_game(game_id), [Seat("human", "Ana")] + [Seat("bot", f"B{i}", "easy")
                                                                    for i in range(1, seats)], seed, options)
    session.autosave_path = None
    _app, table = show_table(app, session)
    table.auto = table.playing = False
    return table


def layer_bytes(table) -> bytes:
    """The table's kept layer after drawing a frame, as RGB bytes (to compare two ways of painting it)."""
    import pygame

    table.app.draw()
    return pygame.image.tobytes(table._layer, "RGB")
