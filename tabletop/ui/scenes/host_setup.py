"""Host a game: the New game form with one more seat kind, Remote (a player on another computer), and a box to let
this network find the game; Host starts serving and shows the lobby with the invites."""
from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.engine.errors import SeatSpecError, TabletopError
from tabletop.net.hosting import check_hosted_seats
from tabletop.ui import saves
from tabletop.ui.i18n import lang, t
from tabletop.ui.net_words import nw
from tabletop.ui.scenes.dialogs import MessageScene
from tabletop.ui.scenes.setup import SetupScene

KINDS = ("human", "bot", "remote")


class HostSetupScene(SetupScene):
    """The host's form (see the module's docstring)."""

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app, game_id)
        self.advertise = False
        for index, seat in enumerate(self.seats):  # a hosted game starts with you and a remote player
            if index == 1 and seat["kind"] == "bot":
                seat["kind"] = "remote"

    def heading(self) -> str:
        return nw("host", lang())

    def start_label(self) -> str:
        return nw("start", lang())

    @staticmethod
    def _kind_label(seat: dict) -> str:
        if seat["kind"] == "remote":
            return "⇄ " + nw("remote", lang())
        return SetupScene._kind_label(seat)

    @staticmethod
    def next_kind(kind: str) -> str:
        return KINDS[(KINDS.index(kind) + 1) % len(KINDS)] if kind in KINDS else "human"

    def remote_seats(self) -> list[int]:
        """The seats played from other computers."""
        return [index for index, seat in enumerate(self.seats) if seat["kind"] == "remote"]

    def build(self) -> None:
        super().build()
        for button in self.widgets.get("kinds", []):
            button.set_tooltip(nw("kind_tip", lang()))
        teach = self.widgets.get("teach")
        if teach is not None:  # the box that lets this network find the game takes Teach me's place
            rect = teach.relative_rect.copy()
            teach.kill()
            self.widgets["advertise"] = UIButton(rect, self._advertise_label(), self.ui,
                                                 object_id="#selected_button" if self.advertise else None)

    def _advertise_label(self) -> str:
        return ("☑ " if self.advertise else "☐ ") + nw("advertise", lang())

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.widgets.get("advertise"):
            self.advertise = not self.advertise
            self.rebuild()
            return
        super().handle_event(event, consumed)

    def start(self) -> None:
        """Check the seats, make the session and start hosting it."""
        from tabletop.ui.hosting import start_hosting

        game = self.game
        if game is None:
            return
        language = lang()
        seats, remote = self.make_seats(), self.remote_seats()
        try:
            check_hosted_seats(seats, remote)
        except SeatSpecError:
            self.app.push(MessageScene(self.app, nw("cannot_host", language), nw("no_remote", language), error=True))
            return
        text = self.seed_text.strip()
        seed = int(text) if text.isdigit() else random.SystemRandom().randrange(1, 2**31)
        try:
            session = saves.new_session(game.info.id, seats, seed, self.options)
        except TabletopError as exc:
            self.app.push(MessageScene(self.app, t("setup.cannot_start"), str(exc), error=True,
                                       lead=t("dialog.reported")))
            return
        start_hosting(self.app, session, remote, advertise=self.advertise)
