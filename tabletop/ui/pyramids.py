"""Icehouse pyramids as people picture them from above, for any game that uses them.

A pointing pyramid lies on its side: from above it is a triangle whose tip points its
way (N, E, S, W), split by a ridge into a lit and a shaded face. An upright pyramid is
a square with its diagonals, the apex in the centre. Sizes 1/2/3 (small, medium,
large) differ in footprint and carry that many pip marks near the base; the owner's
colour comes with their letter, so colour is never the only cue.

Sprites are drawn supersampled, smoothscaled, cached and RLE-accelerated, so a board
of pieces costs one small blit each per frame. Surfaces returned are shared: blit them,
never draw on them.

    sprite = piece_sprite(colour, size, orient, base, letter)   # centred on the piece
    surface.blit(sprite, sprite.get_rect(center=centre))
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Sequence

import pygame

from tabletop.ui.lru import remembered

Colour = tuple[int, int, int]

#: footprint of each size relative to a large pyramid's base
SIZE_SCALE = {1: 0.62, 2: 0.8, 3: 1.0}
#: a lying pyramid's length from the back edge to the tip, in base widths
LENGTH = 1.34
SUPER = 3  # supersampling factor
LIGHT = (-0.55, -0.83)  # unit vector towards the light (top left)
OUTLINE = (26, 21, 18)
GLOW = (255, 214, 92)
_ROT = {"N": (1, 0, 0, 1), "E": (0, -1, 1, 0), "S": (-1, 0, 0, -1), "W": (0, 1, -1, 0)}
_CACHE_LIMIT = 900

_cache: OrderedDict = OrderedDict()


def forget_fonts() -> None:
    """Drop the cached fonts and the sprites drawn with them (after pygame.font was shut down)."""
    _cache.clear()


def _cached(key, make):
    return remembered(_cache, key, make, _CACHE_LIMIT)


def clear_cache() -> None:
    """Forget every cached sprite."""
    _cache.clear()


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """Linear blend of two colours (t=0: a, t=1: b)."""
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def ink_for(colour: Sequence[int]) -> Colour:
    """Dark or white ink, whichever reads better on `colour`."""
    lum = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return (24, 20, 18) if lum > 120 else (250, 248, 240)


def base_width(size: int, unit: float) -> int:
    """The footprint (base width, pixels) of a piece of `size` when a large one is `unit` wide."""
    return max(4, int(round(unit * SIZE_SCALE.get(size, 1.0))))


def extent(orient: str, base: float) -> tuple[int, int]:
    """Width and height (pixels) of a piece's outline on the table."""
    if orient == "U":
        return int(base), int(base)
    length = base * LENGTH
    return (int(base), int(length)) if orient in "NS" else (int(length), int(base))


def outline(orient: str, base: float) -> list[tuple[float, float]]:
    """The piece's outline, relative to its centre (tip first for pointing pieces)."""
    if orient == "U":
        h = base / 2
        return [(-h, -h), (h, -h), (h, h), (-h, h)]
    length = base * LENGTH
    return [_rot(orient, x, y) for x, y in ((0, -length / 2), (base / 2, length / 2), (-base / 2, length / 2))]


def _rot(orient: str, x: float, y: float) -> tuple[float, float]:
    a, b, c, d = _ROT[orient]
    return (a * x + b * y, c * x + d * y)


def _shade(colour: Sequence[int], normal: tuple[float, float], strength: float = 0.34) -> Colour:
    f = normal[0] * LIGHT[0] + normal[1] * LIGHT[1]
    return mix(colour, (255, 255, 255), f * strength) if f > 0 else mix(colour, (0, 0, 0), -f * strength * 1.2)


def _faces(orient: str, base: float) -> list[tuple[list, tuple[float, float]]]:
    """(polygon, outward normal) of each visible face, relative to the centre."""
    if orient == "U":
        h = base / 2
        c = (0.0, 0.0)
        tl, tr, br, bl = (-h, -h), (h, -h), (h, h), (-h, h)
        return [([tl, tr, c], (0, -1)), ([tr, br, c], (1, 0)), ([br, bl, c], (0, 1)), ([bl, tl, c], (-1, 0))]
    length = base * LENGTH
    tip, right, left, mid = (0, -length / 2), (base / 2, length / 2), (-base / 2, length / 2), (0, length / 2)
    faces = [([tip, mid, left], (-1, 0)), ([tip, right, mid], (1, 0))]
    return [([_rot(orient, *p) for p in poly], _rot(orient, *n)) for poly, n in faces]


