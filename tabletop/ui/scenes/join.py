"""Join a game: the host's address and your seat code (or, with "Find games on this network" ticked, a game
found on this network), then the usual table for your seat, drawn only from what the host sends it."""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from tabletop.net.protocol import join_address
from tabletop.net.remote_port import Joining, JoinRefused
from tabletop.ui.i18n import lang, t
from tabletop.ui.net_words import nw, refusal_words
from tabletop.ui.scene import Scene
from tabletop.ui.theme import CREAM, DANGER, DIM, GOLD, MUTED, blit_text, felt_background, panel

#: what the last join looked like (the address is offered again)
LAST: dict[str, str] = {}


class JoinScene(Scene):
    """The join form (see the module's docstring)."""

    def __init__(self, app, address: str = "", code: str = ""):
        super().__init__(app)
        self.address = address or LAST.get("address", "")
        self.code = code
        self.joining: Joining | None = None
        self.problem = ""
        self.finding = False
        self.finder: Any = None  # discovery.Browser while "Find games on this network" is ticked
        self.found_buttons: dict[str, UIButton] = {}
        self.widgets: dict[str, Any] = {}
        self.found_shown: tuple = ()

    # --- layout -------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        width = min(w - 2 * self.px(44), self.px(760))
        return pygame.Rect((w - width) // 2, self.px(120), width, h - self.px(120) - self.px(110))

    def build(self) -> None:
        w, h = self.app.size
        language = lang()
        rect = self.panel_rect()
        pad, row_h = self.px(28), self.px(48)
        x, width = rect.x + pad, rect.width - 2 * pad
        address = UITextEntryLine(pygame.Rect(x, rect.y + self.px(58), width, row_h), self.ui,
                                  placeholder_text=nw("join_address_hint", language))
        address.set_text_length_limit(80)
        address.set_text(self.address)
        code = UITextEntryLine(pygame.Rect(x, rect.y + self.px(160), self.px(260), row_h), self.ui,
                               placeholder_text=nw("join_code_hint", language))
        code.set_text_length_limit(12)
        code.set_text(self.code)
        find = UIButton(pygame.Rect(x, rect.y + self.px(236), width, self.px(44)),
                        ("☑ " if self.finding else "☐ ") + nw("find", language), self.ui,
                        object_id="#selected_button" if self.finding else None)
        bw, bh = self.px(220), self.px(56)
        self.widgets = {"address": address, "code": code, "find": find,
                        "join": UIButton(pygame.Rect(w - self.px(44) - bw, h - self.px(88), bw, bh),
                                         nw("join_button", language), self.ui, object_id="#primary_button"),
                        "back": UIButton(pygame.Rect(w - self.px(44) - 2 * bw - self.px(16), h - self.px(88), bw, bh),
                                         t("common.back"), self.ui, object_id="#menu_button")}
        self.found_buttons = {}
        y = rect.y + self.px(330)
        for game in self.found_games():
            label = nw("found_game", language, game=game.title(language), host=game.address, seats=game.seats)
            self.found_buttons[game.address] = UIButton(pygame.Rect(x, y, width, self.px(40)), label, self.ui)
            y += self.px(46)
        self.found_shown = tuple(game.address for game in self.found_games())

    def found_games(self) -> list:
        """The games found on this network so far (none unless the box is ticked)."""
        return self.finder.found() if self.finder is not None else []

    # --- events -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        widgets = self.widgets
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is widgets.get("join"):
                self.join()
            elif element is widgets.get("back"):
                self.app.pop(self)
            elif element is widgets.get("find"):
                self.toggle_finding()
            for address, button in self.found_buttons.items():
                if element is button:
                    self.address = address
                    self.rebuild()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is widgets.get("address"):
                self.address = event.text
            elif event.ui_element is widgets.get("code"):
                self.code = event.text
        elif event.type == pygame.KEYDOWN and not consumed:
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.join()

    def toggle_finding(self) -> None:
        """Start or stop looking for games on this network (nothing is sent before the box is ticked)."""
        from tabletop.net import discovery
        self.finding = not self.finding
        if self.finding:
            self.finder = discovery.Browser(discovery.zeroconf_transport()).start()
        elif self.finder is not None:
            self.finder.stop()
            self.finder = None
        self.rebuild()

    def join(self) -> None:
        """Connect with the address and code given (the table opens when the host has seated us)."""
        if self.joining is not None:
            return
        try:
            address = join_address(self.address)
        except ValueError:
            self.problem = nw("refused", lang(), reason=nw("join_address_hint", lang()))
            return
        self.problem = ""
        LAST["address"] = self.address.strip()
        self.joining = Joining(address, self.code.strip())

    def leave(self) -> None:
        if self.finder is not None:
            self.finder.stop()
            self.finder = None
        if self.joining is not None:
            self.joining.cancel()
            self.joining = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.finding and tuple(game.address for game in self.found_games()) != self.found_shown:
            self.rebuild()
        if self.joining is None:
            return
        try:
            port = self.joining.poll()
        except JoinRefused as exc:
            self.joining = None
            self.problem = nw("refused", lang(), reason=refusal_words(exc.key, exc.params, lang(), str(exc)))
            return
        if port is not None:
            from tabletop.ui.scenes.menu import MenuScene
            from tabletop.ui.scenes.table import TableScene
            self.joining = None
            self.app.reset_to(MenuScene(self.app), TableScene(self.app, port))

    # --- drawing ------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h)), (0, 0))
        fonts, language = self.app.fonts, lang()
        blit_text(surface, fonts, nw("join_title", language), 40, (self.px(44), self.px(40)), GOLD, bold=True,
                  serif=True, shadow=True)
        rect = self.panel_rect()
        panel(surface, rect, radius=self.px(14), alpha=170)
        x = rect.x + self.px(28)
        blit_text(surface, fonts, nw("join_address", language), 17, (x, rect.y + self.px(24)), CREAM, bold=True)
        blit_text(surface, fonts, nw("join_code", language), 17, (x, rect.y + self.px(126)), CREAM, bold=True)
        if self.finding:
            blit_text(surface, fonts, nw("found", language), 17, (x, rect.y + self.px(296)), CREAM, bold=True)
            if not self.found_games():
                blit_text(surface, fonts, nw("none_found", language), 15, (x, rect.y + self.px(334)), DIM)
        if self.joining is not None:
            blit_text(surface, fonts, nw("joining", language), 17, (x, rect.bottom - self.px(40)), MUTED)
        elif self.problem:
            for k, line in enumerate(fonts.wrap(self.problem, 15, rect.width - self.px(56))[:2]):
                blit_text(surface, fonts, line, 15, (x, rect.bottom - self.px(56) + k * self.px(22)), DANGER)


def open_join(app, address: str = "", code: str = "") -> JoinScene:
    """Show the Join screen (joining at once when an address and a code are given)."""
    scene = JoinScene(app, address, code)
    app.push(scene)
    if address and code:
        scene.join()
    return scene
