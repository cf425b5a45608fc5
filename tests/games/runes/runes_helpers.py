"""Build written Rune Duel positions and play them with canonical action strings."""
from __future__ import annotations

from typing import Iterable, Sequence

from tabletop.engine.contract import Event
from tabletop.games.runes.rules.cards import deck
from tabletop.games.runes.rules.model import RunesState
from tabletop.games.runes.rules.game import GAME, _start_turn


def effect(kind: str, turns: int = 1, fresh: bool = False, card: int = 0, caster: int = 0, power: int = 0) -> dict:
    """An active effect record."""
    return {"kind": kind, "turns": turns, "fresh": fresh, "card": card, "caster": caster, "power": power}


def position(hands: Sequence[Sequence[str]], sequences: Sequence[Sequence] | None = None,
             life: Sequence[int] | None = None, options: dict | None = None, deck_top: Sequence[str] = (),
             discard: Sequence[str] = (), effects: Sequence[Sequence[dict]] | None = None,
             excuse_at: int | None = None, turn: int = 1, seed: int = 0) -> RunesState:
    """A position at the start of a turn: given hands, sequences (card ids, or (id, face_down)),
    life, effects; the deck holds `deck_top` first, then every other card (the Excuse in the
    middle, or at `excuse_at`)."""
    n = len(hands)
    st = GAME.setup(options or {}, n, seed)
    st.hands = [list(h) for h in hands]
    seqs = sequences or [[] for _ in range(n)]
    st.sequences = [[{"card": c, "face_down": False} if isinstance(c, str) else {"card": c[0], "face_down": c[1]}
                     for c in seq] for seq in seqs]
    st.discard = list(discard)
    placed = {c for h in st.hands for c in h} | {c["card"] for s in st.sequences for c in s} | set(discard) \
        | set(deck_top)
    rest = [c for c in deck().deck_ids if c not in placed]
    cards = list(deck_top) + rest
    at = (len(cards) + 1) // 2 if excuse_at is None else excuse_at
    st.deck = cards[:at] + [deck().excuse] + cards[at:]
    if life is not None:
        st.life = list(life)
        st.max_life = [max(st.max_life[s], st.life[s]) for s in range(n)]
    if effects is not None:
        st.effects = [[dict(e) for e in effs] for effs in effects]
    st.turn = turn
    _start_turn(st, [])
    GAME.check_invariants(st)
    return st


def run(state: RunesState, *actions: str) -> list[Event]:
    """Apply canonical action strings in order (each must be legal); return the events."""
    events: list[Event] = []
    for text in actions:
        events += GAME.apply(state, GAME.parse_action(state, text))
        GAME.check_invariants(state)
    return events


def legal(state: RunesState) -> list[str]:
    """The legal actions as strings."""
    return [str(a) for a in GAME.legal_actions(state)]


def spells(events: Iterable[Event]) -> list[dict]:
    """The params of every spell event."""
    return [dict(e.params) for e in events if e.key == "spell"]
