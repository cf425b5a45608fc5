"""Helpers of the game-view tests: a renderer that notes the faces drawn, and clickability the table's way."""
from __future__ import annotations

from tabletop.ui.cardface import CardRenderer


class RecordingRenderer:
    """A game's card renderer, noting every face it is asked for."""

    def __init__(self, game_id: str):
        self.inner = CardRenderer.for_game(game_id)
        self.faces: set[str] = set()

    def render(self, card_id, size, lang="en", back=False):
        if not back:
            self.faces.add(card_id)
        return self.inner.render(card_id, size=size, lang=lang, back=back)


def clickable(view, ref: str, legal: set[str]) -> bool:
    """True when a click on some point of `ref`'s region offers its actions the way the table does (the topmost
    glowing ref there, with the refs it offers too)."""
    for rect, r in view.hits:
        if r != ref:
            continue
        for fx in (0.5, 0.2, 0.8):
            for fy in (0.5, 0.2, 0.8):
                point = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
                top = next((h for rr, h in reversed(view.hits) if h in legal and rr.collidepoint(point)), None)
                if top == ref or top is not None and ref in view.offered_with(top):
                    return True
    return False


def lay_out_and_draw(view, obs, ctx, surface, size):
    """`view` synced to `obs`, laid out in a table of `size` at the table's place, drawn on `surface`."""
    import pygame

    view.sync(obs, ctx)
    view.layout(pygame.Rect(14, 66, *size), obs)
    view.draw(surface, obs, ctx)
    return view


def noisy_ground(size: tuple[int, int], seed: int, cell: int = 4):
    """A surface of random colours in `cell`-pixel squares, so that every translucent pixel drawn on it blends with
    something different (to compare two ways of painting)."""
    import random

    import pygame

    rnd = random.Random(seed)
    ground = pygame.Surface(size).convert()
    for x in range(0, size[0], cell):
        for y in range(0, size[1], cell):
            ground.fill((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)), (x, y, cell, cell))
    return ground
