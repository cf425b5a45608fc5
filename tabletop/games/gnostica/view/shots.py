"""Gnostica positions for screenshots: The World's chooser, a challenge to confirm, a card in flight to the board.

The first two are written positions (a board and hands), the third a seeded mid-game, so the pictures
stay the same from run to run.
"""
from __future__ import annotations

from tabletop.engine.session import Session

MOTION_SEED = 12  # a mid-game position where Ana's first hand card slides to the board


def game():
    """Gnostica's rules."""
    from tabletop.games.gnostica.rules.game import GAME
    return GAME


def gnostica_position(board: dict, hands=(), mode: str | None = None) -> Session:
    """A two-seat Gnostica session, Ana to move; `board` maps "x,y" to (card, [[owner, size, orient], ...])."""
    from tabletop.ui.shots import written_session

    data = {"seats": 2, "current": 0, "hands": [list(h) for h in hands] + [[]] * (2 - len(hands)), "discard": [],
            "board": {cell: {"card": card, "pieces": pieces} for cell, (card, pieces) in board.items()},
            "options": {}}
    return written_session("gnostica", data, mode)


def motion_session() -> Session:
    """The mid-game position of the animation frame (ui/shots_motion.py)."""
    from tabletop.ui.shots import midgame_session

    return midgame_session(game(), seed=MOTION_SEED)


def screenshots(app) -> list:
    """Gnostica's own shots for ui/shots.py: (name, what puts it on `app`, frames to settle)."""
    from tabletop.ui.shots_motion import card_in_flight

    return [("table-gnostica-world", lambda: _world_chooser(app), 60),
            ("table-gnostica-challenge", lambda: _challenge(app), 60),
            ("table-motion", lambda: card_in_flight(app, motion_session()), 0)]  # drawn as it is: no frames after it


def _world_chooser(app) -> None:
    """Ana activates The World: its 21 majors in the chooser."""
    import pygame

    from tabletop.ui.shots import settle, show_table

    table = show_table(app, gnostica_position({"0,0": ("major_21_world", [[0, 1, "E"]]),
                                               "1,0": ("wands_05_five", [[1, 2, "N"]]),
                                               "0,1": ("cups_03_three", [])},
                                              hands=[["cups_12_knight", "major_13_death"]]))
    table.choose_ref("cell:0,0")
    settle(app, 5)
    group = next(what for _b, what in table.actionbar.buttons if isinstance(what, tuple) and what[0] == "group")
    table.actionbar.activate(group)
    for _ in range(4):
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))


def _challenge(app) -> None:
    """Ana may challenge at 4 of 9: the confirmation states what is at stake."""
    from tabletop.ui.shots import show_table

    table = show_table(app, gnostica_position({"0,0": ("swords_02_two", [[0, 1, "E"]]),
                                               "1,0": ("major_13_death", [[0, 2, "N"]])}, mode="end"))
    table.actionbar.activate(next(what for _b, what in table.actionbar.buttons if str(what) == "challenge"))
