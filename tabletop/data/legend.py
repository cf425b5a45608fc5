"""A game's icon legend (card_data/<game>/legend.yaml): every icon, chip and number on its cards and table, in
English and Spanish. No pygame.

    title: {en: ..., es: ...}
    entries:
      - {icon: fire, text: {en: "Fire (Fuego): ...", es: "Fuego: ..."}}
      - {mark: "#2", text: {en: ..., es: ...}}

Each entry shows an `icon` (a name of tabletop/ui/cards/icons.py) or a `mark` (a few characters as the table
shows them); `text` says what it means in both languages. English gives the Spanish term in brackets at its
first mention ("Preparation (Preparación)"). `tabletop validate` checks the files.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.data.yamlfile import DataError, DataErrors, load_yaml
from tabletop.paths import ROOT

LANGS = ("en", "es")
MARK_MAX = 12  # a mark is a few characters, as the table shows them


@dataclass(frozen=True)
class LegendEntry:
    """One line of a legend: an icon name or a mark, and its words per language."""

    icon: str | None
    mark: str | None
    text: dict


@dataclass(frozen=True)
class Legend:
    """A game's legend: its title and entries."""

    title: dict
    entries: tuple[LegendEntry, ...]

    def words(self, entry: LegendEntry, lang: str) -> str:
        """An entry's words in `lang` (English when missing)."""
        return entry.text.get(lang) or entry.text["en"]


def legend_path(game_id: str) -> Path:
    """Where a game's legend lives."""
    return ROOT / "card_data" / game_id / "legend.yaml"


def load_legend(path: str | Path, known_icons=None) -> Legend:
    """Read and check a legend file (icon names too, given `known_icons`); raises DataErrors naming the file, line
    and field of every problem."""
    doc = load_yaml(path)
    errors: list[DataError] = []
    top = doc.value if isinstance(doc.value, dict) else {}
    if not top:
        raise doc.error("a legend is a mapping with 'title' and 'entries'")
    title = _texts(top.get("title"), "title", errors, doc)
    raw = top.get("entries")
    items = raw.value if raw is not None and isinstance(raw.value, list) else []
    if not items:
        errors.append((raw or doc).error("'entries' must be a non-empty list"))
    entries = []
    for k, item in enumerate(items):
        fields = item.value if isinstance(item.value, dict) else {}
        where = f"entry {k + 1}"
        icon = _plain(fields.get("icon"))
        mark = _plain(fields.get("mark"))
        if (icon is None) == (mark is None):
            errors.append(item.error(f"{where}: give exactly one of 'icon' or 'mark'"))
        elif icon is not None and known_icons is not None and icon not in known_icons:
            errors.append(fields["icon"].error(f"{where}: unknown icon {icon!r}"))
        elif mark is not None and not 0 < len(mark) <= MARK_MAX:
            errors.append(fields["mark"].error(f"{where}: a mark has 1 to {MARK_MAX} characters"))
        entries.append(LegendEntry(icon, mark, _texts(fields.get("text"), f"{where}: text", errors, item)))
    if errors:
        raise DataErrors(errors)
    return Legend(title, tuple(entries))


def _plain(node) -> str | None:
    """A scalar node's value as text (None when absent)."""
    if node is None or node.value is None:
        return None
    return str(node.value)


def _texts(node, where: str, errors: list, parent) -> dict:
    """An {en, es} mapping of non-empty strings, or a problem noted in `errors`."""
    value = node.value if node is not None else None
    if not isinstance(value, dict) or any(lang not in value for lang in LANGS):
        errors.append((node or parent).error(f"{where}: needs both 'en' and 'es'"))
        return {"en": "?"}
    words = {lang: str(value[lang].value or "").strip() for lang in LANGS}
    for lang in LANGS:
        if not words[lang]:
            errors.append(value[lang].error(f"{where}: '{lang}' is empty"))
    return words


def legend_of(game_id: str, known_icons=None) -> Legend | None:
    """A game's legend, or None when it has none or it is broken (`tabletop validate` says why)."""
    path = legend_path(game_id)
    if not path.is_file():
        return None
    try:
        return load_legend(path, known_icons)
    except (DataError, DataErrors):
        return None
