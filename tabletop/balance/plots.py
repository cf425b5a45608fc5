"""The balance report's PNG plots, drawn with matplotlib's Agg backend (imported only here)."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Mapping

from tabletop.balance.stats import BalanceReport, CardFigures

INK, GOLD, TEAL, GREY = "#2b2118", "#b8862b", "#2f7f7a", "#9a9087"
#: the studio's panel colours, for the per-card plots it shows
DESK, CREAM = "#161c1a", "#e8dcc0"


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def write_plots(report: BalanceReport, names: Mapping[str, str], folder: Path) -> list[Path]:
    """Write the forest plot, the game-length histogram and the seat-position chart into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards").mkdir(exist_ok=True)
    for fig in report.cards:
        card_plot(report, fig, folder / "cards" / f"{fig.card}.png")
    return [forest_plot(report.cards, names, folder / "effects.png", report),
            length_histogram(report, folder / "lengths.png"),
            seat_chart(report, folder / "seats.png"), folder / "cards"]


def forest_plot(cards: list[CardFigures], names: Mapping[str, str], path: Path,
                report: BalanceReport | None = None, highlight: str | None = None) -> Path:
    """Each card's effect (points of win rate) with its 95% interval, strongest at the top."""
    plt = _pyplot()
    known = [f for f in cards if not math.isnan(f.effect)]
    height = max(2.5, 0.24 * len(known) + 1.2)
    fig, ax = plt.subplots(figsize=(7.5, height), dpi=110)
    ys = list(range(len(known)))[::-1]
    for y, f in zip(ys, known):
        lo, hi = f.ci_effect
        colour = GOLD if f.card == highlight else (TEAL if lo > 0 else INK if hi >= 0 else GREY)
        ax.plot([lo * 100, hi * 100], [y, y], color=colour, linewidth=1.6)
        ax.plot([f.effect * 100], [y], "o", color=colour, markersize=4)
    ax.axvline(0, color=GREY, linewidth=0.8, linestyle="--")
    ax.set_yticks(ys)
    ax.set_yticklabels([names.get(f.card, f.card) for f in known], fontsize=7)
    ax.set_xlabel("win rate when played - when drawn and kept (points, 95% interval)")
    if report is not None:
        ax.set_title(f"{_title(report)}: card effects over {report.games} games", fontsize=10)
    return _save(plt, fig, path)


def card_plot(report: BalanceReport, card: CardFigures, path: Path) -> Path:
    """One card (the studio's Balance panel): its two win rates, and its effect among every card's."""
    plt = _pyplot()
    fig, (rates, spread) = plt.subplots(1, 2, figsize=(6.4, 1.9), dpi=100, gridspec_kw={"width_ratios": [1, 1.25]})
    rows = [("played", card.win_played, card.ci_played, GOLD), ("kept", card.win_kept, card.ci_kept, GREY)]
    for y, (label, rate, (lo, hi), colour) in zip((1, 0), rows):
        if not math.isnan(rate):
            rates.plot([lo * 100, hi * 100], [y, y], color=colour, linewidth=3)
            rates.plot([rate * 100], [y], "o", color=CREAM, markersize=5)
    rates.set_yticks([1, 0])
    rates.set_yticklabels(["won when played", "won when kept"], fontsize=8)
    rates.set_xlim(0, 100)
    rates.set_ylim(-0.6, 1.6)
    rates.set_xlabel("win rate (%)", fontsize=8)
    others = [f.effect * 100 for f in report.cards if not math.isnan(f.effect)]
    spread.plot(others, [0] * len(others), "|", color=GREY, markersize=14)
    if not math.isnan(card.effect):
        lo, hi = card.ci_effect
        spread.plot([lo * 100, hi * 100], [0, 0], color=GOLD, linewidth=3)
        spread.plot([card.effect * 100], [0], "o", color=CREAM, markersize=6)
    spread.axvline(0, color=GREY, linewidth=0.8, linestyle="--")
    spread.set_yticks([])
    spread.set_xlabel("effect among all cards (points)", fontsize=8)
    _dark(fig, (rates, spread))
    return _save(plt, fig, path)


