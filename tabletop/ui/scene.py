"""The scene base class: a screen with its own pygame_gui manager, events, update and draw."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.app import App


class Scene:
    """One screen on the app's stack. `draw` must never change game state.

    Subclasses create their pygame_gui widgets in `build` (called on entry and whenever
    the window size, UI scale or language changes) and react in `handle_event`.
    """

    #: an opaque scene hides the scenes beneath it; an overlay lets them show through
    opaque = True
    #: False for a scene that draws its own controls: it needs no pygame_gui manager (nor the import)
    widgets = True

    def __init__(self, app: "App"):
        self.app = app
        self.ui = self._new_ui()

    def _new_ui(self):
        if not self.widgets:
            from tabletop.ui.plain_buttons import NoWidgets
            return NoWidgets()
        return self.app.make_ui()

    # --- lifecycle ----------------------------------------------------------------
    def build(self) -> None:
        """Create this scene's widgets for the current window size and scale."""

    def rebuild(self, new_theme: bool = False) -> None:
        """Drop every widget and build them again (after resize, scale or language change)."""
        if new_theme:
            self.ui = self._new_ui()
        else:
            self.ui.set_window_resolution(self.app.size)
            self.ui.clear_and_reset()
        self.build()

    def enter(self) -> None:
        """Called once when pushed on the stack."""
        self.build()

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    def leave(self) -> None:
        """Called when the scene is removed from the stack."""

    # --- per frame ----------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> None:
        """Give `event` to the widgets first, then to `handle_event`."""
        consumed = bool(self.ui.process_events(event))
        self.handle_event(event, consumed)

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        """React to one event; `consumed` is True when a widget already used it."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (custom drawing, then widgets)."""
        self.draw_scene(surface)
        self.ui.draw_ui(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Custom drawing under the widgets."""

    # --- helpers ------------------------------------------------------------------
    @property
    def top(self) -> bool:
        """True when this scene is the one receiving input."""
        return self.app.top is self

    def px(self, points: float) -> int:
        """A design size in pixels at the current UI scale."""
        return max(1, int(round(points * self.app.scale)))

    @staticmethod
    def pressed_key(event: pygame.event.Event, buttons: dict) -> str | None:
        """The key of the button in `buttons` that a UI_BUTTON_PRESSED `event` names, or None."""
        for key, button in buttons.items():
            if event.ui_element is button:
                return key
        return None
