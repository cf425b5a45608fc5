"""ECG deck files and the seed's deck-building rules ("Construyendo tu Mazo").

A deck file is plain text in the shared format (tabletop.engine.decks):

    game: ecg
    [hero]
    1 lobo_ulfra            # Ulfra, Mother of the Pack
    [resource]
    1 lobo_ira              # Wrath
    [main]
    3 lobo_explorador       # White Wolf Scout

The rules (`check`): 1 hero, 1 resource of the hero's kingdom, 40 cards in [main]; heroes and
resources are not shuffled into the deck; troops and generals of the hero's kingdom unless
mercenario; one general card (option `general_rule`: `card`, the default, or `type`, several generals
of one general type, interpretation 26); no card more times than its Copias; no card whose cost is "-" for
the hero's kingdom; a deck holding the Oración holds no legacies nor generals. Each broken rule
is a `file:line: message` in English and Spanish. deck_rules.py declares them (DECK_RULES) for the
deck files, the CLI and the editor; ready-made decks live in card_data/ecg/decks/<kingdom>.txt.
"""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.decks import Deck, DeckProblem, DeckZone, problem
from tabletop.games.ecg.rules.cards import DATA_FILE, Card, card_set

GAME = "ecg"
DECKS_DIR = DATA_FILE.parent / "decks"
DECK_SIZE = 40
PRAYER_CARD = "oracion"
#: the readings of "Un mazo puede tener 1 tipo de general a la vez" (option general_rule, interpretation 26)
GENERAL_RULES = ("card", "type")
DEFAULT_GENERAL_RULE = "card"
ZONES = (DeckZone("hero", {"en": "Hero", "es": "Héroe"}),
         DeckZone("resource", {"en": "Resource", "es": "Recurso"}),
         DeckZone("main", {"en": "Deck", "es": "Mazo"}))
#: the kinds' names in the rules' messages
KIND_GROUPS = {
    "hero": {"en": "Hero", "es": "Héroe"}, "resource": {"en": "Resource", "es": "Recurso"},
    "troop": {"en": "Troop", "es": "Tropa"}, "general": {"en": "General", "es": "General"},
    "action": {"en": "Action", "es": "Acción"}, "reaction": {"en": "Reaction", "es": "Reacción"},
    "spell": {"en": "Spell", "es": "Hechizo"}, "blessing": {"en": "Blessing", "es": "Bendición"},
    "legacy": {"en": "Legacy", "es": "Legado"},
}


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


def check(chosen: Deck, general_rule: str = DEFAULT_GENERAL_RULE) -> list[DeckProblem]:
    """Every deck-building rule of the seed the deck breaks (generals read by `general_rule`), each at its line."""
    cards = card_set()
    problems = [problem(chosen.line_of(c), f"unknown card {c!r}", f"carta desconocida {c!r}")
                for c in dict.fromkeys(chosen.cards()) if c not in cards.cards]
    hero = _single(chosen, "hero", problems)
    resource = _single(chosen, "resource", problems)
    kingdom = cards[hero].kingdom if hero else None
    if hero and resource and cards[resource].kingdom != kingdom:
        problems.append(problem(chosen.line_of(resource),
                                f"{resource!r} is not the resource of the hero's kingdom ({kingdom})",
                                f"{resource!r} no es el recurso del reino del héroe ({kingdom})"))
    return problems + _main_problems(chosen, kingdom) + _general_problems(chosen, general_rule)


def _single(chosen: Deck, kind: str, problems: list[DeckProblem]) -> str | None:
    """The one hero (or resource) of its zone; a problem when there is none, several or another kind."""
    cards = card_set()
    held = [c for c in chosen.zones.get(kind, {}) if c in cards.cards]
    for card_id in held:
        if cards[card_id].kind != kind:
            label = KIND_GROUPS[cards[card_id].kind]
            problems.append(problem(chosen.line_of(card_id),
                                    f"{card_id!r} is a {label['en'].lower()}: [{kind}] holds the deck's {kind} only",
                                    f"{card_id!r} es de tipo {label['es'].lower()}: [{kind}] solo lleva el "
                                    f"{KIND_GROUPS[kind]['es'].lower()} del mazo"))
            return None
    total = chosen.total(kind)
    if total != 1:
        where = chosen.line_of(held[0]) if held else chosen.last_line()
        es = KIND_GROUPS[kind]["es"].lower()
        problems.append(problem(where, f"a deck has exactly 1 {kind} in [{kind}], this one has {total}",
                                f"un mazo lleva exactamente 1 {es} en [{kind}], este lleva {total}"))
        return None
    return held[0]


