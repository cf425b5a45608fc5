"""The table's action bar: the buttons under the table, their chooser, previews and confirmations.

The bar offers the viewer's ref-less legal actions (or replay / spectator controls) as
buttons, numbered 1-9 for the keyboard. Many actions of one kind (The World's 21 majors)
become one button that opens the chooser (`chooser.py`); what still does not fit goes
under "More…". Hovering or focusing a button shows its full label, what it does
(`Game.explain_action`) and a preview on the table (`GameView.preview`: targets outlined,
"Bo 7 → 5"). Choosing an action goes through `choose`: a risky one (`Game.risk`) asks
for confirmation first; a secret commitment waits for Ready (hot-seat, or the "Confirm
moves" setting) and can be changed until then.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton

from tabletop.engine.contract import Action
from tabletop.engine.windows import PASS_KIND, bar_order
from tabletop.ui.chooser import Chooser, Option
from tabletop.ui.focus_ring import draw_focus_ring
from tabletop.ui.i18n import t
from tabletop.ui import replay_watch
from tabletop.ui.preview import ActionPreview
from tabletop.ui.theme import CREAM, DANGER, GOLD, INK, blit_text, fit_text, mix, panel, seat_badge, seat_colour

if TYPE_CHECKING:  # pragma: no cover
    from tabletop.ui.scenes.table import TableScene

#: one bar entry: (label, what it does, pygame_gui object id)
Entry = tuple[str, Any, "str | None"]
#: a kind with at least this many actions becomes one button opening the chooser when the bar is full
#: the replay bar's own buttons
REPLAY_CONTROLS = {"first": replay_watch.first, "last": replay_watch.last, "speed": replay_watch.next_speed,
                   "view": replay_watch.next_view}
GROUP_MIN = 3
#: at most this many buttons (the number keys reach them)
BAR_MAX = 9
INFO_DELAY = 0.25
#: hidden buttons kept per look for reuse
SPARE_MAX = 3


class ActionBar:
    """The buttons of one table scene, the chooser they (or a ref) open, and the pending secret choice."""

    def __init__(self, table: "TableScene"):
        self.table = table
        self.buttons: list[tuple[UIButton, Any]] = []
        self.key: Any = None
        self._looks: list = []  # how the buttons look (texts, places, enabled): kept while that stays
        #: hidden buttons kept for reuse, by (text, object id, size): making a pygame_gui button costs a frame's time
        self._spare: dict[tuple, list[UIButton]] = {}
        self.chooser: Chooser | None = None
        #: index of the button with the keyboard focus (Tab), or None
        self.focus: int | None = None
        #: a secret commitment picked but not yet played (waiting for Ready)
        self.pending: Action | None = None
        self.hover: int | None = None
        self.hover_since = 0.0
        self._preview: tuple[Any, ActionPreview] | None = None
        self._entries: tuple[Any, list[Entry]] | None = None

    @property
    def app(self):
        """The table's app."""
        return self.table.app

    def px(self, points: float) -> int:
        """A design size in pixels at the current UI scale."""
        return self.table.px(points)

    def refresh(self) -> None:
        """Rebuild the buttons at the next update (the entries may look unchanged)."""
        self.key = None
        self._entries = None

    def reset(self) -> None:
        """The scene's widgets were dropped: forget the buttons and the chooser."""
        self.close_chooser()
        self.buttons = []
        self._spare = {}
        self.key = None
        self.focus = None

    def changed(self) -> None:
        """The game changed: close the chooser, forget the focus and any pending secret choice."""
        self.close_chooser()
        self.focus = None
        self.pending = None

    # --- choosing -----------------------------------------------------------------
    def choose(self, action: Action) -> None:
        """The player chose `action`: confirm it if risky, hold it if it is a secret to confirm, else play it."""
        table = self.table
        if not table.human_turn():
            return
        obs = table.observation()
        names = table.names
        try:
            risk = table.game.risk(obs, action, table.lang, names)
        except Exception:  # noqa: BLE001 - a broken rule text must not block the move
            risk = None
        if risk:
            from tabletop.ui.scenes.confirm import ConfirmScene
            label = table.game.describe_action(obs, action, table.lang, names)
            self.close_chooser()
            self.app.push(ConfirmScene(self.app, t("table.confirm_title", action=label), risk, label,
                                       lambda: table.human_turn() and table.play(action)))
            return
        if self.holds_secrets() and table.port.is_secret_commit(table.viewer) and self.hands_over(obs, action):
            self.pending = action
            self.close_chooser()
            self.refresh()
            return
        table.play(action)

    def hands_over(self, observation, action: Action) -> bool:
        """True unless `action`, played on a copy of the viewer's observation, leaves the decision with the viewer.

        A secret step that does not end the viewer's decision (Invocación's pick and place within a
        pass) needs no Ready: no curtain falls after it. When the rules cannot tell from the
        observation, the choice is held, as before.
        """
        game = self.table.game
        try:
            probe = observation.clone()
            game.apply(probe, action)
            return probe.to_move() != observation.to_move()
        except Exception:  # noqa: BLE001 - hidden information or a rules problem: hold it for Ready
            return True

    def holds_secrets(self) -> bool:
        """True when a secret choice waits for Ready: always in hot-seat, else with the "Confirm moves" setting."""
        return len(self.table.humans) >= 2 or bool(getattr(self.app.settings, "confirm_moves", False))

    # --- the buttons --------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """What the bar offers now: replay controls, the results, spectator controls or the legal buttons."""
        table = self.table
        port = table.port
        entries: list[Entry] = []
        if table.replay is not None:
            entries.append((t("table.replay_position", shown=port.moves, total=len(table.replay)),
                            "noop", None))
            entries.append(("« " + t("watch.first"), "first", None))
            entries.append(("◀ " + t("table.step_back"), "back", None))
            if not port.is_over():
                entries.append((t("table.pause") if table.playing else t("table.play"), "toggle", None))
                entries.append((t("table.next_move") + " ▶", "next", "#primary_button"))
            entries.append((t("watch.last") + " »", "last", None))
            entries.append((t("watch.speed", speed=f"{table.replay_speed:g}"), "speed", None))
            name = replay_watch.view_name(table)
            entries.append((t("watch.view", name=name) if name else t("watch.spectator"), "view", None))
            return entries
        if port.is_over():
            if table.results_shown:
                entries.append((t("results.title"), "results", "#primary_button"))
        elif not table.humans and not table.auto:
            entries.append((t("table.pause") if table.playing else t("table.play"), "toggle", None))
            entries.append((t("table.next_move"), "next", "#primary_button"))
        elif self.pending is not None and table.human_turn():
            label = table.game.describe_action(table.observation(), self.pending, table.lang, table.names)
            entries.append((t("table.secret_choice", action=label), "noop", None))
            entries.append((t("table.change"), "change", "#action_button"))
            entries.append((t("table.ready"), "ready", "#primary_button"))
        else:
            key = (table.version, table.viewer, table.lang, self.app.size, self.app.scale, table.human_turn())
            if self._entries is None or self._entries[0] != key:  # labels and risks once per change, not per frame
                self._entries = (key, self._action_entries())
            entries += self._entries[1]
        return entries

    def _action_entries(self) -> list[Entry]:
        """One button per ref-less action; in a full bar, the largest kinds become "Choose…" buttons."""
        table = self.table
        obs = table.observation()
        names = table.names
        entries: list[Entry] = []
        for action in bar_order(table.game, obs, table.buttons_actions()):
            label = table.game.describe_action(obs, action, table.lang, names)
            try:
                risky = bool(table.game.risk(obs, action, table.lang, names))
            except Exception:  # noqa: BLE001
                risky = False
            entries.append((label, action, "#risky_button" if risky else "#action_button"))
        counts = Counter(action.kind for _label, action, _o in entries)
        for kind, count in counts.most_common():
            if self._fits(entries) or count < GROUP_MIN:
                break
            of_kind = [i for i, (_l, what, _o) in enumerate(entries) if isinstance(what, Action) and what.kind == kind]
            group = (t("table.choose_among", count=count), ("group", [entries[i][1] for i in of_kind]),
                     "#action_button")
            entries = [group if i == of_kind[0] else e for i, e in enumerate(entries) if i not in of_kind[1:]]
        return entries

    def _natural_widths(self, entries: list[Entry]) -> list[int]:
        font = self.app.fonts.get(17, True)
        return [min(self.px(480), font.size(label)[0] + self.px(44)) for label, _w, _o in entries]

    def _room(self) -> int:
        return self.table.areas()["bar"].width - self.px(8)

    def _fits(self, entries: list[Entry]) -> bool:
        widths = self._natural_widths(entries)
        return len(entries) <= BAR_MAX and sum(widths) + self.px(10) * max(0, len(widths) - 1) <= self._room()

    def update(self) -> None:
        """Rebuild the buttons when the choices change; follow the mouse for the info panel."""
        table = self.table
        entries = self.entries()
        key = (table.version, table.lang, tuple((label, str(what)) for label, what, _ in entries))
        if key != self.key:
            placed = self._arrangement(entries)
            looks = [(text, label, object_id, tuple(rect), enabled) for text, label, _what, object_id, rect, enabled
                     in placed]
            if self.key is not None and looks == self._looks:  # the same buttons: they stand for the new choices
                self.buttons = [(button, what) for (button, _old), (*_, what, _o, _r, _e) in zip(self.buttons, placed)]
            else:  # building pygame_gui buttons is slow: only when they look different, and hidden ones serve again
                for button, _what in self.buttons:
                    self._put_aside(button)
                self.buttons = []
                self._place(placed)
                self._looks = looks
            self.key = key
            self.focus = None
            undo = table.top_buttons.get("undo")
            if undo is not None:
                if table.can_undo():
                    undo.enable()
                else:
                    undo.disable()
        over = next((i for i, (button, _w) in enumerate(self.buttons) if button.rect.collidepoint(table.mouse)),
                    None)
        if over != self.hover:
            self.hover = over
            self.hover_since = self.app.now

    def _arrangement(self, entries: list[Entry]) -> list[tuple]:
        """Right-aligned buttons; when they do not fit they narrow, then the rest go under "More…".

        Each as (text shown, full label, what it stands for, object id, rect, enabled), left to right.
        """
        bar = self.table.areas()["bar"]
        bh, gap = min(self.px(48), bar.height - self.table.room(10)), self.px(10)
        widths = self._natural_widths(entries)
        room = self._room()
        if not self._fits(entries):
            least = self.px(130)
            fit = min(BAR_MAX, max(1, (room + gap) // (least + gap)))
            if len(entries) > fit:
                hidden = entries[fit - 1:]
                entries = entries[:fit - 1] + [(t("table.more"), ("more", hidden), None)]
            share = (room - gap * (len(entries) - 1)) // len(entries)
            widths = [min(share, w) for w in self._natural_widths(entries)]
        x = bar.right
        placed = []
        for (label, what, object_id), width in zip(reversed(entries), reversed(widths)):
            x -= width
            text = fit_text(self.app.fonts, label, 17, width - self.px(24), True)
            rect = pygame.Rect(x, bar.y + (bar.height - bh) // 2, width, bh)
            enabled = not (what == "noop" or (what == "back" and not self.table.port.moves))  # nothing to undo
            placed.append((text, label, what, object_id, rect, enabled))
            x -= gap
        return placed[::-1]

    def _put_aside(self, button: UIButton) -> None:
        """Hide a button no longer shown, to serve again where a button of its look is needed (a few of each)."""
        spare = self._spare.setdefault((button.text, button.object_ids[-1], button.rect.size), [])
        if len(spare) >= SPARE_MAX:
            button.kill()
            return
        button.hide()
        spare.append(button)

    def _button(self, text: str, object_id: str | None, rect: pygame.Rect) -> UIButton:
        """A button of this look at `rect`: a hidden spare one when there is one, else a new one."""
        spare = self._spare.get((text, object_id, rect.size))
        if not spare:
            return UIButton(rect, text, self.table.ui, object_id=object_id)
        button = spare.pop()
        button.set_relative_position(rect.topleft)
        button.enable()
        button.show()
        return button

    def _place(self, placed: list[tuple]) -> None:
        """Make the buttons of an arrangement (`_arrangement`), right to left as they are placed."""
        for text, label, what, object_id, rect, enabled in reversed(placed):
            button = self._button(text, object_id, rect)
            button.full_label = label  # the info panel shows it whole (the button may be cut)
            if not enabled:
                button.disable()
            self.buttons.append((button, what))
        self.buttons.reverse()  # left to right

    def numbered(self) -> list[int]:
        """Indexes of the buttons the number keys 1-9 press, in order (enabled ones; "pass" has 0)."""
        passing = self.pass_index()
        return [i for i, (button, _w) in enumerate(self.buttons) if button.is_enabled and i != passing][:9]

    def pass_index(self) -> int | None:
        """Index of the "pass / do not respond" button, which key 0 presses in every game, or None."""
        return next((i for i, (button, what) in enumerate(self.buttons)
                     if button.is_enabled and isinstance(what, Action) and what.kind == PASS_KIND), None)

    def press_number(self, number: int) -> bool:
        """Number key `number` (0 passes, 1-9 the others): press that bar button; True when there was one."""
        if number == 0:
            passing = self.pass_index()
            if passing is not None:
                self.activate(self.buttons[passing][1])
            return passing is not None
        shown = self.numbered()
        if 1 <= number <= len(shown):
            self.activate(self.buttons[shown[number - 1]][1])
            return True
        return False

    def on_button(self, element) -> bool:
        """A pygame_gui button was pressed: act if it is one of ours; True when it was."""
        for button, what in self.buttons:
            if element is button:
                self.activate(what)
                return True
        return False

    def activate(self, what) -> None:
        """Do what a bar button stands for."""
        table = self.table
        if isinstance(what, tuple) and what and what[0] in ("more", "group"):
            actions = _actions_in(what[1]) if what[0] == "more" else list(what[1])
            if actions and table.human_turn():
                self.open_chooser(None, actions, table.mouse, self._title())
            return
        if what in REPLAY_CONTROLS:
            REPLAY_CONTROLS[what](table)
            self.refresh()
        elif what == "next":
            table.step_requested = True
        elif what == "back":
            table.replay_back()
        elif what == "toggle":
            table.playing = not table.playing
            self.refresh()
        elif what == "results":
            table.show_results()
        elif what == "change":
            self.pending = None
            self.refresh()
        elif what == "ready" and self.pending is not None and table.human_turn():
            action, self.pending = self.pending, None
            table.play(action)
        elif isinstance(what, Action):
            self.choose(what)

    def _title(self) -> str:
        table = self.table
        try:
            return table.game.prompt(table.observation(), table.lang, table.names)
        except Exception:  # noqa: BLE001
            return t("table.choose")

    # --- the chooser --------------------------------------------------------------
    def options(self, actions: list[Action]) -> list[Option]:
        """The chooser entries of `actions`: full label, explanation and card (when the action names one)."""
        table = self.table
        obs = table.observation()
        names = table.names
        out = []
        for action in actions:
            label = table.game.describe_action(obs, action, table.lang, names)
            out.append(Option(action, label, self.explain(action), self._card_of(action)))
        return out

    def _card_of(self, action: Action) -> str | None:
        renderer = self.table.cards
        if renderer is None:
            return None
        for arg in action.args:
            if isinstance(arg, str) and renderer.fields(arg):
                return arg
        return None

    def explain(self, action: Action) -> str:
        """What `action` does (empty when the game does not say)."""
        table = self.table
        try:
            return table.game.explain_action(table.observation(), action, table.lang, table.names)
        except Exception:  # noqa: BLE001 - no explanation rather than no table
            return ""

    def open_chooser(self, ref: str | None, actions: list[Action], pos: tuple[int, int], title: str = "") -> None:
        """A menu beside `ref` (or the pointer), or for many options a grid, of `actions`."""
        self.close_chooser()
        anchor = next((rect for rect, r in reversed(self.table.view.hits) if r == ref), None) if ref else None
        if anchor is None and ref is None:  # a bar button's chooser opens beside the button
            anchor = next((button.rect for button, _w in self.buttons if button.rect.collidepoint(pos)), None)
        title = title or self._card_title(ref) or self._title()
        ordered = bar_order(self.table.game, self.table.observation(), actions)
        self.chooser = Chooser(self.table, ref, self.options(ordered), pos, title, anchor)

    def _card_title(self, ref: str | None) -> str:
        """"What to do with Fjord Watcher?" for a menu opened on a card (empty when `ref` shows none)."""
        table = self.table
        card_id = table.view.hover_card(ref) if ref else None
        name = table.cards.fields(card_id).get("name") if card_id and table.cards is not None else None
        name = name.get(table.lang) if isinstance(name, dict) else name
        return t("table.choose_for", card=name) if name else ""

    def close_chooser(self) -> None:
        """Close the chooser, if open."""
        self.chooser = None

    def chooser_event(self, event: pygame.event.Event) -> bool:
        """Give an input event to the open chooser (it is modal); act on its outcome. True when used."""
        chooser = self.chooser
        if chooser is None or not chooser.handle_event(event):
            return False
        if chooser.chosen is not None:
            self.close_chooser()
            self.choose(chooser.chosen)
        elif chooser.closed:
            self.close_chooser()
        return True

    # --- hover: what a button does ------------------------------------------------
    def shown(self) -> int | None:
        """The button whose information is shown: the hovered one (after a moment), else the focused one."""
        if self.hover is not None and self.app.now - self.hover_since >= INFO_DELAY:
            return self.hover
        return self.focus

    def preview(self) -> ActionPreview:
        """The preview of the shown button's action (nothing when no action button is shown)."""
        index = self.shown()
        if index is None or index >= len(self.buttons) or self.chooser is not None:
            return ActionPreview()
        what = self.buttons[index][1]
        if not isinstance(what, Action) or not self.table.human_turn():
            return ActionPreview()
        key = (self.table.version, self.table.viewer, str(what))
        if self._preview is None or self._preview[0] != key:
            table = self.table
            try:
                result = table.view.preview(table.observation(), what, table.context())
            except Exception:  # noqa: BLE001 - a preview is a help, never a crash
                result = ActionPreview()
            self._preview = (key, result)
        return self._preview[1]

    def info(self, index: int) -> tuple[str, str, str]:
        """(full label, what it does, its risk) of button `index`."""
        button, what = self.buttons[index]
        label = getattr(button, "full_label", button.text)
        if isinstance(what, Action):
            table = self.table
            try:
                risk = table.game.risk(table.observation(), what, table.lang, table.names) or ""
            except Exception:  # noqa: BLE001
                risk = ""
            return label, self.explain(what), risk
        if isinstance(what, tuple) and what and what[0] == "group":
            return label, self._title(), ""
        return label, self.table.why.button(what), ""

    # --- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Under the widgets: the bot banner and the outlines of the previewed refs."""
        self._draw_flash(surface, rect)
        self._draw_outlines(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the widgets: number badges, the keyboard focus, the info panel and the chooser."""
        fonts = self.app.fonts
        passing = self.pass_index()
        keyed = list(enumerate(self.numbered(), start=1)) + ([(0, passing)] if passing is not None else [])
        for number, index in keyed:
            rect = self.buttons[index][0].rect
            centre = (rect.x + self.px(4), rect.y + self.px(4))
            pygame.draw.circle(surface, INK, centre, self.px(10))
            pygame.draw.circle(surface, GOLD, centre, self.px(10), width=max(1, self.px(1.5)))
            blit_text(surface, fonts, str(number), 12, centre, GOLD, anchor="center", bold=True)
        if self.focus is not None and self.focus < len(self.buttons):
            draw_focus_ring(surface, self.buttons[self.focus][0].rect, self.px)
        index = self.shown()
        if index is not None and index < len(self.buttons) and self.chooser is None:
            self._draw_info(surface, index)
        if self.chooser is not None:
            self.chooser.draw(surface)

    def _draw_info(self, surface: pygame.Surface, index: int) -> None:
        """A panel above the button: its full label, what it does, the preview's numbers and any risk."""
        label, detail, risk = self.info(index)
        changes = self.preview().changes
        if not detail and not risk and not changes and label == self.buttons[index][0].text:
            return
        fonts = self.app.fonts
        width = min(self.px(460), self.table.areas()["bar"].width)
        lines = [(line, 16, GOLD, True) for line in fonts.wrap(label, 16, width - self.px(28), True)]
        lines += [(line, 14, CREAM, False) for line in fonts.wrap(detail, 14, width - self.px(28))]
        names = self.table.names
        for seat, before, after in changes:
            name = names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"
            lines.append((f"{name}  {before} → {after}", 15, CREAM, True))
        lines += [(line, 14, DANGER, True) for line in fonts.wrap(risk, 14, width - self.px(28), True)]
        height = sum(fonts.get(size, bold).get_linesize() for _l, size, _c, bold in lines) + self.px(20)
        anchor = self.buttons[index][0].rect
        box = pygame.Rect(0, 0, width, height)
        box.bottomright = (min(anchor.right, self.app.size[0] - self.px(8)), anchor.y - self.px(10))
        box.clamp_ip(pygame.Rect(0, 0, *self.app.size))
        panel(surface, box, radius=self.px(10), alpha=245, shadow_blur=self.px(8))
        y = box.y + self.px(10)
        for line, size, colour, bold in lines:
            blit_text(surface, fonts, line, size, (box.x + self.px(14), y), colour, bold=bold)
            y += fonts.get(size, bold).get_linesize()

    def _draw_outlines(self, surface: pygame.Surface) -> None:
        refs = self.preview().refs
        if not refs:
            return
        pulse = 0.5 + 0.5 * abs((self.app.now * 2) % 2 - 1)
        colour = mix(CREAM, GOLD, pulse)
        for rect, ref in self.table.view.hits:
            if ref in refs:
                pygame.draw.rect(surface, colour, rect.inflate(self.px(8), self.px(8)), width=max(2, self.px(3)),
                                 border_radius=self.px(10))

    def _draw_flash(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.table.flash:
            return
        text, seat, when = self.table.flash
        age = self.app.now - when
        if not text or age > 3.5:
            return
        fonts = self.app.fonts
        alpha = 1.0 if age < 2.8 else max(0.0, (3.5 - age) / 0.7)
        label = fonts.text(fit_text(fonts, text, 17, rect.width // 2, True), 17, CREAM, True)
        box = pygame.Rect(rect.x, rect.y + self.px(11), label.get_width() + self.px(60), self.px(48))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*mix((20, 28, 24), seat_colour(seat), 0.25), 225), layer.get_rect(),
                         border_radius=self.px(10))
        pygame.draw.rect(layer, (*seat_colour(seat), 255), layer.get_rect(), width=2, border_radius=self.px(10))
        layer.set_alpha(int(255 * alpha))
        surface.blit(layer, box)
        seat_badge(surface, fonts, seat, (box.x + self.px(24), box.centery), self.px(12))
        label.set_alpha(int(255 * alpha))
        surface.blit(label, (box.x + self.px(44), box.centery - label.get_height() // 2))


def _actions_in(entries: list[Entry]) -> list[Action]:
    """The actions behind some bar entries (a "Choose…" group gives all of its own)."""
    actions: list[Action] = []
    for _label, what, _o in entries:
        if isinstance(what, Action):
            actions.append(what)
        elif isinstance(what, tuple) and what and what[0] == "group":
            actions += what[1]
    return actions
