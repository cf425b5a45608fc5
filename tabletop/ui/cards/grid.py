"""A grid of card thumbnails (the studio's and the deck editor's): a scrolling panel, hit-testing, budgeted redraws."""
from __future__ import annotations

import time

import pygame

from tabletop.ui.theme import CREAM, DANGER, DIM, GOLD, GLOW, fit_text

WARN = (240, 176, 64)
SMALLEST_LABEL_PX = 8
LABEL_LINES = 2  # a card's name under its thumbnail


def _fit_label(fonts, name: str, points: float, width: int) -> tuple[list[str], float]:
    """A card name's lines (at most two) and the size they fit `width` at: smaller type first, an ellipsis last."""
    smallest = SMALLEST_LABEL_PX / max(0.1, fonts.scale)
    def fits(size: float) -> bool:
        lines = fonts.wrap(name, size, width)
        return len(lines) <= LABEL_LINES and all(fonts.get(size).size(line)[0] <= width for line in lines)

    while points > smallest and not fits(points):  # a long word ("Descubrimiento") shrinks too
        points = max(smallest, points - 0.5)
    lines = fonts.wrap(name, points, width)
    if len(lines) > LABEL_LINES or any(fonts.get(points).size(line)[0] > width for line in lines):
        lines = [fit_text(fonts, line, points, width) for line in lines[:LABEL_LINES - 1]] + \
                [fit_text(fonts, " ".join(lines[LABEL_LINES - 1:]), points, width)]
    return lines, points


