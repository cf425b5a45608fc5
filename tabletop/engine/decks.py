"""Deck files: plain text decks for every game that declares deck building. No pygame.

A deck file is one a person can write by hand and share::

    # Borderlands: cards of no element and a little of everything.
    game: invocacion

    [main]
    2 frontier_lord        # Lord of the Frontier
    1 first_flame          # The First Flame

`#` starts a comment (a saved deck keeps every comment where it was, see `Deck.above`); the
`game:` header names the game; `[zone]` starts one of the zones the
game declares (cards before any zone go to its first one); every other line is `count card_id`.
A game declares deck building with one `DeckRules` on its `GameInfo` (the pool, the zones, the
checks, the opening hand, the option that carries each seat's deck); everything here, the CLI
and the deck editor work from that declaration alone. A broken or illegal file is refused with
`file:line: the rule it breaks`; it is never fixed or overwritten.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from tabletop.engine.errors import OptionError, TabletopError

#: the first line of a deck file's body names its game
HEADER = re.compile(r"^game\s*:\s*(?P<game>\S+)$")
SECTION = re.compile(r"^\[(?P<key>[a-z0-9_]+)\]$")
CARD_LINE = re.compile(r"^(?P<count>\d+)\s+(?P<card>\S+)$")
#: no deck file larger than this is read
MAX_DECK_BYTES = 256 * 1024
#: no deck holds more copies of one card in one zone (a count is refused before it becomes a number)
MAX_COPIES = 1000
#: how much of a text a message quotes (a 200 KB card id is not echoed whole)
QUOTE_CHARS = 60
#: where the comment of a card line starts, when the id is shorter
COMMENT_COLUMN = 24


@dataclass(frozen=True)
class DeckZone:
    """A zone (section) of a deck: its key in the file and its name in each language."""

    key: str
    label: Mapping[str, str]


@dataclass(frozen=True)
class PoolCard:
    """A card a deck may hold, as the editor and the filters see it."""

    id: str
    name: Mapping[str, str]
    group: str  # the type it is counted and grouped under
    group_label: Mapping[str, str]
    cost: int | None = None
    power: int | None = None
    zone: str = "main"  # the zone it goes into when added
    fields: Mapping[str, Any] = field(default_factory=dict)  # what the filter box searches

    def label(self, lang: str) -> str:
        """The card's name in `lang`."""
        return self.name.get(lang) or self.name.get("en") or self.id


@dataclass(frozen=True)
class DeckProblem:
    """A rule a deck breaks: the line of the file it is about (None: the whole deck) and its words."""

    line: int | None
    text: Mapping[str, str]

    def message(self, lang: str = "en") -> str:
        """The rule broken, in `lang`."""
        return self.text.get(lang) or self.text["en"]

    def describe(self, path: str | Path | None, lang: str = "en") -> str:
        """`file:line: message`."""
        where = str(path) if path is not None else "<deck>"
        if self.line is not None:
            where += f":{self.line}"
        return f"{where}: {self.message(lang)}"


def problem(line: int | None, en: str, es: str) -> DeckProblem:
    """A DeckProblem from its English and Spanish words."""
    return DeckProblem(line, {"en": en, "es": es})


class DeckError(TabletopError, ValueError):
    """A deck file that cannot be used: every problem, each as `file:line: message`."""

    def __init__(self, path: str | Path | None, problems: Sequence[DeckProblem]):
        self.path = path
        self.problems = list(problems)
        super().__init__("\n".join(p.describe(path) for p in self.problems))


