"""Invoke: the gems an attack destroyed, waiting for the end of the turn, shown on the struck mage's panel.

`state.pending` holds them (str(seat) or the Aether -> gems) from the strike until the turn ends;
until then the mage's panel says how many it loses and when, in a red chip before its other things.
"""
from __future__ import annotations

from typing import Any

from tabletop.engine.words import WORDS

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
