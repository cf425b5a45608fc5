"""Compare mode: the same seeds with an edited card file, and what changed per card and overall."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping

from tabletop.balance.stats import BalanceReport, CardFigures


@dataclass
class CardChange:
    """One card's effect before and after the edit."""

    card: str
    before: CardFigures | None
    after: CardFigures | None

    @property
    def change(self) -> float:
        """Points of effect gained by the edit (nan when either side has no effect)."""
        if self.before is None or self.after is None:
            return math.nan
        return self.after.effect - self.before.effect


def card_changes(before: BalanceReport, after: BalanceReport) -> list[CardChange]:
    """Every card of either run, the largest change of effect first."""
    old = {f.card: f for f in before.cards}
    new = {f.card: f for f in after.cards}
    changes = [CardChange(card, old.get(card), new.get(card)) for card in sorted(set(old) | set(new))]
    return sorted(changes, key=lambda c: (math.isnan(c.change), -abs(c.change) if not math.isnan(c.change) else 0))


def _effect(fig: CardFigures | None) -> str:
    if fig is None or math.isnan(fig.effect):
        return "    -"
    return f"{fig.effect * 100:+5.1f}"


def format_compare(before: BalanceReport, after: BalanceReport, names: Mapping[str, str],
                   limit: int = 15) -> str:
    """The cards whose effect moved most, then seat win rates and game length before and after."""
    lines = [f"{before.game}: the same {before.games} seeds with the edited cards (effect in points of win rate)",
             f"{'card':<26}{'before':>8}{'after':>8}{'change':>8}"]
    for change in card_changes(before, after)[:limit]:
        delta = "    -" if math.isnan(change.change) else f"{change.change * 100:+6.1f}"
        lines.append(f"{names.get(change.card, change.card)[:25]:<26}{_effect(change.before):>8}"
                     f"{_effect(change.after):>8}{delta:>8}")
    lines.append("seat position   before    after")
    for position, (old, new) in enumerate(zip(before.seat_wins, after.seat_wins), 1):
        lines.append(f"{position:<16}{old / before.games:>6.1%}   {new / after.games:>6.1%}")
    lines.append(f"median actions  {before.median_length:>6.0f}   {after.median_length:>6.0f}")
    return "\n".join(lines)


def compare_json(before: BalanceReport, after: BalanceReport) -> dict:
    """The comparison as JSON: per card effect before/after, per seat win rates, median lengths."""
    def effect(fig: CardFigures | None):
        return None if fig is None or math.isnan(fig.effect) else fig.effect

    return {"game": before.game, "games": before.games, "seed": before.seed,
            "cards": [{"card": c.card, "before": effect(c.before), "after": effect(c.after),
                       "change": None if math.isnan(c.change) else c.change} for c in card_changes(before, after)],
            "seat_win_rate": {"before": [w / before.games for w in before.seat_wins],
                              "after": [w / after.games for w in after.seat_wins]},
            "median_actions": {"before": before.median_length, "after": after.median_length}}
