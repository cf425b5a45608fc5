#!/usr/bin/env python3
"""The host's frames while hostile clients flood it (issue 33.3): p50/p99 of the host window's frame time, in wall
time and in the frame thread's own CPU time, quiet and flooded rounds interleaved.

Everything runs in this process on 127.0.0.1: a headless window hosting Rune Duel (its own seat at its table, a
remote player seated), and, in flooded rounds, FLOODERS connections each sending a mix of invalid JSON, unknown
types, out-of-turn actions and pings at RATE messages a second, plus a stream of connections opened and dropped
(200 over a round). Usage:

    PYTHONPATH=. SDL_VIDEODRIVER=dummy python scripts/bench_host_flood.py [--rounds 3] [--seconds 4]
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_home = tempfile.mkdtemp(prefix="tabletop-flood-")
os.environ["TABLETOP_DATA_DIR"] = os.path.join(_home, "data")
os.environ["TABLETOP_CONFIG_DIR"] = os.path.join(_home, "config")

from websockets.sync.client import connect  # noqa: E402

FLOODERS = 4
RATE = 1000  # messages a second per flooder
CONNECTIONS = 200  # connections opened and dropped per flooded round
JUNK = ['{not json', '[1,2]', '{"type":"explode"}', '{"type":"act","action":"pass"}', '{"type":"ping"}',
        '{"type":"act","action":3}', '{"type":"undo"}']


def flood(address: str, stop: threading.Event, sent: list) -> None:
    """One hostile connection: junk at RATE a second until `stop` (reconnecting when the host closes it)."""
    count = 0
    while not stop.is_set():
        try:
            with connect(address, open_timeout=2, close_timeout=0.2) as ws:
                start = time.monotonic()
                while not stop.is_set():
                    ws.send(JUNK[count % len(JUNK)])
                    count += 1
                    ahead = count / RATE - (time.monotonic() - start)
                    if ahead > 0:
                        time.sleep(ahead)
        except Exception:  # noqa: BLE001 - refused or closed by the host: come again
            time.sleep(0.05)
    sent.append(count)


def knock(address: str, stop: threading.Event, seconds: float, opened: list) -> None:
    """Open and drop CONNECTIONS connections over the round."""
    count = 0
    while not stop.is_set() and count < CONNECTIONS:
        try:
            with connect(address, open_timeout=2, close_timeout=0.2):
                pass
        except Exception:  # noqa: BLE001 - refused when full: that is the point
            pass
        count += 1
        time.sleep(seconds / CONNECTIONS)
    opened.append(count)


def measure(app, seconds: float) -> tuple[list[float], list[float]]:
    """Frame times (wall ms, frame-thread CPU ms) for `seconds` of frames."""
    walls, cpus = [], []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        wall, cpu = time.perf_counter(), time.thread_time()
        app.update(1 / 60)
        app.draw()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.thread_time() - cpu) * 1000)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - wall)))
    return walls, cpus


def p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=4.0)
    args = parser.parse_args()

    from tabletop.engine.registry import get_game
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.net.client import RemoteSeat
    from tabletop.net.hosting import Hosting
    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene

    app = App(size=(1280, 720))
    app.reset_to(MenuScene(app))
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=3, autosave_path=None)
    hosting = Hosting(session, [1], bind="127.0.0.1", port=0)
    hosting.start()
    bo = RemoteSeat(hosting.local_address(), hosting.invites()[0][1])
    port = hosting.join_here().wait()
    app.push(TableScene(app, port))
    measure(app, 1.0)  # warm up: fonts, faces, the first layers
    rows = []
    try:
        for number in range(args.rounds):
            for flooded in (False, True):
                stop, sent, opened = threading.Event(), [], []
                threads = []
                if flooded:
                    threads = [threading.Thread(target=flood, args=(hosting.local_address(), stop, sent))
                               for _ in range(FLOODERS)]
                    threads.append(threading.Thread(target=knock, args=(hosting.local_address(), stop, args.seconds,
                                                                        opened)))
                    for thread in threads:
                        thread.start()
                    time.sleep(0.3)
                walls, cpus = measure(app, args.seconds)
                stop.set()
                for thread in threads:
                    thread.join(5)
                rows.append((number + 1, "flooded" if flooded else "quiet", len(walls), statistics.median(walls),
                             p(walls, 0.99), statistics.median(cpus), p(cpus, 0.99), sum(sent), sum(opened)))
        moves_before = len(session.actions)
        bo_ok = bo.connection is not None
    finally:
        bo.close()
        port.close()
        hosting.stop()
    print(f"{'round':>5} {'':8} {'frames':>6} {'wall p50':>9} {'wall p99':>9} {'cpu p50':>8} {'cpu p99':>8} "
          f"{'junk sent':>9} {'conns':>6}")
    for row in rows:
        print(f"{row[0]:>5} {row[1]:8} {row[2]:>6} {row[3]:>9.2f} {row[4]:>9.2f} {row[5]:>8.2f} {row[6]:>8.2f} "
              f"{row[7]:>9} {row[8]:>6}")
    for kind in ("quiet", "flooded"):
        mine = [row for row in rows if row[1] == kind]
        print(f"{kind}: median of rounds wall p99 {statistics.median(r[4] for r in mine):.2f} ms, "
              f"cpu p99 {statistics.median(r[6] for r in mine):.2f} ms")
    print(f"the seated player was still connected: {bo_ok}; moves made meanwhile: {moves_before}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
