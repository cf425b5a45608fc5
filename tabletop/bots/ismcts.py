"""Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012) over the contract.

Each iteration samples one full state consistent with the bot's observation
(`game.determinize`), walks the shared tree with UCB over the actions that are legal in
that sample (availability counts), expands one action, plays out (or cuts off with the
game's `evaluate` hook) and backs up one reward per seat. A node's statistics are from
the point of view of the seat that chose the action leading to it, so any number of
players and chained decisions (one seat deciding several times in a row) work as is.

Optional hooks come from `tabletop/games/<id>/bots/bot.py` (all optional):

- ``rollout_policy(game, state, legal, rng) -> Action``: the play-out move.
- ``evaluate(game, state, seat) -> float`` in [0, 1]: the value of a position for `seat`,
  used to stop play-outs after ``rollout_depth`` actions.
- ``action_prior(game, state, legal) -> Sequence[float]``: one score per legal action, any
  scale (higher is more promising; normalised to [0, 1] per decision); orders expansion
  and adds a progressive bias to UCB.
- ``risk_check(game, state, action) -> True | False | None``: for an action of a
  ``sure_kinds`` kind, what public information already says: True takes it at once (safe
  by the game's own rule), False never (not searched either), None lets the search decide.
- ``guided(game, state, legal) -> bool``: True leaves the decision to the game's `normal`
  bot, never searched (at the root it answers at once; in the tree its move is the only
  child): the small steps of a plan, such as moving cards one by one.
- ``ISMCTS_SETTINGS``: a dict overriding fields of `Settings`.

Bots never see the real state: search starts from the observation only; the sampled
states are the bot's own guesses.
"""
from __future__ import annotations

import importlib
import math
import random
import time
from dataclasses import dataclass, field, fields, replace
from typing import Any, Callable, Mapping, Sequence

from tabletop.engine.contract import Action, Game, Result, State
from tabletop.engine.rng import Rng

#: thinking time of the `hard` level when no budget is given (seconds)
DEFAULT_SECONDS = 1.0


@dataclass(frozen=True)
class Settings:
    """Search parameters; a game's bot.py may override them with ``ISMCTS_SETTINGS``."""

    exploration: float = 0.7  # UCB constant (rewards are in [0, 1])
    rollout_depth: int | None = None  # cut play-outs after this many actions (needs `evaluate`)
    score_weight: float = 0.2  # share of the normalised score in a final reward (rest: winning)
    prior_weight: float = 1.0  # progressive-bias weight of action priors
    max_playout: int | None = None  # hard cap on play-out length (default: the game's max_actions)
    #: action kinds the search never tries (cancelling a chain leads back to the same position)
    ignore_kinds: tuple = ("back", "cancel")
    #: hide secret commitments (`game.is_simultaneous_commit`) from the other seats' tree nodes
    secret_moves: bool = True
    #: without an `action_prior` hook, use the game's `BOTS["normal"]` choice as a one-hot prior
    guide_prior: bool = False
    #: share of play-out moves chosen by the game's `normal` bot from the mover's observation
    #: (the rest: `rollout_policy`, else uniformly random); 0 keeps play-outs cheap
    guide_rollout: float = 0.0
    #: stop a timed search early once the remaining time cannot change the most visited action
    early_stop: bool = True
    #: with action priors: never expand more than this many actions of a node (the best by prior)
    max_children: int | None = None
    #: keep the chosen action's subtree for the same seat's next decision when nothing new was seen
    reuse_tree: bool = True
    #: cut play-outs (needs `evaluate`) once the seat to move has changed this many times
    rollout_turns: int | None = None
    #: cut play-outs (needs `evaluate` and the game's `round_mark` hook) once the mark has changed this
    #: many times (1: at the end of the round the play-out began in, where nothing is left half-resolved)
    rollout_rounds: int | None = None
    #: with action priors: the final choice stays with the root's best action by prior unless the
    #: most visited one has more than 1/prior_keep times its visits (None: always the most visited)
    prior_keep: float | None = None
    #: (kind, least mean reward) pairs: an action of such a kind is answered only when its mean
    #: reward reaches the bound (a bet that loses the game when it fails needs more than a majority)
    sure_kinds: tuple = ()
    #: the least visits an action of a ``sure_kinds`` kind needs before its mean is trusted
    sure_visits: int = 0


