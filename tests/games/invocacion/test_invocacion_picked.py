"""Invocación: the hand position of a picked card is the picker's to know (tabletop/games/invocacion/rules/picked.py).

Seed (Preparación): "todos los jugadores ... deben preparar su plan de combate colocando cartas de su mano, boca
abajo" — the cards of a hand are unseen by the others, and so is the place in the hand a card was picked from.
"""
from __future__ import annotations

import random

from tabletop.engine.rng import Rng
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import HIDDEN, card_at


def picking_from_the_hand(seed: int = 0):
    """The first position of a seeded random game where a seat has picked a card from its hand (2 hands+)."""
    state, chooser = GAME.setup(GAME.info.resolve_options({}), 3, seed), random.Random(seed)
    while not state.is_over():
        choice = state.choice
        if choice is not None and choice["zone"] == "hand" and len(state.area(state.turn).hand) > 1:
            return state
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[chooser.randrange(len(legal))])
    raise AssertionError("no pick from a hand")


def reordered(state):
    """The same position with the picker's hand in another order (the picked card's index following it)."""
    other = state.clone()
    hand = other.area(other.turn).hand
    index = other.choice["index"]
    place = 0 if index else len(hand) - 1  # to the other end of the hand
    hand.insert(place, hand.pop(index))
    other.choice = {**other.choice, "index": place}
    return other


def test_the_others_do_not_see_the_hand_position_the_picker_took_a_card_from():
    """Boca abajo: another seat and a spectator see that a card of the hand was picked, not where it lay."""
    state = picking_from_the_hand()
    other = reordered(state)
    assert other.choice["index"] != state.choice["index"]
    picker = state.turn
    for viewer in [s for s in range(state.num_seats) if s != picker] + [None]:
        assert GAME.observation_key(other, viewer) == GAME.observation_key(state, viewer)
        assert GAME.observe(state, viewer).choice["index"] is None
    assert GAME.observe(state, picker).choice == state.choice  # the picker keeps it


def test_a_sample_of_a_masked_pick_picks_a_card_of_the_pickers_hand_that_fits():
    """determinize gives the masked pick a place in the hand (a card needing a target for a play)."""
    state = picking_from_the_hand()
    viewer = (state.turn + 1) % state.num_seats
    seen = GAME.observe(state, viewer)
    assert GAME.prompt(seen, "en", ["A", "B", "C"])  # the others' prompt names no card it cannot see
    for k in range(4):
        sample = GAME.determinize(seen, viewer, Rng(k))
        GAME.check_invariants(sample)
        assert card_at(sample.area(sample.turn), "hand", sample.choice["index"]) != HIDDEN
        assert GAME.observation_key(sample, viewer) == GAME.observation_key(state, viewer)
