"""Cards at table size, shared by the games that draw tiles instead of shrunken printed faces (ECG, Invocación).

A tile is framed in its card's colour, with its name on a band of that colour at the top (two lines at most,
never under `MIN_NAME_PX` pixels; a long name loses its epithet - "Ulfra, Mother of the Pack" -> "Ulfra, Mother"
-> "Ulfra" - then a word too long for a line takes a hyphen at a syllable, "Porta-" "estandarte", before
anything is cut). `framed` draws that much and returns the body left for the game's own marks; `badge` and
`number_disc` draw the numbers big; `cached` keeps the finished tiles.
"""
from __future__ import annotations

import functools
from collections import OrderedDict
from typing import Callable

import pygame

from tabletop.paths import assets_dir
from tabletop.ui.cards import text
from tabletop.ui.lru import remembered
from tabletop.ui.theme import CREAM, FONT_FILES, INK, fill_for_text

MIN_NAME_PX = 11  # the smallest name on the table, at 1280x720 and up
PAPER = (242, 234, 216)
RING = (217, 181, 95)
#: words that start a name's epithet, dropped first when the name does not fit ("Tiberio of the Nine Shields")
EPITHETS = (", ", " of ", " de ", " del ")
SQUEEZE = 0.82  # the narrowest a name's letters are pressed together before the name is shortened
_tiles: OrderedDict = OrderedDict()
TILE_CACHE = 400


