"""ECG's drawn emblems and stat marks: each exists, is visible, and no two kingdoms share a picture."""
from __future__ import annotations

import pygame

from tabletop.ui.cards import icons
from tabletop.games.ecg.view.kingdoms import DRAWERS

REALMS = ("sol", "lechuza", "ciervo", "lobo", "leon", "devoto", "neutral")


def test_every_kingdom_has_its_own_visible_emblem():
    pictures = set()
    for realm in REALMS:
        name = f"realm_{realm}"
        assert icons.exists(name) and name in icons.names()
        surf = icons.icon(name, 48)
        assert sum(1 for x in range(48) for y in range(48) if surf.get_at((x, y)).a > 200) > 150, realm
        pictures.add(pygame.image.tobytes(surf, "RGBA"))
    assert len(pictures) == len(REALMS)


def test_every_stat_mark_draws_something():
    for name in DRAWERS:
        surf = icons.icon(name, 32)
        assert any(surf.get_at((x, y)).a > 200 for x in range(32) for y in range(32)), name
