"""The ECG table view: hidden cards stay hidden, every choice is clickable, a troop offers its maneuvers."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.ecg.view import view_tile
from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.view.table import View
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.view_base import ViewContext
from viewhelp import RecordingRenderer, clickable, lay_out_and_draw

NAMES = ("Ana", "Bo")
BUSY = ("train", "court", "general", "play", "clash", "charge", "ability", "line", "target", "react", "draw")


def played(seed: int, moves: int, stop=None):
    """A full state after up to `moves` random moves leaning towards putting cards into play."""
    state = GAME.setup({}, 2, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        if state.is_over() or (stop is not None and stop(state)):
            break
        legal = GAME.legal_actions(state)
        busy = [a for a in legal if a.kind in BUSY]
        pool = busy if busy and rnd.random() < 0.8 else [a for a in legal if a.kind != "cancel"] or legal
        GAME.apply(state, pool[rnd.randrange(len(pool))])
    return state


def context(app, obs, viewer, renderer=None, highlighted=frozenset()) -> ViewContext:
    return ViewContext(game=GAME, viewer=viewer, names=NAMES, lang="en", theme=app.theme, fonts=app.fonts,
                       cards=renderer or CardRenderer.for_game("ecg"), time=1.0, scale=app.scale,
                       highlighted=frozenset(highlighted), to_move=obs.to_move(), bots=[False, False], anim_speed=0.0)


def drawn(app, obs, viewer, renderer=None, highlighted=frozenset(), size=(960, 620)) -> View:
    """A fresh view of `obs` laid out in a table of `size` (960x620: the table at 1280x720) and drawn."""
    return lay_out_and_draw(View(GAME), obs, context(app, obs, viewer, renderer, highlighted), app.window, size)


def hidden_from(state, viewer: int | None) -> set[str]:
    """The cards in the other seat's hand, discard and exile, and in both decks, not also in sight elsewhere."""
    secret: set[str] = set()
    for seat, data in enumerate(state.seats):
        secret |= set(data["deck"])
        if seat != viewer:
            secret |= set(data["hand"]) | set(data["discard"]) | set(data["exile"])
    seen: set[str] = set()
    for seat, data in enumerate(state.seats):
        seen |= {data["hero"], data["resource"]} | {e["card"] for e in data["court"] + data["legacy"]}
        seen |= {t["card"] for line in data["lines"].values() for t in line}
        if seat == viewer:
            seen |= set(data["hand"]) | set(data["discard"]) | set(data["exile"])
    seen |= {item["card"] for item in state.stack}
    return secret - seen


@pytest.mark.parametrize("seed", [2, 5])
def test_a_seat_never_sees_the_other_seats_hand_discard_or_exile(make_app, seed, monkeypatch):
    app = make_app()
    state = played(seed, 260)
    tiles: set[str] = set()  # the cards drawn as table tiles (the renderer draws the large faces)
    real_tile = view_tile.tile
    monkeypatch.setattr(view_tile, "tile", lambda card, *args: tiles.add(card.id) or real_tile(card, *args))
    for viewer in (0, 1, None):
        renderer = RecordingRenderer("ecg")
        tiles.clear()
        obs = GAME.observe(state, viewer)
        view = drawn(app, obs, viewer, renderer)
        secret = hidden_from(state, viewer)
        assert secret, "the position should hold hidden cards"
        assert tiles, "the table draws its cards as tiles"
        shown = renderer.faces | tiles
        assert not shown & secret, f"seat {viewer} was shown {shown & secret}"
        named = {part for _rect, ref in view.hits for part in ref.split(":")}
        assert not named & secret
        assert not {view.hover_card(ref) for _rect, ref in view.hits} & secret


