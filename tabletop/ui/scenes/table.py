"""The table: draws one seat's observation through the game's view and turns input into legal actions.

It knows the game only through its seat port (tabletop/engine/seat_port.py): it never holds a
session or a full state, so the same table can sit at a remote seat. Bots decide in a worker
thread from their own observation; their moves are paced so people can follow them.
"""
from __future__ import annotations

import logging
import math
from dataclasses import replace
from typing import Any, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from tabletop.bots.base import bot_action
from tabletop.bots.levels import make_bot
from tabletop.engine import windows
from tabletop.engine.contract import Action, Event, State
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.seat_port import SeatPort, seat_port
from tabletop.ui.autosave_strip import autosave_notice, draw_autosave_strip
from tabletop.ui.cards.watch import watch_game
from tabletop.ui import saves
from tabletop.ui.actionbar import ActionBar
from tabletop.ui.bot_runner import BotWorker, GatedGame
from tabletop.ui.chooser import DIGIT_KEYS, Chooser
from tabletop.ui.focus_ring import draw_focus_ring, focus_stops, ref_rect
from tabletop.ui.i18n import lang, seat_names, t, title_of
from tabletop.ui.layer_parts import LayerParts
from tabletop.ui.motion import Motion, motion_allowed, outline_seat, places, seat_numbers
from tabletop.ui.sound import cue_for
from tabletop.ui.phase_timer import TIME_UP, PhaseTimer
from tabletop.ui import remote_table
from tabletop.ui.net_words import nw
from tabletop.ui.scene import Scene
from tabletop.ui.table_log import LogPanel
from tabletop.ui.card_zoom import ZOOM_KEYS, preview_place, zoom_place, zoom_size
from tabletop.ui.teach_panel import TeachPanel
from tabletop.ui.theme import (CREAM, GOLD, MUTED, blit_lines, blit_text, draw_shadow, felt_background, fit_lines,
                               fit_text, seat_badge)
from tabletop.ui.view_base import GameView, GenericView, ViewContext, load_view
from tabletop.ui.why_tip import WhyTip

log = logging.getLogger("tabletop")

#: ref-less actions Esc plays (a chain's "go back" choice)
CANCEL_KINDS = ("cancel", "back", "undo_step")
#: key 0 is "pass / do not respond" in every window of every game
PASS_KEYS = (pygame.K_0, pygame.K_KP0)
#: keys the table keeps for itself (views get the others first)
TABLE_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_F1,
              pygame.K_F2, pygame.K_F11, pygame.K_l, *ZOOM_KEYS, *DIGIT_KEYS, *PASS_KEYS)
BOT_DELAY = 0.6  # seconds between bot moves at normal bot speed
BOT_BUDGET = 1.0  # thinking-time hint in seconds for search bots
SETTLE_MAX = 3.0  # longest wait, in seconds, for the last move's animations before a curtain or the results
HOVER_DELAY = 0.18
CLOCKED_DECISIONS = 60  # under a phase clock a bot move takes at most 1/60 of the time left (think + delay)
CLOCK_WARNING = 5.0  # the phase clock turns red for its last seconds
CLOCK_RED = (226, 96, 78)
PREVIEW_STEP_SECONDS = 0.003  # drawing time per frame spent on the coming hover preview



def make_card_renderer(game_id: str, art_dir=None):
    """The game's card renderer (tabletop.ui.cardface), or None when it is not available."""
    try:
        from tabletop.ui.cardface import CardRenderer  # type: ignore[import-not-found]
    except ImportError:
        return None
    try:
        return CardRenderer.for_game(game_id, art_dir=art_dir)
    except Exception as exc:  # noqa: BLE001 - bad card data or layout: plain faces instead
        log.warning("card renderer for %s unavailable: %s", game_id, exc)
        return None


