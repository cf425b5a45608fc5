"""Leyendas: a face-up deck of the 15 Legends beside the Portal.

In Preparación a seat on its pass may take the top Legend into its hand by paying 1 Maná
from its reserve (the Maná is used, so it is shuffled back into the seat's Portal at once,
as used Maná is at the end of a round); then the next Legend is revealed. Each seat takes
at most one Legend per round. Passes run in priority order, so when two seats want the
same Legend the one nearer the Guardián gets it, as the seed's priority says. A Legend
that is later discarded goes to the normal discard and may come back as Maná or be
shuffled into the Portal like any card.
"""
from __future__ import annotations

from tabletop.engine.contract import Action, Event
from tabletop.games.invocacion.variants import portal_of

LEGEND_PRICE = 1
#: the Legends deck on the table (view.py draws it): clicking it takes the top Legend
LEGENDS_REF = "legends:top"


def legend_actions(state, seat: int) -> list[Action]:
    """[take-legend] when the seat may take the top Legend now, else []."""
    variants = state.variants
    if variants is None or not variants.legends or not variants.legend_deck:
        return []
    if seat in variants.legend_takers or len(state.area(seat).mana) < LEGEND_PRICE:
        return []
    return [Action("legend", ref=LEGENDS_REF)]


def take_legend(state, seat: int) -> list[Event]:
    """Pay 1 Maná, take the top Legend into the hand and reveal the next one."""
    variants = state.variants
    area = state.area(seat)
    portal = portal_of(state, seat)
    for _ in range(LEGEND_PRICE):
        portal.insert(state.rng.randrange(len(portal) + 1), area.mana.pop())
    card = variants.legend_deck.pop()
    area.hand.append(card)
    variants.legend_takers.append(seat)
    state.pass_changed = True
    events = [Event("legend.taken", {"seat": seat, "card": card})]  # it was face up already
    if variants.legend_deck:
        events.append(Event("legend.revealed", {"card": variants.legend_deck[-1]}, reveals=True))
    return events


def new_round_of_legends(state) -> None:
    """Every seat may take a Legend again."""
    if state.variants is not None:
        state.variants.legend_takers = []