@dataclass
class Deck:
    """A deck: its game, name, zones (card id -> count, in the file's order) and where each line was."""

    game: str
    name: str
    zones: dict[str, dict[str, int]] = field(default_factory=dict)
    lines: dict[tuple[str, str], int] = field(default_factory=dict)  # (zone, card) -> last line naming it
    comments: list[str] = field(default_factory=list)  # the comment lines above the header
    path: Path | None = None
    #: the comment closing a line, without its `#`, by anchor: ("game",), ("zone", key), ("card", zone, id)
    notes: dict[tuple, str] = field(default_factory=dict)
    #: the comment (and blank) lines above a line, by the same anchors, plus ("tail", zone) for the
    #: comments of cards taken out of a zone and ("end",) for the end of the file
    above: dict[tuple, list[str]] = field(default_factory=dict)

    def cards(self, zone: str | None = None) -> list[str]:
        """The card ids of one zone (None: every zone), copies repeated, in the file's order."""
        zones = [zone] if zone is not None else list(self.zones)
        return [card for key in zones for card, n in self.zones.get(key, {}).items() for _ in range(n)]

    def count(self, card_id: str, zone: str | None = None) -> int:
        """How many copies of `card_id` the deck holds (in one zone, or in all)."""
        zones = [zone] if zone is not None else list(self.zones)
        return sum(self.zones.get(key, {}).get(card_id, 0) for key in zones)

    def total(self, zone: str | None = None) -> int:
        """How many cards the deck holds (in one zone, or in all)."""
        zones = [zone] if zone is not None else list(self.zones)
        return sum(n for key in zones for n in self.zones.get(key, {}).values())

    def line_of(self, card_id: str) -> int | None:
        """The last line of the file naming `card_id`, if it came from a file."""
        found = [line for (_, card), line in self.lines.items() if card == card_id]
        return max(found) if found else None

    def last_line(self) -> int | None:
        """The last card line of the file (whole-deck problems point there)."""
        return max(self.lines.values()) if self.lines else None

    def add(self, card_id: str, zone: str, copies: int = 1) -> None:
        """Put `copies` more of a card into `zone`."""
        cards = self.zones.setdefault(zone, {})
        cards[card_id] = cards.get(card_id, 0) + copies

    def remove(self, card_id: str, zone: str | None = None, copies: int = 1) -> None:
        """Take up to `copies` of a card out of `zone` (None: the first zone holding it)."""
        for key in [zone] if zone is not None else list(self.zones):
            cards = self.zones.get(key, {})
            if card_id in cards:
                cards[card_id] -= copies
                if cards[card_id] <= 0:
                    self._drop_card_line(key, card_id)
                return

    def _drop_card_line(self, zone: str, card_id: str) -> None:
        """A card's line is gone: the comments above it move down to the next line of its zone."""
        cards = self.zones[zone]
        order = list(cards)
        later = order[order.index(card_id) + 1:]
        del cards[card_id]
        self.notes.pop(("card", zone, card_id), None)
        moved = self.above.pop(("card", zone, card_id), [])
        if moved:
            anchor = ("card", zone, later[0]) if later else ("tail", zone)
            self.above[anchor] = moved + self.above.get(anchor, [])

    def copy(self) -> "Deck":
        """An independent copy (the editor's undo keeps these)."""
        return Deck(self.game, self.name, {k: dict(v) for k, v in self.zones.items()}, dict(self.lines),
                    list(self.comments), self.path, dict(self.notes), {k: list(v) for k, v in self.above.items()})

    def same_cards(self, other: "Deck") -> bool:
        """True when both hold the same cards in the same zones."""
        mine = {k: v for k, v in self.zones.items() if v}
        theirs = {k: v for k, v in other.zones.items() if v}
        return mine == theirs


@dataclass(frozen=True)
class DeckRules:
    """A game's declaration of deck building, read by the deck files, the CLI and the editor.

    `pool()` lists the cards a deck may hold; `check(deck)` returns every rule the deck breaks (given,
    by keyword, the game options named in `rule_options` that change what is legal);
    `opening_hand(deck, rng)` deals a hand as the game would; `option` is the game option that
    carries the seats' decks, used when `active(options)`.
    """

    zones: tuple[DeckZone, ...]
    pool: Callable[[], Sequence[PoolCard]]
    check: Callable[[Deck], list[DeckProblem]]
    opening_hand: Callable[[Deck, Any], list[str]]
    ready_dir: Path
    option: str | None = "decks"  # None: the game chooses the seats' decks its own way (no --deck)
    active: Callable[[Mapping[str, Any]], bool] = lambda options: True
    #: every card id a file may name (default: the pool's); a known card outside the pool is a rule to break
    known_ids: Callable[[], Any] | None = None
    #: the options that turn deck play on (Invocación's `constructed`), set when a seat is given a deck
    switch: Mapping[str, Any] = field(default_factory=dict)
    summary: Mapping[str, str] = field(default_factory=dict)  # the deck rules in one line per language
    #: the game options deck legality depends on (ECG's `general_rule`), passed to `check` by keyword
    rule_options: tuple[str, ...] = ()

    def problems(self, deck: Deck, options: Mapping[str, Any] | None = None) -> list[DeckProblem]:
        """Every rule `deck` breaks under `options` (the game's defaults for those not given)."""
        given = options or {}
        return self.check(deck, **{key: given[key] for key in self.rule_options if key in given})

    def zone_keys(self) -> list[str]:
        """The zones' keys in order."""
        return [z.key for z in self.zones]

    def names_card(self, card_id: str) -> bool:
        """True when `card_id` is a card of the game (in the pool or not)."""
        return card_id in (self.known_ids() if self.known_ids else self.pool_by_id())

    def pool_by_id(self) -> dict[str, PoolCard]:
        """card id -> PoolCard."""
        return {card.id: card for card in self.pool()}


