"""Where things go on the Invocación table: pure geometry, no drawing.

The viewer's area is at the bottom with its hand beside it, the other seats across the top
in seat order from the viewer's left, and between them a strip with the Portal, the discard,
the round and the priority order. Each area follows the seed's diagram: a first row with
Maná, the Invocación (and its power beside it) and Victorias, a second row with Conjuros
(5 places) and Apoyos (3 places). Cards are tiles (view_tile.py): wider than a printed card, up to
`TILE_ASPECT`, so that their names read whole. The viewer's area gives each card a place of its own
(view_own.py); from three seats on the other seats' areas are compact (view_crowd.py: face-down cards on a
counted pile, face-up ones side by side); at two seats the other's cards of a zone spread over its room and
overlap only when the zone fills up (`settle`, once the counts are known).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS

ASPECT = 63 / 88  # card width / height (a printed card: the piles of backs)
TILE_ASPECT = 0.9  # the widest a table tile may be (width / height): room for its name
HAND_ASPECT = 1.0  # the hand's tiles
STRIP_TILE = 1.3  # the discard's width / height (its top card is a tile: room for the name)
WIDEST_HAND = 1.3  # ... and the widest they grow when a row leaves room
SPREAD = 1.08  # step between cards of a zone with room to spare (card widths)
LEAST_SPREAD = 0.36  # the tightest overlap of a full zone (card widths)


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
    compact: bool = False  # another seat's area from three seats on (view_crowd.py): face-down cards on a pile
    pile_w: int = 0  # (compact) a pile's width
    row_gap: int = 0  # (compact) the gap between the second row's piles and tiles
    label_w: int = 0  # (compact) the room the Apoyos label keeps at the row's end
    pile_inset: int = 0  # how far a pile's top card sits from its place's corner
    fixed: bool = False  # the viewer's area (view_own.py): a place for every card, never moving
    counter: pygame.Rect = field(default_factory=pygame.Rect)  # the Power counter's place (`power_counter`)


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


def pile_fan(px) -> int:
    """How far each card under a pile's top card shows, up and to the left (Maná, Victorias, compact piles)."""
    return max(2, px(3))


def seat_order(num_seats: int, bottom: int) -> list[int]:
    """The other seats, from the bottom seat's left (the next seat number) around the table."""
    return [(bottom + k) % num_seats for k in range(1, num_seats)]


def table_layout(rect: pygame.Rect, num_seats: int, bottom: int, hand_size: int, px,
                 legends: bool = False) -> TableLayout:
    """The whole table inside `rect`; `px(points)` turns design points into pixels.

    Up to four other seats share one row across the top; more (Armagedón) take two rows. From three seats on the
    others' areas are view_crowd's compact ones. The viewer's area is view_own's at every table: a place for each
    card, side by side.
    """
    from tabletop.games.invocacion.view import view_crowd, view_own# (they build on this module's boxes)
    compact = view_crowd.compact_others(num_seats)
    pad = px(8)
    others = seat_order(num_seats, bottom)
    rows = 1 if len(others) <= 4 else 2
    top_h = int(rect.height * (0.40 if rows == 1 else 0.54))
    strip_h = max(px(64), int(rect.height * 0.12)) if rows == 1 else px(64)  # two rows of areas: they need it
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
        areas[seat] = view_crowd.compact_box(seat, box, px) if compact else area_box(seat, box, px)
    area_w = view_own.own_width(bottom_rect.width, px)
    own = pygame.Rect(bottom_rect.x, bottom_rect.y, area_w, bottom_rect.height)
    areas[bottom] = view_own.own_box(bottom, own, px)
    hand_zone = pygame.Rect(bottom_rect.x + area_w + pad, bottom_rect.y, bottom_rect.width - area_w - pad,
                            bottom_rect.height)
    portal, discard, legends_rect, track = strip_boxes(strip, px, legends)
    return TableLayout(areas, strip, portal, discard, legends_rect, track, hand_zone,
                       hand_places(hand_zone, hand_size, areas[bottom].card[1], px))