def cached(key: tuple, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The tile stored under `key`, drawn by `draw()` the first time (the least recently used go first)."""
    return remembered(_tiles, key, draw, TILE_CACHE)


def name_px(height: int) -> int:
    """The name's pixel size on a tile `height` pixels tall (at least MIN_NAME_PX)."""
    return max(MIN_NAME_PX, round(height * 0.128))


def band_height(height: int) -> int:
    """The height of the name band: two lines of the name."""
    font = _font(name_px(height), True)
    return 2 * font.get_linesize() + max(2, height // 40)



def short_forms(name: str) -> list[str]:
    """The name, then shorter forms without its epithet ("Ulfra, Mother of the Pack", "Ulfra")."""
    forms = [name]
    for mark in EPITHETS:
        head = name.split(mark, 1)[0].strip().rstrip(",")
        if head != name and head and head not in forms:
            forms.append(head)
    return sorted(forms, key=len, reverse=True)


def fit_name(name: str, px: int, width: int) -> tuple[list[str], int, bool]:
    """(lines, pixel size, bold): the name on at most two lines of `width` pixels, squeezed at most to SQUEEZE,
    shortened when it must be, then a word too long for a line broken with a hyphen ("Porta-" "estandarte");
    the last resort ends in an ellipsis."""
    room = width / SQUEEZE
    sizes = range(px, min(px, max(MIN_NAME_PX, int(px * 0.7))) - 1, -1)  # a little smaller before shorter
    for hyphens in (False, True):
        for form in short_forms(name):
            for size in sizes:
                for bold in (True, False):
                    lines = _wrap(form, _font(size, bold), room, hyphens)
                    if len(lines) <= 2:
                        return lines, size, bold
    font = _font(MIN_NAME_PX, False)
    words = short_forms(name)[-1].split() or [name]
    rest = " ".join(words[1:])
    return [_cut(words[0], font, room)] + ([_cut(rest, font, room)] if rest else []), MIN_NAME_PX, False


def _cut(words: str, font: pygame.font.Font, room: float) -> str:
    """`words`, ending in an ellipsis when they are wider than `room` pixels."""
    if font.size(words)[0] <= room:
        return words
    while len(words) > 1 and font.size(words + "…")[0] > room:
        words = words[:-1]
    return words.rstrip() + "…"


def _wrap(phrase: str, font: pygame.font.Font, width: float, hyphens: bool = False) -> list[str]:
    """Greedy word wrap; a single word wider than `width` makes it fail (three lines), unless `hyphens` lets it
    break at a syllable, its head ending the line it starts and its tail on the next."""
    lines: list[str] = []
    for word in phrase.split():
        if font.size(word)[0] > width:
            split = _hyphenated(word, lines[-1] if lines else "", font, width) if hyphens else None
            if split is None:
                return ["", "", ""]
            line, tail = split
            lines[-1:] = [line] if lines and line.startswith(lines[-1] + " ") else lines[-1:] + [line]
            lines.append(tail)
            continue
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


VOWELS = set("aeiouáéíóúü")
STRONG = set("aeoáéíóú")  # two of these side by side are two syllables (a hiatus: "Porta-estandarte")
ONSETS = {"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "kl", "kr", "pl", "pr", "tr", "ch", "ll", "rr",
          "th", "sh", "ph"}  # pairs that begin a syllable together


def syllable_breaks(word: str) -> list[tuple[int, bool]]:
    """Where `word` may take a hyphen, by Spanish syllables (fair for English too): (index, at a hiatus), each
    leaving at least three letters on either side. A syllable starts with one consonant or an onset pair
    ("Caba-llero", "Hom-bre"); two strong vowels side by side part ("Porta-estandarte")."""
    low = word.lower()
    breaks = []
    for k in range(3, len(word) - 2):
        before, after = low[k - 1], low[k]
        if not (before.isalpha() and after.isalpha()):
            continue
        if before in STRONG and after in STRONG:
            breaks.append((k, True))
            continue
        end = k
        while end < len(low) and low[end].isalpha() and low[end] not in VOWELS:
            end += 1
        onset = low[k:end]
        if end < len(low) and low[end] in VOWELS and (len(onset) == 1 or onset in ONSETS) \
                and before + after not in ONSETS:
            breaks.append((k, False))
    return [(k, hiatus) for k, hiatus in breaks if any(c in VOWELS for c in low[:k])]


def _hyphenated(word: str, line: str, font: pygame.font.Font, width: float) -> tuple[str, str] | None:
    """(the line ending in the word's head and a hyphen, the tail) where both fit in `width`: on the current
    `line` when there is room, else on a line of its own; a break at a hiatus first, then the longest head."""
    def fits(words: str) -> bool:
        return font.size(words)[0] <= width

    breaks = sorted(syllable_breaks(word), key=lambda b: (b[1], b[0]), reverse=True)
    for start in ([f"{line} "] if line else []) + [""]:
        for k, _hiatus in breaks:
            if fits(f"{start}{word[:k]}-") and fits(word[k:]):
                return f"{start}{word[:k]}-", word[k:]
    return None


def _font(px: int, bold: bool) -> pygame.font.Font:
    """DejaVu Sans at `px` pixels (the table's own fonts are in design points; tiles are sized in pixels)."""
    return text.font(_font_path(bold), px)


def pixel_font(px: int, bold: bool = False) -> pygame.font.Font:
    """The tiles' font at `px` pixels, for a view that measures words in pixels while laying out (the same face
    and size as its `Fonts` at `px / scale` points)."""
    return text.font(_font_path(bold), px)


@functools.cache
def _font_path(bold: bool) -> str:
    """The file of the tiles' font (worked out once: a view measures many words a frame)."""
    return str(assets_dir() / "fonts" / FONT_FILES[(bold, False)])


def text_surface(words: str, px: int, colour, bold: bool, width: int) -> pygame.Surface:
    """One line rendered at `px`, pressed narrower (never below SQUEEZE) when wider than `width`."""
    surf = _font(px, bold).render(words, True, colour)
    if surf.get_width() > width:
        surf = pygame.transform.smoothscale(surf, (max(1, width), surf.get_height()))
    return surf


def name_width(width: int) -> int:
    """The room for the name's letters on a tile `width` pixels wide (inside the frame and the band's margins)."""
    band = width - 2 * max(2, round(width * 0.04))
    return band - 2 * max(2, band // 28)


@functools.lru_cache(maxsize=4096)
def snug_band_height(name: str, size: tuple[int, int], px: int | None = None) -> int:
    """The height of a name band as tall as the name's lines (one line for a short name) on a tile of `size`, the
    name at `px` (default `name_px`); remembered: a table asks it of every dimmed card it draws."""
    w, h = size
    inner = w - 2 * max(2, round(w * 0.04))
    lines, px, bold = fit_name(name, px or name_px(h), inner - 2 * max(2, inner // 28))
    return len(lines) * _font(px, bold).get_linesize() + max(2, h // 40)


def framed(size: tuple[int, int], colour: tuple, name: str, snug: bool = False,
           px: int | None = None) -> tuple[pygame.Surface, pygame.Rect]:
    """A tile's frame in `colour`, its paper and its name band (two lines tall, or as tall as the name when
    `snug`, the name at `px` then): (the surface, the body under the band)."""
    w, h = size
    edge = max(2, round(w * 0.04))
    radius = max(3, round(w * 0.07))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(2, radius - edge))
    band = pygame.Rect(inner.x, inner.y, inner.width, snug_band_height(name, size, px) if snug else band_height(h))
    pygame.draw.rect(surf, fill_for_text(colour, CREAM), band, border_top_left_radius=max(2, radius - edge),
                     border_top_right_radius=max(2, radius - edge))
    _name(surf, band, name, (snug and px) or name_px(h))
    return surf, pygame.Rect(inner.x, band.bottom, inner.width, inner.bottom - band.bottom)


def _name(surf: pygame.Surface, band: pygame.Rect, name: str, px: int) -> None:
    """The name centred on its band, one or two lines."""
    pad = max(2, band.width // 28)
    lines, px, bold = fit_name(name, px, band.width - 2 * pad)
    step = _font(px, bold).get_linesize()
    y = band.centery - step * len(lines) // 2
    for line in lines:
        label = text_surface(line, px, CREAM, bold, band.width - 2 * pad)
        surf.blit(label, label.get_rect(midtop=(band.centerx, y)))
        y += step


def badge(surf: pygame.Surface, topleft: tuple[int, int], size: int, words: str, fill) -> int:
    """`words` (a cost) on a round badge of `fill`'s colour; returns the badge's right edge."""
    radius = max(6, size // 2)
    centre = (topleft[0] + radius, topleft[1] + radius)
    pygame.draw.circle(surf, fill_for_text(fill, CREAM), centre, radius)
    pygame.draw.circle(surf, CREAM, centre, radius, max(1, radius // 6))
    label = text_surface(words, max(MIN_NAME_PX, int(radius * 1.3)), CREAM, True, 2 * radius)
    surf.blit(label, label.get_rect(center=centre))
    return centre[0] + radius


def number_disc(surf: pygame.Surface, centre: tuple[int, int], radius: int, words: str) -> None:
    """A number (strength, Poder) big on a dark disc with a gold ring."""
    pygame.draw.circle(surf, INK, centre, radius)
    pygame.draw.circle(surf, RING, centre, radius, max(1, radius // 7))
    label = text_surface(words, max(MIN_NAME_PX, int(radius * 1.2)), CREAM, True, 2 * radius)
    surf.blit(label, label.get_rect(center=centre))
