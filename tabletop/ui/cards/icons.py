"""Card icons drawn procedurally with pygame.draw (4x supersampled, then smoothscaled), cached.

`icon(name, px, colour)` returns a square SRCALPHA surface. A PNG at
`assets/icons/<name>.png` (any size, white or coloured on transparent) overrides or
adds an icon without code. Names: the Decktet suits (moon, sun, wave, leaf, wyrm,
knot), the tarot suits (cup, rod, disc, sword, major), elements (fire, water, earth,
air), ranks (crown, pawn, court), a few generic marks (star, heart, shield, eye,
excuse, pip, orient), marks for costs and phases (gem, scroll, pillar, hourglass,
crossed_swords), and the 22 major arcana emblems (`arcanum_fool` ... `arcanum_world`,
see tabletop.games.gnostica.view.arcana), and ECG's kingdom emblems and stat marks (`realm_sol`...,
`morale`, `renown`..., see tabletop.games.ecg.view.kingdoms). Plural and capitalised forms are accepted (`Moons` -> moon,
`wands` -> rod).
"""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

ICONS_DIR = Path(__file__).resolve().parents[3] / "assets" / "icons"
SUPER = 4
CLEAR = (255, 255, 255, 0)
INK = (255, 255, 255, 255)

ALIASES = {
    "moons": "moon", "suns": "sun", "waves": "wave", "leaves": "leaf", "wyrms": "wyrm",
    "knots": "knot", "cups": "cup", "wands": "rod", "wand": "rod", "rods": "rod",
    "staff": "rod", "staves": "rod", "pentacles": "disc", "pentacle": "disc", "discs": "disc",
    "disks": "disc", "disk": "disc", "coins": "disc", "coin": "disc", "swords": "sword",
    "trumps": "major", "trump": "major", "arcana": "major", "crowns": "crown",
    "pawns": "pawn", "courts": "court", "hearts": "heart", "stars": "star",
    "gems": "gem", "crystal": "gem", "scrolls": "scroll", "pillars": "pillar", "column": "pillar",
}


class Pen:
    """Drawing on a square supersampled canvas in unit coordinates (0..1)."""

    def __init__(self, px: int):
        self.s = px * SUPER
        self.surf = pygame.Surface((self.s, self.s), pygame.SRCALPHA)
        self.surf.fill(CLEAR)

    def p(self, x: float, y: float) -> tuple:
        """A unit point in canvas pixels."""
        return (x * self.s, y * self.s)

    def d(self, v: float) -> float:
        """A unit length in canvas pixels."""
        return v * self.s

    def circle(self, x: float, y: float, r: float, erase: bool = False, width: float = 0) -> None:
        """A filled disc (or ring of `width`)."""
        pygame.draw.circle(self.surf, CLEAR if erase else INK, self.p(x, y), self.d(r),
                           max(1, round(self.d(width))) if width else 0)

    def poly(self, points, erase: bool = False) -> None:
        """A filled polygon."""
        pygame.draw.polygon(self.surf, CLEAR if erase else INK, [self.p(*pt) for pt in points])

    def ellipse(self, x: float, y: float, w: float, h: float, erase: bool = False) -> None:
        """A filled ellipse in the unit rect."""
        pygame.draw.ellipse(self.surf, CLEAR if erase else INK,
                            pygame.Rect(round(self.d(x)), round(self.d(y)), round(self.d(w)), round(self.d(h))))

    def stroke(self, points, r: float, erase: bool = False) -> None:
        """A round-capped thick polyline through unit points (discs along the path)."""
        colour = CLEAR if erase else INK
        rad = self.d(r)
        step = max(1.0, rad * 0.35)
        pts = [self.p(*pt) for pt in points]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            n = max(1, int(math.hypot(x1 - x0, y1 - y0) / step))
            for i in range(n):
                t = i / n
                pygame.draw.circle(self.surf, colour, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), rad)
        if pts:
            pygame.draw.circle(self.surf, colour, pts[-1], rad)

    def tapered(self, points, radii, erase: bool = False) -> None:
        """A thick path whose radius varies per point."""
        colour = CLEAR if erase else INK
        pts = [self.p(*pt) for pt in points]
        for ((x0, y0), r0), ((x1, y1), r1) in zip(zip(pts, radii), zip(pts[1:], radii[1:])):
            rad = self.d(max(r0, r1))
            n = max(1, int(math.hypot(x1 - x0, y1 - y0) / max(1.0, rad * 0.3)))
            for i in range(n + 1):
                t = i / n
                pygame.draw.circle(self.surf, colour, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t),
                                   self.d(r0 + (r1 - r0) * t))


