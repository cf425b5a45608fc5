"""Message templates with counted nouns, for every game's log lines and the interface's words."""
from __future__ import annotations

import string
from typing import Any


class CountedWords(string.Formatter):
    """str.format with counted nouns: `{count:card|cards}` gives "1 card", "3 cards" ("{n:carta|cartas}")."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return f"{value} {one if str(value).strip() in ('1', '-1') else many}"


#: the formatter of every message template
WORDS = CountedWords()
