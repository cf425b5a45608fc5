"""The one card-face renderer every game, the table, the zoom, the studio and the export use.

    r = CardRenderer.for_game("runes", art_dir=None)       # cached per (game, art_dir)
    surf = r.render(card_id, size=(w, h), lang="en", back=False)   # SRCALPHA, cached
    r.card_size_mm, r.aspect, r.card_ids, r.fields(card_id)
    r.prepare(card_id, size, lang, seconds=0.003) -> bool   # draw part of a face needed soon
    r.reload() -> list[str]   # re-read layout, card data, art; keeps the last good version
    r.errors                  # messages of the last (re)load, [] when all is well
    r.problems                # card id -> messages (text shrunk / overflowing, unknown icons, bad art...)

The face is drawn from `card_data/<game>/layout.yaml` (see tabletop.data.layout), the
card's fields (see tabletop.ui.cards.fields for the per-game adapter) and its art
(`assets/art/<game>/<card_id>.png`, or first the `art_dir` overlay), with a generated
placeholder where no art exists. Returned surfaces are shared by the cache: blit them,
never draw on them. Sizes are the trim box in pixels; `bleed=True` adds the bleed
around (for print export). A broken layout never raises here: the last good layout
(or a built-in plain one) is kept and the messages are in `errors`.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import Generator, Iterator

import pygame

from tabletop.data import DataError, DataErrors, parse_yaml
from tabletop.data.artfile import art_problem
from tabletop.data.layout import Box, Layout, load_layout, parse_layout, when_matches
from tabletop.data.schema import localised
from tabletop.ui.cards import art, icons, text
from tabletop.ui.cards.art import finish
from tabletop.ui.cards.fields import CARD_DATA, card_fields

MM_PER_PT = 25.4 / 72
REFERENCE_PX_PER_MM = 300 / 25.4  # problems are judged at print resolution
CACHE_PIXELS = 12_000_000  # about 48 MB of cached faces
PREPARED_JOBS = 4  # faces drawn in part by `prepare` that are kept to go on with

DEFAULT_LAYOUT = """
card: {size_mm: [63, 88], bleed_mm: 3, safe_mm: 4, corner_mm: 3}
fonts: {sans: DejaVuSans.ttf, bold: DejaVuSans-Bold.ttf, serif: DejaVuSerif-Bold.ttf}
colours: {paper: "#f4eedf", ink: "#2b2622", frame: "#6d6a75"}
defaults: {font: sans, colour: ink, min_px: 8}
front:
  - {name: frame, kind: frame, rect: [0, 0, 63, 88], fill: frame}
  - {name: panel, kind: rect, rect: [2.5, 2.5, 58, 83], fill: paper, radius_mm: 2}
  - {name: art, kind: art, rect: [5, 13, 53, 40], border: ink, border_mm: 0.3}
  - {name: rank, kind: rank, rect: [4, 4, 10, 8], font: serif, size: 14, min_size: 8, align: left}
  - {name: name, kind: text, field: name, rect: [14, 4, 45, 8], font: serif, size: 11, min_size: 6}
  - {name: text, kind: text, field: text, rect: [6, 55, 51, 28], size: 8, min_size: 5,
     valign: top, hide_below_px: 160}
back:
  - {name: frame, kind: frame, rect: [0, 0, 63, 88], fill: frame}
  - {name: pattern, kind: pattern, rect: [3, 3, 57, 82], icons: [star], colour: paper,
     opacity: 0.2, spacing_mm: 9}
"""


@lru_cache(maxsize=1)
def _default_layout() -> Layout:
    """The plain built-in layout used until a game's own layout loads."""
    return parse_layout(parse_yaml(DEFAULT_LAYOUT, "<built-in layout>"))


