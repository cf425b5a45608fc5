"""The Invoke table: the mages round an oval (gems, walls with their points, item, creatures,
established invocations), the three piles with their discards and the Aether in the centre,
the invocation on the table with its live preview in words and arrows, and your hand.

Refs (the rules' own, turn.py): `hand:<card>` (lay it down, discard it, give it up),
`pile:<deck>`, `mage:<seat>`, `creature:<seat>:<card>`, `established:<k>`, `aether`.
Draws observations only: what the viewer may not see is `HIDDEN` there.
"""
from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.contract import State
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.interpret import stops
from tabletop.games.invoke.rules.language import Illegal, read
from tabletop.games.invoke.rules.messages import text
from tabletop.games.invoke.rules.preview import describe
from tabletop.games.invoke.rules.state import ANSWER, DECKS, HIDDEN, aim_of
from tabletop.games.invoke.view import build_hint
from tabletop.games.invoke.view import view_chips as chips
from tabletop.games.invoke.view.view_arrows import arrow_path, draw_arrow
from tabletop.games.invoke.view.view_cards import ELEMENT_COLOURS, BACK, card_colour, card_name, draw_card, draw_chip
from tabletop.games.invoke.view.view_faces import captioned_tile, wears_face
from tabletop.games.invoke.view.view_layout import TableLayout, hand_cards_room, table_layout
from tabletop.games.invoke.view.view_pending import pending_chip, wall_words
from tabletop.ui.hand_places import kept_places
from tabletop.ui.layer_parts import Same
from tabletop.ui.cards import short_text
from tabletop.ui.decor import plain_face
from tabletop.ui.theme import (CREAM, DIM, GLOW, GOLD, MUTED, blit_text, draw_glow, draw_shadow, fit_lines,
                               fit_text, mix, panel, seat_badge, seat_colour)
from tabletop.ui.view_base import GameView, ViewContext
from tabletop.ui.zone_cache import ZoneCache

GEM = (150, 220, 255)
#: the piles' band at the top of the centre (design points): the piles, their names and what each holds
PILES_HEIGHT = 112
CARD_RATIO = 0.72  # a hand card's width to its height
SEAT_SHADOW_BLUR = 8
SEAT_SHADOW_REACH = 2 * SEAT_SHADOW_BLUR + 4  # how far a panel's shadow falls outside it (its blur and offset)
#: the tallest an invocation's card on the table grows when the centre has room (design points), its width to height
INVOCATION_CARD_MOST, INVOCATION_CARD_RATIO = 74, 1.1


def seat_name(ctx: ViewContext, seat: int) -> str:
    """The seat's name, or #n."""
    return ctx.names[seat] if 0 <= seat < len(ctx.names) else f"#{seat + 1}"


def on_table(obs: Any) -> list[tuple[str, int, list[str], Any]]:
    """The invocations on the table, in the order they were laid: (label key, seat, cards, aim)."""
    shown = []
    if obs.current:
        shown.append(("view.casting", obs.current["seat"], obs.current["cards"], aim_of(obs.current["aim"])))
    shown += [(_answer_key(a.get("to", -1)), a["seat"], a["cards"], aim_of(a["aim"])) for a in obs.answers]
    if obs.aim:
        about = obs.asked_about[0] if obs.asked_about else -1
        key = _answer_key(about) if obs.aim["role"] == "answer" else "view.casting"
        shown.append((key, obs.aim["seat"], obs.aim["cards"], aim_of(obs.aim["chosen"])))
    if obs.building and obs.building["cards"]:
        shown.append(("view.building", obs.building["seat"], obs.building["cards"], aim_of(None)))
    return [entry for entry in shown if entry[2]]


#: the haste prompt's size, and the smallest it may shrink to before it is cut
BANNER_POINTS, BANNER_LEAST_POINTS, BANNER_LINES = 13, 10, 2


def banner_lines(fonts, words: str, width: int) -> tuple[list[str], float]:
    """The haste prompt wrapped to `width` pixels on at most two lines, shrunk if need be: (lines, points)."""
    points = BANNER_POINTS
    while points > BANNER_LEAST_POINTS and len(fonts.wrap(words, points, width, True)) > BANNER_LINES:
        points -= 0.5
    return fit_lines(fonts, words, points, width, BANNER_LINES, True), points


