"""Look and feel: colours, seat colours, fonts, cached text, felt background, shadows, glow."""
from __future__ import annotations

import math
import random
from collections import OrderedDict
from dataclasses import dataclass
from typing import Sequence

import pygame

from tabletop.paths import assets_dir

Colour = tuple[int, int, int]

# --- palette -------------------------------------------------------------------------
FELT = (24, 82, 58)
FELT_DARK = (10, 40, 30)
WOOD = (92, 58, 34)
WOOD_DARK = (52, 31, 18)
PANEL = (18, 26, 24)
PANEL_EDGE = (201, 168, 92)
GOLD = (232, 196, 104)
CREAM = (246, 238, 218)
MUTED = (186, 196, 184)
DIM = (126, 140, 130)
GLOW = (255, 214, 92)
DANGER = (226, 96, 76)
GOOD = (120, 214, 140)
INK = (28, 24, 20)

#: Okabe–Ito colour-blind-safe palette, in seat order, each with a letter and a pattern cue
SEAT_COLOURS: tuple[Colour, ...] = (
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
    (204, 121, 167),  # reddish purple
    (240, 228, 66),   # yellow
    (0, 158, 115),    # bluish green
    (213, 94, 0),     # vermillion
    (0, 114, 178),    # blue
    (255, 255, 255),  # white
    (164, 118, 72),   # brown (Invoke seats up to ten mages)
    (150, 206, 120),  # light green
)
SEAT_LETTERS = "ABCDEFGHIJ"
SEAT_PATTERNS = ("solid", "stripes", "dots", "rings", "checks", "cross", "solid", "stripes", "dots", "rings")


def seat_colour(seat: int | None) -> Colour:
    """The colour of a seat (grey for spectators / None)."""
    if seat is None or seat < 0:
        return MUTED
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_letter(seat: int | None) -> str:
    """The letter cue of a seat."""
    if seat is None or seat < 0:
        return "·"
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """Linear blend of two colours (t=0: a, t=1: b)."""
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def over(colour: Sequence[int], alpha: int, backdrop: Sequence[int]) -> Colour:
    """What `colour` drawn with `alpha` (0-255) over `backdrop` looks like."""
    return mix(backdrop, colour, alpha / 255)


def luminance(colour: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def linear(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21; text wants at least 4.5)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def fill_for_text(colour: Sequence[int], text: Sequence[int] = (255, 255, 255), ratio: float = 4.5) -> Colour:
    """`colour` darkened just enough for `text` on it to reach `ratio`."""
    fill = tuple(colour[:3])
    for step in range(21):
        fill = mix(colour, (0, 0, 0), step / 20)
        if contrast(fill, text) >= ratio:
            break
    return fill  # type: ignore[return-value]


#: the dark pill under floating texts (damage, healing...): opaque enough for 4.5:1 over anything
FLOAT_BACK = (10, 12, 20)
FLOAT_BACK_ALPHA = 225


# --- fonts & text --------------------------------------------------------------------
FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSerif.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
}


class Fonts:
    """Bundled DejaVu fonts by point size (scaled by the UI scale), plus a rendered-text cache."""

    def __init__(self, scale: float = 1.0, text_cache_size: int = 2048):
        self.scale = scale
        self._fonts: dict[tuple[int, bool, bool, bool], pygame.font.Font] = {}
        self._texts: OrderedDict = OrderedDict()
        self._limit = text_cache_size

    def px(self, points: float) -> int:
        """A design size in pixels at the current scale."""
        return max(6, int(round(points * self.scale)))

    def get(self, points: float, bold: bool = False, serif: bool = False, italic: bool = False) -> pygame.font.Font:
        """The font for a design size (multiplied by the scale)."""
        size = self.px(points)
        key = (size, bold, serif, italic)
        font = self._fonts.get(key)
        if font is None:
            path = assets_dir() / "fonts" / FONT_FILES[(bold, serif)]
            try:
                font = pygame.font.Font(str(path), size)
            except (OSError, FileNotFoundError):
                font = pygame.font.Font(None, size)
            font.italic = italic
            self._fonts[key] = font
        return font

    def text(self, text: str, points: float, colour: Sequence[int] = CREAM, bold: bool = False,
             serif: bool = False, italic: bool = False) -> pygame.Surface:
        """A rendered (antialiased, cached) line of text."""
        key = (text, self.px(points), tuple(colour), bold, serif, italic)
        surf = self._texts.get(key)
        if surf is None:
            font = self.get(points, bold, serif, italic)
            surf = font.render(text, True, colour)
            self._texts[key] = surf
            if len(self._texts) > self._limit:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surf

    def wrap(self, text: str, points: float, width: int, bold: bool = False, serif: bool = False) -> list[str]:
        """Split `text` into lines that fit `width` pixels."""
        font = self.get(points, bold, serif)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


