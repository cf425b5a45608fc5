"""Painting the Invocación table: the seat areas, the power beside each invocation and the centre strip.

Everything here draws an observation only: a card another seat keeps face down is `HIDDEN`
there and is painted as a back; the viewer's own face-down cards show their tile with a
small closed-eye mark (only you see it; view_tile.py draws it).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.games.invocacion.cards import deck
from tabletop.games.invocacion.power import Power
from tabletop.games.invocacion.state import HIDDEN
from tabletop.games.invocacion.view_combat import seat_name
from tabletop.games.invocacion.view_layout import AreaBox, TableLayout, pile_fan, power_box
from tabletop.games.invocacion.view_tile import body_top
from tabletop.games.invocacion.view_words import t
from tabletop.ui.table_painter import TablePainter
from tabletop.ui.theme import CREAM, DANGER, DIM, GOLD, GOOD, INK, MUTED, draw_shadow, mix, panel, seat_badge, seat_colour
from tabletop.ui.view_base import ViewContext

MANA_COLOUR = (122, 92, 196)
#: the short word of each kind of power part (the tooltip has the whole explanation)
PART_WORDS = {"en": {"printed": "printed", "set": "equal to", "mana": "Maná", "support": "Apoyo"},
              "es": {"printed": "impreso", "set": "igual a", "mana": "Maná", "support": "Apoyo"}}

CardDrawer = Callable[[pygame.Surface, pygame.Rect, "str | None", bool], None]


def part_label(part, lang: str) -> str:
    """The short line of a power part: its amount and where it comes from."""
    words = PART_WORDS.get(lang, PART_WORDS["en"])
    if part.source == "printed":
        return f"{part.amount}  {words['printed']}"
    name = deck()[part.card].name.get(lang, part.card) if part.card in deck().cards else ""
    if part.source == "set":
        return f"= {part.params.get('value', part.amount)}  {name}"
    word = words.get(part.source) if part.source in ("mana", "support") else name
    return f"{part.amount:+d}  {word}"


class Painter(TablePainter):
    """Draws the parts of the table for one context (`card` paints a face or a back at a rect)."""

    def __init__(self, ctx: ViewContext, card: CardDrawer, names):
        super().__init__(ctx)
        self.card = card
        self.names = names

    # --- small pieces -----------------------------------------------------------------
    def chip(self, surface, centre, words: str, points: float = 11, fill=(246, 238, 218), ink=INK,
             anchor: str = "center") -> pygame.Rect:
        """A rounded label (counts on stacks, statuses)."""
        label = self.ctx.fonts.text(words, points, ink, True)
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

    def counter(self, surface, rect: pygame.Rect) -> None:
        """The Power counter on a finished seat's invocation."""
        r = max(self.px(8), rect.width // 6)
        centre = (rect.centerx, rect.bottom - r // 2)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r + 1)
        pygame.draw.circle(surface, GOLD, centre, r)
        pygame.draw.circle(surface, mix(GOLD, INK, 0.5), centre, r, max(1, r // 6))
        label = self.ctx.fonts.text("P", r * 1.2 / max(0.1, self.ctx.fonts.scale), INK, True)
        surface.blit(label, label.get_rect(center=centre))

    # --- an area ---------------------------------------------------------------------
    def area(self, surface, obs: Any, box: AreaBox, status: str, priority: int, hidden_draw, referee=None) -> None:
        """One seat's area: panel, header, the five zones."""
        seat = box.seat
        area = obs.board.area(seat)
        colour = seat_colour(seat)
        deciding = self.ctx.to_move == seat
        panel(surface, box.rect, radius=self.px(12), alpha=165 if not (area.out or area.withdrawn) else 110,
              colour=mix((16, 24, 21), colour, 0.10), border=colour if deciding else (120, 104, 64))
        self.header(surface, obs, box, status, priority, referee)
        pt = box.label_pt
        labels = {
            "mana": t("mana.count", self.lang, n=len(area.mana)),
            "invocation": t("zone.invocation", self.lang),
            "trophies": t("trophies.count", self.lang, n=len(area.trophies),
                          vp=sum(deck()[c].power for c in area.trophies if c in deck().cards)),
            "conjuros": t("conjuros.count", self.lang, n=len(area.conjuros)),
            "apoyos": t("apoyos.count", self.lang, n=len(area.apoyos)),
        }
        widths = {"mana": box.invocation.x - box.mana.x - self.px(3), "invocation": box.trophies.x - box.invocation.x,
                  "trophies": box.rect.right - box.trophies.x - self.px(4),
                  "conjuros": box.conjuros_zone.width, "apoyos": box.apoyos_zone.width}
        if box.compact:  # the Apoyos label may start left of its narrow zone (view_crowd.arrange)
            apoyos_x = box.labels["apoyos"][0]
            widths["conjuros"] = apoyos_x - box.conjuros_zone.x - self.px(4)
            widths["apoyos"] = box.apoyos_zone.right - apoyos_x
        for zone, pos in box.labels.items():
            self.text(surface, labels[zone], pt, pos, MUTED, anchor="bottomleft", width=widths[zone])
        self.stack(surface, box.mana, len(area.mana), None)
        self.stack(surface, box.trophies, len(area.trophies), area.trophies, box.compact)
        if area.invocation is None:
            self.slot(surface, box.invocation)
        else:
            hidden_draw(surface, box.invocation, area.invocation, area.invocation_face_up)
            if area.boost:
                self.gems(surface, box.invocation, len(area.boost))
        if area.finished and referee != seat and obs.phase == "prepare":
            self.counter(surface, box.invocation)
        self.row(surface, box.conjuros, area.conjuros, area, hidden_draw, box.compact)
        self.row(surface, box.apoyos, area.apoyos, area, hidden_draw, box.compact)
        if area.invoked_support is not None and len(area.apoyos) < len(box.apoyos):
            rect = box.apoyos[len(area.apoyos)]
            hidden_draw(surface, rect, area.invoked_support, True)
            self.gems(surface, rect, len(area.support_mana))
            pygame.draw.rect(surface, GOOD, rect, width=self.px(2), border_radius=self.px(5))

    def header(self, surface, obs: Any, box: AreaBox, status: str, priority: int, referee=None) -> None:
        """Badge, name, Guardián mark, place in the priority order, status and (others) the hand's size."""
        seat, head = box.seat, box.header
        radius = head.height // 2 - self.px(2)
        seat_badge(surface, self.ctx.fonts, seat, (head.x + radius, head.centery), radius,
                   ring=self.ctx.to_move == seat)
        x = head.x + 2 * radius + self.px(8)
        right = head.right
        hand = len(obs.board.area(seat).hand)
        if seat != self.ctx.viewer or not box.big:
            mini = (int(head.height * 0.5), int(head.height * 0.7))
            words = f"×{hand}"
            label = self.ctx.fonts.text(words, 12, CREAM, True)
            right -= label.get_width()
            surface.blit(label, label.get_rect(midleft=(right, head.centery)))
            right -= mini[0] + self.px(4)
            self.card(surface, pygame.Rect(right, head.centery - mini[1] // 2, *mini), None, True)
            right -= self.px(10)
        if status:
            status_rect = self.chip(surface, (right, head.centery), status, 10.5,
                                    fill=self.status_fill(obs, seat), anchor="midright")
            right = status_rect.x - self.px(8)
        if seat == obs.guardian:
            rect = self.chip(surface, (right, head.centery), "♛ " + t("guardian", self.lang), 10.5, fill=GOLD,
                             anchor="midright")
            right = rect.x - self.px(6)
        rect = self.chip(surface, (right, head.centery), f"#{priority}", 10.5, fill=(70, 84, 78), ink=CREAM,
                         anchor="midright")
        right = rect.x - self.px(8)
        name = seat_name(self.names, seat)
        if seat == self.ctx.viewer:
            name += f" ({t('you', self.lang)})"
        self.text(surface, name, 14 if box.big else 13, (x, head.centery), CREAM, "midleft", True, max(0, right - x))

    @staticmethod
    def status_fill(obs: Any, seat: int):
        """The colour of a seat's status chip."""
        area = obs.board.area(seat)
        if area.out or area.withdrawn:
            return (190, 170, 160)
        return (170, 225, 180) if area.finished else (230, 220, 190)

    def stack(self, surface, rect: pygame.Rect, count: int, faces: list[str] | None, corner: bool = False) -> None:
        """A pile (Maná as backs, trophies face up) slightly fanned, with its count in its lower right corner, or
        (`corner`: a small face-up tile, whose Apoyo chip is there) on its upper right corner."""
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
            self.chip(surface, (rect.right, rect.y), str(count), 10, fill=CREAM, anchor="center")
        else:
            self.chip(surface, (rect.right - self.px(4), rect.bottom - self.px(4)), str(count), 11,
                      anchor="bottomright")

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
            if top.card in area.barriers:
                self.gems(surface, rect, 1)
            if any(s.card in area.blocked or getattr(s, "blocked", False) for s in group):
                pygame.draw.line(surface, DANGER, rect.topleft, rect.bottomright, self.px(3))
                pygame.draw.line(surface, DANGER, rect.topright, rect.bottomleft, self.px(3))

    # --- power ------------------------------------------------------------------------
    def power(self, surface, box: AreaBox, power: Power | None, leader: bool, own: tuple | None = None) -> None:
        """The total power beside the invocation and its parts below (the regions are `power_box`'s).

        Before the reveal, the viewer's own invocation (`own`: its card and area) shows its printed Poder,
        dimmed, and the sacrifice it will ask for (in red while the area cannot pay it).
        """
        if power is None:
            if own is not None:
                self.own_invocation(surface, box, *own)
            return
        geo = power_box(box, len(power.parts), leader, self.px)
        centre, radius = geo.disc.center, geo.disc.width // 2
        fill = GOLD if leader else (46, 52, 60)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius + 1)
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, mix(fill, (255, 255, 255), 0.4), centre, radius, max(1, self.px(2)))
        self.text(surface, str(power.total), radius * 0.95 / self.ctx.scale, centre, INK if leader else CREAM,
                  "center", True)
        if geo.crown is not None:
            words = "♛ " + t("leader", self.lang)
            if box.compact and self.ctx.fonts.text(words, 9.5, INK, True).get_width() + self.px(10) > box.power.width:
                words = "♛"  # a compact area's narrow power column: the crown alone (the tooltip says the rest)
            self.chip(surface, geo.crown.midtop, words, 9.5, fill=GOLD, anchor="midtop")
        for part, line in zip(power.parts, geo.lines):
            colour = GOOD if part.amount > 0 and part.source != "printed" else DANGER if part.amount < 0 else CREAM
            self.text(surface, part_label(part, self.lang), 10, line.midleft, colour, "midleft", width=line.width)
        if geo.more is not None:
            self.text(surface, t("more", self.lang, n=len(power.parts) - len(geo.lines)), 10, geo.more.midleft,
                      MUTED, "midleft", width=geo.more.width)

    def own_invocation(self, surface, box: AreaBox, card, area) -> None:
        """The printed Poder of the viewer's face-down invocation and its sacrifice, if any."""
        geo = power_box(box, 0, False, self.px)
        pygame.draw.circle(surface, (30, 34, 40), geo.disc.center, geo.disc.width // 2)
        pygame.draw.circle(surface, DIM, geo.disc.center, geo.disc.width // 2, 1)
        self.text(surface, str(card.power), geo.disc.height * 0.45 / self.ctx.scale, geo.disc.center, MUTED,
                  "center", True)
        y = self.text(surface, PART_WORDS.get(self.lang, PART_WORDS["en"])["printed"], 10,
                      (geo.disc.centerx, geo.disc.bottom + self.px(2)), DIM, "midtop").bottom
        if not card.cost.total:
            return
        short = len(area.conjuros) < card.cost.conjuros or len(area.apoyos) < card.cost.apoyos
        for words in (t("cost", self.lang), t("cost.parts", self.lang, c=card.cost.conjuros, a=card.cost.apoyos)):
            y = self.text(surface, words, 10, (geo.disc.centerx, y + self.px(2)), DANGER if short else MUTED,
                          "midtop", width=box.power.width + self.px(8)).bottom

    # --- the centre strip -------------------------------------------------------------
    def strip(self, surface, obs: Any, lay: TableLayout, order: list[int], phase_words: str,
              lines: list[tuple[str, Any, bool]], legends: list[str] | None) -> None:
        """The piles, the round and phase, the priority order (Guardián marked) and the combat's window."""
        panel(surface, lay.strip, radius=self.px(10), alpha=120, border=None, shadow_blur=0)
        self.pile(surface, lay.portal, t("portal", self.lang), len(obs.portal), None)
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
        y = label.bottom + self.px(3)
        for words, colour, bold in lines:
            if bold:
                rect = self.chip(surface, (track.x, y), words, 11.5, fill=GOLD, anchor="topleft")
                y = rect.bottom + self.px(2)
            else:
                y = self.text(surface, words, 11.5, (track.x, y), colour, width=track.width).bottom + self.px(1)

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


__all__ = ["Painter", "part_label", "shadowed", "HIDDEN", "MANA_COLOUR"]
