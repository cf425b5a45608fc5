"""What one seat of a hosted game is sent: its observation, its legal actions when it is to move, and the
events it may see. Never a full state, a record, an undo stack, or another seat's anything."""
from __future__ import annotations

from typing import Any

from tabletop.engine.audit import receives
from tabletop.engine.contract import Event
from tabletop.engine.session import Session


def event_json(event: Event) -> dict[str, Any]:
    """An event as sent: its message key and parameters (only events the seat receives are sent)."""
    return {"key": event.key, "params": _plain(event.params), "audience": event.audience, "reveals": event.reveals}


def event_from_json(data: dict[str, Any]) -> Event:
    """The Event a client rebuilds from `event_json`."""
    return Event(str(data["key"]), dict(data.get("params") or {}), data.get("audience"), bool(data.get("reveals")))


def seat_view(session: Session, seat: int | None, log_from: int = 0) -> dict[str, Any]:
    """The `view` message for `seat` (None: a spectator): the log from entry `log_from` on, as it may see it."""
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
        view["legal"] = [{"action": str(action), "ref": action.ref} for action in session.legal_actions()]
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
