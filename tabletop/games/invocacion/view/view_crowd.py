"""The other seats' compact areas (three to eight seats): where their cards go when eight places do not fit a row.

Two seats keep `view_layout`'s area for the other; the viewer's own area is view_own's at every table. From three
seats on no card may overlap another and every tile is at least `READABLE_W` pixels wide, room enough for every
name on two lines at the smallest name size: the other seats' areas are compact, a zone's face-down cards (backs
that say nothing but their number) lie on one pile with its count, its face-up cards beside it as tiles; when
those do not all fit, the last place holds the rest as a pile (its top card shown, its count on it). The piles are
card-shaped where the row has room for them and three tiles (three seats), narrow counters where it has not
(the tiles then narrower, when that is what lets three of them fit).
Same seed diagram: Maná, Invocación, power and Victorias on the first row, Conjuros and Apoyos on the second.
"""
from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.invocacion.view.view_layout import ASPECT, TILE_ASPECT, AreaBox, pile_fan, settle
from tabletop.games.invocacion.view.view_own import READABLE_W, area_rows, first_row, settle_mana, zone_labels
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS

COMPACT_SEATS = 3  # from three seats on the others' areas are compact (two seats: view_layout.area_box)
ROOMY_TILES = 3  # the tiles a row keeps beside two card-shaped piles (else the piles are narrow)
LABEL_PT = 76  # the room a compact zone's label ("Apoyos 3/3") keeps at the row's end (design points)
PILE_PT = 38  # a narrow pile's width at most (design points): a count, not a card to read


def compact_others(num_seats: int) -> bool:
    """True from three seats on: compact areas for the others."""
    return num_seats >= COMPACT_SEATS


