"""The seed's "Reglas alternativas" as setup options, and what they add to a position.

Extendida, Cronometrada, Armagedón, Construido and Leyendas (docs/rules/invocacion.md,
"Variants"). A base game has `state.variants is None` and plays, and hashes, exactly as
before; with any variant on, a `Variants` record rides along in the state. This module
holds the options, that record and the small questions the round engine asks of it
(whose Portal a seat draws from, who plays this round); the variants' own moves live in
constructed.py, legends.py, clocks.py and the hooks of rounds.py.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Mapping

from tabletop.engine.contract import Event, Option
from tabletop.engine.errors import OptionError
from tabletop.games.invocacion.rules.armageddon import bench, map_benched, unbench
from tabletop.games.invocacion.rules.readings import READING_KEYS, READING_OPTIONS

#: the option keys that switch a variant on (`decks` only chooses Construido's decks)
VARIANT_KEYS = ("extended", "timed", "armageddon", "constructed", "legends")

OPTIONS = (
    Option("extended", False, (), {"en": "Extended game", "es": "Partida extendida"},
           {"en": "3-4 players: when the Portal can no longer deal, the discard is shuffled into it "
                  "once and play goes on until it runs out again",
            "es": "3-4 jugadores: cuando el Portal ya no alcanza para repartir, se mezcla el descarte en él "
                  "una vez y se juega hasta que se agote de nuevo"}),
    Option("timed", False, (), {"en": "Timed", "es": "Cronometrada"},
           {"en": "30 seconds of Preparation and 60 of Combat; when time is up the Guardian places a "
                  "random invocation for whoever has none, and combat is decided on current power",
            "es": "30 segundos de Preparación y 60 de Combate; al acabarse el tiempo el Guardián pone una "
                  "invocación al azar a quien no tenga, y el combate se decide con el poder actual"}),
    Option("armageddon", False, (), {"en": "Armageddon (5-8 players)", "es": "Armagedón (5-8 jugadores)"},
           {"en": "Two copies of the set; the Guardian referees, takes the top card of the Portal as a "
                  "trophy each round, and the discard is reshuffled until all have been Guardian equally often",
            "es": "Dos copias del juego; el Guardián arbitra, se lleva la carta superior del Portal como "
                  "trofeo cada ronda, y el descarte se vuelve a mezclar hasta que todos hayan sido Guardián "
                  "las mismas veces"}),
    Option("constructed", False, (), {"en": "Constructed decks", "es": "Construido"},
           {"en": "Each player brings a 30-card deck (card_data/invocacion/decks/) and is dealt from it; "
                  "the game ends when any deck cannot deal 2 cards",
            "es": "Cada jugador trae un mazo de 30 cartas (card_data/invocacion/decks/) y recibe de él; "
                  "la partida termina cuando algún mazo no puede dar 2 cartas"}),
    Option("decks", "", (), {"en": "Constructed: decks", "es": "Construido: mazos"},
           {"en": "Deck names or .txt files in seat order, comma list; empty: the ready-made decks in turn",
            "es": "Nombres de mazo o archivos .txt en orden de asiento, separados por comas; vacío: los mazos "
                  "preparados por turno"}),
    Option("legends", False, (), {"en": "Legends", "es": "Leyendas"},
           {"en": "A face-up deck of 15 Legends (the set's, or the players' choice): in Preparation "
                  "take its top card for 1 Mana, one per player and round",
            "es": "Un mazo boca arriba de 15 Leyendas (las del juego, o las que elijan los jugadores): en la "
                  "Preparación toma su carta superior por 1 de Maná, una por jugador y ronda"}),
    Option("legend_cards", "", (), {"en": "Legends: the deck's 15 cards", "es": "Leyendas: las 15 cartas del mazo"},
           {"en": "The players' choice, 15 card ids, comma list (Portal cards chosen leave the Portal); "
                  "empty: the 15 Legends of the set",
            "es": "La elección de los jugadores, 15 ids de carta separados por comas (las cartas del Portal "
                  "elegidas salen del Portal); vacío: las 15 Leyendas del juego"}),
    Option("expansion", False, (), {"en": "Expansion cards", "es": "Cartas de expansión"},
           {"en": "The Portal also holds the expansion's cards (set: expansion in the card file: new cards being "
                  "tried, such as Levelling Tide). Off: the base game's Portal.",
            "es": "El Portal lleva también las cartas de la expansión (set: expansion en el archivo de cartas: cartas "
                  "nuevas en prueba, como Marea Niveladora). Desactivada: el Portal del juego base."}),
) + READING_OPTIONS

#: Armagedón's seats; the base game's are GameInfo.min/max_players
ARMAGEDDON_PLAYERS = (5, 8)
EXTENDED_PLAYERS = (3, 4)


@dataclass
class Variants:
    """The variants in play and the cards and counts only they need."""

    extended: bool = False
    timed: bool = False
    armageddon: bool = False
    constructed: bool = False
    legends: bool = False
    #: Construido: each seat's own Portal (top = end), and the names of the decks brought
    decks: list[list[str]] = field(default_factory=list)
    deck_names: list[str] = field(default_factory=list)
    #: Leyendas: the legends deck (top = end, the top card face up) and who took one this round
    legend_deck: list[str] = field(default_factory=list)
    legend_takers: list[int] = field(default_factory=list)
    #: Armagedón: how many rounds each seat has been Guardián, and the referee's cards set aside
    guardian_turns: list[int] = field(default_factory=list)
    benched: dict | None = None
    #: how many times the discard was shuffled into the Portal (Extendida, Armagedón)
    reshuffles: int = 0
    #: the readings chosen instead of the seed's (readings.py)
    late_block_undoes: bool = False
    late_priority: bool = False
    tiebreak_keeps_points: bool = False


def variants_from_options(options: Mapping[str, Any]) -> Variants | None:
    """The Variants record of these option values (None when every variant is off)."""
    flags = {key: bool(options.get(key, False)) for key in VARIANT_KEYS + READING_KEYS}
    return Variants(**flags) if any(flags.values()) else None


def check_players(options: Mapping[str, Any], num_seats: int, base: tuple[int, int]) -> None:
    """OptionError (one clear line) when the seat count or the mix of variants does not fit."""
    low, high = ARMAGEDDON_PLAYERS
    if str(options.get("legend_cards", "")).strip() and not options.get("legends"):
        raise OptionError("legend_cards chooses the Legends deck: it needs the Legends option (legends=true)")
    if str(options.get("decks", "")).strip() and not options.get("constructed"):
        raise OptionError("decks chooses the Constructed decks: it needs the Constructed option (constructed=true)")
    if options.get("armageddon"):
        if not low <= num_seats <= high:
            raise OptionError(f"Armageddon is for {low}-{high} players, not {num_seats}")
        if options.get("constructed"):
            raise OptionError("Armageddon plays with two copies of the set and Constructed with the players' "
                              "decks: choose one of them")
        if options.get("extended"):
            raise OptionError("Extended is for 3-4 players and Armageddon for 5-8: choose one of them")
        return
    if not base[0] <= num_seats <= base[1]:
        hint = f"; {low}-{high} play Armageddon (option armageddon=true)" if low <= num_seats <= high else ""
        raise OptionError(f"Invocación takes {base[0]}-{base[1]} players, not {num_seats}{hint}")
    if options.get("extended") and not EXTENDED_PLAYERS[0] <= num_seats <= EXTENDED_PLAYERS[1]:
        raise OptionError(f"Extended is for {EXTENDED_PLAYERS[0]}-{EXTENDED_PLAYERS[1]} players, not {num_seats}")


# --- the questions the round engine asks ---------------------------------------------------------

def referee(state) -> int | None:
    """The seat that referees this round (Armagedón's Guardián), else None."""
    variants = state.variants
    return state.guardian if variants is not None and variants.armageddon else None


def playing(state) -> list[int]:
    """The seats that are dealt, prepare and fight this round, in priority order."""
    return [seat for seat in state.priority() if seat != referee(state)]


def portal_of(state, seat: int) -> list[str]:
    """The pile `seat` is dealt and draws from: its own deck in Construido, else the Portal."""
    variants = state.variants
    return variants.decks[seat] if variants is not None and variants.constructed else state.portal


def most_each(state) -> int:
    """How many cards every playing seat can be dealt at most."""
    variants = state.variants
    if variants is not None and variants.constructed:
        return min(len(variants.decks[seat]) for seat in playing(state))
    return len(state.portal) // len(playing(state))


def variant_cards(variants: Variants | None) -> list[str]:
    """The cards the variants bring besides the Portal: Construido's decks and the Legends."""
    if variants is None:
        return []
    return [card for pile in variants.decks for card in pile] + list(variants.legend_deck)


def start_variants(state) -> None:
    """After the first Guardián is chosen: shuffle the decks and the Legends, count the first Guardián."""
    variants = state.variants
    if variants is None:
        return
    for pile in variants.decks:
        state.rng.shuffle(pile)
    state.rng.shuffle(variants.legend_deck)
    variants.guardian_turns = [0] * state.num_seats
    new_guardian(state)


def new_guardian(state) -> None:
    """The new Guardián takes the Portal: count it (Armagedón ends when all have been Guardián equally
    often) and set a referee's cards aside for its round."""
    if state.variants is None:
        return
    state.variants.guardian_turns[state.guardian] += 1
    if referee(state) is not None:
        bench(state, state.guardian)


def round_ended(state) -> list[Event]:
    """Armagedón: the refereeing Guardián gets its cards back and takes the top card of the Portal as a trophy."""
    seat = referee(state)
    if seat is None:
        return []
    unbench(state)
    if not state.portal:
        return []
    card = state.portal.pop()
    state.area(seat).trophies.append(card)
    return [Event("armageddon.trophy", {"seat": seat, "card": card}, reveals=True)]


def portal_ran_out(state) -> list[Event] | None:
    """The Portal cannot deal 2 each: shuffle the discard into it (events), or None: the game ends.

    Extendida does it once. Armagedón does it while some seat has been Guardián fewer
    times than another.
    """
    variants = state.variants
    if variants is None or not state.discard:
        return None
    extended_once = variants.extended and variants.reshuffles == 0
    unequal_guardians = variants.armageddon and len(set(variants.guardian_turns)) > 1
    if not (extended_once or unequal_guardians):
        return None
    state.portal.extend(state.discard)
    state.discard.clear()
    state.rng.shuffle(state.portal)
    variants.reshuffles += 1
    return [Event("portal.reshuffled", {"count": len(state.portal)})]


def cycle_complete(state) -> bool:
    """Armagedón after a reshuffle: every seat has now been Guardián equally often, so the game ends."""
    variants = state.variants
    return (variants is not None and variants.armageddon and variants.reshuffles > 0
            and len(set(variants.guardian_turns)) == 1)


def map_variant_cards(state, change: Callable[[str, int | None, bool], str]) -> None:
    """`map_cards` for the variants' own piles: decks are face down, the legends' top card face up."""
    variants = state.variants
    if variants is None:
        return
    variants.decks = [[change(c, None, False) for c in pile] for pile in variants.decks]
    top = len(variants.legend_deck) - 1
    variants.legend_deck = [change(c, None, k == top) for k, c in enumerate(variants.legend_deck)]
    map_benched(variants.benched, change)


def variants_to_dict(variants: Variants) -> dict:
    """The record as plain data."""
    return asdict(variants)


def variants_from_dict(data: Mapping | None) -> Variants | None:
    """The inverse of `variants_to_dict` (None for a base game)."""
    if data is None:
        return None
    plain = dict(data)
    plain["decks"] = [list(pile) for pile in plain["decks"]]
    return Variants(**plain)
