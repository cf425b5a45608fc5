"""Duelo de Runas: why a card a player points at is not usable now (see tabletop.engine.why)."""
from __future__ import annotations

from typing import Any

from tabletop.engine.why import Reason
from tabletop.games.runes.rules.messages import card_name as _card_name
from tabletop.games.runes.rules.model import HIDDEN

MESSAGES = {
    "en": {
        "runes.hand_played": "Your card for this round is chosen: the rest of your hand waits for the next round. "
                             "Now: {prompt}",
        "runes.hand_automaton": "The automaton plays from its own deck: your hand waits.",
        "runes.seq": "{card} lies in your spell sequence: it lends its runes, it is not chosen by itself.",
        "runes.commit": "Your card for this round lies here face down until every card is revealed.",
        "runes.not_yours": "This is {seat_name}'s.",
    },
    "es": {
        "runes.hand_played": "Tu carta de esta ronda ya está elegida: el resto de tu mano espera a la siguiente "
                             "ronda. Ahora: {prompt}",
        "runes.hand_automaton": "El autómata juega de su propio mazo: tu mano espera.",
        "runes.seq": "{card} está en tu secuencia de hechizos: presta sus runas, no se elige por sí sola.",
        "runes.commit": "Tu carta de esta ronda está aquí boca abajo hasta que se revelen todas.",
        "runes.not_yours": "Esto es de {seat_name}.",
    },
}


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang`."""
    return _card_name(card_id, lang)


def own_refs(state: Any, seat: int) -> list[str]:
    """The refs of `seat`'s own cards: hand and spell sequence."""
    refs = [f"hand:{c}" for c in state.hands[seat] if c != HIDDEN]
    return refs + [f"seq:{seat}:{c['card']}" for c in state.sequences[seat] if c["card"] != HIDDEN]


def why_not(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now, or None to leave it to the engine."""
    parts = ref.split(":")
    if parts[0] in ("seq", "commit") and len(parts) >= 2 and parts[1].isdigit() and int(parts[1]) != seat:
        return Reason("runes.not_yours", {"seat": int(parts[1])})
    if parts[0] == "hand":
        if state.phase == "commit":
            return Reason("runes.hand_automaton") if state.slots and state.slots[0]["by"] != seat else None
        return Reason("runes.hand_played")
    if parts[0] == "seq" and len(parts) == 3:
        return Reason("runes.seq", {"card": parts[2]})
    if parts[0] == "commit":
        return Reason("runes.commit")
    return None
