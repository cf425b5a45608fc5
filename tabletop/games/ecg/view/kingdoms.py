"""ECG's emblems and stat marks, drawn with pygame.draw through icons.Pen (the art is ours).

One bold emblem per kingdom, readable at table size on its coloured disc: `realm_sol` (a
radiant disc), `realm_lechuza` (an owl's face), `realm_ciervo` (a stag's antlers),
`realm_lobo` (a wolf's head), `realm_leon` (a lion's maned head), `realm_devoto` (a flame
in a halo), `realm_neutral` (a coin: mercenaries). Stat marks: `morale` (a heart on a
shield), `renown` (a laurel), `hand_size` (three fanned cards), `madness` (a spiral),
`line_infantry` (a shield), `line_support` (a bow), `line_both` (shield and bow),
`prepare` (an hourglass in a ring), `copies` (stacked cards), `prayer` (joined hands).
"""
from __future__ import annotations

import math
from typing import Callable

from tabletop.ui.cards.icons import Inset, Pen, _arc_points, _hourglass, _lens, _shield, _smooth, _star_shape


def _realm_sol(pen: Pen) -> None:
    """A radiant disc: sixteen rays, long and short, around a ringed sun."""
    for i in range(16):
        a = 2 * math.pi * i / 16 + math.pi / 16
        reach = 0.48 if i % 2 == 0 else 0.40
        pen.poly([(0.5 + 0.25 * math.cos(a - 0.13), 0.5 + 0.25 * math.sin(a - 0.13)),
                  (0.5 + reach * math.cos(a), 0.5 + reach * math.sin(a)),
                  (0.5 + 0.25 * math.cos(a + 0.13), 0.5 + 0.25 * math.sin(a + 0.13))])
    pen.circle(0.5, 0.5, 0.27)
    pen.circle(0.5, 0.5, 0.20, erase=True)
    pen.circle(0.5, 0.5, 0.14)


def _realm_lechuza(pen: Pen) -> None:
    """An owl's face: ear tufts, two great eyes, a hooked beak."""
    pen.poly(_smooth([(0.5, 0.24), (0.74, 0.16), (0.88, 0.06), (0.86, 0.36), (0.86, 0.62), (0.70, 0.86),
                      (0.5, 0.94), (0.30, 0.86), (0.14, 0.62), (0.14, 0.36), (0.12, 0.06), (0.26, 0.16)], 6))
    for x in (0.33, 0.67):
        pen.circle(x, 0.46, 0.17, erase=True)
        pen.circle(x, 0.46, 0.085)
        pen.circle(x + 0.025, 0.43, 0.025, erase=True)
    pen.poly([(0.44, 0.60), (0.56, 0.60), (0.5, 0.78)], erase=True)
    pen.poly([(0.47, 0.62), (0.53, 0.62), (0.5, 0.72)])


def _realm_ciervo(pen: Pen) -> None:
    """A stag's head seen from the front, its antlers branching wide."""
    for side in (-1, 1):
        def at(x: float, y: float) -> tuple:
            return (0.5 + side * x, y)
        pen.stroke([at(0.10, 0.40), at(0.20, 0.26), at(0.26, 0.10)], 0.035)
        pen.stroke([at(0.20, 0.26), at(0.36, 0.18), at(0.44, 0.06)], 0.03)
        pen.stroke([at(0.36, 0.18), at(0.46, 0.24)], 0.028)
        pen.stroke([at(0.14, 0.33), at(0.08, 0.20)], 0.026)
        pen.poly([at(0.08, 0.44), at(0.26, 0.38), at(0.20, 0.48)])  # ear
    pen.poly(_smooth([(0.5, 0.36), (0.64, 0.42), (0.62, 0.62), (0.56, 0.88), (0.5, 0.92), (0.44, 0.88),
                      (0.38, 0.62), (0.36, 0.42)], 6))
    for x in (0.44, 0.56):
        pen.circle(x, 0.54, 0.028, erase=True)


def _realm_lobo(pen: Pen) -> None:
    """A wolf's head: tall pointed ears, a long muzzle, narrowed eyes."""
    pen.poly([(0.18, 0.08), (0.40, 0.30), (0.60, 0.30), (0.82, 0.08), (0.86, 0.44), (0.72, 0.62),
              (0.60, 0.90), (0.5, 0.96), (0.40, 0.90), (0.28, 0.62), (0.14, 0.44)])
    for side in (-1, 1):
        pen.poly([(0.5 + side * 0.28, 0.22), (0.5 + side * 0.20, 0.36), (0.5 + side * 0.31, 0.38)], erase=True)
        pen.poly([(0.5 + side * 0.07, 0.50), (0.5 + side * 0.22, 0.44), (0.5 + side * 0.17, 0.52)], erase=True)
    pen.poly([(0.44, 0.80), (0.56, 0.80), (0.5, 0.88)], erase=True)


