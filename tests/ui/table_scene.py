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
