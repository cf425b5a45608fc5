"""Rune Duel's effect badges on a mage's mat, and the tips that say what they (and the haste round) mean."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from tabletop.games.runes.rules.explain import badge_words, mark_words
from tabletop.games.runes.rules.messages import spell_name
from tabletop.games.runes.view.view_words import t as words
from tabletop.ui.theme import CREAM, GOLD, blit_text, panel

BADGE_PT = 12
TIP_PT = 13
TIP_WIDTH = 340  # design pixels


@dataclass
class Badge:
    """One effect chip on a mat: where it lies, its label, its colour, its turns (or "•": this turn) and its words."""

    rect: pygame.Rect
    label: str
    colour: tuple
    turns: str
    words: str


def badges_of(obs: Any, seat: int, lang: str, names: Sequence[str], colours: dict) -> list[tuple[str, tuple, str, str]]:
    """(label, colour, turns, words) of every effect on `seat`: its effects, then a Shield and a Counter-spell."""
    found = [(spell_name(e["kind"], lang), colours["effect"](e["kind"]), str(e["turns"]),
              badge_words(e, seat, lang, names)) for e in obs.effects[seat]]
    if obs.shielded[seat]:
        found.append((words("shield", lang), colours["moons"], "•", mark_words("shield", seat, lang, names)))
    if obs.countered[seat]:
        found.append((words("counter", lang), colours["knots"], "•", mark_words("counter", seat, lang, names)))
    return found


def place_badges(fonts, px: Callable[[float], int], area: pygame.Rect, found, stacked: bool,
                 lang: str) -> tuple[list[Badge], tuple[str, tuple[int, int], str] | None]:
    """The badges laid out in `area` (one under another when `stacked`, else in rows), and what does not fit:
    ("+2 more", where, the words of the effects left out), or None."""
    h = px(22)
    x, y = area.x, area.y
    placed: list[Badge] = []
    for k, (label, colour, turns, words) in enumerate(found):
        w = fonts.text(label, BADGE_PT, CREAM, True).get_width() + fonts.text(turns, BADGE_PT, CREAM, True).get_width() \
            + px(22)
        if x + w > area.right and x > area.x:
            x = area.x
            y += h + px(4)
        if y + h > area.bottom + px(2):
            more = " ".join(each[3] for each in found[k:])
            return placed, (words("more", lang, n=len(found) - k), (x, y - h // 2), more)
        placed.append(Badge(pygame.Rect(x, y, w, h), label, colour, turns, words))
        if stacked:
            y += h + px(4)
        else:
            x += w + px(6)
    return placed, None


def draw_tip(surface: pygame.Surface, fonts, px: Callable[[float], int], text: str, anchor: pygame.Rect,
             within: pygame.Rect) -> pygame.Rect:
    """`text` wrapped in a small panel just below `anchor` (above it when there is no room), inside `within`."""
    width = min(px(TIP_WIDTH), within.width)
    lines = fonts.wrap(text, TIP_PT, width - px(20))
    step = fonts.get(TIP_PT).get_linesize()
    box = pygame.Rect(0, 0, width, step * len(lines) + px(14))
    box.midtop = (anchor.centerx, anchor.bottom + px(6))
    if box.bottom > within.bottom:
        box.midbottom = (anchor.centerx, anchor.y - px(6))
    box.clamp_ip(within)
    panel(surface, box, radius=px(8), alpha=245, border=GOLD, shadow_blur=px(6))
    for k, line in enumerate(lines):
        blit_text(surface, fonts, line, TIP_PT, (box.x + px(10), box.y + px(7) + k * step), CREAM)
    return box
