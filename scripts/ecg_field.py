"""ECG's kingdoms against the field: a round robin of the ready-made decks, each pair in both seatings.

Usage: scripts/ecg_field [--games N] [--seed S] [--jobs J] [--level normal] [--decks sol,lobo,...]
N games per pairing and seating (15 pairs x 2 seatings x 20 = 600 games by default); game i of a
pairing uses seed S + i, so a run is repeatable. Prints per kingdom games, wins (a draw counts half),
win rate with its Wilson 95% interval and how its wins came (battle, renown, blessing), then the
win rate of the seat that played the first turn and a table of each pairing. Games are played round
by round (every pairing once, then again); stopped (Ctrl+C, SIGTERM), it reports the games played.
"""
from __future__ import annotations

import argparse
import signal
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import combinations

from tabletop.engine.seats import Seat
from tabletop.games.ecg.rules.decks import DECKS_DIR
from tabletop.sim import play_session, wilson_interval


@dataclass(frozen=True)
class FieldGame:
    """One game of the round robin: which deck sat where, who started, who won and how."""

    decks: tuple[str, str]
    first_seat: int
    winners: tuple[int, ...]
    reason: str


READY_MADE = tuple(sorted(path.stem for path in DECKS_DIR.glob("*.txt")))


def play_field_game(decks: tuple[str, str], seed: int, level: str) -> FieldGame:
    """Play one bot-vs-bot game of `decks[0]` (seat 1) against `decks[1]` (seat 2)."""
    seats = [Seat("bot", f"{deck} {index + 1}", level) for index, deck in enumerate(decks)]
    session = play_session("ecg", seats, seed, {"decks": ", ".join(decks)})
    first = next((e.params["first_seat"] for _i, e in session.log if e.key == "start.first"), 0)
    state = session.full_state_unsafe_for_bots()
    result = session.result()
    winners = tuple(result.winners) if result is not None else ()
    return FieldGame(decks, first, winners, getattr(state, "end_reason", "") or "unfinished")


def _ignore_interrupts() -> None:
    """In a worker: Ctrl+C and SIGTERM are the parent's to handle (it stops the run)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _play(args: tuple) -> FieldGame:
    return play_field_game(*args)


def schedule(decks: list[str], games: int, seed: int) -> list[tuple[tuple[str, str], int]]:
    """Every pair of decks in both seatings, `games` seeds each, round by round (so a stopped run is fair)."""
    pairings = [pairing for a, b in combinations(decks, 2) for pairing in ((a, b), (b, a))]
    return [(pairing, seed + i) for i in range(games) for pairing in pairings]


def tally(results: list[FieldGame]) -> str:
    """The report: per kingdom, the starter's share, per pairing."""
    games: Counter = Counter()
    wins: Counter = Counter()
    how: dict[str, Counter] = defaultdict(Counter)
    pair_wins: Counter = Counter()
    pair_games: Counter = Counter()
    starter_wins = 0.0
    for game in results:
        for seat, deck in enumerate(game.decks):
            games[deck] += 1
            share = 1 / len(game.winners) if seat in game.winners else 0.0
            wins[deck] += share
            pair_wins[deck, game.decks[1 - seat]] += share
            pair_games[deck, game.decks[1 - seat]] += 1
            if share:
                how[deck][game.reason] += 1
        if game.first_seat in game.winners:
            starter_wins += 1 / len(game.winners)
    lines = [f"{'kingdom':<10}{'games':>6}{'wins':>8}{'win rate':>10}   95% interval    wins by"]
    for deck in sorted(games, key=lambda d: -wins[d] / games[d]):
        lo, hi = wilson_interval(wins[deck], games[deck])
        ways = ", ".join(f"{reason} {count}" for reason, count in how[deck].most_common())
        lines.append(f"{deck:<10}{games[deck]:>6}{wins[deck]:>8.1f}{wins[deck] / games[deck]:>9.1%}   "
                     f"[{lo:.1%}, {hi:.1%}]   {ways}")
    lo, hi = wilson_interval(starter_wins, len(results))
    ends = Counter(game.reason for game in results)
    lines.append(f"first player: {starter_wins:.1f} wins of {len(results)} = {starter_wins / len(results):.1%} "
                 f"[{lo:.1%}, {hi:.1%}]; ends: " + ", ".join(f"{r} {n}" for r, n in ends.most_common()))
    order = sorted(games)
    lines.append("row's win rate against column: " + " ".join(f"{d:>8}" for d in order))
    for deck in order:
        cells = [f"{pair_wins[deck, other] / pair_games[deck, other]:>8.0%}" if pair_games[deck, other] else f"{'-':>8}"
                 for other in order]
        lines.append(f"{deck:<31}" + " ".join(cells))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Run the round robin and print the report."""
    parser = argparse.ArgumentParser(prog="scripts/ecg_field", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per pairing and seating")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--decks", default=",".join(READY_MADE), help="comma-separated ready-made decks")
    args = parser.parse_args(argv)
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    unknown = [d for d in decks if d not in READY_MADE]
    if unknown or len(decks) < 2 or args.games < 1:
        print(f"scripts/ecg_field: need two or more of {', '.join(READY_MADE)} and --games >= 1", file=sys.stderr)
        return 2
    plan = [(pairing, seed, args.level) for pairing, seed in schedule(decks, args.games, args.seed)]
    start = time.perf_counter()
    results: list[FieldGame] = []
    rounds = len(plan) // args.games
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs), initializer=_ignore_interrupts) as pool:
        try:
            for result in pool.map(_play, plan, chunksize=1):
                results.append(result)
                if len(results) % rounds == 0:
                    print(f"{len(results)}/{len(plan)} games", file=sys.stderr, flush=True)
        except KeyboardInterrupt:
            print(f"stopped: the report covers the {len(results)} games played", file=sys.stderr)
            pool.shutdown(wait=False, cancel_futures=True)
    if not results:
        return 1
    print(f"ecg field: {len(results)} games, bot:{args.level} vs bot:{args.level}, seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s")
    print(tally(results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
