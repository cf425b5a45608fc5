"""Set up an Invocación table by hand, straight into the combat, for the combat scenario tests."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.combat import start_combat
from tabletop.games.invocacion.rules.power import total_power
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import PREPARE, InvocacionState
from tabletop.games.invocacion.rules.zones import Slot


def empty_table(seats: int = 2, guardian: int = 0, seed: int = 1, options: dict | None = None) -> InvocacionState:
    """A game in Preparación with every card back in the Portal and `guardian` as Guardián (`options`: the game's)."""
    state = GAME.setup(options or {}, seats, seed)
    for area in state.board.areas:
        state.portal += area.hand
        area.hand = []
    state.guardian, state.phase, state.turn = guardian, PREPARE, guardian
    return state


#: cards the scenarios never name, used as Maná
MANA_CARDS = ("cloud_sage", "border_watcher", "still_lake", "wandering_pilgrim", "cairn_keeper",
              "obsidian_sentinel", "scorched_banner", "kiln_drake", "mountain_throne", "river_spirit",
              "coral_sentinel", "abyssal_leviathan", "thunder_roc")


def _take(state: InvocacionState, card: str) -> str:
    state.portal.remove(card)
    return card


def place(state: InvocacionState, seat: int, invocation: str | None, conjuros=(), apoyos=(), mana: int = 0,
          hand=()) -> None:
    """Put the named cards (from the Portal) face down in the seat's zones, and `mana` Portal cards as Maná."""
    area = state.area(seat)
    area.invocation = _take(state, invocation) if invocation else None
    area.conjuros = [Slot(_take(state, c)) for c in conjuros]
    area.apoyos = [Slot(_take(state, c)) for c in apoyos]
    area.hand = [_take(state, c) for c in hand]
    area.mana = [_take(state, c) for c in [c for c in MANA_CARDS if c in state.portal][:mana]]


def fight(state: InvocacionState):
    """Start the combat (Preparación over); the events of steps 1-5."""
    return start_combat(state)


def play(state: InvocacionState, *actions: str):
    """Apply canonical action strings ("reveal deep_rune", "boost 2", "target 1")."""
    return apply_all(GAME, state, actions)


def power(state: InvocacionState, seat: int) -> int:
    """The seat's total power now."""
    return total_power(state.board, seat, deck()).total


def keys(events) -> list[str]:
    """The event keys, in order."""
    return [e.key for e in events]
