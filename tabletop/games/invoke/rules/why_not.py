"""Invoke: why a card a mage points at is not usable now (see tabletop.engine.why).

A card of the hand that does not glow while an invocation is built says what the rules
say of the sequence with it added ("Water and Fire are opposites: they cannot be in one
invocation"), from the same reading the rules use (language.read, preview.why).
"""
from __future__ import annotations

from typing import Any

from tabletop.engine.why import Reason
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.language import MOVES, Illegal, read
from tabletop.games.invoke.rules.preview import why as illegal_words
from tabletop.games.invoke.rules.state import ANSWER, BUILD, DECKS, DRAW, HIDDEN, SETUP
from tabletop.games.invoke.rules.turn import PILE_LIMIT

#: the decisions that are reaction or answer windows (tabletop.engine.windows)
WINDOWS = ("answer",)

MESSAGES = {
    "en": {
        "invoke.draw_first": "Draw first: the hand is played once the draws are done.",
        "invoke.no_ending": "With {card} added, the cards left in your hand cannot finish a legal invocation.",
        "invoke.no_start": "With the other cards of your hand, {card} cannot begin a legal invocation.",
        "invoke.no_move": "{card} would begin an attack, and an attack needs a move card (Thaumaturgy holds them): "
                          "your hand has none.",
        "invoke.no_element": "{card} would begin an attack, and an attack needs an element (Fire, Water, Air or "
                             "Earth: Manifestation holds them): your hand has none.",
        "invoke.wait": "Finish the current choice first. Now: {prompt}",
        "invoke.pile_limit": "You have drawn {count:card|cards} from {deck_word} this turn: at most {limit}.",
        "invoke.pile_empty": "{deck_word} and its discard are empty.",
        "invoke.pile_turn": "Cards are drawn at the start of your turn, before you invoke.",
    },
    "es": {
        "invoke.draw_first": "Primero roba: la mano se juega cuando acaben los robos.",
        "invoke.no_ending": "Con {card} añadida, las cartas que quedan en tu mano no completan una invocación legal.",
        "invoke.no_start": "Con las demás cartas de tu mano, {card} no puede empezar una invocación legal.",
        "invoke.no_move": "{card} empezaría un ataque, y un ataque necesita una carta de movimiento (están en "
                          "Taumaturgia): no tienes ninguna en la mano.",
        "invoke.no_element": "{card} empezaría un ataque, y un ataque necesita un elemento (Fuego, Agua, Aire o "
                             "Tierra: están en Manifestación): no tienes ninguno en la mano.",
        "invoke.wait": "Termina primero la elección en curso. Ahora: {prompt}",
        "invoke.pile_limit": "Has robado {count:carta|cartas} de {deck_word} este turno: como mucho {limit}.",
        "invoke.pile_empty": "{deck_word} y su descarte están vacíos.",
        "invoke.pile_turn": "Las cartas se roban al empezar tu turno, antes de invocar.",
    },
}


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang`."""
    cards = deck().cards
    return cards[card_id].name.get(lang, card_id) if card_id in cards else card_id


def own_refs(state: Any, seat: int) -> list[str]:
    """The refs of `seat`'s own cards: its hand."""
    return [f"hand:{c}" for c in dict.fromkeys(state.hands[seat]) if c != HIDDEN]


def why_not(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now, or None to leave it to the engine."""
    zone, _, card = ref.partition(":")
    if zone == "pile" and card in DECKS:
        return _pile(state, card)
    if zone != "hand":
        return None
    if state.phase in (SETUP, DRAW):
        return Reason("invoke.draw_first")
    if state.phase not in (BUILD, ANSWER) or card not in deck().cards:
        return Reason("invoke.wait")
    sequence = list((state.building or {}).get("cards", []))
    try:
        plan = read([deck()[c] for c in sequence + [card]], partial=True)
    except Illegal as problem:
        return Reason("invoke.illegal", {"key": problem.key, "dead": problem.dead, "params": dict(problem.params)})
    if not sequence:
        words = {deck()[c].word for c in state.hands[seat] if c in deck().cards}
        lacking = "invoke.no_move" if not words & set(MOVES) else "invoke.no_element" if "element" not in words \
            else "invoke.no_start"
        return Reason(lacking if plan.form == "attack" else "invoke.no_start", {"card": card})
    return Reason("invoke.no_ending", {"card": card})


def _pile(state: Any, deck_name: str) -> Reason:
    """Why a draw pile does not glow: this turn's draws from it are done, it is empty, or it is not the draw."""
    words = {"deck_word": f"pile.{deck_name}"}  # the game's own name of the pile
    if state.phase not in (SETUP, DRAW):
        return Reason("invoke.pile_turn")
    if not state.piles[deck_name] and not state.discards[deck_name]:
        return Reason("invoke.pile_empty", words)
    return Reason("invoke.pile_limit", {**words, "count": state.drawn[deck_name], "limit": PILE_LIMIT})


def say(reason: Reason, lang: str) -> str | None:
    """The rules' own words for an illegal sequence (None for the other reasons)."""
    if reason.key != "invoke.illegal":
        return None
    params = reason.params
    return illegal_words(Illegal(params["key"], params["dead"], **params["params"]), lang)
