"""Rich card text: word wrap, shrink to fit, inline icons written as `{sun}`."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.ui.cards import icons

_TOKEN = re.compile(r"\{([A-Za-z][\w-]*)\}")
_fonts: dict = {}


def font(path: str, px: int) -> pygame.font.Font:
    """A cached pygame Font for a file at a pixel size."""
    px = max(1, int(px))
    key = (path, px)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        if not _fonts:  # fonts die with pygame.quit(), so the cache must go with them
            pygame.register_quit(forget_fonts)
        f = pygame.font.Font(path, px)
        _fonts[key] = f
    return f


def forget_fonts() -> None:
    """Drop the cached fonts: a forked process must open its own (it shares the parent's file offsets)."""
    _fonts.clear()


def clear_cache() -> None:
    """Forget parsed texts (after the icon set changed)."""
    parse.cache_clear()


@lru_cache(maxsize=4096)
def parse(text: str) -> list:
    """Paragraphs -> words -> pieces (str, or ("icon", name)); unknown {names} stay as text. Shared: do not modify."""
    paragraphs = []
    for para in text.split("\n"):
        words = []
        for raw in para.split():
            pieces: list = []
            pos = 0
            for m in _TOKEN.finditer(raw):
                if m.start() > pos:
                    pieces.append(raw[pos:m.start()])
                name = m.group(1)
                pieces.append(("icon", name) if icons.exists(name) else m.group(0))
                pos = m.end()
            if pos < len(raw):
                pieces.append(raw[pos:])
            words.append(pieces)
        paragraphs.append(words)
    return paragraphs


def unknown_icons(text: str) -> list[str]:
    """The `{names}` in text that are not icons."""
    return [m.group(1) for m in _TOKEN.finditer(text) if not icons.exists(m.group(1))]


@dataclass
class TextFit:
    """Lines laid out at one pixel size."""

    px: int
    lines: list  # each: list of words, each a list of pieces
    widths: list
    line_h: int
    height: int
    fits: bool


def _icon_px(f: pygame.font.Font) -> int:
    return max(1, round(f.get_ascent() * 1.05))


def _word_width(f: pygame.font.Font, word: list) -> int:
    w = 0
    for piece in word:
        if isinstance(piece, tuple):
            w += _icon_px(f) + 1
        else:
            w += f.size(piece)[0]
    return w


def layout(paragraphs: list, path: str, px: int, width: int, height: int, line_spacing: float) -> TextFit:
    """Greedy word wrap of parsed text at `px` in a width x height box."""
    f = font(path, px)
    space = f.size(" ")[0]
    line_h = max(1, round(f.get_linesize() * line_spacing))
    lines, widths = [], []
    fits = True
    for words in paragraphs:
        line: list = []
        w = 0
        for word in words:
            ww = _word_width(f, word)
            if ww > width:
                fits = False
            if line and w + space + ww > width:
                lines.append(line)
                widths.append(w)
                line, w = [], 0
            w = w + space + ww if line else ww
            line.append(word)
        lines.append(line)
        widths.append(w)
    total = line_h * (len(lines) - 1) + f.get_height() if lines else 0
    if total > height:
        fits = False
    return TextFit(px, lines, widths, line_h, total, fits)


def fit(paragraphs: list, path: str, start_px: int, floor_px: int, width: int, height: int,
        line_spacing: float = 1.1) -> TextFit:
    """The largest size in [floor_px, start_px] at which the text fits (or floor_px, not fitting)."""
    start_px, floor_px = max(1, int(start_px)), max(1, int(floor_px))
    floor_px = min(floor_px, start_px)
    best = layout(paragraphs, path, start_px, width, height, line_spacing)
    if best.fits:
        return best
    lo, hi = floor_px, start_px - 1
    found = None
    while lo <= hi:
        mid = (lo + hi) // 2
        trial = layout(paragraphs, path, mid, width, height, line_spacing)
        if trial.fits:
            found, lo = trial, mid + 1
        else:
            hi = mid - 1
    return found or layout(paragraphs, path, floor_px, width, height, line_spacing)


def draw(surface: pygame.Surface, laid: TextFit, path: str, rect: pygame.Rect, colour,
         align: str = "center", valign: str = "middle", shadow=None) -> None:
    """Blit laid-out text into rect; `shadow` is a colour drawn offset behind, or None."""
    f = font(path, laid.px)
    space = f.size(" ")[0]
    ipx = _icon_px(f)
    if valign == "top":
        y = rect.top
    elif valign == "bottom":
        y = rect.bottom - laid.height
    else:
        y = rect.top + (rect.height - laid.height) // 2
    off = max(1, laid.px // 14)
    for line, w in zip(laid.lines, laid.widths):
        if align == "left":
            x = rect.left
        elif align == "right":
            x = rect.right - w
        else:
            x = rect.left + (rect.width - w) // 2
        for layer, col, dx in (("shadow", shadow, off), ("text", colour, 0)):
            if col is None:
                continue
            cx = x
            for i, word in enumerate(line):
                if i:
                    cx += space
                cx = _draw_word(surface, f, word, cx + dx, y + dx, col, ipx) - dx
        y += laid.line_h


def _draw_word(surface, f, word, x, y, colour, ipx) -> int:
    asc = f.get_ascent()
    for piece in word:
        if isinstance(piece, tuple):
            surface.blit(icons.icon(piece[1], ipx, colour), (x, y + asc - ipx + max(1, ipx // 8)))
            x += ipx + 1
        else:
            img = f.render(piece, True, colour[:3])
            if len(colour) > 3 and colour[3] < 255:
                img.set_alpha(colour[3])
            surface.blit(img, (x, y))
            x += img.get_width()
    return x
