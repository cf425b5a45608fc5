"""Where things go on the Invocación table: pure geometry, no drawing.

The viewer's area is at the bottom with its hand beside it, the other seats across the top
in seat order from the viewer's left, and between them a strip with the Portal, the discard,
the round and the priority order. Each area follows the seed's diagram: a first row with
Maná, the Invocación (and its power beside it) and Victorias, a second row with Conjuros
(5 places) and Apoyos (3 places). Cards of a zone overlap when the area is narrow.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.invocacion.zones import MAX_APOYOS, MAX_CONJUROS

ASPECT = 63 / 88  # card width / height
SPREAD = 1.08  # step between cards of a zone with room to spare (card widths)
LEAST_SPREAD = 0.42  # the tightest overlap (card widths)


@dataclass
class AreaBox:
    """The rectangles of one seat's area."""

    seat: int
    rect: pygame.Rect
    big: bool  # the viewer's own area (larger, with the hand beside it)
    header: pygame.Rect = field(default_factory=pygame.Rect)
    card: tuple[int, int] = (0, 0)
    mana: pygame.Rect = field(default_factory=pygame.Rect)
    invocation: pygame.Rect = field(default_factory=pygame.Rect)
    power: pygame.Rect = field(default_factory=pygame.Rect)
    trophies: pygame.Rect = field(default_factory=pygame.Rect)
    conjuros: list[pygame.Rect] = field(default_factory=list)  # one rect per place (MAX_CONJUROS)
    apoyos: list[pygame.Rect] = field(default_factory=list)
    conjuros_zone: pygame.Rect = field(default_factory=pygame.Rect)
    apoyos_zone: pygame.Rect = field(default_factory=pygame.Rect)
    labels: dict[str, tuple[int, int]] = field(default_factory=dict)  # zone -> label's bottom-left
    label_pt: float = 12


@dataclass
class TableLayout:
    """Every area, the centre strip and the viewer's hand."""

    areas: dict[int, AreaBox]
    strip: pygame.Rect
    portal: pygame.Rect
    discard: pygame.Rect
    legends: pygame.Rect | None  # the Leyendas deck (that variant only)
    track: pygame.Rect
    hand_zone: pygame.Rect
    hand: list[pygame.Rect]


def seat_order(num_seats: int, bottom: int) -> list[int]:
    """The other seats, from the bottom seat's left (the next seat number) around the table."""
    return [(bottom + k) % num_seats for k in range(1, num_seats)]


