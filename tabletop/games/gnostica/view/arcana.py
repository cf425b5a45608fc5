"""Emblems of the 22 tarot major arcana, drawn with pygame.draw through icons.Pen (the art is ours).

Each is one bold symbol readable at table size: the Fool's jester cap, the Magician's wand
under the lemniscate, ... the World's wreath. Icon names are `arcanum_<name>`; a card asks
for one with its `emblem` field and its placeholder art shows it large.
"""
from __future__ import annotations

import math
from typing import Callable

from tabletop.ui.cards.icons import Inset, Pen, _arc_points, _cup, _lens, _star_shape


def _lemniscate(cx: float, cy: float, half_width: float) -> list:
    points = []
    for i in range(81):
        t = 2 * math.pi * i / 80
        d = 1 + math.sin(t) ** 2
        points.append((cx + half_width * math.cos(t) / d, cy + half_width * math.sin(t) * math.cos(t) / d))
    return points


def _fool(pen: Pen) -> None:
    # a jester's cap: three drooping points with bells on a band
    pen.poly([(0.18, 0.72), (0.82, 0.72), (0.78, 0.84), (0.22, 0.84)])
    for tip, ctrl in (((0.10, 0.30), (0.22, 0.50)), ((0.50, 0.10), (0.50, 0.40)), ((0.90, 0.30), (0.78, 0.50))):
        base_left, base_right = (ctrl[0] - 0.13, 0.72), (ctrl[0] + 0.13, 0.72)
        pen.poly([base_left, (ctrl[0] - 0.05, ctrl[1]), tip, (ctrl[0] + 0.06, ctrl[1] + 0.05), base_right])
        pen.circle(tip[0], tip[1] - 0.01, 0.065)


def _magician(pen: Pen) -> None:
    pen.stroke(_lemniscate(0.5, 0.22, 0.30), 0.045)
    pen.tapered([(0.5, 0.42), (0.5, 0.92)], [0.05, 0.05])
    pen.circle(0.5, 0.42, 0.075)
    pen.circle(0.5, 0.92, 0.06)


def _high_priestess(pen: Pen) -> None:
    # the two pillars of the temple and the crescent between them
    for x in (0.14, 0.68):
        pen.poly([(x, 0.20), (x + 0.18, 0.20), (x + 0.18, 0.92), (x, 0.92)])
        pen.poly([(x - 0.04, 0.12), (x + 0.22, 0.12), (x + 0.22, 0.20), (x - 0.04, 0.20)])
    pen.circle(0.5, 0.46, 0.15)
    pen.circle(0.56, 0.42, 0.13, erase=True)


def _empress(pen: Pen) -> None:
    # the sign of Venus
    pen.circle(0.5, 0.36, 0.27)
    pen.circle(0.5, 0.36, 0.17, erase=True)
    pen.stroke([(0.5, 0.62), (0.5, 0.94)], 0.055)
    pen.stroke([(0.33, 0.79), (0.67, 0.79)], 0.055)


def _emperor(pen: Pen) -> None:
    # the orb and cross
    pen.circle(0.5, 0.62, 0.30)
    pen.poly([(0.2, 0.56), (0.8, 0.56), (0.8, 0.63), (0.2, 0.63)], erase=True)
    pen.stroke([(0.5, 0.05), (0.5, 0.34)], 0.05)
    pen.stroke([(0.38, 0.16), (0.62, 0.16)], 0.05)


def _hierophant(pen: Pen) -> None:
    # the triple cross
    pen.stroke([(0.5, 0.06), (0.5, 0.95)], 0.05)
    for y, half in ((0.20, 0.14), (0.35, 0.22), (0.50, 0.30)):
        pen.stroke([(0.5 - half, y), (0.5 + half, y)], 0.045)


