"""Card layouts (`card_data/<game>/layout.yaml`): schema, loading and validation. No pygame.

A layout is the card template of one game: the card size in millimetres, bleed, safe
area, corner radius, named fonts and colours, palettes (colour + icon + label for each
value of a field such as `suits`), display labels for ranks, and two lists of boxes,
`front` and `back`, drawn in order. Every box has a `name`, a `kind` and a `rect`
`[x, y, w, h]` in millimetres relative to the trim box (the card as cut); the other
keys depend on the kind:

- `frame`: the card background; `fill`/`fill_by` (a palette field: a gradient of the
  card's colours), `border`, `border_mm`, `radius_mm`.
- `rect`: a plain shape; `fill`/`fill_by`, `border`, `border_mm`, `radius_mm`,
  `shape` (rect | ellipse), `opacity`.
- `text`: `field` (card data) or `text` (literal, {en, es}); `font`, `size` and
  `min_size` in points, `min_px`, `align`, `valign`, `colour`/`colour_by`, `shadow`,
  `line_spacing`, `labels` (value -> label, e.g. roman numerals). Text may hold
  inline icons: `{sun}`. Wraps, then shrinks.
- `rank`: like `text`, bound to `field` (default `rank`) and shown through `labels`,
  else the layout's `ranks:`.
- `icons`: the palette icons of a field (`field: suits`, or a list of fields: the
  first the card has), `icon_mm`, `gap_mm`, `direction` (column | row), `align`,
  `colour`/`colour_by`; with `fill`/`fill_by` each icon sits on a disc.
- `art`: the card's art, cover-cropped; a placeholder from `colour_by` when missing
  (with `repeat: number`, a card whose number is 2..10 shows that many pips).
- `pattern`: a lattice of `icons` every `spacing_mm`, `colour`, `opacity`.

`colour_by`/`fill_by` name a palette field, or a list of them (the first the card has a
value for wins: `[suit, arcana]`). Labels (`ranks:`, `labels:`) are text or {en, es}.
Any box may set `rotate` (0, 90, 180, 270), `hide_below_px` / `hide_above_px` (not
drawn when the card is narrower / wider than that many pixels) and `when`: `field` (drawn if the card has it),
`!field`, `field=value` or `field!=value`.
Errors are `LayoutError`s naming file, line, side, box and field.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field as dc_field
from pathlib import Path
from typing import Any, Iterable, Mapping

from tabletop.data.schema import Field, validate_record
from tabletop.data.yamlfile import DataError, DataErrors, Located, load_yaml

FONTS_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
PRESETS = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "tarot": (70.0, 120.0),
           "mini": (44.0, 63.0), "square": (70.0, 70.0)}
KINDS = ("frame", "rect", "text", "rank", "icons", "art", "pattern")
SIDES = ("front", "back")
Colour = tuple  # (r, g, b, a)


class LayoutError(DataError):
    """A problem in a layout file: file, line, side/box and field."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None,
                 box: str | None = None, field: str | None = None):
        self.box = box
        super().__init__(message, file, line, None, field)

    def describe(self) -> str:
        """`file:line: front box 'name', field 'size': message`."""
        where = self.file or "<layout>"
        if self.line is not None:
            where += f":{self.line}"
        parts = [where]
        if self.box is not None:
            parts.append(self.box)
        if self.field is not None:
            parts.append(f"field {self.field!r}")
        return ": ".join(parts) + ": " + self.message


@dataclass(frozen=True)
class PaletteEntry:
    """How one value of a field looks: colour, icon name, label."""

    colour: Colour
    icon: str | None = None
    label: dict | None = None


