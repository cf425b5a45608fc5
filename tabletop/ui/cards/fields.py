"""Where a card face gets its data: card id -> dict of fields, per game. No pygame.

1. If `tabletop.games.<game>.view.faces` (a module of the card face alone, e.g. ECG's) or else
   `tabletop.games.<game>.rules.cards` defines `card_fields() -> dict[card_id, dict]`, that is
   used. It is called again on every `CardRenderer.reload()`, so it should read its
   YAML afresh (no module-level cache) for live reload to see edits.
2. Otherwise every `card_data/<game>/*.yaml` except `layout.yaml` whose top level holds
   a list of records with an `id` (under `cards:` or any other key) is read with
   `tabletop.data` (load_yaml + validate_record, a permissive schema: any fields; ids
   unique across the files), and the game's own schema checks the files too (see
   tabletop.data.validate): a bad suit is an error like a syntax error, with its file,
   line and field, and the renderer keeps the last good cards.

Field names the standard layouts bind to: `name` and `text` ({en, es} or one string),
`suits` (a list, or `suit`), `rank`, `value`, `type`, `element`, `art_focus` ([x, y] in
0..1, the point of the art to keep in view), `emblem` (an icon name: the card's generated
art shows it large instead of its suit symbols, e.g. `arcanum_sun`).
"""
from __future__ import annotations

import importlib
from pathlib import Path

from tabletop.data import DataError, DataErrors, Field, load_yaml, validate_record
from tabletop.data.validate import card_file_problems

CARD_DATA = Path(__file__).resolve().parents[3] / "card_data"


def card_fields(game: str, data_dir: str | Path | None = None) -> tuple[dict, list[str]]:
    """(card id -> fields, error messages) for a game; never raises for bad data."""
    folder = Path(data_dir) if data_dir else CARD_DATA / game
    if data_dir is not None:
        return _checked(game, folder, *read_card_yaml(folder))
    for module_name in (f"tabletop.games.{game}.view.faces", f"tabletop.games.{game}.rules.cards"):
        try:
            provider = getattr(importlib.import_module(module_name), "card_fields", None)
            if provider is not None:
                return {str(k): dict(v) for k, v in provider().items()}, []
        except ModuleNotFoundError as exc:
            if exc.name is None or not module_name.startswith(exc.name):
                return _fallback(folder, f"{module_name}: {exc}")
        except DataErrors as exc:
            return {}, [e.describe() for e in exc.errors]
        except DataError as exc:
            return {}, [exc.describe()]
        except Exception as exc:  # a game module being edited must not take the table down
            return _fallback(folder, f"{module_name}.card_fields: {type(exc).__name__}: {exc}")
    return _checked(game, folder, *read_card_yaml(folder))


def _checked(game: str, folder: Path, cards: dict, errors: list[str]) -> tuple[dict, list[str]]:
    """The cards read permissively, with the game's own schema problems added to the errors."""
    errors = list(errors)
    errors += [m for m in card_file_problems(game, folder) if m not in errors]
    return cards, errors


def _fallback(folder: Path, problem: str) -> tuple[dict, list[str]]:
    cards, errors = read_card_yaml(folder)
    return cards, [problem] + errors


def read_card_yaml(folder: Path) -> tuple[dict, list[str]]:
    """Every card record in folder/*.yaml (layout.yaml excepted), permissively validated."""
    cards: dict = {}
    errors: list[str] = []
    for path in sorted(folder.glob("*.yaml")):
        if path.name == "layout.yaml":
            continue
        try:
            doc = load_yaml(path)
        except DataError as exc:
            errors.append(exc.describe())
            continue
        key = _records_key(doc.value)
        if key is None:
            continue
        for item in doc.value[key].value:
            card_id = str(item.value["id"].value)
            schema = {k: Field("any", required=False) for k in item.value}
            schema["id"] = Field("any", check=_id_check)
            if card_id in cards:
                errors.append(item.error("duplicate id", card_id, "id").describe())
                continue
            try:
                record = validate_record(item, schema, card_id)
            except DataErrors as exc:
                errors.extend(e.describe() for e in exc.errors)
                continue
            cards[card_id] = {k: v for k, v in record.items() if v is not None}
    return cards, errors


def _id_check(value) -> str | None:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return "expected an id (text or number)"
    return None


def _records_key(top) -> str | None:
    """The first top-level key holding a list of mappings that have ids."""
    if not isinstance(top, dict):
        return None
    for key, value in top.items():
        items = value.value
        if isinstance(items, list) and items and all(
                isinstance(i.value, dict) and "id" in i.value for i in items):
            return key
    return None
