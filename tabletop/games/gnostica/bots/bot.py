"""Gnostica bots: `normal` plans its whole turn greedily, `easy` is the same with noise, `random`.

Bots read only their seat's observation. At the start of a turn the planner samples the
hidden cards once (`determinize`), then values every turn option by playing it out step
by step, each power step taking the option that leaves the best position by `evaluate`:
score, pips on the board, contested territory it can hold, threats to what it holds,
cards in hand. The rest of the plan is cached and followed while the observations match
what it expected (a revealed card changes them, and the bot plans again).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Iterable, Sequence

from tabletop.bots.base import RandomBot
from tabletop.engine.contract import Action, Event, Game
from tabletop.engine.rng import Rng
from tabletop.games.gnostica.rules import powers
from tabletop.games.gnostica.rules.cards import deck
from tabletop.games.gnostica.rules.model import (
    DIRS, HAND_SIZE, HIDDEN, NEIGHBOURS, ORIENTS, GnosticaState, _chain_out, _sel_out, piece_refs, scores,
    set_piece,
)

#: majors the World is tried as (a shortlist keeps the bot fast)
WORLD_TRIES = ("major_05_hierophant", "major_13_death", "major_19_sun", "major_14_temperance",
               "major_08_strength", "major_06_lovers")
CARD_WORTH = {3: 1.4, 2: 1.1, 1: 1.0}
#: work limits of one plan (counted, not timed, so that decisions are reproducible)
PLAN_EVALUATIONS = 1800
STEP_OPTIONS = 70
PIP_WORTH = 2.5


def hand_worth(hand: Sequence[str]) -> float:
    """Cards in hand are options for later turns; each extra card is worth a little less."""
    return _hand_worth(tuple(hand))


@lru_cache(maxsize=4096)
def _hand_worth(hand: tuple[str, ...]) -> float:
    worths = sorted((CARD_WORTH.get(_card_value(c), 1.0) for c in hand), reverse=True)
    return sum(w * max(0.3, 2.0 - 0.3 * i) for i, w in enumerate(worths))


# --- the position's worth --------------------------------------------------------------------
def evaluate_position(state: GnosticaState, seat: int) -> float:
    """Heuristic worth of a position for `seat` (higher is better); cheap, used on every option."""
    n = state.num_seats
    target = state.options.get("target", 9)
    score = [0] * n
    pips = [0] * n
    contested = 0.0
    threat = 0.0
    reach = 0.0
    board = state.board
    values = _card_values()
    for pos, cell in board.items():
        pieces = cell.pieces
        if not pieces:
            continue
        x, y = pos
        for owner, size, orient in pieces:
            pips[owner] += size
            if owner == seat and orient != "U":
                dx, dy = DIRS[orient]
                ahead = board.get((x + dx, y + dy))
                if ahead is not None:
                    if ahead.card is not None:
                        reach += 0.15 * values[ahead.card]
                    enemies = 0
                    for piece in ahead.pieces:
                        if piece[0] != seat:
                            enemies += 1
                    if enemies:  # adding 0.2 * 0 changes nothing
                        reach += 0.2 * enemies
        card = cell.card
        if card is None:
            continue
        value = values[card]
        if len(pieces) == 1:
            owner = pieces[0][0]
            score[owner] += value
            if owner == seat:
                threat += value * _danger(board, x, y, seat)
            continue
        owner = pieces[0][0]
        mine = total = 0
        alone = True
        for piece_owner, size, _ in pieces:
            total += size
            if piece_owner == seat:
                mine += size
            if piece_owner != owner:
                alone = False
        if alone:
            score[owner] += value
            if owner == seat:
                threat += value * _danger(board, x, y, seat)
        elif mine:
            contested += value * mine / total
    others = [score[p] for p in range(n) if p != seat and not state.eliminated[p]] or [0]
    value = 10.0 * score[seat] - 6.0 * max(others) - 2.0 * sum(others) / len(others)
    if score[seat] >= target:
        value += 8.0  # a challenge is within reach
    value += 3.0 * contested - 4.0 * threat + reach
    value += PIP_WORTH * pips[seat] - 0.8 * (sum(pips) - pips[seat]) / max(1, n - 1)  # whole pips: exact
    value += 0.3 * state.stashes[seat][0] if pips[seat] else 0.0
    value += hand_worth(state.hands[seat])
    ch = state.challenge
    if ch is not None and ch["seat"] != seat:
        value -= 25.0 * max(0, score[ch["seat"]] - target + 1)
    if ch is not None and ch["seat"] == seat and ch["last"]:
        value += 40.0 if score[seat] >= target else -40.0
    if state.eliminated[seat]:
        value -= 1000.0
    return value


@lru_cache(maxsize=1)
def _card_values() -> dict[str, int]:
    """Each card's territory value, by id."""
    return {card_id: card.value for card_id, card in deck().cards.items()}


