"""Readings of the seed that players may prefer to the one we play by default: each an option, off by default.

docs/rules/invocacion.md lists them in its options table; the interpretation each one changes says what it does.
The flags ride in the state's `Variants` record (variants.py), so a game that turns none on plays and hashes as the
base game does.
"""
from __future__ import annotations

from tabletop.engine.contract import Option

READING_OPTIONS = (
    Option("late_block_undoes", False, (), {"en": "A late block undoes", "es": "Un bloqueo tardío deshace"},
           {"en": "A block also stops the constant effect of a Conjuro that already resolved (the seed: only "
                  "removing the Conjuro undoes it)",
            "es": "Un bloqueo también detiene el efecto constante de un Conjuro ya resuelto (el reglamento: solo "
                  "eliminar el Conjuro lo deshace)"}),
    Option("late_priority", False, (), {"en": "Priority from step 6 only", "es": "Prioridad solo desde el paso 6"},
           {"en": "Priority can be bought only from step 6, so it never reorders the invocation effects of step 4",
            "es": "La prioridad solo se compra desde el paso 6, así que nunca reordena los efectos de invocación del "
                  "paso 4"}),
    Option("tiebreak_keeps_points", False, (), {"en": "Last round keeps the points",
                                                "es": "La última ronda conserva los puntos"},
           {"en": "On a final tie, trophies and Maná stay out of the Portal for the last round of 10 cards (the seed: "
                  "everything is shuffled into it)",
            "es": "En un empate final, los trofeos y el Maná no vuelven al Portal para la última ronda de 10 cartas "
                  "(el reglamento: se mezcla todo)"}),
)

#: the option keys of the readings (fields of variants.Variants)
READING_KEYS = tuple(option.key for option in READING_OPTIONS)


def reading(state, key: str) -> bool:
    """True when the players chose the reading `key` (an option of READING_OPTIONS) for this game."""
    variants = state.variants
    return variants is not None and bool(getattr(variants, key, False))
