"""The difficulty ladder: each level plays the one below it, seats rotated; plus bot timing.

With more than two seats the levels share the table evenly by default (`even`: alternating
seats, the odd seat going to each level in turn) or the upper level sits once against the
rest (`one-vs-rest`); see `upper_seats`.

Bots get only observations (`game.observe`) and the legal actions seen from them; the
referee loop here holds the real state and applies their choices.
"""
from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from tabletop.bots.base import bot_action
from tabletop.bots.levels import LADDER_LEVELS, LEVELS, make_bot, split_iterations
from tabletop.bots.progress import GameCounter
from tabletop.bots.remote import CheckoutError, RemoteBot, checkouts, split_level
from tabletop.bots.risky import BetTally, BetTracker, RiskyBet, risky_actions
from tabletop.engine.contract import Game
from tabletop.engine.registry import get_game
from tabletop.engine.rng import Rng
from tabletop.runner import runner

Progress = Callable[[int, int], None]

#: how the seats of a game are split between the two levels of a pair (see `upper_seats`)
SEATINGS = ("even", "one-vs-rest")


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class MatchOutcome:
    """One finished (or capped) game of a ladder pair, from the upper level's point of view."""

    upper_seats: tuple[int, ...]
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    actions: int
    finished: bool
    bets: tuple[RiskyBet, ...] = ()  # the risky actions taken (see tabletop.bots.risky)


@dataclass
class PairResult:
    """`upper` against `lower`: games, wins (draws count half), interval, ranks and scores."""

    upper: str
    lower: str
    seats: int
    outcomes: list[MatchOutcome] = field(default_factory=list)

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.outcomes)

    def _share(self, o: MatchOutcome) -> float:
        """The upper level's part of the game: its seats' share of the win (an unfinished game: its share of the seats)."""
        if not o.finished:
            return len(o.upper_seats) / self.seats
        return sum(1 for w in o.winners if w in o.upper_seats) / len(o.winners) if o.winners else 0.0

    @property
    def wins(self) -> int:
        """Games won by the upper level's seats only."""
        return sum(1 for o in self.outcomes if o.finished and self._share(o) == 1.0)

    @property
    def draws(self) -> int:
        """Games whose win the two levels share, or capped unfinished."""
        return sum(1 for o in self.outcomes if o.finished and 0.0 < self._share(o) < 1.0) + self.unfinished

    @property
    def unfinished(self) -> int:
        """Games that hit the length cap."""
        return sum(1 for o in self.outcomes if not o.finished)

    @property
    def losses(self) -> int:
        """Games the upper level did not win (nor share)."""
        return self.games - self.wins - self.draws

    @property
    def win_rate(self) -> float:
        """Upper's share of wins (a shared or unfinished game counts as a fraction)."""
        return self.successes / self.games if self.games else 0.0

    @property
    def successes(self) -> float:
        """Wins plus fractional shared wins (an unfinished game counts as the upper level's share of the seats)."""
        return sum(self._share(o) for o in self.outcomes)

    @property
    def ci95(self) -> tuple[float, float]:
        """Wilson 95% interval of the win rate."""
        return wilson(self.successes, self.games)

    @property
    def baseline(self) -> float:
        """The win rate of equal players: the upper level's mean share of the seats (1/2 evenly seated, 1/P alone)."""
        if not self.outcomes:
            return 1.0 / self.seats
        return statistics.fmean(len(o.upper_seats) for o in self.outcomes) / self.seats

    @property
    def ordered(self) -> bool:
        """True when the whole interval lies above the baseline."""
        return self.games > 0 and self.ci95[0] > self.baseline

    def _side(self, o: MatchOutcome, upper: bool) -> list[int]:
        return [s for s in range(self.seats) if (s in o.upper_seats) == upper]

    def mean_rank(self, upper: bool) -> float:
        """Mean rank (1 = best) of the upper level's seats, or of the lower level's seats."""
        ranks = [_rank(o, s) for o in self.outcomes for s in self._side(o, upper)]
        return statistics.fmean(ranks) if ranks else 0.0

    def mean_score(self, upper: bool) -> float:
        """Mean final score of the upper level's seats, or of the lower level's seats."""
        values = [o.scores[s] for o in self.outcomes for s in self._side(o, upper)]
        return statistics.fmean(values) if values else 0.0

    def bet_tallies(self, upper: bool) -> dict[str, BetTally]:
        """Risky actions of the upper level's seat (or of the lower levels' seats), per kind."""
        tallies: dict[str, BetTally] = {}
        for o in self.outcomes:
            for bet in o.bets:
                if (bet.seat in o.upper_seats) == upper:
                    tallies.setdefault(bet.kind, BetTally()).add(bet)
        return tallies

    @property
    def mean_actions(self) -> float:
        """Mean number of actions per game."""
        return statistics.fmean(o.actions for o in self.outcomes) if self.outcomes else 0.0


