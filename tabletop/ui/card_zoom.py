"""Where a card shown large goes on the table: the hover preview beside the pointer, the zoom on the far side.

The hover preview (after a short delay) tries places around the pointer and takes the first that covers no
glowing ref (nor the card pointed at), else the one covering least of them. The zoom (hold Z or Alt, or
right-click a card) is larger and stands in a fixed place: the table's side away from the pointer, middle
height. Pure geometry, no drawing.
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
                  glowing: Sequence[pygame.Rect], pointed: pygame.Rect | None = None) -> pygame.Rect:
    """The first candidate place covering no glowing ref, the card pointed at spared when it can be; else the one
    covering the least of the glowing refs."""
    mine = [pointed] if pointed is not None else []

    def cost(rect: pygame.Rect) -> tuple:
        lit, own = overlap(rect, glowing), overlap(rect, mine)
        return lit > 0, own > 0, lit, own

    return min(preview_places(size, mouse, bounds, gap), key=cost)


def zoom_place(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect, margin: int) -> pygame.Rect:
    """The zoom's fixed place: the side of `bounds` away from the pointer, at middle height."""
    w, h = size
    rect = pygame.Rect(0, 0, w, h)
    rect.centery = bounds.centery
    if mouse[0] < bounds.centerx:
        rect.right = bounds.right - margin
    else:
        rect.x = bounds.x + margin
    return rect.clamp(bounds)


def zoom_size(bounds: pygame.Rect, aspect: float = 0.7) -> tuple[int, int]:
    """The zoom's size: as tall as `bounds` allows (less a margin), no wider than half of it."""
    h = int(bounds.height * 0.94)
    w = int(h * aspect)
    if w > bounds.width // 2:
        w = bounds.width // 2
        h = int(w / aspect)
    return w, h
