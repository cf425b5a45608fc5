"""The table's persistent strip: a network game's status (reconnecting, someone away), or a game that is not
being autosaved (a failed write, another window)."""
from __future__ import annotations

import pygame

from tabletop.engine.seat_port import SeatPort
from tabletop.ui.i18n import lang, seat_names, t
from tabletop.ui.remote_table import status_notice
from tabletop.ui.theme import CREAM, blit_text, fit_text

FAILED_FILL = (150, 30, 26, 235)
LOCKED_FILL = (120, 84, 16, 235)


def autosave_notice(port: SeatPort) -> tuple[str, tuple] | None:
    """(text, fill colour) of the warning to show for the game behind `port`, or None when all is well."""
    if hasattr(port, "status"):  # a seat port (a bare Session has no status)
        status = status_notice(port, seat_names(port.seats, lang()))
        if status is not None:
            return status
    if port.autosave_error is not None:
        return t("autosave.failed", reason=port.autosave_error), FAILED_FILL
    if port.autosave_locked_by is not None:
        pid = port.autosave_locked_by
        return (t("autosave.locked", pid=pid) if pid > 0 else t("autosave.locked_elsewhere")), LOCKED_FILL
    return None


def draw_autosave_strip(surface: pygame.Surface, scene, rect: pygame.Rect) -> pygame.Rect | None:
    """Draw the warning in `rect` (the strip the table keeps above its area); None if there is none."""
    notice = autosave_notice(scene.port)
    if notice is None:
        return None
    text, fill = notice
    fonts = scene.app.fonts
    strip = pygame.Surface(rect.size, pygame.SRCALPHA)
    strip.fill(fill)
    surface.blit(strip, rect)
    shown = fit_text(fonts, text, 15, rect.width - scene.px(24), bold=True)
    blit_text(surface, fonts, shown, 15, (rect.x + scene.px(12), rect.centery), CREAM, anchor="midleft", bold=True)
    return rect
