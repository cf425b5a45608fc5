"""Fixtures for the card renderer tests: headless pygame, fresh renderers."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.ui.cardface import CardRenderer  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.font.init()
    yield


@pytest.fixture(scope="module")
def runes() -> CardRenderer:
    """The shared runes renderer."""
    return CardRenderer.for_game("runes")


def _is_blank(surf: pygame.Surface) -> bool:
    small = pygame.transform.smoothscale(surf, (8, 8))
    colours = {tuple(small.get_at((x, y))) for x in range(8) for y in range(8)}
    return len(colours) <= 2


@pytest.fixture
def is_blank():
    """A check: True when a surface has (almost) a single colour."""
    return _is_blank
