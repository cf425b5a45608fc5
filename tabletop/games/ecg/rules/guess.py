"""What a seat may know of the 40-card deck lists, and what it guesses of a list it cannot see.

A player knows its own deck list, not the opponent's (unless option public_lists): the observation
replaces a hidden list by as many HIDDEN entries, and the deck's name (the `decks` option's, which for a
ready-made deck names its list) by HIDDEN. A sample of the hidden cards (`determinize`) then
builds the list it plays with: every card of the opponent the observation shows, the rest guessed
from the ready-made deck of the opponent's kingdom (falling back on the cards already seen).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from tabletop.engine.rng import Rng
from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.rules.state import HIDDEN, EcgState, all_cards


def hide_lists(state: EcgState, seat: int | None) -> None:
    """In an observation for `seat`: every deck list but `seat`'s own becomes HIDDEN entries (counts kept), and
    so does its deck's name (a ready-made deck's name would name its list)."""
    if state.option("public_lists"):
        return
    for owner, data in enumerate(state.seats):
        if owner != seat:
            data["cards"] = [HIDDEN] * len(data["cards"])
            data["deck_name"] = HIDDEN


def list_hidden(state: EcgState, owner: int) -> bool:
    """True when `owner`'s deck list is not known in this (observed) state."""
    return HIDDEN in state.seats[owner]["cards"]


@lru_cache(maxsize=None)
def _ready_cards(kingdom: str) -> tuple[str, ...]:
    """The cards of `kingdom`'s ready-made deck (none when it has none or it cannot be read)."""
    from tabletop.engine.errors import TabletopError
    from tabletop.games.ecg.rules.deck_rules import ready_deck
    try:
        return tuple(ready_deck(kingdom)["cards"])
    except (TabletopError, OSError, KeyError):
        return ()


def _pool(state: EcgState, owner: int, known: list[str]) -> tuple[list[str], list[str]]:
    """Cards to guess `owner`'s unseen ones from: the kingdom's ready-made deck beyond what is seen; then, to
    fill up, cards of that deck, else the cards seen, else any troop of the card set."""
    cards = lookup.all_cards()
    ready = [c for c in _ready_cards(state.seats[owner]["kingdom"]) if c in cards]
    beyond = sorted((Counter(ready) - Counter(known)).elements())
    fallback = sorted(ready or [c for c in known if c in cards]) or \
        sorted(c for c, card in cards.items() if card.kind == "troop")
    return beyond, fallback


def guessed_cards(state: EcgState, owner: int, rng: Rng) -> list[str]:
    """Cards for each HIDDEN card of `owner` in an observation whose list of `owner` is hidden (shuffled)."""
    known = [c for c in all_cards(state, owner) if c != HIDDEN]
    wanted = len(state.seats[owner]["cards"]) - len(known)
    beyond, fallback = _pool(state, owner, known)
    rng.shuffle(beyond)
    guess = beyond[:wanted]
    while len(guess) < wanted:
        guess.append(fallback[rng.randrange(len(fallback))])
    rng.shuffle(guess)
    return guess
