"""The rules reader: docs/rules/<id>.md rendered inside the app, with scrolling."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop import paths
from tabletop.engine.registry import game_ids, get_game
from tabletop.ui import markdown
from tabletop.ui.i18n import lang, t, title_of
from tabletop.ui.scene import Scene
from tabletop.ui.theme import DIM, GOLD, MUTED, blit_text, felt_background, fit_text, panel


_LAYOUTS: dict = {}  # the last few laid-out documents (re-reading the same rules is instant)


class RulesScene(Scene):
    """Reads the rules of one game; a side list switches games."""

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = game_ids()
        self.game_id = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.scroll = 0.0
        self.target = 0.0
        self.lines: list[markdown.Line] = []
        self.doc_height = 0
        self.note = ""
        self.buttons: dict[str, UIButton] = {}
        self.back: UIButton | None = None
        self.dragging = False

    # --- layout -------------------------------------------------------------------
    def areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The game list and the document panel."""
        w, h = self.app.size
        margin = self.px(36)
        side_w = self.px(260)
        top = self.px(110)
        side = pygame.Rect(margin, top, side_w, h - top - margin)
        doc = pygame.Rect(side.right + self.px(24), top, w - side.right - self.px(24) - margin, h - top - margin)
        return side, doc

    def text_rect(self) -> pygame.Rect:
        """Where the text itself goes inside the document panel (readable line length)."""
        _side, doc = self.areas()
        inner = doc.inflate(-self.px(64), -self.px(48))
        max_w = self.px(980)
        if inner.width > max_w:
            inner.x += (inner.width - max_w) // 2
            inner.width = max_w
        return inner

    def build(self) -> None:
        side, _doc = self.areas()
        self.buttons = {}
        y = side.y + self.px(56)
        for gid in self.games:
            title = title_of(get_game(gid).info.title, gid)
            self.buttons[gid] = UIButton(pygame.Rect(side.x + self.px(14), y, side.width - self.px(28), self.px(50)),
                                         fit_text(self.app.fonts, title, 16, side.width - self.px(48), True), self.ui,
                                         object_id="#selected_button" if gid == self.game_id else None)
            y += self.px(58)
        w, _h = self.app.size
        self.back = UIButton(pygame.Rect(w - self.px(36) - self.px(170), self.px(34), self.px(170), self.px(50)),
                             t("common.back"), self.ui, object_id="#menu_button")
        self.load_document()

    def load_document(self) -> None:
        """Read and lay out the current game's rules."""
        self.note = ""
        if self.game_id is None:
            text = t("setup.no_games")
        else:
            path = paths.rules_doc(self.game_id, lang())
            if path is None:
                text = t("rules.missing", path=f"docs/rules/{self.game_id}.md")
            else:
                try:
                    text = path.read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError) as exc:
                    text = f"{path}: {exc}"
                if lang() != "en" and path.name == f"{self.game_id}.md":
                    self.note = t("rules.english_only")
        key = (text, self.text_rect().width, self.app.scale)
        if key not in _LAYOUTS:
            if len(_LAYOUTS) >= 6:
                _LAYOUTS.pop(next(iter(_LAYOUTS)))
            _LAYOUTS[key] = markdown.layout(markdown.parse(text), self.app.fonts, self.text_rect().width)
        self.lines = _LAYOUTS[key]
        self.doc_height = (self.lines[-1].y + self.lines[-1].height) if self.lines else 0
        self.target = min(self.target, self.max_scroll())
        self.scroll = min(self.scroll, self.max_scroll())

    def max_scroll(self) -> float:
        """How far the document can scroll."""
        return max(0.0, self.doc_height - self.text_rect().height)

    # --- events -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        page = self.text_rect().height * 0.9
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop(self)
                return
            for gid, button in self.buttons.items():
                if event.ui_element is button and gid != self.game_id:
                    self.game_id = gid
                    self.scroll = self.target = 0.0
                    self.rebuild()
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(60))
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: self.px(40), pygame.K_UP: -self.px(40), pygame.K_PAGEDOWN: page,
                    pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key in keys:
                self.scroll_by(keys[event.key])
            elif event.key == pygame.K_HOME:
                self.target = 0.0
            elif event.key == pygame.K_END:
                self.target = self.max_scroll()
            elif event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_BACKSPACE):
                self.app.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            if self.scrollbar_rect().collidepoint(event.pos):
                self.dragging = True
                self._drag_to(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._drag_to(event.pos[1])

    def scroll_by(self, amount: float) -> None:
        """Scroll smoothly by `amount` pixels."""
        self.target = max(0.0, min(self.max_scroll(), self.target + amount))

    def _drag_to(self, y: int) -> None:
        bar = self.scrollbar_rect()
        frac = (y - bar.y) / max(1, bar.height)
        self.target = self.scroll = max(0.0, min(self.max_scroll(), frac * self.max_scroll()))

    def scrollbar_rect(self) -> pygame.Rect:
        """The scroll bar track, at the document panel's right edge."""
        _side, doc = self.areas()
        return pygame.Rect(doc.right - self.px(16), doc.y + self.px(16), self.px(8), doc.height - self.px(32))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    # --- drawing ------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h)), (0, 0))
        fonts = self.app.fonts
        side, doc = self.areas()
        title = t("rules.title")
        if self.game_id:
            title = f"{t('rules.title')} · {title_of(get_game(self.game_id).info.title, self.game_id)}"
        blit_text(surface, fonts, fit_text(fonts, title, 36, w - self.px(300), True, True), 36,
                  (self.px(36), self.px(34)), GOLD, bold=True, serif=True, shadow=True)
        panel(surface, side, radius=self.px(14), alpha=160)
        blit_text(surface, fonts, t("rules.pick_game"), 17, (side.x + self.px(16), side.y + self.px(18)), MUTED,
                  bold=True)
        panel(surface, doc, radius=self.px(14), alpha=215, colour=(20, 24, 22))
        area = self.text_rect()
        y0 = area.y
        if self.note:
            note = blit_text(surface, fonts, self.note, 14, (area.x, area.y - self.px(18)), (255, 200, 120),
                             italic=True)
            y0 = max(area.y, note.bottom + self.px(6))
        clip = surface.get_clip()
        view = pygame.Rect(area.x - self.px(40), y0, area.width + self.px(48), area.bottom - y0)
        surface.set_clip(view)
        offset = int(self.scroll)
        for line in self.lines:
            top = y0 + line.y - offset
            if top + line.height < view.y:
                continue
            if top > view.bottom:
                break
            if line.rule:
                x, width, colour = line.rule
                pygame.draw.line(surface, colour, (area.x + x, top), (area.x + x + width, top), max(1, self.px(1)))
            for surf, x in line.pieces:
                surface.blit(surf, (area.x + x, top + (line.height - surf.get_height()) // 2))
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        blit_text(surface, fonts, t("rules.scroll_hint"), 12, (doc.right - self.px(28), doc.bottom - self.px(8)),
                  DIM, anchor="bottomright")

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        total = self.max_scroll()
        if total <= 0:
            return
        bar = self.scrollbar_rect()
        pygame.draw.rect(surface, (40, 48, 44), bar, border_radius=bar.width // 2)
        visible = self.text_rect().height
        thumb_h = max(self.px(30), int(bar.height * visible / (visible + total)))
        thumb_y = bar.y + int((bar.height - thumb_h) * (self.scroll / total))
        pygame.draw.rect(surface, (200, 170, 96), (bar.x, thumb_y, bar.width, thumb_h), border_radius=bar.width // 2)
