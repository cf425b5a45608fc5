"""The messages of network play: JSON objects with a type, checked on arrival; seat codes.

Every message a client sends is refused unless it is a JSON object under MAX_MESSAGE_BYTES whose
`type` is known and whose fields have the expected types (ProtocolError says why, in one line).
Seat codes are random secrets compared in constant time.
"""
from __future__ import annotations

import hmac
import json
import secrets
from typing import Any

from tabletop.net.refusals import Refused

VERSION = 1
#: the largest message a client may send (an action is a few dozen bytes)
MAX_MESSAGE_BYTES = 16 * 1024
#: what a client may send: type -> {field: type}
CLIENT_MESSAGES: dict[str, dict[str, type]] = {
    "hello": {"version": int, "code": str},  # take a seat (or watch) with its code
    "act": {"action": str},  # choose one of the legal actions, by its text
    "undo": {},  # ask the others to let me take back my last move
    "undo_answer": {"accept": bool},  # answer another seat's undo request
    "ping": {},
}
#: letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/I/L)
_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"


class ProtocolError(Refused):
    """A message that breaks the protocol: refused, with its reason for its sender (a key and parameters)."""


def encode(message: dict[str, Any]) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def decode(text: str | bytes) -> dict[str, Any]:
    """A client's message, checked; ProtocolError when it is too large, not JSON, or not a known message."""
    if isinstance(text, bytes):
        raise ProtocolError("binary")
    if len(text.encode("utf-8")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", limit=MAX_MESSAGE_BYTES)
    try:
        message = json.loads(text)
    except json.JSONDecodeError:
        raise ProtocolError("not_json") from None
    if not isinstance(message, dict):
        raise ProtocolError("not_object")
    kind = message.get("type")
    fields = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown_type", kind=str(kind)[:40])
    extra = set(message) - set(fields) - {"type"}
    if extra:
        raise ProtocolError("unknown_fields", kind=kind, fields=", ".join(sorted(map(str, extra)))[:80])
    for name, kind_of in fields.items():
        value = message.get(name)
        if not isinstance(value, kind_of) or (kind_of is int and isinstance(value, bool)):
            raise ProtocolError("bad_field", kind=kind, field=name, expected=kind_of.__name__)
    return message


def join_address(text: str, default_port: int = 8765) -> str:
    """The websocket address of a host as typed ("192.168.1.20", "host:8765", "ws://host:8765"); ValueError."""
    plain = text.strip()
    for scheme in ("ws://", "wss://"):
        if plain.lower().startswith(scheme):
            plain = plain[len(scheme):]
            break
    else:
        scheme = "ws://"
    plain = plain.rstrip("/")
    host, sep, port = plain.rpartition(":") if plain.count(":") == 1 else (plain, "", "")
    if not sep:
        host, port = plain, str(default_port)
    if not host or any(ch in host for ch in " /@?#") or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"not a host address: {text.strip()[:60]!r} (expected e.g. 192.168.1.20:8765)")
    return f"{scheme}{host}:{int(port)}"


def new_code() -> str:
    """A fresh seat code, e.g. K7P-2QX: 6 random characters (about 30 bits), easy to read out."""
    chars = "".join(secrets.choice(_CODE_ALPHABET) for _ in range(6))
    return f"{chars[:3]}-{chars[3:]}"


def normal_code(code: str) -> str:
    """A code as typed (any case, spaces, with or without the dash) in its canonical form."""
    plain = "".join(ch for ch in code.upper() if ch.isalnum())
    return f"{plain[:3]}-{plain[3:]}" if len(plain) == 6 else plain


def same_code(given: str, expected: str) -> bool:
    """True when a typed code is the expected one (compared in constant time)."""
    return hmac.compare_digest(normal_code(given).encode(), expected.encode())
