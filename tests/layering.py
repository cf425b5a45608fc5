"""The layering rules of docs/architecture.md, checked on the import statements of a source tree (ast, no imports run).

Layers, lowest first: engine, data, a game's rules, bots, the UI and a game's view, the studio, the command line.
A module imports only from its own layer or lower ones. Every import counts, also one inside a function.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

#: (module-name prefix, layer); the longest matching prefix wins
LAYERS = [
    ("tabletop.paths", 0), ("tabletop.usage", 0), ("tabletop.terminal_progress", 0), ("tabletop.engine", 0), ("tabletop.games", 0),
    ("tabletop.data", 1),
    ("tabletop.games.*", 2), ("tabletop.games.*.rules", 2),
    ("tabletop.bots", 3), ("tabletop.games.*.bots", 3), ("tabletop.sim", 3), ("tabletop.golden", 3),
    ("tabletop.balance", 3), ("tabletop.runner", 3), ("tabletop.kept_results", 3), ("tabletop.net", 3),
    ("tabletop.ui", 4), ("tabletop.games.*.view", 4),
    ("tabletop.studio", 5),
    ("tabletop.cli", 6), ("tabletop.__main__", 6), ("tabletop.deck_commands", 6), ("tabletop.net_commands", 6), ("tabletop.soak", 6),
    ("tabletop.soak_inputs", 6), ("tabletop.soak_variants", 6),
]
LAYER_NAMES = ["engine", "data", "game rules", "bots", "ui or game view", "studio", "command line"]
#: layers that must never draw: no pygame, no tabletop.ui
PURE_BELOW = 4


@dataclass(frozen=True)
class Import:
    """One import statement's target, as seen in `source` at `line`."""
    source: str
    target: str
    line: int


def module_names(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the `tabletop` package under `root`."""
    names = {}
    for path in sorted((root / "tabletop").rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports(root: Path) -> list[Import]:
    """Every import of every module under `root`/tabletop, function-level ones included."""
    modules = module_names(root)
    found = []
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [Import(name, alias.name, node.lineno) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(package, node.module, node.level)
                for alias in node.names:
                    submodule = f"{base}.{alias.name}"
                    found.append(Import(name, submodule if submodule in modules else base, node.lineno))
    return found


def _absolute(package: str, module: str | None, level: int) -> str:
    if level == 0:
        return module or ""
    parts = package.split(".")
    base = parts[:len(parts) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def _matches(name: str, pattern: str) -> bool:
    parts, wanted = name.split("."), pattern.split(".")
    return len(parts) >= len(wanted) and all(w in ("*", p) for w, p in zip(wanted, parts))


def layer(name: str) -> int | None:
    """The layer of a tabletop module, or None when no rule names it."""
    if name == "tabletop":
        return 0
    best = None
    for pattern, level in LAYERS:
        if _matches(name, pattern) and (best is None or len(pattern.split(".")) >= len(best[0].split("."))):
            best = (pattern, level)
    return None if best is None else best[1]


def game_of(name: str) -> str | None:
    """The game id of a module under tabletop/games/<id>/, else None."""
    parts = name.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["tabletop", "games"] else None


def _is_drawing(target: str) -> bool:
    return target.split(".")[0] in ("pygame", "pygame_gui") or _matches(target, "tabletop.ui")


def layer_problems(root: Path) -> list[str]:
    """Every import that breaks a layering rule, as 'module:line imports target: why'."""
    problems = []
    for name in module_names(root):
        if layer(name) is None:
            problems.append(f"{name}: in no layer (add it to tests/layering.py LAYERS)")
    for imp in imports(root):
        where = f"{imp.source}:{imp.line} imports {imp.target}"
        source_layer = layer(imp.source)
        if source_layer is None:
            continue
        if source_layer < PURE_BELOW and _is_drawing(imp.target):
            problems.append(f"{where}: {LAYER_NAMES[source_layer]} must not draw")
        if _matches(imp.source, "tabletop.ui") and game_of(imp.target):
            problems.append(f"{where}: the shared UI names a game (ask the registry)")
        if game_of(imp.source) and game_of(imp.target) and game_of(imp.source) != game_of(imp.target):
            problems.append(f"{where}: one game's module uses another game's")
        target_layer = layer(imp.target) if imp.target.startswith("tabletop") else None
        if target_layer is not None and target_layer > source_layer:
            problems.append(f"{where}: {LAYER_NAMES[source_layer]} imports from {LAYER_NAMES[target_layer]}")
    return problems


def circles(root: Path, within: str) -> list[list[str]]:
    """The import circles among modules matching `within` (a LAYERS-style pattern), each sorted."""
    graph: dict[str, set[str]] = {name: set() for name in module_names(root) if _matches(name, within)}
    for imp in imports(root):
        if imp.source in graph and imp.target in graph and imp.target != imp.source:
            graph[imp.source].add(imp.target)
    return [sorted(group) for group in _strongly_connected(graph) if len(group) > 1]


def _strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components, iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                groups.append(group)
    return groups
