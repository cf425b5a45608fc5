"""The ECG table: both heroes with Moral, Renombre and Locura, their legacy zones, the four formation
lines facing each other, each court with its resources prepared or used, the piles, the viewer's
hand, and a centre strip with the turn, the stack and whose reaction is awaited.

Refs (the rules' own): `hand:<card>`, `card:<uid>` (a card in play: hero, legacy, court, troop: its
abilities), `troop:<uid>` (a troop's maneuvers, on top of its `card:` ref), `line:<seat>:<line>`
(a line to train into or to target), `discard:<card>` (the viewer's discard while picking from it,
shown in the hand's row), `court_zone:<seat>`; for previews and hovering: `hero:<seat>`, `deck:<seat>`.
Draws observations only: the opponent's hand, discard and exile are `HIDDEN` there.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from tabletop.engine.contract import Event, State
from tabletop.games.ecg.view import view_tile
from tabletop.games.ecg.view.view_draw import BOOST, HIDDEN, MADNESS, WOUND, Painter, float_label, shadowed
from tabletop.games.ecg.view.view_layout import TableLayout, legacy_rects, table_layout
from tabletop.games.ecg.view.view_words import t
from tabletop.ui.cards import short_text
from tabletop.ui.hand_places import kept_places
from tabletop.ui.theme import CREAM, DANGER, GLOW, GOLD, MUTED, draw_glow
from tabletop.ui.view_base import GameView, ViewContext


def card_of(card_id: str | None) -> Any:
    """The Card called `card_id`, or None (hidden or unknown)."""
    if not card_id or card_id == HIDDEN:
        return None
    from tabletop.games.ecg.rules import lookup
    try:
        return lookup.card(card_id)
    except KeyError:
        return None


def card_name(card_id: str | None, lang: str) -> str:
    """A card's name in `lang` (its id when unknown)."""
    card = card_of(card_id)
    if card is None:
        return card_id or "?"
    return card.name.get(lang) or card.name.get("en") or card_id


def _kingdom_palettes(ctx: ViewContext) -> dict | None:
    """The card layout's kingdom colours (None without a card renderer: tiles fall back to grey-brown)."""
    layout = getattr(ctx.cards, "layout", None)
    return layout.palettes.get("kingdom") if layout is not None else None


PRINTED_FACE_PX = 300  # the printed face's name reaches about 11 px from this height up; below, the tile
FLOAT_TIME = 1.6  # seconds a number floats over the table
HALF_REACH = 24  # pixels a panel's shadow falls outside it (theme.panel's blur and offset)
#: event -> (word key, colour, where: "troop" over the troop, "hero" over the seat's hero)
FLOATS = {"troop.wounded": ("float.wounds", WOUND, "troop"), "troop.healed": ("float.healed", BOOST, "troop"),
          "hero.morale": ("float.morale", WOUND, "hero"), "hero.renown": ("float.renown", GOLD, "hero"),
          "hero.madness": ("float.madness", MADNESS, "hero")}


@dataclass
class Floater:
    """A number rising from where it happened and fading: wounds, healing, Moral, Renombre, Locura."""

    text: str
    colour: tuple
    rect: pygame.Rect
    began: float


def _targets(item: dict) -> list[int]:
    """The troop uids a stack item's steps were aimed at (lines and players left out)."""
    targets = item.get("targets") or {}
    values = targets.values() if isinstance(targets, dict) else targets
    return [v for v in values if isinstance(v, int) and not isinstance(v, bool)]