def _realm_leon(pen: Pen) -> None:
    """A lion's head: a ring of mane flames around a broad face."""
    for i in range(12):
        a = 2 * math.pi * i / 12
        pen.poly(_lens(0.5 + 0.20 * math.cos(a), 0.52 + 0.20 * math.sin(a), 0.27, 0.09, a))
    pen.circle(0.5, 0.52, 0.30)
    pen.circle(0.5, 0.52, 0.22, erase=True)
    pen.poly(_smooth([(0.5, 0.34), (0.64, 0.40), (0.66, 0.56), (0.58, 0.70), (0.5, 0.73), (0.42, 0.70),
                      (0.34, 0.56), (0.36, 0.40)], 6))
    for x in (0.43, 0.57):
        pen.circle(x, 0.49, 0.03, erase=True)
    pen.poly([(0.45, 0.58), (0.55, 0.58), (0.5, 0.64)], erase=True)


def _realm_devoto(pen: Pen) -> None:
    """A votive flame on its candle, inside a halo."""
    pen.stroke(_arc_points(0.5, 0.46, 0.38, math.pi * 0.75, math.pi * 2.25, 40), 0.035)
    pen.poly(_smooth([(0.5, 0.10), (0.60, 0.30), (0.62, 0.44), (0.5, 0.54), (0.38, 0.44), (0.40, 0.30)], 8))
    pen.poly(_smooth([(0.5, 0.28), (0.55, 0.40), (0.5, 0.48), (0.45, 0.40)], 6), erase=True)
    pen.poly([(0.40, 0.58), (0.60, 0.58), (0.60, 0.88), (0.40, 0.88)])
    pen.poly([(0.28, 0.88), (0.72, 0.88), (0.72, 0.94), (0.28, 0.94)])


def _realm_neutral(pen: Pen) -> None:
    """A struck coin: the mercenaries' wage, usable by every kingdom."""
    pen.circle(0.5, 0.5, 0.42)
    pen.circle(0.5, 0.5, 0.34, erase=True)
    _star_shape(pen, 0.5, 0.52, 0.26, 0.11, 6)


def _morale(pen: Pen) -> None:
    """A heart on a shield: the hero's Moral."""
    _shield(pen)
    pen.poly([(0.47, 0.2), (0.53, 0.2), (0.53, 0.75), (0.47, 0.75)])
    pen.circle(0.40, 0.36, 0.10, erase=True)
    pen.circle(0.60, 0.36, 0.10, erase=True)
    pen.poly([(0.30, 0.40), (0.5, 0.66), (0.70, 0.40), (0.5, 0.36)], erase=True)


def _renown(pen: Pen) -> None:
    """A laurel wreath open at the top."""
    for side in (-1, 1):
        angles = [math.pi / 2 + side * (0.25 + 1.05 * math.pi * 0.5 * i / 10) for i in range(11)]
        stem = [(0.5 + 0.34 * math.cos(a), 0.5 + 0.34 * math.sin(a)) for a in angles]
        pen.stroke(stem, 0.022)
        for a, (x, y) in zip(angles[1::2], stem[1::2]):
            along = a + side * math.pi / 2  # the tangent, towards the open top
            pen.poly(_lens(x, y, 0.2, 0.055, along - side * 0.5))
            pen.poly(_lens(x, y, 0.18, 0.05, along + side * 0.45))
    pen.circle(0.5, 0.86, 0.045)


def _hand_size(pen: Pen) -> None:
    """Three fanned cards."""
    for k, angle in enumerate((-0.35, 0.0, 0.35)):
        ca, sa = math.cos(angle), math.sin(angle)
        corners = [(-0.18, -0.28), (0.18, -0.28), (0.18, 0.28), (-0.18, 0.28)]
        pts = [(0.5 + x * ca - (y - 0.2) * sa, 0.62 + x * sa + (y - 0.2) * ca) for x, y in corners]
        if k:
            inner = [(0.5 + x * 0.8 * ca - (y * 0.86 - 0.2) * sa, 0.62 + x * 0.8 * sa + (y * 0.86 - 0.2) * ca)
                     for x, y in corners]
            pen.poly(pts, erase=True)
            pen.poly(pts)
            pen.poly(inner, erase=True)
        else:
            pen.poly(pts)


