"""Tools of the Gnostica board view: the camera, the card-face cache and cached glow sprites.

The camera looks at the unbounded board: zoom is a card's width in pixels, the centre a
board position in spaces; it glides towards its goal. Card faces come from the card
renderer at the exact size of a space, rendered within a time budget per frame and kept
as colour-keyed RLE surfaces (the cheapest to blit); until a face is ready the nearest
ready size stands in, scaled.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Callable

import pygame

from tabletop.games.gnostica.rules.cards import deck
from tabletop.ui.theme import DIM, GLOW

#: card widths (pixels) of the zoom levels the wheel steps through
LEVELS = tuple(int(round(26 * 1.2 ** k)) for k in range(17))
FOLLOW = 14.0  # camera smoothing rate (1/s)
KEY = (23, 81, 57)  # colour key of the cached faces: close to the felt, never on a card
RENDER_BUDGET = 0.004  # seconds of face rendering allowed per frame
IDLE_BUDGET = 0.003  # seconds per quiet frame spent on faces for the neighbouring zoom levels
CACHE_PIXELS = 16_000_000  # about 64 MB of cached faces
SUIT_COLOURS = {"cups": (47, 111, 178), "wands": (194, 85, 30), "pentacles": (184, 138, 23),
                "swords": (93, 113, 132), None: (106, 63, 150)}

Pitch = Callable[[float], tuple[float, float]]


def ease(p: float) -> float:
    """Ease-out cubic."""
    return 1 - (1 - p) ** 3


def nearest_level(zoom: float) -> int:
    """Index of the zoom level closest to `zoom`."""
    return min(range(len(LEVELS)), key=lambda i: abs(math.log(LEVELS[i] / max(1.0, zoom))))


class Camera:
    """Where the board is looked at: zoom (card width in pixels) and centre (in spaces), smoothed."""

    def __init__(self) -> None:
        self.zoom = self.goal_zoom = float(LEVELS[8])
        self.x = self.y = self.goal_x = self.goal_y = 0.0
        #: zoom around a point: (board x, board y, screen x, screen y) kept together while zooming
        self.anchor: tuple[float, float, float, float] | None = None

    def settled(self) -> bool:
        """True when the camera is at rest."""
        return self.zoom == self.goal_zoom and self.x == self.goal_x and self.y == self.goal_y

    def snap(self) -> None:
        """Jump to the goal."""
        self.zoom, self.x, self.y = self.goal_zoom, self.goal_x, self.goal_y
        self.anchor = None

    def step(self, dt: float, centre: tuple[int, int], pitch: Pitch) -> None:
        """Glide towards the goal; `pitch(zoom)` is the distance between spaces, `centre` the screen centre."""
        k = 1 - math.exp(-dt * FOLLOW)
        self.zoom += (self.goal_zoom - self.zoom) * k
        if abs(self.zoom - self.goal_zoom) < max(0.35, self.goal_zoom * 0.012):
            self.zoom = self.goal_zoom
        if self.anchor is not None and self.zoom != self.goal_zoom:
            wx, wy, sx, sy = self.anchor
            px, py = pitch(self.zoom)
            self.x, self.y = wx - (sx - centre[0]) / px, wy - (sy - centre[1]) / py
            return
        self.x += (self.goal_x - self.x) * k
        self.y += (self.goal_y - self.y) * k
        px, py = pitch(self.zoom)
        if abs(self.x - self.goal_x) * px < 0.5 and abs(self.y - self.goal_y) * py < 0.5:
            self.x, self.y = self.goal_x, self.goal_y
        if self.settled():
            self.anchor = None


Render = Callable[[str, tuple[int, int]], pygame.Surface]


class Faces:
    """Card faces per exact size and language, rendered within a time budget per frame.

    Render cost is predicted from the pixels of the faces rendered so far, so a frame starts
    a render only when it fits the budget (or when it has rendered nothing yet).
    """

    def __init__(self, max_pixels: int = CACHE_PIXELS):
        self.store: OrderedDict = OrderedDict()
        self.sizes: dict[tuple, set] = {}
        self.max_pixels = max_pixels
        self.pixels = 0
        self.spent = 0.0  # seconds spent rendering in this frame
        self.renders = 0  # faces rendered in this frame
        self.pending = 0  # faces stood in for in this frame
        self.rate = 6e-8  # seconds per pixel, learnt from the renders

    def begin_frame(self) -> None:
        """A new frame: the render budget is available again."""
        self.spent = 0.0
        self.renders = 0
        self.pending = 0

    def clear(self) -> None:
        """Forget every face (card art or layout changed)."""
        self.store.clear()
        self.sizes.clear()
        self.pixels = 0

    def ready(self, card_id: str, size: tuple[int, int], lang: str) -> bool:
        """True when the face is cached at exactly `size`."""
        return (card_id, size, lang) in self.store

    def affordable(self, size: tuple[int, int], budget: float = RENDER_BUDGET) -> bool:
        """True when a face of `size` may still be rendered in this frame."""
        return self.renders == 0 or self.spent + self.rate * size[0] * size[1] <= budget

    def get(self, render: Render, card_id: str, size: tuple[int, int], lang: str, exact: bool = True,
            force: bool = False) -> pygame.Surface:
        """The face at `size` (rendered by `render(card_id, size)`), or a stand-in while the budget is spent
        or when not `exact` (the camera is moving)."""
        key = (card_id, size, lang)
        surf = self.store.get(key)
        if surf is not None:
            self.store.move_to_end(key)
            return surf
        if exact and (force or self.affordable(size)):
            return self._render(render, card_id, size, lang)
        self.pending += exact
        near = self._nearest(card_id, size, lang)
        if near is not None:
            return pygame.transform.scale(near, size)
        return self._placeholder(card_id, size)

    def warm(self, render: Render, card_id: str, size: tuple[int, int], lang: str,
             budget: float = RENDER_BUDGET) -> bool:
        """Render a face ahead of need if it fits this frame's budget; True if one was rendered."""
        if self.ready(card_id, size, lang) or self.spent + self.rate * size[0] * size[1] > budget:
            return False
        self._render(render, card_id, size, lang)
        return True

    def _render(self, render: Render, card_id: str, size: tuple[int, int], lang: str) -> pygame.Surface:
        start = time.perf_counter()
        surf = self._keyed(render(card_id, size))
        took = time.perf_counter() - start
        self.spent += took
        self.renders += 1
        self.rate = 0.7 * self.rate + 0.3 * took / max(1, size[0] * size[1])
        self._keep((card_id, size, lang), surf)
        return surf

    def _keep(self, key, surf: pygame.Surface) -> None:
        self.store[key] = surf
        self.pixels += surf.get_width() * surf.get_height()
        self.sizes.setdefault((key[0], key[2]), set()).add(key[1])
        while self.pixels > self.max_pixels and len(self.store) > 1:
            (card_id, size, lang), old = self.store.popitem(last=False)
            self.pixels -= old.get_width() * old.get_height()
            self.sizes.get((card_id, lang), set()).discard(size)

    def _nearest(self, card_id: str, size: tuple[int, int], lang: str) -> pygame.Surface | None:
        sizes = self.sizes.get((card_id, lang))
        if not sizes:
            return None
        best = min(sizes, key=lambda s: abs(math.log(max(1, s[0]) / max(1, size[0]))))
        return self.store.get((card_id, best, lang))

    @staticmethod
    def _keyed(face: pygame.Surface) -> pygame.Surface:
        """An opaque copy with the transparent corners colour-keyed (blits fastest)."""
        surf = pygame.Surface(face.get_size()).convert()
        surf.fill(KEY)
        surf.blit(face, (0, 0))
        surf.set_colorkey(KEY, pygame.RLEACCEL)
        return surf

    @staticmethod
    def _placeholder(card_id: str, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size).convert()
        surf.fill(KEY)
        suit = deck()[card_id].suit if card_id in deck().cards else None
        pygame.draw.rect(surf, (244, 239, 226), surf.get_rect(), border_radius=max(2, size[0] // 16))
        pygame.draw.rect(surf, SUIT_COLOURS.get(suit, DIM), surf.get_rect().inflate(-size[0] // 6, -size[1] // 3),
                         border_radius=max(2, size[0] // 20))
        surf.set_colorkey(KEY)
        return surf


# --- cached sprites ------------------------------------------------------------------------------------
_sprites: OrderedDict = OrderedDict()


def _sprite(key, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    surf = _sprites.get(key)
    if surf is None:
        surf = _sprites[key] = make()
        if len(_sprites) > 400:
            _sprites.popitem(last=False)
    return surf


def _rle(surf: pygame.Surface) -> pygame.Surface:
    surf = surf.convert_alpha()
    surf.set_alpha(255, pygame.RLEACCEL)
    return surf


def pulse_level(t: float) -> int:
    """The glow's pulse (1..4) at time `t` (seconds)."""
    return 1 + int((0.5 + 0.5 * math.sin(t * 4.0)) * 3.99)


def rect_glow(size: tuple[int, int], radius: int, level: int, colour=GLOW, spread: int = 10) -> pygame.Surface:
    """A soft glow around a rounded rect of `size` at pulse `level` 1..4 (blit it `spread` up and left)."""
    def make() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
        strength = 0.4 + 0.15 * level
        for i in range(spread):
            a = int(160 * strength * (1 - i / spread) ** 2)
            pygame.draw.rect(surf, (*colour, a), (spread - i, spread - i, w + 2 * i, h + 2 * i), width=2,
                             border_radius=radius + i)
        pygame.draw.rect(surf, (*colour, int(255 * strength)), (spread - 2, spread - 2, w + 4, h + 4), width=3,
                         border_radius=radius + 2)
        return _rle(surf)
    return _sprite(("glow", size, radius, level, colour, spread), make)


def dashed_outline(size: tuple[int, int]) -> pygame.Surface:
    """A faint dashed card outline (a wasteland, an empty pile)."""
    def make() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, w // 18)
        pygame.draw.rect(surf, (255, 255, 255, 12), surf.get_rect(), border_radius=radius)
        dash = max(3, w // 14)
        colour = (226, 220, 190, 95)
        for x in range(radius, w - radius, dash * 2):
            pygame.draw.line(surf, colour, (x, 1), (min(x + dash, w - radius), 1), 1)
            pygame.draw.line(surf, colour, (x, h - 2), (min(x + dash, w - radius), h - 2), 1)
        for y in range(radius, h - radius, dash * 2):
            pygame.draw.line(surf, colour, (1, y), (1, min(y + dash, h - radius)), 1)
            pygame.draw.line(surf, colour, (w - 2, y), (w - 2, min(y + dash, h - radius)), 1)
        return _rle(surf)
    return _sprite(("dashed", size), make)


def fill(surface: pygame.Surface, rect: pygame.Rect, rgba, radius: int) -> None:
    """A translucent rounded rect (cached per size and colour)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        return _rle(surf)
    surface.blit(_sprite(("fill", rect.size, tuple(rgba), radius), make), rect)


def icon(name: str, px: int, colour) -> pygame.Surface:
    """An icon of the card renderer's set (a plain disc if it is unavailable)."""
    try:
        from tabletop.ui.cards.icons import icon as make_icon
        return make_icon(name, px, colour)
    except Exception:  # noqa: BLE001 - no icon set: a plain disc
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        pygame.draw.circle(surf, colour, (px // 2, px // 2), px // 2)
        return surf
