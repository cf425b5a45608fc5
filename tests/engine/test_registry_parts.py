"""A game's parts (view, marks, shots...) are found through the registry: at the usual places or where the
game's `__init__.py` says (its PARTS); a game without one gets None, never an error."""
from tabletop.engine.registry import game_part


def test_a_part_at_its_usual_place():
    assert game_part("invoke", "marks").__name__ == "tabletop.games.invoke.view.marks"
    assert game_part("runes", "view").__name__ == "tabletop.games.runes.view.table"


def test_a_game_names_a_part_kept_elsewhere():
    assert game_part("ecg", "marks").__name__ == "tabletop.games.ecg.view.kingdoms"
    assert game_part("gnostica", "marks").__name__ == "tabletop.games.gnostica.view.arcana"


def test_no_part_is_none():
    assert game_part("runes", "marks") is None
    assert game_part("no_such_game", "view") is None


def test_a_tool_above_the_ui_is_found_by_name_and_opens_its_scene(monkeypatch):
    from tabletop.engine import registry

    assert registry.tool_available("studio") and registry.tool("studio").SCENE.__name__ == "StudioScene"
    assert not registry.tool_available("no_such_tool")
    monkeypatch.setitem(registry.TOOL_MODULES, "gone", "tabletop.no_such_module")
    assert not registry.tool_available("gone")  # a build without the tool: the menu leaves it out
