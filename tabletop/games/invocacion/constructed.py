"""Construido: the players' own 30-card decks, read from deck lists, checked against the seed's rules.

A deck list is a text file, one line per card: `2 card_id  # Name` (count, card id, then an
optional comment); blank lines and lines starting with `#` are ignored. The seed's rules:
30 cards, exactly 10 of them without effect, no card more than twice, promotional cards
(★) once; Legends belong to the Leyendas deck and cannot be brought. A broken rule is a
`file:line: message` error. Ready-made decks live in card_data/invocacion/decks/.

Each seat is dealt from, and draws from, its own deck (its Portal); the game ends when
any deck cannot give its owner 2 cards (docs/rules/invocacion.md, "Construido").
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.data import DataError, DataErrors
from tabletop.engine.errors import OptionError
from tabletop.games.invocacion.cards import DATA_FILE, deck

DECKS_DIR = DATA_FILE.parent / "decks"
DECK_SIZE = 30
WITHOUT_EFFECT = 10
MAX_COPIES = 2
MAX_PROMO_COPIES = 1


@dataclass(frozen=True)
class DeckList:
    """A checked deck: its name (the file's stem) and its card ids, copies repeated."""

    name: str
    cards: tuple[str, ...]


def load_deck_list(path: str | Path) -> DeckList:
    """Read and check a deck list; DataErrors lists every broken rule as file:line: message."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataErrors([DataError(f"cannot read the deck list ({exc})", path)]) from None
    errors: list[DataError] = []
    counts: dict[str, int] = {}
    last_line = 1
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        last_line = number
        problem = _add_line(line, counts)
        if problem:
            errors.append(DataError(problem, path, number))
    if not errors:
        errors += [DataError(problem, path, last_line) for problem in _deck_problems(counts)]
    if errors:
        raise DataErrors(errors)
    return DeckList(path.stem, tuple(card for card, n in counts.items() for _ in range(n)))


def _add_line(line: str, counts: dict[str, int]) -> str | None:
    """Count one `N card_id` line into `counts`; the rule it breaks, if any."""
    words = line.split()
    if len(words) != 2 or not words[0].isdigit():
        return f"expected `count card_id` (e.g. `2 ember_hound`), not {line!r}"
    count, card_id = int(words[0]), words[1]
    if count < 1:
        return f"the count of {card_id!r} must be 1 or more"
    if card_id not in deck().cards:
        return f"unknown card {card_id!r}"
    card = deck()[card_id]
    if card.set == "legend":
        return f"{card_id!r} is a Legend: Legends belong to the Leyendas deck, not to a player's deck"
    counts[card_id] = counts.get(card_id, 0) + count
    limit = MAX_PROMO_COPIES if card.promo else MAX_COPIES
    if counts[card_id] > limit:
        kind = f"a promotional card ({card.collection})" if card.promo else "a card"
        return f"{card_id!r}: {counts[card_id]} copies; a deck holds {kind} at most {limit} time(s)"
    return None


def _deck_problems(counts: dict[str, int]) -> list[str]:
    """The whole-deck rules a complete list breaks: its size and its cards without effect."""
    problems = []
    total = sum(counts.values())
    if total != DECK_SIZE:
        problems.append(f"a deck has {DECK_SIZE} cards, this one has {total}")
    plain = sum(n for card, n in counts.items() if deck()[card].effect is None)
    if plain != WITHOUT_EFFECT:
        problems.append(f"a deck has exactly {WITHOUT_EFFECT} cards without effect, this one has {plain}")
    return problems


def ready_made() -> list[Path]:
    """The shipped deck lists, by name."""
    return sorted(DECKS_DIR.glob("*.txt"))


def deck_path(name: str) -> Path:
    """The file of a deck given by name (a shipped deck) or by path; OptionError if there is none."""
    given = Path(name)
    if given.suffix == ".txt" and given.is_file():
        return given
    shipped = DECKS_DIR / f"{name}.txt"
    if shipped.is_file():
        return shipped
    known = ", ".join(p.stem for p in ready_made())
    raise OptionError(f"no Construido deck {name!r} (ready-made decks: {known}; or give a .txt file)")


def decks_for_seats(text: str, num_seats: int) -> list[DeckList]:
    """The deck of each seat from the `decks` option (empty: the ready-made decks in turn).

    OptionError names the deck file, the line and the rule an illegal deck breaks.
    """
    names = [n.strip() for n in text.split(",") if n.strip()] or [p.stem for p in ready_made()]
    paths = [deck_path(names[seat % len(names)]) for seat in range(num_seats)]
    chosen = []
    for path in paths:
        try:
            chosen.append(load_deck_list(path))
        except DataErrors as exc:
            raise OptionError(f"illegal Construido deck: {exc.errors[0].describe()}") from None
    return chosen
