"""The main menu's backdrop (felt, title, tagline, hint) without any widget: also the app's very first frame.

No pygame_gui here: the first frame is shown before the widget toolkit is imported.
"""
from __future__ import annotations

import importlib.util
from typing import Callable

import pygame

from tabletop.ui.i18n import t
from tabletop.ui.theme import GOLD, MUTED, blit_text, felt_background

MENU_ENTRIES = 7  # New game, Continue, Load, Rules, Settings, (Card studio,) Quit


def studio_available() -> bool:
    """True once the card studio scene exists."""
    try:
        return importlib.util.find_spec("tabletop.studio.scene") is not None
    except (ImportError, ValueError):
        return False


def button_column(app, count: int) -> tuple[int, int, int, int, int]:
    """(x, top y, width, height, gap) of the menu's column of `count` buttons."""
    w, h = app.size
    bw, bh, gap = _px(app, 380), _px(app, 56), _px(app, 12)
    total = count * bh + (count - 1) * gap
    y = max(int(h * 0.36), (h - total) // 2 + _px(app, 40))
    return int(w * 0.12), min(y, h - total - _px(app, 50)), bw, bh, gap


def draw_backdrop(app, surface: pygame.Surface, top: int, on_felt: Callable[[], None] | None = None) -> None:
    """Felt (then `on_felt`), title and tagline above a button column starting at `top`, the key hint."""
    w, h = surface.get_size()
    surface.blit(felt_background((w, h)), (0, 0))
    if on_felt is not None:
        on_felt()
    x = int(w * 0.12)
    title_y = max(_px(app, 30), top - _px(app, 190))
    blit_text(surface, app.fonts, "tabletop", 76, (x - _px(app, 4), title_y), GOLD, bold=True, serif=True,
              shadow=True)
    blit_text(surface, app.fonts, t("menu.tagline"), 20, (x, title_y + _px(app, 100)), MUTED, serif=True,
              italic=True)
    blit_text(surface, app.fonts, t("menu.hint"), 13, (w - _px(app, 24), h - _px(app, 18)), MUTED,
              anchor="bottomright")


def draw_first_frame(app, surface: pygame.Surface) -> None:
    """The menu as it will look, before its buttons exist (shown while the widget toolkit loads)."""
    count = MENU_ENTRIES if studio_available() else MENU_ENTRIES - 1
    draw_backdrop(app, surface, button_column(app, count)[1])


def _px(app, points: float) -> int:
    return max(1, int(round(points * app.scale)))
