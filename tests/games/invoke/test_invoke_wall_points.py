"""Wall points through the game's API (issue 26, Also): the table reads them from the rules object."""
from __future__ import annotations

from tabletop.games.invoke.rules.game import GAME, InvokeGame
from tabletop.games.invoke.rules.table import Wall
from tests.games.invoke.test_invoke_turns import _at_build


def _walled():
    state = _at_build(3)
    state.walls += [Wall(1, "water", [1, 2], cards=[]), Wall(2, "fire", [1], "aether", cards=[]),
                    Wall(1, "water", [1], "item", cards=[])]
    return state


def test_wall_points_gives_each_wall_of_a_mage_by_its_index():
    state = _walled()
    assert GAME.wall_points(state, 1) == {0: 3, 2: 1}
    assert GAME.wall_points(state, 2) == {1: 1}  # the Aether's wall, built by Carl
    assert GAME.wall_points(state, 0) == {}


def test_the_table_shows_the_points_the_rules_object_gives():
    from tabletop.games.invoke.view.table import View

    class Told(InvokeGame):
        def wall_points(self, state, mage_index):
            return {k: 9 for k in super().wall_points(state, mage_index)}

    chips = View(Told())._seat_chips(_walled(), 1, "en")
    assert [words for words, _colour, ref in chips if ref.startswith("wall:")] == ["Water wall 9", "Water wall 9 (item)"]
