"""Resolución: fallen troops destroyed (their triggered abilities played), the madness threshold, the end of
the turn, the three victories.

Victory is checked at the end of every Resolución (seed: ¿Cómo se gana el juego? and Prioridad de
Victoria): a hero at 0 morale loses (Batalla, first: both at 0 is a draw); otherwise renown 30
(Renombre) and 4 Oraciones in play (Bendición) win, and two seats winning together tie.
"""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.ecg.rules import battle, play
from tabletop.games.ecg.rules.state import LINES, MADNESS_THRESHOLD, OVER, PRAYERS_TO_WIN, RENOWN_TO_WIN, RESOLUTION, EcgState

MADNESS_MORALE = 2  # the morale the first crossing of the threshold costs; each later one costs 1 more
BATTLE, RENOWN, BLESSING, TURN_LIMIT = "battle", "renown", "blessing", "turn_limit"


def madness_threshold(state: EcgState) -> list[Event]:
    """Each hero at 6+ madness goes back to 0 and loses 2 morale, 1 more each later time."""
    events: list[Event] = []
    for seat, data in enumerate(state.seats):
        if data["madness"] >= MADNESS_THRESHOLD:
            lost = MADNESS_MORALE + data["madness_hits"]
            data["madness"] = 0
            data["madness_hits"] += 1
            events.append(Event("madness.threshold", {"seat": seat, "amount": lost}))
            events += battle.change_morale(state, seat, -lost)
    return events


def winners(state: EcgState) -> tuple[list[int], str]:
    """The seats that win now and by what (([], "") while nobody does)."""
    seats = range(state.num_seats)
    for data in state.seats:
        if data["morale"] <= 0 or data["renown"] >= RENOWN_TO_WIN or len(data["legacy"]) >= PRAYERS_TO_WIN:
            break
    else:  # nearly every turn's end: nobody near any victory (fewer legacy cards than prayers to win)
        return [], ""
    fallen = [s for s in seats if state.seats[s]["morale"] <= 0]
    if fallen:
        return [s for s in seats if s not in fallen], BATTLE
    famous = [s for s in seats if state.seats[s]["renown"] >= RENOWN_TO_WIN]
    blessed = [s for s in seats if play.prayers_in_play(state, s) >= PRAYERS_TO_WIN]
    won = sorted(set(famous) | set(blessed))
    if not won:
        return [], ""
    return won, RENOWN if set(won) <= set(famous) else BLESSING if set(won) <= set(blessed) else RENOWN + "+" + BLESSING


def begin_resolution(state: EcgState) -> list[Event]:
    """The Resolución phase of the seat whose turn ends begins (settled by `settle` once nothing is pending)."""
    state.phase = RESOLUTION
    return [Event("turn.resolution", {"seat": state.turn})]


def settle(state: EcgState) -> list[Event]:
    """With nothing pending: destroy fallen troops; once their triggered abilities are played, end the turn.

    Seed (Fase de Resolución): "Se revisa qué tropas en juego (de ambos jugadores) poseen fuerza 0,
    destruyéndolas. Se finaliza el turno y se revisa si un jugador posee alguna forma de victoria activada."
    Every effect of the Resolución, "when destroyed" abilities included, happens before the victory check:
    while triggered abilities wait, the phase stays RESOLUTION (the caller plays them and calls again)."""
    events = battle.destroy_fallen(state)
    if state.triggers:
        return events
    events += madness_threshold(state)
    for data in state.seats:
        for line in LINES:
            for troop in data["lines"][line]:
                troop["boost"] = 0
        data["used_x1"] = []
        data["court_played"] = False
        data["extra"] = 0
    won, reason = winners(state)
    if reason:
        state.phase, state.winners, state.end_reason = OVER, won, reason
        events.append(Event("game.over", {"winners": list(won), "reason": reason}))
    return events


def end_by_turn_limit(state: EcgState) -> list[Event]:
    """The table's turn limit is reached: the game ends in a draw."""
    state.phase, state.winners, state.end_reason = OVER, [], TURN_LIMIT
    return [Event("game.over", {"winners": [], "reason": TURN_LIMIT})]
