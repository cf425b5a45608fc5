"""The studio's look: the desk, its panels, and short paths for messages."""
from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.paths import ROOT
from tabletop.ui.theme import draw_shadow

DESK = (26, 40, 36)
DESK_EDGE = (9, 16, 14)


def desk_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A dark translucent panel with a fine gold edge (flat: no highlight band across large panels)."""
    draw_shadow(surface, rect, radius, 8, (3, 4), 90)
    key = (rect.size, radius)
    layer = _panels.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (14, 22, 20, 200), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (201, 168, 92, 130), layer.get_rect(), width=1, border_radius=radius)
        if len(_panels) > 8:
            _panels.clear()
        _panels[key] = layer
    surface.blit(layer, rect.topleft)


_panels: dict = {}


def short_path(path) -> str:
    """A path relative to the project or the home folder when it is inside one."""
    path = Path(path)
    for base, prefix in ((ROOT, ""), (Path.home(), "~/")):
        try:
            return prefix + str(path.resolve().relative_to(base.resolve()))
        except (ValueError, OSError):
            continue
    return f"…/{path.parent.name}/{path.name}" if path.parent.name else path.name  # never a whole absolute path


def short_message(message: str) -> str:
    """An error message with its file path shortened."""
    head, sep, rest = message.partition(":")
    if sep and ("/" in head or "\\" in head):
        return short_path(head) + sep + rest
    return message
