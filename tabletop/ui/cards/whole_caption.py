"""A card's words drawn whole on the card, never cut: phrases (a Rune Duel card's spells per suit, a Gnostica
card's power) each starting a line.

The shared caption (tabletop.ui.cards.short_text) keeps to three lines and ends in "…" when the words do not
fit; here the plate grows upwards over the picture (never over the card's number, where the caller says where it
ends), the letters shrink down to MIN_PX, and only then the plate covers the card's name too, which it then
repeats as its last line. Every caption drawn is noted in `SHOWN` (tests read it).
"""
from __future__ import annotations

from collections import OrderedDict, deque
from typing import Sequence

import pygame

from tabletop.ui.card_tile import pixel_font
from tabletop.ui.cards import short_text
from tabletop.ui.lru import remembered
from tabletop.ui.theme import CREAM, GOLD, INK

MIN_PX = 10  # the smallest letters of a caption
ABOVE_NAME = 0.8  # the plate's bottom by default, as a fraction of the card's height: the name stays visible below
#: (lines, pixel size, plate rect, card rect) of the captions drawn lately (since `SHOWN.clear()`)
SHOWN: deque = deque(maxlen=2000)
#: plates made (`draw`), by words and card size; at most PLATES_KEPT, the least recently drawn go first
_PLATES: OrderedDict = OrderedDict()
PLATES_KEPT = 400


def wrap_groups(groups: Sequence[str], width: int, px: int) -> list[list[str]] | None:
    """Each phrase word-wrapped to `width` pixels at `px`, on lines of its own (None: a word is wider than a
    line)."""
    font = pixel_font(px)
    wrapped: list[list[str]] = []
    for group in groups:
        lines: list[str] = []
        for word in group.split():
            if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
                lines[-1] = f"{lines[-1]} {word}"
            elif font.size(word)[0] <= width:
                lines.append(word)
            else:
                return None
        wrapped.append(lines)
    return wrapped


def _pad(px: int) -> int:
    return max(2, px // 4)


def _gap(px: int) -> int:
    """Room between two phrases (suits)."""
    return max(2, px // 3)


def layout(groups: Sequence[str], card: pygame.Rect, above: float = ABOVE_NAME,
           below: float = 0.0) -> tuple[list[list[str]], int, pygame.Rect] | None:
    """(lines of each phrase, pixel size, plate rect) of the phrases on `card`: the largest letters whose lines
    fit between `below` and `above` (fractions of the card's height: its number above, its name below); else the
    smallest ones edge to edge, then over the name too, then across the card's whole face (its number last); None
    when even that does not fit."""
    margin = max(2, round(card.width * 0.05))
    name_top = card.y + int(card.height * above)
    ceiling = card.y + int(card.height * below)
    sizes = range(max(short_text.caption_px(card.width), MIN_PX), MIN_PX - 1, -1)
    tries = [(px, margin, _pad(px), name_top, ceiling) for px in sizes]
    tries += [(MIN_PX, 0, 1, name_top, ceiling), (MIN_PX, margin, _pad(MIN_PX), card.bottom - margin, ceiling),
              (MIN_PX, 0, 1, card.bottom, ceiling), (MIN_PX, 0, 1, card.bottom, card.y)]
    for px, side, pad, bottom, top in tries:
        width = card.width - 2 * side
        wrapped = wrap_groups(groups, width - 2 * pad, px)
        if wrapped is None:
            continue
        height = _height(wrapped, px) + 2 * pad
        if bottom - height >= max(card.y + side, top):
            return wrapped, px, pygame.Rect(card.x + side, bottom - height, width, height)
    return None


def _covers_name(plate: pygame.Rect, card: pygame.Rect, name_top: int,
                 name_band: tuple[float, float] | None) -> bool:
    """True when `plate` lies over the card's printed name: under `name_top`, or across `name_band`."""
    if name_band is None:
        return plate.bottom > name_top
    return plate.top < card.y + card.height * name_band[1] and plate.bottom > card.y + card.height * name_band[0]


def _height(wrapped: list[list[str]], px: int) -> int:
    """The height of the phrases' lines, a gap between phrases."""
    return sum(map(len, wrapped)) * pixel_font(px).get_linesize() + (len(wrapped) - 1) * _gap(px)


def draw(surface: pygame.Surface, card: pygame.Rect, groups: Sequence[str], above: float = ABOVE_NAME,
         fuller: Sequence[str] = (), below: float = 0.0, name: str = "",
         name_band: tuple[float, float] | None = None) -> pygame.Rect | None:
    """Draw the phrases on `card` (at least short_text.MIN_WIDTH wide; see `layout`), or the `fuller` ones instead
    when they fit between `below` and `above`; a plate that must cover the card's name (under `above`, or over
    `name_band`: where the card prints it, as fractions of its height) ends with `name` (in gold) where there is
    room, so the name still reads. Returns the plate's rect, or None.

    A plate is made once per words and card size (its place on a card does not depend on where the card lies) and
    kept: a repaint of the table blits it again."""
    if not groups or not short_text.shows_text(card.width):
        return None
    key = (tuple(groups), tuple(fuller), card.size, above, below, name, name_band)
    made = remembered(_PLATES, key, lambda: (_plate(card.size, groups, above, fuller, below, name, name_band),),
                      PLATES_KEPT)[0]
    if made is None:
        return None
    layer, lines, px, place, said = made
    plate = place.move(card.topleft)
    surface.blit(layer, plate)
    SHOWN.append((list(lines), px, plate, pygame.Rect(card)))
    short_text.SHOWN.append((said, plate))
    return plate


def _plate(size: tuple[int, int], groups: Sequence[str], above: float, fuller: Sequence[str], below: float,
           name: str, name_band: tuple[float, float] | None) -> tuple[pygame.Surface, list[str], int, pygame.Rect,
                                                                      str] | None:
    """The plate of `draw` on a card of `size` at (0, 0): (its picture, its lines, pixel size, place, the phrases it
    says), or None when none fits."""
    card = pygame.Rect((0, 0), size)
    name_top = card.y + int(card.height * above)
    placed = layout(fuller, card, above, below) if fuller else None
    if placed is not None and placed[2].bottom <= name_top:
        groups = fuller
    else:
        placed = layout(groups, card, above, below)
    if placed is None:
        return None
    named = False
    if name and _covers_name(placed[2], card, name_top, name_band):
        with_name = layout([*groups, name], card, above, below)
        if with_name is not None:
            placed, named = with_name, True
    wrapped, px, plate = placed
    font = pixel_font(px)
    layer = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*INK, 215), layer.get_rect(), border_radius=max(2, px // 3))
    y = (plate.height - _height(wrapped, px)) // 2
    for k, lines in enumerate(wrapped):
        colour = GOLD if named and k == len(wrapped) - 1 else CREAM
        for line in lines:
            label = font.render(line, True, colour)
            layer.blit(label, label.get_rect(midtop=(plate.width // 2, y)))
            y += font.get_linesize()
        y += _gap(px)
    return layer, [line for lines in wrapped for line in lines], px, plate, " · ".join(groups)
