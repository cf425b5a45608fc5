"""Modal overlays: a base for dimmed panels, the error/message dialog and a confirmation."""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.ui.i18n import t
from tabletop.ui.plain_paths import plain_text
from tabletop.ui.scene import Scene
from tabletop.ui.theme import CREAM, GOLD, MUTED, blit_text, panel


class OverlayScene(Scene):
    """A centred panel over a dimmed view of the scenes beneath."""

    opaque = False
    #: panel size in design points (scaled), clamped to the window
    panel_size = (560, 360)
    dim_alpha = 150

    def panel_rect(self) -> pygame.Rect:
        """The panel's rectangle for the current window."""
        w, h = self.app.size
        pw = min(w - 40, self.px(self.panel_size[0]))
        ph = min(h - 40, self.px(self.panel_size[1]))
        rect = pygame.Rect(0, 0, pw, ph)
        rect.center = (w // 2, h // 2)
        return rect

    def draw_scene(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, self.dim_alpha))
        surface.blit(dim, (0, 0))
        panel(surface, self.panel_rect(), radius=self.px(16), alpha=255, shadow_blur=self.px(14))  # opaque: nothing shows through
        self.draw_panel(surface, self.panel_rect())

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Custom drawing inside the panel."""

    def cancel_or_accept(self, event: pygame.event.Event) -> bool:
        """Cancel or Esc closes the dialog, the primary button or Enter calls `accept`; True when `event` was one."""
        pressed = event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None
        key = event.key if event.type == pygame.KEYDOWN else None
        if (pressed is not None and pressed is getattr(self, "cancel", None)) or key == pygame.K_ESCAPE:
            self.app.pop(self)
        elif (pressed is not None and pressed is getattr(self, "primary", None)) or \
                key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.accept()
        else:
            return False
        return True

    def accept(self) -> None:
        """The primary button's action (dialogs with Cancel and a primary button)."""

    def cancel_and_primary(self, primary_label: str) -> tuple[UIButton, UIButton, int]:
        """Cancel and the primary button side by side at the panel's foot: (cancel, primary, their top y)."""
        rect = self.panel_rect()
        bw, bh, gap = self.px(190), self.px(44), self.px(16)
        y = rect.bottom - bh - self.px(20)
        cancel = UIButton(pygame.Rect(rect.centerx - bw - gap // 2, y, bw, bh), t("common.cancel"), self.ui)
        primary = UIButton(pygame.Rect(rect.centerx + gap // 2, y, bw, bh), primary_label, self.ui,
                           object_id="#primary_button")
        return cancel, primary, y


class MessageScene(OverlayScene):
    """A message with one OK button (errors, warnings, information)."""

    panel_size = (680, 340)

    def __init__(self, app, title: str, message: str, error: bool = False, lead: str = ""):
        super().__init__(app)
        #: `lead`, in the UI language, introduces a `message` from a lower layer that may be in English only
        self.title, self.message, self.error, self.lead = plain_text(title), plain_text(message), error, plain_text(lead)
        self.ok: UIButton | None = None

    def build(self) -> None:
        rect = self.panel_rect()
        bw, bh = self.px(160), self.px(46)
        self.ok = UIButton(pygame.Rect(rect.centerx - bw // 2, rect.bottom - bh - self.px(22), bw, bh),
                           t("common.ok"), self.ui, object_id="#primary_button")

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.app.pop(self)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                           pygame.K_ESCAPE, pygame.K_SPACE):
            self.app.pop(self)

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        colour = (255, 160, 140) if self.error else GOLD
        blit_text(surface, fonts, self.title, 24, (rect.centerx, rect.y + self.px(24)), colour,
                  anchor="midtop", bold=True, serif=True)
        y = rect.y + self.px(78)
        bottom = rect.bottom - self.px(90)
        width = rect.width - self.px(60)
        lines = [(line, CREAM) for line in fonts.wrap(self.lead, 16, width)] if self.lead else []
        lines += [(line, MUTED if self.lead else CREAM) for line in fonts.wrap(self.message, 16, width)]
        for line, colour in lines:
            if y > bottom:
                break
            blit_text(surface, fonts, line, 16, (rect.x + self.px(30), y), colour)
            y += fonts.get(16).get_linesize()


class ErrorScene(MessageScene):
    """The dialog shown instead of a traceback."""

    def __init__(self, app, title: str, message: str, lead: str = ""):
        super().__init__(app, title, message, error=True, lead=lead)


class ConfirmScene(MessageScene):
    """A question with Cancel (the default: Enter and Esc) and a confirming button that states the act."""

    def __init__(self, app, title: str, message: str, confirm_label: str, on_confirm: Callable[[], None]):
        super().__init__(app, title, message, error=True)
        self.confirm_label, self.on_confirm = confirm_label, on_confirm
        self.cancel: UIButton | None = None
        self.confirm: UIButton | None = None

    def build(self) -> None:
        rect = self.panel_rect()
        bw, bh, gap = self.px(200), self.px(46), self.px(20)
        y = rect.bottom - bh - self.px(22)
        self.cancel = UIButton(pygame.Rect(rect.centerx - bw - gap // 2, y, bw, bh), t("common.cancel"), self.ui,
                               object_id="#primary_button")
        self.confirm = UIButton(pygame.Rect(rect.centerx + gap // 2, y, bw, bh), self.confirm_label, self.ui)

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.confirm:
            self.app.pop(self)
            self.on_confirm()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel:
            self.app.pop(self)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.app.pop(self)
