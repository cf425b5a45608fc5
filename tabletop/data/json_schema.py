"""JSON Schema of a card file, written from the same declarations the loaders use (never a second copy).

`tabletop schema GAME` writes it; an editor with YAML language support then completes field names,
vocabulary words and values and underlines mistakes as you type. The loader stays the judge: what the
schema cannot say (a rule that ties two fields together) `tabletop validate` still reports.
"""
from __future__ import annotations

from typing import Any, Mapping

from tabletop.data.schema import LANGS, Field

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def text_schema() -> dict:
    """A printed text: one string for both languages, or {en: ..., es: ...}."""
    return {"oneOf": [{"type": "string"},
                      {"type": "object", "properties": {lang: {"type": "string"} for lang in LANGS},
                       "required": list(LANGS), "additionalProperties": False}]}


def field_schema(field: Field) -> dict:
    """The schema of one declared field (its kind, range and choices)."""
    kind = field.kind
    if kind == "text":
        return text_schema()
    if kind == "any":
        return {}
    item = {"str": {"type": "string"}, "int": {"type": "integer"}, "bool": {"type": "boolean"},
            "strlist": {"type": "string"}, "intlist": {"type": "integer"}}[kind]
    item = dict(item)
    if field.choices:
        item["enum"] = list(field.choices)
    if field.minimum is not None:
        item["minimum"] = field.minimum
    if field.maximum is not None:
        item["maximum"] = field.maximum
    return {"type": "array", "items": item} if kind.endswith("list") else item


def record_schema(fields: Mapping[str, Field], refined: Mapping[str, dict] = {}) -> dict:
    """A card record: every declared field (those in `refined` replaced), required ones required, no others."""
    properties = {name: refined.get(name, field_schema(field)) for name, field in fields.items()}
    for name, field in fields.items():
        doc = _describe(field)
        if doc:
            properties[name] = {**properties[name], "description": doc}
    return {"type": "object", "properties": properties,
            "required": [name for name, field in fields.items() if field.required],
            "additionalProperties": False}


def card_file_schema(title: str, fields: Mapping[str, Field], refined: Mapping[str, dict] = {},
                     extra: Mapping[str, dict] = {}, list_key: str = "cards") -> dict:
    """The schema of a whole card file: a mapping whose `list_key` lists records (and `extra` top-level keys)."""
    return {"$schema": DRAFT, "title": title, "type": "object",
            "properties": {list_key: {"type": "array", "items": record_schema(fields, refined)}, **extra},
            "required": [list_key], "additionalProperties": False}


def word_schema(word: str, arguments: dict | None, required: tuple = (), shorthand: dict | None = None,
                bare: bool = False) -> dict:
    """One step of a vocabulary: `{word: {arguments}}`, `{word: shorthand}` or the bare `word`."""
    forms: list[dict] = []
    if bare:
        forms.append({"const": word})
    if arguments is not None:
        forms.append({"type": "object", "properties": {word: {
            "type": "object", "properties": arguments, "required": list(required), "additionalProperties": False}},
            "required": [word], "additionalProperties": False})
    if shorthand is not None:
        forms.append({"type": "object", "properties": {word: shorthand}, "required": [word],
                      "additionalProperties": False})
    return forms[0] if len(forms) == 1 else {"anyOf": forms}


def steps_schema(words: list[dict]) -> dict:
    """A list of steps, each one of `words`."""
    return {"type": "array", "minItems": 1, "items": {"anyOf": words}}


def integer(minimum: int, maximum: int) -> dict:
    """A whole number in a range."""
    return {"type": "integer", "minimum": minimum, "maximum": maximum}


def choice(values: Any) -> dict:
    """One of some names."""
    return {"enum": list(values)}


def _describe(field: Field) -> str:
    parts = []
    if field.choices:
        parts.append("one of: " + ", ".join(map(str, field.choices)))
    if field.minimum is not None or field.maximum is not None:
        parts.append(f"{field.minimum if field.minimum is not None else '…'} to "
                     f"{field.maximum if field.maximum is not None else '…'}")
    return "; ".join(parts)
