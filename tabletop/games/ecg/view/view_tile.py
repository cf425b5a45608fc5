"""ECG's cards at table size: a tile readable without hovering (the printed face is for the large preview).

A tile is framed in its kingdom's colour and carries, top to bottom: the name on a band of that
colour (as tall as the name: a short one leaves the words a line more; two lines at most, never under `MIN_NAME_PX` pixels; a long name loses its epithet -
"Ulfra, Mother of the Pack" -> "Ulfra, Mother" -> "Ulfra" - then a word too long for a line takes a hyphen at a
syllable, "Porta-" "estandarte", before anything is cut), the type glyph (a troop's line
of formation beside it), the kingdom's emblem large, and, when asked, the cost the viewer pays
in the top corner. The view draws what changes over it (strength now, wounds, preparation, used):
`strength_spot`, `corner_spot` say where. A table tile wide enough for words gives its body to them: no glyph
row, the numbers in a foot along the bottom, and only the abilities of the zone it lies in (`zone_short`).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from tabletop.ui.card_tile import (MIN_NAME_PX, PAPER, band_height, badge, cached, fit_name, framed, name_px,
                                   number_disc, short_forms, snug_band_height, text_surface)
from tabletop.games.ecg.rules.card_short import card_short
from tabletop.games.ecg.view.faces import face_fields
from tabletop.ui.cards import icons, short_text
from tabletop.ui.lru import remembered
from tabletop.ui.theme import INK, contrast, mix

NEUTRAL = (109, 100, 88)
KIND_GLYPHS = {"troop": "crossed_swords", "general": "arcanum_judgement", "hero": "crown", "action": "scroll",
               "reaction": "orient", "spell": "arcanum_star", "blessing": "prayer", "legacy": "pillar",
               "resource": "gem"}
SCHOOL_GLYPHS = {"sol": "sun", "luna": "moon"}
#: zone -> the headings its abilities carry in the printed text ("Battle — [x1] Recovery: ...")
ZONE_HEADINGS = {"battle": ("Battle", "Batalla"), "court": ("Court", "Corte")}
HEADING_MARK = " — "
TEXT_LINES = 6  # a tile's caption may take this many lines (where it has the room) before it ends in "…"
TEXT_INSET = 0.045  # the caption's margin, as a fraction of the tile's width
TEXT_PX = 10  # the smallest letters of a tile's words
BADGE_OVER_GLYPHS = 2  # how many pixels the cost badge may outgrow the type glyphs on a tile with words
NAME_FITS = 800  # name bands remembered (`name_fit`): every dimmed card the table paints asks for its own
_name_fits: OrderedDict = OrderedDict()
__all__ = ["MIN_NAME_PX", "PAPER", "band_height", "fit_name", "name_px", "short_forms", "text_surface", "tile",
           "cost_for", "glyph", "kingdom_colour", "strength_spot", "corner_spot", "zone_short", "body_top",
           "tile_key"]


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


def zone_short(card: Any, lang: str, zone: str | None = None) -> str:
    """The card's effect in short where it lies: in a battle line only its Battle abilities, in the court only its
    Court ones, without their heading; elsewhere (and when it has none for that zone) the card data's short form."""
    fields = face_fields(card)
    if zone in ZONE_HEADINGS and "short" not in fields:
        found = []
        for sentence in short_text.sentences(short_text.in_lang(fields.get("text"), lang)):
            heading, mark, rest = sentence.partition(HEADING_MARK)
            if mark and heading in ZONE_HEADINGS[zone]:
                found.append(rest)
        if found:
            return " ".join(found)
    return short_text.card_short(fields, lang)


def short_forms_of(card: Any, lang: str, zone: str | None = None) -> list[str]:
    """The card's effect where it lies, longest first: the printed sentences (`zone_short`), then the short form
    written from its abilities, then that without where it works ("Battle — "; the tile draws the first that fits
    whole)."""
    forms = [zone_short(card, lang, zone), card_short(card, lang, zone), card_short(card, lang, zone, heading=False)]
    return [form for k, form in enumerate(forms) if form and form not in forms[:k]]


