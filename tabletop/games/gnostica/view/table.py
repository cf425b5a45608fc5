"""The Gnostica table: an unbounded board of tarot territories with Icehouse pyramids.

Left, a column with one panel per player (score, stash, hand, challenge) and the power
in use; in the middle the board, as tall as the table, which pans (drag empty space, arrow
keys) and zooms (wheel, around the cursor; F or Home fits the whole board) and otherwise moves
only when something that must show would not; right of it, your hand in two columns with the
draw pile and the discard pile under it. Choices from the discard pile or the bids open a tray.

Refs (as the rules name them): `cell:x,y`, `piece:x,y:i`, `hand:<card>`, `discard:<card>`,
`bid:<card>`, `pile:draw`.

Drawing stays cheap: the table caches the static picture (`draw_static`) and only
glows, sliding pieces and the camera move every frame (`draw_dynamic`); card faces are
rendered per size within a time budget (view_kit.Faces), pieces are cached sprites
(tabletop.ui.pyramids), the player column is one cached layer (view_panels).
"""
from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import Any, Sequence

import pygame

from tabletop.engine.contract import Action, State
from tabletop.games.gnostica.rules.cards import deck
from tabletop.games.gnostica.rules.messages import card_name
from tabletop.games.gnostica.rules.model import HIDDEN, open_spaces, scores
from tabletop.games.gnostica.view.view_kit import (IDLE_BUDGET, LEVELS, SUIT_COLOURS, Camera, Faces, dashed_outline, ease,
                                              fill, nearest_level, pulse_level, rect_glow)
from tabletop.games.gnostica.view.board_parts import SPACE_REACH, board_parts
from tabletop.games.gnostica.view.view_panels import PlayerColumn, t
from tabletop.ui import pyramids
from tabletop.ui.cards import short_text, whole_caption
from tabletop.ui.theme import (CREAM, DIM, GLOW, INK, MUTED, blit_text, draw_shadow, felt_background, mix, panel,
                               seat_badge, seat_colour, seat_letter)
from tabletop.ui.preview import ActionPreview
from tabletop.ui.view_base import GameView, ViewContext

COORD_COLOUR = (150, 175, 155)  # space coordinates on the felt

GAP = 0.1  # space between cards, in card widths
ASPECT = 70 / 120  # tarot card width / height (the renderer's own aspect wins when present)
MOVE_TIME = 0.4  # seconds a piece takes to slide to its new space
TARGET_RING = (255, 132, 96)
HAND_COLUMNS = 2  # the hand's cards stand in this many columns right of the board
PILE_SHARE = 0.45  # the draw and discard piles' height, as a share of a hand card's at least
TERRITORY_WORDS = 0.96  # a territory's words stand at its foot, over its name: pieces stand on its picture
CHOICE = (255, 255, 255)  # the circle round a piece you may choose
CHOICE_EDGE = (20, 24, 30)  # ... and its dark edge, so it reads on any card
NAME_BAND = (79 / 120, 89 / 120)  # where a card prints its name (gnostica/layout.yaml), fractions of its height
NUMBER_BAND = 0.12  # a card's number and value stand above this fraction of its height (card_data/gnostica/layout.yaml)
FIT_ROOM = 0.3  # room (in spaces) "fit" leaves around the spaces it shows: the edges' numbers stand in it