@pytest.mark.parametrize("seed", [1, 4])
def test_every_legal_ref_is_clickable_through_a_game(make_app, seed):
    app = make_app()
    state = GAME.setup({}, 2, seed)
    rnd = random.Random(seed)
    checked = set()
    for _ in range(110):
        if state.is_over():
            break
        seat = state.to_move()
        obs = GAME.observe(state, seat)
        legal = GAME.legal_actions(obs)
        refs = {a.ref for a in legal if a.ref}
        view = drawn(app, obs, seat, highlighted=refs)
        for ref in refs:
            assert clickable(view, ref, refs), f"{ref} cannot be clicked ({state.phase}, {state.pending})"
            checked.add(ref.split(":")[0])
        busy = [a for a in GAME.legal_actions(state) if a.kind in BUSY]
        pool = busy if busy and rnd.random() < 0.8 else GAME.legal_actions(state)
        GAME.apply(state, pool[rnd.randrange(len(pool))])
    assert {"hand", "troop"} <= checked


def maneuvering(seed: int) -> Session:
    """A session (Ana human, Bo a bot) where Ana, in her Acción phase, has a troop that may maneuver and use
    an ability."""
    for attempt in range(12):
        seats = [Seat("human", "Ana"), Seat("bot", "Bo", "random")]
        session = Session(GAME, seats, seed + attempt, autosave_path=None)
        rnd = random.Random(seed + attempt)
        for _ in range(600):
            legal = session.legal_actions()
            if session.is_over():
                break
            maneuvers = {a.args[0] for a in legal if a.kind in ("clash", "charge")}
            if session.to_move() == 0 and any(a.kind == "ability" and a.args[0] in maneuvers for a in legal):
                return session
            busy = [a for a in legal if a.kind in BUSY]
            pool = busy if busy and rnd.random() < 0.8 else [a for a in legal if a.kind != "cancel"] or legal
            session.play(pool[rnd.randrange(len(pool))])
    raise AssertionError("no troop with a maneuver and an ability in twelve seeded games")


def test_a_click_on_a_troop_offers_its_maneuvers_and_its_abilities(make_app):
    app = make_app()
    session = maneuvering(3)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    table.ensure_layout()
    abilities = {a.args[0] for a in table.legal() if a.kind == "ability"}
    maneuver = next(a for a in table.legal() if a.kind in ("clash", "charge") and a.args[0] in abilities)
    uid = maneuver.args[0]
    offered = {str(a) for a in table.legal() if a.ref in (f"troop:{uid}", f"card:{uid}")}
    rect = next(rect for rect, ref in table.view.hits if ref == maneuver.ref)
    table._click(rect.center)
    assert table.chooser is not None
    shown = {str(o.action) for o in table.chooser.options}
    assert shown == offered
    assert any(a.startswith(("clash", "charge")) for a in shown) and any(a.startswith("ability") for a in shown)


def click(app, pos) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_a_short_hot_seat_game_is_played_through_the_table_to_its_end(make_app):
    """Clicks on glowing cards (and their choosers) and the bar's buttons, behind a curtain at each handover."""
    app = make_app()
    session = Session(GAME, [Seat("human", "Ana"), Seat("human", "Bo")], 6, {"turn_limit": 6}, autosave_path=None)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    rnd = random.Random(6)
    clicks = curtains = 0
    for _ in range(400):
        app.frame([], 0.02)
        if session.is_over():
            break
        if isinstance(app.top, CurtainScene):
            curtains += 1
            app.frame([], 0.5)
            click(app, (10, 10))
            continue
        assert app.top is table
        if table.viewer not in (session.to_move(), None):  # None: a public decision
            app.frame([], 0.5)  # what the last move did is still on show; the curtain follows
            continue
        legal = table.legal()
        busy = [a for a in legal if a.kind in BUSY]
        action = rnd.choice(busy if busy and rnd.random() < 0.7 else legal)
        if action.ref is None:
            table.actionbar.choose(action)
            continue
        rect = next(rect for rect, ref in table.view.hits if ref == action.ref)
        table.ensure_layout()
        point = next(p for p in (rect.center, rect.midtop, rect.midbottom)
                     if table.ref_at(p) == action.ref or action.ref in table.view.offered_with(table.ref_at(p)))
        click(app, point)
        clicks += 1
        if table.chooser is not None:
            option = next(o for o in table.chooser.options if str(o.action) == str(action))
            table.actionbar.choose(option.action)
    assert session.is_over()
    assert clicks >= 8 and curtains >= 2
