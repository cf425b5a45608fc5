"""The rules reader: docs/rules/<id>.md rendered inside the app, with contents, search and links."""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from tabletop import paths
from tabletop.engine.registry import game_ids, get_game
from tabletop.ui import markdown
from tabletop.ui.i18n import lang, t, title_of
from tabletop.ui.scene import Scene
from tabletop.ui.theme import DIM, GOLD, MUTED, CREAM, blit_text, felt_background, fit_text, panel, shrink_to_fit
from tabletop.ui.widgets import Choice

_LAYOUTS: dict = {}  # the last few laid-out documents (re-reading the same rules is instant)
EXTERNAL = ("http://", "https://", "mailto:")
MATCH_COLOUR = (250, 214, 90, 70)
CURRENT_MATCH_COLOUR = (255, 150, 60, 140)


class RulesScene(Scene):
    """Reads the rules of one game (or another Markdown file a rule links to)."""

    def __init__(self, app, game_id: str | None = None, anchor: str | None = None, path: Path | None = None):
        super().__init__(app)
        self.games = game_ids()
        self.game_id = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.path = path  # a linked document other than a game's rules
        self.pending_anchor = anchor
        self.scroll = 0.0
        self.target = 0.0
        self.lines: list[markdown.Line] = []
        self.headings: list[markdown.Heading] = []
        self.doc_path: Path | None = None
        self.doc_height = 0
        self.note = ""
        self.game_menu: Choice | None = None
        self.back: UIButton | None = None
        self.search: UITextEntryLine | None = None
        self.search_buttons: dict[str, UIButton] = {}
        self.query = ""
        self.matches: list[markdown.Match] = []
        self.current = -1
        self.toc_scroll = 0
        self.toc_hits: list[tuple[pygame.Rect, str]] = []
        self.dragging = False

    # --- layout -------------------------------------------------------------------
    def areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The side column (game, contents) and the document panel."""
        w, h = self.app.size
        margin = self.px(36)
        side_w = max(self.px(220), min(self.px(320), w // 5))
        top = self.px(110)
        side = pygame.Rect(margin, top, side_w, h - top - margin)
        doc = pygame.Rect(side.right + self.px(24), top, w - side.right - self.px(24) - margin, h - top - margin)
        return side, doc

    def search_row(self) -> pygame.Rect:
        """The strip at the top of the document panel holding the search box."""
        _side, doc = self.areas()
        return pygame.Rect(doc.x + self.px(24), doc.y + self.px(14), doc.width - self.px(48), self.px(40))

    def footer(self) -> pygame.Rect:
        """The strip at the bottom of the document panel for the note and the scroll hint (never over text)."""
        _side, doc = self.areas()
        height = self.app.fonts.get(12).get_linesize() + self.px(14)
        return pygame.Rect(doc.x + self.px(24), doc.bottom - height, doc.width - self.px(48), height)

    def text_rect(self) -> pygame.Rect:
        """Where the text itself goes inside the document panel (readable line length)."""
        _side, doc = self.areas()
        top = self.search_row().bottom + self.px(16)
        inner = pygame.Rect(doc.x + self.px(40), top, doc.width - self.px(80), self.footer().y - self.px(6) - top)
        max_w = self.px(980)
        if inner.width > max_w:
            inner.x += (inner.width - max_w) // 2
            inner.width = max_w
        return inner

    def toc_rect(self) -> pygame.Rect:
        """The table of contents inside the side column."""
        side, _doc = self.areas()
        top = side.y + self.px(14) + (self.px(54) if len(self.games) > 1 and self.path is None else 0)
        top += self.app.fonts.get(17, True).get_linesize() + self.px(10)
        return pygame.Rect(side.x + self.px(10), top, side.width - self.px(20), side.bottom - self.px(12) - top)

    def build(self) -> None:
        side, _doc = self.areas()
        self.game_menu = None
        if len(self.games) > 1 and self.path is None:
            entries = [(title_of(get_game(gid).info.title, gid), gid) for gid in self.games]
            self.game_menu = Choice(self.ui, pygame.Rect(side.x + self.px(14), side.y + self.px(14),
                                                         side.width - self.px(28), self.px(40)), entries, self.game_id)
        w, _h = self.app.size
        self.back = UIButton(pygame.Rect(w - self.px(36) - self.px(170), self.px(34), self.px(170), self.px(50)),
                             t("common.back"), self.ui, object_id="#menu_button")
        row = self.search_row()
        box_w = min(self.px(340), row.width // 2)
        self.search = UITextEntryLine(pygame.Rect(row.x, row.y, box_w, row.height), self.ui,
                                      placeholder_text=t("rules.search"), initial_text=self.query or None)
        self.search_buttons = {}
        x = row.x + box_w + self.px(8)
        for key, label, tip in (("prev", "▲", "rules.previous_match"), ("next", "▼", "rules.next_match")):
            button = UIButton(pygame.Rect(x, row.y, row.height, row.height), label, self.ui,
                              object_id="#small_button")
            button.tool_tip_text = t(tip)
            self.search_buttons[key] = button
            x += row.height + self.px(6)
        self.load_document()

    def load_document(self) -> None:
        """Read and lay out the current document, then go to the pending anchor."""
        self.note = ""
        text = self._read_text()
        key = (text, self.text_rect().width, self.app.scale)
        if key not in _LAYOUTS:
            if len(_LAYOUTS) >= 6:
                _LAYOUTS.pop(next(iter(_LAYOUTS)))
            _LAYOUTS[key] = markdown.layout(markdown.parse(text), self.app.fonts, self.text_rect().width)
        self.lines = _LAYOUTS[key]
        self.headings = markdown.headings(self.lines)
        self.doc_height = (self.lines[-1].y + self.lines[-1].height) if self.lines else 0
        self.target = min(self.target, self.max_scroll())
        self.scroll = min(self.scroll, self.max_scroll())
        self.toc_scroll = 0
        self._find(keep_place=True)
        if self.pending_anchor:
            self.go_to(self.pending_anchor, smooth=False)
            self.pending_anchor = None

    def _read_text(self) -> str:
        """The Markdown of the current document (or a one-line message saying why there is none)."""
        path = self.path
        if path is None:
            if self.game_id is None:
                self.doc_path = None
                return t("setup.no_games")
            path = paths.rules_doc(self.game_id, lang())
            if path is None:
                self.doc_path = None
                return t("rules.missing", path=f"docs/rules/{self.game_id}.md")
            if lang() != "en" and path.name == f"{self.game_id}.md":
                self.note = t("rules.english_only")
        self.doc_path = path
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            return f"{path}: {exc}"

    def max_scroll(self) -> float:
        """How far the document can scroll."""
        return max(0.0, self.doc_height - self.text_rect().height)

    # --- going places -------------------------------------------------------------
    def go_to(self, anchor: str, smooth: bool = True) -> bool:
        """Scroll so the heading with `anchor` is at the top; False when the document has none."""
        for heading in self.headings:
            if heading.anchor == anchor:
                self.target = max(0.0, min(self.max_scroll(), heading.y - self.px(8)))
                if not smooth:
                    self.scroll = self.target
                return True
        return False

    def follow(self, href: str) -> None:
        """Follow a link: a section of this document, another rules file, or (shown only) a web address."""
        if href.startswith("#"):
            if not self.go_to(href[1:]):
                self.app.toast(t("rules.no_section", anchor=href[1:]), kind="error")
            return
        if href.startswith(EXTERNAL):
            self.app.toast(t("rules.external_link", url=href), seconds=6)
            return
        target, _hash, anchor = href.partition("#")
        base = self.doc_path.parent if self.doc_path else paths.ROOT / "docs" / "rules"
        path = (base / target).resolve()
        game = self._game_of(path)
        if game is not None:
            self.open_game(game, anchor or None)
        elif path.suffix == ".md" and path.is_file() and paths.ROOT in path.parents:
            self.path, self.pending_anchor = path, anchor or None
            self.scroll = self.target = 0.0
            self.rebuild()
        else:
            self.app.toast(t("rules.broken_link", link=href), kind="error")

    def _game_of(self, path: Path) -> str | None:
        """The game whose rules document `path` is (in any language), else None."""
        if path.parent != (paths.ROOT / "docs" / "rules").resolve():
            return None
        game = path.name.split(".")[0]
        return game if game in self.games and path.suffix == ".md" else None

    def open_game(self, game_id: str, anchor: str | None = None) -> None:
        """Show the rules of `game_id` (at `anchor`)."""
        self.game_id, self.path, self.pending_anchor = game_id, None, anchor
        self.scroll = self.target = 0.0
        self.rebuild()

    # --- search -------------------------------------------------------------------
    def _find(self, keep_place: bool = False) -> None:
        """Find the query again; go to the first match at or below the top of the view."""
        self.matches = markdown.find(self.lines, self.query)
        self.current = -1
        if not self.matches:
            return
        top = self.scroll if keep_place else self.target
        self.current = next((k for k, m in enumerate(self.matches) if self.lines[m.line].y >= top), 0)
        if not keep_place:
            self._show_match()

    def step_match(self, step: int) -> None:
        """Go to the next (1) or previous (-1) match."""
        if not self.matches:
            return
        self.current = (self.current + step) % len(self.matches)
        self._show_match()

    def _show_match(self) -> None:
        line = self.lines[self.matches[self.current].line]
        view = self.text_rect().height
        if not (self.target <= line.y and line.y + line.height <= self.target + view):
            self.target = max(0.0, min(self.max_scroll(), line.y - view / 3))

    def set_query(self, text: str) -> None:
        """Search for `text` (called as the user types)."""
        if text != self.query:
            self.query = text
            self._find()

    # --- events -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
        elif self.game_menu is not None and self.game_menu.changed(event):
            if self.game_menu.value != self.game_id:
                self.open_game(self.game_menu.value)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.set_query(self.search.get_text())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.search:
            self.step_match(1)
        elif event.type == pygame.MOUSEWHEEL:
            if self.toc_rect().collidepoint(pygame.mouse.get_pos()):
                self.toc_scroll = max(0, self.toc_scroll - event.y * self.px(40))
            else:
                self.scroll_by(-event.y * self.px(60))
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._drag_to(event.pos[1])

    def _on_button(self, element) -> None:
        if element is self.back:
            self.app.pop(self)
        elif element is self.search_buttons.get("next"):
            self.step_match(1)
        elif element is self.search_buttons.get("prev"):
            self.step_match(-1)

    def _key(self, event: pygame.event.Event) -> None:
        typing = self.search is not None and self.search.is_focused
        key, ctrl, shift = event.key, event.mod & pygame.KMOD_CTRL, event.mod & pygame.KMOD_SHIFT
        if ctrl and key == pygame.K_f:
            if self.search is not None:
                self.search.focus()
            return
        if key == pygame.K_F3 or (ctrl and key == pygame.K_g):
            self.step_match(-1 if shift else 1)
            return
        if typing:
            if key == pygame.K_ESCAPE:
                self.search.unfocus()
            return
        page = self.text_rect().height * 0.9
        keys = {pygame.K_DOWN: self.px(40), pygame.K_UP: -self.px(40), pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.matches:
            self.step_match(-1 if shift else 1)
        elif key in keys:
            self.scroll_by(keys[key])
        elif key == pygame.K_HOME:
            self.target = 0.0
        elif key == pygame.K_END:
            self.target = self.max_scroll()
        elif key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_BACKSPACE):
            self.app.pop(self)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.scrollbar_rect().collidepoint(pos):
            self.dragging = True
            self._drag_to(pos[1])
            return
        for rect, anchor in self.toc_hits:
            if rect.collidepoint(pos):
                self.go_to(anchor)
                return
        area = self.text_rect()
        if area.collidepoint(pos):
            href = markdown.link_at(self.lines, pos[0] - area.x, pos[1] - area.y + int(self.scroll))
            if href:
                self.follow(href)

    def scroll_by(self, amount: float) -> None:
        """Scroll smoothly by `amount` pixels."""
        self.target = max(0.0, min(self.max_scroll(), self.target + amount))

    def _drag_to(self, y: int) -> None:
        bar = self.scrollbar_rect()
        frac = (y - bar.y) / max(1, bar.height)
        self.target = self.scroll = max(0.0, min(self.max_scroll(), frac * self.max_scroll()))

    def scrollbar_rect(self) -> pygame.Rect:
        """The scroll bar track, at the right edge of the text."""
        _side, doc = self.areas()
        area = self.text_rect()
        return pygame.Rect(doc.right - self.px(18), area.y, self.px(8), area.height)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def section_at_top(self) -> str | None:
        """The anchor of the section being read (the last heading at or above the top of the view)."""
        current = None
        for heading in self.headings:
            if heading.y <= self.scroll + self.px(24):
                current = heading.anchor
        return current

    # --- drawing ------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h)), (0, 0))
        fonts = self.app.fonts
        side, doc = self.areas()
        title = t("rules.title")
        if self.path is not None:
            title = f"{t('rules.title')} · {self.path.stem}"
        elif self.game_id:
            title = f"{t('rules.title')} · {title_of(get_game(self.game_id).info.title, self.game_id)}"
        blit_text(surface, fonts, fit_text(fonts, title, 36, w - self.px(300), True, True), 36,
                  (self.px(36), self.px(34)), GOLD, bold=True, serif=True, shadow=True)
        panel(surface, side, radius=self.px(14), alpha=160)
        panel(surface, doc, radius=self.px(14), alpha=215, colour=(20, 24, 22))
        self._draw_toc(surface)
        self._draw_text(surface)
        self._draw_scrollbar(surface)
        self._draw_search_count(surface)
        foot = self.footer()
        if self.note:
            blit_text(surface, fonts, fit_text(fonts, self.note, 12, foot.width // 2), 12, foot.midleft,
                      (255, 200, 120), anchor="midleft", italic=True)
        hint = fit_text(fonts, t("rules.scroll_hint"), 12, foot.width // 2 if self.note else foot.width)
        blit_text(surface, fonts, hint, 12, foot.midright, DIM, anchor="midright")

    def _draw_toc(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        rect = self.toc_rect()
        blit_text(surface, fonts, t("rules.contents"), 17, (rect.x + self.px(6), rect.y - self.px(8)), MUTED,
                  bold=True, anchor="bottomleft")
        entries = [hd for hd in self.headings if hd.level in (2, 3)] or self.headings
        here = self.section_at_top()
        self.toc_hits = []
        clip = surface.get_clip()
        surface.set_clip(rect)
        y = rect.y - self.toc_scroll
        for heading in entries:
            size = 15 if heading.level <= 2 else 13
            row_h = fonts.get(size).get_linesize() + self.px(8)
            indent = self.px(8) + (self.px(16) if heading.level > 2 else 0)
            row = pygame.Rect(rect.x, y, rect.width, row_h)
            if heading.anchor == here:
                pygame.draw.rect(surface, (62, 70, 52), row, border_radius=self.px(6))
                pygame.draw.rect(surface, GOLD, (row.x, row.y + self.px(4), self.px(3), row_h - self.px(8)))
            colour = CREAM if heading.anchor == here else MUTED
            room = rect.width - indent - self.px(6)
            size = shrink_to_fit(fonts, heading.title, size, room, heading.level <= 2)  # smaller type, then "…"
            label = fit_text(fonts, heading.title, size, room, heading.level <= 2)
            blit_text(surface, fonts, label, size, (row.x + indent, row.centery), colour, anchor="midleft",
                      bold=heading.level <= 2)
            if row.bottom > rect.y and row.y < rect.bottom:
                self.toc_hits.append((row.clip(rect), heading.anchor))
            y += row_h
        surface.set_clip(clip)
        overflow = y + self.toc_scroll - rect.bottom
        self.toc_scroll = max(0, min(self.toc_scroll, max(0, overflow)))

    def _draw_text(self, surface: pygame.Surface) -> None:
        area = self.text_rect()
        clip = surface.get_clip()
        view = pygame.Rect(area.x - self.px(40), area.y, area.width + self.px(48), area.height)
        surface.set_clip(view)
        offset = int(self.scroll)
        marks = self._marks_by_line()
        radius = self.px(4)
        for index, line in enumerate(self.lines):
            top = area.y + line.y - offset
            if top + line.height < view.y:
                continue
            if top > view.bottom:
                break
            if line.rule:
                x, width, colour = line.rule
                pygame.draw.line(surface, colour, (area.x + x, top), (area.x + x + width, top), max(1, self.px(1)))
            for x, width in line.boxes:
                pygame.draw.rect(surface, markdown.CODE_BOX, (area.x + x, top + self.px(1), width,
                                                              line.height - self.px(2)), border_radius=radius)
            for x, width, colour in marks.get(index, ()):
                mark = pygame.Surface((width + self.px(4), line.height), pygame.SRCALPHA)
                mark.fill(colour)
                surface.blit(mark, (area.x + x - self.px(2), top))
            for surf, x in line.pieces:
                surface.blit(surf, (area.x + x, top + (line.height - surf.get_height()) // 2))
            for x, width, _href in line.links:
                base = top + line.height - self.px(3)
                pygame.draw.line(surface, markdown.LINK_COLOUR, (area.x + x, base), (area.x + x + width, base))
        surface.set_clip(clip)

    def _marks_by_line(self) -> dict[int, list[tuple[int, int, tuple]]]:
        """The search highlights to draw, per line index."""
        marks: dict[int, list] = {}
        for k, match in enumerate(self.matches):
            colour = CURRENT_MATCH_COLOUR if k == self.current else MATCH_COLOUR
            marks.setdefault(match.line, []).append((match.x, match.width, colour))
        return marks

    def _draw_search_count(self, surface: pygame.Surface) -> None:
        if not self.query.strip() or not self.search_buttons:
            return
        row = self.search_row()
        x = max(b.relative_rect.right for b in self.search_buttons.values()) + self.px(12)
        if self.matches:
            text, colour = t("rules.match_count", index=self.current + 1, total=len(self.matches)), CREAM
        else:
            text, colour = t("rules.no_match"), (255, 170, 140)
        blit_text(surface, self.app.fonts, fit_text(self.app.fonts, text, 15, row.right - x), 15,
                  (x, row.centery), colour, anchor="midleft")

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
        for match in self.matches:  # where the matches are, as ticks on the track
            y = bar.y + int(bar.height * self.lines[match.line].y / max(1, self.doc_height))
            pygame.draw.line(surface, (255, 170, 60), (bar.x - self.px(3), y), (bar.right + self.px(2), y),
                             max(1, self.px(2)))
