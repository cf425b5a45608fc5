"""The Gnostica table view: layout at every size, hit-testing, pan/zoom/fit, every legal ref clickable."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.contract import Action
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.gnostica.rules.model import open_spaces
from tabletop.games.gnostica.view.shots import gnostica_position
from tabletop.games.gnostica.view.table import LEVELS, View, bench_frames
from tabletop.ui.cardface import CardRenderer
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.view_base import ViewContext

GAME = get_game("gnostica")
NAMES = ("Ana", "Bo", "Cai", "Dee", "Eli", "Flo")

#: a written four-player middle game: a crowded Empress, a wasteland with a piece, a pending challenge
POSITION = {
    "seats": 4,
    "board": {
        "-1,-1": {"card": "major_19_sun", "pieces": [[0, 3, "E"]]},
        "0,-1": {"card": "cups_09_nine", "pieces": [[1, 1, "S"], [1, 2, "W"]]},
        "1,-1": {"card": "swords_02_two", "pieces": []},
        "-1,0": {"card": "wands_11_page", "pieces": [[2, 2, "U"], [3, 1, "N"], [0, 1, "E"]]},
        "0,0": {"card": "major_03_empress",
                "pieces": [[0, 1, "N"], [1, 1, "E"], [2, 1, "S"], [3, 1, "W"], [0, 2, "U"]]},
        "1,0": {"card": "pentacles_13_queen", "pieces": []},
        "-1,1": {"card": "swords_14_king", "pieces": []},
        "0,1": {"card": "cups_01_ace", "pieces": [[3, 3, "N"]]},
        "1,1": {"card": "wands_04_four", "pieces": []},
        "2,0": {"card": "major_09_hermit", "pieces": [[2, 3, "W"]]},
        "2,1": {"card": None, "pieces": [[1, 1, "N"]]},
    },
    "crowded": [[0, 0]],
    "hands": [["major_20_judgement", "major_00_fool", "cups_05_five", "major_10_wheel_of_fortune", "wands_02_two",
               "pentacles_03_three"],
              ["cups_02_two", "cups_03_three", "swords_03_three"],
              ["wands_05_five", "wands_06_six", "pentacles_01_ace", "pentacles_02_two"],
              ["swords_04_four", "swords_06_six"]],
    "discard": ["swords_05_five", "wands_07_seven", "cups_12_knight", "major_13_death"],
    "current": 0,
    "challenge": {"seat": 2, "last": False},
}


def position(*actions: str):
    """The written position after `actions` (full state)."""
    state = GAME.from_dict(POSITION)
    for text in actions:
        GAME.apply(state, GAME.parse_action(state, text))
    return state


def random_session(seats: int, steps: int, seed: int = 3) -> Session:
    """Random play (no challenges) stopped at seat 0's decision after about `steps` actions."""
    table = [Seat("human", NAMES[0])] + [Seat("bot", NAMES[i], "random") for i in range(1, seats)]
    session = Session(GAME, table, seed)
    rnd = random.Random(seed)
    while not session.is_over():
        if len(session.actions) >= steps and session.to_move() == 0:
            break
        legal = [a for a in session.legal_actions() if a.kind != "challenge"]
        session.play(legal[rnd.randrange(len(legal))])
    return session


def context(app, obs, viewer=0, highlighted=frozenset(), anim_speed=0.0) -> ViewContext:
    """A drawing context like the table's (animations off unless asked)."""
    return ViewContext(game=GAME, viewer=viewer, names=NAMES[:obs.num_seats], lang="en", theme=app.theme,
                       fonts=app.fonts, cards=CardRenderer.for_game("gnostica"), time=1.0, scale=app.scale,
                       highlighted=frozenset(highlighted), to_move=obs.to_move(), bots=[False] * obs.num_seats,
                       anim_speed=anim_speed)


def table_rect(app) -> pygame.Rect:
    w, h = app.size
    return pygame.Rect(12, int(66 * app.scale), int(w * 0.74), h - int(150 * app.scale))


def laid_out(app, obs, viewer=0, highlighted=frozenset()):
    """A view of `obs` laid out, fitted and drawn once."""
    ctx = context(app, obs, viewer, highlighted)
    view = View(GAME)
    view.sync(obs, ctx)
    view.layout(table_rect(app), obs)
    view.draw(app.window, obs, ctx)
    view.fit()
    view.draw(app.window, obs, ctx)
    return view, ctx