def _card_value(card: str) -> int:
    return 0 if card == HIDDEN else deck()[card].value


def _danger(board: dict, x: int, y: int, seat: int) -> float:
    """0..1: how exposed space (x, y) is to enemy pieces (pointing at it, or one or two spaces away)."""
    danger = 0.0
    for dx, dy, dist, facing in _DANGER_SPOTS:
        cell = board.get((x + dx, y + dy))
        if cell is None:
            continue
        for owner, size, orient in cell.pieces:
            if owner == seat:
                continue
            if dist == 1:
                danger += 0.5 if orient == facing else 0.25
            elif orient == facing and size >= 2:
                danger += 0.3
    return min(1.0, danger)


#: (dx, dy, distance, the orientation pointing back at the space) in the order dangers add up
_DANGER_SPOTS = tuple((dx * dist, dy * dist, dist, next(o for o, d in DIRS.items() if d == (-dx, -dy)))
                      for dx, dy in NEIGHBOURS for dist in (1, 2))


#: ISMCTS value of a challenger whose last turn starts below the target (it can still score)
SHORT_CHALLENGER = 0.1


def evaluate(game: Game, state: GnosticaState, seat: int) -> float:
    """The ISMCTS hook: position worth for `seat` squashed into [0, 1].

    A challenge whose last turn has begun is as good as decided: the challenger keeps what it
    holds through its own turn, so the search sees a win or an elimination, not a heuristic.
    """
    if state.is_over():
        return 1.0 if seat in state.result().winners else 0.0
    ch = state.challenge
    if ch is not None and ch["last"] and state.current == ch["seat"]:
        if scores(state)[ch["seat"]] >= state.options.get("target", 9):
            return 1.0 if seat == ch["seat"] else 0.0
        if seat == ch["seat"]:
            return SHORT_CHALLENGER
    return 1.0 / (1.0 + math.exp(-evaluate_position(state, seat) / 40.0))


def rollout_policy(game: Game, state: GnosticaState, legal: Sequence[Action], rng) -> Action:
    """The ISMCTS play-out move: random, but no cancelling and no hopeless challenge."""
    pool = [a for a in legal if a.kind not in ("cancel", "challenge")]
    if any(a.kind == "challenge" for a in legal) and scores(state)[state.current] >= state.options.get("target", 9):
        return next(a for a in legal if a.kind == "challenge")
    pool = pool or list(legal)
    return pool[rng.randrange(len(pool))]


def action_prior(game: Game, state: GnosticaState, legal: Sequence[Action]) -> list[float]:
    """The ISMCTS hook: each action's worth once the planner finishes the turn greedily after it."""
    seat = state.to_move()
    planner = PlannerBot(game)
    worths = []
    for action in legal:
        trial = _to_try(state)
        planner._work = PLAN_EVALUATIONS
        try:
            planner.act(trial, str(action))
            if trial.phase == "play" and trial.current == seat and trial.mode != "end":
                for text in planner.make_plan(trial, seat):
                    planner.act(trial, text)
        except ValueError:  # the plan met a choice it cannot make on this sample: judge where it stopped
            pass
        worths.append(evaluate_position(trial, seat))
    return worths


