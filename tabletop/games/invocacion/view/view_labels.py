"""An area's zone labels ("Maná 4", "Invocación", "Victorias 2 · 9 VP"; "Conjuros 5/5", "Apoyos 3/3"), whole.

Each label sits above its zone at 11 px (10 px where its row is too tight), slid along its row rather than over
its neighbour, out of the area or under the Victorias pile's corner count: a label wider than its zone leans
over the free room beside it (the Victorias label over the power column). Only when a row cannot hold them all
even at 10 px do the labels whose count is on their pile's chip drop it ("Maná", "Victorias · 9 VP").
"""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.invocacion.view.view_layout import AreaBox
from tabletop.ui.card_tile import pixel_font

ROWS = (("mana", "invocation", "trophies"), ("conjuros", "apoyos"))
MIN_LABEL_PX = 10
PREFERRED_LABEL_PX = 11
GAP_PT = 10  # between two labels of a row (design points)


@dataclass(frozen=True)
class Label:
    """A zone's label: its words, the bottom-left corner they are written from, their size in pixels."""

    words: str
    x: int
    bottom: int
    px: int


def label_sizes(box: AreaBox, px) -> tuple[int, ...]:
    """The labels' sizes in pixels, preferred first (`px`: design points to pixels)."""
    return tuple(sorted({max(PREFERRED_LABEL_PX, px(box.label_pt)), max(MIN_LABEL_PX, px(box.label_pt))},
                        reverse=True))


def zone_labels(box: AreaBox, words: dict[str, str], short: dict[str, str], px, corner: int = 0) -> dict[str, Label]:
    """Every zone's label, whole and apart: at the largest size that fits, its full `words` first, then the
    `short` forms (a zone missing there keeps its words); the last resort is the smallest size's short forms.
    `corner`: how far the Victorias pile's count reaches left from its upper right corner (the labels keep clear)."""
    placed: dict[str, Label] = {}
    for row in ROWS:
        tries = [(size, forms) for forms in (words, {**words, **short}) for size in label_sizes(box, px)]
        for size, forms in tries:
            xs = _slide(box, row, [forms[zone] for zone in row], size, px, _right(box, row, corner))
            if xs is not None or (size, forms) == tries[-1]:
                xs = xs or [box.labels[zone][0] for zone in row]
                placed.update({zone: Label(forms[zone], x, box.labels[zone][1], size) for zone, x in zip(row, xs)})
                break
    return placed


def room_of(box: AreaBox, labels: dict[str, Label], zone: str, corner: int = 0) -> int:
    """How wide `zone`'s label may be: up to the next label of its row, or the row's right end."""
    row = next(r for r in ROWS if zone in r)
    later = row[row.index(zone) + 1:]
    right = labels[later[0]].x if later else _right(box, row, corner)
    return right - labels[zone].x


def _right(box: AreaBox, row: tuple[str, ...], corner: int) -> int:
    """Where a row's labels must end: the area's inner edge, or short of the Victorias pile's corner count."""
    return min(box.header.right, box.trophies.right - corner) if corner and "trophies" in row else box.header.right


def _slide(box: AreaBox, row: tuple[str, ...], texts: list[str], size: int, px, right: int) -> list[int] | None:
    """The labels' x in `row`: each as near its zone's start as the one before allows, then pulled back left
    from the area's right edge; None when they cannot all fit apart."""
    font, gap = pixel_font(size), px(GAP_PT)
    widths = [font.size(words)[0] for words in texts]
    left = box.header.x
    xs: list[int] = []
    for zone, width in zip(row, widths):
        xs.append(max(box.labels[zone][0], left, xs[-1] + widths[len(xs) - 1] + gap if xs else left))
    limit = right
    for k in range(len(xs) - 1, -1, -1):
        xs[k] = min(xs[k], limit - widths[k])
        limit = xs[k] - gap
    return xs if xs[0] >= left else None
