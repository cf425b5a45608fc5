"""Victory points and the end of the game: the Poder of your trophies plus your Maná in reserve."""
from __future__ import annotations

from tabletop.engine.contract import Result
from tabletop.games.invocacion.rules.cards import deck

#: why a game ended: the Portal cannot give 2 cards to everybody (the seed's Final del Juego),
#: or the last round of 10 cards each that settled a tie was played
PORTAL_EXHAUSTED = "portal_exhausted"
TIEBREAK_ROUND = "tiebreak_round"


def victory_points(state, seat: int) -> int:
    """The Poder of the seat's trophies plus its Maná in reserve."""
    area = state.area(seat)
    return sum(deck()[c].power for c in area.trophies) + len(area.mana)


def trophy_support(state, seat: int) -> int:
    """The Apoyo of the seat's trophies (the first tie-break)."""
    return sum(deck()[c].support for c in state.area(seat).trophies)


def tied_seats(state) -> list[int]:
    """The seats with the most points and, among them, the most Apoyo on their trophies."""
    seats = range(state.num_seats)
    best = max(victory_points(state, s) for s in seats)
    tied = [s for s in seats if victory_points(state, s) == best]
    top_support = max(trophy_support(state, s) for s in tied)
    return [s for s in tied if trophy_support(state, s) == top_support]


def final_result(state) -> Result:
    """Scores and winners: most points, ties broken by the Apoyo of the trophies, then by the last round.

    After the last round of 10 cards each, its combat winner wins the game; if that
    combat was a total tie too, the tied seats share the win. The scores are then the
    points of the tie (everything went back into the Portal for the last round).
    """
    scores = tuple(float(victory_points(state, s)) for s in range(state.num_seats))
    if state.tiebreak is not None and "points" in state.tiebreak:
        scores = tuple(float(p) for p in state.tiebreak["points"])
    winners = tuple(tied_seats(state))
    if state.tiebreak is not None:
        winner = state.tiebreak["winner"]
        winners = (winner,) if winner is not None else tuple(state.tiebreak["seats"])
    return Result(scores, winners, state.end_reason)
