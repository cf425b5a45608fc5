"""Font caches outlive no window: fonts made before pygame.quit() are dead, so the caches drop them."""
from __future__ import annotations

import pygame

from tabletop.paths import assets_dir
from tabletop.ui import pyramids
from tabletop.ui.cards import text


def test_card_text_fonts_made_before_pygame_quit_are_made_again_after_it():
    path = str(assets_dir() / "fonts" / "DejaVuSerif-Bold.ttf")
    pygame.init()
    text.forget_fonts()
    before = text.font(path, 19)
    pygame.quit()
    pygame.init()  # a later window (or test) starts pygame again
    after = text.font(path, 19)
    assert after is not before
    assert after.size(" ")[0] > 0  # a dead font raises "font module quit since font created"


def test_pyramid_label_fonts_made_before_pygame_quit_are_made_again_after_it():
    pygame.init()
    pyramids.forget_fonts()
    before = pyramids._font(14)
    pygame.quit()
    pygame.init()
    after = pyramids._font(14)
    assert after is not before and after.size("3")[0] > 0