def table_layout(rect: pygame.Rect, num_seats: int, bottom: int, hand_size: int, px,
                 legends: bool = False) -> TableLayout:
    """The whole table inside `rect`; `px(points)` turns design points into pixels.

    Up to four other seats share one row across the top; more (Armagedón) take two rows.
    """
    pad = px(8)
    others = seat_order(num_seats, bottom)
    rows = 1 if len(others) <= 4 else 2
    top_h = int(rect.height * (0.40 if rows == 1 else 0.54))
    strip_h = max(px(64), int(rect.height * (0.12 if rows == 1 else 0.10)))
    top = pygame.Rect(rect.x, rect.y, rect.width, top_h)
    strip = pygame.Rect(rect.x, top.bottom + pad, rect.width, strip_h)
    bottom_rect = pygame.Rect(rect.x, strip.bottom + pad, rect.width, rect.bottom - strip.bottom - pad)
    areas: dict[int, AreaBox] = {}
    per_row = -(-len(others) // rows)
    width = (top.width - pad * (per_row - 1)) // max(1, per_row)
    height = (top.height - pad * (rows - 1)) // rows
    for k, seat in enumerate(others):
        row, column = divmod(k, per_row)
        box = pygame.Rect(top.x + column * (width + pad), top.y + row * (height + pad), width, height)
        areas[seat] = area_box(seat, box, False, px)
    area_w = int(bottom_rect.width * 0.6)
    areas[bottom] = area_box(bottom, pygame.Rect(bottom_rect.x, bottom_rect.y, area_w, bottom_rect.height), True, px)
    hand_zone = pygame.Rect(bottom_rect.x + area_w + pad, bottom_rect.y, bottom_rect.width - area_w - pad,
                            bottom_rect.height)
    portal, discard, legends_rect, track = strip_boxes(strip, px, legends)
    return TableLayout(areas, strip, portal, discard, legends_rect, track, hand_zone,
                       hand_places(hand_zone, hand_size, areas[bottom].card[1], px))


def hand_places(zone: pygame.Rect, count: int, area_card_h: int, px) -> list[pygame.Rect]:
    """The viewer's hand: one row of cards up to 1.6 times the area's, or two rows when that shows more of each."""
    inner = zone.inflate(-px(16), 0)
    top = zone.y + px(28)

    def height(rows: int) -> int:
        per_row = -(-count // rows)
        fits = inner.width / max(1, per_row) / SPREAD / ASPECT  # no overlap when it can be
        tallest = min((zone.bottom - top - px(6) * rows) / rows, area_card_h * 1.6)
        return int(max(min(tallest, fits), min(tallest, area_card_h)))

    one, two = height(1), height(2)
    if count < 4 or one >= two:
        return fan(inner, count, (int(one * ASPECT), one), top)
    first = -(-count // 2)
    return (fan(inner, first, (int(two * ASPECT), two), top)
            + fan(inner, count - first, (int(two * ASPECT), two), top + two + px(6)))


def strip_boxes(strip: pygame.Rect, px, legends: bool = False):
    """The Portal, the discard, the Leyendas deck (small cards) and the round/priority track in the centre strip."""
    card_h = strip.height - px(8)
    card_w = int(card_h * ASPECT)
    portal = pygame.Rect(strip.x + px(10), strip.y + px(4), card_w, card_h)
    discard = pygame.Rect(portal.right + px(70), portal.y, card_w, card_h)
    last = discard
    legends_rect = None
    if legends:
        legends_rect = last = pygame.Rect(discard.right + px(76), portal.y, card_w, card_h)
    track = pygame.Rect(last.right + px(76), strip.y, strip.right - last.right - px(76), strip.height)
    return portal, discard, legends_rect, track


def fan(zone: pygame.Rect, count: int, size: tuple[int, int], y: int) -> list[pygame.Rect]:
    """`count` cards of `size` in a row inside `zone`, overlapping when they must, centred."""
    if count <= 0:
        return []
    w, h = size
    step = min(int(w * SPREAD), (zone.width - w) // max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = zone.x + max(0, (zone.width - total) // 2)
    return [pygame.Rect(x0 + k * step, y, w, h) for k in range(count)]


def area_box(seat: int, rect: pygame.Rect, big: bool, px) -> AreaBox:
    """The rectangles of one area inside `rect`."""
    box = AreaBox(seat, rect, big)
    pad = px(10 if big else 7)
    box.label_pt = 12.5 if big else 11
    label_h = px(box.label_pt + 5)
    header_h = px(30 if big else 26)
    box.header = pygame.Rect(rect.x + pad, rect.y + px(4), rect.width - 2 * pad, header_h)
    body = pygame.Rect(rect.x + pad, box.header.bottom + px(2), rect.width - 2 * pad,
                       rect.bottom - box.header.bottom - px(2) - pad)
    gap = px(14 if big else 8)
    card_h = (body.height - 2 * label_h - px(4)) // 2
    wide = (body.width - gap) / (2 + 6 * SPREAD)  # both rows with room to spare
    tight = (body.width - gap) / (2 + 6 * LEAST_SPREAD)
    card_w = int(min(card_h * ASPECT, tight, max(wide, card_h * ASPECT * 0.8)))
    card_w = int(min(card_w, (body.width - 3 * gap) / 4.6))  # the first row: three cards and the power
    card_h = int(card_w / ASPECT)
    box.card = (card_w, card_h)
    row1 = body.y + label_h
    row2 = row1 + card_h + label_h + px(4)
    power_w = int(card_w * 1.6)
    first_w = 3 * card_w + power_w + 3 * gap
    x = body.x + max(0, (body.width - first_w) // 2)
    box.mana = pygame.Rect(x, row1, card_w, card_h)
    box.invocation = pygame.Rect(box.mana.right + gap, row1, card_w, card_h)
    box.power = pygame.Rect(box.invocation.right + px(6), row1, power_w + gap - px(12), card_h)
    box.trophies = pygame.Rect(box.power.right + px(6), row1, card_w, card_h)
    step = min(card_w * SPREAD, (body.width - gap - 2 * card_w) / (MAX_CONJUROS - 1 + MAX_APOYOS - 1))
    second_w = int(2 * card_w + step * (MAX_CONJUROS + MAX_APOYOS - 2) + gap)
    x = body.x + max(0, (body.width - second_w) // 2)
    box.conjuros = [pygame.Rect(int(x + k * step), row2, card_w, card_h) for k in range(MAX_CONJUROS)]
    x = box.conjuros[-1].right + gap
    box.apoyos = [pygame.Rect(int(x + k * step), row2, card_w, card_h) for k in range(MAX_APOYOS)]
    box.conjuros_zone = box.conjuros[0].union(box.conjuros[-1])
    box.apoyos_zone = box.apoyos[0].union(box.apoyos[-1])
    for name, r in (("mana", box.mana), ("invocation", box.invocation), ("trophies", box.trophies),
                    ("conjuros", box.conjuros_zone), ("apoyos", box.apoyos_zone)):
        box.labels[name] = (r.x, r.y - px(2))
    return box


@dataclass
class PowerBox:
    """The power column beside an invocation: the total's disc, the leader's crown, a line per part shown.

    When the parts do not all fit, the last line (`more`) stands for the rest (hovering it shows them).
    """

    disc: pygame.Rect
    crown: pygame.Rect | None
    lines: list[pygame.Rect]
    more: pygame.Rect | None = None


def power_box(box: AreaBox, parts: int, leader: bool, px) -> PowerBox:
    """Where the total and each of `parts` lines go (as many lines as fit)."""
    rect = box.power
    radius = max(4, min(rect.width // 2, int(rect.height * 0.22)))
    disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    disc.midtop = (rect.centerx, rect.y + px(2))
    crown = None
    if leader:  # a chip across the bottom of the disc
        crown = pygame.Rect(0, 0, rect.width, px(14))
        crown.midtop = (rect.centerx, disc.bottom - px(7))
    y = (crown.bottom if crown else disc.bottom) + px(2)
    line_h = px(13)
    room = max(0, (rect.bottom + px(4) - y) // line_h)
    shown = parts if parts <= room else max(0, room - 1)
    lines = [pygame.Rect(rect.x, y + k * line_h, rect.width, line_h) for k in range(shown)]
    more = pygame.Rect(rect.x, y + shown * line_h, rect.width, line_h) if shown < parts and room else None
    return PowerBox(disc, crown, lines, more)