def _lovers(pen: Pen) -> None:
    # two rings linked: each passes over the other once
    left, right, r, w = (0.34, 0.5), (0.66, 0.5), 0.26, 0.04
    ring = {centre: _arc_points(*centre, r, 0, 2 * math.pi, 48) for centre in (left, right)}
    pen.stroke(ring[left], w)
    pen.stroke(ring[right], w)
    for centre, crossing, angle in ((right, (0.5, 0.5 - 0.207), -2.23), (left, (0.5, 0.5 + 0.207), 0.91)):
        pen.circle(*crossing, w * 2.6, erase=True)
        pen.stroke(_arc_points(*centre, r, angle - 0.5, angle + 0.5, 10), w)
    for centre, crossing in ((left, (0.5, 0.5 - 0.207)), (right, (0.5, 0.5 + 0.207))):
        a = math.atan2(crossing[1] - centre[1], crossing[0] - centre[0])
        pen.stroke(_arc_points(*centre, r, a - 0.5, a - 0.3, 3), w)
        pen.stroke(_arc_points(*centre, r, a + 0.3, a + 0.5, 3), w)


def _chariot(pen: Pen) -> None:
    # a chariot body with its canopy, two wheels and the shaft
    pen.poly([(0.20, 0.36), (0.74, 0.36), (0.68, 0.64), (0.26, 0.64)])
    pen.stroke([(0.22, 0.16), (0.72, 0.16)], 0.04)
    pen.stroke([(0.26, 0.16), (0.26, 0.36)], 0.03)
    pen.stroke([(0.68, 0.16), (0.68, 0.36)], 0.03)
    pen.stroke([(0.68, 0.52), (0.95, 0.46)], 0.03)
    for x in (0.30, 0.64):
        pen.circle(x, 0.76, 0.15)
        pen.circle(x, 0.76, 0.09, erase=True)
        pen.circle(x, 0.76, 0.035)


def _strength(pen: Pen) -> None:
    # the sign of Leo, the lion
    pen.circle(0.30, 0.64, 0.16, width=0.06)
    points = [(0.44, 0.58)] + _arc_points(0.58, 0.36, 0.22, math.pi * 0.85, math.pi * 2.1, 20)
    end = points[-1]
    points += [(end[0] - 0.02, end[1] + 0.24), (end[0] + 0.06, end[1] + 0.44), (end[0] + 0.16, end[1] + 0.48)]
    pen.stroke(points, 0.055)


def _hermit(pen: Pen) -> None:
    # a lantern with its light
    pen.circle(0.5, 0.12, 0.07, width=0.03)
    pen.poly([(0.34, 0.22), (0.66, 0.22), (0.60, 0.30), (0.40, 0.30)])
    pen.poly([(0.32, 0.30), (0.68, 0.30), (0.68, 0.78), (0.32, 0.78)])
    pen.poly([(0.38, 0.36), (0.62, 0.36), (0.62, 0.72), (0.38, 0.72)], erase=True)
    _star_shape(pen, 0.5, 0.54, 0.11, 0.045, 6)
    pen.poly([(0.28, 0.78), (0.72, 0.78), (0.64, 0.90), (0.36, 0.90)])


def _wheel(pen: Pen) -> None:
    # the wheel of fortune: eight spokes
    pen.circle(0.5, 0.5, 0.44, width=0.08)
    for i in range(8):
        a = math.pi * i / 4
        pen.stroke([(0.5, 0.5), (0.5 + 0.38 * math.cos(a), 0.5 + 0.38 * math.sin(a))], 0.03)
    pen.circle(0.5, 0.5, 0.11)


def _justice(pen: Pen) -> None:
    # the scales
    pen.stroke([(0.5, 0.08), (0.5, 0.86)], 0.04)
    pen.poly([(0.32, 0.86), (0.68, 0.86), (0.68, 0.94), (0.32, 0.94)])
    pen.stroke([(0.12, 0.22), (0.88, 0.22)], 0.035)
    for x in (0.18, 0.82):
        pen.stroke([(x, 0.22), (x - 0.13, 0.52)], 0.015)
        pen.stroke([(x, 0.22), (x + 0.13, 0.52)], 0.015)
        pen.poly(_arc_points(x, 0.52, 0.15, 0, math.pi, 12))
    pen.circle(0.5, 0.08, 0.055)


