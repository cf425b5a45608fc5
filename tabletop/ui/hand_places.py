"""A hand whose cards keep their places while some leave it, so nothing moves under the pointer."""
from __future__ import annotations

from typing import Any


def kept_places(before: tuple[Any, list[str | None]], hand: list[str], key: Any) -> tuple[Any, list[str | None]]:
    """(key, places): the hand's cards keep the places they had while cards leave it (placing in Invocación's
    Preparación, building an Invoke invocation); a card coming back takes a free place; the hand is laid out afresh
    when it has no room left, when it empties, or for another viewer or round (`key`)."""
    old_key, slots = before
    if old_key != key or not hand:
        return key, list(hand)
    places = [card if card in hand else None for card in slots]
    for card in hand:
        if card in places:
            continue
        if None not in places:
            return key, list(hand)
        places[places.index(None)] = card
    return key, places
