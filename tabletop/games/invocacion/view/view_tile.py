"""Invocación's cards at table size: a tile readable without hovering (the printed face is for the large preview).

A tile (the shared frame and name band of `tabletop.ui.card_tile`) is framed in its first element's colour
and carries under its name: the element glyphs (two for a dual card) at the left of the top row, then, where the
row has room, its effect's phase (hourglass or crossed swords) and the Mana it gives (a count and a blue gem), the
sacrifice it asks for at its right (a count and a scroll for Conjuros, a count and a pillar for Apoyos), the element
large and faint, its Poder big on a disc in the lower left corner and its Apoyo value on a night chip in the
lower right; your own face-down card adds a closed eye in the room left between them. The view draws what
changes over it (Maná gems, the blocked cross).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from tabletop.ui.card_tile import MIN_NAME_PX, PAPER, band_height, cached, framed, number_disc, text_surface
from tabletop.games.invocacion.rules.cards import face_fields
from tabletop.ui.cards import icons, short_text
from tabletop.ui.lru import remembered
from tabletop.ui.theme import CREAM, GOLD, INK, MUTED, contrast, mix

NEUTRAL = (107, 96, 82)  # a card with no element
GEM_BLUE = (52, 110, 200)  # the Mana a card gives, as its face prints it
NIGHT = (27, 24, 48)
DISC_LEAST = 8  # px: the radius of a low tile's Poder disc at least (12 px discs made "11" a blot)
ROW_LEAST = 14  # px: a low tile's row of marks shrinks (for its words) down to this, its Poder still readable
COST_LEAST = 9  # px: the sacrifice's glyphs shrink down to this on a crowded row, clear of the Poder disc
SHORT_BODY = 30  # px: a body shorter than this (a crowded table's small tiles) keeps only one row of marks
PRINTED_FACE_PX = 300  # from this height up the printed face is shown (its name reaches about 11 px there)
#: a mark on a tile (its rect in the tile, its kind: "power", "support", "cost.conjuros", "cost.apoyos"), per tile
Marks = list[tuple[pygame.Rect, str]]
_marks: OrderedDict = OrderedDict()


def element_colour(element: str | None, palettes: dict | None) -> tuple:
    """The element's colour from the card layout's palette (grey-brown for a card without element)."""
    entry = (palettes or {}).get(element) if element else None
    return tuple(entry.colour[:3]) if entry is not None else NEUTRAL


def tile(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, secret: bool = False) -> pygame.Surface:
    """The card's tile at `size` (cached); `secret`: your own face-down card, with the closed eye only you see."""
    key = ("invocacion", card.id, card.name.get(lang), (card.text or {}).get(lang), (card.short or {}).get(lang),
           size, lang, secret)  # the name and the texts: the studio may edit them
    return cached(key, lambda: _draw(card, size, lang, palettes, secret))


def tile_marks(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, secret: bool = False) -> Marks:
    """Where the tile at `size` draws its numbers and sacrifice marks, in the tile's own coordinates (for their
    hover tips)."""
    def measure() -> Marks:
        marks: Marks = []
        _draw(card, size, lang, palettes, secret, marks)
        return marks
    key = (card.id, card.name.get(lang), (card.text or {}).get(lang), (card.short or {}).get(lang), size, lang,
           secret)
    return remembered(_marks, key, measure, 200)


def body_top(rect: pygame.Rect) -> int:
    """The y just under a tile's name band (marks drawn over the tile go there)."""
    return _body(rect).y


def _body(rect: pygame.Rect) -> pygame.Rect:
    """The part of a tile under its name band, inside the frame."""
    edge = max(2, round(rect.width * 0.04))
    top = rect.y + edge + band_height(rect.height)
    return pygame.Rect(rect.x + edge, top, rect.width - 2 * edge, rect.bottom - edge - top)


def _small(body: pygame.Rect) -> int:
    """The size of the glyphs on the body's top row (elements, sacrifice)."""
    return max(9, int(min(body.width * 0.2, body.height * 0.28)))