@dataclass(frozen=True)
class Hooks:
    """Per-game helpers for the search; every field is optional."""

    rollout_policy: Callable[..., Action] | None = None
    evaluate: Callable[..., float] | None = None
    action_prior: Callable[..., Sequence[float]] | None = None
    settings: Settings = field(default_factory=Settings)
    guide: Any = None  # the game's `normal` bot (for `guide_prior` / `guide_rollout`)
    risk_check: Callable[..., bool | None] | None = None
    guided: Callable[..., bool] | None = None
    round_mark: Callable[..., Any] | None = None


def load_hooks(game: Game, previous: bool = False) -> Hooks:
    """The hooks a game's `tabletop.games.<id>.bots.bot` module provides (none if it has no bot.py).

    `previous` takes the settings of the game's previous hard level (``ISMCTS_SETTINGS_PREVIOUS``,
    when the module keeps one) instead of ``ISMCTS_SETTINGS``.
    """
    name = f"tabletop.games.{game.info.id}.bots.bot"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and name.startswith(exc.name):
            return Hooks()
        raise
    overrides = dict(getattr(module, "ISMCTS_SETTINGS", {}) or {})
    if previous:
        overrides = dict(getattr(module, "ISMCTS_SETTINGS_PREVIOUS", overrides) or {})
    known = {f.name for f in fields(Settings)}
    unknown = set(overrides) - known
    if unknown:
        raise ValueError(f"{name}.ISMCTS_SETTINGS has unknown keys: {', '.join(sorted(unknown))}")
    bots = getattr(module, "BOTS", {}) or {}
    guide = bots["normal"](game) if "normal" in bots else None
    return Hooks(getattr(module, "rollout_policy", None), getattr(module, "evaluate", None),
                 getattr(module, "action_prior", None), replace(Settings(), **overrides), guide,
                 getattr(module, "risk_check", None), getattr(module, "guided", None),
                 getattr(module, "round_mark", None))


def left_to_guide(game: Game, hooks: Hooks, state: State, legal: Sequence[Action]) -> bool:
    """True when the game's `guided` hook leaves this decision to its normal bot (never searched)."""
    return hooks.guided is not None and hooks.guide is not None and hooks.guided(game, state, legal)


class SearchRng(Rng):
    """An `Rng` backed by one persistent `random.Random`: fast draws for sampled states.

    Used only inside the search (never saved), so it need not be serialisable exactly. The
    generator is seeded on the first draw: most guided play-out moves never draw.
    """

    __slots__ = ("_generator",)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._generator: random.Random | None = None

    @property
    def _random(self) -> random.Random:
        if self._generator is None:
            self._generator = random.Random(self.seed)
        return self._generator

    def _next(self) -> random.Random:
        self.counter += 1
        return self._random

    def copy(self) -> "SearchRng":
        """An independent generator of the same kind that draws what this one would draw next."""
        twin = SearchRng(self.seed)
        twin.counter = self.counter
        if self._generator is not None:
            twin._generator = random.Random()
            twin._generator.setstate(self._generator.getstate())
        return twin

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        self.counter += 1
        return self._random.randrange(n)

    def random(self) -> float:
        """A float in [0, 1)."""
        self.counter += 1
        return self._random.random()

    def __deepcopy__(self, memo) -> "SearchRng":
        copy = SearchRng(self.seed)
        copy.counter = self.counter
        if self._generator is not None:
            copy._generator = random.Random()
            copy._generator.setstate(self._generator.getstate())
        return copy


class Node:
    """One tree node: the action that led here and its statistics for the seat that chose it."""

    __slots__ = ("action", "children", "visits", "total", "avail", "prior", "priors")

    def __init__(self, action: Action | None, prior: float = 0.0) -> None:
        self.action = action
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.prior = prior
        self.priors: dict[Action, float] | None = None  # normalised action priors, when a hook gives them

    def mean(self) -> float:
        """Average reward for the seat that chose this node's action."""
        return self.total / self.visits if self.visits else 0.0


