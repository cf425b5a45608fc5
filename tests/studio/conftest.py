"""Fixtures for the card studio tests: headless pygame and a private copy of a game's card data."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from studiohelp import Workspace  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _fonts():
    pygame.font.init()
    yield


@pytest.fixture(autouse=True)
def _fresh_renderers():
    """Every test starts and ends with no shared renderer (tables, watchers and reloads stay local)."""
    from tabletop.ui.cardface import CardRenderer

    CardRenderer.forget_all()
    yield
    CardRenderer.forget_all()


@pytest.fixture
def runes_ws(tmp_path) -> Workspace:
    """A private copy of the runes cards."""
    return Workspace(tmp_path, "runes")