def _pips(orient: str, base: float, size: int) -> list[tuple[float, float]]:
    """Where the pip marks go (relative to the centre): near the base of each face."""
    spread = [(k - (size - 1) / 2) * 0.2 for k in range(size)]
    if orient == "U":
        h = base / 2
        out = []
        for (x0, y0), (x1, y1) in (((-h, -h), (h, -h)), ((h, -h), (h, h)), ((h, h), (-h, h)), ((-h, h), (-h, -h))):
            for f in spread:
                ex, ey = x0 + (x1 - x0) * (0.5 + f), y0 + (y1 - y0) * (0.5 + f)
                out.append((ex * 0.8, ey * 0.8))
        return out
    length = base * LENGTH
    y = length / 2 - length * 0.17
    return [_rot(orient, f * base * 1.05, y) for f in spread]


def _letter_at(orient: str, base: float) -> tuple[float, float]:
    if orient == "U":
        return (0.0, base * 0.27)
    return _rot(orient, 0.0, base * LENGTH * 0.02)


def _canvas(base: float, pad: float) -> tuple[pygame.Surface, int, float]:
    side = int(math.ceil(base * LENGTH + 2 * pad)) | 1
    surf = pygame.Surface((side * SUPER, side * SUPER), pygame.SRCALPHA)
    return surf, side, side * SUPER / 2


def _finish(big: pygame.Surface, side: int) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, (side, side)).convert_alpha()
    small.set_alpha(255, pygame.RLEACCEL)
    return small


def _font(px: int) -> pygame.font.Font:
    from tabletop.paths import assets_dir
    key = ("font", px)
    font = _cache.get(key)
    if font is None:
        if not _cache:  # fonts die with pygame.quit(), so the cache must go with them
            pygame.register_quit(forget_fonts)
        try:
            font = pygame.font.Font(str(assets_dir() / "fonts" / "DejaVuSans-Bold.ttf"), px)
        except (OSError, FileNotFoundError):
            font = pygame.font.Font(None, px)
        _cache[key] = font
    return font


def piece_sprite(colour: Sequence[int], size: int, orient: str, base: int, letter: str = "") -> pygame.Surface:
    """A piece of `size` (1-3) pointing `orient` (N/E/S/W/U) with footprint `base` px, centred in the sprite."""
    colour = tuple(colour[:3])
    base = max(4, int(base))
    key = ("piece", colour, size, orient, base, letter)
    return _cached(key, lambda: _draw_piece(colour, size, orient, base, letter))


def _draw_piece(colour, size: int, orient: str, base: int, letter: str) -> pygame.Surface:
    pad = max(2.0, base * 0.12)
    big, side, c = _canvas(base, pad)
    s = SUPER

    def pt(p, dx=0.0, dy=0.0):
        return (c + (p[0] + dx) * s, c + (p[1] + dy) * s)

    shape = outline(orient, base)
    off = base * 0.07
    pygame.draw.polygon(big, (0, 0, 0, 80), [pt(p, off * 0.6, off) for p in shape])
    for poly, normal in _faces(orient, base):
        pygame.draw.polygon(big, _shade(colour, normal), [pt(p) for p in poly])
    edge = mix(colour, (255, 255, 255), 0.45)
    width = max(1, round(base * s / 44))
    if orient == "U":
        h = base / 2
        pygame.draw.line(big, mix(colour, (0, 0, 0), 0.35), pt((-h, h)), pt((h, -h)), width)
        pygame.draw.line(big, edge, pt((-h, -h)), pt((h, h)), width)
        pygame.draw.circle(big, mix(colour, (255, 255, 255), 0.7), pt((0, 0)), max(1, base * s * 0.035))
    else:
        length = base * LENGTH
        pygame.draw.line(big, edge, pt(_rot(orient, 0, -length / 2)), pt(_rot(orient, 0, length / 2)), width)
    if base >= 14:
        radius = max(1.2, base * 0.052) * s
        for p in _pips(orient, base, size):
            pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.55), pt(p), radius)
            pygame.draw.circle(big, mix(colour, (255, 255, 255), 0.35), pt(p, -radius / s * 0.35, -radius / s * 0.35),
                               radius * 0.4)
    pygame.draw.polygon(big, OUTLINE, [pt(p) for p in shape], max(1, round(base * s / 26)))
    if letter and base >= 26:
        font = _font(max(6, int(base * (0.26 if orient == "U" else 0.3) * s)))
        text = font.render(letter, True, ink_for(colour))
        big.blit(text, text.get_rect(center=pt(_letter_at(orient, base))))
    return _finish(big, side)


def halo_sprite(orient: str, base: int, colour: Sequence[int] = GLOW, level: float = 1.0) -> pygame.Surface:
    """A soft glow around a piece's outline (legal targets); `level` 0..1 is quantised to 4 steps."""
    step = max(1, min(4, int(round(level * 4))))
    base = max(4, int(base))
    colour = tuple(colour[:3])
    return _cached(("halo", orient, base, colour, step), lambda: _draw_halo(orient, base, colour, step / 4))


