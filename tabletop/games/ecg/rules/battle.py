"""The battle: formation lines, strength, adjacency, wounds and morale, the two maneuvers.

The four formation lines, seen from a seat, in order: its Soporte, its Infantería, the opponent's
Infantería, the opponent's Soporte. Lines are contiguous; a line that is empty or whose troops all
have strength 0 is skipped (seed: Tropas adyacentes). A troop's enemy-adjacent line is the first
line towards the enemy, skipping those, if that line is the enemy's.

Maneuvers (docs/rules/ecg.md, "Maneuvers"): a ready troop (preparation 0, strength above 0, no
maneuver yet this turn) may
- **Enfrentamiento** (Clash): it deals as many wounds as its strength to an adjacent enemy troop,
  which answers with response damage equal to its strength after the wounds;
- **Carga** (Charge), from the Infantería only: the same with one wound more, then the troop
  recovers (2 turns of preparation).
Wounds dealt to an enemy troop cost its hero that much morale, at most the troop's strength;
response damage costs no morale. It is won when the acting troop ends stronger than its target.
"""
from __future__ import annotations

from typing import Iterator

from tabletop.engine.contract import Event
from tabletop.games.ecg.rules import lookup, trigger_queue
from tabletop.games.ecg.rules.state import HAND_LIMIT, INFANTRY, LINES, SUPPORT, EcgState

CLASH, CHARGE = "clash", "charge"
MANEUVERS = (CLASH, CHARGE)
CHARGE_BONUS = 1
RECOVERY_TURNS = 2


def strength(troop: dict) -> int:
    """A troop's strength now: printed, minus wounds, plus this turn's bonuses, never below 0."""
    value = lookup.card(troop["card"]).power - troop["wounds"] + troop["boost"]
    return value if value > 0 else 0


def troops(state: EcgState, seat: int) -> Iterator[tuple[str, dict]]:
    """(line, troop) of every troop `seat` has in battle, Infantería first."""
    for line in LINES:
        for troop in state.seats[seat]["lines"][line]:
            yield line, troop


def find_troop(state: EcgState, uid: int) -> tuple[int, str, dict] | None:
    """(owner, line, troop) of the troop in battle with id `uid`, or None."""
    for seat, data in enumerate(state.seats):
        lines = data["lines"]
        for line in LINES:
            for troop in lines[line]:
                if troop["uid"] == uid:
                    return seat, line, troop
    return None


def line_holds(state: EcgState, seat: int, line: str) -> bool:
    """True when `seat`'s `line` counts for adjacency: some troop in it has strength above 0."""
    cards = lookup.all_cards()
    for troop in state.seats[seat]["lines"][line]:
        if cards[troop["card"]].power - troop["wounds"] + troop["boost"] > 0:  # `strength`, a call less per troop
            return True
    return False


def formation(seat: int, opponent: int) -> list[tuple[int, str]]:
    """The four lines from `seat`'s side to the opponent's: (owner, line)."""
    return [(seat, SUPPORT), (seat, INFANTRY), (opponent, INFANTRY), (opponent, SUPPORT)]


def enemy_adjacent_line(state: EcgState, seat: int, line: str) -> tuple[int, str] | None:
    """The enemy line adjacent to `seat`'s `line` (empty and strength-0 lines skipped), or None.

    (The lines of `formation` past `line`: from the Soporte, first one's own Infantería.)"""
    if line == SUPPORT and line_holds(state, seat, INFANTRY):
        return None
    enemy = state.opponent(seat)
    for other in (INFANTRY, SUPPORT):
        if line_holds(state, enemy, other):
            return enemy, other
    return None


def adjacent_enemies(state: EcgState, seat: int, line: str) -> list[dict]:
    """The enemy troops (strength above 0) adjacent to a troop of `seat` in `line`."""
    found = enemy_adjacent_line(state, seat, line)
    if found is None:
        return []
    owner, other = found
    cards = lookup.all_cards()
    return [t for t in state.seats[owner]["lines"][other] if cards[t["card"]].power - t["wounds"] + t["boost"] > 0]


def maneuver_choices(state: EcgState, seat: int) -> list[tuple[str, int, int]]:
    """Every (maneuver, troop uid, target uid) `seat` may carry out now."""
    choices = []
    lines = state.seats[seat]["lines"]
    cards = lookup.all_cards()
    for line in LINES:
        targets = None  # the same for every troop of the line: worked out once it is needed
        for troop in lines[line]:
            if troop["prep"] > 0 or troop["moved"] or \
                    cards[troop["card"]].power - troop["wounds"] + troop["boost"] <= 0:
                continue  # not ready: it has preparation, has maneuvered this turn or has no strength
            if targets is None:
                targets = [target["uid"] for target in adjacent_enemies(state, seat, line)]
                if not targets:  # nobody to maneuver against from this line
                    break
            uid = troop["uid"]
            for target in targets:
                choices.append((CLASH, uid, target))
            if line == INFANTRY:
                for target in targets:
                    choices.append((CHARGE, uid, target))
    return choices


def _by(by: str | None) -> dict:
    """The `by` parameter of an event: the card whose effect, ability or maneuver did it (none: nothing)."""
    return {"by": by} if by else {}


def wound(state: EcgState, uid: int, amount: int, by_enemy: bool, morale: bool = True,
          by: str | None = None) -> list[Event]:
    """`amount` wounds on troop `uid` (dealt by card `by`); dealt by its enemy, its hero loses that much morale
    (at most its strength). The event says the troop's Strength after the wounds."""
    found = find_troop(state, uid)
    if found is None or amount <= 0:
        return []
    owner, _line, troop = found
    before = strength(troop)
    troop["wounds"] += amount
    params = {"seat": owner, "card": troop["card"], "uid": uid, "amount": amount, "strength": strength(troop)}
    events = [Event("troop.wounded", params | _by(by))]
    _fire(state, owner, uid, troop["card"], "on_wounded")
    lost = min(amount, before)
    if by_enemy and morale and lost > 0:
        events += change_morale(state, owner, -lost, for_card=troop["card"])
    return events


