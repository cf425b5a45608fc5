"""Written Gnostica positions for scenario tests, and short ways to play them."""
from __future__ import annotations

from typing import Mapping, Sequence

from tabletop.engine.contract import Event, apply_all, legal_strings
from tabletop.games.gnostica.rules.model import GnosticaState
from tabletop.games.gnostica.rules.game import GAME


def position(board: Mapping[str, tuple], hands: Sequence[Sequence[str]] = (), seats: int = 2, current: int = 0,
             draw_top: Sequence[str] = (), discard: Sequence[str] = (), options: Mapping | None = None,
             **fields) -> GnosticaState:
    """A turn-start position: `board` maps "x,y" to (card or None, [[owner, size, orient], ...]).

    Stashes hold what the board leaves; the draw pile holds every other card, with
    `draw_top` on top (its last card is drawn first).
    """
    hands = [list(h) for h in hands] + [[] for _ in range(seats - len(hands))]
    data = {"seats": seats, "current": current, "hands": hands, "discard": list(discard),
            "board": {key: {"card": card, "pieces": [list(p) for p in pieces]} for key, (card, pieces) in board.items()},
            "options": dict(options or {})}
    data.update(fields)
    state = GAME.from_dict(data)
    for card in draw_top:
        state.draw.remove(card)
        state.draw.append(card)
    GAME.check_invariants(state)
    return state


def play(state: GnosticaState, *actions: str) -> list[Event]:
    """Apply canonical action strings (each must be legal), checking invariants after each."""
    events: list[Event] = []
    for text in actions:
        events += apply_all(GAME, state, [text])
        GAME.check_invariants(state)
    return events


def legal(state: GnosticaState) -> list[str]:
    """The legal action strings now."""
    return legal_strings(GAME, state)


def keys(events: Sequence[Event]) -> list[str]:
    """The message keys of some events."""
    return [e.key for e in events]
