"""The Gnostica table: an unbounded board of tarot territories with Icehouse pyramids.

Left, a column with one panel per player (score, stash, hand, challenge) and the power
in use; in the middle the board, which pans (drag empty space, arrow keys) and zooms
(wheel, around the cursor; F or Home fits the whole board); below, your hand, the draw
pile and the discard pile. Choices from the discard pile or the bids open a tray.

Refs (as the rules name them): `cell:x,y`, `piece:x,y:i`, `hand:<card>`, `discard:<card>`,
`bid:<card>`, `pile:draw`.

Drawing stays cheap: card faces are rendered once per zoom level (progressively, within
a time budget per frame) and kept as colour-keyed RLE surfaces, pieces are cached
sprites (tabletop.ui.pyramids), the player column is one cached layer.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Any, Sequence

import pygame

from tabletop.engine.contract import State
from tabletop.games.gnostica import messages
from tabletop.games.gnostica.cards import STEPS, deck
from tabletop.games.gnostica.model import HIDDEN, open_spaces, scores
from tabletop.ui import pyramids
from tabletop.ui.i18n import register, tr
from tabletop.ui.theme import (CREAM, DIM, GLOW, GOLD, INK, MUTED, PANEL, blit_text, draw_shadow, fit_text, mix,
                               panel, seat_badge, seat_colour, seat_letter)
from tabletop.ui.view_base import GameView, ViewContext

STRINGS = {
    "en": {
        "you": "you", "needs": "needs {n}", "eliminated": "Eliminated", "bid_placed": "Bid placed",
        "last_turn": "Last turn: needs {n}", "announced": "Announced a last turn",
        "banner.pending": "{name} announced a last turn: needs {n}",
        "banner.last": "{name}'s last turn: needs {n}, has {score}",
        "draw": "Draw", "discard": "Discard", "cards": "{n} cards",
        "tray.discard": "Discard pile: choose a card", "tray.bids": "Bids: take a card back",
        "hint": "Drag or arrows: pan · Wheel: zoom · F: fit",
        "spectator": "Spectator: hands stay hidden",
        "from_hand": "played from the hand", "at": "activated on {cell}",
        "marked": "discard", "target": "Target score {n}", "minion": "minion",
        "piles": "Draw pile {draw} · discard pile {discard}", "game_over": "Game over",
        "thinking": "thinking",
    },
    "es": {
        "you": "tú", "needs": "necesita {n}", "eliminated": "Eliminado", "bid_placed": "Ha apostado",
        "last_turn": "Último turno: necesita {n}", "announced": "Ha anunciado su último turno",
        "banner.pending": "{name} ha anunciado su último turno: necesita {n}",
        "banner.last": "Último turno de {name}: necesita {n}, tiene {score}",
        "draw": "Robar", "discard": "Descarte", "cards": "{n} cartas",
        "tray.discard": "Pila de descarte: elige una carta", "tray.bids": "Apuestas: recupera una carta",
        "hint": "Arrastra o flechas: mover · Rueda: zoom · F: ajustar",
        "spectator": "Espectador: las manos están ocultas",
        "from_hand": "jugada desde la mano", "at": "activada en {cell}",
        "marked": "descartar", "target": "Puntuación objetivo {n}", "minion": "vasallo",
        "piles": "Pila de robar {draw} · descartes {discard}", "game_over": "Fin de la partida",
        "thinking": "pensando",
    },
}
register({code: {f"gnostica.{k}": v for k, v in strings.items()} for code, strings in STRINGS.items()})

#: card widths (pixels) of the zoom levels: faces are rendered at these sizes only
LEVELS = tuple(int(round(26 * 1.2 ** k)) for k in range(17))
GAP = 0.1  # space between cards, in card widths
ASPECT = 70 / 120  # tarot card width / height (the renderer's own aspect wins when present)
KEY = (23, 81, 57)  # colour key of the cached faces: close to the felt, never on a card
RENDER_BUDGET = 0.004  # seconds of face rendering allowed per frame
IDLE_BUDGET = 0.003  # seconds per frame spent, when idle, on faces for the neighbouring zoom levels
CACHE_PIXELS = 16_000_000  # about 64 MB of cached faces
FOLLOW = 14.0  # camera smoothing rate (1/s)
MOVE_TIME = 0.4  # seconds a piece takes to slide to its new space
SUIT_COLOURS = {"cups": (47, 111, 178), "wands": (194, 85, 30), "pentacles": (184, 138, 23),
                "swords": (93, 113, 132), None: (106, 63, 150)}
SUIT_ICONS = {"cups": "cup", "wands": "rod", "pentacles": "disc", "swords": "sword"}
TARGET_RING = (255, 132, 96)


def _t(key: str, lang: str, **params: Any) -> str:
    return tr("gnostica." + key, lang, **params)


def _ease(p: float) -> float:
    return 1 - (1 - p) ** 3


def _icon(name: str, px: int, colour) -> pygame.Surface:
    try:
        from tabletop.ui.cards.icons import icon
        return icon(name, px, colour)
    except Exception:  # noqa: BLE001 - no icon set: a plain disc
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        pygame.draw.circle(surf, colour, (px // 2, px // 2), px // 2)
        return surf


def _parse_cell(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return (int(x), int(y))


def _parse_piece(text: str) -> tuple[int, int, int]:
    cell, index = text.split(":")
    x, y = _parse_cell(cell)
    return (x, y, int(index))


class Camera:
    """Where the board is looked at: zoom (card width in pixels) and centre (in cells), smoothed."""

    def __init__(self) -> None:
        self.zoom = self.goal_zoom = float(LEVELS[8])
        self.x = self.y = self.goal_x = self.goal_y = 0.0
        #: zoom around a point: (world x, world y, screen x, screen y) kept fixed while zooming
        self.anchor: tuple[float, float, float, float] | None = None

    def settled(self) -> bool:
        """True when the camera is at rest."""
        return self.zoom == self.goal_zoom and self.x == self.goal_x and self.y == self.goal_y

    def snap(self) -> None:
        """Jump to the goal."""
        self.zoom, self.x, self.y = self.goal_zoom, self.goal_x, self.goal_y
        self.anchor = None

    def step(self, dt: float, centre: tuple[int, int]) -> None:
        """Move towards the goal (exponential smoothing); the anchor stays under its screen point."""
        k = 1 - math.exp(-dt * FOLLOW)
        self.zoom += (self.goal_zoom - self.zoom) * k
        if abs(self.zoom - self.goal_zoom) < max(0.35, self.goal_zoom * 0.012):
            self.zoom = self.goal_zoom
        if self.anchor is not None and self.zoom != self.goal_zoom:
            wx, wy, sx, sy = self.anchor
            px, py = pitch(self.zoom)
            self.x, self.y = wx - (sx - centre[0]) / px, wy - (sy - centre[1]) / py
            return
        self.x += (self.goal_x - self.x) * k
        self.y += (self.goal_y - self.y) * k
        px, py = pitch(self.zoom)
        if abs(self.x - self.goal_x) * px < 0.5 and abs(self.y - self.goal_y) * py < 0.5:
            self.x, self.y = self.goal_x, self.goal_y
        if self.settled():
            self.anchor = None


def card_height(width: float) -> float:
    """The height of a card `width` pixels wide."""
    return width / ASPECT


def pitch(zoom: float) -> tuple[float, float]:
    """Distance between neighbouring spaces (x, y) in pixels at a zoom."""
    return zoom * (1 + GAP), card_height(zoom) + zoom * GAP


def nearest_level(zoom: float) -> int:
    """Index of the zoom level closest to `zoom`."""
    return min(range(len(LEVELS)), key=lambda i: abs(math.log(LEVELS[i] / max(1.0, zoom))))


class Faces:
    """Card faces per exact size as colour-keyed RLE surfaces, rendered within a time budget per frame.

    A face not ready yet is stood in for by the nearest ready size, scaled. Render cost is
    predicted from the pixels of the faces rendered so far, so a frame starts a render only
    when it fits the budget (or when it has rendered nothing yet).
    """

    def __init__(self, max_pixels: int = CACHE_PIXELS):
        self.store: OrderedDict = OrderedDict()
        self.sizes: dict[tuple, set] = {}
        self.max_pixels = max_pixels
        self.pixels = 0
        self.spent = 0.0
        self.renders = 0  # faces rendered this frame
        self.rate = 6e-8  # seconds per pixel, learnt from the renders
        self.pending = 0  # faces that had to wait for a later frame

    def begin_frame(self) -> None:
        """A new frame: the render budget is available again."""
        self.spent = 0.0
        self.renders = 0
        self.pending = 0

    def clear(self) -> None:
        """Forget every face (card art or layout changed)."""
        self.store.clear()
        self.sizes.clear()
        self.pixels = 0

    def ready(self, card_id: str, size: tuple[int, int], lang: str) -> bool:
        """True when the face is cached at exactly `size`."""
        return (card_id, size, lang) in self.store

    def affordable(self, size: tuple[int, int], budget: float = RENDER_BUDGET) -> bool:
        """True when a face of `size` may be rendered in this frame."""
        return self.renders == 0 or self.spent + self.rate * size[0] * size[1] <= budget

    def get(self, view: GameView, card_id: str, size: tuple[int, int], ctx: ViewContext,
            exact: bool = True, force: bool = False) -> pygame.Surface:
        """The face at `size`; while the budget is spent (or not `exact`), a scaled stand-in."""
        key = (card_id, size, ctx.lang)
        surf = self.store.get(key)
        if surf is not None:
            self.store.move_to_end(key)
            return surf
        if exact and (force or self.affordable(size)):
            return self._render(view, card_id, size, ctx)
        self.pending += exact
        near = self._nearest(card_id, size, ctx.lang)
        if near is not None:
            return pygame.transform.scale(near, size)
        return self._placeholder(card_id, size)

    def warm(self, view: GameView, card_id: str, size: tuple[int, int], ctx: ViewContext,
             budget: float = RENDER_BUDGET) -> bool:
        """Render a face ahead of need if it fits this frame's budget; True if one was rendered."""
        if self.ready(card_id, size, ctx.lang) or self.spent + self.rate * size[0] * size[1] > budget:
            return False
        self._render(view, card_id, size, ctx)
        return True

    def _render(self, view: GameView, card_id: str, size: tuple[int, int], ctx: ViewContext) -> pygame.Surface:
        start = time.perf_counter()
        surf = self._make(view.card_image(card_id, size, ctx))
        took = time.perf_counter() - start
        self.spent += took
        self.renders += 1
        self.rate = 0.7 * self.rate + 0.3 * took / max(1, size[0] * size[1])
        self._keep((card_id, size, ctx.lang), surf)
        return surf

    def _keep(self, key, surf) -> None:
        self.store[key] = surf
        self.pixels += surf.get_width() * surf.get_height()
        self.sizes.setdefault((key[0], key[2]), set()).add(key[1])
        while self.pixels > self.max_pixels and len(self.store) > 1:
            (card_id, size, lang), old = self.store.popitem(last=False)
            self.pixels -= old.get_width() * old.get_height()
            self.sizes.get((card_id, lang), set()).discard(size)

    def _nearest(self, card_id: str, size: tuple[int, int], lang: str) -> pygame.Surface | None:
        sizes = self.sizes.get((card_id, lang))
        if not sizes:
            return None
        best = min(sizes, key=lambda s: abs(math.log(max(1, s[0]) / max(1, size[0]))))
        return self.store.get((card_id, best, lang))

    @staticmethod
    def _make(face: pygame.Surface) -> pygame.Surface:
        surf = pygame.Surface(face.get_size()).convert()
        surf.fill(KEY)
        surf.blit(face, (0, 0))
        surf.set_colorkey(KEY, pygame.RLEACCEL)
        return surf

    @staticmethod
    def _placeholder(card_id: str, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size).convert()
        surf.fill(KEY)
        suit = deck()[card_id].suit if card_id in deck().cards else None
        pygame.draw.rect(surf, (244, 239, 226), surf.get_rect(), border_radius=max(2, size[0] // 16))
        pygame.draw.rect(surf, SUIT_COLOURS.get(suit, DIM), surf.get_rect().inflate(-size[0] // 6, -size[1] // 3),
                         border_radius=max(2, size[0] // 20))
        surf.set_colorkey(KEY)
        return surf


_glows: OrderedDict = OrderedDict()


def rect_glow(size: tuple[int, int], radius: int, level: int, colour=GLOW, spread: int = 10) -> pygame.Surface:
    """A soft glow around a rounded rect of `size`, at pulse `level` 1..4, cached and RLE."""
    key = (size, radius, level, colour, spread)
    surf = _glows.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
        strength = 0.4 + 0.15 * level
        for i in range(spread):
            a = int(160 * strength * (1 - i / spread) ** 2)
            pygame.draw.rect(surf, (*colour, a), (spread - i, spread - i, w + 2 * i, h + 2 * i), width=2,
                             border_radius=radius + i)
        pygame.draw.rect(surf, (*colour, int(255 * strength)), (spread - 2, spread - 2, w + 4, h + 4), width=3,
                         border_radius=radius + 2)
        surf = surf.convert_alpha()
        surf.set_alpha(255, pygame.RLEACCEL)
        _glows[key] = surf
        if len(_glows) > 300:
            _glows.popitem(last=False)
    return surf


def pulse_level(t: float) -> int:
    """The glow's pulse (1..4) at time `t`."""
    return 1 + int((0.5 + 0.5 * math.sin(t * 4.0)) * 3.99)


class View(GameView):
    """Draws a Gnostica observation and pans/zooms its board."""

    def __init__(self, game):
        super().__init__(game)
        self.obs: Any = None
        self.version = 0
        self.cam = Camera()
        self.faces = Faces()
        self.scale = 1.0
        self.aspect = ASPECT
        self.board = pygame.Rect(0, 0, 0, 0)
        self.column = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.hand_area = pygame.Rect(0, 0, 0, 0)
        self.draw_rect = pygame.Rect(0, 0, 0, 0)
        self.discard_rect = pygame.Rect(0, 0, 0, 0)
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.power_rect = pygame.Rect(0, 0, 0, 0)
        self.hand: list[tuple[pygame.Rect, str]] = []
        self.tray: list[tuple[pygame.Rect, str]] = []
        self.tray_rect: pygame.Rect | None = None
        self.tray_key: Any = None
        self.cells: list[tuple[int, int]] = []
        self.piece_boxes: dict[tuple[int, int, int], tuple[int, int, int]] = {}  # ref -> (cx, cy, base)
        self.viewer: int | None = None
        self.mouse = (0, 0)
        self.drag: tuple[int, int] | None = None
        self.auto_fit = True
        self.fitted = False
        self.instant = False
        self._last_time: float | None = None
        self._hits_key: Any = None
        self._column_cache: tuple[Any, pygame.Surface] | None = None
        self._scores: list[int] = []
        self._highlighted: frozenset[str] = frozenset()
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

    def piece_layout(self, pos: tuple[int, int], count: int, has_card: bool,
                     zoom: float | None = None) -> list[tuple[float, float, float]]:
        """(centre x, centre y, large-piece footprint) of each piece slot of a space."""
        w, h = self.cell_size(zoom)
        if zoom is None:
            cx, cy = self.cell_center(pos)
        else:
            cx, cy = 0.0, 0.0
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
        m = self.px(10)
        col_w = max(self.px(200), min(self.px(270), int(rect.width * 0.21)))
        strip_h = max(self.px(104), min(self.px(176), int(rect.height * 0.21)))
        self.column = pygame.Rect(rect.x, rect.y + m, col_w, rect.height - 2 * m)
        x0 = self.column.right + m
        self.strip = pygame.Rect(x0, rect.bottom - strip_h, rect.right - x0, strip_h)
        self.board = pygame.Rect(x0, rect.y, rect.right - x0, self.strip.y - rect.y - m // 2)
        self._layout_column(observation)
        self._layout_strip(observation)
        self.tray_key = None
        self.tray, self.tray_rect = [], None
        if not self.fitted:
            self.fit(instant=True)
            self.fitted = True
        elif self.auto_fit:
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
        self._column_cache = None
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
            e = _ease(ctx.anim(began, MOVE_TIME))
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

    # --- input --------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event, ctx: ViewContext) -> bool:
        """Pan (drag empty space, arrows), zoom (wheel, +/-), fit (F, Home). True when used."""
        self.instant = ctx.anim_speed <= 0
        self._highlighted = ctx.highlighted
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
        cols, rows = max(xs) - min(xs) + 1.3, max(ys) - min(ys) + 1.3
        margin = self.px(16)
        top = self.px(52) if self.obs is not None and self.obs.challenge else 0  # room for the banner
        room_w, room_h = max(40, self.board.width - 2 * margin), max(40, self.board.height - 2 * margin - top)
        best = min(room_w / (cols * (1 + GAP)), room_h / (rows * (1 / self.aspect + GAP)))
        self.cam.goal_zoom = float(max(12, min(LEVELS[-1], math.floor(best))))
        self.cam.goal_x = (min(xs) + max(xs)) / 2
        self.cam.goal_y = (min(ys) + max(ys)) / 2 - top / 2 / self.pitch(self.cam.goal_zoom)[1]
        self.cam.anchor = None
        self.auto_fit = True
        self._camera_changed(instant)

    def fit_cells(self) -> list[tuple[int, int]]:
        """The spaces "fit" shows: territories, spaces with pieces and glowing spaces."""
        obs = self.obs
        found = {pos for pos, cell in obs.board.items()} if obs is not None else set()
        for ref in self._highlighted:
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

    def _layout_column(self, obs: Any) -> None:
        n = obs.num_seats
        gap = self.px(8)
        col = self.column
        ph = self.px(86)
        most = int(col.height * 0.64)
        if n * ph + (n - 1) * gap > most:
            ph = max(self.px(52), (most - (n - 1) * gap) // n)
        self.seat_rects = {}
        y = col.y
        for seat in range(n):
            self.seat_rects[seat] = pygame.Rect(col.x, y, col.width, ph)
            y += ph + gap
        self.power_rect = pygame.Rect(col.x, y + gap, col.width, col.bottom - y - gap)
        self._column_cache = None

    def _layout_strip(self, obs: Any) -> None:
        strip = self.strip
        pad = self.px(8)
        ch = strip.height - 2 * pad - self.px(16)
        cw = int(ch * self.aspect)
        self.discard_rect = pygame.Rect(strip.right - pad - cw, strip.y + pad, cw, ch)
        self.draw_rect = pygame.Rect(self.discard_rect.x - pad * 3 - cw, strip.y + pad, cw, ch)
        self.hand_area = pygame.Rect(strip.x + pad, strip.y, self.draw_rect.x - strip.x - pad * 5, strip.height)
        self.hand = []
        if self.viewer is None or self.viewer >= len(obs.hands):
            return
        cards = obs.hands[self.viewer]
        if not cards:
            return
        hh = strip.height - self.px(14)
        hw = int(hh * self.aspect)
        count = len(cards)
        step = min(hw + self.px(10), (self.hand_area.width - hw) // max(1, count - 1)) if count > 1 else hw
        total = hw + step * (count - 1)
        x = self.hand_area.centerx - total // 2
        for k, card_id in enumerate(cards):
            self.hand.append((pygame.Rect(x + k * step, strip.y + self.px(12), hw, hh), card_id))

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
        rows = 1
        ch = min(self.px(190), int(b.height * 0.34))
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
            rect = pygame.Rect(self.tray_rect.x + pad + c * step, self.tray_rect.y + head + r * (ch + self.px(6)),
                               cw, ch)
            self.tray.append((rect, ref))
        self._rebuild_hits()

    def _rebuild_hits(self) -> None:
        """Clickable regions for the current camera: spaces, pieces, piles, hand, tray (topmost last)."""
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

    def static_key(self, ctx: ViewContext) -> Any:
        """Changes whenever the cached picture must be drawn again: the camera moved, faces got ready."""
        moving = tuple(m[4] for m in self._active_moves(ctx))
        return (self.version, self.cam.zoom, self.cam.x, self.cam.y, self.tray_key, self._unfinished, moving)

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Everything but what moves by itself: cards, pieces, panels, hand, piles, tray."""
        obs: Any = observation
        self.obs = obs
        self.instant = ctx.anim_speed <= 0
        if ctx.viewer != self.viewer or ctx.scale != self.scale:  # laid out before sync told us
            self._adopt(ctx)
            self.layout(self.rect, obs)
        self.faces.begin_frame()
        if ctx.highlighted != self._highlighted:
            self._highlighted = ctx.highlighted
            if self.auto_fit and not self.shows(self.fit_cells()):
                self.fit()
        self._layout_tray(obs, ctx)
        hits_key = (self.version, self.cam.zoom, self.cam.x, self.cam.y, self.tray_key)
        if hits_key != self._hits_key:
            self._hits_key = hits_key
            self._rebuild_hits()
        clip = surface.get_clip()
        surface.set_clip(self.board.clip(clip) if clip else self.board)
        self._draw_board(surface, obs, ctx)
        self._draw_banner(surface, obs, ctx)
        surface.set_clip(clip)
        self._draw_column(surface, obs, ctx)
        self._draw_strip(surface, obs, ctx)
        if self.tray_rect is not None:
            self._draw_tray(surface, obs, ctx)
        if self.faces.pending:  # stand-ins were drawn: draw again next frame with the faces rendered by then
            self._unfinished += 1

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Pulsing glows, fading rings, the thinking dots; then the camera moves on towards its goal."""
        obs: Any = observation
        level = pulse_level(ctx.time)
        clip = surface.get_clip()
        surface.set_clip(self.board.clip(clip) if clip else self.board)
        self._glow_board(surface, obs, ctx, level)
        if self.moves:
            self._draw_moving(surface, obs, ctx)
        surface.set_clip(clip)
        self._glow_strip(surface, obs, ctx, level)
        if ctx.thinking is not None and ctx.thinking in self.seat_rects:
            rect = self.seat_rects[ctx.thinking]
            dots = "." * (1 + int(ctx.time * 2.5) % 3)
            blit_text(surface, ctx.fonts, _t("thinking", ctx.lang) + dots, 11,
                      (rect.right - self.px(10), rect.bottom - self.px(6)), GOLD, anchor="bottomright", italic=True)
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
            self.cam.step(dt * max(0.25, ctx.anim_speed), self.board.center)

    def _prepare_zoom(self, ctx: ViewContext) -> None:
        """In quiet frames, render the shown cards at the next zoom level in and out (one face a frame)."""
        if not self.cam.settled() or self.faces.renders or self.faces.pending:
            return
        zoom = self.cam.zoom
        near = [z for z in LEVELS if z > zoom * 1.01][:1] + [z for z in LEVELS if z < zoom * 0.99][-1:]
        for level in near:
            size = self.cell_size(level)
            for card in self._shown:
                if self.faces.warm(self, card, size, ctx, IDLE_BUDGET):
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
        settled = self.cam.settled()
        w, h = self.cell_size()
        goal = self.cell_size(self.cam.goal_zoom)
        view = self.board
        radius = max(2, w // 18)
        waste = self._wasteland_sprite((w, h))
        visible = self.visible_spaces()
        shown: list[str] = []
        self._shown = shown
        # spaces: wastelands and cards
        for pos, rect in visible:
            ref = f"cell:{pos[0]},{pos[1]}"
            card = obs.card_at(pos)
            legal = ref in ctx.highlighted
            if card is None:
                surface.blit(waste, rect)
                if legal:
                    self._fill(surface, rect, (*GLOW, 60 if ref != ctx.hovered else 110), radius)
                if w >= 80:
                    self._coords(surface, pos, (rect.right - self.px(5), rect.bottom - self.px(3)), ctx, "bottomright")
                continue
            face = self.faces.get(self, card, (w, h), ctx, exact=settled)
            if not settled:
                self.faces.warm(self, card, goal, ctx)
            surface.blit(face, rect)
            shown.append(card)
        # ownership frames, the active territory, hover and selection rings
        chain_at = tuple(obs.chain["at"]) if obs.chain and obs.chain.get("at") else None
        for pos, rect in visible:
            ref = f"cell:{pos[0]},{pos[1]}"
            cell = obs.board.get(pos)
            if cell is not None and cell.card is not None and cell.pieces:
                owner = cell.pieces[0][0]
                if all(p[0] == owner for p in cell.pieces):
                    self._owner_mark(surface, rect, owner, ctx)
            if pos == chain_at:
                pygame.draw.rect(surface, CREAM, rect.inflate(self.px(8), self.px(8)), width=max(2, self.px(3)),
                                 border_radius=radius + 4)
            if ref == ctx.hovered or ref == ctx.selected:
                colour = CREAM if ref in ctx.highlighted else (200, 200, 190)
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), width=max(2, self.px(2)), border_radius=radius + 2)
                if cell is not None and cell.card is not None:
                    self._coords(surface, pos, (rect.x, rect.bottom + 3), ctx, "topleft")
        self._draw_target_marks(surface, obs, ctx)
        self._draw_pieces(surface, obs, ctx, visible)
        if self.board.width > self.px(420):
            label = ctx.fonts.text(_t("hint", ctx.lang), 11, MUTED)
            box = label.get_rect(bottomright=(view.right - self.px(10), view.bottom - self.px(6))).inflate(
                self.px(14), self.px(6))
            self._fill(surface, box, (10, 20, 16, 150), box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))

    def _coords(self, surface: pygame.Surface, pos: tuple[int, int], at: tuple[int, int], ctx: ViewContext,
                anchor: str) -> None:
        """A space's coordinates (the log and the choosers name spaces by them)."""
        blit_text(surface, ctx.fonts, f"{pos[0]},{pos[1]}", 10, at, (140, 165, 145), anchor=anchor)

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
        minion = tuple(chosen) if chosen else None  # the piece acting, or waiting to be oriented
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
                    halo = pyramids.halo_sprite(orient, base, GLOW, 1.0 if ref == ctx.hovered else 0.6)
                    surface.blit(halo, halo.get_rect(center=centre))
                sprite = pyramids.piece_sprite(seat_colour(owner), size, orient, base, seat_letter(owner))
                surface.blit(sprite, sprite.get_rect(center=centre))
                key = (pos[0], pos[1], i)
                ring = None
                if key == minion:
                    ring = pyramids.ring_sprite(orient, base, (255, 255, 255), max(2.0, base / 14))
                elif key == target_ref:
                    ring = pyramids.ring_sprite(orient, base, TARGET_RING, max(2.0, base / 14))
                elif ref == ctx.hovered or ref == ctx.selected:
                    ring = pyramids.ring_sprite(orient, base, CREAM if ref in ctx.highlighted else (190, 190, 180),
                                                max(1.5, base / 20))
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
                if ref in ctx.recent:
                    pw, ph = pyramids.extent(orient, base)
                    box = pygame.Rect(0, 0, pw + self.px(10), ph + self.px(10))
                    box.center = centre
                    self._recent_ring(surface, box, ctx, ctx.recent[ref])

    def _wasteland_sprite(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("waste", size)
        surf = _glows.get(key)
        if surf is None:
            w, h = size
            surf = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(2, w // 18)
            pygame.draw.rect(surf, (255, 255, 255, 12), surf.get_rect(), border_radius=radius)
            dash = max(3, w // 14)
            colour = (226, 220, 190, 95)
            inset = 1
            for x in range(radius, w - radius, dash * 2):
                pygame.draw.line(surf, colour, (x, inset), (min(x + dash, w - radius), inset), 1)
                pygame.draw.line(surf, colour, (x, h - 1 - inset), (min(x + dash, w - radius), h - 1 - inset), 1)
            for y in range(radius, h - radius, dash * 2):
                pygame.draw.line(surf, colour, (inset, y), (inset, min(y + dash, h - radius)), 1)
                pygame.draw.line(surf, colour, (w - 1 - inset, y), (w - 1 - inset, min(y + dash, h - radius)), 1)
            surf = surf.convert_alpha()
            surf.set_alpha(255, pygame.RLEACCEL)
            _glows[key] = surf
        return surf

    @staticmethod
    def _fill(surface: pygame.Surface, rect: pygame.Rect, rgba, radius: int) -> None:
        key = ("fill", rect.size, rgba, radius)
        surf = _glows.get(key)
        if surf is None:
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
            _glows[key] = surf
        surface.blit(surf, rect)

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
            text = _t("banner.last", ctx.lang, name=name, n=target, score=self._scores[seat])
        else:
            text = _t("banner.pending", ctx.lang, name=name, n=target)
        label = ctx.fonts.text(text, 16, CREAM, True)
        box = pygame.Rect(0, 0, label.get_width() + self.px(64), self.px(40))
        box.midtop = (self.board.centerx, self.board.y + self.px(8))
        colour = seat_colour(seat)
        panel(surface, box, radius=box.height // 2, alpha=235, colour=mix((40, 18, 14), colour, 0.25), border=colour,
              shadow_blur=self.px(6))
        seat_badge(surface, ctx.fonts, seat, (box.x + self.px(22), box.centery), self.px(12))
        surface.blit(label, (box.x + self.px(42), box.centery - label.get_height() // 2))

    # column
    def _draw_column(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        key = (self.version, ctx.to_move, ctx.viewer, ctx.lang, tuple(ctx.names), self.column.size, self.scale,
               tuple(ctx.bots))
        if self._column_cache is None or self._column_cache[0] != key:
            layer = pygame.Surface(self.column.size, pygame.SRCALPHA)
            self._paint_column(layer, obs, ctx)
            layer = layer.convert_alpha()
            layer.set_alpha(255, pygame.RLEACCEL)
            self._column_cache = (key, layer)
        surface.blit(self._column_cache[1], self.column)

    def _paint_column(self, layer: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        ox, oy = self.column.topleft
        for seat, rect in self.seat_rects.items():
            self._paint_seat(layer, rect.move(-ox, -oy), seat, obs, ctx)
        box = self.power_rect.move(-ox, -oy)
        if box.height > self.px(60):
            self._paint_power(layer, box, obs, ctx)

    def _paint_seat(self, layer: pygame.Surface, rect: pygame.Rect, seat: int, obs: Any, ctx: ViewContext) -> None:
        fonts = ctx.fonts
        colour = seat_colour(seat)
        acting = ctx.to_move == seat
        out = obs.eliminated[seat]
        panel(layer, rect, radius=self.px(12), alpha=215 if acting else 175,
              colour=mix(PANEL, colour, 0.16 if acting else 0.07), border=GOLD if acting else (110, 98, 66),
              shadow_blur=0)
        if acting:
            pygame.draw.rect(layer, GOLD, rect, width=max(2, self.px(2)), border_radius=self.px(12))
        pygame.draw.rect(layer, colour, (rect.x + 2, rect.y + self.px(10), self.px(5), rect.height - self.px(20)),
                         border_radius=3)
        compact = rect.height < self.px(74)
        r = self.px(12)
        top = rect.y + self.px(8) + r
        seat_badge(layer, fonts, seat, (rect.x + self.px(14) + r, top), r, ring=acting)
        score = str(self._scores[seat]) if seat < len(self._scores) else "0"
        score_surf = fonts.text(score, 22, GOLD if not out else DIM, True, True)
        target = fonts.text(f"/{obs.options.get('target', 9)}", 11, MUTED)
        sx = rect.right - self.px(10) - target.get_width()
        layer.blit(target, (sx, top + score_surf.get_height() // 2 - target.get_height() - self.px(1)))
        layer.blit(score_surf, (sx - score_surf.get_width() - self.px(2), top - score_surf.get_height() // 2))
        name = ctx.names[seat] if seat < len(ctx.names) else f"#{seat + 1}"
        if seat == ctx.viewer:
            name += f" ({_t('you', ctx.lang)})"
        name_x = rect.x + self.px(20) + 2 * r
        name_w = sx - score_surf.get_width() - self.px(8) - name_x
        blit_text(layer, fonts, fit_text(fonts, name, 15, max(20, name_w), True), 15, (name_x, top), CREAM,
                  anchor="midleft", bold=True)
        # stash (standing pyramids with counts) and hand size
        y = rect.y + (rect.height * 0.62 if not compact else rect.height * 0.72)
        x = rect.x + self.px(16)
        stand_h = self.px(24 if not compact else 18)
        for size in (1, 2, 3):
            count = obs.stashes[seat][size - 1]
            sprite = pyramids.standing_sprite(colour if count else (90, 90, 90), size, stand_h)
            layer.blit(sprite, (x, int(y) + stand_h // 2 - sprite.get_height()))
            x += sprite.get_width() + self.px(2)
            text = fonts.text(f"×{count}", 12, CREAM if count else DIM, True)
            layer.blit(text, (x, int(y) + stand_h // 2 - text.get_height()))
            x += text.get_width() + self.px(8)
        hand = len(obs.hands[seat])
        if out:
            hand = 0
        bh = self.px(20 if not compact else 16)
        bw = int(bh * self.aspect)
        hx = rect.right - self.px(12) - bw - self.px(26)
        back = self.card_image(None, (bw, bh), ctx, back=True)
        for k in range(min(3, hand), 0, -1):
            tilted = pygame.transform.rotozoom(back, (k - 1) * 14, 1.0)
            layer.blit(tilted, tilted.get_rect(midbottom=(hx + bw // 2 - (k - 1) * self.px(3), int(y) + stand_h // 2)))
        if not out:
            blit_text(layer, fonts, str(hand), 13, (hx + bw + self.px(4), int(y) + stand_h // 2),
                      CREAM if hand else DIM, anchor="bottomleft", bold=True)
        status = self._status(seat, obs, ctx)
        if status and not compact:
            text, tone = status
            blit_text(layer, fonts, fit_text(fonts, text, 11, rect.width - self.px(30)), 11,
                      (rect.x + self.px(16), rect.bottom - self.px(6)), tone, anchor="bottomleft", bold=True)
        if out:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 120), veil.get_rect(), border_radius=self.px(12))
            layer.blit(veil, rect)
            label = fonts.text(_t("eliminated", ctx.lang), 13, (240, 170, 160), True)
            tag = label.get_rect(midright=(rect.right - self.px(12), int(y))).inflate(self.px(14), self.px(6))
            pygame.draw.rect(layer, (70, 24, 20), tag, border_radius=tag.height // 2)
            pygame.draw.rect(layer, (200, 110, 100), tag, width=1, border_radius=tag.height // 2)
            layer.blit(label, label.get_rect(center=tag.center))

    def _status(self, seat: int, obs: Any, ctx: ViewContext) -> tuple[str, tuple] | None:
        ch = obs.challenge
        target = obs.options.get("target", 9)
        if ch and ch["seat"] == seat:
            if ch.get("last"):
                return _t("last_turn", ctx.lang, n=target), (255, 190, 120)
            return _t("announced", ctx.lang), (255, 190, 120)
        if obs.phase == "bid" and obs.bids[seat] is not None:
            return _t("bid_placed", ctx.lang), MUTED
        return None

    def _paint_power(self, layer: pygame.Surface, rect: pygame.Rect, obs: Any, ctx: ViewContext) -> None:
        """The power in use: its card, its steps (done, current, to come), the prompt and the card text."""
        fonts = ctx.fonts
        chain = obs.chain
        if chain is None or not chain["frames"]:
            self._paint_info(layer, rect, obs, ctx)
            return
        frame = chain["frames"][-1]
        card = frame["as"] or frame["card"]
        panel(layer, rect, radius=self.px(12), alpha=215, colour=(30, 24, 40), border=GOLD, shadow_blur=0)
        pad = self.px(10)
        thumb_w = min(self.px(70), rect.width // 3)
        thumb = self.card_image(frame["card"], (thumb_w, int(thumb_w / self.aspect)), ctx)
        layer.blit(thumb, (rect.x + pad, rect.y + pad))
        tx = rect.x + pad * 2 + thumb_w
        width = rect.right - pad - tx
        y = rect.y + pad
        names = [messages.card_name(f["card"], ctx.lang) for f in chain["frames"]]
        title = " › ".join(names)
        if frame["as"]:
            title = self.game.text("as", ctx.lang, card=title, other=messages.card_name(frame["as"], ctx.lang))
        for line in fonts.wrap(title, 15, width, bold=True, serif=True)[:2]:
            r = blit_text(layer, fonts, line, 15, (tx, y), GOLD, bold=True, serif=True)
            y = r.bottom
        where = _t("at", ctx.lang, cell=f"{chain['at'][0]},{chain['at'][1]}") if chain.get("at") \
            else _t("from_hand", ctx.lang)
        r = blit_text(layer, fonts, fit_text(fonts, where, 11, width), 11, (tx, y + self.px(2)), MUTED, italic=True)
        y = r.bottom + self.px(8)
        # step chips
        done = frame["index"] - (1 if chain.get("after") is not None else 0)
        chip_h = self.px(24)
        x = tx
        for k, step_name in enumerate(frame["steps"]):
            kind = STEPS[step_name][0]
            word = self.game.text("step." + kind, ctx.lang)
            state = "done" if k < done else ("now" if k == max(0, done) else "later")
            icon_name = {"cup": "cup", "rod": "rod", "disc": "disc", "sword": "sword"}.get(kind, "major")
            icon = _icon(icon_name, chip_h - self.px(8), CREAM if state != "later" else DIM)
            word = fit_text(fonts, word, 12, rect.right - pad - tx - icon.get_width() - self.px(16), state == "now")
            label = fonts.text(word, 12, CREAM if state == "now" else MUTED, state == "now")
            w = icon.get_width() + label.get_width() + self.px(16)
            if x + w > rect.right - pad and x > tx:
                x = tx
                y += chip_h + self.px(4)
            chip = pygame.Rect(x, y, w, chip_h)
            fill = (92, 74, 30) if state == "now" else ((40, 56, 44) if state == "done" else (34, 34, 44))
            pygame.draw.rect(layer, fill, chip, border_radius=chip_h // 2)
            pygame.draw.rect(layer, GOLD if state == "now" else (90, 90, 90), chip, width=1, border_radius=chip_h // 2)
            layer.blit(icon, (chip.x + self.px(6), chip.centery - icon.get_height() // 2))
            layer.blit(label, (chip.x + self.px(10) + icon.get_width(), chip.centery - label.get_height() // 2))
            if state == "done":
                pygame.draw.line(layer, (150, 220, 150), (chip.x + self.px(4), chip.bottom - self.px(4)),
                                 (chip.right - self.px(4), chip.y + self.px(4)), 2)
            x = chip.right + self.px(4)
        y = max(y + chip_h + self.px(10), rect.y + pad + int(thumb_w / self.aspect) + self.px(8))
        x = rect.x + pad
        width = rect.width - 2 * pad
        try:
            prompt = self.game.prompt(obs, ctx.lang, ctx.names)
        except Exception:  # noqa: BLE001 - a bad template must not break the table
            prompt = ""
        line_h = fonts.get(13).get_linesize()
        for line in fonts.wrap(prompt, 13, width, bold=True):
            if y + line_h > rect.bottom - pad:
                return
            blit_text(layer, fonts, line, 13, (x, y), CREAM, bold=True)
            y += line_h
        y += self.px(6)
        text = deck()[card].text.get(ctx.lang) or deck()[card].text["en"]
        line_h = fonts.get(12).get_linesize()
        for line in fonts.wrap(text, 12, width):
            if y + line_h > rect.bottom - pad:
                break
            blit_text(layer, fonts, line, 12, (x, y), MUTED, italic=True)
            y += line_h

    def _paint_info(self, layer: pygame.Surface, rect: pygame.Rect, obs: Any, ctx: ViewContext) -> None:
        """Outside a power: the target score and the piles."""
        fonts = ctx.fonts
        box = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, self.px(64)))
        panel(layer, box, radius=self.px(12), alpha=150, shadow_blur=0)
        pad = self.px(12)
        text = _t("game_over", ctx.lang) if obs.phase == "over" else _t("target", ctx.lang,
                                                                      n=obs.options.get("target", 9))
        blit_text(layer, fonts, fit_text(fonts, text, 14, box.width - 2 * pad, True), 14,
                  (box.x + pad, box.y + pad), GOLD, bold=True)
        piles = _t("piles", ctx.lang, draw=len(obs.draw), discard=len(obs.discard))
        blit_text(layer, fonts, fit_text(fonts, piles, 11, box.width - 2 * pad), 11,
                  (box.x + pad, box.bottom - pad), MUTED, anchor="bottomleft")

    # hand strip
    def _draw_strip(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        fonts = ctx.fonts
        self._draw_piles(surface, obs, ctx)
        if self.viewer is None:
            blit_text(surface, fonts, _t("spectator", ctx.lang), 15, self.hand_area.center, MUTED, anchor="center",
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
        """Where a hand card is drawn: lifted under the mouse, lowered when marked for discarding."""
        if marked:
            return rect.move(0, self.px(10))
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
        surface.blit(self.faces.get(self, card_id, r.size, ctx, force=True), r)
        if marked:
            self._fill(surface, r, (120, 20, 20, 110), radius)
            blit_text(surface, ctx.fonts, "✕ " + _t("marked", ctx.lang), 13, r.center, CREAM, anchor="center", bold=True,
                      shadow=True)
        elif not legal and ctx.highlighted and ctx.to_move == ctx.viewer:
            self._fill(surface, r, (0, 0, 0, 90), radius)

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
            self._dashed(surface, rect)
        self._chip(surface, ctx, rect, str(count))
        blit_text(surface, fonts, _t("draw", ctx.lang), 11, (rect.centerx, rect.bottom + self.px(2)), MUTED,
                  anchor="midtop")
        rect = self.discard_rect
        if obs.discard:
            top = obs.discard[-1]
            surface.blit(self.faces.get(self, top, rect.size, ctx, force=True), rect)
            self._chip(surface, ctx, rect, str(len(obs.discard)))
        else:
            self._dashed(surface, rect)
        blit_text(surface, fonts, _t("discard", ctx.lang), 11, (rect.centerx, rect.bottom + self.px(2)), MUTED,
                  anchor="midtop")

    def _chip(self, surface: pygame.Surface, ctx: ViewContext, rect: pygame.Rect, text: str) -> None:
        label = ctx.fonts.text(text, 12, INK, True)
        chip = pygame.Rect(0, 0, max(label.get_width() + self.px(10), self.px(22)), self.px(20))
        chip.center = (rect.right - self.px(2), rect.y + self.px(2))
        pygame.draw.rect(surface, CREAM, chip, border_radius=chip.height // 2)
        pygame.draw.rect(surface, (120, 100, 60), chip, width=1, border_radius=chip.height // 2)
        surface.blit(label, label.get_rect(center=chip.center))

    def _dashed(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(self._wasteland_sprite(rect.size), rect)

    # tray
    def _draw_tray(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        rect = self.tray_rect
        panel(surface, rect, radius=self.px(12), alpha=235, shadow_blur=self.px(8))
        title = _t("tray.bids" if obs.phase == "pick" else "tray.discard", ctx.lang)
        blit_text(surface, ctx.fonts, title, 14, (rect.x + self.px(12), rect.y + self.px(8)), GOLD, bold=True)
        for r, ref in self.tray:
            card_id = ref.split(":", 1)[1]
            legal = ref in ctx.highlighted
            radius = max(3, r.width // 16)
            surface.blit(self.faces.get(self, card_id, r.size, ctx, force=True), r)
            if not legal:
                self._fill(surface, r, (0, 0, 0, 100), radius)

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
        app.frame([], 0.016)
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
            app.update(0.016)
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