#: the hard level challenges only when the search values it at least this much, about that share
#: of its samples surviving the reply (a failed challenge loses the game; waiting rarely does)
CHALLENGE_SURE = 0.85
#: ... and only once the challenge has been tried in this many samples (a mean of a few is noise)
CHALLENGE_SAMPLES = 12


def risk_check(game: Game, state: GnosticaState, action: Action) -> bool | None:
    """The ISMCTS hook on a challenge, from public information (the scores and the board).

    Never below the target: the points the last turn would have to bring depend on draws and
    on the opponents' hidden cards, which the samples guess badly. At once when the planner's
    careful rule holds (the score survives the most exposed territory's loss). Otherwise the
    search decides, with the `sure_kinds` bound.
    """
    seat = state.to_move()
    if scores(state)[seat] < state.options.get("target", 9):
        return False
    return True if PlannerBot(game).should_challenge(state, seat) else None
#: the hard level: only the planner's three best options at each step are searched; each play-out
#: finishes this turn, plays the next player's turn and our next one with the planner (at most 36
#: actions), then judges the position
ISMCTS_SETTINGS = {"guide_rollout": 1.0, "rollout_turns": 3, "rollout_depth": 36, "max_children": 3,
                   "exploration": 0.15, "prior_weight": 0.5, "sure_kinds": (("challenge", CHALLENGE_SURE),),
                   "sure_visits": CHALLENGE_SAMPLES}
#: the hard level before issue 13 (ladder level `hard_prev`)
ISMCTS_SETTINGS_PREVIOUS = {"guide_rollout": 1.0, "rollout_turns": 3, "rollout_depth": 36, "max_children": 3,
                            "exploration": 0.15, "prior_weight": 0.5,
                            "sure_kinds": (("challenge", CHALLENGE_SURE),), "sure_visits": CHALLENGE_SAMPLES}


# --- the planner -------------------------------------------------------------------------------
def _pref(ref) -> str:
    return f"{ref[0]},{ref[1]}:{ref[2]}"


def fingerprint(state: GnosticaState, seat: int) -> tuple:
    """What `seat` sees of `state` (an observation or a full position), as a comparable value.

    Equal exactly when the seat's observations' snapshots are; built from copies (the state
    goes on changing) without cloning the state or writing JSON: the bot checks it before
    every planned action, play-outs included.
    """
    hands = tuple(tuple(hand) if p == seat else len(hand) for p, hand in enumerate(state.hands))
    bids = tuple(HIDDEN if p != seat and bid is not None else bid for p, bid in enumerate(state.bids))
    sel = _sel_out(state.sel)
    if sel.get("marked") and state.current != seat:
        sel["marked"] = len(sel["marked"])
    return (state.num_seats, dict(state.options), state.phase, state.current, state.mode,
            {pos: (cell.card, tuple(cell.pieces)) for pos, cell in state.board.items()}, hands,
            tuple(map(tuple, state.stashes)), len(state.draw), tuple(state.discard), sel, _chain_out(state.chain),
            dict(state.challenge) if state.challenge else None, tuple(state.eliminated), tuple(state.turns),
            bids, tuple(state.pool), tuple(state.pickers), state.bid_winner, frozenset(state.crowded),
            dict(state.outcome) if state.outcome else None)


