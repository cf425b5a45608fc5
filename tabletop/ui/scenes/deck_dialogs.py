"""The deck editor's dialogs: open a deck file, save under a name, and the test draw."""
from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextEntryLine

from tabletop.engine.rng import Rng
from tabletop.ui.deck_words import w
from tabletop.ui.i18n import lang, t
from tabletop.ui.scenes.dialogs import OverlayScene
from tabletop.ui.theme import CREAM, DANGER, GOLD, MUTED, blit_text


class DeckDialog(OverlayScene):
    """A panel with a title, a primary button and Cancel (Esc)."""

    panel_size = (720, 520)
    title_key = ""
    primary_key = ""

    def __init__(self, app, editing):
        super().__init__(app)
        self.editing = editing
        self.primary: UIButton | None = None
        self.cancel: UIButton | None = None

    def build(self) -> None:
        rect = self.panel_rect()
        self.cancel, self.primary, y = self.cancel_and_primary(w(self.primary_key))
        self.build_body(pygame.Rect(rect.x + self.px(24), rect.y + self.px(70), rect.width - self.px(48),
                                    y - rect.y - self.px(90)))

    def build_body(self, body: pygame.Rect) -> None:
        """The dialog's own widgets."""

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if not self.cancel_or_accept(event):
            self.handle_body(event)

    def handle_body(self, event: pygame.event.Event) -> None:
        """Events for the dialog's own widgets."""

    def accept(self) -> None:
        """The primary button."""

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        blit_text(surface, self.app.fonts, w(self.title_key), 22, (rect.centerx, rect.y + self.px(22)), GOLD,
                  anchor="midtop", bold=True, serif=True)


