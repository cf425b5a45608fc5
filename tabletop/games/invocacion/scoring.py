"""Victory points and the end of the game: the Poder of your trophies plus your Maná in reserve."""
from __future__ import annotations

from tabletop.engine.contract import Result
from tabletop.games.invocacion.cards import deck

#: why a game ended: the Portal cannot give 2 cards to everybody (the seed's Final del Juego),
#: or the temporary stop before combat (combat is not implemented yet)
PORTAL_EXHAUSTED = "portal_exhausted"
COMBAT_NOT_IMPLEMENTED = "combat_not_implemented"


def victory_points(state, seat: int) -> int:
    """The Poder of the seat's trophies plus its Maná in reserve."""
    area = state.area(seat)
    return sum(deck()[c].power for c in area.trophies) + len(area.mana)


def trophy_support(state, seat: int) -> int:
    """The Apoyo of the seat's trophies (the first tie-break)."""
    return sum(deck()[c].support for c in state.area(seat).trophies)


def final_result(state) -> Result:
    """Scores and winners: most points, ties broken by the Apoyo of the trophies.

    A tie that persists would be settled by a last round of 10 cards each, not implemented
    yet: the tied seats share the win.
    """
    seats = range(state.num_seats)
    scores = tuple(float(victory_points(state, s)) for s in seats)
    best = max(scores)
    tied = [s for s in seats if scores[s] == best]
    top_support = max(trophy_support(state, s) for s in tied)
    winners = tuple(s for s in tied if trophy_support(state, s) == top_support)
    return Result(scores, winners, state.end_reason)
