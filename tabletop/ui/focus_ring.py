"""The keyboard focus: a thick, high-contrast frame (white inside black) that no glow looks like, and the
stops Tab walks through: the glowing refs, then the player's own cards that do not glow (so their reason
can be read), then the bar's buttons."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.why import game_module

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

RING_LIGHT = (255, 255, 255)
RING_DARK = (12, 12, 12)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, px) -> pygame.Rect:
    """A frame around `rect`: a white band between two black ones (readable on felt, cards and glow alike)."""
    outer = rect.inflate(px(14), px(14))
    radius = px(10)
    pygame.draw.rect(surface, RING_DARK, outer, width=max(3, px(7)), border_radius=radius)
    pygame.draw.rect(surface, RING_LIGHT, outer.inflate(-2 * max(1, px(2)), -2 * max(1, px(2))),
                     width=max(2, px(3)), border_radius=radius)
    return outer


def focus_stops(table: "TableScene") -> list[tuple[str, Any]]:
    """What Tab reaches, in order: ("ref", ref) for glowing refs then own dark cards, ("bar", index) for buttons."""
    stops: list[tuple[str, Any]] = []
    for action in table.legal():
        if action.ref is not None and ("ref", action.ref) not in stops:
            stops.append(("ref", action.ref))
    for ref in own_dark_refs(table):
        if ("ref", ref) not in stops:
            stops.append(("ref", ref))
    bar = table.actionbar
    passing = bar.pass_index()
    buttons = sorted(set(bar.numbered()) | ({passing} if passing is not None else set()))
    return stops + [("bar", index) for index in buttons]


def own_dark_refs(table: "TableScene") -> list[str]:
    """The viewer's own cards on the table that do not glow now, in the order they lie."""
    module = game_module(table.game)
    if module is None or table.viewer is None or not hasattr(module, "own_refs"):
        return []
    try:
        own = set(module.own_refs(table.observation(), table.viewer))
    except Exception:  # noqa: BLE001 - no stops rather than no table
        return []
    glowing = table.by_ref()
    shown = [ref for _rect, ref in table.view.hits if ref in own and ref not in glowing]
    return list(dict.fromkeys(shown))


def ref_rect(table: "TableScene", ref: str) -> pygame.Rect | None:
    """Where `ref` lies on the table now (its topmost region), or None."""
    return next((rect for rect, r in reversed(table.view.hits) if r == ref), None)