class Inset(Pen):
    """A pen drawing into the square (x, y, size) of another pen's canvas, in that square's unit coordinates."""

    def __init__(self, pen: Pen, x: float, y: float, size: float):  # noqa: D107 - no new canvas
        self.surf = pen.surf
        self.s = pen.s * size
        self.ox, self.oy = pen.s * x, pen.s * y

    def p(self, x: float, y: float) -> tuple:
        """A unit point of the square in canvas pixels."""
        return (self.ox + x * self.s, self.oy + y * self.s)

    def ellipse(self, x: float, y: float, w: float, h: float, erase: bool = False) -> None:
        """A filled ellipse in the square's unit rect."""
        left, top = self.p(x, y)
        pygame.draw.ellipse(self.surf, (255, 255, 255, 0) if erase else (255, 255, 255, 255),
                            pygame.Rect(round(left), round(top), round(self.d(w)), round(self.d(h))))


def _arc_points(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 24) -> list:
    return [(cx + r * math.cos(a0 + (a1 - a0) * i / n), cy + r * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


# --- Decktet suits -----------------------------------------------------------------------

def _moon(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.40)
    pen.circle(0.66, 0.40, 0.34, erase=True)


def _sun(pen: Pen) -> None:
    cx = cy = 0.5
    rays = 12
    for i in range(rays):
        a = 2 * math.pi * i / rays
        long = 0.47 if i % 2 == 0 else 0.40
        w = 0.10
        pen.poly([(cx + 0.22 * math.cos(a - w), cy + 0.22 * math.sin(a - w)),
                  (cx + long * math.cos(a), cy + long * math.sin(a)),
                  (cx + 0.22 * math.cos(a + w), cy + 0.22 * math.sin(a + w))])
    pen.circle(cx, cy, 0.27, erase=True)
    pen.circle(cx, cy, 0.22)


def _wave(pen: Pen) -> None:
    for row, y0 in enumerate((0.28, 0.5, 0.72)):
        pts = [(0.08 + 0.84 * i / 40, y0 + 0.075 * math.sin(i / 40 * 2 * math.pi * 1.5 + row * 0.4))
               for i in range(41)]
        pen.stroke(pts, 0.055)


def _leaf(pen: Pen) -> None:
    # two circular arcs meeting at the tips, tilted
    def rot(x: float, y: float) -> tuple:
        a = -math.pi / 4
        x, y = x - 0.5, y - 0.5
        return (0.5 + x * math.cos(a) - y * math.sin(a), 0.5 + x * math.sin(a) + y * math.cos(a))
    outline = []
    for i in range(31):
        t = i / 30
        outline.append(rot(0.5 - 0.22 * math.sin(math.pi * t) * (1.1 - 0.3 * t), 0.1 + 0.75 * t))
    for i in range(31):
        t = 1 - i / 30
        outline.append(rot(0.5 + 0.22 * math.sin(math.pi * t) * (1.1 - 0.3 * t), 0.1 + 0.75 * t))
    pen.poly(outline)
    pen.stroke([rot(0.5, 0.18), rot(0.5, 0.8)], 0.022, erase=True)
    for t in (0.35, 0.52, 0.68):
        for side in (-1, 1):
            pen.stroke([rot(0.5, 0.1 + 0.75 * t), rot(0.5 + side * 0.12, 0.1 + 0.75 * t - 0.09)], 0.015, erase=True)
    pen.stroke([rot(0.5, 0.84), rot(0.5, 0.95)], 0.03)


def _wyrm(pen: Pen) -> None:
    # a serpent in an S: thin tail at the bottom, thick towards the head at the top
    n = 64
    ts = [i / n for i in range(n + 1)]
    pts = [(0.5 + 0.26 * math.sin(math.pi * 2.0 * t), 0.88 - 0.66 * t) for t in ts]
    radii = [0.025 + 0.065 * t ** 0.7 for t in ts]
    pen.tapered(pts, radii)
    hx, hy = pts[-1]
    pen.ellipse(hx - 0.10, hy - 0.13, 0.26, 0.18)
    pen.poly([(hx + 0.12, hy - 0.09), (hx + 0.25, hy - 0.04), (hx + 0.12, hy + 0.03)])
    pen.circle(hx + 0.07, hy - 0.06, 0.03, erase=True)
    pen.poly([(hx - 0.06, hy - 0.10), (hx - 0.12, hy - 0.24), (hx + 0.04, hy - 0.12)])


def _knot(pen: Pen) -> None:
    _interlace(pen, _trefoil_plan(0.055, 0.035), 0.055, 0.035)


@lru_cache(maxsize=8)
def _trefoil_plan(r: float, gap: float) -> tuple:
    """A trefoil knot in unit space: its points, where upper strands cut gaps, what to redraw."""
    n = 240
    pts, zs = [], []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = math.sin(t) + 2 * math.sin(2 * t)
        y = math.cos(t) - 2 * math.cos(2 * t)
        pts.append((0.5 + x * 0.135, 0.53 - y * 0.135))
        zs.append(-math.sin(3 * t))
    over = set()
    for i in range(n):
        for j in range(i + n // 8, i + n - n // 8 + 1):
            j %= n
            if math.dist(pts[i], pts[j]) < r * 1.2 and zs[i] > zs[j]:
                over.add(i)
    reach = (r + gap) * 2.2
    near = sorted({k % n for i in over for k in range(i - n // 20, i + n // 20 + 1)
                   if math.dist(pts[k % n], pts[i]) < reach})
    wide = sorted({k % n for i in near for k in range(i - n // 30, i + n // 30 + 1)})
    return tuple(pts), tuple(near), tuple(tuple(run) for run in _runs(wide, n))


def _interlace(pen: Pen, plan: tuple, r: float, gap: float) -> None:
    """Draw a closed curve with over/under crossings (the upper strand cuts a gap in the lower)."""
    pts, near, runs = plan
    pen.stroke(list(pts) + [pts[0]], r)
    for k in near:
        pen.circle(*pts[k], r + gap, erase=True)
    for run in runs:
        pen.stroke([pts[k] for k in run], r)


def _runs(indices: list, n: int) -> list:
    """Consecutive runs of indices (cyclic)."""
    runs: list = []
    for k in indices:
        if runs and runs[-1][-1] == k - 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    if len(runs) > 1 and runs[0][0] == 0 and runs[-1][-1] == n - 1:
        runs[0] = runs.pop() + runs[0]
    return runs


# --- tarot suits and arcana ----------------------------------------------------------------

def _cup(pen: Pen) -> None:
    pen.poly([(0.18, 0.14), (0.82, 0.14)] + [(0.5 + 0.32 * math.cos(a), 0.16 + 0.34 * math.sin(a))
                                             for a in [math.pi * i / 20 for i in range(21)]])
    pen.ellipse(0.22, 0.11, 0.56, 0.08, erase=True)
    pen.poly([(0.45, 0.48), (0.55, 0.48), (0.53, 0.76), (0.47, 0.76)])
    pen.ellipse(0.40, 0.58, 0.20, 0.07)
    pen.poly([(0.47, 0.74), (0.53, 0.74), (0.72, 0.86), (0.28, 0.86)])
    pen.ellipse(0.26, 0.83, 0.48, 0.08)


def _rod(pen: Pen) -> None:
    # a budding wooden staff, leaning right, with leaves sprouting
    bottom, top = (0.36, 0.94), (0.64, 0.08)
    pen.tapered([bottom, top], [0.065, 0.05])
    axis = math.atan2(top[1] - bottom[1], top[0] - bottom[0])
    for t, side in ((0.32, 1), (0.52, -1), (0.74, 1)):
        x = bottom[0] + (top[0] - bottom[0]) * t
        y = bottom[1] + (top[1] - bottom[1]) * t
        pen.poly(_lens(x, y, 0.22, 0.055, axis + side * 0.95))
    pen.circle(top[0], top[1], 0.06)


def _disc(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.44)
    pen.circle(0.5, 0.5, 0.37, erase=True)
    star = []
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        rr = 0.34 if i % 2 == 0 else 0.14
        star.append((0.5 + rr * math.cos(a), 0.5 + rr * math.sin(a)))
    pen.poly(star)


def _sword(pen: Pen) -> None:
    pen.poly([(0.5, 0.04), (0.56, 0.14), (0.56, 0.66), (0.44, 0.66), (0.44, 0.14)])
    pen.stroke([(0.5, 0.14), (0.5, 0.62)], 0.012, erase=True)
    pen.stroke([(0.26, 0.68), (0.74, 0.68)], 0.04)
    pen.stroke([(0.5, 0.70), (0.5, 0.86)], 0.035)
    pen.circle(0.5, 0.90, 0.055)


def _major(pen: Pen) -> None:
    _star_shape(pen, 0.5, 0.5, 0.46, 0.2, 8)
    pen.circle(0.5, 0.5, 0.12, erase=True)


# --- elements, ranks, marks ----------------------------------------------------------------

def _smooth(points: list, steps: int = 8) -> list:
    """A closed Catmull-Rom spline through points."""
    out = []
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    return out


def _lens(cx: float, cy: float, length: float, width: float, angle: float) -> list:
    """A pointed leaf shape from (cx, cy) along angle."""
    pts = []
    for i in range(25):
        t = i / 24
        along, side = length * t, width * math.sin(math.pi * t)
        pts.append((along, side))
    pts += [(length * (1 - i / 24), -width * math.sin(math.pi * (1 - i / 24))) for i in range(1, 24)]
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def _fire(pen: Pen) -> None:
    outer = [(0.5, 0.95), (0.26, 0.86), (0.17, 0.66), (0.22, 0.44), (0.30, 0.28), (0.35, 0.45),
             (0.42, 0.30), (0.50, 0.04), (0.62, 0.26), (0.70, 0.40), (0.76, 0.22), (0.84, 0.48),
             (0.83, 0.70), (0.74, 0.87)]
    pen.poly(_smooth(outer))
    inner = [(0.5, 0.90), (0.37, 0.84), (0.35, 0.70), (0.43, 0.56), (0.49, 0.42), (0.57, 0.58),
             (0.64, 0.72), (0.61, 0.85)]
    pen.poly(_smooth(inner), erase=True)


def _water(pen: Pen) -> None:
    pen.circle(0.5, 0.62, 0.26)
    pen.poly([(0.5, 0.08), (0.73, 0.52), (0.27, 0.52)])
    pen.stroke(_arc_points(0.5, 0.62, 0.16, math.pi * 0.6, math.pi * 0.95, 10), 0.025, erase=True)


def _earth(pen: Pen) -> None:
    pen.poly([(0.05, 0.85), (0.38, 0.22), (0.55, 0.52), (0.68, 0.36), (0.95, 0.85)])
    pen.stroke([(0.28, 0.42), (0.34, 0.38), (0.39, 0.44), (0.44, 0.38), (0.48, 0.42)], 0.018, erase=True)


def _air(pen: Pen) -> None:
    pen.stroke([(0.10, 0.35), (0.62, 0.35)] + _arc_points(0.62, 0.25, 0.10, math.pi / 2, -math.pi, 14), 0.045)
    pen.stroke([(0.10, 0.55), (0.75, 0.55)] + _arc_points(0.75, 0.67, 0.12, -math.pi / 2, math.pi, 14), 0.045)
    pen.stroke([(0.18, 0.75), (0.45, 0.75)], 0.045)


def _crown(pen: Pen) -> None:
    pen.poly([(0.12, 0.78), (0.10, 0.30), (0.32, 0.52), (0.5, 0.18), (0.68, 0.52), (0.90, 0.30), (0.88, 0.78)])
    for x, y in ((0.10, 0.26), (0.5, 0.14), (0.90, 0.26)):
        pen.circle(x, y, 0.07)
    pen.poly([(0.12, 0.82), (0.88, 0.82), (0.88, 0.90), (0.12, 0.90)])
    pen.circle(0.5, 0.64, 0.06, erase=True)


def _pawn(pen: Pen) -> None:
    pen.circle(0.5, 0.25, 0.14)
    pen.ellipse(0.32, 0.39, 0.36, 0.08)
    pen.poly([(0.42, 0.42), (0.58, 0.42), (0.68, 0.78), (0.32, 0.78)])
    pen.ellipse(0.2, 0.74, 0.6, 0.16)


def _court(pen: Pen) -> None:
    pen.poly([(0.2, 0.9), (0.2, 0.3), (0.8, 0.3), (0.8, 0.9)])
    for x in (0.2, 0.4, 0.6):
        pen.poly([(x, 0.3), (x, 0.14), (x + 0.12, 0.14), (x + 0.12, 0.3)])
    pen.poly([(0.72, 0.3), (0.72, 0.14), (0.8, 0.14), (0.8, 0.3)])
    pen.circle(0.5, 0.64, 0.12, erase=True)
    pen.poly([(0.38, 0.64), (0.62, 0.64), (0.62, 0.92), (0.38, 0.92)], erase=True)


def _star_shape(pen: Pen, cx: float, cy: float, outer: float, inner: float, points: int) -> None:
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + math.pi * i / points
        rr = outer if i % 2 == 0 else inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pen.poly(pts)


def _star(pen: Pen) -> None:
    _star_shape(pen, 0.5, 0.54, 0.46, 0.19, 5)


def _heart(pen: Pen) -> None:
    pen.circle(0.33, 0.36, 0.2)
    pen.circle(0.67, 0.36, 0.2)
    pen.poly([(0.14, 0.43), (0.5, 0.88), (0.86, 0.43), (0.5, 0.36)])


def _shield(pen: Pen) -> None:
    pen.poly([(0.15, 0.12), (0.85, 0.12), (0.85, 0.45)] + _arc_points(0.5, 0.45, 0.35, 0, math.pi / 2, 10)
             + _arc_points(0.5, 0.45, 0.35, math.pi / 2, math.pi, 10))
    pen.poly([(0.47, 0.2), (0.53, 0.2), (0.53, 0.75), (0.47, 0.75)], erase=True)


def _eye(pen: Pen) -> None:
    def almond(h: float) -> list:
        top = [(0.06 + 0.88 * i / 24, 0.5 - h * math.sin(math.pi * i / 24)) for i in range(25)]
        return top + [(x, 1 - y) for x, y in reversed(top[1:-1])]
    pen.poly(almond(0.30))
    pen.poly(almond(0.22), erase=True)
    pen.circle(0.5, 0.5, 0.18)
    pen.circle(0.56, 0.44, 0.05, erase=True)


def _orient(pen: Pen) -> None:
    # a turning arrow: most of a ring with an arrowhead
    pen.stroke(_arc_points(0.5, 0.52, 0.32, math.pi * 0.62, math.pi * 2.25, 40), 0.06)
    a = math.pi * 2.25
    tip = (0.5 + 0.32 * math.cos(a), 0.52 + 0.32 * math.sin(a))
    pen.poly([(tip[0] - 0.16, tip[1] - 0.12), (tip[0] + 0.15, tip[1] - 0.14), (tip[0] + 0.02, tip[1] + 0.16)])


def _pip(pen: Pen) -> None:
    pen.poly([(0.5, 0.08), (0.86, 0.5), (0.5, 0.92), (0.14, 0.5)])


def _gem(pen: Pen) -> None:
    # a cut crystal: crown facets over a pointed pavilion
    pen.poly([(0.30, 0.14), (0.70, 0.14), (0.92, 0.38), (0.5, 0.92), (0.08, 0.38)])
    pen.stroke([(0.10, 0.38), (0.90, 0.38)], 0.025, erase=True)
    pen.stroke([(0.36, 0.17), (0.30, 0.38), (0.5, 0.86)], 0.022, erase=True)
    pen.stroke([(0.64, 0.17), (0.70, 0.38), (0.5, 0.86)], 0.022, erase=True)


def _scroll(pen: Pen) -> None:
    # an unrolled spell scroll lying flat: a sheet between two curled rolls, lines of writing
    pen.poly([(0.22, 0.26), (0.78, 0.26), (0.78, 0.74), (0.22, 0.74)])
    for x in (0.18, 0.82):
        pen.circle(x, 0.5, 0.16)
        pen.circle(x, 0.5, 0.07, erase=True)
        pen.circle(x, 0.5, 0.03)
    for y in (0.40, 0.52, 0.62):
        pen.stroke([(0.38, y), (0.62, y)], 0.022, erase=True)


def _pillar(pen: Pen) -> None:
    # a column: capital, fluted shaft, base
    pen.poly([(0.16, 0.10), (0.84, 0.10), (0.76, 0.22), (0.24, 0.22)])
    pen.poly([(0.28, 0.24), (0.72, 0.24), (0.72, 0.76), (0.28, 0.76)])
    pen.poly([(0.22, 0.78), (0.78, 0.78), (0.86, 0.90), (0.14, 0.90)])
    for x in (0.41, 0.59):
        pen.stroke([(x, 0.30), (x, 0.70)], 0.025, erase=True)


def _hourglass(pen: Pen) -> None:
    pen.poly([(0.16, 0.08), (0.84, 0.08), (0.84, 0.15), (0.16, 0.15)])
    pen.poly([(0.16, 0.85), (0.84, 0.85), (0.84, 0.92), (0.16, 0.92)])
    pen.poly([(0.24, 0.15), (0.76, 0.15), (0.54, 0.5), (0.76, 0.85), (0.24, 0.85), (0.46, 0.5)])
    pen.poly([(0.31, 0.20), (0.69, 0.20), (0.5, 0.45)], erase=True)
    pen.poly([(0.5, 0.62), (0.64, 0.80), (0.36, 0.80)], erase=True)


def _crossed_swords(pen: Pen) -> None:
    for flip in (False, True):
        def at(x: float, y: float) -> tuple:
            return (1 - x, y) if flip else (x, y)
        pen.stroke([at(0.16, 0.12), at(0.76, 0.72)], 0.045)
        pen.poly([at(0.12, 0.08), at(0.24, 0.10), at(0.14, 0.20)])
        pen.stroke([at(0.60, 0.80), at(0.82, 0.58)], 0.04)
        pen.stroke([at(0.76, 0.72), at(0.88, 0.84)], 0.05)


def _excuse(pen: Pen) -> None:
    # a lemniscate: the fool's endless road
    pts = []
    for i in range(81):
        t = 2 * math.pi * i / 80
        d = 1 + math.sin(t) ** 2
        pts.append((0.5 + 0.4 * math.cos(t) / d, 0.5 + 0.4 * math.sin(t) * math.cos(t) / d))
    pen.stroke(pts, 0.05)


DRAWERS: dict[str, Callable[[Pen], None]] = {
    "moon": _moon, "sun": _sun, "wave": _wave, "leaf": _leaf, "wyrm": _wyrm, "knot": _knot,
    "cup": _cup, "rod": _rod, "disc": _disc, "sword": _sword, "major": _major,
    "fire": _fire, "water": _water, "earth": _earth, "air": _air,
    "crown": _crown, "pawn": _pawn, "court": _court,
    "star": _star, "pip": _pip, "orient": _orient, "heart": _heart, "shield": _shield, "eye": _eye, "excuse": _excuse,
    "gem": _gem, "scroll": _scroll, "pillar": _pillar, "hourglass": _hourglass, "crossed_swords": _crossed_swords,
}


def canonical(name: str) -> str:
    """The icon name for `name` (lower case, plural and alias forms folded)."""
    key = name.strip().lower()
    return ALIASES.get(key, key)


@lru_cache(maxsize=1)
def _drawers() -> dict:
    """Every procedural icon: the ones above and each registered game's marks (its view's `DRAWERS`: Gnostica's
    major arcana emblems, ECG's kingdom emblems and stat marks, Invoke's emblems)."""
    from tabletop.engine.registry import GAME_MODULES, game_part

    drawers = dict(DRAWERS)
    for game_id in GAME_MODULES:
        marks = game_part(game_id, "marks")
        if marks is not None:
            drawers.update(marks.DRAWERS)
    return drawers


def names() -> list[str]:
    """Every icon name available (procedural and assets/icons PNGs), with aliases."""
    found = set(_drawers()) | set(ALIASES)
    if ICONS_DIR.is_dir():
        found |= {p.stem.lower() for p in ICONS_DIR.glob("*.png")}
    return sorted(found)


def exists(name: str) -> bool:
    """True if `name` (or its alias) can be drawn."""
    key = canonical(name)
    return key in _drawers() or (ICONS_DIR / f"{key}.png").is_file()


_masks: dict = {}
_tinted: dict = {}


def clear_cache() -> None:
    """Forget every rendered icon (after assets/icons changed)."""
    _masks.clear()
    _tinted.clear()


def _mask(name: str, px: int) -> pygame.Surface:
    key = (name, px)
    surf = _masks.get(key)
    if surf is None:
        png = ICONS_DIR / f"{name}.png"
        if png.is_file():
            img = pygame.image.load(str(png))
            canvas = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            canvas.blit(img, (0, 0))
            surf = pygame.transform.smoothscale(canvas, (px, px))
        else:
            pen = Pen(px)
            _drawers().get(name, _unknown)(pen)
            surf = pygame.transform.smoothscale(pen.surf, (px, px))
        _masks[key] = surf
    return surf


def _unknown(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.42)
    pen.circle(0.5, 0.5, 0.30, erase=True)
    pen.circle(0.5, 0.5, 0.1)


def icon(name: str, px: int, colour=(255, 255, 255, 255)) -> pygame.Surface:
    """The icon `name` as a px x px SRCALPHA surface tinted `colour`; shared: do not draw on it."""
    px = max(1, int(round(px)))
    colour = tuple(colour) + ((255,) if len(colour) == 3 else ())
    key = (canonical(name), px, colour)
    surf = _tinted.get(key)
    if surf is None:
        base = _mask(key[0], px)
        surf = base.copy()
        surf.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)
        if len(_tinted) > 4000:
            _tinted.clear()
        _tinted[key] = surf
    return surf
