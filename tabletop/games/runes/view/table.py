"""The Duelo de Runas table: mages' mats with fanned spell sequences, life dice, effect badges,
monsters, deck and discard, the phase track, and your hand. Draws observations only.

Refs (as the rules name them): `hand:<card>`, `seq:<seat>:<card>`, `mage:<seat>`,
`monster:<id>`; for hovering only: `commit:<seat>`, `discard:<card>`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Sequence

import pygame

from tabletop.engine.contract import Event, State
from tabletop.games.runes.rules.cards import ACTIVATION
from tabletop.games.runes.rules.explain import mark_words, suit_spell_groups
from tabletop.games.runes.rules.messages import card_name, monster_name, spell_name
from tabletop.games.runes.rules.model import HIDDEN
from tabletop.games.runes.rules.spells import SPELLS
from tabletop.games.runes.view.badges import BADGE_PT, badges_of, draw_tip, place_badges
from tabletop.games.runes.view.view_words import t as words
from tabletop.ui.cards import short_text, whole_caption
from tabletop.ui.theme import (CREAM, DIM, FLOAT_BACK, FLOAT_BACK_ALPHA, GLOW, GOLD, MUTED, blit_text, draw_glow,
                               draw_shadow, felt_background, fill_for_text, fit_text, mix, panel, seat_badge,
                               seat_colour, shrink_to_fit)
from tabletop.ui.view_base import GameView, ViewContext
from tabletop.ui.zone_cache import ZoneCache

SUIT_COLOURS = {
    "moons": (63, 84, 163), "suns": (216, 154, 28), "waves": (23, 134, 154),
    "leaves": (77, 138, 44), "wyrms": (173, 49, 49), "knots": (116, 75, 148),
}
SUIT_ICONS = {"moons": "moon", "suns": "sun", "waves": "wave", "leaves": "leaf", "wyrms": "wyrm", "knots": "knot"}
MONSTER_ICONS = {"troll": "earth", "fire_elemental": "fire", "ice_elemental": "water"}
DAMAGE_SPELLS = {"fireball", "ice_ray", "hit", "lightning_bolt", "drain"}
ASPECT = 63 / 88
STEP = 0.36  # how much of each earlier card stays visible in a sequence (fraction of a card width)
REVEAL_TIME = 0.55
FLIP_TIME = 0.4
DRAW_TIME = 0.35
FLOAT_TIME = 1.8
MAT_MARGIN = 20  # design points around a mat that its panel's and cards' shadows may darken (kept with its pixels)
STACK_DEPTH, STACK_STEP = 4, 2  # the deck is drawn as up to 5 backs, each this many pixels up and left
LABEL_ROOM = 17  # design pixels under the deck and the discard pile for their labels
DECK_LEAST = 50  # pixels: the deck's card is at least this tall
RANK_BAND = 0.14  # a card's rank stands above this fraction of its height (card_data/runes/layout.yaml): no caption

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def suit_icon(suit: str, px: int, colour=(255, 255, 255)) -> pygame.Surface:
    """A rune icon from the card renderer's icon set (a lettered disc if that is unavailable)."""
    try:
        from tabletop.ui.cards.icons import icon
        return icon(SUIT_ICONS.get(suit, suit), px, colour)
    except Exception:  # noqa: BLE001
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        pygame.draw.circle(surf, colour, (px // 2, px // 2), px // 2)
        return surf


FLOAT_DAMAGE = (255, 120, 100)
FLOAT_HEAL = (140, 230, 140)
FLOAT_POISON = (200, 140, 240)


def float_colour(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The floating name of a spell: its rune's colour, lightened to read on the dark pill."""
    return mix(colour, (255, 255, 255), 0.5)


def effect_colour(kind: str) -> tuple[int, int, int]:
    """Badge colour of an effect: the colour of its spell's activation rune."""
    spell = SPELLS.get(kind)
    if spell is not None:
        return SUIT_COLOURS[spell.phase]
    return SUIT_COLOURS["knots"]


def excuse_place(obs: Any) -> int | None:
    """The Excuse's place in the deck, counted from the top (1 = the next card drawn), or None when it is not in it."""
    return next((k + 1 for k, c in enumerate(obs.deck) if c != HIDDEN), None)


@lru_cache(maxsize=512)
def caption_groups(suits: tuple[str, ...], phase: str, lang: str,
                   advanced: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words a card with `suits` shows in `phase`: one phrase per suit, short and with the runes named."""
    return (tuple(suit_spell_groups(suits, phase, lang, advanced)),
            tuple(suit_spell_groups(suits, phase, lang, advanced, with_runes=True)))


def ease(p: float) -> float:
    """Ease-out cubic."""
    return 1 - (1 - p) ** 3


#: the five cards the main menu fans out as decoration (the first game that names some is shown)
MENU_CARDS = ("bard", "ace_moons", "harvest", "pact", "windfall")


@dataclass
class Mat:
    """Where one mage's things go."""

    seat: int
    rect: pygame.Rect
    wide: bool
    header: pygame.Rect = field(default_factory=pygame.Rect)
    name_pos: tuple[int, int] = (0, 0)
    life_rect: pygame.Rect = field(default_factory=pygame.Rect)
    effects_rect: pygame.Rect = field(default_factory=pygame.Rect)
    fan_below: bool = False  # a narrow mat whose name needs the header row: the hand fan goes to the effects row
    seq: list[tuple[pygame.Rect, str, bool]] = field(default_factory=list)
    seq_origin: pygame.Rect = field(default_factory=pygame.Rect)
    commit_rect: pygame.Rect = field(default_factory=pygame.Rect)
    monsters: list[tuple[pygame.Rect, dict]] = field(default_factory=list)
    card_size: tuple[int, int] = (0, 0)


class View(GameView):
    """Draws a Rune Duel observation."""
    own_motion = frozenset({"slides", "floats"})  # tabletop.ui.motion adds the rest

    def __init__(self, game):
        super().__init__(game)
        self.viewer: int | None = None
        self.me = 0
        self.mats: dict[int, Mat] = {}
        self.hand: list[tuple[pygame.Rect, str]] = []
        self.hand_area = pygame.Rect(0, 0, 0, 0)
        self.band = pygame.Rect(0, 0, 0, 0)
        self.deck_rect = pygame.Rect(0, 0, 0, 0)
        self.discard_rect = pygame.Rect(0, 0, 0, 0)
        self.track_rect = pygame.Rect(0, 0, 0, 0)
        self.labels: list[pygame.Rect] = []  # where the deck's and the discard pile's labels were drawn
        self.tip: pygame.Rect | None = None  # the deck's tip, while the deck is hovered
        self.mark_box: pygame.Rect | None = None  # the tip of the mark under the mouse (a badge, the haste round)
        self.pointer: tuple[int, int] | None = None  # the mouse, for the marks' tips
        self.haste_rect: pygame.Rect | None = None  # the haste round's marker on the phase track, when shown
        self.scale = 1.0
        self.anims: dict[tuple, tuple[str, float]] = {}
        self.floaters: list[tuple[str, tuple, Any, float]] = []
        self._prev_seq: dict[int, list[tuple[str, bool]]] | None = None
        self._prev_hand: list[str] | None = None
        self._now = 0.0
        self.spell_phase: tuple[str, bool] = ("commit", False)
        self.zones = ZoneCache()  # the mats, painted again only when what they show changes
        self._rings: dict[tuple, pygame.Surface] = {}  # the fading rings round what was just acted on, by size

    # --- animation bookkeeping ----------------------------------------------------
    def sync(self, observation: State, ctx: ViewContext) -> None:
        """Start reveal, flip and draw animations for what changed since the last observation."""
        obs: Any = observation
        handover = self.viewer is not None and ctx.viewer is not None and ctx.viewer != self.viewer
        self.viewer = ctx.viewer
        self.scale = ctx.scale
        self._now = ctx.time
        if handover and ctx.anim_speed > 0 and obs.phase != "commit":
            self._replay_reveal(obs, ctx)
        seqs = {s: [(c["card"], bool(c["face_down"])) for c in obs.sequences[s]] for s in range(obs.num_seats)}
        if self._prev_seq is not None and ctx.anim_speed > 0:
            order = 0
            for s, cards in seqs.items():
                before = dict(self._prev_seq.get(s, []))
                for card_id, down in cards:
                    if card_id not in before:
                        self.anims[("seq", s, card_id)] = ("reveal", ctx.time + 0.12 * order)
                        order += 1
                    elif before[card_id] != down:
                        self.anims[("seq", s, card_id)] = ("flip", ctx.time)
            hand = obs.hands[self.viewer] if self.viewer is not None else []
            if self._prev_hand is not None:
                for k, card_id in enumerate(c for c in hand if c not in self._prev_hand and c != HIDDEN):
                    self.anims[("hand", card_id)] = ("draw", ctx.time + 0.1 * k)
        self._prev_seq = seqs
        self._prev_hand = list(obs.hands[self.viewer]) if self.viewer is not None else []

    def _replay_reveal(self, obs: Any, ctx: ViewContext) -> None:
        """Hot-seat: the player arriving after the curtain sees this round's reveal too."""
        order = 0
        for seat, card_id in enumerate(obs.last_revealed):
            if card_id and any(c["card"] == card_id for c in obs.sequences[seat]):
                self.anims[("seq", seat, card_id)] = ("reveal", ctx.time + 0.12 * order)
                order += 1

    def on_events(self, events: Sequence[Event], ctx: ViewContext) -> None:
        """Floating numbers for spells, attacks and poison."""
        if ctx.anim_speed <= 0:
            return
        for k, event in enumerate(events):
            p = event.params
            start = ctx.time + 0.25 * k
            if event.key == "spell":
                spell, target, amount = p.get("spell", ""), p.get("target"), p.get("amount", 0)
                name = spell_name(spell, ctx.lang)
                colour = effect_colour(spell)
                if p.get("outcome") not in (None, "done"):
                    self.floaters.append((f"{name}: {words('blocked', ctx.lang)}", MUTED, target, start))
                elif spell in DAMAGE_SPELLS and amount:
                    self.floaters.append((f"{name} −{amount}", FLOAT_DAMAGE, target, start))
                    if spell == "drain" and p.get("gain"):
                        self.floaters.append((f"+{p['gain']}", FLOAT_HEAL, p.get("caster"), start))
                elif spell == "heal" and amount:
                    self.floaters.append((f"{name} +{amount}", FLOAT_HEAL, target, start))
                else:
                    self.floaters.append((name, float_colour(colour), target, start))
            elif event.key == "monster_attack" and p.get("amount"):
                self.floaters.append((f"−{p['amount']}", FLOAT_DAMAGE, p.get("target"), start))
            elif event.key == "poison" and p.get("amount"):
                self.floaters.append((f"−{p['amount']}", FLOAT_POISON, p.get("seat"), start))
        self.floaters = self.floaters[-12:]

    def reset(self) -> None:
        """Forget animations (undo, load, change of viewer)."""
        self.anims.clear()
        self.floaters.clear()
        self._prev_seq = None
        self._prev_hand = None

    def busy(self, ctx: ViewContext) -> bool:
        """True while cards are still being revealed or flipped."""
        for kind, start in self.anims.values():
            if kind in ("reveal", "flip") and ctx.anim(start, REVEAL_TIME) < 1:
                return True
        return False

    def settling(self, ctx: ViewContext) -> bool:
        """Reveals, flips, or a floating number (damage, healing) not yet read."""
        speed = max(0.25, ctx.anim_speed)
        return self.busy(ctx) or any((ctx.time - start) * speed < FLOAT_TIME * 0.6 for *_, start in self.floaters)

    # --- layout -------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, observation: State) -> None:
        """Mats for every mage (opponents on top, you above your hand), the middle band, the hand."""
        super().layout(rect, observation)
        obs: Any = observation
        n = obs.num_seats
        self.spell_phase = (obs.phase, bool(obs.options.get("advanced")))
        self.me = self.viewer if self.viewer is not None else 0
        pad = max(6, int(rect.height * 0.012))
        # the hand follows the window (as much as at 100 % on a 1600x900 window per point), up to 45 %
        hand_h = int(min(rect.height * (0.45 if n == 2 else 0.36), self.room(232 if n == 2 else 210)))
        band_h = int(rect.height * 0.1)
        # a small window: the deck stays a card one can see (it was 30 px tall at 1280x720); the mats give the room
        band_h = max(band_h, DECK_LEAST + pad + self.room(LABEL_ROOM) + 1 + STACK_DEPTH * STACK_STEP)
        mats_h = rect.height - hand_h - band_h - pad
        row_h = mats_h // 2
        others = [s for s in range(n) if s != self.me]
        self.mats = {}
        top = pygame.Rect(rect.x, rect.y + pad, rect.width, row_h - pad)
        width = top.width // max(1, len(others))
        for k, seat in enumerate(others):
            r = pygame.Rect(top.x + k * width, top.y, width - (pad if k < len(others) - 1 else 0), top.height)
            self.mats[seat] = self._layout_mat(seat, r, obs, pad)
        self.band = pygame.Rect(rect.x, top.bottom + pad, rect.width, band_h - pad)
        mine = pygame.Rect(rect.x, self.band.bottom + pad, rect.width, row_h - pad)
        self.mats[self.me] = self._layout_mat(self.me, mine, obs, pad)
        self.hand_area = pygame.Rect(rect.x, mine.bottom + pad, rect.width, rect.bottom - mine.bottom - pad)
        self._layout_band(obs, pad)
        self._layout_hand(obs, pad)
        # hit regions, lowest first
        for mat in self.mats.values():
            self.hits.append((mat.rect, f"mage:{mat.seat}"))
            for r, m in mat.monsters:
                self.hits.append((r, f"monster:{m['id']}"))
            for r, card_id, _down in mat.seq:
                self.hits.append((r, f"seq:{mat.seat}:{card_id}"))
            self.hits.append((mat.commit_rect, f"commit:{mat.seat}"))
        self.hits.append((self.deck_rect, "pile:deck"))
        if obs.discard:
            self.hits.append((self.discard_rect, f"discard:{obs.discard[-1]}"))
        for r, card_id in self.hand:
            self.hits.append((r, f"hand:{card_id}"))

    def _layout_mat(self, seat: int, rect: pygame.Rect, obs: Any, pad: int) -> Mat:
        wide = rect.width > rect.height * 3.2
        mat = Mat(seat, rect, wide)
        s = self.scale
        if wide:
            hw = max(int(190 * s), min(int(260 * s), rect.width // 5))
            mat.header = pygame.Rect(rect.x + pad * 2, rect.y + pad, hw, rect.height - 2 * pad)
            body = pygame.Rect(mat.header.right + pad, rect.y + pad, rect.right - mat.header.right - 2 * pad,
                               rect.height - 2 * pad)
            mat.name_pos = (mat.header.x, mat.header.y + int(4 * s))
            die = int(min(44 * s, mat.header.height * 0.3))
            mat.life_rect = pygame.Rect(mat.header.x + int(2 * s), mat.header.y + int(40 * s), die, die)
            top = mat.life_rect.bottom + int(12 * s)
            mat.effects_rect = pygame.Rect(mat.header.x, top, hw, mat.header.bottom - top)
        else:
            hh = int(72 * s)
            mat.header = pygame.Rect(rect.x + pad * 2, rect.y + pad, rect.width - 3 * pad, hh)
            body = pygame.Rect(rect.x + pad, mat.header.bottom + pad // 2, rect.width - 2 * pad,
                               rect.bottom - mat.header.bottom - pad - pad // 2)
            mat.name_pos = (mat.header.x, mat.header.y + int(2 * s))
            die = int(32 * s)
            mat.life_rect = pygame.Rect(mat.header.right - die - int(4 * s), mat.header.y + int(2 * s), die, die)
            mat.effects_rect = pygame.Rect(mat.header.x, mat.header.y + int(40 * s), mat.header.width, int(28 * s))
        monsters = [m for m in obs.monsters if m["owner"] == seat]
        mon_w = int(body.width * 0.2) if monsters or obs.options.get("advanced") else 0
        ch = body.height
        cw = int(ch * ASPECT)
        gap = pad * 2
        needed = cw * (1 + 4 * STEP) + gap + cw + (gap + mon_w if mon_w else 0)
        if needed > body.width:
            factor = body.width / needed
            ch, cw = int(ch * factor), int(cw * factor)
            needed = body.width
        mat.card_size = (cw, ch)
        y = body.y + (body.height - ch) // 2
        x = body.x + max(0, int(body.width - needed) // 2)
        step = int(cw * STEP)
        mat.seq_origin = pygame.Rect(x, y, cw, ch)
        for k, c in enumerate(obs.sequences[seat]):
            mat.seq.append((pygame.Rect(x + k * step, y, cw, ch), c["card"], bool(c["face_down"])))
        mat.commit_rect = pygame.Rect(x + cw + 4 * step + gap, y, cw, ch)
        if mon_w:
            mx = mat.commit_rect.right + gap
            mh = min(int(ch * 0.3), max(1, (ch - pad) // max(1, len(monsters))))
            for k, m in enumerate(monsters[:4]):
                mat.monsters.append((pygame.Rect(mx, y + k * (mh + pad // 2), mon_w, mh), m))
        return mat

    def _layout_band(self, obs: Any, pad: int) -> None:
        """Deck and discard pile with their labels under them (inside the band), then the phase track."""
        band = self.band
        top = band.y + 1 + STACK_DEPTH * STACK_STEP  # the deck's stack rises this much above its rect
        ch = band.bottom - self.room(LABEL_ROOM) - top  # the window sizes the cards, never the interface size
        cw = int(ch * ASPECT)
        self.deck_rect = pygame.Rect(band.x + pad * 2, top, cw, ch)
        apart = max(int(cw * 1.9), self._px(84))  # between the two piles' centres: room for both labels
        self.discard_rect = pygame.Rect(self.deck_rect.x + apart, top, cw, ch)
        x = self.discard_rect.right + int(cw * 1.1)
        self.track_rect = pygame.Rect(x, band.y, band.right - x - pad, band.height)

    def _layout_hand(self, obs: Any, pad: int) -> None:
        self.hand = []
        area = self.hand_area
        if self.viewer is None:
            return
        cards = obs.hands[self.viewer]
        if not cards:
            return
        ch = int(area.height * 0.84)
        cw = int(ch * ASPECT)
        count = len(cards)
        step = min(int(cw * 1.08), (area.width * 7 // 10 - cw) // max(1, count - 1)) if count > 1 else cw
        total = cw + step * (count - 1)
        x0 = area.centerx - total // 2
        half = max(1.0, (count - 1) / 2)
        for k, card_id in enumerate(cards):
            arc = ((k - (count - 1) / 2) / half) ** 2 * area.height * 0.05
            top = area.y + int(area.height * 0.1) + int(arc)
            self.hand.append((pygame.Rect(x0 + k * step, top, cw, ch), card_id))

    # --- drawing --------------------------------------------------------------------
    def seat_refs(self, seat: int) -> list[str]:
        """A mage's mat stands for its seat."""
        return [f"mage:{seat}"]

    def hover_card(self, ref: str | None) -> str | None:
        """Cards under the mouse, shown large by the table."""
        if not ref:
            return None
        kind, _, rest = ref.partition(":")
        if kind == "hand":
            return rest if any(card_id == rest for _r, card_id in self.hand) else None
        if kind == "discard":
            return rest if rest != HIDDEN else None
        if kind == "seq":
            card_id = rest.split(":", 1)[1]
            for mat in self.mats.values():
                for _r, cid, down in mat.seq:
                    if cid == card_id:
                        return None if down else cid
        return None

    layered = True

    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The whole table."""
        self.draw_static(surface, observation, ctx)
        self.draw_dynamic(surface, observation, ctx)

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Everything that does not move by itself (the table caches it between changes)."""
        obs: Any = observation
        self.zones.draw_with_margins(surface, [(mat.seat, mat.rect, self._zone_key(obs, ctx, mat),
                                                lambda mat=mat: self._draw_mat(surface, obs, ctx, mat))
                                               for mat in self.mats.values()],
                                     self._margin(), self._shared_key(ctx))
        clip = surface.get_clip()
        if clip.colliderect(self._band_place()):  # else the table repaints a piece of its layer the band is not in
            self._draw_band(surface, obs, ctx)
        if clip.colliderect(self._hand_place(ctx)):
            self._draw_hand(surface, obs, ctx)

    def _band_place(self) -> pygame.Rect:
        """Where the band paints (deck, discard, phase track), shadows included."""
        margin = self._margin()
        return self.band.inflate(2 * margin, 2 * margin)

    def _hand_place(self, ctx: ViewContext) -> pygame.Rect:
        """Where the hand paints: its area, a lifted card and their shadows."""
        margin = self._margin()
        lifted = [self._hand_rect(rect, f"hand:{card_id}", ctx) for rect, card_id in self.hand]
        return self.hand_area.unionall(lifted).inflate(2 * margin, 2 * margin)

    def _shared_key(self, ctx: ViewContext) -> tuple:
        """What every part of the static picture shows: the mats' places, the viewer, language, scale, card
        renderer and the glowing ref under the mouse or the focus (not the phase: a part names the captions it
        shows, so a phase change repaints only the cards whose words change)."""
        return (tuple(tuple(mat.rect) for mat in self.mats.values()), ctx.viewer, ctx.lang, ctx.scale,
                id(ctx.cards), frozenset({ctx.hovered, ctx.selected} & ctx.highlighted))

    def _margin(self) -> int:
        """How far a part's shadows fall outside it."""
        return max(MAT_MARGIN, self._px(MAT_MARGIN))

    def static_parts(self, observation: State, ctx: ViewContext) -> dict:
        """The mats, the band (deck, discard, phase track) and the hand, each with the margin its shadows take."""
        obs: Any = observation
        shared, margin = self._shared_key(ctx), self._margin()
        parts: dict = {("mat", mat.seat): (mat.rect.inflate(2 * margin, 2 * margin), (shared, self._mat_key(obs, ctx, mat)))
                       for mat in self.mats.values()}
        for mat in self.mats.values():  # a phase change rewords the captions: only the cards under them repaint
            for rect, groups in self._mat_captions(obs, ctx, mat):
                parts[("caption", mat.seat, tuple(rect))] = (rect, (shared, groups))
            for k, (rect, mark) in enumerate(self._mat_marks(obs, ctx, mat)):  # whose turn: its marks only
                parts[("mark", mat.seat, k)] = (rect, (shared, mark))
        band = (len(obs.deck), obs.discard[-1:], len(obs.discard), obs.turn, obs.round, obs.phase,
                bool(obs.options.get("advanced")), excuse_place(obs))
        parts["band"] = (self._band_place(), (shared, band))
        moving = tuple(card_id for _r, card_id in self.hand if self._active(self.anims.get(("hand", card_id)), ctx))
        lit = frozenset(ref for ref in ctx.highlighted if ref.startswith("hand:"))  # a target elsewhere: not the hand
        hand = (tuple((tuple(rect), card_id) for rect, card_id in self.hand), lit, bool(ctx.highlighted), ctx.selected,
                ctx.to_move == ctx.viewer, moving)
        parts["hand"] = (self._hand_place(ctx), (shared, hand))
        return parts

    @staticmethod
    def static_hover(ctx: ViewContext) -> None:
        """The cached layer never shows the hover: `draw_dynamic` draws it (a hover change redraws nothing big)."""
        return None

    def static_key(self, ctx: ViewContext) -> Any:
        """Changes whenever the static picture changes by itself (an animation started or ended)."""
        return tuple(sorted(str(k) for k, anim in self.anims.items() if self._active(anim, ctx)))

    def _active(self, anim: tuple[str, float] | None, ctx: ViewContext) -> bool:
        """True while an animation has not finished."""
        if anim is None:
            return False
        kind, start = anim
        return ctx.anim(start, {"reveal": REVEAL_TIME, "flip": FLIP_TIME}.get(kind, DRAW_TIME)) < 1

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The hover, pulsing glows on legal choices, moving cards, fading rings and floating numbers."""
        self._draw_hover(surface, observation, ctx)
        for mat in self.mats.values():
            ref = f"mage:{mat.seat}"
            if ref in ctx.highlighted:
                draw_glow(surface, mat.rect, self._px(14), ctx.time, strength=1.0 if ctx.hovered == ref else 0.6)
            if ref in ctx.recent:
                self._ring(surface, mat.rect, seat_colour(mat.seat), ctx, ctx.recent[ref])
            for rect, card_id, down in mat.seq:
                ref = f"seq:{mat.seat}:{card_id}"
                anim = self.anims.get(("seq", mat.seat, card_id))
                if self._active(anim, ctx):
                    self._draw_moving(surface, ctx, anim, rect, mat.commit_rect, card_id, down)
                    continue
                if ref in ctx.highlighted:
                    draw_glow(surface, rect, self._px(8), ctx.time)
                if ref in ctx.recent:
                    self._ring(surface, rect, seat_colour(ctx.to_move), ctx, ctx.recent[ref])
            for rect, m in mat.monsters:
                ref = f"monster:{m['id']}"
                if ref in ctx.highlighted:
                    draw_glow(surface, rect, self._px(10), ctx.time)
                if ref in ctx.recent:
                    self._ring(surface, rect, seat_colour(m["owner"]), ctx, ctx.recent[ref])
        for rect, card_id in self.hand:
            ref = f"hand:{card_id}"
            anim = self.anims.get(("hand", card_id))
            if self._active(anim, ctx):
                p = ease(ctx.anim(anim[1], DRAW_TIME))
                start = self.deck_rect
                r = pygame.Rect(int(start.x + (rect.x - start.x) * p), int(start.y + (rect.y - start.y) * p),
                                rect.width, rect.height)
                self._draw_card(surface, ctx, r, card_id, in_hand=True)
            elif ref in ctx.highlighted:
                lifted = ref == ctx.hovered or ref == ctx.selected
                draw_glow(surface, self._hand_rect(rect, ref, ctx), self._px(10), ctx.time,
                          strength=1.0 if lifted else 0.7)
        self._draw_floaters(surface, ctx)
        if ctx.hovered == "pile:deck":
            self._deck_tip(surface, observation, ctx)

    def draw_tips(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """What the mark under the mouse means (a badge, the haste round), over the acting seat's outline."""
        tip = self.mark_tip(observation, ctx)
        self.mark_box = draw_tip(surface, ctx.fonts, self._px, tip[1], tip[0], self.rect) if tip else None

    def _deck_tip(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """Hovering the deck: how many cards it holds, where the Excuse lies and what drawing it does."""
        position = excuse_place(obs)
        text = words("deck_tip", ctx.lang, count=len(obs.deck))
        if position is not None:
            text += " " + words("excuse_tip", ctx.lang, n=position)
        fonts, pt = ctx.fonts, self._text_pt(13, ctx)
        box = pygame.Rect(self.deck_rect.right + self._px(10), self.band.y, 0, self.band.height)
        box.width = self.band.right - box.x
        while True:  # over the phase track, inside the band: no mat (nor its outline) crosses it
            lines = fonts.wrap(text, pt, box.width - self._px(20))
            step = fonts.get(pt).get_linesize()
            if step * len(lines) + self._px(8) <= box.height or pt <= 9:
                break
            pt -= 0.5
        panel(surface, box, radius=self._px(8), alpha=245, border=GOLD, shadow_blur=self._px(6))
        y = box.centery - step * len(lines) // 2
        for k, line in enumerate(lines):
            blit_text(surface, fonts, line, pt, (box.x + self._px(10), y + k * step), CREAM)
        self.tip = box

    def _draw_hover(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """What the hovered ref changes (the cached layer is drawn without it): a lifted hand card, a focus edge."""
        ref = ctx.hovered
        if ref is None or ref == ctx.selected:
            return
        if ref.startswith("hand:"):
            if self.viewer is not None and any(f"hand:{c}" == ref for _r, c in self.hand):
                surface.blit(felt_background(surface.get_size()), self.hand_area, self.hand_area)
                self._draw_hand(surface, obs, ctx)
            return
        if ref not in ctx.highlighted:
            return
        for mat in self.mats.values():
            if ref == f"mage:{mat.seat}":
                pygame.draw.rect(surface, GLOW, mat.rect, width=self._px(2), border_radius=self._px(14))
            for rect, card_id, _down in mat.seq:
                if ref == f"seq:{mat.seat}:{card_id}" and not self._active(self.anims.get(("seq", mat.seat, card_id)),
                                                                          ctx):
                    pygame.draw.rect(surface, GLOW, rect, width=self._px(3), border_radius=self._px(8))
            for rect, m in mat.monsters:
                if ref == f"monster:{m['id']}":
                    pygame.draw.rect(surface, GLOW, rect, width=self._px(2), border_radius=self._px(10))

    def _draw_moving(self, surface, ctx: ViewContext, anim, rect: pygame.Rect, start: pygame.Rect, card_id: str,
                     down: bool) -> None:
        """A card being revealed (slides from the commit slot and flips) or turned face down."""
        kind, began = anim
        if kind == "reveal":
            p = ctx.anim(began, REVEAL_TIME)
            e = ease(p)
            r = pygame.Rect(int(start.x + (rect.x - start.x) * e), int(start.y + (rect.y - start.y) * e),
                            rect.width, rect.height)
            self._draw_card(surface, ctx, r, card_id, back=not (p >= 0.5 and not down),
                            squash=max(0.02, abs(1 - 2 * p)))
        else:
            p = ctx.anim(began, FLIP_TIME)
            show_back = down if p >= 0.5 else not down
            self._draw_card(surface, ctx, rect, card_id, back=show_back, squash=max(0.02, abs(1 - 2 * p)))

    @staticmethod
    def _focused(ref: str, ctx: ViewContext) -> bool:
        """A glowing ref under the mouse or under the keyboard focus (Tab)."""
        return ref in ctx.highlighted and (ref == ctx.hovered or ref == ctx.selected)

    def _hand_rect(self, rect: pygame.Rect, ref: str, ctx: ViewContext) -> pygame.Rect:
        """A hand card's rect, lifted while hovered when it can be played."""
        if ref in ctx.highlighted and (ref == ctx.hovered or ref == ctx.selected):
            return rect.move(0, -int(rect.height * 0.08))
        return rect

    def _px(self, v: float) -> int:
        return max(1, int(v * self.scale))

    def _mat_key(self, obs: Any, ctx: ViewContext, mat: Mat) -> tuple:
        """Everything one mat's picture shows besides the layout and the context all mats share."""
        seat = mat.seat
        waiting = obs.phase == "commit" and any(s["seat"] == seat for s in obs.slots)
        moving = tuple(card_id for _r, card_id, _down in mat.seq if self._active(self.anims.get(("seq", seat, card_id)),
                                                                                  ctx))
        name = ctx.names[seat] if seat < len(ctx.names) else None
        return (seat, tuple(mat.rect), repr(mat.seq), repr(mat.monsters), tuple(mat.commit_rect),
                obs.life[seat], obs.max_life[seat], len(obs.hands[seat]), repr(obs.effects[seat]), obs.shielded[seat],
                obs.countered[seat], obs.played[seat], repr(obs.commits[seat]), waiting, name, moving)

    def _mat_marks(self, obs: Any, ctx: ViewContext, mat: Mat) -> list[tuple[pygame.Rect, tuple]]:
        """The marks of whose turn it is on a mat, each where it paints and what it shows: the panel's edge (four
        strips), the seat badge's ring and the casting tag on the card just played."""
        seat, rect = mat.seat, mat.rect
        acting = ctx.to_move == seat or ctx.thinking == seat or self._pending_caster(obs) == seat
        edge = self._px(14) + 2  # the edge line and its round corners lie within this of the panel's sides
        marks = [(strip, ("edge", acting)) for strip in (
            pygame.Rect(rect.x, rect.y, rect.width, edge), pygame.Rect(rect.x, rect.bottom - edge, rect.width, edge),
            pygame.Rect(rect.x, rect.y, edge, rect.height), pygame.Rect(rect.right - edge, rect.y, edge, rect.height))]
        x, y = mat.name_pos
        r = self._px(13)
        badge = pygame.Rect(0, 0, 2 * r + 6, 2 * r + 6)
        badge.center = (x + r, y + r + self._px(2))
        marks.append((badge, ("badge", ctx.to_move == seat)))
        pending = obs.pending or {}
        rune = pending.get("rune") if pending.get("caster") == seat else None
        for card_rect, card_id, down in mat.seq:
            if card_id == obs.played[seat] and not down:
                disc = pygame.Rect(0, 0, self._px(38) + 6, self._px(38) + 6)
                disc.center = (card_rect.centerx, card_rect.y)
                marks.append((card_rect.inflate(self._px(4) + 4, self._px(4) + 4).union(disc), ("casting", rune)))
        return marks

    def _mat_captions(self, obs: Any, ctx: ViewContext, mat: Mat) -> list[tuple[pygame.Rect, tuple]]:
        """Where a mat's cards show their spells and the words they show in the current phase (its sequence's
        face-up cards not covered by the next, and its choice once face up)."""
        shown = [(rect, card_id) for k, (rect, card_id, down) in enumerate(mat.seq)
                 if not down and not self._covered(mat, k)]
        commit = obs.commits[mat.seat]
        chosen = commit.get("card") if isinstance(commit, dict) else commit
        if chosen not in (None, HIDDEN):
            shown.append((mat.commit_rect, chosen))
        return [(rect, self._spell_groups(ctx, card_id, False)) for rect, card_id in shown]

    def _zone_key(self, obs: Any, ctx: ViewContext, mat: Mat) -> tuple:
        """Everything a mat's kept pixels show: its part's key, its captions' words and its marks."""
        return (self._mat_key(obs, ctx, mat), tuple(groups for _rect, groups in self._mat_captions(obs, ctx, mat)),
                tuple(mark for _rect, mark in self._mat_marks(obs, ctx, mat)))

    @staticmethod
    def _covered(mat: Mat, k: int) -> bool:
        """True when the next card of the sequence leaves card `k` too narrow a strip for its caption."""
        return k + 1 < len(mat.seq) and mat.seq[k + 1][0].x - mat.seq[k][0].x < short_text.MIN_WIDTH

    def _spell_groups(self, ctx: ViewContext, card_id: str, in_hand: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """A card's caption in the current phase (every phase `in_hand`): its short and its fuller words."""
        phase, advanced = self.spell_phase
        if in_hand:
            phase = "commit"
        suits = tuple(ctx.cards.fields(card_id).get("suits", ())) if ctx.cards is not None else ()
        return caption_groups(suits, phase, ctx.lang, advanced)

    def _draw_mat(self, surface: pygame.Surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        seat = mat.seat
        alive = obs.life[seat] > 0
        colour = seat_colour(seat)
        ref = f"mage:{seat}"
        acting = ctx.to_move == seat or ctx.thinking == seat or self._pending_caster(obs) == seat
        panel(surface, mat.rect, radius=self._px(14), alpha=150 if alive else 90,
              colour=mix((16, 24, 21), colour, 0.08), border=colour if acting else (120, 104, 64))
        stripe = pygame.Rect(mat.rect.x + 1, mat.rect.y + self._px(12), self._px(4), mat.rect.height - self._px(24))
        pygame.draw.rect(surface, colour, stripe, border_radius=2)
        if self._focused(ref, ctx):
            pygame.draw.rect(surface, GLOW, mat.rect, width=self._px(2), border_radius=self._px(14))
        self._draw_header(surface, obs, ctx, mat)
        self._draw_sequence(surface, obs, ctx, mat)
        self._draw_commit(surface, obs, ctx, mat)
        for r, m in mat.monsters:
            self._draw_monster(surface, ctx, r, m)
        if not alive:
            veil = pygame.Surface(mat.rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, mat.rect)
            blit_text(surface, ctx.fonts, words("fallen", ctx.lang), 30,
                      mat.rect.center, (230, 160, 150), anchor="center", bold=True, serif=True, shadow=True)

    @staticmethod
    def _pending_caster(obs: Any) -> int | None:
        pending = obs.pending
        return pending.get("caster") if pending else None

    def _ring(self, surface, rect: pygame.Rect, colour, ctx: ViewContext, when: float) -> None:
        age = ctx.time - when
        if age < 0 or age > 2.5:
            return
        alpha = int(255 * max(0.0, 1 - age / 2.5))
        key = (rect.size, tuple(colour), self._px(4), self._px(16))
        layer = self._rings.get(key)
        if layer is None:  # drawn once, faded by its surface alpha: a frame makes no ring the size of a mat
            if len(self._rings) > 32:
                self._rings.clear()
            layer = self._rings[key] = pygame.Surface((rect.width + 8, rect.height + 8), pygame.SRCALPHA)
            pygame.draw.rect(layer, (*colour, 255), layer.get_rect(), width=key[2], border_radius=key[3])
        layer.set_alpha(alpha)
        w, h = layer.get_size()
        band = min(max(key[2], key[3]), w // 2, h // 2)  # the ring and its round corners; inside, nothing to blend
        for area in ((0, 0, w, band), (0, h - band, w, band), (0, band, band, h - 2 * band),
                     (w - band, band, band, h - 2 * band)):
            surface.blit(layer, (rect.x - 4 + area[0], rect.y - 4 + area[1]), area)

    @staticmethod
    def _text_pt(points: float, ctx: ViewContext) -> float:
        """A text size in design points (the fonts apply the UI scale)."""
        return points

    def _draw_header(self, surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        fonts = ctx.fonts
        seat = mat.seat
        x, y = mat.name_pos
        r = self._px(13)
        seat_badge(surface, fonts, seat, (x + r, y + r + self._px(2)), r, ring=ctx.to_move == seat)
        name = ctx.names[seat] if seat < len(ctx.names) else f"#{seat + 1}"
        if seat == ctx.viewer:
            name += f" ({words('you', ctx.lang)})"
        max_w = mat.header.right - (x + 2 * r + self._px(8))
        pt = self._text_pt(17, ctx)
        mat.fan_below = False
        if not mat.wide:
            max_w = self._fan_x(obs, mat, fonts) - (x + 2 * r + self._px(16))
            if seat != ctx.viewer and fonts.get(pt, True).size(name)[0] > max_w:
                mat.fan_below = True  # the name keeps the row; the fan moves down beside the effects
                max_w += self._fan_width(obs, mat)
        pt = shrink_to_fit(fonts, name, pt, max(20, max_w), True, least=0.6)
        blit_text(surface, fonts, fit_text(fonts, name, pt, max(20, max_w), True), pt,
                  (x + 2 * r + self._px(8), y + r + self._px(2)), CREAM, anchor="midleft", bold=True)
        self._draw_life(surface, obs, ctx, mat)
        self._draw_effects(surface, obs, ctx, mat)
        if seat != ctx.viewer:
            self._draw_hand_backs(surface, obs, ctx, mat)

    def _draw_hand_backs(self, surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        """An opponent's hand: a small fan of backs and the count."""
        count = len(obs.hands[mat.seat])
        h = self._px(30)
        w = int(h * ASPECT)
        x = self._fan_x(obs, mat, ctx.fonts)
        y = mat.life_rect.centery - h // 2
        if mat.fan_below:
            x = mat.effects_rect.right - self._fan_width(obs, mat) + self._px(8)
            y = mat.effects_rect.centery - h // 2
        for k in range(count):
            self._draw_card(surface, ctx, pygame.Rect(x + k * self._px(7), y, w, h), None, back=True, shadow=False)
        blit_text(surface, ctx.fonts, str(count), 12, (x + w + max(0, count - 1) * self._px(7) + self._px(6), y + h // 2),
                  MUTED, anchor="midleft", bold=True)

    def _fan_x(self, obs: Any, mat: Mat, fonts=None) -> int:
        """Where an opponent's small hand fan starts (narrow mats: left of the life text and die)."""
        if mat.wide:
            return mat.life_rect.right + self._px(120)
        life_w = fonts.get(13, True).size(self._life_text(obs, mat.seat))[0] if fonts else self._px(60)
        right = mat.life_rect.x - self._px(8) - life_w - self._px(14)
        if mat.seat == self.viewer:
            return right
        return right - self._fan_width(obs, mat)

    def _fan_width(self, obs: Any, mat: Mat) -> int:
        """The width of an opponent's small hand fan with its count."""
        count = len(obs.hands[mat.seat])
        return int(self._px(30) * ASPECT) + max(0, count - 1) * self._px(7) + self._px(22)

    def _draw_life(self, surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        seat = mat.seat
        life, top = obs.life[seat], obs.max_life[seat]
        rect = mat.life_rect
        alive = life > 0
        draw_shadow(surface, rect, self._px(8), self._px(4), (2, 3), 120)
        face = (248, 244, 232) if alive else (120, 120, 120)
        pygame.draw.rect(surface, face, rect, border_radius=max(3, rect.width // 5))
        pygame.draw.rect(surface, (90, 70, 50), rect, width=max(1, rect.width // 22), border_radius=max(3, rect.width // 5))
        if 1 <= life <= 6:
            pip = max(2, rect.width // 10)
            off = rect.width * 0.27
            for dx, dy in PIPS[life]:
                pygame.draw.circle(surface, (170, 30, 40) if life == 1 else (30, 26, 24),
                                   (int(rect.centerx + dx * off), int(rect.centery + dy * off)), pip)
        else:
            blit_text(surface, ctx.fonts, str(life) if alive else "✕", rect.height * 0.42 / ctx.scale,
                      rect.center, (30, 26, 24), anchor="center", bold=True)
        # hearts (or numbers when the die is big)
        x = rect.right + self._px(8)
        if mat.wide:
            rows = 1 if top <= 6 else 2
            per_row = -(-top // rows)
            step = self._px(14 if per_row <= 6 else 12)
            if top <= 12:
                for k in range(top):
                    glyph = "♥" if k < life else "♡"
                    col = (226, 72, 80) if k < life else (120, 110, 100)
                    hy = rect.y + self._px(2) + (k // per_row) * self._px(15)
                    blit_text(surface, ctx.fonts, glyph, 13 if rows == 1 else 11, (x + (k % per_row) * step, hy), col)
            label = f"{max(0, life)} / {top}"
            if rows == 1:
                blit_text(surface, ctx.fonts, label, 12, (x, rect.bottom - self._px(2)), MUTED, anchor="bottomleft")
            else:
                lx = x + (per_row * step if top <= 12 else 0) + self._px(6)
                blit_text(surface, ctx.fonts, label, 12, (lx, rect.centery), MUTED, anchor="midleft")
        else:
            colour = (226, 72, 80) if 0 < life <= top // 3 else CREAM
            blit_text(surface, ctx.fonts, self._life_text(obs, seat), 13, (rect.x - self._px(8), rect.centery),
                      colour, anchor="midright", bold=True)

    @staticmethod
    def _life_text(obs: Any, seat: int) -> str:
        return f"♥ {max(0, obs.life[seat])}/{obs.max_life[seat]}"

    def _badges(self, obs: Any, ctx: ViewContext, mat: Mat):
        """The effect badges of a mat, laid out, and its "+N more" (or None)."""
        area = mat.effects_rect.copy()
        if mat.fan_below:
            area.width -= self._fan_width(obs, mat)
        found = badges_of(obs, mat.seat, ctx.lang, ctx.names, {"effect": effect_colour, **SUIT_COLOURS})
        return place_badges(ctx.fonts, self._px, area, found, mat.wide, ctx.lang)

    def _draw_effects(self, surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        fonts = ctx.fonts
        h = self._px(22)
        placed, more = self._badges(obs, ctx, mat)
        for badge in placed:
            text = fonts.text(badge.label, BADGE_PT, (255, 255, 255), True)
            chip = fonts.text(badge.turns, BADGE_PT, (30, 26, 24), True)
            rect, colour = badge.rect, badge.colour
            pygame.draw.rect(surface, fill_for_text(mix(colour, (0, 0, 0), 0.15)), rect, border_radius=h // 2)
            pygame.draw.rect(surface, mix(colour, (255, 255, 255), 0.4), rect, width=1, border_radius=h // 2)
            surface.blit(text, (rect.x + self._px(8), rect.centery - text.get_height() // 2))
            chip_rect = pygame.Rect(rect.right - chip.get_width() - self._px(10), rect.y + 2,
                                    chip.get_width() + self._px(6), h - 4)
            pygame.draw.rect(surface, (246, 238, 218), chip_rect, border_radius=(h - 4) // 2)
            surface.blit(chip, chip.get_rect(center=chip_rect.center))
        if more is not None:
            blit_text(surface, fonts, more[0], BADGE_PT, more[1], MUTED)

    def mark_tip(self, obs: Any, ctx: ViewContext) -> tuple[pygame.Rect, str] | None:
        """The mark under the mouse and what it means: an effect badge (its turns), "+N more", the haste round."""
        if self.pointer is None:
            return None
        if self.haste_rect is not None and self.haste_rect.collidepoint(self.pointer):
            return self.haste_rect, mark_words("haste", None, ctx.lang, ctx.names)
        for mat in self.mats.values():
            if not mat.rect.collidepoint(self.pointer):
                continue
            placed, more = self._badges(obs, ctx, mat)
            for badge in placed:
                if badge.rect.collidepoint(self.pointer):
                    return badge.rect, badge.words
            if more is not None:
                spot = ctx.fonts.text(more[0], BADGE_PT, MUTED).get_rect(topleft=more[1])
                if spot.collidepoint(self.pointer):
                    return spot, more[2]
        return None

    def handle_input(self, event: pygame.event.Event, ctx: ViewContext) -> bool:
        """Follow the mouse (for the marks' tips); every event goes on to the table."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        return False

    def _draw_card(self, surface, ctx: ViewContext, rect: pygame.Rect, card_id: str | None, back: bool = False,
                   shadow: bool = True, squash: float = 1.0, caption: bool = True, in_hand: bool = False) -> None:
        """One card at `rect` (squash < 1 narrows it, for flips; `caption`: its spells when wide enough, in every
        phase for a card `in_hand`)."""
        if shadow:
            draw_shadow(surface, rect, self._px(8), self._px(6), (self._px(3), self._px(5)), 110)
        image = self.card_image(card_id if not back else None, rect.size, ctx, back=back)
        if squash < 0.999:
            w = max(1, int(rect.width * squash))
            image = pygame.transform.smoothscale(image, (w, rect.height))
            surface.blit(image, (rect.centerx - w // 2, rect.y))
        else:
            surface.blit(image, rect)
            if caption and not back and card_id:
                self._caption(surface, ctx, rect, card_id, in_hand)

    def _caption(self, surface, ctx: ViewContext, rect: pygame.Rect, card_id: str, in_hand: bool = False) -> None:
        """On a card wide enough, the spell each of its suits casts in the current phase; a hand card's in every
        phase (it is played in a later turn: its runes cast nothing now)."""
        if not short_text.shows_text(rect.width) or ctx.cards is None:
            return
        groups, fuller = self._spell_groups(ctx, card_id, in_hand)
        whole_caption.draw(surface, rect, groups, fuller=fuller, below=RANK_BAND,
                           name=card_name(card_id, ctx.lang))

    def _draw_sequence(self, surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        seat = mat.seat
        played = obs.played[seat]
        if not mat.seq:
            outline = mat.seq_origin
            self._dashed(surface, outline, (120, 110, 80))
        for k, (rect, card_id, down) in enumerate(mat.seq):
            ref = f"seq:{seat}:{card_id}"
            if self._active(self.anims.get(("seq", seat, card_id)), ctx):
                continue  # drawn moving by draw_dynamic
            self._draw_card(surface, ctx, rect, card_id, back=down, caption=not self._covered(mat, k))
            if card_id == played and not down:
                marker = pygame.Rect(rect.x + self._px(4), rect.bottom - self._px(6), rect.width - self._px(8),
                                     self._px(4))
                pygame.draw.rect(surface, GOLD, marker, border_radius=2)
                self._casting_tag(surface, obs, ctx, seat, rect)
            if self._focused(ref, ctx):
                pygame.draw.rect(surface, GLOW, rect, width=self._px(3), border_radius=self._px(8))

    def _casting_tag(self, surface, obs: Any, ctx: ViewContext, seat: int, rect: pygame.Rect) -> None:
        """While this mage casts, the card just played gets a gold edge and the rune in use above it."""
        pending = obs.pending
        if not pending or pending.get("caster") != seat or pending.get("rune") not in SUIT_COLOURS:
            return
        rune = pending["rune"]
        pygame.draw.rect(surface, GOLD, rect.inflate(self._px(4), self._px(4)), width=self._px(3),
                         border_radius=self._px(9))
        size = self._px(30)
        disc = pygame.Rect(0, 0, size + self._px(8), size + self._px(8))
        disc.center = (rect.centerx, rect.y)
        pygame.draw.circle(surface, (0, 0, 0), (disc.centerx + 1, disc.centery + 2), disc.width // 2)
        pygame.draw.circle(surface, SUIT_COLOURS[rune], disc.center, disc.width // 2)
        pygame.draw.circle(surface, GOLD, disc.center, disc.width // 2, 2)
        surface.blit(suit_icon(rune, size, (255, 255, 255)), (disc.centerx - size // 2, disc.centery - size // 2))

    def _dashed(self, surface, rect: pygame.Rect, colour) -> None:
        dash = self._px(8)
        for x in range(rect.x, rect.right, dash * 2):
            pygame.draw.line(surface, colour, (x, rect.y), (min(x + dash, rect.right), rect.y))
            pygame.draw.line(surface, colour, (x, rect.bottom), (min(x + dash, rect.right), rect.bottom))
        for y in range(rect.y, rect.bottom, dash * 2):
            pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(y + dash, rect.bottom)))
            pygame.draw.line(surface, colour, (rect.right, y), (rect.right, min(y + dash, rect.bottom)))

    def _draw_commit(self, surface, obs: Any, ctx: ViewContext, mat: Mat) -> None:
        seat = mat.seat
        rect = mat.commit_rect
        commit = obs.commits[seat]
        waiting = obs.phase == "commit" and any(s["seat"] == seat for s in obs.slots)
        if commit is None and not waiting:
            return
        fonts = ctx.fonts
        pt = self._text_pt(12, ctx)
        if commit is None:
            self._dashed(surface, rect, (150, 136, 96))
            blit_text(surface, fonts, words("choosing", ctx.lang), pt, rect.center, MUTED, anchor="center",
                      italic=True)
            return
        card_id = commit.get("card") if isinstance(commit, dict) else commit
        visible = card_id not in (None, HIDDEN)
        self._draw_card(surface, ctx, rect, card_id if visible else None, back=not visible)
        tag = pygame.Rect(0, 0, rect.width - self._px(8), self._px(20))
        tag.midbottom = (rect.centerx, rect.bottom - self._px(6))
        pygame.draw.rect(surface, (30, 90, 50), tag, border_radius=tag.height // 2)
        blit_text(surface, fonts, "✓ " + words("ready", ctx.lang), pt, tag.center, CREAM, anchor="center", bold=True)

    def _draw_monster(self, surface, ctx: ViewContext, rect: pygame.Rect, m: dict) -> None:
        ref = f"monster:{m['id']}"
        owner = seat_colour(m["owner"])
        panel(surface, rect, radius=self._px(10), alpha=230, colour=mix((40, 30, 30), owner, 0.25), border=owner,
              shadow_blur=self._px(4))
        fonts = ctx.fonts
        size = min(rect.height - self._px(10), self._px(40))
        icon_name = MONSTER_ICONS.get(m["kind"], "star")
        try:
            from tabletop.ui.cards.icons import icon
            image = icon(icon_name, size, mix(owner, (255, 255, 255), 0.4))
            surface.blit(image, (rect.x + self._px(8), rect.centery - size // 2))
        except Exception:  # noqa: BLE001 - icons are decoration
            pass
        x = rect.x + size + self._px(16)
        name = fit_text(fonts, monster_name(m["kind"], ctx.lang), 13, rect.right - x - self._px(6), True)
        blit_text(surface, fonts, name, 13, (x, rect.centery - self._px(2)), CREAM, anchor="bottomleft", bold=True)
        stats = f"♥ {m['life']}/{m['max_life']}   ⚔ {m['attack']}"
        blit_text(surface, fonts, stats, 13, (x, rect.centery + self._px(2)), (240, 200, 190), anchor="topleft")
        if self._focused(ref, ctx):
            pygame.draw.rect(surface, GLOW, rect, width=self._px(2), border_radius=self._px(10))

    def _draw_band(self, surface, obs: Any, ctx: ViewContext) -> None:
        fonts = ctx.fonts
        pt = self._text_pt(12, ctx)
        # deck: a small stack of backs
        deck_n = len(obs.deck)
        depth = min(STACK_DEPTH + 1, max(1, deck_n // 8))
        for k in range(depth):
            r = self.deck_rect.move(-k * STACK_STEP, -k * STACK_STEP)
            self._draw_card(surface, ctx, r, None, back=True, shadow=k == 0)
        top = self.deck_rect.move(-(depth - 1) * STACK_STEP, -(depth - 1) * STACK_STEP)
        self._count_chip(surface, ctx, top, str(deck_n))
        self.labels = [blit_text(surface, fonts, words("deck", ctx.lang), pt,
                                 (self.deck_rect.centerx, self.deck_rect.bottom + 1), MUTED, anchor="midtop")]
        if obs.discard:
            self._draw_card(surface, ctx, self.discard_rect, obs.discard[-1])
            self._count_chip(surface, ctx, self.discard_rect, str(len(obs.discard)))
        else:
            self._dashed(surface, self.discard_rect, (120, 110, 80))
        self.labels.append(blit_text(surface, fonts, words("discard", ctx.lang), pt,
                                     (self.discard_rect.centerx, self.discard_rect.bottom + 1), MUTED, anchor="midtop"))
        self._draw_track(surface, obs, ctx)

    def _count_chip(self, surface, ctx: ViewContext, rect: pygame.Rect, text: str) -> None:
        label = ctx.fonts.text(text, self._text_pt(13, ctx), (30, 26, 24), True)
        chip = pygame.Rect(0, 0, max(label.get_width() + self._px(12), self._px(26)), self._px(22))
        chip.center = (rect.right - self._px(4), rect.y + self._px(4))
        pygame.draw.rect(surface, (246, 238, 218), chip, border_radius=chip.height // 2)
        pygame.draw.rect(surface, (120, 100, 60), chip, width=1, border_radius=chip.height // 2)
        surface.blit(label, label.get_rect(center=chip.center))

    def _draw_track(self, surface, obs: Any, ctx: ViewContext) -> None:
        """Turn number, haste round, and the phases with the current one lit."""
        fonts = ctx.fonts
        rect = self.track_rect
        y = rect.centery
        x = rect.x
        turn = words("turn", ctx.lang, n=obs.turn)
        r = blit_text(surface, fonts, turn, self._text_pt(22, ctx), (x, y), GOLD, anchor="midleft", bold=True,
                      serif=True, shadow=True)
        x = r.right + self._px(18)
        self.haste_rect = None
        if obs.round == "haste":
            r = blit_text(surface, fonts, words("haste", ctx.lang), self._text_pt(13, ctx), (x, y), (255, 200, 120),
                          anchor="midleft", bold=True)
            self.haste_rect = r
            x = r.right + self._px(18)
        phases = ["commit", "moons", "wyrms"] + (["monsters"] if obs.options.get("advanced") else []) + ["knots"]
        current = obs.phase
        size = self._px(26)
        for k, phase in enumerate(phases):
            lit = phase == current
            label = words(f"phase.{phase}", ctx.lang)
            text = fonts.text(label, self._text_pt(13, ctx), CREAM if lit else DIM, lit)
            w = size + self._px(6) + text.get_width() + self._px(20)
            chip = pygame.Rect(x, y - size // 2 - self._px(5), w, size + self._px(10))
            if chip.right > rect.right:
                break
            if lit:
                pygame.draw.rect(surface, (92, 74, 30), chip, border_radius=chip.height // 2)
                pygame.draw.rect(surface, GOLD, chip, width=2, border_radius=chip.height // 2)
            else:
                pygame.draw.rect(surface, (255, 255, 255, 30), chip, width=1, border_radius=chip.height // 2)
            ix = chip.x + self._px(10)
            if phase in ACTIVATION:
                colour = mix(SUIT_COLOURS[phase], (255, 255, 255), 0.35 if lit else 0.0)
                icon = suit_icon(phase, size, colour if lit else mix(colour, (60, 60, 60), 0.5))
                surface.blit(icon, (ix, chip.centery - size // 2))
            elif phase == "commit":
                surface.blit(self._eye(size, CREAM if lit else DIM), (ix, chip.centery - size // 2))
            else:
                blit_text(surface, fonts, "⚔", 15, (ix + size // 2, chip.centery), CREAM if lit else DIM,
                          anchor="center")
            surface.blit(text, (ix + size + self._px(6), chip.centery - text.get_height() // 2))
            x = chip.right + self._px(6)
            if k < len(phases) - 1:
                x += self._px(4)
        position = excuse_place(obs)
        if position is not None:
            hint = words("excuse_at", ctx.lang, n=position)
            room = rect.right - self._px(6) - (x + self._px(10))
            pt = shrink_to_fit(fonts, hint, 12, room)
            if fonts.get(pt, italic=True).size(hint)[0] <= room:  # never over the phases
                blit_text(surface, fonts, hint, pt, (rect.right - self._px(6), y), MUTED, anchor="midright",
                          italic=True)

    @staticmethod
    def _eye(px: int, colour) -> pygame.Surface:
        """The 'secret choice' icon."""
        try:
            from tabletop.ui.cards.icons import icon
            return icon("eye", px, colour)
        except Exception:  # noqa: BLE001
            surf = pygame.Surface((px, px), pygame.SRCALPHA)
            pygame.draw.ellipse(surf, colour, surf.get_rect().inflate(0, -px // 3), 2)
            return surf

    def _draw_hand(self, surface, obs: Any, ctx: ViewContext) -> None:
        if self.viewer is None:
            blit_text(surface, ctx.fonts, words("spectator", ctx.lang), self._text_pt(15, ctx),
                      self.hand_area.center, MUTED, anchor="center", italic=True)
            return
        hovered = None
        for rect, card_id in self.hand:
            ref = f"hand:{card_id}"
            if ref == ctx.hovered or ref == ctx.selected:
                hovered = (rect, card_id)
                continue
            self._draw_hand_card(surface, ctx, rect, card_id, lifted=False)
        if hovered:
            self._draw_hand_card(surface, ctx, hovered[0], hovered[1], lifted=True)

    def _draw_hand_card(self, surface, ctx: ViewContext, rect: pygame.Rect, card_id: str, lifted: bool) -> None:
        ref = f"hand:{card_id}"
        if self._active(self.anims.get(("hand", card_id)), ctx):
            return  # drawn moving by draw_dynamic
        r = self._hand_rect(rect, ref, ctx)
        self._draw_card(surface, ctx, r, card_id, in_hand=True)
        if ref not in ctx.highlighted and ctx.highlighted and ctx.to_move == ctx.viewer:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 90), veil.get_rect(), border_radius=self._px(8))
            surface.blit(veil, r)

    def _draw_floaters(self, surface, ctx: ViewContext) -> None:
        keep = []
        stacked: dict = {}  # floaters already drawn at each anchor: later ones stand above them
        for text, colour, target, start in self.floaters:
            age = (ctx.time - start) * max(0.25, ctx.anim_speed)
            if age > FLOAT_TIME:
                continue
            keep.append((text, colour, target, start))
            if age < 0:
                continue
            anchor = self._anchor_of(target)
            if anchor is None:
                continue
            rise = int(age / FLOAT_TIME * self._px(40))
            alpha = 255 if age < FLOAT_TIME * 0.6 else int(255 * (FLOAT_TIME - age) / (FLOAT_TIME * 0.4))
            label = ctx.fonts.text(text, self._text_pt(22, ctx), colour, True, True).copy()
            shade = ctx.fonts.text(text, self._text_pt(22, ctx), (0, 0, 0), True, True).copy()
            label.set_alpha(alpha)
            shade.set_alpha(alpha // 2)
            level = stacked.get(anchor, 0)
            stacked[anchor] = level + 1
            rect = label.get_rect(midbottom=(anchor[0], anchor[1] - rise - level * (label.get_height() + self._px(4))))
            pill = pygame.Surface(rect.inflate(self._px(12), self._px(4)).size, pygame.SRCALPHA)
            pygame.draw.rect(pill, (*FLOAT_BACK, min(FLOAT_BACK_ALPHA, alpha)), pill.get_rect(), border_radius=self._px(8))
            surface.blit(pill, pill.get_rect(center=rect.center))  # keeps the number readable over a name
            surface.blit(shade, rect.move(2, 2))
            surface.blit(label, rect)
        self.floaters = keep

    def _anchor_of(self, target) -> tuple[int, int] | None:
        if isinstance(target, int) and target in self.mats:
            mat = self.mats[target]
            if mat.wide:  # over the felt beside the header, clear of the name and the hearts
                return (mat.header.right + self._px(90), mat.life_rect.bottom)
            return (mat.header.centerx, mat.header.bottom)
        if isinstance(target, str):
            for mat in self.mats.values():
                for r, m in mat.monsters:
                    if m["id"] == target:
                        return r.midtop
        return None

    def fallback_face(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        """Plain face with the card's suits, when the card renderer is missing."""
        from tabletop.games.runes.rules.cards import card
        from tabletop.ui.decor import plain_face
        try:
            c = card(card_id)
            return plain_face(c.name.get("en", card_id), tuple(c.suits), size,
                              tuple(SUIT_COLOURS[s] for s in c.suits))
        except Exception:  # noqa: BLE001
            return plain_face(card_id, (), size)


__all__ = ["View"]
