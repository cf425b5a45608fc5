"""The icon legend of a game (key L or the "?" button at the table): every icon, chip and number, what it means.

The words are data (card_data/<game>/legend.yaml, read by tabletop.data.legend); this scene only lays them out:
each entry's icon (or its mark as the table shows it) at the left, its words wrapped beside it, scrolled by the
wheel, the arrows and Page Up/Down. Esc, Enter, L or a click outside the panel closes it.
"""
from __future__ import annotations

import pygame

from tabletop.data.legend import Legend, legend_of
from tabletop.ui.cards import icons
from tabletop.ui.i18n import lang, t
from tabletop.ui.scenes.dialogs import OverlayScene
from tabletop.ui.theme import CREAM, DIM, GOLD, INK, blit_text

TEXT_PT = 13
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_l)
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}


class LegendScene(OverlayScene):
    """A panel listing a game's legend over the dimmed table."""

    panel_size = (820, 700)
    widgets = False

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.legend: Legend | None = legend_of(game_id, icons.names())
        self.scroll = 0
        self.rows: list[tuple[int, str | None, str | None, list[str]]] = []  # (height, icon, mark, lines)

    def build(self) -> None:
        self.rows = self.laid_out(self.panel_rect())
        self.scroll = min(self.scroll, self.most_scroll())

    def words(self) -> list[str]:
        """Every entry's words in the UI language, in order (what the panel says)."""
        if self.legend is None:
            return []
        return [self.legend.words(entry, lang()) for entry in self.legend.entries]

    def _column(self, rect: pygame.Rect) -> tuple[int, int]:
        """(x, width) of the words' column."""
        x = rect.x + self.px(24) + self.px(92)
        return x, rect.right - self.px(24) - x

    def laid_out(self, rect: pygame.Rect) -> list[tuple[int, str | None, str | None, list[str]]]:
        """The entries wrapped to the panel: (row height, icon, mark, lines)."""
        if self.legend is None:
            return []
        fonts = self.app.fonts
        _x, width = self._column(rect)
        line_h = fonts.get(TEXT_PT).get_linesize()
        rows = []
        for entry, words in zip(self.legend.entries, self.words()):
            lines = fonts.wrap(words, TEXT_PT, width)
            rows.append((max(self.px(34), line_h * len(lines)) + self.px(10), entry.icon, entry.mark, lines))
        return rows

    def view_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The scrolled part of the panel (under the title, above the hint)."""
        return pygame.Rect(rect.x + self.px(16), rect.y + self.px(64), rect.width - self.px(32),
                           rect.height - self.px(64) - self.px(36))

    def most_scroll(self) -> int:
        """How far the entries can scroll."""
        return max(0, sum(row[0] for row in self.rows) - self.view_rect(self.panel_rect()).height)

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in CLOSE_KEYS:
                self.app.pop(self)
            elif event.key in SCROLL_KEYS:
                self.scroll_by(SCROLL_KEYS[event.key] * self.px(30))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(40))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                not self.panel_rect().collidepoint(event.pos):
            self.app.pop(self)

    def scroll_by(self, pixels: int) -> None:
        """Scroll the entries by `pixels` (kept within the list)."""
        self.scroll = max(0, min(self.most_scroll(), self.scroll + pixels))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        title = self.legend.title.get(lang()) or self.legend.title["en"] if self.legend else t("legend.none")
        blit_text(surface, fonts, title, 22, (rect.x + self.px(24), rect.y + self.px(20)), GOLD, bold=True)
        blit_text(surface, fonts, t("legend.hint"), 11, (rect.centerx, rect.bottom - self.px(26)), DIM,
                  anchor="midtop")
        view = self.view_rect(rect)
        clip = surface.get_clip()
        surface.set_clip(view)
        x, _width = self._column(rect)
        y = view.y - self.scroll
        line_h = fonts.get(TEXT_PT).get_linesize()
        for height, icon, mark, lines in self.rows:
            if y + height >= view.y and y <= view.bottom:
                self._draw_sign(surface, pygame.Rect(rect.x + self.px(24), y, self.px(84), self.px(30)), icon, mark)
                for k, line in enumerate(lines):
                    blit_text(surface, fonts, line, TEXT_PT, (x, y + k * line_h), CREAM)
            y += height
        surface.set_clip(clip)

    def _draw_sign(self, surface: pygame.Surface, box: pygame.Rect, icon: str | None, mark: str | None) -> None:
        """An entry's icon on a light disc, or its mark on a light chip, as the table shows them."""
        if icon is not None:
            size = box.height
            pygame.draw.circle(surface, (236, 228, 208), (box.x + size // 2, box.centery), size // 2)
            picture = icons.icon(icon, int(size * 0.7), INK)
            surface.blit(picture, picture.get_rect(center=(box.x + size // 2, box.centery)))
            return
        label = self.app.fonts.text(mark or "", 11, INK, True)
        chip = pygame.Rect(box.x, box.y + self.px(4), min(box.width, label.get_width() + self.px(12)),
                           box.height - self.px(8))
        pygame.draw.rect(surface, (236, 228, 208), chip, border_radius=chip.height // 2)
        if label.get_width() > chip.width - self.px(6):
            label = pygame.transform.smoothscale(label, (chip.width - self.px(6), label.get_height()))
        surface.blit(label, label.get_rect(center=chip.center))
