"""Seats: who sits at the table (human or bot with a level) and the `--seats` syntax."""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.errors import SeatSpecError

DEFAULT_BOT_LEVEL = "normal"


@dataclass(frozen=True)
class Seat:
    """One seat: a human with a name, or a bot with a level."""

    kind: str  # "human" | "bot"
    name: str
    level: str = ""

    @property
    def is_bot(self) -> bool:
        """True for a bot seat."""
        return self.kind == "bot"

    def spec(self) -> str:
        """The `--seats` form of this seat."""
        return f"bot:{self.level}" if self.is_bot else f"human:{self.name}"

    def to_dict(self) -> dict:
        """JSON form."""
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, data: dict) -> "Seat":
        """Inverse of to_dict."""
        kind = data.get("kind")
        if kind not in ("human", "bot"):
            raise SeatSpecError(f"seat kind must be human or bot, not {kind!r}")
        return cls(kind, str(data.get("name", "")), str(data.get("level", "")))


def parse_seats(text: str, levels: tuple[str, ...], min_players: int, max_players: int) -> list[Seat]:
    """Parse `human[:Name],bot[:level],...`; raise SeatSpecError with one clear line."""
    parts = [p.strip() for p in text.split(",")]
    if not text.strip() or any(not p for p in parts):
        raise SeatSpecError(f"bad --seats {text!r}: expected a comma list like human:Ana,bot:normal")
    seats: list[Seat] = []
    for index, part in enumerate(parts):
        kind, _, arg = part.partition(":")
        kind = kind.strip().lower()
        if kind == "human":
            seats.append(Seat("human", arg.strip() or f"Player {index + 1}"))
        elif kind == "bot":
            level = arg.strip().lower() or DEFAULT_BOT_LEVEL
            if level not in levels:
                raise SeatSpecError(f"bad bot level {level!r} (levels: {', '.join(levels)})")
            seats.append(Seat("bot", bot_name(level, index), level))
        else:
            raise SeatSpecError(f"bad seat {part!r}: use human[:Name] or bot[:level]")
    if not min_players <= len(seats) <= max_players:
        raise SeatSpecError(f"this game takes {min_players}-{max_players} seats, not {len(seats)}")
    return seats


def bot_name(level: str, index: int) -> str:
    """A readable default name for a bot seat."""
    return f"Bot {index + 1} ({level})"