def _child(node: Node, key) -> Node:
    """The child of `node` under `key`, created when missing."""
    child = node.children.get(key)
    if child is None:
        child = node.children[key] = Node(key)
    return child


def _normalised(values: Sequence[float]) -> list[float]:
    """Scores of any scale mapped to [0, 1] (best 1, worst 0; all equal: 0.5)."""
    values = [float(v) for v in values]
    low, high = min(values, default=0.0), max(values, default=0.0)
    if high <= low:
        return [0.5] * len(values)
    return [(v - low) / (high - low) for v in values]


def result_rewards(result: Result | None, num_seats: int, score_weight: float) -> list[float]:
    """Rewards in [0, 1] per seat: a share of the win, blended with the normalised score."""
    if result is None:
        return [0.5] * num_seats
    winners = result.winners
    if winners:
        share = 1.0 / len(winners)
        win = [share if seat in winners else 0.0 for seat in range(num_seats)]
    else:
        win = [1.0 / num_seats] * num_seats
    if not score_weight:
        return win
    scores = result.scores
    low, high = min(scores), max(scores)
    if high > low:
        norm = [(s - low) / (high - low) for s in scores]
    else:
        norm = [0.5] * num_seats
    keep = 1.0 - score_weight
    return [keep * w + score_weight * n for w, n in zip(win, norm)]


