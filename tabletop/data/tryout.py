"""Try this card: a game in which the card just written is in your opening hand or first draw (issue 30.5).

The card file is read as it is on disk now; a broken file or an unknown card is refused with the
linter's messages. The card rides in the session's options (`TRY_CARD`), so the record says the game
was a try-out and replays the same deal.
"""
from __future__ import annotations

import importlib
from typing import Sequence

from tabletop.data.lint import Problem
from tabletop.data.suggest import closest
from tabletop.data.validate import lint_game
from tabletop.engine.contract import TRY_CARD, Game
from tabletop.engine.errors import TabletopError
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


class TryOutError(TabletopError, ValueError):
    """A card that cannot be tried now, with the linter's messages (one per line)."""

    def __init__(self, problems: Sequence[str]):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


def try_out_session(game: Game, card_id: str, seats: Sequence[Seat], seed: int,
                    options: dict | None = None) -> Session:
    """A new game of `game` with `card_id` in the first seat's opening hand (or first draw), from the card file now."""
    game_id = game.info.id
    cards = importlib.import_module(f"tabletop.games.{game_id}.rules.cards")
    errors = [p for p in lint_game(game_id) if p.severity == "error"]
    if errors:
        raise TryOutError([p.describe() for p in errors])
    cards.deck.cache_clear()  # the file as it is now, not as this process first read it
    known = list(cards.deck().cards)
    if card_id not in known:
        where = f"card_data/{game_id}/{cards.DATA_FILE.name}"
        problem = Problem("E-UNKNOWN-CARD", f"{game_id} has no card {card_id!r}", where,
                          suggestion=closest(card_id, known))
        raise TryOutError([problem.describe()])
    try:
        return Session(game, list(seats), seed, {**game.try_options(options or {}, card_id), TRY_CARD: card_id})
    except TabletopError as exc:  # the game cannot deal this card: why, in one line
        raise TryOutError([str(exc)]) from None
