"""The player column of the Gnostica table: a panel per player and the power in use.

A player's panel: seat badge (colour and letter), name, live score out of the target,
stash (standing pyramids by size with counts), hand size as card backs, and whether they
announced a last turn. Below, the power being used: its card, its steps (done, now, to
come), the game's own prompt ("The Sun: Cups, then Pentacles — step 1 of 2: ...") and the card
text; outside a power, the target score and the piles. Painted once per change.
"""
from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.gnostica.rules import messages
from tabletop.games.gnostica.rules.cards import STEPS, deck
from tabletop.games.gnostica.view.view_kit import icon
from tabletop.ui import pyramids
from tabletop.ui.i18n import register_words
from tabletop.ui.theme import (CREAM, DIM, GOLD, MUTED, PANEL, blit_text, fit_text, mix, panel, seat_badge,
                               seat_colour, shrink_to_fit)
from tabletop.ui.view_base import ViewContext

STRINGS = {
    "en": {
        "you": "you", "eliminated": "Eliminated", "bid_placed": "Bid placed",
        "last_turn": "Last turn: needs {n}", "announced": "Announced a last turn",
        "banner.pending": "{name} announced a last turn: needs {n}",
        "banner.last": "{name}'s last turn: needs {n}, has {score}",
        "draw": "Draw", "discard": "Discard",
        "tray.discard": "Discard pile: choose a card", "tray.bids": "Bids: take a card back",
        "hint": "Drag or arrows: pan · Wheel: zoom · F: fit",
        "spectator": "Spectator: hands stay hidden",
        "from_hand": "played from the hand", "at": "activated on {cell}",
        "marked": "discard", "target": "Target score {n}",
        "piles": "Draw pile {draw} · discard pile {discard}", "game_over": "Game over",
        "thinking": "thinking",
    },
    "es": {
        "you": "tú", "eliminated": "Eliminado", "bid_placed": "Ha apostado",
        "last_turn": "Último turno: necesita {n}", "announced": "Ha anunciado su último turno",
        "banner.pending": "{name} ha anunciado su último turno: necesita {n}",
        "banner.last": "Último turno de {name}: necesita {n}, tiene {score}",
        "draw": "Robar", "discard": "Descarte",
        "tray.discard": "Pila de descarte: elige una carta", "tray.bids": "Apuestas: recupera una carta",
        "hint": "Arrastra o flechas: mover · Rueda: zoom · F: ajustar",
        "spectator": "Espectador: las manos están ocultas",
        "from_hand": "jugada desde la mano", "at": "activada en {cell}",
        "marked": "descartar", "target": "Puntuación objetivo {n}",
        "piles": "Pila de robar {draw} · descartes {discard}", "game_over": "Fin de la partida",
        "thinking": "pensando",
    },
}
#: a string of the Gnostica table: t(key, lang, **params)
t = register_words("gnostica", STRINGS)


