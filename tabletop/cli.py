"""The `tabletop` command line: menu, games, play, simulate, replay, validate, ladder (and decks, studio)."""
from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import sys
from pathlib import Path
from typing import Any, Sequence

from tabletop.deck_commands import add_deck_argument, apply_deck_arguments
from tabletop.engine.errors import TabletopError
from tabletop.terminal_progress import ProgressBar, progress_reporter
from tabletop.usage import Parser, UsageError, game_or_usage, parse_options, parse_seat_list

EXIT_MISUSE = 2

#: modules that add sub-commands: each has add_commands(subparsers), setting `handler` defaults
PLUGIN_COMMANDS = ("tabletop.studio.commands", "tabletop.deck_commands", "tabletop.net_commands")


def count_argument(text: str) -> int:
    """An argparse type: a whole number of at least 1 (games, jobs)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text[:40]!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def seed_argument(text: str) -> int:
    """An argparse type: a seed, a whole number of at most 64 bits."""
    from tabletop.engine.records import SEED_LIMIT

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text[:40]!r}") from None
    if not -SEED_LIMIT <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError("out of range (64 bits at most)")
    return value


def add_game_argument(parser: argparse.ArgumentParser) -> None:
    """The positional game id."""
    parser.add_argument("game", help="a game id (`tabletop games` lists them)")


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    """The repeatable `--option K=V` (a game option)."""
    parser.add_argument("--option", action="append", default=[], metavar="K=V",
                        help="a game option, e.g. life=10 (docs/rules/<game>.md lists them); repeatable")


def add_jobs_argument(parser: argparse.ArgumentParser) -> None:
    """`--jobs J`: games played side by side."""
    parser.add_argument("--jobs", type=count_argument, default=1, help="processes playing at once (default: 1)")
    parser.add_argument("--cluster", metavar="ADDRESS",
                        help="play on a Dask cluster instead: local:N (N worker processes on this machine) or a "
                             "running scheduler's tcp://HOST:8786 (needs pip install -e '.[cluster]')")


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """`--seed`, `--jobs` and `--option` of the headless bot runs."""
    parser.add_argument("--seed", type=seed_argument, default=0, help="the first game's seed (default: 0)")
    add_jobs_argument(parser)
    add_option_argument(parser)


def build_parser() -> Parser:
    """The argument parser with every sub-command."""
    parser = Parser(prog="tabletop", description="A tabletop client for card and board games.")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    sub.add_parser("games", help="list games: id, title, players")

    play = sub.add_parser("play", help="start a game in the window")
    add_game_argument(play)
    play.add_argument("--seats", help="comma list of human[:Name] or bot[:random|easy|normal|hard] "
                                      "(default: you and bots up to the game's fewest seats)")
    play.add_argument("--seed", type=seed_argument, help="the deal's seed (default: a random one)")
    add_option_argument(play)
    play.add_argument("--autoplay", action="store_true", help="bots play at a watchable pace")
    play.add_argument("--fast", action="store_true", help="no pacing between moves")
    play.add_argument("--exit-at-end", action="store_true", help="close the window when the game ends")
    play.add_argument("--art-dir", help="a folder of card art (<card_id>.png) shown over the bundled art")
    play.add_argument("--try", dest="try_card", metavar="CARD_ID",
                      help="try a card: a game against a bot (normal by default) with this card in your opening hand, "
                           "from the card file as it is on disk now")
    add_deck_argument(play)

    simulate = sub.add_parser("simulate", help="bot-vs-bot games, headless")
    add_game_argument(simulate)
    simulate.add_argument("--seats", help="comma list of bot[:random|easy|normal|hard] "
                                          "(default: the game's fewest seats, all bot:normal)")
    simulate.add_argument("--games", type=count_argument, default=100, help="how many games (default: 100)")
    add_run_arguments(simulate)
    simulate.add_argument("--json", action="store_true", help="print a JSON summary on the last line")
    add_deck_argument(simulate)

    replay = sub.add_parser("replay", help="replay a record file")
    replay.add_argument("record", help="a saved game or record file (.json)")
    replay.add_argument("--gui", action="store_true", help="show the replay in the window")
    replay.add_argument("--lang", default="en", choices=("en", "es"), help="language of the printed log")

    balance = sub.add_parser("balance", help="how strong each card is, measured by bot games")
    add_game_argument(balance)
    balance.add_argument("--games", type=count_argument, default=200, help="how many games (default: 200)")
    balance.add_argument("--seats", help="a number of seats, or seats like bot:normal,bot:easy "
                                         "(default: the game's fewest seats, all bot:normal)")
    add_run_arguments(balance)
    balance.add_argument("--out", metavar="DIR", help="where the CSV, JSON and plots go "
                                                      "(default: the user data folder's balance/<game>)")
    balance.add_argument("--compare", metavar="CARDS.yaml",
                         help="also play the same seeds with this edited card file and report the change")
    balance.add_argument("--cause", action="store_true",
                         help="what each card causes: the same seeds with the card and with its baseline, paired "
                              "(cause.json, cause.csv, cause.png; docs/balance.md)")
    balance.add_argument("--cards", metavar="ID,...", help="with --cause: only these cards (default: every card)")
    balance.add_argument("--levels", metavar="LEVEL,...", default="normal",
                         help="with --cause: the bot levels to measure at (default: normal)")
    balance.add_argument("--progress-lines", action="store_true", help=argparse.SUPPRESS)  # for the studio
    add_deck_argument(balance)
    validate = sub.add_parser("validate", help="check card data, layouts and art")
    validate.add_argument("game", nargs="?", help="a game id (default: every game)")
    validate.add_argument("--data", metavar="DIR", help="a card data folder holding <game>/ folders "
                                                        "(default: the bundled card_data/)")
    validate.add_argument("--art-dir", help="also check the art of this folder (<game>/<card_id>.png)")
    validate.add_argument("--json", action="store_true",
                          help="print the problems as JSON (code, severity, file, line, card, field, message, "
                               "suggestion) for editors and tools")
    validate.add_argument("--strict", action="store_true", help="warnings (W- codes) fail too, not only errors")
    schema = sub.add_parser("schema", help="write the JSON Schema of a game's card file, for editors")
    add_game_argument(schema)
    schema.add_argument("--out", metavar="FILE", help="write it to FILE (default: print it)")

    ladder = sub.add_parser("ladder", help="play each bot level against the one below")
    add_game_argument(ladder)
    ladder.add_argument("--games", type=count_argument, default=100, help="games per pair of levels (default: 100)")
    ladder.add_argument("--seed", type=seed_argument, default=0, help="the first game's seed (default: 0)")
    add_jobs_argument(ladder)
    ladder.add_argument("--players", type=count_argument, default=None,
                        help="mages per game (default: two, or the game's minimum)")
    ladder.add_argument("--seating", choices=("even", "one-vs-rest"), default="even",
                        help="with 3+ players: levels alternate around the table, or the upper level sits once")
    add_deck_argument(ladder)

    for module_name in PLUGIN_COMMANDS:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        module.add_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `tabletop` command; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(args_list)
        return dispatch(args)
    except UsageError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return EXIT_MISUSE
    except TabletopError as exc:
        first_line = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        print(f"tabletop: {first_line}", file=sys.stderr)
        return EXIT_MISUSE if isinstance(exc, ValueError) or isinstance(exc, KeyError) else 1
    except OSError as exc:  # a path given on the command line that cannot be used
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"tabletop: {where}{exc.strerror or exc}", file=sys.stderr)
        return EXIT_MISUSE
    except KeyboardInterrupt:
        print("tabletop: interrupted", file=sys.stderr)
        return 130


def dispatch(args: argparse.Namespace) -> int:
    """Run the chosen sub-command."""
    command = args.command
    if command is None:
        return open_app("menu")
    if getattr(args, "handler", None) is not None:
        return args.handler(args)
    return {
        "games": cmd_games,
        "play": cmd_play,
        "simulate": cmd_simulate,
        "replay": cmd_replay,
        "validate": cmd_validate,
        "schema": cmd_schema,
        "balance": cmd_balance,
        "ladder": cmd_ladder,
    }[command](args)


# --- helpers --------------------------------------------------------------------------
def open_app(start: str, **kwargs: Any) -> int:
    """Open the window (imports pygame only now, so headless commands stay light)."""
    from tabletop.ui.app import run_app

    return run_app(start, **kwargs)


# --- commands ---------------------------------------------------------------------------
def cmd_games(args: argparse.Namespace) -> int:
    """Print id, title and players of every game."""
    from tabletop.engine.registry import all_games

    for game in all_games():
        info = game.info
        players = f"{info.min_players}-{info.max_players}" if info.min_players != info.max_players else str(info.min_players)
        more = "".join(f" ({lo}-{hi} with {key}={str(value).lower()})" for key, value, lo, hi in info.seat_ranges)
        print(f"{info.id:<12}{info.title.get('en', info.id):<28}{players} players{more}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """Start a game in the window."""
    from tabletop.engine.session import Session
    from tabletop.ui.saves import with_autosave

    game = game_or_usage(args.game)
    default = ",".join(["human:Player 1"] + ["bot"] * (game.info.min_players - 1))
    seats = parse_seat_list(game, args.seats, default)
    options = apply_deck_arguments(game, parse_options(game, args.option), args.deck, len(seats))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if args.try_card:
        from tabletop.data.tryout import TryOutError, try_out_session
        try:
            session = with_autosave(try_out_session(game, args.try_card, seats, seed, options))
        except TryOutError as exc:
            print("\n".join(exc.problems), file=sys.stderr)
            return 1
    else:
        session = with_autosave(Session(game, seats, seed, options))
    if args.art_dir and not os.path.isdir(args.art_dir):
        raise UsageError(f"--art-dir {args.art_dir!r} is not a folder")
    return open_app("table", session=session, autoplay=args.autoplay or all(s.is_bot for s in seats),
                    fast=args.fast, exit_at_end=args.exit_at_end, art_dir=args.art_dir)


def cmd_simulate(args: argparse.Namespace) -> int:
    """Bot-vs-bot games with a progress bar and a summary."""
    from tabletop.sim import simulate

    game = game_or_usage(args.game)
    if args.seats is None:
        from tabletop.balance.run import default_seats

        seats = default_seats(game.info.id)
    else:
        seats = parse_seat_list(game, args.seats, "")
    if any(not s.is_bot for s in seats):
        raise UsageError("simulate needs bot seats only (e.g. bot:normal,bot:random)")
    options = apply_deck_arguments(game, parse_options(game, args.option), args.deck, len(seats))
    bar = ProgressBar(sys.stderr)
    summary = simulate(game.info.id, seats, args.games, args.seed, args.jobs, options, progress=bar.update,
                       cluster=args.cluster)
    bar.finish()
    print(summary.table())
    if args.json:
        print(json.dumps(summary.to_json()))
    return 0


def cmd_balance(args: argparse.Namespace) -> int:
    """Bot games, then per-card figures as a table, a CSV, a JSON and plots (and a comparison)."""
    from tabletop.balance.run import card_file_problems, default_out, default_seats

    game = game_or_usage(args.game)
    if args.seats is None or args.seats.isdigit():
        count = int(args.seats) if args.seats else None
        if count is not None and not game.info.min_players <= count <= game.info.max_players:
            raise UsageError(f"{game.info.id} takes {game.info.min_players}-{game.info.max_players} seats, not {count}")
        seats = default_seats(game.info.id, count)
    else:
        seats = parse_seat_list(game, args.seats, "")
        if any(not s.is_bot for s in seats):
            raise UsageError("balance needs bot seats only (e.g. bot:normal,bot:normal)")
    options = apply_deck_arguments(game, parse_options(game, args.option), args.deck, len(seats))
    if args.compare:
        problems = card_file_problems(game.info.id, args.compare)
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
    out = report_folder(args.out) if args.out else default_out(game.info.id)
    try:
        if args.cause:
            return _balance_cause(game, len(seats), args, options, out)
        return _balance_report(game, seats, args, options, out)
    except KeyboardInterrupt:
        print(f"tabletop: stopped; the games already finished are kept in {out.name}/ and the same command "
              "goes on from there", file=sys.stderr)
        return 130


#: the file a balance run keeps its finished games in, in its output folder, until its report is written
UNFINISHED = "unfinished-games"


def _balance_report(game, seats, args: argparse.Namespace, options: dict, out) -> int:
    """`balance`: per-card figures of the seats that played each card (and of an edited card file, to compare)."""
    from tabletop.balance.compare import compare_json, format_compare
    from tabletop.balance.report import card_names, format_table
    from tabletop.balance.run import write_report

    report, kept = _balance_run(game.info.id, seats, args, options, None, out)
    names = card_names(game.info.id)
    print(format_table(report, names))
    written = write_report(report, out)
    if args.compare:
        edited, kept_edited = _balance_run(game.info.id, seats, args, options, args.compare, out / "edited")
        written += write_report(edited, out / "edited")
        print(format_compare(report, edited, names))
        (out / "compare.json").write_text(json.dumps(compare_json(report, edited), indent=1) + "\n", encoding="utf-8")
        written.append(out / "compare.json")
        kept_edited.discard()
    kept.discard()
    print("wrote " + ", ".join(str(p) for p in written))
    return 0


def _balance_cause(game, seats: int, args: argparse.Namespace, options: dict, out) -> int:
    """`balance --cause`: each card's paired difference against its baseline, beside the noise floor."""
    from tabletop.balance.cause import measure_causes, write_cause
    from tabletop.balance.collect import kept_samples
    from tabletop.balance.report import card_names

    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    unknown = [level for level in levels if level not in game.info.bot_levels]
    if not levels or unknown:
        raise UsageError(f"--levels: {game.info.id}'s bot levels are {', '.join(game.info.bot_levels)}")
    cards = [card.strip() for card in args.cards.split(",") if card.strip()] if args.cards else None
    kept = kept_samples(out / f"{UNFINISHED}-cause.jsonl")
    _say_resumed(kept)
    update, bar = progress_reporter(args.progress_lines)
    results = measure_causes(game.info.id, cards, levels, seats, args.games, args.seed, args.jobs, options or None,
                             args.cluster, update, kept)
    if bar is not None:
        bar.finish()
    names = card_names(game.info.id)
    for r in results:
        mark = "*" if r.beyond_noise else " "
        print(f"{mark} {names.get(r.card, r.card)[:28]:28} {r.level:7} {r.cause.diff * 100:+6.1f} "
              f"[{r.cause.low * 100:+.1f}, {r.cause.high * 100:+.1f}]  noise [{r.noise.low * 100:+.1f}, "
              f"{r.noise.high * 100:+.1f}]  pairs {r.cause.pairs}")
    written = write_cause(results, out, names)
    kept.discard()
    print("wrote " + ", ".join(p.name for p in written) + f" in {out.name}/")
    return 0


