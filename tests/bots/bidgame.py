"""A tiny hidden-information game implementing the whole contract, for testing bots.

Goofspiel with secret bids: every player holds the cards 1..6; a prize pile of 1..6 is
shuffled face down. Each round the top prize is turned up, then every seat in turn
secretly commits one card of its hand (hidden from the others until all have
committed); the highest bid that nobody else matched wins the prize (otherwise it is
lost). Six rounds; the most prize points wins (ties share the win).
"""
from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.contract import Action, Event, Game, GameInfo, Result, State
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.rng import Rng

HIDDEN = 0  # placeholder for a card a seat cannot see
CARDS = 6


class BidState(State):
    """Hands (cards not yet revealed), committed bids, the prize pile and the scores."""

    def __init__(self, num_seats: int, rng: Rng) -> None:
        self.num_seats = num_seats
        self.rng = rng
        self.hands = [list(range(1, CARDS + 1)) for _ in range(num_seats)]
        self.bids: list[int | None] = [None] * num_seats
        self.pile = list(range(1, CARDS + 1))
        self.prize = 0
        self.scores = [0] * num_seats
        self.turn: int | None = 0

    def to_move(self) -> int | None:
        """The seat deciding now, or None at the end."""
        return self.turn

    def result(self) -> Result | None:
        """Most prize points wins."""
        if self.turn is not None:
            return None
        best = max(self.scores)
        winners = tuple(s for s, p in enumerate(self.scores) if p == best)
        return Result(tuple(float(p) for p in self.scores), winners, "points")

    def clone(self) -> "BidState":
        """An independent copy (fast)."""
        other = BidState.__new__(BidState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.__deepcopy__({})
        other.hands = [list(h) for h in self.hands]
        other.bids = list(self.bids)
        other.pile = list(self.pile)
        other.scores = list(self.scores)
        return other


class BidGame(Game):
    """Goofspiel with a hidden prize order and secret sequential bids."""

    info = GameInfo(id="bid", title={"en": "Bid", "es": "Puja"}, min_players=2, max_players=3,
                    max_actions=40)
    messages = {"en": {"prompt.default": "Bid"}}

    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> BidState:
        """Shuffle the prizes and turn up the first."""
        state = BidState(num_seats, Rng(seed))
        state.rng.shuffle(state.pile)
        state.prize = state.pile.pop()
        return state

    def legal_actions(self, state: BidState) -> list[Action]:
        """A bid of any card in hand."""
        if state.turn is None:
            return []
        return [Action("bid", (card,), ref=f"card:{card}") for card in state.hands[state.turn]]

    def apply(self, state: BidState, action: Action) -> list[Event]:
        """Commit a bid; after the last seat, reveal and award the prize."""
        seat = state.turn
        if seat is None or action.kind != "bid" or not action.args or action.args[0] not in state.hands[seat]:
            raise IllegalActionError(f"{action} is not legal now")
        state.bids[seat] = action.args[0]
        if seat + 1 < state.num_seats:
            state.turn = seat + 1
            return [Event("commit", {"seat": seat})]
        bids = list(state.bids)
        for s, card in enumerate(bids):
            state.hands[s].remove(card)
        unique = [b for b in bids if bids.count(b) == 1]
        events = [Event("reveal", {"bids": bids}, reveals=True)]
        if unique:
            winner = bids.index(max(unique))
            state.scores[winner] += state.prize
            events.append(Event("win", {"seat": winner, "prize": state.prize}))
        state.bids = [None] * state.num_seats
        if state.pile:
            state.prize = state.pile.pop()
            state.turn = 0
        else:
            state.prize, state.turn = 0, None
        return events

    def is_simultaneous_commit(self, state: BidState) -> bool:
        """Bids are secret until everyone has committed."""
        return state.turn is not None

    def observe(self, state: BidState, seat: int | None) -> BidState:
        """Others' committed bids and the pile order become placeholders; no chance source."""
        seen = state.clone()
        seen.rng = Rng(0)
        seen.bids = [b if (b is None or s == seat) else HIDDEN for s, b in enumerate(state.bids)]
        seen.pile = sorted(state.pile)  # the contents are public, the order is not
        return seen

    def determinize(self, observation: BidState, seat: int | None, rng: Rng) -> BidState:
        """Sample the hidden bids from the bidders' hands and shuffle the pile."""
        state = observation.clone()
        for s, bid in enumerate(state.bids):
            if bid == HIDDEN:
                state.bids[s] = state.hands[s][rng.randrange(len(state.hands[s]))]
        rng.shuffle(state.pile)
        state.rng = rng.spawn()
        return state

    def observation_key(self, state: BidState, seat: int | None) -> Any:
        """What `seat` can see: the pile as a set."""
        data = self.to_dict(self.observe(state, seat))
        data.pop("rng")
        return data

    def to_dict(self, state: BidState) -> dict:
        """JSON snapshot."""
        return {"seats": state.num_seats, "rng": state.rng.to_list(), "hands": state.hands, "bids": state.bids,
                "pile": state.pile, "prize": state.prize, "scores": state.scores, "turn": state.turn}

    def from_dict(self, data: Mapping) -> BidState:
        """Inverse of to_dict."""
        state = BidState(data["seats"], Rng.from_list(data["rng"]))
        state.hands = [list(h) for h in data["hands"]]
        state.bids, state.pile = list(data["bids"]), list(data["pile"])
        state.prize, state.scores, state.turn = data["prize"], list(data["scores"]), data["turn"]
        return state

    def check_invariants(self, state: BidState) -> None:
        """Prizes are conserved; bids come from hands."""
        won = sum(state.scores)
        assert won + state.prize + sum(state.pile) <= CARDS * (CARDS + 1) // 2
        for s, bid in enumerate(state.bids):
            assert bid is None or bid == HIDDEN or bid in state.hands[s]


GAME = BidGame()
