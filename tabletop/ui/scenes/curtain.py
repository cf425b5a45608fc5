"""The curtain between two human seats: hides everything private until the next player clicks."""
from __future__ import annotations

import math

import pygame

from tabletop.ui.decor import card_back
from tabletop.ui.i18n import t
from tabletop.ui.scene import Scene
from tabletop.ui.theme import CREAM, GOLD, MUTED, blit_text, draw_shadow, felt_background, fit_text, seat_badge


class CurtainScene(Scene):
    """'Pass to Ana — click when ready'. Opaque: the table beneath is not drawn at all."""

    opaque = True

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.opened = app.now

    @property
    def name(self) -> str:
        """The name of the player to pass to."""
        names = self.table.names
        return names[self.seat] if 0 <= self.seat < len(names) else "?"

    def reveal(self) -> None:
        """The next player is ready: show the table from their seat."""
        self.app.pop(self)
        self.table.set_viewer(self.seat)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table.port.to_move() != self.seat:  # undone or loaded meanwhile: not this player's turn any more
            self.app.pop(self)

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        ready = self.app.now - self.opened > 0.25  # a click meant for the last move must not reveal
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and ready:
            self.reveal()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and ready:
                self.reveal()
            elif event.key == pygame.K_ESCAPE:
                from tabletop.ui.scenes.pause import PauseScene
                self.app.push(PauseScene(self.app, self.table))
            elif event.key == pygame.K_F1:
                self.table.open_rules()

    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h), base=(46, 30, 52), edge=(16, 10, 22)), (0, 0))
        fonts = self.app.fonts
        # a fanned hand of backs: the cards are there, but hidden
        ch = int(h * 0.26)
        cw = int(ch * 0.7)
        for i in range(5):
            angle = (i - 2) * 9
            back = pygame.transform.rotozoom(card_back((cw, ch), seed=1), -angle, 1.0)
            ox = math.sin(math.radians(angle)) * ch * 0.9
            oy = (1 - math.cos(math.radians(angle))) * ch * 0.9
            rect = back.get_rect(center=(w // 2 + int(ox), int(h * 0.3) + int(oy)))
            draw_shadow(surface, rect.inflate(-rect.width // 5, -rect.height // 5), self.px(12), self.px(10),
                        (self.px(6), self.px(8)), 110)
            surface.blit(back, rect)
        y = int(h * 0.52)
        radius = self.px(34)
        seat_badge(surface, fonts, self.seat, (w // 2, y + radius), radius, ring=True)
        y += 2 * radius + self.px(22)
        title = fit_text(fonts, t("curtain.pass_to", name=self.name), 46, w - self.px(80), True, True)
        rect = blit_text(surface, fonts, title, 46, (w // 2, y), GOLD, anchor="midtop", bold=True, serif=True,
                         shadow=True)
        pulse = 0.6 + 0.4 * math.sin(self.app.now * 3)
        colour = tuple(int(c * (0.7 + 0.3 * pulse)) for c in CREAM)
        rect = blit_text(surface, fonts, t("curtain.ready"), 24, (w // 2, rect.bottom + self.px(20)), colour,
                         anchor="midtop")
        blit_text(surface, fonts, fit_text(fonts, t("curtain.hidden", name=self.name), 15, w - self.px(80)), 15,
                  (w // 2, rect.bottom + self.px(26)), MUTED, anchor="midtop", italic=True)
