"""Small helpers over pygame_gui widgets: a drop-down that carries values, a text entry with a value."""
from __future__ import annotations

from typing import Any, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu


class Choice:
    """A drop-down menu whose entries are (label, value) pairs."""

    def __init__(self, ui: pygame_gui.UIManager, rect: pygame.Rect, entries: Sequence[tuple[str, Any]],
                 current: Any, expand_up: bool = False, **kwargs):
        self.values = [value for _label, value in entries]
        options = [(label, f"#choice{index}") for index, (label, _value) in enumerate(entries)]
        try:
            start = self.values.index(current)
        except ValueError:
            start = 0
        self.value = self.values[start] if self.values else None
        self.element = UIDropDownMenu(options, options[start], rect, ui,
                                      object_id="#dropdown_up" if expand_up else None,
                                      expansion_height_limit=max(120, ui.window_resolution[1] // 2), **kwargs)

    def changed(self, event: pygame.event.Event) -> bool:
        """True (and `value` updated) when `event` is this menu's change event."""
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED or event.ui_element is not self.element:
            return False
        option_id = getattr(event, "selected_option_id", "") or ""
        try:
            self.value = self.values[int(option_id.rsplit("choice", 1)[1])]
        except (ValueError, IndexError):
            return False
        return True
