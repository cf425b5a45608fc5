"""The Duelo de Runas table: every legal choice can be clicked, hover shows cards, drawing is safe."""
from __future__ import annotations

import random

import pygame

from tabletop.engine.registry import get_game
from tabletop.games.runes.rules.model import HIDDEN
from tabletop.ui.view_base import ViewContext, load_view

GAME = get_game("runes")


def context(app, obs, viewer, highlighted=frozenset()):
    return ViewContext(game=GAME, viewer=viewer, names=["Ana", "Bo", "Cai", "Dee"][:obs.num_seats], lang="en",
                       theme=app.theme, fonts=app.fonts, time=1.0, scale=app.scale, highlighted=highlighted,
                       to_move=obs.to_move(), anim_speed=1.0)


def test_every_legal_ref_is_on_the_table_in_random_games(make_app, sessions):
    app = make_app()
    view = load_view(GAME)
    rect = pygame.Rect(10, 60, 940, 580)
    checked = 0
    for seats, advanced in ((2, False), (3, True), (4, False)):
        session = sessions.make(humans=seats, seats=seats, seed=seats, autosave=False,
                                options={"advanced": advanced, "life": 10})
        rnd = random.Random(seats)
        for _ in range(150):
            if session.is_over():
                break
            seat = session.to_move()
            obs = session.observation(seat)
            legal = {a.ref for a in GAME.legal_actions(obs) if a.ref}
            ctx = context(app, obs, seat, frozenset(legal))
            view.sync(obs, ctx)
            view.layout(rect, obs)
            hits = {ref for _r, ref in view.hits}
            assert legal <= hits, f"not clickable: {legal - hits}"
            assert all(rect.inflate(8, 8).contains(r) for r, ref in view.hits if not ref.startswith("mage")), \
                "something is laid out outside the table"
            if checked % 10 == 0:
                view.draw(app.window, obs, ctx)
            checked += 1
            actions = session.legal_actions()
            session.play(actions[rnd.randrange(len(actions))])
    assert checked > 200


def test_hover_shows_own_and_public_cards_only(make_app, sessions):
    app = make_app()
    session = sessions.advance(sessions.make(humans=1), 12)
    seat = 0
    obs = session.observation(seat)
    view = load_view(GAME)
    view.sync(obs, context(app, obs, seat))
    view.layout(pygame.Rect(0, 60, 1000, 600), obs)
    for _rect, ref in view.hits:
        card = view.hover_card(ref)
        assert card != HIDDEN
        if ref.startswith("hand:"):
            assert card in obs.hands[seat]
        if ref.startswith("commit:1"):
            assert card is None
