"""Gnostica: why a card a player points at is not usable now (see tabletop.engine.why)."""
from __future__ import annotations

from typing import Any

from tabletop.engine.why import Reason
from tabletop.games.gnostica.rules.messages import card_name as _card_name
from tabletop.games.gnostica.rules.model import piece_refs
from tabletop.games.gnostica.rules.powers import targets

MESSAGES = {
    "en": {
        "gn.no_piece": "You have no piece on the board: place one first, then your cards can be played.",
        "gn.bidding": "Only the bid is chosen now.",
        "gn.wait": "Finish the current choice first. Now: {prompt}",
        "gn.turn_done": "Your turn's action is done: your cards wait for your next turn. Now: {prompt}",
        "gn.marked": "{card} is already marked to be discarded.",
        "gn.reach_upright": "Not a target of {card}: your minion at {at} stands upright, so it reaches only its "
                            "own space and the pieces in it. The glowing ones are the targets.",
        "gn.reach_pointing": "Not a target of {card}: your minion at {at} reaches only the next space where it "
                             "points (and the pieces in it), or itself. The glowing ones are the targets.",
        "gn.reach_power": "In your minion's reach, but {card} cannot act on it (read the card). "
                          "The glowing ones are the targets.",
    },
    "es": {
        "gn.no_piece": "No tienes ninguna pieza en el tablero: coloca una primero y luego podrás jugar tus cartas.",
        "gn.bidding": "Ahora solo se elige la puja.",
        "gn.wait": "Termina primero la elección en curso. Ahora: {prompt}",
        "gn.turn_done": "La acción de tu turno está hecha: tus cartas esperan a tu próximo turno. Ahora: {prompt}",
        "gn.marked": "{card} ya está marcada para descartarla.",
        "gn.reach_upright": "No es objetivo de {card}: tu vasallo en {at} está de pie, así que solo alcanza su "
                            "propio espacio y las piezas que hay en él. Los que brillan son los objetivos.",
        "gn.reach_pointing": "No es objetivo de {card}: tu vasallo en {at} solo alcanza el espacio siguiente "
                             "hacia donde apunta (y sus piezas), o a sí mismo. Los que brillan son los objetivos.",
        "gn.reach_power": "Está al alcance de tu vasallo, pero {card} no puede actuar sobre él (lee la carta). "
                          "Los que brillan son los objetivos.",
    },
}


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang`."""
    return _card_name(card_id, lang)


def own_refs(state: Any, seat: int) -> list[str]:
    """The refs of `seat`'s own cards: its hand."""
    return [f"hand:{c}" for c in dict.fromkeys(state.hands[seat]) if c != "?"]


def why_not(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now, or None to leave it to the engine."""
    if ref.startswith(("cell:", "piece:")):
        return _out_of_reach(game, state, ref)
    if not ref.startswith("hand:"):
        return None
    mode = getattr(state, "mode", None)
    if mode == "start" and not piece_refs(state, seat):
        return Reason("gn.no_piece")
    if mode == "end":
        return Reason("gn.turn_done")
    card = ref.partition(":")[2]
    if mode == "redraw" and card in (getattr(state, "sel", None) or {}).get("marked", []):
        return Reason("gn.marked", {"card": card})
    return Reason("gn.wait")


def _out_of_reach(game: Any, state: Any, ref: str) -> Reason | None:
    """Why a space or piece is not a target of the card in use: out of the chosen minion's reach, or its power's."""
    minion = (getattr(state, "sel", None) or {}).get("minion")
    if getattr(state, "mode", None) != "power" or minion is None \
            or not any(a.kind == "target" for a in game.legal_actions(state)):
        return None
    target = _target_of(ref)
    if target is None:
        return None
    card = state.chain["card"]
    if target in targets(state, minion):
        return Reason("gn.reach_power", {"card": card})
    upright = state.piece(minion)[2] == "U"
    return Reason("gn.reach_upright" if upright else "gn.reach_pointing",
                  {"card": card, "at": f"{minion[0]},{minion[1]}"})


def _target_of(ref: str) -> tuple | None:
    """("cell", x, y) for "cell:x,y", ("piece", x, y, i) for "piece:x,y:i", None for anything else."""
    kind, _, where = ref.partition(":")
    place, _, index = where.partition(":")
    try:
        x, y = (int(n) for n in place.split(","))
        return ("cell", x, y) if kind == "cell" and not index else ("piece", x, y, int(index))
    except ValueError:
        return None


def bar_order(state: Any, actions: list) -> list:
    """Safe choices first: "End the turn" before the challenge (an irreversible last turn), and while a card's
    power waits, "Cancel" (the card back to the hand) before "Finish" (the card spent, the rest of it unused)."""
    kinds = {a.kind for a in actions}
    rank = {"challenge": 2, "cancel": 0 if "done" in kinds else 1}
    return sorted(actions, key=lambda a: rank.get(a.kind, 1))