def legal_refs(obs) -> set[str]:
    return {a.ref for a in GAME.legal_actions(obs) if a.ref is not None}


def clickable(view: View, ref: str, legal: set[str]) -> bool:
    """True when some point of the view chooses `ref` the way the table does (topmost glowing first)."""
    for rect, r in view.hits:
        if r != ref or rect.width <= 0 or rect.height <= 0:
            continue
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
                point = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
                if not view.rect.collidepoint(point):
                    continue
                top = next((h for rr, h in reversed(view.hits) if h in legal and rr.collidepoint(point)), None)
                if top == ref:
                    return True
    return False


# --- drawing at every size ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_table_lays_out_and_draws_a_position(make_app, seats, size):
    app = make_app(size=size, fast=True)
    session = random_session(seats, 60 if seats == 2 else 90)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    for _ in range(3):
        app.frame([], 0.05)
    view = table.view
    assert isinstance(view, View) and not app.errors
    area = table.areas()["table"]
    assert area.contains(view.board) and area.contains(view.players.rect) and area.contains(view.strip)
    assert not view.board.colliderect(view.strip) and not view.board.colliderect(view.players.rect)
    obs = table.observation()
    refs = {ref for _rect, ref in view.hits}
    for pos in open_spaces(obs.board):
        assert f"cell:{pos[0]},{pos[1]}" in refs, f"space {pos} has no hit region"
    assert {f"hand:{c}" for c in obs.hands[0]} <= refs
    for ref in table.by_ref():
        assert clickable(view, ref, set(table.by_ref())), ref


def test_written_position_draws_in_english_and_spanish_with_a_power_in_use(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position("play cups_05_five"), 0)
    view, ctx = laid_out(app, obs, highlighted=legal_refs(obs))
    ctx.lang = "es"
    view.reset()
    view.draw(app.window, obs, ctx)
    assert view.players.power_rect.height > 0 and not app.errors
    assert view.hover_card("cell:0,0") == "major_03_empress"


# --- hit-testing ----------------------------------------------------------------------------------------------
def test_ref_at_finds_pieces_and_spaces_where_they_are_drawn(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view, _ctx = laid_out(app, obs)
    assert view.piece_boxes, "pieces were laid out"
    for (x, y, i), (cx, cy, _base) in view.piece_boxes.items():
        assert view.ref_at((cx, cy)) == f"piece:{x},{y}:{i}"
    for pos in open_spaces(obs.board):
        rect = view.cell_rect(pos)
        if not view.board.contains(rect):
            assert pos not in obs.board, "fit shows every territory"
            continue
        if not obs.pieces(pos):
            assert view.ref_at(rect.center) == f"cell:{pos[0]},{pos[1]}"
        else:  # the card's name and index stay uncovered by pieces
            assert view.ref_at((rect.centerx, rect.bottom - rect.height // 8)) == f"cell:{pos[0]},{pos[1]}"
    assert view.hover_card("cell:-1,-1") == "major_19_sun" and view.hover_card("piece:0,0:1") is None
    assert view.hover_card("hand:major_00_fool") == "major_00_fool"


def test_crowded_space_keeps_every_piece_apart(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view, _ctx = laid_out(app, obs)
    centres = [(cx, cy) for (x, y, _i), (cx, cy, _b) in view.piece_boxes.items() if (x, y) == (0, 0)]
    assert len(centres) == 5
    card = view.cell_rect((0, 0))
    assert all(card.collidepoint(c) for c in centres)
    assert len(set(centres)) == 5


# --- pan, zoom, fit -------------------------------------------------------------------------------------------
def _event(kind, **fields):
    return pygame.event.Event(kind, **fields)


def test_pan_and_zoom_change_what_lies_under_a_point(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view, ctx = laid_out(app, obs)
    point = view.cell_rect((0, 0)).center
    assert view.ref_at(point).startswith(("cell:0,0", "piece:0,0"))
    # arrow keys pan
    assert view.handle_input(_event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0), ctx)
    assert view.handle_input(_event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0), ctx)
    assert view.cell_at(point) != (0, 0)
    # dragging empty space pans back
    view.fit()
    empty = (view.board.x + 4, view.board.y + 4)
    assert view.ref_at(empty) is None
    assert view.handle_input(_event(pygame.MOUSEBUTTONDOWN, pos=empty, button=1), ctx)
    before = view.cell_at(point)
    far = (empty[0] + int(view.pitch()[0] * 2), empty[1])
    assert view.handle_input(_event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0)), ctx)
    assert view.handle_input(_event(pygame.MOUSEBUTTONUP, pos=far, button=1), ctx)
    assert view.cell_at(point) == (before[0] - 2, before[1])
    # the wheel zooms around the cursor: the space under it stays, its size changes
    view.fit()
    target = view.cell_rect((1, 1)).center
    view.handle_input(_event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)), ctx)
    width = view.cell_size()[0]
    assert view.handle_input(_event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False), ctx)
    assert view.cell_size()[0] > width and view.cell_at(target) == (1, 1)
    assert view.handle_input(_event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False), ctx)
    assert view.handle_input(_event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False), ctx)
    assert view.cell_size()[0] < width
    # the hand and the column are not the board: no pan from there
    assert not view.handle_input(_event(pygame.MOUSEBUTTONDOWN, pos=view.players.rect.center, button=1), ctx)
    assert not view.handle_input(_event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0), ctx)


