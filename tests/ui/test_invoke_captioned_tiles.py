"""Invoke's table cards are kept with their short text on them (`view_faces.captioned_tile`): on the table the kept
picture gives the pixels that blitting the face and drawing the caption over it give, and the caption is still noted
where it lies."""
from __future__ import annotations

import pygame

from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.view import view_faces
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.cards import short_text
from viewhelp import noisy_ground

SIZES = ((77, 70), (92, 128), (118, 160))  # an invocation's card, a hand card at 1280x720, one at 1920x1080


def test_a_captioned_tile_gives_the_pixels_of_the_face_with_its_caption_drawn_over_it(make_app):
    app = make_app()
    cards = CardRenderer.for_game("invoke")
    checked = 0
    for seed, card_id in enumerate(sorted(deck().cards)):
        for lang in ("en", "es"):
            size = SIZES[(seed + len(lang)) % len(SIZES)]
            rect = pygame.Rect(13, 17, *size)
            ground = noisy_ground((rect.right + 10, rect.bottom + 10), seed, 3)
            kept, drawn = ground.copy(), ground.copy()
            kept.blit(view_faces.captioned_tile(cards, app.fonts, card_id, rect, lang, 11), rect)
            drawn.blit(view_faces.face_tile(cards, app.fonts, card_id, rect.size, lang, 11), rect)
            short_text.caption(drawn, rect, short_text.short_for(cards, card_id, lang), top=rect.y + rect.height // 3)
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB"), (card_id, lang, size)
            checked += 1
    assert checked >= 60


def test_a_kept_captioned_tile_notes_its_caption_where_the_card_lies_each_time_it_is_drawn(make_app):
    app = make_app()
    cards = CardRenderer.for_game("invoke")
    card_id = next(c for c in sorted(deck().cards) if short_text.short_for(cards, c, "en"))
    short_text.forget_shown()
    for x in (10, 200):
        view_faces.captioned_tile(cards, app.fonts, card_id, pygame.Rect(x, 30, *SIZES[2]), "en", 11)
    (first, first_plate), (second, second_plate) = short_text.SHOWN
    assert first == second and first
    assert second_plate.x - first_plate.x == 190 and first_plate.colliderect(pygame.Rect(10, 30, *SIZES[2]))