class PlannerBot:
    """Plans a whole turn greedily (see the module docstring); `noise` blurs its judgement."""

    def __init__(self, game: Game, noise: float = 0.0, careful: bool = True):
        self.game = game
        self.noise = noise
        self.careful = careful  # False: challenges as soon as the score reaches the target
        self.plan: list[str] = []  # the rest of the turn's actions
        self._ahead: GnosticaState | None = None  # the planning state the next planned action starts from
        self._rng: Rng | None = None
        self._work = 0  # evaluations left for the plan being made

    # --- the Bot protocol -----------------------------------------------------------------
    def choose(self, observation: GnosticaState, legal: Sequence[Action], rng: Rng,
               budget: float | None = None) -> Action:
        """The planned action for this decision."""
        seat = observation.to_move()
        if self.plan:
            planned = _listed(zip(legal, legal), self.plan[0])
            if planned is not None and fingerprint(self._ahead, seat) == fingerprint(observation, seat):
                self._follow(seat)
                return planned
        self.plan = []
        if len(legal) == 1:
            return legal[0]
        self._rng = rng
        self._work = PLAN_EVALUATIONS
        state = self.game.determinize(observation, seat, rng)
        actions = self.make_plan(state, seat)
        first = _listed(zip(legal, legal), actions[0]) if actions else None
        if first is None:
            return legal[0]
        self.plan, self._ahead = list(actions), state  # making the plan left `state` as it was
        self._follow(seat)
        return first

    def _follow(self, seat: int) -> None:
        """Carry out the plan's next action on the planning state; the plan ends with the seat's turn.

        The states the rest of the plan expects are thus built only as far as the game follows it.
        """
        self.act(self._ahead, self.plan.pop(0))
        if self._ahead.to_move() != seat:
            self.plan = []

    # --- valuing ----------------------------------------------------------------------------
    def value(self, state: GnosticaState, seat: int) -> float:
        """The position's worth, blurred by the bot's noise."""
        self._work -= 1
        v = evaluate_position(state, seat)
        if self.noise and self._rng is not None:
            v += (self._rng.random() * 2 - 1) * self.noise
        return v

    def act(self, state: GnosticaState, text: str) -> None:
        """Apply one legal action string to a planning state (one pass over the choices).

        The choices `legal_actions` just listed for this very state are reused (`state.offer`: the
        rules clear it whenever they change the state, and clones start without one).
        """
        choices = state.offer if state.offer is not None else self.game._choices(state)
        state.offer = None  # the state changes: what legal_actions listed for it no longer holds
        op = _listed(choices, text)
        if op is not None:
            getattr(self.game, "_do_" + op[0])(state, [], *op[1:])
            return
        raise ValueError(f"{text!r} is not legal in the planning state")

    # --- plans --------------------------------------------------------------------------------
    def make_plan(self, state: GnosticaState, seat: int) -> list[str]:
        """Action strings from this decision to the end of the seat's turn."""
        if state.phase == "bid":
            return [f"bid {self._bid_card(state, seat)}"]
        if state.phase == "pick":
            best = max(state.pool, key=lambda c: (deck()[c].value, deck()[c].bid_rank))
            return [f"take {best}"]
        if state.mode == "end":
            return ["challenge" if self.should_challenge(state, seat) else "end"]
        if state.mode == "start":
            return self.plan_turn(state, seat)
        if state.mode == "power" and not set(state.sel) - {"suit"}:
            trial = state.clone()
            return self.finish_chain(trial, seat)
        return self.best_by_finishing(state, seat)

    def _bid_card(self, state: GnosticaState, seat: int) -> str:
        """Bid the least useful card: the lowest spot (going first matters less than the cards)."""
        return min(state.hands[seat], key=lambda c: (deck()[c].value, deck()[c].bid_rank))

    def should_challenge(self, state: GnosticaState, seat: int) -> bool:
        """Challenge when the score should survive one turn of every opponent."""
        target = state.options.get("target", 9)
        mine = scores(state)[seat]
        if mine < target or not self.careful:
            return mine >= target
        losses = []
        for pos, cell in state.board.items():
            if cell.card and cell.pieces and all(p[0] == seat for p in cell.pieces):
                if _danger(state.board, *pos, seat) > 0:
                    losses.append(deck()[cell.card].value)
        opponents = sum(1 for p in range(state.num_seats) if p != seat and not state.eliminated[p])
        losses.sort(reverse=True)
        hits = 1 if opponents <= 2 else 2  # opponents rarely all hit the same player in one round
        return mine - sum(losses[:hits]) >= target or mine >= target + 3

    def plan_turn(self, state: GnosticaState, seat: int) -> list[str]:
        """Value every turn option played out greedily; return the best one's actions."""
        best: tuple[float, list[str]] | None = None
        if state.mode == "start" and any(True for _ in piece_refs(state, seat)):
            best = self._best_reorient(state, seat)
        for start in self._turn_starts(state, seat):
            if self._work <= 0 and best is not None:
                break
            trial = _to_try(state)
            try:
                actions = [start] + self._after_start(trial, seat, start)
            except ValueError:
                continue
            v = self.value(trial, seat)
            if best is None or v > best[0]:
                best = (v, actions)
        return best[1] if best else []

    def _turn_starts(self, state: GnosticaState, seat: int) -> list[str]:
        """Turn options worth planning, most promising kinds first: activations, majors, one card per suit."""
        legal = [str(a) for a in self.game.legal_actions(state)]
        out = [a for a in legal if a.startswith(("activate", "place", "pass"))]
        cards = sorted(state.hands[seat], key=lambda c: (not deck()[c].is_major, deck()[c].value, c))
        suits_seen = set()
        for card in cards:
            c = deck()[card]
            if not c.is_major:
                if c.suit in suits_seen:
                    continue
                suits_seen.add(c.suit)
            out.append(f"play {card}")
        return out + [a for a in legal if a == "redraw"]

    def _best_reorient(self, state: GnosticaState, seat: int) -> tuple[float, list[str]] | None:
        """The best single re-orientation (the fourth turn option): each piece's most tempting way."""
        best = None
        for ref in piece_refs(state, seat):
            owner, size, current = state.piece(ref)
            orient = next(o for o in rank_orientations(state, ref[:2], seat) if o != current)
            trial = state.clone()
            set_piece(trial, ref, (owner, size, orient))
            v = self.value(trial, seat)
            if best is None or v > best[0]:
                best = (v, [f"reorient {_pref(ref)}", f"orient {orient}"])
        return best

    def _after_start(self, trial: GnosticaState, seat: int, start: str) -> list[str]:
        self.act(trial, start)
        if trial.mode == "place" or trial.mode == "reorient":
            return self._best_orient(trial, seat)
        if trial.mode == "redraw":
            return self._redraw(trial, seat)
        if trial.mode == "power":
            return self.finish_chain(trial, seat)
        return []

    def _best_orient(self, trial: GnosticaState, seat: int) -> list[str]:
        """Choose an orientation by the cheap ranking (placing, re-orienting, after an action)."""
        legal = [a.args[0] for a in self.game.legal_actions(trial) if a.kind == "orient"]
        if trial.mode == "place":
            pos = trial.sel["at"]
        elif trial.mode == "reorient":
            pos = trial.sel["piece"][:2]
        else:
            pos = trial.chain["after"][:2]
        choice = next(o for o in rank_orientations(trial, pos, seat) + legal if o in legal)
        self.act(trial, f"orient {choice}")
        return [f"orient {choice}"]

    def _redraw(self, trial: GnosticaState, seat: int) -> list[str]:
        """Discard the weakest spot when the hand is full, then draw as many as allowed."""
        acts = []
        hand = trial.hands[seat]
        if len(hand) >= HAND_SIZE - 1:
            spots = [c for c in hand if deck()[c].value == 1]
            if spots:
                acts.append(f"discard {spots[0]}")
                self.act(trial, acts[-1])
        draws = [a for a in self.game.legal_actions(trial) if a.kind == "draw"]
        acts.append(str(draws[-1]))
        self.act(trial, acts[-1])
        return acts

    def finish_chain(self, trial: GnosticaState, seat: int) -> list[str]:
        """Play the power in use to its end, each step taking its best option."""
        acts: list[str] = []
        guard = 0
        while trial.phase == "play" and trial.current == seat and trial.mode == "power" and guard < 40:
            guard += 1
            acts += self._best_step(trial, seat)
        return acts

    def _best_step(self, trial: GnosticaState, seat: int) -> list[str]:
        """Carry out the best choice of the current step on `trial`; return its actions."""
        chain = trial.chain
        if chain["after"] is not None:
            return self._best_orient(trial, seat)
        if set(trial.sel) - {"suit"}:
            return self.best_by_finishing(trial, seat)[:1] or ["cancel"]
        kind = powers.current_ctx(trial).kind
        legal = [str(a) for a in self.game.legal_actions(trial)]
        if kind == "reveal":
            text = "reveal" if "reveal" in legal else "done"
            self.act(trial, text)
            return [text]
        if kind == "redraw":
            return self._redraw(trial, seat)
        if kind == "magician":
            return self._best_branch(trial, seat, [a for a in legal if a.startswith("use ")])
        if kind == "world":
            tries = [f"copy {m}" for m in WORLD_TRIES if f"copy {m}" in legal]
            return self._best_branch(trial, seat, tries)
        if kind == "judgement":
            return self._judgement(trial, seat, legal)
        return self._best_option(trial, seat, legal)

    def _best_branch(self, trial: GnosticaState, seat: int, choices: list[str]) -> list[str]:
        """Try each first action, finishing the chain greedily; keep the best."""
        best = None
        for text in choices:
            t = _to_try(trial)
            self.act(t, text)
            rest = self.finish_chain(t, seat)
            v = self.value(t, seat)
            if best is None or v > best[0]:
                best = (v, [text] + rest)
        if best is None:
            self.act(trial, "done")
            return ["done"]
        for text in best[1]:
            self.act(trial, text)
        return best[1]

    def _judgement(self, trial: GnosticaState, seat: int, legal: list[str]) -> list[str]:
        minions = [a for a in legal if a.startswith("minion ")]
        if not minions:
            self.act(trial, "done")
            return ["done"]
        biggest = max(minions, key=lambda a: trial.piece(_parse_ref(a.split()[1]))[1])
        acts = [biggest]
        self.act(trial, biggest)
        while trial.mode == "power" and trial.sel.get("minion"):
            takes = [a for a in self.game.legal_actions(trial) if a.kind == "take"]
            if not takes:
                break
            best = max(takes, key=lambda a: (deck()[a.args[0]].value, deck()[a.args[0]].is_major))
            acts.append(str(best))
            self.act(trial, str(best))
        if trial.mode == "power" and trial.sel.get("minion"):
            acts.append("done")
            self.act(trial, "done")
        return acts

    def _best_option(self, trial: GnosticaState, seat: int, legal: list[str]) -> list[str]:
        """The step's best complete option (or skipping it), carried out on `trial`."""
        base = self.value(trial, seat)
        best = None
        options = list(powers.step_options(trial, seat))
        if len(options) > STEP_OPTIONS:  # a spread-out sample of very long lists (Hermit, crowded boards)
            stride = len(options) / STEP_OPTIONS
            options = [options[int(i * stride)] for i in range(STEP_OPTIONS)]
        for opt in options:
            t = trial.clone()
            powers.execute(t, seat, opt, [])
            if t.chain["after"] is not None:
                _aim(t, seat)
            v = self.value(t, seat)
            if best is None or v > best[0]:
                best = (v, opt)
        can_stop = [a for a in ("skip", "done") if a in legal]
        if best is None or (best[0] <= base + 0.01 and can_stop):
            text = can_stop[0] if can_stop else "cancel"
            self.act(trial, text)
            return [text]
        return self._apply_option(trial, seat, best[1])

    def _apply_option(self, trial: GnosticaState, seat: int, opt) -> list[str]:
        acts = [f"minion {_pref(opt.minion)}"]
        self.act(trial, acts[-1])
        if opt.target is not None:
            t = opt.target
            arg = f"{t[1]},{t[2]}" if t[0] == "cell" else _pref(t[1:])
            acts.append(f"target {arg}")
            self.act(trial, acts[-1])
        if trial.sel.get("target") is not None or (opt.target is None and trial.sel.get("minion")):
            param = str(self.game._param_action(trial, opt))
            acts.append(param)
            self.act(trial, param)
        if trial.mode == "power" and trial.chain["after"] is not None:
            acts += self._best_orient(trial, seat)
        return acts

    def best_by_finishing(self, state: GnosticaState, seat: int) -> list[str]:
        """Fallback for mid-step decisions: try each action, finish the turn greedily, keep the best."""
        best = None
        for a in self.game.legal_actions(state):
            if a.kind == "cancel":
                continue
            t = _to_try(state)
            self.act(t, str(a))
            rest = self.finish_chain(t, seat) if t.mode == "power" and not set(t.sel) - {"suit"} else []
            v = self.value(t, seat)
            if best is None or v > best[0]:
                best = (v, [str(a)] + rest)
        return best[1] if best else [str(self.game.legal_actions(state)[0])]


