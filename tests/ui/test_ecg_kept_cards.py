"""ECG's cards in play are kept as pictures (`Painter.kept_card`): on the table they give the very pixels that
painting the face, the dimming and the marks one by one gives."""
from __future__ import annotations

import itertools

import pygame

from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.view.table import View
from tabletop.games.ecg.view.view_draw import Painter, card_shadow
from test_ecg_view import context
from viewhelp import noisy_ground

SIZES = ((124, 158), (96, 134), (58, 81))  # a wide table tile with words, a middling one, a narrow one


def _troop_cards() -> list[str]:
    return sorted(card_id for card_id, card in lookup.all_cards().items() if card.kind == "troop")[:6]


def _court_cards() -> list[str]:
    return sorted(card_id for card_id, card in lookup.all_cards().items() if card.kind == "resource")[:4]


def _same_as_painted_one_by_one(painter: Painter, rect: pygame.Rect, kept, direct, seed: int) -> bool:
    """True when `kept(surface)` and the card's shadow then `direct(surface)` leave the same pixels."""
    ground = noisy_ground((rect.right + 40, rect.bottom + 40), seed)
    by_picture, one_by_one = ground.copy(), ground.copy()
    kept(by_picture)
    card_shadow(one_by_one, rect, painter.px)
    direct(one_by_one)
    return pygame.image.tobytes(by_picture, "RGB") == pygame.image.tobytes(one_by_one, "RGB")


def test_a_kept_troop_gives_the_pixels_of_its_face_dimming_and_marks_painted_one_by_one(make_app):
    app = make_app()
    state = GAME.setup({}, 2, 3)
    ctx = context(app, state, 0)
    painter = Painter(ctx, View(GAME)._card_drawer(ctx))
    marks = [(0, False, 0), (2, False, 0), (0, True, 1), (1, False, 3), (0, False, 2)]  # prep, moved, wounds
    strengths = [(3, 3), (1, 3), (5, 3)]
    checked = 0
    for seed, (card, size, (prep, moved, wounds), strength) in enumerate(
            itertools.product(_troop_cards(), SIZES, marks, strengths)):
        if seed % 3:
            continue  # a third of the combinations covers every card, size, mark and strength
        rect = pygame.Rect(17, 23, *size)
        troop = {"card": card, "uid": seed, "prep": prep, "moved": moved, "wounds": wounds}
        assert _same_as_painted_one_by_one(painter, rect, lambda s: painter.troop(s, rect, troop, strength),
                                           lambda s: painter._troop(s, rect, troop, strength), seed), (troop, size)
        checked += 1
    assert checked >= 80


def test_a_kept_court_card_gives_the_pixels_of_its_face_dimming_and_resources_painted_one_by_one(make_app):
    app = make_app()
    state = GAME.setup({}, 2, 5)
    ctx = context(app, state, 0)
    painter = Painter(ctx, View(GAME)._card_drawer(ctx))
    for seed, (card, size, used, produces) in enumerate(
            itertools.product(_court_cards(), SIZES, (False, True), (["fe"], ["ira", "saber"]))):
        rect = pygame.Rect(9, 31, *size)
        entry = {"card": card, "uid": seed, "used": used, "produces": produces}
        assert _same_as_painted_one_by_one(painter, rect, lambda s: painter.kept_card(
            s, rect, card, "court", ("court", card, used, tuple(produces)), lambda sprite, place: painter._court_card(
                sprite, place, entry)), lambda s: painter._court_card(s, rect, entry), seed), (entry, size)


def test_a_card_showing_something_else_is_painted_again_not_taken_from_the_kept_picture(make_app):
    app = make_app()
    state = GAME.setup({}, 2, 3)
    ctx = context(app, state, 0)
    painter = Painter(ctx, View(GAME)._card_drawer(ctx))
    rect = pygame.Rect(10, 10, *SIZES[0])
    card = _troop_cards()[0]
    pictures = set()
    for troop in ({"card": card, "uid": 1}, {"card": card, "uid": 1, "wounds": 1}, {"card": card, "uid": 1, "prep": 1}):
        surface = noisy_ground((200, 220), 0)
        painter.troop(surface, rect, troop, (2, 2))
        pictures.add(pygame.image.tobytes(surface, "RGB"))
    assert len(pictures) == 3



def test_a_heros_kept_numbers_give_the_pixels_of_its_badge_name_status_and_numbers_painted_one_by_one(make_app):
    app = make_app()
    state = GAME.setup({}, 2, 7)
    view = View(GAME)
    cases = [(0, "deciding", 0, "Ana (you)"), (1, "", 0, "Bo"), (1, "thinking", 0, "A rather long name for a player")]
    for seat, status, to_move, name in cases:
        ctx = context(app, state, 0)
        ctx.to_move = to_move
        view.sync(state, ctx)
        view.layout(pygame.Rect(14, 66, 960, 620), state)
        painter = Painter(ctx, view._card_drawer(ctx))
        half, hero, data = view.lay.halves[seat], lookup.card(state.seats[seat]["hero"]), state.seats[seat]
        box = painter.stats_box(state, half, name, status)
        shows = ("stats", seat, name, status, to_move == seat, data["morale"], data["renown"], data["madness"],
                 len(data["hand"]), hero.morale)
        ground = noisy_ground((box.right + 40, box.bottom + 40), seat)
        by_picture, one_by_one = ground.copy(), ground.copy()
        painter.kept(by_picture, box, shows,
                     lambda sheet, place: painter.hero_stats(sheet, state, half, name, status, hero, place))
        painter.hero_stats(one_by_one, state, half, name, status, hero)
        assert pygame.image.tobytes(by_picture, "RGB") == pygame.image.tobytes(one_by_one, "RGB"), (seat, status)
        assert pygame.image.tobytes(by_picture.subsurface(box), "RGB") != \
            pygame.image.tobytes(ground.subsurface(box), "RGB")  # the numbers were drawn at all
