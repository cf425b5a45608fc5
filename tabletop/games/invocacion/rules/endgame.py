"""The end of a combat, of a round and of the game, as the seed orders them.

Winner: the highest total power among the seats still in the combat (power.py, computed,
never stored); a tie goes to the higher Apoyo of the tied invocations; a total tie has no
winner and every invocation is discarded. The winner takes as a trophy the invocation on
the table with the highest printed Poder (its own first when several share it, then in
priority order). End of round: the Maná used goes back into the Portal, which is
shuffled; face-up cards go to the discard (in priority order); face-down ones stay; the
Guardián passes left (rounds.next_round). In Construido the Maná goes back into the deck of
the seat that used it. End of game: victory points, then the Apoyo of
the trophies; a tie that persists is settled by a last round of 10 cards each between
the tied seats, whose combat winner wins the game (that last round is dealt in rounds.tiebreak_round).
"""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.power import leaders, total_power
from tabletop.games.invocacion.rules.rounds import next_round
from tabletop.games.invocacion.rules.scoring import TIEBREAK_ROUND
from tabletop.games.invocacion.rules.state import OVER, InvocacionState
from tabletop.games.invocacion.rules.variants import portal_of



def end_combat(state: InvocacionState) -> list[Event]:
    """The combat is over: the winner takes a trophy, the round is cleared, and the next round (or the end) comes."""
    winner, events = combat_winner(state)
    if winner is not None:
        events.append(take_trophy(state, winner))
    events += clear_round(state)
    if state.tiebreak is not None:
        state.tiebreak["winner"] = winner
        state.phase, state.turn, state.end_reason = OVER, None, TIEBREAK_ROUND
        return events + [Event("game.over_tiebreak", {})]
    return events + next_round(state)


def combat_winner(state: InvocacionState) -> tuple[int | None, list[Event]]:
    """The seat that wins the combat (None on a total tie) and the events that announce it."""
    contenders = leaders(state.board, deck())
    events: list[Event] = [Event("combat.over", {})]
    if len(contenders) > 1:
        best = max(_support(state, s) for s in contenders)
        contenders = [s for s in contenders if _support(state, s) == best]
        if len(contenders) == 1:
            events.append(Event("combat.support_tiebreak", {"seat": contenders[0]}))
    if len(contenders) != 1:
        return None, events + [Event("combat.draw", {})]
    seat = contenders[0]
    return seat, events + [Event("combat.won", {"seat": seat, "power": total_power(state.board, seat, deck()).total})]


def _support(state: InvocacionState, seat: int) -> int:
    return deck()[state.area(seat).invocation].support


def take_trophy(state: InvocacionState, winner: int) -> Event:
    """The winner takes the invocation with the highest printed Poder on the table."""
    order = [winner] + [s for s in state.priority() if s != winner]
    owner = max((s for s in order if state.area(s).invocation is not None),
                key=lambda s: (deck()[state.area(s).invocation].power, -order.index(s)))
    area = state.area(owner)
    card, area.invocation, area.invocation_face_up = area.invocation, None, False
    state.area(winner).trophies.append(card)
    return Event("combat.trophy", {"seat": winner, "card": card, "target": owner})


def clear_round(state: InvocacionState) -> list[Event]:
    """Used Maná back into the Portal (shuffled), face-up cards to the discard, face-down ones stay."""
    returned: dict[int, tuple[list[str], list[str]]] = {}  # pile id -> (pile, Maná going back into it)
    discarded = 0
    for seat in state.priority():
        area = state.area(seat)
        pile = portal_of(state, seat)  # Construido: the deck of the seat that used it
        returned.setdefault(id(pile), (pile, []))[1].extend(
            area.boost + area.support_mana + area.barrier_mana() + area.spent)
        area.boost, area.support_mana, area.spent = [], [], []
        for slot in area.conjuros:
            slot.barrier = None
        gone = [area.invocation] if area.invocation is not None and area.invocation_face_up else []
        if gone:
            area.invocation, area.invocation_face_up = None, False
        for zone in ("conjuros", "apoyos"):
            slots = getattr(area, zone)
            gone += [slot.card for slot in slots if slot.face_up]
            setattr(area, zone, [slot for slot in slots if not slot.face_up])
            for slot in getattr(area, zone):
                slot.blocked = False
        state.discard += gone
        discarded += len(gone)
        area.out = area.withdrawn = False
        area.blocked, area.printed_from = set(), None
    state.board.activations.clear()
    state.board.fixed.clear()
    state.combat = None
    for pile, used in returned.values():
        if used:
            pile += used
            state.rng.shuffle(pile)
    count = sum(len(used) for _pile, used in returned.values())
    return [Event("round.cleared", {"count": count, "discarded": discarded})]
