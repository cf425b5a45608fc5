"""The main menu's backdrop (felt, title, tagline, hint) without any widget: also the app's very first frame.

No pygame_gui here: the first frame is shown before the widget toolkit is imported.
"""
from __future__ import annotations

from typing import Callable

import pygame

from tabletop.engine.registry import tool_available
from tabletop.ui.i18n import t
from tabletop.ui.theme import GOLD, MUTED, blit_text, felt_background

MENU_ENTRIES = 7  # New game, Continue, Load, Rules, Settings, (Card studio,) Quit


def button_column(app, count: int) -> tuple[int, int, int, int, int]:
    """(x, top y, width, height, gap) of the menu's column of `count` buttons."""
    w, h = app.size
    bw, bh, gap = _px(app, 380), _px(app, 56), _px(app, 12)
    total = count * bh + (count - 1) * gap
    room = h - _px(app, 50) - header_bottom(app)
    if total > room:  # a small window at a large interface size: lower buttons, never over the title
        bh, gap = max(_px(app, 36), bh * room // total), max(_px(app, 6), gap * room // total)
        total = count * bh + (count - 1) * gap
    y = max(int(h * 0.36), (h - total) // 2 + _px(app, 40))
    return int(w * 0.12), max(header_bottom(app), min(y, h - total - _px(app, 50))), bw, bh, gap


def title_place(app, top: int) -> tuple[int, int]:
    """The y of the title and of the tagline above a button column starting at `top`."""
    title_y = max(_px(app, 30), min(top - _px(app, 190), top - header_bottom(app) + _px(app, 30)))
    return title_y, title_y + _px(app, 100)


def header_bottom(app) -> int:
    """The lowest the title and the tagline reach when the buttons start high (where the buttons may begin)."""
    return _px(app, 30) + _px(app, 100) + app.fonts.get(20, serif=True, italic=True).get_linesize() + _px(app, 12)


def draw_backdrop(app, surface: pygame.Surface, top: int, on_felt: Callable[[], None] | None = None) -> None:
    """Felt (then `on_felt`), title and tagline above a button column starting at `top`, the key hint."""
    w, h = surface.get_size()
    surface.blit(felt_background((w, h)), (0, 0))
    if on_felt is not None:
        on_felt()
    x = int(w * 0.12)
    title_y, tagline_y = title_place(app, top)
    blit_text(surface, app.fonts, "tabletop", 76, (x - _px(app, 4), title_y), GOLD, bold=True, serif=True,
              shadow=True)
    blit_text(surface, app.fonts, t("menu.tagline"), 20, (x, tagline_y), MUTED, serif=True, italic=True)
    blit_text(surface, app.fonts, t("menu.hint"), 13, (w - _px(app, 24), h - _px(app, 18)), MUTED,
              anchor="bottomright")


def draw_first_frame(app, surface: pygame.Surface) -> None:
    """The menu as it will look, before its buttons exist (shown while the widget toolkit loads)."""
    count = MENU_ENTRIES if tool_available("studio") else MENU_ENTRIES - 1
    draw_backdrop(app, surface, button_column(app, count)[1])


def _px(app, points: float) -> int:
    return max(1, int(round(points * app.scale)))
