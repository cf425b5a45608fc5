"""Floating texts, badges, the prompt and hints read at WCAG contrast 4.5:1 or more against what is behind them."""
from __future__ import annotations

import pytest

from tabletop.games.runes.view import table as runes_view
from tabletop.ui.theme import (CREAM, FELT, FLOAT_BACK, FLOAT_BACK_ALPHA, MUTED, PANEL, contrast, fill_for_text, mix,
                               over)

WHITE = (255, 255, 255)
#: the brightest and the usual things a floating text or a badge may stand over
BACKDROPS = {"white": WHITE, "card face": CREAM, "felt": FELT, "gold": (232, 196, 104)}
PILL = {name: over(FLOAT_BACK, FLOAT_BACK_ALPHA, colour) for name, colour in BACKDROPS.items()}
TOP_BAR = over((10, 16, 14), 200, FELT)
PANEL_ON_FELT = over(PANEL, 170, FELT)

FLOATING = {"damage": runes_view.FLOAT_DAMAGE, "heal": runes_view.FLOAT_HEAL, "poison": runes_view.FLOAT_POISON,
            "blocked": MUTED, **{f"{suit} spell": runes_view.float_colour(colour)
                                 for suit, colour in runes_view.SUIT_COLOURS.items()}}


def test_contrast_follows_wcag():
    assert contrast(WHITE, (0, 0, 0)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), WHITE) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", sorted(FLOATING))
def test_floating_text_reads_on_its_pill_over_anything(name):
    for backdrop, pill in PILL.items():
        assert contrast(FLOATING[name], pill) >= 4.5, (name, backdrop, pill)


@pytest.mark.parametrize("suit", sorted(runes_view.SUIT_COLOURS))
def test_effect_badges_read_white_on_their_colour(suit):
    fill = fill_for_text(mix(runes_view.SUIT_COLOURS[suit], (0, 0, 0), 0.15))
    assert contrast(WHITE, fill) >= 4.5


def test_prompt_and_hints_read_on_the_table():
    assert contrast(CREAM, TOP_BAR) >= 4.5 and contrast(MUTED, TOP_BAR) >= 4.5  # the prompt
    assert contrast(MUTED, FELT) >= 4.5  # hints on the felt (menu keys, the Excuse's place)
    assert contrast(MUTED, PANEL_ON_FELT) >= 4.5  # option descriptions in setup