class PlayerColumn:
    """Lays out and paints the column; `view` lends card images, the game and the card shape."""

    def __init__(self, view: Any):
        self.view = view
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.power_rect = pygame.Rect(0, 0, 0, 0)
        self.scores: list[int] = []
        self.px = view.px
        #: (size, the column's picture, the key each part was painted with): a part is painted again when it changes
        self._cache: tuple[Any, pygame.Surface, dict] | None = None
        self.painted = 0  # panels (and the power) painted, not kept, since the column was made: for tests

    def layout(self, rect: pygame.Rect, num_seats: int, px) -> None:
        """One panel per seat from the top of `rect`, the power below; `px` scales design sizes."""
        self.rect = pygame.Rect(rect)
        self.px = px
        n = num_seats
        gap = self.px(8)
        col = self.rect
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

    def parts(self, obs: Any, ctx: ViewContext) -> dict:
        """The column's parts of the table's layer: each player's panel and the power below, (place, key of what it
        shows)."""
        ox, oy = self.rect.topleft
        parts: dict = {("seat", seat): (rect, (self._seat_shows(rect.move(-ox, -oy), seat, obs, ctx),
                                               seat < len(ctx.bots) and ctx.bots[seat]))
                       for seat, rect in self.seat_rects.items()}
        parts["power"] = (self.power_rect, self._power_shows(obs, ctx))
        return parts

    def _power_shows(self, obs: Any, ctx: ViewContext) -> tuple:
        """Everything the power's box shows (the power in use and the prompt, else the target and the piles)."""
        chain = obs.chain
        if chain is None or not chain["frames"]:
            return (obs.phase, obs.options.get("target", 9), len(obs.draw), len(obs.discard), ctx.lang, ctx.scale)
        try:
            prompt = self.view.game.prompt(obs, ctx.lang, ctx.names)
        except Exception:  # noqa: BLE001 - as `_power` words it
            prompt = ""
        return (repr(chain), prompt, ctx.lang, ctx.scale, self.view.aspect, id(ctx.cards))

    def draw(self, surface: pygame.Surface, obs: Any, ctx: ViewContext) -> None:
        """Blit the column, painting again in its picture only the panels (and the power) whose words changed."""
        if self._cache is None or self._cache[0] != self.rect.size:
            self._cache = (self.rect.size, pygame.Surface(self.rect.size, pygame.SRCALPHA), {})
        _size, layer, shown = self._cache
        ox, oy = self.rect.topleft
        for name, (rect, key) in self.parts(obs, ctx).items():
            if shown.get(name) != key:
                box = rect.move(-ox, -oy)
                layer.set_clip(box)  # each part paints only its own box, so it can be painted alone
                layer.fill((0, 0, 0, 0), box)
                self._paint(layer, name, box, obs, ctx)
                shown[name] = key
                self.painted += 1
        layer.set_clip(None)
        surface.blit(layer, self.rect)

    def draw_thinking(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        """Animated dots on the panel of a bot that is thinking."""
        if ctx.thinking is None or ctx.thinking not in self.seat_rects:
            return
        rect = self.seat_rects[ctx.thinking]
        dots = "." * (1 + int(ctx.time * 2.5) % 3)
        blit_text(surface, ctx.fonts, t("thinking", ctx.lang) + dots, 11,
                  (rect.right - self.px(10), rect.bottom - self.px(6)), GOLD, anchor="bottomright", italic=True)

    def forget(self) -> None:
        """Paint again at the next draw."""
        self._cache = None

    def _paint(self, layer: pygame.Surface, name: Any, box: pygame.Rect, obs: Any, ctx: ViewContext) -> None:
        """Paint part `name` (a player's panel or the power) in `box` of the column's picture."""
        if name == "power":
            if box.height > self.px(60):
                self._power(layer, box, obs, ctx)
        else:
            self._seat(layer, box, name[1], obs, ctx)

    def _seat_shows(self, rect: pygame.Rect, seat: int, obs: Any, ctx: ViewContext) -> tuple:
        """Everything a player's panel shows (it is painted again only when this changes)."""
        return (tuple(rect), ctx.to_move == seat, obs.eliminated[seat], self.scores[seat] if seat < len(self.scores)
                else 0, obs.options.get("target", 9), tuple(obs.stashes[seat]), len(obs.hands[seat]),
                ctx.names[seat] if seat < len(ctx.names) else None, seat == ctx.viewer, self._status(seat, obs, ctx),
                ctx.lang, ctx.scale, self.view.aspect, id(ctx.cards))

    def _seat(self, layer: pygame.Surface, rect: pygame.Rect, seat: int, obs: Any, ctx: ViewContext) -> None:
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
        score = str(self.scores[seat]) if seat < len(self.scores) else "0"
        score_surf = fonts.text(score, 22, GOLD if not out else DIM, True, True)
        target = fonts.text(f"/{obs.options.get('target', 9)}", 11, MUTED)
        sx = rect.right - self.px(10) - target.get_width()
        layer.blit(target, (sx, top + score_surf.get_height() // 2 - target.get_height() - self.px(1)))
        layer.blit(score_surf, (sx - score_surf.get_width() - self.px(2), top - score_surf.get_height() // 2))
        name = ctx.names[seat] if seat < len(ctx.names) else f"#{seat + 1}"
        if seat == ctx.viewer:
            name += f" ({t('you', ctx.lang)})"
        name_x = rect.x + self.px(20) + 2 * r
        name_w = sx - score_surf.get_width() - self.px(8) - name_x
        name_pt = shrink_to_fit(fonts, name, 15, max(20, name_w), True)
        blit_text(layer, fonts, fit_text(fonts, name, name_pt, max(20, name_w), True), name_pt, (name_x, top), CREAM,
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
        bw = int(bh * self.view.aspect)
        hx = rect.right - self.px(12) - bw - self.px(26)
        back = self.view.card_image(None, (bw, bh), ctx, back=True)
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
            label = fonts.text(t("eliminated", ctx.lang), 13, (240, 170, 160), True)
            tag = label.get_rect(midright=(rect.right - self.px(12), int(y))).inflate(self.px(14), self.px(6))
            pygame.draw.rect(layer, (70, 24, 20), tag, border_radius=tag.height // 2)
            pygame.draw.rect(layer, (200, 110, 100), tag, width=1, border_radius=tag.height // 2)
            layer.blit(label, label.get_rect(center=tag.center))

    def _status(self, seat: int, obs: Any, ctx: ViewContext) -> tuple[str, tuple] | None:
        ch = obs.challenge
        target = obs.options.get("target", 9)
        if ch and ch["seat"] == seat:
            if ch.get("last"):
                return t("last_turn", ctx.lang, n=target), (255, 190, 120)
            return t("announced", ctx.lang), (255, 190, 120)
        if obs.phase == "bid" and obs.bids[seat] is not None:
            return t("bid_placed", ctx.lang), MUTED
        return None

    def _power(self, layer: pygame.Surface, rect: pygame.Rect, obs: Any, ctx: ViewContext) -> None:
        """The power in use: its card, its steps (done, current, to come), the prompt and the card text."""
        fonts = ctx.fonts
        chain = obs.chain
        if chain is None or not chain["frames"]:
            self._info(layer, rect, obs, ctx)
            return
        frame = chain["frames"][-1]
        card = frame["as"] or frame["card"]
        panel(layer, rect, radius=self.px(12), alpha=215, colour=(30, 24, 40), border=GOLD, shadow_blur=0)
        pad = self.px(10)
        thumb_w = min(self.px(70), rect.width // 3)
        thumb = self.view.card_image(frame["card"], (thumb_w, int(thumb_w / self.view.aspect)), ctx)
        layer.blit(thumb, (rect.x + pad, rect.y + pad))
        tx = rect.x + pad * 2 + thumb_w
        width = rect.right - pad - tx
        y = rect.y + pad
        names = [messages.card_name(f["card"], ctx.lang) for f in chain["frames"]]
        title = " › ".join(names)
        if frame["as"]:
            title = self.view.game.text("as", ctx.lang, card=title, other=messages.card_name(frame["as"], ctx.lang))
        for line in fonts.wrap(title, 15, width, bold=True, serif=True)[:2]:
            r = blit_text(layer, fonts, line, 15, (tx, y), GOLD, bold=True, serif=True)
            y = r.bottom
        where = t("at", ctx.lang, cell=f"{chain['at'][0]},{chain['at'][1]}") if chain.get("at") \
            else t("from_hand", ctx.lang)
        r = blit_text(layer, fonts, fit_text(fonts, where, 11, width), 11, (tx, y + self.px(2)), MUTED, italic=True)
        y = r.bottom + self.px(8)
        # step chips
        done = frame["index"] - (1 if chain.get("after") is not None else 0)
        chip_h = self.px(24)
        x = tx
        for k, step_name in enumerate(frame["steps"]):
            kind = STEPS[step_name][0]
            word = self.view.game.text("step." + kind, ctx.lang)
            state = "done" if k < done else ("now" if k == max(0, done) else "later")
            icon_name = {"cup": "cup", "rod": "rod", "disc": "disc", "sword": "sword"}.get(kind, "major")
            glyph = icon(icon_name, chip_h - self.px(8), CREAM if state != "later" else DIM)
            word = fit_text(fonts, word, 12, rect.right - pad - tx - glyph.get_width() - self.px(16), state == "now")
            label = fonts.text(word, 12, CREAM if state == "now" else MUTED, state == "now")
            w = glyph.get_width() + label.get_width() + self.px(16)
            if x + w > rect.right - pad and x > tx:
                x = tx
                y += chip_h + self.px(4)
            chip = pygame.Rect(x, y, w, chip_h)
            fill = (92, 74, 30) if state == "now" else ((40, 56, 44) if state == "done" else (34, 34, 44))
            pygame.draw.rect(layer, fill, chip, border_radius=chip_h // 2)
            pygame.draw.rect(layer, GOLD if state == "now" else (90, 90, 90), chip, width=1, border_radius=chip_h // 2)
            layer.blit(glyph, (chip.x + self.px(6), chip.centery - glyph.get_height() // 2))
            layer.blit(label, (chip.x + self.px(10) + glyph.get_width(), chip.centery - label.get_height() // 2))
            if state == "done":
                pygame.draw.line(layer, (150, 220, 150), (chip.x + self.px(4), chip.bottom - self.px(4)),
                                 (chip.right - self.px(4), chip.y + self.px(4)), 2)
            x = chip.right + self.px(4)
        y = max(y + chip_h + self.px(10), rect.y + pad + int(thumb_w / self.view.aspect) + self.px(8))
        x = rect.x + pad
        width = rect.width - 2 * pad
        try:
            prompt = self.view.game.prompt(obs, ctx.lang, ctx.names)
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

    def _info(self, layer: pygame.Surface, rect: pygame.Rect, obs: Any, ctx: ViewContext) -> None:
        """Outside a power: the target score and the piles."""
        fonts = ctx.fonts
        box = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, self.px(64)))
        panel(layer, box, radius=self.px(12), alpha=150, shadow_blur=0)
        pad = self.px(12)
        text = t("game_over", ctx.lang) if obs.phase == "over" else t("target", ctx.lang,
                                                                      n=obs.options.get("target", 9))
        blit_text(layer, fonts, fit_text(fonts, text, 14, box.width - 2 * pad, True), 14,
                  (box.x + pad, box.y + pad), GOLD, bold=True)
        piles = t("piles", ctx.lang, draw=len(obs.draw), discard=len(obs.discard))
        blit_text(layer, fonts, fit_text(fonts, piles, 11, box.width - 2 * pad), 11,
                  (box.x + pad, box.bottom - pad), MUTED, anchor="bottomleft")
