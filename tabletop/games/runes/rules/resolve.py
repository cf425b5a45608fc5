"""What spells and monster attacks do once cast: damage, healing, effects, protections.

Timing rule used throughout: an effect cast this turn ("fresh") already protects against
a later spell of the same turn only when that spell's card is lower than or equal to the
card the effect was cast with (monster attacks count as the lowest card). Shield and
Counter-spell protect for the rest of the round in which they were cast.
"""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.runes.rules.cards import card
from tabletop.games.runes.rules.model import RunesState
from tabletop.games.runes.rules.spells import COUNTER, MONSTERS, SPELLS

MONSTER_CARD = -1  # monster attacks count as the lowest card for the timing rule

#: spell -> (effect kind, suit giving its duration); Protection lasts suns+waves+leaves turns
DURATION = {
    "resist_cold": "suns", "resist_heat": "waves", "speed": "suns", "invisibility": "waves",
    "fear": "leaves", "poison": "waves", "charm": "leaves", "electric_touch": "waves",
    "protection": None,
}
#: spells Magic Mirror can send back to their caster
REFLECTABLE = {"fireball", "ice_ray", "drain", "hit", "lightning_bolt", "amnesia", "confusion",
               "speed", "invisibility", "fear", "poison", "charm", "electric_touch"}


def played_order(state: RunesState, seat: int) -> int:
    """The order value of the card `seat` revealed this round (-1 if none)."""
    played = state.played[seat]
    return card(played).order if played else MONSTER_CARD


def protected(effects: list[dict], kind: str, attack_card: int) -> bool:
    """True when an effect of `kind` protects against an attack from `attack_card`."""
    for e in effects:
        if e["kind"] == kind and (not e["fresh"] or e["card"] >= attack_card):
            return True
    return False


def shielded(state: RunesState, seat: int, attack_card: int) -> bool:
    """Shield this round, or the advanced Protection."""
    return state.shielded[seat] or protected(state.effects[seat], "protection", attack_card)


def invisible_to(state: RunesState, seat: int, attacker: int, attack_card: int) -> bool:
    """True when `seat` cannot be targeted by `attacker` (Invisibility; never by oneself)."""
    return seat != attacker and protected(state.effects[seat], "invisibility", attack_card)


def feared(effects: list[dict], attack_card: int) -> bool:
    """True when Fear stops the use of Wyrm runes (or a monster's attack)."""
    return protected(effects, "fear", attack_card)


def hurt(state: RunesState, seat: int, amount: int) -> int:
    """Take `amount` life from a mage; return what was taken."""
    state.life[seat] -= amount
    return amount


def heal(state: RunesState, seat: int, amount: int) -> int:
    """Give back up to `amount` life (never above the maximum); return what was gained."""
    gained = max(0, min(amount, state.max_life[seat] - state.life[seat]))
    state.life[seat] += gained
    return gained


def add_effect(effects: list[dict], kind: str, turns: int, card_order: int, caster: int, power: int = 0) -> None:
    """Add an effect; the same kind again extends it (longest duration, strongest power).

    A new effect's `turns` start next turn; one already running also counts this turn (the
    end of this turn takes one off it), so cast again it keeps at least `turns` + 1.
    """
    for e in effects:
        if e["kind"] == kind:
            e["turns"] = max(e["turns"], turns if e["fresh"] else turns + 1)
            e["power"] = max(e["power"], power)
            e["caster"] = caster
            if e["fresh"]:
                e["card"] = max(e["card"], card_order)
            return
    effects.append({"kind": kind, "turns": turns, "fresh": True, "card": card_order,
                    "caster": caster, "power": power})


#: hostile spells on a mage that a Shield does not stop (it stops only Hit, Drain and Confusion)
SHIELD_PASSES = frozenset({"fireball", "ice_ray", "lightning_bolt", "amnesia", "fear", "poison", "charm"})