#: a mage's name on its panel: this size, smaller when the gems beside it leave too little room
NAME_POINTS = (15, 14, 13, 12)
#: a hand card's name: its size on a card of HAND_CARD_POINTS design points, and the most it grows to
HAND_NAME_POINTS, HAND_NAME_MOST, HAND_CARD_POINTS = 12, 14, 102


def hand_name_points(height: float) -> float:
    """The size of a hand card's name on a card `height` design points tall: larger on a larger card."""
    return max(HAND_NAME_POINTS, min(HAND_NAME_MOST, HAND_NAME_POINTS * height / HAND_CARD_POINTS))


def _answer_key(about: int) -> str:
    """The label of an answer: to the turn's invocation (about -1) or to another answer."""
    return "view.answer_by" if about < 0 else "view.answer_to_answer"


class View(GameView):
    """Draws an Invoke observation."""

    layered = True

    def __init__(self, game):
        super().__init__(game)
        self.lay = TableLayout()
        self.viewer: int | None = None
        self.scale = 1.0
        self.hand: list[tuple[pygame.Rect, str]] = []
        self.haste_banner: tuple[pygame.Rect, list[str], float] | None = None  # the last haste prompt: lines, size
        self.keep_clear: list[pygame.Rect] = []  # what the arrows go round: the haste banner, the Aether
        self.arrows: list[list[tuple[float, float]]] = []  # the paths of the arrows drawn last
        self.zones = ZoneCache()  # the mages' panels, painted again only when what they show changes
        #: (viewer, turn) and the hand's places (a card, or None where a laid card was): see `_hand_places`
        self.hand_slots: tuple[Any, list[str | None]] = (None, [])
        self._shows: tuple[Any, Any, dict] = (None, None, {})  # (observation, context, seat -> what its panel shows)
        self._centre: tuple[Any, Any, pygame.Rect] = (None, None, pygame.Rect(0, 0, 0, 0))  # see `_centre_place`

    def _px(self, points: float) -> int:
        return max(1, int(round(points * self.scale)))

    # --- layout ---------------------------------------------------------------------
    def sync(self, observation: State, ctx: ViewContext) -> None:
        self.viewer, self.scale = ctx.viewer, ctx.scale

    def layout(self, rect: pygame.Rect, observation: State) -> None:
        super().layout(rect, observation)
        obs: Any = observation
        bottom = self.viewer if self.viewer is not None else 0
        self.lay = table_layout(rect, obs.num_seats, bottom, self.viewer is not None, self._px)
        hits = [(box, f"mage:{seat}") for seat, box in self.lay.seats.items()]
        hits += self._centre_hits(obs)
        self.hand = self._hand_cards(obs)
        self.hits = hits + self.hand

    def _centre_hits(self, obs: Any) -> list[tuple[pygame.Rect, str]]:
        hits = [(rect, f"pile:{name}") for name, rect in self._pile_rects().items()]
        return hits + [(self._aether_rect(), "aether")]

    def _pile_rects(self) -> dict[str, pygame.Rect]:
        centre, px = self.lay.centre, self._px
        width, height = px(54), px(74)
        gap = max(px(12), (centre.width - 3 * width * 2) // 4)
        rects = {}
        for k, name in enumerate(DECKS):
            rects[name] = pygame.Rect(centre.x + gap // 2 + k * (2 * width + gap), centre.y + px(6), width, height)
        return rects

    def _aether_rect(self) -> pygame.Rect:
        centre, px = self.lay.centre, self._px
        return pygame.Rect(centre.centerx - px(70), centre.bottom - px(40), px(140), px(36))

    def _hand_cards(self, obs: Any) -> list[tuple[pygame.Rect, str]]:
        if self.viewer is None or not self.lay.hand.height:
            return []
        places = self._hand_places(obs)
        room, gap = hand_cards_room(self.lay.hand, self._px), self._px(6)
        width = min(int(room.height * CARD_RATIO), (room.width + gap) // max(1, len(places)) - gap)
        x = room.centerx - (len(places) * (width + gap) - gap) // 2
        return [(pygame.Rect(x + k * (width + gap), room.y, width, room.height), f"hand:{card}")
                for k, card in enumerate(places) if card is not None]

    def _hand_places(self, obs: Any) -> list[str | None]:
        """The hand in order; while the viewer builds an invocation, and through the rest of their turn once it is
        cast, cards keep their places as others are laid (the next card stays where it was)."""
        hand, key = sorted(obs.hands[self.viewer]), (self.viewer, obs.turn, tuple(obs.turns))
        building = obs.building is not None and obs.building.get("seat") == self.viewer
        keep = building or obs.turn == self.viewer
        self.hand_slots = kept_places(self.hand_slots, hand, key) if keep else (key, hand)
        return self.hand_slots[1]

    def hover_card(self, ref: str | None) -> str | None:
        """A hand card or a creature under the mouse, shown large."""
        kind, _, rest = (ref or "").partition(":")
        return {"hand": rest, "creature": rest.partition(":")[2]}.get(kind)

    def seat_refs(self, seat: int) -> list[str]:
        return [f"mage:{seat}"]

    def fallback_face(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        card = deck().cards.get(card_id)
        if card is None:
            return super().fallback_face(card_id, size)
        return plain_face(card.name.get("en", card_id), (), size)

    # --- drawing --------------------------------------------------------------------
    def static_hover(self, ctx: ViewContext) -> None:
        return None  # the hover is drawn in draw_dynamic: moving the mouse never redraws the layer

    def draw_static(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        obs: Any = observation
        clip = surface.get_clip()
        if clip.colliderect(self._centre_place(obs)):  # else the table repaints a piece of its layer it is not in
            self._draw_centre(surface, obs, ctx)
        boxes = tuple((seat, tuple(box)) for seat, box in self.lay.seats.items())
        margin = SEAT_SHADOW_REACH
        for seat, box in self.lay.seats.items():
            if clip.colliderect(box.inflate(2 * margin, 2 * margin)):  # outside the panel: drawn every time
                draw_shadow(surface, box, self._px(10), SEAT_SHADOW_BLUR, (3, 4), 90)
            # a panel the clip does not reach still gives back the click areas of its chips (walls, creatures...)
            key = (boxes, self._seat_shows(obs, seat, ctx), ctx.scale)
            self.zones.draw(surface, ("seat", seat), box, key,
                            lambda seat=seat, box=box: self._draw_seat(surface, obs, seat, box, ctx), self.hits)
        if clip.colliderect(self.lay.hand):
            self._draw_hand(surface, obs, ctx)

    def static_parts(self, observation: State, ctx: ViewContext) -> dict:
        """The mages' panels (with their shadows), the hand, and the centre, which with an invocation on the table
        reaches every panel (its arrows run under them)."""
        obs: Any = observation
        boxes = tuple((seat, tuple(box)) for seat, box in self.lay.seats.items())
        margin = SEAT_SHADOW_REACH
        parts: dict = {("seat", seat): (box.inflate(2 * margin, 2 * margin), (boxes, self._seat_shows(obs, seat, ctx)))
                       for seat, box in self.lay.seats.items()}
        parts["centre"] = (self._centre_place(obs), Same(obs))
        hand = [(tuple(rect), ref) for rect, ref in self.hand]
        parts["hand"] = (self.lay.hand, (hand, tuple(self._kept(obs)) if self.viewer is not None else ()))
        return parts

    def _centre_place(self, obs: Any) -> pygame.Rect:
        """Where the centre paints: itself, and the panels its invocations' arrows reach (they run under them);
        worked out once per observation and layout."""
        asked = (tuple(self.lay.centre), tuple((seat, tuple(box)) for seat, box in self.lay.seats.items()))
        if self._centre[0] is not obs or self._centre[1] != asked:
            self._centre = (obs, asked, self._reached(obs))
        return self._centre[2]

    def _reached(self, obs: Any) -> pygame.Rect:
        """`_centre_place` worked out."""
        centre, shown = self.lay.centre, on_table(obs)[-3:]
        if not shown:
            return centre
        table = obs.table()
        reached = {target for _key, seat, cards, aim in shown for target in self._arrow_targets(cards, seat, aim, table)}
        return centre.unionall([box for seat, box in self.lay.seats.items() if seat in reached])

    def _seat_shows(self, obs: Any, seat: int, ctx: ViewContext) -> tuple:
        """Everything a mage's panel shows (its zone is painted again only when this changes); worked out once per
        observation (the parts and every piece of a repainted layer ask)."""
        asked = (ctx.to_move, ctx.lang, tuple(ctx.names))
        if self._shows[0] is not obs or self._shows[1] != asked:
            self._shows = (obs, asked, {})
        shows = self._shows[2].get(seat)
        if shows is None:
            shows = self._shows[2][seat] = (seat == ctx.to_move, obs.out[seat], obs.ghost[seat], obs.gems[seat],
                                            len(obs.hands[seat]), seat_name(ctx, seat), ctx.lang,
                                            tuple(self._seat_chips(obs, seat, ctx.lang)))
        return shows

    def draw(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        self.draw_static(surface, observation, ctx)
        self.draw_dynamic(surface, observation, ctx)

    def draw_dynamic(self, surface: pygame.Surface, observation: State, ctx: ViewContext) -> None:
        radius = self._px(8)
        for rect, ref in self.hits:
            if ref in ctx.highlighted:
                strong = ref in (ctx.hovered, ctx.selected)
                draw_glow(surface, rect, radius, ctx.time, strength=1.0 if strong else 0.55)
                pygame.draw.rect(surface, GLOW, rect, width=max(2, self._px(2)), border_radius=radius)
            elif ref == ctx.hovered and ref.startswith("hand:"):
                pygame.draw.rect(surface, CREAM, rect, width=1, border_radius=radius)

    def _draw_card(self, surface: pygame.Surface, ctx: ViewContext, card_id: str, rect: pygame.Rect,
                   points: float, lines: int = 3) -> None:
        """A card in its printed look (frame, art, name) when the renderer can and it is wide enough, else plain."""
        if wears_face(ctx.cards, card_id, rect):  # with its short text, kept as one picture
            surface.blit(captioned_tile(ctx.cards, ctx.fonts, card_id, rect, ctx.lang, points, lines), rect)
            return
        draw_card(surface, ctx.fonts, card_id, rect, ctx.lang, points, lines)
        if card_id != HIDDEN:
            short_text.caption(surface, rect, short_text.short_for(ctx.cards, card_id, ctx.lang),
                               top=rect.y + rect.height // 3)

    # --- a mage's panel -------------------------------------------------------------
    def _draw_seat(self, surface: pygame.Surface, obs: Any, seat: int, box: pygame.Rect, ctx: ViewContext) -> None:
        px, lang, fonts = self._px, ctx.lang, ctx.fonts
        moving = seat == ctx.to_move
        colour = mix((18, 26, 24), seat_colour(seat), 0.28 if moving else 0.1)
        panel(surface, box, radius=px(10), alpha=235 if not obs.out[seat] else 120, colour=colour,
              border=GOLD if moving else None, shadow_blur=0)  # its shadow: draw_static
        if moving:
            pygame.draw.rect(surface, seat_colour(seat), box, width=px(3), border_radius=px(10))
        badge = px(13)
        seat_badge(surface, fonts, seat, (box.x + badge + px(6), box.y + badge + px(5)), badge, ring=moving)
        name_x = box.x + 2 * badge + px(12)
        gems = text("view.gems", lang, count=obs.gems[seat])
        name = seat_name(ctx, seat)
        gems_w = fonts.get(13, True).size(gems)[0]
        points = next((pt for pt in NAME_POINTS if fonts.get(pt, True).size(name)[0]
                       <= box.right - px(12) - gems_w - name_x), None)
        gems_low = points is None  # the name whole on the top line, the gems at the status line's end
        gems_at = (box.right - px(8), box.y + (px(24) if gems_low else px(7)))
        gem_rect = blit_text(surface, fonts, gems, 13 if not gems_low else 11, gems_at, GEM, anchor="topright",
                             bold=True)
        room = (box.right - px(8) if gems_low else gem_rect.x - px(4)) - name_x
        points = points or NAME_POINTS[-1]
        blit_text(surface, fonts, fit_text(fonts, name, points, room, True), points, (name_x, box.y + px(5)), CREAM,
                  bold=True)
        status = text("view.out", lang) if obs.out[seat] else (
            text("view.ghost", lang) if obs.ghost[seat] else text("view.cards", lang, count=len(obs.hands[seat])))
        said = blit_text(surface, fonts, status, 11, (name_x, box.y + px(24)), MUTED if not obs.ghost[seat] else GLOW)
        self._draw_seat_things(surface, obs, seat, box, said.right, ctx)

    def _seat_chips(self, obs: Any, seat: int, lang: str) -> list[tuple[str, Any, str | None]]:
        """(words, colour, ref) of each thing a mage has in play: gems it is about to lose, walls, item, creatures,
        established invocations."""
        chips = [chip for chip in [pending_chip(obs, seat, lang)] if chip is not None]
        points = self.game.wall_points(obs, seat)
        for index, wall in enumerate(obs.walls):
            if wall.owner == seat and wall.guards != "aether":
                colour = mix(ELEMENT_COLOURS[wall.element], (0, 0, 0), 0.15)
                chips.append((wall_words(wall, points[index], lang), colour, f"wall:{index}"))
        item = obs.items[seat]
        if item:
            chips.append((text("view.held", lang, card=card_name(item["card"], lang), count=len(item["held"])),
                          card_colour(item["card"]), f"mage:{seat}"))
        for creature in obs.creatures:
            if creature["owner"] == seat:
                chips.append((text("view.held", lang, card=card_name(creature["card"], lang),
                                   count=len(creature["held"])), card_colour(creature["card"]),
                              f"creature:{seat}:{creature['card']}"))
        for k, entry in enumerate(obs.established):
            if entry["owner"] == seat:
                words = ", ".join(card_name(c, lang) for c in entry["cards"])
                chips.append((text("view.established", lang, cards=words), (84, 70, 110), f"established:{k}"))
        return chips

    def _draw_seat_things(self, surface: pygame.Surface, obs: Any, seat: int, box: pygame.Rect, status_right: int,
                          ctx: ViewContext) -> None:
        """The mage's chips under its name, whole; when crowded they begin on the status line, after its words."""
        px = self._px
        things = self._seat_chips(obs, seat, ctx.lang)
        if not things:
            return
        below = pygame.Rect(box.x + px(6), box.y + px(42), box.width - px(12), box.height - px(45))
        beside = below.inflate(0, px(20)).move(0, -px(10))  # from the status line down
        areas = [(below, 0), (beside, status_right + px(6) - beside.x)]
        for chip, (_words, colour, ref) in zip(chips.lay_out(ctx.fonts, [t[0] for t in things], areas, px), things):
            chips.draw(surface, ctx.fonts, chip, DIM if chip.more else colour)
            if ref and ref != f"mage:{seat}" and not chip.more:
                self.hits.append((chip.rect, ref))

    # --- the centre -----------------------------------------------------------------
    def _draw_centre(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        px, lang, fonts = self._px, ctx.lang, ctx.fonts
        centre = self.lay.centre
        panel(surface, centre, radius=px(16), alpha=110, colour=(12, 34, 26), border=None, shadow_blur=0)
        piles = self._pile_rects()
        step = piles[DECKS[1]].x - piles[DECKS[0]].x  # the room of one pile's column
        for name, rect in piles.items():
            pygame.draw.rect(surface, BACK if obs.piles[name] else (30, 30, 36), rect, border_radius=px(5))
            pygame.draw.rect(surface, MUTED, rect, width=1, border_radius=px(5))
            blit_text(surface, fonts, str(len(obs.piles[name])), 16, rect.center, CREAM, anchor="center", bold=True)
            discard = pygame.Rect(rect.right + px(6), rect.y, rect.width, rect.height)
            top = obs.discards[name][-1] if obs.discards[name] else None
            if top:
                self._draw_card(surface, ctx, top, discard, 10)
            else:
                pygame.draw.rect(surface, DIM, discard, width=1, border_radius=px(5))
            count = ctx.fonts.text(str(len(obs.discards[name])), 11, CREAM, bold=True)
            spot = count.get_rect(midbottom=(discard.centerx, discard.bottom - px(3)))
            pygame.draw.rect(surface, (20, 20, 20), spot.inflate(px(6), 0), border_radius=px(4))
            surface.blit(count, spot)
            words = f"{text(f'pile.{name}', lang)} · {text('view.discard_short', lang)}"
            said = blit_text(surface, fonts, words, 11, (discard.x - px(3), rect.bottom + px(2)), MUTED,
                             anchor="midtop")
            holds = text(f"view.holds.{name}", lang)  # what a newcomer draws from here: whole, or not at all
            if fonts.get(11).size(holds)[0] <= step - px(8):
                blit_text(surface, fonts, holds, 11, (said.centerx, said.bottom), DIM, anchor="midtop", italic=True)
        self._draw_aether(surface, obs, ctx)
        self._draw_invocations(surface, obs, ctx)

    def _draw_aether(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        px, lang = self._px, ctx.lang
        rect = self._aether_rect()
        pygame.draw.rect(surface, (30, 46, 70), rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, GEM, rect, width=1, border_radius=rect.height // 2)
        words = f"{text('view.aether', lang)}: {text('view.gems', lang, count=obs.aether)}"
        blit_text(surface, ctx.fonts, words, 13, rect.center, GEM, anchor="center", bold=True)
        for index, wall in enumerate(obs.walls):
            if wall.guards == "aether":
                points = self.game.wall_points(obs, wall.owner)[index]
                chip = draw_chip(surface, ctx.fonts, wall_words(wall, points, lang),
                                 ELEMENT_COLOURS[wall.element], rect.right + px(6), rect.y + px(8), px(18), 10,
                                 px(150))
                self.hits.append((chip, f"wall:{index}"))
        way = text("view.direction", lang, way=text(f"view.way.{obs.direction}", lang))
        words = blit_text(surface, ctx.fonts, way, 11, (rect.centerx, rect.y - px(3)), MUTED, anchor="midbottom")
        self.keep_clear = [rect.union(words).inflate(px(6), px(4))]  # arrows go round the Aether and its words

    def _names_table(self, obs: Any, ctx: ViewContext):
        table = obs.table()
        table.names = {s: seat_name(ctx, s) for s in range(obs.num_seats)}
        return table

    def _draw_invocations(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        px, lang, fonts = self._px, ctx.lang, ctx.fonts
        centre = self.lay.centre
        top = centre.y + px(PILES_HEIGHT)
        bottom = self._aether_rect().y - px(18)
        shown = on_table(obs)
        self.haste_banner, self.arrows = None, []
        if obs.phase == ANSWER and obs.asking:
            bottom -= self._draw_haste_banner(surface, obs, ctx, bottom) + px(4)
            self.keep_clear.insert(0, self.haste_banner[0].inflate(px(4), px(4)))  # arrows never cross its words
        building = build_hint.builds_here(obs, self.viewer)
        if not shown:  # where the invocation will lie: how its cards are read, when the viewer builds it
            if not (building and build_hint.draw_first(surface, fonts, lang, centre.x + px(14), (top + bottom) // 2,
                                                       centre.width - px(28))):
                blit_text(surface, fonts, text("view.empty", lang), 13, (centre.centerx, (top + bottom) // 2), DIM,
                          anchor="center", italic=True)
            return
        row = max(px(36), min(px(INVOCATION_CARD_MOST), (bottom - top) // len(shown) - px(34)))
        y = top
        table = self._names_table(obs, ctx)
        for key, seat, cards, aim in shown[-3:]:
            label = text(key, lang, seat_name=seat_name(ctx, seat))
            # the arrows first: the cards and the words lie on top of them
            self._draw_arrows(surface, cards, seat, aim, table, ctx, (centre.centerx, y + px(16) + row // 2))
            said_label = blit_text(surface, fonts, label, 12, (centre.x + px(14), y), seat_colour(seat), bold=True)
            if building and key == "view.building":
                build_hint.draw_laid(surface, fonts, lang, (said_label.right + px(8), y + px(1)),
                                     centre.right - px(14) - said_label.right - px(8), cards)
            width = min(int(row * INVOCATION_CARD_RATIO), (centre.width - px(28)) // max(1, len(cards)) - px(4))
            cards_rect = pygame.Rect(centre.x + px(14), y + px(16), 0, row)
            for k, card in enumerate(cards):
                rect = pygame.Rect(cards_rect.x + k * (width + px(4)), cards_rect.y, width, row)
                points = max(10, min(12, 10 * row / px(58)))  # a little larger on a larger card
                self._draw_card(surface, ctx, card, rect, points, lines=2 if row < px(50) else 3)
            said = describe([deck()[c] for c in cards if c != HIDDEN], table, seat, aim, lang) \
                if HIDDEN not in cards else ""
            if said:
                lines = fit_lines(fonts, "→ " + said, 12, centre.width - px(28), 2)
                for k, line in enumerate(lines):
                    at = (centre.x + px(14), y + px(18) + row + k * px(15))
                    backing = pygame.Rect(at, fonts.get(12).size(line)).inflate(px(6), px(2))
                    panel(surface, backing, radius=px(4), alpha=200, colour=(12, 34, 26), border=None, shadow_blur=0)
                    blit_text(surface, fonts, line, 12, at, CREAM)  # over the arrow, on a backing of its own
            y += row + px(52)

    def _draw_haste_banner(self, surface: pygame.Surface, obs: Any, ctx: ViewContext, y: int) -> int:
        """The haste prompt, whole, on a banner whose bottom is at `y`; returns the banner's height."""
        asked = obs.asking[0]
        words = self.game.prompt(obs, ctx.lang, ctx.names)  # who may answer, and what: "Bea may answer …"
        centre = self.lay.centre
        width = centre.width - self._px(40)
        lines, points = banner_lines(ctx.fonts, words, width - self._px(12))
        line_height = ctx.fonts.get(points, True).get_linesize()
        height = max(self._px(26), line_height * len(lines) + self._px(8))
        banner = pygame.Rect(centre.x + self._px(20), y - self._px(2) - height, width, height)
        pygame.draw.rect(surface, mix((18, 26, 24), seat_colour(asked), 0.35), banner, border_radius=self._px(8))
        pygame.draw.rect(surface, GLOW, banner, width=1, border_radius=self._px(8))
        top = banner.centery - line_height * len(lines) // 2
        for k, line in enumerate(lines):
            blit_text(surface, ctx.fonts, line, points, (banner.centerx, top + k * line_height), CREAM,
                      anchor="midtop", bold=True)
        self.haste_banner = (banner, lines, points)
        return height

    @staticmethod
    def _arrow_targets(cards: list[str], seat: int, aim, table) -> list[int]:
        """The mages an invocation's arrows reach."""
        if HIDDEN in cards:
            return []
        try:
            plan = read([deck()[c] for c in cards], partial=True)
        except Illegal:
            return []
        if plan.form == "attack" and plan.move:
            return [stop.seat for stop in stops(plan, table, seat, aim) if stop.seat is not None]
        return [aim.owner] if isinstance(aim.owner, int) else []

    def _draw_arrows(self, surface: pygame.Surface, cards: list[str], seat: int, aim, table, ctx: ViewContext,
                     origin: tuple[int, int]) -> None:
        """An arrow from the invocation to each mage it reaches (the preview under it says what arrives there)."""
        for target in self._arrow_targets(cards, seat, aim, table):
            box = self.lay.seats.get(target)
            if box is not None:
                path = arrow_path(origin, box, self.keep_clear, self._px(8))
                draw_arrow(surface, path, seat_colour(seat), self._px(3))
                self.arrows.append(path)

    # --- the viewer's hand ----------------------------------------------------------
    def _draw_hand(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        if self.viewer is None or not self.lay.hand.height:
            return
        px, lang = self._px, ctx.lang
        area = self.lay.hand
        blit_text(surface, ctx.fonts, text("view.hand", lang), 12, (area.x + px(4), area.y + px(2)), MUTED, bold=True)
        room = min((rect.x for rect, _ref in self.hand), default=area.x) - area.x - px(12)
        if room >= px(70):  # a new player learns what a card does from its face, shown large on hover
            hint = ctx.fonts.wrap(text("view.hand_hint", lang), 11, room)
            if len(hint) <= max(2, (area.height - px(22)) // px(14)):  # whole, or not at all
                for k, line in enumerate(hint):
                    blit_text(surface, ctx.fonts, line, 11, (area.x + px(4), area.y + px(20) + k * px(14)), MUTED)
        for rect, ref in self.hand:
            points = hand_name_points(rect.height / self.scale)
            self._draw_card(surface, ctx, ref.partition(":")[2], rect, points)
        kept = self._kept(obs)
        if kept:  # the kept cards, numbered as `take <n>` counts them, each whole
            x, y = area.right - px(150), area.y + px(2)
            blit_text(surface, ctx.fonts, text("view.kept", lang), 11, (x, y), MUTED)
            column = pygame.Rect(x, y + px(16), px(150), area.bottom - y - px(18))
            labels = [f"{k + 1}. {card_name(card, lang)}" for k, card in enumerate(kept)]
            for chip, card in zip(chips.lay_out(ctx.fonts, labels, [(column, 0)], px, fill_gaps=False), kept):
                chips.draw(surface, ctx.fonts, chip, DIM if chip.more else card_colour(card))

    def _kept(self, obs: Any) -> list[str]:
        """The viewer's cards kept in a Tome or on creatures, in the order `take <n>` counts them."""
        item = obs.items[self.viewer]
        kept = list(item["held"]) if item and item["card"] == "tome" else []
        for creature in obs.creatures:
            if creature["owner"] == self.viewer:
                kept += creature["held"]
        return kept
