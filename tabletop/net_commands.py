"""`tabletop host`, `tabletop serve` and `tabletop join`: network play from the command line (docs/network.md)."""
from __future__ import annotations

import argparse
import random
import sys
import threading
from typing import Callable, TextIO

from tabletop.engine.errors import SeatSpecError
from tabletop.usage import UsageError, game_or_usage, parse_options

SEATS_HELP = ("comma list of human[:Name] (a player at this screen, at most one), remote[:Name] (a player on "
              "another computer) or bot[:level]")


def port_argument(text: str) -> int:
    """An argparse type: a TCP port (0: any free one)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, not {text[:40]!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0-65535, not {value}")
    return value


def add_commands(sub) -> None:
    """Add host, serve and join to the command line."""
    from tabletop.cli import add_game_argument, add_option_argument, seed_argument
    from tabletop.net.hosting import ALL_INTERFACES, DEFAULT_PORT

    def add_listen_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--port", type=port_argument, default=DEFAULT_PORT,
                            help=f"the TCP port players connect to (default: {DEFAULT_PORT}; open it on your router "
                                 "to play over the internet)")
        parser.add_argument("--bind", default=ALL_INTERFACES, metavar="ADDRESS",
                            help="the address to listen on (default: every interface; 127.0.0.1: this machine only)")

    host = sub.add_parser("host", help="host a game for players on other computers")
    add_game_argument(host)
    host.add_argument("--seats", help=SEATS_HELP + " (default: human:Player 1,remote:Player 2)")
    host.add_argument("--seed", type=seed_argument, help="the deal's seed (default: a random one)")
    add_option_argument(host)
    add_listen_arguments(host)
    host.add_argument("--no-window", action="store_true",
                      help="serve without a window (no human at this screen): print the invites, Ctrl+C ends")
    host.set_defaults(handler=cmd_host)

    serve = sub.add_parser("serve", help="a headless server holding several tables (for play over the internet)")
    serve.add_argument("--table", action="append", default=[], metavar="GAME=SEATS",
                       help="a table to hold, e.g. runes=remote:Ana,remote:Bo,bot:normal; repeatable")
    add_listen_arguments(serve)
    serve.set_defaults(handler=cmd_serve)

    join = sub.add_parser("join", help="join a hosted game in the window")
    join.add_argument("address", help="the host's address, e.g. 192.168.1.20:8765")
    join.add_argument("code", help="your seat code, e.g. K7P-2QX")
    join.set_defaults(handler=cmd_join)


def hosted_session(game_id: str, seats_text: str | None, options: dict | None = None, seed: int | None = None):
    """(session, remote seats) of a game to host; UsageError in one line when the seats are wrong."""
    from tabletop.engine.session import Session
    from tabletop.net.hosting import parse_hosted_seats

    game = game_or_usage(game_id)
    try:
        seats, remote = parse_hosted_seats(seats_text or "human:Player 1,remote:Player 2", game.info.bot_levels,
                                           *game.info.widest_players())
    except SeatSpecError as exc:
        raise UsageError(str(exc)) from None
    seed = random.SystemRandom().randrange(2**31) if seed is None else seed
    return Session(game, seats, seed, options), remote


def cmd_host(args: argparse.Namespace) -> int:
    """Host one game: in the window (a human at this screen) or headless."""
    from tabletop.net.hosting import Hosting

    game = game_or_usage(args.game)
    session, remote = hosted_session(args.game, args.seats, parse_options(game, args.option), args.seed)
    if args.no_window or all(s.is_bot for i, s in enumerate(session.seats) if i not in remote):
        hosting = Hosting(session, remote, args.bind, args.port)
        return serve_until_interrupted([hosting.table], hosting.thread, sys.stdout)
    from tabletop.ui.app import run_app
    from tabletop.ui.hosting import start_hosting
    from tabletop.ui.saves import with_autosave

    with_autosave(session)
    return run_app("menu", then=lambda app: start_hosting(app, session, remote, args.bind, args.port))


def cmd_serve(args: argparse.Namespace) -> int:
    """Hold several tables headless until Ctrl+C."""
    from tabletop.engine.session import Session
    from tabletop.net.server import HostedTable, HostThread

    if not args.table:
        raise UsageError("serve needs at least one --table GAME=SEATS (e.g. --table runes=remote,remote)")
    tables = []
    for spec in args.table:
        game_id, sep, seats = spec.partition("=")
        if not sep or not game_id.strip() or not seats.strip():
            raise UsageError(f"bad --table {spec!r}: expected GAME=SEATS, e.g. runes=remote:Ana,bot:normal")
        session, remote = hosted_session(game_id.strip(), seats)
        if any(not s.is_bot and i not in remote for i, s in enumerate(session.seats)):
            raise UsageError(f"bad --table {spec!r}: a server has no screen; make the human seats remote")
        tables.append(HostedTable(session, remote))
    return serve_until_interrupted(tables, HostThread(tables, args.bind, args.port), sys.stdout)


def serve_until_interrupted(tables: list, thread, out: TextIO, stop: threading.Event | None = None,
                            hostname: Callable[[], str] | None = None) -> int:
    """Start serving, print each table's invites, and serve until Ctrl+C (or `stop`); 0 when stopped."""
    import socket

    try:
        port = thread.start()
    except OSError as exc:
        print(f"tabletop: cannot listen on port {thread.host.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    where = "127.0.0.1" if thread.host.host.startswith("127.") else (hostname or socket.gethostname)()
    print(f"Serving {len(tables)} table(s) on port {port}; players join at {where}:{port} with their seat code.",
          file=out)
    for number, table in enumerate(tables, 1):
        session = table.session
        seats = ", ".join(f"seat {seat + 1} ({session.seats[seat].name}) {code}" for seat, code in table.codes.items())
        print(f"Table {number}, {session.game.info.id}: {seats}; spectators {table.spectator_code}", file=out)
    print("Ready. Ctrl+C stops.", file=out, flush=True)
    stop = stop or threading.Event()
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    thread.stop("server_stopped")
    print("Stopped.", file=out, flush=True)
    return 0


def cmd_join(args: argparse.Namespace) -> int:
    """Join a hosted game in the window."""
    from tabletop.net.protocol import join_address
    from tabletop.ui.app import run_app
    from tabletop.ui.scenes.join import open_join

    try:
        address = join_address(args.address)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return run_app("menu", then=lambda app: open_join(app, address, args.code))
