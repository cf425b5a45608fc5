"""Armagedón's referee: while a seat is Guardián its hand and area stand aside, untouchable.

The refereeing Guardián does not prepare or fight, so no effect may reach its cards: at
the start of its round they are set aside (`Variants.benched`, seen by it only) and they
come back, as they were, when the round ends; its Maná and trophies stay on the table.
"""
from __future__ import annotations

from tabletop.games.invocacion.rules.zones import Slot

SLOT_ZONES = ("conjuros", "apoyos")


def bench(state, seat: int) -> None:
    """Set the referee's hand, Invocación, Conjuros and Apoyos aside for the round."""
    area = state.area(seat)
    benched = {"seat": seat, "hand": area.hand, "invocation": area.invocation}
    for zone in SLOT_ZONES:
        benched[zone] = [[slot.card, slot.face_up] for slot in getattr(area, zone)]
        setattr(area, zone, [])
    area.hand, area.invocation, area.invocation_face_up = [], None, False
    state.variants.benched = benched


def unbench(state) -> None:
    """Give the round's referee its cards back where they were."""
    benched = state.variants.benched
    if benched is None:
        return
    area = state.area(benched["seat"])
    area.hand = benched["hand"] + area.hand
    area.invocation = benched["invocation"]
    for zone in SLOT_ZONES:
        setattr(area, zone, [Slot(card, face_up) for card, face_up in benched[zone]] + getattr(area, zone))
    state.variants.benched = None


def map_benched(benched: dict | None, change) -> None:
    """`map_cards` for the benched cards: its owner sees them, nobody else (face-up slots are public)."""
    if benched is None:
        return
    owner = benched["seat"]
    benched["hand"] = [change(c, owner, False) for c in benched["hand"]]
    if benched["invocation"] is not None:
        benched["invocation"] = change(benched["invocation"], owner, False)
    for zone in SLOT_ZONES:
        benched[zone] = [[change(card, owner, face_up), face_up] for card, face_up in benched[zone]]
