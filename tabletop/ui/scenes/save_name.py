"""Ctrl+S's question: the name to save the game as, a default already filled in."""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from tabletop.engine.records import MAX_NAME
from tabletop.ui.i18n import t
from tabletop.ui.scenes.dialogs import OverlayScene
from tabletop.ui.theme import GOLD, blit_text


class SaveNameScene(OverlayScene):
    """A name line with Save (Enter) and Cancel (Esc); an empty name saves under the default."""

    panel_size = (680, 260)

    def __init__(self, app, name: str, on_save: Callable[[str], object]):
        super().__init__(app)
        self.default, self.name, self.on_save = name, name, on_save
        self.entry: UITextEntryLine | None = None
        self.cancel: UIButton | None = None
        self.primary: UIButton | None = None

    def build(self) -> None:
        rect = self.panel_rect()
        self.cancel, self.primary, _y = self.cancel_and_primary(t("save.save"))
        self.entry = UITextEntryLine(pygame.Rect(rect.x + self.px(24), rect.y + self.px(80),
                                                 rect.width - self.px(48), self.px(40)), self.ui,
                                     placeholder_text=t("save.name_hint"))
        self.entry.set_text_length_limit(MAX_NAME)
        self.entry.set_text(self.name)
        self.entry.focus()

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.name = self.entry.get_text()
        else:
            self.cancel_or_accept(event)

    def accept(self) -> None:
        """Save under the name typed (the default when the line is empty)."""
        if self.entry is not None:
            self.name = self.entry.get_text()
        self.app.pop(self)
        self.on_save(" ".join(self.name.split()) or self.default)

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        blit_text(surface, self.app.fonts, t("save.name_title"), 22, (rect.centerx, rect.y + self.px(22)), GOLD,
                  anchor="midtop", bold=True, serif=True)