class Search:
    """An anytime ISMCTS search from one observation; run it in slices, then ask `best_action`."""

    def __init__(self, game: Game, observation: State, seed: int, hooks: Hooks | None = None,
                 legal: Sequence[Action] | None = None, root: Node | None = None) -> None:
        self.game = game
        self.observation = observation
        self.seat = observation.to_move()
        if self.seat is None:
            raise ValueError("cannot search a finished game")
        self.hooks = hooks if hooks is not None else Hooks()
        self.settings = self.hooks.settings
        self.legal = list(legal) if legal is not None else game.legal_actions(observation)
        ignore = self.settings.ignore_kinds
        self._sure = dict(self.settings.sure_kinds)
        self._risk_check = self.hooks.risk_check if self._sure else None
        self._root_legal = self._unbarred(observation, [a for a in self.legal if a.kind not in ignore]) or self.legal
        self.root = root if root is not None else Node(None)  # a kept subtree of the previous decision
        self.iterations = 0
        self.elapsed = 0.0
        self._random = random.Random(seed)
        self._num_seats = observation.num_seats
        self._max_playout = self.settings.max_playout or game.info.max_actions
        depth = self.settings.rollout_depth
        if self.hooks.evaluate is None:
            depth = None
        elif depth is None:
            depth = 20
        self._cutoff = depth
        self._prior = self.hooks.action_prior
        self._max_children = self.settings.max_children
        if self._prior is None and self.settings.guide_prior and self.hooks.guide is not None:
            self._prior = self._guide_prior

    # --- running ------------------------------------------------------------------
    def run(self, seconds: float | None = None, iterations: int | None = None) -> int:
        """Search until `seconds` pass or `iterations` more are done (whichever first); return the count."""
        if seconds is None and iterations is None:
            raise ValueError("give seconds, iterations or both")
        start = time.perf_counter()
        deadline = None if seconds is None else start + seconds
        done = 0
        while iterations is None or done < iterations:
            self._iterate()
            done += 1
            if deadline is not None:
                now = time.perf_counter()
                if now >= deadline:
                    break
                if iterations is None and done % 8 == 0 and self._decided(done * (deadline - now) / (now - start)):
                    break
        self.iterations += done
        self.elapsed += time.perf_counter() - start
        return done

    def _decided(self, iterations_left: float) -> bool:
        """True when the most visited root action stays first whatever the remaining iterations do."""
        if not self.settings.early_stop:
            return False
        visits = sorted((child.visits for child in self.root.children.values()), reverse=True)
        if len(visits) < 2:
            return len(self._root_legal) == 1
        return visits[0] - visits[1] > iterations_left

    def _iterate(self) -> None:
        game = self.game
        rnd = self._random
        sample_rng = SearchRng(rnd.getrandbits(62))
        state = game.determinize(self.observation, self.seat, sample_rng)
        state.rng = sample_rng  # the real future chance is unknown too: never reuse the observation's
        legal_actions, apply, fast_apply = game.legal_actions, game.apply, game.playout_apply
        ignore = self.settings.ignore_kinds
        secret_rounds = self.settings.secret_moves
        c = self.settings.exploration
        bias = self.settings.prior_weight if self._prior is not None else 0.0
        real = self.root  # the node of the actual move sequence (the single-observer tree)
        views: dict | None = None  # during a round of secret commitments: each seat's own node
        round_start = real
        path: list[tuple[Node, int]] = []
        depth = 0
        while True:
            mover = state.to_move()
            if mover is None:
                break
            if depth == 0:
                legal = self._root_legal
            else:
                legal = legal_actions(state)
                if ignore:
                    legal = [a for a in legal if a.kind not in ignore] or legal
                if self._risk_check is not None:
                    legal = self._unbarred(state, legal) or legal
                if left_to_guide(game, self.hooks, state, legal):
                    legal = [self._guided_move(state, legal)]
            secret = secret_rounds and game.is_simultaneous_commit(state)
            if secret and views is None:
                views, round_start = {}, real
            node = views.get(mover, round_start) if secret else real
            children = node.children
            untried = None
            available = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    if untried is None:
                        untried = []
                    untried.append(action)
                else:
                    child.avail += 1
                    available.append(child)
            if untried and self._max_children:
                untried = self._within_width(node, state, legal, untried)
            if untried:
                chosen = self._expand(node, state, legal, untried)
            else:
                chosen, best_value = available[0], -1.0
                for child in available:
                    value = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                    if bias:
                        value += bias * child.prior / (child.visits + 1)
                    if value > best_value:
                        chosen, best_value = child, value
            action = chosen.action
            path.append((chosen, mover))
            if node is real:
                real = chosen
            else:
                real = _child(real, action)
                path.append((real, mover))
            depth += 1
            if not secret:
                fast_apply(state, action)
            else:
                events = apply(state, action)
                views[mover] = chosen
                hidden = ("?", mover)  # what the other seats know of this move
                for other in range(self._num_seats):
                    if other != mover:
                        views[other] = _child(views.get(other, round_start), hidden)
                if not game.is_simultaneous_commit(state) or any(
                        e.reveals and e.audience is None for e in events):
                    views = None
            if untried:
                break
        rewards = self._playout(state)
        self.root.visits += 1
        for node, mover in path:
            node.visits += 1
            node.total += rewards[mover]

    def _unbarred(self, state: State, legal: Sequence[Action]) -> list[Action]:
        """`legal` without the risky actions that the game's `risk_check` rules out in `state`."""
        check = self._risk_check
        if check is None:
            return list(legal)
        return [a for a in legal if a.kind not in self._sure or check(self.game, state, a) is not False]

    def _priors(self, node: Node, state: State, legal: Sequence[Action], wanted: Sequence[Action]) -> dict:
        """The node's normalised action priors, computed once (again if this sample offers new actions)."""
        weights = node.priors
        if weights is None or any(a not in weights for a in wanted):
            weights = node.priors = dict(zip(legal, _normalised(self._prior(self.game, state, legal))))
        return weights

    def _within_width(self, node: Node, state: State, legal: Sequence[Action], untried: list[Action]) -> list:
        """The untried actions among the `max_children` best by prior (all of them without priors)."""
        if self._prior is None:
            return untried
        weights = self._priors(node, state, legal, untried)
        best = sorted(legal, key=lambda a: -weights.get(a, 0.0))[:self._max_children]
        return [a for a in untried if a in best]

    def _expand(self, node: Node, state: State, legal: Sequence[Action], untried: list[Action]) -> Node:
        if self._prior is None:
            action = untried[int(self._random.random() * len(untried))]
            prior = 0.0
        else:
            weights = self._priors(node, state, legal, untried)
            action = max(untried, key=lambda a: weights.get(a, 0.0))
            prior = weights.get(action, 0.0)
        child = Node(action, prior)
        child.avail = 1
        node.children[action] = child
        return child

    def _guide_prior(self, game: Game, state: State, legal: Sequence[Action]) -> list[float]:
        """1 for the action the game's normal bot picks from the mover's view of the sample, else 0."""
        choice = self._guided_move(state, legal)
        return [1.0 if action == choice else 0.0 for action in legal]

    def _guided_move(self, state: State, legal: Sequence[Action]) -> Action:
        """The normal bot's move for the seat to move, from that seat's view of the sample."""
        if len(legal) == 1:  # a forced move needs no view of the sample
            return legal[0]
        seen = self.game.observe_shared(state, state.to_move())  # the guide only reads it, at once
        return self.hooks.guide.choose(seen, legal, SearchRng(self._random.getrandbits(62)))

    def _playout(self, state: State) -> list[float]:
        game, rnd = self.game, self._random
        policy, evaluate = self.hooks.rollout_policy, self.hooks.evaluate
        guided = self.settings.guide_rollout if self.hooks.guide is not None else 0.0
        legal_actions, apply = game.legal_actions, game.playout_apply
        ignore = self.settings.ignore_kinds
        cutoff = self._cutoff
        turns_left = self.settings.rollout_turns if evaluate is not None else None
        round_mark = self.hooks.round_mark if evaluate is not None else None
        rounds_left = self.settings.rollout_rounds if round_mark is not None else None
        last_mark = round_mark(game, state) if rounds_left is not None else None
        steps = 0
        last_mover = state.to_move()
        while (mover := state.to_move()) is not None:
            if turns_left is not None and mover != last_mover:
                turns_left -= 1
                last_mover = mover
            if rounds_left is not None and (mark := round_mark(game, state)) != last_mark:
                rounds_left -= 1
                last_mark = mark
            if (cutoff is not None and steps >= cutoff) or turns_left == 0 or rounds_left == 0:
                return [evaluate(game, state, seat) for seat in range(self._num_seats)]
            if steps >= self._max_playout:
                return [0.5] * self._num_seats
            legal = legal_actions(state)
            if ignore:
                legal = [a for a in legal if a.kind not in ignore] or legal
            if guided and (guided >= 1.0 or rnd.random() < guided):
                action = self._guided_move(state, legal)
            elif policy is None:
                action = legal[int(rnd.random() * len(legal))]
            else:
                action = policy(game, state, legal, rnd)
            apply(state, action)
            steps += 1
        return result_rewards(state.result(), self._num_seats, self.settings.score_weight)

    # --- reading ------------------------------------------------------------------
    def statistics(self) -> list[tuple[Action, int, float]]:
        """(action, visits, mean reward) for each legal root action, most visited first."""
        rows = []
        for action in self.legal:
            child = self.root.children.get(action)
            rows.append((action, child.visits if child else 0, child.mean() if child else 0.0))
        rows.sort(key=lambda row: (-row[1], -row[2]))
        return rows

    def best_action(self) -> Action:
        """The most visited legal root action (ties: higher mean, then legal order).

        With ``prior_keep`` the prior's favourite is kept when its visits come close to the
        top: a near tie in the search is noise, and the prior (often the normal bot) is a
        sounder tie-breaker than chance. ``sure_kinds`` set aside the actions of a risky kind
        whose mean reward is below their bound or that have fewer than ``sure_visits`` visits.
        """
        bounds = self._sure
        best, best_key = self._root_legal[0], (-1, -1.0)
        for action in self._root_legal:
            child = self.root.children.get(action)
            key = (child.visits, child.mean()) if child else (0, 0.0)
            if action.kind in bounds and (key[1] < bounds[action.kind] or key[0] < self.settings.sure_visits):
                key = (-1, key[1])  # not sure enough: only if nothing else is legal
            if key > best_key:
                best, best_key = action, key
        keep = self.settings.prior_keep
        priors = self.root.priors
        if keep is None or not priors:
            return best
        favourite = max(self._root_legal, key=lambda a: priors.get(a, -1.0))
        child = self.root.children.get(favourite)
        unsure = favourite.kind in bounds and child is not None and (
            child.mean() < bounds[favourite.kind] or child.visits < self.settings.sure_visits)
        if child is not None and child.visits >= keep * best_key[0] and not unsure:
            return favourite
        return best


