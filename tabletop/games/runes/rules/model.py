"""The position of a Rune Duel: plain attributes, a hand-written fast clone, JSON snapshots."""
from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.contract import Result, State
from tabletop.engine.rng import Rng

HIDDEN = "?"  # placeholder for a card a seat may not see (observations)
AUTOMATON = 1  # the deck-driven opponent's seat in the solitaire variant


class RunesState(State):
    """A Rune Duel position. Every attribute is plain data (seats are 0-based ints).

    Attributes:
        num_seats: number of mages.
        options: the resolved game options (life, handicap, solitaire, advanced,
            simultaneous_death).
        rng: the state's random source (shuffles, Confusion picks, the solitaire deck).
        turn: turn number, from 1. A turn is an optional haste round then a normal round.
        round: "haste" (only mages under Speed play) or "normal" (every living mage).
        phase: "commit" (secret card choice), "moons", "wyrms", "monsters" (summoned
            monsters attack; advanced game), "knots", or "over".
        life / max_life: per mage; a mage with life <= 0 is dead (life may go below 0).
            max_life is the life die's highest face (a handicap lowers only the start).
        hands: per mage, card ids. Observations show others' cards as "?".
        deck: card ids, top first. Observations show "?" except the Excuse, whose place
            is public (it is put back in plain sight).
        discard: card ids, oldest first (public).
        sequences: per mage, the spell sequence oldest first, each {"card", "face_down"}.
        effects: per mage, active spell effects, each {"kind", "turns", "fresh", "card",
            "caster", "power"}: `turns` = full turns left, `fresh` = cast this turn (then
            it protects only against spells from cards lower or equal to `card`, an
            order value), `power` = strength where it matters (Poison damage per turn).
            Kind "confusion" means the mage's next card is picked at random.
        shielded / countered: per mage, Shield / Counter-spell active for the rest of
            this round.
        monsters: summoned monsters (advanced game), each {"id", "kind", "owner", "life",
            "max_life", "attack", "effects"}.
        participants: the mages who play a card this round, in seat order.
        slots: commitments still expected this round, each {"seat", "by"}: mage `seat`'s
            card is chosen by seat `by` (itself, or its charmer).
        commits: per mage, the committed but unrevealed card as {"card", "by"} (None when
            none); seats other than `by` see "card": "?".
        played: per mage, the card revealed this round (None if it played none).
        last_revealed: per mage, the card revealed in the latest round (kept for display).
        used: per mage, runes already used this round, as [card_id, suit] pairs.
        queue: who still acts in the current spell phase (seats, or monster ids in the
            "monsters" phase), the one acting now first.
        pending: the decision in progress in a spell phase, or None. Keys: "step"
            ("spell", "energy", "target", "flip", "monster"), "caster" (mage casting),
            "by" (seat deciding), "rune" (activation suit), "spell", "energy"
            ({suit: count} chosen so far), "suit" (suit asked in the energy step),
            "target", "flips" (cards still to turn face down), "flipped", "monster".
        round_log: spells that landed on someone this round (for Magic Mirror).
        next_monster: number for the next monster id ("m1", "m2", ...).
        winners / reason: set when the game is over.
    """

    def __init__(self, num_seats: int, options: Mapping[str, Any], rng: Rng):
        n = num_seats
        self.num_seats = n
        self.options = dict(options)
        self.rng = rng
        self.turn = 1
        self.round = "normal"
        self.phase = "commit"
        self.life = [0] * n
        self.max_life = [0] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.sequences: list[list[dict]] = [[] for _ in range(n)]
        self.effects: list[list[dict]] = [[] for _ in range(n)]
        self.shielded = [False] * n
        self.countered = [False] * n
        self.monsters: list[dict] = []
        self.participants: list[int] = []
        self.slots: list[dict] = []
        self.commits: list[str | None] = [None] * n
        self.played: list[str | None] = [None] * n
        self.last_revealed: list[str | None] = [None] * n
        self.used: list[list[list]] = [[] for _ in range(n)]
        self.queue: list = []
        self.pending: dict | None = None
        self.round_log: list[dict] = []
        self.next_monster = 1
        self.winners: list[int] | None = None
        self.reason = ""
        #: (pending, spells, rune pool): what `_advance` found for that pending step (a cache, not state)
        self.offer: tuple[dict, list[str], dict[str, int]] | None = None

    # --- the contract -------------------------------------------------------------
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        if self.phase == "over":
            return None
        if self.phase == "commit":
            return self.slots[0]["by"] if self.slots else None
        return self.pending["by"] if self.pending else None

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "over"

    def result(self) -> Result | None:
        """1 for the winner (shared equally in a draw), 0 for the others."""
        if self.phase != "over" or self.winners is None:
            return None
        share = 1.0 / len(self.winners) if self.winners else 0.0
        scores = tuple(share if s in self.winners else 0.0 for s in range(self.num_seats))
        return Result(scores, tuple(self.winners), self.reason)

    def clone(self) -> "RunesState":
        """An independent copy (hand-written: bots clone a lot)."""
        new = RunesState.__new__(RunesState)
        new.num_seats = self.num_seats
        new.options = dict(self.options)
        new.rng = Rng(self.rng.seed, self.rng.counter)
        new.turn, new.round, new.phase = self.turn, self.round, self.phase
        new.life, new.max_life = self.life[:], self.max_life[:]
        new.hands = [h[:] for h in self.hands]
        new.deck, new.discard = self.deck[:], self.discard[:]
        new.sequences = [[dict(c) for c in seq] for seq in self.sequences]
        new.effects = [[dict(e) for e in effs] for effs in self.effects]
        new.shielded, new.countered = self.shielded[:], self.countered[:]
        new.monsters = [_copy_monster(m) for m in self.monsters]
        new.participants = self.participants[:]
        new.slots = [dict(s) for s in self.slots]
        new.commits = [None if c is None else dict(c) for c in self.commits]
        new.played = self.played[:]
        new.last_revealed = self.last_revealed[:]
        new.used = [[r[:] for r in u] for u in self.used]
        new.queue = self.queue[:]
        new.pending = _copy_pending(self.pending)
        new.round_log = [_copy_pending(e) for e in self.round_log]
        new.next_monster = self.next_monster
        new.winners = None if self.winners is None else self.winners[:]
        new.reason = self.reason
        new.offer = None
        return new

    # --- small queries used by rules, bots and the view ----------------------------------
    def alive(self, seat: int) -> bool:
        """True while the mage has life left."""
        return self.life[seat] > 0

    def living(self) -> list[int]:
        """The living mages, in seat order."""
        return [s for s, life in enumerate(self.life) if life > 0]

    def monster(self, monster_id: str) -> dict | None:
        """The monster with this id, or None."""
        for m in self.monsters:
            if m["id"] == monster_id:
                return m
        return None

    def face_up(self, seat: int) -> list[str]:
        """The face-up cards of a mage's sequence, oldest first."""
        return [c["card"] for c in self.sequences[seat] if not c["face_down"]]

    def effect(self, seat: int, kind: str) -> dict | None:
        """The mage's first effect of this kind, or None."""
        for e in self.effects[seat]:
            if e["kind"] == kind:
                return e
        return None


