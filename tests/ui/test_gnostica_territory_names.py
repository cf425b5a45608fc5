"""A Gnostica territory's words never hide its name: at 1920x1080 the plate of a Wands or Swords territory covered
the printed name, so a log line ("The Lovers on -1,0 is worth 3") could be matched only by coordinates (issue 28
review). A plate over the printed name now ends with the name, in both languages."""
from __future__ import annotations

import pytest

from tabletop.games.gnostica.view.table import NAME_BAND
from tabletop.games.gnostica.rules.messages import card_name
from tabletop.ui.cards import short_text, whole_caption
from tests.ui.test_gnostica_newcomer import first_turn_table, territory_rects


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_territory_plate_over_the_printed_name_ends_with_the_name(make_app, lang, seed):
    whole_caption.SHOWN.clear()
    short_text.forget_shown()
    _app, table = first_turn_table(make_app, (1920, 1080), lang, seed)
    view = table.view
    plates = {tuple(card): (lines, plate) for lines, _px, plate, card in whole_caption.SHOWN}
    covered = 0
    for pos, rect in territory_rects(view).items():
        card = rect.move(-view.board.x, -view.board.y)  # the board is drawn in a layer
        lines, plate = plates[tuple(card)]
        name_top, name_bottom = (card.y + card.height * edge for edge in NAME_BAND)
        if plate.top < name_bottom and plate.bottom > name_top:
            covered += 1
            name = card_name(view.obs.card_at(pos), lang)
            assert " ".join(lines).endswith(name), (pos, lines, name)
    assert covered  # the long powers (Move, Attack) do cover it at 1920