def _say_resumed(kept) -> None:
    if kept.resumed:
        print(f"resuming: {kept.resumed} finished game(s) kept from the last run are not played again",
              file=sys.stderr)


def report_folder(value: str):
    """`--out` of balance: a folder to write into (made later), checked before any game is played."""
    from pathlib import Path

    path = Path(value).expanduser()
    if path.exists() and not path.is_dir():
        raise UsageError(f"--out {value}: is a file; balance writes balance.csv and balance.json into a folder")
    above = next((p for p in path.parents if p.exists()), None)
    if above is not None and not above.is_dir():
        raise UsageError(f"--out {value}: {above.name} is a file, not a folder")
    return path


def _balance_run(game_id: str, seats, args: argparse.Namespace, options, card_file, out):
    """(report, its kept games): the seeded games of one card file, resumed from `out` where a run stopped."""
    from tabletop.balance.collect import kept_samples
    from tabletop.balance.run import run_balance

    kept = kept_samples(out / f"{UNFINISHED}.jsonl", card_file)
    _say_resumed(kept)
    update, bar = progress_reporter(args.progress_lines)
    report = run_balance(game_id, seats, args.games, args.seed, args.jobs, options, card_file, progress=update,
                         cluster=args.cluster, kept=kept)
    if bar is not None:
        bar.finish()
    return report, kept


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a record: print its log and result (or show it in the window)."""
    from tabletop.engine.session import Session

    session = Session.load(args.record)
    if args.gui:  # from the first move: Next move / Play, and Back (or the arrow keys)
        actions = list(session.actions)
        session.truncate(0)
        return open_app("table", session=session, replay=actions)
    names = session.names
    for _, event in session.log:
        if event.audience is None:
            print(session.game.describe_event(event, args.lang, names))
    result = session.result()
    if result is None:
        print(f"(record ends before the game does: {len(session.actions)} actions)")
    else:
        winners = ", ".join(names[w] for w in result.winners) or "nobody"
        print(f"Result: {winners} won. Scores: " + ", ".join(f"{n} {s:g}" for n, s in zip(names, result.scores)))
    return 0


def icon_names() -> set | None:
    """The card icons a legend may name, when the drawing side is installed (it needs pygame), else None."""
    try:
        from tabletop.ui.cards import icons
    except ImportError:
        return None
    return set(icons.names())


def cmd_validate(args: argparse.Namespace) -> int:
    """Check every game's card data and layouts; non-zero exit with readable messages."""
    from tabletop.data.validate import lint_game
    from tabletop.engine.registry import game_ids

    ids = [game_or_usage(args.game).info.id] if args.game else game_ids()
    for option, folder in (("--data", args.data), ("--art-dir", args.art_dir)):
        if folder is not None and not os.path.isdir(folder):
            raise UsageError(f"{option} {folder!r} is not a folder")
    if args.data is not None and args.game and not os.path.isdir(os.path.join(args.data, ids[0])):
        raise UsageError(f"--data {args.data!r} has no {ids[0]}/ folder")
    found = {game_id: lint_game(game_id, args.data, args.art_dir, icon_names()) for game_id in ids}
    failing = [game_id for game_id, problems in found.items()
               if any(p.severity == "error" or args.strict for p in problems)]
    if args.json:
        print(json.dumps({game_id: [p.as_json() for p in problems] for game_id, problems in found.items()},
                         ensure_ascii=False, indent=1))
        return 1 if failing else 0
    for game_id, problems in found.items():
        if not problems:
            print(f"{game_id}: ok")
            continue
        errors = sum(p.severity == "error" for p in problems)
        print(f"{game_id}: {errors} error(s), {len(problems) - errors} warning(s)")
        for problem in problems:
            print(f"  {problem.describe()}")
    return 1 if failing else 0