def _name(card: Any, lang: str) -> str:
    return card.name.get(lang) or card.name.get("en") or card.id


def body_top(card: Any, rect: pygame.Rect, lang: str, zone: str | None = None, hand: bool = False,
             cost: str | None = None) -> int:
    """Where the card's tile at `rect` has its body: under its name band (`tile` with the same arguments)."""
    name, px = name_fit(card, rect.size, lang, cost, hand, zone)
    return rect.y + max(2, round(rect.width * 0.04)) + snug_band_height(name, rect.size, px)


def name_fit(card: Any, size: tuple[int, int], lang: str, cost: str | None = None, hand: bool = False,
             zone: str | None = None) -> tuple[str, int | None]:
    """(name, pixel size or None for the usual) of the tile's name band: the whole name at its usual size, else
    smaller (never under MIN_NAME_PX), else on one line without its epithet ("Ulfra, Mother of the Pack" ->
    "Ulfra") - the first that leaves the card's words room to read whole (remembered, keyed as `tile`)."""
    key = tile_key(card, tuple(size), lang, cost, hand, zone)
    return remembered(_name_fits, key, lambda: _name_fit(card, size, lang, cost, hand, zone), NAME_FITS)


def tile_key(card: Any, size: tuple[int, int], lang: str, cost: str | None, hand: bool, zone: str | None) -> tuple:
    """What a tile's picture depends on: the name and the text too, which the studio may edit."""
    return ("ecg", card.id, card.name.get(lang), (getattr(card, "text", None) or {}).get(lang), size, lang, cost,
            hand, zone)


def _name_fit(card: Any, size: tuple[int, int], lang: str, cost: str | None, hand: bool,
              zone: str | None) -> tuple[str, int | None]:
    full = _name(card, lang)
    tries = [(full, None), (full, MIN_NAME_PX)] + [(form, MIN_NAME_PX) for form in short_forms(full)[1:]]
    if not short_text.shows_text(size[0]):
        return tries[0]
    forms = short_forms_of(card, lang, zone)
    for name, px in tries:
        top, bottom = _text_room(card, size, _body_under(size, snug_band_height(name, size, px)), cost, hand)
        if short_text.caption_whole(pygame.Rect((0, 0), size), forms, bottom=bottom, top=top, inset=TEXT_INSET,
                                    most=TEXT_LINES, least=TEXT_PX):
            return name, px
    return tries[-1]


def _body_under(size: tuple[int, int], band: int) -> pygame.Rect:
    """The body of a tile of `size` under a name band `band` pixels tall (as `framed` lays it out)."""
    edge = max(2, round(size[0] * 0.04))
    inner = pygame.Rect(0, 0, *size).inflate(-2 * edge, -2 * edge)
    return pygame.Rect(inner.x, inner.y + band, inner.width, inner.height - band)


