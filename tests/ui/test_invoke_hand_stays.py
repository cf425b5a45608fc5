"""Invoke: once an invocation is cast, the cards left in the hand stay where they were for the rest of the turn
(a newcomer reached for the next card and found the hand re-centred under the pointer)."""
from __future__ import annotations

from types import SimpleNamespace

from tabletop.engine.registry import get_game
from tabletop.games.invoke.view.table import View


def _places(view: View, hand: list[str], turn: int = 0, building: bool = False) -> list:
    obs = SimpleNamespace(hands={0: hand}, turn=turn, turns=[2, 2], building={"seat": 0} if building else None)
    return view._hand_places(obs)


def test_the_hand_keeps_its_places_after_an_invocation_is_cast_until_the_turn_ends():
    view = View(get_game("invoke"))
    view.viewer = 0
    assert _places(view, ["a", "b", "c", "d", "e"]) == ["a", "b", "c", "d", "e"]
    assert _places(view, ["a", "b", "d", "e"], building=True) == ["a", "b", None, "d", "e"]
    assert _places(view, ["a", "d", "e"]) == ["a", None, None, "d", "e"]  # cast: the gaps stay
    assert _places(view, ["a", "d", "e", "f"]) == ["a", "f", None, "d", "e"]  # a card drawn takes a free place
    assert _places(view, ["a", "d", "e", "f"], turn=1) == ["a", "d", "e", "f"]  # another's turn: laid out afresh


def test_laying_one_of_two_copies_leaves_one_place_to_the_other():
    """Hands hold copies (two Water): laying one left both shown, so the hand showed a card it no longer held."""
    from tabletop.ui.hand_places import kept_places
    key = (0, 1)
    assert kept_places((key, ["fire", "water", "water"]), ["fire", "water"], key) == (key, ["fire", "water", None])
    assert kept_places((key, ["water", None, "water"]), ["water", "water", "air"], key) == \
        (key, ["water", "air", "water"])
