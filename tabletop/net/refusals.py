"""Why a host (or the link to it) refused something: a key and its parameters, worded where it is read.

A host sends each refusal as `{"type": "error", "key": ..., "params": ..., "message": ...}`: a window words the
key in its player's own language (tabletop/ui/net_words.py, "refusal.KEY"); `message` is the same in English, for
tools, logs and a client that does not know the key. Parameters are plain numbers or short texts a client sent.
"""
from __future__ import annotations

from typing import Any

#: every refusal: its key and its English words
ENGLISH = {
    "slow_down": "too many messages: slow down",
    "binary": "messages are JSON text, not binary",
    "too_large": "message too large (at most {limit} bytes)",
    "not_json": "not valid JSON",
    "not_object": "a message is a JSON object",
    "unknown_type": "unknown message type '{kind}'",
    "unknown_fields": "{kind}: unknown field(s) {fields}",
    "bad_field": "{kind}: field '{field}' must be {expected}",
    "hello_first": "say hello with your seat code first",
    "version": "this host speaks protocol version {version}; update tabletop to join",
    "seated": "you already have a seat",
    "wrong_code": "wrong seat code",
    "taken": "that seat is already taken (a code takes one seat at a time)",
    "spectator": "spectators watch; they do not play",
    "not_your_turn": "it is not your turn",
    "illegal": "not a legal action now: {action}",
    "no_undo": "nothing of yours can be taken back (or a card was revealed since)",
    "no_undo_request": "no undo request waits for your answer",
    "closed": "the host closed the table",
    "server_stopped": "the server stopped",
    # said by the link, not the host: the host could not be reached
    "not_address": "not an address (ws://HOST:PORT)",
    "unreachable": "no host answers at that address",
    "connection_failed": "the connection to the host failed",
    "no_seat_in_time": "the host did not seat us in time",
    # a host that sent no key (another version): its own words
    "other": "{reason}",
}


def english(key: str, params: dict[str, Any] | None = None) -> str:
    """A refusal in English (its key itself when unknown)."""
    template = ENGLISH.get(key)
    if template is None:
        return key
    try:
        return template.format(**(params or {}))
    except (KeyError, IndexError, ValueError):
        return template


def refusal(key: str, **params: Any) -> dict[str, Any]:
    """The `error` message of a refusal."""
    return {"type": "error", "key": key, "params": params, "message": english(key, params)}


class Refused(ValueError):
    """Something refused, with the key and parameters that word it in any language (str(): in English)."""

    def __init__(self, key: str, **params: Any):
        super().__init__(english(key, params))
        self.key, self.params = key, params
