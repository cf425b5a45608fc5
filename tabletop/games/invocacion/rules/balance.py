"""What Invocación's events say about cards, for `tabletop balance`: received, played, printed Poder added."""
from __future__ import annotations

from tabletop.engine.contract import CardUse, Event
from tabletop.games.invocacion.rules.cards import deck

#: events that put a card of the seat into play: the invocation, a Preparación play, an effect, a support
PLAYED = ("combat.invocation", "prep.played", "combat.support")


def card_uses(event: Event) -> list[CardUse]:
    """Cards received ("deal.received", "prep.drew"), played, and the Poder they added to their seat's total.

    The Poder credited is the invocation's printed Poder and a support's value: what the card
    itself brought to a combat, before the other cards' modifiers.
    """
    params = event.params
    if event.key in ("deal.received", "prep.drew"):
        return [CardUse(params["seat"], card, "drawn") for card in params["cards"]]
    if event.key in PLAYED:
        uses = [CardUse(params["seat"], params["card"], "played")]
        if event.key == "combat.invocation":
            uses.append(CardUse(params["seat"], params["card"], "measure", float(deck()[params["card"]].power)))
        return uses
    if event.key == "combat.supported":
        return [CardUse(params["seat"], params["card"], "measure", float(params["amount"]))]
    return []