class CardGrid:
    """Thumbnails of card ids in a rect; scrolls; keeps showing old thumbnails until new ones are drawn.

    After a reload the renderer's cache is empty: redrawing 78 thumbnails at once would stall
    a frame, so `draw` redraws stale thumbnails within a time budget and shows the previous
    picture meanwhile.
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.ids: list[str] = []
        self.thumb = (80, 112)
        self.gap = 10
        self.label_h = 16
        self.scroll = 0
        self._thumbs: dict = {}  # id -> (size, lang, surface)
        self._stale: set = set()
        self._labels: dict = {}  # (name, points, width) -> the name shortened to fit

    # --- geometry -------------------------------------------------------------------------
    def set_layout(self, rect: pygame.Rect, thumb: tuple, gap: int, label_h: int) -> None:
        """Place the grid and choose the thumbnail size."""
        if tuple(thumb) != self.thumb:
            self._thumbs.clear()
        self.rect, self.thumb, self.gap, self.label_h = pygame.Rect(rect), tuple(thumb), gap, label_h
        self.clamp_scroll()

    @property
    def cols(self) -> int:
        """Thumbnails per row."""
        return max(1, (self.rect.width + self.gap) // (self.thumb[0] + self.gap))

    @property
    def row_h(self) -> int:
        """Height of one row, label and gap included."""
        return self.thumb[1] + self.label_h + self.gap

    def content_height(self) -> int:
        """Height of every row."""
        rows = -(-len(self.ids) // self.cols)
        return max(0, rows * self.row_h - self.gap)

    def clamp_scroll(self) -> None:
        """Keep the scroll inside the content."""
        self.scroll = max(0, min(self.scroll, self.content_height() - self.rect.height))

    def cell(self, index: int) -> pygame.Rect:
        """The thumbnail rect of the index-th card, in window coordinates (scroll applied)."""
        cols = self.cols
        used = cols * self.thumb[0] + (cols - 1) * self.gap
        left = self.rect.x + (self.rect.width - used) // 2
        col, row = index % cols, index // cols
        return pygame.Rect(left + col * (self.thumb[0] + self.gap), self.rect.y + row * self.row_h - self.scroll,
                           *self.thumb)

    def hit(self, pos) -> str | None:
        """The card id under pos, or None."""
        if not self.rect.collidepoint(pos):
            return None
        for index, card_id in enumerate(self.ids):
            cell = self.cell(index)
            if cell.top > self.rect.bottom:
                break
            if cell.inflate(0, self.label_h * 2).move(0, self.label_h).collidepoint(pos):
                return card_id
        return None

    def scroll_by(self, pixels: int) -> None:
        """Scroll down (positive) or up."""
        self.scroll += pixels
        self.clamp_scroll()

    def reveal(self, card_id: str) -> None:
        """Scroll so that card_id is in view."""
        if card_id not in self.ids:
            return
        cell = self.cell(self.ids.index(card_id))
        if cell.top < self.rect.top:
            self.scroll -= self.rect.top - cell.top + self.gap
        elif cell.bottom + self.label_h > self.rect.bottom:
            self.scroll += cell.bottom + self.label_h - self.rect.bottom + self.gap
        self.clamp_scroll()

    # --- thumbnails -------------------------------------------------------------------------
    def clear(self) -> None:
        """Forget every thumbnail (another game)."""
        self._thumbs.clear()
        self._stale.clear()
        self.scroll = 0

    def invalidate(self) -> None:
        """The renderer changed: redraw every thumbnail (old ones stay visible meanwhile)."""
        self._stale = set(self._thumbs)

    def _thumb(self, renderer, card_id: str, lang: str, deadline: float) -> pygame.Surface | None:
        hit = self._thumbs.get(card_id)
        fresh = hit is not None and card_id not in self._stale and hit[1] == lang
        if fresh:
            return hit[2]
        if time.perf_counter() < deadline:
            surf = renderer.render(card_id, self.thumb, lang=lang)
            self._thumbs[card_id] = (self.thumb, lang, surf)
            self._stale.discard(card_id)
            return surf
        if hit is None:  # drawn in a later frame; the card's back meanwhile
            return renderer.render(card_id, self.thumb, lang=lang, back=True)
        return hit[2]

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, renderer, lang: str, fonts, selected: str | None, hovered: str | None,
             names: dict, warn: set, broken: set, budget: float = 0.02) -> None:
        """Draw the visible thumbnails with labels, selection and problem badges."""
        if not self._thumbs:
            budget = max(budget, 0.15)  # a fresh grid: fill the first screen at once
        deadline = time.perf_counter() + budget
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(8, 8).clip(clip) if clip else self.rect.inflate(8, 8))
        radius = max(3, self.thumb[0] // 18)
        label_pt = max(9.0, min(12.0, self.thumb[0] / 9)) / max(0.1, fonts.scale)
        for index, card_id in enumerate(self.ids):
            cell = self.cell(index)
            if cell.bottom + self.label_h < self.rect.top:
                continue
            if cell.top > self.rect.bottom:
                break
            shadow = cell.move(2, 3)
            pygame.draw.rect(surface, (8, 20, 14), shadow, border_radius=radius)
            face = self._thumb(renderer, card_id, lang, deadline)
            if face is not None:
                surface.blit(face, cell.topleft)
            if card_id == selected:
                pygame.draw.rect(surface, GLOW, cell.inflate(6, 6), 3, border_radius=radius + 3)
            elif card_id == hovered:
                pygame.draw.rect(surface, CREAM, cell.inflate(4, 4), 1, border_radius=radius + 2)
            badge = DANGER if card_id in broken else WARN if card_id in warn else None
            if badge is not None:
                r = max(6, self.thumb[0] // 11)
                centre = (cell.right - r // 2, cell.top + r // 2)
                pygame.draw.circle(surface, (20, 14, 10), (centre[0] + 1, centre[1] + 1), r)
                pygame.draw.circle(surface, badge, centre, r)
                mark = fonts.text("!", r * 1.5 / max(0.1, fonts.scale), (20, 14, 10), bold=True)
                surface.blit(mark, mark.get_rect(center=centre))
            name = names.get(card_id, card_id)
            fitted = self._labels.get((name, label_pt, cell.width))
            if fitted is None:
                if len(self._labels) > 2000:
                    self._labels.clear()
                fitted = self._labels[(name, label_pt, cell.width)] = _fit_label(fonts, name, label_pt,
                                                                                 cell.width + self.gap - 2)
            lines, points = fitted
            colour = GOLD if card_id == selected else DIM
            y = cell.bottom + 3
            for line in lines:
                text = fonts.text(line, points, colour)
                surface.blit(text, text.get_rect(midtop=(cell.centerx, y)))
                y += text.get_height() - 2
        surface.set_clip(clip)
        self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        total = self.content_height()
        if total <= self.rect.height:
            return
        track = pygame.Rect(self.rect.right + 4, self.rect.y, 5, self.rect.height)
        pygame.draw.rect(surface, (30, 40, 36), track, border_radius=3)
        h = max(24, track.height * self.rect.height // total)
        y = track.y + (track.height - h) * self.scroll // max(1, total - self.rect.height)
        pygame.draw.rect(surface, (150, 130, 80), (track.x, y, track.width, h), border_radius=3)
