"""Where things go on the ECG table: pure geometry, no drawing.

The opponent's half is at the top, the viewer's at the bottom, mirrored so that both
Infantería lines face each other across the centre strip (the seed's formation: Soporte,
Infantería | Infantería, Soporte). Each half has three columns:

    hero card + Moral/Renombre/Locura | the Infantería line (5 places) | Corte (3 places) | deck
    legacy zone (general, prayers...) | the Soporte line (5 places)    | Corte (3 places) | discard

and the viewer's hand runs along the bottom. The centre strip holds the turn, the phase and
what waits on the stack (the reaction prompt).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.ui.cards.short_text import MIN_WIDTH

ASPECT = 63 / 88  # card width / height
LINE_SLOTS = 5
COURT_SLOTS = 6
TILE_ASPECT = 0.8  # widest a table tile gets (width / height)
HAND_SCALE = 0.85  # the hand's tiles against the table's (hovering shows any card large)
#: ... where the table's tiles are too narrow for words anyway (a small window): a taller hand, for its words
SMALL_HAND_SCALE, SMALL_TILE_ASPECT = 1.25, 0.87
NARROWEST_HAND_ASPECT = 0.9  # a hand tile narrower than this has no room for its words: the hand overlaps
WIDEST_HAND_ASPECT = 1.7  # ... and wider where the row has room: the words take fewer lines
HAND_SLOTS = 7  # the largest hand a hero keeps: the tiles keep their width while the hand grows to it


@dataclass
class Half:
    """The rectangles of one seat's half of the table."""

    seat: int
    rect: pygame.Rect
    rows: tuple  # (front row rect, back row rect)
    hero: pygame.Rect
    stats: pygame.Rect
    legacy: pygame.Rect
    lines: dict  # "infantry"/"support" -> the line's zone rect
    slots: dict  # "infantry"/"support" -> [5 place rects]
    court: list  # 6 place rects (front row first)
    court_zone: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    labels: dict = field(default_factory=dict)  # "infantry"/"support"/"court"/"legacy" -> label bottom-left


@dataclass
class TableLayout:
    """Both halves, the centre strip and the viewer's hand."""

    halves: dict  # seat -> Half
    strip: pygame.Rect
    hand_zone: pygame.Rect
    hand: list  # one rect per card in the hand
    card: tuple  # (w, h) of a card on the table
    label_h: int


def card_size(rect: pygame.Rect, px) -> tuple[tuple[int, int], int, int]:
    """((w, h) of a table card, the label height, the strip height), as large as the rect allows."""
    pad, label_h = px(8), px(15)
    strip_h = max(px(54), int(rect.height * 0.055))  # three lines: the turn, the stack, the reaction asked
    # four battle rows and the hand (its cards a little smaller), each with its label
    rows = rect.height - strip_h - 6 * pad - 5 * label_h
    # the widest row: hero column (a card and its stats), 5 line places, 3 court places, the piles
    width_units = 1 + 1.5 + LINE_SLOTS * 1.06 + 3 * 1.06 + 1
    width = (rect.width - 6 * pad) / width_units
    for hand_share, aspect in ((HAND_SCALE, TILE_ASPECT), (SMALL_HAND_SCALE, SMALL_TILE_ASPECT)):
        height = rows / (4 + hand_share)
        w = int(min(width, height * aspect))  # tiles may be wider than a card: room for the name
        if w >= MIN_WIDTH:
            break  # else the table's tiles show no words: the hand's take the height
    h = int(min(height, w / ASPECT))
    return (w, h), label_h, strip_h


