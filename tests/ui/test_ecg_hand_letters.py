"""ECG at 1920x1080: the hand's wide tiles wrote most cards' words in 10-11 px letters over an empty picture; now
a hand tile writes them in the largest letters that still show them whole (issue 28, "at 1920 the hand's words are
small")."""
from __future__ import annotations

import pytest

from tabletop.engine.registry import get_game
from tabletop.ui.cards import short_text
from tabletop.ui.shots import midgame_session
from tests.ui.table_scene import show_table


def hand_tile_size(make_app, size, cards: int = 6) -> tuple[int, int]:
    """The size of a hand tile on the table at `size` with `cards` in the hand."""
    from tabletop.games.ecg.view.view_layout import table_layout

    view = show_table(make_app(size=size), midgame_session(get_game("ecg"), seed=11, fraction=0.4))[1].view
    return table_layout(view.rect, 1, 0, cards, view.room).hand[0].size


def drawn_letters(monkeypatch, tile_size, lang) -> dict:
    """{card id: the letter size of its hand tile's words} for every card but the heroes."""
    from tabletop.games.ecg.rules import lookup
    from tabletop.games.ecg.view import view_tile
    from tabletop.ui import card_tile

    sizes: list[int] = []
    plate = short_text._plate

    def noted(words, width, px, max_lines, colour, fill, alpha, height, least):
        pad = short_text._pad(px)
        sizes.append(short_text.fit(words, width - 2 * pad, px, max_lines, None if height is None else height - 2 * pad,
                                    least)[1])
        return plate(words, width, px, max_lines, colour, fill, alpha, height, least)

    monkeypatch.setattr(short_text, "_plate", noted)
    letters = {}
    for card in lookup.all_cards().values():
        if card.kind == "hero":
            continue
        card_tile._tiles.clear()
        short_text._captions.clear()
        sizes.clear()
        view_tile.tile(card, tile_size, lang, None, view_tile.cost_for(card, card.kingdom or "lobo"), hand=True)
        if sizes:
            letters[card.id] = sizes[-1]
    return letters


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hand_at_1920_writes_most_cards_in_letters_of_13_px_or_more_and_few_under_12(make_app, monkeypatch, lang):
    letters = drawn_letters(monkeypatch, hand_tile_size(make_app, (1920, 1080)), lang)
    assert len(letters) > 50 and min(letters.values()) >= 10
    large = sum(1 for px in letters.values() if px >= 13)
    small = sum(1 for px in letters.values() if px <= 11)
    assert large >= 0.75 * len(letters), f"{large} of {len(letters)} at 13 px or more"
    assert small <= len(letters) / 6, f"{small} of {len(letters)} at 10-11 px"  # before: 23 (en) and 30 (es)