def cast(state: RunesState, caster: int, spell: str, energy: dict, target, card_order: int,
         flips: list[str] | None = None, reflected: bool = False) -> dict:
    """Resolve one spell and return the parameters of its "spell" log event (play-outs build no event)."""
    params = {"caster": caster, "spell": spell, "energy": dict(energy), "target": target,
              "outcome": "done", "amount": 0}
    if isinstance(target, str):
        _on_monster(state, caster, spell, energy, target, card_order, params)
        return params
    if target is not None and state.countered[target] and spell != COUNTER and not SPELLS[spell].physical:
        params["outcome"] = "countered"
        return params
    logged = not reflected and spell in REFLECTABLE  # Magic Mirror may send it back: keep what it did
    entry = {"spell": spell, "caster": caster, "target": target, "energy": dict(energy), "card": card_order,
             "lost": 0, "gained": 0, "flipped": [], "mirrored": reflected} if logged else {}
    _ON_MAGE[spell](state, caster, energy, target, card_order, params, entry, flips)
    if params["outcome"] == "done" and spell in SHIELD_PASSES and target != caster and \
            shielded(state, target, card_order):
        params["shield_passed"] = True  # the log says why the Shield did not stop it
    if logged and params["outcome"] == "done" and target != caster:
        state.round_log.append(entry)
    return params


def _n(energy: dict, suit: str) -> int:
    return energy.get(suit, 0)


def _resist(kind_blocks: str):
    def run(state, caster, energy, target, card_order, params, entry, flips):
        spell = params["spell"]
        suit = DURATION[spell]
        turns = sum(energy.values()) if suit is None else _n(energy, suit)
        add_effect(state.effects[target], spell, turns, card_order, caster)
        params["amount"] = turns
    return run


def _heal(state, caster, energy, target, card_order, params, entry, flips):
    params["amount"] = heal(state, target, _n(energy, "leaves"))


def _shield(state, caster, energy, target, card_order, params, entry, flips):
    state.shielded[target] = True


def _damage(blocker: str | None, suit: str | None):
    def run(state, caster, energy, target, card_order, params, entry, flips):
        amount = 1 if suit is None else _n(energy, suit)
        if blocker == "shield" and shielded(state, target, card_order):
            params["outcome"] = "shielded"
            return
        if blocker in ("resist_heat", "resist_cold") and protected(state.effects[target], blocker, card_order):
            params["outcome"] = blocker
            return
        entry["lost"] = params["amount"] = hurt(state, target, amount)
        if params["spell"] == "drain":
            entry["gained"] = heal(state, caster, amount)
        if params["spell"] == "hit" and state.effects[target] and \
                protected(state.effects[target], "electric_touch", card_order):
            hurt(state, caster, 1)
            params["shock"] = 1
    return run


def _amnesia(state, caster, energy, target, card_order, params, entry, flips):
    if flips is None:  # reflected: the newest face-up cards
        flips = [c for c in reversed(state.face_up(target))][:_n(energy, "leaves")]
    for c in state.sequences[target]:
        if c["card"] in flips:
            c["face_down"] = True
    entry["flipped"] = list(flips)
    params["amount"] = len(flips)
    params["cards"] = list(flips)


def _confusion(state, caster, energy, target, card_order, params, entry, flips):
    if shielded(state, target, card_order):
        params["outcome"] = "shielded"
        return
    if state.effect(target, "confusion") is None:
        add_effect(state.effects[target], "confusion", 1, card_order, caster)


def _counter(state, caster, energy, target, card_order, params, entry, flips):
    state.countered[target] = True


def _summon(state, caster, energy, target, card_order, params, entry, flips):
    kind, attack_suit, life_suit, _ = MONSTERS[params["spell"]]
    monster_id = f"m{state.next_monster}"
    state.next_monster += 1
    life = _n(energy, life_suit)
    state.monsters.append({"id": monster_id, "kind": kind, "owner": caster, "life": life,
                           "max_life": life, "attack": _n(energy, attack_suit), "effects": []})
    params["monster"] = monster_id
    params["amount"] = _n(energy, attack_suit)


def _lightning(state, caster, energy, target, card_order, params, entry, flips):
    entry["lost"] = params["amount"] = hurt(state, target, _n(energy, "suns"))


def _poison(state, caster, energy, target, card_order, params, entry, flips):
    add_effect(state.effects[target], "poison", _n(energy, "waves"), card_order, caster, _n(energy, "leaves"))
    params["amount"] = _n(energy, "leaves")


def _remove_enchantment(state, caster, energy, target, card_order, params, entry, flips):
    params["amount"] = len(state.effects[target])
    state.effects[target] = []
    state.shielded[target] = state.countered[target] = False


def _dispel(state, caster, energy, target, card_order, params, entry, flips):
    for seat in range(state.num_seats):
        state.effects[seat] = []
        state.shielded[seat] = state.countered[seat] = False
    params["amount"] = len(state.monsters)
    state.monsters = []