def hand_places(zone: pygame.Rect, count: int, area_card_h: int, px) -> list[pygame.Rect]:
    """The viewer's hand: side by side in one to four rows, whichever gives the largest tiles (up to twice
    the area's cards high, a little wider than tall when the rows leave room)."""
    inner = zone.inflate(-px(16), 0)
    top = zone.y + px(28)
    if count <= 0:
        return []

    def size(rows: int) -> tuple[int, int]:
        room = inner.width / -(-count // rows) / SPREAD  # no overlap
        high = min((zone.bottom - top - px(6) * rows) / rows, area_card_h * 2)
        h = min(high, room / HAND_ASPECT)
        return int(min(room, h * WIDEST_HAND)), int(h)

    rows = max((1, 2, 3, 4), key=lambda n: size(n)[0] * size(n)[1])
    w, h = size(rows)
    per_row = -(-count // rows)
    return [rect for k in range(rows)
            for rect in fan(inner, min(per_row, count - k * per_row), (w, h), top + k * (h + px(6)))]


def strip_boxes(strip: pygame.Rect, px, legends: bool = False):
    """The Portal, the discard, the Leyendas deck (small cards) and the round/priority track in the centre strip."""
    card_h = strip.height - px(8)
    card_w = int(card_h * ASPECT)
    portal = pygame.Rect(strip.x + px(10), strip.y + px(4), card_w, card_h)
    discard = pygame.Rect(portal.right + px(70), portal.y, int(card_h * STRIP_TILE), card_h)  # its top card's tile
    last = discard
    legends_rect = None
    if legends:
        legends_rect = last = pygame.Rect(discard.right + px(76), portal.y, discard.width, card_h)
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


def area_box(seat: int, rect: pygame.Rect, px) -> AreaBox:
    """The rectangles of the other seat's area inside `rect` (two seats)."""
    box = AreaBox(seat, rect, False)
    pad = px(7)
    box.label_pt = 11
    label_h = px(box.label_pt + 5)
    header_h = px(26)
    box.header = pygame.Rect(rect.x + pad, rect.y + px(4), rect.width - 2 * pad, header_h)
    body = pygame.Rect(rect.x + pad, box.header.bottom + px(2), rect.width - 2 * pad,
                       rect.bottom - box.header.bottom - px(2) - pad)
    gap = px(8)
    card_h = (body.height - 2 * label_h - px(4)) // 2
    wide = (body.width - gap) / (2 + 6 * SPREAD)  # both rows with room to spare
    tight = (body.width - gap) / (2 + 6 * LEAST_SPREAD)
    card_w = int(min(card_h * TILE_ASPECT, max(tight, wide)))
    card_w = int(min(card_w, (body.width - 2 * gap) / 4.2))  # the first row: three cards and the power
    card_h = int(min(card_h, card_w / ASPECT))
    box.card = (card_w, card_h)
    row1 = body.y + label_h
    row2 = row1 + card_h + label_h + px(4)
    power_w = int(card_w * 1.2)
    first_w = 3 * card_w + power_w + 2 * gap
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
    box.pile_inset = 2 * pile_fan(px)  # the two cards Painter.stack fans up-left under the Maná pile's top card
    return box


def settle(box: AreaBox, conjuros: int, apoyos: int) -> None:
    """Share the second row between Conjuros and Apoyos by the cards they hold, then spread each zone's cards over
    its room (overlapping only when they must), the empty places after."""
    w = box.card[0]
    gap = box.apoyos_zone.x - box.conjuros_zone.right
    row = box.conjuros_zone.union(box.apoyos_zone)
    room = max(0, row.width - gap - 2 * w)
    wants = [max(0, count - 1) * w * SPREAD for count in (conjuros, apoyos)]
    if 0 < sum(wants) >= room:
        shares = [room * want / sum(wants) for want in wants]
    else:  # room left: the empty places share it as before (four steps for Conjuros, two for Apoyos)
        shares = [want + (room - sum(wants)) * weight / 6 for want, weight in zip(wants, (4, 2))]
    box.conjuros_zone = pygame.Rect(row.x, row.y, int(w + shares[0]), row.height)
    box.apoyos_zone = pygame.Rect(box.conjuros_zone.right + gap, row.y, row.right - box.conjuros_zone.right - gap,
                                  row.height)
    box.labels["apoyos"] = (box.apoyos_zone.x, box.labels["apoyos"][1])
    box.conjuros = _spread(box.conjuros_zone, box.card, MAX_CONJUROS, conjuros)
    box.apoyos = _spread(box.apoyos_zone, box.card, MAX_APOYOS, apoyos)


def _spread(zone: pygame.Rect, size: tuple[int, int], places: int, count: int) -> list[pygame.Rect]:
    """`places` rects of `size` in `zone`: the first `count` as far apart as the room allows, the rest after."""
    w, h = size
    room = zone.width - w
    step = min(w * SPREAD, room / max(1, count - 1)) if count > 1 else w * SPREAD
    xs = [zone.x + k * step for k in range(min(count, places))]
    left = places - len(xs)
    if left:
        start = xs[-1] + step if xs else zone.x
        rest = min(w * SPREAD, (zone.x + room - start) / max(1, left - 1)) if left > 1 else 0
        xs += [start + k * max(0, rest) for k in range(left)]
    return [pygame.Rect(int(min(x, zone.x + room)), zone.y, w, h) for x in xs]


def power_disc(box: AreaBox, px) -> pygame.Rect:
    """The disc of an invocation's total power, at the top of its power column (view_power.py fills the rest)."""
    rect = box.power
    radius = max(4, min(rect.width // 2, int(rect.height * 0.22)))
    disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    disc.midtop = (rect.centerx, rect.y + px(2))
    return disc


COUNTER_LEAST = 8  # px: the Power counter's radius at least (its "P" readable)


def power_counter(box: AreaBox, px) -> pygame.Rect:
    """Where a finished seat's Power counter lies: on the foot of its invocation's tile, hanging below it over the
    frame only, so it covers none of the tile's marks (the Apoyo chip, the Poder disc), nor the cards and labels
    under it."""
    tile = box.invocation
    frame = max(2, round(tile.width * 0.04))
    under = [rect.y for rect in box.conjuros + box.apoyos if rect.x < tile.right and rect.right > tile.x
             and rect.y >= tile.bottom]
    under += [y - px(box.label_pt + 4) for x, y in box.labels.values() if tile.x - px(40) < x < tile.right
              and y > tile.bottom]
    limit = min(under, default=box.rect.bottom - px(2))
    top = tile.bottom - frame
    radius = max(COUNTER_LEAST, min(max(px(8), tile.width // 6), (limit - top - 1) // 2))
    return pygame.Rect(tile.centerx - radius, top, 2 * radius, 2 * radius)
