"""The save browser (menu and pause: Load): the autosave and saved games with a picture, open or delete.

Rows are drawn by the scene (thumbnail, game, players, moves, date); Open, Delete and Back
are pygame_gui buttons. Keyboard: Up/Down, Page Up/Down, Home/End choose, Enter opens,
Delete asks before deleting, Esc goes back. A damaged file is listed greyed with its
one-line reason; it can be deleted (after the same question), never opened.
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.engine.errors import RecordError
from tabletop.ui import saves
from tabletop.ui.replay_watch import watch_session
from tabletop.ui.i18n import lang, t
from tabletop.ui.save_list import SaveEntry, delete_save, list_saves
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.dialogs import ConfirmScene, MessageScene
from tabletop.ui.theme import CREAM, DIM, GOLD, MUTED, blit_text, felt_background, panel
from tabletop.ui.thumbnails import ensure_thumbnail, load_thumbnail

THUMB = (128, 72)  # design points
GAP = 8
DOUBLE_CLICK_SECONDS = 0.4
DAMAGED_TEXT = (230, 150, 130)


class SaveBrowserScene(Scene):
    """Lists the saves; opening one replaces the stack with its table."""

    def __init__(self, app):
        super().__init__(app)
        self.entries: list[SaveEntry] = []
        self.selected = 0
        self.scroll = 0  # index of the first row shown
        self.buttons: dict[str, UIButton] = {}
        self._thumbs: dict = {}
        self._pending: dict = {}  # (path, size) -> entry whose picture is still to load
        self._lines: dict = {}  # (index, width, scale, language) -> the row's wrapped lines
        self._last_click = (-1, -1.0)
        self.refresh()

    # --- data ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the folder again (after a delete, or on entry)."""
        self.entries = list_saves()
        self._thumbs.clear()
        self._pending.clear()
        self._lines.clear()
        self.selected = max(0, min(self.selected, len(self.entries) - 1))
        self._sync_buttons()

    @property
    def current(self) -> SaveEntry | None:
        """The highlighted entry, if any."""
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    # --- layout -------------------------------------------------------------------
    def list_rect(self) -> pygame.Rect:
        """Where the rows are drawn."""
        w, h = self.app.size
        margin = self.px(40)
        top = self.px(110)
        return pygame.Rect(margin, top, w - 2 * margin, h - top - self.px(100))

    def visible_rows(self) -> int:
        """How many rows fit from the first one shown (at least one)."""
        area, count, y = self.list_rect(), 0, 0
        for index in range(self.scroll, len(self.entries)):
            y += self.row_height(index)
            if y > area.height and count:
                break
            count += 1
        return max(1, count)

    def row_height(self, index: int) -> int:
        """The height of entry `index`'s row: its picture or its wrapped lines, whichever is taller."""
        fonts = self.app.fonts
        text = sum(fonts.get(size, bold).get_linesize() + self.px(2) for _, size, _, bold in self.row_lines(index))
        return max(self.px(THUMB[1]), text) + self.px(24) + self.px(GAP)

    def row_rect(self, index: int) -> pygame.Rect:
        """The rectangle of entry `index` (only meaningful for the rows shown)."""
        area = self.list_rect()
        y = area.y + sum(self.row_height(i) for i in range(self.scroll, index))
        return pygame.Rect(area.x, y, area.width, self.row_height(index) - self.px(GAP))

    def text_x(self) -> int:
        """Where the rows' texts start (right of the picture)."""
        return self.list_rect().x + self.px(12) + self.px(THUMB[0]) + self.px(18)

    def row_lines(self, index: int) -> list[tuple[str, int, tuple, bool]]:
        """(line, size, colour, bold) of entry `index`, wrapped to the row's width (cached)."""
        width = self.list_rect().right - self.text_x() - self.px(16)
        key = (index, width, self.app.scale, lang())
        if key not in self._lines:
            self._lines[key] = self._wrap_entry(self.entries[index], width)
        return self._lines[key]

    def _wrap_entry(self, entry: SaveEntry, width: int) -> list[tuple[str, int, tuple, bool]]:
        fonts = self.app.fonts
        damaged = entry.error is not None
        if damaged:
            parts = [(entry.path.name, 18, DIM, True),
                     (t("browser.damaged", reason=entry.error), 14, DAMAGED_TEXT, False)]
        else:
            heading = " · ".join(part for part in (entry.name, entry.title) if part)
            heading = f"{heading} · {t('browser.autosave')}" if entry.autosave else heading
            parts = [(heading, 18, CREAM, True),
                     (t("browser.players_moves", players=", ".join(entry.players), moves=entry.moves), 14, MUTED,
                      False)]
        parts.append((f"{entry.date}   {'' if entry.autosave else entry.path.name}".strip(), 12, DIM, False))
        return [(line, size, colour, bold) for text, size, colour, bold in parts
                for line in fonts.wrap(text, size, width, bold)]

    def build(self) -> None:
        w, h = self.app.size
        bw, bh, gap = self.px(180), self.px(48), self.px(14)
        y = h - bh - self.px(30)
        right = w - self.px(40)
        self.buttons = {
            "open": UIButton(pygame.Rect(right - bw, y, bw, bh), t("browser.open"), self.ui,
                             object_id="#primary_button"),
            "watch": UIButton(pygame.Rect(right - 2 * bw - gap, y, bw, bh), t("browser.watch"), self.ui),
            "delete": UIButton(pygame.Rect(right - 3 * bw - 2 * gap, y, bw, bh), t("browser.delete"), self.ui),
            "back": UIButton(pygame.Rect(self.px(40), y, bw, bh), t("common.back"), self.ui),
        }
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        entry = self.current
        readable = entry is not None and entry.error is None
        for key, usable in (("open", readable), ("watch", readable), ("delete", entry is not None)):
            button = self.buttons.get(key)
            if button is not None:
                button.enable() if usable else button.disable()

    # --- input --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.pressed_key(event, self.buttons)
            if key is not None:
                self.activate(key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            self._click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y)
        elif event.type == pygame.KEYDOWN and not consumed:
            self._key(event.key)

    def _key(self, key: int) -> None:
        page = self.visible_rows()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -len(self.entries), pygame.K_END: len(self.entries)}
        if key in moves:
            self.select(self.selected + moves[key])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate("open")
        elif key == pygame.K_w:
            self.activate("watch")
        elif key == pygame.K_DELETE:
            self.activate("delete")
        elif key == pygame.K_ESCAPE:
            self.activate("back")

    def _click(self, pos: tuple[int, int]) -> None:
        if not self.list_rect().collidepoint(pos):
            return
        for index in range(self.scroll, min(len(self.entries), self.scroll + self.visible_rows())):
            if self.row_rect(index).collidepoint(pos):
                last_index, last_time = self._last_click
                self.select(index)
                if last_index == index and self.app.now - last_time < DOUBLE_CLICK_SECONDS:
                    self.activate("open")
                self._last_click = (index, self.app.now)
                return

    def _scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.scroll + rows, len(self.entries) - 1))

    def select(self, index: int) -> None:
        """Highlight entry `index` (clamped) and scroll it into view."""
        if not self.entries:
            return
        self.selected = max(0, min(index, len(self.entries) - 1))
        if self.selected < self.scroll:
            self.scroll = self.selected
        while self.selected >= self.scroll + self.visible_rows():
            self.scroll += 1
        self._sync_buttons()

    def activate(self, key: str) -> None:
        """Open, delete (after asking) or go back."""
        entry = self.current
        if key == "back":
            self.app.pop(self)
        elif key == "open" and entry is not None and entry.error is None:
            saves.open_saved(self.app, entry.path)
        elif key == "watch" and entry is not None and entry.error is None:
            self._watch(entry)
        elif key == "delete" and entry is not None:
            name = t("browser.autosave") if entry.autosave else entry.path.name
            self.app.push(ConfirmScene(self.app, t("browser.confirm_title"),
                                       t("browser.confirm_body", name=name, folder=entry.path.parent.name),
                                       t("browser.delete"), lambda: self._delete(entry)))

    def _watch(self, entry: SaveEntry) -> None:
        """Show the saved game from its first move, for stepping through (the autosave is left alone)."""
        try:
            session, actions = watch_session(entry.path)
        except RecordError as exc:
            self.app.push(MessageScene(self.app, t("load.failed"), str(exc), error=True, lead=t("dialog.reported")))
            return
        self.app.open_table(session, replay=actions)

    def _delete(self, entry: SaveEntry) -> None:
        try:
            delete_save(entry)
        except OSError as exc:
            self.app.push(MessageScene(self.app, t("browser.delete_failed"), f"{entry.path}: {exc.strerror or exc}",
                                       error=True))
        self.refresh()
        self._scroll_by(0)

    # --- drawing ------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h)), (0, 0))
        fonts = self.app.fonts
        blit_text(surface, fonts, t("browser.title"), 34, (self.px(40), self.px(30)), GOLD, bold=True, serif=True)
        blit_text(surface, fonts, t("browser.hint"), 13, (w - self.px(40), self.px(50)), DIM, anchor="topright")
        if not self.entries:
            area = self.list_rect()
            lines = fonts.wrap(t("browser.empty"), 18, area.width)
            y = area.centery - len(lines) * fonts.get(18).get_linesize() // 2
            for line in lines:
                blit_text(surface, fonts, line, 18, (area.centerx, y), MUTED, anchor="midtop")
                y += fonts.get(18).get_linesize()
            return
        for index in range(self.scroll, min(len(self.entries), self.scroll + self.visible_rows())):
            self._draw_row(surface, index)

    def _draw_row(self, surface: pygame.Surface, index: int) -> None:
        entry, rect, fonts = self.entries[index], self.row_rect(index), self.app.fonts
        chosen = index == self.selected
        panel(surface, rect, radius=self.px(10), alpha=235 if chosen else 170,
              border=GOLD if chosen else None, shadow_blur=0)
        thumb_rect = pygame.Rect(rect.x + self.px(12), 0, self.px(THUMB[0]), self.px(THUMB[1]))
        thumb_rect.centery = rect.centery
        surface.blit(self._thumbnail(entry, thumb_rect.size), thumb_rect)
        y = rect.y + self.px(12)
        for text, size, colour, bold in self.row_lines(index):
            blit_text(surface, fonts, text, size, (self.text_x(), y), colour, bold=bold)
            y += fonts.get(size, bold).get_linesize() + self.px(2)

    def _thumbnail(self, entry: SaveEntry, size: tuple[int, int]) -> pygame.Surface:
        """The entry's picture at `size` once `update` has loaded it; a placeholder until then or without one."""
        key = (entry.path, size)
        if key not in self._thumbs:
            self._pending.setdefault(key, entry)
            return self._placeholder(size, entry.error is not None)
        return self._thumbs[key]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._pending:  # one picture per frame: the list shows at once, pictures follow
            (path, size), entry = self._pending.popitem()
            image = None
            if entry.error is None:
                ensure_thumbnail(self.app, entry.path, autosave=entry.autosave)
                image = load_thumbnail(entry.thumbnail, size)
            self._thumbs[(path, size)] = image if image is not None else self._placeholder(size, entry.error is not None)

    def _placeholder(self, size: tuple[int, int], damaged: bool) -> pygame.Surface:
        key = ("placeholder", size, damaged)
        if key not in self._thumbs:
            self._thumbs[key] = self._draw_placeholder(size, damaged)
        return self._thumbs[key]

    def _draw_placeholder(self, size: tuple[int, int], damaged: bool) -> pygame.Surface:
        image = felt_background(size).copy()
        if damaged:
            image.fill((60, 60, 60))
        pygame.draw.rect(image, DIM, image.get_rect(), width=1)
        blit_text(image, self.app.fonts, "?" if not damaged else "!", 28, image.get_rect().center, MUTED,
                  anchor="center", bold=True, serif=True)
        return image
