"""Fixtures for bot tests: the tiny `bid` game registered for the duration of a test."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from bidgame import GAME as BID_GAME  # noqa: E402

from tabletop.engine import registry  # noqa: E402


@pytest.fixture
def bid_registered(monkeypatch):
    """Register the tiny bid game as `bid` (so ladder helpers can find it by id)."""
    monkeypatch.setitem(registry.GAME_MODULES, "bid", "bidgame")
    monkeypatch.setitem(registry._loaded, "bid", BID_GAME)
    return BID_GAME
