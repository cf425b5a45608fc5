"""Command-line misuse: the one-line error every command reports (exit 2), and the checks the commands share.

The command line, its plug-in commands (decks, studio) and the app's deck dialogs use it; it imports only
the engine, so none of them needs `tabletop.cli` (which imports them).
"""
from __future__ import annotations

import argparse
from typing import Any, Sequence


class UsageError(Exception):
    """A command-line mistake: reported in one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse that reports misuse in one line (no usage dump) and exits 2."""

    def error(self, message: str) -> None:  # noqa: D401 - argparse API
        raise UsageError(message)


def game_or_usage(game_id: str):
    """The registered game, or a one-line usage error."""
    from tabletop.engine.errors import UnknownGameError
    from tabletop.engine.registry import get_game

    try:
        return get_game(game_id)
    except UnknownGameError as exc:
        raise UsageError(str(exc)) from None


def parse_options(game, pairs: Sequence[str]) -> dict[str, Any]:
    """`K=V` pairs converted and checked against the game's options."""
    from tabletop.engine.errors import OptionError

    values: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"bad --option {pair!r}: expected KEY=VALUE")
        try:
            values[key.strip()] = game.info.option(key.strip()).parse(value)
        except OptionError as exc:
            raise UsageError(str(exc)) from None
    return values


def parse_seat_list(game, text: str | None, default: str):
    """Seats from `--seats`, or the default list; misuse is a UsageError."""
    from tabletop.engine.errors import SeatSpecError
    from tabletop.engine.seats import parse_seats

    try:
        return parse_seats(default if text is None else text, game.info.bot_levels, *game.info.widest_players())
    except SeatSpecError as exc:
        raise UsageError(str(exc)) from None