def _rank(outcome: MatchOutcome, seat: int) -> int:
    """1 + the number of seats strictly ahead (winners first, then by score)."""
    def standing(s: int) -> tuple:
        return (s in outcome.winners, outcome.scores[s])
    return 1 + sum(1 for s in range(len(outcome.scores)) if standing(s) > standing(seat))


@dataclass
class LadderResult:
    """Every pair of adjacent levels for one game."""

    game_id: str
    games: int
    seed: int
    seats: int
    hard_seconds: float | None
    pairs: list[PairResult]
    elapsed: float = 0.0
    hard_iterations: int | None = None
    opponent: str | None = None  # every level played this one (None: each the level below)
    seating: str = "even"

    @property
    def ordered(self) -> bool:
        """True when every level beats the one below."""
        return all(p.ordered for p in self.pairs)


def play_match(game_id: str, levels: Sequence[str], seed: int, budget: float | None = None,
               options: dict | None = None, hard_iterations: int | None = None,
               tracker: BetTracker | None = None, trees: dict[str, str] | None = None,
               ) -> tuple[tuple[float, ...], tuple[int, ...], int, bool]:
    """Play one game with a bot of `levels[seat]` in each seat: (scores, winners, actions, finished).

    `budget` is every bot's thinking time; `hard_iterations` makes `hard` iteration-bounded instead.
    A `tracker` is shown every action and its events (to follow risky actions). A level
    ``LEVEL@REV`` is played by REV's bot from its checkout ``trees[REV]`` (see `tabletop.bots.remote`);
    a level ending in ``:iter=N`` searches exactly N iterations per decision (before `hard_iterations`).
    """
    game = get_game(game_id)
    bots = [_ladder_bot(game, level, trees or {}, len(levels), seed, seat) for seat, level in enumerate(levels)]
    if hard_iterations:
        for level, bot in zip(levels, bots):
            if level in ("hard", "hard_prev"):
                bot.iterations = hard_iterations  # type: ignore[attr-defined]
    remote = [bot for bot in bots if isinstance(bot, RemoteBot)]
    rngs = [Rng(seed * 1_000_003 + 7919 * (seat + 1)) for seat in range(len(levels))]
    state = game.setup(game.info.resolve_options(options), len(levels), seed)
    actions = 0
    try:
        while actions < game.info.max_actions:
            seat = state.to_move()
            if seat is None:
                break
            action = bot_action(game, bots[seat], game.observe(state, seat), rngs[seat], budget)
            events = game.apply(state, action)
            for bot in remote:
                bot.follow(action)
            if tracker is not None:
                tracker.record(seat, action, events or ())
            actions += 1
    finally:
        for bot in remote:
            bot.close()
    result = state.result()
    if result is None:
        return (tuple(0.0 for _ in levels), (), actions, False)
    return (tuple(result.scores), tuple(result.winners), actions, True)


