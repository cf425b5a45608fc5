"""Each of Gnostica's 22 major arcana has its own generated art: pairwise clearly different emblems."""
from __future__ import annotations

from itertools import combinations

import pygame

from tabletop.ui.cardface import CardRenderer
from tabletop.ui.cards import icons
from tabletop.games.gnostica.view.arcana import EMBLEMS

WIDTH = 140


def art_window(renderer: CardRenderer, card_id: str) -> bytes:
    """The card's art window at table size, shrunk to 24x24 grey levels."""
    face = renderer.render(card_id, renderer.size_for_width(WIDTH))
    box = next(b for b in renderer.layout.front if b.kind == "art" and b.when == "arcana=major")
    k = WIDTH / renderer.card_size_mm[0]
    x, y, w, h = (round(v * k) for v in box.rect)
    small = pygame.transform.smoothscale(face.subsurface(pygame.Rect(x, y, w, h)).copy(), (24, 24))
    return pygame.image.tobytes(small, "RGBA")[1::4]  # the green channel: light emblem on a purple ground


def test_every_major_arcanum_names_its_own_emblem():
    renderer = CardRenderer.for_game("gnostica")
    majors = {f["number"]: f.get("emblem") for f in renderer.cards.values() if f["arcana"] == "major"}
    assert majors == {number: name for number, (name, _) in EMBLEMS.items()}
    assert all(icons.exists(name) for name in majors.values())


def test_the_22_major_arcana_placeholders_are_pairwise_clearly_different():
    renderer = CardRenderer.for_game("gnostica")
    arts = {cid: art_window(renderer, cid) for cid, f in renderer.cards.items() if f["arcana"] == "major"}
    assert len(arts) == 22
    for (a, art_a), (b, art_b) in combinations(arts.items(), 2):
        differing = sum(abs(p - q) > 40 for p, q in zip(art_a, art_b))
        assert differing > len(art_a) * 0.06, f"{a} and {b} look alike ({differing} of {len(art_a)} pixels differ)"
