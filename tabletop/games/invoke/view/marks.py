"""Invoke's card emblems, drawn with pygame.draw through icons.Pen (the art is ours).

Bold shapes readable at table size: `arrow_left` and `arrow_right` (Move Left / Right),
`wall` (bricks: Build Wall), `tome` (a closed book), `discard` (a card struck through),
`paw` (a creature), `target` (a ringed crosshair: the Focus targets), `haste` (double
chevrons), `plus` and `minus` (power modifiers), `vortex` (a three-armed swirl: chaos).
"""
from __future__ import annotations

import math
from typing import Callable

from tabletop.ui.cards.icons import Pen, _arc_points


def _arrow(pen: Pen, pointing: int) -> None:
    """A thick arrow across the square; `pointing` -1 for left, 1 for right."""
    def at(x: float, y: float) -> tuple:
        return (x, y) if pointing > 0 else (1 - x, y)
    pen.poly([at(0.08, 0.40), at(0.54, 0.40), at(0.54, 0.18), at(0.94, 0.5), at(0.54, 0.82), at(0.54, 0.60),
              at(0.08, 0.60)])


def _arrow_left(pen: Pen) -> None:
    """An arrow pointing left."""
    _arrow(pen, -1)


def _arrow_right(pen: Pen) -> None:
    """An arrow pointing right."""
    _arrow(pen, 1)


def _wall(pen: Pen) -> None:
    """Three courses of bricks under a crenellated top."""
    pen.poly([(0.08, 0.30), (0.92, 0.30), (0.92, 0.90), (0.08, 0.90)])
    for x in (0.08, 0.38, 0.68):
        pen.poly([(x, 0.12), (x + 0.24, 0.12), (x + 0.24, 0.30), (x, 0.30)])
    for y in (0.50, 0.70):
        pen.stroke([(0.08, y), (0.92, y)], 0.018, erase=True)
    for top, xs in ((0.30, (0.36, 0.64)), (0.50, (0.22, 0.50, 0.78)), (0.70, (0.36, 0.64))):
        for x in xs:
            pen.stroke([(x, top + 0.02), (x, top + 0.18)], 0.018, erase=True)


def _tome(pen: Pen) -> None:
    """A closed book with a clasp, seen from the front."""
    pen.poly([(0.20, 0.08), (0.80, 0.08), (0.80, 0.92), (0.20, 0.92)])
    pen.stroke([(0.28, 0.10), (0.28, 0.90)], 0.02, erase=True)
    pen.circle(0.56, 0.42, 0.14, erase=True)
    pen.circle(0.56, 0.42, 0.08)
    pen.poly([(0.74, 0.46), (0.90, 0.46), (0.90, 0.58), (0.74, 0.58)])


def _discard(pen: Pen) -> None:
    """A card outline struck through with a diagonal bar."""
    pen.poly([(0.22, 0.08), (0.78, 0.08), (0.78, 0.92), (0.22, 0.92)])
    pen.poly([(0.30, 0.16), (0.70, 0.16), (0.70, 0.84), (0.30, 0.84)], erase=True)
    pen.stroke([(0.12, 0.86), (0.88, 0.14)], 0.07)


def _paw(pen: Pen) -> None:
    """A beast's paw print: a broad pad under four toes."""
    pen.poly([(0.5, 0.46), (0.72, 0.58), (0.76, 0.78), (0.62, 0.90), (0.5, 0.84), (0.38, 0.90), (0.24, 0.78),
              (0.28, 0.58)])
    for x, y, r in ((0.16, 0.42, 0.10), (0.36, 0.22, 0.11), (0.64, 0.22, 0.11), (0.84, 0.42, 0.10)):
        pen.circle(x, y, r)


def _target(pen: Pen) -> None:
    """A ringed crosshair with a bull's-eye."""
    pen.circle(0.5, 0.5, 0.38, width=0.07)
    pen.circle(0.5, 0.5, 0.10)
    for a, b in (((0.5, 0.02), (0.5, 0.30)), ((0.5, 0.70), (0.5, 0.98)), ((0.02, 0.5), (0.30, 0.5)),
                 ((0.70, 0.5), (0.98, 0.5))):
        pen.stroke([a, b], 0.035)


def _haste(pen: Pen) -> None:
    """Two chevrons rushing right."""
    for x in (0.12, 0.46):
        pen.poly([(x, 0.14), (x + 0.18, 0.14), (x + 0.42, 0.5), (x + 0.18, 0.86), (x, 0.86), (x + 0.24, 0.5)])


def _plus(pen: Pen) -> None:
    """A bold plus sign."""
    pen.poly([(0.40, 0.10), (0.60, 0.10), (0.60, 0.40), (0.90, 0.40), (0.90, 0.60), (0.60, 0.60), (0.60, 0.90),
              (0.40, 0.90), (0.40, 0.60), (0.10, 0.60), (0.10, 0.40), (0.40, 0.40)])


def _minus(pen: Pen) -> None:
    """A bold minus sign."""
    pen.poly([(0.10, 0.40), (0.90, 0.40), (0.90, 0.60), (0.10, 0.60)])


def _vortex(pen: Pen) -> None:
    """Three tapering arms whirling round a dark eye."""
    for k in range(3):
        turn = 2 * math.pi * k / 3
        arm = [(0.5 + (0.08 + 0.36 * t) * math.cos(turn + 2.6 * t), 0.5 + (0.08 + 0.36 * t) * math.sin(turn + 2.6 * t))
               for t in (i / 16 for i in range(17))]
        pen.tapered(arm, [0.07 - 0.055 * i / 16 for i in range(17)])
    pen.circle(0.5, 0.5, 0.05, erase=True)
    pen.stroke(_arc_points(0.5, 0.5, 0.47, 0, 2 * math.pi, 48), 0.012)


DRAWERS: dict[str, Callable[[Pen], None]] = {
    "arrow_left": _arrow_left, "arrow_right": _arrow_right, "wall": _wall, "tome": _tome, "discard": _discard,
    "paw": _paw, "target": _target, "haste": _haste, "plus": _plus, "minus": _minus, "vortex": _vortex,
}
