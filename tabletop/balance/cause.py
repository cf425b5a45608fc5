"""What a card causes: the same deals played with the card and with its baseline, the paired difference.

For each card, every seed is played twice — with the card set as it is, and with that card replaced by
the game's declared baseline (its cards module's `baseline_record`: Invocación keeps the printed card
and drops its effect). The figure is the change in the win rate of the seat that held the card, with a
95% interval from the pairing; beside it the noise floor: the same comparison between two runs of the
unchanged set that differ in nothing but their seeds (how big a difference chance alone makes).
"""
from __future__ import annotations

import json
import math
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence

import yaml

from tabletop.balance.collect import GameSample, cards_module, sample_game, use_card_file
from tabletop.balance.plots import write_cause_plot
from tabletop.engine.errors import TabletopError
from tabletop.engine.seats import Seat
from tabletop.kept_results import KeptResults
from tabletop.runner import runner


class CauseError(TabletopError, ValueError):
    """A causal run that cannot be made (a game without a baseline, an unknown card), in one line."""


@dataclass(frozen=True)
class Paired:
    """A paired difference: its mean, 95% interval and how many pairs it rests on."""

    diff: float
    low: float
    high: float
    pairs: int


@dataclass(frozen=True)
class CardCause:
    """One card at one bot level: what it causes, the noise floor, and the old figures beside them."""

    card: str
    level: str
    cause: Paired
    noise: Paired
    play_rate: float
    won_when_played: float

    @property
    def beyond_noise(self) -> bool:
        """True when the card's interval lies wholly beyond the largest difference chance made (either way).

        The noise floor's own interval can sit off zero by chance; a card is not beyond it merely for sitting
        elsewhere, but for a difference larger than any chance produced."""
        chance = max(abs(self.noise.low), abs(self.noise.high))
        return self.cause.low > chance or self.cause.high < -chance


def paired(differences: Sequence[float]) -> Paired:
    """Mean of paired differences with a normal 95% interval from their spread."""
    n = len(differences)
    if n == 0:
        return Paired(0.0, 0.0, 0.0, 0)
    mean = sum(differences) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * spread / math.sqrt(n)
    return Paired(mean, mean - half, mean + half, n)


def _baseline_maker(game_id: str) -> tuple[Callable[[dict], dict | None], dict]:
    """(the game's `baseline_record`, its card file as read) or CauseError when the game declares no baseline."""
    module = cards_module(game_id)
    make = getattr(module, "baseline_record", None)
    if make is None:
        raise CauseError(f"{game_id} declares no baseline for its cards yet (docs/balance.md says why)")
    return make, yaml.safe_load(Path(module.DATA_FILE).read_text(encoding="utf-8"))


def baseline_files(game_id: str, cards: Sequence[str], folder: Path) -> dict[str, Path]:
    """One card file per card, with that card replaced by its baseline."""
    make, doc = _baseline_maker(game_id)
    records = {record["id"]: record for record in doc["cards"]}
    unknown = [card for card in cards if card not in records]
    if unknown:
        raise CauseError(f"--cards: {game_id} has no card {unknown[0]!r}")
    without = [card for card in cards if make(records[card]) is None]
    if without:
        raise CauseError(f"--cards: {game_id}'s card {without[0]!r} has no baseline (docs/balance.md says which "
                         "cards have one)")
    files = {}
    for card in cards:
        edited = dict(doc, cards=[make(r) if r["id"] == card else r for r in doc["cards"]])
        path = folder / f"baseline-{card}.yaml"
        path.write_text(yaml.safe_dump(edited, allow_unicode=True, sort_keys=False), encoding="utf-8")
        files[card] = path
    return files


def cards_with_baseline(game_id: str) -> list[str]:
    """The ids of a game's cards whose baseline differs from them, in file order (every card of `balance --cause`).

    A card that is its own baseline (an Invocación card with no effect) causes nothing by construction."""
    make, doc = _baseline_maker(game_id)
    return [record["id"] for record in doc["cards"] if make(record) not in (None, record)]


