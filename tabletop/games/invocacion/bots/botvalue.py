"""How much a position of Invocación is worth to a seat, for the bots (on observations or samples).

A seat's standing is its victory points (trophies' Poder and Maná in reserve), plus, during
a combat, its expected share of the prize (the highest printed Poder among the invocations)
given the total powers now, plus a little for the cards it keeps for later rounds.
"""
from __future__ import annotations

import math

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import total_power
from tabletop.games.invocacion.rules.scoring import victory_points
from tabletop.games.invocacion.rules.state import COMBAT, HIDDEN, InvocacionState, iter_area_cards

#: how sharply a lead in total power turns into holding the prize (points of power)
LEAD_SHARPNESS = 1.5
#: worth of one point of printed Poder kept in hand or area for later rounds
KEPT_WORTH = 0.08
#: how a difference in standing turns into the chance of winning the game
STANDING_SCALE = 4.0


def contenders(state: InvocacionState) -> list[int]:
    """The seats that can still win this combat: invocation face up, not out, not withdrawn."""
    return [a.seat for a in state.board.areas
            if a.invocation is not None and a.invocation_face_up and not a.out and not a.withdrawn]


def prize(state: InvocacionState) -> int:
    """The trophy a combat is fought for: the highest printed Poder among the face-up invocations."""
    return max((deck()[a.invocation].power for a in state.board.areas
                if a.invocation is not None and a.invocation_face_up and a.invocation != HIDDEN), default=0)


def prize_shares(state: InvocacionState) -> dict[int, float]:
    """Each contender's expected share of the prize from the total powers now (a soft maximum)."""
    seats = contenders(state)
    if not seats:
        return {}
    powers = {s: total_power(state.board, s, deck()).total for s in seats}
    top = max(powers.values())
    weights = {s: math.exp((p - top) * LEAD_SHARPNESS) for s, p in powers.items()}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


def kept_cards(state: InvocacionState, seat: int) -> float:
    """The printed Poder of the cards the seat holds in hand and area (known to it)."""
    return sum(deck()[card].power for card, _zone, _i in iter_area_cards(state.area(seat)) if card != HIDDEN)


def standing(state: InvocacionState, seat: int, shares: dict[int, float] | None = None) -> float:
    """Victory points, the expected share of a combat's prize, and a little for the cards kept."""
    worth = victory_points(state, seat) + KEPT_WORTH * kept_cards(state, seat)
    if state.phase == COMBAT:
        shares = prize_shares(state) if shares is None else shares
        worth += shares.get(seat, 0.0) * prize(state)
    return worth


def evaluate(game, state: InvocacionState, seat: int) -> float:
    """The ISMCTS hook: the seat's standing against its strongest rival's, squashed into [0, 1]."""
    result = state.result()
    if result is not None:
        return (1.0 / len(result.winners) if seat in result.winners else 0.0) if result.winners else 0.5
    shares = prize_shares(state) if state.phase == COMBAT else {}
    values = [standing(state, s, shares) for s in range(state.num_seats)]
    rival = max(v for s, v in enumerate(values) if s != seat)
    return 1.0 / (1.0 + math.exp(-(values[seat] - rival) / STANDING_SCALE))
