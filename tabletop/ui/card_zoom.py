"""Where a card shown large goes on the table: the hover preview beside the pointer, the zoom on the far side.

The hover preview (after a short delay) tries places around the pointer and takes the first that covers no
glowing ref (nor the card pointed at, nor what the view keeps clear), else the one covering least of them. The zoom (hold Z or Alt, or
right-click a card) is larger and stands in a fixed place: the table's side away from the pointer, middle
height, unless it would cover what you may choose or what the view keeps clear (ECG: the opponent's court);
then the first of a few fixed places (the far side's top and bottom, smaller, then the near side) that covers
none of it. Pure geometry, no drawing.
"""
from __future__ import annotations

from typing import Iterable, Sequence

import pygame

ZOOM_KEYS = (pygame.K_z, pygame.K_LALT, pygame.K_RALT)


def overlap(rect: pygame.Rect, others: Iterable[pygame.Rect]) -> int:
    """The area of `rect` that `others` cover (summed)."""
    total = 0
    for other in others:
        clip = rect.clip(other)
        total += clip.width * clip.height
    return total


def preview_places(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect,
                   gap: int) -> list[pygame.Rect]:
    """Candidate places of a preview of `size` near `mouse` inside `bounds`, nearest first: right, left of the
    pointer at its height, then the same sides at the top and the bottom of `bounds`, then its far corners."""
    w, h = size
    mx, my = mouse
    xs = [mx + gap, mx - gap - w, bounds.x, bounds.right - w]
    ys = [my - h // 2, bounds.y, bounds.bottom - h]
    places = []
    for y in ys:
        for x in xs:
            rect = pygame.Rect(x, y, w, h).clamp(bounds)
            if not rect.collidepoint(mouse) and rect not in places:
                places.append(rect)
    return places or [pygame.Rect(bounds.topleft, size)]


def preview_place(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect, gap: int,
                  glowing: Sequence[pygame.Rect], pointed: pygame.Rect | None = None,
                  kept: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The first candidate place covering no glowing ref, the card pointed at spared when it can be, then what the
    view keeps clear (`kept`); else the one covering the least of the glowing refs."""
    mine = [pointed] if pointed is not None else []

    def cost(rect: pygame.Rect) -> tuple:
        lit, own = overlap(rect, glowing), overlap(rect, mine)
        return lit > 0, own > 0, overlap(rect, kept) > 0, lit, own

    return min(preview_places(size, mouse, bounds, gap), key=cost)


ZOOM_SHRINK = (1.0, 0.82, 0.68)  # the zoom's sizes tried, largest first (the smallest stays above a preview's)


def zoom_places(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect,
                margin: int) -> list[pygame.Rect]:
    """The zoom's fixed places, best first: the side of `bounds` away from the pointer at middle height, then, at
    each smaller size, that side's middle, top and bottom, then the same on the pointer's side."""
    far_right = mouse[0] < bounds.centerx
    places = []
    for shrink in ZOOM_SHRINK:
        w, h = int(size[0] * shrink), int(size[1] * shrink)
        for right in (far_right, not far_right):
            for y in (bounds.centery - h // 2, bounds.y + margin, bounds.bottom - margin - h):
                rect = pygame.Rect(0, y, w, h)
                if right:
                    rect.right = bounds.right - margin
                else:
                    rect.x = bounds.x + margin
                rect = rect.clamp(bounds)
                if rect not in places:
                    places.append(rect)
    return places


def zoom_place(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect, margin: int,
               avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The first of `zoom_places` that covers neither the pointer nor any of `avoid` (the refs you may choose, what
    the view keeps clear); the first one when none is clear."""
    places = zoom_places(size, mouse, bounds, margin)
    clear = (rect for rect in places if not rect.collidepoint(mouse) and not overlap(rect, avoid))
    return next(clear, places[0])


def zoom_size(bounds: pygame.Rect, aspect: float = 0.7) -> tuple[int, int]:
    """The zoom's size: as tall as `bounds` allows (less a margin), no wider than half of it."""
    h = int(bounds.height * 0.94)
    w = int(h * aspect)
    if w > bounds.width // 2:
        w = bounds.width // 2
        h = int(w / aspect)
    return w, h
