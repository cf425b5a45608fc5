"""Ways to change one fact of a card's text or effect, for the card-language tests of every card game (issue 30)."""
import dataclasses
import re

from tabletop.data.meaning import NUMBER

_WORD = r"[^\W\d_]+"


def text_mutations(text, lexicon, kinds, allowed):
    """Each change of one number, or of one word of a kind in `kinds` to a concept the effect does not allow."""
    for match in NUMBER.finditer(text):
        start, end = match.span(2)
        yield match.group(), text[:start] + str(int(match.group(2)) + 1) + text[end:]
    said = {lexicon.get(w.lower()) for w in re.findall(_WORD, text)}
    for match in re.finditer(_WORD, text):
        concept = lexicon.get(match.group().lower())
        for kind in kinds:
            if concept not in kind:
                continue
            other = next((c for c in sorted(kind) if c not in said and not allowed(c)), None)
            if other is None:
                continue
            replacement = next(w for w, c in lexicon.items() if c == other)
            yield match.group(), text[:match.start()] + replacement + text[match.end():]


def value_mutations(value, names):
    """Each change of one whole number (+1) or one name (to another of its group in `names`) inside `value`.

    `value` is built of frozen dataclasses, tuples and mappings (read-only views are copied to dicts)."""
    if dataclasses.is_dataclass(value):
        for field in dataclasses.fields(value):
            for changed in value_mutations(getattr(value, field.name), names):
                yield dataclasses.replace(value, **{field.name: changed})
    elif isinstance(value, tuple):
        for index, item in enumerate(value):
            for changed in value_mutations(item, names):
                yield value[:index] + (changed,) + value[index + 1:]
    elif hasattr(value, "items"):
        for key, item in value.items():
            for changed in value_mutations(item, names):
                yield {**value, key: changed}
    elif isinstance(value, int) and not isinstance(value, bool):
        yield value + 1
    elif isinstance(value, str):
        for group in names:
            if value in group:
                yield next(c for c in group if c != value)
                break
