"""The application: window, 60 fps loop, scene stack, settings, toasts and error reporting."""
from __future__ import annotations

import copy
import json
import logging
import math
import os
import sys
import time
import traceback
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.engine.registry import tool, tool_available  # noqa: E402
from tabletop.paths import assets_dir, log_dir  # noqa: E402
from tabletop.ui import i18n  # noqa: E402
from tabletop.ui.bot_runner import FRAME_GATE  # noqa: E402
from tabletop.ui.i18n import t  # noqa: E402
from tabletop.ui.plain_paths import plain_text  # noqa: E402
from tabletop.ui.scene import Scene  # noqa: E402
from tabletop.ui.settings import (DEFAULT_SIZE, MAX_SIZE, MIN_SIZE, clamp_size, fit_to_desktop,  # noqa: E402
                                  load_settings, save_settings)
from tabletop.ui.theme import Fonts, Theme, panel  # noqa: E402

if TYPE_CHECKING:  # pragma: no cover
    import pygame_gui

warnings.filterwarnings("ignore", message=".*font.*not already loaded.*", category=UserWarning)
warnings.filterwarnings("ignore", message="Finding font.*", category=UserWarning)

THEME_FILE = Path(__file__).with_name("theme.json")
#: the smallest window, in design points, every scene is laid out for: the interface size stops growing there
SMALLEST_LAYOUT = (1120, 630)
FONT_PATHS = {
    "dejavu_sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "dejavu_serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
}
_SCALED_MISC = ("shape_corner_radius", "list_item_height", "title_bar_height", "shadow_width")

log = logging.getLogger("tabletop")


def gui_theme(scale: float) -> dict:
    """The pygame_gui theme (theme.json) with bundled font paths and sizes scaled by `scale`."""
    base = base_theme()
    theme = copy.deepcopy(base)
    fonts = assets_dir() / "fonts"
    for block in theme.values():
        font = block.get("font")
        if isinstance(font, dict):
            regular, bold = FONT_PATHS.get(font.get("name", ""), FONT_PATHS["dejavu_sans"])
            font.setdefault("name", "dejavu_sans")
            font["size"] = str(max(8, round(float(font.get("size", 16)) * scale)))
            font["regular_path"] = str(fonts / regular)
            font["bold_path"] = str(fonts / bold)
            font["italic_path"] = str(fonts / regular)
            font["bold_italic_path"] = str(fonts / bold)
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in _SCALED_MISC:
                if key in misc:
                    misc[key] = str(max(0, round(float(misc[key]) * scale)))
    return theme


_base_cache: dict = {}


def base_theme() -> dict:
    """theme.json as read (cached); `gui_theme` scales it for pygame_gui."""
    if "theme" not in _base_cache:
        _base_cache["theme"] = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    return _base_cache["theme"]


def _error_scene_type() -> type:
    from tabletop.ui.scenes.dialogs import ErrorScene
    return ErrorScene


def _art_dir_setting():
    """The designer's art folder chosen in the card studio, if any (it overlays the bundled art)."""
    try:
        from tabletop.ui.cards.prefs import art_dir_setting
        return art_dir_setting()
    except Exception:  # noqa: BLE001 - a missing or broken studio preference never stops the app
        return None


def _logger_file() -> Path:
    """Attach (once) a file handler in the user log dir; return the log file path."""
    path = log_dir() / "tabletop.log"
    for handler in [h for h in log.handlers if isinstance(h, logging.FileHandler)]:
        if Path(handler.baseFilename) != path.absolute():  # the log folder moved (tests, env var)
            log.removeHandler(handler)
            handler.close()
    if not any(isinstance(h, logging.FileHandler) for h in log.handlers):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = logging.FileHandler(path, encoding="utf-8")
            handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
            log.addHandler(handler)
            log.setLevel(logging.INFO)
            log.propagate = False
        except OSError:
            pass
    return path