def _listed(listing: Iterable[tuple[Action, Any]], text: str) -> Any:
    """What goes with the listed action written `text` (None when none is): (action, op) or (action, action)."""
    kind, space, rest = text.partition(" ")
    for action, what in listing:
        if action.kind != kind:
            continue
        args = action.args
        if len(args) == 1 and type(args[0]) is str:  # most actions: compared without writing them out
            if space and args[0] == rest:
                return what
        elif str(action) == text:
            return what
    return None


def _to_try(state: GnosticaState) -> GnosticaState:
    """A clone of `state` to carry out one of the actions just listed for it (the listing holds for it too)."""
    trial = state.clone()
    trial.offer = state.offer
    return trial


def _parse_ref(text: str) -> tuple:
    cell, index = text.split(":")
    x, y = map(int, cell.split(","))
    return (x, y, int(index))


def rank_orientations(state: GnosticaState, pos: tuple, seat: int) -> list[str]:
    """Orientations for a piece of `seat` on `pos`, most tempting first (what it would point at)."""
    board = state.board
    values = _card_values()
    x, y = pos
    ranked = []
    for index, (orient, dx, dy) in enumerate(_ORIENT_STEPS):
        v = 0.0
        cell = board.get((x + dx, y + dy))
        if cell is not None:
            for piece in cell.pieces:
                if piece[0] != seat:
                    v += 1.0 + piece[1] * 0.3
            if cell.card is not None and not v:  # v stays 0.0 only when no enemy stands there
                v += 0.5 * values[cell.card]
            if orient == "U":
                v *= 0.6
        ranked.append((-v, index, orient))
    ranked.sort()
    return [o for _, _, o in ranked]


