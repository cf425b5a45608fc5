"""Games with cards (the studio's list), their titles, and the text a card is filtered by (studio, deck editor). No pygame."""
from __future__ import annotations

import re
from pathlib import Path

from tabletop.data.schema import localised
from tabletop.paths import ROOT

CARD_DATA = ROOT / "card_data"


def studio_games() -> list[str]:
    """Ids of the games with a card layout: registered games first (menu order), then the others."""
    from tabletop.engine.registry import GAME_MODULES

    with_layout = sorted(p.parent.name for p in CARD_DATA.glob("*/layout.yaml"))
    ordered = [gid for gid in GAME_MODULES if gid in with_layout]
    return ordered + [gid for gid in with_layout if gid not in ordered]


def check_game(game_id: str) -> str:
    """`game_id` if the studio knows it, else a one-line UsageError."""
    from tabletop.usage import UsageError

    games = studio_games()
    if game_id not in games:
        raise UsageError(f"unknown game {game_id!r} (games with cards: {', '.join(games) or 'none'})")
    return game_id


def game_title(game_id: str, lang: str = "en") -> str:
    """The game's title in `lang` (from the registry, else the id)."""
    from tabletop.engine.registry import get_game

    try:
        title = get_game(game_id).info.title
    except Exception:  # noqa: BLE001 - an unregistered or broken game still has cards
        return game_id
    return title.get(lang) or title.get("en") or game_id


def card_name(fields: dict, card_id: str, lang: str = "en") -> str:
    """The card's name in `lang`, or its id."""
    return localised(fields.get("name"), lang) or card_id


#: filter names (English and Spanish) -> the card fields they stand for; plurals are folded too
FIELD_ALIASES = {
    "suit": ("suit", "suits"), "palo": ("suit", "suits"),
    "name": ("name",), "nombre": ("name",),
    "text": ("text",), "texto": ("text",),
    "rank": ("rank", "number"), "rango": ("rank", "number"),
    "number": ("number", "rank"), "numero": ("number", "rank"), "número": ("number", "rank"),
    "value": ("value",), "valor": ("value",),
    "type": ("type", "arcana"), "tipo": ("type", "arcana"), "arcano": ("arcana",),
    "power": ("powers", "power"), "poder": ("powers", "power"),
    "cost": ("cost",), "coste": ("cost",),
}


def search_text(card_id: str, fields: dict) -> str:
    """Everything a filter word may match for a card (id, every field in both languages), lower case."""
    parts = [card_id]
    for key, value in fields.items():
        if key == "art_focus":
            continue
        parts.append(localised(value, "en"))
        parts.append(localised(value, "es"))
    return " ".join(parts).lower()


def field_names(term: str) -> tuple:
    """The card fields a filter term names: `suit` and `palo` name `suit` and `suits`, and so on."""
    term = term.lower()
    singular = term[:-1] if term.endswith("s") and len(term) > 1 else term
    found = FIELD_ALIASES.get(term) or FIELD_ALIASES.get(singular) or ()
    return tuple(dict.fromkeys(found + (term, singular, singular + "s")))


def field_matches(term: str, want: str, fields: dict) -> bool:
    """True if a field named by `term` (see field_names) holds a value containing `want`, in either language."""
    for name in field_names(term):
        value = fields.get(name)
        if value is None:
            continue
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if any(want in localised(item, lang).lower() for lang in ("en", "es")):
                return True
    return False


#: `cost<=2`, `power>4`, `coste>=1`: a number compared with a field's number
COMPARISON = re.compile(r"^(?P<term>[^<>=]+)(?P<op><=|>=|<|>)(?P<number>-?\d+)$")
COMPARE = {"<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b, ">": lambda a, b: a > b}


def field_compares(term: str, op: str, number: int, fields: dict) -> bool:
    """True if a numeric field named by `term` compares with `number` as `op` says (`cost<=2`)."""
    for name in field_names(term):
        value = fields.get(name)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and COMPARE[op](value, number):
            return True
    return False


def matches(query: str, card_id: str, fields: dict) -> bool:
    """True if every word of `query` matches the card: `field=value` words look in that field only
    (`suit=cups`, `palo=cups`, `rank=2`), `cost<=2` compares a number, the others look anywhere in its text."""
    haystack = None
    for word in query.lower().split():
        compared = COMPARISON.match(word)
        if compared:
            if not field_compares(compared["term"], compared["op"], int(compared["number"]), fields):
                return False
            continue
        term, equals, want = word.partition("=")
        if equals and term:
            if not field_matches(term, want, fields):
                return False
            continue
        haystack = haystack if haystack is not None else search_text(card_id, fields)
        if word not in haystack:
            return False
    return True


def data_dir_of(renderer) -> Path:
    """The folder a renderer reads card YAML from."""
    return Path(renderer.data_dir) if renderer.data_dir else CARD_DATA / renderer.game


def alternative_layouts(renderer) -> list[Path]:
    """Second layouts to compare with: `layout-*.yaml` / `layout.*.yaml` / `layout_*.yaml` beside layout.yaml."""
    folder = Path(renderer.layout_path).parent
    found = set()
    for pattern in ("layout-*.yaml", "layout.*.yaml", "layout_*.yaml"):
        found.update(p for p in folder.glob(pattern) if p.resolve() != Path(renderer.layout_path).resolve())
    return sorted(found)
