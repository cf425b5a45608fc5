"""Invocación bots: `normal` (the planner), `easy` (the planner with noisy judgement), `random`.

Bots read only their seat's observation. In Preparación the planner (botplan.py) decides
where every card of the seat should be, plays the Preparación cards worth playing, then
moves one card at a time towards that layout and finishes at once (the first to finish
takes 1 Maná). The Guardián deals many cards when ahead (the game ends sooner), few
otherwise. `hard` is flat Monte Carlo over the planner's candidates (bothard.py); `hard_prev`,
the ladder's previous hard, is ISMCTS guided by the planner (the hooks and `ISMCTS_SETTINGS` below).
"""
from __future__ import annotations

import zlib
from collections import Counter
from functools import partial
from typing import Callable, Sequence

from tabletop.bots.base import RandomBot
from tabletop.engine.contract import Action, Event, Game
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.bots.botcombat import combat_action, give_choice, quick_step6, target_choice
from tabletop.games.invocacion.bots.bothard import MonteCarloBot
from tabletop.games.invocacion.bots.botplan import Plan, keep_worth, plan_area
from tabletop.games.invocacion.rules.copies import first_action
from tabletop.games.invocacion.bots.botvalue import evaluate  # noqa: F401 - the ISMCTS hook
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.scoring import victory_points
from tabletop.games.invocacion.rules.state import COMBAT, DEAL, PREPARE, InvocacionState, card_at, iter_area_cards
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS

#: the easy level's blur of each invocation's worth (points of power)
EASY_NOISE = 12.0
#: the share of that blur on the worth of combat moves (points of standing)
COMBAT_NOISE_SHARE = 1.0
#: how much more printed Poder than the planned invocation makes the top Legend worth 1 Maná
LEGEND_MARGIN = 3
#: the order in which misplaced cards are moved: the invocation first (that decides the plan), then
#: out of the zones, so that there is room
MOVE_ORDER = {"invocation": 0, "hand": 1, "conjuros": 2, "apoyos": 2}


def public_points(obs: InvocacionState, seat: int) -> int:
    """A seat's victory points as everybody sees them (trophies face up, Maná counted)."""
    return victory_points(obs, seat)


def choose_deal(obs: InvocacionState, seat: int, legal: Sequence[Action]) -> Action:
    """As Guardián: deal the most cards when ahead (fewer rounds left), three otherwise."""
    counts = sorted(a.args[0] for a in legal)
    mine = public_points(obs, seat)
    ahead = all(mine > public_points(obs, other) for other in range(obs.num_seats) if other != seat)
    wanted = counts[-1] if ahead else min(counts, key=lambda k: abs(k - 3))
    return Action("deal", (wanted,))


def _room(obs: InvocacionState, seat: int, zone: str) -> bool:
    area = obs.area(seat)
    return {"conjuros": len(area.conjuros) < MAX_CONJUROS, "apoyos": len(area.apoyos) < MAX_APOYOS}.get(zone, True)


def prepare_action(obs: InvocacionState, seat: int, legal: Sequence[Action], plan: Plan) -> Action:
    """One step towards the plan: discard, target, place the picked card, play, pick, then finish."""
    kinds = {a.kind for a in legal}
    if "drop" in kinds:
        return min((a for a in legal if a.kind == "drop"), key=lambda a: (keep_worth(deck()[a.args[0]]), a.args[0]))
    area = obs.area(seat)
    if "target" in kinds:  # a Preparación card's player: the one with the most cards in hand
        return max((a for a in legal if a.kind == "target"),
                   key=lambda a: (len(obs.area(a.args[0]).hand), -obs.priority().index(a.args[0])))
    if "to" in kinds:  # the first card picked is the invocation (that is how the plan is followed)
        picked = card_at(area, obs.choice["zone"], obs.choice["index"])
        short = [zone for zone in _misplaced(area, plan, picked)[1] if zone != obs.choice["zone"]]
        wanted = Action("to", ("invocation" if area.invocation is None else (short or ["hand"])[0],))
        return wanted if wanted in legal else Action("cancel")
    if Action("legend") in legal and worth_a_mana(obs.variants.legend_deck[-1], plan):
        return Action("legend")
    for card in plan.plays:
        play = first_action(legal, "play", card)
        if play is not None:
            return play
    moves = []
    for card in {c for c, _zone, _i in iter_area_cards(area)}:
        surplus, short = _misplaced(area, plan, card)
        first = next(zone for c, zone, _i in iter_area_cards(area) if c == card)  # the copy a pick takes
        if first in surplus and any(_room(obs, seat, zone) for zone in short):
            moves.append((min(MOVE_ORDER[zone] for zone in short), card))
    for _order, card in sorted(moves):
        pick = first_action(legal, "pick", card)  # the first copy, as `first` above
        if pick is not None:
            return pick
    return Action("finish") if Action("finish") in legal else legal[0]


def _misplaced(area, plan: Plan, card: str) -> tuple[list[str], list[str]]:
    """The zones holding more copies of `card` than planned, and those holding fewer."""
    have = Counter(zone for c, zone, _i in iter_area_cards(area) if c == card)
    want = Counter(plan.places.get(card, []))
    want["hand"] += max(0, sum(have.values()) - sum(want.values()))  # copies the plan does not know: kept
    return list((have - want).elements()), list((want - have).elements())