def _main_problems(chosen: Deck, kingdom: str | None) -> list[DeckProblem]:
    """The rules of [main]: size, kinds, kingdom, copies, cost "-", the prayer's restriction."""
    cards = card_set()
    held = [c for c in chosen.zones.get("main", {}) if c in cards.cards]
    problems: list[DeckProblem] = []
    for card_id in held:
        card, line, copies = cards[card_id], chosen.line_of(card_id), chosen.count(card_id, "main")
        problems += _card_problems(card, kingdom, line)
        if copies > card.copies:
            problems.append(problem(line, f"{copies} copies of {card_id!r}, at most {card.copies}",
                                    f"{copies} copias de {card_id!r}, como mucho {card.copies}"))
        if PRAYER_CARD in held and card.kind in ("legacy", "general"):
            label = KIND_GROUPS[card.kind]
            problems.append(problem(line, f"a deck with the Oración holds no legacies nor generals: "
                                          f"{card_id!r} is a {label['en'].lower()}",
                                    f"un mazo con la Oración no lleva legados ni generales: "
                                    f"{card_id!r} es un {label['es'].lower()}"))
    total = chosen.total("main")
    if total != DECK_SIZE:
        problems.append(problem(chosen.last_line(), f"[main] holds {total} cards, a deck has exactly {DECK_SIZE}",
                                f"[main] lleva {total} cartas, un mazo lleva exactamente {DECK_SIZE}"))
    return problems


def _general_problems(chosen: Deck, general_rule: str) -> list[DeckProblem]:
    """"1 tipo de general a la vez": one general card (`card`), or generals of one general type (`type`)."""
    cards = card_set()
    generals = [cards[c] for c in chosen.zones.get("main", {}) if c in cards.cards and cards[c].kind == "general"]
    if not generals:
        return []
    first, others = generals[0], generals[1:]
    if general_rule == "type":
        return [problem(chosen.line_of(g.id), f"one general type per deck: {g.id!r} is {g.general_type}, "
                                              f"{first.id!r} {first.general_type}",
                        f"un solo tipo de general por mazo: {g.id!r} es {g.general_type}, "
                        f"{first.id!r} {first.general_type}")
                for g in others if g.general_type != first.general_type]
    if not others:
        return []
    return [problem(chosen.line_of(first.id),
                    f"a deck holds one general card; this deck also has {_listed(chosen, others, 'en')}",
                    f"un mazo lleva una sola carta de general; este también lleva {_listed(chosen, others, 'es')}")]


def _listed(chosen: Deck, generals: list[Card], lang: str) -> str:
    """The generals' names, each with its line: "Skorn the One-Eyed (line 18), …"."""
    return ", ".join(_named_at(chosen, g, lang) for g in generals)


def _named_at(chosen: Deck, card: Card, lang: str) -> str:
    """A card's name with the line of the file naming it, when it came from a file."""
    line = chosen.line_of(card.id)
    return card.name[lang] + (f" ({'line' if lang == 'en' else 'línea'} {line})" if line else "")


def _card_problems(card: Card, kingdom: str | None, line: int | None) -> list[DeckProblem]:
    """Why `card` may not be in the [main] of a `kingdom` deck, if it may not."""
    if card.kind in ("hero", "resource"):
        return [problem(line, f"{card.id!r} is a {card.kind}: heroes and resources are not shuffled into the deck "
                              f"(put it under [{card.kind}])",
                        f"{card.id!r} es un {KIND_GROUPS[card.kind]['es'].lower()}: los héroes y los recursos no se "
                        f"barajan en el mazo (ponlo en [{card.kind}])")]
    if kingdom is None or card.playable_by(kingdom):
        return []  # without a hero the kingdom rules cannot be checked
    if card.kind in ("troop", "general"):
        return [problem(line, f"{card.id!r} is a {card.kind} of {card.kingdom}: troops and generals must be of the "
                              f"hero's kingdom ({kingdom}) unless mercenario",
                        f"{card.id!r} es de {card.kingdom}: las tropas y los generales deben ser del reino del "
                        f"héroe ({kingdom}) salvo los mercenarios")]
    return [problem(line, f"{card.id!r} costs \"-\" for {kingdom}: that kingdom cannot play it",
                    f"{card.id!r} cuesta «-» para {kingdom}: ese reino no puede jugarla")]


def deck_problems(chosen: Deck, lang: str = "en",
                  general_rule: str = DEFAULT_GENERAL_RULE) -> list[tuple[int | None, str]]:
    """Every rule `chosen` breaks as (line, message) pairs in `lang` ([] for a legal deck)."""
    return [(p.line, p.message(lang)) for p in check(chosen, general_rule)]


def deck_list(chosen: Deck) -> DeckList:
    """A checked Deck as the DeckList the rules deal from."""
    return DeckList(chosen.name, next(iter(chosen.zones["hero"])), next(iter(chosen.zones["resource"])),
                    tuple(chosen.cards("main")))
