"""What Gnostica's events say about cards, for `tabletop balance`: drawn, played, territories made."""
from __future__ import annotations

from tabletop.engine.contract import CardUse, Event


def card_uses(event: Event) -> list[CardUse]:
    """Cards drawn ("drew"), played from the hand ("play", or laid as a territory) and each territory a card became.

    A card laid from the hand as a new territory (a Wands power) is played too; the territories
    a card became are the measure.
    """
    params = event.params
    if event.key == "drew":
        return [CardUse(params["seat"], card, "drawn") for card in params["cards"]]
    if event.key == "play":
        return [CardUse(params["seat"], params["card"], "played")]
    if event.key == "create_territory":
        made = CardUse(params["seat"], params["card"], "measure", 1.0)
        return [CardUse(params["seat"], params["card"], "played"), made] if event.reveals else [made]
    return []