class ISMCTSBot:
    """The `hard` level: ISMCTS for `seconds` per decision, or exactly `iterations` (deterministic)."""

    def __init__(self, game: Game, seconds: float = DEFAULT_SECONDS, iterations: int | None = None,
                 hooks: Hooks | None = None, max_seconds: float | None = None,
                 settings: Mapping[str, Any] | None = None) -> None:
        self.game = game
        self.seconds = seconds
        self.iterations = iterations
        self.max_seconds = max_seconds
        hooks = hooks if hooks is not None else load_hooks(game)
        if settings:
            hooks = replace(hooks, settings=replace(hooks.settings, **settings))
        self.hooks = hooks
        self.last_search: Search | None = None
        self._carry: tuple[State, Node, Action] | None = None  # (observation, tree node, action taken there)

    def choose(self, observation: State, legal: Sequence[Action], rng: Rng, budget: float | None = None) -> Action:
        """Search from `observation`; `budget` (seconds) overrides the thinking time unless iteration-bounded."""
        root = self._kept_subtree(observation)
        if len(legal) == 1:
            if root is not None:
                self._carry = (observation, root, legal[0])
            return legal[0]
        safe = self._safe_risk(observation, legal)
        if safe is not None:
            return safe
        if left_to_guide(self.game, self.hooks, observation, legal):
            return self.hooks.guide.choose(observation, legal, rng, budget)
        search = Search(self.game, observation, rng.randrange(2**62), self.hooks, legal, root)
        if self.iterations is not None:
            search.run(seconds=self.max_seconds, iterations=self.iterations)
        else:
            search.run(seconds=budget if budget is not None else self.seconds)
        self.last_search = search
        action = search.best_action()
        if self.hooks.settings.reuse_tree:
            self._carry = (observation, search.root, action)
        return action

    def _safe_risk(self, observation: State, legal: Sequence[Action]) -> Action | None:
        """A risky action the game's `risk_check` calls safe from public information, if any."""
        check, sure = self.hooks.risk_check, dict(self.hooks.settings.sure_kinds)
        if check is None:
            return None
        return next((a for a in legal if a.kind in sure and check(self.game, observation, a) is True), None)

    def _kept_subtree(self, observation: State) -> Node | None:
        """The previous decision's subtree, when this decision follows from it with nothing new seen.

        That is the case in a chain of decisions by one seat (choose a card, then a target, ...):
        the observation equals the previous one with our own action applied.
        """
        carry, self._carry = self._carry, None
        if carry is None:
            return None
        before, node, action = carry
        seat = observation.to_move()
        child = node.children.get(action)
        if child is None or before.to_move() != seat:
            return None
        expected = before.clone()
        try:
            self.game.apply(expected, action)
        except Exception:  # noqa: BLE001 - an observation may lack what the action needs: no reuse then
            return None
        if expected.to_move() != seat or \
                self.game.observation_key(expected, seat) != self.game.observation_key(observation, seat):
            return None
        return child


def _sample_positions(game: Game, seats: int, seed: int, count: int) -> list[State]:
    """`count` positions spread over one random game (each with a seat to move)."""
    chooser = random.Random(seed)
    state = game.setup(game.info.resolve_options(None), seats, seed)
    history = []
    while not state.is_over() and len(history) < game.info.max_actions:
        history.append(state.clone())
        legal = game.legal_actions(state)
        game.apply(state, legal[chooser.randrange(len(legal))])
    picks = [history[int(len(history) * (i + 0.5) / count)] for i in range(count)]
    return picks
