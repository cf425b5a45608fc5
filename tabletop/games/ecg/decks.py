"""ECG deck files and the seed's deck-building rules ("Construyendo tu Mazo").

A deck file is plain text a person can write by hand:

    game: ecg
    # comments and blank lines are ignored
    [hero]
    1 lobo_ulfra  # Ulfra, Mother of the Pack
    [resource]
    1 lobo_ira  # Wrath
    [main]
    3 lobo_explorador  # White Wolf Scout

The rules (`deck_problems`): 1 hero, 1 resource of the hero's kingdom, 40 cards in [main];
heroes and resources are not shuffled into the deck; troops and generals of the hero's kingdom
unless mercenario; one general type; no card more times than its Copias; no card whose cost
is "-" for the hero's kingdom; a deck holding the Oración holds no legacies nor generals.
A broken rule is `file:line: message`. Ready-made decks live in card_data/ecg/decks/<kingdom>.txt.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from tabletop.data import DataError, DataErrors
from tabletop.games.ecg.cards import DATA_FILE, CardSet, card_set

DECKS_DIR = DATA_FILE.parent / "decks"
GAME_HEADER = "ecg"
SECTIONS = ("hero", "resource", "main")
DECK_SIZE = 40
PRAYER_CARD = "oracion"


@dataclass(frozen=True)
class Entry:
    """One card line of a deck: its section, card id, count and line number (None when not from a file)."""

    section: str
    card: str
    count: int
    line: int | None = None


@dataclass(frozen=True)
class DeckList:
    """A legal deck: its name, hero, resource and the 40 card ids of [main], copies repeated."""

    name: str
    hero: str
    resource: str
    cards: tuple[str, ...]

    def as_dict(self) -> dict:
        """{"hero", "resource", "cards", "name"}: the form the rules and records keep."""
        return {"hero": self.hero, "resource": self.resource, "cards": list(self.cards), "name": self.name}


def parse_deck_text(text: str) -> tuple[list[Entry], list[tuple[int, str]]]:
    """The card lines of a deck file and the format problems (line, message) found while reading."""
    entries: list[Entry] = []
    problems: list[tuple[int, str]] = []
    section: str | None = None
    header_seen = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if not header_seen:
            header_seen = True
            key, _, value = line.partition(":")
            if key.strip() != "game" or value.strip() != GAME_HEADER:
                problems.append((number, f"the first line must be `game: {GAME_HEADER}`, not {line!r}"))
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            if section not in SECTIONS:
                problems.append((number, f"unknown section [{section}] (sections: "
                                         f"{', '.join(f'[{s}]' for s in SECTIONS)})"))
            continue
        entry, problem = _entry(line, section, number)
        if problem:
            problems.append((number, problem))
        elif entry is not None:
            entries.append(entry)
    if not header_seen:
        problems.append((1, f"empty deck file (expected `game: {GAME_HEADER}` and the sections "
                            f"{', '.join(f'[{s}]' for s in SECTIONS)})"))
    return entries, problems


def _entry(line: str, section: str | None, number: int) -> tuple[Entry | None, str | None]:
    words = line.split()
    if len(words) != 2 or not words[0].isdigit():
        return None, f"expected `count card_id` (e.g. `3 lobo_explorador`), not {line!r}"
    if section is None:
        return None, "a card line before any section: start with [hero], [resource] or [main]"
    if section not in SECTIONS:
        return None, None  # the unknown section was reported on its own line
    count = int(words[0])
    if count < 1:
        return None, f"the count of {words[1]!r} must be 1 or more"
    return Entry(section, words[1], count, number), None


def deck_problems(entries: Iterable[Entry], cards: CardSet | None = None,
                  section_lines: dict[str, int] | None = None) -> list[tuple[int | None, str]]:
    """Every deck-building rule the entries break, as (line, message) pairs ([] for a legal deck)."""
    cards = cards or card_set()
    entries = list(entries)
    lines = section_lines or {}
    problems: list[tuple[int | None, str]] = []
    known = []
    for entry in entries:
        if entry.card in cards.cards:
            known.append(entry)
        else:
            problems.append((entry.line, f"unknown card {entry.card!r}"))
    by_section = {s: [e for e in known if e.section == s] for s in SECTIONS}
    hero = _single(by_section["hero"], "hero", cards, lines, problems)
    resource = _single(by_section["resource"], "resource", cards, lines, problems)
    kingdom = cards[hero].kingdom if hero else None
    if hero and resource and cards[resource].kingdom != kingdom:
        problems.append((_line_of(by_section["resource"]), f"{resource!r} is not the resource of the hero's kingdom "
                                                           f"({kingdom}): use {_resource_ids(cards, kingdom)}"))
    problems += _main_problems(by_section["main"], kingdom, cards, lines.get("main"))
    return problems


def _single(entries: list[Entry], kind: str, cards: CardSet, lines: dict[str, int],
            problems: list[tuple[int | None, str]]) -> str | None:
    """The one hero (or resource) of its section; a problem when there is none, several or another kind."""
    for entry in entries:
        if cards[entry.card].kind != kind:
            problems.append((entry.line, f"{entry.card!r} is a {cards[entry.card].kind}, not a {kind}: "
                                         f"[{kind}] holds the deck's {kind} only"))
            return None
    total = sum(e.count for e in entries)
    if total != 1:
        where = _line_of(entries) or lines.get(kind, 1)
        problems.append((where, f"a deck has exactly 1 {kind} in [{kind}], this one has {total}"))
        return None
    return entries[0].card


def _main_problems(entries: list[Entry], kingdom: str | None, cards: CardSet,
                   main_line: int | None) -> list[tuple[int | None, str]]:
    """The rules of [main]: size, kinds, kingdom, copies, cost "-", one general type, the prayer's restriction."""
    problems: list[tuple[int | None, str]] = []
    counts: dict[str, int] = {}
    first_general: Entry | None = None
    for entry in entries:
        card = cards[entry.card]
        counts[entry.card] = counts.get(entry.card, 0) + entry.count
        problem = _card_problem(card, kingdom)
        if problem:
            problems.append((entry.line, problem))
        if counts[entry.card] > card.copies:
            problems.append((entry.line, f"{counts[entry.card]} copies of {entry.card!r}, at most {card.copies}"))
        if card.general_type:
            first_general = first_general or entry
            first_type = cards[first_general.card].general_type
            if card.general_type != first_type:
                problems.append((entry.line, f"one general type per deck: {entry.card!r} is {card.general_type}, "
                                             f"{first_general.card!r} {first_type}"))
    total = sum(counts.values())
    if total != DECK_SIZE:
        problems.append((main_line or _line_of(entries), f"[main] holds {total} cards, a deck has exactly {DECK_SIZE}"))
    if PRAYER_CARD in counts:
        for entry in entries:
            if cards[entry.card].kind in ("legacy", "general"):
                problems.append((entry.line, f"a deck with the Oración holds no legacies nor generals: "
                                             f"{entry.card!r} is a {cards[entry.card].kind}"))
    return problems