def compact_box(seat: int, rect: pygame.Rect, px) -> AreaBox:
    """Another seat's area from three seats on: readable tiles and piles; the second row waits for `arrange`."""
    box = AreaBox(seat, rect, False, compact=True)
    box.label_pt = 11
    body, label_h, card_h, row1 = area_rows(box, px)
    gap = px(8)
    pile_w = min(int(card_h * ASPECT), px(PILE_PT))
    room_w = min(body.width - pile_w - 3 * gap - px(30), body.width - 2 * pile_w - 3 * gap) // 2
    w = min(room_w, max(READABLE_W, int(card_h * TILE_ASPECT)))
    pile_w, w = roomy_row(body.width, (w, card_h), gap, pile_w)
    box.card = (w, card_h)
    box.pile_w = pile_w
    first_row(box, body, row1, pile_w, gap, px)
    box.pile_inset = 2 * pile_fan(px)  # the two cards Painter.stack fans under a pile's top card
    place = box.mana
    box.mana = pile_rect(place.topleft, box)
    row2 = row1 + card_h + label_h + px(4)
    box.conjuros_zone = pygame.Rect(body.x, row2, body.width // 2, card_h)
    box.apoyos_zone = pygame.Rect(body.centerx, row2, body.right - body.centerx, card_h)
    box.row_gap = gap
    box.label_w = px(LABEL_PT)
    zone_labels(box, px)
    box.labels["mana"] = (place.x, place.y - px(1))  # above the pile, its fanned cards too
    return box


def roomy_row(row_w: int, card: tuple[int, int], gap: int, narrow: int) -> tuple[int, int]:
    """The piles' and the tiles' widths in a row `row_w` wide: card-shaped piles when the row holds two of them and
    `ROOMY_TILES` tiles of `card`'s size beside them; else `narrow` piles, and tiles narrowed (never under
    `READABLE_W`) when that lets `ROOMY_TILES` of them fit beside two piles."""
    w, h = card
    shaped = int(h * ASPECT)
    if 2 * (shaped + gap) + ROOMY_TILES * (w + gap) - gap <= row_w:
        return shaped, w
    fitting = (row_w + gap - 2 * (narrow + gap)) // ROOMY_TILES - gap
    return narrow, min(w, fitting) if fitting >= READABLE_W else w


def settle_area(box: AreaBox, area: Any) -> None:
    """Fit an area to the cards it holds: a compact area's piles and tiles; the viewer's (fixed) one and the other
    seat's at two seats their Maná pile, clear of its label (`view_own.settle_mana`), the latter its second row
    too (`view_layout.settle`)."""
    if box.compact:
        arrange(box, area)
        return
    if not box.fixed:
        settle(box, len(area.conjuros), len(area.apoyos))
    settle_mana(box, len(area.mana))


def arrange(box: AreaBox, area: Any) -> None:
    """A compact area's second row for the cards it holds: each zone a pile of its face-down cards and its face-up
    cards beside it (the overflow on a face-up pile); a place for each card, the empty ones on the zone's last."""
    zones = {"conjuros": [s.face_up for s in area.conjuros], "apoyos": [s.face_up for s in area.apoyos]}
    w, gap = box.card[0] + box.row_gap, box.row_gap
    row = box.conjuros_zone.union(box.apoyos_zone)
    piles = {zone: (box.pile_w + gap) * (not all(ups) or not ups) for zone, ups in zones.items()}
    ups = {zone: sum(flags) for zone, flags in zones.items()}
    tiles = max(0, (row.width + gap - sum(piles.values())) // w)
    shown = ups["conjuros"]
    if ups["conjuros"] + ups["apoyos"] > tiles:  # the face-up places shared out by how many each zone has
        shown = round(tiles * ups["conjuros"] / (ups["conjuros"] + ups["apoyos"]))
        shown = min(ups["conjuros"], max(min(1, ups["conjuros"]), min(shown, tiles - min(1, ups["apoyos"]))))
    conj_w = piles["conjuros"] + w * shown
    if shown == ups["conjuros"]:  # room to spare: the Apoyos start halfway when their cards leave room
        conj_w = max(conj_w, min((row.width + gap) // 2, row.width + gap - piles["apoyos"] - w * ups["apoyos"]))
    box.conjuros_zone = pygame.Rect(row.x, row.y, conj_w - gap, row.height)
    box.apoyos_zone = pygame.Rect(row.x + conj_w, row.y, row.right - row.x - conj_w, row.height)
    box.labels["apoyos"] = (min(box.apoyos_zone.x, row.right - box.label_w), box.labels["apoyos"][1])
    box.conjuros = _zone_places(box.conjuros_zone, zones["conjuros"], MAX_CONJUROS, box)
    box.apoyos = _zone_places(box.apoyos_zone, zones["apoyos"], MAX_APOYOS, box)


def pile_rect(topleft: tuple[int, int], box: AreaBox) -> pygame.Rect:
    """A compact area's pile at `topleft`: its top card a card's shape, inset by the cards fanned up-left under it
    (`Painter.stack`), so that the whole pile stays in its place, under its label."""
    inset = box.pile_inset
    w = box.pile_w - inset
    return pygame.Rect(topleft[0] + inset, topleft[1] + inset, w, min(box.card[1] - inset, int(w / ASPECT)))


def _zone_places(zone: pygame.Rect, ups: list[bool], places: int, box: AreaBox) -> list[pygame.Rect]:
    """Each card's place in a compact zone (face-down ones on the pile, face-up ones side by side, the overflow on
    the last), then the empty places (all on the pile's place, or after the last card)."""
    (w, h), gap, pile_w = box.card, box.row_gap, box.pile_w
    pile = pile_rect(zone.topleft, box)
    x = pile.right + gap if not all(ups) else zone.x
    fit = max(1, (zone.right - x + gap) // (w + gap))
    shown = sum(ups)
    tiles = [pygame.Rect(x + min(k, fit - 1) * (w + gap), zone.y, w, h) for k in range(shown)]
    rects = []
    for up in ups:
        rects.append(tiles.pop(0) if up else pile)
    rest = pile if not ups else rects[-1]
    return (rects + [rest] * (places - len(rects)))[:max(places, len(rects))]
