"""The chips in a mage's panel (walls, item, creatures, established invocations) laid out in rows, every label
whole: a chip wider than its row wraps onto two lines, and when the rows do not fit the panel the letters shrink
(never under LEAST_PX pixels) or the rows begin on the panel's status line. Geometry and drawing only."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from tabletop.games.invoke.view.view_cards import ink_for
from tabletop.ui.theme import blit_text

#: a chip's letters (design points), and the fewest pixels they shrink to when a panel is crowded
POINTS, LEAST_PX = 10, 11
#: the most lines one chip's label wraps onto
MOST_LINES = 2


@dataclass
class Chip:
    """One label laid out: its rect, its lines and the size of its letters."""

    rect: pygame.Rect
    lines: list[str]
    points: float
    more: bool = False  # the last chip of a panel too full for all: "+2" (how many more there are)


def sizes(fonts) -> list[float]:
    """The letter sizes to try, largest first: POINTS, then down to LEAST_PX pixels (not under POINTS)."""
    least = min(POINTS, LEAST_PX / fonts.scale)
    out, size = [], float(POINTS)
    while size > least:
        out.append(size)
        size -= 0.5
    return out + [least]


def flow(fonts, labels: Sequence[str], area: pygame.Rect, indent: int, points: float, px,
         fill_gaps: bool = True) -> list[Chip] | None:
    """The chips in rows inside `area`, or None when they do not fit. The first row starts `indent` pixels in.
    A chip goes on the first row with room for it (with `fill_gaps`, a short one may fill a gap above; without,
    they stay in order), a wrapped one on a row of its own."""
    font = fonts.get(points)
    pad, gap, line, single = px(5), px(3), font.get_linesize(), px(17)
    rows = [[area.x + indent, area.y, max(single, line + px(4)), 0]]  # [next x, top, height, chips] of each row
    chips = []
    for label in labels:
        room = area.width - 2 * pad
        lines = [label] if font.size(label)[0] <= room else fonts.wrap(label, points, room)
        if len(lines) > MOST_LINES or any(font.size(text)[0] > room for text in lines):
            return None
        width, height = max(font.size(text)[0] for text in lines) + 2 * pad, max(single, line * len(lines) + px(4))
        row = next((r for r in (rows if fill_gaps else rows[-1:]) if r[0] + width <= area.right
                    and (height <= r[2] or (not r[3] and r is rows[-1]))), None)
        if row is None:
            row = [area.x, rows[-1][1] + rows[-1][2] + gap, height, 0]
            rows.append(row)
        row[2] = max(row[2], height)
        rect = pygame.Rect(row[0], row[1], width, height)
        if rect.bottom > area.bottom:
            return None
        chips.append(Chip(rect, lines, points))
        row[0], row[3] = rect.right + gap, row[3] + 1
    return chips


def lay_out(fonts, labels: Sequence[str], areas: Sequence[tuple[pygame.Rect, int]], px,
            fill_gaps: bool = True) -> list[Chip]:
    """The first layout that fits: each area (with its first row's indent) at each size, largest first. At worst,
    in the last area at the smallest size, the first chips that fit and a last one saying how many more there are
    ("+2"): a chip is whole or not drawn."""
    for area, indent in areas:
        for points in sizes(fonts):
            chips = flow(fonts, labels, area, indent, points, px, fill_gaps)
            if chips is not None:
                return chips
    area, indent = areas[-1]
    for count in range(len(labels) - 1, -1, -1):
        shown = [*labels[:count], f"+{len(labels) - count}"]
        chips = flow(fonts, shown, area, indent, sizes(fonts)[-1], px, fill_gaps)
        if chips is not None:
            chips[-1].more = True
            return chips
    return []


def draw(surface: pygame.Surface, fonts, chip: Chip, colour) -> None:
    """A chip: a rounded label in `colour`, its lines centred."""
    pygame.draw.rect(surface, colour, chip.rect, border_radius=min(chip.rect.height, fonts.px(17)) // 3)
    line = fonts.get(chip.points).get_linesize()
    top = chip.rect.centery - line * len(chip.lines) // 2
    for k, text in enumerate(chip.lines):
        blit_text(surface, fonts, text, chip.points, (chip.rect.centerx, top + k * line), ink_for(colour),
                  anchor="midtop")
