"""Declarative validation of card records loaded from YAML, with file:line errors."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from tabletop.data.suggest import not_one_of, unknown
from tabletop.data.yamlfile import DataError, DataErrors, Located, load_yaml

LANGS = ("en", "es")


@dataclass(frozen=True)
class Field:
    """One field of a record.

    kind: "str", "int", "bool", "text" (a {en, es} mapping, or one string for both),
    "strlist", "intlist", "any".
    """

    kind: str = "str"
    required: bool = True
    default: Any = None
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None
    check: Callable[[Any], str | None] | None = None  # returns an error message or None


def validate_record(loc: Located, fields: Mapping[str, Field], card: str | None) -> dict:
    """Validate one mapping against `fields`; return plain values; raise DataErrors listing all problems."""
    errors: list[DataError] = []
    if not isinstance(loc.value, dict):
        raise DataErrors([loc.error("expected a mapping of fields", card)])
    out: dict[str, Any] = {}
    for key, value in loc.value.items():
        if key not in fields:
            errors.append(unknown(value, "field", key, fields, card, str(key), listed_as="known fields"))
    for name, spec in fields.items():
        if name not in loc.value:
            if spec.required:
                errors.append(loc.error("missing required field", card, name, code="E-MISSING-FIELD"))
            else:
                out[name] = spec.default
            continue
        value = loc.value[name]
        try:
            out[name] = _check_value(value, spec, card, name)
        except DataError as exc:
            errors.append(exc)
    if errors:
        raise DataErrors(errors)
    return out


def _check_value(loc: Located, spec: Field, card: str | None, name: str) -> Any:
    value = loc.plain()
    kind = spec.kind
    if kind == "text":
        if isinstance(value, str):
            value = {lang: value for lang in LANGS}
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            raise loc.error("expected text: a string or a mapping with en and es", card, name)
        missing = [lang for lang in LANGS if lang not in value]
        if missing:
            raise loc.error(f"text is missing language(s): {', '.join(missing)}", card, name)
        extra = [k for k in value if k not in LANGS]
        if extra:
            raise loc.error(f"unknown language(s): {', '.join(map(str, extra))}", card, name)
    elif kind == "str":
        if not isinstance(value, str):
            raise loc.error(f"expected a string, got {_kind_name(value)}", card, name)
    elif kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise loc.error(f"expected a whole number, got {_kind_name(value)}", card, name)
        if spec.minimum is not None and value < spec.minimum:
            raise loc.error(f"must be at least {spec.minimum}, got {value}", card, name)
        if spec.maximum is not None and value > spec.maximum:
            raise loc.error(f"must be at most {spec.maximum}, got {value}", card, name)
    elif kind == "bool":
        if not isinstance(value, bool):
            raise loc.error(f"expected true or false, got {_kind_name(value)}", card, name)
    elif kind in ("strlist", "intlist"):
        item_type = str if kind == "strlist" else int
        if not isinstance(value, list) or not all(isinstance(v, item_type) and not isinstance(v, bool) for v in value):
            raise loc.error(f"expected a list of {'strings' if item_type is str else 'numbers'}", card, name)
    if spec.choices:
        items = value if isinstance(value, list) else [value]
        for item in items:
            if item not in spec.choices:
                raise not_one_of(loc, item, spec.choices, card, name)
    if spec.check is not None:
        problem = spec.check(value)
        if problem:
            raise loc.error(problem, card, name)
    return value


def _kind_name(value: Any) -> str:
    if value is None:
        return "nothing"
    return {bool: "true/false", int: "a number", float: "a number", str: "a string",
            list: "a list", dict: "a mapping"}.get(type(value), type(value).__name__)


def load_records(path: str | Path, list_key: str, fields: Mapping[str, Field],
                 id_field: str = "id") -> tuple[Located, list[dict]]:
    """Load a YAML file whose `list_key` is a list of records; validate each; ids unique.

    Returns the whole located document and the plain records (each with `_line`).
    Raises DataErrors with every problem found.
    """
    doc = load_yaml(path)
    if not isinstance(doc.value, dict) or list_key not in doc.value:
        raise DataErrors([doc.error(f"expected a top-level mapping with a {list_key!r} list")])
    items = doc.value[list_key]
    if not isinstance(items.value, list):
        raise DataErrors([items.error(f"{list_key!r} must be a list")])
    errors: list[DataError] = []
    records: list[dict] = []
    seen: dict[str, int] = {}
    for item in items.value:
        card_id = None
        if isinstance(item.value, dict) and id_field in item.value:
            raw = item.value[id_field].value
            card_id = str(raw) if raw is not None else None
        if card_id is not None and card_id in seen:
            errors.append(item.error(f"duplicate id (first defined on line {seen[card_id]})", card_id, id_field,
                                     code="E-DUPLICATE-ID"))
            continue
        if card_id is not None:
            seen[card_id] = item.line
        try:
            record = validate_record(item, fields, card_id)
        except DataErrors as exc:
            errors.extend(exc.errors)
            continue
        record["_line"] = item.line
        records.append(record)
    if errors:
        raise DataErrors(errors)
    return doc, records


def localised(value, lang: str = "en") -> str:
    """A card field as plain text: {en, es} picks `lang` (English, then any, as fallback), lists are joined."""
    if value is None:
        return ""
    if isinstance(value, dict):
        got = value.get(lang, value.get("en"))
        if got is None and value:
            got = next(iter(value.values()))
        return localised(got, lang)
    if isinstance(value, (list, tuple)):
        return " ".join(localised(v, lang) for v in value)
    return str(value)
