"""Leyendas: a face-up deck of 15 cards the players choose (the set's 15 Legends unless they name others).

In Preparación a seat on its pass may take the top Legend into its hand by paying 1 Maná
from its reserve (the Maná is used, so it is shuffled back into the seat's Portal at once,
as used Maná is at the end of a round); then the next Legend is revealed. Each seat takes
at most one Legend per round. Passes run in priority order, so when two seats want the
same Legend the one nearer the Guardián gets it, as the seed's priority says. A Legend
that is later discarded goes to the normal discard and may come back as Maná or be
shuffled into the Portal like any card.
"""
from __future__ import annotations

from collections import Counter

from tabletop.engine.contract import Action, Event
from tabletop.engine.errors import OptionError
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.variants import portal_of

LEGEND_PRICE = 1
LEGEND_DECK_SIZE = 15
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


def legend_deck_of(text: str) -> list[str]:
    """The Leyendas deck the players built ("un mazo de 15 cartas a elección"): the `legend_cards`
    option's card ids, each once, or the set's 15 Legends when it is empty; OptionError otherwise."""
    chosen = [card.strip() for card in text.split(",") if card.strip()]
    if not chosen:
        return deck().legends()
    unknown = [card for card in chosen if card not in deck().cards]
    if unknown:
        raise OptionError(f"legend_cards: unknown card {unknown[0]!r}")
    repeated = [card for card, copies in Counter(chosen).items() if copies > 1]
    if repeated:
        raise OptionError(f"legend_cards: {repeated[0]!r} is named twice; the set holds one of each card")
    if len(chosen) != LEGEND_DECK_SIZE:
        raise OptionError(f"legend_cards: a Leyendas deck has {LEGEND_DECK_SIZE} cards, not {len(chosen)}")
    return chosen


def set_apart(portal: list[str], legends: list[str]) -> list[str]:
    """The Portal without the cards chosen for the Leyendas deck ("se coloca aparte del Portal"), one copy each."""
    left = list(portal)
    for card in legends:
        if card in left:
            left.remove(card)
    return left