def _job(task: tuple) -> GameSample:
    game_id, seats, seed, options, card_file = task
    use_card_file(game_id, card_file)
    return sample_game(game_id, seats, seed, options)


def measure_causes(game_id: str, cards: Sequence[str] | None, levels: Sequence[str], seats: int, games: int,
                   seed: int = 0, jobs: int = 1, options: dict | None = None, cluster: str | None = None,
                   progress: Callable[[int, int], None] | None = None,
                   kept: KeptResults | None = None) -> list[CardCause]:
    """Every asked card's cause and noise floor at every level (`games` paired seeds each).

    With `kept` (`collect.kept_samples`), games already kept are not played again and each new one is kept."""
    chosen = list(cards) if cards else cards_with_baseline(game_id)
    with tempfile.TemporaryDirectory(prefix="tabletop-cause-") as tmp:
        files = baseline_files(game_id, chosen, Path(tmp))
        tasks, keys = [], []
        for level in levels:
            table = [Seat("bot", f"{level} {i + 1}", level) for i in range(seats)]
            runs = [("base", None, seed), ("noise", None, seed + games)] + \
                [(card, str(files[card]), seed) for card in chosen]
            for label, card_file, first in runs:
                for number in range(games):
                    tasks.append((game_id, table, first + number, options, card_file))
                    keys.append((level, label, number))
        # every task sets its own card file, so none runs in this process (its cached card set stays the shipped one)
        with runner(jobs, cluster, processes=True) as run:
            results = run.map(_job, tasks, progress) if kept is None else kept.run(run, _job, tasks, progress)
            samples = dict(zip(keys, results))
    return [_card_cause(card, level, games, samples) for level in levels for card in chosen]


def _card_cause(card: str, level: str, games: int, samples: dict) -> CardCause:
    causes, noises, held, played, won_played = [], [], 0, 0, 0.0
    for number in range(games):
        base = samples[(level, "base", number)]
        holders = [seat for seat, part in enumerate(base.seats) if card in part.drawn]
        if not holders:
            continue
        held += 1
        without = samples[(level, card, number)]
        others = _held_wins(samples[(level, "noise", number)], card)
        if others:  # the same card's holders in a run that differs only in its seeds
            noises.append(sum(base.seats[s].won for s in holders) / len(holders) - sum(others) / len(others))
        for seat in holders:
            causes.append(base.seats[seat].won - without.seats[seat].won)
            if card in base.seats[seat].played:
                played += 1
                won_played += base.seats[seat].won
    return CardCause(card, level, paired(causes), paired(noises), played / max(1, len(causes)),
                     won_played / played if played else 0.0)


def _held_wins(sample: GameSample, card: str) -> list[float]:
    return [part.won for part in sample.seats if card in part.drawn]


def write_cause(results: Sequence[CardCause], folder: Path, names: dict[str, str] | None = None) -> list[Path]:
    """cause.json, cause.csv and (with matplotlib) cause.png in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    names = names or {}
    rows = [{"card": r.card, "name": names.get(r.card, r.card), "level": r.level, **_flat("cause", r.cause),
             **_flat("noise", r.noise), "beyond_noise": r.beyond_noise, "play_rate": round(r.play_rate, 4),
             "won_when_played": round(r.won_when_played, 4)} for r in results]
    written = [folder / "cause.json", folder / "cause.csv"]
    written[0].write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    header = list(rows[0]) if rows else ["card"]
    lines = [",".join(header)] + [",".join(_csv(row[key]) for key in header) for row in rows]
    written[1].write_text("\n".join(lines) + "\n", encoding="utf-8")
    return written + write_cause_plot(results, folder, names)


def _flat(prefix: str, value: Paired) -> dict:
    return {f"{prefix}_{key}": round(v, 4) if isinstance(v, float) else v for key, v in asdict(value).items()}


def _csv(value) -> str:
    text = str(value)
    return f'"{text}"' if "," in text or '"' in text else text