def length_histogram(report: BalanceReport, path: Path) -> Path:
    """How many actions the games took."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6, 3.2), dpi=110)
    ax.hist(report.lengths, bins=min(30, max(5, len(set(report.lengths)))), color=TEAL, edgecolor=INK)
    ax.set_xlabel("actions per game")
    ax.set_ylabel("games")
    ax.set_title(f"{_title(report)}: game length (median {report.median_length:.0f})", fontsize=10)
    return _save(plt, fig, path)


def seat_chart(report: BalanceReport, path: Path) -> Path:
    """Win rate by seat position with 95% intervals (first-player advantage)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(5, 3.2), dpi=110)
    rates = [w / report.games if report.games else 0.0 for w in report.seat_wins]
    errors = [[r - lo for r, (lo, _hi) in zip(rates, report.seat_ci)],
              [hi - r for r, (_lo, hi) in zip(rates, report.seat_ci)]]
    positions = list(range(1, len(rates) + 1))
    ax.bar(positions, [r * 100 for r in rates], color=GOLD, edgecolor=INK)
    ax.errorbar(positions, [r * 100 for r in rates], yerr=[[e * 100 for e in side] for side in errors],
                fmt="none", ecolor=INK, capsize=4)
    ax.axhline(100 / max(1, len(rates)), color=GREY, linewidth=0.8, linestyle="--")
    ax.set_xticks(positions)
    ax.set_xlabel("seat position (1 = first in seat order)")
    ax.set_ylabel("win rate (%)")
    ax.set_title(f"{_title(report)}: wins by seat", fontsize=10)
    return _save(plt, fig, path)


def _title(report: BalanceReport) -> str:
    from tabletop.engine.registry import get_game

    return get_game(report.game).info.title.get("en", report.game)


def _save(plt, fig, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return path


def _dark(fig, axes) -> None:
    """The studio's look: the desk's dark green-black, cream text and ticks."""
    fig.patch.set_facecolor(DESK)
    for axis in axes:
        axis.set_facecolor(DESK)
        axis.tick_params(labelsize=7, colors=CREAM)
        axis.xaxis.label.set_color(CREAM)
        for spine in axis.spines.values():
            spine.set_color(GREY)


def write_cause_plot(results, folder: Path, names: Mapping[str, str]) -> list[Path]:
    """cause.png (one panel per bot level): each card's paired difference and interval, sorted, the noise
    floor as a band, the cards beyond it named in colour (cards no seat held are left out)."""
    plt = _pyplot()
    results = [r for r in results if r.cause.pairs] or list(results)
    levels = sorted({r.level for r in results})
    count = max(len([r for r in results if r.level == level]) for level in levels)
    fig, axes = plt.subplots(1, len(levels), figsize=(7.5 * len(levels), max(2.5, 0.24 * count + 1.4)), dpi=110,
                             squeeze=False)
    for ax, level in zip(axes[0], levels):
        rows = sorted((r for r in results if r.level == level), key=lambda r: r.cause.diff)
        low = min(r.noise.low for r in rows) * 100
        high = max(r.noise.high for r in rows) * 100
        ax.axvspan(low, high, color=GREY, alpha=0.25, label="noise floor (all cards)")
        for y, r in enumerate(rows):
            colour = TEAL if r.beyond_noise and r.cause.diff > 0 else GOLD if r.beyond_noise else INK
            ax.plot([r.cause.low * 100, r.cause.high * 100], [y, y], color=colour, linewidth=1.6)
            ax.plot([r.cause.diff * 100], [y], "o", color=colour, markersize=4)
        ax.axvline(0, color=GREY, linewidth=0.8, linestyle="--")
        ax.set_yticks(range(len(rows)))
        ax.set_yticklabels([names.get(r.card, r.card) for r in rows], fontsize=7)
        ax.set_xlabel("holder's win rate: with the card - with its baseline (points, 95% paired interval)")
        pairs = sorted({r.cause.pairs for r in rows}) or [0]
        ax.set_title(f"what each card causes, {level} bots ({pairs[0]}–{pairs[-1]} pairs per card)", fontsize=10)
        ax.legend(loc="lower right", fontsize=7)
    return [_save(plt, fig, folder / "cause.png")]
