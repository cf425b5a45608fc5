"""Results: winner, scores, and play again / save record / back to menu."""
from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.engine.errors import TabletopError
from tabletop.ui import saves
from tabletop.ui.i18n import t
from tabletop.ui.scenes.dialogs import MessageScene, OverlayScene
from tabletop.ui.theme import CREAM, DIM, GOLD, MUTED, blit_text, fit_text, seat_badge

ENTRIES = ("play_again", "save", "view_table", "menu")


class ResultsScene(OverlayScene):
    """The end of a game, over the final table."""

    panel_size = (700, 600)
    dim_alpha = 120

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.port = table.port
        self.opened = app.now
        self.buttons: dict[str, UIButton] = {}

    def panel_rect(self) -> pygame.Rect:
        rect = super().panel_rect()
        rows = len(self.port.seats)
        rect.height = min(self.app.size[1] - 40, self.px(345 + 52 * rows))
        rect.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return rect

    def build(self) -> None:
        rect = self.panel_rect()
        self.buttons = {}
        gap = self.px(12)
        bh = self.px(48)
        bw = (rect.width - self.px(60) - gap) // 2
        for index, key in enumerate(ENTRIES):
            row, col = divmod(index, 2)
            x = rect.x + self.px(30) + col * (bw + gap)
            y = rect.bottom - self.px(24) - (2 - row) * bh - (1 - row) * gap
            self.buttons[key] = UIButton(pygame.Rect(x, y, bw, bh),
                                         fit_text(self.app.fonts, t(f"results.{key}"), 17, bw - self.px(20), True),
                                         self.ui, object_id="#primary_button" if key == "play_again" else None)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.exit_at_end:
            delay = 0.0 if self.app.fast else 2.5
            if self.app.now - self.opened >= delay:
                self.app.quit(0)

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.pressed_key(event, self.buttons)
            if key is not None:
                self.activate(key)
                return
        elif event.type == pygame.KEYDOWN and not consumed:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.activate("play_again")
            elif event.key == pygame.K_ESCAPE:
                self.activate("view_table")
            elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.activate("save")

    def activate(self, key: str) -> None:
        """Do what the button `key` stands for."""
        app = self.app
        port = self.port
        if key == "play_again":
            seed = random.SystemRandom().randrange(1, 2**31)
            try:
                fresh = saves.new_session(port.game.info.id, port.seats, seed, port.options)
            except TabletopError as exc:
                app.push(MessageScene(app, t("setup.cannot_start"), str(exc), error=True,
                                      lead=t("dialog.reported")))
                return
            app.open_table(fresh)
        elif key == "save":
            saves.ask_and_save(app, port)
        elif key == "view_table":
            app.pop(self)
        elif key == "menu":
            app.go_to_menu()

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        result = self.port.result()
        names = self.table.names
        blit_text(surface, fonts, t("results.title"), 22, (rect.centerx, rect.y + self.px(22)), MUTED,
                  anchor="midtop", serif=True)
        winners = list(result.winners) if result else []
        if len(winners) == 1:
            headline = t("results.winner", name=names[winners[0]])
        elif winners:
            headline = t("results.winners", names=", ".join(names[s] for s in winners))
        else:
            headline = t("results.draw")
        head = blit_text(surface, fonts, fit_text(fonts, headline, 36, rect.width - self.px(40), True, True), 36,
                         (rect.centerx, rect.y + self.px(56)), GOLD, anchor="midtop", bold=True, serif=True,
                         shadow=True)
        y = head.bottom + self.px(10)
        reason = self._reason() if result else ""
        if reason:
            for line in fonts.wrap(reason, 15, rect.width - self.px(80))[:2]:
                blit_text(surface, fonts, line, 15, (rect.centerx, y), MUTED, anchor="midtop", italic=True)
                y += fonts.get(15).get_linesize()
        y += self.px(16)
        heading, numbers = self.numbers(result)
        blit_text(surface, fonts, heading, 14, (rect.right - self.px(60), y), DIM, anchor="topright")
        y += self.px(24)
        for seat, name in enumerate(names):
            score = numbers[seat] if seat < len(numbers) else 0
            row = pygame.Rect(rect.x + self.px(40), y, rect.width - self.px(80), self.px(44))
            if seat in winners:
                pygame.draw.rect(surface, (92, 74, 30), row, border_radius=self.px(8))
            pygame.draw.rect(surface, (120, 104, 64), row, width=1, border_radius=self.px(8))
            seat_badge(surface, fonts, seat, (row.x + self.px(26), row.centery), self.px(14))
            label = name + ("  ★" if seat in winners else "")
            blit_text(surface, fonts, fit_text(fonts, label, 18, row.width - self.px(160), True), 18,
                      (row.x + self.px(52), row.centery), CREAM, anchor="midleft", bold=seat in winners)
            blit_text(surface, fonts, _score_text(score), 18, (row.right - self.px(20), row.centery), CREAM,
                      anchor="midright", bold=True)
            y += self.px(52)
        if self.app.exit_at_end:
            blit_text(surface, fonts, t("results.closing"), 13, (rect.centerx, y), DIM, anchor="midtop")

    def numbers(self, result) -> tuple[str, list[float]]:
        """The column's heading and each seat's number: the game's own (Rune Duel's life left), else the scores."""
        own = self.port.game.result_numbers(self.table.observation(), self.table.lang)
        if own is not None:
            return own[0], list(own[1])
        return t("results.score"), list(result.scores) if result else []

    def _reason(self) -> str:
        """Why the game ended, in the game's words with its names filled in."""
        return self.port.game.describe_result(self.table.observation(), self.table.lang, self.table.names)


def _score_text(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.2f}"
