"""Invocación's hand tiles at 1280x720 read their words whole (issue 28: "a card at least 90 px wide shows its
effect's short form"): "+1 de Poder por cada invocación de Fuego en juego." ended in "…" on the 151x122 and 163x123
hand tiles; the row of marks (or the Poder disc) now gives the words the room of a third line."""
from __future__ import annotations

import pytest

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.view import view_tile
from tabletop.ui.cards import short_text


@pytest.mark.parametrize("size", [(151, 122), (163, 123), (180, 140)])
def test_every_cards_words_read_whole_on_a_hand_tile(make_app, size):
    """Every card, both languages: its caption drawn and never cut; the Poder disc and the Support chip still
    marked."""
    make_app()
    short_text.forget_shown()
    for card in deck().cards.values():
        for lang in ("en", "es"):
            view_tile.tile(card, size, lang, None)
            kinds = {kind for _rect, kind in view_tile.tile_marks(card, size, lang, None)}
            assert {"power", "support"} <= kinds, (card.id, lang)
    assert short_text.SHOWN and not short_text.CUT, list(short_text.CUT)[:5]


def test_short_text_whole_agrees_with_the_caption(make_app):
    """`whole` says beforehand what `caption` then shows: cut exactly when it says not whole."""
    import pygame
    make_app()
    words = "+1 de Poder por cada invocación de Fuego en juego."
    for top in range(40, 100, 3):
        short_text.forget_shown()
        short_text.caption(pygame.Surface((163, 123)), pygame.Rect(0, 0, 163, 123), words, bottom=110, top=top,
                           inset=0.06)
        shown = bool(short_text.SHOWN)
        assert short_text.whole(words, 163, top, 110, 0.06) == (shown and not short_text.CUT), top


@pytest.mark.parametrize("size", [(93, 75), (93, 98), (90, 72), (96, 80), (110, 88), (127, 98), (93, 130), (97, 135)])
def test_a_crowded_tiles_marks_never_touch(make_app, size):
    """'a crowded tile's sacrifice number can touch its Poder disc (Forge Titan at 93 px)': on every tile of every
    card the Poder disc, the Support chip and the sacrifice marks lie apart, inside the tile, and the disc is at
    least 16 px across (two digits readable)."""
    import pygame
    make_app()
    for card in deck().cards.values():
        for lang in ("en", "es"):
            marks = view_tile.tile_marks(card, size, lang, None)
            assert all(pygame.Rect((0, 0), size).contains(rect) for rect, _kind in marks), (card.id, lang)
            for k, (rect, kind) in enumerate(marks):
                assert not any(rect.colliderect(other) for other, _ in marks[k + 1:]), (card.id, lang, kind)
            disc = next(rect for rect, kind in marks if kind == "power")
            if size[1] >= 90:
                assert disc.width >= 2 * view_tile.DISC_LEAST, (card.id, lang, disc)


@pytest.mark.parametrize("size", [(236, 182), (351, 270)])
def test_a_wide_hand_tiles_poder_disc_grows_with_it(make_app, size):
    """A hand of one to four cards at 1920x1080 lies on wide tiles whose Poder disc stayed 20 px ("Fénix Ascendente"
    on a 351x270 tile, played in Spanish): the disc is now at least a twelfth of the tile's width."""
    make_app()
    for card_id in ("phoenix_ascendant", "stone_choir", "frontier_lord"):
        marks = view_tile.tile_marks(deck()[card_id], size, "es", None)
        disc = next(rect for rect, kind in marks if kind == "power")
        assert disc.width >= size[0] // 12, (card_id, disc)
