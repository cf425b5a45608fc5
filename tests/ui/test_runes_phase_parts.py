"""Rune Duel's table at a phase change: only the cards whose captions change are painted again."""
from __future__ import annotations

import random

import pygame

from tabletop.engine.registry import get_game
from tabletop.ui.scenes.table import make_card_renderer
from tabletop.ui.view_base import ViewContext, load_view

GAME = get_game("runes")


def _seen(app, view, obs, cards, to_move: int | None = None, highlighted=frozenset()) -> tuple[dict, dict]:
    """`obs` laid out for seat 0 (no animation): its static parts' keys and each mat's caption words."""
    ctx = ViewContext(game=GAME, viewer=0, names=["Ana", "Bo", "Cai", "Dee"], lang="en", theme=app.theme,
                      fonts=app.fonts, cards=cards, time=1.0, scale=app.scale, highlighted=frozenset(highlighted),
                      to_move=obs.to_move() if to_move is None else to_move, anim_speed=0.0)
    view.sync(obs, ctx)
    view.layout(pygame.Rect(0, 0, 1600, 900), obs)
    keys = {name: key for name, (_place, key) in view.static_parts(obs, ctx).items()}
    return keys, {mat.seat: [words for _rect, words in view._mat_captions(obs, ctx, mat)] for mat in view.mats.values()}


def _captions_of(keys: dict, seat: int) -> dict:
    """The caption parts of one mat."""
    return {name: key for name, key in keys.items() if name[0] == "caption" and name[1] == seat}


def test_a_phase_change_repaints_the_cards_whose_captions_change_and_not_the_mats_nor_the_hand(make_app, sessions):
    """The same observation in another spell phase: the hand and the mats keep their keys, a mat's captions keep
    theirs exactly when the spell words its face-up cards show are the same."""
    app = make_app()
    view = load_view(GAME)
    cards = make_card_renderer("runes", app.art_dir)
    session = sessions.make(humans=4, seats=4, seed=5, autosave=False, options={"life": 10})
    rnd = random.Random(5)
    changed = kept = 0
    for _ in range(200):
        if session.is_over():
            break
        obs = session.observation(0)
        if obs.phase != "commit" and any(not c["face_down"] for seq in obs.sequences for c in seq):
            before, words_before = _seen(app, view, obs, cards)
            other = session.observation(0)
            other.phase = "knots" if obs.phase != "knots" else "moons"
            after, words_after = _seen(app, view, other, cards)
            assert after["hand"] == before["hand"]
            for seat, words in words_after.items():
                same = words == words_before[seat]
                assert after[("mat", seat)] == before[("mat", seat)]
                assert (_captions_of(after, seat) == _captions_of(before, seat)) == same
                changed += not same
                kept += same
        actions = session.legal_actions()
        session.play(actions[rnd.randrange(len(actions))])
    assert changed and kept, (changed, kept)


def test_a_turn_passing_repaints_the_marks_of_the_two_mages_only(make_app, sessions):
    """Another mage to move and other targets lit on the mats: the mats, the hand and the other mages' marks keep
    their keys; the marks (edge, badge) of the mage who had the turn and of the one who has it change."""
    app = make_app()
    view = load_view(GAME)
    cards = make_card_renderer("runes", app.art_dir)
    session = sessions.make(humans=4, seats=4, seed=5, autosave=False, options={"life": 10})
    obs = session.observation(0)
    before, _ = _seen(app, view, obs, cards, to_move=1, highlighted={"mage:2"})
    after, _ = _seen(app, view, obs, cards, to_move=2, highlighted={"mage:3"})
    assert after["hand"] == before["hand"]
    assert all(after[("mat", seat)] == before[("mat", seat)] for seat in range(4))
    moved = {name[1] for name in after if name[0] == "mark" and after[name] != before[name]}
    assert moved == {1, 2}