class App:
    """The running application: owns the window and the scene stack."""

    def __init__(self, *, size: tuple[int, int] | None = None, autoplay: bool = False, fast: bool = False,
                 exit_at_end: bool = False, art_dir: str | os.PathLike | None = None):
        self.settings, warning = load_settings()
        i18n.set_language(self.settings.language)
        self.autoplay, self.fast, self.exit_at_end = autoplay, fast, exit_at_end
        self.hosting = None  # the game this window hosts for other machines (tabletop/net/hosting.py), if any
        from tabletop.ui.sound import SoundBoard
        self.sounds = SoundBoard(lambda: 0.0 if self.fast else self.settings.sound_volume)
        self.art_dir = art_dir or _art_dir_setting()
        pygame.display.init()
        pygame.font.init()
        _forget_fonts_of_an_earlier_window()
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("tabletop")
        self.fullscreen = False
        self.window_size = clamp_size(size) if size else \
            fit_to_desktop(self.settings.window_size or DEFAULT_SIZE, self.desktop_size())
        self.window = self._open_window(self.window_size, self.settings.fullscreen and size is None)
        self.scale = self._compute_scale()
        self.fonts = Fonts(self.scale)
        self.theme = Theme(self.fonts, self.scale)
        self._gui_theme = gui_theme(self.scale)
        self._ui_pool: list = []  # of pygame_gui.UIManager (imported with the first scene, after the first frame)
        self._ui_pool_key: tuple | None = None
        self._warming = False  # pygame_gui being imported in the background (warm_widgets)
        self.scenes: list[Scene] = []
        self.toasts: list[tuple[str, float, str]] = []
        #: a toast's button ("Open folder"): toast text -> (label, what it does); and where it was drawn
        self.toast_actions: dict[str, tuple[str, Callable[[], None]]] = {}
        self._toast_buttons: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.errors: list[str] = []  # every error reported (tests check this stays empty)
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.now = 0.0
        self.max_fps = 240 if fast else 60
        self.settings_broken = bool(warning)  # then the file is kept until the user changes a setting
        if warning:
            self.toast(t("settings.broken", detail=warning), kind="error", seconds=8)
            _logger_file()
            log.warning("settings ignored: %s", warning)

    # --- window -------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Create (or re-create) the display surface."""
        if fullscreen:
            try:
                surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self.fullscreen = True
                return surface
            except pygame.error:
                pass
        self.fullscreen = False
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, TypeError, ValueError):
            pass
        return surface

    @staticmethod
    def desktop_size() -> tuple[int, int]:
        """The size of the desktop the window opens on (the largest supported size when unknown)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        return tuple(sizes[0]) if sizes else MAX_SIZE

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        return self.window.get_size()

    def _compute_scale(self) -> float:
        """UI scale: the user's setting times a factor following the window (1 at 1600x900)."""
        w, h = self.size
        most = min(w / SMALLEST_LAYOUT[0], h / SMALLEST_LAYOUT[1])  # larger, and the panels would not fit
        return min(round(self.settings.ui_scale * self._window_factor() * 20) / 20, math.floor(most * 20) / 20)

    @property
    def room_scale(self) -> float:
        """The scale the window alone gives (the interface size at 100 %): the table's cards and the room its
        panels take follow it, so a larger interface size grows the letters, never shrinks the cards."""
        return min(self.scale, max(0.8, round(self._window_factor() * 20) / 20))

    def _window_factor(self) -> float:
        """The scale that follows the window alone (1 at 1600x900, 0.8 to 2.4)."""
        w, h = self.size
        return max(0.8, min(2.4, min(w / 1600, h / 900)))

    def interface_size_shown(self) -> int:
        """The interface size in per cent that this window really shows (less than the setting when the window is
        too small for it: the screens would not fit)."""
        return int(round(self.scale / self._window_factor() * 100))

    def relayout(self, new_theme: bool = False) -> None:
        """Recompute the scale and rebuild every scene (after resize, scale or language change)."""
        scale = self._compute_scale()
        if scale != self.scale or new_theme:
            new_theme = True
            self.scale = scale
            self.fonts = Fonts(scale)
            self.theme = Theme(self.fonts, scale)
            self._gui_theme = gui_theme(scale)
        for scene in list(self.scenes):
            self.guard(scene, scene.rebuild, new_theme)

    def resize(self, w: int, h: int) -> None:
        """Follow a window resize (never smaller than the minimum)."""
        if self.fullscreen:
            return
        size = clamp_size((w, h))
        if self.window.get_size() != size:
            self.window = self._open_window(size, False)
        self.window_size = size
        self.settings.window_size = list(size)
        self.relayout()

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and a window (F11)."""
        want = not self.fullscreen
        self.window = self._open_window(self.window_size, want)
        self.settings.fullscreen = self.fullscreen
        self.save_settings()
        self.relayout()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window to `size` (from the settings scene); a size larger than the desktop is never used."""
        self.window_size = fit_to_desktop(size, self.desktop_size())
        self.settings.window_size = list(self.window_size)
        if not self.fullscreen:
            self.window = self._open_window(self.window_size, False)
        self.save_settings()
        self.relayout()

    def make_ui(self) -> "pygame_gui.UIManager":
        """A pygame_gui manager with the current theme and language (reused from a pool: they are slow to make)."""
        import pygame_gui

        key = (self.scale, self.settings.language)
        if self._ui_pool_key != key:
            self._ui_pool, self._ui_pool_key = [], key
        if self._ui_pool:
            ui = self._ui_pool.pop()
            ui.set_window_resolution(self.size)
            ui.clear_and_reset()
            ui.set_focus_set(None)
            return ui
        return pygame_gui.UIManager(self.size, self._gui_theme, enable_live_theme_updates=False,
                                    starting_language=self.settings.language)

    def release_ui(self, ui: "pygame_gui.UIManager") -> None:
        """Give a manager back to the pool (the scene that used it has left the stack)."""
        if not self._pooled(ui):
            return
        if self._ui_pool_key == (self.scale, self.settings.language) and len(self._ui_pool) < 6 \
                and ui not in self._ui_pool and all(scene.ui is not ui for scene in self.scenes):
            ui.clear_and_reset()
            self._ui_pool.append(ui)

    @staticmethod
    def _pooled(ui) -> bool:
        """True for a pygame_gui manager (a scene drawing its own controls has a stand-in)."""
        pygame_gui = sys.modules.get("pygame_gui")
        return pygame_gui is not None and isinstance(ui, pygame_gui.UIManager)

    def warm_widgets(self) -> None:
        """Import pygame_gui in a background thread (after the menu is up), so the next scene opens at once."""
        if "pygame_gui" not in sys.modules and not self._warming:
            import threading

            self._warming = True
            threading.Thread(target=_import_widgets, name="import pygame_gui", daemon=True).start()

    def save_settings(self) -> None:
        """Persist the settings (a failure becomes a toast)."""
        self.settings_broken = False
        problem = save_settings(self.settings)
        if problem:
            self.toast(t("settings.not_saved", detail=problem), kind="error")

    def set_language(self, lang: str) -> None:
        """Switch every UI string to `lang`."""
        self.settings.language = lang
        i18n.set_language(lang)
        self.save_settings()
        self.relayout(new_theme=True)

    # --- scene stack --------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Put `scene` on top."""
        self.scenes.append(scene)
        self.guard(scene, scene.enter)
        return scene

    def pop(self, scene: Scene | None = None) -> None:
        """Remove `scene` (default: the top one) and resume the one beneath."""
        target = scene or self.top
        if target is None or target not in self.scenes:
            return
        was_top = target is self.top
        self.scenes.remove(target)
        self.guard(target, target.leave)
        self.release_ui(target.ui)
        if not self.scenes:
            self.push(self._menu())
        elif was_top:
            self.guard(self.top, self.top.resume)

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`."""
        if self.scenes:
            old = self.scenes.pop()
            self.guard(old, old.leave)
            self.release_ui(old.ui)
        return self.push(scene)

    def reset_to(self, *scenes: Scene) -> None:
        """Clear the stack and push `scenes` (bottom first)."""
        while self.scenes:
            old = self.scenes.pop()
            self.guard(old, old.leave)
            if all(old.ui is not new.ui for new in scenes):
                self.release_ui(old.ui)
        for scene in scenes:
            self.push(scene)

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of class `kind` on the stack."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def _menu(self) -> Scene:
        from tabletop.ui.scenes.menu import MenuScene
        return MenuScene(self)

    def open_table(self, session, replay=None) -> None:
        """Show the table of `session` above the main menu (`replay`: a record's actions to step through)."""
        from tabletop.ui.scenes.table import TableScene
        self.reset_to(self._menu(), TableScene(self, session, replay))

    def go_to_menu(self) -> None:
        """Back to the main menu, dropping everything else."""
        self.reset_to(self._menu())

    # --- messages & errors --------------------------------------------------------
    def toast(self, text: str, seconds: float = 4.0, kind: str = "info",
              action: tuple[str, Callable[[], None]] | None = None) -> None:
        """A short message at the top of the window (never an absolute path), with an optional button."""
        text = plain_text(text)
        if action is not None:
            self.toast_actions[text] = action
        self.toasts.append((text, self.now + seconds, kind))
        self.toasts = self.toasts[-4:]

    def report_error(self, exc: BaseException, where: str = "") -> None:
        """Log an unexpected exception to the log file and tell the user in plain words."""
        path = _logger_file()
        detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        log.error("unexpected error in %s\n%s", where or "app", detail)
        message = f"{type(exc).__name__}: {exc}"
        self.errors.append(f"{where}: {message}\n{detail}")
        from tabletop.ui.scenes.dialogs import ErrorScene
        if isinstance(self.top, ErrorScene):
            return
        try:
            self.push(ErrorScene(self, t("error.title"), message, lead=t("error.body", path=Path(path).name)))
        except Exception:  # pragma: no cover - the dialog itself failed
            self.running = False
            self.exit_code = 1

    def guard(self, scene: Scene | None, fn: Callable, *args) -> object:
        """Run a scene call; an unexpected exception is reported and the app goes on."""
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001 - the user must never see a traceback
            name = type(scene).__name__ if scene is not None else "app"
            what = getattr(fn, "__name__", "call")
            if scene is not None:
                scene.failures = getattr(scene, "failures", 0) + 1
            self.report_error(exc, f"{name}.{what}")
            broken = what in ("draw", "enter", "build") or getattr(scene, "failures", 0) >= 3
            if scene is not None and scene in self.scenes and broken:
                # a scene that fails every frame would bury the user in dialogs: take it away
                self.scenes.remove(scene)
                if not any(not isinstance(other, _error_scene_type()) for other in self.scenes):
                    self.scenes.insert(0, self._menu())
                    self.scenes[0].enter()
            return None

    # --- loop ---------------------------------------------------------------------
    def show_first_frame(self) -> None:
        """Put the menu's backdrop on screen before the scenes and their widget toolkit are imported.

        Start-up then shows the window's real content at once; the buttons follow a moment later.
        """
        from tabletop.ui.scenes.menu_backdrop import draw_first_frame

        draw_first_frame(self, self.window)
        pygame.display.flip()
        if os.environ.get("TABLETOP_BENCH_STARTUP"):  # scripts/bench: time of the first frame on screen
            print(f"first-frame {time.time():.6f}", flush=True)

    def quit(self, code: int = 0) -> None:
        """Stop the loop after this frame."""
        self.running = False
        self.exit_code = code

    def handle_event(self, event: pygame.event.Event) -> None:
        """Global keys and window events, then the top scene."""
        if event.type == pygame.QUIT:
            holding = next((s for s in self.scenes if getattr(s, "holds_unsaved", lambda: False)()), None)
            if holding is None:
                self.quit(0)
            else:  # a scene with unsaved work (the deck editor) asks first
                self.guard(holding, holding.ask_before_quit)
            return
        if event.type == pygame.VIDEORESIZE:
            self.guard(None, self.resize, event.w, event.h)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.guard(None, self.toggle_fullscreen)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pressed = next((do for rect, do in self._toast_buttons if rect.collidepoint(event.pos)), None)
            if pressed is not None:  # a toast's button ("Open folder")
                self.guard(None, pressed)
                return
        scene = self.top
        if scene is not None:
            self.guard(scene, scene.process_event, event)

    def update(self, dt: float) -> None:
        """Advance the top scene (and timers)."""
        self.now += dt
        self.toasts = [toast for toast in self.toasts if toast[1] > self.now]
        shown = {text for text, _until, _kind in self.toasts}
        self.toast_actions = {text: act for text, act in self.toast_actions.items() if text in shown}
        scene = self.top
        if scene is not None:
            self.guard(scene, scene.update, dt)
        for other in self.scenes[:-1]:
            background = getattr(other, "background_update", None)
            if background is not None:
                self.guard(other, background, dt)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the visible scenes, bottom to top, then the toasts."""
        surface = surface or self.window
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        else:
            surface.fill((12, 30, 22))
        for scene in self.scenes[start:]:
            self.guard(scene, scene.draw, surface)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        y = int(70 * self.scale)
        self._toast_buttons = []
        for text, _until, kind in self.toasts:
            label = self.fonts.text(text, 16, (255, 220, 210) if kind == "error" else (246, 238, 218))
            action = self.toast_actions.get(text)
            button = self.fonts.text(action[0], 15, (232, 196, 104), True) if action else None
            extra = button.get_width() + int(40 * self.scale) if button else 0
            rect = label.get_rect(midtop=(surface.get_width() // 2 - extra // 2, y))
            box = rect.inflate(int(36 * self.scale), int(18 * self.scale))
            box.width += extra
            if box.width > surface.get_width() - 20:
                box.width = surface.get_width() - 20
                box.centerx = surface.get_width() // 2
            panel(surface, box, radius=int(10 * self.scale), alpha=235,
                  colour=(70, 22, 18) if kind == "error" else (22, 32, 28))
            surface.blit(label, rect)
            if button is not None:
                spot = button.get_rect(midright=(box.right - int(22 * self.scale), box.centery))
                frame = spot.inflate(int(16 * self.scale), int(8 * self.scale))
                pygame.draw.rect(surface, (232, 196, 104), frame, width=max(1, int(1.5 * self.scale)),
                                 border_radius=int(6 * self.scale))
                surface.blit(button, spot)
                self._toast_buttons.append((frame, action[1]))
            y = box.bottom + int(8 * self.scale)

    def frame(self, events: list[pygame.event.Event], dt: float, draw: bool = True) -> None:
        """One frame: events, update, draw (used by the loop and by tests)."""
        for event in events:
            self.handle_event(event)
            if not self.running:
                return
        self.update(dt)
        if draw:
            self.draw()

    def step(self) -> None:
        """One turn of the main loop: wait for the frame rate, then events, update, draw and show."""
        dt = min(0.1, self.clock.tick(self.max_fps) / 1000.0)
        with FRAME_GATE.frame():  # bots wait while the frame is built (see bot_runner)
            self.frame(pygame.event.get(), dt)
            if self.running:
                pygame.display.flip()

    def run(self) -> int:
        """The main loop; returns the exit code."""
        self.clock.tick()
        report_start_up = bool(os.environ.get("TABLETOP_BENCH_STARTUP"))
        while self.running:
            self.step()
            if report_start_up:  # scripts/bench: time of the first full frame (menu with buttons), then leave
                print(f"menu-frame {time.time():.6f}", flush=True)
                return 0
        if not self.fullscreen and not self.settings_broken:
            self.settings.window_size = list(self.window_size)
            self.save_settings()
        return self.exit_code


def _import_widgets() -> None:
    import pygame_gui  # noqa: F401 - loaded for the scenes that follow the menu


def _forget_fonts_of_an_earlier_window() -> None:
    """Drop module-level font caches: fonts made before a pygame.quit() (an earlier run_app) are dead."""
    for name in ("tabletop.ui.pyramids", "tabletop.ui.cards.text"):
        module = sys.modules.get(name)  # a module not imported yet has nothing cached
        if module is not None:
            module.forget_fonts()


def start_scenes(app: App, start: str, session=None, game: str | None = None, replay=None,
                 then: Callable[[App], None] | None = None) -> None:
    """Put the first scenes on the stack for `start` ('menu', 'table' or a tool of the registry: 'studio');
    `then(app)` opens a screen over the menu (Host, Join from the command line)."""
    if start == "table" and session is not None:
        app.open_table(session, replay)
        return
    if start != "menu" and tool_available(start):
        app.reset_to(app._menu(), tool(start).SCENE(app, game))  # the main menu beneath it
        return
    app.go_to_menu()
    if then is not None:
        then(app)


def run_app(start: str = "menu", *, session=None, autoplay: bool = False, fast: bool = False,
            exit_at_end: bool = False, art_dir=None, size=None, game: str | None = None, replay=None,
            then: Callable[[App], None] | None = None) -> int:
    """Open the window and run until the user quits; return the process exit code."""
    try:
        app = App(size=size, autoplay=autoplay, fast=fast, exit_at_end=exit_at_end, art_dir=art_dir)
    except Exception as exc:  # noqa: BLE001
        path = _logger_file()
        log.error("could not start the window\n%s", traceback.format_exc())
        print(f"tabletop: cannot open the window: {exc} (details in {path})")
        return 1
    try:
        if start == "menu":
            app.show_first_frame()
        start_scenes(app, start, session, game, replay, then)
        return app.run()
    except Exception as exc:  # noqa: BLE001 - last resort: never a traceback
        path = _logger_file()
        log.error("fatal error\n%s", traceback.format_exc())
        print(f"tabletop: stopped by an unexpected error: {exc} (details in {path})")
        return 1
    finally:
        if app.hosting is not None:  # the players are told the host closed its window
            app.hosting.stop()
        pygame.quit()

