"""A hand whose cards keep their places while some leave it, so nothing moves under the pointer."""
from __future__ import annotations

from collections import Counter
from typing import Any


def kept_places(before: tuple[Any, list[str | None]], hand: list[str], key: Any) -> tuple[Any, list[str | None]]:
    """(key, places): the hand's cards keep the places they had while cards leave it (placing in Invocación's
    Preparación, building an Invoke invocation, training in ECG); a card coming back takes a free place; the hand
    is laid out afresh when it has no room left, when it empties, or for another viewer or round (`key`). Copies of
    one card count one by one: laying one of two leaves one place."""
    old_key, slots = before
    if old_key != key or not hand:
        return key, list(hand)
    left = Counter(hand)
    places: list[str | None] = []
    for card in slots:
        kept = card is not None and left[card] > 0
        places.append(card if kept else None)
        if kept:
            left[card] -= 1
    for card in hand:
        if not left[card]:
            continue
        if None not in places:
            return key, list(hand)
        places[places.index(None)] = card
        left[card] -= 1
    return key, places
