"""Which deck each seat brings: an option per seat naming a kingdom's ready-made deck.

The ready-made decks are card_data/ecg/decks/<kingdom>.txt (decks.py reads them); a kingdom
without a deck file yet gets one built from the card set: its hero, its resource, and its
cards (mercenaries and shared cards it may play included), as many copies as each allows,
in file order, up to 40.
"""
from __future__ import annotations

from typing import Any, Mapping

from tabletop.data import DataError, DataErrors
from tabletop.engine.contract import Option
from tabletop.engine.errors import OptionError
from tabletop.games.ecg import lookup
from tabletop.games.ecg.lookup import KINGDOMS

DECK_SIZE = 40
#: kingdom -> its name in each language (the setup screen's choices)
KINGDOM_NAMES = {
    "sol": {"en": "Sun", "es": "Sol"}, "lechuza": {"en": "Owl", "es": "Lechuza"},
    "ciervo": {"en": "Stag", "es": "Ciervo"}, "lobo": {"en": "White Wolf", "es": "Lobo Blanco"},
    "leon": {"en": "Lion", "es": "León"}, "devoto": {"en": "Devout", "es": "Devoto"},
}
PREFERRED_DEFAULTS = ("lobo", "leon")


def available_kingdoms() -> tuple[str, ...]:
    """The kingdoms with a hero and a resource card in the card set (those a seat may bring)."""
    try:
        cards = lookup.all_cards().values()
    except (DataError, DataErrors):  # broken card data: `tabletop validate ecg` says where; the menu still opens
        return KINGDOMS
    ready = {c.kingdom for c in cards if c.kind == "hero"} & {c.kingdom for c in cards if c.kind == "resource"}
    return tuple(k for k in KINGDOMS if k in ready) or KINGDOMS


def _deck_option(seat: int) -> Option:
    choices = available_kingdoms()
    default = PREFERRED_DEFAULTS[seat] if PREFERRED_DEFAULTS[seat] in choices else choices[0]
    return Option(f"deck{seat + 1}", default, choices,
                  {"en": f"Deck of player {seat + 1}", "es": f"Mazo del jugador {seat + 1}"},
                  {"en": "The kingdom whose ready-made deck this player brings.",
                   "es": "El reino cuyo mazo preparado trae este jugador."},
                  value_labels=KINGDOM_NAMES)


WINDOWS = ("always", "able")

OPTIONS = (
    _deck_option(0), _deck_option(1),
    Option("windows", "always", WINDOWS, {"en": "Reaction windows", "es": "Ventanas de reacción"},
           {"en": "Always: after every play the other player is asked, whatever their hand (it reveals nothing). "
                  "Only when able: asked only when holding a reaction that answers it (fewer questions in "
                  "hot-seat, but the asking tells that a reaction is in hand).",
            "es": "Siempre: tras cada jugada se pregunta al otro jugador, tenga lo que tenga (no revela nada). "
                  "Solo si puede: solo se le pregunta si tiene una reacción que responda (menos preguntas en "
                  "la misma pantalla, pero la pregunta delata que tiene una reacción)."},
           value_labels={"always": {"en": "Always", "es": "Siempre"},
                         "able": {"en": "Only when able", "es": "Solo si puede"}}),
    Option("turn_limit", 200, (), {"en": "Turn limit", "es": "Límite de turnos"},
           {"en": "The game ends in a draw after this many turns (both players counted); 0: no limit.",
            "es": "La partida acaba en empate tras tantos turnos (de los dos jugadores); 0: sin límite."}),
)


def built_deck(kingdom: str) -> dict:
    """A deck of `kingdom` made from the card set (when it has no ready-made deck file)."""
    cards = lookup.all_cards()
    heroes = [c for c in cards.values() if c.kind == "hero" and c.kingdom == kingdom]
    resources = [c for c in cards.values() if c.kind == "resource" and c.kingdom == kingdom]
    if not heroes or not resources:
        raise OptionError(f"the kingdom {kingdom!r} has no hero or resource card yet")
    playable = [c for c in cards.values() if c.kind not in ("hero", "resource") and c.playable_by(kingdom)
                and c.kind != "blessing" and not (c.kind == "general" and c.general_type != _first_general(kingdom))]
    chosen: list[str] = []
    for card in playable:
        chosen += [card.id] * min(card.copies, DECK_SIZE - len(chosen))
    return {"hero": heroes[0].id, "resource": resources[0].id, "cards": chosen, "name": kingdom}


def _first_general(kingdom: str) -> str | None:
    """The general type of the kingdom's first general (a deck holds one type)."""
    return next((c.general_type for c in lookup.all_cards().values()
                 if c.kind == "general" and c.playable_by(kingdom)), None)


def ready_deck(kingdom: str) -> dict:
    """The ready-made deck of `kingdom`: {"hero", "resource", "cards", "name"}."""
    try:
        from tabletop.games.ecg import decks
    except ImportError:
        return built_deck(kingdom)
    reader = getattr(decks, "ready_deck", None)
    return reader(kingdom) if reader is not None else built_deck(kingdom)


def decks_from_options(opts: Mapping[str, Any], num_seats: int) -> list[dict]:
    """Each seat's deck, from the options deck1, deck2."""
    return [ready_deck(opts[f"deck{seat + 1}"]) for seat in range(num_seats)]
