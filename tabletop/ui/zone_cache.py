"""Zones of a table view kept as pixels: a zone (a seat's panel, say) is painted again only when what it shows changes.

The view asks `ZoneCache.draw(surface, name, rect, key, paint, hits)`: when `key` is the one
the zone was last painted with, its pixels are blitted back and the click areas it added to
`hits` are added again; otherwise `paint()` draws it on `surface` and its pixels and click
areas are kept. The pixels are those of `rect` on the surface after painting (the felt and
whatever was under the zone included), so `key` must name everything drawn there before the
zone too — the layout, in practice; a panel's shadow, which falls outside its rect, is drawn
by the view every time. On a surface with per-pixel alpha (a layer painted on clear pixels)
the kept pixels replace the rect's, alpha included. Under a clip (the table repaints a piece of its layer:
`tabletop.ui.layer_parts`) a zone outside it is not painted, and only the part of a zone inside it is kept, to
serve while the clip lets no more of the zone show.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame


class ZoneCache:
    """The pixels and click areas of a view's zones, by name, each with the key it was painted for."""

    def __init__(self) -> None:
        self._zones: dict[Any, tuple[Any, pygame.Rect, pygame.Surface, list]] = {}
        self.painted = 0  # zones painted (not taken from the cache) since the view was made: for tests

    def draw(self, surface: pygame.Surface, name: Any, rect: pygame.Rect, key: Any, paint: Callable[[], None],
             hits: list) -> None:
        """Draw zone `name` at `rect`: `paint()` when `key` changed, else its kept pixels (and its click areas)."""
        area = rect.clip(surface.get_rect())
        clip = surface.get_clip()
        seen = area.clip(clip)
        kept = self._zones.get(name)
        full = (key, area, surface.get_size())
        if kept is not None and kept[0] == full and kept[1].contains(seen):
            if seen.width and seen.height:
                self._put_back(surface, kept[2], kept[1])
            hits.extend(kept[3])
            return
        if not seen.width or not seen.height:  # the table repaints a piece of its layer that the zone is not in
            return
        before = len(hits)
        paint()
        self.painted += 1
        # only what the clip let paint is the zone's own: the rest of its rect holds what was there before
        self._zones[name] = (full, seen, surface.subsurface(seen).copy(), hits[before:])

    @staticmethod
    def _put_back(surface: pygame.Surface, pixels: pygame.Surface, place: pygame.Rect) -> None:
        """A zone's kept pixels at `place` (the surface's clip cuts them)."""
        if surface.get_flags() & pygame.SRCALPHA:  # a layer with its own alpha: the zone's pixels as they were
            surface.fill((0, 0, 0, 0), place)
            surface.blit(pixels, place, special_flags=pygame.BLEND_RGBA_MAX)
        else:
            surface.blit(pixels, place)

    def draw_with_margins(self, surface: pygame.Surface, zones: list[tuple[Any, pygame.Rect, Any, Callable[[], None]]],
                          margin: int, shared: Any = None) -> None:
        """Draw `zones` (name, rect, key, paint) in order, each kept with `margin` pixels around its rect, where its
        shadows fall: its kept pixels then hold the edges of the zones drawn before it within that margin, so their
        keys are part of its own (what a zone paints stays within its margin). `shared`: what every zone shows."""
        drawn: list[tuple[pygame.Rect, Any]] = []
        for name, rect, key, paint in zones:
            place = rect.inflate(2 * margin, 2 * margin)
            under = tuple(earlier for other, earlier in drawn if other.colliderect(place))
            self.draw(surface, name, place, (shared, key, under), paint, [])  # click areas: the view's layout
            drawn.append((place, key))

    def forget(self) -> None:
        """Drop every kept zone (the pictures they were drawn with changed: a card face, a font)."""
        self._zones.clear()
