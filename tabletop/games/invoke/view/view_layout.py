"""Where things lie on the Invoke table: the mages round an oval, the centre, the viewer's hand.

Pure geometry (pygame.Rect only). The viewer sits at the bottom; the others follow
clockwise on screen (bottom, left, top, right), which is the direction of play: the mage
on your left is the next one round the table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

#: the height of the viewer's hand band (design points): its cards fill it, top to bottom
HAND_BAND = 140
#: the least height of the hand band in pixels: its cards are then about 92 px wide, enough for their short text
#: (at 1280x720 the design height gave 74 px, and the text stayed hidden)
HAND_BAND_LEAST_PX = 138
#: the band's side columns (design points): "Your hand" and its hint on the left, the kept cards on the right
HAND_SIDE = 160
#: the widest your own panel grows when the panels beside it leave room (design points)
YOURS_MOST = 300


@dataclass
class TableLayout:
    """The rects of one layout."""

    seats: dict[int, pygame.Rect] = field(default_factory=dict)  # each mage's panel
    centre: pygame.Rect = field(default_factory=pygame.Rect)  # piles, Aether, the invocation
    hand: pygame.Rect = field(default_factory=pygame.Rect)  # the viewer's hand (empty for a spectator)


def panel_size(rect: pygame.Rect, mages: int, px) -> tuple[int, int]:
    """A mage's panel: narrower at a crowded table, never wider than the table allows."""
    width = min(px(250), int(rect.width / max(3.2, mages / 2 + 1.1)))
    height = min(px(118), int(rect.height / max(3.6, mages / 2 + 0.9)))
    return max(120, width), max(70, height)


def table_layout(rect: pygame.Rect, mages: int, bottom: int, with_hand: bool, px) -> TableLayout:
    """Panels round an oval (`bottom` at the bottom, then clockwise), the centre inside, the hand under it."""
    lay = TableLayout()
    hand_height = max(px(HAND_BAND), HAND_BAND_LEAST_PX) if with_hand else 0
    lay.hand = pygame.Rect(rect.x + px(8), rect.bottom - hand_height, rect.width - px(16), hand_height)
    ring = pygame.Rect(rect.x, rect.y, rect.width, rect.height - hand_height)
    width, height = panel_size(ring, mages, px)
    radius_x = ring.width / 2 - width / 2 - px(6)
    radius_y = ring.height / 2 - height / 2 - px(4)
    for k in range(mages):
        seat = (bottom + k) % mages
        angle = math.pi / 2 + 2 * math.pi * k / mages  # screen y points down: increasing is clockwise
        centre = (ring.centerx + radius_x * math.cos(angle), ring.centery + radius_y * math.sin(angle))
        box = pygame.Rect(0, 0, width, height)
        box.center = (int(centre[0]), int(centre[1]))
        lay.seats[seat] = box.clamp(ring)
    if mages > 1:
        _widen(lay.seats[bottom], [box for seat, box in lay.seats.items() if seat != bottom], ring, px)
    lay.centre = _centre_clear_of(ring, lay.seats.values(), px)
    return lay


def _widen(box: pygame.Rect, others, ring: pygame.Rect, px) -> None:
    """Widen the panel at the bottom (yours, the first to fill up) as far as the panels beside it allow."""
    gap = px(8)
    beside = [o for o in others if o.top < box.bottom and box.top < o.bottom]
    half = min([px(YOURS_MOST) // 2, box.centerx - ring.x, ring.right - box.centerx]
               + [abs(o.centerx - box.centerx) - o.width // 2 - gap for o in beside])
    if 2 * half > box.width:
        box.inflate_ip(2 * half - box.width, 0)


def hand_cards_room(hand: pygame.Rect, px) -> pygame.Rect:
    """Where the hand's cards lie: the band between its side columns, nearly its whole height."""
    return pygame.Rect(hand.x + px(HAND_SIDE), hand.y + px(4), hand.width - 2 * px(HAND_SIDE), hand.height - px(10))


def _centre_clear_of(ring: pygame.Rect, boxes, px) -> pygame.Rect:
    """The largest middle of the ring that no panel covers: panels above or below cut it from the top or
    the bottom, panels beside it from the sides."""
    gap = px(6)
    centre = ring.inflate(-2 * gap, -2 * gap)
    for box in sorted(boxes, key=lambda b: abs(b.centery - ring.centery), reverse=True):
        if not box.colliderect(centre):
            continue
        beside = abs(box.centery - ring.centery) < ring.height / 4
        if beside and box.centerx < ring.centerx:
            centre.width, centre.x = centre.right - box.right - gap, box.right + gap
        elif beside:
            centre.width = box.x - gap - centre.x
        elif box.centery < ring.centery:
            centre.height, centre.y = centre.bottom - box.bottom - gap, box.bottom + gap
        else:
            centre.height = box.y - gap - centre.y
    return centre
