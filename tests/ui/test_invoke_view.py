"""The Invoke round table: panels that never overlap, every legal ref clickable, the invocation and its
preview in the middle, the haste prompt, and in hot-seat the curtain for the mage who may answer."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import ANSWER, BUILD
from tabletop.games.invoke.view.table import View, on_table
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from tabletop.games.invoke.view.shots import play_until
from tabletop.ui.view_base import ViewContext

NAMES = ("Ana", "Bea", "Carl", "Dan", "Eva", "Fin", "Gus", "Hal", "Ines", "Jon")
#: the table area the scene gives the view at 1280x720 and at 1920x1080
AREAS = ((14, 66, 960, 640), (14, 66, 1440, 990))


def context(app, obs, viewer, highlighted=frozenset()) -> ViewContext:
    return ViewContext(game=GAME, viewer=viewer, names=NAMES[:obs.num_seats], lang="en", theme=app.theme,
                       fonts=app.fonts, time=1.0, scale=app.scale, highlighted=frozenset(highlighted),
                       to_move=obs.to_move(), bots=[False] * obs.num_seats, anim_speed=0.0)


def drawn(app, obs, viewer, area, highlighted=frozenset()) -> View:
    view = View(GAME)
    ctx = context(app, obs, viewer, highlighted)
    view.sync(obs, ctx)
    view.layout(pygame.Rect(area), obs)
    view.draw(app.window, obs, ctx)
    return view


def random_states(mages: int, seed: int, count: int):
    """Positions along a seeded random game (the eager chooser of the screenshots)."""
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(mages)], seed, autosave_path=None)
    rnd = random.Random(seed)
    for _ in range(count):
        steps = rnd.randrange(5, 60)
        if not play_until(session, lambda s, left=[steps]: left.__setitem__(0, left[0] - 1) or left[0] < 0, seed):
            return
        yield session.full_state_unsafe_for_bots()


@pytest.mark.parametrize("mages, seed", [(2, 1), (5, 2), (10, 3)])
def test_every_legal_ref_is_on_the_table_and_no_panel_overlaps_another_or_the_centre(make_app, mages, seed):
    app = make_app()
    for state in random_states(mages, seed, 6):
        viewer = state.to_move()
        obs = GAME.observe(state, viewer)
        legal = {a.ref for a in GAME.legal_actions(obs) if a.ref}
        for area in AREAS:
            view = drawn(app, obs, viewer, area, legal)
            laid = {ref for _rect, ref in view.hits}
            assert legal <= laid, f"{state.phase}: not on the table: {legal - laid}"
            boxes = list(view.lay.seats.values())
            assert all(pygame.Rect(area).contains(box) for box in boxes)
            assert not any(box.colliderect(view.lay.centre) for box in boxes)
            assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_the_invocation_being_built_is_shown_with_its_mage_and_cards(make_app):
    app = make_app()
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(4)], 5, autosave_path=None)
    assert play_until(session, lambda s: s.phase == BUILD and s.building and len(s.building["cards"]) >= 2, 5)
    obs = GAME.observe(session.full_state_unsafe_for_bots(), None)
    [(key, seat, cards, _aim)] = on_table(obs)
    assert key == "view.building" and seat == obs.turn and cards == obs.building["cards"]
    drawn(app, obs, None, AREAS[0])


def test_in_hot_seat_the_curtain_falls_for_the_mage_asked_to_answer(make_app):
    app = make_app()
    session = Session(GAME, [Seat("human", n) for n in NAMES[:3]], 4, autosave_path=None)
    assert play_until(session, lambda s: s.phase == ANSWER and s.asking[0] != s.turn, 4)
    asked = session.to_move()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    assert isinstance(app.top, CurtainScene) and app.top.seat == asked
    said = GAME.prompt(table.observation(), "en", NAMES[:3])
    assert f"{NAMES[asked]} may answer the invocation of" in said and said.endswith("with haste: answer or pass.")


def test_in_hot_seat_a_mage_with_nothing_hasty_gets_no_curtain_the_next_who_can_answer_does(make_app):
    from tests.games.invoke.test_invoke_turns import _give
    app = make_app()
    session = Session(GAME, [Seat("human", n) for n in NAMES[:3]], 4, autosave_path=None)
    assert play_until(session, lambda s: s.phase == BUILD and s.turn == 0 and not s.building, 4)
    state = session.full_state_unsafe_for_bots()
    _give(state, 0, "move_left", "fire")
    _give(state, 1, "move_left", "water")  # Bea: nothing with haste
    _give(state, 2, "haste", "move_right", "water")  # Carl: Haste & Move Right & Water is an answer
    for text in ("add move_left", "add fire", "cast"):
        session.play(text)
    assert session.to_move() == 2 and state.asking == [2]
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 2


def test_the_benchmark_table_has_ten_mages_with_everything_in_play_and_ana_asked_to_answer(make_app):
    from tabletop.games.invoke.view.shots import busiest_session
    app = make_app()
    session = busiest_session()
    state = session.full_state_unsafe_for_bots()
    GAME.check_invariants(state)
    assert state.num_seats == 10 and state.phase == ANSWER and session.to_move() == 0
    assert {w.owner for w in state.walls} >= set(state.alive())
    assert len({e["owner"] for e in state.established}) >= 4 and sum(1 for i in state.items if i) >= 6
    obs = session.observation(0)
    view = drawn(app, obs, 0, AREAS[1])
    assert on_table(obs) and any(ref.startswith("wall:") for _rect, ref in view.hits)


def test_an_answer_to_an_answer_is_labelled_as_such_on_the_table(make_app):
    from tabletop.engine.contract import apply_all
    from tests.games.invoke.test_invoke_turns import _at_build, _give
    app = make_app()
    state = _at_build(3)
    _give(state, 0, "move_left", "fire", "target_current", "minus_1")
    _give(state, 1, "target_current", "water")
    _give(state, 2, "haste", "move_right", "air")  # Carl could answer: he is asked, so the answers stay shown
    apply_all(GAME, state, ["add move_left", "add fire", "cast", "add target_current", "add water", "cast", "pass",
                            "add target_current", "add minus_1", "cast"])
    assert state.phase == ANSWER and state.to_move() == 2
    obs = GAME.observe(state, 2)
    assert [key for key, *_ in on_table(obs)] == ["view.casting", "view.answer_by", "view.answer_to_answer"]
    drawn(app, obs, 2, AREAS[1])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_haste_prompt_fits_whole_in_its_banner_at_1280x720(make_app, lang):
    """The banner said "…with haste: answ…" at 1280x720: it now wraps (and shrinks if need be) and is never cut."""
    from tabletop.engine.contract import apply_all
    from tests.games.invoke.test_invoke_turns import _at_build, _give
    app = make_app()
    state = _at_build(3)
    _give(state, 0, "move_left", "fire", "plus_2", "air")
    _give(state, 1, "target_current", "water")
    apply_all(GAME, state, ["add plus_2", "add move_left", "add fire", "add air", "cast"])
    assert state.phase == ANSWER and state.to_move() == 1
    obs = GAME.observe(state, 1)
    view = View(GAME)
    ctx = ViewContext(game=GAME, viewer=1, names=("Bartholomew", "Maximiliana", "Carl"), lang=lang, theme=app.theme,
                      fonts=app.fonts, time=1.0, scale=app.scale, highlighted=frozenset(), to_move=1,
                      bots=[False] * 3, anim_speed=0.0)
    view.sync(obs, ctx)
    view.layout(pygame.Rect(AREAS[0]), obs)
    view.draw(app.window, obs, ctx)
    banner, lines, points = view.haste_banner
    said = GAME.prompt(obs, lang, ctx.names)
    assert " ".join(lines) == said and len(lines) == 2
    assert said.endswith("answer or pass." if lang == "en" else "responde o pasa.")
    assert view.lay.centre.contains(banner)
    assert points >= 10 and all(app.fonts.get(points, True).size(line)[0] <= banner.width for line in lines)


def test_hand_cards_keep_their_places_while_an_invocation_is_built_then_close_up(make_app):
    """Issue 28 §4: the hand must not re-flow after each card is laid, so the next click hits the card aimed at."""
    app = make_app()
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(3)], 4, autosave_path=None)
    assert play_until(session, lambda s: s.phase == BUILD and not s.building and len(s.hands[s.to_move()]) >= 4, 4)
    state = session.full_state_unsafe_for_bots()
    viewer = state.to_move()
    view = View(GAME)
    where = {}
    for _ in range(3):
        obs = GAME.observe(state, viewer)
        view.sync(obs, context(app, obs, viewer))
        view.layout(pygame.Rect(AREAS[0]), obs)
        now = {ref: rect for rect, ref in view.hand}
        assert all(now[ref] == rect for ref, rect in where.items() if ref in now), "a hand card moved"
        where = now
        adds = [a for a in GAME.legal_actions(state) if a.kind == "add"]
        if not adds:
            break
        GAME.apply(state, adds[0])
    assert state.building and len(state.building["cards"]) >= 2
    obs = GAME.observe(state, viewer)
    assert len(view.hand) == len(obs.hands[viewer]) and len({r.x for r, _ in view.hand}) == len(view.hand)
    state.hands[viewer] += state.building["cards"]  # the building ends (as when it is taken back): closed up again
    state.building = None
    obs = GAME.observe(state, viewer)
    view.layout(pygame.Rect(AREAS[0]), obs)
    xs = sorted(rect.x for rect, _ref in view.hand)
    gaps = {b - a for a, b in zip(xs, xs[1:])}
    assert len(gaps) == 1, "after the building the hand is laid out evenly again"