def heal(state: EcgState, uid: int, amount: int, by: str | None = None) -> list[Event]:
    """Recover up to `amount` wounds of troop `uid` (by card `by`); its hero recovers as much morale (not above
    the hero's)."""
    found = find_troop(state, uid)
    if found is None:
        return []
    owner, _line, troop = found
    healed = min(amount, troop["wounds"])
    if healed <= 0:
        return []
    troop["wounds"] -= healed
    params = {"seat": owner, "card": troop["card"], "uid": uid, "amount": healed, "strength": strength(troop)}
    return [Event("troop.healed", params | _by(by))] + change_morale(state, owner, healed)


def max_morale(state: EcgState, seat: int) -> int:
    """The morale printed on `seat`'s hero (morale is never recovered above it)."""
    return int(lookup.card(state.seats[seat]["hero"]).morale)


def change_morale(state: EcgState, seat: int, amount: int, for_card: str | None = None) -> list[Event]:
    """Add `amount` (negative: a loss) to `seat`'s morale, a gain capped at the hero's (`for_card`: the troop
    whose wounds cost it, named in the event)."""
    data = state.seats[seat]
    before = data["morale"]
    if amount > 0:
        data["morale"] = max(before, min(max_morale(state, seat), before + amount))
    else:
        data["morale"] = before + amount
    if data["morale"] == before:
        return []
    params = {"seat": seat, "amount": data["morale"] - before, "morale": data["morale"]}
    return [Event("hero.morale", params | ({"card": for_card} if for_card else {}))]


def maneuver(state: EcgState, seat: int, kind: str, uid: int, target_uid: int) -> list[Event]:
    """Carry out a Clash or a Charge of troop `uid` against enemy troop `target_uid`."""
    _owner, _line, troop = find_troop(state, uid)
    target_owner, _tline, target = find_troop(state, target_uid)
    troop["moved"] = True
    dealt = strength(troop) + (CHARGE_BONUS if kind == CHARGE else 0)
    events = [Event(f"maneuver.{kind}", {"seat": seat, "card": troop["card"], "uid": uid,
                                         "target_card": target["card"], "target_uid": target_uid,
                                         "target_seat": target_owner, "amount": dealt})]
    events += wound(state, target_uid, dealt, by_enemy=True, by=troop["card"])
    response = strength(target)
    if response > 0:
        events.append(Event("maneuver.response", {"seat": target_owner, "card": target["card"], "amount": response}))
        events += wound(state, uid, response, by_enemy=True, morale=False, by=target["card"])
    else:  # said, so a player sees why the target did not hit back (and why theirs fell at once)
        events.append(Event("maneuver.no_response", {"seat": target_owner, "card": target["card"]}))
    if kind == CHARGE:
        events += recover(state, uid)
    won = strength(troop) > strength(target)
    if won:
        _fire(state, seat, uid, troop["card"], "on_win")
    events.append(Event("maneuver.won" if won else "maneuver.lost", {
        "seat": seat, "card": troop["card"], "maneuver": kind, "target_card": target["card"],
        "strength": strength(troop), "target_strength": strength(target)}))
    return events


def recover(state: EcgState, uid: int) -> list[Event]:
    """Recuperación: the troop gets 2 turns of preparation."""
    found = find_troop(state, uid)
    if found is None:
        return []
    owner, _line, troop = found
    troop["prep"] += RECOVERY_TURNS
    return [Event("troop.recovery", {"seat": owner, "card": troop["card"], "uid": uid, "turns": RECOVERY_TURNS})]


def remove_troop(state: EcgState, uid: int, to: str = "discard", by: str | None = None,
                 fallen: bool = False) -> list[Event]:
    """Take troop `uid` out of battle into its owner's `to` pile (discard, exile, hand), by card `by`, or
    `fallen` at Strength 0 in the Resolución."""
    found = find_troop(state, uid)
    if found is None:
        return []
    owner, line, troop = found
    if to == "hand" and len(state.seats[owner]["hand"]) >= HAND_LIMIT:
        to = "discard"  # a full hand takes no more: the troop goes to the discard
    state.seats[owner]["lines"][line].remove(troop)
    state.seats[owner][to].append(troop["card"])
    if to == "discard":
        _fire(state, owner, uid, troop["card"], "on_destroyed")
    params = {"seat": owner, "card": troop["card"], "uid": uid} | _by(by) | ({"fallen": True} if fallen else {})
    return [Event(f"troop.to_{to}", params, reveals=to == "hand")]


def _fire(state: EcgState, seat: int, uid: int, card_id: str, trigger: str) -> None:
    """Queue the troop's abilities that answer `trigger` (trigger_queue.py)."""
    trigger_queue.fire(state, seat, uid, card_id, trigger, "battle")


def destroy_fallen(state: EcgState) -> list[Event]:
    """Resolución: every troop in battle (both seats) with strength 0 is destroyed."""
    events: list[Event] = []
    cards = lookup.all_cards()
    for data in state.seats:
        fallen = []
        for line in LINES:
            for troop in data["lines"][line]:
                if cards[troop["card"]].power - troop["wounds"] + troop["boost"] <= 0:  # `strength`, inline
                    fallen.append(troop)
        for troop in fallen:
            events += remove_troop(state, troop["uid"], fallen=True)
    return events
