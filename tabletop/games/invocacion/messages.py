"""Invocación's words in English and Spanish (so far: the lines of a power breakdown)."""
from __future__ import annotations

from typing import Any

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "power.printed": "Printed Poder of {card}: {amount}",
        "power.printed_swapped": "Printed Poder taken from {card}: {amount}",
        "power.set": "{card}: Poder equal to {value} ({amount:+d})",
        "power.add": "{card}: {amount:+d}",
        "power.instant": "{card}, at that instant: {amount:+d}",
        "power.boost": "Maná boost: {amount:+d}",
        "power.support": "Support invoked ({card}): {amount:+d}",
    },
    "es": {
        "power.printed": "Poder impreso de {card}: {amount}",
        "power.printed_swapped": "Poder impreso tomado de {card}: {amount}",
        "power.set": "{card}: Poder igual a {value} ({amount:+d})",
        "power.add": "{card}: {amount:+d}",
        "power.instant": "{card}, en aquel instante: {amount:+d}",
        "power.boost": "Potencia de Maná: {amount:+d}",
        "power.support": "Apoyo invocado ({card}): {amount:+d}",
    },
}


def text(key: str, lang: str, **params: Any) -> str:
    """The message `key` in `lang` (English when the language is unknown), filled with params."""
    table = MESSAGES.get(lang, MESSAGES["en"])
    return table.get(key, MESSAGES["en"][key]).format(**params)
