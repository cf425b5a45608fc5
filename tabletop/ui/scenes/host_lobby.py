"""The host's lobby: each remote seat's invite (the address and its seat code), who has joined, a bot for an absent
seat, the spectators' code; then the host's own table, or the end of the table."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.net.hosting import Hosting
from tabletop.ui.i18n import lang, seat_names, t, title_of
from tabletop.ui.net_words import nw, refusal_words
from tabletop.ui.scene import Scene
from tabletop.ui.theme import CREAM, DIM, GOLD, MUTED, blit_text, felt_background, panel, seat_badge

ROW = 64  # design points per seat row
JOINED = (120, 210, 140)


class HostLobbyScene(Scene):
    """Invites and who has joined (see the module's docstring)."""

    def __init__(self, app, hosting: Hosting):
        super().__init__(app)
        self.hosting = hosting
        self.buttons: dict[str, UIButton] = {}
        self.bot_buttons: dict[int, UIButton] = {}
        self.joining = None  # the host's own table on its way (net.remote_port.Joining)
        self.shown: tuple = ()

    # --- layout -------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(self.px(44), self.px(120), w - 2 * self.px(44), h - self.px(120) - self.px(110))

    def build(self) -> None:
        w, h = self.app.size
        language = lang()
        rect = self.panel_rect()
        self.bot_buttons = {}
        bw, bh = self.px(180), self.px(40)
        for row, seat in enumerate(range(len(self.hosting.session.seats))):
            if seat in dict(self.hosting.invites()) and not self.hosting.joined(seat):
                y = self.row_top(row) + (self.px(ROW) - bh) // 2
                self.bot_buttons[seat] = UIButton(pygame.Rect(rect.right - self.px(24) - bw, y, bw, bh),
                                                  nw("seat_bot", language), self.ui, object_id="#small_button")
        big_w, big_h = self.px(260), self.px(56)
        y = h - self.px(88)
        self.buttons = {"end": UIButton(pygame.Rect(self.px(44), y, big_w, big_h), nw("end", language), self.ui,
                                        object_id="#menu_button"),
                        "back": UIButton(pygame.Rect(w - self.px(44) - 2 * big_w - self.px(16), y, big_w, big_h),
                                         t("common.back"), self.ui, object_id="#menu_button")}
        if self.hosting.local:
            self.buttons["table"] = UIButton(pygame.Rect(w - self.px(44) - big_w, y, big_w, big_h),
                                             nw("to_table", language), self.ui, object_id="#primary_button")
        self.shown = self._joined()

    def row_top(self, row: int) -> int:
        """The top of seat row `row` in the panel."""
        return self.panel_rect().y + self.px(150) + row * self.px(ROW)

    def _joined(self) -> tuple:
        return tuple(self.hosting.joined(seat) for seat, _ in self.hosting.invites()) + \
            (len(self.hosting.invites()),)

    # --- events -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is self.buttons.get("table"):
                self.go_to_table()
            elif element is self.buttons.get("back"):
                self.app.pop(self)
            elif element is self.buttons.get("end"):
                from tabletop.ui.hosting import stop_hosting
                stop_hosting(self.app)
                self.app.toast(nw("ended", lang()))
                self.app.go_to_menu()
            for seat, button in self.bot_buttons.items():
                if element is button:
                    self.seat_bot(seat)
        elif event.type == pygame.KEYDOWN and not consumed:
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hosting.local:
                self.go_to_table()

    def go_to_table(self) -> None:
        """Open the host's own table (it joins its seat like any player, on this machine)."""
        if self.joining is None:
            self.joining = self.hosting.join_here()

    def seat_bot(self, seat: int) -> None:
        """Give an absent seat to a bot of the game's usual level."""
        levels = self.hosting.session.game.info.bot_levels
        name = seat_names(self.hosting.session.seats, lang())[seat]
        self.hosting.seat_by_bot(seat, "normal" if "normal" in levels else levels[0])
        self.app.toast(nw("seat_bot_done", lang(), name=name))
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.joining is not None:
            from tabletop.net.remote_port import JoinRefused
            try:
                port = self.joining.poll()
            except JoinRefused as exc:
                self.joining = None
                reason = refusal_words(exc.key, exc.params, lang(), str(exc))
                self.app.toast(nw("refused", lang(), reason=reason), kind="error")
                return
            if port is not None:
                from tabletop.ui.scenes.table import TableScene
                self.joining = None
                self.app.push(TableScene(self.app, port))
                return
        if self._joined() != self.shown:
            self.rebuild()  # someone came or went: the Seat a bot buttons follow

    # --- drawing ------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h)), (0, 0))
        fonts, language, hosting = self.app.fonts, lang(), self.hosting
        session = hosting.session
        title = title_of(session.game.info.title, session.game.info.id)
        blit_text(surface, fonts, nw("lobby_title", language, game=title), 36, (self.px(44), self.px(40)), GOLD,
                  bold=True, serif=True, shadow=True)
        rect = self.panel_rect()
        panel(surface, rect, radius=self.px(14), alpha=170)
        x = rect.x + self.px(24)
        address = hosting.address()
        lead = nw("lobby_lead", language, address=address, port=address.rpartition(":")[2])
        y = rect.y + self.px(18)
        for line in fonts.wrap(lead, 15, rect.width - self.px(48))[:3]:
            blit_text(surface, fonts, line, 15, (x, y), MUTED)
            y += fonts.get(15).get_linesize()
        blit_text(surface, fonts, f"{nw('address', language)}: {hosting.address()}", 20, (x, rect.y + self.px(96)),
                  CREAM, bold=True)
        names = seat_names(session.seats, language)
        codes = dict(hosting.invites())
        for row, seat in enumerate(range(len(session.seats))):
            top = self.row_top(row)
            middle = top + self.px(ROW) // 2
            seat_badge(surface, fonts, seat, (x + self.px(20), middle), self.px(17))
            blit_text(surface, fonts, nw("seat", language, n=seat + 1, name=names[seat]), 18,
                      (x + self.px(52), middle), CREAM, anchor="midleft", bold=True)
            if seat in codes:
                joined = hosting.joined(seat)
                blit_text(surface, fonts, codes[seat], 26, (rect.x + rect.width * 45 // 100, middle), GOLD,
                          anchor="midleft", bold=True)
                blit_text(surface, fonts, nw("joined" if joined else "not_joined", language), 15,
                          (rect.x + rect.width * 64 // 100, middle), JOINED if joined else DIM, anchor="midleft")
            else:
                kind = "bot_seat" if session.seats[seat].is_bot else "here"
                blit_text(surface, fonts, nw(kind, language), 15, (rect.x + rect.width * 45 // 100, middle), MUTED,
                          anchor="midleft")
        blit_text(surface, fonts, nw("spectators", language, code=hosting.table.spectator_code), 15,
                  (x, self.row_top(len(session.seats)) + self.px(12)), DIM)
        if self.joining is not None:
            blit_text(surface, fonts, nw("joining", language), 15, (w - self.px(44), h - self.px(100)), MUTED,
                      anchor="bottomright")
