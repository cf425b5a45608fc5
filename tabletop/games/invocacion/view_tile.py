"""Invocación's cards at table size: a tile readable without hovering (the printed face is for the large preview).

A tile (the shared frame and name band of `tabletop.ui.card_tile`) is framed in its first element's colour
and carries under its name: the element glyphs (two for a dual card), the sacrifice it asks for (a scroll per
Conjuro, a pillar per Apoyo, with their counts), the element large and faint, its Poder big on a disc in the
lower left corner and its Apoyo value on a night chip in the lower right. The view draws what changes over it
(the closed eye of your own face-down card, Maná gems, the blocked cross).
"""
from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui.card_tile import PAPER, band_height, cached, framed, number_disc, text_surface
from tabletop.ui.cards import icons
from tabletop.ui.theme import GOLD, INK, contrast, mix

NEUTRAL = (107, 96, 82)  # a card with no element
NIGHT = (27, 24, 48)
PRINTED_FACE_PX = 300  # from this height up the printed face is shown (its name reaches about 11 px there)


def element_colour(element: str | None, palettes: dict | None) -> tuple:
    """The element's colour from the card layout's palette (grey-brown for a card without element)."""
    entry = (palettes or {}).get(element) if element else None
    return tuple(entry.colour[:3]) if entry is not None else NEUTRAL


def tile(card: Any, size: tuple[int, int], lang: str, palettes: dict | None) -> pygame.Surface:
    """The card's tile at `size` (cached)."""
    key = ("invocacion", card.id, card.name.get(lang), size, lang)  # the name: the studio may edit it
    return cached(key, lambda: _draw(card, size, lang, palettes))


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


def eye_spot(rect: pygame.Rect, elements: int) -> tuple[tuple[int, int], int]:
    """(centre, radius) of the closed eye on your own face-down card: on the top row, after the element glyphs
    (the sacrifice is at the other end, the Poder and Apoyo below)."""
    body = _body(rect)
    small = _small(body)
    pad = max(2, body.width // 24)
    radius = max(6, small * 5 // 8)
    return (body.x + pad + elements * (small + 1) + radius + pad, body.y + pad + small // 2), radius


def _draw(card: Any, size: tuple[int, int], lang: str, palettes: dict | None) -> pygame.Surface:
    colour = element_colour(card.elements[0] if card.elements else None, palettes)
    surf, body = framed(size, colour, card.name.get(lang) or card.name.get("en") or card.id)
    if len(card.elements) > 1:  # a dual card: the second element's colour down the right side of the frame
        other = element_colour(card.elements[1], palettes)
        edge = max(2, round(size[0] * 0.04))
        pygame.draw.rect(surf, other, (size[0] - edge, body.y, edge, body.height))
        pygame.draw.rect(surf, other, (size[0] // 2, size[1] - edge, size[0] - size[0] // 2 - edge, edge))
    shade = colour if contrast(colour, PAPER) >= 3 else mix(colour, INK, 0.35)
    big = int(min(body.height * 0.62, body.width * 0.5))
    emblem = card.elements[0] if card.elements else "star"
    if big > 6:
        picture = icons.icon(emblem, big, mix(shade, PAPER, 0.6))
        surf.blit(picture, picture.get_rect(center=body.center))
    small = _small(body)
    pad = max(2, body.width // 24)
    x = body.x + pad
    for element in card.elements:
        surf.blit(icons.icon(element, small, element_colour(element, palettes)), (x, body.y + pad))
        x += small + 1
    _cost(surf, body, card, small, pad)
    radius = max(9, int(min(body.width * 0.19, body.height * 0.3)))
    number_disc(surf, (body.x + pad + radius, body.bottom - pad - radius), radius, str(card.power))
    _support(surf, body, card.support, radius, pad)
    return surf


def _cost(surf: pygame.Surface, body: pygame.Rect, card: Any, small: int, pad: int) -> None:
    """The sacrifice, right-aligned at the body's top: "2" and a scroll for Conjuros, "1" and a pillar for Apoyos."""
    right = body.right - pad
    for icon, count in (("pillar", card.cost.apoyos), ("scroll", card.cost.conjuros)):
        if not count:
            continue
        mark = icons.icon(icon, small, INK)
        surf.blit(mark, mark.get_rect(topright=(right, body.y + pad)))
        words = text_surface(str(count), max(11, small), INK, True, 2 * small)
        right -= mark.get_width()
        surf.blit(words, words.get_rect(topright=(right, body.y + pad - 1)))
        right -= words.get_width() + pad


def _support(surf: pygame.Surface, body: pygame.Rect, value: int, radius: int, pad: int) -> None:
    """The Apoyo value on a night chip with a gold pillar, in the body's lower right corner."""
    size = max(11, int(radius * 1.1))
    words = text_surface(str(value), size, GOLD, True, 2 * size)
    mark = icons.icon("pillar", int(size * 0.9), GOLD)
    chip = pygame.Rect(0, 0, mark.get_width() + words.get_width() + 3 * pad, max(words.get_height(), size) + pad)
    chip.bottomright = (body.right - pad, body.bottom - pad)
    pygame.draw.rect(surf, NIGHT, chip, border_radius=max(2, chip.height // 4))
    surf.blit(mark, mark.get_rect(midleft=(chip.x + pad, chip.centery)))
    surf.blit(words, words.get_rect(midright=(chip.right - pad, chip.centery)))