def rules_of(game) -> DeckRules | None:
    """The game's deck rules, or None when it builds no decks."""
    return getattr(game.info, "deck_rules", None)


# --- reading ---------------------------------------------------------------------------------
def parse_deck(text: str, rules: DeckRules, game_id: str, name: str, path: Path | None = None,
               need_header: bool = True) -> Deck:
    """Read a deck's text; DeckError lists each line that breaks the format (legality is `check`)."""
    deck = Deck(game_id, name, {key: {} for key in rules.zone_keys()}, path=path)
    pool = rules.pool_by_id()
    problems: list[DeckProblem] = []
    zone = rules.zones[0].key
    header_seen = False
    pending: list[str] = []  # comment and blank lines waiting for the line they stand above
    started = False  # a line other than a comment was read
    for number, raw in enumerate(text.splitlines(), 1):
        body, _, note = raw.partition("#")
        body = body.strip()
        if not body:
            if started:
                pending.append(raw.strip())
            elif raw.strip():
                deck.comments.append(raw.strip())  # above everything: the file's own header comments
            continue
        header = HEADER.match(body)
        section = SECTION.match(body)
        card = CARD_LINE.match(body)
        if header:
            anchor: tuple = ("game",)
        elif section:
            anchor = ("zone", section["key"])
        else:
            anchor = ("card", zone, card["card"] if card else body)
        _anchor_comments(deck, anchor, pending, note)
        started = True
        if header:
            if header_seen or deck.lines:
                problems.append(problem(number, "the `game:` header comes once, before the cards",
                                        "la cabecera `game:` va una sola vez, antes de las cartas"))
            elif header["game"] != game_id:
                problems.append(problem(number, f"this deck is for {header['game']!r}, not for {game_id!r}",
                                        f"este mazo es de {header['game']!r}, no de {game_id!r}"))
            header_seen = True
            continue
        if section:
            if section["key"] not in deck.zones:
                known = ", ".join(f"[{k}]" for k in rules.zone_keys())
                problems.append(problem(number, f"unknown zone [{section['key']}] (zones: {known})",
                                        f"zona desconocida [{section['key']}] (zonas: {known})"))
            else:
                zone = section["key"]
            continue
        problems += _card_line(number, body, zone, deck, rules, pool)
    _anchor_comments(deck, ("end",), pending, "")
    if need_header and not header_seen:
        problems.insert(0, problem(1, f"no `game: {game_id}` header", f"falta la cabecera `game: {game_id}`"))
    if problems:
        raise DeckError(path, problems)
    return deck


def _anchor_comments(deck: Deck, anchor: tuple, pending: list[str], note: str) -> None:
    """Keep the comment lines above a line (blank runs made one) and the comment closing it."""
    block = [line for k, line in enumerate(pending) if line or k == 0 or pending[k - 1]]
    while anchor == ("end",) and block and not block[-1]:
        block.pop()
    if any(block) or anchor[0] == "card" and block:  # a blank line alone before a zone is the writer's own
        deck.above.setdefault(anchor, []).extend(block)
    pending.clear()
    if note.strip() and anchor not in deck.notes:
        deck.notes[anchor] = note.strip()


def _card_line(number: int, body: str, zone: str, deck: Deck, rules: DeckRules,
               pool: Mapping[str, PoolCard]) -> list[DeckProblem]:
    """Count one `N card_id` line into the deck; the problems it has."""
    match = CARD_LINE.match(body)
    if not match:
        example, shown = next(iter(pool), "card_id"), quoted(body)
        return [problem(number, f"expected `count card_id` (e.g. `2 {example}`), not {shown}",
                        f"se esperaba `cantidad id_de_carta` (p. ej. `2 {example}`), no {shown}")]
    digits, card_id = match["count"].lstrip("0"), match["card"]
    shown = quoted(card_id)
    if not digits:
        return [problem(number, f"the count of {shown} must be 1 or more",
                        f"la cantidad de {shown} debe ser 1 o más")]
    if card_id not in pool and not rules.names_card(card_id):
        return [problem(number, f"unknown card {shown}", f"carta desconocida {shown}")]
    held = deck.zones.get(zone, {}).get(card_id, 0)
    if len(digits) > len(str(MAX_COPIES)) or held + int(digits) > MAX_COPIES:
        return [problem(number, f"more than {MAX_COPIES} copies of {shown}: not a deck",
                        f"más de {MAX_COPIES} copias de {shown}: no es un mazo")]
    deck.add(card_id, zone, int(digits))
    deck.lines[(zone, card_id)] = number  # the last line naming it: where an excess copy is
    return []


