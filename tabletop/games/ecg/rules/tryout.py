"""Try this card in ECG (issue 30.5): the first seat brings a deck that may hold the card, and holds it in its opening
hand — swapped from the deck with the hand's last card, or, when the deck lacks it, in that card's place."""
from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.contract import Event
from tabletop.engine.errors import TabletopError
from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.rules.deckchoice import DEFAULT_DECKS
from tabletop.games.ecg.rules.state import EcgState
from tabletop.games.ecg.rules.vocabulary import KINGDOMS

_FIRST, _SECOND = (entry.strip() for entry in DEFAULT_DECKS.split(","))


def try_options(options: Mapping[str, Any], card_id: str) -> dict[str, Any]:
    """Without decks given, the first seat brings the ready-made deck of a kingdom that may hold the card."""
    chosen = dict(options)
    if "decks" in chosen or card_id not in lookup.all_cards():
        return chosen
    card = lookup.card(card_id)
    kingdoms = [card.kingdom] if card.kingdom else []
    kingdoms += [_FIRST, *KINGDOMS]
    own = next((k for k in kingdoms if card.playable_by(k)), _FIRST)
    chosen["decks"] = f"{own}, {_SECOND if own != _SECOND else _FIRST}"
    return chosen


def try_out(state: EcgState, seat: int, card_id: str) -> list[Event]:
    """Put `card_id` in `seat`'s opening hand; TabletopError when it is never in a hand or the deck may not hold it."""
    card = lookup.card(card_id)
    data = state.seats[seat]
    if card.kind in ("hero", "resource"):
        raise TabletopError(f"{card_id} is a {card.kind}: it is never in a hand; put it in a deck file and play "
                            "with --deck SEAT=FILE")
    if not card.playable_by(data["kingdom"]):
        raise TabletopError(f"{card_id} cannot be in a deck of {data['kingdom']}: try it with a deck that may hold it")
    hand, deck = data["hand"], data["deck"]
    if card_id in hand:
        pass
    elif card_id in deck:
        deck[deck.index(card_id)], hand[-1] = hand[-1], card_id
    else:  # a card the deck lacks takes the place of the hand's last card, in the deck's list too
        data["cards"].remove(hand[-1])
        data["cards"] = sorted(data["cards"] + [card_id])
        hand[-1] = card_id
    return [Event("try.card", {"seat": seat, "card": card_id, "cards": list(hand)}, audience=seat, reveals=True)]
