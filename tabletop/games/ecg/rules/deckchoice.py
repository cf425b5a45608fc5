"""Which deck each seat brings, and the table options of ECG.

The `decks` option lists one entry per seat, comma-separated, in seat order: the name of a
ready-made deck (card_data/ecg/decks/<kingdom>.txt), a deck file, or a one-line deck. A
session writes each seat's deck out card by card into the option (tabletop.engine.decks.pin_decks
through `DECK_RULES`), so a record holds the deck lists and replays without the files.
`DECK_RULES` is deck_rules.py's declaration (deck files, CLI, editor) with that option.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any, Mapping

from tabletop.engine.contract import Option
from tabletop.engine.decks import find_deck, seat_decks, seat_entries, user_decks_dir
from tabletop.engine.errors import OptionError
from tabletop.games.ecg.rules import deck_rules
from tabletop.games.ecg.rules.cards import card_set
from tabletop.games.ecg.rules.decks import DEFAULT_GENERAL_RULE, GAME, GENERAL_RULES, DeckList, deck_list

DEFAULT_DECKS = "lobo, leon"
#: the deck declaration, carrying each seat's deck in the `decks` option (pinned into records)
DECK_RULES = replace(deck_rules.DECK_RULES, option="decks")
WINDOWS = ("always", "able")

OPTIONS = (
    Option("decks", DEFAULT_DECKS, (), {"en": "Decks", "es": "Mazos"},
           {"en": "One deck per player, in seat order, comma-separated: a kingdom's ready-made deck (sol, lechuza, "
                  "ciervo, lobo, leon, devoto), a deck file, or a one-line deck.",
            "es": "Un mazo por jugador, en el orden de los asientos, separados por comas: el mazo preparado de un "
                  "reino (sol, lechuza, ciervo, lobo, leon, devoto), un archivo de mazo o un mazo en una línea."}),
    Option("general_rule", DEFAULT_GENERAL_RULE, GENERAL_RULES, {"en": "Generals in a deck", "es": "Generales en un mazo"},
           {"en": "One card: a deck holds one general card, in up to its copies (the rules' \"a deck may have 1 "
                  "type of general at a time\" read as one general). One type: a deck may hold several generals of "
                  "one general type: strategist (estratega), warlord (caudillo) or prophet (profeta).",
            "es": "Una carta: un mazo lleva una sola carta de general, hasta sus copias (el «Un mazo puede tener 1 "
                  "tipo de general a la vez» del reglamento leído como un general). Un tipo: un mazo puede llevar "
                  "varios generales de un mismo tipo de general (estratega, caudillo o profeta)."},
           value_labels={"card": {"en": "One card", "es": "Una carta"},
                         "type": {"en": "One type", "es": "Un tipo"}}),
    Option("windows", "always", WINDOWS, {"en": "Reaction windows", "es": "Ventanas de reacción"},
           {"en": "Always: after every play the other player is asked, whatever their hand (it reveals nothing). "
                  "Only when able: asked only when holding a reaction that answers it (fewer questions in "
                  "hot-seat, but the asking tells that a reaction is in hand).",
            "es": "Siempre: tras cada jugada se pregunta al otro jugador, tenga lo que tenga (no revela nada). "
                  "Solo si puede: solo se le pregunta si tiene una reacción que responda (menos preguntas en "
                  "la misma pantalla, pero la pregunta delata que tiene una reacción)."},
           value_labels={"always": {"en": "Always", "es": "Siempre"},
                         "able": {"en": "Only when able", "es": "Solo si puede"}}),
    Option("court_renown", False, (), {"en": "Renown from the court", "es": "Renombre en la corte"},
           {"en": "A troop put in the court also gives 1 Renown, unless savage (salvaje), devout (devoto) or "
                  "mercenary (mercenario): the rules' sentence under \"In the Court\" read as applying to the court; "
                  "off: only training in battle gives Renown.",
            "es": "Una tropa puesta en la corte también da 1 de Renombre, salvo salvaje, devoto o mercenario (la "
                  "frase del reglamento bajo «En Corte» leída como «en corte»; desactivada: solo entrenar en batalla "
                  "da Renombre)."}),
    Option("recovery_rule", "turn", ("turn", "ready"), {"en": "Recovery as a cost", "es": "Recuperación como coste"},
           {"en": "Once a turn: a troop may pay Recovery as a cost even with Preparation (the rules: 'Los "
                  "personajes con preparación pueden usar sus habilidades'), once per turn. Only when ready: only "
                  "a troop without Preparation may pay it.",
            "es": "Una vez por turno: una tropa puede pagar Recuperación como coste aun con Preparación (el "
                  "reglamento: «Los personajes con preparación pueden usar sus habilidades»), una vez por turno. "
                  "Solo si está lista: solo una tropa sin Preparación puede pagarla."},
           value_labels={"turn": {"en": "Once a turn", "es": "Una vez por turno"},
                         "ready": {"en": "Only when ready", "es": "Solo si está lista"}}),
    Option("reshuffle", "choice", ("choice", "always"),
           {"en": "Reshuffle at deck end", "es": "Barajar al fin del mazo"},
           {"en": "Choice: the first time the deck runs out, the player chooses whether the discard is shuffled "
                  "into a new deck (the rules: 'puede ser barajado'). Always: it is always shuffled.",
            "es": "A elección: la primera vez que el mazo se acaba, el jugador elige si baraja el descarte como "
                  "mazo nuevo (el reglamento: «puede ser barajado»). Siempre: se baraja siempre."},
           value_labels={"choice": {"en": "Player's choice", "es": "A elección"},
                         "always": {"en": "Always", "es": "Siempre"}}),
    Option("public_lists", False, (), {"en": "Public deck lists", "es": "Listas de mazo públicas"},
           {"en": "Each player knows the opponent's 40-card deck list (off: only one's own).",
            "es": "Cada jugador conoce la lista de 40 cartas del mazo rival (desactivada: solo la propia)."}),
    Option("any_devoto_devotion", False, (), {"en": "Devotion from every devout card",
                                              "es": "Devoción de toda carta devota"},
           {"en": "Every devout card in the court may produce Devotion instead of its resource (off: only devout "
                  "mercenaries, as the rules say; cards of the Devout kingdom produce it anyway).",
            "es": "Toda carta devota en la corte puede producir Devoción en lugar de su recurso (desactivada: solo "
                  "los mercenarios devotos, como dice el reglamento; las cartas del reino Devoto la producen igual)."}),
    Option("turn_limit", 200, (), {"en": "Turn limit", "es": "Límite de turnos"},
           {"en": "The game ends in a draw after this many turns (both players counted); 0: no limit.",
            "es": "La partida acaba en empate tras tantos turnos (de los dos jugadores); 0: sin límite."}),
)


def decks_from_options(opts: Mapping[str, Any], num_seats: int) -> list[dict]:
    """Each seat's deck {"hero", "resource", "cards", "name"} from the `decks` option (OptionError if illegal).

    The decks are read and checked once while their files stay the same (size and time of change), under the
    same options and card set: a set-up read and checked both deck files again (a third of a random game)."""
    key = (tuple(sorted(opts.items())), num_seats)
    files = _files_read(opts["decks"])
    kept = _READ.get(key) if files is not None else None
    if kept is not None and kept[0] is card_set() and kept[1] == files:
        lists = kept[2]
    else:
        lists = [deck_list(deck) for deck in seat_decks(opts["decks"], num_seats, DECK_RULES, GAME, opts)]
        if files is not None:
            _READ[key] = (card_set(), files, lists)
    return [chosen.as_dict() for chosen in lists]


#: (options, seats) -> (the card set, the files read, the decks): what `decks_from_options` read last
_READ: dict[tuple, tuple[Any, tuple, list[DeckList]]] = {}


def _files_read(text: str) -> tuple | None:
    """The user's deck folder with its time of change, then the file each entry of a decks option reads, with
    its size and time of change (None for a one-line deck); None when that cannot be told (no entries, or one
    naming no deck: read the full way, which says so)."""
    entries = seat_entries(text)
    if not entries:
        return None
    try:
        folder = user_decks_dir(GAME)
        place = (str(folder), _changed(folder))  # a deck saved there may now shadow a ready-made one
        return (place,) + tuple(None if "[" in entry else _stamp(_deck_file(entry, place)) for entry in entries)
    except (OptionError, OSError):
        return None


def _changed(folder: Path) -> int | None:
    """The time of change of `folder` (None when there is no such folder)."""
    try:
        return os.stat(folder).st_mtime_ns
    except FileNotFoundError:
        return None


def _deck_file(entry: str, place: tuple[str, int | None]) -> Path:
    """The file a deck name reads while the user's deck folder is as `place` says (found once: finding it
    again cost a third of a set-up); a .txt entry is a path, found afresh (it may be relative)."""
    if entry.endswith(".txt"):
        return find_deck(entry, DECK_RULES, GAME)
    key = (entry, place)
    if key not in _FOUND:
        if len(_FOUND) > 256:  # folders and names seen in one process: a few, unless the folder keeps changing
            _FOUND.clear()
        _FOUND[key] = find_deck(entry, DECK_RULES, GAME)
    return _FOUND[key]


#: (deck name, the user's deck folder and its time of change) -> the file it names
_FOUND: dict[tuple, Path] = {}


def _stamp(path: Path) -> tuple[str, int, int]:
    status = os.stat(path)
    return str(path), status.st_size, status.st_mtime_ns
