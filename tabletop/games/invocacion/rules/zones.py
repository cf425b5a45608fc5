"""The table of Invocación as plain data: one area per seat, as in the seed's diagram.

Maná, Invocación, Victorias/Trofeos, Conjuros (up to 5) and Apoyos (up to 3), plus the
hand and what a round leaves on an area (the Power counter, a withdrawal, blocked cards,
Maná placed on cards). Cards are ids; whether a card is face up is stored with it. The
`Board` also remembers, in order, which effects have resolved (with the targets their
player chose) and the fixed amounts of "en este instante" effects, because power is
derived from all of this every time it is asked (see power.py), never stored as a total.
The round engine adopts these classes; they hold no rules of their own.
"""
from __future__ import annotations

from dataclasses import dataclass, field

MAX_CONJUROS = 5
MAX_APOYOS = 3


@dataclass
class Slot:
    """A card placed in Conjuros or Apoyos, face down until revealed."""

    card: str
    face_up: bool = False
    blocked: bool = False  # a "block" stopped it: it cannot be revealed, its effect stops
    invoked: bool = False  # an Apoyo invoked with 2 Maná: face up, its Apoyo added to the power, still in the zone
    barrier: str | None = None  # the Maná placed on this revealed Conjuro as a barrier (this copy only)


@dataclass
class SeatArea:
    """Everything one seat has on the table and in hand."""

    seat: int
    hand: list[str] = field(default_factory=list)
    invocation: str | None = None
    invocation_face_up: bool = False
    conjuros: list[Slot] = field(default_factory=list)
    apoyos: list[Slot] = field(default_factory=list)
    mana: list[str] = field(default_factory=list)  # the reserve: face-down cards, 1 Maná each
    trophies: list[str] = field(default_factory=list)
    boost: list[str] = field(default_factory=list)  # Maná placed on the invocation ("Potenciar", once)
    support_mana: list[str] = field(default_factory=list)  # the 2 Maná paid to invoke a support
    spent: list[str] = field(default_factory=list)  # the Maná paid to buy priority (once per combat)
    blocked: set[str] = field(default_factory=set)  # cards whose effect a "block" stopped
    printed_from: str | None = None  # after a printed-power swap: whose card's printed Poder this one uses
    finished: bool = False  # placed the Power counter: Preparación over, cannot be targeted
    out: bool = False  # could not pay the sacrifice: out of the round, the invocation stays
    withdrawn: bool = False  # declared defeat in this combat

    def conjuro_ids(self) -> list[str]:
        """The cards in Conjuros (face up or down)."""
        return [s.card for s in self.conjuros]

    def apoyo_ids(self) -> list[str]:
        """The cards in Apoyos (face up or down)."""
        return [s.card for s in self.apoyos]

    def barrier_mana(self) -> list[str]:
        """The Maná placed as barriers on this seat's revealed Conjuros (one per protected copy)."""
        return [slot.barrier for slot in self.conjuros if slot.barrier is not None]

    @property
    def barriers(self) -> dict[str, str]:
        """Revealed Conjuro -> the Maná protecting it (each copy keeps its own barrier: see Slot.barrier)."""
        return {slot.card: slot.barrier for slot in self.conjuros if slot.barrier is not None}

    @property
    def invoked_support(self) -> str | None:
        """The Apoyo invoked with 2 Maná (it stays, face up, in the Apoyos zone), or None."""
        return next((s.card for s in self.apoyos if s.invoked), None)

    @invoked_support.setter
    def invoked_support(self, card: str | None) -> None:
        """Mark `card` (an Apoyo of this seat, turned face up) as the invoked one; None clears the mark."""
        for slot in self.apoyos:
            slot.invoked = False
        if card is not None:  # a copy turned face up for it first (Construido, Armagedón)
            slot = min((s for s in self.apoyos if s.card == card), key=lambda s: not s.face_up)
            slot.face_up = slot.invoked = True

    def in_play_face_up(self, card: str) -> bool:
        """True when `card` is this seat's revealed invocation or one of its revealed Conjuros."""
        if card == self.invocation:
            return self.invocation_face_up
        return any(s.card == card and s.face_up for s in self.conjuros)


@dataclass(frozen=True)
class Activation:
    """An effect that resolved: its card, the seat that played it and the seats it chose."""

    card: str
    seat: int
    chosen: tuple[int, ...] = ()


@dataclass(frozen=True)
class Fixed:
    """A fixed power change left by an "en este instante" effect (it stays if its card leaves)."""

    card: str
    seat: int  # whose power it changes
    amount: int


@dataclass
class Board:
    """The seat areas and the record of resolved effects that power is derived from."""

    areas: list[SeatArea]
    activations: list[Activation] = field(default_factory=list)
    fixed: list[Fixed] = field(default_factory=list)

    def area(self, seat: int) -> SeatArea:
        """The area of `seat`."""
        return self.areas[seat]

    def invoking(self) -> list[int]:
        """The seats whose invocation is face up (every invocation in play may be a target)."""
        return [a.seat for a in self.areas if a.invocation is not None and a.invocation_face_up]
