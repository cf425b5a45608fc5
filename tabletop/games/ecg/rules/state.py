"""A position of ECG: two heroes, each with hand, deck, discard, exile, court, legacy zone and battle lines.

Everything is plain lists and dicts of card ids and numbers, so that `to_dict` is a copy. A troop in
battle is a dict {"uid", "card", "wounds", "prep", "boost", "moved"}; a court card is
{"uid", "card", "used", "produces"}; a legacy card is {"uid", "card"}. The top of a deck is the END of
its list. What a seat may not see is replaced by `HIDDEN` in observations, counts kept (`map_cards`).
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from tabletop.engine.contract import Result, State
from tabletop.engine.rng import Rng
from tabletop.engine.plain import copy_plain

HIDDEN = "?"
INFANTRY, SUPPORT, BOTH = "infantry", "support", "both"
LINES = (INFANTRY, SUPPORT)
COURT_LIMIT = 6
LINE_LIMIT = 5
HAND_LIMIT = 8
DRAWS_PER_TURN = 2
MADNESS_THRESHOLD = 6
RENOWN_TO_WIN = 30
PRAYERS_TO_WIN = 4

#: phases: the higher renown chooses who starts, then each turn: Reforzar (draw 0-2, the hand limit's
#: discard first), Acción (Preparación is automatic), Resolución (automatic but for the triggered abilities
#: it sets off, which are played in it before the victory check), until the game is over
START, REINFORCE, DISCARD, ACTION, RESOLUTION, OVER = "start", "reinforce", "discard", "action", "resolution", "over"
PHASES = (START, REINFORCE, DISCARD, ACTION, RESOLUTION, OVER)

#: the per-seat fields holding lists of card ids, with whether the owner / everybody sees them
PRIVATE_PILES = ("hand",)  # the owner sees them, the opponent does not
SECRET_PILES = ("deck",)  # nobody sees their order or content (counts are public)
OWN_PILES = ("discard", "exile")  # the owner sees them, the opponent does not (seed: Descarte y Exilio)

#: rule options read while playing, with their defaults (the seed's reading); a state keeps only the others
VARIANT_DEFAULTS = {"recovery_rule": "turn", "reshuffle": "choice", "public_lists": False,
                    "any_devoto_devotion": False}


def new_seat(hero: str, resource: str, kingdom: str, deck: list[str], deck_name: str) -> dict:
    """A seat's data before the game starts: its hero, resource card, kingdom and shuffled deck."""
    return {
        "hero": hero, "resource": resource, "kingdom": kingdom, "deck_name": deck_name,
        "cards": sorted(deck),  # the 40 cards of the deck, for invariants and determinize
        "morale": 0, "renown": 0, "madness": 0, "madness_hits": 0,
        "hand": [], "deck": list(deck), "discard": [], "exile": [],
        "court": [], "legacy": [], "lines": {INFANTRY: [], SUPPORT: []},
        # used_x1: this turn's [x1] abilities used ("card#index") and troops that paid Recovery ("recovery@uid")
        "deck_ends": 0, "court_played": False, "used_x1": [], "extra": 0, "hero_uid": 0,
    }


class EcgState(State):
    """Everything on the table and the decision in progress."""

    def __init__(self, num_seats: int, rng: Rng):
        self.num_seats = num_seats
        self.rng = rng
        self.seats: list[dict] = []
        self.phase = START
        self.turn = 0  # the seat whose turn it is (in START: the seat that chooses who starts)
        self.turn_number = 0  # turns begun so far (both seats counted)
        self.next_uid = 1
        #: the chain of choices in progress (a card being played, its line, targets...), or None
        self.pending: dict | None = None
        #: effects waiting to resolve, last in first out: {"seat", "kind", "card", "uid", "steps", "targets", ...}
        self.stack: list[dict] = []
        #: triggered abilities waiting for their controller: {"seat", "uid", "card", "ability", "where"}
        self.triggers: list[dict] = []
        #: the seat that may react to the top of the stack now, or None
        self.window: int | None = None
        self.discard_count = 0  # cards to discard before the draw of Reforzar (hand limit)
        self.draw_after = 0  # cards to draw once they are discarded
        self.winners: list[int] = []
        self.end_reason = ""
        self.turn_limit = 0  # 0: none; else the game ends in a draw after this many turns
        #: "always": a reaction window after every answerable play; "able": only when the seat holds an answer
        self.windows = "always"
        #: option court_renown (interpretation 29): a troop put in the court also gives 1 renown
        self.court_renown = False
        #: the rule options of VARIANT_DEFAULTS whose value is not the default
        self.variant: dict = {}
        #: triggered abilities played since the last free decision of a player (triggers.CHAIN_LIMIT)
        self.trigger_chain = 0

    def option(self, name: str):
        """The value of rule option `name` (VARIANT_DEFAULTS) in this game."""
        return self.variant.get(name, VARIANT_DEFAULTS[name])

    def seat(self, seat: int) -> dict:
        """The data of `seat`."""
        return self.seats[seat]

    def opponent(self, seat: int) -> int:
        """The other seat."""
        return 1 - seat

    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.window is not None:
            return self.window
        if self.pending is not None and "seat" in self.pending:
            return self.pending["seat"]
        return self.turn

    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        scores = tuple(1.0 if s in self.winners else 0.0 for s in range(self.num_seats))
        return Result(scores, tuple(self.winners), self.end_reason)

    def take_uid(self) -> int:
        """A fresh id for a card entering play."""
        uid = self.next_uid
        self.next_uid += 1
        return uid

    def clone(self) -> "EcgState":
        """An independent copy (plain data copied by hand: faster than deepcopy)."""
        new = object.__new__(EcgState)
        new.__dict__.update({name: _copied(value) for name, value in self.__dict__.items()})
        new.rng = Rng(self.rng.seed, self.rng.counter)
        return new


