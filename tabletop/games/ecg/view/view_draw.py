"""Painting the ECG table: a seat's half (hero, legacy zone, lines, court, piles), troops, the centre strip.

Everything here draws an observation only: the opponent's hand, discard and exile are `HIDDEN`
there, and only their counts are ever drawn.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable

import pygame

from tabletop.games.ecg.view.view_layout import Half, legacy_rects
from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.view import view_tile
from tabletop.games.ecg.view.view_tile import body_top, corner_spot, strength_spot
from tabletop.games.ecg.view.view_words import t
from tabletop.ui.cards import icons, short_text
from tabletop.ui.lru import remembered
from tabletop.ui.table_painter import TablePainter
from tabletop.ui.theme import (CREAM, DANGER, DIM, FLOAT_BACK, FLOAT_BACK_ALPHA, GOLD, GOOD, INK, MUTED, draw_shadow,
                               fit_lines, mix, panel, seat_badge, seat_colour)
from tabletop.ui.view_base import ViewContext

CARD_REACH = 18  # design points a card's shadow and the marks on its edges reach past it
_STATS_FIT: dict = {}  # (box, name, status, scales) -> whether the hero's numbers fit their box
_VEILS: dict = {}  # (size, alpha) -> the sheet that dims a tile's body
KEPT_PICTURES = 200  # pictures kept (`Painter.kept`): both halves' troops, courts and numbers, and some more
_KEPT: OrderedDict = OrderedDict()

HIDDEN = "?"
WOUND = (200, 48, 40)
PREP = (96, 140, 210)
BOOST = (92, 190, 110)
MADNESS = (170, 110, 220)
#: resource -> the kingdom whose emblem stands for it
RESOURCE_REALM = {"fe": "sol", "saber": "lechuza", "orgullo": "ciervo", "ira": "lobo", "disciplina": "leon",
                  "devocion": "devoto"}

CardDrawer = Callable[..., None]  # (surface, rect, card id or None[, cost, hand, zone, shadow]): a tile, or a back


class Painter(TablePainter):
    """Draws the parts of the table for one context; `card(surface, rect, card_id or None[, cost])` paints a tile
    or a back."""

    def __init__(self, ctx: ViewContext, card: CardDrawer):
        super().__init__(ctx)
        self.card = card

    def chip(self, surface, centre, words: str, points: float = 11, fill=CREAM, ink=INK,
             anchor: str = "center", icon: str | None = None) -> pygame.Rect:
        """A rounded label, with an optional icon before the words."""
        label = self.ctx.fonts.text(words, points, ink, True)
        size = label.get_height()
        extra = size if icon else 0
        rect = pygame.Rect(0, 0, label.get_width() + extra + self.px(10), size + self.px(2))
        setattr(rect, anchor, centre)
        pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
        x = rect.x + self.px(5)
        if icon:
            surface.blit(icons.icon(icon, size - 2, ink), (x, rect.y + self.px(1) + 1))
            x += extra
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        return rect

    def disc(self, surface, centre, radius: int, words: str, fill, ink=CREAM, edge=GOLD) -> None:
        """A number on a round token (a troop's strength)."""
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius + 1)
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, edge, centre, radius, max(1, radius // 7))
        label = self.ctx.fonts.text(words, radius * 1.15 / max(0.1, self.ctx.fonts.scale), ink, True)
        surface.blit(label, label.get_rect(center=centre))

    def stat_line(self, surface, pos, icon: str, words: str, colour, points: float, width: int) -> int:
        """An icon and its words; returns the line's height."""
        size = self.ctx.fonts.get(points, True).get_linesize()
        surface.blit(icons.icon(icon, size, colour), (pos[0], pos[1]))
        self.text(surface, words, points, (pos[0] + size + self.px(5), pos[1] + size // 2), colour, "midleft", True,
                  max(0, width - size - self.px(5)))
        return size + self.px(3)

    def kept_card(self, surface, rect: pygame.Rect, card_id: str, zone: str, shows: tuple,
                  paint: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        """A card in play with its shadow, its face and what lies on it (`paint(sprite, place)` draws the last two,
        `shows` names what they show): the face and marks are kept as one picture on clear pixels, which the
        table's pixels take exactly as if each piece were drawn on them (no two translucent pieces overlap)."""
        card_shadow(surface, rect, self.px)
        card = lookup.all_cards().get(card_id)
        self.kept(surface, rect, (shows, view_tile.tile_key(card, rect.size, self.lang, None, False, zone)
                                  if card is not None else card_id), paint)

    def kept(self, surface, rect: pygame.Rect, shows: Any, paint: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        """What `paint(sheet, place)` draws at `rect` (`shows` names it), kept as a picture on clear pixels: blitted,
        it gives the pixels painting gives as long as no two translucent things it draws overlap."""
        key = (shows, rect.size, self.lang, self.ctx.scale, self.ctx.fonts.scale)
        pixels, offset = remembered(_KEPT, key, lambda: _picture(rect.size, paint), KEPT_PICTURES)
        surface.blit(pixels, (rect.x + offset[0], rect.y + offset[1]))

    def veil(self, surface, rect: pygame.Rect, alpha: int, card_id: str, zone: str) -> None:
        """Dim a tile below its name (a troop not ready, a court card used): the name stays readable."""
        top = body_top(lookup.card(card_id), rect, self.lang, zone)
        body = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
        surface.blit(_veil(body.size, alpha), body)

    def outline(self, surface, rect: pygame.Rect, colour) -> None:
        """A card singled out (what waits on the stack comes from it, or aims at it)."""
        pygame.draw.rect(surface, colour, rect.inflate(self.px(6), self.px(6)), width=self.px(3),
                         border_radius=self.px(7))

    def arrow(self, surface, start: pygame.Rect, end: pygame.Rect) -> None:
        """A maneuver waiting on the stack: a red arrow from the acting troop to its target."""
        a, b = pygame.Vector2(start.center), pygame.Vector2(end.center)
        if a == b:
            return
        along = (b - a).normalize()
        tip = b - along * (min(end.width, end.height) * 0.35)
        side = pygame.Vector2(-along.y, along.x)
        head = self.px(14)
        width = self.px(5)
        pygame.draw.line(surface, (0, 0, 0), a + pygame.Vector2(1, 2), tip + pygame.Vector2(1, 2), width + 2)
        pygame.draw.line(surface, DANGER, a, tip - along * head * 0.6, width)
        pygame.draw.polygon(surface, DANGER, [tip, tip - along * head + side * head * 0.6,
                                              tip - along * head - side * head * 0.6])
        pygame.draw.circle(surface, DANGER, a, width)

    def arrow_places(self, start: pygame.Rect, end: pygame.Rect) -> list[pygame.Rect]:
        """Where `arrow` paints, as short pieces along it: a long slanting arrow's box would cover both halves."""
        a, b = pygame.Vector2(start.center), pygame.Vector2(end.center)
        if a == b:
            return []
        tip = b - (b - a).normalize() * (min(end.width, end.height) * 0.35)
        reach = self.px(14) + self.px(5) + 4  # the head's half-width, the line's and its shadow's offset
        count = max(1, int(a.distance_to(tip) // (4 * reach)) + 1)
        ends = [a.lerp(tip, k / count) for k in range(count + 1)]
        return [pygame.Rect(min(p.x, q.x), min(p.y, q.y), abs(p.x - q.x), abs(p.y - q.y)).inflate(2 * reach, 2 * reach)
                for p, q in zip(ends, ends[1:])]

    # --- a seat's half ----------------------------------------------------------------
    def half(self, surface, obs: Any, half: Half, name: str, status: str, hero: Any) -> None:
        """The panel, the hero with its numbers, the legacy zone, both lines, the court and the piles."""
        seat = half.seat
        data = obs.seats[seat]
        deciding = self.ctx.to_move == seat
        colour = seat_colour(seat)
        panel(surface, half.rect.inflate(-self.px(2), 0), radius=self.px(12), alpha=150,
              colour=mix((16, 24, 21), colour, 0.08), border=colour if deciding else (120, 104, 64))
        clip = surface.get_clip()  # what lies outside it is not drawn (the table repaints a piece of its layer)
        if clip.colliderect(self.card_place(half.hero)):
            self.card(surface, half.hero, data["hero"])
        if clip.colliderect(self.stats_place(obs, half, name, status)):
            box = self.stats_box(obs, half, name, status)
            shows = ("stats", seat, name, status, deciding, data["morale"], data["renown"], data["madness"],
                     len(data["hand"]), getattr(hero, "morale", 0))
            self.kept(surface, box, shows,
                      lambda sheet, place: self.hero_stats(sheet, obs, half, name, status, hero, place))
        self.labels(surface, obs, half)
        if clip.colliderect(self.legacy_place(half)):
            legacy = [entry["card"] for entry in data["legacy"]]
            for rect, card in zip(legacy_rects(half.legacy, len(legacy), (half.hero.width, half.hero.height)), legacy):
                self.card(surface, rect, card)
            if not legacy:
                self.slot(surface, pygame.Rect(half.legacy.topleft, half.hero.size), (90, 84, 64))
        if clip.colliderect(self.piles_place(half)):
            self.piles(surface, obs, half)

    # --- where things paint (a part of the table's kept layer each: `ecg.view.table.View.static_parts`) ----------
    def card_place(self, rect: pygame.Rect) -> pygame.Rect:
        """A card, its shadow and the marks at its edges."""
        return rect.inflate(2 * self.px(CARD_REACH), 2 * self.px(CARD_REACH))

    def stats_place(self, obs: Any, half: Half, name: str, status: str) -> pygame.Rect:
        """The hero's numbers (with the badge's shadow)."""
        return self.stats_box(obs, half, name, status).inflate(self.px(6), self.px(6))

    def strip_place(self, rect: pygame.Rect, lines: list) -> pygame.Rect:
        """The strip's words (its panel, the same at every move, is left out)."""
        fonts = self.ctx.fonts
        room = rect.width - self.px(28)
        wide = max((fonts.get(12, True).size(words)[0] + self.px(12) for words, _colour, _lit in lines), default=0)
        return pygame.Rect(rect.x, rect.y, min(rect.width, self.px(14) + min(wide, room) + self.px(8)), rect.height)

    def legacy_place(self, half: Half) -> pygame.Rect:
        """The legacy zone's cards (or its empty place)."""
        return self.card_place(half.legacy.union(pygame.Rect(half.legacy.topleft, half.hero.size)))

    def piles_place(self, half: Half) -> pygame.Rect:
        """The deck and the discard with their counts."""
        return self.card_place(half.deck.union(half.discard))

    def label_place(self, half: Half, zone: str, widths: dict | None = None) -> pygame.Rect:
        """A zone's label (bottom-left at its place, as wide as its zone; `widths`: `_label_widths`, when known)."""
        x, y = half.labels[zone]
        width = (widths or self.label_widths(half))[zone]
        return pygame.Rect(x, y - self.px(20), max(0, width), self.px(22))

    def edges(self, half: Half) -> list[pygame.Rect]:
        """The rim of a half's panel, which says who decides: its top and bottom as deep as the rounded corners, and
        its thin sides (four pieces a half: eight keep the merging of a change's pieces from joining far ones)."""
        rim = half.rect.inflate(-self.px(2), 0).inflate(4, 4)
        side, corner = 5, self.px(12) + 6
        return [pygame.Rect(rim.x, rim.y, rim.width, corner), pygame.Rect(rim.x, rim.bottom - corner, rim.width, corner),
                pygame.Rect(rim.x, rim.y, side, rim.height), pygame.Rect(rim.right - side, rim.y, side, rim.height)]

    def label_widths(self, half: Half) -> dict:
        """How wide each zone's label may be: its zone's width."""
        return {"infantry": half.lines["infantry"].width, "support": half.lines["support"].width,
                "court": half.court_zone.width, "legacy": half.legacy.width,
                "deck": half.rect.right - half.deck.x, "discard": half.rect.right - half.discard.x}

    @staticmethod
    def label_counts(obs: Any, half: Half, zone: str) -> Any:
        """The numbers a zone's label says (its words are these, in the table's language)."""
        data = obs.seats[half.seat]
        if zone in ("infantry", "support"):
            return len(data["lines"][zone])
        if zone == "court":
            return len(data["court"]), sum(1 for entry in data["court"] if not entry.get("used"))
        if zone == "legacy":
            return data.get("prayers")
        return len(data[zone])  # the deck and the discard

    def label_words(self, obs: Any, half: Half, zone: str) -> str:
        """A zone label's words, with its count."""
        data = obs.seats[half.seat]
        if zone in ("infantry", "support"):
            return t(f"zone.{zone}", self.lang, n=len(data["lines"][zone]))
        if zone == "court":
            return self.court_label(data)
        if zone == "legacy":
            prayers = data.get("prayers")
            return t("zone.legacy", self.lang) + (f" · {t('stat.prayers', self.lang, n=prayers)}" if prayers else "")
        return t(f"zone.{zone}", self.lang, n=len(data[zone]))  # the deck and the discard

    def hero_stats(self, surface, obs: Any, half: Half, name: str, status: str, hero: Any,
                   box: pygame.Rect | None = None) -> None:
        """Badge and name, then Moral, Renombre, Locura, the hand (the opponent's as a count) and resources, in `box`
        (by default `stats_box`)."""
        seat, box = half.seat, box or self.stats_box(obs, half, name, status)
        data = obs.seats[seat]
        points = 12 if box.height > self.px(120) else 10.5
        radius = self.px(10)
        seat_badge(surface, self.ctx.fonts, seat, (box.x + radius, box.y + radius), radius,
                   ring=self.ctx.to_move == seat)
        x = box.x + 2 * radius + self.px(6)
        lines = fit_lines(self.ctx.fonts, name, 13, box.right - x, 2, True)  # a long name takes two lines
        step = self.ctx.fonts.get(13, True).get_linesize()
        for row, words in enumerate(lines):
            self.text(surface, words, 13, (x, box.y + radius + row * step), CREAM, "midleft", True)
        y = box.y + 2 * radius + self.px(4) + (len(lines) - 1) * step
        if status:
            y = self.chip(surface, (box.x, y), status, 9.5, fill=GOLD if self.ctx.to_move == seat else MUTED,
                          anchor="topleft").bottom + self.px(4)
        most = max(1, int(getattr(hero, "morale", 0) or 0))
        low = data["morale"] <= most // 3
        rows = [("morale", t("stat.morale", self.lang, n=data["morale"], max=most), DANGER if low else CREAM),
                ("renown", t("stat.renown", self.lang, n=data["renown"]), GOLD),
                ("madness", t("stat.madness", self.lang, n=data["madness"]),
                 DANGER if data["madness"] >= 4 else mix(MADNESS, CREAM, 0.4)),
                ("hand_size", t("stat.hand", self.lang, n=len(data["hand"])), MUTED)]
        for size in (points, 9.5, 8.5):  # smaller before anything is left out
            font = self.ctx.fonts.get(size, True)
            wide = max(font.size(words)[0] for _icon, words, _colour in rows) + font.get_linesize() + self.px(5)
            if wide > box.width and size != 8.5:
                continue
            if y + len(rows) * (font.get_linesize() + self.px(3)) <= box.bottom:
                for icon, words, colour in rows:
                    y += self.stat_line(surface, (box.x, y), icon, words, colour, size, box.width)
                return
        self.stat_grid(surface, pygame.Rect(box.x, y, box.width, box.bottom - y), rows, data, most)

    def stats_box(self, obs: Any, half: Half, name: str, status: str) -> pygame.Rect:
        """Where the hero's numbers go: their box, or the back row's height beside a lone legacy card."""
        box = half.stats
        if len(obs.seats[half.seat]["legacy"]) <= 1 and not self._stats_fit(box, name, status):
            return pygame.Rect(box.x, half.rect.y + self.px(2), box.width, half.rect.height - self.px(4))
        return box

    def _stats_fit(self, box: pygame.Rect, name: str, status: str) -> bool:
        """`_fits_stats`, remembered per box, words and letter size (every piece of a repainted layer asks)."""
        key = (tuple(box), name, status, self.ctx.fonts.scale, self.ctx.scale)
        fit = _STATS_FIT.get(key)
        if fit is None:
            if len(_STATS_FIT) > 256:
                _STATS_FIT.clear()
            fit = _STATS_FIT[key] = self._fits_stats(box, name, status)
        return fit

    def _fits_stats(self, box: pygame.Rect, name: str, status: str) -> bool:
        """True when the name, the status chip and four labelled stat lines (at their smallest) fit in `box`."""
        fonts = self.ctx.fonts
        names = len(fit_lines(fonts, name, 13, box.width - 2 * self.px(10) - self.px(6), 2, True))
        height = 2 * self.px(10) + self.px(4) + (names - 1) * fonts.get(13, True).get_linesize()
        height += (fonts.get(9.5, True).get_linesize() + self.px(8)) if status else 0
        return height + 4 * (fonts.get(8.5, True).get_linesize() + self.px(3)) <= box.height

    def stat_grid(self, surface, box: pygame.Rect, rows: list, data: dict, most: int) -> None:
        """No room for a line each (a large interface size): the four numbers two by two, each after its icon."""
        numbers = (f"{data['morale']}/{most}", str(data["renown"]), f"{data['madness']}/6", str(len(data["hand"])))
        half_w = box.width // 2
        step = self.ctx.fonts.get(8.5, True).get_linesize() + self.px(2)
        for k, ((icon, _words, colour), number) in enumerate(zip(rows, numbers)):
            self.stat_line(surface, (box.x + (k % 2) * half_w, box.y + (k // 2) * step), icon, number, colour, 8.5,
                           half_w)

    def labels(self, surface, obs: Any, half: Half) -> None:
        """Zone labels with their counts."""
        clip = surface.get_clip()
        widths = self.label_widths(half)
        for zone in half.labels:
            if not clip.colliderect(self.label_place(half, zone, widths)):
                continue
            self.text(surface, self.label_words(obs, half, zone), 10.5, half.labels[zone], MUTED, "bottomleft",
                      width=widths[zone] - self.px(4))

    def court_label(self, data: dict) -> str:
        """"Court 4/6 · Resources 3 ready · 1 used"."""
        ready = sum(1 for entry in data["court"] if not entry.get("used"))
        used = len(data["court"]) - ready
        return (t("zone.court", self.lang, n=len(data["court"])) + " · "
                + t("stat.resources", self.lang, ready=ready, used=used))

    def piles(self, surface, obs: Any, half: Half) -> None:
        """The deck (a back and its count) and the discard (its top card when the viewer may see it)."""
        data = obs.seats[half.seat]
        if data["deck"]:
            self.card(surface, half.deck, None)
            self.chip(surface, half.deck.center, str(len(data["deck"])), 11)
        else:
            self.slot(surface, half.deck)
        discard = data["discard"]
        if not discard:
            self.slot(surface, half.discard)
        else:
            top = discard[-1]
            self.card(surface, half.discard, None if top == HIDDEN else top)
            self.chip(surface, (half.discard.centerx, half.discard.bottom - self.px(10)), str(len(discard)), 10)
        if data["exile"]:
            self.chip(surface, (half.discard.centerx, half.discard.y + self.px(10)),
                      t("zone.exile", self.lang, n=len(data["exile"])), 8.5, fill=(60, 52, 70), ink=CREAM)

    # --- cards in play --------------------------------------------------------------------
    def lines(self, surface, obs: Any, half: Half, strength_of) -> None:
        """Both lines: empty places dashed, troops with strength, wounds and preparation."""
        data = obs.seats[half.seat]
        clip = surface.get_clip()
        for line, places in half.slots.items():
            troops = data["lines"][line]
            for k, rect in enumerate(places):
                if not clip.colliderect(self.card_place(rect)):
                    continue
                if k < len(troops):
                    self.troop(surface, rect, troops[k], strength_of(troops[k]))
                else:
                    self.slot(surface, rect)

    def troop(self, surface, rect: pygame.Rect, troop: dict, strength: tuple[int, int]) -> None:
        """A troop: its face, its strength now on a disc (red when wounded), wounds, preparation counters."""
        shows = ("troop", troop["card"], strength, troop.get("prep", 0), bool(troop.get("moved")), troop.get("wounds"))
        self.kept_card(surface, rect, troop["card"], "battle", shows,
                       lambda sprite, place: self._troop(sprite, place, troop, strength))

    def _troop(self, surface, rect: pygame.Rect, troop: dict, strength: tuple[int, int]) -> None:
        """`troop` drawn: the face (no shadow) and what lies on it."""
        self.card(surface, rect, troop["card"], zone="battle", shadow=False)
        now, printed = strength
        if troop.get("prep", 0) > 0 or troop.get("moved"):
            self.veil(surface, rect, 90, troop["card"], "battle")
        centre, radius = strength_spot(rect)  # the strength in force, large
        fill = WOUND if now < printed else (BOOST if now > printed else INK)
        self.disc(surface, centre, radius, str(now), mix(fill, (0, 0, 0), 0.15))
        points = max(8.0, rect.width / max(0.1, self.ctx.scale) / 7.5)
        if troop.get("wounds"):
            self.chip(surface, (rect.right - self.px(2), rect.bottom - self.px(3)), f"{troop['wounds']}", points,
                      fill=WOUND, ink=CREAM, anchor="bottomright", icon="water")
        spot, anchor = corner_spot(rect)
        if troop.get("prep", 0) > 0:
            self.chip(surface, spot, str(troop["prep"]), points, fill=PREP, ink=CREAM, anchor=anchor, icon="hourglass")
        elif troop.get("moved"):
            self.chip(surface, spot, "", points, fill=DIM, ink=CREAM, anchor=anchor, icon="crossed_swords")

    def court(self, surface, obs: Any, half: Half) -> None:
        """The court: each card with what it produces, prepared (bright) or used (dimmed)."""
        entries = obs.seats[half.seat]["court"]
        clip = surface.get_clip()
        for k, rect in enumerate(half.court):
            if not clip.colliderect(self.card_place(rect)):
                continue
            if k >= len(entries):
                self.slot(surface, rect, (110, 100, 74))
                continue
            entry = entries[k]
            shows = ("court", entry["card"], bool(entry.get("used")), tuple(entry.get("produces", ())))
            self.kept_card(surface, rect, entry["card"], "court", shows,
                           lambda sprite, place, entry=entry: self._court_card(sprite, place, entry))

    def _court_card(self, surface, rect: pygame.Rect, entry: dict) -> None:
        """A court card drawn: the face (no shadow), dimmed when used, with what it produces."""
        self.card(surface, rect, entry["card"], zone="court", shadow=False)
        used = entry.get("used")
        if used:
            self.veil(surface, rect, 130, entry["card"], "court")
        size = max(self.px(12), rect.width // 4)
        x = rect.centerx - (size + self.px(2)) * len(entry.get("produces", ())) // 2
        for resource in entry.get("produces", ()):
            realm = RESOURCE_REALM.get(resource, "neutral")
            badge = pygame.Rect(x, rect.bottom - size - self.px(4), size, size)
            pygame.draw.circle(surface, INK, badge.center, size // 2 + 1)
            pygame.draw.circle(surface, DIM if used else GOOD, badge.center, size // 2 + 1, max(1, size // 10))
            surface.blit(icons.icon(f"realm_{realm}", int(size * 0.72), MUTED if used else CREAM),
                         icons.icon(f"realm_{realm}", int(size * 0.72)).get_rect(center=badge.center))
            x += size + self.px(2)
        if used and short_text.shows_text(rect.width):  # in the foot: the words stay readable
            self.chip(surface, (rect.x + self.px(3), rect.bottom - self.px(3)), t("used", self.lang), 8,
                      fill=DIM, ink=INK, anchor="bottomleft")
        elif used:
            self.chip(surface, rect.center, t("used", self.lang), 9, fill=DIM, ink=INK)

    # --- the centre strip ------------------------------------------------------------------
    def strip(self, surface, rect: pygame.Rect, lines: list) -> None:
        """The turn and phase, then what waits on the stack and whose reaction is awaited."""
        panel(surface, rect, radius=self.px(10), alpha=150)
        if not lines:
            return
        step = self.ctx.fonts.get(12, True).get_linesize()
        points = 12 if step * len(lines) <= rect.height - self.px(6) else 10
        step = self.ctx.fonts.get(points, True).get_linesize()
        y = rect.y + max(self.px(3), (rect.height - step * len(lines)) // 2)
        for words, colour, highlight in lines:
            if y + step > rect.bottom:
                break
            x = rect.x + self.px(14)
            if highlight:
                label = self.ctx.fonts.text(words, points, INK, True)
                pill = pygame.Rect(x - self.px(6), y, label.get_width() + self.px(12), step)
                pygame.draw.rect(surface, colour, pill, border_radius=step // 2)
                surface.blit(label, label.get_rect(midleft=(x, pill.centery)))
            else:
                self.text(surface, words, points, (x, y), colour, bold=True, width=rect.width - self.px(28))
            y += step

    def hand_label(self, surface, zone: pygame.Rect, words: str) -> None:
        """The hand's label above it."""
        self.text(surface, words, 10.5, (zone.x, zone.y + self.px(15)), MUTED, "bottomleft", width=zone.width)


def forget_pictures() -> None:
    """Drop the kept pictures (`Painter.kept`): the next table paints every card in play and every hero's numbers
    afresh (tests that watch the drawing calls)."""
    _KEPT.clear()


def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The translucent dark sheet that dims a tile's body (kept: a table paints the same few sizes again)."""
    veil = _VEILS.get((size, alpha))
    if veil is None:
        if len(_VEILS) > 64:
            _VEILS.clear()
        veil = _VEILS[(size, alpha)] = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((10, 14, 24, alpha))
    return veil


def _picture(size: tuple[int, int], paint: Callable[[pygame.Surface, pygame.Rect], None]
             ) -> tuple[pygame.Surface, tuple[int, int]]:
    """What `paint(surface, place)` draws for a card of `size`, on clear pixels, cut to what it drew: (pixels, where
    they lie from the card's top left)."""
    margin = max(size) // 2  # marks may reach a little past the card's edge
    sheet = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    paint(sheet, pygame.Rect((margin, margin), size))
    drawn = sheet.get_bounding_rect()
    return sheet.subsurface(drawn).copy(), (drawn.x - margin, drawn.y - margin)


def card_shadow(surface, rect: pygame.Rect, px) -> None:
    """The soft shadow under a card."""
    draw_shadow(surface, rect, px(5), px(5), (px(2), px(3)), 90)


def shadowed(surface, rect: pygame.Rect, image: pygame.Surface, px, shadow: bool = True) -> None:
    """A card image with a soft shadow under it (without, when `shadow` is False)."""
    if shadow:
        card_shadow(surface, rect, px)
    surface.blit(image, rect)


def float_label(surface, ctx: ViewContext, words: str, colour, centre, progress: float) -> None:
    """A floating number on a dark pill, fading over the last two thirds of its rise."""
    fade = min(1.0, 3 * (1 - progress))
    label = ctx.fonts.text(words, 14, colour, True).copy()  # (the cached one keeps its alpha)
    pill = label.get_rect(center=centre).inflate(ctx.px(12), ctx.px(4))
    veil = pygame.Surface(pill.size, pygame.SRCALPHA)
    veil.fill((*FLOAT_BACK, int(FLOAT_BACK_ALPHA * fade)))
    surface.blit(veil, pill)
    label.set_alpha(int(255 * fade))
    surface.blit(label, label.get_rect(center=pill.center))
