"""What the card games' table painters share: design points to pixels, fitted text, empty card places."""
from __future__ import annotations

import pygame

from tabletop.ui.theme import CREAM, blit_text, fit_text, shrink_to_fit
from tabletop.ui.view_base import ViewContext

SLOT_EDGE = (150, 132, 86)


class TablePainter:
    """A view's painter for one drawing context; games add their zones (Invocación's areas, ECG's halves)."""

    #: the smallest text this painter draws, in pixels (0: as the design sizes come out at the current scale)
    min_text_px = 0

    def __init__(self, ctx: ViewContext):
        self.ctx = ctx
        self.lang = ctx.lang

    def px(self, points: float) -> int:
        """Design points in pixels."""
        return self.ctx.px(points)

    def pt(self, points: float) -> float:
        """A design size raised, when it must be, to draw at least `min_text_px` pixels at the current scale."""
        return max(points, self.min_text_px / max(0.01, self.ctx.fonts.scale))

    def text(self, surface, words: str, points: float, pos, colour=CREAM, anchor="topleft", bold=False,
             width: int | None = None) -> pygame.Rect:
        """One line of text (never under `min_text_px`); with `width`, shrunk a little and only then shortened to
        fit it."""
        points = self.pt(points)
        if width is not None:
            points = self.pt(shrink_to_fit(self.ctx.fonts, words, points, width, bold))
            words = fit_text(self.ctx.fonts, words, points, width, bold)
        return blit_text(surface, self.ctx.fonts, words, points, pos, colour, anchor=anchor, bold=bold)

    def slot(self, surface, rect: pygame.Rect, colour=SLOT_EDGE) -> None:
        """An empty place for a card: a dashed outline."""
        dash = self.px(6)
        for x in range(rect.x, rect.right, dash * 2):
            end = min(x + dash, rect.right)
            pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y))
            pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1))
        for y in range(rect.y, rect.bottom, dash * 2):
            end = min(y + dash, rect.bottom)
            pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end))
            pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end))