class OpenDeckScene(DeckDialog):
    """The game's decks (ready-made and the player's), one to open."""

    title_key, primary_key = "open_title", "open"

    def __init__(self, app, editing, on_open):
        super().__init__(app, editing)
        self.on_open = on_open
        self.files = editing.files()
        self.list: UISelectionList | None = None

    def labels(self) -> list[tuple[str, str]]:
        """(shown text, index) of each deck file."""
        return [(f"{path.stem}   ({w('ready') if ready else w('yours')})", str(i))
                for i, (path, ready) in enumerate(self.files)]

    def build_body(self, body: pygame.Rect) -> None:
        self.list = UISelectionList(body, self.labels(), self.ui) if self.files else None

    def chosen(self):
        """The path selected, if any."""
        if self.list is None:
            return None
        picked = self.list.get_single_selection(include_object_id=True)
        if not picked:
            return None
        return self.files[int(picked[1])][0]

    def handle_body(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.accept()

    def accept(self) -> None:
        path = self.chosen()
        if path is not None:
            self.app.pop(self)
            self.on_open(path)

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_panel(surface, rect)
        if not self.files:
            blit_text(surface, self.app.fonts, w("no_decks"), 16, rect.center, MUTED, anchor="center")


class SaveAsScene(DeckDialog):
    """A name for the deck; it is saved in the user's decks folder, never over another deck."""

    panel_size = (640, 300)
    title_key, primary_key = "save_as_title", "save"

    def __init__(self, app, editing, name: str, on_save):
        super().__init__(app, editing)
        self.name, self.on_save = name, on_save
        self.entry: UITextEntryLine | None = None
        self.problem = ""

    def build_body(self, body: pygame.Rect) -> None:
        self.entry = UITextEntryLine(pygame.Rect(body.x, body.y + self.px(10), body.width, self.px(40)), self.ui,
                                     placeholder_text=w("name_hint"))
        self.entry.set_text(self.name)
        self.entry.focus()

    def handle_body(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.name, self.problem = self.entry.get_text(), ""

    def accept(self) -> None:
        from tabletop.ui.deck_edit import safe_file_name

        if not safe_file_name(self.name):
            self.problem = w("bad_name")
            return
        target = self.editing.target_for(self.name)
        if target.exists() and target != self.editing.path:
            self.problem = w("exists", name=target.stem)
            return
        self.app.pop(self)
        self.on_save(target)

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_panel(surface, rect)
        if self.problem:
            blit_text(surface, self.app.fonts, self.problem, 14, (rect.x + self.px(24), rect.y + self.px(140)), DANGER)


class TestDrawScene(DeckDialog):
    """An opening hand dealt from the deck as the game would deal it; Draw again shuffles anew."""

    panel_size = (1100, 560)
    title_key, primary_key = "draw_title", "draw_again"

    def __init__(self, app, editing, renderer):
        super().__init__(app, editing)
        self.renderer = renderer
        self.hand: list[str] = []
        self.accept()

    def build(self) -> None:
        super().build()
        self.cancel.set_text(w("close"))

    def accept(self) -> None:
        deck = self.editing.deck
        self.hand = self.editing.rules.opening_hand(deck.copy(), Rng(random.SystemRandom().randrange(2**31)))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_panel(surface, rect)
        fonts = self.app.fonts
        if not self.hand:
            blit_text(surface, fonts, w("draw_empty"), 16, rect.center, MUTED, anchor="center")
            return
        area = pygame.Rect(rect.x + self.px(24), rect.y + self.px(70), rect.width - self.px(48),
                           rect.height - self.px(160))
        gap = self.px(12)
        count = len(self.hand)
        size = self.renderer.size_for_height(area.height - self.px(24)) if self.renderer else (100, 140)
        if size[0] * count + gap * (count - 1) > area.width:
            size = self.renderer.size_for_width((area.width - gap * (count - 1)) // count) if self.renderer else size
        x = area.centerx - (size[0] * count + gap * (count - 1)) // 2
        for card_id in self.hand:
            if self.renderer is not None:
                surface.blit(self.renderer.render(card_id, size, lang=lang()), (x, area.y))
            blit_text(surface, fonts, self.editing.name(card_id, lang()), 12,
                      (x + size[0] // 2, area.y + size[1] + self.px(4)), CREAM, anchor="midtop")
            x += size[0] + gap


class SeatDecksScene(DeckDialog):
    """The setup's per-seat deck chooser: a deck for each seat, and the editor one click away."""

    title_key, primary_key = "seat_decks_title", "use_decks"
    panel_size = (760, 560)

    def __init__(self, app, game, seat_names: list[str], current: str, on_choose):
        from tabletop.engine.decks import rules_of
        from tabletop.ui.deck_edit import DeckEditing

        super().__init__(app, DeckEditing(game.info.id, rules_of(game)))
        self.game, self.seat_names, self.on_choose = game, seat_names, on_choose
        self.choices: list = []
        self.edit: UIButton | None = None
        self.problem = ""
        self.illegal = self.check()
        self.values = self.initial(current)

    def check(self) -> dict[str, str]:
        """The decks that cannot be played: option entry -> why, in plain words."""
        from tabletop.ui.deck_check import deck_problem

        found = {}
        for path, _ready in self.editing.files():
            reason = deck_problem(path, self.editing.rules, self.game.info.id, lang())
            if reason is not None:
                found[path.stem] = reason
        return found

    def entries(self) -> list[tuple[str, str]]:
        """(label, option entry) of each deck, by name (never a path); an illegal one says why it cannot be played."""
        out = []
        for path, ready in self.editing.files():
            reason = self.illegal.get(path.stem)
            label = f"✗ {path.stem}: {reason}" if reason else f"{path.stem} ({w('ready') if ready else w('yours')})"
            out.append((label, path.stem))
        return out

    def initial(self, current: str) -> list[str]:
        """Each seat's deck as the option says now (the ready-made decks in turn when it names none)."""
        from tabletop.engine.decks import seat_entries

        known = [value for _label, value in self.entries() if value not in self.illegal]
        given = [e for e in seat_entries(current) if e in known] or \
            [p.stem for p, ready in self.editing.files() if ready and p.stem not in self.illegal] or known[:1]
        return [given[seat % len(given)] if given else "" for seat in range(len(self.seat_names))]

    def build_body(self, body: pygame.Rect) -> None:
        from tabletop.ui.widgets import Choice

        row_h, gap = self.px(40), self.px(10)
        label_w = body.width // 3
        self.illegal = self.check()  # again: the editor may have changed a deck
        self.choices = []
        for seat, name in enumerate(self.seat_names):
            rect = pygame.Rect(body.x + label_w, body.y + seat * (row_h + gap), body.width - label_w, row_h)
            self.choices.append(Choice(self.ui, rect, self.entries(), self.values[seat]))
        y = body.y + len(self.seat_names) * (row_h + gap) + gap
        self.edit = UIButton(pygame.Rect(body.x, y, self.px(240), row_h), w("edit_decks"), self.ui)

    def handle_body(self, event: pygame.event.Event) -> None:
        for seat, choice in enumerate(self.choices):
            if choice.changed(event):
                self.pick(seat, choice.value)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.edit:
            from tabletop.ui.scenes.deck_editor import DeckEditorScene
            self.app.push(DeckEditorScene(self.app, self.game.info.id, on_leave=self.rebuild))

    def pick(self, seat: int, value: str) -> None:
        """Seat `seat` picked the deck `value`: taken, unless it cannot be played (then the reason shows)."""
        if value in self.illegal:
            self.problem = w("illegal_deck", name=value, reason=self.illegal[value])
            self.rebuild()  # the menu shows the deck the seat keeps
            return
        self.values[seat], self.problem = value, ""

    def accept(self) -> None:
        if any(value in self.illegal or not value for value in self.values):
            return
        self.app.pop(self)
        self.on_choose(", ".join(self.values))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_panel(surface, rect)
        row_h, gap = self.px(40), self.px(10)
        for seat, name in enumerate(self.seat_names):
            y = rect.y + self.px(70) + seat * (row_h + gap) + row_h // 2
            blit_text(surface, self.app.fonts, w("seat", n=seat + 1, name=name), 15, (rect.x + self.px(24), y), CREAM,
                      anchor="midleft")
        if self.problem:
            fonts = self.app.fonts
            lines = fonts.wrap(self.problem, 14, rect.width - self.px(48))[:3]
            y = rect.bottom - self.px(90) - len(lines) * fonts.get(14).get_linesize()
            for line in lines:
                blit_text(surface, fonts, line, 14, (rect.x + self.px(24), y), DANGER)
                y += fonts.get(14).get_linesize()
