"""The Invocación table: every seat's area as in the seed's diagram, the Portal, the discard,
the Guardián, the priority order, your hand, and each invocation's power with its parts.

Refs (the rules' own): `hand:<card>`, `invocation:<card>`, `conjuros:<card>`, `apoyos:<card>`,
`zone:<place>` (where a picked card goes), `seat:<seat>` (an area: a target). For hovering
only: `trophies:<card>`, `discard:<card>`, `portal`, `power:<seat>` and `power:<seat>:<part>`
(the total and each part of a power: hovering shows where it comes from).
Draws observations only: another seat's face-down card is `HIDDEN` there.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from tabletop.engine.contract import Event, State
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import Power
from tabletop.games.invocacion.rules.state import HIDDEN
from tabletop.games.invocacion.view.view_combat import (FLOAT_TIME, Floater, floaters_of, priority_order, result_words,
                                                  round_result, seat_name, window_lines)
from tabletop.games.invocacion.view.view_draw import AREA_SHADOW, Painter, own_decks, shadowed, shadowed_between
from tabletop.games.invocacion.view.view_crowd import settle_area
from tabletop.games.invocacion.view.view_layout import TableLayout, power_counter, table_layout
from tabletop.games.invocacion.view.view_power import PowerColumn, power_column
from tabletop.games.invocacion.view.view_tile import PRINTED_FACE_PX, tile, tile_marks
from tabletop.games.invocacion.view.view_words import t
from tabletop.ui.theme import (CREAM, FLOAT_BACK, FLOAT_BACK_ALPHA, GLOW, GOLD, MUTED, blit_text, draw_glow,
                               draw_shadow, fit_lines, mix, seat_colour)
from tabletop.ui.hand_places import kept_places
from tabletop.ui.view_base import GameView, ViewContext
from tabletop.ui.zone_cache import ZoneCache

MOVE_TIME = 0.45
FLIP_TIME = 0.5
TIP_LINES = 8  # a tip says its words whole (the round's prize takes five lines at 1280x720)
PLACES = ("invocation", "conjuros", "apoyos", "hand")


@dataclass
class Anim:
    """A card on its way: from `start` to its place, turning face up when `flip`."""

    card: str
    start: pygame.Rect
    began: float
    flip: bool
    back_after: bool = False  # face down at the end (the viewer's own card going back into hiding)


#: events whose card an area gave up to the discard (the card slides from that area)
GIVE_EVENTS = ("combat.sacrifice", "combat.destroy", "combat.discard", "prep.discarded")


def legends_deck(obs: Any) -> list[str] | None:
    """The Leyendas deck (top = end) when that variant is on, else None."""
    variants = getattr(obs, "variants", None)
    return list(variants.legend_deck) if variants is not None and variants.legends else None


def referee_of(obs: Any) -> int | None:
    """Armagedón's refereeing Guardián, else None."""
    variants = getattr(obs, "variants", None)
    return obs.guardian if variants is not None and variants.armageddon else None


def phase_words(obs: Any, lang: str) -> str:
    """The phase (and the pass of Preparación) in the centre strip."""
    if obs.phase == "prepare":
        return t("phase.prepare", lang, n=obs.pass_number)
    return t("phase." + obs.phase, lang) if obs.phase in ("deal", "combat", "over") else obs.phase


def ease(p: float) -> float:
    """Ease-out cubic."""
    return 1 - (1 - p) ** 3


