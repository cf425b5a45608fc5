"""Painting the Invocación table: the seat areas, the power beside each invocation and the centre strip.

Everything here draws an observation only: a card another seat keeps face down is `HIDDEN`
there and is painted as a back; the viewer's own face-down cards show their tile with a
small closed-eye mark (only you see it; view_tile.py draws it).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import Power
from tabletop.games.invocacion.rules.state import HIDDEN
from tabletop.games.invocacion.view.view_combat import seat_name
from tabletop.games.invocacion.view.view_labels import room_of, zone_labels
from tabletop.games.invocacion.view.view_layout import AreaBox, TableLayout, pile_fan, power_disc
from tabletop.games.invocacion.view.view_power import MIN_TEXT_PX, PART_WORDS, PowerColumn, part_label
from tabletop.games.invocacion.view.view_tile import body_top
from tabletop.games.invocacion.view.view_words import short_words, t
from tabletop.ui.card_tile import RING
from tabletop.ui.table_painter import TablePainter
from tabletop.ui.theme import (CREAM, DANGER, DIM, GOLD, GOOD, INK, MUTED, draw_shadow, mix, panel, seat_badge,
                               seat_colour, shadow)
from tabletop.ui.view_base import ViewContext

NIGHT_CHIP = (52, 58, 96)  # the chip of a seat's own Portal (Construido)

MANA_COLOUR = (122, 92, 196)
CORNER_PT = 10  # a face-up pile's count on its upper right corner
HEADER_PT = 10.5  # the header's chips (status, Guardián, place in the priority order)
AREA_SHADOW = 8  # the blur of an area panel's shadow (theme.panel's)
CardDrawer = Callable[[pygame.Surface, pygame.Rect, "str | None", bool], None]


class Painter(TablePainter):
    """Draws the parts of the table for one context (`card` paints a face or a back at a rect); no words under
    MIN_TEXT_PX pixels."""

    min_text_px = MIN_TEXT_PX

    def __init__(self, ctx: ViewContext, card: CardDrawer, names, tips: dict | None = None,
                 strip_tips: list | None = None):
        super().__init__(ctx)
        self.card = card
        self.names = names
        #: seat -> the hover tips of its header's marks, [(rect, words)], noted as the header is painted
        self.tips = {} if tips is None else tips
        #: the centre strip's hover tips, [(rect, words)]: the round's title says how a combat ends and its prize
        self.strip_tips = [] if strip_tips is None else strip_tips

    # --- small pieces -----------------------------------------------------------------
    def chip(self, surface, centre, words: str, points: float = 11, fill=(246, 238, 218), ink=INK,
             anchor: str = "center") -> pygame.Rect:
        """A rounded label (counts on stacks, statuses)."""
        label = self.ctx.fonts.text(words, self.pt(points), ink, True)
        rect = pygame.Rect(0, 0, label.get_width() + self.px(10), label.get_height() + self.px(2))
        setattr(rect, anchor, centre)
        pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))
        return rect

    def gems(self, surface, rect: pygame.Rect, count: int) -> None:
        """Maná placed on a card: small violet gems in a row across the middle of its tile (clear of the glyphs
        above and the Poder disc and Apoyo chip below)."""
        size = max(4, min(self.px(9), rect.width // 6))
        step = size + self.px(2)
        top = body_top(rect)
        middle = top + (rect.bottom - top) * 21 // 50
        shown = min(count, 6)
        x0 = rect.centerx - (step * (shown - 1)) // 2
        for k in range(shown):
            centre = (x0 + k * step, middle)
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 1), size // 2 + 1)
            pygame.draw.circle(surface, MANA_COLOUR, centre, size // 2 + 1)
            pygame.draw.circle(surface, (220, 200, 255), centre, size // 2 + 1, 1)
        if count > 6:
            self.chip(surface, (rect.centerx, middle), f"×{count}", 9)

    def counter(self, surface, box: AreaBox) -> None:
        """The Power counter on a finished seat's invocation: on the tile's foot, clear of its marks."""
        r, centre = box.counter.width // 2, box.counter.center
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r + 1)
        pygame.draw.circle(surface, GOLD, centre, r)
        pygame.draw.circle(surface, mix(GOLD, INK, 0.5), centre, r, max(1, r // 6))
        label = self.ctx.fonts.text("P", self.pt(r * 1.2 / max(0.1, self.ctx.fonts.scale)), INK, True)
        surface.blit(label, label.get_rect(center=centre))

    # --- an area ---------------------------------------------------------------------
    def area(self, surface, obs: Any, box: AreaBox, status: str, priority: int, hidden_draw, referee=None,
             shadow: bool = True) -> None:
        """One seat's area: panel (`shadow`: with its shadow), header, the five zones."""
        seat = box.seat
        area = obs.board.area(seat)
        colour = seat_colour(seat)
        deciding = self.ctx.to_move == seat
        panel(surface, box.rect, radius=self.px(12), alpha=165 if not (area.out or area.withdrawn) else 110,
              colour=mix((16, 24, 21), colour, 0.10), border=colour if deciding else (120, 104, 64),
              shadow_blur=AREA_SHADOW if shadow else 0)
        self.header(surface, obs, box, status, priority, referee)
        vp = sum(deck()[c].power for c in area.trophies if c in deck().cards)
        labels = {
            "mana": t("mana.count", self.lang, n=len(area.mana)),
            "invocation": t("zone.invocation", self.lang),
            "trophies": t("trophies.count", self.lang, n=len(area.trophies), vp=vp),
            "conjuros": t("conjuros.count", self.lang, n=len(area.conjuros)),
            "apoyos": t("apoyos.count", self.lang, n=len(area.apoyos)),
        }
        short = {"mana": t("mana.short", self.lang), "trophies": t("trophies.short", self.lang, vp=vp)}
        corner = self.corner_room(len(area.trophies)) if area.trophies else 0
        placed = zone_labels(box, labels, short, self.px, corner)
        for zone, label in placed.items():
            self.text(surface, label.words, self.points(label.px), (label.x, label.bottom), MUTED,
                      anchor="bottomleft", width=room_of(box, placed, zone, corner))
        self.stack(surface, box.mana, len(area.mana), None)
        self.stack(surface, box.trophies, len(area.trophies), area.trophies, corner=True)
        if area.invocation is None:
            self.slot(surface, box.invocation)
        else:
            hidden_draw(surface, box.invocation, area.invocation, area.invocation_face_up)
            if area.boost:
                self.gems(surface, box.invocation, len(area.boost))
        if area.finished and referee != seat and obs.phase == "prepare":
            self.counter(surface, box)
        self.row(surface, box.conjuros, area.conjuros, area, hidden_draw, box.compact)
        self.row(surface, box.apoyos, area.apoyos, area, hidden_draw, box.compact)

    def header(self, surface, obs: Any, box: AreaBox, status: str, priority: int, referee=None) -> None:
        """Badge, name, Guardián mark, place in the priority order, status (`status`: its words' key) and
        (others) the hand's size."""
        seat, head = box.seat, box.header
        radius = head.height // 2 - self.px(2)
        seat_badge(surface, self.ctx.fonts, seat, (head.x + radius, head.centery), radius,
                   ring=self.ctx.to_move == seat)
        x = head.x + 2 * radius + self.px(8)
        name = seat_name(self.names, seat)
        if seat == self.ctx.viewer:
            name += f" ({t('you', self.lang)})"
        points = 14 if box.big else 13
        self.tips[seat] = []
        right = self.hand_count(surface, obs, box, x, name, points, status, priority)
        need = min(self.ctx.fonts.get(self.pt(points), True).size(name)[0] + self.px(8), (right - x) // 3)
        for words, fill, ink in self.header_chips(obs, seat, status, priority, right - x - need):
            right = self.chip(surface, (right, head.centery), words, HEADER_PT, fill=fill, ink=ink,
                              anchor="midright").x - self.px(7)
        self.text(surface, name, points, (x, head.centery), CREAM, "midleft", True, max(0, right - x))

    def hand_count(self, surface, obs: Any, box: AreaBox, x: int, name: str, points: float, status: str,
                   priority: int) -> int:
        """Another seat's hand at the header's right: a small back and "6 in hand" ("×6" when the name and the
        whole chips would not fit beside the words); returns where the header's room now ends on the right."""
        seat, head, right = box.seat, box.header, box.header.right
        if seat == self.ctx.viewer and box.big:
            return right
        hand = len(obs.board.area(seat).hand)
        mini = (int(head.height * 0.5), int(head.height * 0.7))
        font = self.ctx.fonts.get(self.pt(12), True)
        words = t("hand.count", self.lang, n=hand)
        room = right - font.size(words)[0] - mini[0] - self.px(14) - x
        name_room = self.ctx.fonts.get(self.pt(points), True).size(name)[0] + self.px(8)
        whole = self.header_chips(obs, seat, status, priority, head.width)  # every chip at its full length
        if self.chips_width(whole) > room - name_room:
            words = f"×{hand}"
        label = self.ctx.fonts.text(words, self.pt(12), CREAM, True)
        right -= label.get_width()
        spot = surface.blit(label, label.get_rect(midleft=(right, head.centery)))
        right -= mini[0] + self.px(4)
        back = pygame.Rect(right, head.centery - mini[1] // 2, *mini)
        self.card(surface, back, None, True)
        self.tips[seat].append((spot.union(back), t("tip.hand", self.lang, name=seat_name(self.names, seat), n=hand)))
        return right - self.px(10)

    def chips_width(self, chips: list[tuple]) -> int:
        """How wide the header's chips are side by side."""
        font = self.ctx.fonts.get(self.pt(HEADER_PT), True)
        return sum(font.size(words)[0] + self.px(17) for words, _fill, _ink in chips)

    def header_chips(self, obs: Any, seat: int, status: str, priority: int, room: int) -> list[tuple]:
        """The header's chips from the right (words, fill, ink): status, Guardián, place in the priority order;
        the crown alone, then the short status, when they are wider than `room` (what the name leaves)."""
        def chips(guardian: str, status_words: str) -> list[tuple]:
            found = [(status_words, self.status_fill(obs, seat), INK)] if status else []
            found += [(guardian, GOLD, INK)] if seat == obs.guardian else []
            if decks is not None:  # Construido: how many cards are left in this seat's own Portal
                found += [(t("portal.chip", self.lang, n=len(decks[seat])), NIGHT_CHIP, CREAM)]
            return found + [(f"#{priority}", (70, 84, 78), CREAM)]

        decks = own_decks(obs)
        full = "♛ " + t("guardian", self.lang)
        words, short = (t(status, self.lang), short_words(status, self.lang)) if status else ("", "")
        tries = [chips(full, words), chips("♛", words), chips("♛", short)]
        for found in tries:
            if self.chips_width(found) <= room:
                return found
        return tries[-1]

    @staticmethod
    def status_fill(obs: Any, seat: int):
        """The colour of a seat's status chip."""
        area = obs.board.area(seat)
        if area.out or area.withdrawn:
            return (190, 170, 160)
        return (170, 225, 180) if area.finished else (230, 220, 190)

    def stack(self, surface, rect: pygame.Rect, count: int, faces: list[str] | None, corner: bool = False) -> None:
        """A pile (Maná as backs, trophies face up) slightly fanned, with its count in its lower right corner, or
        (`corner`: a face-up pile, whose top card's Apoyo chip is there) on its upper right corner."""
        if count == 0:
            self.slot(surface, rect)
            return
        shown = min(count, 3)
        off = pile_fan(self.px)
        for k in range(shown):
            r = rect.move(-off * (shown - 1 - k), -off * (shown - 1 - k))
            card = faces[count - shown + k] if faces else None
            self.card(surface, r, card, card is None)
        if corner:
            self.chip(surface, (rect.right, rect.y), str(count), CORNER_PT, fill=CREAM, anchor="center")
        else:
            self.chip(surface, (rect.right - self.px(4), rect.bottom - self.px(4)), str(count), 11,
                      anchor="bottomright")

    def corner_room(self, count: int) -> int:
        """How far left of a pile's right edge its corner count reaches, with a little air (labels keep clear)."""
        width = self.ctx.fonts.get(self.pt(CORNER_PT), True).size(str(count))[0] + self.px(10)
        return width // 2 + self.px(4)

    def row(self, surface, places: list[pygame.Rect], slots, area, hidden_draw, compact: bool = False) -> None:
        """Conjuros or Apoyos: the cards in their places, empty places outlined (a compact zone's only when it is
        empty); cards sharing a place (a compact zone's piles) are drawn as a pile with its count."""
        empty = places[len(slots):]
        if compact:
            empty = empty[:1] if not slots else []
        if len(empty) > 1 and empty[1].x < empty[0].right:  # overlapping places: one outline for the room left
            self.slot(surface, empty[0].union(empty[-1]))
        else:
            for rect in empty:
                self.slot(surface, rect)
        for rect, group in _piles(places, slots):
            top = group[-1]
            if len(group) > 1:
                self.stack(surface, rect, len(group), [s.card for s in group] if top.face_up else None, top.face_up)
            else:
                hidden_draw(surface, rect, top.card, top.face_up)
            if getattr(top, "barrier", None) is not None:
                self.gems(surface, rect, 1)
            if getattr(top, "invoked", False):  # the invoked support, with its 2 Maná, stays in its place
                self.gems(surface, rect, len(area.support_mana))
                pygame.draw.rect(surface, GOOD, rect, width=self.px(2), border_radius=self.px(5))
            if any(s.card in area.blocked or getattr(s, "blocked", False) for s in group):
                pygame.draw.line(surface, DANGER, rect.topleft, rect.bottomright, self.px(3))
                pygame.draw.line(surface, DANGER, rect.topright, rect.bottomleft, self.px(3))

    # --- power ------------------------------------------------------------------------
    def power(self, surface, column: PowerColumn | None, power: Power | None, leader: bool, box: AreaBox,
              own: tuple | None = None) -> None:
        """The total power beside the invocation, the leader's crown and the parts below, where `column` says.

        Before the reveal, the viewer's own invocation (`own`: its card and area) shows its printed Poder,
        dimmed, and the sacrifice it will ask for (in red while the area cannot pay it).
        """
        if power is None or column is None:
            if own is not None:
                self.own_invocation(surface, box, *own)
            return
        centre, radius = column.disc.center, column.disc.width // 2
        fill = GOLD if leader else (46, 52, 60)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius + 1)
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, mix(fill, (255, 255, 255), 0.4), centre, radius, max(1, self.px(2)))
        self.text(surface, str(power.total), radius * 0.95 / self.ctx.scale, centre, INK if leader else CREAM,
                  "center", True)
        if column.crown is not None:
            self.chip(surface, column.crown.midtop, column.crown_words, self.points(column.crown_px), fill=GOLD,
                      anchor="midtop")
        points = self.points(column.text_px)
        for mark in column.marks:
            part = power.parts[mark.part] if mark.part is not None else None
            if mark.printed:
                self.printed_mark(surface, mark.rect, mark.words, points)
                continue
            amount = part.amount if part is not None else power.total - power.parts[0].amount
            colour = CREAM if part is not None and part.source == "printed" else \
                GOOD if amount > 0 else DANGER if amount < 0 else CREAM
            self.text(surface, mark.words, points, mark.rect.midleft, colour, "midleft")

    def points(self, px: int) -> float:
        """The design size that draws `px` pixels at the current scale."""
        return px / max(0.01, self.ctx.fonts.scale)

    def printed_mark(self, surface, rect: pygame.Rect, words: str, points: float) -> None:
        """A printed Poder as the tile draws it, small: its number on a dark disc with a gold ring."""
        radius = min(rect.width, rect.height) // 2
        pygame.draw.circle(surface, INK, rect.center, radius)
        pygame.draw.circle(surface, RING, rect.center, radius, max(1, radius // 6))
        self.text(surface, words, points, rect.center, CREAM, "center", True)

    def own_invocation(self, surface, box: AreaBox, card, area) -> None:
        """The printed Poder of the viewer's face-down invocation and its sacrifice, if any (a line a kind of card
        when the whole does not fit the column)."""
        disc = power_disc(box, self.px)
        pygame.draw.circle(surface, (30, 34, 40), disc.center, disc.width // 2)
        pygame.draw.circle(surface, DIM, disc.center, disc.width // 2, 1)
        self.text(surface, str(card.power), disc.height * 0.45 / self.ctx.scale, disc.center, MUTED, "center", True)
        y = self.text(surface, PART_WORDS.get(self.lang, PART_WORDS["en"])["printed"], 10,
                      (disc.centerx, disc.bottom + self.px(2)), DIM, "midtop").bottom
        if not card.cost.total:
            return
        short = len(area.conjuros) < card.cost.conjuros or len(area.apoyos) < card.cost.apoyos
        parts = [t(key, self.lang, n=n) for key, n in (("cost.conjuros", card.cost.conjuros),
                                                       ("cost.apoyos", card.cost.apoyos)) if n]
        lines = [t("cost", self.lang), ", ".join(parts)]  # only what it asks for: never "0 Supports"
        room = box.power.width + self.px(8)
        if self.ctx.fonts.get(self.pt(10)).size(lines[1])[0] > room:
            lines[1:] = parts
        for words in lines:
            y = self.text(surface, words, 10, (disc.centerx, y + self.px(2)), DANGER if short else MUTED,
                          "midtop", width=room).bottom

    # --- the centre strip -------------------------------------------------------------
    def strip(self, surface, obs: Any, lay: TableLayout, order: list[int], phase_words: str,
              lines: list[tuple[str, Any, bool]], legends: list[str] | None) -> None:
        """The piles, the round and phase, the priority order (Guardián marked) and the combat's window."""
        panel(surface, lay.strip, radius=self.px(10), alpha=120, border=None, shadow_blur=0)
        title, count = self.portal_words(obs)
        self.pile(surface, lay.portal, title, count, None)
        self.pile(surface, lay.discard, t("discard", self.lang), len(obs.discard), obs.discard[-1:] or [""])
        if lay.legends is not None and legends is not None:
            self.pile(surface, lay.legends, t("legends", self.lang), len(legends), legends[-1:] or [""])
        track = lay.track
        title = t("round", self.lang, n=obs.round) + " · " + phase_words
        line_h = self.ctx.fonts.get(12).get_linesize()
        top = track.y + max(self.px(2), (track.height - self.px(22) - line_h * (1 + len(lines))) // 2)
        head = self.text(surface, title, 14, (track.x, top), GOLD, bold=True, width=track.width)
        label = self.text(surface, t("priority", self.lang) + ":", 11.5, (track.x, head.bottom + self.px(3)), MUTED)
        radius = self.px(10)
        x, cy = label.right + self.px(8), label.centery
        room = max(self.px(120), (track.right - x) // max(1, len(order)) - 2 * radius - self.px(30))
        for k, seat in enumerate(order):
            seat_badge(surface, self.ctx.fonts, seat, (x + radius, cy), radius, ring=self.ctx.to_move == seat)
            area = obs.board.area(seat)
            mark = "♛ " if seat == obs.guardian else ""
            done = " ✓" if area.finished and obs.phase == "prepare" else ""
            words = self.text(surface, mark + seat_name(self.names, seat) + done, 11.5,
                              (x + 2 * radius + self.px(4), cy), DIM if area.out or area.withdrawn else CREAM,
                              "midleft", width=room)
            x = words.right + self.px(6)
            if k < len(order) - 1:
                x = self.text(surface, "→", 12, (x, cy), MUTED, "midleft").right + self.px(6)
        self.strip_tips[:] = [(head, t("tip.prize", self.lang))]
        y = label.bottom + self.px(3)
        for words, colour, bold in lines:
            if bold:
                rect = self.chip(surface, (track.x, y), words, 11.5, fill=GOLD, anchor="topleft")
                y = rect.bottom + self.px(2)
            else:
                y = self.wrapped(surface, words, (track.x, y), colour, track.width) + self.px(1)
        if obs.phase in ("prepare", "combat"):
            self.prize(surface, head, (track.x, y), track)

    def prize(self, surface, head: pygame.Rect, below: tuple[int, int], track: pygame.Rect) -> None:
        """The combat's prize in a line: beside the round's title where it fits, else under the strip's lines."""
        words = t("prize.line", self.lang)
        gap = self.px(14)
        font = self.ctx.fonts.get(self.pt(11.5))
        if head.right + gap + font.size(words)[0] <= track.right:
            self.text(surface, words, 11.5, (head.right + gap, head.centery), MUTED, "midleft")
        else:
            self.wrapped(surface, words, below, MUTED, track.width, track.bottom)

    def wrapped(self, surface, words: str, pos: tuple[int, int], colour, width: int,
                bottom: int | None = None) -> int:
        """`words` whole on as many lines as `width` needs (11.5 points); returns the bottom of the last line.
        With `bottom`, nothing is drawn unless every line fits above it."""
        points = self.pt(11.5)
        lines = self.ctx.fonts.wrap(words, points, width)
        step = self.ctx.fonts.get(points).get_linesize()
        x, y = pos
        if bottom is not None and y + step * len(lines) > bottom:
            return y
        for k, line in enumerate(lines):
            self.text(surface, line, 11.5, (x, y + k * step), colour)
        return y + step * len(lines)

    def portal_words(self, obs: Any) -> tuple[str, int]:
        """The Portal pile's title and count: in Construido each seat's own deck is its Portal (the viewer's, or
        all of them for a spectator)."""
        decks = own_decks(obs)
        if decks is None:
            return t("portal", self.lang), len(obs.portal)
        if self.ctx.viewer is None:
            return t("portal.all", self.lang), sum(len(pile) for pile in decks)
        return t("portal.own", self.lang), len(decks[self.ctx.viewer])

    def pile(self, surface, rect: pygame.Rect, title: str, count: int, top: list[str] | None) -> None:
        """A pile with its name and count: backs (top None) or its top card face up."""
        if count == 0:
            self.slot(surface, rect)
        else:
            card = top[-1] if top else None
            self.card(surface, rect, card or None, card is None or card == HIDDEN)
        self.text(surface, title, 11, (rect.right + self.px(6), rect.y), MUTED)
        self.chip(surface, (rect.right + self.px(6), rect.centery), str(count), 12, anchor="midleft")

    def hand(self, surface, obs: Any, lay: TableLayout, cards: list[str], title: str) -> None:
        """The viewer's hand beside its area (faces); nothing private for a spectator."""
        zone = lay.hand_zone
        panel(surface, zone, radius=self.px(12), alpha=110, border=(120, 104, 64), shadow_blur=0)
        self.text(surface, title, 12.5, (zone.x + self.px(10), zone.y + self.px(6)), MUTED, width=zone.width)

    def shade(self, surface, rect: pygame.Rect) -> None:
        """Darken a card that cannot be used now."""
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 90))
        surface.blit(veil, rect)


def own_decks(obs: Any) -> list[list[str]] | None:
    """Construido's decks, one per seat (each seat's own Portal), or None in the other games."""
    variants = getattr(obs, "variants", None)
    return variants.decks if variants is not None and variants.constructed else None


def _piles(places: list[pygame.Rect], slots) -> list[tuple[pygame.Rect, list]]:
    """The slots grouped by the place they share, in order (one each, except on a compact zone's piles)."""
    groups: dict[tuple, tuple[pygame.Rect, list]] = {}
    for rect, slot in zip(places, slots):
        groups.setdefault(tuple(rect), (rect, []))[1].append(slot)
    return list(groups.values())


def shadowed(surface, rect: pygame.Rect, image: pygame.Surface, px) -> None:
    """Blit a card image with a soft shadow under it."""
    draw_shadow(surface, rect, px(6), px(5), (px(2), px(4)), 100)
    surface.blit(image, rect)


def shadowed_between(surface, rect: pygame.Rect, image: pygame.Surface, px) -> None:
    """A card on its way between two sizes at `rect`: `image` (at one of them) and its shadow, stretched to `rect`,
    so a slide makes no card picture nor shadow at every size it passes through."""
    blur, (w, h) = px(5), image.get_size()
    shade = shadow((w, h), px(6), blur, 100)
    if (w, h) != rect.size:
        grown = (shade.get_width() + rect.width - w, shade.get_height() + rect.height - h)
        shade = pygame.transform.scale(shade, grown)
        image = pygame.transform.smoothscale(image, rect.size)
    surface.blit(shade, (rect.x - blur * 2 + px(2), rect.y - blur * 2 + px(4)))
    surface.blit(image, rect)


__all__ = ["Painter", "part_label", "shadowed", "shadowed_between", "HIDDEN", "MANA_COLOUR"]