def test_fit_shows_every_occupied_space(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view, ctx = laid_out(app, obs)
    for _ in range(6):
        view.handle_input(_event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0), ctx)
    for _ in range(5):
        view.zoom_by(1, view.board.center)
    view.cam.snap()
    occupied = [pos for pos, cell in obs.board.items()]
    assert not all(view.board.contains(view.cell_rect(p)) for p in occupied)
    assert view.handle_input(_event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0), ctx)
    assert all(view.board.contains(view.cell_rect(p)) for p in occupied)
    assert view.cell_size()[0] >= LEVELS[3], "fit should not shrink the board more than needed"


def test_board_edges_number_every_column_and_row_the_log_names_spaces_by(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view, _ctx = laid_out(app, obs)
    view.cam.snap()
    labels = view.edge_labels(view.visible_spaces())
    columns = {int(text): point for text, point, anchor in labels if anchor == "midbottom"}
    rows = {int(text): point for text, point, anchor in labels if anchor == "midright"}
    for (x, y), cell in obs.board.items():
        rect = view.cell_rect((x, y))
        assert columns[x][0] == rect.centerx and columns[x][1] <= rect.top
        assert rows[y][1] == rect.centery and rows[y][0] <= rect.left


def test_set_zoom_works_before_the_first_layout(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view = View(GAME)
    view.set_zoom(2.0)
    view.sync(obs, context(app, obs))
    view.layout(table_rect(app), obs)
    zoomed = view.cell_size()[0]
    view.set_zoom(1.0)
    assert abs(zoomed - 2 * view.cell_size()[0]) <= 2 and view.auto_fit


def test_zoom_animates_smoothly_when_animations_are_on(make_app):
    app = make_app(size=(1280, 720))
    obs = GAME.observe(position(), 0)
    view, ctx = laid_out(app, obs)
    ctx.anim_speed = 1.0
    start = view.cell_size()[0]
    view.handle_input(_event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+", scancode=0), ctx)
    sizes = []
    for _ in range(40):
        ctx.time += 1 / 60
        view.draw(app.window, obs, ctx)
        sizes.append(view.cell_size()[0])
    assert start < sizes[0] < sizes[-1] and sizes == sorted(sizes) and view.cam.settled()


# --- every legal ref can be clicked ---------------------------------------------------------------------------
def _bid_state():
    state = GAME.setup({"first_player": "bid"}, 3, 5)
    while state.phase == "bid":
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


CASES = {
    "turn start": lambda: position(),
    "Judgement takes from the discard pile": lambda: position("play major_20_judgement", "minion -1,-1:0"),
    "the Fool reveals from the draw pile": lambda: position("play major_00_fool"),
    "the Wheel of Fortune": lambda: position("play major_10_wheel_of_fortune"),
    "a cup from hand": lambda: position("play cups_05_five"),
    "discard and draw": lambda: position("redraw", "discard cups_05_five"),
    "orienting a piece": lambda: position("reorient -1,-1:0"),
    "taking back bids": _bid_state,
}


@pytest.mark.parametrize("case", list(CASES))
def test_every_legal_ref_is_clickable_after_fit(make_app, case):
    app = make_app(size=(1280, 720))
    state = CASES[case]()
    seat = state.to_move()
    obs = GAME.observe(state, seat)
    legal = legal_refs(obs)
    view, _ctx = laid_out(app, obs, viewer=seat, highlighted=legal)
    missing = [ref for ref in legal if not clickable(view, ref, legal)]
    assert not missing, f"{case}: no way to click {missing}"


def test_random_play_legal_refs_stay_clickable(make_app):
    app = make_app(size=(1280, 720))
    session = random_session(4, 0, seed=11)
    rnd = random.Random(4)
    view = None
    checked = 0
    while not session.is_over() and checked < 60:
        seat = session.to_move()
        obs = session.observation(seat)
        legal = legal_refs(obs)
        view, _ctx = laid_out(app, obs, viewer=seat, highlighted=legal)
        assert all(clickable(view, ref, legal) for ref in legal), [r for r in legal if not clickable(view, r, legal)]
        actions = [a for a in session.legal_actions() if a.kind != "challenge"]
        session.play(actions[rnd.randrange(len(actions))])
        checked += 1


# --- the table hook and the benchmark helper ------------------------------------------------------------------
def test_the_table_passes_wheel_and_keys_to_the_view(make_app):
    app = make_app(size=(1280, 720), fast=True)
    session = random_session(4, 40)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.05)
    view = table.view
    centre = view.board.center
    app.handle_event(_event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    width = view.cell_size()[0]
    app.handle_event(_event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0,
                            touch=False, which=0))
    app.frame([], 0.05)
    assert view.cell_size()[0] > width
    app.handle_event(_event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    app.frame([], 0.05)
    assert view.cell_size()[0] == width and not app.errors
    # a drag from empty space pans and plays nothing; a click on something glowing still plays it
    corner = (view.board.x + 3, view.board.y + 3)
    before = view.cell_at(centre)
    moves = len(session.actions)
    app.handle_event(_event(pygame.MOUSEBUTTONDOWN, pos=corner, button=1))
    app.handle_event(_event(pygame.MOUSEMOTION, pos=(corner[0] + int(view.pitch()[0]), corner[1]), rel=(0, 0),
                            buttons=(1, 0, 0)))
    app.handle_event(_event(pygame.MOUSEBUTTONUP, pos=corner, button=1))
    assert view.cell_at(centre) == (before[0] - 1, before[1]) and len(session.actions) == moves
    glowing = [(r, f) for r, f in view.hits if len(table.by_ref().get(f, [])) == 1 and table.ref_at(r.center) == f]
    rect, ref = glowing[0]
    app.handle_event(_event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert len(session.actions) == moves + 1 and not app.errors


def test_bench_frames_measures_the_table_and_the_view(make_app):
    make_app(size=(1280, 720))
    times = bench_frames(random_session(4, 40), frames=3, size=(1280, 720), zoom="in", warmup=1)
    assert len(times["table"]) == 3 and len(times["view"]) == 3
    assert all(v >= 0 for v in times["view"])


def test_hovering_the_shared_shortcut_button_outlines_the_other_minion(make_app):
    """Death from hand: the `with` button names the second minion, and hovering it outlines that piece."""
    app = make_app()
    session = gnostica_position({"0,0": ("swords_02_two", [[0, 2, "E"]]), "1,1": ("swords_03_three", [[0, 1, "N"]]),
                                 "1,0": ("cups_12_knight", [[1, 3, "N"]])}, hands=[["major_13_death"]])
    for text in ("play major_13_death", "minion 0,0:0", "target 1,0:0"):
        session.play(text)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    index, button = next((i, b) for i, (b, what) in enumerate(table.actionbar.buttons)
                         if isinstance(what, Action) and what.kind == "with")
    assert button.full_label == "Both Swords, with your small piece on 1,1"
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame([], 0.02)
    app.frame([], 0.5)
    assert table.actionbar.shown() == index
    assert "piece:1,1:0" in table.actionbar.preview().refs
