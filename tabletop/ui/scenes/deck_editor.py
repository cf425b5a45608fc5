"""The deck editor (menu → Decks, and the setup's seat decks): the pool, the deck, its legality and curve.

The pool (left) is the studio's card grid with its filter box (`cost<=2` compares numbers);
click or drag a card to add it, right-click to take one out. The deck (right) is grouped by
type with counts and −/+; click a row or drag it out to take one out. Under it: the rules it
breaks (live), the cost (or power) curve and the type counts. New, Open, Save, Save as,
Duplicate, Delete (asks), Undo (Ctrl+Z), Test draw; leaving with unsaved changes asks first.
Everything about the game comes from its `DeckRules`.
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from tabletop.engine.decks import DeckError, rules_of
from tabletop.engine.registry import get_game
from tabletop.ui.cards.grid import CardGrid
from tabletop.ui.deck_edit import DeckEditing, deck_games
from tabletop.ui.deck_words import w
from tabletop.ui.i18n import lang
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.dialogs import ConfirmScene, ErrorScene
from tabletop.ui.theme import CREAM, DANGER, DIM, GOLD, MUTED, blit_text, felt_background, fit_text, panel
from tabletop.ui.widgets import Choice

BUTTONS = ("new", "open", "save", "save_as", "duplicate", "delete", "undo", "test_draw", "back")
DRAG_PIXELS = 6
HOVER_SECONDS = 0.25
OK_GREEN = (150, 220, 150)


def shown_path(path) -> str:
    """A deck file's path as the title bar shows it: from the program's folder, or from home (~)."""
    from pathlib import Path

    from tabletop.paths import ROOT
    for base, prefix in ((ROOT, ""), (Path.home(), "~/")):
        try:
            return prefix + str(Path(path).resolve().relative_to(base.resolve()))
        except ValueError:
            continue
    return Path(path).name  # elsewhere: its name, never a whole absolute path


class DeckEditorScene(Scene):
    """Build, check and save decks of any game that declares `DeckRules`."""

    def __init__(self, app, game_id: str | None = None, on_leave=None):
        super().__init__(app)
        games = deck_games()
        self.game_id = game_id if game_id in games else (games[0] if games else None)
        self.on_leave = on_leave  # called when the editor closes (the setup re-reads its deck lists)
        self.editing = DeckEditing(self.game_id, rules_of(get_game(self.game_id))) if self.game_id else None
        self.grid = CardGrid()
        self.query = ""
        self.buttons: dict[str, UIButton] = {}
        self.filter_box: UITextEntryLine | None = None
        self.game_choice: Choice | None = None
        self.rows: list[tuple[pygame.Rect, str, str]] = []  # (rect, card id, part: row, minus, plus)
        self.deck_scroll = 0
        self.hovered: str | None = None
        self.hover_since = 0.0
        self.drag: dict | None = None
        self.mouse = (0, 0)
        self._renderer = None
        self.apply_filter()

    # --- data -----------------------------------------------------------------------------------
    @property
    def renderer(self):
        """The game's card renderer (the shared one)."""
        if self._renderer is None and self.game_id:
            from tabletop.ui.cardface import CardRenderer
            self._renderer = CardRenderer.for_game(self.game_id, art_dir=getattr(self.app, "art_dir", None))
        return self._renderer

    def apply_filter(self) -> None:
        """Show the pool's cards that match the filter box."""
        self.grid.ids = self.editing.filtered(self.query) if self.editing else []
        self.grid.clamp_scroll()

    def switch_game(self, game_id: str) -> None:
        """Edit decks of another game (asks first when changes are unsaved)."""
        def switch():
            self.game_id = game_id
            self.editing = DeckEditing(game_id, rules_of(get_game(game_id)))
            self._renderer = None
            self.grid.clear()
            self.apply_filter()
            self.rebuild()
        self.unless_unsaved(switch)

    def unless_unsaved(self, then) -> None:
        """Run `then` now, or after the player agrees to discard unsaved changes."""
        if self.editing is None or not self.editing.dirty:
            then()
            return
        self.app.push(ConfirmScene(self.app, w("discard_title"),
                                   w("discard_message", name=self.editing.deck.name), w("discard"), then))

    # --- layout ------------------------------------------------------------------------------------
    def areas(self) -> dict[str, pygame.Rect]:
        """Where everything goes for the current window."""
        width, height = self.app.size
        m = self.px(14)
        bar = self.px(44)
        buttons_top = m + bar
        content_top = buttons_top + self.px(40) + m
        left_w = int((width - 3 * m) * 0.55)
        left = pygame.Rect(m, content_top, left_w, height - content_top - m)
        right = pygame.Rect(left.right + m, content_top, width - left.right - 2 * m, left.height)
        stats_h = min(self.px(250), right.height // 2)
        deck = pygame.Rect(right.x, right.y, right.width, right.height - stats_h - m)
        stats = pygame.Rect(right.x, deck.bottom + m, right.width, stats_h)
        rules_w = int(stats.width * 0.5)
        return {"bar": pygame.Rect(m, m, width - 2 * m, bar), "buttons": pygame.Rect(m, buttons_top, width - 2 * m,
                                                                                    self.px(38)),
                "left": left, "deck": deck, "rules": pygame.Rect(stats.x, stats.y, rules_w, stats.height),
                "charts": pygame.Rect(stats.x + rules_w + m, stats.y, stats.width - rules_w - m, stats.height)}

    def build(self) -> None:
        a = self.areas()
        gap = self.px(8)
        count = len(BUTTONS)
        bw = (a["buttons"].width - gap * (count - 1)) // count
        self.buttons = {}
        for index, key in enumerate(BUTTONS):
            rect = pygame.Rect(a["buttons"].x + index * (bw + gap), a["buttons"].y, bw, a["buttons"].height)
            self.buttons[key] = UIButton(rect, w(key), self.ui,
                                         object_id="#primary_button" if key == "save" else None)
        games = deck_games()
        self.game_choice = None
        if len(games) > 1:
            entries = [(get_game(g).info.title.get(lang(), g), g) for g in games]
            rect = pygame.Rect(a["bar"].right - self.px(260), a["bar"].y + self.px(4), self.px(260), self.px(34))
            self.game_choice = Choice(self.ui, rect, entries, self.game_id)
        left = a["left"]
        box = pygame.Rect(left.x + self.px(10), left.y + self.px(10), left.width - self.px(20), self.px(34))
        self.filter_box = UITextEntryLine(box, self.ui, placeholder_text=w("filter_hint"))
        if self.query:
            self.filter_box.set_text(self.query)
        thumb_w = self.px(104)
        renderer = self.renderer
        thumb = renderer.size_for_width(thumb_w) if renderer else (thumb_w, int(thumb_w * 1.4))
        grid = pygame.Rect(left.x + self.px(10), box.bottom + self.px(30), left.width - self.px(20),
                           left.bottom - box.bottom - self.px(40))
        self.grid.set_layout(grid, thumb, self.px(10), self.px(30))
        self.sync_buttons()

    def sync_buttons(self) -> None:
        """Enable what can be done now."""
        editing = self.editing
        states = {key: editing is not None for key in BUTTONS}
        if editing is not None:
            states["delete"] = editing.path is not None and not editing.ready_made
            states["undo"] = bool(editing.history)
            states["test_draw"] = editing.deck.total() > 0
        states["back"] = True
        for key, button in self.buttons.items():
            button.enable() if states[key] else button.disable()

    # --- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.pressed_key(event, self.buttons)
            if key:
                self.press(key)
            return
        if self.game_choice is not None and self.game_choice.changed(event):
            if self.game_choice.value != self.game_id:
                self.switch_game(self.game_choice.value)
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.filter_box:
            self.query = self.filter_box.get_text()
            self.apply_filter()
            return
        if self.editing is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.press("back")
            return
        if event.type == pygame.KEYDOWN and not consumed:
            self.key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and not consumed:
            self.mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.mouse_up(event)

    def key(self, event: pygame.event.Event) -> None:
        """Ctrl+Z undo, Ctrl+S save, Esc back (or out of the filter box)."""
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self.press("undo")
        elif ctrl and event.key == pygame.K_s:
            self.press("save")
        elif event.key == pygame.K_ESCAPE:
            if self.filter_box is not None and self.filter_box.is_focused:
                self.filter_box.unfocus()
            else:
                self.press("back")

    def wheel(self, event: pygame.event.Event) -> None:
        """Scroll the pool or the deck, whichever is under the mouse."""
        if self.areas()["deck"].collidepoint(self.mouse):
            self.deck_scroll = max(0, self.deck_scroll - event.y * self.px(24))
        else:
            self.grid.scroll_by(-event.y * self.px(40))

    def mouse_down(self, event: pygame.event.Event) -> None:
        """Start a click or a drag on a pool card or a deck row."""
        pos = event.pos
        card = self.grid.hit(pos) if self.grid.rect.collidepoint(pos) else None
        if card:
            if event.button == 3:
                self.change(self.editing.remove, card)
            elif event.button == 1:
                self.drag = {"card": card, "from": "pool", "start": pos, "moved": False, "pos": pos}
            return
        row = self.row_at(pos)
        if row and event.button in (1, 3):
            card, part = row
            if part == "plus":
                self.change(self.editing.add, card)
            elif part == "minus" or event.button == 3:
                self.change(self.editing.remove, card)
            else:
                self.drag = {"card": card, "from": "deck", "start": pos, "moved": False, "pos": pos}

    def mouse_move(self, pos) -> None:
        """Follow a drag; note what the mouse is over (for the large preview)."""
        self.mouse = pos
        if self.drag is not None:
            self.drag["pos"] = pos
            sx, sy = self.drag["start"]
            if abs(pos[0] - sx) + abs(pos[1] - sy) > DRAG_PIXELS:
                self.drag["moved"] = True
        over = self.grid.hit(pos) if self.grid.rect.collidepoint(pos) else None
        if over is None:
            row = self.row_at(pos)
            over = row[0] if row else None
        if over != self.hovered:
            self.hovered, self.hover_since = over, self.app.now

    def mouse_up(self, event: pygame.event.Event) -> None:
        """End a click (add from the pool, take out of the deck) or a drop."""
        drag, self.drag = self.drag, None
        if drag is None or getattr(event, "button", 1) != 1:
            return
        in_deck = self.areas()["deck"].collidepoint(event.pos)
        if drag["from"] == "pool" and (in_deck or not drag["moved"]):
            self.change(self.editing.add, drag["card"])
        elif drag["from"] == "deck" and (not in_deck or not drag["moved"]):
            self.change(self.editing.remove, drag["card"])

    def change(self, verb, card_id: str) -> None:
        """Add or remove a card, then refresh the buttons."""
        verb(card_id)
        self.sync_buttons()

    def row_at(self, pos) -> tuple[str, str] | None:
        """(card id, part) of the deck row under `pos`."""
        for rect, card, part in reversed(self.rows):
            if rect.collidepoint(pos):
                return card, part
        return None

    # --- the buttons --------------------------------------------------------------------------------
    def press(self, key: str) -> None:
        """Do what button `key` says."""
        from tabletop.ui.scenes import deck_dialogs as dialogs

        editing, app = self.editing, self.app
        if key == "back":
            self.unless_unsaved(self.leave_editor)
        elif editing is None:
            return
        elif key == "new":
            self.unless_unsaved(lambda: self.start(editing.blank()))
        elif key == "open":
            self.unless_unsaved(lambda: app.push(dialogs.OpenDeckScene(app, editing, self.open)))
        elif key == "save":
            if editing.path is None or editing.ready_made:
                self.press("save_as")
            else:
                self.save(None)
        elif key in ("save_as", "duplicate"):
            name = editing.deck.name + ("_copy" if key == "duplicate" or editing.ready_made else "")
            app.push(dialogs.SaveAsScene(app, editing, name, self.save))
        elif key == "delete" and editing.path is not None and not editing.ready_made:
            app.push(ConfirmScene(app, w("delete_title"), w("delete_message", path=editing.path), w("delete"),
                                  self.delete))
        elif key == "undo":
            if not editing.undo():
                app.toast(w("nothing_to_undo"))
        elif key == "test_draw" and editing.deck.total():
            app.push(dialogs.TestDrawScene(app, editing, self.renderer))
        self.sync_buttons()

    def start(self, deck) -> None:
        """Edit `deck` from now on."""
        self.editing.replace(deck)
        self.deck_scroll = 0
        self.sync_buttons()

    def open(self, path) -> None:
        """Open a deck file; a broken one is shown with file:line and left as it is."""
        try:
            self.editing.open(path)
        except DeckError as exc:
            self.app.push(ErrorScene(self.app, w("cannot_open"), str(exc).splitlines()[0]))
        self.deck_scroll = 0
        self.sync_buttons()

    def save(self, path) -> None:
        """Save (to `path`, or to the deck's own file), with a toast naming the file."""
        try:
            written = self.editing.save(path, lang())
        except OSError as exc:
            self.app.toast(w("cannot_save", path=path or self.editing.path, reason=exc.strerror or exc), kind="error")
            return
        self.app.toast(w("saved", path=written))
        self.sync_buttons()

    def delete(self) -> None:
        """Delete the deck's file and start a new deck."""
        name = self.editing.deck.name
        try:
            self.editing.delete()
        except OSError as exc:
            self.app.toast(w("cannot_save", path=self.editing.path, reason=exc.strerror or exc), kind="error")
            return
        self.app.toast(w("deleted", name=name))
        self.sync_buttons()

    def leave_editor(self) -> None:
        """Close the editor."""
        self.app.pop(self)
        if self.on_leave is not None:
            self.on_leave()

    def holds_unsaved(self) -> bool:
        """True while changes are unsaved (the app asks before closing the window)."""
        return self.editing is not None and self.editing.dirty

    def ask_before_quit(self) -> None:
        """The window is being closed: quit only once the player discards the changes."""
        self.unless_unsaved(lambda: self.app.quit(0))

    # --- drawing ----------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(felt_background(surface.get_size()), (0, 0))
        a = self.areas()
        self.draw_title(surface, a["bar"])
        if self.editing is None:
            return
        for key in ("left", "deck", "rules", "charts"):
            panel(surface, a[key], radius=self.px(10), alpha=225)
        self.draw_pool(surface, a["left"])
        self.draw_deck(surface, a["deck"])
        self.draw_rules(surface, a["rules"])
        self.draw_charts(surface, a["charts"])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.editing is not None:
            self.draw_drag(surface)
            self.draw_preview(surface)

    def draw_title(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        fonts = self.app.fonts
        title = w("title")
        if self.game_id:
            title += " · " + get_game(self.game_id).info.title.get(lang(), self.game_id)
        rect = blit_text(surface, fonts, title, 24, (bar.x, bar.centery), GOLD, anchor="midleft", bold=True,
                         serif=True)
        if self.editing is None:
            return
        editing = self.editing
        state = w("unsaved") if editing.dirty else (w("ready_made") if editing.ready_made else "")
        where = shown_path(editing.path) if editing.path else ""
        text = "  ·  ".join(part for part in (state, where) if part)
        right = bar.right - (self.px(272) if self.game_choice else 0)
        blit_text(surface, fonts, fit_text(fonts, text, 13, max(10, right - rect.right - self.px(24))), 13,
                  (rect.right + self.px(20), bar.centery), DANGER if editing.dirty else MUTED, anchor="midleft")

    def draw_pool(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        fonts = self.app.fonts
        editing = self.editing
        caption = w("pool", shown=len(self.grid.ids), total=len(editing.pool))
        blit_text(surface, fonts, fit_text(fonts, caption, 12, area.width - self.px(20)), 12,
                  (area.x + self.px(10), self.grid.rect.y - self.px(22)), MUTED)
        names = {card.id: card.label(lang()) for card in editing.pool}
        hovered = self.hovered if self.hovered in names else None
        self.grid.draw(surface, self.renderer, lang(), fonts, None, hovered, names, set(), set())
        clip = surface.get_clip()
        surface.set_clip(self.grid.rect)
        for index, card_id in enumerate(self.grid.ids):
            count = editing.deck.count(card_id)
            cell = self.grid.cell(index)
            if count and cell.colliderect(self.grid.rect):
                badge = pygame.Rect(0, 0, self.px(30), self.px(24))
                badge.topright = (cell.right - self.px(2), cell.top + self.px(2))
                pygame.draw.rect(surface, (20, 30, 24), badge, border_radius=self.px(8))
                pygame.draw.rect(surface, GOLD, badge, 1, border_radius=self.px(8))
                blit_text(surface, fonts, f"×{count}", 13, badge.center, GOLD, anchor="center", bold=True)
        surface.set_clip(clip)

    def draw_deck(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        fonts = self.app.fonts
        editing = self.editing
        pad = self.px(10)
        blit_text(surface, fonts, fit_text(fonts, w("deck", name=editing.deck.name, count=editing.deck.total()), 17,
                                           area.width - 2 * pad, bold=True), 17,
                  (area.x + pad, area.y + pad), CREAM, bold=True)
        body = pygame.Rect(area.x + pad, area.y + pad + self.px(30), area.width - 2 * pad,
                           area.height - 2 * pad - self.px(30))
        self.rows = []
        groups = editing.groups(lang())
        if not groups:
            for i, line in enumerate(fonts.wrap(w("empty_deck"), 14, body.width)):
                blit_text(surface, fonts, line, 14, (body.x, body.y + i * self.px(20)), DIM)
            return
        row_h = self.px(24)
        total_h = sum(row_h * (len(rows) + 1) for _, rows, _ in groups)
        self.deck_scroll = max(0, min(self.deck_scroll, total_h - body.height))
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y - self.deck_scroll
        for label, rows, total in groups:
            blit_text(surface, fonts, f"{label} ({total})", 14, (body.x, y + row_h // 2), GOLD, anchor="midleft",
                      bold=True)
            y += row_h
            for card_id, count in rows:
                self.draw_row(surface, pygame.Rect(body.x, y, body.width, row_h - self.px(2)), card_id, count, body)
                y += row_h
        surface.set_clip(clip)

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str, count: int,
                 body: pygame.Rect) -> None:
        fonts = self.app.fonts
        hover = card_id == self.hovered
        if hover:
            pygame.draw.rect(surface, (60, 80, 64), rect, border_radius=self.px(4))
        side = rect.height
        plus = pygame.Rect(rect.right - side, rect.y, side, side)
        minus = plus.move(-side - self.px(6), 0)
        card = self.editing.by_id.get(card_id)
        cost = f"  [{card.cost}]" if card is not None and card.cost is not None else ""
        blit_text(surface, fonts, f"{count}×", 14, (rect.x + self.px(4), rect.centery), GOLD, anchor="midleft",
                  bold=True)
        name = fit_text(fonts, self.editing.name(card_id, lang()) + cost, 14, minus.x - rect.x - self.px(44))
        blit_text(surface, fonts, name, 14, (rect.x + self.px(36), rect.centery), CREAM, anchor="midleft")
        for box, sign in ((minus, "−"), (plus, "+")):
            pygame.draw.rect(surface, (34, 48, 40), box, border_radius=self.px(4))
            pygame.draw.rect(surface, MUTED, box, 1, border_radius=self.px(4))
            blit_text(surface, fonts, sign, 15, box.center, CREAM, anchor="center", bold=True)
        if rect.colliderect(body):
            visible = rect.clip(body)
            self.rows += [(visible, card_id, "row"), (minus.clip(body), card_id, "minus"),
                          (plus.clip(body), card_id, "plus")]

    def draw_rules(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        fonts = self.app.fonts
        pad = self.px(10)
        problems = self.editing.problems()
        width = area.width - 2 * pad
        y = area.y + pad
        if not problems:
            blit_text(surface, fonts, "✓ " + w("legal"), 17, (area.x + pad, y), OK_GREEN, bold=True)
            y += self.px(28)
        else:
            blit_text(surface, fonts, w("problems", count=len(problems)), 15, (area.x + pad, y), DANGER, bold=True)
            y += self.px(24)
        lines = [("• " + p.message(lang()), CREAM) for p in problems]
        summary = self.editing.rules.summary
        if summary:
            lines.append((summary.get(lang()) or summary.get("en", ""), DIM))
        for text, colour in lines:
            for line in fonts.wrap(text, 12, width):
                if y > area.bottom - self.px(18):
                    return
                blit_text(surface, fonts, line, 12, (area.x + pad, y), colour)
                y += self.px(17)

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        fonts = self.app.fonts
        pad = self.px(10)
        editing = self.editing
        title = w("curve_cost") if editing.curve_is_cost() else w("curve_power")
        blit_text(surface, fonts, title, 13, (area.x + pad, area.y + pad), GOLD, bold=True)
        counts = editing.curve()
        chart = pygame.Rect(area.x + pad, area.y + pad + self.px(40), int(area.width * 0.55) - pad,
                            area.height - 2 * pad - self.px(58))
        top = max(1, max(counts))
        bar_w = chart.width // len(counts)
        for value, count in enumerate(counts):
            height = int(chart.height * count / top)
            bar = pygame.Rect(chart.x + value * bar_w + self.px(2), chart.bottom - height, bar_w - self.px(4), height)
            pygame.draw.rect(surface, GOLD if count else DIM, bar, border_radius=self.px(2))
            if count:
                blit_text(surface, fonts, str(count), 11, (bar.centerx, bar.top - self.px(2)), CREAM,
                          anchor="midbottom")
            label = f"{value}+" if value == len(counts) - 1 else str(value)
            blit_text(surface, fonts, label, 11, (bar.centerx, chart.bottom + self.px(3)), MUTED, anchor="midtop")
        x = chart.right + self.px(16)
        y = area.y + pad
        blit_text(surface, fonts, w("types"), 13, (x, y), GOLD, bold=True)
        y += self.px(22)
        rows = editing.type_counts(lang())
        zones = editing.zone_counts()
        if len(zones) > 1:
            labels = {z.key: z.label.get(lang()) or z.label.get("en", z.key) for z in editing.rules.zones}
            rows = rows + [(labels[key], n) for key, n in zones.items()]
        for label, count in rows:
            if y > area.bottom - self.px(16):
                break
            text = fit_text(fonts, f"{label}: {count}", 12, area.right - x - pad)
            blit_text(surface, fonts, text, 12, (x, y), CREAM)
            y += self.px(18)

    def draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.drag
        if drag is None or not drag["moved"] or self.renderer is None:
            return
        face = self.renderer.render(drag["card"], self.grid.thumb, lang=lang())
        face = face.copy()
        face.set_alpha(200)
        surface.blit(face, face.get_rect(center=drag["pos"]))

    def draw_preview(self, surface: pygame.Surface) -> None:
        """The hovered card, large, beside the mouse (after a short delay)."""
        card = self.hovered
        if card is None or self.drag is not None or self.renderer is None:
            return
        if self.app.now - self.hover_since < HOVER_SECONDS:
            return
        width, height = surface.get_size()
        size = self.renderer.size_for_height(min(self.px(420), height - self.px(40)))
        face = self.renderer.render(card, size, lang=lang())
        mx, my = self.mouse
        x = mx + self.px(24) if mx + self.px(24) + size[0] < width else mx - self.px(24) - size[0]
        y = max(self.px(10), min(my - size[1] // 2, height - size[1] - self.px(10)))
        surface.blit(face, (max(0, x), y))
