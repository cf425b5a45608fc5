"""Invoke's teaching: the kind of each decision, the rules heading about it, what each action does."""
from __future__ import annotations

from typing import Sequence

from tabletop.engine.contract import SETUP_MARK, Action, Event, TurnMark
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.preview import describe
from tabletop.games.invoke.rules.state import AIM, ANSWER, BUILD, CHAOS, DISCARD, DRAW, GIVE, HIDDEN, SETUP, InvokeState

#: phase -> the decision kind (the teach.<kind> message)
KINDS = {SETUP: "draw", DRAW: "draw", CHAOS: "chaos", BUILD: "build", ANSWER: "answer", AIM: "aim", GIVE: "give",
         DISCARD: "discard"}
_EN = {"draw": "a-turn", "chaos": "items-creatures-and-chaos", "build": "the-invocation-language",
       "aim": "the-invocation-language", "answer": "delay-sustain-and-haste", "give": "a-turn", "discard": "a-turn"}
_ES = {"draw": "un-turno", "chaos": "objetos-criaturas-y-caos", "build": "el-lenguaje-de-invocación",
       "aim": "el-lenguaje-de-invocación", "answer": "demora-sostén-y-prisa", "give": "un-turno", "discard": "un-turno"}
#: language -> decision kind -> the anchor of the rules heading about it
ANCHORS = {"en": _EN, "es": _ES}

def decision_kind(state: InvokeState) -> str | None:
    """draw, chaos, build, answer, aim, give or discard (None when the game is over)."""
    return KINDS.get(state.phase) if state.to_move() is not None else None


def rules_anchor(state: InvokeState, lang: str) -> str | None:
    """The heading of docs/rules/invoke(.es).md about the current decision."""
    kind = decision_kind(state)
    if kind is None:
        return None
    return ANCHORS.get(lang, _EN)[kind]

def card_words(card, lang: str) -> str:
    """A card's name and, when it has one, its text: "Tome: …"."""
    name = card.name.get(lang) or card.name.get("en", card.id)
    text = (card.text or {}).get(lang) or (card.text or {}).get("en", "")
    return f"{name}: {text}" if text else f"{name}."


def what_it_does(game, state: InvokeState, action: Action, lang: str, names: Sequence[str]) -> str:
    """The tooltip of an action: for a card laid down or an invocation cast, what the invocation will then do."""
    words = game.text("explain." + action.kind, lang)
    seat = state.to_move()
    if action.kind in ("discard", "give") and action.args and action.args[0] in deck().cards:
        return f"{words} {card_words(deck()[action.args[0]], lang)}"  # the options differ by the card only
    if action.kind not in ("add", "cast") or seat is None:
        return words
    sequence = list(state.building["cards"]) if state.building else []
    if action.kind == "add":
        sequence.append(action.args[0])
    if HIDDEN in sequence or not sequence:
        return words
    table = state.table()
    table.names = {s: names[s] if s < len(names) else f"#{s + 1}" for s in range(state.num_seats)}
    return f"{words} {describe([deck()[c] for c in sequence], table, seat, lang=lang)}"


def turn_marks(log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
    """The set-up (everyone's first hand) under a header of its own, then turn 1, 2, … at each "turn.start" event,
    which the header replaces.

    Answers out of turn do not start turns: the answering mage's lines stay under the turn
    of the mage whose turn it is.
    """
    starts = [position for position, (_index, event) in enumerate(log) if event.key == "turn.start"]
    marks = [TurnMark(0, SETUP_MARK, None)] if log and starts[:1] != [0] else []
    return marks + [TurnMark(position, k + 1, log[position][1].params["seat"], replaces=True)
                    for k, position in enumerate(starts)]


def turn_marks_grown(log: Sequence[tuple[int, Event]], movers: Sequence[int], marks: Sequence[TurnMark],
                     start: int) -> list[TurnMark]:
    """`turn_marks` reading only the entries from `start` (whether the set-up has a header is known by then)."""
    if not (marks and 0 < start <= len(log)):
        return turn_marks(log, movers)
    out = list(marks)
    turns = sum(1 for mark in marks if mark.number != SETUP_MARK)
    for position in range(start, len(log)):
        event = log[position][1]
        if event.key == "turn.start":
            turns += 1
            out.append(TurnMark(position, turns, event.params["seat"], replaces=True))
    return out
