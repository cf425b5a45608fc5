"""Procedural decoration: card backs and a plain fallback card face (cached per size)."""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Sequence

import pygame

from tabletop.ui.theme import GOLD, INK, mix

BACK_COLOURS = ((92, 24, 40), (28, 44, 96), (26, 72, 60), (84, 52, 20), (60, 30, 84))


@lru_cache(maxsize=64)
def card_back(size: tuple[int, int], seed: int = 0) -> pygame.Surface:
    """A card back: deep colour, gold frame, diamond lattice and a central star."""
    w, h = max(8, size[0]), max(8, size[1])
    radius = max(3, w // 14)
    base = BACK_COLOURS[seed % len(BACK_COLOURS)]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, mix(base, (0, 0, 0), 0.25), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(surf, base, inner, border_radius=max(2, radius // 2))
    step = max(6, w // 7)
    line = mix(base, GOLD, 0.35)
    clip = surf.get_clip()
    surf.set_clip(inner)
    for k in range(-h, w + h, step):
        pygame.draw.line(surf, line, (inner.x + k, inner.y), (inner.x + k + inner.height, inner.bottom), 1)
        pygame.draw.line(surf, line, (inner.x + k, inner.bottom), (inner.x + k + inner.height, inner.y), 1)
    surf.set_clip(clip)
    pygame.draw.rect(surf, GOLD, inner, width=max(1, w // 60), border_radius=max(2, radius // 2))
    cx, cy = w // 2, h // 2
    r = min(w, h) * 0.2
    points = []
    for i in range(16):
        ang = math.pi * 2 * i / 16 - math.pi / 2
        rr = r if i % 2 == 0 else r * 0.45
        points.append((cx + math.cos(ang) * rr, cy + math.sin(ang) * rr))
    pygame.draw.circle(surf, mix(base, (0, 0, 0), 0.35), (cx, cy), int(r * 1.15))
    pygame.draw.polygon(surf, GOLD, points)
    pygame.draw.circle(surf, mix(GOLD, (255, 255, 255), 0.4), (cx, cy), max(2, int(r * 0.22)))
    pygame.draw.rect(surf, mix(GOLD, (0, 0, 0), 0.4), surf.get_rect(), width=1, border_radius=radius)
    return surf


@lru_cache(maxsize=256)
def plain_face(title: str, marks: Sequence[str], size: tuple[int, int], colours: Sequence[tuple] = ()) -> pygame.Surface:
    """A simple readable card face: title, marks as coloured discs with initials (fallback only)."""
    w, h = max(8, size[0]), max(8, size[1])
    radius = max(3, w // 14)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (244, 236, 216), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (150, 128, 90), surf.get_rect(), width=max(1, w // 50), border_radius=radius)
    font = pygame.font.Font(None, max(10, w // 6))
    words = title.split()
    y = h // 12
    for word in words[:3]:
        text = font.render(word, True, INK)
        surf.blit(text, text.get_rect(midtop=(w // 2, y)))
        y += text.get_height()
    n = len(marks)
    for i, mark in enumerate(marks):
        colour = colours[i] if i < len(colours) else (120, 120, 120)
        cy = int(h * 0.45 + i * h * 0.16) if n > 1 else int(h * 0.6)
        pygame.draw.circle(surf, colour, (w // 2, cy), max(4, w // 8))
        letter = font.render(mark[:1].upper(), True, (255, 255, 255))
        surf.blit(letter, letter.get_rect(center=(w // 2, cy)))
    return surf
