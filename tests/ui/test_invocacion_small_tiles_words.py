"""Invocación's cards say what they do whole on every tile at least 90 px wide that the table lays out (issue 28
§1): at 1280x720 the 8-card hand's 97x77 (now 100x79) tiles ended in "…" ("Every Air…", "Power 10 · no…"), and so
did the low 127x98 discard and the 97x135 area tiles at 1920x1080. A small tile now shows the card's `short` form
from its data where the printed text's first sentence does not fit."""
from __future__ import annotations

import pygame
import pytest

from invocacion_audit import show_table
from tabletop.games.invocacion.rules.cards import DATA_FILE, deck, face_fields, load_deck
from tabletop.games.invocacion.view import shots, view_tile
from tabletop.games.invocacion.view.view_layout import table_layout
from tabletop.ui import card_tile
from tabletop.ui.cards import short_text

WINDOWS = ((1280, 720), (1920, 1080))
HAND_SIZES = range(1, 15)  # a hand of one card up to fourteen (issue 28 §1: "Invocación's 14-card hand")


def laid_out_sizes(view, seats: int) -> dict[tuple[int, int], set[str]]:
    """Every card size the table lays out for `seats` players and hands of 1 to 14 cards: size -> where."""
    sizes: dict[tuple[int, int], set[str]] = {}
    for count in HAND_SIZES:
        lay = table_layout(view.rect, seats, 0, count, view.room)
        places = [(rect.size, f"hand of {count}") for rect in lay.hand]
        places += [(tuple(box.card), f"area of seat {seat}") for seat, box in lay.areas.items()]
        for size, where in places + [(lay.discard.size, "discard")]:
            sizes.setdefault(size, set()).add(where)
    return sizes


@pytest.fixture(scope="module")
def table_sizes():
    """The tile sizes of 2, 3 and 4 seats at 1280x720 and 1920x1080, each with where it lies."""
    from tabletop.ui.app import App

    session = shots.table_session(2, late=False)
    found: dict[tuple, dict] = {}
    for window in WINDOWS:
        _app, table = show_table(App(size=window), session)
        found[window] = {seats: laid_out_sizes(table.view, seats) for seats in (2, 3, 4)}
        pygame.display.quit()
    return found


def test_the_measured_sizes_hold_the_small_tiles_of_the_issue(table_sizes):
    """The 8-card hand at 1280x720 lies on low tiles about 100x79; 1920x1080 has its low discard and narrow area
    tiles: the sizes below are those the table uses, not guessed ones."""
    hand_of_8 = [size for size, where in table_sizes[(1280, 720)][2].items() if "hand of 8" in where]
    assert hand_of_8 and all(90 <= w <= 110 and h < 90 for w, h in hand_of_8), hand_of_8
    wide = {size for seats in table_sizes[(1920, 1080)].values() for size in seats if size[0] >= 90}
    assert any(h < w for w, h in wide) and any(h > w for w, h in wide), wide


@pytest.mark.parametrize("window", WINDOWS, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_cards_words_read_whole_on_every_tile_of_90_px_and_more(make_app, table_sizes, window, lang):
    """Each card of the set, on each tile size of at least 90 px the table uses (hands of 1 to 14 cards, every
    area, the discard, at 2 to 4 seats), shows one of its forms whole: never "…"."""
    make_app()
    sizes = {size: min(where) for seats in table_sizes[window].values() for size, where in seats.items()
             if short_text.shows_text(size[0])}
    assert sizes
    cut = []
    for size, where in sorted(sizes.items()):
        for card in deck().cards.values():
            short_text.forget_shown()
            card_tile._tiles.clear()  # drawn afresh: a kept tile notes no caption
            view_tile.tile(card, size, lang, None)
            shown = [words for words, _rect in short_text.SHOWN]
            if short_text.CUT or not shown or shown[-1] not in view_tile.word_forms(card, lang):
                cut.append((card.id, size, where))
    assert not cut, f"{len(cut)} cut, e.g. {cut[:6]}"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_short_form_is_shorter_than_the_text_it_stands_for(lang):
    """A card's `short` (its words for small tiles) is given only with an effect text, and is shorter than that
    text's first sentence: the long form is shown wherever it fits."""
    for card in load_deck(DATA_FILE).cards.values():
        forms = view_tile.word_forms(card, lang)
        assert len(forms) == len(set(forms)) and forms == sorted(forms, key=len, reverse=True), (card.id, forms)
        if card.short:
            assert card.text and short_text.card_short(face_fields(card), lang) == forms[-1], card.id