def _around(whole: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """`whole` less `hole`, as up to four rectangles (left, right, above, below)."""
    hole = hole.clip(whole)
    if not hole.width or not hole.height:
        return [whole]
    parts = [pygame.Rect(whole.x, whole.y, hole.x - whole.x, whole.height),
             pygame.Rect(hole.right, whole.y, whole.right - hole.right, whole.height),
             pygame.Rect(hole.x, whole.y, hole.width, hole.y - whole.y),
             pygame.Rect(hole.x, hole.bottom, hole.width, whole.bottom - hole.bottom)]
    return [part for part in parts if part.width > 0 and part.height > 0]


class TableScene(Scene):
    """A game in progress."""

    def __init__(self, app, port: Any, replay: Sequence[str] | None = None):
        super().__init__(app)
        #: everything the table knows of the game and does to it (a local `Session` is wrapped in a LocalSeatPort)
        self.port: SeatPort = seat_port(port)
        #: a record shown move by move: its actions (the port holds the ones shown so far)
        self.replay = list(replay) if replay is not None else None
        self.game = self.port.game
        try:
            self.view: GameView = load_view(self.game)
        except Exception as exc:  # noqa: BLE001 - a broken view must not stop the game
            app.report_error(exc, "load_view")
            self.view = GenericView(self.game)
        self.cards = make_card_renderer(self.game.info.id, app.art_dir)
        self.card_watch = watch_game(self.game.info.id, app.art_dir)  # live reload of card art, data, layout
        self.humans = [] if self.replay is not None else self.port.humans()
        self.bots: dict[int, Any] = {}
        self.worker = BotWorker()
        self.timer = PhaseTimer()
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.version = 0
        self._obs: tuple[Any, State] | None = None
        self._legal: tuple[Any, list[Action]] | None = None
        self.log = LogPanel(self)
        self.teach = TeachPanel(self)
        self.why = WhyTip(self)
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.stopped_at = -1  # the number of moves at which a lone "pass" waits for the player (after an undo)
        self.hovered: str | None = None
        self.hover_since = 0.0
        self.zoom_held = False  # Z or Alt held: the hovered card shows large on the far side
        self.zoom_pinned: str | None = None  # the ref right-clicked to zoom (until the pointer leaves it)
        self.kb_ref: str | None = None
        self.actionbar = ActionBar(self)
        self.top_buttons: dict[str, UIButton] = {}
        self.flash: tuple[str, int | None, float] | None = None
        self.recent: dict[str, float] = {}
        self.new_log_from = 0
        self.next_bot_at = 0.0
        self.moved_at = -SETTLE_MAX
        self.end_at: float | None = None
        self.results_shown = False
        self.auto = (app.autoplay or bool(self.humans)) and self.replay is None
        self.playing = self.auto
        self.motion = Motion()  # cards sliding, numbers floating (tabletop.ui.motion)
        self.replay_speed = 1.0  # a watched record's pace, a multiple of the bots'
        self.step_requested = False
        self.layout_key: Any = None
        self.synced_version = -1
        self.mouse = (0, 0)
        self._layer: pygame.Surface | None = None
        self._layer_key: Any = None
        self.layer_parts = LayerParts()  # which rectangles of the layer a change touches
        self._bar: pygame.Surface | None = None  # the top bar's translucent ground
        self._public: tuple | None = None
        if self.replay is None:
            self.port.autosave()  # Continue resumes this game even when it is left before its first move

    # --- state helpers ------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The UI language."""
        return lang()

    @property
    def names(self) -> list[str]:
        """The seats' names as shown: default names ("Bot 2 (easy)") in the UI language."""
        return seat_names(self.port.seats, self.lang)

    def observation(self) -> State:
        """What the current viewer may see (cached per change)."""
        key = (self.version, self.viewer)
        if self._obs is None or self._obs[0] != key:
            self._obs = (key, self.port.observation(self.viewer))
        return self._obs[1]

    def human_turn(self) -> bool:
        """True when the viewer is the human who must decide now (or anyone, for a public decision)."""
        seat = self.port.to_move()
        at_screen = seat == self.viewer or (self.viewer is None and self.public_decision())
        return seat is not None and seat in self.humans and at_screen and not self.worker.running and self.top

    def public_decision(self) -> bool:
        """True in hot-seat while the decision needs no private view (the table shows no hand then)."""
        if len(self.humans) < 2:
            return False
        key = ("public", self.version)
        if self._public is None or self._public[0] != key:
            self._public = (key, self.port.public_decision())
        return self._public[1]

    def legal(self) -> list[Action]:
        """The legal actions the viewer may choose now (empty when it is not their turn)."""
        if not self.human_turn():
            return []
        key = (self.version, self.viewer)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self.port.legal_actions(self.viewer))
        return self._legal[1]

    def by_ref(self) -> dict[str, list[Action]]:
        """Legal actions grouped by the ref that chooses them."""
        groups: dict[str, list[Action]] = {}
        for action in self.legal():
            if action.ref is not None:
                groups.setdefault(action.ref, []).append(action)
        return groups

    def buttons_actions(self) -> list[Action]:
        """Legal actions without a ref (buttons)."""
        return [a for a in self.legal() if a.ref is None]

    def context(self) -> ViewContext:
        """The drawing context for the view."""
        highlighted = frozenset(self.by_ref()) if self.human_turn() else frozenset()
        pending = self.actionbar.pending
        selected = self.chooser.ref if self.chooser else pending.ref if pending and pending.ref else self.kb_ref
        s = self.app.settings
        return ViewContext(
            game=self.game, viewer=self.viewer, names=self.names, lang=self.lang, theme=self.app.theme,
            fonts=self.app.fonts, cards=self.cards, time=self.app.now, scale=self.app.scale,
            highlighted=highlighted, hovered=self.hovered, selected=selected, to_move=self.port.to_move(),
            bots=[seat.is_bot for seat in self.port.seats], thinking=self.worker.seat,
            recent=self.recent, anim_speed=0.0 if self.app.fast else s.animation_speed,
            clock_left=self.timer.left())

    def changed(self) -> None:
        """The game changed: drop caches, close choosers."""
        self.version += 1
        self.actionbar.changed()
        self.kb_ref = None

    # --- layout -------------------------------------------------------------------
    def areas(self) -> dict[str, pygame.Rect]:
        """Top bar, log panel, view area and action bar for the current window."""
        w, h = self.app.size
        m, top_h, bar_h = self.room(14), self.room(66), self.room(70)  # the window's room, not the letters' size
        log_w = max(self.room(300), min(self.room(470), int(w * 0.22)))
        top = pygame.Rect(0, 0, w, top_h)
        logr = pygame.Rect(w - log_w - m, top_h + m, log_w, h - top_h - 2 * m)
        table = pygame.Rect(m, top_h, logr.x - 2 * m, h - top_h - bar_h - m)
        bar = pygame.Rect(m, table.bottom, table.width, bar_h)
        out = {"top": top, "log": logr, "table": table, "bar": bar}
        if autosave_notice(self.port) is not None:  # the warning takes a strip; the table moves down
            strip_h = self.px(30)
            out["strip"] = pygame.Rect(table.x, table.y, table.width, strip_h)
            out["table"] = pygame.Rect(table.x, table.y + strip_h, table.width, table.height - strip_h)
        if self.teach.on:  # Teach me takes the top of the log's column; the log keeps at least a third
            teach_h = self.teach.height(log_w, logr.height * 2 // 3 - m)
            out["teach"] = pygame.Rect(logr.x, logr.y, log_w, teach_h)
            out["log"] = pygame.Rect(logr.x, logr.y + teach_h + m, log_w, logr.height - teach_h - m)
        return out

    def room(self, points: float) -> int:
        """A design size in pixels at the window's own scale (see App.room_scale): what the table's panels take."""
        return max(1, int(round(points * self.app.room_scale)))

    def build(self) -> None:
        self.actionbar.reset()
        self.layout_key = None
        a = self.areas()
        bh = min(self.px(44), a["top"].height - self.room(12))
        bw = self.px(130)
        y = (a["top"].height - bh) // 2
        x = a["top"].right - self.px(14) - bw
        self.top_buttons = {
            "menu": UIButton(pygame.Rect(x, y, bw, bh), "≡  " + t("table.menu"), self.ui, object_id="#small_button"),
            "undo": UIButton(pygame.Rect(x - bw - self.px(10), y, bw, bh), "↶  " + t("table.undo"), self.ui,
                             object_id="#small_button"),
        }
        self.top_buttons["menu"].tool_tip_text = "Esc"
        self.top_buttons["undo"].tool_tip_text = "Ctrl+Z"
        self.teach.build(a.get("teach"), a["log"])
        self.legend_button = UIButton(self._legend_place(a), "?", self.ui, object_id="#small_button",
                                      tool_tip_text=t("table.legend_tip"))

    def _legend_place(self, a: dict) -> pygame.Rect:
        """The "?" (icon legend) button: in the game log's header, left of its Teach me button when that is there."""
        log, size = a["log"], self.px(32)
        teach = self.teach.buttons.get("on")
        right = teach.relative_rect.x - self.px(6) if teach is not None and "teach" not in a else log.right - self.px(12)
        return pygame.Rect(right - size, log.y + self.px(10), size, size)

    def enter(self) -> None:
        super().enter()
        self.next_bot_at = self.app.now + self.bot_delay()

    def leave(self) -> None:
        self.worker.close()
        self.port.close()

    def resume(self) -> None:
        self.actionbar.refresh()

    # --- actions ------------------------------------------------------------------
    def play(self, action: Action, by_bot: bool = False) -> bool:
        """Play a legal action through the port; False (and a message) if it is not legal."""
        mark = self._before_move(by_bot)
        try:
            events = self.port.play(action)
        except IllegalActionError:
            self.app.toast(t("table.illegal"), kind="error")
            return False
        if events is None:  # sent to the host of a network game: it lands with the host's answer (_take_news)
            self.changed()
            return True
        self._after_move(mark, action, events, by_bot)
        return True

    def _before_move(self, by_bot: bool) -> tuple:
        """What the table must remember of the position before a move to show what the move did."""
        before = self.observation()
        mover = self.port.to_move()
        told = by_bot and not self.port.is_secret_commit(self.viewer)  # a secret commitment's banner names nothing
        seen = self.port.knowledge(self.viewer) if told else None
        moving = self.motion_factor(by_bot) > 0  # where the cards were, only when they may slide
        old_places = places(self.view) if moving else {}
        numbers = seat_numbers(before, len(self.port.seats)) if moving else {}
        return mover, seen, len(self.port.log), moving, old_places, numbers

    def _after_move(self, mark: tuple, action: Action | None, events: list[Event], by_bot: bool) -> None:
        """A move landed: animate it, say what it was (another seat's), play its sound."""
        mover, seen, log_len, moving, old_places, numbers = mark
        self.new_log_from = log_len
        self.moved_at = self.app.now
        self.changed()
        if moving:
            self.motion.moved(old_places, numbers, seat_numbers(self.observation(), len(self.port.seats)),
                              self.app.now, self.motion_factor(by_bot))
        if by_bot:
            shown, label = self._told(action, seen)
            if shown is action and action is not None and action.ref is not None:
                self.recent[action.ref] = self.app.now
            name = self.names[mover] if mover is not None else ""
            words = t("table.bot_chose", name=name, target=label) if label in self.names else \
                t("table.bot_played", name=name, action=label)  # not "Bo: Bo" for Bo aiming at himself
            self.flash = (words if label else "", mover, self.app.now)
        visible = [e for e in events if e.audience is None or e.audience == self.viewer]
        self.app.sounds.play(cue_for([e.key for e in visible], self.port.is_over(),
                                     by_bot and bool(self.humans) and self.human_turn()))
        self._sync_view(visible)
        self.next_bot_at = self.app.now + self.bot_delay()

    def _take_news(self) -> None:
        """Show the next change made away from this screen (a network game: another seat's move, our own move
        coming back from the host, an undo, a reconnection), and say what the host or the link told us."""
        remote_table.show_notices(self)
        if not self.port.news_waiting():
            return
        mark = self._before_move(by_bot=True)
        landed = self.port.take_news()
        if landed is None:
            return
        if landed.whole:
            self.went_back()
        elif landed.mover is None:
            self.changed()  # someone came or went: the same position, other marks
        else:
            self._after_move(mark, landed.told, landed.events, by_bot=landed.mover != self.viewer)

    def motion_factor(self, by_bot: bool) -> float:
        """How fast a move animates (0: not at all): the animation speed, for a bot's move also its pace."""
        s = self.app.settings
        if not motion_allowed(s.animation_speed, self.app.fast):
            return 0.0
        if by_bot:
            return 0.0 if s.bot_speed <= 0 else s.animation_speed / s.bot_speed
        return s.animation_speed

    def _told(self, action: Action, seen: Any) -> tuple[Action | None, str]:
        """A bot's just-played action as the viewer may know it, and its banner words ("" when secret)."""
        if seen is None or action is None:
            return None, ""
        try:
            return self.port.told(action, seen, self.viewer, self.lang, self.names)
        except Exception:  # noqa: BLE001 - a banner must never stop the game
            log.exception("describing a bot's move")
            return None, ""

    def _sync_view(self, events: list[Event] | None = None) -> None:
        """Tell the view the observation changed (animations) and lay it out again."""
        ctx = self.context()
        obs = self.observation()
        self.app.guard(self, self.view.sync, obs, ctx)
        if events:
            self.app.guard(self, self.view.on_events, events, ctx)
        self.synced_version = self.version
        self.layout_key = None

    def undo(self) -> None:
        """Ctrl+Z: back to before the latest human decision (in a replay: one move back)."""
        self.worker.cancel()
        if self.replay is not None:
            self.replay_back()
            return
        undone = self.port.undo(self.undo_seat())
        if undone is None:  # asked of the other players (a network game): the answer comes as news
            return
        if undone:
            self.stopped_at = self.port.moves  # a window passed by itself stops after an undo
            self.went_back()
            self.app.toast(t("table.undone"), seconds=2)
            self.next_bot_at = self.app.now + self.bot_delay() + 0.4
        else:
            self.app.toast(self.why.undo() or t("table.nothing_to_undo"), seconds=3)

    def replay_back(self) -> None:
        """In a replay: show the position one move earlier."""
        shown = self.port.moves
        if not shown:
            return
        self.port.rewind(shown - 1)
        self.playing = False
        self.went_back()

    def went_back(self) -> None:
        """The game lost its latest moves (undo, a replay's step back): redraw from scratch."""
        self.motion.clear()
        self.log.forget()
        self.results_shown = False
        self.end_at = None
        self.changed()
        self.view.reset()
        self._sync_view()
        self.recent.clear()
        self.flash = None
        self.actionbar.refresh()

    def _replay_step(self) -> None:
        """In a replay: play the record's next move when it is time (paced like a bot)."""
        shown = self.port.moves
        if shown >= len(self.replay) or self.app.now < self.next_bot_at or self.view.busy(self.context()):
            return
        if not self.playing and not self.step_requested:
            return
        self.step_requested = False
        action = self.port.parse(self.replay[shown])
        self.play(action, by_bot=True)

    def undo_seat(self) -> int | None:
        """Whose decision Undo takes back: the human at the screen (the viewer), else the engine's choice."""
        return self.viewer if self.viewer in self.humans else None

    def can_undo(self) -> bool:
        """True when Undo would change something for the player at the screen."""
        if self.replay is not None:
            return bool(self.port.moves)
        return self.port.can_undo(self.undo_seat())

    def save(self) -> None:
        """Ctrl+S: ask for a name (a default filled in), then save (a remote seat: the host keeps the record)."""
        if not getattr(self.port, "keeps_record", True):
            self.app.toast(nw("host_saves", self.lang), seconds=4)
            return
        saves.ask_and_save(self.app, self.port)

    def bot_delay(self) -> float:
        """Seconds between bot moves (0 with --fast)."""
        if self.app.fast:
            return 0.0
        if self.replay is not None:
            return BOT_DELAY * self.app.settings.bot_speed / self.replay_speed
        return min(BOT_DELAY * self.app.settings.bot_speed, self.clocked(BOT_DELAY))

    def clocked(self, seconds: float) -> float:
        """`seconds`, or less under a phase clock (Cronometrada): the many bot decisions of a phase must fit."""
        left = self.timer.left()
        return seconds if left is None else min(seconds, left / CLOCKED_DECISIONS)

    def choose_ref(self, ref: str, pos: tuple[int, int] | None = None) -> None:
        """The player clicked a glowing ref: play its action or open a chooser."""
        groups = self.by_ref()
        actions = groups.get(ref, []) + [a for other in self.view.offered_with(ref) for a in groups.get(other, [])]
        if len(actions) == 1 and not self._asks_alone(actions[0]):
            self.actionbar.choose(actions[0])
        elif actions:
            self.open_chooser(ref, actions, pos or self.mouse)

    def _asks_alone(self, action: Action) -> bool:
        """The game wants a lone action shown in a chooser (with why) rather than played at a click."""
        try:
            return bool(self.game.asks_alone(self.observation(), action))
        except Exception:  # noqa: BLE001 - a game bug plays the action as before
            return False

    @property
    def chooser(self) -> Chooser | None:
        """The open chooser menu (see ActionBar.open_chooser), or None."""
        return self.actionbar.chooser

    def open_chooser(self, ref: str | None, actions: list[Action], pos: tuple[int, int]) -> None:
        """A menu (or a grid) of the actions one ref carries."""
        self.actionbar.open_chooser(ref, actions, pos)

    def close_chooser(self) -> None:
        """Close the chooser, if open."""
        self.actionbar.close_chooser()

    def open_pause(self) -> None:
        """Esc / Menu: the pause menu."""
        from tabletop.ui.scenes.pause import PauseScene
        self.close_chooser()
        self.app.push(PauseScene(self.app, self))

    def open_rules(self, anchor: str | None = None) -> None:
        """F1: the rules of this game, at the section about the current decision."""
        from tabletop.ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, self.game.info.id, anchor or self.rules_anchor()))

    def open_legend(self) -> None:
        """L or "?": what every icon, chip and number of this game means."""
        from tabletop.ui.scenes.legend import LegendScene
        self.app.push(LegendScene(self.app, self.game.info.id))

    def rules_anchor(self) -> str | None:
        """The heading of the rules about the decision in front of the player at the screen (None: none)."""
        seat = self.port.to_move()
        at_screen = seat == self.viewer or (self.viewer is None and self.public_decision())
        if seat is None or seat not in self.humans or not at_screen:
            return None
        try:
            return self.game.rules_anchor(self.observation(), self.lang)
        except Exception:  # noqa: BLE001 - a rules bug must not block the rules
            return None

    # --- events -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.log.hover(None if consumed else event.pos)
        if self.chooser and self.actionbar.chooser_event(event):  # the chooser is modal
            self._set_hover(None)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed and \
                self.areas()["log"].collidepoint(event.pos):
            self.log.click(event.pos)
            return
        replay_key = self.replay is not None and event.type == pygame.KEYDOWN and \
            event.key in (pygame.K_LEFT, pygame.K_RIGHT)  # stepping a replay comes before panning a board
        if not consumed and not replay_key and self._offer_to_view(event):
            if event.type == pygame.MOUSEMOTION:
                self.mouse = event.pos
                self._set_hover(self.ref_at(event.pos))
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._set_hover(None if consumed else self.ref_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN and not consumed:
            self.mouse = event.pos
            if event.button == 1:
                self._click(event.pos)
            elif event.button == 3:
                pin = self.hovered if self.chooser is None and self.zoom_pinned != self.hovered else None
                self.close_chooser()
                self.kb_ref = None
                self.zoom_pinned = pin
        elif event.type == pygame.MOUSEWHEEL:
            a = self.areas()
            if a["log"].collidepoint(self.mouse):
                self.log.wheel(event.y * self.px(40))
            elif "teach" in a and a["teach"].collidepoint(self.mouse):
                self.teach.wheel(-event.y * self.px(40))
        elif event.type == pygame.KEYDOWN and not consumed:
            self._key(event)
        elif event.type == pygame.KEYUP and event.key in ZOOM_KEYS:
            self.zoom_held = False

    def _offer_to_view(self, event: pygame.event.Event) -> bool:
        """Let the view use an input event first (pan, zoom...), except the table's own keys."""
        kind = event.type
        if kind == pygame.KEYDOWN or kind == pygame.KEYUP:
            if event.mod & pygame.KMOD_CTRL or event.key in TABLE_KEYS:
                return False
        elif kind == pygame.MOUSEWHEEL:
            a = self.areas()
            if a["log"].collidepoint(self.mouse) or ("teach" in a and a["teach"].collidepoint(self.mouse)):
                return False
        elif kind not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        try:
            return bool(self.view.handle_input(event, self.context()))
        except Exception as exc:  # noqa: BLE001 - a view bug must not stop the game
            self.app.report_error(exc, f"{type(self.view).__name__}.handle_input")
            return False

    def _on_button(self, element) -> None:
        if element is self.top_buttons.get("menu"):
            self.open_pause()
        elif element is self.top_buttons.get("undo"):
            self.undo()
        elif element is getattr(self, "legend_button", None):
            self.open_legend()
        elif not self.teach.pressed(element):
            self.actionbar.on_button(element)

    def _click(self, pos: tuple[int, int]) -> None:
        self.actionbar.focus = None
        ref = self.ref_at(pos)
        if ref is not None and ref in self.by_ref():
            self.choose_ref(ref, pos)

    def ref_at(self, pos: tuple[int, int]) -> str | None:
        """The ref under `pos`: the topmost glowing one if any, else the topmost."""
        self.ensure_layout()
        legal = self.by_ref()
        if legal:
            for rect, ref in reversed(self.view.hits):
                if ref in legal and rect.collidepoint(pos):
                    return ref
        return self.view.ref_at(pos)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        key = event.key
        if ctrl and key == pygame.K_z:
            self.undo()
        elif ctrl and key == pygame.K_s:
            self.save()
        elif key == pygame.K_F1:
            self.open_rules()
        elif key == pygame.K_F2:
            self.teach.toggle()
        elif key == pygame.K_l:
            self.open_legend()
        elif key in ZOOM_KEYS and not ctrl:
            self.zoom_held = True
        elif self.replay is not None and key == pygame.K_LEFT:
            self.replay_back()
        elif self.replay is not None and key == pygame.K_RIGHT:
            self.step_requested = True
        elif self.replay is not None and key in (pygame.K_HOME, pygame.K_END):
            from tabletop.ui import replay_watch
            (replay_watch.first if key == pygame.K_HOME else replay_watch.last)(self)
        elif key == pygame.K_ESCAPE:
            self._escape()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._confirm()
        elif key == pygame.K_TAB:
            self._cycle_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in DIGIT_KEYS:
            self.actionbar.press_number(DIGIT_KEYS[key])
        elif key in PASS_KEYS and self.chooser is None:  # a chooser's options are its own keys
            self.actionbar.press_number(0)

    def _escape(self) -> None:
        bar = self.actionbar
        if bar.pending is not None:
            bar.activate("change")
            return
        if self.kb_ref or bar.focus is not None:
            self.kb_ref = bar.focus = None
            return
        for action in self.buttons_actions():
            if action.kind in CANCEL_KINDS:
                self.play(action)
                return
        self.open_pause()

    def _confirm(self) -> None:
        bar = self.actionbar
        if bar.focus is not None and bar.focus < len(bar.buttons):
            bar.activate(bar.buttons[bar.focus][1])
            return
        if bar.pending is not None:
            bar.activate("ready")
            return
        if self.kb_ref and self.kb_ref in self.by_ref():
            self.choose_ref(self.kb_ref, self._ref_center(self.kb_ref))
            return
        if not self.human_turn():
            if not self.humans and not self.port.is_over():
                self.step_requested = True
            return
        buttons = [a for a in self.buttons_actions() if a.kind not in CANCEL_KINDS]
        if len(buttons) == 1:
            bar.choose(buttons[0])
        elif len(self.legal()) == 1:
            bar.choose(self.legal()[0])
        elif bar.numbered():
            self.app.toast(t("table.keys_hint", count=len(bar.numbered())), seconds=3)

    def _cycle_focus(self, step: int) -> None:
        """Tab: the glowing refs one by one, then the own cards that do not glow, then the bar's buttons, round again."""
        self.ensure_layout()
        stops = focus_stops(self)
        if not stops:
            return
        bar = self.actionbar
        current = ("ref", self.kb_ref) if self.kb_ref else ("bar", bar.focus) if bar.focus is not None else None
        index = stops.index(current) if current in stops else (-1 if step > 0 else 0)
        kind, value = stops[(index + step) % len(stops)]
        self.kb_ref, bar.focus = (value, None) if kind == "ref" else (None, value)

    def _ref_center(self, ref: str) -> tuple[int, int]:
        for rect, r in reversed(self.view.hits):
            if r == ref:
                return rect.center
        return self.mouse

    def _set_hover(self, ref: str | None) -> None:
        if ref != self.hovered:
            self.hovered = ref
            self.hover_since = self.app.now
            self.zoom_pinned = None

    # --- update -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.card_watch is not None and self.card_watch.poll():
            self.layout_key = self._layer_key = None  # a card file changed: lay out and draw again
            self.layer_parts.forget()
        if self.synced_version != self.version:
            self._sync_view()
        self._check_curtain()
        if not self.top:
            return
        self._take_news()
        self.actionbar.update()
        self._tick_clock(dt)
        self._prepare_preview()
        self._run_bots()
        self._auto_pass()
        self._check_end()
        expiry = self.app.now - 2.5
        if self.recent:
            self.recent = {ref: when for ref, when in self.recent.items() if when > expiry}

    def _auto_pass(self) -> None:
        """Stop only when you can respond: a window whose only choice is "pass" passes by itself for a human."""
        if self.replay is not None or self.app.settings.always_stop or not self.human_turn():
            return
        if self.port.moves == self.stopped_at or self.app.now < self.next_bot_at:
            return
        try:
            action = windows.lone_pass(self.game, self.observation())
        except Exception:  # noqa: BLE001 - when in doubt, stop and let the player pass
            action = None
        mover = self.port.to_move()
        if action is not None and self.play(action):
            self.flash = (t("table.auto_pass", name=self.names[mover]), mover, self.app.now)

    def _check_curtain(self) -> None:
        """In hot-seat, hide the table whenever the deciding human changes."""
        if len(self.humans) < 2 or not self.top:
            return
        seat = self.port.to_move()
        if seat is None or seat not in self.humans:
            return
        if self.public_decision():
            self.set_viewer(None)  # everyone may look: no hand shown, no curtain
            return
        if seat == self.viewer:
            return
        if self.viewer is not None and not self.port.hidden_differs():
            self.set_viewer(seat)
            return
        if self.settling():
            return  # let everyone see what the last move did before the curtain hides it
        from tabletop.ui.scenes.curtain import CurtainScene
        self.close_chooser()
        self.app.push(CurtainScene(self.app, self, seat))

    def settling(self) -> bool:
        """True while the view still shows what the last move did (never longer than SETTLE_MAX seconds)."""
        if self.app.now - self.moved_at > SETTLE_MAX:
            return False
        try:
            return bool(self.view.settling(self.context()))
        except Exception:  # noqa: BLE001 - a broken view must not hold the game
            return False

    def set_viewer(self, seat: int | None) -> None:
        """Draw the table from `seat`'s point of view (after the curtain)."""
        if seat != self.viewer:
            self.viewer = seat
            self.hovered = None  # the last player's hovered card must not show to the next one
            self.changed()
            self.view.reset()
            self._sync_view()

    def _tick_clock(self, dt: float) -> None:
        """Count the phase clock down; when its time is up, apply the game's time_up (a thinking bot is too late)."""
        if self.replay is not None or self.port.is_over():
            return
        if self.timer.tick(self.port.clock(), dt):
            self.worker.cancel()
            self.play(TIME_UP)

    def _run_bots(self) -> None:
        port = self.port
        if self.replay is not None:
            self._replay_step()
            return
        if port.is_over():
            return
        seat = port.to_move()
        if seat is None or not port.seats[seat].is_bot:
            return
        if self.worker.running:
            result = self.worker.poll()
            if result is not None:
                self._bot_done(seat, *result)
            return
        if self.app.now < self.next_bot_at or self.view.busy(self.context()):
            return
        if not self.auto and not self.playing and not self.step_requested:
            return
        self.step_requested = False
        self._start_bot(seat)

    def _start_bot(self, seat: int) -> None:
        """Ask seat's bot for a move, in the background, from its own observation only."""
        level = self.port.seats[seat].level or "normal"
        if seat not in self.bots:
            self.bots[seat] = make_bot(GatedGame(self.game), level)  # pauses while the UI draws
        bot = self.bots[seat]
        game = self.game
        budget = min(0.25 if self.app.fast else BOT_BUDGET, self.clocked(BOT_BUDGET))
        task = self.port.bot_task(seat, lambda observation, rng: bot_action(game, bot, observation, rng, budget))
        if task is None:  # this seat's bot runs elsewhere (the host of a network game)
            return
        self.worker.start(seat, task)
        if self.app.fast:
            self.worker.wait(0.01)  # quick decisions land in this very frame; slow ones keep running
            result = self.worker.poll()
            if result is not None:
                self._bot_done(seat, *result)

    def _bot_done(self, seat: int, action: Action | None, error: BaseException | None) -> None:
        if self.port.to_move() != seat:
            return
        if error is not None or action is None or not self.play(action, by_bot=True):
            if error is not None:
                self.app.report_error(error, f"bot seat {seat}")
            legal = self.port.legal_actions(seat)
            if legal:
                self.app.toast(t("table.bot_failed"), kind="error")
                self.play(legal[0], by_bot=True)

    def _check_end(self) -> None:
        if not self.port.is_over() or self.results_shown or self.replay is not None:
            return
        if self.end_at is None:
            self.end_at = self.app.now + (0.0 if self.app.fast else 1.2)
            self.actionbar.refresh()
        if self.app.now >= self.end_at and not self.settling():
            self.show_results()

    def show_results(self) -> None:
        """The results over the final table."""
        from tabletop.ui.scenes.results import ResultsScene
        self.results_shown = True
        self.close_chooser()
        self.app.push(ResultsScene(self.app, self))

    # --- drawing ------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        if self.synced_version != self.version:  # a table pushed during another scene's update draws before its own
            self._sync_view()
        a = self.areas()
        obs = self.observation()
        self.ensure_layout()
        self.motion.land(self.view)
        ctx = self.context()
        layered = getattr(self.view, "layered", False)
        clip_rect = a["table"].inflate(self.px(8), self.px(8))
        still = self._layer_context(ctx) if layered else ctx
        key = self._layer_state(still, obs, layered)
        if self._layer is None or self._layer.get_size() != surface.get_size() or key != self._layer_key:
            self._layer_key = key
            self._layer = self._draw_layer(surface.get_size(), a, obs, still, layered, clip_rect)
        for rect in _around(surface.get_rect(), a["log"]):  # the log's own picture covers its place whole
            surface.blit(self._layer, rect, rect)
        self.log.blit(surface, a["log"])
        clip = surface.get_clip()
        surface.set_clip(clip_rect)
        if layered:
            self.view.draw_dynamic(surface, obs, ctx)
        else:
            self.view.draw(surface, obs, ctx)
        pulse = motion_allowed(ctx.anim_speed, self.app.fast)
        outline_seat(surface, self.view, self.port.to_move(), self.app.now if pulse else None, self.px)
        self.motion.draw(surface, self.app.fonts, self.app.now, self.px)
        self.view.draw_tips(surface, obs, ctx)
        self.log.draw_outlines(surface, self.app.now)
        surface.set_clip(clip)
        self.actionbar.draw(surface, a["bar"])

    def _layer_context(self, ctx: ViewContext) -> ViewContext:
        """The context the cached layer is drawn with: a view that draws the hover itself gets none there."""
        static_hover = getattr(self.view, "static_hover", None)
        return ctx if static_hover is None else replace(ctx, hovered=static_hover(ctx))

    def _layer_state(self, ctx: ViewContext, obs: State, layered: bool) -> tuple:
        """Everything the cached layer depends on (it is redrawn only when this changes)."""
        view_key = self.view.static_key(ctx) if layered else None
        return (self.layout_key, self.version, self.viewer, ctx.hovered, ctx.selected, ctx.highlighted, self.lang,
                view_key, self._prompt(obs), self.human_turn(), self.teach.key(), self.app.scale)

    def _draw_layer(self, size, a: dict, obs: State, ctx: ViewContext, layered: bool,
                    clip_rect: pygame.Rect) -> pygame.Surface:
        """The felt, the view's static part, the top bar and the teaching panel, drawn once per change: only the
        rectangles whose parts changed (`tabletop.ui.layer_parts`) when the view names its parts, else all."""
        kept = self._layer is not None and self._layer.get_size() == size
        layer = self._layer if kept else pygame.Surface(size).convert()
        parts = self._static_parts(obs, ctx) if layered else None
        if not kept:
            self.layer_parts.forget()
        if parts is not None:
            parts.update(self._top_parts(a["top"], obs))
        whole = (size, tuple(map(tuple, a.values())), tuple(clip_rect), self.viewer, self.lang, self.app.scale,
                 self.teach.key())
        pieces = self.layer_parts.changed(whole, parts, a["table"].union(a["top"]))
        for piece in [layer.get_rect()] if pieces is None else pieces:
            layer.set_clip(piece)
            layer.blit(felt_background(size), piece, piece)
            if layered:
                layer.set_clip(piece.clip(clip_rect))
                self.view.draw_static(layer, obs, ctx)
                layer.set_clip(piece)
            if piece.colliderect(a["top"]):
                self._draw_top(layer, a["top"], obs)
            if "teach" in a and piece.colliderect(a["teach"]):
                self.teach.draw(layer, a["teach"])
        layer.set_clip(None)
        return layer

    def _static_parts(self, obs: State, ctx: ViewContext) -> dict | None:
        """The view's parts of the static picture (`GameView.static_parts`), or None (paint it whole)."""
        try:
            parts = self.view.static_parts(obs, ctx)
        except Exception as exc:  # noqa: BLE001 - a view that cannot say is painted whole
            log.debug("static_parts: %s", exc)
            return None
        return dict(parts) if parts is not None else None

    def _top_parts(self, top: pygame.Rect, obs: State) -> dict:
        """The top bar's parts of the kept layer: the bar (title, goal, clock), and the prompt's place in it."""
        left = self.timer.left()
        buttons = tuple(tuple(button.relative_rect) for button in self.top_buttons.values())
        bar = (self.game.info.title, self.goal_line(obs), None if left is None else (math.ceil(left), left > CLOCK_WARNING),
               buttons, tuple(self.prompt_rect))
        return {("table", "top"): (top, bar),
                ("table", "prompt"): (self.prompt_rect, (self._prompt(obs), self.human_turn()))}

    def draw(self, surface: pygame.Surface) -> None:
        """Table, widgets, then the large card preview on top of everything."""
        super().draw(surface)
        strip = self.areas().get("strip")
        if strip is not None:
            draw_autosave_strip(surface, self, strip)
        self.actionbar.draw_over(surface)
        self._draw_hover(surface, self.context())
        focused = ref_rect(self, self.kb_ref) if self.kb_ref and self.chooser is None else None
        if focused is not None:
            draw_focus_ring(surface, focused, self.px)
        self.why.draw(surface)

    def ensure_layout(self) -> None:
        """Lay the view out again when the observation or the window changed."""
        a = self.areas()
        key = (self.version, self.viewer, a["table"].size, a["table"].topleft, self.app.scale, self.lang)
        if key != self.layout_key:
            self.layout_key = key
            if isinstance(self.view, GenericView):
                self.view.set_refs(list(self.by_ref()))
            self.view.room_scale = self.app.room_scale
            self.view.layout(a["table"], self.observation())
            if self.hovered is not None and all(ref != self.hovered for _rect, ref in self.view.hits):
                self.hovered = None  # the hovered card was played or went away: its preview goes too

    def _prompt(self, obs: State) -> tuple[str, int | None]:
        seat = self.port.to_move()
        names = self.names
        if self.replay is not None and self.port.moves >= len(self.replay):
            result = self.game.describe_result(obs, self.lang, names) if seat is None else ""
            return t("table.replay_end", result=result or t("table.replay_unfinished")), None
        if seat is None:
            return t("table.game_over"), None
        if self.replay is not None:
            return t("table.replaying", name=names[seat]), seat
        if self.port.seats[seat].is_bot:
            if not self.humans and not self.auto and not self.playing:
                return t("table.spectating"), seat
            return t("table.thinking", name=names[seat]), seat
        try:
            return self.game.prompt(obs, self.lang, names), seat
        except Exception:  # noqa: BLE001 - a bad template must not break the table
            return t("table.your_turn", name=names[seat]), seat

    def goal_line(self, obs: State) -> str | None:
        """How this game is won, as its rules say with this game's options (None when the game says nothing)."""
        try:
            return self.game.goal(obs, self.lang)
        except Exception:  # noqa: BLE001 - a bad template must not break the table
            return None

    def _goal_fit(self, goal: str, width: int) -> tuple[float, int]:
        """The goal's letter size and the narrowest width up to `width` that keeps it on two lines."""
        key = (goal, width, self.px(10))
        if getattr(self, "_goal_fitted", (None,))[0] != key:
            fonts, points = self.app.fonts, 12.0
            while points > 9 and len(fonts.wrap(goal, points, width)) > 2:
                points -= 0.5
            narrow = width
            while narrow > width // 2 and len(fonts.wrap(goal, points, narrow - self.px(10))) <= 2:
                narrow -= self.px(10)
            self._goal_fitted = (key, (points, narrow))
        return self._goal_fitted[1]

    def _draw_title(self, surface: pygame.Surface, rect: pygame.Rect, title: str,
                    goal: str | None = None) -> pygame.Rect:
        """The game's title at the left of the top bar (two smaller lines when one does not fit), its goal below."""
        if goal:  # the title on top, smaller, and how to win on up to two lines beneath it
            fonts, width = self.app.fonts, int(rect.width * 0.21)
            size = 17.0
            while size > 12 and fonts.get(size, True, True).size(title)[0] > width:
                size -= 0.5
            name = blit_text(surface, fonts, fit_text(fonts, title, size, width, True, True), size,
                             (self.px(22), rect.y + rect.height * 3 // 10), GOLD, anchor="midleft", bold=True,
                             serif=True)
            points, narrow = self._goal_fit(goal, width)
            lines = blit_lines(surface, fonts, fit_lines(fonts, goal, points, narrow, 2), points,
                               (self.px(22), rect.y + rect.height * 7 // 10), CREAM)
            return name.union(lines)
        fonts, width = self.app.fonts, int(rect.width * 0.2)
        if fonts.get(22, True, True).size(title)[0] <= width:
            return blit_text(surface, fonts, title, 22, (self.px(22), rect.centery), GOLD, anchor="midleft",
                             bold=True, serif=True)
        lines = fonts.wrap(title, 16, width, True, True)[:2]
        step = fonts.get(16, True, True).get_linesize()
        top = rect.centery - step * (len(lines) - 1) // 2
        drawn = [blit_text(surface, fonts, fit_text(fonts, line, 16, width, True, True), 16,
                           (self.px(22), top + k * step), GOLD, anchor="midleft", bold=True, serif=True)
                 for k, line in enumerate(lines)]
        return drawn[0].unionall(drawn[1:])

    def _draw_top(self, surface: pygame.Surface, rect: pygame.Rect, obs: State) -> None:
        fonts = self.app.fonts
        if self._bar is None or self._bar.get_size() != rect.size:
            self._bar = pygame.Surface(rect.size, pygame.SRCALPHA)  # kept: the bar is painted at every change
            self._bar.fill((10, 16, 14, 200))
        surface.blit(self._bar, rect)
        pygame.draw.line(surface, (140, 118, 70), (0, rect.bottom - 1), (rect.right, rect.bottom - 1))
        title = title_of(self.game.info.title, self.game.info.id)
        title_rect = self._draw_title(surface, rect, title, self.goal_line(obs))
        text, seat = self._prompt(obs)
        left = title_rect.right + self.px(30)
        right = min(b.relative_rect.x for b in self.top_buttons.values()) - self.px(20) if self.top_buttons \
            else rect.right - self.px(20)
        right = self._draw_clock(surface, rect, right)
        self.prompt_rect = pygame.Rect(left, rect.y + 2, max(0, right - left), rect.height - 4)  # why_tip writes here
        x = left
        if seat is not None:
            radius = self.px(15)
            pulse = self.human_turn()
            seat_badge(surface, fonts, seat, (x + radius, rect.centery), radius, ring=pulse)
            x += 2 * radius + self.px(12)
        colour = CREAM if self.human_turn() else MUTED
        bold = self.human_turn()
        if fonts.get(19, bold).size(text)[0] <= right - x:
            blit_text(surface, fonts, text, 19, (x, rect.centery), colour, anchor="midleft", bold=bold)
        else:  # a long prompt takes two lines, its letters a little smaller if need be, rather than losing its end
            points = 16.0
            while points > 13 and len(fonts.wrap(text, points, right - x, bold)) > 2:
                points -= 0.5
            blit_lines(surface, fonts, fit_lines(fonts, text, points, right - x, 2, bold), points, (x, rect.centery),
                       colour, bold=bold)

    def _draw_clock(self, surface: pygame.Surface, rect: pygame.Rect, right: int) -> int:
        """The seconds left on the phase clock at the right of the top bar; the prompt's new right edge."""
        left = self.timer.left()
        if left is None:
            return right
        colour = GOLD if left > CLOCK_WARNING else CLOCK_RED
        shown = blit_text(surface, self.app.fonts, t("table.clock", seconds=math.ceil(left)), 19,
                          (right, rect.centery), colour, anchor="midright", bold=True)
        return shown.left - self.px(16)

    def _preview_request(self) -> tuple[str, tuple[int, int]] | None:
        """(card id, size) of the large preview of the hovered card, or None when there is none."""
        card_id = self._hovered_card() if not self.chooser else None
        if not card_id:
            return None
        ch = int(self.app.size[1] * 0.48)
        cw = int(ch * 0.7)
        room = self._large_bounds().height
        if room < ch:  # keep the action buttons visible: shrink the preview to fit above them
            cw, ch = int(room * cw / ch), room
        return card_id, (cw, ch)

    def _hovered_card(self) -> str | None:
        """The card id the hovered ref shows, or None (nothing hovered, a hidden card, a view error)."""
        if self.hovered is None:
            return None
        try:
            return self.view.hover_card(self.hovered) or None
        except Exception:  # noqa: BLE001 - a view error must not stop the table
            return None

    def _prepare_preview(self) -> None:
        """During the hover delay, draw a part of the coming preview each frame: no frame draws it whole."""
        if self.cards is None or self.app.now - self.hover_since >= HOVER_DELAY:
            return
        request = self._preview_request()
        if request is not None:
            try:
                self.cards.prepare(request[0], request[1], self.lang, seconds=PREVIEW_STEP_SECONDS)
            except Exception:  # noqa: BLE001 - drawing it when shown falls back to a plain face
                pass

    def _large_bounds(self) -> pygame.Rect:
        """Where a card shown large may go: the table's width, between the top bar and the action bar."""
        areas = self.areas()
        top, bottom = areas["top"].bottom + self.px(8), areas["bar"].y - self.px(4)
        return pygame.Rect(areas["table"].x, top, areas["log"].x - areas["table"].x, bottom - top)

    def zoomed(self) -> tuple[str, pygame.Rect] | None:
        """(card id, place) of the zoomed card: the hovered one while Z or Alt is held or after a right-click on
        it; None for a hidden card (its view names no card) or nothing hovered. It may cover the log (never the
        glowing refs nor what the view keeps clear, when it can help it)."""
        if self.hovered is None or self.chooser or not (self.zoom_held or self.zoom_pinned == self.hovered):
            return None
        card_id = self._hovered_card()
        if not card_id:
            return None
        lit = frozenset(self.by_ref()) if self.human_turn() else frozenset()
        avoid = [rect for rect, ref in self.view.hits if ref in lit] + self.view.kept_clear()
        return card_id, zoom_place(zoom_size(self._large_bounds()), self.mouse, self.zoom_bounds(), self.px(12), avoid)

    def zoom_bounds(self) -> pygame.Rect:
        """Where the zoom may go: the room of a card shown large, and the log's column beside it."""
        bounds, log = self._large_bounds(), self.areas()["log"]
        return bounds.union(pygame.Rect(log.x, bounds.y, log.width, bounds.height))

    def preview_rect(self) -> tuple[str, pygame.Rect] | None:
        """(card id, place) of the hover preview (delay aside): beside the pointer, covering no glowing ref, nothing
        the view keeps clear (an opponent's court) and nothing it keeps out of previews (its scores)."""
        request = self._preview_request()
        if request is None:
            return None
        card_id, size = request
        lit = frozenset(self.by_ref()) if self.human_turn() else frozenset()
        glowing = [rect for rect, ref in self.view.hits if ref in lit and ref != self.hovered] + self.view.preview_keep_out()
        pointed = next((rect for rect, ref in reversed(self.view.hits) if ref == self.hovered
                        and rect.collidepoint(self.mouse)), None)
        return card_id, preview_place(size, self.mouse, self._large_bounds(), self.px(36), glowing, pointed,
                                      self.view.kept_clear())

    def _draw_hover(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        zoom = self.zoomed()
        if zoom is None and self.app.now - self.hover_since < HOVER_DELAY:
            return
        placed = zoom or self.preview_rect()
        if placed is None:
            return
        card_id, rect = placed
        image = self.view.card_image(card_id, rect.size, ctx)
        rect = image.get_rect(center=rect.center)
        draw_shadow(surface, rect, self.px(14), self.px(14), (self.px(6), self.px(10)), 150)
        surface.blit(image, rect)
