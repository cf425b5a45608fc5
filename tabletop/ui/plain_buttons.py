"""Buttons drawn with pygame alone, styled from theme.json: the main menu's, usable before pygame_gui is imported.

Start-up shows the menu with working buttons without importing the widget toolkit (about
a third of the start-up time); the other scenes keep pygame_gui. A scene using these gets
`NoWidgets` as its `ui`, which stands in for an empty pygame_gui manager.
"""
from __future__ import annotations

import pygame

from tabletop.ui.theme import blit_text, draw_shadow, panel

STATES = ("normal", "hovered", "active", "disabled")
TOOLTIP_DELAY = 0.6  # seconds of hovering before a button's tool tip shows


def _colour(text: str) -> tuple[int, ...]:
    """'#rrggbb' or '#rrggbbaa' as an RGBA tuple."""
    value = text.lstrip("#")
    rgba = tuple(int(value[i:i + 2], 16) for i in range(0, len(value), 2))
    return rgba if len(rgba) == 4 else rgba + (255,)


class ButtonStyle:
    """Colours per state, corner radius, border and font of one theme.json button block (`object_id`)."""

    def __init__(self, theme: dict, object_id: str, scale: float):
        block = theme.get(object_id, {})
        base = theme.get("button", {})
        colours = {**theme.get("defaults", {}).get("colours", {}), **block.get("colours", {})}
        misc = {**theme.get("defaults", {}).get("misc", {}), **base.get("misc", {}), **block.get("misc", {})}
        font = {**theme.get("defaults", {}).get("font", {}), **base.get("font", {}), **block.get("font", {})}
        self.bg = {state: _colour(colours[f"{state}_bg"]) for state in STATES}
        self.border = {state: _colour(colours[f"{state}_border"]) for state in STATES}
        self.text = {state: _colour(colours[f"{state}_text"])[:3] for state in STATES}
        self.radius = max(0, round(float(misc.get("shape_corner_radius", 8)) * scale))
        self.border_px = max(1, round(float(misc.get("border_width", 1))))
        self.shadow_px = max(0, round(float(misc.get("shadow_width", 2)) * scale))
        self.points = float(font.get("size", 16))
        self.bold = str(font.get("bold", "0")) == "1"
        self.serif = "serif" in font.get("name", "")


class PlainButton:
    """One button: a rect, a label, a style; enabled, hovered and held states; an optional tool tip."""

    def __init__(self, rect: pygame.Rect, text: str, style: ButtonStyle, fonts):
        self.rect = pygame.Rect(rect)
        self.text = text
        self.style = style
        self.fonts = fonts
        self.font = fonts.get(style.points, style.bold, style.serif)
        self.is_enabled = True
        self.hovered = False
        self.held = False
        self.visible = True
        self.tool_tip_text = ""

    @property
    def relative_rect(self) -> pygame.Rect:
        """The rect (named as pygame_gui names it)."""
        return self.rect

    def alive(self) -> bool:
        """Always True (as a live pygame_gui element)."""
        return True

    def disable(self) -> None:
        """Grey the button out; it no longer reacts."""
        self.is_enabled = False

    def state(self) -> str:
        """normal, hovered, active (held down) or disabled."""
        if not self.is_enabled:
            return "disabled"
        return "active" if self.held and self.hovered else "hovered" if self.hovered else "normal"

    def draw(self, surface: pygame.Surface) -> None:
        """The button in its current state."""
        style, state = self.style, self.state()
        inner = self.rect.inflate(-2 * style.shadow_px, -2 * style.shadow_px)  # the shadow is inside the rect
        if style.shadow_px:
            draw_shadow(surface, inner, style.radius, style.shadow_px, (0, 0), 90)
        body = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(body, style.bg[state], body.get_rect(), border_radius=style.radius)
        pygame.draw.rect(body, style.border[state], body.get_rect(), style.border_px, border_radius=style.radius)
        surface.blit(body, inner)
        blit_text(surface, self.fonts, self.text, style.points, self.rect.center, style.text[state], anchor="center",
                  bold=style.bold, serif=style.serif)


class ButtonColumn:
    """Plain buttons by key: mouse hover and clicks, arrow keys and Tab to move a focus, Enter on it."""

    def __init__(self) -> None:
        self.buttons: dict[str, PlainButton] = {}
        self.focus: str | None = None
        self.hover_since = 0.0

    def add(self, key: str, button: PlainButton) -> PlainButton:
        """Add `button` under `key` (in order, top to bottom)."""
        self.buttons[key] = button
        return button

    def handle(self, event: pygame.event.Event, now: float) -> str | None:
        """React to `event`; the key of the button it pressed (a click released on it, or Enter on the focus)."""
        if event.type == pygame.MOUSEMOTION:
            for key, button in self.buttons.items():
                over = button.is_enabled and button.rect.collidepoint(event.pos)
                if over and not button.hovered:
                    self.hover_since = now
                button.hovered = over
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons.values():
                button.held = button.is_enabled and button.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed = None
            for key, button in self.buttons.items():
                if button.held and button.rect.collidepoint(event.pos):
                    pressed = key
                button.held = False
            return pressed
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self._move_focus(-1 if back else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.focus
        return None

    def _move_focus(self, step: int) -> None:
        keys = [key for key, button in self.buttons.items() if button.is_enabled]
        if not keys:
            return
        index = keys.index(self.focus) if self.focus in keys else (-1 if step > 0 else 0)
        self.focus = keys[(index + step) % len(keys)]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Every button, the keyboard focus ring, then the tool tip of the hovered button."""
        for key, button in self.buttons.items():
            button.draw(surface)
            if key == self.focus:
                ring = button.rect.inflate(6, 6)
                pygame.draw.rect(surface, button.style.border["hovered"], ring, 2,
                                 border_radius=button.style.radius + 3)
        hovered = next((b for b in self.buttons.values() if b.hovered and b.tool_tip_text), None)
        if hovered is not None and now - self.hover_since >= TOOLTIP_DELAY:
            self._draw_tool_tip(surface, hovered)

    @staticmethod
    def _draw_tool_tip(surface: pygame.Surface, button: PlainButton) -> None:
        fonts = button.fonts
        label = fonts.text(button.tool_tip_text, 14)
        rect = label.get_rect(midtop=(button.rect.centerx, button.rect.bottom + fonts.px(8)))
        box = rect.inflate(fonts.px(16), fonts.px(10))
        box.clamp_ip(surface.get_rect())
        panel(surface, box, radius=fonts.px(6), alpha=235)
        surface.blit(label, label.get_rect(center=box.center))


class _Controls:
    def __init__(self, controls: list):
        self._controls = controls

    def sprites(self) -> list:
        return list(self._controls)


class NoWidgets:
    """Stands in for an empty pygame_gui UIManager in a scene that draws its own controls.

    `controls` lists them (as the manager's sprite group lists widgets: tests aim clicks at them).
    """

    def __init__(self) -> None:
        self.controls: list = []

    def process_events(self, event: pygame.event.Event) -> bool:
        """No widget consumes anything."""
        return False

    def update(self, dt: float) -> None:
        """Nothing to advance."""

    def draw_ui(self, surface: pygame.Surface) -> None:
        """Nothing to draw."""

    def set_window_resolution(self, size) -> None:
        """Nothing to lay out."""

    def clear_and_reset(self) -> None:
        """Nothing to drop."""

    def set_focus_set(self, focus) -> None:
        """Nothing takes focus."""

    def get_sprite_group(self) -> _Controls:
        """The scene's own controls, as a group of widgets."""
        return _Controls(self.controls)
