"""What the other seats see of a play being chosen from the hand, and how a sample imagines it.

Until a play from the hand is committed (docs/rules/ecg.md, interpretation 34) its card, its kind
and the choices it asks stay with its player: the others see only that a card of that player's
hand is being played and how many cards its cost has set aside (face down). Once committed, the
stack shows the card and its targets to everyone. A play may be cancelled until then, so showing
what it asks would tell the opponent something of a card that goes back into the hand.
"""
from __future__ import annotations

from tabletop.games.ecg.rules import play
from tabletop.games.ecg.rules.state import HIDDEN, EcgState


def _masked(pending: dict | None) -> bool:
    """True for a chain whose card-dependent fields an observation masked."""
    return pending is not None and pending["kind"] == "chain" and pending["what"] == HIDDEN


def mask_pending_play(state: EcgState, seat: int | None) -> None:
    """In an observation for `seat`: another player's play from the hand shows only that it is being played."""
    pending = state.pending
    if pending is not None and pending["kind"] == "chain" and pending["from_hand"] and pending["seat"] != seat:
        state.pending = {**pending, "what": HIDDEN, "ability": None, "asks": [], "chosen": [], "answers": None}


def imagine_pending_play(state: EcgState) -> None:
    """In a sample (cards already drawn for HIDDEN): a masked play becomes a play of the card drawn for it.

    Its asks are that card's, after as many discards as the cards set aside (those made, as chosen)."""
    pending = state.pending
    if not _masked(pending):
        return
    card_id = pending["card"]
    what, ability = play.hand_play(card_id, react=state.window is not None)
    pending.update(what=what, ability=ability, answers=len(state.stack) - 1 if what == "react" else None)
    try:
        asks = play.chain_asks(state, pending)
    except (IndexError, ValueError):  # a drawn card this play could not be (its prayer stages used up)
        asks = []
    discards = next((i for i, ask in enumerate(asks) if ask["for"] != "discard"), len(asks))
    extra = [{"for": "discard", "cost": 0}] * max(0, len(pending["held"]) - discards)
    pending.update(asks=extra + asks, chosen=list(pending["held"]))  # the discards set aside, as chosen
