"""Which rectangles of the table's kept layer a change touches, so only those are painted again.

A layered view may say what its static picture is made of: `static_parts(observation, ctx)` gives
named parts, each the rectangle it paints in (shadows and glows included) and a key of what it
shows there. When the layer must change, the table compares the parts with the ones it drew last
and paints again only the rectangles of the parts that changed, appeared or went (the old place
and the new), each from the felt up with the view's `draw_static` clipped to it: inside a
rectangle the pixels are those of a whole repaint, and outside it nothing changed. Anything else
(the window, the language, the viewer, a view without parts) paints the whole layer.
"""
from __future__ import annotations

from typing import Any, Mapping

import pygame

#: above this share of the table, one whole repaint costs less than the pieces
WHOLE_SHARE = 0.6
#: at most this many clipped repaints a change (the views skip what a piece does not reach, so a piece costs little)
MAX_PIECES = 12
#: what one more clipped repaint costs (the view's drawing code runs again), in pixels painted: two pieces are
#: joined when the joined one paints at most this many pixels more
PIECE_PIXELS = 120_000

Parts = Mapping[Any, tuple[pygame.Rect, Any]]


class LayerParts:
    """The parts the kept layer was last painted with, and the rectangles a new set of parts changes."""

    def __init__(self) -> None:
        self._whole: Any = None
        self._parts: dict[Any, tuple[tuple, Any]] = {}
        self.partial = 0  # changes painted in pieces (not whole) since the table opened: for tests and the bench

    def changed(self, whole: Any, parts: Parts | None, bounds: pygame.Rect) -> list[pygame.Rect] | None:
        """The rectangles to paint again for `parts`, or None to paint the whole layer.

        `whole`: what every pixel depends on (the window, the language...); `bounds`: the part of the layer the
        parts lie in (the table and the top bar).
        """
        fresh = {name: (tuple(rect), key) for name, (rect, key) in parts.items()} if parts is not None else None
        before, same = self._parts, whole == self._whole and parts is not None
        self._whole, self._parts = whole, fresh or {}
        if not same:
            return None
        dirty: list[pygame.Rect] = []
        for name in before.keys() | fresh.keys():
            old, new = before.get(name), fresh.get(name)
            if old == new:
                continue
            dirty += [pygame.Rect(place[0]) for place in (old, new) if place is not None]
        pieces = merged([rect for rect in dirty if rect.width > 0 and rect.height > 0])
        if sum(rect.width * rect.height for rect in pieces) > WHOLE_SHARE * bounds.width * bounds.height:
            return None
        self.partial += 1
        return pieces

    def forget(self) -> None:
        """Paint the whole layer next time."""
        self._whole, self._parts = None, {}


def merged(rects: list[pygame.Rect], most: int = MAX_PIECES) -> list[pygame.Rect]:
    """`rects` joined where joining them paints hardly more than the two apart (`PIECE_PIXELS`), then the pairs whose
    joining adds the least until at most `most` remain. Pieces may overlap (the overlap is painted twice, the same
    way)."""
    pieces: list[pygame.Rect] = []
    for rect in sorted((pygame.Rect(rect) for rect in rects), key=lambda r: -r.width * r.height):
        if not any(piece.contains(rect) for piece in pieces):  # a part's old and new place are often one
            pieces.append(rect)
    while len(pieces) > 1:
        best = None
        for i in range(len(pieces)):
            for j in range(i + 1, len(pieces)):
                a, b = pieces[i], pieces[j]
                union = a.union(b)
                growth = union.width * union.height - a.width * a.height - b.width * b.height
                if best is None or growth < best[0]:
                    best = (growth, i, j, union)
        growth, i, j, union = best
        if growth > PIECE_PIXELS and len(pieces) <= most:
            break
        pieces[i] = union
        del pieces[j]
    return pieces


class Same:
    """A key part equal only to a key part holding the very same object (an observation: a new one each move)."""

    __slots__ = ("of",)

    def __init__(self, of: Any) -> None:
        self.of = of

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.of is self.of

    def __hash__(self) -> int:
        return id(self.of)
