"""What the table says about card order while the viewer builds an invocation (issue 28: a newcomer learned how
order works only from the preview line): before the first card, that the first card fixes the form, in place of
"No invocation on the table."; once cards lie there, that +/− add to the card before them, beside "Ana builds:"."""
from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.language import Illegal, read
from tabletop.games.invoke.rules.messages import text
from tabletop.games.invoke.rules.state import BUILD, HIDDEN
from tabletop.ui.theme import MUTED, blit_text

HINT_POINTS = 11
#: the words beside "Ana builds:", longest first: the first that fits whole on the line is said (a manifestation's:
#: what follows a Tome, a Wand or a creature is what it keeps, not what a modifier adds to)
LAID_KEYS = ("view.order.laid", "view.order.laid_short")
MANIFEST_KEYS = ("view.order.manifest", "view.order.manifest_short")


def builds_here(obs: Any, viewer: int | None) -> bool:
    """True when the viewer is building an invocation of its own turn or an answer."""
    if viewer is None:
        return False
    if obs.building:
        return obs.building.get("seat") == viewer
    return obs.phase == BUILD and obs.to_move() == viewer


def first_card_lines(fonts, lang: str, width: int) -> list[str] | None:
    """The hint before the first card, wrapped to `width` pixels on at most two lines (None when it does not fit)."""
    lines = fonts.wrap(text("view.order.first", lang), HINT_POINTS, width)
    return lines if len(lines) <= 2 else None


def laid_keys(cards: list[str]) -> tuple[str, ...]:
    """The hints for the cards laid so far: a manifestation's, or how modifiers attach."""
    try:
        form = read([deck()[card] for card in cards if card != HIDDEN], partial=True).form
    except (Illegal, KeyError):
        form = None
    return MANIFEST_KEYS if form == "manifest" else LAID_KEYS


def laid_words(fonts, lang: str, width: int, cards: list[str]) -> str | None:
    """The hint beside the label once `cards` are laid: the longest that fits `width` pixels whole, else None."""
    for key in laid_keys(cards):
        words = text(key, lang)
        if fonts.get(HINT_POINTS).size(words)[0] <= width:
            return words
    return None


def draw_laid(surface: pygame.Surface, fonts, lang: str, topleft: tuple[int, int], width: int,
              cards: list[str]) -> pygame.Rect | None:
    """The hint for `cards` beside "Ana builds:" at `topleft`, whole within `width` pixels (nothing when no form
    fits)."""
    words = laid_words(fonts, lang, width, cards)
    if words is None:
        return None
    return blit_text(surface, fonts, words, HINT_POINTS, topleft, MUTED, italic=True)


def draw_first(surface: pygame.Surface, fonts, lang: str, left: int, centre_y: int, width: int) -> bool:
    """The hint before the first card, its lines left-aligned at `left` around `centre_y`; False when it does not
    fit whole in `width` pixels (then nothing is drawn)."""
    lines = first_card_lines(fonts, lang, width)
    if lines is None:
        return False
    step = fonts.get(HINT_POINTS).get_linesize()
    for k, line in enumerate(lines):
        blit_text(surface, fonts, line, HINT_POINTS, (left, centre_y - step * len(lines) // 2 + k * step), MUTED,
                  italic=True)
    return True
