"""Whom a combat effect reaches, and whether it has anything to act on there.

The seed: "Si la carta no tiene efecto o no puede aplicarse por razones varias, la carta vuelve Boca Abajo (no se
puede revelar un Conjuro que no tenga Acción que realizar)". An effect has something to do when one of its steps
does: a power change always does (it is constant, or fixed at its instant); destroying, blocking, discarding or
looking needs a card there to act on; taking Maná needs a discard, drawing a Portal. A player an effect chooses is
one on whom it has something to do (docs/rules/invocacion.md, interpretation 28).
"""
from __future__ import annotations

from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.effects import (Block, Destroy, Discard, Draw, ExchangePower, GainMana, Modify, Reveal,
                                               SwapPrinted)
from tabletop.games.invocacion.rules.state import InvocacionState
from tabletop.games.invocacion.rules.variants import portal_of


def targets_needed(card: str) -> int:
    """How many seats the card's effect makes its owner choose (2 to exchange power)."""
    steps = deck()[card].effect.steps
    if any(isinstance(step, ExchangePower) for step in steps):
        return 2
    return 1 if any(_chooses(step) for step in steps) else 0


def _chooses(step) -> bool:
    return isinstance(step, SwapPrinted) or "chosen" in (getattr(step, "of", None), getattr(step, "to", None))


def target_candidates(state: InvocacionState, seat: int, card: str) -> list[int]:
    """The seats the effect may choose: those with an invocation (yourself only for power changes) on whom it has
    something to do."""
    steps = [s for s in deck()[card].effect.steps if _chooses(s) or isinstance(s, ExchangePower)]
    own_too = all(isinstance(s, (Modify, ExchangePower)) for s in steps)
    seats = [s for s in state.priority() if state.area(s).invocation is not None and (own_too or s != seat)]
    if targets_needed(card) != 1:
        return seats
    return [s for s in seats if effect_applies(state, seat, card, [s])]


def reached(state: InvocacionState, seat: int, of: str, chosen: list[int]) -> list[int]:
    """The seats an action step reaches, in priority order."""
    if of == "self":
        return [seat]
    if of == "chosen":
        return list(chosen[:1])
    return [s for s in state.priority() if of == "all" or s != seat]


def give_places(state: InvocacionState, seat: int, zone: str, reason: str) -> list[tuple[str, str, int]]:
    """(card, zone, index) of each card the seat may give up from `zone` (a barrier keeps a Conjuro from being
    destroyed)."""
    area = state.area(seat)
    if zone in ("hand", "mana"):
        return [(card, zone, i) for i, card in enumerate(getattr(area, zone))]
    return [(s.card, zone, i) for i, s in enumerate(getattr(area, zone))
            if not (reason == "destroy" and s.barrier is not None)]


def give_candidates(state: InvocacionState, seat: int, zone: str, reason: str) -> list[str]:
    """The cards the seat may give up from `zone` (a barrier keeps a Conjuro from being destroyed)."""
    return [card for card, _zone, _index in give_places(state, seat, zone, reason)]


def blockable(state: InvocacionState, seat: int) -> list:
    """The seat's Conjuros a block may take: not blocked yet and not under a Maná barrier."""
    area = state.area(seat)
    return [slot for slot in area.conjuros if not slot.blocked and slot.barrier is None]


def effect_applies(state: InvocacionState, seat: int, card: str, chosen: list[int]) -> bool:
    """True when some step of the card's effect, played by `seat` on the `chosen` seats, has something to do."""
    return any(_step_applies(state, seat, step, chosen) for step in deck()[card].effect.steps)


def _step_applies(state: InvocacionState, seat: int, step, chosen: list[int]) -> bool:
    if isinstance(step, (Modify, ExchangePower, SwapPrinted)):
        return True
    if isinstance(step, GainMana):
        return bool(state.discard)
    if isinstance(step, Draw):
        return bool(portal_of(state, seat))
    victims = reached(state, seat, step.of, chosen)
    if isinstance(step, Destroy):
        return any(give_candidates(state, v, step.zone, "destroy") for v in victims)
    if isinstance(step, Discard):
        return any(state.area(v).hand for v in victims)
    if isinstance(step, Block):
        return any(blockable(state, v) for v in victims)
    assert isinstance(step, Reveal)
    return any(_face_down_in(state.area(v), step.zone) for v in victims)


def _face_down_in(area, zone: str) -> bool:
    """True when a look at the zone would show something: a card in hand, a face-down Conjuro or Apoyo."""
    return bool(area.hand) if zone == "hand" else any(not s.face_up for s in getattr(area, zone))
