"""The table's action bar: the row of buttons under the table, its chooser menu and the bot banner.

The bar offers the viewer's ref-less legal actions (or replay / spectator controls) as
buttons; a ref carrying several actions, or the bar's overflow, opens a chooser.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton

from tabletop.engine.contract import Action
from tabletop.ui.i18n import t
from tabletop.ui.theme import CREAM, GOLD, blit_text, fit_text, mix, panel, seat_badge, seat_colour

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

#: one bar entry: (label, what it does, pygame_gui object id)
Entry = tuple[str, Any, "str | None"]


class ActionBar:
    """The buttons of one table scene and the chooser menu they (or a ref) open."""

    def __init__(self, table: "TableScene"):
        self.table = table
        self.buttons: list[tuple[UIButton, Any]] = []
        self.key: Any = None
        self.chooser: dict | None = None

    @property
    def app(self):
        """The table's app."""
        return self.table.app

    def px(self, points: float) -> int:
        """A design size in pixels at the current UI scale."""
        return self.table.px(points)

    def refresh(self) -> None:
        """Rebuild the buttons at the next update (the entries may look unchanged)."""
        self.key = None

    def reset(self) -> None:
        """The scene's widgets were dropped: forget the buttons and the chooser."""
        self.close_chooser()
        self.buttons = []
        self.key = None

    # --- the buttons --------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """What the bar offers now: replay controls, the results, spectator controls or the legal buttons."""
        table = self.table
        session = table.session
        entries: list[Entry] = []
        if table.replay is not None:
            entries.append((t("table.replay_position", shown=len(session.actions), total=len(table.replay)),
                            "noop", None))
            entries.append(("◀ " + t("table.step_back"), "back", None))
        if session.is_over():
            if table.results_shown:
                entries.append((t("results.title"), "results", "#primary_button"))
        elif not table.humans and not table.auto:
            entries.append((t("table.pause") if table.playing else t("table.play"), "toggle", None))
            entries.append((t("table.next_move"), "next", "#primary_button"))
        else:
            obs = table.observation()
            for action in table.buttons_actions():
                label = table.game.describe_action(obs, action, table.lang, session.names)
                entries.append((label, action, "#action_button"))
        return entries

    def update(self) -> None:
        """Rebuild the action-bar buttons when the choices change."""
        table = self.table
        entries = self.entries()
        key = (table.version, table.lang, tuple((label, str(what)) for label, what, _ in entries))
        if key == self.key:
            return
        self.key = key
        for button, _what in self.buttons:
            button.kill()
        self.buttons = []
        self._place(entries)
        undo = table.top_buttons.get("undo")
        if undo is not None:
            if table.can_undo():
                undo.enable()
            else:
                undo.disable()

    def _place(self, entries: list[Entry]) -> None:
        """Right-aligned buttons; when they do not fit they narrow, then the rest go under "More…"."""
        bar = self.table.areas()["bar"]
        bh, gap = self.px(48), self.px(10)
        font = self.app.fonts.get(17, True)
        widths = [min(self.px(360), font.size(label)[0] + self.px(44)) for label, _w, _o in entries]
        room = bar.width - self.px(8)
        if sum(widths) + gap * max(0, len(widths) - 1) > room:
            least = self.px(110)
            fit = max(1, (room + gap) // (least + gap))
            if len(entries) > fit:
                hidden = entries[fit - 1:]
                entries = entries[:fit - 1] + [(t("table.more"), ("more", hidden), None)]
            share = (room - gap * (len(entries) - 1)) // len(entries)
            widths = [min(share, min(self.px(360), font.size(label)[0] + self.px(44))) for label, _w, _o in entries]
        x = bar.right
        for (label, what, object_id), width in zip(reversed(entries), reversed(widths)):
            x -= width
            button = UIButton(pygame.Rect(x, bar.y + (bar.height - bh) // 2, width, bh),
                              fit_text(self.app.fonts, label, 17, width - self.px(24), True), self.table.ui,
                              object_id=object_id)
            if fit_text(self.app.fonts, label, 17, width - self.px(24), True) != label:
                button.tool_tip_text = label
            if what == "noop" or (what == "back" and not self.table.session.actions):  # nothing to go back to
                button.disable()
            self.buttons.append((button, what))
            x -= gap
        self.buttons.reverse()  # left to right

    def on_button(self, element) -> bool:
        """A pygame_gui button was pressed: act if it is one of ours; True when it was."""
        table = self.table
        if self.chooser:
            for button, action in self.chooser["buttons"]:
                if element is button:
                    self.close_chooser()
                    if table.human_turn():
                        table.play(action)
                    return True
        for button, what in self.buttons:
            if element is button:
                self.activate(what)
                return True
        return False

    def activate(self, what) -> None:
        """Do what a bar button stands for."""
        table = self.table
        if isinstance(what, tuple) and what and what[0] == "more":
            actions = [w for _label, w, _o in what[1] if isinstance(w, Action)]
            if actions and table.human_turn():
                self.open_chooser(None, actions, table.mouse)
            return
        if what == "next":
            table.step_requested = True
        elif what == "back":
            table.replay_back()
        elif what == "toggle":
            table.playing = not table.playing
            self.refresh()
        elif what == "results":
            table._show_results()
        elif isinstance(what, Action) and table.human_turn():
            table.play(what)

    # --- the chooser --------------------------------------------------------------
    def open_chooser(self, ref: str | None, actions: list[Action], pos: tuple[int, int]) -> None:
        """A small menu of the actions one ref carries (or the bar's overflow)."""
        self.close_chooser()
        table = self.table
        obs = table.observation()
        labels = [table.game.describe_action(obs, a, table.lang, table.session.names) for a in actions]
        font = self.app.fonts.get(16)
        width = max(self.px(200), min(self.px(520), max(font.size(s)[0] for s in labels) + self.px(40)))
        bh, gap = self.px(40), self.px(6)
        head = self.px(34)
        height = head + len(labels) * (bh + gap) + gap
        w, h = self.app.size
        rect = pygame.Rect(pos[0] + self.px(12), pos[1] - height // 2, width + 2 * gap, height)
        if rect.right > w - 8:
            rect.right = pos[0] - self.px(12)
        rect.clamp_ip(pygame.Rect(8, 8, w - 16, h - 16))
        buttons = []
        y = rect.y + head
        for label, action in zip(labels, actions):
            button = UIButton(pygame.Rect(rect.x + gap, y, width, bh), fit_text(self.app.fonts, label, 16,
                                                                                 width - self.px(16)),
                              table.ui, object_id="#chooser_button")
            buttons.append((button, action))
            y += bh + gap
        self.chooser = {"ref": ref, "buttons": buttons, "rect": rect, "focus": 0}

    def close_chooser(self) -> None:
        """Close the chooser, if open."""
        if self.chooser:
            for button, _action in self.chooser["buttons"]:
                button.kill()
        self.chooser = None

    def move_focus(self, step: int) -> None:
        """Up/Down in the chooser."""
        if self.chooser:
            count = len(self.chooser["buttons"])
            self.chooser["focus"] = (self.chooser["focus"] + step) % count

    def confirm_chooser(self) -> None:
        """Enter in the chooser: play its focused entry."""
        buttons = self.chooser["buttons"]
        action = buttons[self.chooser["focus"] % len(buttons)][1]
        self.close_chooser()
        if self.table.human_turn():
            self.table.play(action)

    # --- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The bot banner in the bar and the chooser's panel (the buttons are widgets)."""
        self._draw_flash(surface, rect)
        self._draw_chooser_back(surface)

    def _draw_flash(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.table.flash:
            return
        text, seat, when = self.table.flash
        age = self.app.now - when
        if not text or age > 3.5:
            return
        fonts = self.app.fonts
        alpha = 1.0 if age < 2.8 else max(0.0, (3.5 - age) / 0.7)
        label = fonts.text(fit_text(fonts, text, 17, rect.width // 2, True), 17, CREAM, True)
        box = pygame.Rect(rect.x, rect.y + self.px(11), label.get_width() + self.px(60), self.px(48))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*mix((20, 28, 24), seat_colour(seat), 0.25), 225), layer.get_rect(),
                         border_radius=self.px(10))
        pygame.draw.rect(layer, (*seat_colour(seat), 255), layer.get_rect(), width=2, border_radius=self.px(10))
        layer.set_alpha(int(255 * alpha))
        surface.blit(layer, box)
        seat_badge(surface, fonts, seat, (box.x + self.px(24), box.centery), self.px(12))
        label.set_alpha(int(255 * alpha))
        surface.blit(label, (box.x + self.px(44), box.centery - label.get_height() // 2))

    def _draw_chooser_back(self, surface: pygame.Surface) -> None:
        if not self.chooser:
            return
        rect = self.chooser["rect"]
        panel(surface, rect, radius=self.px(10), alpha=245, shadow_blur=self.px(10))
        blit_text(surface, self.app.fonts, t("table.choose"), 15, (rect.x + self.px(12), rect.y + self.px(9)), GOLD,
                  bold=True)
        buttons = self.chooser["buttons"]
        focus = buttons[self.chooser["focus"] % len(buttons)][0].relative_rect
        pygame.draw.rect(surface, GOLD, focus.inflate(self.px(4), self.px(4)), width=2, border_radius=self.px(8))
