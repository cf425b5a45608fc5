"""Asking before a risky or irreversible move: its consequence, Cancel first, the move never the default."""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.ui.i18n import t
from tabletop.ui.scenes.dialogs import OverlayScene
from tabletop.ui.theme import CREAM, DANGER, GOLD, blit_text


class ConfirmScene(OverlayScene):
    """"Challenge?" with the consequence; Enter, Space and Esc cancel unless the move button has the focus."""

    panel_size = (760, 300)

    def __init__(self, app, title: str, message: str, confirm_label: str, on_confirm: Callable[[], None],
                 cancel_label: str | None = None, on_cancel: Callable[[], None] | None = None):
        super().__init__(app)
        self.title, self.message, self.confirm_label, self.on_confirm = title, message, confirm_label, on_confirm
        self.cancel_label = cancel_label or t("common.cancel")
        self.on_cancel = on_cancel
        self.buttons: dict[str, UIButton] = {}
        self.focus = "cancel"

    def build(self) -> None:
        rect = self.panel_rect()
        font = self.app.fonts.get(17, True)
        bh, gap = self.px(48), self.px(20)
        widest = (rect.width - 3 * gap) // 2
        cancel_w = min(widest, max(self.px(180), font.size(self.cancel_label)[0] + self.px(48)))
        confirm_w = min(rect.width - 3 * gap - cancel_w, max(self.px(180),
                                                             font.size(self.confirm_label)[0] + self.px(48)))
        x = rect.centerx - (cancel_w + gap + confirm_w) // 2
        y = rect.bottom - bh - self.px(24)
        self.buttons = {
            "cancel": UIButton(pygame.Rect(x, y, cancel_w, bh), self.cancel_label, self.ui,
                               object_id="#action_button"),
            "confirm": UIButton(pygame.Rect(x + cancel_w + gap, y, confirm_w, bh), self.confirm_label, self.ui,
                                object_id="#risky_button"),
        }
        self.buttons["confirm"].tool_tip_text = self.confirm_label

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.finish(name == "confirm")
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
                self.focus = "confirm" if self.focus == "cancel" else "cancel"
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.finish(self.focus == "confirm")
            elif event.key == pygame.K_ESCAPE:
                self.finish(False)

    def finish(self, confirmed: bool) -> None:
        """Close; play the move only when confirmed."""
        self.app.pop(self)
        if confirmed:
            self.on_confirm()
        elif self.on_cancel is not None:
            self.on_cancel()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        button = self.buttons.get(self.focus)
        if button is not None:
            pygame.draw.rect(surface, GOLD, button.rect.inflate(self.px(8), self.px(8)), width=2,
                             border_radius=self.px(12))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        blit_text(surface, fonts, self.title, 24, (rect.centerx, rect.y + self.px(24)), DANGER, anchor="midtop",
                  bold=True, serif=True)
        y = rect.y + self.px(80)
        for line in fonts.wrap(self.message, 17, rect.width - self.px(60)):
            blit_text(surface, fonts, line, 17, (rect.x + self.px(30), y), CREAM)
            y += fonts.get(17).get_linesize()
