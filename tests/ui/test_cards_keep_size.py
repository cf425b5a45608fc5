"""The table's cards never shrink because the interface size grew (issue 28 §1): at 1280x720 each game's cards are
sized by the window; a larger interface size grows the letters, the panels narrow or their labels wrap instead."""
from __future__ import annotations

import statistics

import pytest

from tabletop.engine.registry import get_game

SCALES = (1.0, 1.5, 2.0)


def card_widths(make_app, game_id: str, scale: float) -> dict[str, float]:
    """Median width of the cards in each kind of place (hand, board...) of a mid-game table at 1280x720."""
    from tabletop.ui import card_tile
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table

    card_tile._tiles.clear()
    app = make_app(size=(1280, 720))
    app.settings.ui_scale = scale
    app.relayout()
    view = show_table(app, midgame_session(get_game(game_id), seed=11, fraction=0.4))[1].view
    kinds: dict[str, list[int]] = {}
    for rect, ref in view.hits:
        if view.hover_card(ref):
            kinds.setdefault(ref.split(":")[0], []).append(rect.width)
    return {kind: statistics.median(widths) for kind, widths in kinds.items()}


@pytest.mark.parametrize("game_id", ["runes", "gnostica", "invocacion", "invoke", "ecg"])
def test_cards_keep_their_width_at_150_and_200_percent(make_app, game_id):
    """'The table's cards never shrink because the interface size grew' (issue 28 §1), measured at 1280x720."""
    at_100, *larger = (card_widths(make_app, game_id, scale) for scale in SCALES)
    assert at_100
    for widths in larger:
        assert widths.keys() == at_100.keys()
        assert {kind: width for kind, width in widths.items() if width < at_100[kind]} == {}