def cmd_schema(args: argparse.Namespace) -> int:
    """Print (or write) the JSON Schema of a game's card file, generated from its loader's declarations."""
    game_id = game_or_usage(args.game).info.id
    cards = importlib.import_module(f"tabletop.games.{game_id}.rules.cards")
    text = json.dumps(cards.json_schema(), ensure_ascii=False, indent=1) + "\n"
    if args.out is None:
        sys.stdout.write(text)
        return 0
    try:
        Path(args.out).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"--out {args.out!r}: cannot write it ({exc.strerror or exc})") from None
    print(f"{game_id}: JSON Schema written to {Path(args.out).name}")
    return 0


def cmd_ladder(args: argparse.Namespace) -> int:
    """Play each bot level against the one below and print win rates."""
    try:
        from tabletop.bots.ladder import format_ladder, ladder_seats, run_ladder
    except ImportError:
        raise UsageError("the ladder is not available in this build") from None
    game = game_or_usage(args.game)
    info = game.info
    if args.players is not None and not info.min_players <= args.players <= info.max_players:
        raise UsageError(f"--players {args.players}: {info.id} is for {info.min_players} to {info.max_players} players")
    seats = args.players or ladder_seats(game)
    options = apply_deck_arguments(game, {}, args.deck, seats)
    bar = ProgressBar(sys.stderr)
    result = run_ladder(info.id, games=args.games, seed=args.seed, jobs=args.jobs, progress=bar.update,
                        cluster=args.cluster,
                        options=options or None, seats=seats, seating=args.seating)
    bar.finish()
    print(format_ladder(result))
    return 0
