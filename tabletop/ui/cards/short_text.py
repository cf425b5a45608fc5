"""A card's effect in short, drawn on the card wherever it lies at least `MIN_WIDTH` pixels wide.

The words come from the card's data (card_data/<game>/): its `short` field when it has one, else the first
sentence of its printed `text`, else a generated "No effect" - never from words kept in a view. `caption`
fits them on one or two lines, then in smaller letters, then on a third line, and only then ends in "…".
Every caption drawn is noted in `SHOWN` (tests read it).
"""
from __future__ import annotations

import re
from collections import OrderedDict, deque
from collections.abc import Sequence

import pygame

from tabletop.ui.card_tile import pixel_font
from tabletop.ui.lru import remembered
from tabletop.ui.theme import CREAM, INK

MIN_WIDTH = 90  # a card at least this many pixels wide shows its short text
MIN_PX = 9  # the smallest letters of a caption
NO_EFFECT = {"en": "No effect", "es": "Sin efecto"}
LONG = 70  # a first sentence longer than this loses its asides
ASIDE_FROM = 20  # ... never before this many characters
_TOKEN = re.compile(r"\s*\{[A-Za-z][\w-]*\}\s*")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[^a-z])")
_captions: OrderedDict = OrderedDict()
CAPTION_CACHE = 300
#: (text, rect) of the captions drawn lately (since the last `forget_shown()`)
SHOWN: deque = deque(maxlen=2000)
#: the texts of those captions that had to end in "…" (drawn afresh, not from the cache)
CUT: deque = deque(maxlen=2000)


def in_lang(value, lang: str) -> str:
    """A {en, es} field (or a plain string) in `lang`, English when `lang` is missing."""
    if isinstance(value, dict):
        return str(value.get(lang) or value.get("en") or "")
    return str(value or "")


def sentences(words: str) -> list[str]:
    """A printed text's sentences, inline icons ({realm_lobo}) left out."""
    plain = re.sub(r"\s+", " ", _TOKEN.sub(" ", words).strip())
    return [sentence.strip() for sentence in _SENTENCE.split(plain) if sentence.strip()]


def first_sentence(words: str) -> str:
    """The first sentence of a printed text, inline icons ({realm_lobo}) left out; a long one (over LONG
    characters) without its asides: what follows a parenthesis or a ", or" ("Create: add a small piece to the
    target space (fewer than 3 pieces), or ..." -> "Create: add a small piece to the target space")."""
    sentence = (sentences(words) or [""])[0]
    if len(sentence) > LONG:
        cuts = [sentence.find(mark, ASIDE_FROM) for mark in (" (", ", or ", ", o ")]
        cuts = [cut for cut in cuts if cut > 0]
        if cuts:
            sentence = sentence[:min(cuts)].rstrip(" ,;:")
    return sentence


def card_short(fields: dict, lang: str) -> str:
    """A card's effect in short from its data fields: `short`, else its text's first sentence, else "No effect"."""
    for key in ("short", "text"):
        words = first_sentence(in_lang(fields.get(key), lang)) if fields.get(key) else ""
        if words:
            return words
    return NO_EFFECT.get(lang, NO_EFFECT["en"])


def short_for(renderer, card_id: str | None, lang: str) -> str | None:
    """`card_short` of a card through its game's card renderer (None without a renderer or data)."""
    if renderer is None or not card_id:
        return None
    fields = renderer.fields(card_id)
    return card_short(fields, lang) if fields else None


def shows_text(width: int) -> bool:
    """True when a card `width` pixels wide is large enough for its short text."""
    return width >= MIN_WIDTH


def fit(words: str, width: int, px: int, max_lines: int = 3, height: int | None = None,
        least: int = MIN_PX) -> tuple[list[str], int]:
    """(lines, pixel size): two lines at `px`, then smaller letters down to `least`, then more lines (up to
    `max_lines`), then "…"; never taller than `height` pixels when given."""
    px = max(least, px)
    sizes = range(px, least - 1, -1)
    for lines_allowed in sorted({min(2, max_lines), max_lines}):
        for size in sizes:
            font = pixel_font(size)
            lines = _wrap(words, font, width)
            if len(lines) <= lines_allowed and (height is None or len(lines) * font.get_linesize() <= height):
                return lines, size
    font = pixel_font(least)
    lines = [line for line in _wrap(words, font, width) if line]
    lines = lines[:max_lines - 1] + [_ellipsis(" ".join(lines[max_lines - 1:]), font, width)]
    return lines, least


