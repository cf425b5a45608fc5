"""Invoke's card faces: the fields `card_data/invoke/layout.yaml` binds to, from the card model. No pygame.

`card_fields()` is the renderer's hook (tabletop.ui.cards.fields looks for `<game>.faces`
first): card id -> fields, read afresh on every call so the studio's live reload sees edits.
Fields: `name`, `deck` (manifest, thaumaturgy, focus) and `suit` (element, item, creature,
action, chaos, target, modifier: palettes, the frame's colour), `element` (elements and
creatures: the frame's colour and a badge), `kind_line` ("Manifest · Creature"), `emblem`
(the icon the generated art shows large, from EMBLEMS), `text` (the printed text, the words
the table's hover shows), `short` (the effect in a few words, on the table's small cards), `aim` (chaos cards: whom the card is meant for), `value` (power
modifiers: "+1", "−2") and `copies` (how many are in the set).
"""
from __future__ import annotations

from typing import Any

from tabletop.games.invoke.rules.messages import text as word

LANGS = ("en", "es")
MINUS = "\u2212"
#: the emblem of the generated art by the card's word (elements and creatures: see emblem)
EMBLEMS = {
    "tome": "tome", "wand": "rod", "creature": "paw",
    "move_left": "arrow_left", "move_right": "arrow_right", "invoke": "star", "discard": "discard",
    "build_wall": "wall", "chaos": "vortex",
    "target_item": "rod", "target_creature": "paw", "target_hand": "hand_size", "target_gem": "gem",
    "target_current": "scroll", "target_established": "pillar",
    "delay": "hourglass", "sustain": "orient", "haste": "haste",
}


def card_fields() -> dict[str, dict]:
    """card id -> the fields of its face, from the card set read afresh."""
    from tabletop.games.invoke.rules.cards import load_deck

    return {card_id: face_fields(card) for card_id, card in load_deck().cards.items()}


def both(key: str) -> dict:
    """The game's word `key` in English and Spanish."""
    return {lang: word(key, lang) for lang in LANGS}


def emblem(card: Any) -> str:
    """The icon shown large on the card: its element, its sign (+/−) or its word's emblem."""
    if card.word == "element":
        return card.element
    if card.word == "power":
        return "plus" if card.value > 0 else "minus"
    return EMBLEMS[card.word]


def signed(value: int) -> str:
    """A power modifier as printed: "+1", "−2" (a typographic minus)."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}"


def face_fields(card: Any) -> dict:
    """The printed elements of one card as the layout binds them."""
    deck_words, suit_words = both(f"pile.{card.deck}"), both(f"card.suit.{card.suit}")
    fields: dict = {"id": card.id, "name": dict(card.name), "word": card.word, "deck": card.deck,
                    "suit": card.suit, "emblem": emblem(card),
                    "kind_line": {lang: f"{deck_words[lang]} · {suit_words[lang]}" for lang in LANGS},
                    "count": card.count, "copies": f"{{copies}} {card.count}"}
    if card.element:
        fields["element"] = card.element
    if card.value is not None:
        fields["value"] = signed(card.value)
    if card.chaos:
        fields["aim"] = both(f"card.chaos.{card.chaos}")
    if card.text:
        fields["text"] = dict(card.text)
    if card.short:
        fields["short"] = dict(card.short)
    return fields