class View(GameView):
    """Draws an ECG observation."""
    own_motion = frozenset({"floats"})  # tabletop.ui.motion adds the rest

    layered = True

    def __init__(self, game):
        super().__init__(game)
        self.lay: TableLayout | None = None
        self.viewer: int | None = None
        self.bottom = 0
        self.kingdom = ""  # the viewer's: what the hand's cards cost
        self.scale = 1.0
        self.card_refs: list[tuple[pygame.Rect, str]] = []
        self.ref_cards: dict[str, str] = {}
        self.ref_zones: dict[str, str] = {}  # a card in a battle line or the court -> "battle" / "court"
        self.uid_rects: dict[int, pygame.Rect] = {}  # a card in play's uid -> where it lies
        self.floaters: list[Floater] = []
        #: (viewer, turn) and the hand's places (a card, or None where a card left): see `_hand_row`
        self.hand_slots: tuple[Any, list[str | None]] = (None, [])

    def _px(self, points: float) -> int:
        return max(1, int(round(points * self.scale)))

    # --- layout ---------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, observation: State) -> None:
        super().layout(rect, observation)
        obs: Any = observation
        self.bottom = self.viewer if self.viewer is not None else 0
        self.kingdom = obs.seats[self.viewer].get("kingdom", "") if self.viewer is not None else ""
        top = 1 - self.bottom
        hand = obs.seats[self.bottom]["hand"] if self.viewer is not None else []
        self.lay = table_layout(rect, top, self.bottom, len(self._hand_row(obs, hand)[1]), self.room)  # window-sized
        self._hits(obs, hand)

    def _hits(self, obs: Any, hand: list) -> None:
        """The clickable and hoverable regions, later on top, and the card behind each ref.

        A card in play is `card:<uid>` (its abilities); a troop is also `troop:<uid>` on top (its
        maneuvers): the table takes the topmost glowing ref under the mouse.
        """
        hits: list[tuple[pygame.Rect, str]] = []
        cards: dict[str, str] = {}
        zones: dict[str, str] = {}

        def put(rect: pygame.Rect, ref: str, card: str | None = None, zone: str | None = None) -> None:
            hits.append((rect, ref))
            if card is not None:
                cards[ref] = card
            if zone is not None:
                zones[ref] = zone

        for seat, half in self.lay.halves.items():
            data = obs.seats[seat]
            put(half.court_zone, f"court_zone:{seat}")
            for line, zone in half.lines.items():
                put(zone, f"line:{seat}:{line}")
            put(half.hero, f"hero:{seat}", data["hero"])
            if "hero_uid" in data:
                put(half.hero, f"card:{data['hero_uid']}", data["hero"])
            put(half.deck, f"deck:{seat}")
            if data["discard"] and data["discard"][-1] != HIDDEN:
                put(half.discard, f"discard:{data['discard'][-1]}", data["discard"][-1])
            legacy = data["legacy"]
            for rect, entry in zip(legacy_rects(half.legacy, len(legacy), self.lay.card), legacy):
                put(rect, f"card:{entry['uid']}", entry["card"])
            for rect, entry in zip(half.court, data["court"]):
                put(rect, f"card:{entry['uid']}", entry["card"], "court")
            for line, places in half.slots.items():
                for rect, troop in zip(places, data["lines"][line]):
                    put(rect, f"card:{troop['uid']}", troop["card"], "battle")
                    put(rect, f"troop:{troop['uid']}", troop["card"], "battle")
        pile, row = self._hand_row(obs, hand)
        for rect, card in zip(self.lay.hand, row):
            if card is not None:
                put(rect, f"{pile}:{card}", card)
        self.hits = hits
        self.card_refs = [(rect, ref) for rect, ref in hits if not ref.startswith(("hero:", "deck:"))]
        self.ref_cards = cards
        self.ref_zones = zones
        self.uid_rects = {int(ref[5:]): rect for rect, ref in hits if ref.startswith("card:") and ref[5:].isdigit()}

    def _hand_row(self, obs: Any, hand: list) -> tuple[str, list]:
        """What the row under the table shows: the hand, or the viewer's discard while picking from it."""
        pending = getattr(obs, "pending", None) or {}
        if pending.get("kind") == "pick" and pending.get("pile") == "discard" and pending.get("seat") == self.viewer:
            return "discard", list(dict.fromkeys(obs.seats[self.viewer]["discard"]))
        self.hand_slots = kept_places(self.hand_slots, list(hand), (self.viewer, obs.turn_number))
        return "hand", self.hand_slots[1]  # cards keep their places through a turn: none moves under the pointer

    def seat_refs(self, seat: int) -> list[str]:
        """A seat's hero stands for it."""
        return [f"hero:{seat}"]

    def offered_with(self, ref: str) -> tuple[str, ...]:
        """A click on a troop offers its abilities (`card:<uid>`) with its maneuvers (`troop:<uid>`)."""
        kind, _, uid = ref.partition(":")
        if kind == "troop":
            return (f"card:{uid}",)
        if kind == "card" and f"troop:{uid}" in self.ref_cards:
            return (f"troop:{uid}",)
        return ()

    def kept_clear(self) -> list[pygame.Rect]:
        """The opponent's court: what they can pay with, and which of their troops may still act."""
        if self.lay is None:
            return []
        return [half.court_zone for seat, half in self.lay.halves.items() if seat != self.bottom]

    def hover_card(self, ref: str | None) -> str | None:
        """Any card the viewer can see, shown large."""
        card = self.ref_cards.get(ref or "")
        return card if card and card != HIDDEN else None

    def sync(self, observation: State, ctx: ViewContext) -> None:
        """A new viewer (hot-seat handover) sees its own half at the bottom, and nothing of the last one's."""
        if ctx.viewer != self.viewer:
            self.reset()
        self.viewer = ctx.viewer
        self.scale = ctx.scale

    def reset(self) -> None:
        """Forget the floating numbers (undo, load, another viewer)."""
        self.floaters = []

    def on_events(self, events: Sequence[Event], ctx: ViewContext) -> None:
        """Numbers float up where wounds, healing and a hero's Moral, Renombre or Locura changed."""
        if ctx.anim_speed <= 0 or self.lay is None:
            return
        for event in events:
            found = FLOATS.get(event.key)
            amount = event.params.get("amount")
            if found is None or not isinstance(amount, int) or not amount:
                continue
            key, colour, where = found
            if where == "troop":
                rect = self.uid_rects.get(event.params.get("uid"))
            else:
                half = self.lay.halves.get(event.params.get("seat"))
                rect = half.hero if half is not None else None
            if rect is not None:
                self.floaters.append(Floater(t(key, ctx.lang, n=f"{amount:+d}" if where == "hero" else amount),
                                             colour, rect, ctx.time))
        self.floaters = self.floaters[-12:]

    def settling(self, ctx: ViewContext) -> bool:
        """Floating numbers not read yet (a hot-seat curtain and the results wait)."""
        speed = max(0.25, ctx.anim_speed)
        return any((ctx.time - f.began) * speed < FLOAT_TIME * 0.6 for f in self.floaters)

    @staticmethod
    def static_hover(ctx: ViewContext) -> None:
        """The cached layer never shows the hover: draw_dynamic outlines it."""
        return None

    # --- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """The whole table (unlayered use, e.g. thumbnails)."""
        for layer in (self.draw_static, self.draw_dynamic):
            layer(surface, observation, ctx)

    def _troop_strength(self, obs: Any, troop: dict) -> tuple[int, int]:
        """(Strength now, as the rules give it, and printed Strength) of a troop in battle."""
        card = card_of(troop["card"])
        return self.game.troop_strength(obs, troop["uid"]), int(getattr(card, "strength", 0) or 0)

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Both halves, the centre strip and the hand."""
        if self.lay is None:
            return
        obs: Any = observation
        self.scale = ctx.scale
        painter = Painter(ctx, self._card_drawer(ctx))
        clip = surface.get_clip()  # what lies outside it is not drawn (the table repaints a piece of its layer)
        for seat, half in self.lay.halves.items():
            if not clip.colliderect(half.rect.inflate(2 * HALF_REACH, 2 * HALF_REACH)):
                continue
            hero = card_of(obs.seats[seat]["hero"])
            painter.half(surface, obs, half, self._name(ctx, seat), self._status(obs, seat, ctx), hero)
            painter.lines(surface, obs, half, lambda troop: self._troop_strength(obs, troop))
            painter.court(surface, obs, half)
        self._draw_stack_marks(surface, obs, painter)
        if clip.colliderect(self._strip_place()):  # over a maneuver's arrow: the words stay readable
            painter.strip(surface, self.lay.strip, self.strip_lines(obs, ctx))
        if clip.colliderect(self._hand_place(painter)):
            self._draw_hand(surface, obs, ctx, painter)

    def static_parts(self, observation: State, ctx: ViewContext) -> dict | None:
        """Each half's rim (who decides), hero, numbers, labels, legacy, piles and every place in its lines and
        court; what waits on the stack; the centre strip; the hand."""
        if self.lay is None:
            return None
        obs: Any = observation
        painter = Painter(ctx, self._card_drawer(ctx))
        parts: dict = {}
        for seat, half in self.lay.halves.items():
            data = obs.seats[seat]
            for k, rect in enumerate(painter.edges(half)):
                parts[("rim", seat, k)] = (rect, ctx.to_move == seat)
            parts[("hero", seat)] = (painter.card_place(half.hero), data["hero"])
            name, status = self._name(ctx, seat), self._status(obs, seat, ctx)
            stats = (data["hero"], data["morale"], data["renown"], data["madness"], len(data["hand"]),
                     len(data["legacy"]), name, status, ctx.to_move == seat)
            parts[("stats", seat)] = (painter.stats_place(obs, half, name, status), stats)
            widths = painter.label_widths(half)
            for zone in half.labels:
                parts[("label", seat, zone)] = (painter.label_place(half, zone, widths),
                                              painter.label_counts(obs, half, zone))
            parts[("legacy", seat)] = (painter.legacy_place(half), repr(data["legacy"]))
            piles = (len(data["deck"]), data["discard"][-1:], len(data["discard"]), len(data["exile"]))
            parts[("piles", seat)] = (painter.piles_place(half), piles)
            for line, places in half.slots.items():
                troops = data["lines"][line]
                for k, rect in enumerate(places):
                    troop = (repr(troops[k]), self._troop_strength(obs, troops[k])) if k < len(troops) else None
                    parts[("troop", seat, line, k)] = (painter.card_place(rect), troop)
            for k, rect in enumerate(half.court):
                entry = repr(data["court"][k]) if k < len(data["court"]) else None
                parts[("court", seat, k)] = (painter.card_place(rect), entry)
        parts.update(self._stack_parts(obs, painter))
        lines = self.strip_lines(obs, ctx)
        parts["strip"] = (painter.strip_place(self.lay.strip, lines), lines)
        if self.viewer is not None:
            hand = obs.seats[self.viewer]["hand"]
            shown = (self._hand_row(obs, hand), len(hand), obs.seats[self.viewer].get("kingdom", ""))
        else:
            shown = None
        parts["hand"] = (self._hand_place(painter), shown)
        return parts

    def _stack_parts(self, obs: Any, painter: Painter) -> dict:
        """The marks of what waits on the stack, a part each: every card outlined (with its colours, in the order
        they are drawn) and each maneuver's arrow in short pieces, so a mark in one half repaints no other."""
        marks: dict[int, list] = {}
        arrows: list[tuple] = []
        for item in obs.stack or []:
            source = item.get("source")
            if source in self.uid_rects:
                marks.setdefault(source, []).append(GOLD)
            maneuver = item.get("maneuver")
            if maneuver and source in self.uid_rects and maneuver[2] in self.uid_rects:
                arrows.append((self.uid_rects[source], self.uid_rects[maneuver[2]]))
            for target in _targets(item):
                if target in self.uid_rects:
                    marks.setdefault(target, []).append(DANGER)
        reach = self._px(24)
        parts: dict = {("stack", "card", uid): (self.uid_rects[uid].inflate(reach, reach), tuple(colours))
                       for uid, colours in marks.items()}
        for k, (start, end) in enumerate(arrows):
            for j, place in enumerate(painter.arrow_places(start, end)):
                parts[("stack", "arrow", k, j)] = (place, (tuple(start), tuple(end)))
        return parts

    def _strip_place(self) -> pygame.Rect:
        """The centre strip and its panel's shadow."""
        return self.lay.strip.inflate(2 * HALF_REACH, 2 * HALF_REACH)

    def _hand_place(self, painter: Painter) -> pygame.Rect:
        """The hand's label and cards."""
        return self.lay.hand_zone.unionall([painter.card_place(rect) for rect in self.lay.hand])

    def _draw_stack_marks(self, surface, obs: Any, painter: Painter) -> None:
        """What waits on the stack, on the table: the card it comes from outlined, a maneuver's arrow to its
        target, the troops a play targets outlined in red."""
        for item in obs.stack or []:
            source = self.uid_rects.get(item.get("source"))
            if source is not None:
                painter.outline(surface, source, GOLD)
            maneuver = item.get("maneuver")
            if maneuver and source is not None and maneuver[2] in self.uid_rects:
                painter.arrow(surface, source, self.uid_rects[maneuver[2]])
            for target in _targets(item):
                if target in self.uid_rects:
                    painter.outline(surface, self.uid_rects[target], DANGER)

    def _card_drawer(self, ctx: ViewContext):
        """Paints a card at table size: its tile (a back when hidden or unknown); `cost` and `hand` for the hand's,
        `zone` for a card in a battle line or the court."""
        palettes = _kingdom_palettes(ctx)

        def draw(surface, rect: pygame.Rect, card: str | None, cost: str | None = None, hand: bool = False,
                 zone: str | None = None, shadow: bool = True) -> None:
            found = card_of(card)
            if found is None:
                image = self.card_image(None, rect.size, ctx, back=True)
            else:
                image = view_tile.tile(found, rect.size, ctx.lang, palettes, cost, hand, zone)
            shadowed(surface, rect, image, ctx.px, shadow)
        return draw

    def card_image(self, card_id: str | None, size: tuple[int, int], ctx: ViewContext,
                   back: bool = False) -> pygame.Surface:
        """The printed face when it is large enough to read (the hover preview), else the card's tile as the
        hand shows it (the chooser's options)."""
        found = None if back else card_of(card_id)
        if found is None or size[1] >= PRINTED_FACE_PX:
            return super().card_image(card_id, size, ctx, back)
        return view_tile.tile(found, (int(size[0]), int(size[1])), ctx.lang, _kingdom_palettes(ctx),
                              view_tile.cost_for(found, self.kingdom), True)

    def _draw_hand(self, surface, obs: Any, ctx: ViewContext, painter: Painter) -> None:
        zone = self.lay.hand_zone
        if self.viewer is None:
            painter.hand_label(surface, zone, t("spectator", ctx.lang))
            return
        hand = obs.seats[self.viewer]["hand"]
        pile, row = self._hand_row(obs, hand)
        words = t("zone.hand", ctx.lang, n=len(hand)) if pile == "hand" else t("pick.discard", ctx.lang)
        words += " · " + t("hover.hint", ctx.lang)
        painter.hand_label(surface, zone, words)
        kingdom = obs.seats[self.viewer].get("kingdom", "")
        for rect, card in zip(self.lay.hand, row):
            if card is None:
                continue
            found = card_of(card)
            painter.card(surface, rect, card, view_tile.cost_for(found, kingdom) if found is not None else None, True)

    @staticmethod
    def _name(ctx: ViewContext, seat: int) -> str:
        name = ctx.names[seat] if seat < len(ctx.names) else f"#{seat + 1}"
        return f"{name} ({t('you', ctx.lang)})" if seat == ctx.viewer else name

    @staticmethod
    def _status(obs: Any, seat: int, ctx: ViewContext) -> str:
        if ctx.thinking == seat:
            return t("thinking", ctx.lang)
        if ctx.to_move == seat:
            return t("deciding", ctx.lang)
        return ""

    def strip_lines(self, obs: Any, ctx: ViewContext) -> list:
        """(words, colour, highlighted) lines of the centre strip: turn and phase, the stack, the reaction asked."""
        turn_name = ctx.names[obs.turn] if obs.turn < len(ctx.names) else str(obs.turn + 1)
        phase = t(f"phase.{obs.phase}", ctx.lang)
        lines = [(f"{t('turn', ctx.lang, n=max(1, obs.turn_number), name=turn_name)} · {phase}", GOLD, False)]
        stack = list(obs.stack or [])
        if not stack and self.lay is not None and not short_text.shows_text(self.lay.card[0]):
            lines.append((t("table.read_hint", ctx.lang), MUTED, False))  # the tiles are too narrow for words
        if stack:
            items = " ← ".join(self._stack_words(item, ctx, obs) for item in reversed(stack))
            lines.append((f"{t('stack.title', ctx.lang)} {items}", CREAM, False))
        if obs.window is not None and stack:
            name = ctx.names[obs.window] if obs.window < len(ctx.names) else str(obs.window + 1)
            key = "window.react_you" if obs.window == ctx.viewer else "window.react"
            lines.append((t(key, ctx.lang, name=name, what=self._stack_words(stack[-1], ctx, obs)), GOLD, True))
        return lines

    def _stack_words(self, item: dict, ctx: ViewContext, obs: Any) -> str:
        """What an item waiting on the stack is: "Bo's Shield Wall", "Ana's Legionary: Charge on Scout"."""
        seat = item.get("seat", 0)
        name = ctx.names[seat] if seat < len(ctx.names) else str(seat + 1)
        card = card_name(item.get("card"), ctx.lang)
        kind = item.get("kind")
        if kind == "maneuver" and item.get("maneuver"):
            maneuver, _uid, target = item["maneuver"]
            found = next((troop["card"] for data in obs.seats for line in data["lines"].values() for troop in line
                          if troop["uid"] == target), None)
            return t("stack.maneuver", ctx.lang, name=name, card=card, maneuver=t(f"maneuver.{maneuver}", ctx.lang),
                     target=card_name(found, ctx.lang))
        if kind in ("training", "ability"):
            return t(f"stack.{kind}", ctx.lang, name=name, card=card)
        return t("what", ctx.lang, name=name, card=card)

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        """Glows on what may be chosen, the hovered choice outlined."""
        if self.lay is None:
            return
        seen = set()
        for rect, ref in self.card_refs:
            if ref in ctx.highlighted and rect.topleft not in seen:
                seen.add(rect.topleft)
                strong = ref == ctx.hovered or ref == ctx.selected
                draw_glow(surface, rect, self._px(8), ctx.time, strength=1.0 if strong else 0.6)
            if ref == ctx.hovered and ref in ctx.highlighted:
                pygame.draw.rect(surface, GLOW, rect, width=self._px(2), border_radius=self._px(6))
        speed = max(0.25, ctx.anim_speed)
        stacked: dict[tuple, int] = {}
        for floater in self.floaters:
            p = (ctx.time - floater.began) * speed / FLOAT_TIME
            if 0 <= p < 1:
                row = stacked[floater.rect.topleft] = stacked.get(floater.rect.topleft, -1) + 1
                centre = (floater.rect.centerx, floater.rect.y + self._px(12) - int(p * self._px(36)) - row * self._px(22))
                float_label(surface, ctx, floater.text, floater.colour, centre, p)


