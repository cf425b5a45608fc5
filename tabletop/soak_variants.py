"""What `scripts/soak --thorough` plays: every declared option value of every game, and the bundles they need.

Each variant changes one option from its defaults (every value of a choice, both values of a
switch, a few values of a free number or text), plus what some options mean only together:
ECG's every ordered pair of ready-made decks, Invocación's Construido with each ready-made deck
and Leyendas with a deck the players built. A variant is played only at the seat counts its
set-up accepts (Solitaire at two, Armagedón at five to eight...).
"""
from __future__ import annotations

import json
from typing import Any, Callable, Iterable

from tabletop.engine.contract import Option
from tabletop.engine.errors import TabletopError
from tabletop.engine.registry import get_game

#: values tried for options whose declaration lists no choices (besides the default): (game, option) -> values
FREE_VALUES: dict[tuple[str, str], tuple] = {
    ("runes", "handicap"): ("1", "0,2"),
    ("ecg", "turn_limit"): (0, 30),
}


def _ready_made(game_id: str) -> list[str]:
    """The names of a game's ready-made decks (card_data/<game>/decks)."""
    from tabletop.engine.decks import ready_made, rules_of

    rules = rules_of(get_game(game_id))
    return [path.stem for path in ready_made(rules)] if rules is not None else []


def _ecg_bundles() -> list[dict]:
    """Every ordered pair of ECG's ready-made decks (issue 32: the soak had met one)."""
    names = _ready_made("ecg")
    return [{"decks": f"{first}, {second}"} for first in names for second in names]


def _invocacion_bundles() -> list[dict]:
    """Construido with each ready-made deck for every seat, and Leyendas with a 15-card deck of the players' own."""
    from tabletop.games.invocacion.rules.cards import deck

    bundles = [{"constructed": True, "decks": name} for name in _ready_made("invocacion")]
    legends = set(deck().legends())
    built = [card for card in deck().cards if card not in legends][:15]
    return bundles + [{"legends": True, "legend_cards": ", ".join(built)}]


#: variants of options that only mean something together: game -> function giving them
BUNDLES: dict[str, Callable[[], list[dict]]] = {"ecg": _ecg_bundles, "invocacion": _invocacion_bundles}


def option_values(game_id: str, option: Option) -> tuple:
    """The values of `option` the sweep plays: its choices, both switch positions, or a few free values."""
    if isinstance(option.default, bool):
        return (False, True)
    if option.choices:
        return tuple(option.choices)
    return (option.default,) + FREE_VALUES.get((game_id, option.key), ())


def variants(game_id: str) -> list[dict]:
    """The defaults ({}), then one variant per non-default option value, then the game's bundles."""
    info = get_game(game_id).info
    found = [{}]
    for option in info.options:
        found += [{option.key: value} for value in option_values(game_id, option) if value != option.default]
    found += BUNDLES.get(game_id, lambda: [])()
    unique = {json.dumps(v, sort_keys=True): v for v in found}
    return list(unique.values())


def seat_counts(game_id: str, options: dict, max_seats: int | None = None) -> list[int]:
    """The seat counts whose set-up accepts `options` (capped at `max_seats`)."""
    game = get_game(game_id)
    fewest, most = game.info.players(options)
    top = most if max_seats is None else min(most, max_seats)
    counts = []
    for count in range(fewest, top + 1):
        try:
            game.setup(game.info.resolve_options(options), count, 0)
        except (TabletopError, ValueError):
            continue
        counts.append(count)
    return counts


def label(options: dict) -> str:
    """A short name of a variant for the tables ("defaults", or `key=value` pairs)."""
    shown = [f"{k}={v}" if len(str(v)) <= 24 else f"{k}={str(v)[:20]}..." for k, v in sorted(options.items())]
    return ", ".join(shown) or "defaults"


def playable(game_id: str, chosen: Iterable[dict], max_seats: int | None) -> list[tuple[dict, list[int]]]:
    """Each variant with its seat counts, those without any left out."""
    pairs = [(options, seat_counts(game_id, options, max_seats)) for options in chosen]
    return [(options, counts) for options, counts in pairs if counts]


def describe(game_id: str) -> Any:
    """The variants of a game and their seat counts, for `scripts/soak --list-variants`."""
    return [(label(options), counts) for options, counts in playable(game_id, variants(game_id), None)]
