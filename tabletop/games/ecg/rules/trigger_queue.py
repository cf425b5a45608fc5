"""The queue of triggered abilities: a card's event puts each of its abilities that answers it in `state.triggers`.

triggers.py plays them once nothing else is pending; the rules that make the events (battle, play, stack) only queue.
"""
from __future__ import annotations

from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.rules.state import EcgState

#: where a card is -> the ability zones that work there
ZONES_AT = {"battle": ("battle", "any"), "court": ("court", "any"), "legacy": ("legacy",), "hero": ("hero",)}


def fire(state: EcgState, seat: int, uid: int, card_id: str, trigger: str, where: str) -> None:
    """Queue every ability of `card_id` (at `where`) that answers `trigger`."""
    for index in lookup.card(card_id).triggered.get((trigger, where), ()):
        state.triggers.append({"seat": seat, "uid": uid, "card": card_id, "ability": index, "where": where})
