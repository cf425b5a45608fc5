"""The hooks of Invoke's `hard` level (ISMCTS, tabletop/bots/ismcts.py), all on sampled positions.

The search decides what matters: the first card of each invocation (which invocation, then
the planner lays the rest of it), casting a wand, repairing a wall, ending the invocations,
and every mage's answer with haste, whose hands differ from sample to sample. The priors are
the planner's worth of the best invocation starting with each card; a play-out finishes the
invocation the way the planner meant it, lets the mages pass, ends the turn and is judged
by the planner's position worth a few actions later.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Sequence

from tabletop.engine.contract import Action, Game, State
from tabletop.games.invoke.bots.bothard_playout import lay_next, routine_move
from tabletop.games.invoke.bots.botsim import candidates, copy_state, settle, situation
from tabletop.games.invoke.bots.botvalue import best_pile, position_value
from tabletop.games.invoke.rules.state import AIM, ANSWER, BUILD, InvokeState

#: the position worth (in Power Gems) that evaluate maps to about 0.73 (and its negative to 0.27)
VALUE_SCALE = 2.0
#: how many ways on the planner remembers (invocations chosen in priors, followed in play-outs)
REMEMBERED = 512

#: situation -> {first action: the whole invocation it starts}, filled by the priors
_planned: OrderedDict[tuple, dict[Action, tuple[str, ...]]] = OrderedDict()


#: the search plays only with at most this many mages in the game; with more, hard plays the planner's moves
#: (searched, it won 6½ of 32 games against three normals and 2½ of 12 against five: docs/bots.md)
SEARCHED_MAGES = 2


def guided(game: Game, state: State, legal: Sequence[Action]) -> bool:
    """Everything but the start of an invocation or an answer is the planner's (laying cards, aims, draws...)."""
    assert isinstance(state, InvokeState)
    if len(state.alive()) > SEARCHED_MAGES:
        return True
    return not (state.phase in (BUILD, ANSWER) and not state.building)


def action_prior(game: Game, state: State, legal: Sequence[Action]) -> list[float]:
    """The planner's worth of the best way on that each action starts, as weights."""
    assert isinstance(state, InvokeState)
    seat = state.to_move()
    ranked = candidates(copy_state(state), seat, legal, position_value)
    best: dict[Action, float] = {}
    plans: dict[Action, tuple[str, ...]] = {}
    for worth, sequence, action in ranked:
        if worth > best.get(action, -math.inf):
            best[action] = worth
            if sequence:
                plans[action] = sequence
    _remember(situation(state, seat), plans)
    top = max(best.values(), default=0.0)
    return [math.exp(best[a] - top) if a in best else 0.0 for a in legal]


def _remember(key: tuple, plans: dict[Action, tuple[str, ...]]) -> None:
    _planned[key] = plans
    _planned.move_to_end(key)
    while len(_planned) > REMEMBERED:
        _planned.popitem(last=False)


def rollout_policy(game: Game, state: State, legal: Sequence[Action], rng) -> Action:
    """Quick moves: finish the invocation begun as planned, pass, end the turn, draw and discard sensibly."""
    assert isinstance(state, InvokeState)
    if len(legal) == 1:
        return legal[0]
    seat = state.to_move()
    phase = state.phase
    if phase in (BUILD, ANSWER) and state.building:
        return _follow(state, seat, legal)
    if phase == BUILD:
        return Action("done") if Action("done") in legal else legal[-1]
    if phase == ANSWER:
        return Action("pass") if Action("pass") in legal else legal[-1]
    move = routine_move(state, seat, legal, lambda piles: best_pile(state, seat, piles))
    return move if move is not None else legal[int(rng.random() * len(legal))]


def _follow(state: InvokeState, seat: int, legal: Sequence[Action]) -> Action:
    """The next card of the invocation the priors planned from the first card laid, else cast or take back."""
    prefix = tuple(state.building["cards"])
    plans = _planned.get(situation(state, seat), {})
    return lay_next(plans.get(Action("add", (prefix[0],)), ()), prefix, legal)


def evaluate(game: Game, state: State, seat: int) -> float:
    """The planner's position worth squashed into [0, 1]."""
    assert isinstance(state, InvokeState)
    worth = position_value(settle(copy_state(state), seat, position_value), seat) if state.phase == AIM \
        else position_value(state, seat)
    return 1.0 / (1.0 + math.exp(-worth / VALUE_SCALE))


ISMCTS_SETTINGS = {"max_children": 3, "rollout_depth": 14, "exploration": 0.4, "prior_keep": 0.5}

