"""What Gnostica's events say about cards, for `tabletop balance`: drawn, played, territories made."""
from __future__ import annotations

from tabletop.engine.contract import CardUse, Event


def card_uses(event: Event) -> list[CardUse]:
    """Cards drawn ("drew"), played from the hand ("play") and each territory a card became ("create_territory")."""
    params = event.params
    if event.key == "drew":
        return [CardUse(params["seat"], card, "drawn") for card in params["cards"]]
    if event.key == "play":
        return [CardUse(params["seat"], params["card"], "played")]
    if event.key == "create_territory":
        return [CardUse(params["seat"], params["card"], "measure", 1.0)]
    return []
