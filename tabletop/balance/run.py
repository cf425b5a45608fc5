"""`tabletop balance`: play the games, build the report, write the table, CSV, JSON and plots."""
from __future__ import annotations

import datetime
from pathlib import Path
from typing import Callable, Sequence

from tabletop.balance.collect import cards_module, sample_games
from tabletop.balance.stats import BalanceReport, build_report
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.kept_results import KeptResults
from tabletop.paths import data_dir


def default_out(game_id: str) -> Path:
    """Where a game's latest report lives (the studio's Balance panel reads it from there)."""
    return data_dir() / "balance" / game_id


def default_seats(game_id: str, count: int | None = None) -> list[Seat]:
    """`count` seats (the game's fewest by default) of its `normal` bot, or its best level below hard."""
    info = get_game(game_id).info
    level = "normal" if "normal" in info.bot_levels else info.bot_levels[0]
    return [Seat("bot", f"{level} {i + 1}", level) for i in range(count or info.min_players)]


def card_file_problems(game_id: str, path: str | Path) -> list[str]:
    """Why the edited card file cannot be used ([] when it loads), as `file:line: ...` lines."""
    from tabletop.data.yamlfile import DataError, DataErrors

    cards = cards_module(game_id)
    try:
        cards.load_deck(Path(path))
    except DataErrors as exc:
        return [e.describe() for e in exc.errors]
    except DataError as exc:
        return [exc.describe()]
    except OSError as exc:
        return [f"{path}: {exc.strerror or exc}"]
    return []


def run_balance(game_id: str, seats: Sequence[Seat], games: int, seed: int = 0, jobs: int = 1,
                options: dict | None = None, card_file: str | Path | None = None,
                progress: Callable[[int, int], None] | None = None, cluster: str | None = None,
                kept: KeptResults | None = None) -> BalanceReport:
    """Play `games` seeded bot games (with `card_file`'s cards if given) and build their report.

    With `kept` (`collect.kept_samples`), games already kept are not played again and each new one is kept."""
    samples = sample_games(game_id, seats, games, seed, jobs, options, card_file, progress, cluster, kept)
    return build_report(game_id, [s.spec() for s in seats], seed, samples, dict(get_game(game_id).info.balance_measure))


def write_report(report: BalanceReport, folder: Path, lang: str = "en") -> list[Path]:
    """The CSV, JSON and (when matplotlib is installed) PNG plots of `report` in `folder`."""
    from tabletop.balance.report import card_names, write_files

    names = card_names(report.game, lang)
    date = datetime.datetime.now().isoformat(timespec="minutes")
    paths = write_files(report, names, folder, date)
    try:
        from tabletop.balance.plots import write_plots
    except ImportError:  # pragma: no cover - matplotlib is a dependency; a stripped install still gets the data
        return paths
    return paths + write_plots(report, names, folder)
