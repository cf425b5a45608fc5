"""Headless screenshots of every scene (used by scripts/screenshots and the README).

    python -m tabletop.ui.shots [OUT_DIR] [--sizes 1920x1080,1280x720] [--lang en]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.bots.base import bot_action  # noqa: E402
from tabletop.bots.levels import make_bot
from tabletop.engine.registry import all_games, game_part  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.engine.seats import Seat  # noqa: E402
from tabletop.engine.session import Session  # noqa: E402

SIZES = ((1920, 1080), (1280, 720))
NAMES = ("Ana", "Bo", "Cai", "Dee")


def midgame_session(game, humans: int = 1, seats: int = 2, seed: int = 11, fraction: float = 0.45,
                    level: str = "random") -> Session:
    """A session played by bots about `fraction` of the way through, stopped at a human decision."""
    seats = max(game.info.min_players, min(seats, game.info.max_players))
    table = [Seat("human", NAMES[i]) if i < humans else Seat("bot", f"Bot {i + 1} ({level})", level)
             for i in range(seats)]
    bots = {i: make_bot(game, level if level in game.info.bot_levels else "random") for i in range(seats)}
    for attempt in range(12):
        probe = Session(game, table, seed + attempt)
        length = _game_length(probe, bots)
        session = Session(game, table, seed + attempt)
        target = int(length * fraction)
        while not session.is_over():
            seat = session.to_move()
            if len(session.actions) >= target and seat is not None and seat < humans:
                return session
            obs = session.observation(seat)
            session.play(str(bot_action(game, bots[seat], obs, Rng(len(session.actions)), 0.05)))
    return Session(game, table, seed)


def _game_length(session: Session, bots) -> int:
    game = session.game
    for _ in range(game.info.max_actions):
        if session.is_over():
            break
        seat = session.to_move()
        session.play(str(bot_action(game, bots[seat], session.observation(seat), Rng(len(session.actions)), 0.05)))
    return len(session.actions)


def finished_session(game, seed: int = 5) -> Session:
    """A finished human-vs-bot game."""
    session = midgame_session(game, humans=1, seats=2, seed=seed, fraction=0.0)
    bots = {i: make_bot(game, "random") for i in range(len(session.seats))}
    while not session.is_over():
        seat = session.to_move()
        session.play(str(bot_action(game, bots[seat], session.observation(seat), Rng(len(session.actions)), 0.05)))
    return session


def save_png(surface: pygame.Surface, path: Path) -> None:
    """Write a PNG; with Pillow present, as a 256-colour palette image (about a sixth of the size)."""
    try:
        from PIL import Image
    except ImportError:
        pygame.image.save(surface, str(path))
        return
    image = Image.frombytes("RGB", surface.get_size(), pygame.image.tobytes(surface, "RGB"))
    image = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    image.save(path, optimize=True)


def settle(app, frames: int = 90, dt: float = 1 / 30) -> None:
    """Run frames until animations and bots have settled (bots are not started: no seat is a bot's turn)."""
    for _ in range(frames):
        app.frame([], dt)


def shoot(out: Path, sizes=SIZES, lang: str = "en", only: set[str] | None = None, scale: float = 1.0) -> list[Path]:
    """Render every scene at every size into `out`; return the files written."""
    from tabletop.ui import app as app_module
    from tabletop.ui.i18n import set_language
    from tabletop.ui.scenes.curtain import CurtainScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.pause import PauseScene
    from tabletop.ui.scenes.rules import RulesScene
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.table import TableScene

    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    games = all_games()
    for w, h in sizes:
        app = app_module.App(size=(w, h))
        app.settings.language = lang
        app.settings.ui_scale = scale
        set_language(lang)
        app.relayout()

        def save(name: str, build: Callable[[], None], frames: int = 45) -> None:
            if only and name not in only:
                return
            build()
            settle(app, frames)
            path = out / f"{name}-{w}x{h}.png"
            save_png(app.window, path)
            written.append(path)

        save("menu", lambda: app.reset_to(MenuScene(app)))
        save("setup", lambda: app.reset_to(MenuScene(app), SetupScene(app, games[0].info.id if games else None)))
        for index, game in enumerate(games):
            save(f"table-{game.info.id}", lambda g=game: show_table(app, midgame_session(g)), frames=90)
            if index == 0:
                save(f"table-{game.info.id}-hover", lambda g=game: show_table(app, midgame_session(g), hover=True),
                     frames=90)
            if game.info.max_players >= 3:
                many = min(4, game.info.max_players)
                save(f"table-{game.info.id}-{many}p",
                     lambda g=game, n=many: show_table(app, midgame_session(g, seats=n, seed=23)), frames=90)
        if games:
            game = games[0]

            def curtain() -> None:
                hot = midgame_session(game, humans=2, seats=2, seed=17)
                table = TableScene(app, hot)
                app.reset_to(MenuScene(app), table)
                app.push(CurtainScene(app, table, hot.to_move() or 0))
            save("curtain", curtain)

            def pause() -> None:
                table = show_table(app, midgame_session(game, humans=1, seats=2))
                settle(app, 60)
                app.push(PauseScene(app, table))
            save("pause", pause)

            save("results", lambda: show_results(app, finished_session(game)))
            save("rules", lambda: app.reset_to(MenuScene(app), RulesScene(app, game.info.id)))

            def rules_search() -> None:
                reader = RulesScene(app, games[-1].info.id, "the-major-arcana")
                app.reset_to(MenuScene(app), reader)
                reader.search.set_text("Hierophant")
                reader.set_query("Hierophant")
            save("rules-search", rules_search)

            def teach_me() -> None:
                app.settings.teach_games = [game.info.id]  # (the settings shot comes after: no panel there)
                _hover_log_entry(app, show_table(app, midgame_session(game)))
            save(f"table-{game.info.id}-teach", teach_me, frames=90)

            def settings() -> None:
                app.reset_to(MenuScene(app))
                app.push(SettingsScene(app))
            save("settings", settings)
            save("saves", lambda: _save_browser(app, games), frames=30)
        for game in games:  # each game's own positions, from its view/shots.py
            for name, build, frames in game_screenshots(game.info.id, app):
                save(name, build, frames)
        if games and (not only or only & {"host", "join", "table-remote"}):
            from tabletop.ui.shots_net import net_shots
            net_shots(app, save, midgame_session, games)
        pygame.display.quit()
    return written


def _save_browser(app, games) -> None:
    """The save browser over a few saves of every game and a damaged file (in the data dir main() set)."""
    from tabletop import paths
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.saves_browser import SaveBrowserScene

    folder = paths.saves_dir()
    for number, game in enumerate(games):
        midgame_session(game, seed=11 + number).save(folder / f"{game.info.id}-2026-11-2{number}-2130.json")
    finished_session(games[0]).save(folder / f"{games[0].info.id}-finished.json")
    damaged = folder / "notes.json"
    damaged.write_text("{ this is not a record", encoding="utf-8")
    os.utime(damaged, (damaged.stat().st_mtime - 3600,) * 2)  # listed last: the newest save is chosen
    app.reset_to(MenuScene(app), SaveBrowserScene(app))


def game_screenshots(game_id: str, app) -> list[tuple[str, Callable[[], None], int]]:
    """A game's own shots as (name, what puts it on `app`, frames to settle): its view/shots.py `screenshots(app)`."""
    positions = game_part(game_id, "shots")
    return list(positions.screenshots(app)) if hasattr(positions, "screenshots") else []


def point_at(app, pos, button: int | None = None) -> None:
    """Move the mouse to `pos`; with `button`, click it there."""
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    if button is not None:
        app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def show_results(app, session: Session) -> None:
    """The results over the table of a finished `session`."""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.table import TableScene

    table = TableScene(app, session)
    table.results_shown = True
    app.reset_to(MenuScene(app), table)
    settle(app, 60)
    app.push(ResultsScene(app, table))


def show_table(app, session: Session, hover: bool = False):
    """Show `session`'s table; optionally hover the first glowing card to show the large preview."""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    settle(app, 40)
    if hover:
        refs = [ref for rect, ref in table.view.hits if ref.startswith("hand:")]
        for rect, ref in table.view.hits:
            if ref == (refs[len(refs) // 2] if refs else None):
                pos = (rect.centerx, rect.y + rect.height // 3)
                app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return table


def written_session(game_id: str, data: dict, mode: str | None = None) -> Session:
    """A session (Ana human, Bo a random bot) at the position `data` (a `to_dict` snapshot, possibly partial)."""
    from tabletop.engine.registry import get_game
    game = get_game(game_id)
    session = Session(game, [Seat("human", NAMES[0]), Seat("bot", NAMES[1], "random")], 3)
    session._state = game.from_dict(data)
    if mode:
        session._state.mode = mode
    return session


def _hover_log_entry(app, table) -> None:
    """Put the mouse on the newest log entry that names something on the table (it gets outlined)."""
    for rect, position in table.log.hits:  # newest first
        table.log.hovered = position
        if table.log.refs():
            app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
            return
    table.log.hovered = None


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", nargs="?", default="docs/screenshots")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--only", default="", help="comma list of scene names")
    parser.add_argument("--scale", type=float, default=1.0, help="interface size, e.g. 1.5 for 150 %%")
    args = parser.parse_args(argv)
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",") if s]
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLETOP_DATA_DIR"] = str(Path(tmp) / "data")
        os.environ["TABLETOP_CONFIG_DIR"] = str(Path(tmp) / "config")
        files = shoot(Path(args.out), sizes, args.lang, set(filter(None, args.only.split(","))) or None,
                      args.scale)
    for path in files:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
