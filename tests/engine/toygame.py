"""A tiny hidden-information game for engine tests: each player holds one secret card,
may swap it once for the top of the deck (seeing the new card), then the highest card wins."""
from __future__ import annotations

from tabletop.engine.contract import Action, Event, Game, GameInfo, Option, Result, State
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.rng import Rng

HIDDEN = "?"


class ToyState(State):
    """hands[seat] = card number; deck = remaining cards; turn = seat deciding; done = decided seats."""

    def __init__(self, num_seats: int, rng: Rng):
        self.num_seats = num_seats
        self.rng = rng
        self.hands: list = []
        self.deck: list = []
        self.turn = 0
        self.revealed = False

    def to_move(self):
        return None if self.revealed else self.turn

    def result(self):
        if not self.revealed:
            return None
        best = max(self.hands)
        winners = tuple(i for i, c in enumerate(self.hands) if c == best)
        return Result(tuple(1.0 if i in winners else 0.0 for i in range(self.num_seats)), winners, "highest card")


class ToyGame(Game):
    info = GameInfo("toy", {"en": "Toy", "es": "Juguete"}, 2, 3,
                    (Option("cards", 9, (6, 9, 12)),), max_actions=10, bot_levels=("random",))
    messages = {"en": {"swap": "{seat_name} swaps", "keep": "{seat_name} keeps", "reveal": "Cards: {cards}",
                       "drew": "{seat_name} drew {card}"},
                "es": {"swap": "{seat_name} cambia", "keep": "{seat_name} se queda", "reveal": "Cartas: {cards}",
                       "drew": "{seat_name} robó {card}"}}

    def setup(self, options, num_seats, seed):
        state = ToyState(num_seats, Rng(seed))
        deck = list(range(1, options["cards"] + 1))
        state.rng.shuffle(deck)
        state.hands = [deck.pop() for _ in range(num_seats)]
        state.deck = deck
        return state

    def legal_actions(self, state):
        if state.revealed:
            return []
        return [Action("keep"), Action("swap")]

    def apply(self, state, action):
        if action not in self.legal_actions(state):
            raise IllegalActionError(f"{action} is not legal")
        seat = state.turn
        events = [Event(action.kind, {"seat": seat})]
        if action.kind == "swap":
            state.deck.insert(0, state.hands[seat])
            state.hands[seat] = state.deck.pop()
            events.append(Event("drew", {"seat": seat, "card": state.hands[seat]}, audience=seat, reveals=True))
        state.turn += 1
        if state.turn == state.num_seats:
            state.revealed = True
            events.append(Event("reveal", {"cards": list(state.hands)}, reveals=True))
        return events

    def observe(self, state, seat):
        seen = state.clone()
        if not state.revealed:
            seen.hands = [c if i == seat else HIDDEN for i, c in enumerate(state.hands)]
        seen.deck = [HIDDEN] * len(state.deck)
        return seen

    def determinize(self, observation, seat, rng):
        state = observation.clone()
        known = {c for c in state.hands if c != HIDDEN}
        unseen = [c for c in range(1, len(state.hands) + len(state.deck) + 1) if c not in known]
        rng.shuffle(unseen)
        state.hands = [c if c != HIDDEN else unseen.pop() for c in state.hands]
        state.deck = unseen
        return state

    def to_dict(self, state):
        return {"hands": state.hands, "deck": state.deck, "turn": state.turn, "revealed": state.revealed,
                "rng": state.rng.to_list(), "seats": state.num_seats}

    def from_dict(self, data):
        state = ToyState(data["seats"], Rng.from_list(data["rng"]))
        state.hands, state.deck = list(data["hands"]), list(data["deck"])
        state.turn, state.revealed = data["turn"], data["revealed"]
        return state


GAME = ToyGame()
