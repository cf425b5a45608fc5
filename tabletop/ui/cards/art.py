"""Art for card faces: file lookup, cover-crop with a focal point, generated placeholders, fills."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Generator, Iterator

import pygame

from tabletop.data.artfile import ART_EXTENSIONS, ArtFileError, art_size
from tabletop.ui.cards import icons

ART_DIR = Path(__file__).resolve().parents[3] / "assets" / "art"
#: art is scaled on load so that its longer side is at most this (a tarot card at 300 dpi is 1417 px tall)
ART_MAX_SIDE = 2048


def find_art(game: str, card_id: str, art_dir: str | Path | None = None) -> Path | None:
    """The art file of a card: art_dir/<game>/<id>.*, art_dir/<id>.*, then assets/art/<game>/<id>.*."""
    places = []
    if art_dir is not None:
        places += [Path(art_dir) / game, Path(art_dir)]
    places.append(ART_DIR / game)
    for folder in places:
        for ext in ART_EXTENSIONS:
            path = folder / f"{card_id}{ext}"
            if path.is_file():
                return path
    return None


class ArtCache:
    """Loaded art images by path, scaled on load, reloaded when the file's modification time changes.

    A file that cannot be shown (not a picture, empty, truncated, over MAX_ART_PIXELS) loads
    as None and `problem(path)` says why in one line.
    """

    def __init__(self) -> None:
        self._images: dict = {}  # path -> (mtime, surface or None, problem or None)

    def clear(self) -> None:
        """Forget every image."""
        self._images.clear()

    def load(self, path: Path) -> pygame.Surface | None:
        """The image at path as a 32-bit surface (longer side at most ART_MAX_SIDE), or None if unusable."""
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            return None
        hit = self._images.get(path)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        img, problem = _decode(path)
        self._images[path] = (stamp, img, problem)
        return img

    def problem(self, path: Path) -> str | None:
        """Why the art at path could not be shown (after load), or None."""
        hit = self._images.get(path)
        return hit[2] if hit is not None else None


def _decode(path: Path) -> tuple:
    """(surface, None) or (None, the reason): the header is checked before decoding, big art scaled down."""
    try:
        art_size(path)
        raw = pygame.image.load(str(path))
    except ArtFileError as exc:
        return None, str(exc)
    except (pygame.error, OSError, ValueError) as exc:
        return None, f"cannot be decoded ({str(exc).strip() or type(exc).__name__})"
    w, h = raw.get_size()
    if max(w, h) > ART_MAX_SIDE:
        scale = ART_MAX_SIDE / max(w, h)
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        if raw.get_bitsize() not in (24, 32):  # smoothscale needs 24 or 32 bits: widen a palette image first
            wide = pygame.Surface(raw.get_size(), pygame.SRCALPHA)
            wide.blit(raw, (0, 0))
            raw = wide
        raw = pygame.transform.smoothscale(raw, size)  # scaled before copying: no second full-size surface
    img = pygame.Surface(raw.get_size(), pygame.SRCALPHA)
    img.blit(raw, (0, 0))
    return img, None


def cover_rect(src_size: tuple, dst_size: tuple, focus: tuple = (0.5, 0.5)) -> pygame.Rect:
    """The part of a src image that, scaled, covers dst exactly; centred on focus (0..1), clamped."""
    sw, sh = src_size
    dw, dh = dst_size
    if sw <= 0 or sh <= 0 or dw <= 0 or dh <= 0:
        return pygame.Rect(0, 0, max(sw, 0), max(sh, 0))
    scale = max(dw / sw, dh / sh)
    cw = min(sw, max(1, round(dw / scale)))
    ch = min(sh, max(1, round(dh / scale)))
    fx, fy = focus
    x = min(max(round(fx * sw - cw / 2), 0), sw - cw)
    y = min(max(round(fy * sh - ch / 2), 0), sh - ch)
    return pygame.Rect(x, y, cw, ch)


def cover(img: pygame.Surface, size: tuple, focus: tuple = (0.5, 0.5)) -> pygame.Surface:
    """img cover-cropped around focus and scaled to size."""
    crop = img.subsurface(cover_rect(img.get_size(), size, focus))
    if crop.get_size() == tuple(size):
        return crop.copy()
    return pygame.transform.smoothscale(crop, size)


def shade(colour, amount: float) -> tuple:
    """colour lightened (amount > 0, towards white) or darkened (< 0)."""
    r, g, b = colour[:3]
    a = colour[3] if len(colour) > 3 else 255
    if amount >= 0:
        return (round(r + (255 - r) * amount), round(g + (255 - g) * amount), round(b + (255 - b) * amount), a)
    k = 1 + amount
    return (round(r * k), round(g * k), round(b * k), a)


def gradient(size: tuple, colours: list, diagonal: bool = True) -> pygame.Surface:
    """A smooth fill through colours (top-left to bottom-right if diagonal, else top to bottom)."""
    w, h = max(1, size[0]), max(1, size[1])
    colours = [tuple(c) + ((255,) if len(c) == 3 else ()) for c in colours] or [(128, 128, 128, 255)]
    if len(colours) == 1:
        colours = [shade(colours[0], 0.12), shade(colours[0], -0.18)]
    n = len(colours)
    if diagonal:
        small = pygame.Surface((n, n), pygame.SRCALPHA)
        for x in range(n):
            for y in range(n):
                t = (x + y) / (2 * (n - 1))
                small.set_at((x, y), _mix_many(colours, t))
    else:
        small = pygame.Surface((1, n), pygame.SRCALPHA)
        for y in range(n):
            small.set_at((0, y), colours[y])
    # smoothscale interpolates between pixel centres: scale past the size, keep the middle
    sw, sh = small.get_size()
    bw = round(w * sw / (sw - 1)) if sw > 1 else w
    bh = round(h * sh / (sh - 1)) if sh > 1 else h
    big = pygame.transform.smoothscale(small, (bw, bh))
    return big.subsurface(pygame.Rect((bw - w) // 2, (bh - h) // 2, w, h)).copy()


def _mix_many(colours: list, t: float) -> tuple:
    pos = t * (len(colours) - 1)
    i = min(int(pos), len(colours) - 2)
    return mix(colours[i], colours[i + 1], pos - i)


def mix(a, b, t: float) -> tuple:
    """The colour t of the way from a to b."""
    return tuple(round(a[k] + (b[k] - a[k]) * t) for k in range(4))


_placeholders: dict = {}


def placeholder(size: tuple, colours: list, icon_names: list, count: int = 0,
                emblem: str | None = None) -> pygame.Surface:
    """Generated art: a gradient of the card's colours, a faint pattern and its symbols large
    (or `count` pips of the first symbol, for numbered cards; or the card's own `emblem` icon)."""
    return finish(placeholder_steps(size, colours, icon_names, count, emblem))


def finish(steps: Generator[None, None, pygame.Surface]) -> pygame.Surface:
    """Run drawing `steps` (a generator that pauses with `yield`) to the end; their result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def placeholder_steps(size: tuple, colours: list, icon_names: list, count: int = 0,
                      emblem: str | None = None) -> Generator[None, None, pygame.Surface]:
    """`placeholder`, pausing (yield) between its stages when it has to be drawn."""
    w, h = size
    key = (w, h, tuple(colours), tuple(icon_names), count, emblem)
    surf = _placeholders.get(key)
    if surf is not None:
        return surf
    colours = colours or [(120, 116, 130, 255)]
    deep = [shade(c, -0.35) for c in colours]
    surf = gradient((w, h), [shade(colours[0], 0.05)] + deep[1:] + [deep[0]] if len(colours) > 1
                    else [shade(colours[0], 0.1), deep[0]])
    yield
    _rays(surf)
    yield
    _lattice(surf, icon_names or ["star"], min(w, h))
    yield
    if emblem:
        yield from _big_symbols(surf, [emblem], colours)
    elif count:
        _pips(surf, icon_names[0] if icon_names else "star", colours[0], count)
    else:
        yield from _big_symbols(surf, icon_names, colours)
    if len(_placeholders) > 600:
        _placeholders.clear()
    _placeholders[key] = surf
    return surf


def _rays(surf: pygame.Surface) -> None:
    """Soft light rays from the centre (a simple sunburst)."""
    w, h = surf.get_size()
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h * 0.46
    r = math.hypot(w, h)
    n = 18
    for i in range(n):
        if i % 2:
            continue
        a0 = 2 * math.pi * i / n
        a1 = 2 * math.pi * (i + 1) / n
        pygame.draw.polygon(layer, (255, 255, 255, 18),
                            [(cx, cy), (cx + r * math.cos(a0), cy + r * math.sin(a0)),
                             (cx + r * math.cos(a1), cy + r * math.sin(a1))])
    glow_r = max(2, int(min(w, h) * 0.42))
    for k in range(6):
        rr = glow_r * (1 - k / 6)
        pygame.draw.circle(layer, (255, 255, 255, 10), (cx, cy), rr)
    surf.blit(layer, (0, 0))


def _lattice(surf: pygame.Surface, icon_names: list, span: int) -> None:
    """A faint half-drop lattice of small symbols."""
    w, h = surf.get_size()
    px = max(6, span // 7)
    if px < 8:
        return
    step = px * 2
    row = 0
    y = -px // 2
    while y < h:
        x = -px // 2 + (step // 2 if row % 2 else 0)
        col = 0
        while x < w:
            name = icon_names[(row + col) % len(icon_names)]
            surf.blit(icons.icon(name, px, (255, 255, 255, 26)), (x, y))
            x += step
            col += 1
        y += step * 0.75
        y = int(y)
        row += 1


def _big_symbols(surf: pygame.Surface, icon_names: list, colours: list) -> Iterator[None]:
    """The card's symbols large in the middle, light with a soft dark halo (a pause after each)."""
    w, h = surf.get_size()
    n = len(icon_names)
    if n == 0:
        return
    span = min(w, h)
    if n == 1:
        spots = [(0.5, 0.46, 0.62)]
    elif n == 2:
        spots = [(0.5, 0.30, 0.44), (0.5, 0.66, 0.44)]
    else:
        spots = [(0.5, 0.24, 0.36), (0.29, 0.62, 0.36), (0.71, 0.62, 0.36)]
        spots += [(0.5, 0.85, 0.25)] * (n - 3)
    for i, (fx, fy, fs) in enumerate(spots[:n]):
        px = max(4, int(span * fs))
        if h > w * 1.15 and n > 1:
            fy = 0.12 + (i + 0.5) * 0.76 / n
            fx = 0.5
            px = max(4, int(min(w * 0.7, h * 0.8 / n)))
        x = int(w * fx - px / 2)
        y = int(h * fy - px / 2)
        col = colours[i % len(colours)] if colours else (80, 80, 80, 255)
        halo = icons.icon(icon_names[i], px, shade(col, -0.6)[:3] + (110,))
        off = max(1, px // 24)
        surf.blit(halo, (x + off, y + off * 2))
        surf.blit(icons.icon(icon_names[i], px, shade(col, 0.82)), (x, y))
        yield


def pip_spots(count: int) -> list:
    """Positions (0..1) of count pips, in the manner of playing-card spot layouts."""
    if count <= 3:
        return [(0.5, (i + 1) / (count + 1)) for i in range(count)]
    rows = (count + 1) // 2 if count % 2 == 0 else (count - 1) // 2
    spots = [(x, (r + 1) / (rows + 1)) for r in range(rows) for x in (0.28, 0.72)]
    if count % 2:
        spots.append((0.5, 0.5))
    return spots


def _pips(surf: pygame.Surface, name: str, colour, count: int) -> None:
    """count symbols in a spot-card arrangement, light with a soft shadow."""
    w, h = surf.get_size()
    spots = pip_spots(count)
    rows = len({y for _, y in spots})
    px = max(4, int(min(w * 0.36, h / (rows + 0.8)) * (0.95 if count <= 3 else 0.85)))
    off = max(1, px // 20)
    for fx, fy in spots:
        x, y = int(w * fx - px / 2), int(h * fy - px / 2)
        surf.blit(icons.icon(name, px, shade(colour, -0.6)[:3] + (110,)), (x + off, y + off * 2))
        surf.blit(icons.icon(name, px, shade(colour, 0.82)), (x, y))


_masks: dict = {}


def rounded_mask(size: tuple, radius: float) -> pygame.Surface:
    """A white antialiased rounded-rect alpha mask (corners 4x supersampled), cached."""
    w, h = size
    r = max(1, min(int(math.ceil(radius)), w // 2, h // 2))
    key = (w, h, round(radius, 2))
    mask = _masks.get(key)
    if mask is None:
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 255))
        big = pygame.Surface((r * 8, r * 8), pygame.SRCALPHA)
        big.fill((255, 255, 255, 0))
        pygame.draw.circle(big, (255, 255, 255, 255), (r * 4, r * 4), r * 4)
        disc = pygame.transform.smoothscale(big, (r * 2, r * 2))
        for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            quarter = disc.subsurface(pygame.Rect(dx * r, dy * r, r, r))
            mask.blit(quarter, (dx * (w - r), dy * (h - r)), special_flags=pygame.BLEND_RGBA_MIN)
        if len(_masks) > 200:
            _masks.clear()
        _masks[key] = mask
    return mask


def clip_rounded(surf: pygame.Surface, radius: float) -> None:
    """Make surf's corners transparent (rounded, antialiased)."""
    if radius <= 0.5:
        return
    surf.blit(rounded_mask(surf.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