def _madness(pen: Pen) -> None:
    """A spiral winding inwards."""
    pts = [(0.5 + (0.06 + 0.36 * t) * math.cos(7 * math.pi * t), 0.5 + (0.06 + 0.36 * t) * math.sin(7 * math.pi * t))
           for t in (i / 120 for i in range(121))]
    pen.stroke(pts, 0.045)


def _line_support(pen: Pen) -> None:
    """A drawn bow with its arrow: the Soporte line."""
    pen.stroke(_arc_points(0.62, 0.5, 0.40, math.pi * 0.62, math.pi * 1.38, 30), 0.045)
    top = (0.62 + 0.40 * math.cos(math.pi * 0.62), 0.5 + 0.40 * math.sin(math.pi * 0.62))
    pen.stroke([(top[0], 1 - top[1]), (0.40, 0.5), top], 0.014)
    pen.stroke([(0.40, 0.5), (0.92, 0.5)], 0.03)
    pen.poly([(0.96, 0.5), (0.84, 0.42), (0.84, 0.58)])
    pen.poly([(0.40, 0.5), (0.32, 0.42), (0.30, 0.5), (0.32, 0.58)])


def _line_infantry(pen: Pen) -> None:
    """A round shield with a boss: the Infantería line."""
    pen.circle(0.5, 0.5, 0.42)
    pen.circle(0.5, 0.5, 0.34, erase=True)
    pen.circle(0.5, 0.5, 0.27)
    pen.circle(0.5, 0.5, 0.10, erase=True)
    pen.circle(0.5, 0.5, 0.06)


def _line_both(pen: Pen) -> None:
    """Arrows up and down: the troop may stand in either line."""
    pen.stroke([(0.5, 0.16), (0.5, 0.84)], 0.06)
    pen.poly([(0.5, 0.02), (0.74, 0.30), (0.26, 0.30)])
    pen.poly([(0.5, 0.98), (0.74, 0.70), (0.26, 0.70)])


def _prepare(pen: Pen) -> None:
    """An hourglass in a ring: turns of Preparación left."""
    pen.circle(0.5, 0.5, 0.48)
    pen.circle(0.5, 0.5, 0.41, erase=True)
    _hourglass(Inset(pen, 0.2, 0.2, 0.6))


def _copies(pen: Pen) -> None:
    """Two stacked cards."""
    pen.poly([(0.32, 0.10), (0.86, 0.10), (0.86, 0.76), (0.32, 0.76)])
    pen.poly([(0.38, 0.16), (0.80, 0.16), (0.80, 0.70), (0.38, 0.70)], erase=True)
    pen.poly([(0.14, 0.26), (0.66, 0.26), (0.66, 0.92), (0.14, 0.92)], erase=True)
    pen.poly([(0.18, 0.30), (0.62, 0.30), (0.62, 0.88), (0.18, 0.88)])


def _prayer(pen: Pen) -> None:
    """Two hands joined in prayer under rays."""
    for side in (-1, 1):
        pen.poly(_smooth([(0.5, 0.22), (0.5 + side * 0.12, 0.36), (0.5 + side * 0.20, 0.62),
                          (0.5 + side * 0.24, 0.86), (0.5, 0.86)], 6))
    pen.stroke([(0.5, 0.26), (0.5, 0.84)], 0.012, erase=True)
    for a in (-0.9, -0.5, 0.5, 0.9):
        pen.stroke([(0.5 + 0.24 * math.sin(a), 0.18 - 0.06 * math.cos(a)),
                    (0.5 + 0.36 * math.sin(a), 0.12 - 0.1 * math.cos(a))], 0.02)


DRAWERS: dict[str, Callable[[Pen], None]] = {
    "realm_sol": _realm_sol, "realm_lechuza": _realm_lechuza, "realm_ciervo": _realm_ciervo,
    "realm_lobo": _realm_lobo, "realm_leon": _realm_leon, "realm_devoto": _realm_devoto,
    "realm_neutral": _realm_neutral, "morale": _morale, "renown": _renown, "hand_size": _hand_size,
    "madness": _madness, "line_infantry": _line_infantry, "line_support": _line_support,
    "line_both": _line_both, "prepare": _prepare, "copies": _copies, "prayer": _prayer,
}
