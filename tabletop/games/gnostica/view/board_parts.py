"""The Gnostica board's parts of the table's kept layer: one per space, the tray, and what spans the board.

A move changes a few spaces of a board of dozens, so each visible space is a part of its own
(`GameView.static_parts`): its place (the card and what falls beyond it: the owner's bar, marks,
pieces and their halos) and a key of everything drawn there. The whole board's part holds what
every space depends on (the camera, the banner, the edge numbers), so a change of those paints
the board whole.
"""
from __future__ import annotations

from typing import Any

import pygame

#: how far beyond its card a space's drawing may reach, in card widths (owner's bar, rings, piece halos)
SPACE_REACH = 0.3


def space_marks(obs: Any) -> dict[tuple[int, int], tuple]:
    """What the board marks on each space besides its card and pieces: the territory whose power is in use, the
    target, the space chosen for a first piece, the acting pieces (by index), as the board draws them."""
    marks: dict[tuple[int, int], list] = {}
    sel = obs.sel or {}
    chain = obs.chain or {}
    if chain.get("at"):
        marks.setdefault(tuple(chain["at"]), []).append("chain")
    target = sel.get("target")
    if target and target[0] == "cell":
        marks.setdefault((target[1], target[2]), []).append("target")
    elif target and target[0] == "piece":
        marks.setdefault((target[1], target[2]), []).append(("target", target[3]))
    if obs.mode == "place" and sel.get("at"):
        marks.setdefault(tuple(sel["at"]), []).append("at")
    chosen = sel.get("minion") or sel.get("piece") or chain.get("after")
    for minion in (chosen, sel.get("partner")):
        if minion:
            marks.setdefault((minion[0], minion[1]), []).append(("minion", minion[2]))
    return {pos: tuple(found) for pos, found in marks.items()}


def board_parts(view: Any, obs: Any, ctx: Any, whole: tuple) -> dict:
    """The board's parts: ("space", pos) for each visible space, its edge numbers, the tray while it shows, and
    "board" (its whole place, keyed by `whole` and the challenge's banner) — each (place, key)."""
    place = view._board_place()
    w, _h = view.cell_size()
    reach = int(w * SPACE_REACH) + view.px(8)
    marks = space_marks(obs)
    moving = view._moving(obs, ctx) if view.moves else {}
    names = tuple(ctx.names) if obs.challenge else None
    parts: dict = {"board": (place, (whole, repr(obs.challenge), names, tuple(view._scores) if names else None))}
    visible = view.visible_spaces()
    for pos, rect in visible:
        cell = obs.board.get(pos)
        card = cell.card if cell is not None else None
        pieces = tuple(cell.pieces) if cell is not None else ()
        refs = (f"cell:{pos[0]},{pos[1]}",) + tuple(f"piece:{pos[0]},{pos[1]}:{i}" for i in range(len(pieces)))
        ready = card is None or view.faces.ready(card, rect.size, ctx.lang) or view._unfinished
        key = (tuple(rect), card, ready, repr(pieces), tuple(ref in ctx.highlighted for ref in refs),
               marks.get(pos), tuple(i for x, y, i in moving if (x, y) == pos))
        parts[("space", pos)] = (rect.inflate(2 * reach, 2 * reach).clip(place), key)
    for side, labels in edge_boxes(view, ctx, visible).items():
        if labels:
            parts[("edge", side)] = (labels[0][1].unionall([box for _text, box in labels]),
                                     tuple((text, tuple(box)) for text, box in labels))
    if view.tray_rect is not None:
        tray = (tuple(view.tray_rect), tuple((tuple(rect), ref, ref in ctx.highlighted) for rect, ref in view.tray),
                obs.phase)
        parts["tray"] = (view.tray_rect.inflate(2 * view.px(24), 2 * view.px(24)).clip(place), tray)
    return parts


def edge_boxes(view: Any, ctx: Any, visible: list) -> dict[str, list[tuple[str, pygame.Rect]]]:
    """The edge numbers' boxes as the board draws them: "columns" above the board, "rows" left of it."""
    out: dict[str, list] = {"columns": [], "rows": []}
    font = ctx.fonts.get(10)
    for text, point, anchor in view.edge_labels(visible):
        box = pygame.Rect((0, 0), font.size(text))
        setattr(box, anchor, point)
        box.inflate_ip(view.px(6) + 2, 2)  # a pixel more each way: the board picture may round a place the other way
        out["columns" if anchor == "midbottom" else "rows"].append((text, box))
    return out
