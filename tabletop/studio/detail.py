"""The studio's right-hand panel: the selected card large (front and back, or two versions side by side),
at table size, with guides; its data, art source and problems; the cards whose text does not fit."""
from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.data.artfile import art_error
from tabletop.ui.cards import catalog
from tabletop.studio.card_words import CardWords
from tabletop.ui.cards.grid import WARN
from tabletop.studio.guides import LEGEND, bleed_margin, draw_guides
from tabletop.studio.look import short_message, short_path
from tabletop.ui.cards.art import ART_DIR, find_art
from tabletop.ui.i18n import t
from tabletop.ui.theme import CREAM, DIM, GOLD, GOOD, MUTED, blit_text, draw_shadow, fit_text, panel


class DetailPanel:
    """Draws the selected card of a StudioScene and remembers the clickable rows of the problem list."""

    def __init__(self, scene):
        self.scene = scene
        self.rows: list = []  # (rect, card id) of the problem list, for clicks
        self._lines: dict = {}  # (card, language) -> lines about the card, until the next reload
        self._words: CardWords | None = None

    def forget(self) -> None:
        """The cards changed: work the lines about them out again."""
        self._lines.clear()
        self._words = None

    def row_at(self, pos) -> str | None:
        """The card id of the problem row under pos, or None."""
        for rect, card_id in self.rows:
            if rect.collidepoint(pos):
                return card_id
        return None

    def draw(self, surface, rect) -> None:
        """The whole panel: name, errors, previews, information."""
        fonts = self.scene.app.fonts
        pad = self.scene.px(18)
        inner = rect.inflate(-2 * pad, -2 * pad)
        card = self.scene.selected
        y = inner.y
        if card is not None:
            name = self.scene.names.get(card, card)
            title = blit_text(surface, fonts, fit_text(fonts, name, 22, inner.width * 2 // 3, True, True), 22,
                              (inner.x, y), GOLD, bold=True, serif=True)
            blit_text(surface, fonts, fit_text(fonts, card, 13, inner.right - title.right - self.scene.px(16)), 13,
                      (title.right + self.scene.px(14), title.bottom - self.scene.px(4)), DIM, anchor="bottomleft")
        y += self.scene.px(44)
        y = self._draw_errors(surface, pygame.Rect(inner.x, y, inner.width, inner.height), y)
        info_h = max(self.scene.px(130), int(inner.height * 0.22))
        previews = pygame.Rect(inner.x, y, inner.width, inner.bottom - info_h - y)
        below = previews.y
        if card is not None and previews.height > self.scene.px(80):
            draw = self.scene.balance.draw if self.scene.balance_view else self._draw_previews
            below = draw(surface, previews, card)
        top = min(below, inner.bottom - info_h) + self.scene.px(16)
        info = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        pygame.draw.line(surface, (90, 80, 56), (info.x, info.y - self.scene.px(6)), (info.right, info.y - self.scene.px(6)))
        self._draw_info(surface, info, card)

    def _draw_errors(self, surface, rect, y) -> int:
        """The banner of a broken edit: what is wrong, where; returns the y below it."""
        errors = self.scene.renderer.errors + (self.scene.other.errors if self.scene.other is not None else [])
        if not errors:
            return y
        fonts = self.scene.app.fonts
        lines = []
        for message in errors[:4]:
            lines += fonts.wrap(short_message(message), 13, rect.width - self.scene.px(28))[:2]
        if len(errors) > 4:
            lines.append(t("studio.more_errors", n=len(errors) - 4))
        line_h = fonts.get(13).get_linesize()
        box = pygame.Rect(rect.x, y, rect.width, self.scene.px(40) + line_h * len(lines))
        panel(surface, box, radius=self.scene.px(8), alpha=225, colour=(84, 24, 20), border=(230, 110, 90), shadow_blur=0)
        blit_text(surface, fonts, t("studio.broken"), 15, (box.x + self.scene.px(14), box.y + self.scene.px(9)), (255, 200, 180),
                  bold=True)
        ty = box.y + self.scene.px(32)
        for line in lines:
            blit_text(surface, fonts, line, 13, (box.x + self.scene.px(14), ty), (255, 228, 218))
            ty += line_h
        return box.bottom + self.scene.px(12)

    def _pairs(self) -> list:
        """(renderer, caption) of each large preview: this card, or the two sides of a comparison."""
        if self.scene.compare == "art":
            if self.scene.other is None:
                return [(self.scene.renderer, None)]
            return [(self.scene.renderer, t("studio.side_overlay")), (self.scene.other, t("studio.side_bundled"))]
        if self.scene.compare == "layout":
            if self.scene.other is None:
                return [(self.scene.renderer, None)]
            return [(self.scene.renderer, short_path(self.scene.renderer.layout_path)), (self.scene.other, short_path(self.scene.other.layout_path))]
        return [(self.scene.renderer, None)]

    def _draw_previews(self, surface, area, card: str) -> int:
        """Large front and back (or the two compared fronts) and the card at table size; returns the bottom."""
        r = self.scene.renderer
        gap = self.scene.px(22)
        caption_h = self.scene.px(40)
        table_h = max(self.scene.px(60), int(self.scene.app.size[1] * 0.15))
        table_size = r.size_for_height(table_h)
        table_col = table_size[0] + gap
        pairs = self._pairs()
        comparing = len(pairs) == 2
        shown = [(pairs[0][0], False, pairs[0][1] or t("studio.front")), (pairs[1][0], False, pairs[1][1])] \
            if comparing else [(r, False, t("studio.front")), (r, True, t("studio.back"))]
        bleed_k = 1 + 2 * r.layout.bleed_mm / r.card_size_mm[0]
        width_each = (area.width - table_col - gap * 2) / 2 / bleed_k
        height_max = (area.height - caption_h - self.scene.px(22)) / (1 + 2 * r.layout.bleed_mm / r.card_size_mm[1])
        large = r.size_for_height(int(min(height_max, width_each / r.aspect)))
        margin = bleed_margin(r.layout, large[0])
        used = 2 * (large[0] + 2 * margin) + gap
        x = area.x + margin + max(0, (area.width - table_col - gap - used) // 2)
        top = area.y + margin
        for renderer, back, caption in shown:
            self._draw_card(surface, renderer, card, pygame.Rect((x, top), large), back)
            self._caption(surface, caption, f"{large[0]} × {large[1]} px", (x, top + large[1] + margin + self.scene.px(6)),
                          large[0])
            x += large[0] + 2 * margin + gap
        # the table size column: front (and back) small, as players see them
        tx = area.right - table_size[0]
        ty = top
        small = [(pairs[0][0], False), (pairs[1][0], False)] if comparing else [(r, False), (r, True)]
        for renderer, back in small:
            if ty + table_size[1] + caption_h > area.bottom:
                break
            self._draw_card(surface, renderer, card, pygame.Rect((tx, ty), table_size), back, guides=False)
            ty += table_size[1] + self.scene.px(12)
        self._caption(surface, t("studio.table_size"), f"{table_size[0]} × {table_size[1]} px",
                      (area.right, ty - self.scene.px(6) + margin), table_col + gap, anchor="topright")
        bottom = top + large[1] + margin + caption_h
        if self.scene.guides:
            self._draw_legend(surface, (area.x, bottom + self.scene.px(4)))
            bottom += self.scene.px(22)
        return bottom

    def _draw_card(self, surface, renderer, card: str, trim: pygame.Rect, back: bool, guides: bool | None = None) -> None:
        guides = self.scene.guides if guides is None else guides
        radius = max(2, trim.width // 22)
        draw_shadow(surface, trim, radius, self.scene.px(8), (self.scene.px(3), self.scene.px(5)), 120)
        if guides:
            face = renderer.render(card, trim.size, lang=self.scene.card_lang, back=back, bleed=True)
            m = (face.get_width() - trim.width) // 2
            surface.blit(face, (trim.x - m, trim.y - (face.get_height() - trim.height) // 2))
            font = self.scene.app.fonts.get(9 / max(0.5, self.scene.app.scale) * max(1.0, self.scene.app.scale))
            draw_guides(surface, trim, renderer.layout, back, font)
        else:
            surface.blit(renderer.render(card, trim.size, lang=self.scene.card_lang, back=back), trim.topleft)

    def _caption(self, surface, title: str | None, detail: str, pos, width: int, anchor: str = "topleft") -> None:
        fonts = self.scene.app.fonts
        x, y = pos
        if title:
            blit_text(surface, fonts, fit_text(fonts, title, 14, width, True), 14, (x, y), CREAM, bold=True,
                      anchor=anchor)
            y += self.scene.px(18)
        blit_text(surface, fonts, detail, 12, (x, y), DIM, anchor=anchor)

    def _draw_legend(self, surface, pos) -> None:
        fonts = self.scene.app.fonts
        x, y = pos
        for colour, key in LEGEND:
            pygame.draw.line(surface, colour, (x, y), (x + self.scene.px(16), y), 2)
            x += self.scene.px(22)
            rect = blit_text(surface, fonts, t(key), 12, (x, y), MUTED, anchor="midleft")
            x = rect.right + self.scene.px(16)

    def _draw_info(self, surface, rect, card: str | None) -> None:
        """This card's fields, art source and problems; the list of cards whose text does not fit."""
        fonts = self.scene.app.fonts
        col_w = (rect.width - self.scene.px(24)) // 2
        left = pygame.Rect(rect.x, rect.y, col_w, rect.height)
        right = pygame.Rect(rect.x + col_w + self.scene.px(24), rect.y, rect.width - col_w - self.scene.px(24), rect.height)
        line_h = fonts.get(13).get_linesize()
        y = left.y
        if card is not None:
            for line in self._card_lines(card):
                text, colour = line
                parts = fonts.wrap(text, 13, left.width)
                if len(parts) > 3:
                    parts = parts[:3]
                    parts[-1] = fit_text(fonts, parts[-1] + " …", 13, left.width)
                for part in parts:
                    if y + line_h > left.bottom:
                        break
                    blit_text(surface, fonts, part, 13, (left.x, y), colour)
                    y += line_h
        # the cards whose text shrank or overflows
        self.rows = []
        count = len(self.scene.problems)
        y = right.y
        for part in fonts.wrap(t("studio.problems", n=count), 14, right.width, True)[:2]:  # whole, in Spanish too
            blit_text(surface, fonts, part, 14, (right.x, y), CREAM if count else GOOD, bold=True)
            y += self.scene.px(20)
        y += self.scene.px(2)
        if not count:
            for part in fonts.wrap(t("studio.problems_none"), 13, right.width)[:2]:
                blit_text(surface, fonts, part, 13, (right.x, y), MUTED)
                y += line_h
        ids = list(self.scene.problems)[self.scene.problem_scroll:]
        for card_id in ids:
            if y + line_h > right.bottom - (line_h * (len(self.scene.validation[:2]) + 1) if self.scene.validation else 0):
                break
            row = pygame.Rect(right.x, y, right.width, line_h)
            if card_id == self.scene.selected:
                pygame.draw.rect(surface, (70, 58, 30), row.inflate(self.scene.px(6), 2), border_radius=4)
            name = self.scene.names.get(card_id, card_id)
            message = self.scene.problems[card_id][0]
            text = fit_text(fonts, f"{name} — {message}", 13, right.width)
            blit_text(surface, fonts, text, 13, row.topleft, WARN)
            self.rows.append((row, card_id))
            y += line_h
        if self.scene.validation:
            y = max(y + self.scene.px(6), right.bottom - line_h * (min(2, len(self.scene.validation)) + 1))
            blit_text(surface, fonts, t("studio.validation", n=len(self.scene.validation)), 13, (right.x, y), (255, 150, 130),
                      bold=True)
            y += line_h
            for message in self.scene.validation[:2]:
                blit_text(surface, fonts, fit_text(fonts, short_message(message), 12, right.width), 12, (right.x, y),
                          (255, 190, 170))
                y += line_h

    def _card_lines(self, card: str) -> list:
        """(text, colour) lines about one card: fields, art source, its problems (cached)."""
        key = (card, self.scene.card_lang)
        if key not in self._lines:
            self._lines[key] = self._work_out_lines(card)
        return self._lines[key]

    def _wording_lines(self, card: str) -> list:
        """The text written from the card's effect, and how the printed text differs from it (highlighted)."""
        folder = catalog.data_dir_of(self.scene.renderer)
        if self._words is None or (self._words.game_id, self._words.folder) != (self.scene.game, folder):
            self._words = CardWords(self.scene.game, folder)
        wording = self._words.wording(card, self.scene.card_lang)
        if wording is None:
            return []
        if wording.difference is None:
            return [(t("studio.written_agrees", text=wording.written), GOOD)]
        return [(t("studio.written", text=wording.written), CREAM),
                (t("studio.written_differs", what=wording.difference), (255, 150, 130))]

    def _work_out_lines(self, card: str) -> list:
        r = self.scene.renderer
        fields = r.fields(card)
        lines = []
        simple = []
        for key, value in fields.items():
            if key in ("id", "name", "text", "art_focus") or isinstance(value, dict):
                continue
            simple.append(f"{key}: {catalog.localised(value, self.scene.card_lang)}")
        if simple:
            lines.append((" · ".join(simple), MUTED))
        text = catalog.localised(fields.get("text"), self.scene.card_lang)
        if text:
            lines.append((f"“{text}”", CREAM))
        lines += self._wording_lines(card)
        path = find_art(self.scene.game, card, self.scene.art_dir)
        broken_art = art_error(path) if path is not None else None
        if broken_art is not None:
            reason = t(f"studio.art_reason_{broken_art.reason}")
            lines.append((t("studio.art_broken", path=short_path(path), problem=reason), (255, 150, 130)))
        elif path is None:
            where = short_path(Path(self.scene.art_dir) / self.scene.game) if self.scene.art_dir else short_path(ART_DIR / self.scene.game)
            lines.append((t("studio.art_none", file=f"{card}.png", folder=where), DIM))
        elif self.scene.art_dir and ART_DIR not in path.parents:
            lines.append((t("studio.art_overlay", path=short_path(path)), GOOD))
        else:
            lines.append((t("studio.art_assets", path=short_path(path)), MUTED))
        for message in self.scene.problems.get(card, []):
            if not (broken_art and message.startswith("art ")):  # said above, in red
                lines.append((message, WARN))
        for message in r.errors:
            if f"card {card!r}" in message:
                lines.append((short_message(message), (255, 150, 130)))
        return lines
