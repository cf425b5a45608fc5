"""The power column beside an invocation: its total on a disc, the leader's crown, and its parts, every word whole.

The parts are written the first way that fits the column (at 11 px, then 10 px at 1280x720):

- named: a line a part, its amount and where it comes from ("+2 Twin Gate"), the printed Poder as a small disc
  like the tile's, with the word "printed";
- signed: the amounts alone, side by side and wrapping ("(4) +2 −1"): hovering one names its card;
- net: the printed Poder and what all the rest change together ("(4) +1"): hovering shows every part.

Pure geometry and words (measured with the tiles' pixel font); view_draw paints it, view.py hovers it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import Power
from tabletop.games.invocacion.view.view_layout import AreaBox, power_disc
from tabletop.games.invocacion.view.view_words import t
from tabletop.ui.card_tile import pixel_font

MIN_TEXT_PX = 10  # the smallest text on the table (at 1280x720 and up)
PREFERRED_PX = 11
CROWN_PT = 9.5
PART_PT = 11
#: the short word of each kind of power part (the tooltip has the whole explanation)
PART_WORDS = {"en": {"printed": "printed", "mana": "Mana", "support": "Support"},
              "es": {"printed": "impreso", "mana": "Maná", "support": "Apoyo"}}


@dataclass(frozen=True)
class PowerMark:
    """One piece of the power column's parts: words at a place, standing for a part (None: all but the printed)."""

    rect: pygame.Rect
    words: str
    part: int | None
    printed: bool = False  # the printed Poder: its number on a small disc


@dataclass
class PowerColumn:
    """Where the total's disc, the leader's crown (and its words) and the parts' marks go."""

    disc: pygame.Rect
    crown: pygame.Rect | None
    crown_words: str
    crown_px: int
    marks: list[PowerMark]
    text_px: int


def signed(amount: int) -> str:
    """An amount with its sign: "+2", "−1" (a true minus), "+0"."""
    return f"+{amount}" if amount >= 0 else f"\u2212{-amount}"


def part_amount(part) -> str:
    """A part's amount alone: what it adds ("+2"), or the value it sets ("=12")."""
    return f"={part.params.get('value', part.amount)}" if part.source == "set" else signed(part.amount)


def part_label(part, lang: str) -> str:
    """A part's line when the column has room: its amount and where it comes from ("+2 Twin Gate"); the printed
    Poder's is its word ("printed"), written beside its disc."""
    words = PART_WORDS.get(lang, PART_WORDS["en"])
    if part.source == "printed":
        return words["printed"]
    if part.source in ("mana", "support"):
        return f"{part_amount(part)} {words[part.source]}"
    card = deck().cards.get(part.card)
    return f"{part_amount(part)} {card.name.get(lang) or card.name['en']}" if card else part_amount(part)


def text_sizes(px) -> tuple[int, ...]:
    """The column's text sizes in pixels, preferred first (`px`: design points to pixels)."""
    return tuple(sorted({max(PREFERRED_PX, px(PART_PT)), max(MIN_TEXT_PX, px(PART_PT - 1))}, reverse=True))


def power_column(box: AreaBox, power: Power, leader: bool, px, lang: str) -> PowerColumn:
    """The power column of `box` for `power`: its parts named, signed or netted, whichever first fits whole."""
    rect = box.power
    disc = power_disc(box, px)
    crown, crown_words, crown_px = None, "", max(MIN_TEXT_PX, px(CROWN_PT))
    if leader:  # a chip just under the disc, clear of it: "♛ leads", or the crown alone when the column is narrow
        font = pixel_font(crown_px, True)
        crown_words = "♛ " + t("leader", lang)
        if font.size(crown_words)[0] + px(10) > rect.width:
            crown_words = "♛"
        crown = pygame.Rect(0, 0, font.size(crown_words)[0] + px(10), font.get_height() + px(2))
        crown.midtop = (rect.centerx, disc.bottom + px(2))
    top = (crown.bottom if crown else disc.bottom) + px(2)
    room = pygame.Rect(rect.x, top, rect.width, rect.bottom + px(4) - top)
    for size in text_sizes(px):
        for arrange in (_named, _signed):
            marks = arrange(power, room, pixel_font(size), px, lang)
            if marks is not None:
                return PowerColumn(disc, crown, crown_words, crown_px, marks, size)
    size = text_sizes(px)[-1]
    return PowerColumn(disc, crown, crown_words, crown_px, _net(power, room, pixel_font(size), px) or [], size)


def _mark_width(words: str, font, printed: bool) -> int:
    """A mark's width: its words, or the printed Poder's disc (a little more than a line high)."""
    width = font.size(words)[0]
    return max(width + 4, font.get_linesize() + 2) if printed else width


def _centred(marks: list[PowerMark], room: pygame.Rect) -> list[PowerMark]:
    """The marks with each line centred in `room` (under the disc)."""
    lines: dict[int, list[PowerMark]] = {}
    for mark in marks:
        lines.setdefault(mark.rect.y, []).append(mark)
    moved = []
    for line in lines.values():
        shift = (room.right - line[-1].rect.right) // 2
        moved += [PowerMark(mark.rect.move(shift, 0), mark.words, mark.part, mark.printed) for mark in line]
    return moved


def _named(power: Power, room: pygame.Rect, font, px, lang: str) -> list[PowerMark] | None:
    """A line a part, named; None unless every line fits whole."""
    line_h = font.get_linesize()
    if len(power.parts) * line_h > room.height:
        return None
    marks = []
    for k, part in enumerate(power.parts):
        y, x = room.y + k * line_h, room.x
        if part.source == "printed":
            width = _mark_width(str(part.amount), font, True)
            marks.append(PowerMark(pygame.Rect(x, y, width, line_h), str(part.amount), k, True))
            x += width + px(3)
        words = part_label(part, lang)
        width = font.size(words)[0]
        if x + width > room.right:
            return None
        marks.append(PowerMark(pygame.Rect(x, y, width, line_h), words, k))
    return _centred(marks, room)


def _flow(pieces: list[tuple[str, int | None, bool]], room: pygame.Rect, font, px) -> list[PowerMark] | None:
    """`pieces` (words, part, printed) side by side, wrapping onto the next line; None when they overflow."""
    line_h, gap = font.get_linesize(), px(4)
    x, y, marks = room.x, room.y, []
    for words, part, printed in pieces:
        width = _mark_width(words, font, printed)
        if x > room.x and x + width > room.right:
            x, y = room.x, y + line_h
        if x + width > room.right or y + line_h > room.bottom:
            return None
        marks.append(PowerMark(pygame.Rect(x, y, width, line_h), words, part, printed))
        x += width + gap
    return _centred(marks, room)


def _signed(power: Power, room: pygame.Rect, font, px, _lang: str) -> list[PowerMark] | None:
    """Every part's amount, the printed Poder first on its disc; None when they do not all fit."""
    return _flow([(str(p.amount) if p.source == "printed" else part_amount(p), k, p.source == "printed")
                  for k, p in enumerate(power.parts)], room, font, px)


def _net(power: Power, room: pygame.Rect, font, px) -> list[PowerMark] | None:
    """The printed Poder and the change the other parts make together."""
    printed = next((p.amount for p in power.parts if p.source == "printed"), 0)
    pieces = [(str(printed), 0, True)]
    if power.total != printed:
        pieces.append((signed(power.total - printed), None, False))
    return _flow(pieces, room, font, px)
