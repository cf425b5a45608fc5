"""`tabletop decks GAME`, `tabletop decks check FILE` and the `--deck SEAT=FILE` of play/simulate/ladder."""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Mapping, Sequence


#: a seat number of `--deck SEAT=FILE` has at most this many digits (no game has 1000 seats)
MAX_SEAT_DIGITS = 3


def add_commands(sub) -> None:
    """Add the `decks` sub-command."""
    decks = sub.add_parser("decks", help="list a game's decks with their legality, or check a deck file",
                           description="tabletop decks GAME  |  tabletop decks check FILE")
    decks.add_argument("target", metavar="GAME|check", help="a game id, or `check`")
    decks.add_argument("file", nargs="?", help="the deck file to check")
    decks.add_argument("--option", action="append", default=[], metavar="K=V",
                       help="a game option deck legality follows, e.g. general_rule=type (ECG); repeatable")
    decks.set_defaults(handler=cmd_decks)


def add_deck_argument(parser: argparse.ArgumentParser) -> None:
    """The repeatable `--deck SEAT=FILE` option."""
    parser.add_argument("--deck", action="append", default=[], metavar="SEAT=FILE",
                        help="the deck of a seat (1 = first): a deck file or a deck's name; "
                             "a seat given none gets a ready-made deck")


def deck_rules_or_usage(game):
    """The game's deck rules, or a one-line usage error."""
    from tabletop.usage import UsageError
    from tabletop.engine.decks import rules_of
    from tabletop.engine.registry import all_games

    rules = rules_of(game)
    if rules is None:
        with_decks = ", ".join(g.info.id for g in all_games() if rules_of(g) is not None)
        raise UsageError(f"{game.info.id} builds no decks (games with decks: {with_decks})")
    return rules


def apply_deck_arguments(game, options: Mapping[str, Any], pairs: Sequence[str], num_seats: int) -> dict:
    """`options` with the decks of `--deck SEAT=FILE` pairs; misuse and illegal decks are UsageErrors."""
    from tabletop.usage import UsageError
    from tabletop.engine.decks import quoted, with_seat_decks
    from tabletop.engine.errors import OptionError

    if not pairs:
        return dict(options)
    deck_rules_or_usage(game)
    given: dict[int, str] = {}
    for pair in pairs:
        seat, sep, entry = pair.partition("=")
        seat = seat.strip()
        if not sep or not (seat.isascii() and seat.isdigit()) or len(seat) > MAX_SEAT_DIGITS or not entry.strip():
            raise UsageError(f"bad --deck {quoted(pair)}: expected SEAT=FILE (e.g. 1=mydeck.txt)")
        given[int(seat) - 1] = entry.strip()
    try:
        return with_seat_decks(game, options, given, num_seats)
    except OptionError as exc:
        raise UsageError(f"--deck: {exc}") from None


def cmd_decks(args: argparse.Namespace) -> int:
    """List a game's decks with their legality, or check one deck file (exit 1 when illegal)."""
    from tabletop.usage import UsageError, game_or_usage

    if args.target == "check":
        if not args.file:
            raise UsageError("decks check needs a deck file: tabletop decks check FILE")
        return check_file(Path(args.file), args.option)
    if args.file:
        raise UsageError(f"unexpected {args.file!r}: tabletop decks GAME lists a game's decks")
    game = game_or_usage(args.target)
    return list_decks(game, args.option)


def list_decks(game, option_pairs: Sequence[str] = ()) -> int:
    """Print every deck of the game: name, where it is from, cards, and legal or its first problem."""
    from tabletop.usage import parse_options
    from tabletop.engine.decks import DeckError, deck_files, load_legal_deck

    rules = deck_rules_or_usage(game)
    options = parse_options(game, option_pairs)
    files = deck_files(rules, game.info.id)
    for path, ready in files:
        kind = "ready-made" if ready else "yours"
        try:
            deck = load_legal_deck(path, rules, game.info.id, options=options)
            verdict = f"{deck.total()} cards, legal"
        except DeckError as exc:
            first = exc.problems[0]
            where = f"line {first.line}: " if first.line is not None else ""
            verdict = f"ILLEGAL ({len(exc.problems)} problem(s)): {where}{first.message()}"
        print(f"{path.stem:<24}{kind:<12}{verdict}")
        print(f"{'':<24}{path}")
    if not files:
        print(f"{game.info.id}: no decks")
    return 0


def check_file(path: Path, option_pairs: Sequence[str] = ()) -> int:
    """Check one deck file against its game's rules (under `K=V` options): 0 and `ok`, or 1 and every problem."""
    from tabletop.usage import UsageError, parse_options
    from tabletop.engine.decks import DeckError, game_of_file, load_legal_deck, rules_of
    from tabletop.engine.errors import UnknownGameError
    from tabletop.engine.registry import get_game

    if not path.is_file():
        raise UsageError(f"{path}: no such deck file")
    game_id = game_of_file(path)
    if game_id is None:
        print(f"{path}:1: no `game: <id>` header naming the deck's game")
        return 1
    try:
        game = get_game(game_id)
    except UnknownGameError:
        print(f"{path}: unknown game {game_id!r}")
        return 1
    rules = rules_of(game)
    if rules is None:
        print(f"{path}: {game_id} builds no decks")
        return 1
    options = parse_options(game, option_pairs)
    try:
        deck = load_legal_deck(path, rules, game_id, options=options)
    except DeckError as exc:
        for problem in exc.problems:
            print(problem.describe(path))
        return 1
    print(f"{path}: ok ({game_id}, {deck.total()} cards)")
    return 0