def table_layout(rect: pygame.Rect, top_seat: int, bottom_seat: int, hand_size: int, px) -> TableLayout:
    """The whole table inside `rect`; `px(points)` turns design points into pixels."""
    pad = px(8)
    (cw, ch), label_h, strip_h = card_size(rect, px)
    row_h = ch + label_h
    gap = _gap((cw, ch))
    hero_w = cw + max(px(96), int(cw * 1.5))
    battle_w = LINE_SLOTS * cw + (LINE_SLOTS - 1) * gap
    court_w = 3 * cw + 2 * gap
    piles_w = cw  # the discard shows its top card as a tile: as wide as the table's, its name whole
    used = hero_w + battle_w + court_w + piles_w + 3 * pad * 2
    left = rect.x + max(0, (rect.width - used) // 2)
    cols = (left, left + hero_w + 2 * pad, left + hero_w + battle_w + 4 * pad,
            left + hero_w + battle_w + court_w + 6 * pad)
    half_h = 2 * row_h + pad
    top = pygame.Rect(rect.x, rect.y, rect.width, half_h)
    strip = pygame.Rect(rect.x, top.bottom + pad, rect.width, strip_h)
    bottom = pygame.Rect(rect.x, strip.bottom + pad, rect.width, half_h)
    halves = {top_seat: _half(top_seat, top, True, cols, (cw, ch), gap, label_h, px),
              bottom_seat: _half(bottom_seat, bottom, False, cols, (cw, ch), gap, label_h, px)}
    hand_zone = pygame.Rect(cols[0], bottom.bottom + pad, rect.right - cols[0] - pad,
                            rect.bottom - bottom.bottom - pad)
    hand = hand_rects(hand_zone, hand_size, (cw, ch), label_h)
    return TableLayout(halves, strip, hand_zone, hand, (cw, ch), label_h)


def _gap(card) -> int:
    """The room between two cards side by side."""
    return max(2, int(card[0] * 0.06))


def _half(seat: int, rect: pygame.Rect, flipped: bool, cols, card, gap: int, label_h: int, px) -> Half:
    """One half: its front row next to the centre strip (the top half is flipped)."""
    cw, ch = card
    pad = px(8)
    row_h = ch + label_h
    upper = pygame.Rect(rect.x, rect.y, rect.width, row_h)
    lower = pygame.Rect(rect.x, rect.y + row_h + pad, rect.width, row_h)
    front, back = (lower, upper) if flipped else (upper, lower)

    def cards_y(row: pygame.Rect) -> int:
        return row.y + label_h

    hero = pygame.Rect(cols[0], cards_y(front), cw, ch)
    stats = pygame.Rect(hero.right + pad, front.y + px(2), cols[1] - hero.right - 3 * pad, row_h - px(4))
    legacy = pygame.Rect(cols[0], cards_y(back), cols[1] - cols[0] - 2 * pad, ch)
    slots, lines = {}, {}
    for line, row in (("infantry", front), ("support", back)):
        slots[line] = [pygame.Rect(cols[1] + k * (cw + gap), cards_y(row), cw, ch) for k in range(LINE_SLOTS)]
        lines[line] = pygame.Rect(cols[1] - px(4), row.y, LINE_SLOTS * cw + (LINE_SLOTS - 1) * gap + px(8), row_h)
    court = [pygame.Rect(cols[2] + k * (cw + gap), cards_y(row), cw, ch) for row in (front, back) for k in range(3)]
    court_zone = pygame.Rect(cols[2] - px(4), rect.y, 3 * cw + 2 * gap + px(8), rect.height)
    pile = (int(ch * 0.9 * ASPECT), int(ch * 0.9))  # the deck is a card back, card-shaped
    deck = pygame.Rect(cols[3], cards_y(front), *pile)
    discard = pygame.Rect(cols[3], cards_y(back), cw, pile[1])
    labels = {"infantry": (cols[1], front.y + label_h - px(2)), "support": (cols[1], back.y + label_h - px(2)),
              "court": (cols[2], (front if not flipped else back).y + label_h - px(2)),
              "legacy": (cols[0], back.y + label_h - px(2)),
              "deck": (cols[3], front.y + label_h - px(2)), "discard": (cols[3], back.y + label_h - px(2))}
    return Half(seat, rect, (front, back), hero, stats, legacy, lines, slots, court, court_zone, deck, discard, labels)


def hand_rects(zone: pygame.Rect, count: int, card, label_h: int) -> list:
    """The hand's `count` cards left to right in `zone`, as wide as `HAND_SLOTS` of them (or all, when more) fit in
    the row, never wider than `WIDEST_HAND_ASPECT` nor narrower than `NARROWEST_HAND_ASPECT` (then overlapping);
    `card` is the table's card size."""
    if count <= 0:
        return []
    gap = _gap(card)
    h = zone.height - label_h  # the hand takes the whole row under the table
    slots = max(count, HAND_SLOTS)
    narrowest = max(MIN_WIDTH, h * NARROWEST_HAND_ASPECT)
    w = int(min(h * WIDEST_HAND_ASPECT, max(narrowest, (zone.width - (slots - 1) * gap) / slots)))
    step = min(w + gap, (zone.width - w) / max(1, count - 1)) if count > 1 else w
    y = zone.y + label_h
    return [pygame.Rect(zone.x + int(k * step), y, w, h) for k in range(count)]


def legacy_rects(zone: pygame.Rect, count: int, card) -> list:
    """The legacy zone's cards (general, prayers, legacies), overlapping when they do not fit."""
    cw, ch = card
    if count <= 0:
        return []
    step = min(cw * 0.55, (zone.width - cw) / max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(zone.x + int(k * step), zone.y, cw, ch) for k in range(count)]
