"""Reaction and answer windows: which decisions are windows, their "pass", and the order the table offers choices in.

A window is a decision whose kind (`Game.decision_kind`) a game lists in the `WINDOWS` of its
`tabletop/games/<id>/rules/why_not.py` (ECG's reactions, Invoke's answers, Invocación's reactions).
When a window's only legal choice is its pass, the table passes for a human at once (unless
the "always stop" setting is on). Every game's "pass / do not respond" is the action kind
"pass", on key 0 at the table; a game's `bar_order(actions)` may put its safest choice first.
"""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Action
from tabletop.engine.why import game_module

PASS_KIND = "pass"


def window_kinds(game: Any) -> frozenset[str]:
    """The decision kinds that are reaction or answer windows in `game`."""
    module = game_module(game)
    return frozenset(getattr(module, "WINDOWS", ())) if module is not None else frozenset()


def is_window(game: Any, state: Any) -> bool:
    """True when the current decision is a reaction or answer window."""
    kinds = window_kinds(game)
    return bool(kinds) and game.decision_kind(state) in kinds


def lone_pass(game: Any, state: Any) -> Action | None:
    """The pass of a window where nothing else answers (the only legal choice, but for the kinds the game
    lists in `NOT_RESPONSES`: standing rights such as Invocación's withdrawal, open again at the seat's turn)."""
    if state.to_move() is None or not is_window(game, state):
        return None
    module = game_module(game)
    standing = set(getattr(module, "NOT_RESPONSES", ())) if module is not None else set()
    answers = [a for a in game.legal_actions(state) if a.kind not in standing]
    return answers[0] if len(answers) == 1 and answers[0].kind == PASS_KIND else None


def pass_action(actions: Sequence[Action]) -> Action | None:
    """The "pass / do not respond" among `actions`, or None."""
    return next((a for a in actions if a.kind == PASS_KIND), None)


def bar_order(game: Any, state: Any, actions: Sequence[Action]) -> list[Action]:
    """`actions` in the order the table offers them (the game's `bar_order`, else as the rules list them)."""
    module = game_module(game)
    order = getattr(module, "bar_order", None) if module is not None else None
    return list(order(state, actions)) if order is not None else list(actions)