def _ladder_bot(game: Game, level: str, trees: dict[str, str], seats: int, seed: int, seat: int):
    name, rev = split_level(level)
    iterations = split_iterations(level)[1]
    if rev is not None:
        return RemoteBot(game, name, trees[rev], seats, seed, seat, iterations)
    bot = make_bot(game, name)
    if iterations:
        if not hasattr(bot, "iterations"):
            raise ValueError(f"level {level!r}: {name} is not a search, it has no iterations to fix")
        bot.iterations = iterations
    return bot


def _pair_task(args: tuple) -> tuple[int, MatchOutcome]:
    index, game_id, levels, upper, seed, budget, hard_iterations, trees, options = args
    tracker = BetTracker(risky_actions(get_game(game_id)))
    scores, winners, actions, finished = play_match(game_id, levels, seed, budget, options, hard_iterations, tracker,
                                                    trees)
    return index, MatchOutcome(upper, scores, winners, actions, finished, tracker.close())


def ladder_seats(game: Game) -> int:
    """Table size of the ladder: two players when the game allows it, else its minimum."""
    return max(2, game.info.min_players)


def upper_seats(seating: str, seats: int, number: int) -> tuple[int, ...]:
    """The seats of the upper level in game `number` of a pair.

    `one-vs-rest`: one seat, rotated game by game. `even`: every other seat around the table,
    the arrangement rotated game by game; with an odd number of seats the extra seat goes to
    the upper level in even-numbered games and to the lower level in the others (two seats: both are the same).
    """
    if seating not in SEATINGS:
        raise ValueError(f"unknown seating {seating!r} (seatings: {', '.join(SEATINGS)})")
    if seating == "one-vs-rest" or seats == 2:
        return (number % seats,)
    if seats % 2 == 0:
        return tuple(s for s in range(seats) if (s + number) % 2 == 0)
    first = 0 if number % 2 == 0 else 1  # even positions (the extra seat) or odd ones, before the rotation
    shift = (number // 2) % seats
    return tuple(sorted((s + shift) % seats for s in range(first, seats, 2)))


def run_ladder(game_id: str, games: int, seed: int, jobs: int = 1, progress: Progress | None = None,
               hard_seconds: float | None = None, levels: Sequence[str] | None = None,
               seats: int | None = None, hard_iterations: int | None = None,
               opponent: str | None = None, options: dict | None = None, seating: str = "even",
               cluster: str | None = None) -> LadderResult:
    """Play `games` games for every adjacent pair of levels (upper seats rotated); see `format_ladder`.

    With more than two seats `seating` splits them (`upper_seats`): `even` (alternating seats) or
    `one-vs-rest` (the upper level takes one seat and the lower level the rest).
    `hard_seconds` is the thinking time passed to every bot as its budget (None: defaults);
    `hard_iterations` bounds `hard` by iterations instead (reproducible, independent of load).
    With an `opponent` level, every level of `levels` plays that one instead of the level below.
    A level ``LEVEL@REV`` (``hard@6ac7c5d``) is that level of revision REV (see `tabletop.bots.remote`);
    ``LEVEL:iter=N`` (``hard@6ac7c5d:iter=120``) fixes that side's search at N iterations per decision.
    `options` are the games' options (`--deck` gives each seat its deck there; decks stay with their seats).
    """
    game = get_game(game_id)
    levels = list(levels or LEVELS)  # every game has the four levels (make_bot), whatever its menu lists
    seats = seats or ladder_seats(game)
    upper_seats(seating, seats, 0)  # an unknown seating fails before any game
    if opponent:
        pairs = [PairResult(level, opponent, seats) for level in levels]
    else:
        pairs = [PairResult(upper, lower, seats) for lower, upper in zip(levels, levels[1:])]
    with checkouts([level for pair in pairs for level in (pair.upper, pair.lower)]) as trees:
        tasks = []
        for pair_index, pair in enumerate(pairs):
            for number in range(games):
                upper = upper_seats(seating, seats, number)
                lineup = tuple(pair.upper if s in upper else pair.lower for s in range(seats))
                tasks.append((pair_index * games + number, game_id, lineup, upper, seed + number, hard_seconds,
                              hard_iterations, trees, options))
        outcomes: dict[int, MatchOutcome] = {}
        start = time.perf_counter()
        with runner(jobs, cluster) as run:
            for index, outcome in run.map(_pair_task, tasks, progress):
                outcomes[index] = outcome
    for index in sorted(outcomes):
        pairs[index // games].outcomes.append(outcomes[index])
    return LadderResult(game_id, games, seed, seats, hard_seconds, pairs, time.perf_counter() - start,
                        hard_iterations, opponent, seating)


def format_ladder(result: LadderResult) -> str:
    """A plain-text table of a ladder run (a Markdown table, so it pastes into docs)."""
    thinking = f"{result.hard_seconds:g} s" if result.hard_seconds is not None else "default"
    if result.hard_iterations:
        thinking = f"hard {result.hard_iterations} iterations"
    seating = f" ({result.seating} seating)" if result.seats > 2 else ""
    lines = [f"Ladder for {result.game_id}: {result.seats} seats{seating}, {result.games} games per pair, "
             f"seed {result.seed}, thinking time {thinking}, {result.elapsed:.0f} s", ""]
    multi = result.seats > 2
    head = ["pair", "games", "wins", "draws", "losses", "win rate", "95% CI", "ordered"]
    if multi:
        head += ["rank upper/lower", "score upper/lower"]
    head += ["actions/game"]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "|".join("---" for _ in head) + "|")
    for p in result.pairs:
        low, high = p.ci95
        row = [f"{p.upper} vs {p.lower}", str(p.games), str(p.wins), str(p.draws), str(p.losses),
               f"{100 * p.win_rate:.1f}%", f"[{100 * low:.1f}%, {100 * high:.1f}%]",
               "yes" if p.ordered else "NO"]
        if multi:
            row += [f"{p.mean_rank(True):.2f} / {p.mean_rank(False):.2f}",
                    f"{p.mean_score(True):.2f} / {p.mean_score(False):.2f}"]
        row += [f"{p.mean_actions:.0f}"]
        lines.append("| " + " | ".join(row) + " |")
    lines.append("")
    baseline = " / ".join(sorted({f"{100 * p.baseline:.3g}%" for p in result.pairs})) or f"{100 / result.seats:.3g}%"
    below = f"{result.opponent}" if result.opponent else "the one below"
    verdict = f"every level beats {below}" if result.ordered else f"NOT every level beats {below}"
    lines.append(f"{verdict} (95% interval above {baseline}, the share of equal players; "
                 f"a shared win counts as a fraction, an unfinished game as the upper level's share of the seats)")
    lines += format_bets(result)
    return "\n".join(lines)


def format_bets(result: LadderResult) -> list[str]:
    """Lines of a table of each level's risky actions and their success (none if nobody took one)."""
    merged: dict[tuple[str, str, str], BetTally] = {}  # (level, against, kind); normal vs normal is one row
    for p in result.pairs:
        for upper, level, against in ((True, p.upper, p.lower), (False, p.lower, p.upper)):
            for kind, tally in p.bet_tallies(upper).items():
                merged.setdefault((level, against, kind), BetTally()).merge(tally)
    rows = []
    for (level, against, kind), tally in merged.items():
        low, high = wilson(tally.succeeded, tally.decided)
        rate = f"{100 * tally.success_rate:.1f}%" if tally.decided else "-"
        interval = f"[{100 * low:.1f}%, {100 * high:.1f}%]" if tally.decided else "-"
        rows.append(f"| {level} | {against} | {kind} | {tally.made} | {tally.succeeded} | {tally.failed} "
                    f"| {tally.undecided} | {rate} | {interval} |")
    if not rows:
        return []
    return ["", "Risky actions (success rate of the decided ones, 95% Wilson interval):", "",
            "| level | against | action | made | succeeded | failed | undecided | success rate | 95% CI |",
            "|---|---|---|---|---|---|---|---|---|", *rows]


def decision_times(game_id: str, level: str, n: int = 50, seed: int = 0,
                   budget: float | None = None) -> dict[str, float]:
    """Seconds per decision of `level` in self-play (decisions with 2+ choices): median, p95, mean, max."""
    game = get_game(game_id)
    seats = ladder_seats(game)
    times: list[float] = []
    for game_seed in range(seed, seed + max(10, n)):
        if len(times) >= n:
            break
        bots = [make_bot(game, level) for _ in range(seats)]
        rng = Rng(game_seed)
        state = game.setup(game.info.resolve_options(None), seats, game_seed)
        for _ in range(game.info.max_actions):
            seat = state.to_move()
            if seat is None or len(times) >= n:
                break
            observation = game.observe(state, seat)
            legal = game.legal_actions(observation)
            start = time.perf_counter()
            action = bots[seat].choose(observation, legal, rng, budget)
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
            game.apply(state, action)
    if not times:
        return {"count": 0, "median": 0.0, "p95": 0.0, "mean": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"count": len(times), "median": statistics.median(times), "p95": p95,
            "mean": statistics.fmean(times), "max": ordered[-1]}


def _check_iterations(game: Game, levels: Sequence[str]) -> None:
    """Raise ValueError (one line) for a bad ``:iter=N`` or one on a local level that is not a search."""
    for level in levels:
        name, rev = split_level(level)
        if split_iterations(level)[1] and rev is None and name in LADDER_LEVELS:
            _ladder_bot(game, level, {}, ladder_seats(game), 0, 0)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m tabletop.bots.ladder GAME [--games N] [--seed S] [--jobs J] [--think S] [--hard-iterations N]
    [--players P] [--seating even|one-vs-rest]`."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(prog="python -m tabletop.bots.ladder", description=main.__doc__)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--think", type=float, default=None, help="thinking time of every bot, seconds")
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="bound hard by iterations instead of time (reproducible)")
    parser.add_argument("--levels", default=None,
                        help="comma list, lowest first (default: the four levels); LEVEL@REV plays REV's bot; "
                             "LEVEL:iter=N searches N iterations per decision")
    parser.add_argument("--opponent", default=None, help="every level plays this level instead of the one below")
    parser.add_argument("--players", type=int, default=None,
                        help="seats per game (default: two, or the game's minimum)")
    parser.add_argument("--seating", choices=SEATINGS, default="even",
                        help="with 3+ players: the levels alternate around the table (even) or the upper one sits once")
    args = parser.parse_args(argv)
    levels = args.levels.split(",") if args.levels else None
    try:
        named = {split_level(level)[0] for level in set(levels or ()) | {args.opponent} - {None}}
        _check_iterations(get_game(args.game), levels or ())
    except ValueError as exc:
        parser.error(str(exc))
    unknown = sorted(named - set(LADDER_LEVELS))
    if unknown:
        parser.error(f"unknown level {unknown[0]!r} (levels: {', '.join(LADDER_LEVELS)}, each also as LEVEL@REV)")
    info = get_game(args.game).info
    if args.players is not None and not info.min_players <= args.players <= info.max_players:
        parser.error(f"--players {args.players}: {args.game} is for {info.min_players} to {info.max_players} players")

    progress = GameCounter(sys.stderr)
    try:
        result = run_ladder(args.game, args.games, args.seed, args.jobs, progress, hard_seconds=args.think,
                            levels=levels, seats=args.players, hard_iterations=args.hard_iterations,
                            opponent=args.opponent, seating=args.seating)
    except CheckoutError as exc:
        parser.error(str(exc))
    progress.finish()
    print(format_ladder(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