def blit_text(surface: pygame.Surface, fonts: Fonts, text: str, points: float, pos: tuple[int, int],
              colour: Sequence[int] = CREAM, anchor: str = "topleft", bold: bool = False,
              serif: bool = False, shadow: bool = False, italic: bool = False) -> pygame.Rect:
    """Draw one line of text anchored at `pos` ('topleft', 'center', 'midtop', ...); return its rect."""
    surf = fonts.text(text, points, colour, bold, serif, italic)
    rect = surf.get_rect(**{anchor: pos})
    if shadow:
        shade = fonts.text(text, points, (0, 0, 0), bold, serif, italic)
        off = max(1, round(1.5 * fonts.scale))
        shade = shade.copy()
        shade.set_alpha(150)
        surface.blit(shade, rect.move(off, off))
    surface.blit(surf, rect)
    return rect


def fit_text(fonts: Fonts, text: str, points: float, width: int, bold: bool = False, serif: bool = False) -> str:
    """`text`, shortened with an ellipsis so it fits `width` pixels."""
    font = fonts.get(points, bold, serif)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def shrink_to_fit(fonts: Fonts, text: str, points: float, width: int, bold: bool = False, least: float = 0.75) -> float:
    """The largest size, from `points` down to `least` of it, at which `text` fits `width` pixels."""
    size = points
    while size > points * least and fonts.get(size, bold).size(text)[0] > width:
        size -= 0.5
    return max(size, points * least)


def fit_lines(fonts: Fonts, text: str, points: float, width: int, max_lines: int, bold: bool = False) -> list[str]:
    """`text` wrapped to `width` pixels on at most `max_lines` lines (the last one ellipsised only if need be)."""
    lines = fonts.wrap(text, points, width, bold)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [fit_text(fonts, " ".join(lines[max_lines - 1:]), points, width, bold)]
    return lines


def blit_lines(surface: pygame.Surface, fonts: Fonts, lines: Sequence[str], points: float, pos: tuple[int, int],
               colour: Sequence[int] = CREAM, bold: bool = False, italic: bool = False) -> pygame.Rect:
    """Draw lines of text left-aligned and centred vertically on `pos` (x, centre y); return their bounds."""
    line_h = fonts.get(points, bold).get_linesize()
    y = pos[1] - line_h * len(lines) // 2
    bounds = pygame.Rect(pos[0], y, 0, 0)
    for k, line in enumerate(lines):
        rect = blit_text(surface, fonts, line, points, (pos[0], y + k * line_h), colour, bold=bold, italic=italic)
        bounds = bounds.union(rect)
    return bounds


# --- surfaces ------------------------------------------------------------------------
_cache: dict = {}


def _cached(key, make):
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 256:
            _cache.clear()
        surf = _cache[key] = make()
    return surf


def noise_tile(size: int = 192, strength: int = 14, seed: int = 7) -> pygame.Surface:
    """A tileable translucent speckle texture (generated once)."""
    def make() -> pygame.Surface:
        raw = random.Random(seed).randbytes(size * size)
        alpha = raw.translate(bytes(v % strength for v in range(256)))
        shade = raw.translate(bytes(255 if v & 0x80 else 0 for v in range(256)))
        data = bytearray(4 * size * size)
        data[0::4] = shade
        data[1::4] = shade
        data[2::4] = shade
        data[3::4] = alpha
        return pygame.image.frombuffer(bytes(data), (size, size), "RGBA").convert_alpha()
    return _cached(("noise", size, strength, seed), make)


