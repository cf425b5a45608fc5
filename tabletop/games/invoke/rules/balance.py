"""What Invoke's events say about cards, for `tabletop balance`: drawn and cast (in an invocation or a wand)."""
from __future__ import annotations

from tabletop.engine.contract import CardUse, Event


def card_uses(event: Event) -> list[CardUse]:
    """Cards drawn ("draw.card") and every card of a cast invocation or a used wand ("cast", "wand.used")."""
    params = event.params
    if event.key == "draw.card":
        return [CardUse(params["seat"], params["card"], "drawn")]
    if event.key in ("cast", "wand.used"):
        return [CardUse(params["seat"], card, "played") for card in params["cards"]]
    return []
