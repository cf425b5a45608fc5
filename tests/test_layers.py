"""The layers import downward only, the shared UI names no game, and no game's rules import each other in a circle.

The rules are in tests/layering.py (docs/architecture.md draws the map).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from layering import circles, layer_problems, module_names

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(p.name for p in (ROOT / "tabletop" / "games").iterdir() if (p / "rules").is_dir())


def _without_line(problem: str) -> str:
    where, found, rest = problem.partition(" imports ")
    return f"{where.rpartition(':')[0]} imports {rest}" if found else problem


def test_every_import_goes_down_the_layers():
    problems = layer_problems(ROOT)
    assert not problems, "layering problems:\n" + "\n".join(sorted(problems))


@pytest.mark.parametrize("game", GAMES)
def test_no_circle_among_a_games_rules(game):
    assert circles(ROOT, f"tabletop.games.{game}.rules") == []


def test_no_circle_among_the_shared_bots():
    assert circles(ROOT, "tabletop.bots") == []


# --- the checker itself, on a tiny tree -------------------------------------------------------------------

def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for folder in {p.parent for p in tmp_path.rglob("*.py")}:
        if folder != tmp_path and not (folder / "__init__.py").exists():
            (folder / "__init__.py").write_text("", encoding="utf-8")
    return tmp_path


def test_the_checker_finds_each_kind_of_problem(tmp_path):
    root = _tree(tmp_path, {
        "tabletop/engine/core.py": "def f():\n    from tabletop.bots import smart\n",  # hidden in a function
        "tabletop/bots/smart.py": "import pygame\n",
        "tabletop/ui/widget.py": "from tabletop.games.toy.rules import game\n",
        "tabletop/games/toy/rules/game.py": "from . import moves\n",  # relative
        "tabletop/games/toy/rules/moves.py": "from tabletop.games.toy.rules.game import X\n",
        "tabletop/games/toy/view/table.py": "import pygame\nfrom tabletop.ui import widget\n",
        "tabletop/games/other/rules/game.py": "from tabletop.games.toy.rules import moves\n",
        "tabletop/odd.py": "",
    })
    problems = {_without_line(p) for p in layer_problems(root)}
    assert problems == {
        "tabletop.engine.core imports tabletop.bots.smart: engine imports from bots",
        "tabletop.bots.smart imports pygame: bots must not draw",
        "tabletop.ui.widget imports tabletop.games.toy.rules.game: the shared UI names a game (ask the registry)",
        "tabletop.games.other.rules.game imports tabletop.games.toy.rules.moves: one game's module uses another game's",
        "tabletop.odd: in no layer (add it to tests/layering.py LAYERS)",
    }
    assert circles(root, "tabletop.games.toy.rules") == [["tabletop.games.toy.rules.game",
                                                          "tabletop.games.toy.rules.moves"]]
    assert "tabletop.games.toy.view.table" in module_names(root)


def test_the_checker_passes_a_tree_that_keeps_the_rules(tmp_path):
    root = _tree(tmp_path, {
        "tabletop/engine/core.py": "",
        "tabletop/games/toy/rules/game.py": "from tabletop.engine import core\nfrom tabletop.games.toy.rules import moves\n",
        "tabletop/games/toy/rules/moves.py": "",
        "tabletop/games/toy/bots/bot.py": "from tabletop.games.toy.rules.game import X\n",
        "tabletop/games/toy/view/table.py": "import pygame\nfrom tabletop.ui import widget\n",
        "tabletop/ui/widget.py": "import pygame\n",
    })
    assert layer_problems(root) == []
    assert circles(root, "tabletop.games.toy.rules") == []