def felt_background(size: tuple[int, int], base: Colour = FELT, edge: Colour = FELT_DARK) -> pygame.Surface:
    """A felt table: radial vignette, speckle noise and a thin wooden rim (cached per size)."""
    def make() -> pygame.Surface:
        w, h = size
        small = pygame.Surface((64, 36))
        cx, cy = 32, 15
        for y in range(36):
            for x in range(64):
                d = math.hypot((x - cx) / 40, (y - cy) / 26)
                small.set_at((x, y), mix(base, edge, min(1.0, d ** 1.6)))
        surf = pygame.transform.smoothscale(small, (w, h)).convert()
        tile = noise_tile()
        tw, th = tile.get_size()
        for y in range(0, h, th):
            for x in range(0, w, tw):
                surf.blit(tile, (x, y))
        rim = max(6, h // 120)
        _wood_frame(surf, rim)
        return surf
    return _cached(("felt", size, base, edge), make)


def _wood_frame(surf: pygame.Surface, rim: int) -> None:
    """A wooden rim with a light inner bevel around the whole surface."""
    w, h = surf.get_size()
    for i in range(rim):
        t = i / max(1, rim - 1)
        colour = mix(WOOD_DARK, WOOD, math.sin(t * math.pi))
        pygame.draw.rect(surf, colour, (i, i, w - 2 * i, h - 2 * i), 1)
    pygame.draw.rect(surf, mix(WOOD, GOLD, 0.35), (rim, rim, w - 2 * rim, h - 2 * rim), 1)


def shadow(size: tuple[int, int], radius: int, blur: int = 10, alpha: int = 110) -> pygame.Surface:
    """A soft rounded shadow surface, `2*blur` larger than `size` on every side, cached."""
    def make() -> pygame.Surface:
        w, h = max(1, size[0]), max(1, size[1])
        pad = max(1, blur) * 2
        full = (w + 2 * pad, h + 2 * pad)
        sharp = pygame.Surface(full, pygame.SRCALPHA)
        pygame.draw.rect(sharp, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
        factor = max(2, blur // 2)
        small = pygame.transform.smoothscale(sharp, (max(1, full[0] // factor), max(1, full[1] // factor)))
        small = pygame.transform.smoothscale(small, (max(1, small.get_width() // 2), max(1, small.get_height() // 2)))
        return pygame.transform.smoothscale(small, full)
    return _cached(("shadow", size, radius, blur, alpha), make)


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, blur: int = 10,
                offset: tuple[int, int] = (4, 6), alpha: int = 110) -> None:
    """Draw a soft shadow under `rect`."""
    shade = shadow(rect.size, radius, blur, alpha)
    surface.blit(shade, (rect.x - blur * 2 + offset[0], rect.y - blur * 2 + offset[1]))


def glow(size: tuple[int, int], radius: int, colour: Colour = GLOW, spread: int = 10) -> pygame.Surface:
    """A soft halo around a rounded rect of `size` (the inside left clear) with a crisp edge, cached."""
    def make() -> pygame.Surface:
        w, h = max(1, size[0]), max(1, size[1])
        sp = max(2, spread)
        full = (w + 2 * sp, h + 2 * sp)
        halo = pygame.Surface(full, pygame.SRCALPHA)
        pygame.draw.rect(halo, (*colour, 235), (sp // 2, sp // 2, w + sp, h + sp), border_radius=radius + sp // 2)
        factor = max(2, sp // 2)
        small = pygame.transform.smoothscale(halo, (max(1, full[0] // factor), max(1, full[1] // factor)))
        halo = pygame.transform.smoothscale(small, full)
        inner = pygame.Rect(sp + 3, sp + 3, max(0, w - 6), max(0, h - 6))
        halo.fill((0, 0, 0, 0), inner)
        pygame.draw.rect(halo, (*mix(colour, (255, 255, 255), 0.35), 255), (sp - 1, sp - 1, w + 2, h + 2), width=2,
                         border_radius=radius + 1)
        return halo
    return _cached(("glow", size, radius, colour, spread), make)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, radius: int, t: float,
              colour: Colour = GLOW, spread: int | None = None, strength: float = 1.0) -> None:
    """Draw a pulsing glow around `rect` (t: time in seconds); spread defaults to a size-based halo."""
    if spread is None:
        spread = max(6, min(22, min(rect.width, rect.height) // 9))
    surf = glow(rect.size, radius, colour, spread)
    pulse = 0.75 + 0.25 * math.sin(t * 4.0)
    surf.set_alpha(int(255 * pulse * max(0.0, min(1.0, strength))))
    surface.blit(surf, (rect.x - spread, rect.y - spread))


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12, alpha: int = 200,
          colour: Colour = PANEL, border: Colour | None = PANEL_EDGE, shadow_blur: int = 8) -> None:
    """A translucent dark panel with a fine gold edge and a soft shadow."""
    if shadow_blur:
        draw_shadow(surface, rect, radius, shadow_blur, (3, 4), 90)
    surf = _cached(("panel", rect.size, radius, alpha, colour, border), lambda: _panel_surface(rect.size, radius, alpha, colour, border))
    surface.blit(surf, rect.topleft)


def _panel_surface(size, radius, alpha, colour, border) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surf, (*border, 150), surf.get_rect(), width=1, border_radius=radius)
    return surf


def seat_badge(surface: pygame.Surface, fonts: Fonts, seat: int | None, center: tuple[int, int],
               radius: int, ring: bool = False) -> None:
    """A round seat token: colour, pattern and letter (colour is never the only cue)."""
    x, y = center
    pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), radius + 1)
    token = _cached(("badge", seat, radius, ring, fonts.scale), lambda: _badge(fonts, seat, radius, ring))
    surface.blit(token, token.get_rect(center=center))


def _badge(fonts: Fonts, seat: int | None, radius: int, ring: bool) -> pygame.Surface:
    size = 2 * radius + 2
    c = size // 2
    colour = seat_colour(seat)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, colour, (c, c), radius)
    pattern = SEAT_PATTERNS[seat % len(SEAT_PATTERNS)] if seat is not None and seat >= 0 else "solid"
    dark = mix(colour, (0, 0, 0), 0.35)
    line = max(1, radius // 8)
    if pattern == "stripes":
        for off in range(-2 * radius, 2 * radius, max(3, radius // 3)):
            pygame.draw.line(surf, dark, (c + off, c + radius), (c + off + radius, c - radius), 2)
        pygame.draw.circle(surf, colour, (c, c), int(radius * 0.6))
    elif pattern == "dots":
        for ang in range(0, 360, 45):
            px = c + int(math.cos(math.radians(ang)) * radius * 0.78)
            py = c + int(math.sin(math.radians(ang)) * radius * 0.78)
            pygame.draw.circle(surf, dark, (px, py), max(1, radius // 8))
    elif pattern == "rings":
        pygame.draw.circle(surf, dark, (c, c), int(radius * 0.8), line)
    elif pattern == "checks":
        pygame.draw.rect(surf, dark, (c - radius // 2, c - radius // 2, radius, radius), line)
    elif pattern == "cross":
        pygame.draw.line(surf, dark, (c - radius + 3, c), (c + radius - 3, c), line)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(surf, GLOW if ring else mix(colour, (255, 255, 255), 0.5), (c, c), radius, 2)
    letter = fonts.text(seat_letter(seat), radius * 1.05 / max(0.1, fonts.scale), INK, True)
    surf.blit(letter, letter.get_rect(center=(c, c)))
    return surf


def rounded_image(image: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of `image` with rounded corners (alpha-masked)."""
    w, h = image.get_size()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = image.convert_alpha().copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


@dataclass
class Theme:
    """What scenes and views share for drawing: fonts and the palette."""

    fonts: Fonts
    scale: float = 1.0

    felt: Colour = FELT
    panel: Colour = PANEL
    gold: Colour = GOLD
    text: Colour = CREAM
    muted: Colour = MUTED
    glow: Colour = GLOW
    danger: Colour = DANGER
    good: Colour = GOOD

    def seat_colour(self, seat: int | None) -> Colour:
        """The colour of a seat."""
        return seat_colour(seat)

    def seat_letter(self, seat: int | None) -> str:
        """The letter cue of a seat."""
        return seat_letter(seat)
