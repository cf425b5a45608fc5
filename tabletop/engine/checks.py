"""Conformance checks of one position, shared by the test suite and `scripts/soak`.

Each check returns a list of `Problem`s instead of raising, so that a long soak can count
failures by kind and go on, while a test simply asserts that the list is empty.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from tabletop.engine.contract import Game, State
from tabletop.engine.rng import Rng

if TYPE_CHECKING:
    from tabletop.engine.session import Session


@dataclass(frozen=True)
class Problem:
    """One failed check: its kind (a short word for the tables) and what was seen."""

    kind: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.detail}"


def snapshot(game: Game, state: State) -> str:
    """Canonical JSON of a state's to_dict (equal snapshots mean equal states)."""
    return json.dumps(game.to_dict(state), sort_keys=True)


def legal_strings(game: Game, state: State) -> list[str]:
    """The canonical strings of the legal actions, in the game's order."""
    return [str(a) for a in game.legal_actions(state)]


def check_unique_actions(game: Game, state: State) -> list[Problem]:
    """No two legal actions share a canonical string: each names the very card or place it acts on."""
    seen: dict[str, int] = {}
    for text in legal_strings(game, state):
        seen[text] = seen.get(text, 0) + 1
    return [Problem("duplicate-action", f"seat {state.to_move()}: {text!r} is offered {count} times")
            for text, count in seen.items() if count > 1]


def check_position(game: Game, state: State) -> list[Problem]:
    """Invariants, a legal action for the mover, the mover's view of its choices, clone, JSON round trip."""
    problems: list[Problem] = []
    try:
        game.check_invariants(state)
    except AssertionError as exc:
        problems.append(Problem("invariant", str(exc) or "check_invariants failed"))
    mover = state.to_move()
    here = snapshot(game, state)
    if mover is not None:
        legal = legal_strings(game, state)
        if not legal:
            problems.append(Problem("no-legal-action", f"seat {mover} must move but has no legal action"))
        seen = legal_strings(game, game.observe(state, mover))
        if seen != legal:
            problems.append(Problem("observer-legal", f"seat {mover} sees {len(seen)} legal actions, "
                                                     f"the state has {len(legal)}"))
    if snapshot(game, state.clone()) != here:
        problems.append(Problem("clone", "a clone differs from its original"))
    restored = game.from_dict(json.loads(json.dumps(game.to_dict(state))))
    if snapshot(game, restored) != here or restored.to_move() != mover:
        problems.append(Problem("round-trip", "to_dict/from_dict through JSON changed the state"))
    return problems


def check_hidden(game: Game, state: State, seats: Iterable[int | None], sample_seed: int,
                 samples: int = 2) -> list[Problem]:
    """Re-sampling what a seat cannot see (determinize) never changes what it sees or may do."""
    problems: list[Problem] = []
    mover = state.to_move()
    for seat in seats:
        seen = game.observe(state, seat)
        key = game.observation_key(state, seat)
        for k in range(samples):
            other = game.determinize(seen, seat, Rng(sample_seed * 31 + k))
            try:
                game.check_invariants(other)
            except AssertionError as exc:
                problems.append(Problem("determinize", f"seat {seat}: a sample breaks invariants: {exc}"))
                continue
            if game.observation_key(other, seat) != key:
                problems.append(Problem("hidden", f"seat {seat}: its observation depends on what it cannot see"))
            if seat is not None and seat == mover and legal_strings(game, other) != legal_strings(game, state):
                problems.append(Problem("hidden", f"seat {seat}: its legal actions depend on what it cannot see"))
    return problems


def check_ending(session: "Session") -> list[Problem]:
    """At the end: the game ended in time, the result is sound and the record replays exactly."""
    game = session.game
    problems = []
    if not session.is_over():
        problems.append(Problem("length", f"not over after {game.info.max_actions} actions"))
    else:
        result = session.result()
        seats = len(session.seats)
        if len(result.scores) != seats or not all(0 <= w < seats for w in result.winners):
            problems.append(Problem("result", f"winners {result.winners} / scores {result.scores}"))
    replayed = type(session).from_record(session.record)
    if snapshot(game, replayed.full_state_unsafe_for_bots()) != snapshot(game, session.full_state_unsafe_for_bots()):
        problems.append(Problem("replay", "the record does not replay to the same state"))
    return problems
