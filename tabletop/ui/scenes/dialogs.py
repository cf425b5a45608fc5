"""Modal overlays: a base for dimmed panels, the error/message dialog, and the safe file dialog."""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton
from pygame_gui.windows import UIFileDialog

from tabletop.ui.i18n import t
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


class MessageScene(OverlayScene):
    """A message with one OK button (errors, warnings, information)."""

    panel_size = (680, 340)

    def __init__(self, app, title: str, message: str, error: bool = False, lead: str = ""):
        super().__init__(app)
        #: `lead`, in the UI language, introduces a `message` from a lower layer that may be in English only
        self.title, self.message, self.error, self.lead = title, message, error, lead
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


class SafeFileDialog(UIFileDialog):
    """pygame_gui's file dialog with file deletion switched off (loading must never delete)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.delete_button.hide()

    def process_event(self, event: pygame.event.Event) -> bool:
        """Ignore the delete button; everything else as usual."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.delete_button:
            return True
        return super().process_event(event)

    def _process_confirmation_dialog_events(self, event: pygame.event.Event):  # noqa: D401
        """Deletion is disabled: confirmation events do nothing."""
        return None


def open_load_dialog(scene: Scene, folder: Path) -> SafeFileDialog:
    """Open the load dialog on `folder` (created if needed), listing *.json records."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    w, h = scene.app.size
    rect = pygame.Rect(0, 0, min(w - 40, scene.px(720)), min(h - 40, scene.px(560)))
    rect.center = (w // 2, h // 2)
    return SafeFileDialog(rect, scene.ui, window_title=t("load.title"), initial_file_path=str(folder),
                          allowed_suffixes={".json"}, allow_existing_files_only=True)
