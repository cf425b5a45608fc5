"""Every UI string exists in English and Spanish, with the same placeholders."""
from __future__ import annotations

import re
import string
from pathlib import Path

from tabletop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]


def fields(template: str) -> set[str]:
    """The {placeholders} of a template."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_english_key_exists_in_spanish():
    missing = sorted(set(i18n.EN) - set(i18n.ES))
    assert not missing, f"missing in es: {missing}"


def test_no_empty_strings_and_same_placeholders():
    for key, english in i18n.EN.items():
        spanish = i18n.ES[key]
        assert english.strip() and spanish.strip(), key
        assert fields(english) == fields(spanish), key


def test_every_key_used_in_the_ui_is_defined():
    used = set()
    sources = list((ROOT / "tabletop" / "ui").rglob("*.py")) + list((ROOT / "tabletop" / "games").glob("*/view/*.py"))
    for path in sources:
        text = path.read_text(encoding="utf-8")
        imported = re.search(r"from tabletop\.ui\.i18n import ([\w, ]+)", text)
        names = {n.strip() for n in imported.group(1).split(",")} & {"t", "tr"} if imported else set()
        if path.name == "i18n.py":
            names = {"t", "tr"}
        for name in names:  # only calls of the app's catalogue (games may have their own `t`)
            used |= set(re.findall(rf"\b{name}\(\s*\"([a-z_]+\.[a-z_.]+)\"", text))
    unknown = sorted(key for key in used if key not in i18n.EN)
    assert not unknown, f"keys used but not in the catalogue: {unknown}"


def test_language_switch_and_fallback():
    i18n.set_language("es")
    try:
        assert i18n.t("menu.new_game") == "Nueva partida"
        assert i18n.t("no.such.key") == "no.such.key"
        assert i18n.t("save.done", name="x") == "Guardada como x"
    finally:
        i18n.set_language("en")
    assert i18n.t("menu.new_game") == "New game"
    i18n.set_language("fr")
    assert i18n.lang() == "en"


def test_register_words_gives_a_part_its_prefixed_strings_in_each_language():
    from tabletop.ui.i18n import register_words
    words = register_words("testpart", {"en": {"hello": "Hello {name}"}, "es": {"hello": "Hola {name}"}})
    assert words("hello", "en", name="Ana") == "Hello Ana"
    assert words("hello", "es", name="Ana") == "Hola Ana"
    assert words("hello", "fr", name="Ana") == "Hello Ana"  # an unknown language falls back to English
