"""The card studio: every card of a game in a grid, one card large (front, back, table size), live reload.

Keys: G guides, C compare (overlay art / bundled art, layout.yaml / a second layout),
L card language, arrows move the selection, + / - thumbnail size, F5 reload now,
Ctrl+F filter, Esc back to the menu. Saving an art file, the card YAML or layout.yaml
shows at once; a broken edit shows its file and line and the last good version stays.
Exports take every card or only the filtered ones (the toggle beside the filter); after
an export, "Open export folder" shows the files in the platform's file manager.
"""
from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine
from pygame_gui.windows import UIFileDialog

from tabletop.studio import jobs
from tabletop.studio.balance_panel import STUDIO_GAMES, BalancePanel
from tabletop.studio.detail import DetailPanel
from tabletop.studio.look import DESK, DESK_EDGE, desk_panel, short_message, short_path
from tabletop.ui import opener
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.cards import catalog
from tabletop.ui.cards.grid import CardGrid
from tabletop.ui.cards.prefs import LAUNCH, art_dir_setting, load_prefs, save_prefs
from tabletop.ui.cards.watch import CardWatcher, snapshot
from tabletop.ui.i18n import lang, t
from tabletop.ui.plain_paths import plain_text
from tabletop.ui.scene import Scene
from tabletop.ui.theme import (CREAM, DIM, GOLD, GOOD, MUTED, blit_lines, blit_text, felt_background, fit_lines,
                               fit_text)
from tabletop.ui.widgets import Choice

COMPARE_MODES = ("off", "art", "layout")
THUMB_WIDTHS = (56, 68, 80, 96, 116, 140)
_CARD_IN_MESSAGE = re.compile(r"card '([^']+)'")
_backdrops: dict = {}
_validated: dict = {}  # (game, data files' stamps) -> the game's own data check


