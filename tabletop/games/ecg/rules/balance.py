"""What ECG's events say about cards, for `tabletop balance`: drawn, played (court, battle, the stack),
and each card's measure: the wounds a troop dealt in maneuvers and strikes back, plus the renown a
card gained its controller (training it, or its effect or ability)."""
from __future__ import annotations

from tabletop.engine.contract import CardUse, Event

#: events that put a card of the seat into play
PLAYED = ("court.played", "troop.trained")
#: stack items that are a card in play acting, not a card being played
IN_PLAY = ("ability", "maneuver")
#: events of a troop dealing wounds: a Clash, a Charge, the target's strike back
DEALT = ("maneuver.clash", "maneuver.charge", "maneuver.response")


def card_uses(event: Event) -> list[CardUse]:
    """Cards drawn ("draw.cards"), played to court or trained, and actions, reactions, spells put on the stack."""
    params = event.params
    if event.key == "draw.cards":
        return [CardUse(params["seat"], card, "drawn") for card in params["cards"]]
    if event.key in PLAYED or event.key == "stack.pushed" and params.get("kind") not in IN_PLAY:
        return [CardUse(params["seat"], params["card"], "played")]
    if event.key in DEALT:
        return [CardUse(params["seat"], params["card"], "measure", float(params["amount"]))]
    if event.key == "hero.renown" and params.get("card") and params["amount"] > 0:
        return [CardUse(params["seat"], params["card"], "measure", float(params["amount"]))]
    return []
