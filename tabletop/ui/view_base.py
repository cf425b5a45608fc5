"""The interface between the generic table scene and a game's `view.py`.

A game's view draws an observation (never the full state) and answers which `ref` lies
under a point. The table scene owns everything else: legal-action highlighting, clicks,
choosers, the action bar, the log, the prompt line, bots, undo and saving.

Per frame the table calls, in this order:
    view.sync(observation, ctx)      only when the observation changed (start animations)
    view.layout(rect, observation)   when the observation or the table area changed
    view.draw(surface, observation, ctx)
(a view with `layered = True` gets `draw_static` into a cached layer, redrawn only when the
state, hover, highlights or `static_key` change, and `draw_dynamic` every frame instead).
and, for input, `view.handle_input(event, ctx)` (first refusal), `view.ref_at(pos)` and
`view.hover_card(ref)`.

A game module `tabletop/games/<id>/view/table.py` exposes `View`, a `GameView` subclass.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import pygame

from tabletop.engine.contract import Action, Event, Game, State
from tabletop.engine.registry import game_part
from tabletop.ui.decor import card_back, plain_face
from tabletop.ui.preview import ActionPreview, preview_action
from tabletop.ui.theme import Fonts, Theme


@dataclass
class ViewContext:
    """What a view needs to draw, besides the observation itself."""

    game: Game
    viewer: int | None  # the seat whose observation is drawn (None: spectator)
    names: Sequence[str]  # seat names in seat order
    lang: str  # "en" or "es"
    theme: Theme  # palette + seat colours
    fonts: Fonts  # bundled fonts, scaled; fonts.text(...) caches rendered text
    cards: Any = None  # the game's CardRenderer (tabletop.ui.cardface), or None
    time: float = 0.0  # seconds since the app started (for animations)
    scale: float = 1.0  # UI scale (1.0 at 1600x900, 100 %)
    highlighted: frozenset[str] = frozenset()  # refs of legal actions (they glow)
    hovered: str | None = None  # ref under the mouse
    selected: str | None = None  # ref whose chooser is open / keyboard focus
    to_move: int | None = None  # seat deciding now
    bots: Sequence[bool] = ()  # per seat: True for a bot
    thinking: int | None = None  # seat whose bot is thinking now
    recent: Mapping[str, float] = field(default_factory=dict)  # ref -> time it was last acted on
    anim_speed: float = 1.0  # multiplier for animation speed; 0 means no animation
    clock_left: float | None = None  # seconds left on the phase clock (Game.clock), None without one

    def px(self, points: float) -> int:
        """A design size in pixels at the current scale."""
        return max(1, int(round(points * self.scale)))

    def anim(self, started: float, duration: float) -> float:
        """Progress 0..1 of an animation that started at `started` (1 when animations are off)."""
        if self.anim_speed <= 0 or duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.time - started) * self.anim_speed / duration))


class GameView:
    """Base class of a game's table drawing. Subclasses override layout/draw/hover_card."""

    #: the scale the window alone gives (the table sets it before each layout): cards are sized by it, so a larger
    #: interface size grows the letters and never shrinks the cards; None: the view's own `scale` (views drawn alone)
    room_scale: float | None = None

    def __init__(self, game: Game):
        self.game = game
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: hit regions from the last layout, later entries on top: (rect, ref)
        self.hits: list[tuple[pygame.Rect, str]] = []
        self._fallback_cards: dict = {}

    def room(self, points: float) -> int:
        """A design size in pixels at the window's scale (`room_scale`): for the room cards take."""
        scale = self.room_scale if self.room_scale is not None else getattr(self, "scale", 1.0)
        return max(1, int(round(points * scale)))

    # --- to override --------------------------------------------------------------
    def layout(self, rect: pygame.Rect, observation: State) -> None:
        """Place everything inside `rect` and record the clickable regions in `self.hits`."""
        self.rect = pygame.Rect(rect)
        self.hits = []

    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Draw the observation. Must not change game state."""

    #: a layered view splits `draw` into `draw_static` (cached by the table until something changes)
    #: and `draw_dynamic` (every frame: glows, moving cards); `static_key` tells the table when the
    #: static picture changed by itself (an animation started or ended)
    layered = False
    #: what the view animates by itself, so tabletop.ui.motion leaves it alone: "slides" (cards moving
    #: between zones) and/or "floats" (numbers gained or lost)
    own_motion: frozenset[str] = frozenset()

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The part of the picture that does not depend on ctx.time (layered views)."""
        self.draw(surface, observation, ctx)

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The part that moves by itself (layered views)."""

    def draw_tips(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Tips over everything the table draws on the view (the acting seat's outline, slides): none by default."""

    def static_key(self, ctx: ViewContext) -> Any:
        """A value that changes whenever draw_static would draw something different for the same state."""
        return None

    def static_parts(self, observation: State, ctx: ViewContext) -> Mapping[Any, tuple[pygame.Rect, Any]] | None:
        """The static picture's parts (layered views, after `layout`): by name, the rectangle each paints in (its
        shadows included) and a key of what it shows, which changes whenever its pixels would. Together they must
        cover everything `draw_static` paints; the table then paints again only the parts that changed
        (`tabletop.ui.layer_parts`). None: the whole picture is painted at every change."""
        return None

    #: optional, layered views: ``static_hover(ctx) -> ref | None``, the hovered ref as the cached layer
    #: should see it. A view that draws the hover in `draw_dynamic` returns None, so moving the mouse
    #: never redraws the layer; without the method the layer is drawn (and cached) per hovered ref.

    def hover_card(self, ref: str | None) -> str | None:
        """The card id shown large when `ref` is hovered, or None."""
        return None

    def sync(self, observation: State, ctx: ViewContext) -> None:
        """The observation changed (an action was played, undone or loaded): start animations."""

    def on_events(self, events: Sequence[Event], ctx: ViewContext) -> None:
        """Events of the action just played (for effects such as damage numbers)."""

    def reset(self) -> None:
        """Forget animations (after undo or load)."""

    def handle_input(self, event: pygame.event.Event, ctx: ViewContext) -> bool:
        """A chance to use mouse, wheel and key events first (pan, zoom...); True when used.

        The table keeps its own keys (Esc, Enter, Space, Tab, F1, Ctrl+...) and the wheel over
        the log; a click the view does not use goes on to choose a glowing ref.
        """
        return False

    def preview(self, observation: State, action: Action, ctx: ViewContext) -> ActionPreview:
        """What hovering `action`'s button shows: refs to outline, headline numbers that would change."""
        result = preview_action(ctx.game, observation, action)
        seats = result.targets | {seat for seat, _before, _after in result.changes}
        touched = {ref for seat in seats for ref in self.seat_refs(seat)}
        return ActionPreview(result.refs | touched, result.changes, result.targets) if touched else result

    def preview_keep_out(self) -> list[pygame.Rect]:
        """Places a card shown large (the hover preview) must not cover, as it never covers a glowing ref: the
        scores, say."""
        return []

    def seat_refs(self, seat: int) -> list[str]:
        """The refs that stand for `seat` on the table (its mage, its panel), outlined when a preview changes it."""
        return []

    def offered_with(self, ref: str) -> tuple[str, ...]:
        """Other refs whose actions a click on `ref` offers too (ECG: a troop's abilities with its maneuvers)."""
        return ()

    def kept_clear(self) -> list[pygame.Rect]:
        """Parts of the table a card shown large should not cover when it can go elsewhere (ECG: the opponent's
        court)."""
        return []

    def busy(self, ctx: ViewContext) -> bool:
        """True while an animation should hold the next bot move back."""
        return False

    def settling(self, ctx: ViewContext) -> bool:
        """True while what just happened is still being shown (a hot-seat curtain and the results wait)."""
        return self.busy(ctx)

    def refs_of_event(self, event: Event) -> set[str]:
        """The refs on the table that a log event names (outlined while its log entry is hovered).

        The default matches the event's params against the refs laid out now: a seat param
        (`seat`, `target`, `caster`, `*_seat`...) names two-part refs such as `mage:1`; a
        card or monster id, or an `[x, y]` position (as "x,y"), names any ref with that part.
        """
        seats, words = event_words(event.params)
        found = set()
        for _rect, ref in self.hits:
            parts = ref.split(":")
            if len(parts) == 2 and parts[1].isdigit() and int(parts[1]) in seats:
                found.add(ref)
            elif any(part in words for part in parts[1:]):
                found.add(ref)
        return found

    # --- shared helpers -----------------------------------------------------------
    def ref_at(self, pos: tuple[int, int]) -> str | None:
        """The ref under `pos` (topmost first), or None."""
        for rect, ref in reversed(self.hits):
            if rect.collidepoint(pos):
                return ref
        return None

    def card_image(self, card_id: str | None, size: tuple[int, int], ctx: ViewContext,
                   back: bool = False) -> pygame.Surface:
        """A card face (or back) from the card renderer, or a plain fallback."""
        size = (max(8, int(size[0])), max(8, int(size[1])))
        if ctx.cards is not None:
            try:
                return ctx.cards.render(card_id or "", size=size, lang=ctx.lang, back=back or card_id is None)
            except Exception:  # noqa: BLE001 - unknown id or renderer problem: fall back
                pass
        if back or card_id is None:
            return card_back(size)
        return self.fallback_face(card_id, size)

    def fallback_face(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        """A plain readable face when no card renderer is available."""
        return plain_face(card_id.replace("_", " ").title(), (), size)


class GenericView(GameView):
    """The view for games without a view module: seats across the top, legal refs as tiles."""

    def __init__(self, game: Game):
        super().__init__(game)
        self.tiles: list[tuple[pygame.Rect, str]] = []
        self._refs: list[str] = []

    def set_refs(self, refs: Sequence[str]) -> None:
        """The refs to show as tiles (the table passes the legal refs)."""
        self._refs = sorted(set(refs))

    def layout(self, rect: pygame.Rect, observation: State) -> None:
        super().layout(rect, observation)
        cols = max(1, min(6, len(self._refs)))
        tile_w = min(220, max(120, rect.width // (cols + 1)))
        tile_h = tile_w // 2
        gap = 16
        total_w = cols * tile_w + (cols - 1) * gap
        x0 = rect.centerx - total_w // 2
        y0 = rect.y + rect.height // 3
        self.tiles = []
        for i, ref in enumerate(self._refs):
            r = pygame.Rect(x0 + (i % cols) * (tile_w + gap), y0 + (i // cols) * (tile_h + gap), tile_w, tile_h)
            self.tiles.append((r, ref))
        self.hits = list(self.tiles)

    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        from tabletop.ui.theme import CREAM, blit_text, draw_glow, fit_lines, fit_text, panel, seat_badge
        n = getattr(observation, "num_seats", len(ctx.names))
        if n:
            width = self.rect.width // n
            for seat in range(n):
                box = pygame.Rect(self.rect.x + seat * width + 12, self.rect.y + 12, width - 24, ctx.px(64))
                panel(surface, box, radius=ctx.px(12), alpha=170)
                seat_badge(surface, ctx.fonts, seat, (box.x + ctx.px(32), box.centery), ctx.px(18),
                           ring=seat == ctx.to_move)
                name = ctx.names[seat] if seat < len(ctx.names) else f"#{seat + 1}"
                blit_text(surface, ctx.fonts, fit_text(ctx.fonts, name, 18, box.width - ctx.px(70), True), 18,
                          (box.x + ctx.px(60), box.centery), CREAM, anchor="midleft", bold=True)
        for rect, ref in self.tiles:
            if ref in ctx.highlighted:
                draw_glow(surface, rect, ctx.px(10), ctx.time)
            panel(surface, rect, radius=ctx.px(10), alpha=230, colour=(40, 52, 46) if ref != ctx.hovered else (70, 80, 60))
            lines = fit_lines(ctx.fonts, ref.replace(":", ": ").replace("_", " "), 15, rect.width - 16, 3)
            step = ctx.fonts.get(15).get_linesize()
            top = rect.centery - step * (len(lines) - 1) // 2
            for k, line in enumerate(lines):
                blit_text(surface, ctx.fonts, line, 15, (rect.centerx, top + k * step), CREAM, anchor="center")


def load_view(game: Game) -> GameView:
    """The game's own view (its registry part `view`: the `View` of `tabletop.games.<id>.view.table`), or the generic one."""
    module = game_part(game.info.id, "view")
    view_class = getattr(module, "View", None)
    if view_class is None:
        return GenericView(game)
    return view_class(game)


SEAT_PARAMS = ("seat", "target", "caster", "winner", "winners", "seats")


def event_words(params: Mapping[str, Any]) -> tuple[set[int], set[str]]:
    """The seats and the words (ids, "x,y" positions) an event's params name."""
    seats: set[int] = set()
    words: set[str] = set()

    def walk(key: str, value: Any) -> None:
        if isinstance(value, bool):
            return
        if isinstance(value, int):
            if key in SEAT_PARAMS or key.endswith("_seat"):
                seats.add(value)
        elif isinstance(value, str):
            words.add(value)
        elif isinstance(value, (list, tuple)):
            seat_list = key in SEAT_PARAMS or key.endswith("_seat")
            if not seat_list and len(value) == 2 and all(isinstance(v, int) and not isinstance(v, bool)
                                                         for v in value):
                words.add(f"{value[0]},{value[1]}")
            else:
                for item in value:
                    walk(key, item)
        elif isinstance(value, Mapping):
            for item in value.values():
                walk(key, item)

    for key, value in params.items():
        walk(key, value)
    return seats, words
