"""Invoke's cards as the table draws them: a coloured face by element or deck, its name, a back for hidden ones."""
from __future__ import annotations

import pygame

from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.state import HIDDEN
from tabletop.ui.theme import CREAM, INK, blit_text, fit_lines, fit_text, mix

ELEMENT_COLOURS = {"fire": (196, 74, 44), "water": (46, 104, 190), "air": (214, 214, 226), "earth": (126, 92, 52)}
SUIT_COLOURS = {"item": (120, 78, 156), "creature": (70, 120, 120), "action": (52, 112, 84),
                "chaos": (150, 40, 90), "target": (176, 132, 52), "modifier": (150, 116, 60)}
BACK = (58, 46, 86)


def card_colour(card_id: str) -> tuple[int, int, int]:
    """The face colour: the element's for elements and creatures, else the suit's."""
    if card_id == HIDDEN or card_id not in deck().cards:
        return BACK
    card = deck()[card_id]
    return ELEMENT_COLOURS.get(card.element or "", SUIT_COLOURS.get(card.suit, (90, 90, 90)))


def ink_for(colour) -> tuple[int, int, int]:
    """Dark text on a light face, cream on a dark one."""
    return INK if sum(colour) > 480 else CREAM


def card_name(card_id: str, lang: str) -> str:
    """The card's name in `lang` ("?" for a hidden card)."""
    if card_id == HIDDEN or card_id not in deck().cards:
        return "?"
    return deck()[card_id].name.get(lang, card_id)


def draw_card(surface: pygame.Surface, fonts, card_id: str, rect: pygame.Rect, lang: str, points: float,
              lines: int = 3) -> None:
    """A card face (or back) filling `rect`, its name wrapped on up to `lines` lines."""
    colour = card_colour(card_id)
    radius = max(3, rect.width // 10)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, mix(colour, (255, 255, 255), 0.45), rect, width=max(1, rect.width // 40),
                     border_radius=radius)
    ink = ink_for(colour)
    if card_id == HIDDEN:
        blit_text(surface, fonts, "?", points * 1.6, rect.center, CREAM, anchor="center", bold=True)
        return
    points, words = name_lines(fonts, card_name(card_id, lang), points, rect.width - 6, lines, rect.height - 8)
    line_height = fonts.get(points, True).get_linesize()
    top = rect.centery - line_height * len(words) // 2 if rect.height < line_height * 4 else rect.y + 4
    for k, line in enumerate(words):
        blit_text(surface, fonts, line, points, (rect.centerx, top + k * line_height), ink, anchor="midtop", bold=True)


def name_lines(fonts, name: str, points: float, width: int, lines: int, height: int = 0) -> tuple[float, list[str]]:
    """(size, lines): the name whole on at most `lines` lines (one more when `height` has room), its letters a
    little smaller (to 70 %) if need be ("Mover a la izquierda" ran past a hand card's edges); at worst as it was."""
    for most in (lines, lines + 1):
        fitting = []
        size = points
        while size >= points * 0.7:
            wrapped = fonts.wrap(name, size, width, True)
            tall = fonts.get(size, True).get_linesize() * len(wrapped)
            if len(wrapped) <= most and all(fonts.get(size, True).size(line)[0] <= width for line in wrapped) \
                    and (most == lines or tall <= height):
                fitting.append((size, wrapped))
            size -= 0.5
        if fitting:  # rather no line holding only a little word ("Mover a" "la" "izquierda")
            return next((f for f in fitting if not any(len(line) <= 2 for line in f[1][1:])), fitting[0])
    return points * 0.7, fit_lines(fonts, name, points * 0.7, width, lines, True)


def draw_chip(surface: pygame.Surface, fonts, words: str, colour, x: int, y: int, height: int, points: float,
              room: int) -> pygame.Rect:
    """A small rounded label (a wall, an item, a kept card) at (x, y); returns its rect."""
    words = fit_text(fonts, words, points, max(20, room - 8))
    width = min(room, fonts.get(points).size(words)[0] + 10)
    chip = pygame.Rect(x, y, width, height)
    pygame.draw.rect(surface, colour, chip, border_radius=height // 3)
    blit_text(surface, fonts, words, points, chip.center, ink_for(colour), anchor="center")
    return chip
