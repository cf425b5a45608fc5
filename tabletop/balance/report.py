"""The balance report as a terminal table, a CSV and a JSON (the plots are in `plots`)."""
from __future__ import annotations

import csv
import json
import math
from pathlib import Path
from typing import Mapping

from tabletop.balance.collect import cards_module
from tabletop.balance.stats import BalanceReport, CardFigures

CSV_FIELDS = ("card", "name", "drawn", "played", "kept", "win_played", "win_played_lo", "win_played_hi",
              "win_kept", "win_kept_lo", "win_kept_hi", "effect", "effect_lo", "effect_hi", "measure_mean")


def card_names(game_id: str, lang: str = "en") -> dict[str, str]:
    """card id -> printed name in `lang`, from the game's card data."""
    cards = cards_module(game_id).deck().cards
    return {cid: (card.name.get(lang) or card.name.get("en") or cid) for cid, card in cards.items()}


def _pct(value: float) -> str:
    return "   -  " if math.isnan(value) else f"{value:6.1%}"


def _interval(bounds: tuple[float, float], signed: bool = False) -> str:
    lo, hi = bounds
    if math.isnan(lo):
        return ""
    if signed:
        return f"[{lo * 100:+.0f}, {hi * 100:+.0f}]"
    return f"[{lo:.0%}, {hi:.0%}]"


def format_table(report: BalanceReport, names: Mapping[str, str], limit: int | None = None) -> str:
    """The per-card table sorted by effect, then seat positions and game length, for the terminal."""
    measure = report.measure.get("en", "")
    lines = [f"{report.game}: {report.games} games (seeds {report.seed}-{report.seed + report.games - 1}), "
             f"seats {', '.join(report.seats)}, {report.unfinished} unfinished, "
             f"median {report.median_length:.0f} actions",
             "effect = win rate when played - win rate when drawn and kept; 95% intervals in brackets",
             f"{'card':<26}{'drawn':>7}{'played':>8}{'kept':>7}  {'won played':<19}{'won kept':<19}"
             f"{'effect (points)':<20}{measure}"]
    shown = report.cards if limit is None else report.cards[:limit]
    for fig in shown:
        lines.append(_card_line(fig, names.get(fig.card, fig.card), bool(measure)))
    if limit is not None and len(report.cards) > limit:
        lines.append(f"... {len(report.cards) - limit} more cards in the CSV")
    lines.append("seat position   win rate   95% interval")
    for position, (wins, ci) in enumerate(zip(report.seat_wins, report.seat_ci), 1):
        lines.append(f"{position:<16}{wins / report.games if report.games else 0:>8.1%}   {_interval(ci)}")
    return "\n".join(lines)


def _card_line(fig: CardFigures, name: str, with_measure: bool) -> str:
    effect = "   -" if math.isnan(fig.effect) else f"{fig.effect * 100:+5.1f}"
    measure = f"{fig.measure_mean:.2f}" if with_measure and not math.isnan(fig.measure_mean) else ""
    return (f"{name[:25]:<26}{fig.drawn:>7}{fig.played:>8}{fig.kept:>7}  "
            f"{_pct(fig.win_played)} {_interval(fig.ci_played):<12}{_pct(fig.win_kept)} {_interval(fig.ci_kept):<12}"
            f"{effect} {_interval(fig.ci_effect, signed=True):<14}{measure}")


def card_row(fig: CardFigures, name: str) -> dict:
    """One card's figures as a flat dict (CSV row and JSON entry); nan becomes None."""
    row = {"card": fig.card, "name": name, "drawn": fig.drawn, "played": fig.played, "kept": fig.kept,
           "win_played": fig.win_played, "win_played_lo": fig.ci_played[0], "win_played_hi": fig.ci_played[1],
           "win_kept": fig.win_kept, "win_kept_lo": fig.ci_kept[0], "win_kept_hi": fig.ci_kept[1],
           "effect": fig.effect, "effect_lo": fig.ci_effect[0], "effect_hi": fig.ci_effect[1],
           "measure_mean": fig.measure_mean}
    return {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in row.items()}


def report_json(report: BalanceReport, names: Mapping[str, str], date: str) -> dict:
    """The whole report as a JSON object (what the studio's Balance panel reads)."""
    return {"game": report.game, "date": date, "games": report.games, "seed": report.seed, "seats": report.seats,
            "unfinished": report.unfinished, "measure": report.measure,
            "cards": [card_row(f, names.get(f.card, f.card)) for f in report.cards],
            "seat_positions": [{"seat": i + 1, "wins": w, "win_rate": w / report.games if report.games else None,
                                "lo": ci[0], "hi": ci[1]}
                               for i, (w, ci) in enumerate(zip(report.seat_wins, report.seat_ci))],
            "lengths": report.lengths}


def write_files(report: BalanceReport, names: Mapping[str, str], folder: Path, date: str) -> list[Path]:
    """Write `balance.csv` and `balance.json` into `folder`; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    csv_path, json_path = folder / "balance.csv", folder / "balance.json"
    with csv_path.open("w", newline="", encoding="utf-8") as stream:
        writer = csv.DictWriter(stream, fieldnames=CSV_FIELDS)
        writer.writeheader()
        for fig in report.cards:
            writer.writerow(card_row(fig, names.get(fig.card, fig.card)))
    json_path.write_text(json.dumps(report_json(report, names, date), indent=1, ensure_ascii=False) + "\n",
                         encoding="utf-8")
    return [csv_path, json_path]
