"""Construido's `determinize`: guess the cards an observer cannot see from the decks they can come from.

The deck lists are public (the `decks` option names them at setup, for everyone to see), so
each seat's hidden cards (hand, face-down cards, its deck pile) are guessed from its own list,
less the cards of it in sight in its area; the Leyendas deck's from the Legends. Whose copy
of a card that two lists share lies in the (shared) discard cannot be told: such cards are
split at random, then handed along between seats until every seat's guess fits its list
whenever some guess can. A place left without a candidate (Maná that went back into another
player's deck, a Legend taken into a hand) gets any card still unseen.
"""
from __future__ import annotations

from collections import Counter

from tabletop.engine.rng import Rng
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.constructed import deck_lists
from tabletop.games.invocacion.rules.state import HIDDEN, InvocacionState, map_cards


def guess_hidden_cards(state: InvocacionState, unseen: Counter, rng: Rng) -> None:
    """Replace every HIDDEN card of `state` (an observation's copy) with a guess, in place.

    `unseen` holds what is not in sight, as many cards as there are HIDDEN; it is used up.
    """
    needed = _hidden_per_owner(state)
    room = [Counter(cards) - shown_in_area(state, seat) for seat, cards in enumerate(deck_lists(state))]
    legends = Counter({card: n for card, n in unseen.items() if deck()[card].set == "legend"})
    picks: dict[int | None, list[str]] = {None: _draw(legends, needed[None], unseen, rng)}
    seats = list(range(state.num_seats))
    rng.shuffle(seats)  # the seats whose lists share a card take turns at choosing first
    for seat in seats:
        picks[seat] = _draw(room[seat] & unseen, needed[seat], unseen, rng)
    for seat in seats:
        while len(picks[seat]) < needed[seat] and _hand_down(seat, room, picks, unseen):
            pass
    rest = sorted(unseen.elements())
    rng.shuffle(rest)
    for owner, chosen in picks.items():
        chosen += [rest.pop() for _ in range(needed[owner] - len(chosen))]
        rng.shuffle(chosen)
    piles = state.variants.decks
    for seat, pile in enumerate(piles):
        piles[seat] = [picks[seat].pop() if card == HIDDEN else card for card in pile]
    map_cards(state, lambda card, owner, public: picks[owner].pop() if card == HIDDEN else card)


def _hidden_per_owner(state: InvocacionState) -> Counter:
    """How many HIDDEN cards each seat's area and deck hold (None: the Leyendas deck and the rest)."""
    needed: Counter = Counter()

    def count(card: str, owner: int | None, public: bool) -> str:
        needed[owner] += card == HIDDEN
        return card

    map_cards(state, count)
    for seat, pile in enumerate(state.variants.decks):
        in_pile = pile.count(HIDDEN)
        needed[seat] += in_pile
        needed[None] -= in_pile
    return needed


def shown_in_area(state: InvocacionState, seat: int) -> Counter:
    """The cards in sight in `seat`'s area, most likely from its own deck (trophies are won from others)."""
    area = state.area(seat)
    slots = [slot.card for slot in area.conjuros + area.apoyos]
    cards = (area.hand + slots + [area.invocation] + area.mana + area.boost
             + area.support_mana + area.spent + area.barrier_mana())
    return Counter(card for card in cards if card not in (None, HIDDEN))


def _hand_down(short: int, room: list[Counter], picks: dict, unseen: Counter) -> bool:
    """Give the `short` seat one more card its list allows, passing cards along a chain of seats.

    A breadth-first search: the short seat takes a card another seat was given, which then
    takes another, until a seat can take one still unseen. False when no chain exists.
    """
    gives_to: dict[int, tuple[int, str]] = {}  # seat -> (the seat it hands a card to, that card)
    queue = [short]
    for seat in queue:
        wanted = room[seat] - Counter(picks[seat])
        free = wanted & unseen
        if free:
            card = min(free)
            picks[seat].append(card)
            unseen[card] -= 1
            while seat != short:
                taker, card = gives_to[seat]
                picks[seat].remove(card)
                picks[taker].append(card)
                seat = taker
            return True
        for other in range(len(room)):
            card = next((c for c in sorted(wanted) if c in picks[other]), None)
            if other != short and other not in gives_to and card is not None:
                gives_to[other] = (seat, card)
                queue.append(other)
    return False


def _draw(candidates: Counter, count: int, unseen: Counter, rng: Rng) -> list[str]:
    """Up to `count` cards drawn at random from `candidates`, taken out of `unseen`."""
    cards = sorted(candidates.elements())
    rng.shuffle(cards)
    drawn = cards[:count]
    unseen.subtract(drawn)
    return drawn