def _card_problem(card, kingdom: str | None) -> str | None:
    """Why `card` may not be in the [main] of a `kingdom` deck, if it may not."""
    if card.kind in ("hero", "resource"):
        return f"{card.id!r} is a {card.kind}: heroes and resources are not shuffled into the deck " \
               f"(put it under [{card.kind}])"
    if kingdom is None:
        return None  # without a hero the kingdom rules cannot be checked
    if card.kind in ("troop", "general") and not card.playable_by(kingdom):
        return f"{card.id!r} is a {card.kind} of {card.kingdom}: troops and generals must be of the hero's " \
               f"kingdom ({kingdom}) unless mercenario"
    if not card.playable_by(kingdom):
        return f"{card.id!r} costs \"-\" for {kingdom}: that kingdom cannot play it"
    return None


def _line_of(entries: list[Entry]) -> int | None:
    return entries[0].line if entries else None


def _resource_ids(cards: CardSet, kingdom: str | None) -> str:
    return " or ".join(repr(c.id) for c in cards.of_kind("resource", kingdom)) or "its resource"


def _section_lines(text: str) -> dict[str, int]:
    """The line of each section header (where a problem about the whole section is reported)."""
    found: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if line.startswith("[") and line.endswith("]"):
            found.setdefault(line[1:-1].strip(), number)
    return found


def check_deck_text(text: str, cards: CardSet | None = None) -> tuple[list[Entry], list[tuple[int | None, str]]]:
    """The entries of a deck file's text and every format or deck-building problem, (line, message)."""
    entries, problems = parse_deck_text(text)
    if problems:
        return entries, list(problems)
    return entries, deck_problems(entries, cards, _section_lines(text))


def load_deck_file(path: str | Path, cards: CardSet | None = None) -> DeckList:
    """Read and check a deck file; DataErrors lists every broken rule as file:line: message."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataErrors([DataError(f"cannot read the deck file ({exc})", path)]) from None
    entries, problems = check_deck_text(text, cards)
    if problems:
        raise DataErrors([DataError(message, path, line) for line, message in problems])
    hero = next(e.card for e in entries if e.section == "hero")
    resource = next(e.card for e in entries if e.section == "resource")
    main = tuple(e.card for e in entries if e.section == "main" for _ in range(e.count))
    return DeckList(path.stem, hero, resource, main)


def deck_text(deck: DeckList, cards: CardSet | None = None, lang: str = "en") -> str:
    """A deck as a deck file (the inverse of load_deck_file), each line commented with the card's name."""
    cards = cards or card_set()
    counts: dict[str, int] = {}
    for card_id in deck.cards:
        counts[card_id] = counts.get(card_id, 0) + 1
    lines = [f"game: {GAME_HEADER}"]
    for section, items in (("hero", {deck.hero: 1}), ("resource", {deck.resource: 1}), ("main", counts)):
        lines.append(f"[{section}]")
        lines += [f"{n} {cid}  # {cards[cid].name[lang]}" for cid, n in items.items()]
    return "\n".join(lines) + "\n"


def ready_deck_path(kingdom: str) -> Path:
    """The file of a kingdom's ready-made deck."""
    return DECKS_DIR / f"{kingdom}.txt"


def ready_deck(kingdom: str) -> dict:
    """The ready-made deck of `kingdom` as {"hero", "resource", "cards", "name"} (checked; DataErrors if not legal)."""
    return load_deck_file(ready_deck_path(kingdom)).as_dict()
