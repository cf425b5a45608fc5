"""The start of a game and of each round (Inicio, the deal, the tie-break's last round) and the start of Preparación.

Then the seats prepare in secret passes (preparation.py), combat follows (combat.py), and the end of the
combat and of the round (endgame.py) comes back here for the next round or the end of the game. The card
moves both Preparación and combat effects make (draw, take Maná, look) are here too.
"""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.legends import new_round_of_legends
from tabletop.games.invocacion.rules.readings import reading
from tabletop.games.invocacion.rules.scoring import PORTAL_EXHAUSTED, tied_seats, victory_points
from tabletop.games.invocacion.rules.state import DEAL, OVER, PREPARE, InvocacionState
from tabletop.games.invocacion.rules.variants import (
    Variants, cycle_complete, most_each, new_guardian, playing, portal_of, portal_ran_out, round_ended, start_variants,
    variant_cards)

FIRST_DEAL = 4
MAX_GUARDIAN_DRAWS = 20
DEAL_CHOICES = range(2, 7)
TIEBREAK_CARDS = 10


# --- setup and Inicio --------------------------------------------------------------------------

def new_game(num_seats: int, seed: int, cards: list[str],
             variants: Variants | None = None) -> tuple[InvocacionState, list[Event]]:
    """Choose the first Guardián, shuffle the Portal and deal the first round's 4 cards each.

    `cards` is the Portal; the variants bring their own piles (Construido's decks, the Legends).
    """
    state = InvocacionState(num_seats, Rng(seed), cards + variant_cards(variants))
    state.portal = list(cards)
    state.variants = variants
    state.guardian = choose_first_guardian(state)
    state.rng.shuffle(state.portal)
    start_variants(state)
    events = guardian_draw_events(state) + [Event("round.start", {"round": 1, "seat": state.guardian})]
    if most_each(state) < FIRST_DEAL:
        return state, events + end_game(state)
    return state, events + deal(state, FIRST_DEAL)


def choose_first_guardian(state: InvocacionState) -> int:
    """Each seat draws a card; the highest Poder is the Guardián, tied seats draw again.

    The drawn cards go back into the Portal, which the Guardián then shuffles; every draw
    is kept, public, in `guardian_draws`. A set whose cards all share one Poder would tie
    forever: after MAX_GUARDIAN_DRAWS draws the first tied seat is the Guardián.
    """
    contenders = list(range(state.num_seats))
    while len(contenders) > 1 and len(state.guardian_draws) < MAX_GUARDIAN_DRAWS:
        draw = _guardian_draw(state, contenders)
        state.guardian_draws.append(draw)
        best = max(deck()[card].power for _seat, card in draw)
        contenders = [seat for seat, card in draw if deck()[card].power == best]
    return contenders[0]


def guardian_draw_events(state: InvocacionState) -> list[Event]:
    """One public line per card drawn for the first Guardián (a tie shows as a second draw)."""
    return [Event("guardian.drew", {"seat": seat, "card": card, "power": deck()[card].power, "draw": number})
            for number, draw in enumerate(state.guardian_draws, 1) for seat, card in draw]


def _guardian_draw(state: InvocacionState, contenders: list[int]) -> list[list]:
    """[[seat, card], ...]: each contender's card, from a shuffled copy of its Portal."""
    if portal_of(state, contenders[0]) is state.portal:
        pile = list(state.portal)
        state.rng.shuffle(pile)
        return [[seat, pile[k % len(pile)]] for k, seat in enumerate(contenders)]
    draw = []
    for seat in contenders:  # Construido: from the seat's own deck
        pile = list(portal_of(state, seat))
        state.rng.shuffle(pile)
        draw.append([seat, pile[0]])
    return draw


def deal(state: InvocacionState, count: int) -> list[Event]:
    """The Guardián gives `count` cards to every seat, one at a time in priority order; Preparación starts."""
    dealt = playing(state)
    received: dict[int, list[str]] = {seat: [] for seat in range(state.num_seats) if seat in dealt}
    for _ in range(count):
        for seat in dealt:
            received[seat].append(portal_of(state, seat).pop())
    events = [Event("deal.dealt", {"seat": state.guardian, "count": count})]
    for seat, cards in received.items():
        state.area(seat).hand.extend(cards)
        events.append(Event("deal.received", {"seat": seat, "cards": cards}, audience=seat, reveals=True))
    start_preparation(state)
    return events


def deal_choices(state: InvocacionState) -> list[int]:
    """The numbers of cards the Guardián may give each seat: 2 to 6, and the Portal has enough."""
    return [k for k in DEAL_CHOICES if k <= most_each(state)]


