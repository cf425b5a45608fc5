"""Measures the words an Invocación table draws: their pixel size, the ones cut short, the power column's.

Every line of text the view draws comes from `Fonts.text` and is blitted onto the table: `drawn_texts` draws
the table once onto a surface that notes each such blit (its words, font size in pixels and place).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

MIN_TEXT_PX = 10  # the smallest text wanted on the table at 1280x720
ELLIPSIS = "…"


@dataclass(frozen=True)
class DrawnText:
    """One line of text the table drew."""

    words: str
    px: int
    rect: pygame.Rect


@dataclass
class TextAudit:
    """What one drawn table's words got wrong: too small, cut short (the power column's apart)."""

    small: list[str] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    power_cut: list[str] = field(default_factory=list)
    texts: int = 0


class _NotingSurface(pygame.Surface):
    """A surface that notes every blit of a rendered text (`known`: surface id -> (words, px))."""

    def __init__(self, size, known: dict):
        super().__init__(size, pygame.SRCALPHA)
        self.known = known
        self.found: list[DrawnText] = []

    def blit(self, source, dest, area=None, special_flags=0):
        """Blit, noting the words when `source` is a rendered text."""
        rect = super().blit(source, dest, area, special_flags)
        words = self.known.get(id(source))
        if words is not None and words[1] is source:
            self.found.append(DrawnText(words[0][0], words[0][1], pygame.Rect(rect)))
        return rect


def drawn_texts(table) -> list[DrawnText]:
    """Every line of text `table`'s view draws (the static layer, the dynamic one and its tips), as drawn now."""
    view, fonts = table.view, table.app.fonts
    known: dict = {}
    plain = fonts.text

    def noting(words, points, *args, **kwargs):
        surf = plain(words, points, *args, **kwargs)
        known[id(surf)] = ((words, fonts.px(points)), surf)
        return surf

    fonts.text = noting
    try:
        surface = _NotingSurface(table.app.size, known)
        ctx, obs = table.context(), table.observation()
        zones = getattr(view, "zones", None)
        if zones is not None:
            zones.forget()  # every area painted, not taken from the zone cache: its words are the audit's
        view.draw_static(surface, obs, ctx)
        view.draw_dynamic(surface, obs, ctx)
        view.draw_tips(surface, obs, ctx)
    finally:
        del fonts.text
    return surface.found


def text_audit(table) -> TextAudit:
    """The texts under MIN_TEXT_PX, the ones ending in an ellipsis, and the power columns' lines cut or left out
    ("… 2 more")."""
    texts = drawn_texts(table)
    columns = [box.power for box in table.view.lay.areas.values()]
    found = TextAudit(texts=len(texts))
    for text in texts:
        said = f"{text.words!r} ({text.px} px)"
        if text.px < MIN_TEXT_PX:
            found.small.append(said)
        if text.words.endswith(ELLIPSIS):
            found.cut.append(said)
        if any(column.colliderect(text.rect) for column in columns) and ELLIPSIS in text.words:
            found.power_cut.append(said)
    return found
