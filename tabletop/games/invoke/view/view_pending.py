"""Invoke: the gems an attack destroyed, waiting for the end of the turn, shown on the struck mage's panel.

`state.pending` holds them (str(seat) or the Aether -> gems) from the strike until the turn ends;
until then the mage's panel says how many it loses and when, in a red chip before its other things.
A wall's spent element cards wait on it the same way (interpretation 13): its chip says how many.
"""
from __future__ import annotations

from typing import Any

from tabletop.engine.words import WORDS
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.messages import text

PENDING_COLOUR = (176, 52, 44)

WORDS_OF = {
    "en": {"view.pending": "−{count:gem|gems} at the end of the turn"},
    "es": {"view.pending": "−{count:gema|gemas} al final del turno"},
}


def pending_gems(obs: Any, seat: int) -> int:
    """The gems `seat` loses when this turn ends (0 when none)."""
    return int((getattr(obs, "pending", None) or {}).get(str(seat), 0))


def pending_chip(obs: Any, seat: int, lang: str) -> tuple[str, Any, str] | None:
    """(words, colour, ref) of the struck mage's chip, or None when nothing waits for it."""
    count = pending_gems(obs, seat)
    if count <= 0:
        return None
    template = WORDS_OF.get(lang, WORDS_OF["en"])["view.pending"]
    return WORDS.format(template, count=count), PENDING_COLOUR, f"mage:{seat}"


def wall_words(wall: Any, points: int, lang: str) -> str:
    """A wall's chip: `Water wall 1`, plus the element cards it spent this turn, which leave at its end."""
    element = text(f"element.{wall.element}", lang)
    words = text("view.wall", lang, element=element, points=points) if wall.guards in ("gems", "aether") \
        else text("view.wall_of", lang, element=element, points=points, guarded=text(f"view.guard.{wall.guards}", lang))
    spent = sum(1 for card in wall.spent if card in deck().cards and deck()[card].word == "element")
    return text("view.wall_spent", lang, wall=words, count=spent) if spent else words
