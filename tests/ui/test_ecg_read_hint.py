"""ECG at 1280x720: the table's tiles are narrower than the 90 px that shows a card's words, so the centre strip
says how to read them (point at one, or hold Z), whole, in English and Spanish; where the tiles show their words,
it says nothing."""
from __future__ import annotations

import pytest

from tabletop.engine.registry import get_game
from tabletop.ui.cards import short_text
from tabletop.ui.i18n import set_language
from tabletop.ui.shots import midgame_session
from tests.ui.table_scene import show_table

HINTS = {"en": "The cards on the table are too small for their words: point at one, or hold Z, to read it.",
         "es": "Las cartas de la mesa son demasiado pequeñas para su texto: señala una, o mantén Z, para leerla."}


def strip_words(make_app, size, lang):
    """(the strip's lines, the strip's rect, the table's card width, the context) of a mid-game ECG table."""
    app = make_app(size=size)
    app.settings.language = lang
    set_language(lang)
    _app, table = show_table(app, midgame_session(get_game("ecg"), seed=11, fraction=0.4))
    ctx, obs = table.context(), table.observation()
    return table.view.strip_lines(obs, ctx), table.view.lay.strip, table.view.lay.card[0], ctx


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_strip_says_how_to_read_table_cards_too_narrow_for_words(make_app, lang):
    lines, strip, card_width, ctx = strip_words(make_app, (1280, 720), lang)
    assert not short_text.shows_text(card_width)
    words = [line[0] for line in lines]
    assert HINTS[lang] in words
    points = 12 if ctx.fonts.get(12, True).get_linesize() * len(lines) <= strip.height - ctx.px(6) else 10
    assert ctx.fonts.get(points, True).size(HINTS[lang])[0] <= strip.width - ctx.px(28)  # whole on its line


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_hint_where_the_table_cards_show_their_words(make_app, lang):
    lines, _strip, card_width, _ctx = strip_words(make_app, (1920, 1080), lang)
    assert short_text.shows_text(card_width) and HINTS[lang] not in [line[0] for line in lines]
