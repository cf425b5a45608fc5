"""The viewer's own area, at every table (two to eight seats): a place for each card, side by side, never moving.

Its five Conjuros and three Apoyos lie in a row of eight places, none over another, each at least `READABLE_W`
pixels wide: room enough for every name (English, Spanish) on two lines at the smallest name size. The area takes
the width those places need from the bottom row (`own_width`); the hand has the rest. The first row follows the
seed's diagram (Maná, the Invocación and its power, Victorias). The row helpers serve view_crowd's compact areas
too.
"""
from __future__ import annotations

import pygame

from tabletop.games.invocacion.view.view_layout import ASPECT, TILE_ASPECT, AreaBox, pile_fan
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS

READABLE_W = 70  # px: every card's name (English, Spanish) reads whole on two lines from this width up
OWN_SHARE = 0.6  # the viewer's area's share of the bottom row at least (the hand has the rest)
OWN_PLACES = MAX_CONJUROS + MAX_APOYOS
PLACE_GAP_PT = 6  # between two places of a zone (design points): their glows apart
ZONE_GAP_PT = 18  # between the Conjuros and the Apoyos
OWN_POWER_CARDS = 2.2  # the widest the power column is (card widths): room to name its parts ("+2 Twin Gate")


def own_width(width: int, px) -> int:
    """The viewer's area's width in a bottom row `width` wide: its share, or more when its eight places need it."""
    need = OWN_PLACES * READABLE_W + (OWN_PLACES - 2) * px(PLACE_GAP_PT) + px(ZONE_GAP_PT) + 2 * px(10)
    return min(max(int(width * OWN_SHARE), need), int(width * 0.7))


def area_rows(box: AreaBox, px) -> tuple[pygame.Rect, int, int, int]:
    """The body under the header, the label height, the card height and the first row's y."""
    rect = box.rect
    pad = px(10 if box.big else 7)
    label_h = px(box.label_pt + (3 if box.compact else 5))
    box.header = pygame.Rect(rect.x + pad, rect.y + px(4), rect.width - 2 * pad, px(30 if box.big else 24))
    body = pygame.Rect(rect.x + pad, box.header.bottom + px(2), rect.width - 2 * pad,
                       rect.bottom - box.header.bottom - px(2) - pad)
    card_h = (body.height - 2 * label_h - px(4)) // 2
    return body, label_h, card_h, body.y + label_h


def first_row(box: AreaBox, body: pygame.Rect, row1: int, pile_w: int, gap: int, px,
              power_cards: float = 1.2) -> None:
    """Maná, the Invocación, its power (up to `power_cards` card widths) and Victorias, centred in `body`; the power
    takes the room left."""
    w, h = box.card
    power_w = max(px(30), min(int(w * power_cards), body.width - pile_w - 2 * w - 3 * gap))
    first_w = pile_w + 2 * w + power_w + 3 * gap
    x = body.x + max(0, (body.width - first_w) // 2)
    box.mana = pygame.Rect(x, row1, pile_w, h)
    box.invocation = pygame.Rect(box.mana.right + gap, row1, w, h)
    box.power = pygame.Rect(box.invocation.right + gap // 2, row1, power_w, h)
    box.trophies = pygame.Rect(box.power.right + gap // 2, row1, w, h)


def zone_labels(box: AreaBox, px) -> None:
    """Each zone's label just above it."""
    for name, r in (("mana", box.mana), ("invocation", box.invocation), ("trophies", box.trophies),
                    ("conjuros", box.conjuros_zone), ("apoyos", box.apoyos_zone)):
        box.labels[name] = (r.x, r.y - px(1 if box.compact else 2))


def own_box(seat: int, rect: pygame.Rect, px) -> AreaBox:
    """The viewer's area: every place side by side, as wide as the row allows."""
    box = AreaBox(seat, rect, True, fixed=True)
    box.label_pt = 12.5
    body, label_h, card_h, row1 = area_rows(box, px)
    gap, step_gap = px(ZONE_GAP_PT), px(PLACE_GAP_PT)
    room_w = (body.width - gap - (OWN_PLACES - 2) * step_gap) // OWN_PLACES
    w = min(room_w, max(int(card_h * TILE_ASPECT), READABLE_W))
    h = min(card_h, int(w / ASPECT))
    box.card = (w, h)
    first_row(box, body, row1, w, gap, px, OWN_POWER_CARDS)
    row2 = row1 + h + label_h + px(4)
    second_w = OWN_PLACES * w + (OWN_PLACES - 2) * step_gap + gap
    x = body.x + max(0, (body.width - second_w) // 2)
    box.conjuros = [pygame.Rect(x + k * (w + step_gap), row2, w, h) for k in range(MAX_CONJUROS)]
    x = box.conjuros[-1].right + gap
    box.apoyos = [pygame.Rect(x + k * (w + step_gap), row2, w, h) for k in range(MAX_APOYOS)]
    box.conjuros_zone = box.conjuros[0].union(box.conjuros[-1])
    box.apoyos_zone = box.apoyos[0].union(box.apoyos[-1])
    zone_labels(box, px)
    box.pile_inset = 2 * pile_fan(px)  # the two cards Painter.stack fans up-left under a pile's top card
    return box


def settle_mana(box: AreaBox, mana: int) -> None:
    """Inset the Maná pile's top card by the cards fanned up-left under it (`mana` cards, three shown at most), so
    that the whole pile stays in its place, clear of its label (the viewer's area, the other's at two seats); an
    empty place stays in line with its row."""
    inset = box.pile_inset * (min(mana, 3) - 1) // 2 if mana else 0
    box.mana = pygame.Rect(box.mana.x + inset, box.mana.y + inset, box.mana.width - inset, box.mana.height - inset)
