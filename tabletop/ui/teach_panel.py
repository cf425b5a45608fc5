"""The "Teach me" panel: at each decision, what it is and what each option does, in plain words,
with a button that opens the rules at the section explaining it.

It takes the top of the log's column while shown (the log keeps the rest). The words come
from the game (`Game.teach`), so every game gets a guided first game from its rule module.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from tabletop.engine.contract import Teaching
from tabletop.ui.i18n import t
from tabletop.ui.theme import CREAM, GOLD, MUTED, blit_text, panel

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

TEXT_PT = 14
OPTION_PT = 13
MAX_OPTIONS = 30  # beyond this the rest are summed up in one line (the panel scrolls; The World offers 21)


class TeachPanel:
    """The words of the current decision, laid out for one column of the table."""

    def __init__(self, table: "TableScene"):
        self.table = table
        self.buttons: dict[str, UIButton] = {}
        self.scroll = 0
        self._teaching: tuple | None = None
        self._height: tuple | None = None
        self._tallest = 0

    @property
    def on(self) -> bool:
        """True when Teach me is on for this game."""
        return self.table.game.info.id in self.table.app.settings.teach_games

    def toggle(self) -> None:
        """Turn Teach me on or off for this game (remembered in the settings)."""
        settings = self.table.app.settings
        gid = self.table.game.info.id
        settings.teach_games = [g for g in settings.teach_games if g != gid] + ([] if self.on else [gid])
        self.table.app.save_settings()
        self.scroll = 0
        self.table.rebuild()

    def teaching(self) -> Teaching | None:
        """What to say now: the game's words for the viewer's decision, None when there is none to explain."""
        table = self.table
        key = (table.version, table.viewer, table.lang, table.human_turn())
        if self._teaching is None or self._teaching[0] != key:
            words = None
            if table.human_turn():
                try:
                    words = table.game.teach(table.observation(), table.lang, table.names)
                except Exception:  # noqa: BLE001 - a game's words must not break the table
                    words = None
            self._teaching = (key, words)
            self.scroll = 0
        return self._teaching[1]

    # --- layout -------------------------------------------------------------------
    def height(self, width: int, room: int) -> int:
        """How tall the panel wants to be in a column `width` wide, at most `room`.

        It never shrinks while the table is shown (the log below would jump at every move).
        """
        self.teaching()
        key = (self._teaching[0] if self._teaching else None, width, self.table.app.scale)
        if self._height is None or self._height[0] != key:
            self._height = (key, self._content_height(width) + self.table.px(16))
            self._tallest = max(self._tallest, self._height[1])
        return min(room, self._tallest)

    def _blocks(self, width: int) -> list[tuple[str, float, tuple, bool, int, int]]:
        """(line, points, colour, bold, indent, gap after) for everything the panel says."""
        fonts, px = self.table.app.fonts, self.table.px
        teaching = self.teaching()
        inner = width - 2 * px(16)

        def para(text: str, points: float, colour: tuple, bold: bool = False, indent: int = 0, gap: int = 0):
            lines = fonts.wrap(text, points, inner - indent, bold)
            return [(line, points, colour, bold, indent, gap if k == len(lines) - 1 else 0)
                    for k, line in enumerate(lines)]

        if teaching is None:
            return para(t("teach.waiting"), TEXT_PT, MUTED)
        out = para(teaching.text, TEXT_PT, CREAM, gap=px(10))
        if teaching.options:
            out += para(t("teach.options"), OPTION_PT, GOLD, True, gap=px(3))
        shown = teaching.options[:MAX_OPTIONS]
        for label, what in shown:
            out += para("• " + label, OPTION_PT, GOLD, True)
            out += para(what, OPTION_PT, MUTED, indent=px(12), gap=px(6))
        if len(teaching.options) > len(shown):
            out += para(t("teach.more_options", count=len(teaching.options) - len(shown)), OPTION_PT, MUTED)
        unusable = self.table.why.unusable_hand()
        if unusable:  # the cards that do not glow, and why
            out += para(t("teach.unusable"), OPTION_PT, GOLD, True, gap=px(3))
            for name, why in unusable[:MAX_OPTIONS]:
                out += para("• " + name, OPTION_PT, GOLD, True)
                out += para(why, OPTION_PT, MUTED, indent=px(12), gap=px(6))
        return out

    def _content_height(self, width: int) -> int:
        fonts, px = self.table.app.fonts, self.table.px
        return px(50) + sum(fonts.get(points, bold).get_linesize() + gap
                            for _line, points, _colour, bold, _indent, gap in self._blocks(width))

    def build(self, rect: pygame.Rect | None, log_rect: pygame.Rect) -> None:
        """The panel's buttons: Rules and × in its header when shown (`rect`), else "Teach me" in the log's header."""
        for button in self.buttons.values():
            button.kill()
        self._tallest, self._height = 0, None  # a new window size or scale: measure again
        px, ui = self.table.px, self.table.ui
        height = px(32)
        if rect is None:
            label = t("teach.toggle")
            width = min(self.table.app.fonts.get(15).size(label)[0] + px(28), log_rect.width // 2)
            self.buttons = {"on": UIButton(pygame.Rect(log_rect.right - px(12) - width, log_rect.y + px(10), width,
                                                       height), label, ui, object_id="#small_button",
                                           tool_tip_text=t("teach.toggle_tip"))}
            return
        close_w = height
        rules_w = min(self.table.app.fonts.get(15).size(t("teach.rules"))[0] + px(28), rect.width // 3)
        close = pygame.Rect(rect.right - px(12) - close_w, rect.y + px(10), close_w, height)
        self.buttons = {
            "rules": UIButton(pygame.Rect(close.x - px(6) - rules_w, close.y, rules_w, height), t("teach.rules"), ui,
                              object_id="#small_button", tool_tip_text=t("teach.rules_tip")),
            "off": UIButton(close, "×", ui, object_id="#small_button", tool_tip_text=t("teach.hide_tip")),
        }

    def pressed(self, element) -> bool:
        """Handle a button press; True when it was one of the panel's."""
        if element is None:
            return False
        if element is self.buttons.get("rules"):
            teaching = self.teaching()
            self.table.open_rules(teaching.anchor if teaching else None)
        elif element is self.buttons.get("on") or element is self.buttons.get("off"):
            self.toggle()
        else:
            return False
        return True

    def wheel(self, amount: int) -> None:
        """Scroll the panel's words (when they do not all fit)."""
        self.scroll = max(0, self.scroll + amount)

    # --- drawing ------------------------------------------------------------------
    def key(self) -> tuple:
        """What the drawn panel depends on."""
        return self._teaching[0] if self._teaching else None, self.on, self.scroll

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The panel: title, the decision in words, then each option and what it does."""
        fonts, px = self.table.app.fonts, self.table.px
        panel(surface, rect, radius=px(14), alpha=215, colour=(24, 34, 40))
        blit_text(surface, fonts, t("teach.title"), 18, (rect.x + px(16), rect.y + px(14)), GOLD, bold=True,
                  serif=True)
        view = pygame.Rect(rect.x, rect.y + px(50), rect.width, rect.height - px(58))
        overflow = max(0, self._content_height(rect.width) - px(50) - view.height)
        if overflow:  # leave a line for the "more" hint
            view.height -= px(16)
            overflow += px(16)
        self.scroll = min(self.scroll, overflow)
        clip = surface.get_clip()
        surface.set_clip(view)
        y = view.y - self.scroll
        for line, points, colour, bold, indent, gap in self._blocks(rect.width):
            blit_text(surface, fonts, line, points, (rect.x + px(16) + indent, y), colour, bold=bold)
            y += fonts.get(points, bold).get_linesize() + gap
        surface.set_clip(clip)
        if overflow:  # more below (or above): a thin bar shows where the view is, the wheel scrolls
            track = pygame.Rect(rect.right - px(7), view.y, px(3), view.height)
            thumb_h = max(px(20), track.height * track.height // (track.height + overflow))
            thumb_y = track.y + (track.height - thumb_h) * self.scroll // overflow
            pygame.draw.rect(surface, (60, 72, 80), track, border_radius=px(2))
            pygame.draw.rect(surface, GOLD, (track.x, thumb_y, track.width, thumb_h), border_radius=px(2))
            if self.scroll < overflow:
                blit_text(surface, fonts, t("teach.scroll_more"), 12, (rect.centerx, rect.bottom - px(4)), GOLD,
                          anchor="midbottom", bold=True)
