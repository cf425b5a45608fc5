"""Invocación's `determinize`: the hidden cards a bot guesses come from where they can be.

Construido: the deck lists are public (the `decks` option names them at setup, and the
state's card set holds them), so each seat's hidden cards are guessed from its own list.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.constructed import deck_lists, load_deck_list, ready_made
from tabletop.games.invocacion.rules.guess import shown_in_area
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import HIDDEN, all_cards

DECKS = "ember_and_stone,tide_and_gale"


def ready_deck(name: str) -> Counter:
    """The cards of a shipped deck."""
    return Counter(load_deck_list(next(p for p in ready_made() if p.stem == name)).cards)


def hidden_of_seat(state, observation, seat: int) -> Counter:
    """The cards of `seat` (hand, face-down cards, deck pile) that `observation` hides, as `state` has them."""
    area, seen = state.area(seat), observation.area(seat)
    pairs = list(zip(area.hand, seen.hand)) + list(zip(state.variants.decks[seat], observation.variants.decks[seat]))
    pairs += [(mine.card, shown.card) for mine, shown in zip(area.conjuros + area.apoyos, seen.conjuros + seen.apoyos)]
    pairs.append((area.invocation, seen.invocation))
    return Counter(card for card, shown in pairs if shown == HIDDEN)


def fits_the_lists(state, observation) -> bool:
    """Every seat's hidden cards could come from its own deck list (less what its area shows)."""
    lists = [Counter(cards) - shown_in_area(observation, seat) for seat, cards in enumerate(deck_lists(state))]
    return all(not hidden_of_seat(state, observation, seat) - lists[seat] for seat in range(state.num_seats))


def test_constructed_deck_lists_are_read_from_the_games_card_set():
    state = GAME.setup({"constructed": True, "legends": True, "decks": DECKS}, 2, 1)
    assert [Counter(cards) for cards in deck_lists(state)] == [ready_deck("ember_and_stone"),
                                                                ready_deck("tide_and_gale")]


def test_constructed_determinize_guesses_each_seats_cards_from_its_own_deck():
    state = GAME.setup({"constructed": True, "decks": DECKS}, 2, 1)
    observation = GAME.observe(state, 0)
    for sample in range(20):
        guess = GAME.determinize(observation, 0, Rng(sample))
        assert hidden_of_seat(guess, observation, 0) + Counter(guess.area(0).hand) == ready_deck("ember_and_stone")
        assert hidden_of_seat(guess, observation, 1) == ready_deck("tide_and_gale")


@pytest.mark.parametrize("seats, seed", [(2, 0), (3, 2)])
def test_constructed_guesses_fit_every_deck_list_whenever_the_truth_does(seats, seed):
    state = GAME.setup({"constructed": True, "legends": True}, seats, seed)
    moves = random.Random(seed)
    legends = {card for card in deck().cards if deck()[card].set == "legend"}
    fitting = 0
    for _ in range(150):
        seat = state.to_move()
        observation = GAME.observe(state, seat)
        guess = GAME.determinize(observation, seat, Rng(moves.randrange(1000)))
        assert Counter(all_cards(guess)) == Counter(state.cards) and HIDDEN not in all_cards(guess)
        assert set(guess.variants.legend_deck) <= legends
        if fits_the_lists(state, observation):
            fitting += 1
            assert fits_the_lists(guess, observation)
        GAME.apply(state, moves.choice(GAME.legal_actions(state)))
    assert fitting > 50
