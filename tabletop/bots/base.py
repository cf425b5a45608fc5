"""Bots choose among legal actions from a seat's observation, never the full state."""
from __future__ import annotations

from typing import Callable, Protocol, Sequence

from tabletop.engine.contract import Action, Game, State
from tabletop.engine.rng import Rng


class Bot(Protocol):
    """Anything that picks one of the legal actions from an observation."""

    def choose(self, observation: State, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """Pick one action of `legal`; `budget` is a thinking-time hint in seconds."""
        ...


class RandomBot:
    """Uniformly random among the legal actions."""

    def __init__(self, game: Game):
        self.game = game

    def choose(self, observation: State, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """A uniformly random legal action."""
        return legal[rng.randrange(len(legal))]


class HeuristicBot:
    """Scores each legal action with a game's heuristic; `noise` blurs the scores (easy level).

    `score(game, observation, action, seat, rng)` -> float, higher is better.
    """

    def __init__(self, game: Game, score: Callable[..., float], noise: float = 0.0):
        self.game = game
        self.score = score
        self.noise = noise

    def choose(self, observation: State, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The best-scoring legal action (ties broken by the first in order)."""
        if len(legal) == 1:
            return legal[0]
        seat = observation.to_move()
        best, best_value = legal[0], float("-inf")
        for action in legal:
            value = self.score(self.game, observation, action, seat, rng)
            if self.noise:
                value += (rng.random() * 2 - 1) * self.noise
            if value > best_value:
                best, best_value = action, value
        return best


def bot_action(game: Game, bot: Bot, observation: State, rng: Rng, budget: float | None = None) -> Action:
    """Ask `bot` for a move in `observation` (the legal actions come from the observation itself)."""
    legal = game.legal_actions(observation)
    return bot.choose(observation, legal, rng, budget)
