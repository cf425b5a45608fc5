"""ECG's cards at table size: a tile readable without hovering (the printed face is for the large preview).

A tile is framed in its kingdom's colour and carries, top to bottom: the name on a band of that
colour (two lines at most, never under `MIN_NAME_PX` pixels; a long name loses its epithet -
"Ulfra, Mother of the Pack" -> "Ulfra, Mother" -> "Ulfra" - then a word too long for a line takes a hyphen at a
syllable, "Porta-" "estandarte", before anything is cut), the type glyph (a troop's line
of formation beside it), the kingdom's emblem large, and, when asked, the cost the viewer pays
in the top corner. The view draws what changes over it (strength now, wounds, preparation, used):
`strength_spot`, `corner_spot` say where.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from tabletop.paths import assets_dir
from tabletop.ui.cards import icons, text
from tabletop.ui.theme import CREAM, FONT_FILES, INK, contrast, fill_for_text, mix

MIN_NAME_PX = 11  # the smallest name on the table, at 1280x720 and up
PAPER = (242, 234, 216)
NEUTRAL = (109, 100, 88)
KIND_GLYPHS = {"troop": "crossed_swords", "general": "arcanum_judgement", "hero": "crown", "action": "scroll",
               "reaction": "orient", "spell": "arcanum_star", "blessing": "prayer", "legacy": "pillar",
               "resource": "gem"}
SCHOOL_GLYPHS = {"sol": "sun", "luna": "moon"}
#: words that start a name's epithet, dropped first when the name does not fit ("Tiberio of the Nine Shields")
EPITHETS = (", ", " of ", " de ", " del ")
SQUEEZE = 0.82  # the narrowest a name's letters are pressed together before the name is shortened
_tiles: OrderedDict = OrderedDict()
TILE_CACHE = 400


def cost_for(card: Any, kingdom: str) -> str | None:
    """What `kingdom` pays to play the card from hand ("–" when it cannot), None when nothing is printed."""
    if getattr(card, "cost", None) is not None:
        return str(card.cost)
    costs = getattr(card, "costs", None)
    if costs is None:
        return None
    return "–" if costs.get(kingdom) is None else str(costs[kingdom])


def glyph(card: Any) -> str:
    """The icon that tells the card's type at a glance (a spell's school, Oración's joined hands)."""
    if getattr(card, "prayer", ()):
        return "prayer"
    if card.kind == "spell" and getattr(card, "school", None) in SCHOOL_GLYPHS:
        return SCHOOL_GLYPHS[card.school]
    return KIND_GLYPHS.get(card.kind, "star")


def kingdom_colour(kingdom: str | None, palettes: dict | None) -> tuple:
    """The kingdom's colour from the card layout's palette (grey-brown for neutral cards)."""
    entry = (palettes or {}).get(kingdom or "neutral") or (palettes or {}).get("neutral")
    return tuple(entry.colour[:3]) if entry is not None else NEUTRAL


def name_px(height: int) -> int:
    """The name's pixel size on a tile `height` pixels tall (at least MIN_NAME_PX)."""
    return max(MIN_NAME_PX, round(height * 0.128))


