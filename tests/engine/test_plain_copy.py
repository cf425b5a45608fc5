"""Plain-data copies and generator copies used by the games' clone and snapshot code (no deepcopy in game code)."""
import pytest

from tabletop.bots.ismcts import SearchRng
from tabletop.engine.plain import copy_plain
from tabletop.engine.rng import Rng


def test_a_plain_copy_shares_nothing_mutable_and_equals_the_original():
    data = {"seats": [{"hand": ["a", "b"], "wounds": {"x": 1}}], "pair": (1, [2]), "none": None}
    copied = copy_plain(data)
    assert copied == data
    copied["seats"][0]["hand"].append("c")
    copied["seats"][0]["wounds"]["x"] = 9
    copied["pair"][1].append(3)
    assert data == {"seats": [{"hand": ["a", "b"], "wounds": {"x": 1}}], "pair": (1, [2]), "none": None}


def test_a_plain_copy_refuses_what_is_not_plain_data():
    with pytest.raises(TypeError):
        copy_plain({"cards": {"a", "b"}})


@pytest.mark.parametrize("make", [lambda: Rng(7), lambda: SearchRng(7)])
def test_a_copied_generator_draws_what_the_original_would_and_is_independent(make):
    rng = make()
    rng.randrange(10)
    twin = rng.copy()
    assert type(twin) is type(rng)
    ahead = [rng.randrange(1000) for _ in range(5)]
    assert [twin.randrange(1000) for _ in range(5)] == ahead