def quoted(text: str) -> str:
    """`repr` of a text from a file or a command line, cut to QUOTE_CHARS characters."""
    return repr(text) if len(text) <= QUOTE_CHARS else repr(text[:QUOTE_CHARS]) + "…"


def read_deck(path: str | Path, rules: DeckRules, game_id: str, need_header: bool = True) -> Deck:
    """Read a deck file (its format only); DeckError names the file and line."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_DECK_BYTES:
            raise DeckError(path, [problem(None, f"larger than {MAX_DECK_BYTES // 1024} KB: not a deck file",
                                           f"más de {MAX_DECK_BYTES // 1024} KB: no es un mazo")])
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DeckError(path, [problem(None, f"cannot read the deck file ({reason})",
                                       f"no se puede leer el mazo ({reason})")]) from None
    return parse_deck(text, rules, game_id, path.stem, path, need_header)


def load_legal_deck(path: str | Path, rules: DeckRules, game_id: str, need_header: bool = True,
                    options: Mapping[str, Any] | None = None) -> Deck:
    """Read a deck file and check it under `options`; DeckError with every broken rule as `file:line: message`."""
    deck = read_deck(path, rules, game_id, need_header)
    problems = rules.problems(deck, options)
    if problems:
        raise DeckError(deck.path, problems)
    return deck


def game_of_file(path: str | Path) -> str | None:
    """The game id a deck file's header names, or None."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")[:MAX_DECK_BYTES]
    except (OSError, UnicodeDecodeError):
        return None
    for raw in text.splitlines():
        body = raw.split("#", 1)[0].strip()
        if body:
            match = HEADER.match(body)
            return match["game"] if match else None
    return None


# --- writing ---------------------------------------------------------------------------------
def format_deck(deck: Deck, rules: DeckRules, lang: str = "en") -> str:
    """The deck as file text: its comments, the header, then each zone's `N card_id  # Name` lines.

    Every comment of the file it was read from stays where it was. A card line's closing
    comment that is the card's name (in any language) is written in `lang`; any other is kept.
    """
    pool = rules.pool_by_id()
    header = _noted(f"game: {deck.game}", deck.notes.get(("game",)))
    out = list(deck.comments) + deck.above.get(("game",), []) + [header]
    for key in rules.zone_keys():
        cards = deck.zones.get(key) or {}
        tail = deck.above.get(("tail", key), [])
        if not cards and not tail and ("zone", key) not in deck.above:
            continue
        out += deck.above.get(("zone", key)) or [""]  # the file's lines above the zone, else a blank line
        out.append(_noted(f"[{key}]", deck.notes.get(("zone", key))))
        for index, (card_id, count) in enumerate(cards.items()):
            block = deck.above.get(("card", key, card_id), [])
            out += block[1:] if index == 0 and block[:1] == [""] else block
            out.append(_noted(f"{count} {card_id}", _card_note(deck, key, card_id, pool.get(card_id), lang)))
        out += tail
    return "\n".join(out + deck.above.get(("end",), [])) + "\n"


def _card_note(deck: Deck, zone: str, card_id: str, card: PoolCard | None, lang: str) -> str:
    """What closes a card's line: the file's own comment, else (or when it is the card's name) its name."""
    note = deck.notes.get(("card", zone, card_id), "")
    if card is None or note and note not in card.name.values():
        return note
    return card.label(lang)


def _noted(line: str, note: str | None) -> str:
    """A line with its closing comment lined up at COMMENT_COLUMN."""
    return f"{line.ljust(max(COMMENT_COLUMN - 1, len(line) + 2))}# {note}" if note else line


def inline(deck: Deck) -> str:
    """The deck on one line for an option value and a record: `name: [zone] 2 a 1 b [zone2] ...`."""
    parts = [f"{_safe_name(deck.name)}:"]
    for key, cards in deck.zones.items():
        if cards:
            parts.append(f"[{key}]")
            parts += [f"{n} {card}" for card, n in cards.items()]
    return " ".join(parts)


def _safe_name(name: str) -> str:
    """A deck name that cannot break the one-line form (no commas, colons or brackets)."""
    return re.sub(r"[,:\[\]\s]+", "_", name).strip("_") or "deck"


def parse_inline(text: str, rules: DeckRules, game_id: str) -> Deck:
    """A deck from its one-line form; DeckError when it is broken."""
    name, _, body = text.partition(":")
    lines = []
    tokens = body.split()
    while tokens:
        token = tokens.pop(0)
        if token.startswith("["):
            lines.append(token)
        else:
            lines.append(f"{token} {tokens.pop(0) if tokens else ''}".strip())
    deck = parse_deck("\n".join(lines), rules, game_id, name.strip() or "deck", need_header=False)
    deck.lines = {}  # lines of a one-line form mean nothing to a reader
    return deck


