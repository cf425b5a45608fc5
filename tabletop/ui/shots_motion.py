"""An animation frame for the screenshots: a card caught in flight along its slide.

The shots run under the dummy video driver, where nothing moves (tabletop.ui.motion): this one
asks for motion (TABLETOP_MOTION=1) while it plays Ana's first hand card (Gnostica's shots give the
position), then advances the table's clock part of the way, so the picture is the same on every run.
"""
from __future__ import annotations

import os

from tabletop.ui import motion

IN_FLIGHT = 0.4  # of the slide's time: its ease-out curve is then past the hand, short of the discard pile


def card_in_flight(app, session) -> None:
    """Ana plays her first hand card in `session`; the window is drawn with that card on its way to where it goes."""
    from tabletop.ui.shots import show_table

    asked = os.environ.get("TABLETOP_MOTION")
    os.environ["TABLETOP_MOTION"] = "1"
    try:
        table = show_table(app, session)
        action = next(a for a in session.legal_actions() if (a.ref or "").startswith("hand:"))
        table.play(action)
        app.frame([], 0.0)  # the table is laid out again: the slide starts and takes the card's picture
        app.frame([], motion.SLIDE_SECONDS * IN_FLIGHT / max(0.01, table.motion_factor(False)))
    finally:
        if asked is None:
            os.environ.pop("TABLETOP_MOTION", None)
        else:
            os.environ["TABLETOP_MOTION"] = asked