def _hanged_man(pen: Pen) -> None:
    # the tau cross with a figure hanging upside down from a rope
    pen.stroke([(0.1, 0.1), (0.9, 0.1)], 0.055)
    pen.stroke([(0.5, 0.1), (0.5, 0.3)], 0.02)
    pen.poly([(0.5, 0.3), (0.66, 0.62), (0.34, 0.62)])  # legs and body, point up
    pen.circle(0.5, 0.76, 0.11)  # head at the bottom
    pen.stroke([(0.32, 0.62), (0.24, 0.84)], 0.03)
    pen.stroke([(0.68, 0.62), (0.76, 0.84)], 0.03)


def _death(pen: Pen) -> None:
    # the scythe: a long snath and a broad curved blade sweeping left from its top
    pen.stroke([(0.66, 0.94), (0.56, 0.12)], 0.04)
    pen.stroke([(0.60, 0.52), (0.74, 0.50)], 0.03)
    outer = _arc_points(0.62, 0.62, 0.56, -math.pi * 0.52, -math.pi * 0.92, 20)
    inner = _arc_points(0.64, 0.78, 0.56, -math.pi * 0.86, -math.pi * 0.56, 20)
    pen.poly([(0.60, 0.08)] + outer + inner + [(0.60, 0.24)])


def _temperance(pen: Pen) -> None:
    # water poured from one cup, tipped, into the other
    _cup(Inset(pen, 0.02, 0.04, 0.46))
    _cup(Inset(pen, 0.50, 0.50, 0.46))
    stream = [(0.40, 0.10)] + _arc_points(0.40, 0.56, 0.34, -math.pi * 0.5, -math.pi * 0.08, 12)
    pen.stroke(stream, 0.022)


def _devil(pen: Pen) -> None:
    # the trident
    pen.stroke([(0.5, 0.34), (0.5, 0.95)], 0.045)
    pen.stroke(_arc_points(0.5, 0.34, 0.26, 0, math.pi, 16), 0.045)
    for x in (0.24, 0.5, 0.76):
        top = 0.06 if x == 0.5 else 0.12
        pen.stroke([(x, 0.34), (x, top + 0.06)], 0.045)
        pen.poly([(x - 0.08, top + 0.10), (x, top - 0.02), (x + 0.08, top + 0.10)])


def _tower(pen: Pen) -> None:
    # a tower with battlements, struck by lightning
    pen.poly([(0.26, 0.30), (0.62, 0.30), (0.66, 0.94), (0.22, 0.94)])
    for x in (0.24, 0.38, 0.52):
        pen.poly([(x, 0.18), (x + 0.10, 0.18), (x + 0.10, 0.30), (x, 0.30)])
    pen.poly([(0.38, 0.76), (0.50, 0.76), (0.50, 0.94), (0.38, 0.94)], erase=True)
    pen.poly([(0.40, 0.46), (0.48, 0.46), (0.48, 0.58), (0.40, 0.58)], erase=True)
    pen.poly([(0.96, 0.02), (0.70, 0.30), (0.82, 0.32), (0.62, 0.58), (0.92, 0.26), (0.80, 0.24)])


def _star(pen: Pen) -> None:
    # the great star among small ones
    _star_shape(pen, 0.5, 0.46, 0.34, 0.13, 8)
    for x, y in ((0.14, 0.14), (0.86, 0.14), (0.12, 0.84), (0.5, 0.90), (0.88, 0.84)):
        _star_shape(pen, x, y, 0.09, 0.035, 4)


def _moon(pen: Pen) -> None:
    # a crescent shedding drops of dew
    pen.circle(0.46, 0.38, 0.32)
    pen.circle(0.62, 0.30, 0.28, erase=True)
    for x, y in ((0.40, 0.80), (0.62, 0.72), (0.78, 0.90)):
        pen.poly([(x, y - 0.10), (x + 0.05, y), (x - 0.05, y)])
        pen.circle(x, y + 0.01, 0.05)