def next_round(state: InvocacionState) -> list[Event]:
    """The Guardián passes left and Inicio begins; the game ends if 2 cards each are impossible.

    Called at the end of a round (endgame.end_combat). The variants may first give the Guardián a trophy, refill the Portal or end the game.
    """
    events = round_ended(state)
    state.guardian = (state.guardian + 1) % state.num_seats
    state.round += 1
    for area in state.board.areas:
        area.finished = False
    if not deal_choices(state):
        refilled = portal_ran_out(state)
        if refilled is None or not deal_choices(state):
            return events + (refilled or []) + end_game(state)
        events += refilled
    elif cycle_complete(state):
        return events + end_game(state)
    new_guardian(state)
    state.phase = DEAL
    return events + [Event("round.start", {"round": state.round, "seat": state.guardian})]


def end_game(state: InvocacionState) -> list[Event]:
    """Not everybody can be dealt 2 cards: the game ends (unless a tie calls for the last round)."""
    tiebreak = tiebreak_round(state)
    if tiebreak:
        return tiebreak
    state.phase, state.end_reason = OVER, PORTAL_EXHAUSTED
    state.turn = None
    return [Event("game.over", {})]


def tiebreak_round(state: InvocacionState) -> list[Event]:
    """A tie the trophies' Apoyo does not break: "se mezcla todo en el Portal" (trophies and Maná too), 10 cards each.

    The points of the tie are kept in `state.tiebreak["points"]` for the result. With the reading
    `tiebreak_keeps_points` the trophies and the Maná reserves stay on the table instead. Returns no
    events (and changes nothing) when there is no such tie, when the tie-break round was already played,
    or when the Portal could not give the tied seats a card each.
    """
    tied = tied_seats(state)
    if state.tiebreak is not None or len(tied) < 2:
        return []
    areas = state.board.areas
    keeps = reading(state, "tiebreak_keeps_points")
    pile = list(state.portal) + list(state.discard)
    for area in areas:
        pile += area.hand + [s.card for s in area.conjuros + area.apoyos] + \
            ([area.invocation] if area.invocation is not None else []) + ([] if keeps else area.trophies + area.mana)
    count = min(TIEBREAK_CARDS, len(pile) // len(tied))
    if count == 0:
        return []
    points = [victory_points(state, seat) for seat in range(state.num_seats)]
    for area in areas:
        area.hand, area.conjuros, area.apoyos, area.invocation = [], [], [], None
        if not keeps:
            area.trophies, area.mana = [], []
    state.portal, state.discard = pile, []
    state.rng.shuffle(state.portal)
    state.tiebreak = {"seats": tied, "winner": None, **({} if keeps else {"points": points})}
    events = [Event("game.tiebreak", {"count": count})]
    for _ in range(count):
        for seat in state.priority():
            if seat in tied:
                state.area(seat).hand.append(state.portal.pop())
    for seat in tied:
        events.append(Event("deal.received", {"seat": seat, "cards": list(state.area(seat).hand)},
                            audience=seat, reveals=True))
    start_preparation(state)
    for area in state.board.areas:
        area.finished = area.finished or area.seat not in tied
    state.turn = next(s for s in state.priority() if not state.area(s).finished)
    return events


# --- the start of Preparación ----------------------------------------------------------------------

def start_preparation(state: InvocacionState) -> None:
    """Every seat prepares; the Guardián's pass comes first."""
    state.phase, state.turn = PREPARE, playing(state)[0]
    state.pass_changed, state.pass_number, state.first_finisher = False, 1, None
    state.choice = state.effect = None
    for area in state.board.areas:
        area.finished = area.seat not in playing(state)  # Armagedón's referee does not prepare
    new_round_of_legends(state)


def draw(state: InvocacionState, seat: int, count: int) -> list[Event]:
    """`seat` draws up to `count` cards from the top of the Portal (seen only by it)."""
    portal = portal_of(state, seat)
    cards = [portal.pop() for _ in range(min(count, len(portal)))]
    state.area(seat).hand.extend(cards)
    counted = "prep.drew_one" if len(cards) == 1 else "prep.drew_count"
    return [Event(counted, {"seat": seat, "count": len(cards)}),
            Event("prep.drew", {"seat": seat, "cards": cards}, audience=seat, reveals=True)]


def gain_mana(state: InvocacionState, seat: int, count: int) -> list[Event]:
    """`seat` takes up to `count` cards from the top of the discard into its Maná reserve."""
    taken = [state.discard.pop() for _ in range(min(count, len(state.discard)))]
    state.area(seat).mana.extend(taken)
    # fewer than due: the log says why (Maná comes only from the discard), never a bare "takes 0 Mana"
    key = "prep.mana" if len(taken) == count else "prep.mana_some" if taken else "prep.mana_none"
    return [Event(key, {"seat": seat, "count": len(taken), "wanted": count})]


def look(state: InvocacionState, seat: int, target: int, zone: str) -> list[Event]:
    """`seat` looks at the target's hand, face-down Conjuros or face-down Apoyos (a private reveal)."""
    area = state.area(target)
    cards = list(area.hand) if zone == "hand" else [s.card for s in getattr(area, zone) if not s.face_up]
    return [Event("prep.looked", {"seat": seat, "target": target}),
            Event("prep.looked_" + zone, {"seat": seat, "target": target, "cards": cards},
                  audience=seat, reveals=True)]