def _parse_cell(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return (int(x), int(y))


def _parse_piece(text: str) -> tuple[int, int, int]:
    cell, index = text.split(":")
    x, y = _parse_cell(cell)
    return (x, y, int(index))


class View(GameView):
    """Draws a Gnostica observation and pans/zooms its board."""

    def __init__(self, game):
        super().__init__(game)
        self.obs: Any = None
        self.version = 0
        self._hits_kept: tuple | None = None  # (observation, key, hits, piece boxes) of the last `_hits_now`
        self.cam = Camera()
        self.faces = Faces()
        self.scale = 1.0
        self.aspect = ASPECT
        self.board = pygame.Rect(0, 0, 0, 0)
        self.players = PlayerColumn(self)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.hand_area = pygame.Rect(0, 0, 0, 0)
        self.draw_rect = pygame.Rect(0, 0, 0, 0)
        self.discard_rect = pygame.Rect(0, 0, 0, 0)
        self.hand: list[tuple[pygame.Rect, str]] = []
        self.tray: list[tuple[pygame.Rect, str]] = []
        self.tray_rect: pygame.Rect | None = None
        self.tray_key: Any = None
        self.cells: list[tuple[int, int]] = []
        self.piece_boxes: dict[tuple[int, int, int], tuple[int, int, int]] = {}  # ref -> (cx, cy, base)
        self.choice_circles: dict[str, tuple[tuple[int, int], int]] = {}  # a choosable piece -> its circle (centre, r)
        self.viewer: int | None = None
        self.mouse = (0, 0)
        self.drag: tuple[int, int] | None = None
        self.auto_fit = True
        self.fitted = False
        self._zoom_factor: float | None = None
        self.instant = False
        self._last_time: float | None = None
        self._hits_key: Any = None
        self._scores: list[int] = []
        self._ctx: ViewContext | None = None  # the drawing context of the frame being drawn
        self._frame_time: float | None = None
        self._board_cache: tuple[Any, pygame.Surface] | None = None
        self._highlighted: frozenset[str] = frozenset()  # the glowing refs of the last static picture
        self._glowing: frozenset[str] = frozenset()  # the latest glowing refs (fit shows them)
        self._shown: list[str] = []  # cards on the board drawn in the last frame
        self._unfinished = 0  # counts static pictures drawn with stand-in faces
        self.moves: list[tuple] = []  # (owner, size, to, from or None, start time) of pieces sliding in
        self._prev_places: dict | None = None

    # --- geometry -------------------------------------------------------------------------------
    def px(self, v: float) -> int:
        """A design size in pixels at the current UI scale."""
        return max(1, int(round(v * self.scale)))

    def cell_size(self, zoom: float | None = None) -> tuple[int, int]:
        """The card size (pixels) of a space at `zoom` (default: the camera's)."""
        z = self.cam.zoom if zoom is None else zoom
        return max(4, int(round(z))), max(6, int(round(z / self.aspect)))

    def pitch(self, zoom: float | None = None) -> tuple[float, float]:
        """Distance between neighbouring spaces at `zoom`."""
        z = self.cam.zoom if zoom is None else zoom
        return z * (1 + GAP), z / self.aspect + z * GAP

    def cell_center(self, pos: tuple[int, int]) -> tuple[float, float]:
        """Screen centre of a space."""
        px, py = self.pitch()
        return (self.board.centerx + (pos[0] - self.cam.x) * px, self.board.centery + (pos[1] - self.cam.y) * py)

    def cell_rect(self, pos: tuple[int, int]) -> pygame.Rect:
        """Screen rect of the card of a space."""
        w, h = self.cell_size()
        cx, cy = self.cell_center(pos)
        return pygame.Rect(int(round(cx - w / 2)), int(round(cy - h / 2)), w, h)

    def to_world(self, point: tuple[float, float], zoom: float | None = None) -> tuple[float, float]:
        """The board position (in spaces, fractional) under a screen point."""
        px, py = self.pitch(zoom)
        return (self.cam.x + (point[0] - self.board.centerx) / px, self.cam.y + (point[1] - self.board.centery) / py)

    def cell_at(self, point: tuple[int, int]) -> tuple[int, int]:
        """The space under a screen point."""
        wx, wy = self.to_world(point)
        return (int(math.floor(wx + 0.5)), int(math.floor(wy + 0.5)))

    def piece_layout(self, pos: tuple[int, int], count: int, has_card: bool) -> list[tuple[float, float, float]]:
        """(centre x, centre y, large-piece footprint) on screen of each piece slot of a space.

        On a territory the pieces stand on the card's square picture, leaving its index and
        name readable; on a wasteland they stand in the middle.
        """
        w, h = self.cell_size()
        cx, cy = self.cell_center(pos)
        side = w * 0.9
        sy = cy - h / 2 + h * 0.3875 if has_card else cy
        return [(cx + x * side, sy + y * side, unit * side) for x, y, unit in pyramids.slots(count)]

    def _base(self, size: int, unit: float) -> int:
        base = pyramids.base_width(size, unit)
        if not self.cam.settled():  # fewer distinct sprites while zooming
            base = int(round(1.12 ** round(math.log(base) / math.log(1.12))))
        return base

    # --- the contract -----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, observation: State) -> None:
        """Column of players, the board, the hand strip; the first time, fit the board."""
        super().layout(rect, observation)
        self.obs = observation
        self.version += 1
        self._scores = scores(observation)
        self.cells = self._spaces(observation)
        m = self.room(10)
        # the players' column keeps its words whole; the hand and the piles stand in a column right of the board,
        # which so takes the whole height (a board of tall cards needs height far more than width)
        col_w = max(self.px(200), min(self.px(270), int(rect.width * 0.21)))
        column = pygame.Rect(rect.x, rect.y + m, col_w, rect.height - 2 * m)
        x0 = column.right + m
        side_w = max(self.room(150), min(int((rect.right - x0) * 0.3), int(rect.height * 0.36)))
        self.strip = pygame.Rect(rect.right - side_w, rect.y + m, side_w, rect.height - 2 * m)
        self.board = pygame.Rect(x0, rect.y, self.strip.x - m // 2 - x0, rect.height)
        self.players.layout(column, observation.num_seats, self.px)
        self.players.scores = self._scores
        self._layout_strip(observation)
        self.tray_key = None
        self.tray, self.tray_rect = [], None
        if not self.fitted:
            self.fit(instant=True)
            self.fitted = True
            if self._zoom_factor is not None:
                self.set_zoom(self._zoom_factor)
        elif self.auto_fit and not self.shows(self.fit_cells()):  # the board never moves unless it must
            self.fit(instant=self.instant)
        self._rebuild_hits()

    def sync(self, observation: State, ctx: ViewContext) -> None:
        """A new observation: remember who looks, and start pieces sliding to where they went."""
        self._adopt(ctx)
        places = self._places(observation)
        if self._prev_places is not None and ctx.anim_speed > 0:
            self._start_moves(self._prev_places, places, ctx.time)
        self._prev_places = places

    def _adopt(self, ctx: ViewContext) -> None:
        """Take the viewer, scale and card shape from the drawing context."""
        self.viewer = ctx.viewer
        self.scale = ctx.scale
        self.instant = ctx.anim_speed <= 0
        if ctx.cards is not None:
            try:
                self.aspect = float(ctx.cards.aspect)
            except Exception:  # noqa: BLE001
                self.aspect = ASPECT

    def reset(self) -> None:
        """Forget cached layers and movements (after undo, load or a change of viewer)."""
        self.players.forget()
        self.moves = []
        self._prev_places = None

    def busy(self, ctx: ViewContext) -> bool:
        """True while pieces are still sliding (the next bot move waits)."""
        return bool(self._active_moves(ctx))

    # --- piece movements ------------------------------------------------------------------------------
    @staticmethod
    def _places(obs: Any) -> dict[tuple[int, int], list[tuple[int, int]]]:
        """(owner, size) -> spaces holding such a piece (one entry per piece)."""
        places: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for pos, cell in obs.board.items():
            for owner, size, _orient in cell.pieces:
                places.setdefault((owner, size), []).append(pos)
        return places

    def _start_moves(self, before: dict, after: dict, now: float) -> None:
        """A piece that left one space and arrived on another slides; a new one grows in place."""
        for (owner, size), spaces in after.items():
            gone = list(before.get((owner, size), []))
            arrived = []
            for pos in spaces:
                if pos in gone:
                    gone.remove(pos)
                else:
                    arrived.append(pos)
            for pos in arrived:
                start = None
                if gone:
                    start = min(gone, key=lambda g: abs(g[0] - pos[0]) + abs(g[1] - pos[1]))
                    gone.remove(start)
                self.moves.append((owner, size, pos, start, now))
        self.moves = self.moves[-12:]

    def _active_moves(self, ctx: ViewContext) -> list[tuple]:
        return [m for m in self.moves if ctx.anim(m[4], MOVE_TIME) < 1]

    def _moving(self, obs: Any, ctx: ViewContext) -> dict[tuple[int, int, int], tuple]:
        """Pieces drawn sliding or growing now: (x, y, index) -> movement."""
        out: dict[tuple[int, int, int], tuple] = {}
        for move in self._active_moves(ctx):
            owner, size, pos, _start, _t = move
            cell = obs.board.get(pos)
            for i, piece in enumerate(cell.pieces if cell is not None else ()):
                key = (pos[0], pos[1], i)
                if piece[0] == owner and piece[1] == size and key not in out:
                    out[key] = move
                    break
        return out

    def _draw_moving(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        for (x, y, i), (owner, size, _pos, start, began) in self._moving(obs, ctx).items():
            cell = obs.board[(x, y)]
            cx, cy, unit = self.piece_layout((x, y), len(cell.pieces), cell.card is not None)[i]
            orient = cell.pieces[i][2]
            e = ease(ctx.anim(began, MOVE_TIME))
            base = pyramids.base_width(size, unit)
            if start is None:  # created or grown: swell into place
                base = max(4, int(round(base * (0.35 + 0.65 * e) / 2)) * 2)
            else:
                sx, sy = self.cell_center(start)
                cx, cy = sx + (cx - sx) * e, sy + (cy - sy) * e - math.sin(e * math.pi) * unit * 0.25
            sprite = pyramids.piece_sprite(seat_colour(owner), size, orient, base, seat_letter(owner))
            surface.blit(sprite, sprite.get_rect(center=(int(cx), int(cy))))

    def hover_card(self, ref: str | None) -> str | None:
        """The card shown large: a territory, a hand card, a discard or bid card."""
        if not ref or self.obs is None:
            return None
        kind, _, rest = ref.partition(":")
        if kind == "cell":
            return self.obs.card_at(_parse_cell(rest))
        if kind in ("hand", "discard", "bid"):
            return None if rest == HIDDEN else rest
        return None

    def preview_keep_out(self) -> list[pygame.Rect]:
        """The players' panels with their scores: a card shown large stays off them."""
        return list(self.players.seat_rects.values())

    def preview(self, observation: State, action: Action, ctx: ViewContext) -> ActionPreview:
        """The usual preview; a `with` button also outlines the other minion sharing the shortcut."""
        result = super().preview(observation, action, ctx)
        if action.kind != "with":
            return result
        return replace(result, refs=result.refs | {"piece:" + action.args[0]})

    # --- input --------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event, ctx: ViewContext) -> bool:
        """Pan (drag empty space, arrows), zoom (wheel, +/-), fit (F, Home). True when used."""
        self.instant = ctx.anim_speed <= 0
        self._glowing = ctx.highlighted
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is None:
                return False
            dx, dy = event.pos[0] - self.drag[0], event.pos[1] - self.drag[1]
            self.drag = event.pos
            px, py = self.pitch()
            self.cam.goal_x = self.cam.x = self.cam.x - dx / px
            self.cam.goal_y = self.cam.y = self.cam.y - dy / py
            self.cam.anchor = None
            self.auto_fit = False
            self._rebuild_hits()
            return True
        if kind == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button in (1, 2) and self._on_board(event.pos) and (
                    event.button == 2 or self._legal_at(event.pos, ctx) is None):
                self.drag = event.pos
                return True
            return False
        if kind == pygame.MOUSEBUTTONUP:
            if self.drag is not None and event.button in (1, 2):
                self.drag = None
                return True
            return False
        if kind == pygame.MOUSEWHEEL:
            if self._on_board(self.mouse) and event.y:
                self.zoom_by(1 if event.y > 0 else -1, self.mouse)
                return True
            return False
        if kind == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        step = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if key in step:
            dx, dy = step[key]
            px, py = self.pitch(self.cam.goal_zoom)
            self.pan_to(self.cam.goal_x + dx * self.board.width * 0.2 / px,
                        self.cam.goal_y + dy * self.board.height * 0.2 / py)
        elif key in (pygame.K_f, pygame.K_HOME):
            self.fit()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(1, self.board.center)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(-1, self.board.center)
        else:
            return False
        return True

    def _on_board(self, pos: tuple[int, int]) -> bool:
        if not self.board.collidepoint(pos):
            return False
        return self.tray_rect is None or not self.tray_rect.collidepoint(pos)

    def _legal_at(self, pos: tuple[int, int], ctx: ViewContext) -> str | None:
        for rect, ref in reversed(self.hits):
            if ref in ctx.highlighted and rect.collidepoint(pos):
                return ref
        return None

    def pan_to(self, x: float, y: float) -> None:
        """Look at board position (x, y) (in spaces)."""
        self.cam.goal_x, self.cam.goal_y = x, y
        self.cam.anchor = None
        self.auto_fit = False
        self._camera_changed()

    def zoom_by(self, steps: int, around: tuple[int, int]) -> None:
        """Zoom `steps` levels in (positive) or out, keeping the point under `around` in place."""
        index = max(0, min(len(LEVELS) - 1, nearest_level(self.cam.goal_zoom) + steps))
        if LEVELS[index] == self.cam.goal_zoom:
            return
        wx, wy = self.to_world(around)
        self.cam.goal_zoom = float(LEVELS[index])
        px, py = self.pitch(self.cam.goal_zoom)
        self.cam.goal_x = wx - (around[0] - self.board.centerx) / px
        self.cam.goal_y = wy - (around[1] - self.board.centery) / py
        self.cam.anchor = (wx, wy, around[0], around[1])
        self.auto_fit = False
        self._camera_changed()

    def fit(self, instant: bool | None = None) -> None:
        """Show the whole board: every territory, every piece and every glowing space, as large as fits."""
        cells = self.fit_cells()
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        cols, rows = max(xs) - min(xs) + 1 + FIT_ROOM, max(ys) - min(ys) + 1 + FIT_ROOM
        margin = self.room(8)
        top = self.room(52) if self.obs is not None and self.obs.challenge else 0  # room for the banner
        room_w, room_h = max(40, self.board.width - 2 * margin), max(40, self.board.height - 2 * margin - top)
        best = min(room_w / (cols * (1 + GAP)), room_h / (rows * (1 / self.aspect + GAP)))
        self.cam.goal_zoom = float(max(12, min(LEVELS[-1], math.floor(best))))
        self.cam.goal_x = (min(xs) + max(xs)) / 2
        self.cam.goal_y = (min(ys) + max(ys)) / 2 - top / 2 / self.pitch(self.cam.goal_zoom)[1]
        self.cam.anchor = None
        self.auto_fit = True
        self._camera_changed(instant)

    def set_zoom(self, factor: float) -> None:
        """Show the board `factor` times as large as fitted, at once (benchmarks; before the first
        layout it applies as soon as the board is laid out)."""
        self._zoom_factor = factor
        if not self.fitted:
            return
        self.fit(instant=True)
        self.cam.goal_zoom = float(max(12, min(LEVELS[-1], round(self.cam.goal_zoom * factor))))
        self.auto_fit = factor == 1
        self._camera_changed(True)

    def fit_cells(self) -> list[tuple[int, int]]:
        """The spaces "fit" shows: territories, spaces with pieces and glowing spaces."""
        obs = self.obs
        found = {pos for pos, cell in obs.board.items()} if obs is not None else set()
        for ref in self._glowing:
            kind, _, rest = ref.partition(":")
            if kind == "cell":
                found.add(_parse_cell(rest))
            elif kind == "piece":
                found.add(_parse_piece(rest)[:2])
        return sorted(found) or [(0, 0)]

    def shows(self, cells: Sequence[tuple[int, int]]) -> bool:
        """True when every space of `cells` lies inside the board area once the camera settles."""
        w, h = self.cell_size(self.cam.goal_zoom)
        px, py = self.pitch(self.cam.goal_zoom)
        for x, y in cells:
            cx = self.board.centerx + (x - self.cam.goal_x) * px
            cy = self.board.centery + (y - self.cam.goal_y) * py
            if not self.board.contains(pygame.Rect(int(cx - w / 2), int(cy - h / 2), w, h)):
                return False
        return True

    def _camera_changed(self, instant: bool | None = None) -> None:
        if self.instant if instant is None else instant:
            self.cam.snap()
        self._rebuild_hits()

    # --- layout helpers ------------------------------------------------------------------------------
    @staticmethod
    def _spaces(obs: Any) -> list[tuple[int, int]]:
        """Every space worth drawing: territories, wastelands and any space holding pieces."""
        found = set(open_spaces(obs.board))
        found |= {pos for pos, cell in obs.board.items() if cell.pieces}
        return sorted(found)

    def _layout_strip(self, obs: Any) -> None:
        """The hand in two columns of cards as large as the column allows, the draw and discard piles smaller under
        it (at 1280x720 the hand's cards so stay wide enough for their words)."""
        strip = self.strip
        pad, label = self.room(8), self.room(16)
        count = len(obs.hands[self.viewer]) if self.viewer is not None and self.viewer < len(obs.hands) else 0
        rows = -(-max(count, 1) // HAND_COLUMNS)
        by_width = (strip.width - (HAND_COLUMNS + 1) * pad) // HAND_COLUMNS
        by_height = int((strip.height - label - (rows + 2) * pad) / (rows + PILE_SHARE) * self.aspect)
        cw = max(8, min(by_width, by_height))
        ch = int(cw / self.aspect)
        left = strip.x + (strip.width - HAND_COLUMNS * cw - (HAND_COLUMNS - 1) * pad) // 2
        pile_h = max(int(ch * PILE_SHARE), strip.bottom - label - pad - (strip.y + rows * (ch + pad)))
        pile_h = min(pile_h, ch)
        pile_w = int(pile_h * self.aspect)
        piles_y = strip.bottom - label - pile_h
        self.draw_rect = pygame.Rect(left + cw // 2 - pile_w // 2, piles_y, pile_w, pile_h)
        self.discard_rect = pygame.Rect(left + cw + pad + cw // 2 - pile_w // 2, piles_y, pile_w, pile_h)
        self.hand_area = pygame.Rect(strip.x, strip.y, strip.width, piles_y - pad - strip.y)
        self.hand = []
        for k, card_id in enumerate(obs.hands[self.viewer] if count else ()):
            row, col = divmod(k, HAND_COLUMNS)
            self.hand.append((pygame.Rect(left + col * (cw + pad), strip.y + pad + row * (ch + pad), cw, ch), card_id))

    def _layout_tray(self, obs: Any, ctx: ViewContext) -> None:
        """The tray of discard or bid cards to choose from (when such choices are legal)."""
        refs = [r for r in ctx.highlighted if r.startswith(("discard:", "bid:"))]
        pick = obs.phase == "pick"
        key = (self.version, tuple(sorted(refs)), pick, self.board.size)
        if key == self.tray_key:
            return
        self.tray_key = key
        self.tray, self.tray_rect = [], None
        if pick:
            cards = [f"bid:{c}" for c in obs.pool]
        else:
            order = {c: k for k, c in enumerate(obs.discard)}
            cards = sorted((r for r in refs if r.startswith("discard:")),
                           key=lambda r: -order.get(r.split(":", 1)[1], 0))
        if not cards:
            self._rebuild_hits()
            return
        b = self.board
        pad = self.px(12)
        head = self.px(30)
        width = b.width - 2 * pad
        ch = min(self.room(200), int(b.height * 0.36))  # the window's room: at 1280x720 wide enough for words
        cw = int(ch * self.aspect)
        while True:
            per_row = max(1, (width - 2 * pad + self.px(6)) // (cw + self.px(6)))
            rows = math.ceil(len(cards) / per_row)
            if rows <= 2 or ch <= self.px(60):
                break
            ch = int(ch * 0.85)
            cw = int(ch * self.aspect)
        height = head + rows * (ch + self.px(6)) + pad
        self.tray_rect = pygame.Rect(b.x + pad, b.bottom - height - pad, width, height)
        step = min(cw + self.px(6), (width - 2 * pad - cw) // max(1, per_row - 1)) if per_row > 1 else cw
        for k, ref in enumerate(cards):
            r, c = divmod(k, per_row)
            in_row = min(per_row, len(cards) - r * per_row)
            x0 = self.tray_rect.centerx - (cw + step * (in_row - 1)) // 2
            rect = pygame.Rect(x0 + c * step, self.tray_rect.y + head + r * (ch + self.px(6)), cw, ch)
            self.tray.append((rect, ref))
        self._rebuild_hits()

    def _rebuild_hits(self) -> None:
        """Clickable regions for the current camera (kept while the camera, layout and observation stay)."""
        key = (self.version, self.cam.zoom, self.cam.x, self.cam.y, tuple(self.board), self.scale,
               tuple(self.draw_rect), tuple(self.discard_rect), tuple((tuple(r), ref) for r, ref in self.hand),
               tuple((tuple(r), ref) for r, ref in self.tray))
        kept = self._hits_kept
        if kept is not None and kept[0] is self.obs and kept[1] == key:
            self.hits, self.piece_boxes = list(kept[2]), dict(kept[3])
            return
        self._hits_now()
        self._hits_kept = (self.obs, key, list(self.hits), dict(self.piece_boxes))

    def _hits_now(self) -> None:
        """Work out the clickable regions: spaces, pieces, piles, hand, tray (topmost last)."""
        hits: list[tuple[pygame.Rect, str]] = []
        self.piece_boxes = {}
        obs = self.obs
        if obs is None:
            self.hits = hits
            return
        view = self.board
        for pos in self.cells:
            rect = self.cell_rect(pos).clip(view)
            if rect.width > 0 and rect.height > 0:
                hits.append((rect, f"cell:{pos[0]},{pos[1]}"))
        for pos in self.cells:
            cell = obs.board.get(pos)
            if cell is None or not cell.pieces:
                continue
            slots = self.piece_layout(pos, len(cell.pieces), cell.card is not None)
            for i, (owner, size, orient) in enumerate(cell.pieces):
                cx, cy, unit = slots[i]
                base = pyramids.base_width(size, unit)
                self.piece_boxes[(pos[0], pos[1], i)] = (int(cx), int(cy), base)
                w, h = pyramids.extent(orient, base)
                rect = pygame.Rect(0, 0, w + 4, h + 4)
                rect.center = (int(cx), int(cy))
                rect = rect.clip(view)
                if rect.width > 0 and rect.height > 0:
                    hits.append((rect, f"piece:{pos[0]},{pos[1]}:{i}"))
        hits.append((self.draw_rect, "pile:draw"))
        if obs.discard:
            hits.append((self.discard_rect, f"discard:{obs.discard[-1]}"))
        for rect, card_id in self.hand:
            hits.append((rect, f"hand:{card_id}"))
        for rect, ref in self.tray:
            hits.append((rect, ref))
        self.hits = hits

    # --- drawing ------------------------------------------------------------------------------------
    layered = True  # the table caches draw_static and calls draw_dynamic every frame

    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The board, the player column, the hand strip and any tray."""
        self.draw_static(surface, observation, ctx)
        self.draw_dynamic(surface, observation, ctx)

    @staticmethod
    def static_hover(ctx: ViewContext) -> str | None:
        """The hover the cached layer shows: only a hand card's (drawn lifted there); `draw_dynamic`
        marks hovered spaces and pieces, so hovering the board redraws nothing big."""
        return ctx.hovered if ctx.hovered is not None and ctx.hovered.startswith("hand:") else None

    def static_key(self, ctx: ViewContext) -> Any:
        """Changes whenever the cached picture must be drawn again: the camera came to rest somewhere
        else, faces got ready, a piece started or stopped sliding."""
        moving = tuple(m[4] for m in self._active_moves(ctx))
        camera = "live" if self.live() else (self.cam.zoom, self.cam.x, self.cam.y)
        return (self.version, camera, self.tray_key, self._unfinished, moving)

    def live(self) -> bool:
        """True while the camera moves (a glide or a drag): the board is drawn every frame, not cached."""
        return self.drag is not None or not self.cam.settled()

    def _begin_frame(self, ctx: ViewContext) -> None:
        """Once per frame: the face budget starts again, the hit regions follow the camera."""
        self._ctx = ctx
        if ctx.time != self._frame_time:
            self._frame_time = ctx.time
            self.faces.begin_frame()
        hits_key = (self.version, self.cam.zoom, self.cam.x, self.cam.y, self.tray_key)
        if hits_key != self._hits_key:
            self._hits_key = hits_key
            self._rebuild_hits()

    def _draw_board_area(self, surface: pygame.Surface, obs: Any, ctx: ViewContext, cached: bool) -> None:
        """The board with the challenge banner over it (from its cached picture when `cached`), then the tray."""
        if cached:
            surface.blit(self._board_picture(surface, obs, ctx), self.board)
        else:
            clip = surface.get_clip()
            surface.set_clip(self.board.clip(clip) if clip else self.board)
            self._draw_board(surface, obs, ctx)
            self._draw_banner(surface, obs, ctx)
            surface.set_clip(clip)
        if self.tray_rect is not None:
            self._draw_tray(surface, obs, ctx)

    def _board_picture(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> pygame.Surface:
        """The board on its felt, drawn again only when the camera, the state or the glowing refs change
        (not when the mouse moves: hover marks are drawn per frame)."""
        key = (self.version, self.cam.zoom, self.cam.x, self.cam.y, ctx.highlighted, ctx.lang, self._unfinished,
               tuple(m[4] for m in self._active_moves(ctx)), tuple(self.board), surface.get_size())
        if self._board_cache is not None and self._board_cache[0] == key:
            return self._board_cache[1]
        old = self._board_cache[1] if self._board_cache is not None else None
        layer = old if old is not None and old.get_size() == self.board.size else \
            pygame.Surface(self.board.size).convert()  # the last picture's surface, painted over whole
        layer.blit(felt_background(surface.get_size()), (0, 0), self.board)
        screen_rect = self.board
        self.board = pygame.Rect((0, 0), screen_rect.size)  # draw in the layer's own coordinates
        try:
            self._draw_board(layer, obs, ctx)
            self._draw_banner(layer, obs, ctx)
        finally:
            self.board = screen_rect
        self._board_cache = (key, layer)
        return layer

    def _board_piece(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """The part of the board under the surface's clip (the table repaints a few spaces of its layer), painted in
        the board picture's own place, as a whole picture paints it (a space's place rounds alike), then blitted."""
        clip = surface.get_clip().clip(self.board)
        if not clip.width or not clip.height:
            return
        old = self._board_cache[1] if self._board_cache is not None else None
        layer = old if old is not None and old.get_size() == self.board.size else \
            pygame.Surface(self.board.size).convert()
        local = clip.move(-self.board.x, -self.board.y)
        layer.set_clip(local)
        layer.blit(felt_background(surface.get_size()), local, clip)
        screen_rect = self.board
        self.board = pygame.Rect((0, 0), screen_rect.size)
        try:
            self._draw_board(layer, obs, ctx)
            self._draw_banner(layer, obs, ctx)
        finally:
            self.board = screen_rect
            layer.set_clip(None)
        self._board_cache = (None, layer)  # painted in part: no whole picture's key matches it
        surface.blit(layer, clip, local)

    def _draw_hover(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """The outline of the space or piece under the mouse (or focused by the keyboard)."""
        if self.tray_rect is not None and self.tray_rect.collidepoint(self.mouse):
            return
        w, _h = self.cell_size()
        radius = max(2, w // 18)
        for ref in {ctx.hovered, ctx.selected} - {None}:
            kind, _, rest = ref.partition(":")
            colour = CREAM if ref in ctx.highlighted else (200, 200, 190)
            if kind == "cell":
                pos = _parse_cell(rest)
                rect = self.cell_rect(pos)
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), width=max(2, self.px(2)), border_radius=radius + 2)
                if obs.card_at(pos):
                    self._coords(surface, pos, (rect.x, rect.bottom + 3), ctx, "topleft")
            elif kind == "piece":
                x, y, i = _parse_piece(rest)
                cell = obs.board.get((x, y))
                if cell is None or i >= len(cell.pieces):
                    continue
                cx, cy, unit = self.piece_layout((x, y), len(cell.pieces), cell.card is not None)[i]
                base = self._base(cell.pieces[i][1], unit)
                ring = pyramids.ring_sprite(cell.pieces[i][2], base, colour, max(1.5, base / 20))
                surface.blit(ring, ring.get_rect(center=(int(cx), int(cy))))

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Everything but what moves by itself: cards, pieces, panels, hand, piles, tray."""
        obs: Any = observation
        self._prepare(obs, ctx)
        self._begin_frame(ctx)
        clip = surface.get_clip()  # what lies outside it is not drawn (the table repaints a piece of its layer)
        if clip.colliderect(self.players.rect):
            self.players.draw(surface, obs, ctx)
        if clip.colliderect(self._strip_place()):
            self._draw_strip(surface, obs, ctx)
        if not self.live() and clip.colliderect(self._board_place()):
            if clip.contains(self.board):
                self._draw_board_area(surface, obs, ctx, cached=True)
            else:  # the table repaints a few spaces
                self._board_piece(surface, obs, ctx)
                if self.tray_rect is not None:
                    self._draw_tray(surface, obs, ctx)
        if self.faces.pending:  # stand-ins were drawn: draw again next frame with the faces rendered by then
            self._unfinished += 1

    def _prepare(self, obs: Any, ctx: ViewContext) -> None:
        """Before drawing: take the context, lay out again if the viewer changed, fit the board to new glowing
        spaces, place the tray (each only when something changed)."""
        self.obs = obs
        self._ctx = ctx
        self.instant = ctx.anim_speed <= 0
        if ctx.viewer != self.viewer or ctx.scale != self.scale:  # laid out before sync told us
            self._adopt(ctx)
            self.layout(self.rect, obs)
        self._glowing = ctx.highlighted
        if ctx.highlighted != self._highlighted:
            self._highlighted = ctx.highlighted
            if self.auto_fit and not self.shows(self.fit_cells()):
                self.fit()
        self._layout_tray(obs, ctx)

    def static_parts(self, observation: State, ctx: ViewContext) -> dict | None:
        """The players' column, the hand with the piles, and the board's parts: each space, its edge numbers, the
        tray, the whole board (`board_parts`); None while the camera moves: the board is then drawn live."""
        obs: Any = observation
        self._prepare(obs, ctx)
        if self.live():
            return None
        lifted = ctx.hovered if ctx.hovered is not None and ctx.hovered.startswith("hand:") else None
        strip = (tuple((tuple(rect), card) for rect, card in self.hand), tuple(sorted(self._marked(obs))), lifted,
                 ctx.selected, ctx.highlighted, ctx.to_move == ctx.viewer, len(obs.draw), obs.discard[-1:],
                 len(obs.discard))
        whole = (self.cam.zoom, self.cam.x, self.cam.y, self.auto_fit, tuple(self.board), ctx.lang)
        return {**self.players.parts(obs, ctx), "strip": (self._strip_place(), strip),
                **board_parts(self, obs, ctx, whole)}

    def _strip_place(self) -> pygame.Rect:
        """The hand (a lifted card too) and the piles, with their shadows and labels."""
        return self.strip.inflate(2 * self.px(24), 2 * self.px(24))

    def _board_place(self) -> pygame.Rect:
        """The board with its banner and tray, and their shadows."""
        return self.board.inflate(2 * self.px(24), 2 * self.px(24))

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Pulsing glows, fading rings, the thinking dots; then the camera moves on towards its goal."""
        obs: Any = observation
        self._begin_frame(ctx)
        level = pulse_level(ctx.time)
        self.choice_circles = {}
        if self.live():
            self._draw_board_area(surface, obs, ctx, cached=False)
        clip = surface.get_clip()
        surface.set_clip(self.board.clip(clip) if clip else self.board)
        self._glow_board(surface, obs, ctx, level)
        self._draw_hover(surface, obs, ctx)
        if self.moves:
            self._draw_moving(surface, obs, ctx)
        surface.set_clip(clip)
        self._glow_strip(surface, obs, ctx, level)
        self.players.draw_thinking(surface, ctx)
        self._prepare_zoom(ctx)
        self._move_camera(ctx)

    def _move_camera(self, ctx: ViewContext) -> None:
        dt = 0.0 if self._last_time is None else max(0.0, min(0.1, ctx.time - self._last_time))
        self._last_time = ctx.time
        if self.cam.settled():
            return
        if self.instant:
            self.cam.snap()
        else:
            self.cam.step(dt * max(0.25, ctx.anim_speed), self.board.center, self.pitch)

    def _prepare_zoom(self, ctx: ViewContext) -> None:
        """In quiet frames, render the shown cards at the next zoom level in and out (one face a frame)."""
        if not self.cam.settled() or self.faces.renders or self.faces.pending:
            return
        zoom = self.cam.zoom
        near = [z for z in LEVELS if z > zoom * 1.01][:1] + [z for z in LEVELS if z < zoom * 0.99][-1:]
        for level in near:
            size = self.cell_size(level)
            for card in self._shown:
                if self.faces.warm(self._render_face, card, size, ctx.lang, IDLE_BUDGET):
                    return

    # board
    def visible_spaces(self) -> list[tuple[tuple[int, int], pygame.Rect]]:
        """(space, card rect) of every space at least partly inside the board area."""
        out = []
        for pos in self.cells:
            rect = self.cell_rect(pos)
            if rect.colliderect(self.board):
                out.append((pos, rect))
        return out

    def _draw_board(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """Wastelands, territory cards, score marks, selection marks and pieces (no hover, no pulsing)."""
        settled = self.cam.settled()
        w, h = self.cell_size()
        goal = self.cell_size(self.cam.goal_zoom)
        view = self.board
        radius = max(2, w // 18)
        waste = dashed_outline((w, h))
        visible = self.visible_spaces()
        self._shown = [card for card in (obs.card_at(pos) for pos, _rect in visible) if card is not None]
        clip, reach = surface.get_clip(), int(w * SPACE_REACH) + self.px(8)
        drawn = [(pos, rect) for pos, rect in visible if clip.colliderect(rect.inflate(2 * reach, 2 * reach))]
        # spaces: wastelands and cards (those the clip reaches: the table may repaint a few spaces of its layer)
        for pos, rect in drawn:
            ref = f"cell:{pos[0]},{pos[1]}"
            card = obs.card_at(pos)
            legal = ref in ctx.highlighted
            if card is None:
                surface.blit(waste, rect)
                if legal:
                    fill(surface, rect, (*GLOW, 60), radius)
                if w >= 80:
                    self._coords(surface, pos, (rect.right - self.px(5), rect.bottom - self.px(3)), ctx, "bottomright")
                continue
            face = self.faces.get(self._render_face, card, (w, h), ctx.lang, exact=settled)
            if not settled:
                self.faces.warm(self._render_face, card, goal, ctx.lang)
            surface.blit(face, rect)
            self._caption(surface, rect, card, ctx, TERRITORY_WORDS)
        # who scores each territory, and the territory whose power is in use
        chain_at = tuple(obs.chain["at"]) if obs.chain and obs.chain.get("at") else None
        for pos, rect in drawn:
            cell = obs.board.get(pos)
            if cell is not None and cell.card is not None and cell.pieces:
                owner = cell.pieces[0][0]
                if all(p[0] == owner for p in cell.pieces):
                    self._owner_mark(surface, rect, owner, ctx)
            if pos == chain_at:
                pygame.draw.rect(surface, CREAM, rect.inflate(self.px(8), self.px(8)), width=max(2, self.px(3)),
                                 border_radius=radius + 4)
        self._draw_target_marks(surface, obs, ctx)
        self._draw_pieces(surface, obs, ctx, drawn)
        for text, point, anchor in self.edge_labels(visible):
            label = ctx.fonts.text(text, 10, COORD_COLOUR)
            box = label.get_rect(**{anchor: point}).inflate(self.px(6), 0)
            fill(surface, box, (10, 24, 18, 200), box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))
        if self.auto_fit and self.board.width > self.px(420):  # a hint until the player moves the board
            label = ctx.fonts.text(t("hint", ctx.lang), 11, MUTED)
            box = label.get_rect(bottomright=(view.right - self.px(10), view.bottom - self.px(6))).inflate(
                self.px(14), self.px(6))
            fill(surface, box, (10, 20, 16, 150), box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))

    def _coords(self, surface: pygame.Surface, pos: tuple[int, int], at: tuple[int, int], ctx: ViewContext,
                anchor: str) -> None:
        """A space's coordinates (the log and the choosers name spaces by them)."""
        blit_text(surface, ctx.fonts, f"{pos[0]},{pos[1]}", 10, at, COORD_COLOUR, anchor=anchor)

    def edge_labels(self, visible) -> list[tuple[str, tuple[int, int], str]]:
        """(text, point, anchor) of the column numbers above the board and the row numbers left of it.

        The log and the choosers name a space "x,y"; like a chessboard's edges, these let a
        player find it at any zoom. They stay inside the board area when the grid runs past it.
        """
        whole = [rect for _pos, rect in visible if self.board.contains(rect)]
        if not whole:
            return []
        view, gap = self.board, self.px(2)
        top = min(rect.top for rect in whole) - gap  # above the first whole row: in the margin or a gutter
        left = min(rect.left for rect in whole) - gap
        columns = {pos[0]: rect.centerx for pos, rect in visible if view.left < rect.centerx < view.right}
        rows = {pos[1]: rect.centery for pos, rect in visible if view.top < rect.centery < view.bottom}
        return ([(str(x), (cx, top), "midbottom") for x, cx in sorted(columns.items())]
                + [(str(y), (left, cy), "midright") for y, cy in sorted(rows.items())])

    def _owner_mark(self, surface: pygame.Surface, rect: pygame.Rect, owner: int, ctx: ViewContext) -> None:
        """A territory scoring for `owner`: their colour under the card and, when large enough, their badge."""
        gap = max(3, int(rect.width * GAP))
        bar = pygame.Rect(rect.x + rect.width // 8, rect.bottom + max(1, gap // 5), rect.width * 3 // 4,
                          max(3, gap // 2))
        pygame.draw.rect(surface, seat_colour(owner), bar, border_radius=bar.height // 2)
        if rect.width >= 60:
            r = max(7, min(self.px(13), rect.width // 11))
            seat_badge(surface, ctx.fonts, owner, (rect.right - r - 2, rect.bottom - r - 2), r)

    def _draw_target_marks(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        sel = obs.sel or {}
        target = sel.get("target")
        if target and target[0] == "cell":
            rect = self.cell_rect((target[1], target[2])).inflate(self.px(8), self.px(8))
            pygame.draw.rect(surface, TARGET_RING, rect, width=max(2, self.px(3)), border_radius=self.px(8))
        if obs.mode == "place" and sel.get("at"):  # the space chosen for the first piece
            rect = self.cell_rect(tuple(sel["at"])).inflate(self.px(8), self.px(8))
            pygame.draw.rect(surface, CREAM, rect, width=max(2, self.px(3)), border_radius=self.px(8))

    def _draw_pieces(self, surface: pygame.Surface, obs: Any, ctx: ViewContext, visible) -> None:
        moving = self._moving(obs, ctx) if self.moves else {}
        sel = obs.sel or {}
        chosen = sel.get("minion") or sel.get("piece") or (obs.chain or {}).get("after")
        # the piece acting (and the one sharing a shortcut with it), or the one waiting to be oriented
        minions = {tuple(m) for m in (chosen, sel.get("partner")) if m}
        target = sel.get("target")
        target_ref = tuple(target[1:]) if target and target[0] == "piece" else None
        for pos, _rect in visible:
            cell = obs.board.get(pos)
            if cell is None or not cell.pieces:
                continue
            slots = self.piece_layout(pos, len(cell.pieces), cell.card is not None)
            for i, (owner, size, orient) in enumerate(cell.pieces):
                if (pos[0], pos[1], i) in moving:
                    continue  # drawn sliding by draw_dynamic
                cx, cy, unit = slots[i]
                base = self._base(size, unit)
                ref = f"piece:{pos[0]},{pos[1]}:{i}"
                centre = (int(cx), int(cy))
                if ref in ctx.highlighted:
                    halo = pyramids.halo_sprite(orient, base, GLOW, 0.6)
                    surface.blit(halo, halo.get_rect(center=centre))
                sprite = pyramids.piece_sprite(seat_colour(owner), size, orient, base, seat_letter(owner))
                surface.blit(sprite, sprite.get_rect(center=centre))
                key = (pos[0], pos[1], i)
                ring = None
                if key in minions:
                    ring = pyramids.ring_sprite(orient, base, (255, 255, 255), max(2.0, base / 14))
                elif key == target_ref:
                    ring = pyramids.ring_sprite(orient, base, TARGET_RING, max(2.0, base / 14))
                if ring is not None:
                    surface.blit(ring, ring.get_rect(center=centre))

    def _glow_board(self, surface: pygame.Surface, obs: Any, ctx: ViewContext, level: int) -> None:
        """The pulsing glow of glowing spaces and pieces, and rings on what a bot just used."""
        if not ctx.highlighted and not ctx.recent:
            return
        w, _h = self.cell_size()
        radius = max(2, w // 18)
        spread = max(6, min(18, w // 6))
        for pos, rect in self.visible_spaces():
            ref = f"cell:{pos[0]},{pos[1]}"
            if ref in ctx.highlighted:
                glow = rect_glow(rect.size, radius, 4 if ref == ctx.hovered else level, spread=spread)
                surface.blit(glow, (rect.x - spread, rect.y - spread))
            if ref in ctx.recent:
                self._recent_ring(surface, rect.inflate(self.px(10), self.px(10)), ctx, ctx.recent[ref])
            cell = obs.board.get(pos)
            if cell is None or not cell.pieces:
                continue
            slots = self.piece_layout(pos, len(cell.pieces), cell.card is not None)
            for i, (_owner, size, orient) in enumerate(cell.pieces):
                ref = f"piece:{pos[0]},{pos[1]}:{i}"
                if ref not in ctx.highlighted and ref not in ctx.recent:
                    continue
                cx, cy, unit = slots[i]
                base = self._base(size, unit)
                centre = (int(cx), int(cy))
                if ref in ctx.highlighted:
                    bright = 4 if ref == ctx.hovered else level
                    edge = pyramids.ring_sprite(orient, base, mix(GLOW, (255, 255, 255), bright * 0.15),
                                                max(1.5, base / 8))
                    surface.blit(edge, edge.get_rect(center=centre))
                    self._choice_circle(surface, ref, centre, pyramids.extent(orient, base), bright)
                if ref in ctx.recent:
                    pw, ph = pyramids.extent(orient, base)
                    box = pygame.Rect(0, 0, pw + self.px(10), ph + self.px(10))
                    box.center = centre
                    self._recent_ring(surface, box, ctx, ctx.recent[ref])

    def _choice_circle(self, surface: pygame.Surface, ref: str, centre: tuple[int, int], extent: tuple[int, int],
                       bright: int) -> None:
        """A white circle round a piece you may choose: the gold glow alone was lost on gold and orange pieces (The
        Tower's "choose a minion"); a circle is never a piece's shape, unlike the ring of the piece acting."""
        radius = max(extent) // 2 + self.px(4 + bright // 2)
        width = max(2, self.px(3))
        pygame.draw.circle(surface, CHOICE_EDGE, centre, radius + 1, width + 2)
        pygame.draw.circle(surface, CHOICE, centre, radius, width)
        self.choice_circles[ref] = (centre, radius)

    def _recent_ring(self, surface: pygame.Surface, rect: pygame.Rect, ctx: ViewContext, when: float) -> None:
        age = ctx.time - when
        if age < 0 or age > 2.5:
            return
        colour = mix(GLOW, (255, 255, 255), 0.3) if age < 1.2 else mix(GLOW, (40, 60, 50), (age - 1.2) / 1.3)
        pygame.draw.rect(surface, colour, rect, width=max(2, self.px(3)), border_radius=self.px(10))

    def _draw_banner(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """The challenge, as a ribbon at the top of the board."""
        ch = obs.challenge
        if not ch:
            return
        seat = ch["seat"]
        name = ctx.names[seat] if seat < len(ctx.names) else f"#{seat + 1}"
        target = obs.options.get("target", 9)
        if ch.get("last"):
            text = t("banner.last", ctx.lang, name=name, n=target, score=self._scores[seat])
        else:
            text = t("banner.pending", ctx.lang, name=name, n=target)
        label = ctx.fonts.text(text, 16, CREAM, True)
        box = pygame.Rect(0, 0, label.get_width() + self.px(64), self.px(40))
        box.midtop = (self.board.centerx, self.board.y + self.px(8))
        colour = seat_colour(seat)
        panel(surface, box, radius=box.height // 2, alpha=235, colour=mix((40, 18, 14), colour, 0.25), border=colour,
              shadow_blur=self.px(6))
        seat_badge(surface, ctx.fonts, seat, (box.x + self.px(22), box.centery), self.px(12))
        surface.blit(label, (box.x + self.px(42), box.centery - label.get_height() // 2))

    # hand strip
    def _draw_strip(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        fonts = ctx.fonts
        self._draw_piles(surface, obs, ctx)
        if self.viewer is None:
            blit_text(surface, fonts, t("spectator", ctx.lang), 15, self.hand_area.center, MUTED, anchor="center",
                      italic=True)
            return
        marked = self._marked(obs)
        lifted = None
        for rect, card_id in self.hand:
            ref = f"hand:{card_id}"
            if ref == ctx.hovered or ref == ctx.selected:
                lifted = (rect, card_id)
                continue
            self._draw_hand_card(surface, ctx, rect, card_id, card_id in marked)
        if lifted is not None:
            self._draw_hand_card(surface, ctx, lifted[0], lifted[1], lifted[1] in marked)

    @staticmethod
    def _marked(obs: Any) -> set[str]:
        """Cards marked to be discarded (discard and draw)."""
        return set(obs.sel.get("marked", [])) if obs.sel else set()

    def _hand_rect(self, rect: pygame.Rect, card_id: str, ctx: ViewContext, marked: bool) -> pygame.Rect:
        """Where a hand card is drawn: lifted under the mouse unless marked for discarding."""
        if marked:
            return rect
        ref = f"hand:{card_id}"
        return rect.move(0, -self.px(10)) if ref == ctx.hovered or ref == ctx.selected else rect

    def _glow_strip(self, surface: pygame.Surface, obs: Any, ctx: ViewContext, level: int) -> None:
        """Pulsing glows around the glowing hand cards, piles and tray cards."""
        if not ctx.highlighted:
            return
        marked = self._marked(obs)
        spots = [(self._hand_rect(rect, card_id, ctx, card_id in marked), f"hand:{card_id}", 10)
                 for rect, card_id in self.hand]
        spots.append((self.draw_rect, "pile:draw", 10))
        if obs.discard:
            spots.append((self.discard_rect, f"discard:{obs.discard[-1]}", 10))
        spots += [(rect, ref, 6) for rect, ref in self.tray]
        for rect, ref, spread in spots:
            if ref in ctx.highlighted:
                glow = rect_glow(rect.size, max(3, rect.width // 16), 4 if ref == ctx.hovered else level, spread=spread)
                surface.blit(glow, (rect.x - spread, rect.y - spread))

    def _draw_hand_card(self, surface: pygame.Surface, ctx: ViewContext, rect: pygame.Rect, card_id: str,
                        marked: bool) -> None:
        ref = f"hand:{card_id}"
        legal = ref in ctx.highlighted
        r = self._hand_rect(rect, card_id, ctx, marked)
        radius = max(3, r.width // 16)
        draw_shadow(surface, r, radius, self.px(5), (self.px(2), self.px(4)), 110)
        surface.blit(self.faces.get(self._render_face, card_id, r.size, ctx.lang, force=True), r)
        self._caption(surface, r, card_id, ctx)
        if marked:
            fill(surface, r, (120, 20, 20, 110), radius)
            blit_text(surface, ctx.fonts, "✕ " + t("marked", ctx.lang), 13, r.center, CREAM, anchor="center", bold=True,
                      shadow=True)
        elif not legal and ctx.highlighted and ctx.to_move == ctx.viewer:
            fill(surface, r, (0, 0, 0, 90), radius)

    def _draw_piles(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        fonts = ctx.fonts
        rect = self.draw_rect
        count = len(obs.draw)
        if count:
            back = self.card_image(None, rect.size, ctx, back=True)
            for k in range(min(4, max(1, count // 12)), 0, -1):
                surface.blit(back, rect.move(-k * 2, -k * 2))
            surface.blit(back, rect)
        else:
            surface.blit(dashed_outline(rect.size), rect)
        self._chip(surface, ctx, rect, str(count))
        blit_text(surface, fonts, t("draw", ctx.lang), 11, (rect.centerx, rect.bottom + self.px(2)), MUTED,
                  anchor="midtop")
        rect = self.discard_rect
        if obs.discard:
            top = obs.discard[-1]
            surface.blit(self.faces.get(self._render_face, top, rect.size, ctx.lang, force=True), rect)
            self._chip(surface, ctx, rect, str(len(obs.discard)))
        else:
            surface.blit(dashed_outline(rect.size), rect)
        blit_text(surface, fonts, t("discard", ctx.lang), 11, (rect.centerx, rect.bottom + self.px(2)), MUTED,
                  anchor="midtop")

    def _chip(self, surface: pygame.Surface, ctx: ViewContext, rect: pygame.Rect, text: str) -> None:
        label = ctx.fonts.text(text, 12, INK, True)
        chip = pygame.Rect(0, 0, max(label.get_width() + self.px(10), self.px(22)), self.px(20))
        chip.center = (rect.right - self.px(2), rect.y + self.px(2))
        pygame.draw.rect(surface, CREAM, chip, border_radius=chip.height // 2)
        pygame.draw.rect(surface, (120, 100, 60), chip, width=1, border_radius=chip.height // 2)
        surface.blit(label, label.get_rect(center=chip.center))

    # tray
    def _draw_tray(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        rect = self.tray_rect
        panel(surface, rect, radius=self.px(12), alpha=235, shadow_blur=self.px(8))
        title = t("tray.bids" if obs.phase == "pick" else "tray.discard", ctx.lang)
        blit_text(surface, ctx.fonts, title, 14, (rect.x + self.px(12), rect.y + self.px(8)), GLOW, bold=True)
        for r, ref in self.tray:
            card_id = ref.split(":", 1)[1]
            legal = ref in ctx.highlighted
            radius = max(3, r.width // 16)
            surface.blit(self.faces.get(self._render_face, card_id, r.size, ctx.lang, force=True), r)
            self._caption(surface, r, card_id, ctx)
            if not legal:
                fill(surface, r, (0, 0, 0, 100), radius)

    @staticmethod
    def _caption(surface: pygame.Surface, rect: pygame.Rect, card_id: str, ctx: ViewContext,
                 above: float = 0.64) -> None:
        """A card's power in words, whole, where the card is wide enough: its plate's foot at `above` (a fraction
        of the card's height; by default over the foot of its picture), its top below the card's number."""
        if short_text.shows_text(rect.width):
            words = short_text.short_for(ctx.cards, card_id, ctx.lang)
            whole_caption.draw(surface, rect, [words] if words else [], above=above, below=NUMBER_BAND,
                               name=card_name(card_id, ctx.lang), name_band=NAME_BAND)

    def _render_face(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        """A card face from the card renderer, in the language of the frame being drawn."""
        return self.card_image(card_id, size, self._ctx)

    def fallback_face(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        """A plain face in the card's suit colour when the card renderer is missing."""
        from tabletop.ui.decor import plain_face
        if card_id not in deck().cards:
            return plain_face(card_id, (), size)
        card = deck()[card_id]
        mark = card.suit or "major"
        return plain_face(card.name.get("en", card_id), (mark,), size, (SUIT_COLOURS.get(card.suit, DIM),))


# --- benchmark ---------------------------------------------------------------------------------------
def bench_frames(session, frames: int = 300, size: tuple[int, int] = (1920, 1080), zoom: str = "out",
                 warmup: int = 30) -> dict[str, list[float]]:
    """Draw times (seconds) of a table showing `session` at `size`, board zoomed "out" (fit) or "in".

    Returns {"table": whole TableScene.draw per frame, "view": this view's share of it}.
    Runs headless; creates (and leaves) a pygame display of `size`.
    """
    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    app = App(size=size, fast=True)
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.016)
    view = table.view
    if isinstance(view, View):
        view.fit(instant=True)
        if zoom == "in":
            for _ in range(4):
                view.zoom_by(1, view.board.center)
            view.cam.snap()
    for _ in range(warmup):
        app.now += 0.016
        table.draw(app.window)
    times: dict[str, list[float]] = {"table": [], "view": []}
    spent = [0.0]

    def timed(method):
        def run(surface, observation, ctx):
            start = time.perf_counter()
            method(surface, observation, ctx)
            spent[0] += time.perf_counter() - start
        return run

    for name in ("draw_static", "draw_dynamic"):
        setattr(view, name, timed(getattr(view, name)))
    try:
        for _ in range(frames):
            app.now += 0.016  # time runs (glows pulse) but nobody moves: bots stay out of the figures
            spent[0] = 0.0
            start = time.perf_counter()
            table.draw(app.window)
            times["table"].append(time.perf_counter() - start)
            times["view"].append(spent[0])
    finally:
        for name in ("draw_static", "draw_dynamic"):
            delattr(view, name)
    return times


__all__ = ["View", "Camera", "bench_frames", "LEVELS"]