def _draw(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, secret: bool,
          marks: Marks | None = None) -> pygame.Surface:
    marks = [] if marks is None else marks
    colour = element_colour(card.elements[0] if card.elements else None, palettes)
    # the name band as tall as the name (one line for most): the words under it get a line more on a low tile
    surf, body = framed(size, colour, card.name.get(lang) or card.name.get("en") or card.id, snug=True)
    if len(card.elements) > 1:  # a dual card: the second element's colour down the right side of the frame
        other = element_colour(card.elements[1], palettes)
        edge = max(2, round(size[0] * 0.04))
        pygame.draw.rect(surf, other, (size[0] - edge, body.y, edge, body.height))
        pygame.draw.rect(surf, other, (size[0] // 2, size[1] - edge, size[0] - size[0] // 2 - edge, edge))
    if body.height < SHORT_BODY:
        _short_body(surf, body, card, palettes, marks)
        return surf
    forms = word_forms(card, lang)
    if _text_first(size[0], body):
        _text_body(surf, body, card, palettes, forms, secret, marks)
        return surf
    shade = colour if contrast(colour, PAPER) >= 3 else mix(colour, INK, 0.35)
    big = int(min(body.height * 0.62, body.width * 0.5))
    emblem = card.elements[0] if card.elements else "star"
    if big > 6:
        picture = icons.icon(emblem, big, mix(shade, PAPER, 0.6))
        surf.blit(picture, picture.get_rect(center=body.center))
    small = _small(body)
    pad = max(2, body.width // 24)
    cost_left = _cost(surf, body, card, small, pad, marks)
    eye = small if secret else 0  # the closed eye keeps its place on the row
    x = _elements(surf, card, palettes, small, (body.x + pad, body.y + pad), cost_left - pad - eye)
    x = _phase_and_mana(surf, card, small, pad, (x, body.y + pad), cost_left - pad - eye, marks)
    radius = max(9, int(min(body.width * 0.19, body.height * 0.3)))
    words = forms[-1]
    if short_text.shows_text(size[0]):  # the numbers a little smaller, to leave two lines of text between
        room = short_text.plate_height(size[0], 2)
        first = max(9, int(radius * 0.65), min(radius, (body.height - small - 3 * pad - room) // 2))
        # the longest form that reads whole, with the largest disc that leaves it room (three lines where two do not)
        radius, words = next(((r, form) for form in forms for r in range(first, 8, -1)
                              if short_text.whole(form, size[0], body.y + pad + small, body.bottom - pad - 2 * r - 1,
                                                  0.06)), (9, words))
    disc = pygame.Rect(body.x + pad, body.bottom - pad - 2 * radius, 2 * radius, 2 * radius)
    said = short_text.caption(surf, surf.get_rect(), words, bottom=disc.y - 1, top=body.y + pad + small, inset=0.06)
    number_disc(surf, disc.center, radius, str(card.power))
    chip = _support(surf, body, card.support, radius, pad)
    marks += [(disc, "power"), (chip, "support")]
    if secret:  # in the roomier of: the top row between elements and sacrifice, the middle above the numbers
        rooms = [pygame.Rect(x, body.y + pad, cost_left - x, small)]
        if said is None:  # the middle is the short text's when it has one
            rooms.append(pygame.Rect(disc.right, body.y + pad + small, chip.right - disc.right,
                                     chip.y - body.y - pad - small))
        room = max(rooms, key=lambda room: min(room.size))
        _closed_eye(surf, room if min(room.size) >= small // 2 else _corner(body, small, pad))
    return surf


def word_forms(card: Any, lang: str) -> list[str]:
    """What the card does, longest first: its printed text's first sentence, then the shorter form its data gives
    for small tiles when it has one; a card without effect: "Power 5 · no effect", then "No effect"."""
    shorter = short_text.card_short(face_fields(card), lang)
    if not card.text:
        return [shorter, short_text.NO_EFFECT.get(lang, short_text.NO_EFFECT["en"])]
    longest = short_text.first_sentence(short_text.in_lang(card.text, lang))
    return [longest] if shorter == longest else [longest, shorter]


def _corner(body: pygame.Rect, side: int, pad: int) -> pygame.Rect:
    """The body's lower right corner, where the closed eye goes when its row has no room left."""
    return pygame.Rect(body.right - pad - side, body.bottom - pad - side, side, side)


def _text_first(width: int, body: pygame.Rect) -> bool:
    """True when a tile wide enough for its short text is too low to fit two lines of it between the big marks."""
    if not short_text.shows_text(width):
        return False
    small = _small(body)
    pad = max(2, body.width // 24)
    radius = max(9, int(min(body.width * 0.19, body.height * 0.3) * 0.65))
    between = body.height - 3 * pad - small - 2 * radius
    return short_text.lines_within(between, short_text.caption_px(width)) < 2


def _text_body(surf: pygame.Surface, body: pygame.Rect, card: Any, palettes: dict | None, forms: list[str],
               secret: bool, marks: Marks) -> None:
    """A low tile that shows its short text: one row of marks under the name (the Poder disc, the elements, the
    sacrifice, the Apoyo chip), the text under them (the longest of its `forms` that reads whole)."""
    pad = max(2, body.width // 24)
    first = max(12, min(max(20, body.width // 10), body.height // 4))  # a wide hand tile: marks that read from afar
    # a smaller row of marks, then a thinner foot, so that the words read whole ("+1 de Poder por cada invocación"),
    # else the card's shorter form; the Poder disc never under DISC_LEAST (its two digits readable), the words under it
    width = surf.get_width()
    tries = [(form, row, foot) for form in forms for foot in (pad, 1)
             for row in range(first, min(first, ROW_LEAST) - 1, -1)]
    words, row, foot = next(((form, row, foot) for form, row, foot in tries
                             if short_text.whole(form, width, _low_row(card, body, row, foot, width)[3],
                                                 body.bottom - foot, 0.06)), (forms[-1], first, pad))
    radius, glyph, below, text_top = _low_row(card, body, row, foot, width)
    number_disc(surf, (body.x + pad + radius, body.y + pad + radius), radius, str(card.power))
    marks.append((pygame.Rect(body.x + pad, body.y + pad, 2 * radius, 2 * radius), "power"))
    chip = _support(surf, body, card.support, radius, pad, top=True)
    marks.append((chip, "support"))
    if below is not None:
        _cost(surf, body, card, COST_LEAST, pad, marks, top=below)
        cost_left = chip.x - pad
    else:
        cost_left = _cost(surf, body, card, glyph, pad, marks, right=chip.x - pad)
    eye = row if secret else 0  # the closed eye keeps its place on the row, whatever the elements take
    x = _elements(surf, card, palettes, row, (body.x + 2 * pad + 2 * radius, body.y + pad), cost_left - pad - eye)
    x = _phase_and_mana(surf, card, row, pad, (x, body.y + pad), cost_left - pad - eye, marks)
    if secret:  # on the row when the sacrifice leaves it room, else in the body's lower right corner
        room = pygame.Rect(x, body.y + pad, cost_left - x, row)
        _closed_eye(surf, room if room.width >= row else _corner(body, row, pad))
    short_text.caption(surf, surf.get_rect(), words, bottom=body.bottom - foot, top=text_top, inset=0.06)


def _low_row(card: Any, body: pygame.Rect, row: int, foot: int,
             width: int) -> tuple[int, int | None, int | None, int]:
    """How a low tile `width` px wide with a row of marks `row` px high places them: (the Poder disc's radius, the
    sacrifice's glyph size on the row, or None with `below`: the y under the Apoyo chip where it goes instead, the
    words' top)."""
    pad = max(2, body.width // 24)
    radius = max(row // 2, DISC_LEAST)
    text_top = body.y + 2 * pad + _row_height(row)
    glyph = _cost_glyph(card, body, row, radius, pad)
    if glyph is not None:
        return radius, glyph, None, text_top
    below = body.y + pad + max(row, _support_size(card.support, radius, pad)[1]) + 1
    under = below + _digits_px(COST_LEAST) + pad
    if short_text.lines_within(body.bottom - foot - under, short_text.caption_px(width)) >= 1:
        return radius, None, below, max(text_top, under)
    # no line of words left under it: a smaller disc (Forge Titan on a 96x80 tile), the row kept
    return row // 2, _cost_glyph(card, body, row, row // 2, pad) or COST_LEAST, None, body.y + 2 * pad + row


def _row_height(row: int) -> int:
    """The height a low tile's row of marks takes: its glyphs, or its Poder disc when that is taller."""
    return max(row, 2 * DISC_LEAST)


def _short_body(surf: pygame.Surface, body: pygame.Rect, card: Any, palettes: dict | None, marks: Marks) -> None:
    """A short tile's one row under its name: the Poder on its disc at the left, the elements in the middle, the
    Apoyo value on its night chip at the right."""
    pad = max(1, body.height // 10)
    radius = max(5, body.height // 2 - pad)
    number_disc(surf, (body.x + pad + radius, body.centery), radius, str(card.power))
    marks.append((pygame.Rect(body.x + pad, body.centery - radius, 2 * radius, 2 * radius), "power"))
    words = text_surface(str(card.support), MIN_NAME_PX, GOLD, True, 2 * MIN_NAME_PX)
    mark = icons.icon("pillar", max(6, body.height - 4 * pad), GOLD)
    chip = pygame.Rect(0, 0, mark.get_width() + words.get_width() + 3 * pad, body.height - 2 * pad)
    chip.midright = (body.right - pad, body.centery)
    pygame.draw.rect(surf, NIGHT, chip, border_radius=max(2, chip.height // 4))
    surf.blit(mark, mark.get_rect(midleft=(chip.x + pad, chip.centery)))
    surf.blit(words, words.get_rect(midright=(chip.right - pad, chip.centery)))
    marks.append((chip, "support"))
    small = max(6, body.height - 4 * pad)
    x = body.x + 2 * (pad + radius) + (chip.x - body.x - 2 * (pad + radius) - len(card.elements) * small) // 2
    for element in card.elements:
        surf.blit(icons.icon(element, small, element_colour(element, palettes)), (x, body.centery - small // 2))
        x += small


def _closed_eye(surf: pygame.Surface, room: pygame.Rect) -> None:
    """A dark disc with a closed eye, centred in `room` (between the top row, the Poder disc and the Apoyo chip)."""
    r = max(5, min(room.width, room.height) // 2)
    centre = room.center
    pygame.draw.circle(surf, (20, 20, 28), centre, r)
    pygame.draw.circle(surf, MUTED, centre, r, 1)
    eye = pygame.Rect(0, 0, int(r * 1.3), max(2, int(r * 0.6)))
    eye.center = centre
    pygame.draw.arc(surf, CREAM, eye, 3.3, 6.1, max(1, r // 5))


def _cost_width(card: Any, small: int, pad: int) -> int:
    """How wide `_cost` draws the sacrifice with glyphs of `small` pixels."""
    width = 0
    for icon, count in (("pillar", card.cost.apoyos), ("scroll", card.cost.conjuros)):
        if count:
            width += icons.icon(icon, small, INK).get_width() + pad
            width += text_surface(str(count), _digits_px(small), INK, True, 2 * small).get_width()
    return width


def _digits_px(small: int) -> int:
    """The sacrifice's numbers beside glyphs of `small` pixels (11 at least, 10 beside the smallest glyphs)."""
    return max(10 if small <= COST_LEAST else 11, small)


def _cost(surf: pygame.Surface, body: pygame.Rect, card: Any, small: int, pad: int, marks: Marks,
          right: int | None = None, top: int | None = None) -> int:
    """The sacrifice, right-aligned on the body's top row (up to `right`; or at `top`): "2" and a scroll for
    Conjuros, "1" and a pillar for Apoyos (each noted in `marks`); returns its left edge."""
    right, top = (body.right - pad if right is None else right), (body.y + pad if top is None else top)
    for icon, count, zone in (("pillar", card.cost.apoyos, "apoyos"), ("scroll", card.cost.conjuros, "conjuros")):
        if not count:
            continue
        mark = icons.icon(icon, small, INK)
        placed = surf.blit(mark, mark.get_rect(topright=(right, top)))
        words = text_surface(str(count), _digits_px(small), INK, True, 2 * small)
        right -= mark.get_width()
        placed = placed.union(surf.blit(words, words.get_rect(topright=(right, top - 1))))
        marks.append((placed, "cost." + zone))
        right -= words.get_width() + pad
    return right


def _elements(surf: pygame.Surface, card: Any, palettes: dict | None, size: int, topleft: tuple[int, int],
              right: int) -> int:
    """The element glyphs from `topleft`, those that fit before `right` (the sacrifice's marks; the frame's colour
    says the element too); returns where they end."""
    x, top = topleft
    for element in card.elements:
        if x + size > right:
            break
        surf.blit(icons.icon(element, size, element_colour(element, palettes)), (x, top))
        x += size + 1
    return x


def _phase_and_mana(surf: pygame.Surface, card: Any, size: int, pad: int, topleft: tuple[int, int], right: int,
                    marks: Marks) -> int:
    """After the elements on the top row (from `topleft`, a `pad` before each), as far as `right` allows: the phase
    of the card's effect (an hourglass for Preparation, crossed swords for Combat) and the Mana it gives ("2" and a
    blue gem); returns where the row ends now."""
    x, top = topleft
    pieces = [(icons.icon("hourglass" if card.phase == "preparation" else "crossed_swords", size, INK), None,
               "phase." + card.phase)] if card.phase else []
    if card.mana:
        pieces.append((icons.icon("gem", size, GEM_BLUE), text_surface(str(card.mana), max(11, size), GEM_BLUE, True,
                                                                        2 * size), "mana"))
    for mark, count, kind in pieces:
        width = mark.get_width() + (count.get_width() if count is not None else 0)
        if x + pad + width > right:
            break
        placed = surf.blit(count, (x + pad, top - 1)) if count is not None else pygame.Rect(x + pad, top, 0, 0)
        placed = placed.union(surf.blit(mark, (placed.right, top)))
        marks.append((placed, kind))
        x = placed.right
    return x


def _support_size(value: int, radius: int, pad: int) -> tuple[int, int]:
    """How large `_support` draws the Apoyo chip."""
    size = max(11, int(radius * 1.1))
    words = text_surface(str(value), size, GOLD, True, 2 * size)
    mark = icons.icon("pillar", int(size * 0.9), GOLD)
    return mark.get_width() + words.get_width() + 3 * pad, max(words.get_height(), size) + pad


def _cost_glyph(card: Any, body: pygame.Rect, row: int, radius: int, pad: int) -> int | None:
    """The largest glyphs (down to COST_LEAST) with which the sacrifice fits on a low tile's row between the Poder
    disc of `radius` and the Apoyo chip, or None."""
    room = body.right - pad - _support_size(card.support, radius, pad)[0] - pad - (body.x + 2 * pad + 2 * radius)
    return next((size for size in range(row, COST_LEAST - 1, -1) if _cost_width(card, size, pad) <= room), None)


def _support(surf: pygame.Surface, body: pygame.Rect, value: int, radius: int, pad: int,
             top: bool = False) -> pygame.Rect:
    """The Apoyo value on a night chip with a gold pillar, in the body's lower (or upper) right corner; returns the
    chip."""
    size = max(11, int(radius * 1.1))
    words = text_surface(str(value), size, GOLD, True, 2 * size)
    mark = icons.icon("pillar", int(size * 0.9), GOLD)
    chip = pygame.Rect((0, 0), _support_size(value, radius, pad))
    if top:
        chip.topright = (body.right - pad, body.y + pad)
    else:
        chip.bottomright = (body.right - pad, body.bottom - pad)
    pygame.draw.rect(surf, NIGHT, chip, border_radius=max(2, chip.height // 4))
    surf.blit(mark, mark.get_rect(midleft=(chip.x + pad, chip.centery)))
    surf.blit(words, words.get_rect(midright=(chip.right - pad, chip.centery)))
    return chip
