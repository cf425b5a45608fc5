"""A caption's plate is made once per words and card size and kept (`whole_caption.draw`): drawn again, on a card
elsewhere, it gives the pixels a plate made afresh there gives, and it is noted where it lies."""
from __future__ import annotations

import pygame

from tabletop.ui.cards import short_text, whole_caption

GROUPS = (["Moons: Ice Ray (2 Waves) at one mage", "Wyrms: Hit"], ["Leaves: Heal yourself"])


def _drawn(card: pygame.Rect, groups: list[str], fresh: bool) -> bytes:
    if fresh:
        whole_caption._PLATES.clear()
    surface = pygame.Surface((card.right + 20, card.bottom + 20)).convert()
    surface.fill((40, 90, 60))
    whole_caption.draw(surface, card, groups, fuller=[g + " always" for g in groups], below=0.14, name="The Sea")
    return pygame.image.tobytes(surface.subsurface(card), "RGB")


def test_a_kept_plate_gives_the_pixels_of_a_plate_made_afresh_and_is_noted_where_it_lies(make_app):
    make_app()
    for groups in GROUPS:
        for size in ((110, 154), (92, 128), (150, 210)):
            first = pygame.Rect(7, 11, *size)
            made = _drawn(first, groups, fresh=True)
            whole_caption.SHOWN.clear()
            short_text.SHOWN.clear()
            elsewhere = first.move(31, 5)
            assert _drawn(elsewhere, groups, fresh=False) == made, (groups, size)
            (lines, _px, plate, card), = whole_caption.SHOWN
            (_said, noted), = short_text.SHOWN
            assert card == elsewhere and plate == noted and elsewhere.contains(plate) and lines
            assert _drawn(elsewhere, groups, fresh=True) == made  # made afresh at the new place: the same
