"""The Invocación table view: hidden cards stay hidden, every choice is clickable, the power breakdown is power.py's."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import HIDDEN, InvocacionState
from tabletop.games.invocacion.view import table as view_module
from tabletop.games.invocacion.view.table import View
from tabletop.games.invocacion.view.view_draw import Painter, part_label
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.theme import DANGER
from tabletop.ui.view_base import ViewContext
from viewhelp import RecordingRenderer, clickable, lay_out_and_draw

TILE = view_module.tile
NAMES = ("Ana", "Bo", "Cai", "Dee", "Eli", "Flo", "Gus", "Hal")


def preparing(seats: int, seed: int, moves: int) -> InvocacionState:
    """A full state after `moves` random preparation moves (never finishing), every hand non-empty."""
    state = GAME.setup({}, seats, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        legal = GAME.legal_actions(state)
        if not legal:
            break
        quiet = [a for a in legal if a.kind not in ("finish", "end")]
        pool = quiet if quiet and rnd.random() < 0.85 else [a for a in legal if a.kind != "finish"] or legal
        GAME.apply(state, pool[rnd.randrange(len(pool))])
    return state


def context(app, obs, viewer, renderer=None, highlighted=frozenset()) -> ViewContext:
    return ViewContext(game=GAME, viewer=viewer, names=NAMES[:obs.num_seats], lang="en", theme=app.theme,
                       fonts=app.fonts, cards=renderer or CardRenderer.for_game("invocacion"), time=1.0,
                       scale=app.scale, highlighted=frozenset(highlighted), to_move=obs.to_move(),
                       bots=[False] * obs.num_seats, anim_speed=0.0)


def drawn(app, obs, viewer, renderer=None, highlighted=frozenset(), size=(900, 600)) -> View:
    """A fresh view of `obs` laid out in a table of `size` (900x600: the table at 1280x720) and drawn."""
    return lay_out_and_draw(View(GAME), obs, context(app, obs, viewer, renderer, highlighted), app.window, size)


def recording(monkeypatch) -> RecordingRenderer:
    """A renderer noting every face it draws, and every card drawn as a table tile too (faces of both kinds)."""
    renderer = RecordingRenderer("invocacion")
    monkeypatch.setattr(view_module, "tile", lambda card, *args: renderer.faces.add(card.id) or TILE(card, *args))
    return renderer


def face_down_elsewhere(state: InvocacionState, viewer: int) -> set[str]:
    """Every card a seat other than `viewer` keeps face down (hand, invocation, Conjuros, Apoyos)."""
    secret = set()
    for area in state.board.areas:
        if area.seat == viewer:
            continue
        secret |= set(area.hand)
        if area.invocation is not None and not area.invocation_face_up:
            secret.add(area.invocation)
        secret |= {s.card for s in area.conjuros + area.apoyos if not s.face_up}
    return secret


@pytest.mark.parametrize("seats,seed", [(3, 4), (4, 9)])
def test_a_seat_never_sees_another_seats_face_down_card(make_app, monkeypatch, seats, seed):
    app = make_app()
    state = preparing(seats, seed, 40)
    for viewer in list(range(seats)) + [None]:
        renderer = recording(monkeypatch)
        obs = GAME.observe(state, viewer)
        view = drawn(app, obs, viewer, renderer)
        secret = face_down_elsewhere(state, viewer if viewer is not None else -1)
        assert secret, "the position should hold hidden cards"
        assert not renderer.faces & secret, f"seat {viewer} was shown {renderer.faces & secret}"
        named = {part for _rect, ref in view.hits for part in ref.split(":")}
        assert not named & secret
        for ref in (r for _rect, r in view.hits):
            assert view.hover_card(ref) not in secret


def test_the_viewer_sees_its_own_face_down_cards_and_its_hand(make_app, monkeypatch):
    app = make_app()
    state = preparing(3, 4, 40)
    viewer = state.to_move()
    renderer = recording(monkeypatch)
    view = drawn(app, GAME.observe(state, viewer), viewer, renderer)
    area = state.area(viewer)
    own = set(area.hand) | {s.card for s in area.conjuros + area.apoyos}
    if area.invocation is not None:
        own.add(area.invocation)
    assert own and own <= renderer.faces
    assert {f"hand:{c}" for c in area.hand} <= {ref for _rect, ref in view.hits}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_legal_ref_of_a_preparation_is_clickable(make_app, seed):
    app = make_app()
    state = GAME.setup({}, 3, seed)
    rnd = random.Random(seed)
    checked = 0
    for _ in range(60):
        legal = GAME.legal_actions(state)
        if not legal:
            break
        seat = state.to_move()
        obs = GAME.observe(state, seat)
        refs = {a.ref for a in GAME.legal_actions(obs) if a.ref}
        view = drawn(app, obs, seat, highlighted=refs)
        for ref in refs:
            assert clickable(view, ref, refs), f"{ref} cannot be clicked ({state.phase}, {state.choice})"
            checked += 1
        pool = [a for a in legal if a.kind != "finish"] or legal
        GAME.apply(state, pool[rnd.randrange(len(pool))])
    assert checked > 20


def in_combat(state: InvocacionState) -> InvocacionState:
    """The position with every invocation revealed, some Maná boosting one and a support invoked on another."""
    for area in state.board.areas:
        if area.invocation is None and area.hand:
            area.invocation = area.hand.pop()
        area.invocation_face_up = area.invocation is not None
    first, second = state.board.areas[0], state.board.areas[1]
    first.boost = [state.portal.pop(), state.portal.pop()]
    if not second.apoyos:
        from tabletop.games.invocacion.rules.zones import Slot
        second.apoyos.append(Slot(state.portal.pop()))
    second.apoyos[0].face_up = True
    second.invoked_support = second.apoyos[0].card
    second.support_mana = [state.portal.pop(), state.portal.pop()]
    return state


def test_the_power_breakdown_shows_power_pys_total_and_parts(make_app, monkeypatch):
    app = make_app(size=(1920, 1080))
    state = in_combat(preparing(3, 4, 30))
    written: list[str] = []
    original = Painter.text

    def note(self, surface, words, *args, **kwargs):
        written.append(words)
        return original(self, surface, words, *args, **kwargs)

    monkeypatch.setattr(Painter, "text", note)
    obs = GAME.observe(state, 2)
    view = drawn(app, obs, 2, size=(1400, 930))
    refs = {ref for _rect, ref in view.hits}
    for seat in range(3):
        power = GAME.invocation_power(state, seat)  # the game's API, as the table reads it
        assert view.powers[seat].total == power.total
        assert str(power.total) in written
        assert f"power:{seat}" in refs
        for k, part in enumerate(power.parts):
            assert part_label(part, "en") in written
            assert f"power:{seat}:{k}" in refs
    assert {p.source for p in view.powers[0].parts} >= {"printed", "mana"}
    assert {p.source for p in view.powers[1].parts} >= {"printed", "support"}
    assert sum(p.amount for p in view.powers[0].parts) == view.powers[0].total


def test_hovering_a_power_number_explains_where_it_comes_from(make_app, monkeypatch):
    app = make_app()
    state = in_combat(preparing(3, 4, 30))
    obs = GAME.observe(state, 0)
    view = drawn(app, obs, 0)
    shown: list[str] = []
    monkeypatch.setattr("tabletop.games.invocacion.view.table.blit_text",
                        lambda surface, fonts, text, *a, **k: shown.append(text) or pygame.Rect(0, 0, 1, 1))
    ctx = context(app, obs, 0)
    ctx.hovered = "power:0:1"
    view.draw_dynamic(app.window, obs, ctx)
    view.draw_tips(app.window, obs, ctx)  # the tips come last, over the acting seat's outline
    part = view.powers[0].parts[1]
    assert any(part.explain("en", deck()) in line for line in shown), shown


def hot_seat_of_three(make_app):
    """A hot-seat table of three humans, a few frames in: the app, its session and the table scene."""
    app = make_app(fast=True)
    session = Session(GAME, [Seat("human", n) for n in NAMES[:3]], 6)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    for _ in range(3):
        app.frame([], 0.05)
    return app, session, table


def test_hot_seat_preparation_passes_behind_the_curtain(make_app):
    app, session, table = hot_seat_of_three(make_app)
    first = session.to_move()
    assert isinstance(app.top, CurtainScene) and app.top.seat == first
    app.top.reveal()
    app.frame([], 0.05)
    assert table.viewer == first
    hand = session.observation(first).area(first).hand
    for text in (f"pick {hand[0]}", "to invocation", "end"):
        table.play(next(a for a in table.legal() if str(a) == text))
        app.frame([], 0.05)
    for _ in range(6):
        app.frame([], 0.5)
    assert isinstance(app.top, CurtainScene) and app.top.seat == session.to_move() != first
    assert table.viewer == first  # nothing of the next seat is drawn before the click


def test_the_reaction_window_names_what_waits_and_asks_to_respond_or_pass(make_app, monkeypatch):
    app = make_app()
    state = in_combat(preparing(3, 4, 30))
    state.phase = "combat"
    state.combat = {"order": [1, 2, 0], "pending": [{"seat": 1, "kind": "boost", "amount": 2}],
                    "ask": {"seat": 0, "kind": "react"}}
    shown: list[str] = []
    original = Painter.chip

    def note(self, surface, centre, words, *args, **kwargs):
        shown.append(words)
        return original(self, surface, centre, words, *args, **kwargs)

    monkeypatch.setattr(Painter, "chip", note)
    written: list[str] = []
    text = Painter.text
    monkeypatch.setattr(Painter, "text", lambda self, surface, words, *a, **k: written.append(words)
                        or text(self, surface, words, *a, **k))
    drawn(app, GAME.observe(state, 0), 0)
    assert "Ana: respond with an action, or pass" in shown
    assert any("Bo: " in line and "oost" in line and "priority order" in line for line in written), written
    assert any(line.startswith("Priority") for line in written)


def test_combat_priority_order_is_the_one_in_force(make_app, monkeypatch):
    app = make_app()
    state = in_combat(preparing(3, 4, 30))
    state.phase = "combat"
    state.combat = {"order": [2, 0, 1], "pending": [], "ask": {"seat": 2, "kind": "act"}}
    chips: list[str] = []
    original = Painter.chip
    monkeypatch.setattr(Painter, "chip", lambda self, surface, centre, words, *a, **k: chips.append(words)
                        or original(self, surface, centre, words, *a, **k))
    view = drawn(app, GAME.observe(state, 0), 0)
    assert view.lay is not None
    assert chips.count("#1") == 1 and "#3" in chips  # Cai bought priority: first; Bo last


def test_armageddon_eight_areas_and_the_legends_deck_fit_the_table(make_app):
    app = make_app()
    state = GAME.setup({"armageddon": True, "legends": True}, 8, 3)
    obs = GAME.observe(state, state.to_move())
    view = drawn(app, obs, state.to_move())
    boxes = [box.rect for box in view.lay.areas.values()]
    assert len(boxes) == 8 and view.lay.legends is not None
    table = pygame.Rect(14, 66, 900, 600)
    for k, rect in enumerate(boxes):
        assert table.contains(rect)
        assert not any(rect.colliderect(other) for other in boxes[k + 1:])
    assert view.hover_card("legends:top") == state.variants.legend_deck[-1]


def test_hot_seat_picks_and_places_without_ready_but_ending_the_pass_waits_for_it(make_app):
    app, session, table = hot_seat_of_three(make_app)
    seat = session.to_move()
    app.top.reveal()
    app.frame([], 0.05)
    card = session.observation(seat).area(seat).hand[0]
    table.actionbar.choose(next(a for a in table.legal() if str(a) == f"pick {card}"))
    assert table.actionbar.pending is None and session.full_state_unsafe_for_bots().choice is not None
    table.actionbar.choose(next(a for a in table.legal() if str(a) == "to invocation"))
    assert session.observation(seat).area(seat).invocation == card
    table.actionbar.choose(next(a for a in table.legal() if a.kind == "end"))
    assert str(table.actionbar.pending) == "end" and session.to_move() == seat  # held: the curtain waits for Ready


def test_the_strip_tells_the_last_rounds_result_with_its_own_round_number(make_app, monkeypatch):
    from tabletop.engine.contract import Event
    app = make_app()
    state = preparing(3, 4, 6)
    before = GAME.observe(state, 0)
    view = drawn(app, before, 0)
    state.round += 1  # the winning pass ends the combat and the next round begins in the same move
    after = GAME.observe(state, 0)
    ctx = context(app, after, 0)
    view.sync(after, ctx)
    view.on_events([Event("combat.won", {"seat": 1, "power": 9}),
                    Event("combat.trophy", {"seat": 1, "card": "ember_hound", "target": 2})], ctx)
    written: list[str] = []
    text = Painter.text
    monkeypatch.setattr(Painter, "text", lambda self, surface, words, *a, **k: written.append(words)
                        or text(self, surface, words, *a, **k))
    view.layout(pygame.Rect(14, 66, 900, 600), after)
    view.draw(app.window, after, ctx)
    said = " ".join(written)  # the strip wraps a long line whole, never cut
    assert f"Round {before.round}: Bo won with 9. Trophy: Ember Hound, from " in said
    assert "(the highest printed Power on the table)." in said


def animated(app, view: View, state: InvocacionState, viewer: int, events=()) -> View:
    """Show `state` to `view` after a change, animations on (as the table does: sync, events, layout)."""
    obs = GAME.observe(state, viewer)
    ctx = context(app, obs, viewer)
    ctx.anim_speed = 1.0
    view.sync(obs, ctx)
    view.on_events(list(events), ctx)
    view.layout(pygame.Rect(14, 66, 900, 600), obs)
    return view


def test_a_revealed_invocation_turns_over_where_it_lies_and_a_sacrifice_slides_to_the_discard(make_app):
    from tabletop.engine.contract import Event
    from tabletop.games.invocacion.rules.zones import Slot
    app = make_app()
    state = preparing(3, 4, 30)
    other = state.area(1)
    if other.invocation is None:
        other.invocation = state.portal.pop()
    other.conjuros.append(Slot(state.portal.pop()))
    view = animated(app, View(GAME), state, 0)
    assert not view.anims
    other.invocation_face_up = True
    view = animated(app, view, state, 0)
    flip = view.anims[other.invocation]
    assert flip.flip and flip.start == view.lay.areas[1].invocation
    given = other.conjuros.pop().card
    state.discard.append(given)
    view = animated(app, view, state, 0, [Event("combat.sacrifice", {"seat": 1, "card": given})])
    slide = view.anims[given]
    assert slide.start.colliderect(view.lay.areas[1].conjuros_zone) and view.placed[given][0] == view.lay.discard


def test_the_legends_deck_is_clickable_when_a_legend_can_be_taken(make_app):
    app = make_app()
    state = GAME.setup({"legends": True}, 3, 2)
    seat = state.to_move()
    state.area(seat).mana.append(state.portal.pop())
    obs = GAME.observe(state, seat)
    refs = {a.ref for a in GAME.legal_actions(obs) if a.ref}
    assert "legends:top" in refs
    view = drawn(app, obs, seat, highlighted=refs)
    assert clickable(view, "legends:top", refs)


def test_a_hot_seat_game_of_three_plays_through_the_table_without_errors(make_app):
    app = make_app(fast=True)
    session = Session(GAME, [Seat("human", n) for n in NAMES[:3]], 8)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    rnd = random.Random(8)
    curtains, phases = 0, set()
    for _ in range(160):
        app.frame([], 0.05)
        phases.add(session.full_state_unsafe_for_bots().phase)
        if session.is_over():
            break
        if isinstance(app.top, CurtainScene):
            curtains += 1
            app.top.reveal()
            continue
        legal = table.legal()
        if not legal:
            continue
        assert table.viewer in (session.to_move(), None)
        done = [a for a in legal if a.kind == "finish"]
        calm = [a for a in legal if a.kind not in ("withdraw", "finish")]
        pool = done if done and rnd.random() < 0.3 else calm or legal
        table.play(pool[rnd.randrange(len(pool))])
    assert not app.errors and curtains >= 3 and "combat" in phases


def test_your_face_down_invocation_shows_the_sacrifice_it_will_ask_for(make_app, monkeypatch):
    app = make_app()
    state = GAME.setup({}, 3, 4)
    seat = state.to_move()
    costly = next(c for c in deck().portal() if deck()[c].cost.total and c in state.portal)
    state.portal.remove(costly)
    state.area(seat).invocation = costly
    written: list[tuple[str, tuple]] = []
    text = Painter.text
    monkeypatch.setattr(Painter, "text", lambda self, surface, words, points, pos, colour=(0, 0, 0), *a, **k:
                        written.append((words, tuple(colour))) or text(self, surface, words, points, pos, colour, *a, **k))
    drawn(app, GAME.observe(state, seat), seat)
    cost = deck()[costly].cost
    line = ", ".join(f"{n} {word}{'s' * (n != 1)}" for n, word in ((cost.conjuros, "Spell"), (cost.apoyos, "Support"))
                     if n)  # only the zones it takes from
    assert (line, DANGER) in written  # nothing placed yet: the area cannot pay
    assert str(deck()[costly].power) in [words for words, _colour in written]


def test_the_priority_strip_shows_the_bidding_for_priority_before_the_invocation_effects():
    """Interpretation 38: before step 4's effects the strip says who may buy priority (and, to that seat, that it
    may), in both languages."""
    from tabletop.games.invocacion.view.view_combat import window_lines
    from tests.games.invocacion.combat_table import empty_table, fight, place

    state = empty_table(2)
    place(state, 0, "ataraxia")
    place(state, 1, "burning_oath", mana=1)
    fight(state)
    assert GAME.decision_kind(state) == "bid"
    names = ["Ana", "Bo"]
    for lang, word in (("en", "priority"), ("es", "prioridad")):
        mine = window_lines(GAME, GAME.observe(state, 1), lang, names, 1)
        theirs = window_lines(GAME, GAME.observe(state, 0), lang, names, 0)
        assert mine and "Bo" in mine[-1][0] and word in mine[-1][0] and mine[-1][2]
        assert theirs and "Bo" in theirs[-1][0] and word in theirs[-1][0] and not theirs[-1][2]


def test_the_combat_strip_names_only_the_actions_the_viewer_may_take_now():
    """Issue 28 newcomer pass: "your turn: reveal, support, boost, barrier, priority, withdraw or pass" was said even
    with no Maná and nothing to reveal; the strip now names what the seat may do, in both languages."""
    from tabletop.games.invocacion.view.view_combat import window_lines
    from tests.games.invocacion.combat_table import empty_table, fight, place

    state = empty_table(2)
    place(state, 0, "ataraxia")
    place(state, 1, "burning_oath")
    fight(state)
    assert state.combat["ask"] == {"seat": 0, "kind": "act"}
    names = ["Ana", "Bo"]
    assert window_lines(GAME, GAME.observe(state, 0), "en", names, 0)[-1][0] == "Ana: your turn: withdraw or pass"
    assert window_lines(GAME, GAME.observe(state, 0), "es", names, 0)[-1][0] == "Ana: te toca: retirarte o pasar"
    assert window_lines(GAME, GAME.observe(state, 1), "en", names, 1)[-1][0] == "Ana acts or passes"