@dataclass(frozen=True)
class Box:
    """One drawn element of a card side; see the module docstring for the keys."""

    name: str
    kind: str
    rect: tuple  # (x, y, w, h) in mm
    line: int = 0
    field: str | None = None
    text: dict | None = None
    font: str | None = None
    size: float = 9.0
    min_size: float = 6.0
    min_px: float = 0.0
    align: str = "center"
    valign: str = "middle"
    colour: Colour | None = None
    colour_by: tuple = ()  # palette fields, first found wins
    fill: Colour | None = None
    fill_by: tuple = ()
    border: Colour | None = None
    border_mm: float = 0.0
    radius_mm: float = 0.0
    shape: str = "rect"
    opacity: float = 1.0
    rotate: int = 0
    direction: str = "column"
    icon_mm: float = 0.0
    gap_mm: float = 0.5
    icons: tuple = ()
    spacing_mm: float = 8.0
    shadow: bool = False
    line_spacing: float = 1.1
    hide_below_px: float = 0.0
    hide_above_px: float = 0.0
    repeat: str | None = None
    when: str | None = None
    labels: dict | None = None  # str(value) -> label text or {en, es}
    fields: tuple = ()  # icons: the candidate fields, first found wins


def when_matches(condition: str | None, fields: Mapping[str, Any]) -> bool:
    """True if a box's `when` condition holds for a card's fields (None always holds)."""
    if not condition:
        return True
    for op in ("!=", "="):
        if op in condition:
            name, _, want = (part.strip() for part in condition.partition(op))
            value = fields.get(name)
            values = [str(v).lower() for v in value] if isinstance(value, (list, tuple)) else [str(value).lower()]
            hit = value is not None and want.lower() in values
            return hit if op == "=" else not hit
    if condition.startswith("!"):
        return not fields.get(condition[1:].strip())
    return bool(fields.get(condition.strip()))


@dataclass(frozen=True)
class Layout:
    """A validated card template."""

    file: str
    size_mm: tuple  # (w, h) of the trim box
    bleed_mm: float
    safe_mm: float
    corner_mm: float
    fonts: dict  # name -> font file path
    colours: dict  # name -> Colour
    palettes: dict  # field -> {value -> PaletteEntry}
    ranks: dict  # str(rank value) -> label text or {en, es}
    front: tuple  # Box...
    back: tuple
    title: dict = dc_field(default_factory=lambda: {"en": "", "es": ""})
    default_font: str | None = None

    def boxes(self, back: bool = False) -> tuple:
        """The boxes of one side, in drawing order."""
        return self.back if back else self.front


_HEX = re.compile(r"^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8}|[0-9a-fA-F]{3})$")


def parse_colour(value: Any, named: Mapping[str, Colour] | None = None) -> Colour | None:
    """`#rgb`, `#rrggbb`, `#rrggbbaa` or a named colour -> (r, g, b, a); None if not a colour."""
    if isinstance(value, str):
        if named and value in named:
            return named[value]
        if _HEX.match(value):
            digits = value[1:]
            if len(digits) == 3:
                digits = "".join(c * 2 for c in digits)
            if len(digits) == 6:
                digits += "ff"
            return tuple(int(digits[i:i + 2], 16) for i in range(0, 8, 2))
    if isinstance(value, list) and len(value) in (3, 4) and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value):
        return tuple(value) + ((255,) if len(value) == 3 else ())
    return None


def _number(minimum: float | None = None, maximum: float | None = None):
    def check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return f"expected a number, got {value!r}"
        if minimum is not None and value < minimum:
            return f"must be at least {minimum}, got {value}"
        if maximum is not None and value > maximum:
            return f"must be at most {maximum}, got {value}"
        return None
    return check


def _numbers(count: int, positive_from: int = 0):
    def check(value: Any) -> str | None:
        if not isinstance(value, list) or len(value) != count or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
            return f"expected a list of {count} numbers (millimetres)"
        if any(v <= 0 for v in value[positive_from:]):
            return "sizes must be greater than 0"
        return None
    return check


