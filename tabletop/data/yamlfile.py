"""Safe YAML loading that remembers where every value came from (file and line)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tabletop.engine.errors import TabletopError


class DataError(TabletopError):
    """A problem in a data file, naming file, line, card id and field."""

    def __init__(self, message: str, file: str | Path | None = None, line: int | None = None,
                 card: str | None = None, field: str | None = None, *,
                 code: str | None = None, suggestion: str | None = None):
        self.message = message
        self.file = str(file) if file is not None else None
        self.line = line
        self.card = card
        self.field = field
        self.code = code  # a linter code such as E-UNKNOWN-WORD (None: the linter picks a general one)
        self.suggestion = suggestion  # the near word a typo most likely meant
        super().__init__(self.describe())

    def describe(self) -> str:
        """`file:line: card 'id', field 'name': message (did you mean 'x'?)`."""
        return describe_problem(self.message, self.file, self.line, self.card, self.field, self.suggestion)


def describe_problem(message: str, file: str | None, line: int | None, card: str | None, field: str | None,
                     suggestion: str | None, code: str | None = None) -> str:
    """One problem as a line: `file:line: [CODE: ]card 'id', field 'name': message (did you mean 'x'?)`."""
    where = file or "<data>"
    if line is not None:
        where += f":{line}"
    parts = [where] + ([code] if code else [])
    if card is not None:
        parts.append(f"card {card!r}")
    if field is not None:
        parts.append(f"field {field!r}")
    hint = f" (did you mean {suggestion!r}?)" if suggestion else ""
    return ": ".join(parts) + ": " + message + hint


class DataErrors(TabletopError):
    """Several DataErrors found in one pass."""

    def __init__(self, errors: list[DataError]):
        self.errors = errors
        super().__init__("\n".join(e.describe() for e in errors))


@dataclass(frozen=True)
class Located:
    """A loaded YAML value plus where it came from; mappings and lists hold Located too."""

    value: Any
    file: str
    line: int  # 1-based

    def error(self, message: str, card: str | None = None, field: str | None = None, *,
              code: str | None = None, suggestion: str | None = None) -> DataError:
        """A DataError pointing at this value."""
        return DataError(message, self.file, self.line, card, field, code=code, suggestion=suggestion)

    def plain(self) -> Any:
        """The value with all location wrappers removed."""
        if isinstance(self.value, dict):
            return {k: v.plain() for k, v in self.value.items()}
        if isinstance(self.value, list):
            return [v.plain() for v in self.value]
        return self.value


#: card data files larger than this are refused before reading (the shipped ones are under 40 KB)
MAX_DATA_BYTES = 2 * 1024 * 1024


def load_yaml(path: str | Path) -> Located:
    """Load one YAML file safely (no tags, no code, no aliases, at most MAX_DATA_BYTES) into Located values."""
    path = Path(path)
    try:
        if not path.is_file():
            raise DataError("not a regular file", path)
        if path.stat().st_size > MAX_DATA_BYTES:
            raise DataError(_too_large(path.stat().st_size), path)
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"cannot read file: {exc.strerror or exc}", path) from None
    except UnicodeDecodeError:
        raise DataError("file is not UTF-8 text", path) from None
    return parse_yaml(text, str(path))


def _too_large(size: int) -> str:
    return f"file too large: {size / 1024 / 1024:.1f} MB (card data files may hold at most " \
           f"{MAX_DATA_BYTES // 1024 // 1024} MB)"


#: the C-accelerated safe loader when libyaml is available (same marks, far faster)
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_yaml(text: str, filename: str = "<text>") -> Located:
    """Parse YAML text safely into Located values; anchors and aliases are refused before any expansion."""
    if len(text) > MAX_DATA_BYTES:
        raise DataError(_too_large(len(text.encode("utf-8"))), filename)
    try:
        _refuse_anchors(text, filename)
        node = yaml.compose(text, Loader=_SAFE_LOADER)
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else None
        raise DataError(f"YAML syntax error: {exc.problem}", filename, line, code="E-YAML") from None
    except yaml.YAMLError as exc:
        raise DataError(f"YAML error: {exc}", filename, code="E-YAML") from None
    if node is None:
        return Located(None, filename, 1)
    return _convert(node, filename)


def _refuse_anchors(text: str, filename: str) -> None:
    """Raise at the first anchor (&name) or alias (*name): expanding them is how a tiny file becomes huge."""
    for event in yaml.parse(text, Loader=_SAFE_LOADER):
        if isinstance(event, yaml.AliasEvent):
            mark = f"*{event.anchor}"
        elif getattr(event, "anchor", None) is not None:
            mark = f"&{event.anchor}"
        else:
            continue
        raise DataError(f"YAML anchors and aliases ({mark}) are not allowed in card data: "
                        "write the value out in full", filename, event.start_mark.line + 1)


_COLLECTION_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}


def _convert(node: yaml.Node, filename: str) -> Located:
    line = node.start_mark.line + 1
    if not isinstance(node, yaml.ScalarNode) and node.tag not in _COLLECTION_TAGS:
        raise DataError(f"bad value: unsupported tag {node.tag}", filename, line)
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Located] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise DataError("YAML merge keys (<<) are not supported", filename, key_node.start_mark.line + 1)
            key = _scalar(key_node, filename)
            if not isinstance(key, (str, int, float, bool)) or key is None:
                raise DataError("mapping keys must be plain scalars", filename, key_node.start_mark.line + 1)
            if key in result:
                raise DataError(f"duplicate key {key!r}", filename, key_node.start_mark.line + 1)
            result[key] = _convert(value_node, filename)
        return Located(result, filename, line)
    if isinstance(node, yaml.SequenceNode):
        return Located([_convert(item, filename) for item in node.value], filename, line)
    return Located(_scalar(node, filename), filename, line)


def _scalar(node: yaml.Node, filename: str) -> Any:
    if not isinstance(node, yaml.ScalarNode):
        raise DataError("expected a plain value here", filename, node.start_mark.line + 1)
    try:
        return _construct_scalar(node)
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError(f"bad value: {problem}", filename, node.start_mark.line + 1) from None


_constructor = yaml.constructor.SafeConstructor()


def _construct_scalar(node: yaml.ScalarNode) -> Any:
    known = _constructor.yaml_constructors.get(node.tag)
    if known is None:
        raise yaml.constructor.ConstructorError(None, None, f"unsupported tag {node.tag}", node.start_mark)
    return known(_constructor, node)
