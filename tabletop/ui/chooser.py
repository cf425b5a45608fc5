"""The table's chooser: picks one action among several, with every option's full text at hand.

A few short options open a small menu beside the mouse; many options, long labels or
options that are cards open a large scrollable grid (card faces through the game's card
renderer). Either way a strip at the bottom shows the focused option's full label and
what it does. Mouse (hover, click, wheel) and keys (arrows, Page Up/Down, Home/End,
Enter/Space, 1-9, Esc) both work; the chooser is modal while open.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.contract import Action
from tabletop.ui.i18n import t
from tabletop.ui.theme import CREAM, DIM, GOLD, MUTED, blit_text, fit_text, panel

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

#: at most this many options (each short enough) make a small menu; more make a grid
MENU_MAX = 6
#: at most this many options always make a small menu beside what was clicked (even cards, even long labels)
SMALL_MAX = 3
#: the widest a small menu grows for its labels and title (design points): "Clash: Snow Cub → Legionary of the Mane"
MENU_MOST = 720
DIGIT_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | \
    {getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}


@dataclass(frozen=True)
class Option:
    """One choice: its action, full label, what it does, and the card it shows (if any)."""

    action: Action
    label: str
    detail: str = ""
    card: str | None = None


class Chooser:
    """A modal menu or grid of options; `chosen` is set when the player picks one."""

    def __init__(self, table: "TableScene", ref: str | None, options: list[Option], pos: tuple[int, int],
                 title: str = "", anchor: pygame.Rect | None = None):
        self.table = table
        self.ref = ref
        self.options = options
        self.title = title or t("table.choose")
        self.pos = pos
        #: what was clicked (a card on the table): the small menu opens beside it, never over it
        self.anchor = pygame.Rect(anchor) if anchor is not None else None
        self.focus = 0
        self.scroll = 0
        self.chosen: Action | None = None
        self.closed = False
        self.layout()

    def px(self, points: float) -> int:
        """A design size in pixels at the current UI scale."""
        return self.table.px(points)

    # --- layout -------------------------------------------------------------------
    @property
    def grid(self) -> bool:
        """True for the large grid (many options, long labels or cards), False for the small menu.

        Two or three options always make the small menu beside what was clicked."""
        if len(self.options) <= SMALL_MAX:
            return False
        font = self.table.app.fonts.get(16, True)
        too_wide = any(font.size(o.label)[0] > self.px(480) for o in self.options)
        return len(self.options) > MENU_MAX or too_wide or any(o.card for o in self.options)

    def layout(self) -> None:
        """Place the panel, the option cells and the description strip for the current window."""
        w, h = self.table.app.size
        fonts = self.table.app.fonts
        self.strip_h = self._strip_height(self._strip_width())
        head = self.px(40)
        pad = self.px(12)
        if self.grid:
            area = self.table.areas()["table"]
            self.rect = area.inflate(-self.px(40), -self.px(30))
            has_cards = any(o.card for o in self.options)
            cell_w = self.px(150 if has_cards else 260)
            cell_h = self.px(250) if has_cards else fonts.get(16, True).get_linesize() * 2 + \
                fonts.get(14).get_linesize() * 3 + self.px(22)
            self.columns = max(1, (self.rect.width - 2 * pad + pad) // (cell_w + pad))
            cell_w = (self.rect.width - 2 * pad - (self.columns - 1) * pad) // self.columns
        else:
            cell_w = self._menu_width() - 2 * pad
            cell_h = self.px(40)
            self.columns = 1
            rows_h = len(self.options) * (cell_h + self.px(6))
            width, height = min(cell_w + 2 * pad, w - 16), head + rows_h + self.strip_h + pad
            self.rect = self._beside(max(width, self.px(320)), height, w, h)
            cell_w = self.rect.width - 2 * pad
        gap = self.px(6) if not self.grid else pad
        self.view = pygame.Rect(self.rect.x + pad, self.rect.y + head, self.rect.width - 2 * pad,
                                self.rect.height - head - self.strip_h - pad)
        self.cells = [pygame.Rect((i % self.columns) * (cell_w + gap), (i // self.columns) * (cell_h + gap), cell_w,
                                  cell_h) for i in range(len(self.options))]
        self.content_h = self.cells[-1].bottom if self.cells else 0
        self._clamp_scroll()

    def _beside(self, width: int, height: int, w: int, h: int) -> pygame.Rect:
        """The small menu's place: right of what was clicked, else left of it (of the pointer without an anchor)."""
        gap = self.px(12)
        left_edge, right_edge = (self.anchor.left, self.anchor.right) if self.anchor else (self.pos[0], self.pos[0])
        centre_y = self.anchor.centery if self.anchor else self.pos[1]
        rect = pygame.Rect(right_edge + gap, centre_y - height // 2, width, height)
        if rect.right > w - 8:
            rect.right = left_edge - gap
        rect.clamp_ip(pygame.Rect(8, 8, w - 16, h - 16))
        return rect

    def _strip_width(self) -> int:
        if self.grid:
            return self.table.areas()["table"].width - self.px(64)
        return max(self.px(320), self._menu_width()) - self.px(24)

    def _menu_width(self) -> int:
        font = self.table.app.fonts.get(16, True)
        widest = max(font.size(_numbered(i, o.label))[0] for i, o in enumerate(self.options))  # as drawn: "2  Train…"
        natural = max(self.px(220), widest + self.px(36)) + self.px(24)
        title = self.table.app.fonts.get(17, True).size(self.title)[0] + self.px(28)  # the title whole ("What to do
        natural = max(natural, title)  # with White Wolf Scout?"): the key hint gives way first, see `header`
        return min(natural, self.px(MENU_MOST))  # a longer label is cut in its row and said whole in the strip

    def _strip_height(self, width: int) -> int:
        """Room for the longest option's label (2 lines at most) and detail (8 lines at most)."""
        fonts = self.table.app.fonts
        label_lines = max(min(2, len(fonts.wrap(o.label, 16, width, True))) for o in self.options)
        detail_lines = max(min(8, len(fonts.wrap(o.detail, 14, width))) if o.detail else 0 for o in self.options)
        return label_lines * fonts.get(16, True).get_linesize() + detail_lines * fonts.get(14).get_linesize() + \
            self.px(20)

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_h - self.view.height))

    def cell(self, index: int) -> pygame.Rect:
        """Where option `index` is on screen now (it may be scrolled out of view)."""
        return self.cells[index].move(self.view.x, self.view.y - self.scroll)

    def option_at(self, pos: tuple[int, int]) -> int | None:
        """The option under `pos`, or None."""
        if not self.view.collidepoint(pos):
            return None
        for index in range(len(self.options)):
            if self.cell(index).collidepoint(pos):
                return index
        return None

    def reachable(self, index: int) -> bool:
        """True when option `index` can be brought into view (scrolling if needed)."""
        return 0 <= self.cells[index].y and self.cells[index].bottom <= max(self.content_h, self.view.height)

    def show(self, index: int) -> None:
        """Scroll so that option `index` is fully in view."""
        cell = self.cells[index]
        if cell.y < self.scroll:
            self.scroll = cell.y
        elif cell.bottom > self.scroll + self.view.height:
            self.scroll = cell.bottom - self.view.height
        self._clamp_scroll()

    # --- input --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Use a mouse or key event (the chooser is modal: the table gets only the keys it leaves); True when used."""
        if event.type == pygame.MOUSEMOTION:
            index = self.option_at(event.pos)
            if index is not None:
                self.focus = index
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            index = self.option_at(event.pos) if event.button == 1 else None
            if index is not None:
                self.pick(index)
            elif event.button == 3 or not self.rect.collidepoint(event.pos):
                self.closed = True
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.px(60)
            self._clamp_scroll()
        elif event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            return self._key(event.key)
        else:
            return False
        return True

    def _key(self, key: int) -> bool:
        count = len(self.options)
        rows_shown = max(1, self.view.height // max(1, self.cells[0].height))
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.columns, pygame.K_DOWN: self.columns,
                 pygame.K_PAGEUP: -self.columns * rows_shown, pygame.K_PAGEDOWN: self.columns * rows_shown,
                 pygame.K_HOME: -count, pygame.K_END: count, pygame.K_TAB: 1}
        if key in moves:
            step = moves[key]
            target = self.focus + step
            self.focus = target % count if key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT) or \
                self.columns == 1 and abs(step) == 1 else max(0, min(count - 1, target))
            self.show(self.focus)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.pick(self.focus)
        elif key == pygame.K_ESCAPE:
            self.closed = True
        elif key in DIGIT_KEYS:
            if DIGIT_KEYS[key] <= count:
                self.pick(DIGIT_KEYS[key] - 1)
        else:
            return False  # F1, F11, Ctrl+Z... are the table's
        return True

    def pick(self, index: int) -> None:
        """Choose option `index`."""
        self.focus = index
        self.chosen = self.options[index].action

    # --- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The panel, the visible options, the scroll bar and the description strip."""
        fonts = self.table.app.fonts
        if self.grid:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, (0, 0))
        panel(surface, self.rect, radius=self.px(12), alpha=248, shadow_blur=self.px(10))
        (title, title_rect), (hint, hint_rect) = self.header()
        blit_text(surface, fonts, title, 17, title_rect.topleft, GOLD, bold=True)
        if hint:
            blit_text(surface, fonts, hint, 13, hint_rect.topleft, DIM)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        for index, option in enumerate(self.options):
            rect = self.cell(index)
            if rect.bottom < self.view.y or rect.y > self.view.bottom:
                continue
            self._draw_option(surface, index, option, rect)
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        self._draw_strip(surface)

    def header(self) -> tuple[tuple[str, pygame.Rect], tuple[str, pygame.Rect]]:
        """((title, its rect), (key hint, its rect)) on the panel's top line, side by side and never overlapping:
        the hint shortens, then goes, before the title is cut."""
        fonts = self.table.app.fonts
        left, right, gap = self.rect.x + self.px(14), self.rect.right - self.px(14), self.px(12)
        title_w = fonts.get(17, True).size(self.title)[0]
        hint = ""
        for words in (t("table.chooser_hint"), t("table.chooser_hint_short"), ""):
            hint = words
            if not words or left + title_w + gap + fonts.get(13).size(words)[0] <= right:
                break
        hint_w = fonts.get(13).size(hint)[0] if hint else 0
        title = fit_text(fonts, self.title, 17, right - left - (hint_w + gap if hint else 0), True)
        title_size = fonts.get(17, True).size(title)
        title_rect = pygame.Rect((left, self.rect.y + self.px(11)), title_size)
        hint_rect = pygame.Rect(right - hint_w, self.rect.y + self.px(14), hint_w, fonts.get(13).get_linesize())
        return (title, title_rect), (hint, hint_rect)

    def _draw_option(self, surface: pygame.Surface, index: int, option: Option, rect: pygame.Rect) -> None:
        fonts = self.table.app.fonts
        focused = index == self.focus
        pygame.draw.rect(surface, (70, 62, 40) if focused else (36, 48, 42), rect, border_radius=self.px(8))
        pygame.draw.rect(surface, GOLD if focused else (90, 100, 90), rect, width=2 if focused else 1,
                         border_radius=self.px(8))
        number = _numbered(index, "")
        text_x = rect.x + self.px(10)
        if option.card and self.grid:
            card_h = rect.height - self.px(64)
            ctx = self.table.context()
            size = (int(card_h * 0.7), card_h)
            if self.table.cards is not None:
                size = self.table.cards.size_for_height(card_h)
            image = self.table.view.card_image(option.card, size, ctx)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + self.px(8))))
            lines = fonts.wrap(number + option.label, 14, rect.width - self.px(16), True)[:2]
            for k, line in enumerate(lines):
                blit_text(surface, fonts, line, 14, (rect.centerx, rect.bottom - self.px(52) + k * self.px(20)),
                          CREAM, anchor="midtop", bold=True)
            return
        if not self.grid:  # one line; the strip below says it whole
            label = fit_text(fonts, number + option.label, 16, rect.width - self.px(20), True)
            blit_text(surface, fonts, label, 16, (text_x, rect.centery), CREAM, anchor="midleft", bold=True)
            return
        y = rect.y + self.px(8)
        for line in fonts.wrap(number + option.label, 16, rect.width - self.px(20), True)[:2]:
            blit_text(surface, fonts, line, 16, (text_x, y), CREAM, bold=True)
            y += fonts.get(16, True).get_linesize()
        for line in fonts.wrap(option.detail, 14, rect.width - self.px(20))[:3]:
            blit_text(surface, fonts, line, 14, (text_x, y), MUTED)
            y += fonts.get(14).get_linesize()

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.content_h <= self.view.height:
            return
        track = pygame.Rect(self.rect.right - self.px(9), self.view.y, self.px(5), self.view.height)
        pygame.draw.rect(surface, (50, 60, 55), track, border_radius=self.px(3))
        size = max(self.px(30), track.height * self.view.height // self.content_h)
        top = track.y + (track.height - size) * self.scroll // max(1, self.content_h - self.view.height)
        pygame.draw.rect(surface, GOLD, (track.x, top, track.width, size), border_radius=self.px(3))

    def _draw_strip(self, surface: pygame.Surface) -> None:
        """The focused option's full label and what it does."""
        fonts = self.table.app.fonts
        option = self.options[self.focus]
        strip = pygame.Rect(self.rect.x + self.px(12), self.rect.bottom - self.strip_h, self.rect.width - self.px(24),
                            self.strip_h - self.px(8))
        pygame.draw.line(surface, (90, 100, 90), strip.topleft, strip.topright)
        y = strip.y + self.px(6)
        for line in fonts.wrap(option.label, 16, strip.width, True)[:2]:
            blit_text(surface, fonts, line, 16, (strip.x, y), GOLD, bold=True)
            y += fonts.get(16, True).get_linesize()
        for line in fonts.wrap(option.detail, 14, strip.width)[:8]:
            blit_text(surface, fonts, line, 14, (strip.x, y), CREAM)
            y += fonts.get(14).get_linesize()


def _numbered(index: int, label: str) -> str:
    """An option's label as its row shows it: with its key number (1-9) in front."""
    return (f"{index + 1}  " if index < 9 else "") + label