def _mirror(state, caster, energy, target, card_order, params, entry, flips):
    reflected = []
    for logged in state.round_log:
        origin = logged["caster"]
        if logged["target"] != target or origin == target or logged["mirrored"] or not state.alive(origin):
            continue
        logged["mirrored"] = True
        _undo(state, logged)
        outcome = cast(state, target, logged["spell"], logged["energy"], origin, card_order, reflected=True)["outcome"]
        reflected.append({"spell": logged["spell"], "to": origin, "outcome": outcome})
    params["reflected"] = reflected
    params["amount"] = len(reflected)


def _undo(state: RunesState, logged: dict) -> None:
    """Take back what a logged spell did to its target (for Magic Mirror)."""
    target, origin = logged["target"], logged["caster"]
    state.life[target] = min(state.max_life[target], state.life[target] + logged["lost"])
    state.life[origin] -= logged["gained"]
    kind = logged["spell"]
    if kind in DURATION or kind == "confusion":
        state.effects[target] = [e for e in state.effects[target]
                                 if not (e["kind"] == kind and e["caster"] == origin)]
    for c in state.sequences[target]:
        if c["card"] in logged["flipped"]:
            c["face_down"] = False


_ON_MAGE = {
    "resist_cold": _resist("resist_cold"), "resist_heat": _resist("resist_heat"),
    "heal": _heal, "shield": _shield,
    "fireball": _damage("resist_heat", "suns"), "ice_ray": _damage("resist_cold", "waves"),
    "drain": _damage("shield", "leaves"), "hit": _damage("shield", None),
    "speed": _resist("speed"), "invisibility": _resist("invisibility"),
    "amnesia": _amnesia, "confusion": _confusion, COUNTER: _counter,
    "summon_troll": _summon, "summon_fire_elemental": _summon, "summon_ice_elemental": _summon,
    "protection": _resist("protection"), "lightning_bolt": _lightning, "fear": _resist("fear"),
    "poison": _poison, "charm": _resist("charm"), "electric_touch": _resist("electric_touch"),
    "remove_enchantment": _remove_enchantment, "magic_mirror": _mirror, "dispel_magic": _dispel,
}


def _on_monster(state, caster, spell, energy, monster_id, card_order, params) -> None:
    """A Wyrm spell (or Remove Enchantment) aimed at a monster."""
    m = state.monster(monster_id)
    params["monsters"] = {monster_id: {"kind": m["kind"], "owner": m["owner"]}}
    amount = {"fireball": _n(energy, "suns"), "ice_ray": _n(energy, "waves"), "drain": _n(energy, "leaves"),
              "hit": 1, "lightning_bolt": _n(energy, "suns")}.get(spell)
    if amount is not None:
        m["life"] -= amount
        params["amount"] = amount
        if spell == "drain":
            heal(state, caster, amount)
    elif spell == "remove_enchantment":
        m["life"] = 0
    elif spell == "charm":
        m["owner"] = caster
    elif spell == "fear":
        add_effect(m["effects"], "fear", _n(energy, "leaves"), card_order, caster)
    elif spell == "poison":
        add_effect(m["effects"], "poison", _n(energy, "waves"), card_order, caster, _n(energy, "leaves"))
    if m["life"] <= 0:
        state.monsters.remove(m)
        params["slain"] = True


def monster_attack(state: RunesState, monster: dict, target) -> Event:
    """A monster hits a mage or another monster; returns the log event."""
    params = {"monster": monster["id"], "kind": monster["kind"], "caster": monster["owner"],
              "target": target, "amount": 0, "outcome": "done"}
    if isinstance(target, str):
        other = state.monster(target)
        params["monsters"] = {target: {"kind": other["kind"], "owner": other["owner"]}}
        other["life"] -= monster["attack"]
        params["amount"] = monster["attack"]
        if other["life"] <= 0:
            state.monsters.remove(other)
            params["slain"] = True
        return Event("monster_attack", params)
    blocker = {"troll": "shield", "fire_elemental": "resist_heat", "ice_elemental": "resist_cold"}[monster["kind"]]
    if blocker == "shield" and shielded(state, target, MONSTER_CARD) or \
            blocker != "shield" and protected(state.effects[target], blocker, MONSTER_CARD):
        params["outcome"] = "shielded" if blocker == "shield" else blocker
        return Event("monster_attack", params)
    params["amount"] = hurt(state, target, monster["attack"])
    if protected(state.effects[target], "electric_touch", MONSTER_CARD):
        monster["life"] -= 1
        params["shock"] = 1
        if monster["life"] <= 0:
            state.monsters.remove(monster)
    return Event("monster_attack", params)
