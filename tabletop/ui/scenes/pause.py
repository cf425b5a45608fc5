"""The pause menu (Esc at the table): resume, save, load, undo, rules, settings, back to menu."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.ui import saves
from tabletop.ui.i18n import t
from tabletop.ui.scenes.dialogs import OverlayScene
from tabletop.ui.theme import GOLD, blit_text

ENTRIES = ("resume", "save", "load", "undo", "rules", "settings", "menu")


class PauseScene(OverlayScene):
    """A column of big buttons over the dimmed table."""

    panel_size = (440, 620)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons: dict[str, UIButton] = {}

    def build(self) -> None:
        rect = self.panel_rect()
        self.buttons = {}
        bh, gap = self.px(54), self.px(12)
        bw = rect.width - self.px(80)
        y = rect.y + self.px(86)
        for key in ENTRIES:
            button = UIButton(pygame.Rect(rect.x + self.px(40), y, bw, bh), t(f"pause.{key}"), self.ui,
                              object_id="#primary_menu_button" if key == "resume" else "#menu_button")
            if key == "undo" and not self.table.can_undo():
                button.disable()
            self.buttons[key] = button
            y += bh + gap

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.pressed_key(event, self.buttons)
            if key is not None:
                self.activate(key)
                return
        elif event.type == pygame.KEYDOWN and not consumed:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.activate("resume")
            elif ctrl and event.key == pygame.K_s:
                self.activate("save")
            elif ctrl and event.key == pygame.K_z:
                self.activate("undo")
            elif event.key == pygame.K_F1:
                self.activate("rules")

    def activate(self, key: str) -> None:
        """Do what the entry `key` stands for."""
        app = self.app
        if key == "resume":
            app.pop(self)
        elif key == "save":
            saves.ask_and_save(app, self.table.port)
        elif key == "load":
            from tabletop.ui.scenes.saves_browser import SaveBrowserScene
            app.push(SaveBrowserScene(app))
        elif key == "undo":
            app.pop(self)
            self.table.undo()
        elif key == "rules":
            from tabletop.ui.scenes.rules import RulesScene
            app.push(RulesScene(app, self.table.game.info.id, self.table.rules_anchor()))
        elif key == "settings":
            from tabletop.ui.scenes.settings import SettingsScene
            app.push(SettingsScene(app))
        elif key == "menu":
            app.go_to_menu()

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        blit_text(surface, self.app.fonts, t("pause.title"), 32, (rect.centerx, rect.y + self.px(24)), GOLD,
                  anchor="midtop", bold=True, serif=True)
