"""The main menu: New game, Continue, Load, Host a game, Join a game, Rules, Decks, Settings, Card studio, Quit.

Its buttons are drawn by `plain_buttons` (no pygame_gui): start-up shows the working menu
without importing the widget toolkit, which then loads in the background.
"""
from __future__ import annotations

import math

import pygame

from tabletop import paths
from tabletop.engine.errors import RecordError
from tabletop.engine.records import read_record
from tabletop.engine.registry import game_ids, game_part, get_game, tool, tool_available
from tabletop.ui import saves
from tabletop.ui.decor import card_back
from tabletop.ui.app import base_theme
from tabletop.ui.i18n import lang, t
from tabletop.ui.net_words import nw
from tabletop.ui.plain_buttons import ButtonColumn, ButtonStyle, PlainButton
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.menu_backdrop import button_column, draw_backdrop
from tabletop.ui.theme import DIM, blit_text


class MenuScene(Scene):
    """The first screen."""

    widgets = False

    def __init__(self, app):
        super().__init__(app)
        self.column = ButtonColumn()
        self.buttons: dict[str, PlainButton] = self.column.buttons
        self.autosave_info = ""
        self.has_autosave = False
        self._summary_due = False
        self.drawn = False
        self.fan_since: float | None = None

    def build(self) -> None:
        self.column = ButtonColumn()
        self.buttons = self.column.buttons
        self.has_autosave = paths.autosave_path().is_file()
        self.autosave_info = ""  # read after the first frame: it imports the saved game's rules
        self._summary_due = self.has_autosave
        entries = [("new", t("menu.new_game")), ("continue", t("menu.continue")), ("load", t("menu.load")),
                   ("host", nw("host", lang())), ("join", nw("join", lang())),
                   ("rules", t("menu.rules")), ("decks", t("menu.decks")), ("settings", t("menu.settings"))]
        if tool_available("studio"):
            entries.append(("studio", t("menu.studio")))
        entries.append(("quit", t("menu.quit")))
        x, y, bw, bh, gap = button_column(self.app, len(entries))
        styles = {name: ButtonStyle(base_theme(), name, self.app.scale)
                  for name in ("#primary_menu_button", "#menu_button")}
        for key, label in entries:
            style = styles["#primary_menu_button" if key == "new" else "#menu_button"]
            button = self.column.add(key, PlainButton(pygame.Rect(x, y, bw, bh), label, style, self.app.fonts))
            if key == "continue" and not self.has_autosave:
                button.disable()
            y += bh + gap
        self.ui.controls = list(self.buttons.values())

    def _autosave_summary(self) -> str:
        """One line about the autosave ('' when there is none; a warning when it is unreadable)."""
        path = paths.autosave_path()
        if not path.is_file():
            return ""
        try:
            record = read_record(path)
            title = get_game(record.game).info.title
        except (RecordError, Exception):  # noqa: BLE001 - any problem: still offer Continue
            return t("menu.autosave_damaged")
        name = title.get(lang(), title.get("en", record.game))
        return t("menu.autosave_info", game=name, players=len(record.seats), moves=len(record.actions))

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        key = self.column.handle(event, self.app.now)
        if key is not None:
            self.activate(key)
        elif event.type == pygame.KEYDOWN and not consumed:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate("continue" if self.has_autosave else "new")
            elif event.key == pygame.K_F1:
                self.activate("rules")

    def activate(self, key: str) -> None:
        """Do what the menu entry `key` stands for."""
        app = self.app
        if key == "new":
            from tabletop.ui.scenes.setup import SetupScene
            app.push(SetupScene(app))
        elif key == "continue":
            saves.continue_game(app)
        elif key == "host":
            if app.hosting is not None:  # the game this window hosts: back to its lobby
                from tabletop.ui.scenes.host_lobby import HostLobbyScene
                app.push(HostLobbyScene(app, app.hosting))
            else:
                from tabletop.ui.scenes.host_setup import HostSetupScene
                app.push(HostSetupScene(app))
        elif key == "join":
            from tabletop.ui.scenes.join import JoinScene
            app.push(JoinScene(app))
        elif key == "load":
            from tabletop.ui.scenes.saves_browser import SaveBrowserScene
            app.push(SaveBrowserScene(app))
        elif key == "rules":
            from tabletop.ui.scenes.rules import RulesScene
            app.push(RulesScene(app))
        elif key == "decks":
            from tabletop.ui.scenes.deck_editor import DeckEditorScene
            app.push(DeckEditorScene(app))
        elif key == "settings":
            from tabletop.ui.scenes.settings import SettingsScene
            app.push(SettingsScene(app))
        elif key == "studio" and tool_available("studio"):
            app.push(tool("studio").SCENE(app))
        elif key == "quit":
            app.quit(0)

    def draw_scene(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        top = self.buttons["new"].relative_rect.y if self.buttons else int(h * 0.36)
        draw_backdrop(self.app, surface, top, lambda: self._draw_fan(surface))
        if self.autosave_info and "continue" in self.buttons:
            rect = self.buttons["continue"].relative_rect
            blit_text(surface, self.app.fonts, self.autosave_info, 13, (rect.right + self.px(16), rect.centery), DIM,
                      anchor="midleft")
        self.column.draw(surface, self.app.now)

    def _fan_args(self) -> tuple:
        w, h = self.app.size
        ch = int(h * 0.42)
        return (int(ch * 0.7), ch), (int(w * 0.68), int(h * 0.62)), self.px(10)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.drawn and self._summary_due:
            self._summary_due = False
            self.autosave_info = self._autosave_summary()
            if "continue" in self.buttons:
                self.buttons["continue"].tool_tip_text = self.autosave_info
        if self.drawn and _fan_layers(self.app, *self._fan_args(), build=False) is None:
            _fan_layers(self.app, *self._fan_args())  # after the first frame: start-up stays quick
            self.fan_since = self.app.now
            self.app.warm_widgets()

    def _draw_fan(self, surface: pygame.Surface) -> None:
        """A fan of cards on the right, with soft shadows that follow the card shapes; fades in."""
        self.drawn = True
        layers = _fan_layers(self.app, *self._fan_args(), build=False)
        if layers is None:
            return
        fade = 255 if self.fan_since is None else int(255 * min(1.0, (self.app.now - self.fan_since) / 0.35))
        for shade, image, rect in layers:
            shade.set_alpha(fade)
            image.set_alpha(fade)
            surface.blit(shade, rect.move(self.px(8), self.px(12)))
            surface.blit(image, rect)


_fan_cache: dict = {}


def _fan_layers(app, size: tuple[int, int], center: tuple[int, int], blur: int, build: bool = True) -> list | None:
    """(shadow, rotated card, rect) for each card of the menu's fan (cached per size); None if not built."""
    key = (size, center, blur, app.art_dir, lang())
    if _fan_cache.get("key") != key:
        if not build:
            return None
        layers = []
        cw, ch = size
        faces = _menu_faces(app, size)
        count = len(faces)
        for i, face in enumerate(faces):
            angle = (i - (count - 1) / 2) * 11
            rotated = pygame.transform.rotozoom(face, -angle, 1.0)
            ox = math.sin(math.radians(angle)) * ch * 0.55
            oy = -math.cos(math.radians(angle)) * ch * 0.55 + ch * 0.55
            rect = rotated.get_rect(center=(center[0] + int(ox), center[1] + int(oy)))
            layers.append((_soft_shadow(rotated, blur), rotated, rect))
        _fan_cache.update(key=key, layers=layers)
    return _fan_cache["layers"]


def _soft_shadow(image: pygame.Surface, blur: int) -> pygame.Surface:
    """A blurred dark copy of `image`'s shape."""
    shade = image.copy()
    shade.fill((0, 0, 0, 120), special_flags=pygame.BLEND_RGBA_MULT)
    w, h = shade.get_size()
    factor = max(2, blur)
    small = pygame.transform.smoothscale(shade, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


_faces_cache: dict = {}


def _fan_cards() -> tuple[str, tuple[str, ...]]:
    """(game, five card ids) of the first registered game whose view names cards for the menu (`MENU_CARDS`)."""
    for game_id in game_ids():
        cards = getattr(game_part(game_id, "view"), "MENU_CARDS", ())
        if cards:
            return game_id, tuple(cards)
    raise LookupError("no game names cards for the menu")


def _menu_faces(app, size: tuple[int, int]) -> list[pygame.Surface]:
    """Five decorative cards: faces from the card renderer when it is there, else card backs."""
    key = (size, app.art_dir)
    if key in _faces_cache:
        return _faces_cache[key]
    faces: list[pygame.Surface] = []
    try:
        from tabletop.ui.cardface import CardRenderer  # type: ignore[import-not-found]
        game_id, cards = _fan_cards()
        renderer = CardRenderer.for_game(game_id, art_dir=app.art_dir)
        for card_id in cards:
            try:
                faces.append(renderer.render(card_id, size=size, lang=lang()))
            except Exception:  # noqa: BLE001 - unknown id: use a back
                faces.append(renderer.render(card_id, size=size, back=True))
    except Exception:  # noqa: BLE001 - no renderer yet: procedural backs
        faces = []
    if len(faces) < 5:
        faces = [card_back(size, seed=i) for i in range(5)]
    _faces_cache.clear()
    _faces_cache[key] = faces
    return faces
