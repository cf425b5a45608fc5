"""What the deck editor edits, without pygame: the deck, undo, unsaved changes, filters, counts, files.

Everything game-specific comes from the game's `DeckRules` (tabletop/engine/decks.py).
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any, Mapping

from tabletop.engine.decks import (Deck, DeckProblem, DeckRules, PoolCard, deck_files, format_deck, read_deck,
                                   rules_of, user_decks_dir)
from tabletop.engine.records import clean_stale_temps, write_atomic
from tabletop.engine.registry import all_games, game_part
from tabletop.ui.cards.catalog import matches

UNDO_LIMIT = 200
#: the highest bar of the curve chart: costs above it are counted there
CURVE_TOP = 7


def deck_games() -> list[str]:
    """Ids of the registered games that build decks."""
    return [g.info.id for g in all_games() if rules_of(g) is not None]


def safe_file_name(name: str) -> str:
    """A deck name as a file stem: lower-case letters, digits, `_` and `-` only."""
    return re.sub(r"[^a-z0-9_-]+", "_", name.strip().lower()).strip("_")[:60]


class DeckEditing:
    """One deck being edited: add/remove with undo, what changed since the last save, the file it lives in."""

    def __init__(self, game_id: str, rules: DeckRules, options: Mapping[str, Any] | None = None):
        self.game_id, self.rules = game_id, rules
        self.options = dict(options or {})  # the game options legality follows (the defaults when not given)
        self.pool: list[PoolCard] = list(rules.pool())
        self.by_id = {card.id: card for card in self.pool}
        self._search: dict[str, dict] = {}  # card id -> what the filter box reads on it
        self.deck = self.blank()
        self.saved = self.deck.copy()
        self.history: list[Deck] = []

    # --- the deck ----------------------------------------------------------------------------
    def blank(self, name: str = "new_deck") -> Deck:
        """An empty deck with every zone."""
        return Deck(self.game_id, name, {key: {} for key in self.rules.zone_keys()})

    @property
    def path(self) -> Path | None:
        """The file the deck was opened from or saved to (None: never saved)."""
        return self.deck.path

    @property
    def ready_made(self) -> bool:
        """True for a shipped deck (saving it writes a copy in the user's folder)."""
        return self.path is not None and self.path.parent.resolve() == self.rules.ready_dir.resolve()

    @property
    def dirty(self) -> bool:
        """True when the deck differs from the file (a new deck with cards counts)."""
        return not self.deck.same_cards(self.saved) or (self.path is None and self.deck.total() > 0)

    def _remember(self) -> None:
        self.history.append(self.deck.copy())
        del self.history[:-UNDO_LIMIT]

    def add(self, card_id: str, copies: int = 1) -> bool:
        """Put a card of the pool into its zone; False when it is not in the pool."""
        card = self.by_id.get(card_id)
        if card is None:
            return False
        self._remember()
        self.deck.add(card_id, card.zone, copies)
        return True

    def remove(self, card_id: str) -> bool:
        """Take one copy out; False when the deck holds none."""
        if not self.deck.count(card_id):
            return False
        self._remember()
        self.deck.remove(card_id)
        return True

    def undo(self) -> bool:
        """Go back one change; False when there is none."""
        if not self.history:
            return False
        path = self.deck.path
        self.deck = self.history.pop()
        self.deck.path = path
        return True

    def replace(self, deck: Deck) -> None:
        """Edit another deck (opened or new): its file is the saved state, undo starts afresh."""
        self.deck = deck
        self.saved = deck.copy()
        self.history = []

    # --- reading it ------------------------------------------------------------------------------
    def problems(self) -> list[DeckProblem]:
        """Every rule the deck breaks now, under the editor's options."""
        return self.rules.problems(self.deck, self.options)

    def groups(self, lang: str) -> list[tuple[str, list[tuple[str, int]], int]]:
        """(group name, [(card id, count)], cards in it) of the deck, groups in the pool's order."""
        order = list(dict.fromkeys(card.group for card in self.pool))
        grouped: dict[str, list[tuple[str, int]]] = {}
        for card_id in dict.fromkeys(self.deck.cards()):
            card = self.by_id.get(card_id)
            grouped.setdefault(card.group if card else "?", []).append((card_id, self.deck.count(card_id)))
        result = []
        for group in order + [g for g in grouped if g not in order]:
            if group in grouped:
                label = next((c.group_label for c in self.pool if c.group == group), {"en": group})
                rows = sorted(grouped[group], key=lambda row: self.name(row[0], lang))
                result.append((label.get(lang) or label.get("en", group), rows, sum(n for _, n in rows)))
        return result

    def name(self, card_id: str, lang: str) -> str:
        """A card's name in `lang`."""
        card = self.by_id.get(card_id)
        return card.label(lang) if card else card_id

    def curve(self) -> list[int]:
        """Cards per cost 0..CURVE_TOP (the last bar counts every higher cost); power when no card has a cost."""
        use_cost = any(card.cost is not None for card in self.pool)
        counts = [0] * (CURVE_TOP + 1)
        for card_id in self.deck.cards():
            card = self.by_id.get(card_id)
            value = (card.cost if use_cost else card.power) if card else None
            if value is not None:
                counts[max(0, min(CURVE_TOP, value))] += 1
        return counts

    def curve_is_cost(self) -> bool:
        """True when the chart counts costs (else powers)."""
        return any(card.cost is not None for card in self.pool)

    def type_counts(self, lang: str) -> list[tuple[str, int]]:
        """(type name, cards) in the deck."""
        return [(label, total) for label, _rows, total in self.groups(lang)]

    def filtered(self, query: str) -> list[str]:
        """The pool's card ids matching the filter box (`cost<=2`, `type=combat`, words)."""
        return [card.id for card in self.pool if matches(query, card.id, self.search_fields(card))]

    def search_fields(self, card: PoolCard) -> dict:
        """What the filter box reads on `card`: its face's words when the game's view words them (the `faces` part's
        `filter_fields`), then the pool's own fields (type, cost, power...)."""
        if card.id not in self._search:
            face = getattr(game_part(self.game_id, "faces"), "filter_fields", None)
            self._search[card.id] = {**(face(card.id) if face is not None else {}), **card.fields}
        return self._search[card.id]

    def zone_counts(self) -> Counter:
        """zone -> cards in it."""
        return Counter({key: self.deck.total(key) for key in self.rules.zone_keys()})

    # --- files -------------------------------------------------------------------------------------
    def files(self) -> list[tuple[Path, bool]]:
        """The game's deck files: (path, ready-made)."""
        return deck_files(self.rules, self.game_id)

    def open(self, path: Path) -> None:
        """Edit the deck in `path`; DeckError (file:line) when it is broken, the editor unchanged."""
        self.replace(read_deck(path, self.rules, self.game_id))

    def target_for(self, name: str) -> Path:
        """Where a deck called `name` is saved: the user's decks folder."""
        return user_decks_dir(self.game_id) / f"{safe_file_name(name) or 'deck'}.txt"

    def save(self, path: Path | None = None, lang: str = "en") -> Path:
        """Write the deck (to `path`, else its own user file) atomically; it becomes the saved state."""
        target = Path(path) if path is not None else self.path
        if target is None or self.ready_made and path is None:
            raise ValueError("a new or ready-made deck is saved under a name (Save as)")
        self.deck.name = target.stem
        clean_stale_temps(target.parent)  # what a killed save left behind, as autosave does
        write_atomic(target, format_deck(self.deck, self.rules, lang))
        self.deck.path = target
        self.saved = self.deck.copy()
        return target

    def delete(self) -> None:
        """Delete the deck's own file (never a ready-made one) and start a new deck."""
        if self.path is not None and not self.ready_made:
            self.path.unlink(missing_ok=True)
        self.replace(self.blank())