def _copy_monster(m: dict) -> dict:
    out = dict(m)
    out["effects"] = [dict(e) for e in m["effects"]]
    return out


def _copy_pending(p: dict | None) -> dict | None:
    if p is None:
        return None
    out = dict(p)
    if "energy" in out:
        out["energy"] = dict(out["energy"])
    if "flipped" in out:
        out["flipped"] = list(out["flipped"])
    return out


#: attribute -> default for from_dict (a short written position may leave these out)
FIELDS = ("num_seats", "options", "rng", "turn", "round", "phase", "life", "max_life", "hands", "deck",
          "discard", "sequences", "effects", "shielded", "countered", "monsters", "participants",
          "slots", "commits", "played", "last_revealed", "used", "queue", "pending", "round_log",
          "next_monster", "winners", "reason")


def state_to_dict(state: RunesState) -> dict:
    """A readable JSON-able snapshot."""
    out: dict[str, Any] = {}
    for name in FIELDS:
        value = getattr(state, name)
        out[name] = value.to_list() if name == "rng" else value
    return _plain(out)


def state_from_dict(data: Mapping, options: Mapping[str, Any]) -> RunesState:
    """The state of a snapshot; missing fields take the value of a fresh position."""
    n = int(data["num_seats"])
    state = RunesState(n, {**options, **dict(data.get("options") or {})},
                       Rng.from_list(data.get("rng", [0, 0])))
    plain = _plain(dict(data))
    for name in FIELDS:
        if name in ("num_seats", "options", "rng") or name not in plain:
            continue
        setattr(state, name, plain[name])
    if "max_life" not in plain and "life" in plain:
        state.max_life = [max(v, 1) for v in state.life]
    return state


def _plain(value: Any) -> Any:
    """A deep copy made of dicts, lists and scalars (tuples become lists)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
