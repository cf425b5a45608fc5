"""What Rune Duel's events say about cards, for `tabletop balance`: drawn, played as runes, spell damage."""
from __future__ import annotations

from tabletop.engine.contract import CardUse, Event

#: spells whose `amount` is damage dealt to the target
DAMAGE_SPELLS = frozenset({"fireball", "ice_ray", "drain", "hit", "lightning_bolt"})


def card_uses(event: Event) -> list[CardUse]:
    """Cards drawn ("drew"), played ("reveal") and the damage of the spell each card activated ("spell")."""
    params = event.params
    if event.key == "drew":
        return [CardUse(params["seat"], card, "drawn") for card in params["cards"]]
    if event.key == "reveal":
        return [CardUse(int(seat), card, "played") for seat, card in params["cards"].items() if card]
    if event.key == "spell" and params.get("card"):
        hit = (params["spell"] in DAMAGE_SPELLS and params.get("outcome") == "done"
               and params.get("target") != params["caster"])
        return [CardUse(params["caster"], params["card"], "measure", float(params["amount"]) if hit else 0.0)]
    return []
