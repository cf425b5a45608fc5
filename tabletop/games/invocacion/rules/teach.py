"""Invocación for newcomers: which heading of the rules explains each kind of decision.

The "Teach me" texts themselves are the `teach.<kind>` messages (messages.py); `Game.rules_anchor`
reads this table. A choice of target is explained with the round in Preparación and with the
combat in the combat (`COMBAT_ANCHOR`).
"""
from __future__ import annotations

_ROUND = {"en": "a-round", "es": "una-ronda"}
COMBAT_ANCHOR = {"en": "combat", "es": "combate"}
_ROUND_KINDS = ("deal", "prepare", "place", "target", "drop")
_COMBAT_KINDS = ("sacrifice", "destroy", "discard", "act", "react", "bid")

#: the heading of docs/rules/invocacion(.es).md that explains each kind of decision
ANCHORS = {lang: {**{kind: _ROUND[lang] for kind in _ROUND_KINDS},
                  **{kind: COMBAT_ANCHOR[lang] for kind in _COMBAT_KINDS}} for lang in ("en", "es")}


def anchor(kind: str, in_combat: bool, lang: str) -> str:
    """The rules heading for a decision of `kind` (in the combat or not) in `lang`."""
    lang = lang if lang in ANCHORS else "en"
    if in_combat:
        return COMBAT_ANCHOR[lang]
    return ANCHORS[lang].get(kind, _ROUND[lang])
