"""Invoke's cards on the table in their printed look: the studio face's frame and art, the name large enough to read.

At table size the printed name is a few pixels tall and the rule text is hidden, so a tile keeps the face's
frame and paper, writes the name itself on the paper at the table's own size (wrapped whole, as `draw_card`
does), and fills the rest with the middle of the face's art (its emblem, large). Tiles are kept (`remembered`):
the renderer draws a face in a few milliseconds, the table redraws its layer far more often.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.state import HIDDEN
from tabletop.games.invoke.view.view_cards import card_name, name_lines
from tabletop.ui.cards import short_text
from tabletop.ui.lru import remembered
from tabletop.ui.theme import INK, blit_text

#: the narrowest card drawn with its face (narrower ones stay plain tiles, their names readable)
FACE_LEAST_WIDTH = 60
TILE_LIMIT = 160
PAPER = (243, 236, 220)
_tiles: OrderedDict = OrderedDict()
_captioned: OrderedDict = OrderedDict()  # tiles with their short text on them, and what the caption said


def wears_face(cards, card_id: str, rect: pygame.Rect) -> bool:
    """True when this card is drawn with its face: a renderer, a known face-up card, wide enough."""
    return cards is not None and card_id != HIDDEN and card_id in deck().cards and rect.width >= FACE_LEAST_WIDTH


def face_tile(cards, fonts, card_id: str, size: tuple[int, int], lang: str, points: float,
              lines: int = 3) -> pygame.Surface:
    """The card at `size` in its printed look, its name in `points` on at most `lines` lines (kept)."""
    key = (id(cards), id(cards.layout), id(fonts), fonts.scale, card_id, tuple(size), lang, points, lines)
    return remembered(_tiles, key, lambda: _compose(cards, fonts, card_id, size, lang, points, lines), TILE_LIMIT)


def captioned_tile(cards, fonts, card_id: str, rect: pygame.Rect, lang: str, points: float,
                   lines: int = 3) -> pygame.Surface:
    """`face_tile` with the card's short text on it, as the table shows it at `rect` (kept: the caption's plan takes
    longer than the blit). The caption is noted in `short_text.SHOWN` at `rect`, as if drawn there."""
    key = (id(cards), id(cards.layout), id(fonts), fonts.scale, card_id, tuple(rect.size), lang, points, lines)
    tile, said = remembered(_captioned, key, lambda: _captioned_tile(cards, fonts, card_id, rect.size, lang, points,
                                                                     lines), TILE_LIMIT)
    if said is not None:
        short_text.SHOWN.append((said[0], said[1].move(rect.topleft)))
    return tile


def _captioned_tile(cards, fonts, card_id: str, size: tuple[int, int], lang: str, points: float,
                    lines: int) -> tuple[pygame.Surface, tuple[str, pygame.Rect] | None]:
    """The tile on clear pixels with its caption drawn over it (the plate lies on the face's opaque middle, so the
    picture gives the table the pixels drawing both on it gives), and (words, plate) of the caption, or None."""
    tile = pygame.Surface(size, pygame.SRCALPHA)
    tile.blit(face_tile(cards, fonts, card_id, size, lang, points, lines), (0, 0))
    plate = short_text.caption(tile, tile.get_rect(), short_text.short_for(cards, card_id, lang), top=size[1] // 3)
    return tile, ((short_text.SHOWN.pop()[0], plate) if plate is not None else None)


def forget_tiles() -> None:
    """Drop every kept tile (the layout or the art changed)."""
    _tiles.clear()
    _captioned.clear()


def _compose(cards, fonts, card_id: str, size: tuple[int, int], lang: str, points: float,
             lines: int) -> pygame.Surface:
    """The face's frame at `size`, then the name on its paper and the art's middle below it."""
    tile = cards.render(card_id, size, lang=lang).copy()
    panel = _paper(cards, size)
    pad = max(2, panel.width // 24)
    pygame.draw.rect(tile, _colour(cards, "paper", PAPER), panel.inflate(-2, -2),
                     border_radius=max(2, panel.width // 20))
    name_bottom = _write_name(tile, fonts, card_name(card_id, lang), panel.inflate(-4, -2 * pad), points,
                              lines)
    art = pygame.Rect(panel.x + pad, name_bottom + pad, panel.width - 2 * pad, panel.bottom - pad - name_bottom - pad)
    if art.height >= panel.height // 4:
        tile.blit(_art_middle(cards, card_id, art.size, lang), art)
        pygame.draw.rect(tile, _colour(cards, "ink", INK), art, width=1)
    return tile


def _write_name(tile: pygame.Surface, fonts, name: str, room: pygame.Rect, points: float, lines: int) -> int:
    """The name, whole and centred at the top of `room`; returns where its last line ends."""
    points, words = name_lines(fonts, name, points, room.width, lines, room.height // 2)
    line_height = fonts.get(points, True).get_linesize()
    for k, line in enumerate(words):
        blit_text(tile, fonts, line, points, (room.centerx, room.y + k * line_height), INK, anchor="midtop",
                  bold=True)
    return room.y + len(words) * line_height


def _art_middle(cards, card_id: str, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The middle of the face's art covering `size` (the face drawn large enough that the art is not stretched)."""
    x, y, w, h = _box(cards, "art")
    card_w, card_h = cards.card_size_mm
    per_mm = max(size[0] / w, size[1] / h)
    face = cards.render(card_id, (round(card_w * per_mm), round(card_h * per_mm)), lang=lang)
    art = pygame.Rect(round(x * per_mm), round(y * per_mm), round(w * per_mm), round(h * per_mm))
    middle = pygame.Rect(0, 0, *size)
    middle.center = art.center
    return face.subsurface(middle.clamp(art).clip(face.get_rect())).copy()


def _paper(cards, size: tuple[int, int]) -> pygame.Rect:
    """The face's paper (its `panel` box) in pixels at `size`."""
    x, y, w, h = _box(cards, "panel")
    card_w, card_h = cards.card_size_mm
    sx, sy = size[0] / card_w, size[1] / card_h
    return pygame.Rect(round(x * sx), round(y * sy), round(w * sx), round(h * sy))


def _box(cards, name: str) -> tuple:
    """The rect (mm) of the layout's front box `name`."""
    return next(box.rect for box in cards.layout.front if box.name == name)


def _colour(cards, name: str, default) -> tuple:
    """The layout's named colour, or `default`."""
    return tuple(cards.layout.colours.get(name, default))[:3]

