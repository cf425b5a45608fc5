"""Our rules against RLCard's UNO rules: random play-out actions/s, interleaved in one run, and the ratio per game.

Usage: `.venv/bin/python scripts/bench_uno.py [--games runes,invoke] [--rounds 3] [--seconds 1.5]`

RLCard is never a dependency of the project: the script installs it with pip into a throwaway venv
outside the repository (`$XDG_CACHE_HOME/tabletop-bench/rlcard`, else `~/.cache/...`, else the temp
folder). Each round measures, per game, UNO then ours, each in a fresh process (ours through
`scripts/bench_probe.py playouts`, the figure `scripts/bench` reports), 2 seats; the ratio is ours / UNO's
within the round, and the table prints the medians over the rounds. If RLCard cannot be installed it
says so in one line and exits 1.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")

#: the UNO probe, run by the RLCard venv's python: random play-outs from the start, actions/s as one JSON line
UNO_PROBE = """
import json, random, sys, time
from rlcard.games.uno.game import UnoGame
seconds = float(sys.argv[1])
game = UnoGame()
game.configure({"game_num_players": 2})
chooser = random.Random(0)
game.init_game()
actions = games = 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    game.init_game()
    while not game.is_over():
        legal = game.get_legal_actions()
        game.step(legal[chooser.randrange(len(legal))])
        actions += 1
    games += 1
print(json.dumps({"actions_per_s": actions / (time.perf_counter() - start), "games": games}))
"""


def venv_dir() -> Path:
    """Where the throwaway RLCard venv lives (never inside the repository)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    place = Path(base) / "tabletop-bench" / "rlcard"
    if ROOT == place.resolve() or ROOT in place.resolve().parents:
        place = Path(tempfile.gettempdir()) / "tabletop-bench-rlcard"
    return place


def rlcard_python() -> Path | None:
    """The python of a venv holding RLCard, made on first use; None when RLCard cannot be installed."""
    place = venv_dir()
    python = place / "bin" / "python"
    if _has_rlcard(python):
        return python
    try:
        venv.create(place, with_pip=True, clear=place.exists())
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "rlcard"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    except (OSError, subprocess.SubprocessError):
        return None
    return python if _has_rlcard(python) else None


def _has_rlcard(python: Path) -> bool:
    return python.exists() and subprocess.run([str(python), "-c", "import rlcard.games.uno.game"],
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def _json_of(command: list[str], env: dict | None = None) -> dict:
    """Run one probe process and read the JSON line it prints last."""
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def uno_rate(python: Path, seconds: float) -> float:
    """RLCard UNO's random play-out actions/s (2 players), in a fresh process."""
    return _json_of([str(python), "-c", UNO_PROBE, str(seconds)])["actions_per_s"]


def our_rate(game_id: str, seconds: float) -> float:
    """Our random play-out actions/s for `game_id` (2 seats), in a fresh process, as `scripts/bench` measures it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    params = json.dumps({"seats": 2, "seconds": seconds})
    return _json_of([sys.executable, str(ROOT / "scripts" / "bench_probe.py"), "playouts", game_id, params],
                    env)["actions_per_s"]


def main(argv: list[str] | None = None) -> int:
    """Measure interleaved rounds and print per game: our actions/s, UNO's and the ratio (medians)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma list of game ids (default: all five)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.5, help="play-out time per measurement")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in GAMES]
    if args.seconds <= 0:
        print("--seconds must be above 0")
        return 2
    if unknown or not games:
        print(f"unknown game id(s) {', '.join(unknown) or '(none given)'}; known: {', '.join(GAMES)}")
        return 2
    python = rlcard_python()
    if python is None:
        print(f"RLCard could not be installed into a throwaway venv ({venv_dir()}): no UNO figures.")
        return 1
    ours: dict[str, list[float]] = {g: [] for g in games}
    uno: dict[str, list[float]] = {g: [] for g in games}
    ratios: dict[str, list[float]] = {g: [] for g in games}
    for _ in range(max(1, args.rounds)):
        for game_id in games:
            try:
                theirs, mine = uno_rate(python, args.seconds), our_rate(game_id, args.seconds)
            except (subprocess.CalledProcessError, ValueError, IndexError) as problem:
                print(f"a measurement of {game_id} failed: {str(problem).splitlines()[0]}")
                return 1
            uno[game_id].append(theirs)
            ours[game_id].append(mine)
            ratios[game_id].append(mine / theirs if theirs else float("nan"))
    print(f"{'game':<12}{'ours actions/s':>16}{'UNO actions/s':>16}{'ratio':>8}  [min-max]")
    for game_id in games:
        spread = f"[{min(ratios[game_id]):.2f}-{max(ratios[game_id]):.2f}]"
        print(f"{game_id:<12}{statistics.median(ours[game_id]):>16,.0f}{statistics.median(uno[game_id]):>16,.0f}"
              f"{statistics.median(ratios[game_id]):>8.2f}  {spread}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
