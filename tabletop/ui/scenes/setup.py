"""New-game setup: pick the game, the seats (human/bot, names, levels), the options and a seed."""
from __future__ import annotations

import random
import re
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from tabletop.engine.contract import Game, Option
from tabletop.engine.decks import rules_of
from tabletop.engine.errors import TabletopError
from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.seats import DEFAULT_BOT_LEVEL, Seat, bot_name
from tabletop import paths
from tabletop.ui import deck_words, markdown, saves
from tabletop.ui.i18n import lang, localised_default_name, seat_names, t, title_of
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.dialogs import MessageScene
from tabletop.ui.theme import DIM, GOLD, MUTED, blit_text, felt_background, fit_text, panel, seat_badge
from tabletop.ui.widgets import Choice

HELP_PT = 11  # an option's description under it
#: what the last setup looked like (so "New game" and "Play again" remember it)
LAST: dict[str, Any] = {}


def level_label(level: str) -> str:
    """A bot level's translated name."""
    key = f"level.{level}"
    text = t(key)
    return level.capitalize() if text == key else text


def option_entries(option: Option) -> list[tuple[str, Any]]:
    """(label, value) pairs for an option's drop-down."""
    if option.choices:
        values = list(option.choices)
    elif isinstance(option.default, bool):
        values = [True, False]
    else:
        return []
    return [(title_of(option.value_labels.get(v)) or value_label(v), v) for v in values]


def value_label(value: Any) -> str:
    """How an option value reads in a drop-down."""
    if value is True:
        return t("common.on")
    if value is False:
        return t("common.off")
    text = str(value)
    return text.replace("_", " ").capitalize() if text.replace("_", "").isalpha() else text


_BLURBS: dict = {}


def whole_sentences(fonts, text: str, width: int, max_lines: int, points: float = 14) -> list[str]:
    """`text` wrapped in `width`, as many whole sentences as `max_lines` lines hold (never cut mid-sentence;
    a first sentence too long for the room is the one thing shortened, with an ellipsis)."""
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    for count in range(len(sentences), 0, -1):
        lines = fonts.wrap(" ".join(sentences[:count]), points, width)
        if len(lines) <= max_lines:
            return lines
    lines = fonts.wrap(sentences[0], points, width)[:max(0, max_lines)]
    if lines:
        lines[-1] = lines[-1].rstrip(" ,;:") + "…"
    return lines


def game_blurb(game_id: str, language: str) -> str:
    """The first paragraph of a game's rules document in plain words: no Markdown marks, no file paths or links."""
    key = (game_id, language)
    if key not in _BLURBS:
        text = ""
        path = paths.rules_doc(game_id, language)
        try:
            blocks = markdown.parse(path.read_text(encoding="utf-8")) if path else []
        except (OSError, UnicodeDecodeError):
            blocks = []
        for block in blocks:
            if block.kind == "p" and not block.text.startswith(">"):
                sentences = re.split(r"(?<=[.!?])\s+", " ".join(block.text.split()))
                plain = [sentence for sentence in sentences if "`" not in sentence and "](" not in sentence]
                text = markdown.plain(" ".join(plain))
                break
        _BLURBS[key] = text
    return _BLURBS[key]


def default_seats(game: Game, humans: list[str] | None = None) -> list[dict]:
    """One human then bots, as many as the game's minimum (at least two when allowed)."""
    count = max(game.info.min_players, min(2, game.info.max_players))
    level = DEFAULT_BOT_LEVEL if DEFAULT_BOT_LEVEL in game.info.bot_levels else game.info.bot_levels[0]
    seats = [{"kind": "human", "name": (humans or [t("setup.player_name", n=1)])[0], "level": level}]
    for i in range(1, count):
        seats.append({"kind": "bot", "name": t("setup.player_name", n=i + 1), "level": level})
    return seats