class StudioScene(Scene):
    """Card prototyping: browse, inspect, compare, reload live and export a game's cards."""

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.prefs = load_prefs()
        self.games = catalog.studio_games()
        if game not in self.games:
            game = self.prefs.game if self.prefs.game in self.games else (self.games[0] if self.games else None)
        if app.art_dir is None and art_dir_setting():
            app.art_dir = art_dir_setting()  # the designer's folder also shows on tables opened from here
        self.art_dir = str(app.art_dir) if app.art_dir else None
        self.card_lang = self.prefs.lang if self.prefs.lang in ("en", "es") else lang()
        self.grid = CardGrid()
        self.thumb_index = 2
        self.query = ""
        self.guides = False
        self.compare = "off"
        self.compare_layout: Path | None = LAUNCH.get("compare_layout")
        self.selected: str | None = None
        self.hovered: str | None = None
        self.job: jobs.ExportJob | None = None
        self.export_filtered = False  # export only the cards the filter shows
        self.last_export: Path | None = None  # what the last export wrote (for "Open export folder")
        self.open_folder = opener.open_folder  # injectable: tests must not start a file manager
        self.paper = "a4"
        self.status = ""
        self.status_kind = "info"
        self.status_x = 0  # where the status line starts in the bottom bar (set by build)
        self.problems: dict = {}
        self.broken: set = set()
        self.validation: list[str] = []
        self.names: dict = {}
        self.filtered: list[str] = []
        self.detail = DetailPanel(self)
        self.balance_view = False  # the detail panel shows the Balance figures instead of the large previews
        self.balance = BalancePanel(self)
        self.problem_scroll = 0
        self.dialog: UIFileDialog | None = None
        self.widgets: dict = {}
        self.filter_box: UITextEntryLine | None = None
        self.game_choice: Choice | None = None
        self.paper_choice: Choice | None = None
        self._alt: dict = {}
        self.renderer = None
        self.other = None
        self.watchers: list[CardWatcher] = []
        if game is not None:
            self.set_game(game, save=False)

    # --- data -------------------------------------------------------------------------------
    def set_game(self, game: str, save: bool = True) -> None:
        """Show the cards of `game`."""
        self.game = game
        self.renderer = CardRenderer.for_game(game, art_dir=self.art_dir)
        self._alt = {}
        self.selected = None
        self.grid.clear()
        self._setup_compare()
        self.refresh()
        if save:
            self.prefs.game = game
            save_prefs(self.prefs)

    def use_renderer(self, renderer) -> None:
        """Show the cards of a given renderer (another data folder: tests, benchmarks, tools)."""
        self.game = renderer.game
        self.renderer = renderer
        self._alt = {}
        self.grid.invalidate()
        self._setup_compare()
        self.refresh()
        self._layout_grid()

    def _setup_compare(self) -> None:
        """The second renderer of the compare mode and the watchers of both."""
        self.other = None
        if self.compare == "art" and self.art_dir:
            self.other = CardRenderer.for_game(self.game, art_dir=None)
        elif self.compare == "layout":
            path = self.second_layout()
            if path is not None:
                key = str(path)
                if key not in self._alt:
                    self._alt[key] = CardRenderer(self.game, art_dir=self.art_dir, layout_path=path,
                                                  data_dir=self.renderer.data_dir)
                self.other = self._alt[key]
        self.watchers = [CardWatcher(self.game, renderer=self.renderer)]
        if self.other is not None:
            self.watchers.append(CardWatcher(self.game, renderer=self.other))

    def second_layout(self) -> Path | None:
        """The layout to compare with: --compare-layout, else a layout-*.yaml beside layout.yaml."""
        if self.compare_layout is not None and Path(self.compare_layout).is_file():
            return Path(self.compare_layout)
        found = catalog.alternative_layouts(self.renderer)
        return found[0] if found else None

    def refresh(self) -> None:
        """Re-read names, filter, problems and checks from the renderer (after a load or reload)."""
        r = self.renderer
        self.detail.forget()
        self.refresh_names()
        self.problems = r.problems
        self.broken = {m.group(1) for message in r.errors for m in _CARD_IN_MESSAGE.finditer(message)}
        self.validation = self._validate()
        if self.selected not in r.cards:
            self.selected = self.filtered[0] if self.filtered else (r.card_ids[0] if r.card_ids else None)

    def _validate(self) -> list[str]:
        """The game's own data checks (stricter than the renderer's), for the shipped data folder only."""
        if self.renderer.data_dir is not None:
            return []
        stamp = (self.game, tuple(sorted(snapshot([catalog.data_dir_of(self.renderer)], []).items())))
        found = _validated.get(stamp)
        if found is None:
            try:
                from tabletop.data.validate import validate_game
                from tabletop.ui.cards import icons

                found = validate_game(self.game, icon_names=set(icons.names()))
            except Exception as exc:  # noqa: BLE001 - a game module being edited must not close the studio
                found = [f"{type(exc).__name__}: {exc}"]
            _validated.clear()
            _validated[stamp] = found
        known = set(self.renderer.errors)
        return [m for m in found if m not in known]

    def refresh_names(self) -> None:
        """Card names in the card language, and the filter applied again."""
        r = self.renderer
        self.names = {cid: catalog.card_name(fields, cid, self.card_lang) for cid, fields in r.cards.items()}
        self.apply_filter()

    def apply_filter(self) -> None:
        """Show the cards matching the filter text."""
        r = self.renderer
        self.filtered = [cid for cid in r.card_ids if catalog.matches(self.query, cid, r.cards[cid])]
        self.grid.ids = self.filtered
        self.grid.clamp_scroll()

    def on_reload(self) -> None:
        """A watched file changed: redraw everything, tell what happened."""
        self.grid.invalidate()
        self.refresh()
        stamp = time.strftime("%H:%M:%S")
        if self.renderer.errors:
            self.set_status(t("studio.reload_broken", time=stamp), "error")
        else:
            self.set_status(t("studio.reloaded", time=stamp), "good")

    def set_status(self, text: str, kind: str = "info") -> None:
        """The line at the bottom right (a path in it shows as its last part)."""
        self.status, self.status_kind = plain_text(text), kind

    def set_art_dir(self, folder: str | None) -> None:
        """Overlay a designer's art folder (None: bundled art only); remembered between runs."""
        self.art_dir = folder
        self.app.art_dir = folder
        self.prefs.art_dir = folder
        save_prefs(self.prefs)
        selected = self.selected
        self.set_game(self.game)
        if selected in self.renderer.cards:
            self.selected = selected
        self.set_status(t("studio.art_set", folder=short_path(folder)) if folder else t("studio.art_cleared"))
        self._update_labels()

    # --- layout -----------------------------------------------------------------------------
    def areas(self) -> dict:
        """Top bar, grid panel, detail panel and bottom bar for the window."""
        w, h = self.app.size
        m = self.px(14)
        top_h, bottom_h = self.px(66), self.px(64)
        main = pygame.Rect(m, top_h, w - 2 * m, h - top_h - bottom_h - m // 2)
        grid_w = int(main.width * 0.46)
        return {
            "top": pygame.Rect(0, 0, w, top_h),
            "grid": pygame.Rect(main.x, main.y, grid_w, main.height),
            "detail": pygame.Rect(main.x + grid_w + m, main.y, main.width - grid_w - m, main.height),
            "bottom": pygame.Rect(0, h - bottom_h, w, bottom_h),
        }

    def build(self) -> None:
        a = self.areas()
        self.widgets = {}
        self.dialog = None
        bh = self.px(42)
        y = (a["top"].height - bh) // 2
        x = self.px(24) + self.app.fonts.text(t("studio.title"), 26, GOLD, bold=True, serif=True).get_width() + self.px(24)
        entries = [(catalog.game_title(g, lang()), g) for g in self.games]
        self.game_choice = None
        if entries:
            self.game_choice = Choice(self.ui, pygame.Rect(x, y, self.px(230), bh), entries, self.game)
            x += self.px(230) + self.px(12)
        back_w = self.px(130)
        lang_w = self.px(150)
        scope_w = self.px(190)
        filter_w = max(self.px(160), min(self.px(380), a["top"].right - self.px(36) - back_w - lang_w - scope_w - x
                                         - self.px(24)))
        self.filter_box = UITextEntryLine(pygame.Rect(x, y, filter_w, bh), self.ui,
                                          placeholder_text=t("studio.filter_hint"), initial_text=self.query or None)
        x += filter_w + self.px(12)
        self.widgets["scope"] = UIButton(pygame.Rect(x, y, scope_w, bh), "", self.ui, object_id="#small_button")
        x += scope_w + self.px(12)
        self.widgets["lang"] = UIButton(pygame.Rect(x, y, lang_w, bh), "", self.ui, object_id="#small_button")
        self.widgets["back"] = UIButton(pygame.Rect(a["top"].right - self.px(20) - back_w, y, back_w, bh),
                                        t("common.back"), self.ui, object_id="#menu_button")
        self.widgets["back"].tool_tip_text = "Esc"
        # the bottom bar: toggles, art folder, exports
        y = a["bottom"].y + (a["bottom"].height - bh) // 2
        x = self.px(24)
        for key, width in (("guides", 130), ("compare", 190), ("balance", 140), ("run_balance", 190), ("art", 150),
                           ("art_clear", 44)):
            if key == "art_clear" and not self.art_dir or key == "run_balance" and not self.balance_view:
                continue
            self.widgets[key] = UIButton(pygame.Rect(x, y, self.px(width), bh), "", self.ui, object_id="#small_button")
            x += self.px(width) + self.px(10)
        x += self.px(14)
        self.paper_choice = Choice(self.ui, pygame.Rect(x, y, self.px(110), bh),
                                   [("A4", "a4"), ("Letter", "letter")], self.paper, expand_up=True)
        x += self.px(110) + self.px(10)
        for key, width in (("png", 150), ("pdf", 150)):
            self.widgets[key] = UIButton(pygame.Rect(x, y, self.px(width), bh), "", self.ui, object_id="#action_button")
            x += self.px(width) + self.px(10)
        if x + self.px(110) <= a["bottom"].right - self.px(24):  # where the bar has room (key T works always)
            self.widgets["try"] = UIButton(pygame.Rect(x, y, self.px(110), bh), "", self.ui, object_id="#action_button")
            x += self.px(110) + self.px(10)
        self.status_x = x + self.px(14)
        if self.last_export is not None:
            open_w = min(self.px(200), max(0, a["bottom"].right - self.px(24) - self.status_x))
            self.widgets["open"] = UIButton(pygame.Rect(self.status_x, y, open_w, bh), "", self.ui,
                                            object_id="#small_button")
            self.status_x += open_w + self.px(12)
        self._update_labels()
        self._layout_grid()

    def _update_labels(self) -> None:
        """Button texts, tips and states for the current toggles (a button is redrawn only if it changed)."""
        w = self.widgets
        if not w:
            return
        on, off = "☑", "☐"
        exports = jobs.exports_dir(self.game or "game")
        wanted = {
            "guides": (f"{on if self.guides else off}  {t('studio.guides')}  G", "G"),
            "compare": (f"{t('studio.compare')}: {t('studio.compare_' + self.compare)}  C", "C"),
            "art": (t("studio.art_folder"), short_path(self.art_dir) if self.art_dir else t("studio.art_tip")),
            "art_clear": ("✕", t("studio.art_clear")),
            "balance": (f"{on if self.balance_view else off}  {t('studio.balance')}  B", "B"),
            "try": (f"{t('studio.try')}  T", t("studio.try_tip")),
            "run_balance": (t("studio.balance_run", games=STUDIO_GAMES), t("studio.balance_run_tip", games=STUDIO_GAMES)),
            "lang": (t("studio.card_lang", lang=t(f"language.{self.card_lang}")), "L"),
            "png": (t("studio.export_png"), short_path(exports / "png")),
            "pdf": (t("studio.export_pdf"), short_path(exports)),
            "scope": (f"{on if self.export_filtered else off}  {t('studio.export_filtered')}",
                      t("studio.export_filtered_tip")),
            "open": (t("studio.open_folder"), short_path(self.export_folder()) if self.last_export else ""),
        }
        for key, (text, tip) in wanted.items():
            button = w.get(key)
            if button is None:
                continue
            if button.text != text:
                button.set_text(text)
            button.tool_tip_text = tip
        idle = not (self.job is not None and self.job.running) and self.renderer is not None
        for key in ("png", "pdf", "run_balance"):
            if key in w and w[key].is_enabled != idle:
                w[key].enable() if idle else w[key].disable()

    def _layout_grid(self) -> None:
        a = self.areas()["grid"]
        pad = self.px(16)
        header = self.px(46)
        rect = pygame.Rect(a.x + pad, a.y + header, a.width - 2 * pad - self.px(8), a.height - header - pad)
        tw = self.px(THUMB_WIDTHS[self.thumb_index])
        aspect = self.renderer.aspect if self.renderer else 0.7
        self.grid.set_layout(rect, (tw, max(1, round(tw / aspect))), self.px(12), self.px(30))  # two lines of name

    # --- events -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.pressed_key(event, self.widgets)
            if key is not None:
                self.activate(key)
                return
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.filter_box:
            self.query = self.filter_box.get_text()
            self.apply_filter()
            if self.filtered and self.selected not in self.filtered:
                self.select(self.filtered[0])
        elif self.game_choice is not None and self.game_choice.changed(event):
            if self.game_choice.value != self.game:
                self.set_game(self.game_choice.value)
                self._layout_grid()
        elif self.paper_choice is not None and self.paper_choice.changed(event):
            self.paper = self.paper_choice.value
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.dialog = None
            picked = Path(event.text)
            self.set_art_dir(str(picked if picked.is_dir() else picked.parent))
            self.rebuild()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.dialog = None
        elif consumed or self.renderer is None:
            return
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self.grid.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _click(self, pos) -> None:
        card = self.grid.hit(pos)
        if card is not None:
            self.select(card)
            return
        card = self.detail.row_at(pos)
        if card is not None:
            self.select(card, reveal=True)

    def _wheel(self, event) -> None:
        pos = pygame.mouse.get_pos()
        if self.areas()["grid"].collidepoint(pos):
            self.grid.scroll_by(-int(event.y * self.grid.row_h * 0.6))
        elif self.detail.rows and self.areas()["detail"].collidepoint(pos):
            self.problem_scroll = max(0, min(len(self.problems) - 1, self.problem_scroll - int(event.y)))

    def _key(self, event) -> None:
        key, mods = event.key, event.mod
        if key == pygame.K_ESCAPE:
            if self.dialog is not None and self.dialog.alive():
                self.dialog.kill()
                self.dialog = None
            elif self.filter_box is not None and self.filter_box.is_focused:
                self.filter_box.unfocus()
            else:
                self.app.pop(self)
        elif key == pygame.K_f and mods & pygame.KMOD_CTRL and self.filter_box is not None:
            self.filter_box.focus()
        elif mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return
        elif key == pygame.K_g:
            self.activate("guides")
        elif key == pygame.K_c:
            self.activate("compare")
        elif key == pygame.K_b:
            self.activate("balance")
        elif key == pygame.K_l:
            self.activate("lang")
        elif key == pygame.K_t:
            self.activate("try")
        elif key == pygame.K_F5:
            for watcher in self.watchers:
                watcher.renderer.reload()
            self.on_reload()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            step = 1 if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) else -1
            self.thumb_index = max(0, min(len(THUMB_WIDTHS) - 1, self.thumb_index + step))
            self._layout_grid()
            if self.selected:
                self.grid.reveal(self.selected)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END,
                     pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._move(key)

    def _move(self, key) -> None:
        ids = self.filtered
        if not ids:
            return
        index = ids.index(self.selected) if self.selected in ids else 0
        cols = self.grid.cols
        page = cols * max(1, self.grid.rect.height // max(1, self.grid.row_h))
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -cols, pygame.K_DOWN: cols,
                pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -len(ids), pygame.K_END: len(ids)}[key]
        self.select(ids[max(0, min(len(ids) - 1, index + step))], reveal=True)

    def select(self, card_id: str, reveal: bool = False) -> None:
        """Show `card_id` large."""
        self.selected = card_id
        if reveal:
            self.grid.reveal(card_id)

    def activate(self, key: str) -> None:
        """Do what the button `key` stands for."""
        if key == "back":
            self.app.pop(self)
        elif key == "guides":
            self.guides = not self.guides
        elif key == "compare":
            self.compare = COMPARE_MODES[(COMPARE_MODES.index(self.compare) + 1) % len(COMPARE_MODES)]
            if self.renderer is not None:
                self._setup_compare()
                if self.compare != "off" and self.other is None:
                    self.set_status(t(f"studio.compare_{self.compare}_none"), "error")
                elif self.compare != "off":
                    self.set_status(t(f"studio.compare_{self.compare}_on"))
        elif key == "lang":
            self.card_lang = "es" if self.card_lang == "en" else "en"
            self.prefs.lang = self.card_lang
            save_prefs(self.prefs)
            if self.renderer is not None:
                self.refresh_names()
        elif key == "art":
            self._open_art_dialog()
        elif key == "art_clear":
            self.set_art_dir(None)
            self.rebuild()
            return
        elif key in ("png", "pdf"):
            self.start_export(key)
        elif key == "balance":
            self.balance_view = not self.balance_view
            self.rebuild()
            return
        elif key == "run_balance":
            self.start_job(jobs.balance_job(self.game, STUDIO_GAMES), t("studio.balance_running", done=0, total="…"))
        elif key == "try":
            self.try_selected()
        elif key == "scope":
            self.export_filtered = not self.export_filtered
        elif key == "open":
            self.show_export_folder()
        self._update_labels()

    def try_selected(self) -> None:
        """Try it: a game against a normal bot with the selected card in your opening hand (the file as it is now);
        a broken card file or a card the game cannot deal is refused with the linter's message."""
        from tabletop.data.tryout import try_out_session
        from tabletop.engine.errors import TabletopError
        from tabletop.engine.registry import get_game
        from tabletop.engine.seats import Seat
        from tabletop.ui.scenes.table import TableScene

        if self.selected is None:
            self.set_status(t("studio.try_none"), "error")
            return
        game = get_game(self.game)
        seats = [Seat("human", t("setup.player_name", n=1))] + \
            [Seat("bot", f"Bot {n}", "normal") for n in range(2, game.info.min_players + 1)]
        try:
            session = try_out_session(game, self.selected, seats, random.SystemRandom().randrange(2**31))
        except TabletopError as exc:
            self.set_status(short_message(str(exc).splitlines()[0]), "error")
            return
        self.app.push(TableScene(self.app, session))

    def _open_art_dialog(self) -> None:
        if self.dialog is not None and self.dialog.alive():
            return
        w, h = self.app.size
        rect = pygame.Rect(0, 0, min(w - 40, self.px(760)), min(h - 40, self.px(560)))
        rect.center = (w // 2, h // 2)
        start = self.art_dir or str(Path.home())
        self.dialog = UIFileDialog(rect, self.ui, window_title=t("studio.art_pick"), initial_file_path=start,
                                   allow_picking_directories=True, allow_existing_files_only=True)

    def export_cards(self) -> list[str] | None:
        """The card ids an export takes: the filtered ones when asked and a filter is set, else None (all)."""
        if self.export_filtered and self.query.strip():
            return list(self.filtered)
        return None

    def start_export(self, kind: str) -> None:
        """Export the cards (all, or the filtered ones) as PNGs or a PDF in another process; progress shows below."""
        if self.job is not None and self.job.running or self.renderer is None:
            return
        cards = self.export_cards()
        if cards == []:
            self.set_status(t("studio.export_nothing", query=self.query), "error")
            return
        if kind == "png":
            job = jobs.png_job(self.game, self.card_lang, self.art_dir, cards=cards)
        else:
            job = jobs.pdf_job(self.game, self.card_lang, self.art_dir, self.paper, cards=cards)
        self.start_job(job, t("studio.exporting", done=0, total="…"))

    def start_job(self, job: jobs.ExportJob, status: str) -> None:
        """Run `job` in another process (one at a time); its progress shows in the bottom bar."""
        if self.job is not None and self.job.running or self.renderer is None:
            return
        self.job = job
        try:
            self.job.start()
        except OSError as exc:
            self.set_status(t("studio.export_failed", message=str(exc)), "error")
            self.job = None
            return
        self.set_status(status)

    def leave(self) -> None:
        """Leaving the studio stops an export still running (its files would be half written)."""
        if self.job is not None and self.job.running:
            self.job.cancel()
            self.app.toast(t("studio.export_stopped"))
        self.job = None

    def export_folder(self) -> Path | None:
        """The folder holding the last export (the PNG folder, or the PDF's folder)."""
        if self.last_export is None:
            return None
        return self.last_export if self.last_export.suffix.lower() != ".pdf" else self.last_export.parent

    def show_export_folder(self) -> None:
        """Open the last export's folder in the file manager, or say in the status line why not."""
        folder = self.export_folder()
        if folder is None:
            return
        problem = self.open_folder(folder)
        if problem:
            self.set_status(t("studio.open_failed", reason=t(f"studio.open_reason_{problem}"), path=short_path(folder)), "error")
        else:
            self.set_status(t("studio.opened", path=short_path(folder)), "good")

    # --- per frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        changed = False
        for watcher in self.watchers:
            changed = watcher.poll() or changed
        if changed:
            self.on_reload()
        job = self.job
        if job is not None and not job.running:
            self.job = None
            if job.kind == "balance":
                self._balance_finished(job)
            elif job.ok:
                self.set_status(t("studio.export_done", path=short_path(job.output)), "good")
                self.app.toast(t("studio.export_done", path=short_path(job.output)), seconds=6)
                had_button = self.last_export is not None
                self.last_export = Path(job.output)
                if not had_button:
                    self.rebuild()
            else:
                self.set_status(t("studio.export_failed", message=job.message or job.returncode), "error")
            self._update_labels()

    def _balance_finished(self, job: jobs.ExportJob) -> None:
        if job.ok:
            self.set_status(t("studio.balance_done", path=short_path(job.output)), "good")
        else:
            self.set_status(t("studio.balance_failed", message=job.message or job.returncode), "error")

    # --- drawing ----------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        a = self.areas()
        surface.blit(self._backdrop(surface, a), (0, 0))
        self._draw_top(surface, a["top"])
        if self.renderer is None:
            blit_text(surface, self.app.fonts, t("studio.no_games"), 20, a["grid"].center, MUTED, anchor="center")
            return
        self._draw_grid(surface, a["grid"])
        self.detail.draw(surface, a["detail"])
        self._draw_bottom(surface, a["bottom"])

    def _backdrop(self, surface, a: dict) -> pygame.Surface:
        """The still parts (desk, bars, panels) drawn once per window size into one opaque surface."""
        key = (surface.get_size(), tuple(tuple(r) for r in a.values()), self.app.scale)
        cached = _backdrops.get(key)
        if cached is not None:
            return cached
        back = felt_background(surface.get_size(), DESK, DESK_EDGE).copy()
        for name in ("top", "bottom"):
            shade = pygame.Surface(a[name].size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            back.blit(shade, a[name].topleft)
        top = a["top"]
        pygame.draw.line(back, (120, 100, 60), top.bottomleft, (top.right, top.bottom - 1))
        for name in ("grid", "detail"):
            desk_panel(back, a[name], self.px(12))
        _backdrops.clear()
        _backdrops[key] = back
        return back

    def _draw_top(self, surface, rect) -> None:
        blit_text(surface, self.app.fonts, t("studio.title"), 26, (self.px(24), rect.centery), GOLD,
                  anchor="midleft", bold=True, serif=True, shadow=True)

    def _draw_bottom(self, surface, rect) -> None:
        fonts = self.app.fonts
        x = self.status_x
        room = rect.right - self.px(24) - x
        if room < self.px(60):
            return
        job = self.job
        if job is not None and job.running:
            bar = pygame.Rect(x, rect.centery + self.px(4), min(room, self.px(320)), self.px(8))
            pygame.draw.rect(surface, (40, 50, 46), bar, border_radius=4)
            fill = bar.copy()
            fill.width = max(4, int(bar.width * job.fraction))
            pygame.draw.rect(surface, GOLD, fill, border_radius=4)
            label = t("studio.balance_running" if job.kind == "balance" else "studio.exporting", done=job.done,
                      total=job.total or "…")
            blit_text(surface, fonts, fit_text(fonts, label, 13, room), 13, (x, bar.y - self.px(4)), CREAM,
                      anchor="bottomleft")
            return
        colour = {"error": (255, 150, 130), "good": GOOD}.get(self.status_kind, MUTED)
        text = self.status or t("studio.watching")
        lines = fonts.wrap(text, 13, room)
        if len(lines) > 2 and self.status:
            lines = fit_lines(fonts, text, 13, room, 2)
        if len(lines) <= 2:  # the idle hint only when it fits whole
            blit_lines(surface, fonts, lines, 13, (x, rect.centery), colour)

    def _draw_grid(self, surface, rect) -> None:
        fonts = self.app.fonts
        pad = self.px(16)
        title = t("studio.count", shown=len(self.filtered), total=len(self.renderer.card_ids),
                  game=catalog.game_title(self.game, lang()))
        blit_text(surface, fonts, title, 17, (rect.x + pad, rect.y + self.px(14)), CREAM, bold=True)
        hint = t("studio.grid_hint")
        blit_text(surface, fonts, fit_text(fonts, hint, 12, rect.width // 2), 12,
                  (rect.right - pad, rect.y + self.px(18)), DIM, anchor="topright")
        if not self.filtered:
            blit_text(surface, fonts, t("studio.no_match", query=self.query), 16, self.grid.rect.center, MUTED,
                      anchor="center")
            return
        warn = set(self.problems)
        self.grid.draw(surface, self.renderer, self.card_lang, fonts, self.selected, self.hovered, self.names,
                       warn, self.broken)


#: what the app opens as the tool "studio" (engine/registry.TOOL_MODULES)
SCENE = StudioScene
