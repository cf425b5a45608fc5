"""Rng: its inlined shuffle keeps random.Random.shuffle's order (records and golden games depend on it)."""
import random

from tabletop.engine.rng import Rng


def test_shuffle_gives_random_shuffles_order_for_every_length_and_seed():
    for seed in range(200):
        for length in (0, 1, 2, 3, 7, 40, 41, 64, 65, 78):
            ours, reference = list(range(length)), list(range(length))
            Rng(seed, 5).shuffle(ours)
            random.Random(f"{seed}/6").shuffle(reference)
            assert ours == reference, (seed, length)


def test_shuffle_advances_the_counter_once():
    rng = Rng(3)
    rng.shuffle([1, 2, 3])
    assert rng.to_list() == [3, 1]