def _sun(pen: Pen) -> None:
    # a disc with straight and waving rays
    for i in range(16):
        a = 2 * math.pi * i / 16
        if i % 2 == 0:
            pen.poly([(0.5 + 0.26 * math.cos(a - 0.14), 0.5 + 0.26 * math.sin(a - 0.14)),
                      (0.5 + 0.48 * math.cos(a), 0.5 + 0.48 * math.sin(a)),
                      (0.5 + 0.26 * math.cos(a + 0.14), 0.5 + 0.26 * math.sin(a + 0.14))])
        else:
            pen.stroke([(0.5 + (0.26 + 0.18 * k / 6) * math.cos(a + 0.08 * math.sin(k * 1.6)),
                         0.5 + (0.26 + 0.18 * k / 6) * math.sin(a + 0.08 * math.sin(k * 1.6))) for k in range(7)],
                       0.02)
    pen.circle(0.5, 0.5, 0.25)


def _judgement(pen: Pen) -> None:
    # the herald's trumpet of the last call, its banner marked with a cross
    pen.stroke([(0.06, 0.34), (0.62, 0.34)], 0.035)
    pen.circle(0.06, 0.34, 0.05)
    flare = [(0.58 + 0.36 * t, 0.34 - 0.035 - 0.20 * t ** 2.2) for t in (i / 12 for i in range(13))]
    pen.poly(flare + [(x, 0.68 - y) for x, y in reversed(flare)])
    pen.ellipse(0.90, 0.08, 0.06, 0.52)
    pen.poly([(0.18, 0.38), (0.54, 0.38), (0.54, 0.90), (0.36, 0.78), (0.18, 0.90)])
    pen.stroke([(0.36, 0.48), (0.36, 0.72)], 0.022, erase=True)
    pen.stroke([(0.28, 0.56), (0.44, 0.56)], 0.022, erase=True)


def _world(pen: Pen) -> None:
    # the laurel wreath: an oval of leaves laid along it, tied at top and bottom
    rx, ry = 0.30, 0.42
    pen.stroke([(0.5 + rx * math.cos(2 * math.pi * i / 60), 0.5 + ry * math.sin(2 * math.pi * i / 60))
                for i in range(61)], 0.02)
    for i in range(18):
        a = 2 * math.pi * (i + 0.5) / 18
        if abs(math.sin(a)) > 0.95:
            continue  # leave room for the ties
        x, y = 0.5 + rx * math.cos(a), 0.5 + ry * math.sin(a)
        along = math.atan2(ry * math.cos(a), -rx * math.sin(a))
        for side in (-1, 1):
            pen.poly(_lens(x, y, 0.13, 0.045, along + side * 0.55))
    for y in (0.08, 0.92):
        pen.poly([(0.40, y - 0.06), (0.60, y + 0.06), (0.60, y - 0.06), (0.40, y + 0.06)])


#: arcanum number -> (emblem icon name, drawer)
EMBLEMS: dict[int, tuple[str, Callable[[Pen], None]]] = {
    number: (f"arcanum_{name}", drawer) for number, (name, drawer) in enumerate([
        ("fool", _fool), ("magician", _magician), ("high_priestess", _high_priestess), ("empress", _empress),
        ("emperor", _emperor), ("hierophant", _hierophant), ("lovers", _lovers), ("chariot", _chariot),
        ("strength", _strength), ("hermit", _hermit), ("wheel", _wheel), ("justice", _justice),
        ("hanged_man", _hanged_man), ("death", _death), ("temperance", _temperance), ("devil", _devil),
        ("tower", _tower), ("star", _star), ("moon", _moon), ("sun", _sun), ("judgement", _judgement),
        ("world", _world),
    ])
}
DRAWERS = dict(EMBLEMS.values())