def _draw_halo(orient: str, base: int, colour, strength: float) -> pygame.Surface:
    spread = max(4.0, base * 0.3)
    big, side, c = _canvas(base, spread + 2)
    shape = outline(orient, base)
    cx = sum(p[0] for p in shape) / len(shape)
    cy = sum(p[1] for p in shape) / len(shape)
    rings = 6
    for k in range(rings, 0, -1):
        grow = spread * k / rings
        alpha = int(235 * strength * (1 - (k - 1) / rings) ** 1.3)
        pts = []
        for x, y in shape:
            dx, dy = x - cx, y - cy
            d = math.hypot(dx, dy) or 1.0
            pts.append((c + (x + dx / d * grow * 1.25) * SUPER, c + (y + dy / d * grow * 1.25) * SUPER))
        pygame.draw.polygon(big, (*colour, alpha), pts)
    return _finish(big, side)


def ring_sprite(orient: str, base: int, colour: Sequence[int], width: float) -> pygame.Surface:
    """An outline drawn just outside a piece (hover, selection)."""
    base = max(4, int(base))
    colour = tuple(colour[:4]) if len(colour) == 4 else tuple(colour[:3]) + (255,)
    key = ("ring", orient, base, colour, round(width, 1))
    return _cached(key, lambda: _draw_ring(orient, base, colour, width))


def _draw_ring(orient: str, base: int, colour, width: float) -> pygame.Surface:
    pad = width * 2 + 3
    big, side, c = _canvas(base, pad)
    shape = outline(orient, base)
    cx = sum(p[0] for p in shape) / len(shape)
    cy = sum(p[1] for p in shape) / len(shape)
    pts = []
    for x, y in shape:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1.0
        pts.append((c + (x + dx / d * width * 1.4) * SUPER, c + (y + dy / d * width * 1.4) * SUPER))
    pygame.draw.polygon(big, colour, pts, max(1, int(width * SUPER)))
    return _finish(big, side)


def standing_sprite(colour: Sequence[int], size: int, height: int) -> pygame.Surface:
    """A pyramid seen from the side (for stashes): `height` px for a large one, pips at the foot."""
    colour = tuple(colour[:3])
    return _cached(("stand", colour, size, height), lambda: _draw_standing(colour, size, height))


def _draw_standing(colour, size: int, height: int) -> pygame.Surface:
    h = max(4.0, height * SIZE_SCALE[size])
    w = h / 1.45
    W, H = int(math.ceil(w)) + 2, int(math.ceil(height)) + 2
    s = SUPER
    big = pygame.Surface((W * s, H * s), pygame.SRCALPHA)
    bottom = (H - 1) * s
    cx = W * s / 2
    tip, left, right = (cx, bottom - h * s), (cx - w * s / 2, bottom), (cx + w * s / 2, bottom)
    mid = (cx + w * s * 0.1, bottom)
    pygame.draw.polygon(big, _shade(colour, (-1, -0.4)), [tip, left, mid])
    pygame.draw.polygon(big, _shade(colour, (1, 0.4)), [tip, mid, right])
    pygame.draw.polygon(big, OUTLINE, [tip, left, right], max(1, round(s * max(1.0, h / 26))))
    if h >= 10:
        r = max(1.0, w * 0.07) * s
        for k in range(size):
            x = cx + (k - (size - 1) / 2) * w * 0.24 * s
            pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.5), (x, bottom - h * 0.16 * s), r)
    small = pygame.transform.smoothscale(big, (W, H)).convert_alpha()
    small.set_alpha(255, pygame.RLEACCEL)
    return small


def slots(count: int) -> list[tuple[float, float, float]]:
    """Where `count` pieces sit in a square space: (x, y, unit) with x, y in -0.5..0.5 of the
    square and unit the footprint of a large piece as a fraction of the square's side."""
    if count <= 1:
        return [(0.0, 0.0, 0.6)]
    if count == 2:
        return [(-0.22, -0.2, 0.46), (0.22, 0.2, 0.46)]
    if count == 3:
        return [(-0.24, -0.22, 0.42), (0.24, -0.22, 0.42), (0.0, 0.25, 0.42)]
    cols = 2 if count == 4 else 3
    rows = math.ceil(count / cols)
    unit = min(0.9 / cols, 0.9 / rows) * 0.92
    out = []
    for i in range(count):
        r, k = divmod(i, cols)
        in_row = min(cols, count - r * cols)
        x = (k - (in_row - 1) / 2) / cols
        y = (r - (rows - 1) / 2) / rows
        out.append((x * 0.92, y * 0.92, unit))
    return out
