"""UI test set-up: headless SDL, private user folders, and an App factory."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Private data and config folders (settings, saves, autosave, logs)."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def make_app():
    """Build Apps at 1280x720 and close the display afterwards."""
    from tabletop.ui.app import App
    from tabletop.ui.i18n import set_language

    made = []

    def factory(**kwargs):
        kwargs.setdefault("size", (1280, 720))
        app = App(**kwargs)
        made.append(app)
        return app

    yield factory
    for app in made:
        for scene in app.scenes:
            worker = getattr(scene, "worker", None)
            if worker is not None:
                worker.cancel()
    set_language("en")
    pygame.display.quit()


class Sessions:
    """Ready-made Duelo de Runas sessions for UI tests."""

    @staticmethod
    def make(humans: int = 1, seats: int = 2, seed: int = 7, level: str = "random", autosave: bool = True,
             options: dict | None = None):
        """A fresh runes session: `humans` human seats first, then bots."""
        from tabletop import paths
        from tabletop.engine.registry import get_game
        from tabletop.engine.seats import Seat
        from tabletop.engine.session import Session
        names = ("Ana", "Bo", "Cai", "Dee")
        table = [Seat("human", names[i]) if i < humans else Seat("bot", f"Bot {i + 1}", level) for i in range(seats)]
        return Session(get_game("runes"), table, seed, options,
                       autosave_path=paths.autosave_path() if autosave else None)

    @staticmethod
    def advance(session, steps: int, seed: int = 1):
        """Play `steps` random legal actions (stops at the end)."""
        import random
        rnd = random.Random(seed)
        keep, session.autosave_path = session.autosave_path, None  # no disk write per action
        for _ in range(steps):
            if session.is_over():
                break
            legal = session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
        session.autosave_path = keep
        return session

    @staticmethod
    def finish(session, seed: int = 1):
        """Play random legal actions to the end."""
        return Sessions.advance(session, 100_000, seed)


@pytest.fixture
def sessions():
    """The Sessions helper."""
    return Sessions
