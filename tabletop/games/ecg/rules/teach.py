"""ECG's words about the current decision: its kind, prompt, button labels, tooltips and rules heading."""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Action
from tabletop.games.ecg.rules import battle, lookup
from tabletop.games.ecg.rules.state import ACTION, DISCARD, HAND_LIMIT, HIDDEN, REINFORCE, START, EcgState

_EN = {"start": "before-playing", "reinforce": "a-turn", "discard": "a-turn", "reshuffle": "a-turn",
       "action": "playing-cards-and-abilities",
       "line": "playing-cards-and-abilities", "target": "playing-cards-and-abilities",
       "cost": "playing-cards-and-abilities", "pick": "playing-cards-and-abilities", "react": "reactions"}
_ES = {"start": "antes-de-jugar", "reinforce": "un-turno", "discard": "un-turno", "reshuffle": "un-turno",
       "action": "jugar-cartas-y-habilidades", "line": "jugar-cartas-y-habilidades",
       "target": "jugar-cartas-y-habilidades", "cost": "jugar-cartas-y-habilidades",
       "pick": "jugar-cartas-y-habilidades", "react": "reacciones"}
#: language -> decision kind -> the anchor of the heading of docs/rules/ecg(.es).md about it
ANCHORS = {"en": _EN, "es": _ES}


def decision_kind(state: EcgState) -> str | None:
    """start, reinforce, discard, reshuffle, action, react, line, target, cost or pick (None when the game is over)."""
    if state.to_move() is None:
        return None
    pending = state.pending
    if pending is not None:
        if pending["kind"] == "reshuffle":
            return "reshuffle"
        if pending["kind"] == "pick":
            return "discard" if state.phase == DISCARD and not state.stack else "pick"
        if pending["chosen"] is not None and len(pending["chosen"]) < len(pending["asks"]):
            ask = pending["asks"][len(pending["chosen"])]["for"]
            return {"line": "line", "discard": "cost"}.get(ask, "target")
        return "target"
    if state.window is not None:
        return "react"
    return {START: "start", REINFORCE: "reinforce", ACTION: "action"}.get(state.phase, "action")


def rules_anchor(state: EcgState, lang: str) -> str | None:
    """The heading of docs/rules/ecg(.es).md about the current decision."""
    kind = decision_kind(state)
    return None if kind is None else ANCHORS.get(lang, _EN)[kind]


def card_name(card_id: str, lang: str, game) -> str:
    """A card's name (or "a hidden card")."""
    return game.card_name(card_id, lang) if card_id != HIDDEN else game.text("card.hidden", lang)


def _uid_name(state: EcgState, uid: int, lang: str, game) -> str:
    """The name of the card in play with id `uid` (a troop, a court or legacy card, a hero)."""
    for data in state.seats:
        if data["hero_uid"] == uid:
            return game.card_name(data["hero"], lang)
        for entry in data["court"] + data["legacy"]:
            if entry["uid"] == uid:
                return game.card_name(entry["card"], lang)
    found = battle.find_troop(state, uid)
    return game.card_name(found[2]["card"], lang) if found else str(uid)


def action_label(game, state: EcgState, action: Action, lang: str, names: Sequence[str]) -> str:
    """A short button label for `action`."""
    kind, args = action.kind, action.args
    if kind in ("court", "train", "general", "play", "react", "pick", "discard"):
        words = card_name(args[0], lang, game)
    elif kind in ("start", "reshuffle"):
        words = game.text(f"{kind}.{args[0]}_word", lang)
    elif kind == "line":
        words = game.text(f"line.{args[0]}", lang)
    elif kind == "ability":
        words = f"{_uid_name(state, args[0], lang, game)} ({args[1] + 1})"
    elif kind in battle.MANEUVERS:
        words = f"{_uid_name(state, args[0], lang, game)} → {_uid_name(state, args[1], lang, game)}"
    elif kind == "target":
        words = _target_words(game, state, args[0], lang, names)
    elif kind == "draw":
        over = len(state.seats[state.to_move()]["hand"]) + int(args[0]) - HAND_LIMIT
        words = f"{args[0]}{game.text('draw.discard_first', lang, count=over) if over > 0 else ''}"
    else:
        words = " ".join(map(str, args))
    return game.text("action." + kind, lang, args=words)


def _target_words(game, state: EcgState, value: Any, lang: str, names: Sequence[str]) -> str:
    if isinstance(value, int):
        return _uid_name(state, value, lang, game)
    owner, line = str(value).split(":")
    seat = int(owner)
    who = names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"
    return f"{game.text('line.' + line, lang)} ({who})"


def explain(game, state: EcgState, action: Action, lang: str) -> str:
    """What `action` does, for its tooltip: the rule, and the card's own text where there is one."""
    words = game.text("explain." + action.kind, lang)
    card_id = action.args[0] if action.kind in ("court", "train", "general", "play", "react") else None
    if action.kind == "ability":
        card_id = _uid_card(state, action.args[0])
    if action.kind == "court" and card_id in lookup.all_cards() and lookup.card(card_id).kind == "troop":
        words = f"{words} {_court_only(game, state, card_id, lang)}".rstrip()
    if card_id and card_id in lookup.all_cards():
        text = lookup.card(card_id).text
        if text:
            return f"{words} {text.get(lang) or text['en']}"
    return words


def _court_only(game, state: EcgState, card_id: str, lang: str) -> str:
    """Why a troop offered for the court cannot be trained instead ("" when it can)."""
    from tabletop.engine.why import say
    from tabletop.games.ecg.rules.why_not import training_blocked
    reason = training_blocked(state, state.turn, card_id)
    return game.text("explain.court_only", lang, reason=say(game, reason, state, lang, [])) if reason else ""


def _uid_card(state: EcgState, uid: int) -> str | None:
    for data in state.seats:
        if data["hero_uid"] == uid:
            return data["hero"]
        for entry in data["court"] + data["legacy"]:
            if entry["uid"] == uid:
                return entry["card"]
    found = battle.find_troop(state, uid)
    return found[2]["card"] if found else None


def words(game, state: EcgState, lang: str) -> dict[str, Any]:
    """The names the prompts and teaching texts of the current decision use: card, kind, count."""
    out: dict[str, Any] = {"card": game.text("card.hidden", lang), "kind": "", "count": 0}
    pending = state.pending
    if pending is not None and pending["kind"] == "chain":
        out["card"] = card_name(pending["card"], lang, game)
    elif pending is not None and pending["kind"] == "pick":
        out["count"] = pending["count"] - pending["picked"]
    elif state.window is not None and state.stack:
        top = state.stack[-1]
        out["card"] = card_name(top["card"], lang, game)
        out["kind"] = game.text("kind." + top["kind"], lang)
    return out


def prompt(game, state: EcgState, lang: str, names: Sequence[str]) -> str:
    """One line telling the seat to move what to do now."""
    seat = state.to_move()
    if seat is None:
        return game.text("prompt.over", lang)
    kind = decision_kind(state)
    key = {"pick": "prompt.pick_" + (state.pending or {}).get("pile", "hand")}.get(kind, "prompt." + kind)
    name = names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"
    return game.text(key, lang, seat_name=name, **words(game, state, lang))


def result(game, state: EcgState, lang: str, names: Sequence[str]) -> str:
    """Why the game ended and who won."""
    winners = ", ".join(names[s] if 0 <= s < len(names) else f"#{s + 1}" for s in state.winners) or "—"
    reason = game.text("reason." + state.end_reason, lang)
    return game.text("game.over", lang, reason=reason, winners=winners)
