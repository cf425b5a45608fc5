#!/usr/bin/env python3
"""Issue 33, done-when 1 at full length: a host and two remote clients play a whole game of each game to the end.

Everything runs in this process on 127.0.0.1 (the host is started and stopped here): seat 0 is the usual table
(headless window) over a RemoteSeatPort, choosing a random legal action when it is its turn; seat 1 is a headless
client (`net.client.RemoteSeat`) choosing at random too. At the end: the host's record replays to the same final
state and result; the table's observation is the host's observation of seat 0, its log exactly the events addressed
to seat 0 or to everyone; the headless client's observation is the host's of seat 1; nobody was sent an error.
A whole game through the table takes minutes on a loaded machine, so this is a script; the suite plays whole games
with two headless clients (tests/net/test_play_over_network.py) and shorter ones through the table. Usage:

    PYTHONPATH=. python scripts/net_whole_games.py [--games runes,ecg] [--seed 7]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_home = tempfile.mkdtemp(prefix="tabletop-whole-")
os.environ["TABLETOP_DATA_DIR"] = os.path.join(_home, "data")
os.environ["TABLETOP_CONFIG_DIR"] = os.path.join(_home, "config")

PATIENCE = 120.0  # seconds without progress before a game is called stuck
GAMES = ("runes", "gnostica", "invocacion", "invoke", "ecg")


def frames_until(app, done, what: str) -> None:
    """Run the window's frames until `done()`; RuntimeError after PATIENCE seconds."""
    deadline = time.monotonic() + PATIENCE
    while not done():
        if time.monotonic() > deadline:
            raise RuntimeError(f"stuck waiting for {what}")
        app.update(0.02)
        app.draw()
        time.sleep(0.002)


def play_one(app, game_id: str, seed: int) -> tuple[int, float, list[str]]:
    """Play one whole game; (moves, seconds, problems found)."""
    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.net.client import RemoteSeat
    from tabletop.net.remote_port import Joining
    from tabletop.net.server import HostedTable, HostThread
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    game = get_game(game_id)
    session = Session(game, [Seat("human", "Ana"), Seat("human", "Bo")], seed=seed, autosave_path=None)
    hosted = HostedTable(session, [0, 1])
    thread = HostThread(hosted, rate=None)
    thread.start()
    started = time.monotonic()
    rng = random.Random(seed)
    port = Joining(thread.address(), hosted.codes[0]).wait(PATIENCE)
    bo = RemoteSeat(thread.address(), hosted.codes[1], timeout=PATIENCE)
    try:
        table = TableScene(app, port)
        app.reset_to(MenuScene(app), table)
        while not port.is_over():
            moves = port.moves
            frames_until(app, lambda: port.is_over() or table.human_turn() or bo.wait_for_moves(moves) and bo.my_turn
                         or port.moves > moves, "a turn")
            if table.human_turn() and table.legal():
                table.play(rng.choice(table.legal()))
            elif bo.my_turn and bo.view["actions"] == port.moves:
                bo.act(rng.choice(bo.legal)["action"])
            frames_until(app, lambda: port.moves > moves or port.is_over(), "the move")
        frames_until(app, lambda: not port.news_waiting(), "the last view")
        bo.wait_for_moves(port.moves)
        return len(session.actions), time.monotonic() - started, check(game, session, table, port, bo)
    finally:
        bo.close()
        port.close()
        thread.stop()


def check(game, session, table, port, bo) -> list[str]:
    """What does not hold at the end of a game (nothing, when all is well)."""
    from tabletop.engine.session import Session

    problems = []
    replayed = Session(game, session.seats, session.seed, session.options, autosave_path=None)
    for action in session.record.actions:
        replayed.play(action)
    if not replayed.is_over() or replayed.result() != session.result():
        problems.append("the host's record does not replay to the same end")
    if game.to_dict(table.observation()) != game.to_dict(session.observation(0)):
        problems.append("the table's final view is not seat 0's")
    if [(i, e.key) for i, e in port.log] != [(i, e.key) for i, e in session.log if e.audience in (None, 0)]:
        problems.append("the table's log is not what seat 0 may see")
    if game.to_dict(bo.observation) != game.to_dict(session.observation(1)):
        problems.append("the headless client's final view is not seat 1's")
    if bo.errors:
        problems.append(f"the headless client was refused: {bo.errors[:2]}")
    if port.result() != session.result():
        problems.append("the table's result is not the host's")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    from tabletop.ui.app import App

    app = App(size=(1280, 720), fast=True)
    failed = 0
    for game_id in [g.strip() for g in args.games.split(",") if g.strip()]:
        moves, seconds, problems = play_one(app, game_id, args.seed)
        failed += bool(problems)
        print(f"{game_id:<11} {moves:>5} moves {seconds:>7.1f} s  " + ("ok" if not problems else "; ".join(problems)),
              flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
