"""What an action would do, worked out on a copy of the viewer's own observation.

`preview_action` plays the action on a clone of the observation (never the full state,
so it cannot reveal anything hidden), then follows the rest of the same player's chain
while it has a single sensible continuation (the largest amount, the only target), and
reports the refs to outline (the action's own ref and the targets it leads to), the
seats its events name as `target`, and how
each seat's headline number (`Game.seat_numbers`: life, score) would change. When the
rules cannot play the action on an observation (they would need hidden information),
the preview is just the action's own ref.
"""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Action, Game, State

#: ref-less actions a preview never follows (they undo the chain)
BACK_KINDS = ("cancel", "back", "undo_step", "pass", "skip", "done", "end")
#: how many further decisions a preview follows
DEPTH = 4


@dataclass(frozen=True)
class ActionPreview:
    """Refs to outline on the table and (seat, before, after) for each headline number that changes."""

    refs: frozenset[str] = frozenset()
    changes: tuple[tuple[int, int, int], ...] = ()
    #: seats the action aims at (events naming a `target` seat), outlined through the view's seat refs
    targets: frozenset[int] = frozenset()


def preview_action(game: Game, observation: State, action: Action) -> ActionPreview:
    """The preview of `action` for the seat to move in `observation` (see the module doc)."""
    refs = {action.ref} if action.ref else set()
    seat = observation.to_move()
    try:
        before = list(game.seat_numbers(observation))
        state = observation.clone()
        events = list(game.apply(state, action))
        for _ in range(DEPTH):
            if state.to_move() != seat:
                break
            legal = game.legal_actions(state)
            targets = {a.ref for a in legal if a.ref}
            refs |= targets
            onward = [a for a in legal if a.kind not in BACK_KINDS]
            if len(targets) > 1 or not onward or (targets and len(onward) > 1 and not all(a.ref for a in onward)):
                break
            events += game.apply(state, onward[0])
        after = list(game.seat_numbers(state))
    except Exception:  # noqa: BLE001 - the rules need what the viewer cannot see: outline the ref only
        return ActionPreview(frozenset(r for r in refs if r))
    changes = tuple((s, b, a) for s, (b, a) in enumerate(zip(before, after)) if a != b)
    targets = frozenset(e.params["target"] for e in events if isinstance(e.params.get("target"), int))
    return ActionPreview(frozenset(r for r in refs if r), changes, targets)