def _fields_check(value: Any) -> str | None:
    if isinstance(value, str) and value:
        return None
    if isinstance(value, list) and value and all(isinstance(v, str) and v for v in value):
        return None
    return "expected a field name or a list of field names"


def _when_check(value: Any) -> str | None:
    if not isinstance(value, str) or not value.strip("!= "):
        return "expected a condition: field, !field, field=value or field!=value"
    return None


def _num(minimum: float | None = None, maximum: float | None = None, required: bool = False,
         default: float | None = None) -> Field:
    return Field("any", required=required, default=default, check=_number(minimum, maximum))


_CARD_FIELDS = {
    "size_mm": Field("any", required=False, default=None, check=_numbers(2)),
    "preset": Field("str", required=False, default=None, choices=tuple(PRESETS)),
    "bleed_mm": _num(0, 20, default=3.0),
    "safe_mm": _num(0, 30, default=4.0),
    "corner_mm": _num(0, 30, default=3.0),
}

_TOP_FIELDS = {
    "game": Field("str", required=False),
    "title": Field("text", required=False, default={"en": "", "es": ""}),
    "card": Field("any"),
    "fonts": Field("any", required=False, default={}),
    "colours": Field("any", required=False, default={}),
    "palettes": Field("any", required=False, default={}),
    "ranks": Field("any", required=False, default={}),
    "defaults": Field("any", required=False, default={}),
    "front": Field("any"),
    "back": Field("any", required=False, default=[]),
}

_COLOUR_KEYS = ("colour", "fill", "border")
_BOX_FIELDS = {
    "name": Field("str"),
    "kind": Field("str", choices=KINDS),
    "rect": Field("any", check=_numbers(4, positive_from=2)),
    "field": Field("any", required=False, check=_fields_check),
    "text": Field("text", required=False),
    "font": Field("str", required=False),
    "size": _num(1, 200),
    "min_size": _num(1, 200),
    "min_px": _num(0, 100),
    "align": Field("str", required=False, choices=("left", "center", "right")),
    "valign": Field("str", required=False, choices=("top", "middle", "bottom")),
    "colour": Field("any", required=False),
    "colour_by": Field("any", required=False, check=_fields_check),
    "fill": Field("any", required=False),
    "fill_by": Field("any", required=False, check=_fields_check),
    "border": Field("any", required=False),
    "border_mm": _num(0, 50),
    "radius_mm": _num(0, 100),
    "shape": Field("str", required=False, choices=("rect", "ellipse")),
    "opacity": _num(0, 1),
    "rotate": Field("int", required=False, choices=(0, 90, 180, 270)),
    "direction": Field("str", required=False, choices=("column", "row")),
    "icon_mm": _num(0.5, 200),
    "gap_mm": _num(0, 50),
    "icons": Field("strlist", required=False),
    "spacing_mm": _num(1, 200),
    "shadow": Field("bool", required=False),
    "line_spacing": _num(0.5, 3),
    "hide_below_px": _num(0, 10000),
    "hide_above_px": _num(0, 10000),
    "repeat": Field("str", required=False),
    "when": Field("any", required=False, check=_when_check),
    "labels": Field("any", required=False),
}
_DEFAULTABLE = ("font", "size", "min_size", "min_px", "colour", "align", "valign", "shadow",
                "line_spacing")


def load_layout(path: str | Path, known_icons: Iterable[str] | None = None,
                fonts_dir: str | Path | None = None) -> Layout:
    """Load and validate a layout file; raise DataErrors (LayoutErrors) listing every problem."""
    return parse_layout(load_yaml(path), known_icons, fonts_dir)


def layout_errors(path: str | Path, known_icons: Iterable[str] | None = None) -> list[str]:
    """Every problem of a layout file as `file:line: ...` messages ([] when it is valid)."""
    try:
        load_layout(path, known_icons)
    except DataErrors as exc:
        return [e.describe() for e in exc.errors]
    except DataError as exc:
        return [exc.describe()]
    return []


