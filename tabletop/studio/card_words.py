"""The studio's view of a card's language: the text written from its effect beside its printed text.

Each card game's cards module offers `written_text(card, lang)` and `text_difference(card, text, lang)`;
a game without them (Rune Duel, Gnostica: no effect vocabulary) shows nothing here.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from tabletop.data.yamlfile import DataError, DataErrors


@dataclass(frozen=True)
class Wording:
    """A card's text written from its effect, and how the printed text differs from it (None: it agrees)."""

    written: str
    difference: str | None


class CardWords:
    """The card set read once per reload, answering for any card and language."""

    def __init__(self, game_id: str, folder: Path):
        self.game_id = game_id
        self.folder = folder  # the data folder the studio shows
        self._cards = None  # card id -> Card, read on first use; {} when the file is broken

    def forget(self) -> None:
        """The card file changed: read it again when next asked."""
        self._cards = None

    def wording(self, card_id: str, lang: str) -> Wording | None:
        """What the card's effect says in `lang` and whether its printed text agrees (None: no effect)."""
        module = self._module()
        if module is None:
            return None
        card = self._set(module).get(card_id)
        if card is None:
            return None
        written = module.written_text(card, lang)
        if written is None:
            return None
        printed = (card.text or {}).get(lang, "")
        return Wording(written, module.text_difference(card, printed, lang) if printed != written else None)

    def _module(self):
        try:
            module = importlib.import_module(f"tabletop.games.{self.game_id}.rules.cards")
        except ModuleNotFoundError:
            return None
        return module if hasattr(module, "written_text") else None

    def _set(self, module) -> dict:
        if self._cards is None:
            try:
                self._cards = dict(module.load_deck(self.folder / Path(module.DATA_FILE).name).cards)
            except (DataError, DataErrors):
                self._cards = {}  # the broken edit's message is shown above the previews
        return self._cards