def _text_room(card: Any, size: tuple[int, int], body: pygame.Rect, cost: str | None, hand: bool) -> tuple[int, int]:
    """(top, bottom) of the room the card's words may take on its tile: under the top row's marks (on a table
    tile with words, only the cost badge's), above the numbers at the foot."""
    rect = pygame.Rect((0, 0), size)
    words_first = not hand and short_text.shows_text(size[0])
    small, big = _mark_sizes(size)
    pad = max(2, body.width // 24)
    top = body.y + pad + (big if cost is not None else 0 if words_first else small)
    printed = hand and card.kind == "troop" and getattr(card, "strength", None) is not None
    (_x, disc_y), radius = strength_spot(rect)
    beside = printed and short_text.shows_text(size[0])  # in the hand the printed numbers go up beside the glyphs
    bottom = (foot_top(rect) if words_first else disc_y - radius if printed and not beside
              else body.bottom - pad // 2 if hand else disc_y - radius)
    return top, bottom


def strength_spot(rect: pygame.Rect) -> tuple[tuple[int, int], int]:
    """(centre, radius) of the strength disc: the tile's lower left corner (smaller on a tile showing words)."""
    radius = max(9, int(min(rect.width, rect.height) * (0.12 if short_text.shows_text(rect.width) else 0.17)))
    return (rect.x + radius + max(2, rect.width // 24), rect.bottom - radius - max(2, rect.height // 30)), radius


def foot_top(rect: pygame.Rect) -> int:
    """Where a table tile's foot begins: the strength disc, the wound and preparation chips and a court card's
    resources (a quarter of the tile wide) lie below it, the words above."""
    (_x, y), radius = strength_spot(rect)
    return min(y - radius, rect.bottom - rect.width // 4 - max(4, rect.height // 30)) - 2


def corner_spot(rect: pygame.Rect) -> tuple[tuple[int, int], str]:
    """(point, anchor) of the preparation and spent marks: the top right of the tile's body, just under the name
    band; on a tile showing words, in its foot right of the strength disc."""
    if short_text.shows_text(rect.width):
        (x, y), radius = strength_spot(rect)
        return (x + radius + max(2, rect.width // 24), y), "midleft"
    return (rect.right - max(2, rect.width // 24), rect.y + band_height(rect.height) + max(3, rect.height // 30)), \
        "topright"


def tile(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, cost: str | None = None,
         hand: bool = False, zone: str | None = None) -> pygame.Surface:
    """The card's tile at `size` (cached); `cost` shows in the body's top left corner; in the `hand`, a troop
    shows its printed Fuerza and Preparación too (on the table the view draws the numbers in force); `zone`
    ("battle", "court") picks the abilities its words give."""
    key = tile_key(card, size, lang, cost, hand, zone)
    return cached(key, lambda: _draw(card, size, lang, palettes, cost, hand, zone))


def _draw(card: Any, size: tuple[int, int], lang: str, palettes: dict | None, cost: str | None,
          hand: bool, zone: str | None) -> pygame.Surface:
    colour = kingdom_colour(getattr(card, "kingdom", None), palettes)
    name, px = name_fit(card, size, lang, cost, hand, zone)
    surf, body = framed(size, colour, name, snug=True, px=px)
    words_first = not hand and short_text.shows_text(size[0])  # on the table the zone and the hover tell the rest
    small, big = _mark_sizes(size)
    marks_end = _body(surf, body, card, colour, cost, (small, big) if not words_first else (0, big))
    top, bottom = _text_room(card, size, body, cost, hand)
    forms, least = short_forms_of(card, lang, zone), TEXT_PX
    if hand:
        forms, least = _hand_words(surf.get_rect(), forms, top, bottom)
    short_text.caption(surf, surf.get_rect(), forms, bottom=bottom, top=top, inset=TEXT_INSET, most=TEXT_LINES,
                       least=least)
    printed = hand and card.kind == "troop" and getattr(card, "strength", None) is not None
    if printed and short_text.shows_text(size[0]):
        _numbers_beside(surf, body, card, small, max(2, body.width // 24), marks_end)
    elif printed:
        _printed_numbers(surf, body, card, strength_spot(surf.get_rect())[1])
    return surf


def _hand_words(rect: pygame.Rect, forms: list[str], top: int, bottom: int) -> tuple[list[str], int]:
    """(the form a hand tile shows, its smallest letters): the form the tile would show at the least size, in the
    largest letters that still show it whole; a wide hand tile had room to spare under words of 10 px."""
    def whole(form: str, least: int) -> bool:
        return short_text.caption_whole(rect, [form], bottom=bottom, top=top, inset=TEXT_INSET, most=TEXT_LINES,
                                        least=least)

    chosen = next((form for form in forms if whole(form, TEXT_PX)), None)
    if chosen is None:
        return forms, TEXT_PX
    largest = short_text.caption_px(rect.width)
    return [chosen], next((px for px in range(largest, TEXT_PX, -1) if whole(chosen, px)), TEXT_PX)


def _numbers_beside(surf: pygame.Surface, body: pygame.Rect, card: Any, small: int, pad: int, left: int) -> None:
    """A hand troop's printed Fuerza and Preparación at the top row's right end (Preparación when it fits right of
    `left`, where the glyphs end), so its short text has the body."""
    radius = max(7, small // 2 + 1)
    centre = (body.right - pad - radius, body.y + pad + small // 2)
    number_disc(surf, centre, radius, str(card.strength))
    prep = getattr(card, "preparation", None)
    words = text_surface(str(prep), max(MIN_NAME_PX, small - 2), INK, True, 3 * small) if prep else None
    right = centre[0] - radius - 1
    if words is not None and right - words.get_width() - 1 - max(MIN_NAME_PX, small - 2) >= left:
        surf.blit(words, words.get_rect(midright=(right, centre[1])))
        mark = icons.icon("hourglass", max(MIN_NAME_PX, small - 2), INK)
        surf.blit(mark, mark.get_rect(midright=(right - words.get_width() - 1, centre[1])))


def _mark_sizes(size: tuple[int, int]) -> tuple[int, int]:
    """(the glyphs', the cost badge's) pixel size on a tile of `size`, from the body under a two-line name band
    (a short name's band leaves the words that room, not the marks); on a tile with words the badge is hardly
    larger than the glyphs, so the words have the body."""
    w, h = size
    body_w = w - 2 * max(2, round(w * 0.04))
    body_h = h - 2 * max(2, round(w * 0.04)) - band_height(h)
    small = max(9, int(min(body_w * 0.2, body_h * 0.3)))
    big = max(small, int(body_h * 0.36))
    return small, min(big, small + BADGE_OVER_GLYPHS) if short_text.shows_text(w) else big


def _body(surf: pygame.Surface, body: pygame.Rect, card: Any, colour: tuple, cost: str | None,
          sizes: tuple[int, int]) -> int:
    """The type glyph (and a troop's line) at `sizes[0]` (none at 0), the kingdom's emblem, the cost the viewer
    pays on a badge of `sizes[1]`; returns where the top row's marks end."""
    kingdom = getattr(card, "kingdom", None) or "neutral"
    emblem = f"realm_{kingdom}" if icons.exists(f"realm_{kingdom}") else "realm_neutral"
    shade = colour if contrast(colour, PAPER) >= 3 else mix(colour, INK, 0.35)
    big = int(min(body.height * 0.62, body.width * 0.56))
    if big > 6:
        picture = icons.icon(emblem, big, mix(shade, PAPER, 0.25))
        surf.blit(picture, picture.get_rect(center=(body.centerx, body.centery - body.height // 14)))
    small, size = sizes
    pad = max(2, body.width // 24)
    x = body.x + pad
    if cost is not None:
        x = badge(surf, (x, body.y + pad), size, cost, shade) + pad
    glyphs = [glyph(card)] + ([f"line_{card.line}"] if card.kind == "troop" and getattr(card, "line", None) else [])
    for mark in glyphs if small else ():
        surf.blit(icons.icon(mark, small, INK), (x, body.y + pad))
        x += small + pad
    return x


def _printed_numbers(surf: pygame.Surface, body: pygame.Rect, card: Any, radius: int | None = None) -> None:
    """A troop's printed Fuerza on its disc (the table covers it with the strength in force) and Preparación; the
    disc in its lower left corner, `radius` when given (smaller, to leave the short text room)."""
    centre, spot = strength_spot(surf.get_rect())
    if radius is not None and radius != spot:
        h = surf.get_height()
        centre = (centre[0] - spot + radius, h - radius - max(2, h // 30))
    radius = radius or spot
    number_disc(surf, centre, radius, str(card.strength))
    prep = getattr(card, "preparation", None)
    if prep:
        size = max(MIN_NAME_PX, radius)
        words = text_surface(str(prep), size, INK, True, 3 * size)
        right = body.right - max(2, body.width // 24)
        bottom = body.bottom - max(2, body.height // 16)
        surf.blit(words, words.get_rect(bottomright=(right, bottom)))
        mark = icons.icon("hourglass", size, INK)
        surf.blit(mark, mark.get_rect(bottomright=(right - words.get_width() - 1, bottom)))
