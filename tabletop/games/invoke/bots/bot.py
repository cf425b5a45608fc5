"""Invoke's bots: `normal` plays every invocation its hand can build on a sample and keeps the best,
`easy` is the same with noise, `hard` is normal clearing its hand at the end of each turn (botkeep.py;
with `hard:iter=N` it also checks normal's best few invocations by play-outs, bothard_search.py);
`hard_prev`, the ladder's previous hard, is ISMCTS with the hooks below (see docs/bots.md).

Every decision starts from the seat's observation; the hidden cards (the piles, the others'
hands, face-down wand and creature cards) are filled by `game.determinize` with a fresh chance
source, so a bot never knows a hidden card nor a future shuffle.
"""
from __future__ import annotations

from functools import partial
from typing import Sequence

from tabletop.engine.contract import Action, Game, State
from tabletop.engine.rng import Rng
# the previous hard level's hooks: tabletop.bots.ismcts.load_hooks reads them from this module
from tabletop.games.invoke.bots.bothard import ISMCTS_SETTINGS, action_prior, evaluate, guided, rollout_policy  # noqa: F401
from tabletop.games.invoke.bots.botsim import Value, best_aim, candidates, situation
from tabletop.games.invoke.bots.botvalue import (NORMAL, Weights, best_pile, discard_or_finish, position_value, wanted_pile,
                                            worst_card)
from tabletop.games.invoke.rules.state import AIM, ANSWER, BUILD, CHAOS, DISCARD, GIVE, InvokeState

#: easy's noise: each way on's worth is blurred by up to this many Power Gems (an attack is worth 1 to 4), and
#: easy draws to a fixed shape of hand (cards per deck) instead of the pile that helps its hand most
EASY_NOISE = 6.0
#: and aims anywhere (a random legal aim) this often: with many mages, where an attack lands matters most
EASY_AIM_NOISE = 0.5


class PlannerBot:
    """Draws to a balanced hand, casts the invocation (or answer) after which its position is best."""

    def __init__(self, game: Game, noise: float = 0.0, weights: Weights = NORMAL, aim_noise: float = 0.0):
        self.game = game
        self.noise = noise
        self.aim_noise = aim_noise  # the chance of aiming anywhere instead of where the position is best
        self.value: Value = partial(position_value, weights=weights)
        self._plan: tuple[tuple, tuple[str, ...]] | None = None  # (situation, invocation) being laid

    def choose(self, observation: State, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """The planner's move for the seat to move in `observation`."""
        assert isinstance(observation, InvokeState)
        if len(legal) == 1:
            return legal[0]
        seat = observation.to_move()
        hand = observation.hands[seat]
        kind = legal[0].kind
        if kind == "draw":
            return self.draw(observation, seat, legal)
        if observation.phase == CHAOS:
            return max(legal, key=lambda a: (len(observation.hands[a.args[0]]), observation.gems[a.args[0]]))
        if observation.phase == GIVE:
            return Action("give", (worst_card(hand),))
        if observation.phase == DISCARD:
            return self.discard(observation, seat, legal)
        sample = self.sample(observation, seat, rng)
        if observation.phase == AIM:
            if self.aim_noise and rng.random() < self.aim_noise:
                return legal[rng.randrange(len(legal))]
            return best_aim(sample, seat, self.value)
        if observation.phase in (BUILD, ANSWER):
            return self.build(sample, seat, legal, rng)
        return legal[0]

    def draw(self, observation: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
        """The pile whose next card helps the hand most (with noise: the deck the hand lacks most)."""
        piles = [a.args[0] for a in legal]
        pile = wanted_pile(observation.hands[seat], piles) if self.noise else best_pile(observation, seat, piles)
        return next(a for a in legal if a.args[0] == pile)

    def discard(self, observation: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
        """At the end of the turn: the card missed least if due or hardly worth keeping, else finish."""
        return discard_or_finish(observation, seat, legal)

    def sample(self, observation: InvokeState, seat: int, rng: Rng) -> InvokeState:
        """One guess of the hidden cards, with a chance source of its own (never the real one)."""
        sample = self.game.determinize(observation, seat, rng)
        assert isinstance(sample, InvokeState)
        sample.rng = Rng(rng.randrange(2 ** 62))
        return sample

    def build(self, sample: InvokeState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The first action of the best way on: an invocation to lay or cast, a wand, a repair, or stop."""
        planned = self._follow_plan(sample, seat, legal)
        if planned is not None:
            return planned
        ranked = candidates(sample, seat, legal, self.value)
        if not ranked:
            return Action("clear") if Action("clear") in legal else legal[-1]
        if self.noise:
            ranked = [(worth + (rng.random() * 2 - 1) * self.noise, sequence, action)
                      for worth, sequence, action in ranked]
        _worth, sequence, best = max(ranked, key=lambda entry: entry[0])
        self._plan = (situation(sample, seat), sequence) if sequence else None
        return best if best in legal else legal[-1]

    def _follow_plan(self, sample: InvokeState, seat: int, legal: Sequence[Action]) -> Action | None:
        """The next card (or the cast) of the invocation chosen a moment ago, while nothing else changed."""
        if self._plan is None or not sample.building:
            return None
        known, sequence = self._plan
        prefix = tuple(sample.building["cards"])
        if known != situation(sample, seat) or sequence[:len(prefix)] != prefix:
            return None
        following = sequence[len(prefix):]
        step = Action("add", (following[0],)) if following else next((a for a in legal if a.kind == "cast"), None)
        return step if step in legal else None


def _normal(game: Game) -> PlannerBot:
    return PlannerBot(game)


def _easy(game: Game) -> PlannerBot:
    return PlannerBot(game, noise=EASY_NOISE, aim_noise=EASY_AIM_NOISE)


def _hard(game: Game) -> PlannerBot:
    from tabletop.games.invoke.bots.bothard_search import MonteCarloBot  # it builds on PlannerBot, defined here

    return MonteCarloBot(game)


BOTS = {"easy": _easy, "normal": _normal, "hard": _hard}