class SetupScene(Scene):
    """The new-game form."""

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = game_ids()
        wanted = game_id or LAST.get("game")
        self.game_id = wanted if wanted in self.games else (self.games[0] if self.games else None)
        self.seats: list[dict] = []
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        self.options_scroll = 0  # pixels the options column is scrolled by (a small window, a large interface)
        self.mouse = (0, 0)
        if self.game_id:
            self._reset_for_game(self.game_id, keep=LAST.get("game") == self.game_id)
        self.widgets: dict[str, Any] = {}

    # --- model --------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The chosen game."""
        return get_game(self.game_id) if self.game_id else None

    def _reset_for_game(self, game_id: str, keep: bool = False) -> None:
        game = get_game(game_id)
        self.game_id = game_id
        self.options_scroll = 0
        if keep and LAST.get("seats"):
            self.seats = [dict(s) for s in LAST["seats"]]
            self.options = dict(LAST.get("options", {}))
        else:
            humans = [s["name"] for s in self.seats if s["kind"] == "human"]
            self.seats = default_seats(game, humans)
            self.options = {}
        self.options = game.info.resolve_options({k: v for k, v in self.options.items()
                                                  if any(o.key == k for o in game.info.options)})
        for index, seat in enumerate(self.seats):
            seat["name"] = localised_default_name(seat["name"], index)  # "Player 1" set up before the switch
            if seat["level"] not in game.info.bot_levels:
                seat["level"] = game.info.bot_levels[0]

    def make_seats(self) -> list[Seat]:
        """Seat objects from the form."""
        seats = []
        for index, seat in enumerate(self.seats):
            if seat["kind"] == "bot":
                seats.append(Seat("bot", bot_name(seat["level"], index), seat["level"]))
            else:
                name = " ".join(seat["name"].split())[:24] or t("setup.player_name", n=index + 1)
                seats.append(Seat("human", name))
        return seats

    def start(self) -> None:
        """Create the session and open the table."""
        game = self.game
        if game is None:
            return
        text = self.seed_text.strip()
        if text:
            try:
                seed = int(text)
            except ValueError:
                self.app.push(MessageScene(self.app, t("setup.cannot_start"), t("setup.bad_seed"), error=True))
                return
        else:
            seed = random.SystemRandom().randrange(1, 2**31)
        try:
            session = saves.new_session(game.info.id, self.make_seats(), seed, self.options)
        except TabletopError as exc:
            self.app.push(MessageScene(self.app, t("setup.cannot_start"), str(exc), error=True,
                                       lead=t("dialog.reported")))
            return
        LAST.update(game=game.info.id, seats=[dict(s) for s in self.seats], options=dict(self.options))
        self.app.open_table(session)

    # --- widgets ------------------------------------------------------------------
    def columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The games, players and options columns."""
        w, h = self.app.size
        margin, gap = self.px(44), self.px(20)
        top, bottom = self.px(120), h - self.px(104)
        left_w = max(self.px(220), min(self.px(300), w // 6))
        right_w = max(self.px(380), (w - 2 * margin - left_w - 2 * gap) * 45 // 100)
        mid_w = w - 2 * margin - left_w - right_w - 2 * gap
        widest = max((self.app.fonts.get(17, True).size(title_of(get_game(g).info.title, g))[0] for g in self.games),
                     default=0)  # every game's whole title on its button, when the players' column has room
        wider = min(widest + 3 * self.px(18) + self.px(8) - left_w, mid_w - self.px(480))
        if wider > 0:
            left_w, mid_w = left_w + wider, mid_w - wider
        left = pygame.Rect(margin, top, left_w, bottom - top)
        mid = pygame.Rect(left.right + gap, top, mid_w, bottom - top)
        right = pygame.Rect(mid.right + gap, top, right_w, bottom - top)
        return left, mid, right

    def _game_label(self, title: str, width: int) -> str:
        """A game's title on its button: whole, else its short name before a colon ("Invocación"), else cut."""
        font = self.app.fonts.get(17, True)
        for label in (title, title.split(": ", 1)[0]):
            if font.size(label)[0] <= width:
                return label
        return fit_text(self.app.fonts, title, 17, width, True)

    def build(self) -> None:
        self.widgets = {"games": {}, "kinds": [], "fields": [], "remove": [], "options": {}}
        w, h = self.app.size
        left, mid, right = self.columns()
        pad = self.px(18)
        row_h, gap = self.px(44), self.px(10)
        y = left.y + self.px(56)
        for gid in self.games:
            title = title_of(get_game(gid).info.title, gid)
            label = self._game_label(title, left.width - 3 * pad)
            button = UIButton(pygame.Rect(left.x + pad, y, left.width - 2 * pad, self.px(58)), label, self.ui,
                              object_id="#selected_button" if gid == self.game_id else None,
                              tool_tip_text=title if label != title else None)
            self.widgets["games"][gid] = button
            y += self.px(58) + gap
        game = self.game
        if game is None:
            return
        # seats
        y = mid.y + self.px(56)
        badge = self.px(40)
        kind_w = self.px(120)
        remove_w = self.px(44)
        name_w = mid.width - 2 * pad - badge - kind_w - remove_w - 3 * gap
        can_remove = len(self.seats) > game.info.widest_players()[0]
        for index, seat in enumerate(self.seats):
            x = mid.x + pad + badge + gap
            kind = UIButton(pygame.Rect(x, y, kind_w, row_h), self._kind_label(seat), self.ui,
                            tool_tip_text=t("setup.kind_tip"))
            self.widgets["kinds"].append(kind)
            x += kind_w + gap
            self.widgets["fields"].append(self._seat_field(index, pygame.Rect(x, y, name_w, row_h)))
            x += name_w + gap
            remove = UIButton(pygame.Rect(x, y, remove_w, row_h), "✕", self.ui, object_id="#small_button",
                              tool_tip_text=t("setup.remove_seat"))
            if not can_remove:
                remove.disable()
            self.widgets["remove"].append(remove)
            y += row_h + gap
        add = UIButton(pygame.Rect(mid.x + pad + badge + gap, y + gap, self.px(220), row_h), "+ " + t("setup.add_seat"),
                       self.ui)
        if len(self.seats) >= game.info.widest_players()[1]:
            add.disable()
        self.widgets["add"] = add
        self.seed_y = y = y + 2 * gap + row_h
        seed_x = mid.x + pad + badge + gap
        seed_w = min(self.px(220), mid.right - pad - seed_x)
        seed = UITextEntryLine(pygame.Rect(seed_x, y + self.fonts_line(15), seed_w, row_h), self.ui,
                               placeholder_text=t("setup.seed_hint"))
        seed.set_allowed_characters("numbers")
        seed.set_text_length_limit(12)
        seed.set_text(self.seed_text)
        self.widgets["seed"] = seed
        if getattr(rules_of(game), "option", None):  # games whose seats bring decks: each seat's deck, the editor
            self.widgets["decks"] = UIButton(pygame.Rect(seed_x + seed_w + gap, y + self.fonts_line(15),
                                                         max(self.px(120), mid.right - pad - seed_x - seed_w - gap),
                                                         row_h), deck_words.w("seat_decks"), self.ui)
        # options (those scrolled out of the column's view get no widget: nothing under Back/Start)
        label_w, field_w = self.option_widths(right)
        view = self.options_view(right)
        for option, y, _label, _help in self.option_rows(game, right):
            entries = option_entries(option)
            rect = pygame.Rect(right.x + pad + label_w + gap, y, field_w, row_h)
            if not view.contains(rect):
                continue
            if isinstance(option.default, bool) and not option.choices:
                value = bool(self.options.get(option.key, option.default))
                widget = UIButton(rect, ("☑ " if value else "☐ ") + value_label(value), self.ui,
                                  object_id="#selected_button" if value else None)
            elif entries:
                widget: Any = Choice(self.ui, rect, entries, self.options.get(option.key, option.default),
                                     expand_up=y > h * 0.55)
            else:
                widget = UITextEntryLine(rect, self.ui, placeholder_text=t("setup.option_empty"))
                widget.set_text(str(self.options.get(option.key, option.default)))
            self.widgets["options"][option.key] = widget
        # bottom buttons
        bw, bh = self.px(220), self.px(56)
        self.widgets["start"] = UIButton(pygame.Rect(w - self.px(44) - bw, h - self.px(88), bw, bh), self.start_label(),
                                         self.ui, object_id="#primary_button")
        self.widgets["back"] = UIButton(pygame.Rect(w - self.px(44) - 2 * bw - self.px(16), h - self.px(88), bw, bh),
                                        t("common.back"), self.ui, object_id="#menu_button")
        teach_w = min(self.px(420), w - self.px(44) * 2 - 2 * bw - self.px(48))
        self.widgets["teach"] = UIButton(pygame.Rect(self.px(44), h - self.px(88), teach_w, bh), self._teach_label(),
                                         self.ui, object_id="#selected_button" if self._teaching() else None,
                                         tool_tip_text=t("setup.teach_tip"))

    def _teaching(self) -> bool:
        """True when Teach me is on for the chosen game."""
        return self.game_id in self.app.settings.teach_games

    def _teach_label(self) -> str:
        return ("☑ " if self._teaching() else "☐ ") + t("setup.teach")

    def _toggle_teach(self) -> None:
        """Teach me on/off for the chosen game (a setting: the table shows it, F2 there changes it)."""
        settings = self.app.settings
        on = not self._teaching()
        settings.teach_games = [g for g in settings.teach_games if g != self.game_id] + ([self.game_id] if on else [])
        self.app.save_settings()
        button = self.widgets["teach"]
        button.set_text(self._teach_label())
        button.change_object_id("#selected_button" if on else None)

    def fonts_line(self, points: float) -> int:
        """The line height of the body font at `points`."""
        return self.app.fonts.get(points).get_linesize()

    def option_widths(self, column: pygame.Rect) -> tuple[int, int]:
        """Widths of an option's label and of its widget in the options column."""
        pad, gap = self.px(18), self.px(10)
        label_w = (column.width - 2 * pad) * 48 // 100
        return label_w, column.width - 2 * pad - label_w - gap

    def option_rows(self, game: Game, column: pygame.Rect) -> list[tuple[Option, int, list[str], list[str]]]:
        """(option, top, label lines, help lines) of each option: its label wrapped beside it, its help under it."""
        fonts = self.app.fonts
        pad, gap, row_h = self.px(18), self.px(6), self.px(44)
        label_w, _field_w = self.option_widths(column)
        rows = []
        y = column.y + self.px(56) - self.options_scroll
        for option in game.info.options:
            label = fonts.wrap(title_of(option.label, option.key), 15, label_w)
            help_lines = fonts.wrap(title_of(option.help, ""), HELP_PT, column.width - 2 * pad) if option.help else []
            rows.append((option, y, label, help_lines))
            top_h = max(row_h, len(label) * fonts.get(15).get_linesize())
            y += top_h + len(help_lines) * fonts.get(HELP_PT, italic=True).get_linesize() + gap
        return rows

    def options_view(self, column: pygame.Rect) -> pygame.Rect:
        """The part of the options column the options show in (under its title); they scroll inside it."""
        top = column.y + self.px(50)
        return pygame.Rect(column.x, top, column.width, column.bottom - self.px(8) - top)

    def most_options_scroll(self) -> int:
        """How far the options can scroll: their whole height less the view's."""
        game = self.game
        if game is None or not game.info.options:
            return 0
        right = self.columns()[2]
        keep, self.options_scroll = self.options_scroll, 0
        try:
            option, top, label, help_lines = self.option_rows(game, right)[-1]
        finally:
            self.options_scroll = keep
        fonts = self.app.fonts
        bottom = top + max(self.px(44), len(label) * fonts.get(15).get_linesize()) + \
            len(help_lines) * fonts.get(HELP_PT, italic=True).get_linesize() + self.px(6)
        return max(0, bottom - self.options_view(right).bottom)

    def scroll_options(self, pixels: int) -> None:
        """Scroll the options column (kept within its content) and place their widgets again."""
        scroll = max(0, min(self.most_options_scroll(), self.options_scroll + pixels))
        if scroll != self.options_scroll:
            self.options_scroll = scroll
            self.rebuild()

    def heading(self) -> str:
        """The screen's title."""
        return t("setup.title")

    def start_label(self) -> str:
        """The label of the button that starts the game."""
        return t("setup.start")

    @staticmethod
    def _kind_label(seat: dict) -> str:
        return "⇄ " + t("setup.human" if seat["kind"] == "human" else "setup.bot")

    @staticmethod
    def next_kind(kind: str) -> str:
        """The seat kind a click on the kind button switches to."""
        return "bot" if kind == "human" else "human"

    def _seat_field(self, index: int, rect: pygame.Rect):
        """A human seat's name entry, or a bot seat's level drop-down."""
        seat = self.seats[index]
        if seat["kind"] != "bot":
            entry = UITextEntryLine(rect, self.ui)
            entry.set_text_length_limit(24)
            entry.set_text(seat["name"])
            return entry
        levels = [(level_label(lv), lv) for lv in self.game.info.bot_levels]
        return Choice(self.ui, rect, levels, seat["level"])

    def _toggle_kind(self, index: int) -> None:
        """Human <-> bot for one seat, rebuilding only that row's field."""
        seat = self.seats[index]
        seat["kind"] = self.next_kind(seat["kind"])
        old = self.widgets["fields"][index]
        element = getattr(old, "element", old)
        rect = element.relative_rect.copy()
        element.kill()
        self.widgets["fields"][index] = self._seat_field(index, rect)
        self.widgets["kinds"][index].set_text(self._kind_label(seat))

    def _toggle_option(self, key: str, button: UIButton) -> None:
        value = not bool(self.options.get(key))
        self.options[key] = value
        button.set_text(("☑ " if value else "☐ ") + value_label(value))
        button.change_object_id("#selected_button" if value else None)

    # --- events -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        widgets = self.widgets
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is widgets.get("start"):
                self.start()
            elif element is widgets.get("back"):
                self.app.pop(self)
            elif element is widgets.get("add"):
                self._add_seat()
            elif element is widgets.get("teach") and self.game_id:
                self._toggle_teach()
            elif element is widgets.get("decks") and self.game_id:
                self._choose_decks()
            else:
                for index, button in enumerate(widgets.get("kinds", [])):
                    if element is button and index < len(self.seats):
                        self._toggle_kind(index)
                        return
                for key, widget in widgets.get("options", {}).items():
                    if element is widget:
                        self._toggle_option(key, widget)
                        return
                for gid, button in widgets.get("games", {}).items():
                    if element is button and gid != self.game_id:
                        self._reset_for_game(gid)
                        self.rebuild()
                        return
                for index, button in enumerate(widgets.get("remove", [])):
                    if element is button and len(self.seats) > (self.game.info.widest_players()[0] if self.game else 1):
                        del self.seats[index]
                        self.rebuild()
                        return
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for index, choice in enumerate(widgets.get("fields", [])):
                if isinstance(choice, Choice) and choice.changed(event) and index < len(self.seats):
                    self.seats[index]["level"] = choice.value
            for key, widget in widgets.get("options", {}).items():
                if isinstance(widget, Choice) and widget.changed(event):
                    self.options[key] = widget.value
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is widgets.get("seed"):
                self.seed_text = event.text
            for index, entry in enumerate(widgets.get("fields", [])):
                if event.ui_element is entry and index < len(self.seats):
                    self.seats[index]["name"] = event.text
            for key, widget in widgets.get("options", {}).items():
                if event.ui_element is widget and isinstance(widget, UITextEntryLine):
                    self._set_text_option(key, event.text)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.columns()[2].collidepoint(self.mouse):
            self.scroll_options(-event.y * self.px(48))
        elif event.type == pygame.KEYDOWN and not consumed:
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()

    def _choose_decks(self) -> None:
        """The per-seat deck chooser; its choice turns deck play on and fills the decks option."""
        from tabletop.ui.scenes.deck_dialogs import SeatDecksScene

        game, rules = self.game, rules_of(self.game)

        def chosen(value: str) -> None:
            self.options.update({**rules.switch, rules.option: value})
            self.rebuild()
        self.app.push(SeatDecksScene(self.app, game, seat_names(self.make_seats(), lang()),
                                     str(self.options.get(rules.option, "")), chosen))

    def _add_seat(self) -> None:
        game = self.game
        if game is None or len(self.seats) >= game.info.widest_players()[1]:
            return
        level = DEFAULT_BOT_LEVEL if DEFAULT_BOT_LEVEL in game.info.bot_levels else game.info.bot_levels[0]
        self.seats.append({"kind": "bot", "name": t("setup.player_name", n=len(self.seats) + 1), "level": level})
        self.rebuild()

    def _set_text_option(self, key: str, text: str) -> None:
        game = self.game
        if game is None:
            return
        try:
            self.options[key] = game.info.option(key).parse(text)
        except TabletopError:
            pass

    # --- drawing ------------------------------------------------------------------
    def _draw_blurb(self, surface: pygame.Surface, column: pygame.Rect, game: Game) -> None:
        """The first paragraph of the game's rules, under the game list."""
        text = game_blurb(game.info.id, lang())
        if not text:
            return
        fonts = self.app.fonts
        pad = self.px(18)
        y = column.y + self.px(56) + len(self.games) * self.px(68) + self.px(20)
        pygame.draw.line(surface, (120, 104, 64), (column.x + pad, y), (column.right - pad, y))
        y += self.px(14)
        line_h = fonts.get(14, italic=True).get_linesize()
        for line in whole_sentences(fonts, text, column.width - 2 * pad, (column.bottom - pad - y) // line_h):
            blit_text(surface, fonts, line, 14, (column.x + pad, y), MUTED, italic=True)
            y += line_h

    def _draw_scroll_marks(self, surface: pygame.Surface, column: pygame.Rect, view: pygame.Rect) -> None:
        """▲ / ▼ more at the options column's title line when options are scrolled out of view."""
        marks = ("▲" if self.options_scroll > 0 else "") + \
            (" ▼ " + t("setup.more_options") if self.options_scroll < self.most_options_scroll() else "")
        if marks:
            blit_text(surface, self.app.fonts, marks.strip(), 12, (column.right - self.px(18), column.y + self.px(22)),
                      GOLD, anchor="topright")

    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt_background((w, h)), (0, 0))
        fonts = self.app.fonts
        blit_text(surface, fonts, self.heading(), 40, (self.px(44), self.px(40)), GOLD, bold=True, serif=True,
                  shadow=True)
        left, mid, right = self.columns()
        for rect, key in ((left, "setup.game"), (mid, "setup.players"), (right, "setup.options")):
            panel(surface, rect, radius=self.px(14), alpha=170)
            blit_text(surface, fonts, t(key), 20, (rect.x + self.px(18), rect.y + self.px(16)), GOLD, bold=True,
                      serif=True)
        if not self.games:
            blit_text(surface, fonts, t("setup.no_games"), 18, (mid.centerx, mid.centery), MUTED, anchor="center")
            return
        game = self.game
        if game is None:
            return
        info = game.info
        fewest, most = info.players(self.options)  # an option may change them (Invocación's Armagedón)
        blit_text(surface, fonts, t("setup.players_range", min=fewest, max=most), 14,
                  (mid.right - self.px(18), mid.y + self.px(22)), DIM, anchor="topright")
        row_h, gap = self.px(44), self.px(10)
        y = mid.y + self.px(56)
        for index in range(len(self.seats)):
            seat_badge(surface, fonts, index, (mid.x + self.px(18) + self.px(20), y + row_h // 2), self.px(17))
            y += row_h + gap
        pad = self.px(18)
        line_h, help_h = fonts.get(15).get_linesize(), fonts.get(HELP_PT, italic=True).get_linesize()
        view = self.options_view(right)
        clip = surface.get_clip()
        surface.set_clip(view)
        for option, top, label, help_lines in self.option_rows(game, right):
            label_top = top + max(0, row_h - len(label) * line_h) // 2
            for k, line in enumerate(label):
                blit_text(surface, fonts, line, 15, (right.x + pad, label_top + k * line_h), MUTED)
            y = top + max(row_h, len(label) * line_h) + self.px(2)
            for k, line in enumerate(help_lines):
                blit_text(surface, fonts, line, HELP_PT, (right.x + pad, y + k * help_h), MUTED, italic=True)
        surface.set_clip(clip)
        self._draw_scroll_marks(surface, right, view)
        if not info.options:
            blit_text(surface, fonts, t("setup.no_options"), 15, (right.x + pad, right.y + self.px(56) + row_h // 2),
                      DIM, anchor="midleft")
        self._draw_blurb(surface, left, game)
        seed_y = getattr(self, "seed_y", mid.bottom)
        blit_text(surface, fonts, fit_text(fonts, t("setup.seed"), 15, mid.width - 2 * pad), 15,
                  (mid.x + pad + self.px(40) + gap, seed_y), MUTED)
