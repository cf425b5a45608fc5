"""A fixture game for the balance report: each seat is dealt 4 cards, plays 2, the higher total wins."""
from __future__ import annotations

from tabletop.engine.contract import Action, CardUse, Event, Game, GameInfo, Result, State, opening_hands
from tabletop.engine.rng import Rng

from tests.balance.highcard import cards

DEALT, PLAYED = 4, 2


class HighCardState(State):
    def __init__(self, num_seats: int, rng: Rng):
        self.num_seats, self.rng = num_seats, rng
        self.hands: list[list[str]] = [[] for _ in range(num_seats)]
        self.played: list[list[str]] = [[] for _ in range(num_seats)]
        self.turn = 0

    def to_move(self):
        return None if len(self.played[-1]) == PLAYED else self.turn

    def result(self):
        if self.to_move() is not None:
            return None
        totals = [sum(cards.deck().cards[c].value for c in played) for played in self.played]
        winners = tuple(i for i, t in enumerate(totals) if t == max(totals))
        return Result(tuple(float(t) for t in totals), winners, "highest total")


class HighCardGame(Game):
    info = GameInfo("highcard", {"en": "High card", "es": "Carta alta"}, 2, 2, bot_levels=("random",),
                    balance_measure={"en": "value", "es": "valor"})
    messages = {lang: {"drew": "{seat_name}: {cards}", "play": "{seat_name}: {card}"} for lang in ("en", "es")}

    def setup(self, options, num_seats, seed):
        return self.setup_with_events(options, num_seats, seed)[0]

    def setup_with_events(self, options, num_seats, seed):
        state = HighCardState(num_seats, Rng(seed))
        pile = sorted(cards.deck().cards)
        state.rng.shuffle(pile)
        for seat in range(num_seats):
            state.hands[seat] = [pile.pop() for _ in range(DEALT)]
        return state, opening_hands(state.hands)

    def legal_actions(self, state):
        seat = state.to_move()
        return [] if seat is None else [Action("play", (c,)) for c in sorted(state.hands[seat])]

    def apply(self, state, action):
        seat = state.turn
        state.hands[seat].remove(action.args[0])
        state.played[seat].append(action.args[0])
        state.turn = (seat + 1) % state.num_seats
        return [Event("play", {"seat": seat, "card": action.args[0]})]

    def card_uses(self, event):
        if event.key == "drew":
            return [CardUse(event.params["seat"], c, "drawn") for c in event.params["cards"]]
        card = event.params["card"]
        return [CardUse(event.params["seat"], card, "played"),
                CardUse(event.params["seat"], card, "measure", float(cards.deck().cards[card].value))]

    def observe(self, state, seat):
        return state.clone()


GAME = HighCardGame()
