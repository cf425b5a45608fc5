"""The arrows from an invocation to the mages it reaches: around what they must not cross (the haste banner,
the Aether), ending with their head just outside the mage's panel. Geometry and drawing only."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

Point = tuple[float, float]


def _crosses(start: Point, end: Point, rect: pygame.Rect) -> bool:
    return bool(rect.clipline(start, end))


def _around(start: Point, end: Point, rect: pygame.Rect, gap: int) -> list[Point]:
    """The corners to pass beside `rect` on the side of `end` (top then bottom, or bottom then top)."""
    x = rect.left - gap if end[0] < rect.centerx else rect.right + gap
    top, bottom = (x, rect.top - gap), (x, rect.bottom + gap)
    return [top, bottom] if start[1] < rect.centery else [bottom, top]


def arrow_path(start: Point, box: pygame.Rect, avoid: Sequence[pygame.Rect], gap: int) -> list[Point]:
    """Points from `start` to the edge of `box` (towards its middle) that go round every rect of `avoid`."""
    path: list[Point] = [start, box.center]
    for rect in avoid:
        out: list[Point] = [path[0]]
        for end in path[1:]:
            if _crosses(out[-1], end, rect):
                out += _around(out[-1], end, rect, gap)
            out.append(end)
        path = out
    path = _shortcuts(path, avoid)
    inside = next((k for k, point in enumerate(path[1:-1], 1) if box.collidepoint(point)), None)
    if inside is not None:  # a corner already on the panel: head for it from the corner before
        path = path[:inside] + [box.center]
    entry = box.clipline(path[-2], path[-1])
    if entry:  # stop at the panel's edge, a little short, so the head shows
        (x, y), _ = entry
        dx, dy = path[-1][0] - path[-2][0], path[-1][1] - path[-2][1]
        length = math.hypot(dx, dy) or 1.0
        path[-1] = (x - dx / length * gap / 2, y - dy / length * gap / 2)
    return path


def _shortcuts(path: list[Point], avoid: Sequence[pygame.Rect]) -> list[Point]:
    """`path` without the corners it can skip without crossing a rect of `avoid`."""
    out = [path[0]]
    k = 1
    while k < len(path):
        last = len(path) - 1
        while last > k and any(_crosses(out[-1], path[last], rect) for rect in avoid):
            last -= 1
        out.append(path[last])
        k = last + 1
    return out


def draw_arrow(surface: pygame.Surface, path: Sequence[Point], colour, width: int) -> None:
    """A line along `path` with a head at its end."""
    if len(path) < 2:
        return
    pygame.draw.lines(surface, colour, False, path, width)
    for corner in path[1:-1]:  # round joints
        pygame.draw.circle(surface, colour, corner, max(1, width // 2))
    (sx, sy), tip = path[-2], path[-1]
    length = math.hypot(tip[0] - sx, tip[1] - sy) or 1.0
    ux, uy = (tip[0] - sx) / length, (tip[1] - sy) / length
    head = width * 4
    left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
    right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [tip, left, right])