#: each orientation with the step to the space it points at ("U" points at its own space)
_ORIENT_STEPS = tuple((o, *DIRS.get(o, (0, 0))) for o in ORIENTS)


def _aim(state: GnosticaState, seat: int) -> str:
    """Orient the piece waiting for its orientation by the cheap ranking; return the orientation."""
    ref = state.chain["after"]
    owner, size, _ = state.piece(ref)
    ranked = rank_orientations(state, ref[:2], seat)
    best = ranked[0]
    if state.chain.get("need"):
        best = next((o for o in ranked if powers.orientation_keeps_going(state, seat, o)), best)
    set_piece(state, ref, (owner, size, best))
    state.chain["after"] = None
    powers.settle(state)
    return best


def challenge_outcome(events: Sequence[Event], seat: int) -> bool | None:
    """A challenge by `seat` succeeded (won the game), failed (eliminated) or is still open (None)."""
    for event in events:
        if event.params.get("seat") == seat and event.key in ("challenge_won", "eliminated"):
            return event.key == "challenge_won"
    return None


#: the ladder counts how often each level's challenges succeed (tabletop.bots.risky)
RISKY_ACTIONS = {"challenge": challenge_outcome}

BOTS = {
    "random": RandomBot,
    "easy": lambda game: PlannerBot(game, noise=15.0, careful=False),
    "normal": PlannerBot,
}