def _wrap(words: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; a word wider than a line has a line to itself (cut later)."""
    lines: list[str] = []
    for word in words.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if any(font.size(line)[0] > width for line in lines):
        return lines + [""] * 3  # never fits: try smaller letters
    return lines or [""]


def _ellipsis(line: str, font: pygame.font.Font, width: int) -> str:
    """`line` cut to end in "…" within `width` pixels, after a whole word when one fits."""
    words = line.split()
    while len(words) > 1 and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    line = " ".join(words)
    while line and font.size(line + "…")[0] > width:
        line = line[:-1]
    return line.rstrip(" ,;:") + "…"


def caption_px(card_width: int) -> int:
    """The caption's starting letter size on a card `card_width` pixels wide."""
    return max(MIN_PX + 1, min(15, round(card_width * 0.105)))


def render(words: str, width: int, px: int, max_lines: int = 3, colour=CREAM, fill=INK,
           alpha: int = 215, height: int | None = None, least: int = MIN_PX) -> pygame.Surface:
    """The caption as a rounded plate `width` pixels wide, at most `max_lines` lines and `height` pixels tall,
    its letters never under `least` pixels (cached)."""
    key = (words, width, px, max_lines, colour, fill, alpha, height, least)
    return remembered(_captions, key, lambda: _plate(words, width, px, max_lines, colour, fill, alpha, height, least),
                      CAPTION_CACHE)


def fits_whole(words: str, width: int, px: int, max_lines: int = 3, height: int | None = None,
               least: int = MIN_PX) -> bool:
    """True when `render` would draw `words` whole (without "…") on a plate of that size."""
    pad = _pad(px)
    lines, _size = fit(words, width - 2 * pad, px, max_lines, None if height is None else height - 2 * pad, least)
    return not lines[-1].endswith("…")


def _pad(px: int) -> int:
    return max(2, px // 4)


def plate_height(card_width: int, lines: int) -> int:
    """The height of a caption of `lines` lines at the starting letter size on a card `card_width` wide."""
    px = caption_px(card_width)
    return lines * pixel_font(px).get_linesize() + 2 * _pad(px)


def lines_within(height: int, px: int, most: int = 3, least: int = MIN_PX) -> int:
    """How many caption lines of the smallest letters (`least`) fit in a plate `height` pixels tall (0 to
    `most`)."""
    step = pixel_font(least).get_linesize()
    return max(0, min(most, (height - 2 * _pad(px)) // step))


def _plate(words: str, width: int, px: int, max_lines: int, colour, fill, alpha: int,
           height: int | None, least: int) -> pygame.Surface:
    pad = _pad(px)
    lines, size = fit(words, width - 2 * pad, px, max_lines, None if height is None else height - 2 * pad, least)
    if lines[-1].endswith("…"):
        CUT.append(words)
    font = pixel_font(size)
    step = font.get_linesize()
    plate = pygame.Surface((width, step * len(lines) + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(plate, (*fill, alpha), plate.get_rect(), border_radius=max(2, px // 3))
    for k, line in enumerate(lines):
        label = font.render(line, True, colour)
        plate.blit(label, label.get_rect(midtop=(width // 2, pad + k * step)))
    return plate


def caption(surface: pygame.Surface, card: pygame.Rect, words: str | Sequence[str] | None, bottom: int | None = None,
            inset: float = 0.05, top: int | None = None, most: int = 3, least: int = MIN_PX) -> pygame.Rect | None:
    """Draw `words` on `card` (a card on screen) when it is wide enough: a dark plate across it, its bottom at
    `bottom` (default: a little above the card's bottom edge), never above `top` (default: the card's top, so
    fewer lines or smaller letters, never under `least` pixels, when the room is short), at most `most` lines.
    `words` may be several forms, longest first: the first that fits whole is drawn. Returns the plate's rect, or
    None."""
    plan = _caption_plan(card, words, bottom, inset, top, most, least)
    if plan is None:
        return None
    words, width, px, max_lines, room, limit, _whole = plan
    plate = render(words, width, px, max_lines, height=room, least=least)
    rect = plate.get_rect(midbottom=(card.centerx, limit))
    surface.blit(plate, rect)
    SHOWN.append((words, rect))
    return rect


def caption_whole(card: pygame.Rect, words: str | Sequence[str] | None, bottom: int | None = None,
                  inset: float = 0.05, top: int | None = None, most: int = 3, least: int = MIN_PX) -> bool:
    """True when `caption` with these arguments would draw one of the forms whole (False when it draws nothing)."""
    plan = _caption_plan(card, words, bottom, inset, top, most, least, judge=True)
    return plan is not None and plan[-1]


def _caption_plan(card: pygame.Rect, words, bottom: int | None, inset: float, top: int | None, most: int,
                  least: int, judge: bool = False):
    """(form, plate width, letter size, lines, room, plate bottom, whole) of a caption, None when none is drawn;
    `whole` is None for a lone form unless `judge`."""
    forms = [words] if isinstance(words, str) else [form for form in words or () if form]
    if not forms or not shows_text(card.width):
        return None
    margin = max(2, round(card.width * inset))
    limit = card.bottom - margin if bottom is None else bottom
    px = caption_px(card.width)
    room = limit - (card.top + margin if top is None else top)
    max_lines = lines_within(room, px, most, least)
    if max_lines < 1:
        return None
    width = card.width - 2 * margin
    if len(forms) == 1 and not judge:  # no choice to make: `render` lays the words out once
        return forms[0], width, px, max_lines, room, limit, None
    whole = next((form for form in forms if fits_whole(form, width, px, max_lines, room, least)), None)
    return whole or forms[-1], width, px, max_lines, room, limit, whole is not None


def whole(words: str, width: int, top: int, bottom: int, inset: float = 0.05, most: int = 3) -> bool:
    """True when `caption` shows `words` whole (no "…") on a card `width` pixels wide between `top` and `bottom`."""
    margin = max(2, round(width * inset))
    px = caption_px(width)
    max_lines = lines_within(bottom - top, px, most)
    if max_lines < 1:
        return False
    pad = _pad(px)
    lines, _size = fit(words, width - 2 * margin - 2 * pad, px, max_lines, bottom - top - 2 * pad)
    return not lines[-1].endswith("…")


def forget_shown() -> None:
    """Start noting captions afresh (tests): the cut ones are drawn again, not taken from the cache."""
    SHOWN.clear()
    CUT.clear()
    _captions.clear()