def worth_a_mana(legend: str, plan: Plan) -> bool:
    """True when the top Legend would be a stronger invocation than the one planned (it costs 1 Maná)."""
    planned = plan.invocation
    return legend in deck().cards and deck()[legend].power >= LEGEND_MARGIN + (deck()[planned].power if planned else 0)


def plan_noise(obs: InvocacionState, seat: int, spread: float) -> Callable[[str], float] | None:
    """A fixed blur of each invocation's worth for this seat and round (so the plan does not flicker)."""
    if not spread:
        return None

    def noise(card: str) -> float:
        unit = zlib.crc32(f"{obs.round}:{seat}:{card}".encode()) / 0xFFFFFFFF
        return (unit * 2 - 1) * spread
    return noise


class PlannerBot:
    """The planner: Preparación by `plan_area`, the deal by the score (combat: see `combat_action`)."""

    def __init__(self, game: Game, noise: float = 0.0):
        self.game = game
        self.noise = noise

    def choose(self, observation: InvocacionState, legal: Sequence[Action], rng: Rng,
               budget: float | None = None) -> Action:
        """The planner's action for the seat to move."""
        if len(legal) == 1:
            return legal[0]
        seat = observation.to_move()
        if observation.phase == DEAL:
            return choose_deal(observation, seat, legal)
        if observation.phase == PREPARE:
            plan = plan_area(observation, seat, plan_noise(observation, seat, self.noise), self.noise)
            return prepare_action(observation, seat, legal, plan)
        if observation.phase == COMBAT:
            return combat_action(self.game, observation, seat, legal, rng, self.noise * COMBAT_NOISE_SHARE)
        return legal[0]


def rollout_policy(game: Game, state: InvocacionState, legal: Sequence[Action], rng) -> Action:
    """The ISMCTS play-out move: the planner in Preparación (it reads only the mover's own cards),
    fast rules in the combat (the sample is the bot's own guess)."""
    seat = state.to_move()
    if len(legal) == 1:
        return legal[0]
    if state.phase == DEAL:
        return choose_deal(state, seat, legal)
    if state.phase == PREPARE:
        return prepare_action(state, seat, legal, plan_area(state, seat))
    kind = state.combat["ask"]["kind"]
    if kind == "give":
        return give_choice(state, seat, legal)
    if kind == "target":
        return target_choice(state, seat, legal)
    if kind == "bid":
        return Action("pass")
    return quick_step6(state, seat, legal)


def choosing_invocation(state: InvocacionState, legal: Sequence[Action]) -> bool:
    """True at the Preparación decision that places the invocation (the planner has nothing to play first)."""
    if state.phase != PREPARE or state.choice is not None or state.effect is not None:
        return False
    seat = state.turn
    if state.area(seat).invocation is not None:
        return False
    plays = plan_area(state, seat).plays
    return not any(a.kind == "play" and a.args[0] in plays for a in legal) and any(a.kind == "pick" for a in legal)


def guided(game: Game, state: InvocacionState, legal: Sequence[Action]) -> bool:
    """The ISMCTS hook: the planner's decisions, except the invocation's choice, step 6 and targets."""
    if state.phase == COMBAT:
        return state.combat["ask"]["kind"] == "give"
    return not choosing_invocation(state, legal)


#: the prior of a step-6 move that is not the planner's (by kind): passing and revealing first
MOVE_PRIOR = {"pass": 0.5, "reveal": 0.4, "withdraw": 0.3, "support": 0.3, "boost": 0.2, "target": 0.2}


def action_prior(game: Game, state: InvocacionState, legal: Sequence[Action]) -> list[float]:
    """The ISMCTS hook: the worth of each invocation's best layout; elsewhere the planner's move first."""
    if choosing_invocation(state, legal):
        worth = plan_area(state, state.turn).candidates
        low = min(worth.values(), default=0.0)
        return [worth.get(a.args[0], low) if a.kind == "pick" else low for a in legal]
    seat = state.to_move()
    choice = PlannerBot(game).choose(game.observe(state, seat), legal, Rng(0))
    return [1.0 if a == choice else MOVE_PRIOR.get(a.kind, 0.1) for a in legal]


#: the previous hard level (`hard_prev`, ISMCTS): the planner's Preparación except the invocation, which
#: is searched among its best layouts; step 6 and targets searched from the planner's move; play-outs
#: judged after 12 actions
ISMCTS_SETTINGS = {"rollout_depth": 12, "exploration": 0.5, "prior_keep": 0.5, "max_children": 4}

def combat_outcome(events: Sequence[Event], seat: int) -> bool | None:
    """A Maná bet (boost, support) succeeds when its seat wins the combat; a loss or a total tie fails it."""
    for event in events:
        if event.key == "combat.won":
            return event.params["seat"] == seat
        if event.key == "combat.draw":
            return False
    return None


#: the bets of Invocación: Maná (victory points) spent on a combat that may still be lost
RISKY_ACTIONS = {"boost": combat_outcome, "support": combat_outcome}

BOTS = {
    "random": RandomBot,
    "easy": partial(PlannerBot, noise=EASY_NOISE),
    "normal": PlannerBot,
    "hard": MonteCarloBot,
}
