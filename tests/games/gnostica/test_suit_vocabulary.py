"""One suit vocabulary per language: card faces, the log and every message use the rules document's words.

The rules (docs/rules/gnostica.md, gnostica.es.md) call the suits Cups, Wands, Pentacles and
Swords / Copas, Bastones, Discos and Espadas; tarot decks also say Rods, Discs, Coins, Bastos,
Oros... A card or a log line that says "Rod" while the rules say "Wands" sends a player
looking for a word that is not there.
"""
from __future__ import annotations

import re

import pytest

from tabletop.data.layout import load_layout
from tabletop.engine.registry import get_game
from tabletop.games.gnostica.rules.cards import DATA_FILE, load_deck
from tabletop.paths import rules_doc

#: per language and suit, the words tarot decks use for it, each as (singular, plural)
SUIT_WORDS = {
    "en": {
        "cups": [("cup", "cups"), ("chalice", "chalices")],
        "wands": [("wand", "wands"), ("rod", "rods"), ("staff", "staves"), ("baton", "batons")],
        "pentacles": [("pentacle", "pentacles"), ("disc", "discs"), ("disk", "disks"), ("coin", "coins")],
        "swords": [("sword", "swords"), ("blade", "blades")],
    },
    "es": {
        "cups": [("copa", "copas"), ("cáliz", "cálices")],
        "wands": [("bastón", "bastones"), ("basto", "bastos"), ("vara", "varas")],
        "pentacles": [("disco", "discos"), ("oro", "oros"), ("pentáculo", "pentáculos"), ("moneda", "monedas")],
        "swords": [("espada", "espadas")],
    },
}


def used(forms: tuple, text: str) -> bool:
    """True if the text holds the singular or plural word (whole word, any case)."""
    return re.search(r"(?<!\w)(" + "|".join(map(re.escape, forms)) + r")(?!\w)", text, re.IGNORECASE) is not None


def shown_texts(lang: str) -> dict[str, str]:
    """Everything Gnostica shows in `lang`: card names and texts, palette labels, messages (where -> text)."""
    texts = {}
    for card in load_deck(DATA_FILE).cards.values():
        texts[f"card {card.id} name"] = card.name[lang]
        texts[f"card {card.id} text"] = card.text[lang]
    layout = load_layout(DATA_FILE.parent / "layout.yaml")
    for field, entries in layout.palettes.items():
        for value, entry in entries.items():
            if entry.label:
                texts[f"layout label {field}.{value}"] = entry.label[lang]
    for key, template in get_game("gnostica").messages[lang].items():
        texts[f"message {key}"] = template
    return texts


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_document_uses_one_word_per_suit(lang):
    rules = rules_doc("gnostica", lang).read_text(encoding="utf-8")
    for suit, families in SUIT_WORDS[lang].items():
        in_rules = [forms for forms in families if used(forms, rules)]
        assert len(in_rules) == 1, f"{lang} rules name the {suit} suit with {in_rules}"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_cards_labels_and_messages_use_the_rules_words_for_suits(lang):
    rules = rules_doc("gnostica", lang).read_text(encoding="utf-8")
    texts = shown_texts(lang)
    assert len(texts) > 300
    wrong = []
    for suit, families in SUIT_WORDS[lang].items():
        for forms in families:
            if used(forms, rules):
                continue
            wrong += [f"{where}: {forms[0]!r} in {text!r}" for where, text in texts.items() if used(forms, text)]
    assert not wrong, "\n".join(wrong)
