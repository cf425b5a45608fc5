"""Why a player cannot use something now: the `why_not` verb of the contract, in words.

`why_not(game, state, seat, ref)` answers for anything a player may point at on the table
(a card, a zone, a seat: its `ref`) with a `Reason`, or None when `ref` glows (it chooses a
legal action of `seat` now). The answer is read from `state`, the player's own observation.

Order: the game is over; it is someone else's turn (unless the game's optional `about(game, state, seat, ref)`
says what the thing is whoever's turn it is: ECG's lines, a troop's number); then the game's own words, from
`tabletop/games/<id>/rules/why_not.py` (a `why_not(game, state, seat, ref)` function and its
`MESSAGES`, optionally `card_name(card_id, lang)` for params `card`/`*_card` and `say(reason, lang)`
for words of its own; a param `*_word` is the key of a word in those messages or the game's);
else "not in this decision", with the prompt saying what is decided now.
`undo_reason` says why Undo is greyed. `say` puts a Reason in words, in English or Spanish.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Mapping, Sequence

from tabletop.engine.words import WORDS

#: the engine's own reasons, for every game
MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "why.over": "The game is over.",
        "why.not_your_turn": "Not your turn: {seat_name} is deciding.",
        "why.not_now": "Not in this decision. Now: {prompt}",
        "why.not_yours": "This belongs to {seat_name}.",
        "why.watching": "You are watching: only the players choose.",
        "why.undo_nothing": "Nothing to undo: you have not played yet.",
        "why.undo_revealed": "A card was revealed since your last move: Undo cannot take that back.",
        "why.undo_watching": "Undo takes back a player's move: nobody plays at this screen.",
        "why.undo_replay_start": "This is the start of the record: nothing before it.",
        "why.label": "This shows where things stand; it is not a choice.",
    },
    "es": {
        "why.over": "La partida ha terminado.",
        "why.not_your_turn": "No es tu turno: decide {seat_name}.",
        "why.not_now": "No en esta decisión. Ahora: {prompt}",
        "why.not_yours": "Esto es de {seat_name}.",
        "why.watching": "Estás mirando: solo eligen los jugadores.",
        "why.undo_nothing": "Nada que deshacer: aún no has jugado.",
        "why.undo_revealed": "Se ha revelado una carta desde tu última jugada: Deshacer no puede volver atrás.",
        "why.undo_watching": "Deshacer retira la jugada de un jugador: nadie juega en esta pantalla.",
        "why.undo_replay_start": "Es el principio de la partida grabada: no hay nada antes.",
        "why.label": "Esto muestra cómo va la partida; no es una opción.",
    },
}


@dataclass(frozen=True)
class Reason:
    """Why something is not usable now: a message key and its parameters (`say` puts it in words).

    `messages` are the templates of the game module that gave it ({lang: {key: template}}).
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    messages: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False, repr=False)


def game_module(game: Any) -> ModuleType | None:
    """The game's `why_not` module (tabletop/games/<id>/rules/why_not.py), or None when it has none."""
    name = f"tabletop.games.{game.info.id}.rules.why_not"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def glowing_refs(game: Any, state: Any, seat: int | None) -> set[str]:
    """The refs that choose a legal action of `seat` now."""
    if seat is None or state.to_move() != seat:
        return set()
    return {a.ref for a in game.legal_actions(state) if a.ref is not None}


def why_not(game: Any, state: Any, seat: int | None, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now (None when it glows); always a Reason otherwise."""
    mover = state.to_move()
    if mover is None:
        return Reason("why.over")
    if seat is None:
        return Reason("why.watching")
    if mover == seat and ref in glowing_refs(game, state, seat):
        return None
    module = game_module(game)
    if mover != seat and not _shared_decision(game, state):
        about = getattr(module, "about", None)
        said = about(game, state, seat, ref) if about is not None else None
        return _with_words(said, module) if said is not None else Reason("why.not_your_turn", {"seat": mover})
    if module is not None:
        reason = module.why_not(game, state, seat, ref)
        if reason is not None:
            return _with_words(reason, module)
    return Reason("why.not_now")


def _with_words(reason: Reason, module: ModuleType) -> Reason:
    """`reason` carrying the templates of the game module that gave it."""
    return reason if reason.messages else Reason(reason.key, reason.params, getattr(module, "MESSAGES", {}))


def _shared_decision(game: Any, state: Any) -> bool:
    """True when the decision is not only the mover's (no game says so yet: a hook for simultaneous ones)."""
    return False


def undo_reason(session: Any, seat: int | None) -> Reason | None:
    """Why Undo is greyed for `seat` (None when it would take something back)."""
    if seat is None:
        return Reason("why.undo_watching")
    if session.undo_target(seat) is not None:
        return None
    if seat in session.movers:
        return Reason("why.undo_revealed")
    return Reason("why.undo_nothing")


def say(game: Any, reason: Reason | None, state: Any, lang: str, names: Sequence[str]) -> str:
    """`reason` in words, in `lang` (English when a template is missing); "" for None."""
    if reason is None:
        return ""
    module = game_module(game) if reason.messages else None
    own_words = getattr(module, "say", None)
    if own_words is not None:
        said = own_words(reason, lang)
        if said:
            return said
    template = _template(game, reason, lang) or _template(game, reason, "en") or reason.key
    params = dict(reason.params)
    name_of = getattr(module, "card_name", None)
    for key, value in reason.params.items():  # cards by name, words by their key, in the reader's language
        if name_of is not None and (key == "card" or key.endswith("_card")) and isinstance(value, str):
            params[key] = name_of(value, lang)
        elif key.endswith("_word") and isinstance(value, str):
            params[key] = say(game, Reason(value, {}, reason.messages), state, lang, names)
    if "{prompt" in template:
        params["prompt"] = game.prompt(state, lang, names)
    for key, value in reason.params.items():  # seats by name ("Bo is deciding")
        if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
            params[key + "_name"] = names[value] if 0 <= value < len(names) else f"#{value + 1}"
    try:
        return WORDS.format(template, **params)
    except (KeyError, IndexError, ValueError):
        return template


def _template(game: Any, reason: Reason, lang: str) -> str | None:
    for table in (reason.messages, MESSAGES, game.messages):
        found = table.get(lang, {}).get(reason.key)
        if found:
            return found
    return None


def explain(game: Any, state: Any, seat: int | None, ref: str, lang: str, names: Sequence[str]) -> str:
    """Why `seat` cannot use `ref` now, in words ("" when it glows)."""
    return say(game, game.why_not(state, seat, ref), state, lang, names)
