"""Whether a deck file may be played, and why not in plain words: card names, never ids or paths.

The deck pickers mark an illegal deck with its first broken rule ("3 copies of Ember Tithe, at most 2")
and do not let it be chosen.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Mapping

from tabletop.engine.decks import DeckError, DeckRules, load_legal_deck
from tabletop.engine.errors import TabletopError
from tabletop.ui.plain_paths import plain_text

_QUOTED_ID = re.compile(r"'([A-Za-z0-9_\-]+)'")


def plain_reason(message: str, rules: DeckRules, lang: str) -> str:
    """A deck problem's words with each quoted card id replaced by the card's name in `lang`, and no path."""
    pool = rules.pool_by_id()

    def name(match: re.Match) -> str:
        card = pool.get(match.group(1))
        return card.label(lang) if card is not None else match.group(0)

    return plain_text(_QUOTED_ID.sub(name, message))


def deck_problem(path: str | Path, rules: DeckRules, game_id: str, lang: str,
                 options: Mapping[str, Any] | None = None) -> str | None:
    """Why the deck at `path` cannot be played (its first broken rule, in plain words), or None when it can."""
    try:
        load_legal_deck(path, rules, game_id, need_header=False, options=options)
    except DeckError as exc:
        if not exc.problems:
            return plain_text(str(exc))
        more = len(exc.problems) - 1
        text = plain_reason(exc.problems[0].message(lang), rules, lang)
        return text + (f" (+{more})" if more else "")
    except (TabletopError, OSError) as exc:
        return plain_text(str(exc))
    return None