def band_height(height: int) -> int:
    """The height of the name band: two lines of the name."""
    font = _font(name_px(height), True)
    return 2 * font.get_linesize() + max(2, height // 40)


def strength_spot(rect: pygame.Rect) -> tuple[tuple[int, int], int]:
    """(centre, radius) of the strength disc: the tile's lower left corner."""
    radius = max(9, int(min(rect.width, rect.height) * 0.17))
    return (rect.x + radius + max(2, rect.width // 24), rect.bottom - radius - max(2, rect.height // 30)), radius


def corner_spot(rect: pygame.Rect) -> tuple[int, int]:
    """Top right of the tile's body, just under the name band (preparation and spent marks go there)."""
    return rect.right - max(2, rect.width // 24), rect.y + band_height(rect.height) + max(3, rect.height // 30)


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
    return text.font(str(assets_dir() / "fonts" / FONT_FILES[(bold, False)]), px)


def text_surface(words: str, px: int, colour, bold: bool, width: int) -> pygame.Surface:
    """One line rendered at `px`, pressed narrower (never below SQUEEZE) when wider than `width`."""
    surf = _font(px, bold).render(words, True, colour)
    if surf.get_width() > width:
        surf = pygame.transform.smoothscale(surf, (max(1, width), surf.get_height()))
    return surf


def tile(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, cost: str | None = None,
         hand: bool = False) -> pygame.Surface:
    """The card's tile at `size` (cached); `cost` shows in the body's top left corner; in the `hand`, a troop
    shows its printed Fuerza and Preparación too (on the table the view draws the numbers in force)."""
    key = (card.id, card.name.get(lang), size, lang, cost, hand)  # the name: the studio may edit it
    surf = _tiles.get(key)
    if surf is None:
        surf = _draw(card, size, lang, palettes, cost, hand)
        _tiles[key] = surf
        if len(_tiles) > TILE_CACHE:
            _tiles.popitem(last=False)
    else:
        _tiles.move_to_end(key)
    return surf


def _draw(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, cost: str | None,
          hand: bool) -> pygame.Surface:
    w, h = size
    colour = kingdom_colour(getattr(card, "kingdom", None), palettes)
    edge = max(2, round(w * 0.04))
    radius = max(3, round(w * 0.07))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(2, radius - edge))
    band = pygame.Rect(inner.x, inner.y, inner.width, band_height(h))
    band_fill = fill_for_text(colour, CREAM)
    pygame.draw.rect(surf, band_fill, band, border_top_left_radius=max(2, radius - edge),
                     border_top_right_radius=max(2, radius - edge))
    _name(surf, band, card.name.get(lang) or card.name.get("en") or card.id, name_px(h))
    body = pygame.Rect(inner.x, band.bottom, inner.width, inner.bottom - band.bottom)
    _body(surf, body, card, colour, cost)
    if hand and card.kind == "troop" and getattr(card, "strength", None) is not None:
        _printed_numbers(surf, body, card)
    return surf


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


def _body(surf: pygame.Surface, body: pygame.Rect, card: Any, colour: tuple, cost: str | None) -> None:
    """The type glyph (and a troop's line), the kingdom's emblem, the cost the viewer pays."""
    kingdom = getattr(card, "kingdom", None) or "neutral"
    emblem = f"realm_{kingdom}" if icons.exists(f"realm_{kingdom}") else "realm_neutral"
    shade = colour if contrast(colour, PAPER) >= 3 else mix(colour, INK, 0.35)
    big = int(min(body.height * 0.62, body.width * 0.56))
    if big > 6:
        picture = icons.icon(emblem, big, mix(shade, PAPER, 0.25))
        surf.blit(picture, picture.get_rect(center=(body.centerx, body.centery - body.height // 14)))
    small = max(9, int(min(body.width * 0.2, body.height * 0.3)))
    pad = max(2, body.width // 24)
    x = body.x + pad
    if cost is not None:
        x = _cost_badge(surf, (x, body.y + pad), max(small, int(body.height * 0.36)), cost, shade) + pad
    marks = [glyph(card)] + ([f"line_{card.line}"] if card.kind == "troop" and getattr(card, "line", None) else [])
    for mark in marks:
        surf.blit(icons.icon(mark, small, INK), (x, body.y + pad))
        x += small + pad


def _cost_badge(surf: pygame.Surface, topleft: tuple[int, int], size: int, cost: str, fill) -> int:
    """The cost on a round badge of the kingdom's colour; returns the badge's right edge."""
    radius = max(6, size // 2)
    centre = (topleft[0] + radius, topleft[1] + radius)
    pygame.draw.circle(surf, fill_for_text(fill, CREAM), centre, radius)
    pygame.draw.circle(surf, CREAM, centre, radius, max(1, radius // 6))
    label = text_surface(cost, max(MIN_NAME_PX, int(radius * 1.3)), CREAM, True, 2 * radius)
    surf.blit(label, label.get_rect(center=centre))
    return centre[0] + radius


def _printed_numbers(surf: pygame.Surface, body: pygame.Rect, card: Any) -> None:
    """A troop's printed Fuerza on its disc (the table covers it with the strength in force) and Preparación."""
    centre, radius = strength_spot(surf.get_rect())
    pygame.draw.circle(surf, INK, centre, radius)
    pygame.draw.circle(surf, (217, 181, 95), centre, radius, max(1, radius // 7))
    label = text_surface(str(card.strength), max(MIN_NAME_PX, int(radius * 1.2)), CREAM, True, 2 * radius)
    surf.blit(label, label.get_rect(center=centre))
    prep = getattr(card, "preparation", None)
    if prep:
        size = max(MIN_NAME_PX, radius)
        words = text_surface(str(prep), size, INK, True, 3 * size)
        right = body.right - max(2, body.width // 24)
        bottom = body.bottom - max(2, body.height // 16)
        surf.blit(words, words.get_rect(bottomright=(right, bottom)))
        mark = icons.icon("hourglass", size, INK)
        surf.blit(mark, mark.get_rect(bottomright=(right - words.get_width() - 1, bottom)))