# --- where decks live -------------------------------------------------------------------------
def user_decks_dir(game_id: str) -> Path:
    """`decks/<game>/` of the user data folder."""
    from tabletop.paths import data_dir

    return data_dir() / "decks" / game_id


def ready_made(rules: DeckRules) -> list[Path]:
    """The ready-made deck files of a game, by name."""
    return sorted(rules.ready_dir.glob("*.txt"))


def deck_files(rules: DeckRules, game_id: str) -> list[tuple[Path, bool]]:
    """Every deck file of a game: (path, ready_made), ready-made first, then the user's."""
    user = sorted(user_decks_dir(game_id).glob("*.txt")) if user_decks_dir(game_id).is_dir() else []
    return [(p, True) for p in ready_made(rules)] + [(p, False) for p in user]


def find_deck(name: str, rules: DeckRules, game_id: str) -> Path:
    """A deck file given by path, or by name (the user's decks, then the ready-made); OptionError if none."""
    given = Path(name).expanduser()
    if given.suffix == ".txt" and given.is_file():
        return given
    for folder in (user_decks_dir(game_id), rules.ready_dir):
        candidate = folder / f"{name}.txt"
        if candidate.is_file():
            return candidate
    known = ", ".join(p.stem for p, _ in deck_files(rules, game_id))
    raise OptionError(f"no {game_id} deck {name!r} (decks: {known}; or give a .txt file)")


# --- the seats' decks ---------------------------------------------------------------------------
def seat_entries(text: str) -> list[str]:
    """The comma-separated entries of a decks option (names, .txt files or one-line decks)."""
    return [entry.strip() for entry in str(text).split(",") if entry.strip()]


def resolve_entry(entry: str, rules: DeckRules, game_id: str, options: Mapping[str, Any] | None = None) -> Deck:
    """One seat's deck from an option entry, checked under `options`; OptionError names the file, line and rule."""
    try:
        if "[" in entry:
            deck = parse_inline(entry, rules, game_id)
            problems = rules.problems(deck, options)
            if problems:
                raise DeckError(None, problems)
            return deck
        return load_legal_deck(find_deck(entry, rules, game_id), rules, game_id, need_header=False, options=options)
    except DeckError as exc:
        first = exc.problems[0].describe(exc.path) if exc.problems else str(exc)
        raise OptionError(f"illegal deck: {first}") from None


def seat_decks(text: str, num_seats: int, rules: DeckRules, game_id: str,
               options: Mapping[str, Any] | None = None) -> list[Deck]:
    """Each seat's deck from a decks option, entries in seat order and in turn (empty: the ready-made decks)."""
    entries = seat_entries(text) or [p.stem for p in ready_made(rules)]
    return [resolve_entry(entries[seat % len(entries)], rules, game_id, options) for seat in range(num_seats)]


def pin_decks(game, options: Mapping[str, Any], num_seats: int) -> dict[str, Any]:
    """`options` with each seat's deck written out card by card, so a record replays without the files."""
    pinned = dict(options)
    rules = rules_of(game)
    if rules is None or rules.option is None or not rules.active(pinned) or rules.option not in pinned:
        return pinned
    decks = seat_decks(pinned[rules.option], num_seats, rules, game.info.id, pinned)
    pinned[rules.option] = ", ".join(inline(d) for d in decks)
    return pinned


def with_seat_decks(game, options: Mapping[str, Any], given: Mapping[int, str], num_seats: int) -> dict[str, Any]:
    """`options` with the decks given per seat ({seat: file or name}) and deck play switched on.

    A seat given none keeps what the decks option says (by default a ready-made deck).
    """
    rules = rules_of(game)
    if rules is None or rules.option is None:
        raise OptionError(f"{game.info.id} takes no decks from the command line")
    options = {**rules.switch, **options}
    if not rules.active(options):
        raise OptionError(f"--deck needs {', '.join(f'{k}={v}' for k, v in rules.switch.items())}")
    decks = seat_decks(options.get(rules.option, ""), num_seats, rules, game.info.id, options)
    for seat, entry in given.items():
        if not 0 <= seat < num_seats:
            raise OptionError(f"no seat {seat + 1}: this game has seats 1-{num_seats}")
        decks[seat] = resolve_entry(entry, rules, game.info.id, options)
    options[rules.option] = ", ".join(inline(d) for d in decks)
    return options
