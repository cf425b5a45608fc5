"""ECG bots: `normal` (one-ply lookahead on a sample of its observation), `easy` (the same with noise).

Each legal action is tried on a determinized copy of the bot's observation; whatever the play
then waits for is settled (the opponent's reaction window passes, the bot's own chain of
choices takes its best option by the same look, a card choice of the opponent takes the
first), and the position is valued: morale, renown and prayers towards their victories,
strength and readiness in battle, the court's economy, cards in hand, madness as a danger.
At the first deck end the bots keep the discard while they hold a card taking cards back from it.
`hard` (bothard.py) checks normal's best few actions by play-outs; `hard_prev` is the generic
ISMCTS (tabletop.bots.levels). Bots only read observations.
"""
from __future__ import annotations

from typing import Sequence

from tabletop.bots.base import RandomBot
from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.ecg.rules import battle, deckend, lookup, play
from tabletop.games.ecg.rules.state import HIDDEN, MADNESS_THRESHOLD, RENOWN_TO_WIN, EcgState

WIN = 1000.0
MORALE = 2.0
RENOWN = 1.0
PRAYER = 7.0
STRENGTH = 1.4
READY = 0.4
COURT = 2.5
HAND = 0.7
MADNESS = 1.2
EASY_NOISE = 4.0
SETTLE_STEPS = 12
CHOICE_DEPTH = 1


def card_worth(card_id: str) -> float:
    """A rough worth of a card in hand (hidden cards: an average one)."""
    if card_id == HIDDEN or card_id not in lookup.all_cards():
        return HAND
    card = lookup.card(card_id)
    return HAND + 0.1 * int(card.strength or card.cost or 1)


def value(state: EcgState, seat: int) -> float:
    """How good `state` is for `seat` (positive: better than for the opponent)."""
    if state.is_over():
        result = state.result()
        if seat in result.winners and len(result.winners) == 1:
            return WIN
        return -WIN if result.winners else 0.0
    return _side(state, seat) - _side(state, state.opponent(seat))


def _side(state: EcgState, seat: int) -> float:
    data = state.seats[seat]
    worth = MORALE * data["morale"] + RENOWN * data["renown"] * (1.5 if data["renown"] >= RENOWN_TO_WIN - 8 else 1.0)
    worth += PRAYER * play.prayers_in_play(state, seat) ** 1.5
    for _line, troop in battle.troops(state, seat):
        strength = max(0, battle.strength(troop) - troop["boost"])  # a bonus for this turn only is no asset
        worth += STRENGTH * strength + (READY if troop["prep"] <= 1 and strength else 0.0)
    worth += COURT * len(data["court"])
    worth += sum(card_worth(c) for c in data["hand"])
    # each point of madness brings the threshold's morale loss nearer (2, then 3, 4...)
    worth -= MADNESS * data["madness"] * MORALE * (2 + data["madness_hits"]) / MADNESS_THRESHOLD
    return worth


def keeps_discard(state: EcgState, seat: int) -> bool:
    """At the first deck end: keep the discard while `seat` holds (in hand or in play) a card taking cards back."""
    known = [c for c in state.seats[seat]["hand"] if c != HIDDEN]
    known += [card for _uid, card, _zones in play.ability_sources(state, seat)]
    return any(deckend.takes_back(card) for card in known if card in lookup.all_cards())


def reshuffle_answer(state: EcgState, seat: int) -> Action:
    """The bots' answer at the first deck end (deckend.py): shuffle unless the discard is worth keeping."""
    return Action("reshuffle", (deckend.NO if keeps_discard(state, seat) else deckend.YES,))


def settle(game: Game, state: EcgState, seat: int, rng: Rng, depth: int) -> None:
    """Play on until `seat` decides freely again or the opponent's turn starts (see the module doc)."""
    for _ in range(SETTLE_STEPS):
        mover = state.to_move()
        if mover is None:
            return
        if mover != seat:
            if state.window is None and state.pending is None:
                return  # the opponent's own turn: the look ends here
            legal = game.legal_actions(state)
            passing = next((a for a in legal if a.kind == "pass"), legal[0])
            game.playout_apply(state, passing)
        elif state.pending is not None and state.pending["kind"] == "reshuffle":
            game.playout_apply(state, reshuffle_answer(state, seat))
        elif state.pending is not None:
            legal = game.legal_actions(state)
            choices = [a for a in legal if a.kind != "cancel"] or legal
            game.playout_apply(state, choices[0] if depth <= 0 else best(game, state, choices, seat, rng, depth - 1))
        else:
            return


def look(game: Game, state: EcgState, action: Action, seat: int, rng: Rng, depth: int) -> float:
    """The value for `seat` after `action` on a copy of `state`, settled."""
    trial = state.clone()
    game.playout_apply(trial, action)
    settle(game, trial, seat, rng, depth)
    return value(trial, seat)


def scored(game: Game, state: EcgState, legal: Sequence[Action], seat: int, rng: Rng, depth: int,
           noise: float = 0.0) -> list[tuple[float, Action]]:
    """Each action of `legal` with its look (and noise), in the order of `legal`."""
    scores = []
    for action in legal:
        score = look(game, state, action, seat, rng, depth)
        if action.kind == "end":
            score -= 0.01  # do something useful before ending when it is just as good
        if noise:
            score += (rng.random() * 2 - 1) * noise
        scores.append((score, action))
    return scores


def timed_play(legal: Sequence[Action], chosen: Action) -> Action:
    """Before the maneuver the bot chose, a card of the hand hinted `bot_play: before_maneuver` (docs/cards/ecg.md)."""
    if chosen.kind not in battle.MANEUVERS:
        return chosen
    return next((action for action in legal if action.kind == "play" and action.args[0] in lookup.all_cards()
                 and lookup.card(action.args[0]).bot_play == "before_maneuver"), chosen)


def top_choice(scores: Sequence[tuple[float, Action]]) -> Action:
    """The action with the highest score (the first on ties)."""
    chosen, top = scores[0][1], float("-inf")
    for score, action in scores:
        if score > top:
            chosen, top = action, score
    return chosen


def best(game: Game, state: EcgState, legal: Sequence[Action], seat: int, rng: Rng, depth: int,
         noise: float = 0.0) -> Action:
    """The action of `legal` with the best look (first on ties); a card hinted to go before a maneuver goes first."""
    return timed_play(legal, top_choice(scored(game, state, legal, seat, rng, depth, noise)))


class EcgBot:
    """One-ply lookahead on a determinized sample of the observation."""

    def __init__(self, game: Game, noise: float = 0.0):
        self.game = game
        self.noise = noise

    def choose(self, observation: EcgState, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The legal action whose settled result values best for the seat to move."""
        choices = [a for a in legal if a.kind != "cancel"] or list(legal)  # a chain begun is carried through
        if len(choices) == 1:
            return choices[0]
        seat = observation.to_move()
        if choices[0].kind == "reshuffle":
            return reshuffle_answer(observation, seat)
        sample = self.game.determinize(observation, seat, rng)
        return best(self.game, sample, choices, seat, rng, CHOICE_DEPTH, self.noise)


def hard_bot(game: Game):
    """The `hard` level (bothard.py, which builds on this module)."""
    from tabletop.games.ecg.bots.bothard import EcgHardBot

    return EcgHardBot(game)


BOTS = {
    "random": RandomBot,
    "easy": lambda game: EcgBot(game, noise=EASY_NOISE),
    "normal": EcgBot,
    "hard": hard_bot,
}