def parse_layout(doc: Located, known_icons: Iterable[str] | None = None,
                 fonts_dir: str | Path | None = None) -> Layout:
    """Validate an already loaded layout document."""
    return _Parser(doc, known_icons, Path(fonts_dir) if fonts_dir else FONTS_DIR).parse()


class _Parser:
    """One validation pass that collects every error before raising."""

    def __init__(self, doc: Located, known_icons: Iterable[str] | None, fonts_dir: Path):
        self.doc = doc
        self.file = doc.file
        self.icons = set(known_icons) if known_icons is not None else None
        self.fonts_dir = fonts_dir
        self.errors: list[DataError] = []

    def err(self, loc: Located, message: str, box: str | None = None, field: str | None = None) -> None:
        """Record one problem at `loc`."""
        self.errors.append(LayoutError(message, loc.file, loc.line, box, field))

    def section(self, loc: Located, fields: Mapping[str, Field], where: str) -> dict | None:
        """validate_record, with its errors re-labelled for the layout."""
        try:
            return validate_record(loc, fields, None)
        except DataErrors as exc:
            for e in exc.errors:
                self.errors.append(LayoutError(e.message, e.file, e.line, where, e.field))
            return None

    def parse(self) -> Layout:
        """Validate everything; raise DataErrors if anything was wrong."""
        top = self.section(self.doc, _TOP_FIELDS, None)
        if top is None:
            raise DataErrors(self.errors)
        get = self.doc.value.get
        size, bleed, safe, corner = self.card(get("card"))
        fonts = self.fonts(get("fonts"))
        colours = self.colours(get("colours"))
        palettes = self.palettes(get("palettes"), colours)
        ranks = self.ranks(get("ranks"))
        defaults = self.defaults(get("defaults"), fonts)
        ctx = (size, bleed, fonts, colours, palettes, defaults)
        front = self.boxes(get("front"), "front", ctx)
        back = self.boxes(get("back"), "back", ctx) if get("back") is not None else ()
        if self.errors:
            raise DataErrors(self.errors)
        return Layout(self.file, size, bleed, safe, corner, fonts, colours, palettes, ranks,
                      front, back, top["title"], defaults.get("font"))

    def card(self, loc: Located) -> tuple:
        """The card section: size (or preset), bleed, safe area, corner radius."""
        fallback = ((63.0, 88.0), 3.0, 4.0, 3.0)
        rec = self.section(loc, _CARD_FIELDS, "card")
        if rec is None:
            return fallback
        if rec["size_mm"] is not None:
            size = tuple(float(v) for v in rec["size_mm"])
        elif rec["preset"] is not None:
            size = PRESETS[rec["preset"]]
        else:
            self.err(loc, "give size_mm: [w, h] or preset: " + " | ".join(PRESETS), "card", "size_mm")
            return fallback
        return size, float(rec["bleed_mm"]), float(rec["safe_mm"]), float(rec["corner_mm"])

    def mapping(self, loc: Located | None, what: str) -> dict:
        """A mapping section, or {} with an error."""
        if loc is None or loc.value is None:
            return {}
        if not isinstance(loc.value, dict):
            self.err(loc, "expected a mapping", what)
            return {}
        return loc.value

    def fonts(self, loc: Located | None) -> dict:
        """Font names -> files that exist in assets/fonts."""
        out = {}
        available = sorted(p.name for p in self.fonts_dir.glob("*.tt[fc]")) if self.fonts_dir.is_dir() else []
        for name, value in self.mapping(loc, "fonts").items():
            if not isinstance(value.value, str):
                self.err(value, "expected a font file name", "fonts", str(name))
            elif not (self.fonts_dir / value.value).is_file():
                self.err(value, f"unknown font file {value.value!r} (bundled: {', '.join(available)})",
                         "fonts", str(name))
            else:
                out[str(name)] = str(self.fonts_dir / value.value)
        return out

    def colours(self, loc: Located | None) -> dict:
        """Named colours."""
        out = {}
        for name, value in self.mapping(loc, "colours").items():
            colour = parse_colour(value.plain(), out)
            if colour is None:
                self.err(value, f"not a colour: {value.plain()!r} (use #rrggbb or #rrggbbaa)", "colours", str(name))
            else:
                out[str(name)] = colour
        return out

    def palettes(self, loc: Located | None, colours: dict) -> dict:
        """field -> value -> PaletteEntry."""
        out: dict = {}
        fields = {"colour": Field("any"), "icon": Field("str", required=False),
                  "label": Field("text", required=False)}
        for field_name, values in self.mapping(loc, "palettes").items():
            entries = {}
            for value, spec in self.mapping(values, f"palette {field_name!r}").items():
                where = f"palette {field_name!r} value {value!r}"
                rec = self.section(spec, fields, where)
                if rec is None:
                    continue
                colour = parse_colour(rec["colour"], colours)
                if colour is None:
                    self.err(spec.value["colour"], f"not a colour: {rec['colour']!r}", where, "colour")
                    continue
                if rec["icon"] and self.icons is not None and rec["icon"] not in self.icons:
                    self.err(spec.value["icon"], f"unknown icon {rec['icon']!r} (icons: {', '.join(sorted(self.icons))})",
                             where, "icon")
                entries[str(value)] = PaletteEntry(colour, rec["icon"], rec["label"])
            out[str(field_name)] = entries
        return out

    def ranks(self, loc: Located | None) -> dict:
        """Rank value -> label."""
        out = {}
        for value, label in self.mapping(loc, "ranks").items():
            checked = self.label(label, "ranks", str(value))
            if checked is not None:
                out[str(value)] = checked
        return out

    def label(self, loc: Located, where: str, field: str) -> str | dict | None:
        """A label: text (may hold {icon}), a number, or {en, es}."""
        value = loc.plain()
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            return str(value)
        if isinstance(value, dict) and set(value) <= {"en", "es"} and value and all(
                isinstance(v, (str, int)) for v in value.values()):
            return {k: str(v) for k, v in value.items()}
        self.err(loc, "expected a label: text (may hold {icon}) or {en: ..., es: ...}", where, field)
        return None

    def defaults(self, loc: Located | None, fonts: dict) -> dict:
        """Box defaults (font, size, colour...), validated like box keys."""
        if loc is None:
            return {}
        fields = {k: _BOX_FIELDS[k] for k in _DEFAULTABLE}
        fields = {k: Field(f.kind, required=False, default=None, choices=f.choices, check=f.check)
                  for k, f in fields.items()}
        rec = self.section(loc, fields, "defaults")
        if rec is None:
            return {}
        out = {k: v for k, v in rec.items() if v is not None}
        if "font" in out and out["font"] not in fonts:
            self.err(loc.value["font"], f"unknown font {out['font']!r} (fonts: {', '.join(fonts)})", "defaults", "font")
            del out["font"]
        return out

    def boxes(self, loc: Located | None, side: str, ctx: tuple) -> tuple:
        """The boxes of one side."""
        if loc is None or loc.value is None:
            return ()
        if not isinstance(loc.value, list):
            self.err(loc, "expected a list of boxes", side)
            return ()
        out, seen = [], {}
        for item in loc.value:
            name = None
            if isinstance(item.value, dict) and "name" in item.value:
                name = item.value["name"].value
            where = f"{side} box {name!r}" if name is not None else f"{side} box"
            if name in seen:
                self.err(item, f"duplicate box name (first on line {seen[name]})", where, "name")
                continue
            seen[name] = item.line
            box = self.box(item, where, ctx)
            if box is not None:
                out.append(box)
        return tuple(out)

    def box(self, loc: Located, where: str, ctx: tuple) -> Box | None:
        """One box, with cross-checks (fonts, colours, palettes, inside the card)."""
        size, bleed, fonts, colours, palettes, defaults = ctx
        spec = {k: Field(f.kind, required=k in ("name", "kind", "rect"), default=None,
                         choices=f.choices, check=f.check) for k, f in _BOX_FIELDS.items()}
        rec = self.section(loc, spec, where)
        if rec is None:
            return None
        errors_before = len(self.errors)
        at = loc.value.get
        x, y, w, h = rec["rect"]
        if x < -bleed - 1e-6 or y < -bleed - 1e-6 or x + w > size[0] + bleed + 1e-6 or y + h > size[1] + bleed + 1e-6:
            self.err(at("rect"), f"box [{x}, {y}, {w}, {h}] is outside the card "
                     f"({size[0]:g} x {size[1]:g} mm, bleed {bleed:g} mm)", where, "rect")
        values = {k: v for k, v in rec.items() if v is not None}
        for key in _DEFAULTABLE:
            if key not in values and key in defaults:
                values[key] = defaults[key]
        kind = values["kind"]
        if "font" in values and values["font"] not in fonts:
            self.err(at("font", loc), f"unknown font {values['font']!r} (fonts: {', '.join(fonts) or 'none declared'})",
                     where, "font")
        for key in _COLOUR_KEYS:
            if key in values:
                colour = parse_colour(values[key], colours)
                if colour is None:
                    self.err(at(key, loc), f"not a colour: {values[key]!r} (use #rrggbb, #rrggbbaa or a name "
                             f"from colours: {', '.join(colours)})", where, key)
                values[key] = colour
        for key in ("colour_by", "fill_by"):
            if key in values:
                values[key] = tuple(values[key]) if isinstance(values[key], list) else (values[key],)
                for name in values[key]:
                    if name not in palettes:
                        self.err(at(key), f"no palette for field {name!r} (palettes: {', '.join(palettes) or 'none'})",
                                 where, key)
        if "field" in values:
            values["fields"] = tuple(values["field"]) if isinstance(values["field"], list) else (values["field"],)
            values["field"] = values["fields"][0]
            if kind != "icons" and len(values["fields"]) > 1:
                self.err(at("field"), "only icons boxes take a list of fields", where, "field")
        if "labels" in values:
            labels = {}
            for value, label in self.mapping(at("labels"), where).items():
                checked = self.label(label, where, "labels")
                if checked is not None:
                    labels[str(value)] = checked
            values["labels"] = labels
        if "size" in values and "min_size" in values and values["min_size"] > values["size"]:
            self.err(at("min_size", loc), f"min_size {values['min_size']} is larger than size {values['size']}",
                     where, "min_size")
        if kind == "text" and "field" not in values and "text" not in values:
            self.err(loc, "a text box needs a field (card data) or a text", where, "field")
        if kind in ("text", "rank") and "font" not in values:
            self.err(loc, "no font: give font here or in defaults", where, "font")
        if kind == "rank" and "field" not in values:
            values["field"], values["fields"] = "rank", ("rank",)
        if kind == "icons" and "field" not in values and "icons" not in values:
            self.err(loc, "an icons box needs a field (a palette field such as suits) or icons", where, "field")
        if kind == "icons":
            for name in values.get("fields", ()):
                if name not in palettes:
                    self.err(at("field"), f"no palette for field {name!r}", where, "field")
        if kind == "pattern" and not values.get("icons"):
            self.err(loc, "a pattern box needs a list of icons", where, "icons")
        if self.icons is not None:
            for name in values.get("icons", ()):
                if name not in self.icons:
                    self.err(at("icons"), f"unknown icon {name!r}", where, "icons")
        if len(self.errors) > errors_before:
            return None
        values["rect"] = tuple(float(v) for v in values["rect"])
        values["icons"] = tuple(values.get("icons", ()))
        return Box(line=loc.line, **values)