class CardRenderer:
    """Draws a game's card faces from its layout, card data and art; caches the results."""

    _instances: dict = {}

    @classmethod
    def for_game(cls, game: str, art_dir: str | Path | None = None) -> "CardRenderer":
        """The shared renderer of a game (one per game and art overlay folder)."""
        key = (game, str(Path(art_dir).resolve()) if art_dir else None)
        inst = cls._instances.get(key)
        if inst is None:
            inst = cls._instances[key] = cls(game, art_dir=art_dir)
        return inst

    @classmethod
    def forget_all(cls) -> None:
        """Drop every shared renderer (tests, or after the data folders moved)."""
        cls._instances.clear()

    def __init__(self, game: str, art_dir: str | Path | None = None,
                 layout_path: str | Path | None = None, data_dir: str | Path | None = None):
        self.game = game
        self.art_dir = Path(art_dir) if art_dir else None
        self.layout_path = Path(layout_path) if layout_path else CARD_DATA / game / "layout.yaml"
        self.data_dir = Path(data_dir) if data_dir else None
        self.layout: Layout = _default_layout()
        self.cards: dict = {}
        self.errors: list[str] = []
        self._good_layout = False
        self._good_cards = False
        self._art = art.ArtCache()
        self._cache: OrderedDict = OrderedDict()
        self._cached_px = 0
        self._jobs: OrderedDict = OrderedDict()  # cache key -> the steps of a face `prepare` began
        self._problems: dict | None = None
        self._runtime_problems: dict = {}
        self.reload()

    # --- data -------------------------------------------------------------------------------

    def reload(self) -> list[str]:
        """Re-read layout, card data and art; keep the last good version of what is broken."""
        errors: list[str] = []
        try:
            self.layout = load_layout(self.layout_path, known_icons=icons.names())
            self._good_layout = True
        except DataErrors as exc:
            errors += [e.describe() for e in exc.errors]
        except DataError as exc:
            errors.append(exc.describe())
        cards, card_errors = card_fields(self.game, self.data_dir)
        if not card_errors or not self._good_cards:
            self.cards = cards
            self._good_cards = self._good_cards or not card_errors
        errors += card_errors
        self.errors = errors
        self._art.clear()
        icons.clear_cache()
        text.clear_cache()
        self._cache.clear()
        self._cached_px = 0
        self._jobs.clear()
        self._problems = None
        self._runtime_problems = {}
        return list(errors)

    @property
    def card_size_mm(self) -> tuple:
        """(width, height) of the trim box in millimetres."""
        return self.layout.size_mm

    @property
    def aspect(self) -> float:
        """Width / height of the card."""
        w, h = self.layout.size_mm
        return w / h

    @property
    def card_ids(self) -> list[str]:
        """Every card id with data, in file order."""
        return list(self.cards)

    def fields(self, card_id: str) -> dict:
        """The data fields of a card ({} if unknown)."""
        return self.cards.get(card_id, {})

    def size_for_width(self, width: int) -> tuple:
        """The pixel size of a card `width` wide."""
        return (int(width), max(1, round(width / self.aspect)))

    def size_for_height(self, height: int) -> tuple:
        """The pixel size of a card `height` tall."""
        return (max(1, round(height * self.aspect)), int(height))

    # --- rendering --------------------------------------------------------------------------

    def render(self, card_id: str, size: tuple, lang: str = "en", back: bool = False,
               bleed: bool = False) -> pygame.Surface:
        """The card's face (or back) at size (trim box, pixels), cached; do not draw on it."""
        key = self._key(card_id, size, lang, back, bleed)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        steps = self._jobs.pop(key, None) or self._steps(card_id, *key[1:3], lang, back, bleed)
        return self._keep(key, finish(steps))

    def prepare(self, card_id: str, size: tuple, lang: str = "en", back: bool = False,
                seconds: float = 0.003) -> bool:
        """Draw for about `seconds` (at least one step) of a face `render` will soon be asked for; True once cached.

        A face takes one step per layout box (and per stage of a large generated picture),
        so a frame can spend a few milliseconds on it and the next frames go on.
        """
        if self.is_cached(card_id, size, lang, back):
            return True
        key = self._key(card_id, size, lang, back, False)
        steps = self._jobs.get(key)
        if steps is None:
            steps = self._jobs[key] = self._steps(card_id, *key[1:3], lang, back, False)
            while len(self._jobs) > PREPARED_JOBS:
                self._jobs.popitem(last=False)
        deadline = time.perf_counter() + seconds
        while True:
            try:
                next(steps)
            except StopIteration as done:
                del self._jobs[key]
                self._keep(key, done.value)
                return True
            if time.perf_counter() >= deadline:
                return False

    def is_cached(self, card_id: str, size: tuple, lang: str = "en", back: bool = False) -> bool:
        """True when `render` has this face ready (it draws nothing)."""
        return self._key(card_id, size, lang, back, False) in self._cache

    def _key(self, card_id: str, size: tuple, lang: str, back: bool, bleed: bool) -> tuple:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        shared_back = back and not self._back_varies()
        return (None if shared_back else card_id, w, h, lang, back, bleed)

    def _keep(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        self._cache[key] = surf
        self._cached_px += surf.get_width() * surf.get_height()
        while self._cached_px > CACHE_PIXELS and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cached_px -= old.get_width() * old.get_height()
        return surf

    def _back_varies(self) -> bool:
        return any(b.field or b.colour_by or b.fill_by or b.when or b.kind == "art" for b in self.layout.back)

    def _steps(self, card_id: str, w: int, h: int, lang: str, back: bool,
               bleed: bool) -> Generator[None, None, pygame.Surface]:
        """Draw the face, pausing (yield) after each box and stage; returns the surface."""
        fields = self.cards.get(card_id)
        if fields is None:
            if not back:  # a back for a hidden card (id unknown to the viewer) is no problem
                self._runtime_problems[card_id] = [f"no card data for id {card_id!r}"]
            fields = {"id": card_id, "name": f"? {card_id}", "text": "?"}
        page = _Page(self, card_id, fields, w, h, lang, bleed)
        for box in self.layout.boxes(back):
            yield from page.box_steps(box)
            yield
        if not bleed:
            art.clip_rounded(page.surf, self.layout.corner_mm * page.sx)
        return page.surf

    # --- problems ---------------------------------------------------------------------------

    @property
    def problems(self) -> dict:
        """card id -> messages about text that shrank or overflows, unknown icons or suits, unusable art."""
        if self._problems is None:
            self._problems = {}
            for card_id, fields in self.cards.items():
                found = self.check_card(card_id, fields)
                if found:
                    self._problems[card_id] = found
        merged = {k: list(v) for k, v in self._problems.items()}
        for card_id, msgs in self._runtime_problems.items():
            known = merged.setdefault(card_id, [])
            known.extend(m for m in msgs if m not in known)
        return merged

    def check_card(self, card_id: str, fields: dict) -> list[str]:
        """Lay out every text of a card at print resolution and report what does not fit."""
        out: list[str] = []
        layout = self.layout
        for side, boxes in (("front", layout.front), ("back", layout.back)):
            for box in boxes:
                if not when_matches(box.when, fields):
                    continue
                if box.kind in ("text", "rank"):
                    for lang in ("en", "es"):
                        content = _content(layout, box, fields, lang)
                        if not content:
                            continue
                        for name in text.unknown_icons(content):
                            out.append(f"{side} box {box.name!r} ({lang}): unknown icon {{{name}}}")
                        out += self._fit_problems(side, box, content, lang)
                palette_fields = box.fields if box.kind == "icons" else box.colour_by + box.fill_by
                for field in palette_fields:
                    for value in _as_list(fields.get(field)):
                        if field in layout.palettes and palette_entry(layout.palettes[field], value) is None:
                            out.append(f"{side} box {box.name!r}: {field} value {value!r} has no palette entry")
        if any(box.kind == "art" for box in layout.front + layout.back):
            out += self.art_problems(card_id)
        emblem = fields.get("emblem")
        if emblem is not None and not (isinstance(emblem, str) and icons.exists(emblem)):
            out.append(f"emblem {emblem!r} is not an icon (the placeholder art shows the suit instead)")
        return sorted(set(out), key=out.index)

    def art_problems(self, card_id: str) -> list[str]:
        """Why the card's art file cannot be shown (read from its header, not decoded), or []."""
        path = art.find_art(self.game, card_id, self.art_dir)
        problem = art_problem(path) if path is not None else None
        return [art_message(path, problem)] if problem else []

    def _fit_problems(self, side: str, box: Box, content: str, lang: str) -> list[str]:
        k = REFERENCE_PX_PER_MM
        x, y, bw, bh = box.rect
        ppt = MM_PER_PT * k
        path = self.layout.fonts[box.font]
        start, floor = round(box.size * ppt), round(box.min_size * ppt)
        laid = text.fit(text.parse(content), path, start, floor, round(bw * k), round(bh * k), box.line_spacing)
        where = f"{side} box {box.name!r} ({lang})"
        if not laid.fits:
            return [f"{where}: text overflows its box even at the minimum size {box.min_size:g}pt"]
        if laid.px < start:
            return [f"{where}: text shrunk from {box.size:g}pt to {laid.px / ppt:.1f}pt to fit"]
        return []


def art_message(path: Path, problem: str) -> str:
    """One line about an unusable art file: which file, why, and that the placeholder shows instead."""
    return f"art {path.name}: {problem}; the generated placeholder is shown instead"


def palette_entry(table: dict, value):
    """The palette entry of a value (exact, else case-insensitive), or None."""
    key = str(value)
    if key in table:
        return table[key]
    folded = key.lower()
    for name, entry in table.items():
        if name.lower() == folded:
            return entry
    return None


def _as_list(value) -> list:
    if value is None or value == "":
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _content(layout: Layout, box: Box, fields: dict, lang: str) -> str:
    """The text a text/rank box shows for a card."""
    if box.text is not None and not box.field:
        return localised(box.text, lang)
    value = fields.get(box.field) if box.field else None
    if value is None or value == "":
        return ""
    if box.labels is not None and str(value) in box.labels:
        return localised(box.labels[str(value)], lang)
    if box.kind == "rank":
        return localised(layout.ranks.get(str(value), str(value)), lang)
    palette = layout.palettes.get(box.field or "")
    if palette and value is not None:
        labels = []
        for v in _as_list(value):
            entry = palette_entry(palette, v)
            labels.append(localised(entry.label, lang) if entry and entry.label else str(v))
        return " · ".join(labels)
    return localised(value, lang)


class _Page:
    """One face being drawn: pixel geometry plus the box painters."""

    def __init__(self, renderer: CardRenderer, card_id: str, fields: dict, w: int, h: int,
                 lang: str, bleed: bool):
        self.r = renderer
        self.layout = renderer.layout
        self.card_id = card_id
        self.fields = fields
        self.lang = lang
        cw, ch = self.layout.size_mm
        self.sx, self.sy = w / cw, h / ch
        self.s = min(self.sx, self.sy)
        self.w, self.h = w, h
        self.bleed_mm = self.layout.bleed_mm if bleed else 0.0
        self.ox, self.oy = round(self.bleed_mm * self.sx), round(self.bleed_mm * self.sy)
        self.surf = pygame.Surface((w + 2 * self.ox, h + 2 * self.oy), pygame.SRCALPHA)

    def rect(self, box: Box) -> pygame.Rect:
        """The box in pixels on this page (edges on the trim line reach into the bleed)."""
        x, y, bw, bh = box.rect
        cw, ch = self.layout.size_mm
        x0, y0, x1, y1 = x, y, x + bw, y + bh
        if self.bleed_mm:
            b = self.bleed_mm
            x0 = -b if x0 <= 0.01 else x0
            y0 = -b if y0 <= 0.01 else y0
            x1 = cw + b if x1 >= cw - 0.01 else x1
            y1 = ch + b if y1 >= ch - 0.01 else y1
        left, top = round(x0 * self.sx) + self.ox, round(y0 * self.sy) + self.oy
        return pygame.Rect(left, top, round(x1 * self.sx) + self.ox - left, round(y1 * self.sy) + self.oy - top)

    def palette(self, fields: tuple) -> list:
        """The palette entries of this card's values of the first of fields it has a value for."""
        for field in fields:
            table = self.layout.palettes.get(field, {})
            found = [palette_entry(table, v) for v in _as_list(self.fields.get(field))]
            found = [e for e in found if e is not None]
            if found:
                return found
        return []

    def colours(self, fields: tuple) -> list:
        """The palette colours of this card's values (see palette)."""
        return [e.colour for e in self.palette(fields)]

    def colour(self, box: Box, fallback: str = "text") -> tuple:
        """The box's colour: colour_by the card's first value, else colour, else a named default."""
        by = self.colours(box.colour_by)
        if by:
            return by[0]
        if box.colour is not None:
            return box.colour
        return self.layout.colours.get(fallback, (30, 30, 30, 255))

    def box_steps(self, box: Box) -> Iterator[None]:
        """Paint one box (skipped when hidden at this size or its `when` field is empty), pausing between stages."""
        if box.hide_below_px and self.w < box.hide_below_px:
            return
        if box.hide_above_px and self.w > box.hide_above_px:
            return
        if not when_matches(box.when, self.fields):
            return
        rect = self.rect(box)
        if rect.width < 1 or rect.height < 1:
            return
        painter = getattr(self, "paint_" + box.kind)
        if box.rotate:
            size = rect.size if box.rotate == 180 else (rect.height, rect.width)
            layer = pygame.Surface(size, pygame.SRCALPHA)
            yield from painter(box, layer, layer.get_rect()) or ()
            self.surf.blit(pygame.transform.rotate(layer, box.rotate), rect.topleft)
        else:
            yield from painter(box, self.surf, rect) or ()

    def mm(self, value: float) -> int:
        """Millimetres in pixels (at least 1 if value > 0)."""
        return max(1, round(value * self.s)) if value > 0 else 0

    # --- painters ---------------------------------------------------------------------------

    def paint_frame(self, box: Box, dest: pygame.Surface, rect: pygame.Rect) -> Iterator[None]:
        """The card background."""
        return self.paint_rect(box, dest, rect)

    def paint_rect(self, box: Box, dest: pygame.Surface, rect: pygame.Rect) -> Iterator[None]:
        """A filled, bordered rect or ellipse (gradient when fill_by)."""
        by = self.colours(box.fill_by)
        fill = by or ([box.fill] if box.fill else [])
        layer = yield from shape_steps(rect.size, box.shape, self.mm(box.radius_mm), fill,
                                       box.border, self.mm(box.border_mm), gradient_fill=bool(by))
        if box.opacity < 1:
            layer = layer.copy()
            layer.fill((255, 255, 255, round(255 * box.opacity)), special_flags=pygame.BLEND_RGBA_MULT)
        dest.blit(layer, rect.topleft)

    def paint_text(self, box: Box, dest: pygame.Surface, rect: pygame.Rect) -> None:
        """Wrapped, shrunk-to-fit text with inline icons."""
        content = _content(self.layout, box, self.fields, self.lang)
        if not content:
            return
        path = self.layout.fonts[box.font]
        ppt = MM_PER_PT * self.s
        size_px, min_px = box.size * ppt, box.min_size * ppt
        start = max(size_px, box.min_px)
        floor = min(start, max(min_px, box.min_px))
        words = text.parse(content)
        laid = text.fit(words, path, round(start), round(floor), rect.width, rect.height, box.line_spacing)
        if not laid.fits and floor > min_px:
            laid = text.fit(words, path, round(floor), round(min_px), rect.width, rect.height, box.line_spacing)
        colour = self.colour(box)
        shadow = None
        if box.shadow:
            lum = 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2]
            shadow = (0, 0, 0, 150) if lum > 128 else (255, 255, 255, 120)
        text.draw(dest, laid, path, rect, colour, box.align, box.valign, shadow)

    paint_rank = paint_text

    def paint_icons(self, box: Box, dest: pygame.Surface, rect: pygame.Rect) -> None:
        """The icons of a palette field (or fixed icons), stacked in a column or a row."""
        if box.fields:
            entries = [e for e in self.palette(box.fields) if e.icon]
            items = [(e.icon, e.colour) for e in entries]
        else:
            items = [(name, None) for name in box.icons]
        if not items:
            return
        n = len(items)
        gap = self.mm(box.gap_mm)
        column = box.direction == "column"
        along, across = (rect.height, rect.width) if column else (rect.width, rect.height)
        px = self.mm(box.icon_mm) if box.icon_mm else across
        px = max(1, min(px, across, (along - gap * (n - 1)) // n))
        total = n * px + (n - 1) * gap
        lead = {"top": 0, "left": 0, "bottom": along - total, "right": along - total}.get(
            box.valign if column else box.align, (along - total) // 2)
        side = {"left": 0, "top": 0, "right": across - px, "bottom": across - px}.get(
            box.align if column else box.valign, (across - px) // 2)
        own = bool(set(box.colour_by) & set(box.fields))
        own_disc = bool(set(box.fill_by) & set(box.fields))
        for i, (name, colour) in enumerate(items):
            pos = lead + i * (px + gap)
            x, y = (rect.left + side, rect.top + pos) if column else (rect.left + pos, rect.top + side)
            if box.fill is not None or own_disc:
                disc = colour if own_disc and colour else box.fill
                badge = shape((px, px), "ellipse", 0, [disc], box.border, self.mm(box.border_mm))
                dest.blit(badge, (x, y))
                inner = max(1, round(px * 0.72))
                ink = box.colour if box.colour is not None else (255, 255, 255, 255)
                dest.blit(icons.icon(name, inner, ink), (x + (px - inner) // 2, y + (px - inner) // 2))
            else:
                ink = colour if (own or box.colour is None) and colour else self.colour(box)
                dest.blit(icons.icon(name, px, ink), (x, y))

    def paint_art(self, box: Box, dest: pygame.Surface, rect: pygame.Rect) -> Iterator[None]:
        """The card's art cover-cropped into the window, or a generated placeholder."""
        path = art.find_art(self.r.game, self.card_id, self.r.art_dir)
        img = self.r._art.load(path) if path else None
        if path is not None and img is None and self.r._art.problem(path):
            message = art_message(path, self.r._art.problem(path))
            found = self.r._runtime_problems.setdefault(self.card_id, [])
            if message not in found:
                found.append(message)
        if img is not None:
            picture = art.cover(img, rect.size, _focus(self.fields.get("art_focus")))
        else:
            entries = self.palette(box.colour_by)
            names = [e.icon for e in entries if e.icon] or box.icons or ["star"]
            count = self.fields.get(box.repeat) if box.repeat else None
            count = count if isinstance(count, int) and not isinstance(count, bool) and 2 <= count <= 10 else 0
            emblem = self.fields.get("emblem")
            emblem = emblem if isinstance(emblem, str) and icons.exists(emblem) else None
            picture = yield from art.placeholder_steps(rect.size, [e.colour for e in entries], list(names),
                                                       count=count, emblem=emblem)
        radius = self.mm(box.radius_mm)
        if radius:
            picture = picture.copy()
            art.clip_rounded(picture, radius)
        dest.blit(picture, rect.topleft)
        if box.border is not None and box.border_mm:
            yield
            frame = yield from shape_steps(rect.size, "rect", radius, [], box.border, self.mm(box.border_mm))
            dest.blit(frame, rect.topleft)

    def paint_pattern(self, box: Box, dest: pygame.Surface, rect: pygame.Rect) -> None:
        """A half-drop lattice of icons clipped to the box."""
        step = max(4, round(box.spacing_mm * self.s))
        px = max(3, round(step * 0.55))
        colour = self.colour(box)
        colour = colour[:3] + (round(colour[3] * box.opacity),)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        names = box.icons
        rows = math.ceil(rect.height / (step * 0.8)) + 1
        for row in range(rows):
            y = round(row * step * 0.8 - px / 2)
            shift = step // 2 if row % 2 else 0
            for col in range(math.ceil(rect.width / step) + 2):
                x = col * step - px // 2 + shift - step // 2
                layer.blit(icons.icon(names[(row * 2 + col) % len(names)], px, colour), (x, y))
        dest.blit(layer, rect.topleft)


def _focus(value) -> tuple:
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return (min(max(float(value[0]), 0.0), 1.0), min(max(float(value[1]), 0.0), 1.0))
    return (0.5, 0.5)


_shape_masks: dict = {}
SUPERSAMPLE = 3  # shapes are drawn this many times larger, then smoothscaled (antialiased edges)


def _shape_mask(size: tuple, kind: str, radius: int) -> Generator[None, None, pygame.Surface]:
    key = (size, kind, radius)
    mask = _shape_masks.get(key)
    if mask is None:
        mask = yield from _supersampled(size, (255, 255, 255, 0), lambda big, rect: _draw_shape(
            big, (255, 255, 255, 255), rect, kind, 0, radius * SUPERSAMPLE))
        if len(_shape_masks) > 300:
            _shape_masks.clear()
        _shape_masks[key] = mask
    return mask


def _draw_shape(surface: pygame.Surface, colour, rect: pygame.Rect, kind: str, width: int, radius: int) -> None:
    if kind == "ellipse":
        pygame.draw.ellipse(surface, colour, rect, width)
    else:
        pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _supersampled(size: tuple, background: tuple, draw, rows: int = 96) -> Generator[None, None, pygame.Surface]:
    """A `size` picture that `draw(big, rect)` paints SUPERSAMPLE times larger, smoothscaled down.

    Drawn a strip of `rows` at a time (a pause after each): the same pixels as in one go,
    since every pixel averages its own block, in a fraction of the time and memory per step.
    """
    w, h = size
    k = SUPERSAMPLE
    out = pygame.Surface(size, pygame.SRCALPHA)
    for top in range(0, h, rows):
        height = min(rows, h - top)
        big = pygame.Surface((w * k, height * k), pygame.SRCALPHA)
        big.fill(background)
        draw(big, pygame.Rect(0, -top * k, w * k, h * k))
        pygame.transform.smoothscale(big, (w, height), out.subsurface((0, top, w, height)))
        if top + height < h:
            yield
    return out


_shapes: OrderedDict = OrderedDict()
SHAPE_CACHE_PIXELS = 6_000_000


def shape(size: tuple, kind: str, radius: int, fill: list, border, border_px: int,
          gradient_fill: bool = False) -> pygame.Surface:
    """A rect/ellipse layer: fill (one colour, or a gradient of several) and an antialiased border.

    Cached (shared: do not draw on it)."""
    return finish(shape_steps(size, kind, radius, fill, border, border_px, gradient_fill))


def shape_steps(size: tuple, kind: str, radius: int, fill: list, border, border_px: int,
                gradient_fill: bool = False) -> Generator[None, None, pygame.Surface]:
    """`shape`, pausing between the fill and the border when it has to be drawn."""
    key = (tuple(size), kind, radius, tuple(map(tuple, fill)), tuple(border) if border else None,
           border_px, gradient_fill)
    layer = _shapes.get(key)
    if layer is not None:
        _shapes.move_to_end(key)
        return layer
    layer = yield from _shape(size, kind, radius, fill, border, border_px, gradient_fill)
    _shapes[key] = layer
    total = sum(v.get_width() * v.get_height() for v in _shapes.values())
    while total > SHAPE_CACHE_PIXELS and len(_shapes) > 1:
        _, old = _shapes.popitem(last=False)
        total -= old.get_width() * old.get_height()
    return layer


def _shape(size: tuple, kind: str, radius: int, fill: list, border, border_px: int,
           gradient_fill: bool) -> Generator[None, None, pygame.Surface]:
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    smooth = kind == "ellipse" or radius > 0
    if fill:
        if gradient_fill or len(fill) > 1:
            layer.blit(art.gradient(size, fill), (0, 0))
        else:
            layer.fill(fill[0])
        if smooth:
            mask = yield from _shape_mask(size, kind, radius)
            layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if border is not None and border_px:
        if fill:
            yield
        clear = tuple(border[:3]) + (0,)
        if smooth:
            ring = yield from _supersampled(size, clear, lambda big, rect: _draw_shape(
                big, border, rect, kind, border_px * SUPERSAMPLE, radius * SUPERSAMPLE))
        else:
            ring = pygame.Surface(size, pygame.SRCALPHA)
            ring.fill(clear)
            _draw_shape(ring, border, ring.get_rect(), kind, border_px, radius)
        layer.blit(ring, (0, 0))
    return layer
