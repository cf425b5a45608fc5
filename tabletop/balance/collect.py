"""Play seeded bot games and keep, per seat, which cards it drew and played and whether it won."""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Callable, Sequence

from tabletop.engine.registry import GAME_MODULES, get_game
from tabletop.engine.seats import Seat
from tabletop.kept_results import KeptResults, file_digest, task_digest
from tabletop.runner import runner
from tabletop.sim import play_session


@dataclass
class SeatGame:
    """One seat's part in one game: its share of the win and the cards it met."""

    won: float  # 1 for a win, 1/k for a win shared by k seats, 0 otherwise
    drawn: set[str] = field(default_factory=set)  # drawn, or played without a draw the game reports
    played: set[str] = field(default_factory=set)
    measure: dict[str, float] = field(default_factory=dict)  # the game's measure summed per card


@dataclass
class GameSample:
    """What one game tells the balance report."""

    seats: list[SeatGame]
    actions: int
    finished: bool

    def to_json(self) -> dict:
        """This sample as JSON (sets as sorted lists), to keep it while a long run goes on."""
        return {"seats": [{"won": s.won, "drawn": sorted(s.drawn), "played": sorted(s.played), "measure": s.measure}
                          for s in self.seats], "actions": self.actions, "finished": self.finished}

    @classmethod
    def from_json(cls, data: dict) -> "GameSample":
        """The sample `to_json` wrote."""
        seats = [SeatGame(s["won"], set(s["drawn"]), set(s["played"]), dict(s["measure"])) for s in data["seats"]]
        return cls(seats, data["actions"], data["finished"])


def sample_game(game_id: str, seats: Sequence[Seat], seed: int, options: dict | None = None,
                bot_salt: int = 0) -> GameSample:
    """Play game `seed` with bots and read its log through the game's `card_uses` hook."""
    game = get_game(game_id)
    session = play_session(game_id, seats, seed, options, bot_salt=bot_salt)
    result = session.result()
    winners = tuple(result.winners) if result is not None else ()
    parts = [SeatGame(1 / len(winners) if seat in winners else 0.0) for seat in range(len(seats))]
    for _index, event in session.log:
        for use in game.card_uses(event):
            part = parts[use.seat]
            if use.kind == "drawn":
                part.drawn.add(use.card)
            elif use.kind == "played":
                part.played.add(use.card)
                part.drawn.add(use.card)
            elif use.kind == "measure":
                part.measure[use.card] = part.measure.get(use.card, 0.0) + use.amount
    return GameSample(parts, len(session.actions), result is not None)


def cards_module(game_id: str) -> ModuleType:
    """The `cards` module beside a game's rule module (DATA_FILE, load_deck(path), deck())."""
    package = GAME_MODULES[game_id].rpartition(".")[0]
    return importlib.import_module(package + ".cards")


def use_card_file(game_id: str, path: str | Path | None) -> None:
    """Make this process's `game_id` read its cards from `path` (None: the shipped file again; call before any game)."""
    cards = cards_module(game_id)
    shipped = cards.__dict__.setdefault("SHIPPED_DATA_FILE", cards.DATA_FILE)
    wanted = shipped if path is None else Path(path)
    if cards.DATA_FILE != wanted:
        cards.DATA_FILE = wanted
        cards.deck.cache_clear()


def _start_worker(game_id: str, card_file: str | None) -> None:
    """A worker reads the card file of its run (a cluster's workers serve one run after another)."""
    use_card_file(game_id, card_file)


def _sample_job(args: tuple) -> GameSample:
    return sample_game(*args)


def kept_samples(path: Path, card_file: str | Path | None = None) -> KeptResults:
    """The samples a run keeps in `path` while it goes on (those of `card_file`'s cards, when given)."""
    digests = {None: file_digest(card_file)}

    def key(task: tuple) -> str:
        game_id, seats, seed, options, *own_file = task
        path = own_file[0] if own_file else None
        if path not in digests:
            digests[path] = file_digest(path)
        return task_digest(game_id, [s.spec() for s in seats], seed, options, digests[path])

    return KeptResults(path, key, GameSample.to_json, GameSample.from_json)


def sample_games(game_id: str, seats: Sequence[Seat], games: int, seed: int = 0, jobs: int = 1,
                 options: dict | None = None, card_file: str | Path | None = None,
                 progress: Callable[[int, int], None] | None = None, cluster: str | None = None,
                 kept: KeptResults | None = None) -> list[GameSample]:
    """`games` samples, game i seeded `seed + i`; with `card_file`, played in worker processes that read it.

    With `kept`, the samples already kept are not played again and each new one is kept as it arrives."""
    jobs_args = [(game_id, list(seats), seed + i, options) for i in range(games)]
    # another card file must not leak into this process's cached deck, so it always gets workers
    with runner(jobs, cluster, _start_worker, (game_id, None if card_file is None else str(card_file)),
                processes=card_file is not None) as run:
        if kept is None:
            return list(run.map(_sample_job, jobs_args, progress))
        return list(kept.run(run, _sample_job, jobs_args, progress))
