"""What one seat of a hosted game is sent: its observation, its legal actions when it is to move, and the
events it may see. Never a full state, a record, an undo stack, or another seat's anything."""
from __future__ import annotations

from typing import Any

from tabletop.engine.audit import Knowledge, action_seen, receives
from tabletop.engine.contract import Action, Event
from tabletop.engine.session import Session


def event_json(event: Event) -> dict[str, Any]:
    """An event as sent: its message key and parameters (only events the seat receives are sent)."""
    return {"key": event.key, "params": _plain(event.params), "audience": event.audience, "reveals": event.reveals}


def event_from_json(data: dict[str, Any]) -> Event:
    """The Event a client rebuilds from `event_json`."""
    return Event(str(data["key"]), dict(data.get("params") or {}), data.get("audience"), bool(data.get("reveals")))


def action_json(action: Action, ref: bool = True) -> dict[str, Any]:
    """An action as sent: its text, kind, arguments and (when `ref`) the thing on the table that chooses it."""
    return {"action": str(action), "kind": action.kind, "args": _plain(list(action.args)),
            "ref": action.ref if ref else None}


def action_from_json(data: dict[str, Any]) -> Action:
    """The Action a client rebuilds from `action_json`."""
    return Action(str(data["kind"]), tuple(data.get("args") or ()), data.get("ref"))


def told_json(action: Action, mover: int, before: Knowledge, after: Knowledge) -> dict[str, Any]:
    """Another seat's move as a seat may be told of it (its banner): the arguments hidden from it around the move
    masked (audit.action_seen), and the ref only when nothing was masked (a ref can name a hidden card)."""
    seen = action_seen(action, before, after)
    return {"mover": mover, "action": action_json(seen, ref=seen is action)}


def seat_view(session: Session, seat: int | None, log_from: int = 0,
              told: dict[str, Any] | None = None) -> dict[str, Any]:
    """The `view` message for `seat` (None: a spectator): the log from entry `log_from` on, as it may see it, and
    `told`: the latest move as this seat may be told of it (see `told_json`), when another seat made it."""
    game = session.game
    to_move = session.to_move()
    view: dict[str, Any] = {
        "type": "view",
        "observation": game.to_dict(session.observation(seat)),
        "to_move": to_move,
        "over": session.is_over(),
        "log_from": log_from,
        "log_size": len(session.log),
        "log": [[index, event_json(event)] for index, event in session.log[log_from:] if receives(event, seat)],
        "movers": list(session.movers),
        "actions": len(session.actions),  # how many moves were made: a client knows when its view is current
        "undo": seat is not None and session.undo_target(seat) is not None,
    }
    if seat is not None and to_move == seat:
        view["legal"] = [action_json(action) for action in session.legal_actions()]
    if told is not None:
        view["told"] = told
    result = session.result()
    if result is not None:
        view["result"] = {"scores": list(result.scores), "winners": list(result.winners), "reason": result.reason}
    return view


def _plain(value: Any) -> Any:
    """Event parameters as JSON data (tuples and sets become lists)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_plain(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    return value