_CONTAINERS = (list, dict)


def _copied(value):
    """A copy of plain JSON-like data (lists and dicts new, scalars shared)."""
    kind = type(value)
    if kind is list:
        return [_copied(item) for item in value] if value and type(value[0]) in _CONTAINERS else list(value)
    if kind is dict:  # scalars inline: a call per troop counter made cloning twice as slow
        return {key: _copied(item) if type(item) in _CONTAINERS else item for key, item in value.items()}
    return value


# --- walking every card, with who may see it ---------------------------------------------------

def map_cards(state: EcgState, change: Callable[[str, int, bool], str]) -> None:
    """Replace each card id that may be hidden, in place, by `change(card, owner, public)`.

    Hands, decks, discards and exiles are never public; a card being played from the hand and the
    cards its cost discards (held, and named among the chain's choices) stay private to its player until
    the play is committed."""
    for owner, data in enumerate(state.seats):
        for pile in PRIVATE_PILES + SECRET_PILES + OWN_PILES:
            data[pile] = [change(c, owner, False) for c in data[pile]]
    pending = state.pending
    if pending is not None and pending["kind"] == "chain":
        owner = pending["seat"]
        pending["held"] = [change(c, owner, False) for c in pending["held"]]
        held = iter(pending["held"])  # a cost's discards, chosen in this order: the same cards, as seen
        pending["chosen"] = [next(held) if ask["for"] == "discard" else c
                             for ask, c in zip(pending["asks"], pending["chosen"])]
        if pending["from_hand"]:
            pending["card"] = change(pending["card"], owner, False)


def cards_in_play(state: EcgState, owner: int) -> Iterator[str]:
    """The card ids of `owner` on the table: hero and resource aside, court, legacy, battle, the stack."""
    data = state.seats[owner]
    yield from (c["card"] for c in data["court"])
    yield from (c["card"] for c in data["legacy"])
    for line in LINES:
        yield from (t["card"] for t in data["lines"][line])
    yield from (item["card"] for item in state.stack if item["seat"] == owner and item.get("from_hand"))
    pending = state.pending
    if pending is not None and pending["kind"] == "chain" and pending["seat"] == owner:
        yield from pending["held"]
        if pending["from_hand"]:
            yield pending["card"]


def all_cards(state: EcgState, owner: int) -> list[str]:
    """Every card of `owner`'s 40 wherever it is (HIDDEN included in observations)."""
    data = state.seats[owner]
    piles = [c for pile in PRIVATE_PILES + SECRET_PILES + OWN_PILES for c in data[pile]]
    in_play = [c for c in cards_in_play(state, owner) if c != data["resource"]]
    return piles + in_play


# --- JSON ---------------------------------------------------------------------------------------

_SCALARS = ("num_seats", "phase", "turn", "turn_number", "next_uid", "window", "discard_count", "draw_after",
            "end_reason", "turn_limit")


def state_to_dict(state: EcgState, shared: bool = False) -> dict:
    """A readable JSON-able snapshot (`shared`: holding the state's own lists and dicts, to read at once)."""
    keep = _same if shared else copy_plain
    data = {name: getattr(state, name) for name in _SCALARS}
    data.update(rng=state.rng.to_list(), seats=keep(state.seats), pending=keep(state.pending),
                stack=keep(state.stack), triggers=keep(state.triggers), winners=list(state.winners))
    if state.windows != "always":  # absent by default, so that the golden games' snapshots stay as they were
        data["windows"] = state.windows
    if state.court_renown:  # likewise absent by default
        data["court_renown"] = True
    if state.variant:  # likewise
        data["variant"] = dict(state.variant)
    if state.trigger_chain:  # likewise
        data["trigger_chain"] = state.trigger_chain
    return data


def _same(value: Any) -> Any:
    return value


def state_from_dict(data: dict) -> EcgState:
    """The state of a `state_to_dict` snapshot."""
    state = EcgState(data["num_seats"], Rng.from_list(data["rng"]))
    for name in _SCALARS:
        setattr(state, name, data[name])
    state.seats = copy_plain(data["seats"])
    state.pending = copy_plain(data["pending"])
    state.stack = copy_plain(data["stack"])
    state.triggers = copy_plain(data["triggers"])
    state.windows = data.get("windows", "always")
    state.court_renown = bool(data.get("court_renown", False))
    state.variant = dict(data.get("variant", {}))
    state.trigger_chain = int(data.get("trigger_chain", 0))
    state.winners = list(data["winners"])
    return state
