"""Settings: language, interface size, animation and bot speed, sound, fullscreen, window size (saved at once)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.paths import settings_path
from tabletop.ui.i18n import LANGUAGES, t
from tabletop.ui.scenes.dialogs import OverlayScene
from tabletop.ui.settings import ANIMATION_SPEEDS, BOT_SPEEDS, UI_SCALES, WINDOW_SIZES, fits_desktop, sizes_that_fit
from tabletop.ui.sound import VOLUMES
from tabletop.ui.theme import DIM, GOLD, MUTED, blit_text, fit_text
from tabletop.ui.widgets import Choice

ANIMATION_LABELS = {0.0: "speed.off", 0.5: "speed.slow", 1.0: "speed.normal", 2.0: "speed.fast"}
BOT_LABELS = {2.0: "speed.slow", 1.0: "speed.normal", 0.5: "speed.fast", 0.0: "speed.instant"}
ROWS = ("language", "ui_scale", "animation_speed", "bot_speed", "sound_volume", "confirm_moves", "always_stop",
        "fullscreen", "window_size")


class SettingsScene(OverlayScene):
    """The settings panel; every change applies and is saved immediately."""

    panel_size = (760, 660)
    dim_alpha = 190

    def __init__(self, app):
        super().__init__(app)
        self.choices: dict[str, Choice] = {}
        self.back: UIButton | None = None

    def _rows(self):
        """(row key, entries, current value) for every setting."""
        s = self.app.settings
        desktop = self.app.desktop_size()
        sizes = sizes_that_fit(desktop, WINDOW_SIZES)
        current_size = tuple(self.app.window_size)
        if current_size not in sizes and fits_desktop(current_size, desktop):
            sizes.insert(0, current_size)
        return [
            ("language", [(t(f"language.{code}"), code) for code in LANGUAGES], s.language),
            ("ui_scale", [(f"{int(v * 100)} %", v) for v in UI_SCALES], s.ui_scale),
            ("animation_speed", [(t(ANIMATION_LABELS[v]), v) for v in ANIMATION_SPEEDS], s.animation_speed),
            ("bot_speed", [(t(BOT_LABELS[v]), v) for v in BOT_SPEEDS], s.bot_speed),
            ("sound_volume", [(f"{int(v * 100)} %" if v else t("common.off"), v) for v in VOLUMES],
             min(VOLUMES, key=lambda v: abs(v - s.sound_volume))),
            ("confirm_moves", [(t("common.on"), True), (t("common.off"), False)], s.confirm_moves),
            ("always_stop", [(t("common.on"), True), (t("common.off"), False)], s.always_stop),
            ("fullscreen", [(t("common.on"), True), (t("common.off"), False)], self.app.fullscreen),
            ("window_size", [(f"{w} × {h}", (w, h)) for w, h in sizes], current_size),
        ]

    def build(self) -> None:
        rect = self.panel_rect()
        self.choices = {}
        pad = self.px(34)
        y, row_h, gap = self.rows_geometry(rect)
        field_w = rect.width // 2 - pad
        for key, entries, current in self._rows():
            self.choices[key] = Choice(self.ui, pygame.Rect(rect.right - pad - field_w, y, field_w, row_h),
                                       entries, current, expand_up=y > rect.centery + self.px(40))
            y += row_h + gap
        bw, bh = self.px(200), self.px(50)
        self.back = UIButton(pygame.Rect(rect.centerx - bw // 2, rect.bottom - bh - self.px(24), bw, bh),
                             t("common.back"), self.ui, object_id="#primary_button")

    def rows_geometry(self, rect: pygame.Rect) -> tuple[int, int, int]:
        """(top, row height, gap) of the setting rows: they close up when the panel is short (a small window at a
        large interface size), so the last row never covers the note and Back beneath."""
        top, bottom = rect.y + self.px(88), rect.bottom - self.px(104)
        row_h, gap = self.px(44), self.px(14)
        step = (bottom - top) // len(ROWS)
        if step < row_h + gap:
            row_h = max(self.px(24), int(step * 0.8))
            gap = max(2, step - row_h)
        return top, row_h, gap

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop(self)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for key, choice in list(self.choices.items()):
                if choice.changed(event):
                    self.apply(key, choice.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not consumed:
            self.app.pop(self)

    def apply(self, key: str, value) -> None:
        """Apply and save one setting."""
        app = self.app
        s = app.settings
        if key == "language":
            if value != s.language:
                app.set_language(value)
            return
        if key == "fullscreen":
            if bool(value) != app.fullscreen:
                app.toggle_fullscreen()
            return
        if key == "window_size":
            app.set_window_size(tuple(value))
            return
        setattr(s, key, value)
        app.save_settings()
        if key == "ui_scale":
            app.relayout()
        elif key == "sound_volume":
            app.sounds.play("card")  # a sample of the new volume

    def scale_note(self) -> str:
        """What the chosen interface size cannot do on this window ("" when the window shows it whole)."""
        chosen = int(round(self.app.settings.ui_scale * 100))
        shown = self.app.interface_size_shown()
        if shown >= chosen - 2:  # rounding to 5 % steps
            return ""
        return t("settings.scale_capped", chosen=chosen, shown=shown)

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        blit_text(surface, fonts, t("settings.title"), 30, (rect.centerx, rect.y + self.px(24)), GOLD,
                  anchor="midtop", bold=True, serif=True)
        pad = self.px(34)
        y, row_h, gap = self.rows_geometry(rect)
        for key in ROWS:
            label = fit_text(fonts, t(f"settings.{key}"), 17, rect.width // 2 - pad)
            blit_text(surface, fonts, label, 17, (rect.x + pad, y + row_h // 2), MUTED, anchor="midleft")
            y += row_h + gap
        limit = self.scale_note()
        if limit:
            for k, line in enumerate(fonts.wrap(limit, 13, rect.width - 2 * pad)[:2]):
                blit_text(surface, fonts, line, 13, (rect.centerx, rect.bottom - self.px(140) + k * self.px(18)),
                          GOLD, anchor="midtop")
        note = fit_text(fonts, t("settings.saved_in", path=settings_path().name), 12, rect.width - 2 * pad)
        blit_text(surface, fonts, note, 12, (rect.centerx, rect.bottom - self.px(96)), DIM, anchor="midtop")
