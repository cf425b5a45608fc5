"""Construido: the players' own 30-card decks, read from deck lists, checked against the seed's rules.

A deck is a deck file (tabletop/engine/decks.py: a `game: invocacion` header, a `[main]` zone,
`2 card_id  # Name` lines); `DECK_RULES` declares it to the CLI and the deck editor. The seed's rules:
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
from tabletop.engine import decks as deckfiles
from tabletop.engine.decks import Deck, DeckError, DeckProblem, DeckRules, DeckZone, PoolCard, problem
from tabletop.games.invocacion.rules.cards import DATA_FILE, deck

DECKS_DIR = DATA_FILE.parent / "decks"
DECK_SIZE = 30
WITHOUT_EFFECT = 10
MAX_COPIES = 2
MAX_PROMO_COPIES = 1

#: how the editor groups and counts the cards: by the phase of their effect
PHASE_GROUPS = {
    "preparation": {"en": "Preparation effect", "es": "Efecto de Preparación"},
    "combat": {"en": "Combat effect", "es": "Efecto de Combate"},
    "none": {"en": "Without effect", "es": "Sin efecto"},
}


@dataclass(frozen=True)
class DeckList:
    """A checked deck: its name (the file's stem) and its card ids, copies repeated."""

    name: str
    cards: tuple[str, ...]


def pool() -> list[PoolCard]:
    """The cards a Construido deck may hold: every card but the Legends."""
    from tabletop.games.invocacion.rules.cards import face_fields

    cards = []
    for card in deck().cards.values():
        if card.set == "legend":
            continue
        group = card.phase or "none"
        fields = {**face_fields(card), "cost": card.cost.total, "type": PHASE_GROUPS[group]}
        cards.append(PoolCard(card.id, dict(card.name), group, PHASE_GROUPS[group], card.cost.total, card.power,
                              "main", fields))
    return cards


def check(chosen: Deck) -> list[DeckProblem]:
    """Every Construido rule the deck breaks, each at the line it is about."""
    problems = []
    for card_id in dict.fromkeys(chosen.cards()):
        problems += _card_problems(card_id, chosen.count(card_id), chosen.line_of(card_id))
    last = chosen.last_line()
    total = chosen.total()
    if total != DECK_SIZE:
        problems.append(problem(last, f"a deck has {DECK_SIZE} cards, this one has {total}",
                                f"un mazo tiene {DECK_SIZE} cartas, este tiene {total}"))
    plain = sum(deck()[c].effect is None for c in chosen.cards() if c in deck().cards)
    if plain != WITHOUT_EFFECT:
        problems.append(problem(last, f"a deck has exactly {WITHOUT_EFFECT} cards without effect, this one has {plain}",
                                f"un mazo tiene exactamente {WITHOUT_EFFECT} cartas sin efecto, este tiene {plain}"))
    return problems


def _card_problems(card_id: str, copies: int, line: int | None) -> list[DeckProblem]:
    """The rules one card of the deck breaks: a Legend, or too many copies."""
    card = deck().cards.get(card_id)
    if card is None:
        return [problem(line, f"unknown card {card_id!r}", f"carta desconocida {card_id!r}")]
    if card.set == "legend":
        return [problem(line, f"{card_id!r} is a Legend: Legends belong to the Legends deck, not to a player's deck",
                        f"{card_id!r} es una Leyenda: las Leyendas van en el mazo de Leyendas, no en el de un jugador")]
    if card.promo and copies > MAX_PROMO_COPIES:
        return [problem(line, f"{copies} copies of {card_id!r}, a promotional card ({card.collection}): at most "
                              f"{MAX_PROMO_COPIES}",
                        f"{copies} copias de {card_id!r}, una carta promocional ({card.collection}): como mucho "
                        f"{MAX_PROMO_COPIES}")]
    if copies > MAX_COPIES:
        return [problem(line, f"{copies} copies of {card_id!r}, at most {MAX_COPIES}",
                        f"{copies} copias de {card_id!r}, como mucho {MAX_COPIES}")]
    return []


def opening_hand(chosen: Deck, rng) -> list[str]:
    """The first round's hand as the game deals it: the deck shuffled, 4 cards from its top."""
    from tabletop.games.invocacion.rules.rounds import FIRST_DEAL

    pile = chosen.cards()
    rng.shuffle(pile)
    return pile[-FIRST_DEAL:][::-1]


DECK_RULES = DeckRules(
    zones=(DeckZone("main", {"en": "Deck", "es": "Mazo"}),),
    pool=pool,
    check=check,
    opening_hand=opening_hand,
    ready_dir=DECKS_DIR,
    option="decks",
    active=lambda options: bool(options.get("constructed")),
    known_ids=lambda: deck().cards,
    switch={"constructed": True},
    summary={"en": f"Constructed: {DECK_SIZE} cards, {WITHOUT_EFFECT} of them without effect, at most "
                   f"{MAX_COPIES} copies of a card and {MAX_PROMO_COPIES} of a promotional card; no Legends",
             "es": f"Construido: {DECK_SIZE} cartas, {WITHOUT_EFFECT} de ellas sin efecto, como mucho "
                   f"{MAX_COPIES} copias de una carta y {MAX_PROMO_COPIES} de una promocional; sin Leyendas"},
)


def load_deck_list(path: str | Path) -> DeckList:
    """Read and check a deck file; DataErrors lists every broken rule as file:line: message."""
    try:
        chosen = deckfiles.load_legal_deck(path, DECK_RULES, "invocacion", need_header=False)
    except DeckError as exc:
        raise DataErrors([DataError(p.message(), exc.path, p.line) for p in exc.problems]) from None
    return DeckList(chosen.name, tuple(chosen.cards()))


def ready_made() -> list[Path]:
    """The shipped deck files, by name."""
    return deckfiles.ready_made(DECK_RULES)


def decks_for_seats(text: str, num_seats: int) -> list[DeckList]:
    """The deck of each seat from the `decks` option (empty: the ready-made decks in turn).

    OptionError names the deck file, the line and the rule an illegal deck breaks.
    """
    chosen = deckfiles.seat_decks(text, num_seats, DECK_RULES, "invocacion")
    return [DeckList(d.name, tuple(d.cards())) for d in chosen]


def deck_lists(state) -> list[list[str]]:
    """Each seat's deck list, public knowledge: the `decks` option names them at setup.

    A Construido game's card set is the decks in seat order (the Portal is empty), then the Legends.
    """
    return [state.cards[seat * DECK_SIZE:(seat + 1) * DECK_SIZE] for seat in range(state.num_seats)]


def other_file_loader(path: Path):
    """The strict loader of a data file besides cards.yaml: Construido's deck lists (decks/*.txt)."""
    return load_deck_list if path.suffix == ".txt" and path.parent.name == "decks" else None