class View(GameView):
    """Draws an Invocación observation."""
    own_motion = frozenset({"slides", "floats"})  # tabletop.ui.motion adds the rest

    layered = True

    def __init__(self, game):
        super().__init__(game)
        self.lay: TableLayout | None = None
        self.bottom = 0
        self.viewer: int | None = None
        self.scale = 1.0
        self.lang = "en"  # the words the power columns are laid out in (the context's, at the last sync)
        self.powers: dict[int, Power] = {}
        self.leading: set[int] = set()
        self.columns: dict[int, PowerColumn] = {}  # where each power's disc and parts go (view_power.py)
        #: where each card id the viewer can see lies: id -> (rect, shown face up)
        self.placed: dict[str, tuple[pygame.Rect, bool]] = {}
        self.anims: dict[str, Anim] = {}
        self.zones = ZoneCache()  # the seats' areas, painted again only when what they show changes
        self._before: dict[str, tuple[pygame.Rect, bool]] | None = None
        self._slots_before: dict[tuple, str] = {}
        self._slots_now: dict[tuple, str] = {}  # (seat, zone, index) -> card in the last layout
        self._sync_time = 0.0
        self._round = self._round_seen = 0
        self.card_refs: list[tuple[pygame.Rect, str]] = []
        self.floaters: list[Floater] = []
        self.last_round: dict | None = None  # the last combat's result (public), shown in the strip
        self._given: dict[str, int] = {}  # card -> the seat that just gave it up (sacrifice, destroyed, discarded)
        #: (viewer, round) and the hand's places (a card, or None where a placed card was): see `kept_places`
        self.hand_slots: tuple[Any, list[str | None]] = (None, [])
        self.hand_at: list[tuple[pygame.Rect, str]] = []  # where each hand card lies now
        self.pointer: tuple[int, int] | None = None  # the mouse, for the hover tips of a card's or header's marks
        self.header_tips: dict[int, list[tuple[pygame.Rect, str]]] = {}  # seat -> its header's marks and words
        self.strip_tips: list[tuple[pygame.Rect, str]] = []  # the centre strip's marks and words (the round's prize)
        self.secret: set[str] = set()  # the viewer's own face-down cards (their tiles carry the closed eye)

    # --- layout ---------------------------------------------------------------------
    def _px(self, points: float) -> int:
        return max(1, int(round(points * self.scale)))

    def layout(self, rect: pygame.Rect, observation: State) -> None:
        super().layout(rect, observation)
        obs: Any = observation
        if self.viewer is not None:
            self.bottom = self.viewer
        hand = obs.board.area(self.bottom).hand if self.viewer is not None else []
        self.hand_slots = kept_places(self.hand_slots, list(hand), (self.viewer, obs.round))
        self.lay = table_layout(rect, obs.num_seats, self.bottom, len(self.hand_slots[1]), self.room,  # window-sized
                                legends_deck(obs) is not None)
        self.hand_at = [(place, card) for place, card in zip(self.lay.hand, self.hand_slots[1]) if card]
        for seat, box in self.lay.areas.items():
            settle_area(box, obs.board.area(seat))
            box.counter = power_counter(box, self.room)
        self._powers(obs)
        self._hits(obs, hand)
        self._start_anims()
        self._slots_now = self._slot_cards(obs)

    def _powers(self, obs: Any) -> None:
        """Every face-up invocation's power, computed afresh (power.py), and who leads."""
        self.powers = {seat: self.game.invocation_power(obs, seat) for seat in obs.board.invoking()}
        self.columns = {}
        ahead = self.game.leading_seats(obs) if self.powers else []
        self.leading = set(ahead) if len(ahead) == 1 else set()  # tied at the top: nobody leads (the seed's step 5)

    def _hits(self, obs: Any, hand: list[str]) -> None:
        """The clickable and hoverable regions, later on top; also where each visible card lies."""
        lay = self.lay
        hits: list[tuple[pygame.Rect, str]] = []
        placed: dict[str, tuple[pygame.Rect, bool]] = {}
        self.secret = set()
        for seat, box in lay.areas.items():
            hits.append((box.rect, f"seat:{seat}"))
        placing = self._placing(obs)
        zones = [(box_rect, f"zone:{place}") for place, box_rect in self._zone_rects().items()]
        if not placing:
            hits += zones
        for seat, box in lay.areas.items():
            area = obs.board.area(seat)
            cards = []
            if area.invocation is not None:
                cards.append((box.invocation, "invocation", area.invocation, area.invocation_face_up))
            for zone, places in (("conjuros", box.conjuros), ("apoyos", box.apoyos)):
                for rect, slot in zip(places, getattr(area, zone)):
                    cards.append((rect, zone, slot.card, slot.face_up))
            if area.trophies:
                cards.append((box.trophies, "trophies", area.trophies[-1], True))
            for rect, zone, card, face_up in cards:
                if card == HIDDEN:
                    continue
                hits.append((rect, f"{zone}:{card}"))
                placed[card] = (rect, face_up or seat == self.viewer)
                if not face_up and seat == self.viewer:
                    self.secret.add(card)
            for card in area.mana:
                placed.setdefault(card, (box.mana, False))
        for rect, card in self.hand_at:
            hits.append((rect, f"hand:{card}"))
            placed[card] = (rect, True)
        if obs.discard:
            hits.append((lay.discard, f"discard:{obs.discard[-1]}"))
            for card in obs.discard:
                placed[card] = (lay.discard, True)
        hits.append((lay.portal, "portal"))
        legends = legends_deck(obs)
        if lay.legends is not None and legends:
            hits.append((lay.legends, "legends:top"))
            placed[legends[-1]] = (lay.legends, True)
        if placing:
            hits += zones
        self.card_refs = list(hits)
        power_hits: list = []
        for seat, box in lay.areas.items():
            self._power_hits(box, seat, power_hits)
        self.hits = hits + power_hits
        self.placed = placed

    def _power_hits(self, box, seat: int, hits: list) -> None:
        """The hover regions of a power: its total and each part shown (its column kept for drawing)."""
        power = self.powers.get(seat)
        if power is None:
            return
        column = self.columns[seat] = power_column(box, power, seat in self.leading, self._px, self.lang)
        hits.append((column.disc, f"power:{seat}"))
        hits += [(mark.rect, f"power:{seat}" if mark.part is None else f"power:{seat}:{mark.part}")
                 for mark in column.marks]

    def _placing(self, obs: Any) -> bool:
        """True while the viewer has picked a card and must say where it goes."""
        choice = getattr(obs, "choice", None)
        return bool(choice) and choice.get("kind") == "place" and obs.to_move() == self.viewer

    def _zone_rects(self) -> dict[str, pygame.Rect]:
        """Where the viewer's picked card may be put: its Invocación, Conjuros, Apoyos, hand."""
        box = self.lay.areas[self.bottom]
        return {"invocation": box.invocation, "conjuros": box.conjuros_zone, "apoyos": box.apoyos_zone,
                "hand": self.lay.hand_zone}

    def seat_refs(self, seat: int) -> list[str]:
        """A seat's area stands for it."""
        return [f"seat:{seat}"]

    def hover_card(self, ref: str | None) -> str | None:
        """Any card the viewer can see, shown large."""
        if not ref:
            return None
        kind, _, card = ref.partition(":")
        if kind in ("hand", "invocation", "conjuros", "apoyos", "trophies", "discard") and card in deck().cards:
            return card
        if ref == "legends:top" and self.lay is not None:
            return next((c for c, (rect, _up) in self.placed.items() if rect is self.lay.legends), None)
        return None

    # --- animations -------------------------------------------------------------------
    def sync(self, observation: State, ctx: ViewContext) -> None:
        """Remember where every visible card was; the next layout animates what moved or turned."""
        handover = ctx.viewer != self.viewer
        self.viewer = ctx.viewer
        self.scale = ctx.scale
        self.lang = ctx.lang
        self._round, self._round_seen = self._round_seen, getattr(observation, "round", 0)  # events belong to the round before
        if handover:
            self.reset()
            return
        if ctx.anim_speed > 0 and self.placed:
            self._before = dict(self.placed)
            self._slots_before = self._slots_now
            self._sync_time = ctx.time

    @staticmethod
    def _slot_cards(obs: Any) -> dict[tuple, str]:
        """(seat, zone, index) -> card id for every place of every area (HIDDEN where not seen)."""
        found = {}
        for area in obs.board.areas:
            if area.invocation is not None:
                found[(area.seat, "invocation", 0)] = area.invocation
            for zone in ("conjuros", "apoyos"):
                for k, slot in enumerate(getattr(area, zone)):
                    found[(area.seat, zone, k)] = slot.card
        return found

    def _start_anims(self) -> None:
        """After a layout that follows a change: slide moved cards, turn revealed ones."""
        before, self._before = self._before, None
        if before is None:
            return
        for card, (rect, face_up) in self.placed.items():
            old = before.get(card)
            if old is None:
                continue
            old_rect, old_face = old
            if old_rect.topleft != rect.topleft or (face_up and not old_face):
                self.anims[card] = Anim(card, old_rect, self._sync_time, face_up and not old_face,
                                        back_after=not face_up)
        self._reveal_hidden(before)

    def _reveal_hidden(self, before: dict) -> None:
        """Cards the viewer did not see before and sees now where a hidden card lay (reveals, sacrifices)."""
        for card, (rect, face_up) in self.placed.items():
            if card in before or card in self.anims or not face_up:
                continue
            origin = self._hidden_origin(card, rect)
            if origin is not None:
                self.anims[card] = Anim(card, origin, self._sync_time, True)

    def _hidden_origin(self, card: str, rect: pygame.Rect) -> pygame.Rect | None:
        """Where a newly seen card came from: its own place (a reveal), or the area of the seat that gave it up."""
        giver = self._given.get(card)
        for (seat, zone, index), old in self._slots_before.items():
            box = self.lay.areas.get(seat)
            if box is None or old != HIDDEN and old != card:
                continue
            place = box.invocation if zone == "invocation" else getattr(box, zone)[index]
            if place.topleft == rect.topleft or seat == giver and zone != "invocation":
                return place
        if giver is not None and giver in self.lay.areas:
            return self.lay.areas[giver].header
        return None

    def reset(self) -> None:
        """Forget animations (undo, load, another viewer)."""
        self.anims.clear()
        self.floaters.clear()
        self._given = {}
        self._before = None
        self._slots_before = {}
        self.placed = {}

    def _active(self, anim: Anim, ctx: ViewContext) -> bool:
        return ctx.anim(anim.began, FLIP_TIME if anim.flip else MOVE_TIME) < 1

    def busy(self, ctx: ViewContext) -> bool:
        """True while cards are still moving or turning."""
        return any(self._active(a, ctx) for a in self.anims.values())

    def settling(self, ctx: ViewContext) -> bool:
        """Moving cards, or floating words not yet read."""
        speed = max(0.25, ctx.anim_speed)
        return self.busy(ctx) or any((ctx.time - f.began) * speed < FLOAT_TIME * 0.6 for f in self.floaters)

    def static_key(self, ctx: ViewContext) -> Any:
        """The moving cards (drawn by draw_dynamic, left out of the cached layer)."""
        return tuple(sorted(card for card, a in self.anims.items() if self._active(a, ctx)))

    @staticmethod
    def static_hover(ctx: ViewContext) -> None:
        """The layer never shows the hover: draw_dynamic does."""
        return None

    def on_events(self, events: Sequence[Event], ctx: ViewContext) -> None:
        """Floating words over the seats, who gave up which card (its slide starts there), the round's result."""
        self._given = {e.params["card"]: e.params["seat"] for e in events
                       if e.key in GIVE_EVENTS and isinstance(e.params.get("card"), str)}
        result = round_result(events, self._round)
        if result is not None:
            self.last_round = result
        if ctx.anim_speed > 0:
            self.floaters = (self.floaters + floaters_of(events, ctx.lang, ctx.time))[-10:]

    # --- drawing ----------------------------------------------------------------------
    def card_image(self, card_id: str | None, size: tuple[int, int], ctx: ViewContext,
                   back: bool = False, secret: bool = False) -> pygame.Surface:
        """The printed face when it is large enough to read (the hover preview), else the card's tile (the table,
        the hand, the chooser's options; `secret`: with the closed eye of your own face-down card, at any size);
        backs stay printed backs."""
        if back or card_id not in deck().cards or size[1] >= PRINTED_FACE_PX and not secret:
            return super().card_image(card_id, size, ctx, back)
        layout = getattr(ctx.cards, "layout", None)
        palettes = layout.palettes.get("elements") if layout is not None else None
        return tile(deck()[card_id], (int(size[0]), int(size[1])), ctx.lang, palettes, secret)

    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The whole table (unlayered use, e.g. thumbnails)."""
        self.draw_static(surface, observation, ctx)
        self.draw_dynamic(surface, observation, ctx)

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Areas, strip and hand; cards still moving are left to draw_dynamic."""
        if self.lay is None:
            return
        obs: Any = observation
        self.scale = ctx.scale
        moving = {card for card, a in self.anims.items() if self._active(a, ctx)}
        painter = Painter(ctx, self._card_drawer(ctx, moving), ctx.names, self.header_tips, self.strip_tips)
        order = priority_order(obs)
        referee = referee_of(obs)
        clip = surface.get_clip()
        for seat, box in self.lay.areas.items():
            if not clip.colliderect(self._area_place(box)):
                continue  # the table repaints a piece of its layer this area is not in
            place = order.index(seat) + 1 if seat in order else len(order) + 1
            status = self._status(obs, seat, ctx)
            draw_shadow(surface, box.rect, painter.px(12), AREA_SHADOW, (3, 4), 90)  # outside the area: every time
            key = self._area_key(obs, ctx, seat, status, place, referee, moving)
            self.zones.draw(surface, ("area", seat), box.rect, key,
                            lambda box=box, status=status, place=place: painter.area(
                                surface, obs, box, status, place, self._zone_card(painter, ctx, moving), referee,
                                shadow=False), [])  # its click areas come from the layout
            area = obs.board.area(seat)
            own = None
            if area.invocation in deck().cards and not area.invocation_face_up:
                own = (deck()[area.invocation], area)
            painter.power(surface, self.columns.get(seat), self.powers.get(seat), seat in self.leading, box, own)
        if clip.colliderect(self._strip_place()):
            painter.strip(surface, obs, self.lay, order, phase_words(obs, ctx.lang), self._strip_lines(obs, ctx),
                          legends_deck(obs))
        if clip.colliderect(self._hand_place()):
            self._draw_hand(surface, obs, ctx, painter, moving)

    def _strip_lines(self, obs: Any, ctx: ViewContext) -> list:
        """The combat window's lines on the strip, or the last round's result."""
        lines = window_lines(self.game, obs, ctx.lang, ctx.names, self.viewer)
        if self.last_round is not None and self.last_round["round"] >= obs.round - 1 and not lines:
            lines = [(result_words(self.last_round, ctx.lang, ctx.names,
                                   lambda card: self.game.card_name(card, ctx.lang)), CREAM, False)]
        return lines

    def _area_place(self, box) -> pygame.Rect:
        """Where a seat's area paints: the area, its shadow and its power column (disc, crown, parts)."""
        reach, px = 2 * AREA_SHADOW + 4, self._px
        rects = [box.rect.inflate(2 * reach, 2 * reach)]
        column = self.columns.get(box.seat)
        if column is not None:
            rects += [column.disc.inflate(px(8), px(8))] + [mark.rect.inflate(px(40), px(8)) for mark in column.marks]
            if column.crown is not None:
                rects.append(column.crown.inflate(px(120), px(30)))
        return rects[0].unionall(rects[1:])

    def _strip_place(self) -> pygame.Rect:
        return self.lay.strip.inflate(self._px(16), self._px(16))

    def _hand_place(self) -> pygame.Rect:
        """The hand's zone, with a picked-up card lifted out of it."""
        lifted = [rect.move(0, -self._px(14)) for rect, _card in self.hand_at]
        return self.lay.hand_zone.unionall(lifted).inflate(self._px(24), self._px(24))

    def _area_key(self, obs: Any, ctx: ViewContext, seat: int, status: str, place: int, referee, moving: set[str]) -> tuple:
        """Everything a seat's area shows (its kept zone is painted again only when this changes)."""
        boxes = tuple((other, tuple(box.rect)) for other, box in self.lay.areas.items())
        shown = repr(obs.board.area(seat))
        here = tuple(sorted(card for card in moving if repr(card) in shown))  # a card sliding elsewhere is not ours
        return (boxes, repr(self.lay.areas[seat]), shown, status, place, referee, ctx.to_move == seat, ctx.viewer,
                obs.phase, tuple(ctx.names), ctx.lang, ctx.scale, here, id(ctx.cards))

    def static_parts(self, observation: State, ctx: ViewContext) -> dict | None:
        """Each seat's area with its shadow and its power column, the centre strip and the hand."""
        if self.lay is None:
            return None
        obs: Any = observation
        moving = {card for card, a in self.anims.items() if self._active(a, ctx)}
        order, referee = priority_order(obs), referee_of(obs)
        parts: dict = {}
        for seat, box in self.lay.areas.items():
            place = order.index(seat) + 1 if seat in order else len(order) + 1
            key = self._area_key(obs, ctx, seat, self._status(obs, seat, ctx), place, referee, moving)
            shows = (key, repr(self.columns.get(seat)), repr(self.powers.get(seat)), seat in self.leading)
            parts[("area", seat)] = (self._area_place(box), shows)
        decks, legends = own_decks(obs), legends_deck(obs)
        seats = tuple((area.finished, area.out, area.withdrawn) for area in (obs.board.area(s) for s in order))
        strip = (len(obs.portal), None if decks is None else tuple(map(len, decks)), obs.discard[-1:], len(obs.discard),
                 None if legends is None else (legends[-1:], len(legends)), obs.round, obs.phase,
                 phase_words(obs, ctx.lang), tuple(order), ctx.to_move, obs.guardian, seats,
                 tuple(self._strip_lines(obs, ctx)), tuple(ctx.names), tuple(sorted(moving)))
        parts["strip"] = (self._strip_place(), strip)
        hand = obs.board.area(self.viewer).hand if self.viewer is not None else None
        shown = (tuple((tuple(rect), card) for rect, card in self.hand_at), self._picked(obs), hand,
                 tuple(sorted(moving)))
        parts["hand"] = (self._hand_place(), shown)
        return parts

    def _card_drawer(self, ctx: ViewContext, moving: set[str]):
        def draw(surface, rect: pygame.Rect, card: str | None, back: bool) -> None:
            if card is not None and card in moving:
                return
            image = self.card_image(None if back or card in (None, HIDDEN) else card, rect.size, ctx,
                                    back=back or card in (None, HIDDEN))
            shadowed(surface, rect, image, ctx.px)
        return draw

    def _zone_card(self, painter: Painter, ctx: ViewContext, moving: set[str]):
        """How a card in a zone is drawn: face, back, or the viewer's own secret face with its mark."""
        def draw(surface, rect: pygame.Rect, card: str, face_up: bool) -> None:
            if card in moving:
                return
            if card == HIDDEN:
                painter.card(surface, rect, None, True)
                return
            if face_up:
                painter.card(surface, rect, card, False)
            else:
                shadowed(surface, rect, self.card_image(card, rect.size, ctx, secret=True), ctx.px)
        return draw

    def _draw_hand(self, surface, obs: Any, ctx: ViewContext, painter: Painter, moving: set[str]) -> None:
        lay = self.lay
        if self.viewer is None:
            painter.hand(surface, obs, lay, [], t("spectator", ctx.lang))
            return
        hand = obs.board.area(self.viewer).hand
        painter.hand(surface, obs, lay, hand, t("zone.hand_of", ctx.lang, n=len(hand)))
        picked = self._picked(obs)
        for rect, card in self.hand_at:
            if card in moving:
                continue
            painter.card(surface, rect.move(0, -self._px(14)) if card == picked else rect, card, False)

    def _picked(self, obs: Any) -> str | None:
        """The card the viewer has picked up and not placed yet."""
        choice = getattr(obs, "choice", None)
        if not choice or obs.to_move() != self.viewer or self.viewer is None:
            return None
        from tabletop.games.invocacion.rules.state import card_at
        try:
            return card_at(obs.board.area(self.viewer), choice["zone"], choice["index"])
        except (IndexError, AssertionError):
            return None

    def _status(self, obs: Any, seat: int, ctx: ViewContext) -> str:
        """The key of a seat's status words (view_words.py), "" for none."""
        area = obs.board.area(seat)
        if area.out:
            return "status.out"
        if area.withdrawn:
            return "status.withdrawn"
        if ctx.thinking == seat:
            return "status.thinking"
        if ctx.to_move == seat:
            return "status.deciding"
        if referee_of(obs) == seat:
            return "referee"
        if obs.phase == "combat":
            return "status.in_combat"
        if area.finished:
            return "status.finished"
        return "status.preparing" if obs.phase == "prepare" else ""

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Glows on what may be chosen, the hover and the picked card, moving cards (the tips: `draw_tips`)."""
        if self.lay is None:
            return
        obs: Any = observation
        seen = set()
        for rect, ref in self.card_refs:
            if ref in ctx.highlighted and ref not in seen and not ref.startswith("seat:"):
                seen.add(ref)
                strong = ref == ctx.hovered or ref == ctx.selected
                draw_glow(surface, self._glow_rect(rect, ref, obs), self._px(8), ctx.time,
                          strength=1.0 if strong else 0.6)
        for seat, box in self.lay.areas.items():
            ref = f"seat:{seat}"
            if ref in ctx.highlighted:
                draw_glow(surface, box.rect, self._px(12), ctx.time, strength=1.0 if ctx.hovered == ref else 0.55)
            if ctx.to_move == seat:
                pygame.draw.rect(surface, seat_colour(seat), box.rect, width=self._px(2), border_radius=self._px(12))
        self._draw_focus(surface, obs, ctx)
        for anim in self.anims.values():
            if self._active(anim, ctx):
                self._draw_moving(surface, anim, ctx)
        self._draw_floaters(surface, ctx)

    def draw_tips(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The power breakdown or a mark's words under the mouse, over the acting seat's outline."""
        if self.lay is not None:
            self._draw_tooltip(surface, ctx, observation)

    def _draw_floaters(self, surface, ctx: ViewContext) -> None:
        """Words rising from a seat's power disc and fading."""
        speed = max(0.25, ctx.anim_speed)
        for floater in self.floaters:
            p = (ctx.time - floater.began) * speed / FLOAT_TIME
            box = self.lay.areas.get(floater.seat) if floater.seat is not None else None
            if not 0 <= p < 1 or box is None:
                continue
            label = ctx.fonts.text(floater.text, 15, floater.colour, True).copy()  # (the cached one keeps its alpha)
            x, y = box.invocation.centerx, box.invocation.y - int(p * self._px(40))
            pill = label.get_rect(center=(x, y)).inflate(self._px(14), self._px(6))
            veil = pygame.Surface(pill.size, pygame.SRCALPHA)
            alpha = int(FLOAT_BACK_ALPHA * min(1.0, 3 * (1 - p)))
            veil.fill((*FLOAT_BACK, alpha))
            surface.blit(veil, pill)
            label.set_alpha(int(255 * min(1.0, 3 * (1 - p))))
            surface.blit(label, label.get_rect(center=pill.center))

    def _glow_rect(self, rect: pygame.Rect, ref: str, obs: Any) -> pygame.Rect:
        if ref.startswith("hand:") and ref == f"hand:{self._picked(obs)}":
            return rect.move(0, -self._px(14))
        return rect

    def _draw_focus(self, surface, obs: Any, ctx: ViewContext) -> None:
        """The picked card in gold; the hovered choice outlined."""
        picked = self._picked(obs)
        for rect, ref in self.card_refs:
            kind, _, card = ref.partition(":")
            if picked is not None and card == picked and kind in PLACES:
                pygame.draw.rect(surface, GOLD, self._glow_rect(rect, ref, obs), width=self._px(3),
                                 border_radius=self._px(6))
            if ref == ctx.hovered and ref in ctx.highlighted:
                pygame.draw.rect(surface, GLOW, self._glow_rect(rect, ref, obs), width=self._px(2),
                                 border_radius=self._px(6))
                if kind == "zone":
                    blit_text(surface, ctx.fonts, t("put_here", ctx.lang), 12, rect.center, CREAM,
                              anchor="center", bold=True, shadow=True)

    def _draw_moving(self, surface, anim: Anim, ctx: ViewContext) -> None:
        end, face_up = self.placed.get(anim.card, (anim.start, True))
        p = ctx.anim(anim.began, FLIP_TIME if anim.flip else MOVE_TIME)
        e = ease(p)
        rect = pygame.Rect(int(anim.start.x + (end.x - anim.start.x) * e), int(anim.start.y + (end.y - anim.start.y) * e),
                           int(anim.start.width + (end.width - anim.start.width) * e),
                           int(anim.start.height + (end.height - anim.start.height) * e))
        back = anim.flip and p < 0.5 or (not face_up and not anim.flip and anim.back_after and False)
        if anim.flip:
            image = self.card_image(None if back else anim.card, rect.size, ctx, back=back)
            squash = max(0.04, abs(1 - 2 * p))
            w = max(1, int(rect.width * squash))
            image = pygame.transform.smoothscale(image, (w, rect.height))
            rect = pygame.Rect(rect.centerx - w // 2, rect.y, w, rect.height)
            shadowed(surface, rect, image, self._px)
            return
        # the picture of the size it goes to, stretched on the way (a tile made afresh at every size cost a frame)
        image = self.card_image(None if back else anim.card, end.size, ctx, back=back)
        shadowed_between(surface, rect, image, self._px)

    def handle_input(self, event: pygame.event.Event, ctx: ViewContext) -> bool:
        """Follow the mouse (for the marks' hover tips); every event goes on to the table."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        return False

    def mark_tip(self, ctx: ViewContext, obs: Any) -> tuple[pygame.Rect, str] | None:
        """The mark under the mouse and what it means: a tile's Power, Support value or sacrifice, or the hand count
        in a header; None elsewhere, and while a choice is open (the chooser says what the card does)."""
        if self.pointer is None or ctx.selected is not None:
            return None
        for rect, words in [tip for tips in self.header_tips.values() for tip in tips] + self.strip_tips:
            if rect.collidepoint(self.pointer):
                return rect, words
        card_id = self.hover_card(ctx.hovered)
        place = next((rect for rect, ref in self.card_refs if ref == ctx.hovered), None)
        if card_id is None or place is None or place.height >= PRINTED_FACE_PX:
            return None
        place = self._glow_rect(place, ctx.hovered, obs)
        card = deck()[card_id]
        amounts = {"power": card.power, "support": card.support, "cost.conjuros": card.cost.conjuros,
                   "cost.apoyos": card.cost.apoyos, "mana": card.mana}
        secret = card_id in self.secret and not ctx.hovered.startswith("hand:")
        for rect, kind in tile_marks(card, place.size, ctx.lang, None, secret):
            spot = rect.move(place.topleft)
            if spot.collidepoint(self.pointer):
                return spot, t("tip." + kind, ctx.lang, n=amounts.get(kind, 0))
        return None

    def _draw_tooltip(self, surface, ctx: ViewContext, obs: Any) -> None:
        """Hovering a power number: where the total comes from, part by part; hovering a mark: what it means."""
        ref = ctx.hovered
        tip = self.mark_tip(ctx, obs)
        if tip is not None:
            self._tip_box(surface, ctx, [(tip[1], CREAM, False)], tip[0], self._px(260))
            return
        if not ref or not ref.startswith("power:"):
            return
        bits = ref.split(":")
        seat = int(bits[1])
        power = self.powers.get(seat)
        if power is None:
            return
        name = seat_name(ctx.names, seat)
        focus = int(bits[2]) if len(bits) > 2 else None
        lines = [(t("breakdown.title", ctx.lang, name=name, n=power.total), GOLD, True)]
        for k, part in enumerate(power.parts):
            colour = CREAM if focus is None or focus == k else MUTED
            lines.append(("• " + part.explain(ctx.lang, deck()), colour, focus == k))
        anchor = next((rect for rect, r in self.hits if r == ref), None)
        if anchor is not None:
            self._tip_box(surface, ctx, lines, anchor, self._px(330))

    def _tip_box(self, surface, ctx: ViewContext, lines: list[tuple[str, Any, bool]], anchor: pygame.Rect,
                 width: int) -> None:
        """Lines (words, colour, bold) wrapped in a veiled box above `anchor` (below it when there is no room)."""
        wrapped = [(line, colour, bold) for text, colour, bold in lines
                   for line in fit_lines(ctx.fonts, text, 12, width - self._px(20), TIP_LINES, bold)]
        line_h = ctx.fonts.get(12).get_linesize()
        box = pygame.Rect(0, 0, width, line_h * len(wrapped) + self._px(16))
        box.midbottom = (anchor.centerx, anchor.y - self._px(6))
        if box.y < self.rect.y:
            box.midtop = (anchor.centerx, anchor.bottom + self._px(6))
        box.clamp_ip(self.rect)
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((*FLOAT_BACK, FLOAT_BACK_ALPHA))
        surface.blit(veil, box)
        pygame.draw.rect(surface, mix(GOLD, FLOAT_BACK, 0.3), box, width=1, border_radius=self._px(6))
        y = box.y + self._px(8)
        for text, colour, bold in wrapped:
            blit_text(surface, ctx.fonts, text, 12, (box.x + self._px(10), y), colour, bold=bold)
            y += line_h


