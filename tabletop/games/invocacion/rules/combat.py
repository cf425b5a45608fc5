"""Invocación's combat: steps 1-5 as separate visible events, then step 6, actions and reactions.

Steps 1-5 (automatic, in order): every invocation is revealed at once (`combat.invocation`);
each seat in priority order pays its sacrifice, choosing the cards (`give`, unless the
choice is forced) or is out of the round (`combat.unpaid`); Maná icons take cards from
the discard (`prep.mana`); when two or more invocation effects are to activate, the seats may buy
priority first (`bid`: `priority` or `pass`, interpretation 38); invocation effects with the Combate
icon resolve in the priority order in force, their owner choosing targets (`target`); the leader is
announced (`combat.leader`).

Step 6 is a loop: the seat whose `turn` it is acts or passes. An action (reveal, support,
boost, barrier) opens a reaction window: every other seat still in the combat, in priority
order, answers with one action of its own or passes; then the action and its reactions
resolve in priority order (the seed's "Acción y Reacción"). Buying priority and
withdrawing take effect at once and open no window. Combat ends when at most one seat is
left in it, or when every seat left passed in a row (a full cycle with no action).

Actions (`Action.kind`, args):
- act / react: `reveal` (a face-down Conjuro of yours whose Combate effect can apply),
  `support` (a face-down Apoyo; 2 Maná, once per combat), `boost` (X Maná on your
  invocation, once), `barrier` (1 Maná on a revealed Conjuro of yours), `priority`
  (1 Maná, once; the Guardián's purchase cannot be outbid), `withdraw`, `pass`;
- `target` (seat): a seat an effect chooses, picked by the effect's owner;
- `give` (card): a card its owner gives up: a sacrifice, a destroyed card, a discard.

State: `InvocacionState.combat` is None outside the combat, else a plain dict:
- `order`: the seats in priority order (a purchase moves the buyer to the front);
  `locked`: the Guardián bought priority; `bought`, `boosted`, `supported`: seats that
  used their once-per-combat purchase, boost or support;
- `turn`: the seat acting in step 6; `quiet`: passes in a row since the last action;
  `actor`: whose action the open window answers;
- `pending`: the action being answered and its reactions, each `{"seat", "kind",
  "card"?, "amount"?, "chosen"?}`; `responders`: seats still to answer the window;
- `jobs`: what still happens automatically, in order, each `{"do": name, ...}` (see JOBS);
- `ask`: the decision awaited, `{"seat", "kind"}` with kind `act`, `react`, `bid` (buy priority
  before step 4, or pass), `target` (`card`, `need`, `chosen`, `then`) or `give` (`zone`, `count`,
  `reason`); `bidders`: the seats still to be asked in that bidding.
Per area (zones.SeatArea): `out`, `withdrawn`, `boost`, `support_mana`, `Slot.invoked` (the invoked Apoyo),
`Slot.barrier`, `spent` (priority), `blocked` (face-up blocked cards), `Slot.blocked`.
"""
from __future__ import annotations

from typing import Callable

from tabletop.engine.contract import Action, Event
from tabletop.engine.errors import IllegalActionError
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.copies import card_actions, named_place, slot_index
from tabletop.games.invocacion.rules.effects import Block, Destroy, Discard, Draw, ExchangePower, GainMana, Modify, \
    Reveal, SwapPrinted
from tabletop.games.invocacion.rules.endgame import end_combat
from tabletop.games.invocacion.rules.power import leaders, resolve_instant, swap_printed, total_power
from tabletop.games.invocacion.rules.reach import (blockable, effect_applies, give_places, reached,
                                             target_candidates, targets_needed)
from tabletop.games.invocacion.rules.readings import reading
from tabletop.games.invocacion.rules.rounds import draw, gain_mana, look
from tabletop.games.invocacion.rules.state import COMBAT, InvocacionState
from tabletop.games.invocacion.rules.variants import playing
from tabletop.games.invocacion.rules.zones import Activation, Slot

SUPPORT_COST = 2
PRIORITY_COST = 1
BARRIER_COST = 1
#: the kinds of action a seat may take in step 6 (acting or reacting)
MOVES = ("reveal", "support", "boost", "barrier", "priority", "withdraw", "pass")
#: the kinds that open a reaction window and then resolve in priority order
WINDOW_MOVES = ("reveal", "support", "boost", "barrier")


# --- steps 1-5 ------------------------------------------------------------------------------------

def start_combat(state: InvocacionState) -> list[Event]:
    """Preparación is over: reveal every invocation, then run steps 2-5 up to the first decision."""
    state.phase, state.turn, state.choice = COMBAT, None, None
    order = state.priority()
    state.combat = {"order": order, "locked": False, "bought": [], "boosted": [], "supported": [],
                    "turn": None, "quiet": 0, "actor": None, "pending": [], "responders": [],
                    "jobs": [], "ask": None, "bidders": []}
    events = [Event("prep.over", {})]
    fighting = playing(state)
    for seat in order:
        area = state.area(seat)
        if seat not in fighting:  # Armagedón's referee
            area.out = True
        elif area.invocation is None:
            area.out = True
            events.append(Event("combat.no_invocation", {"seat": seat}))
        else:
            area.invocation_face_up = True
            events.append(Event("combat.invocation", {"seat": seat, "card": area.invocation}, reveals=True))
    invoking = [s for s in order if not state.area(s).out]
    state.combat["jobs"] = ([{"do": "sacrifice", "seat": s} for s in invoking]
                            + [{"do": "mana"}, {"do": "bid"}, {"do": "invocations"}, {"do": "leader"}])
    return events + run(state)


def run(state: InvocacionState) -> list[Event]:
    """Carry out the automatic jobs in order until a decision is needed or the combat is over."""
    events: list[Event] = []
    while state.combat is not None and state.combat["ask"] is None:
        job = state.combat["jobs"].pop(0)
        events += JOBS[job["do"]](state, job)
    return events


def _front(state: InvocacionState, jobs: list[dict]) -> None:
    """Put `jobs` before every job waiting (they happen next, in their order)."""
    state.combat["jobs"][:0] = jobs


def _sacrifice(state: InvocacionState, job: dict) -> list[Event]:
    """Step 2: pay the invocation's sacrifice in full, or be out of the round (the invocation stays)."""
    seat = job["seat"]
    area = state.area(seat)
    cost = deck()[area.invocation].cost
    if len(area.conjuros) < cost.conjuros or len(area.apoyos) < cost.apoyos:
        area.out = True
        return [Event("combat.unpaid", {"seat": seat})]
    _front(state, [{"do": "give", "seat": seat, "zone": zone, "count": count, "reason": "sacrifice"}
                   for zone, count in (("conjuros", cost.conjuros), ("apoyos", cost.apoyos)) if count])
    return []


def _mana(state: InvocacionState, job: dict) -> list[Event]:
    """Step 3: each invocation's Maná icons take that many cards from the top of the discard."""
    events: list[Event] = []
    for seat in state.combat["order"]:
        area = state.area(seat)
        if not area.out and deck()[area.invocation].mana:
            events += gain_mana(state, seat, deck()[area.invocation].mana)
    return events


def _bid(state: InvocacionState, job: dict) -> list[Event]:
    """Before step 4, when two or more invocation effects will activate: the seats may buy priority, in order.

    "Puedes ganar prioridad en la ronda para la aplicación de efectos de invocación ... Cualquiera de los jugadores
    puede hacer el mismo pago para ganar esa prioridad nuevamente" (interpretation 38). Not with `late_priority`.
    """
    activating = [s for s in in_combat(state) if deck()[state.area(s).invocation].phase == "combat"
                  and deck()[state.area(s).invocation].effect is not None]
    if reading(state, "late_priority") or len(activating) < 2:
        return []
    state.combat["bidders"] = list(in_combat(state))
    return _ask_bid(state)


def _ask_bid(state: InvocacionState) -> list[Event]:
    """Ask the next seat of the bidding that can still buy priority (none left: step 4 goes on)."""
    combat = state.combat
    while combat["bidders"]:
        seat = combat["bidders"].pop(0)
        if can_buy_priority(state, seat):
            combat["ask"] = {"seat": seat, "kind": "bid"}
            break
    return []


def _bid_answered(state: InvocacionState, seat: int, kind: str) -> list[Event]:
    """A seat bought priority (everybody else may buy it back) or passed; ask the next one."""
    events = _at_once(state, seat, kind)
    if kind == "priority":
        state.combat["bidders"] = [s for s in in_combat(state) if s != seat]
    return events + _ask_bid(state) + run(state)


def _invocations(state: InvocacionState, job: dict) -> list[Event]:
    """Step 4: the invocation effects, in the priority order in force (bought priority included)."""
    _front(state, [{"do": "invoke", "seat": s} for s in state.combat["order"] if not state.area(s).out])
    return []


def _invoke(state: InvocacionState, job: dict) -> list[Event]:
    """Step 4: an invocation with the Combate icon activates its effect (obligatory)."""
    seat = job["seat"]
    area = state.area(seat)
    card = deck()[area.invocation]
    if area.out or card.phase != "combat" or card.effect is None:
        return []
    if len(target_candidates(state, seat, card.id)) < targets_needed(card.id):  # the log says why: nothing to act on
        return [Event("combat.idle", {"seat": seat, "card": card.id})]
    return _choose_or_go(state, seat, card.id, "invoke")


def _leader(state: InvocacionState, job: dict) -> list[Event]:
    """Step 5: announce who is winning, then step 6 begins with the first seat in priority."""
    lead = leaders(state.board, deck())
    if len(lead) == 1:
        power = total_power(state.board, lead[0], deck()).total
        events = [Event("combat.leader", {"seat": lead[0], "power": power})]
    else:
        events = [Event("combat.no_leader", {})]
    return events + _open_turn(state, None)


# --- effects --------------------------------------------------------------------------------------

def _choose_or_go(state: InvocacionState, seat: int, card: str, then: str) -> list[Event]:
    """Ask the owner for the effect's targets, unless there is nothing to choose."""
    need, candidates = targets_needed(card), target_candidates(state, seat, card)
    if need and len(candidates) > need:
        state.combat["ask"] = {"seat": seat, "kind": "target", "card": card, "need": need, "chosen": [], "then": then}
        return []
    return _targeted(state, seat, card, candidates[:need], then)


def _targeted(state: InvocacionState, seat: int, card: str, chosen: list[int], then: str) -> list[Event]:
    """The targets are known: an invocation's effect resolves now, a Conjuro's is declared."""
    if then == "invoke":
        _front(state, [{"do": "effect", "seat": seat, "card": card, "chosen": chosen}])
        return []
    return _declared(state, {"seat": seat, "kind": "reveal", "card": card, "chosen": chosen}, then == "react")


def _effect(state: InvocacionState, job: dict) -> list[Event]:
    """Resolve an effect: record it (constant power changes follow from that), fix its instant amounts, then its actions."""
    seat, card = job["seat"], job["card"]
    area = state.area(seat)
    stopped = card in area.blocked or (card != area.invocation and not effect_applies(state, seat, card, job["chosen"]))
    if not area.in_play_face_up(card) or stopped:  # "no puede aplicarse ... la carta vuelve Boca Abajo"
        return [Event("combat.fizzled", {"seat": seat})] + turn_down(state, seat, "conjuros", card)
    before = {s: total_power(state.board, s, deck()).total for s in state.board.invoking()}
    activation = Activation(card, seat, tuple(job["chosen"]))
    state.board.activations.append(activation)
    resolve_instant(state.board, deck(), activation)
    steps = deck()[card].effect.steps
    _front(state, [{"do": "step", "seat": seat, "card": card, "chosen": job["chosen"], "index": i}
                   for i, step in enumerate(steps) if not isinstance(step, (Modify, ExchangePower))])
    cause = {"source": card, "by_seat": seat}
    changed = [Event("combat.power_changed", {**cause, "seat": s, "before": old, "after": new})
               for s, old in before.items() if (new := total_power(state.board, s, deck()).total) != old]
    return [Event("combat.effect", {"seat": seat, "card": card})] + changed


def _step(state: InvocacionState, job: dict) -> list[Event]:
    """One action step of a resolving effect."""
    seat, chosen = job["seat"], job["chosen"]
    step = deck()[job["card"]].effect.steps[job["index"]]
    cause = {"source": job["card"], "by_seat": seat}
    if isinstance(step, SwapPrinted):
        swap_printed(state.board, seat, chosen[0])
        return [Event("combat.swapped", {"seat": seat, "target": chosen[0], "source": job["card"]})]
    if isinstance(step, GainMana):
        return gain_mana(state, seat, step.count)
    if isinstance(step, Draw):
        return draw(state, seat, step.count)
    victims = reached(state, seat, step.of, chosen)
    if isinstance(step, (Destroy, Discard)):
        zone, reason = (step.zone, "destroy") if isinstance(step, Destroy) else ("hand", "discard")
        _front(state, [{"do": "give", "seat": v, "zone": zone, "count": step.count, "reason": reason, "cause": cause}
                       for v in victims])
        return []
    if isinstance(step, Block):
        return [Event(e.key, {**e.params, **cause}) for e in (block(state, v, step.count) for v in victims)]
    assert isinstance(step, Reveal)
    return [event for victim in victims for event in look(state, seat, victim, step.zone)]


def block(state: InvocacionState, seat: int, count: int) -> Event:
    """Block up to `count` of the seat's Conjuros not under a barrier: revealed ones first, then face-down ones.

    A blocked Conjuro cannot be revealed and one waiting to resolve never applies; one that already resolved keeps
    its constant effect ("La única forma de deshacer efectos constantes es eliminando la carta de Conjuro"), unless
    the players chose the reading `late_block_undoes`.
    """
    area = state.area(seat)
    chosen = sorted(blockable(state, seat), key=lambda slot: not slot.face_up)[:count]
    undoes = reading(state, "late_block_undoes")
    for slot in chosen:
        slot.blocked = True
        if slot.face_up and (undoes or not _resolved(state, seat, slot.card)):
            area.blocked.add(slot.card)
    return Event("combat.blocked", {"seat": seat, "count": len(chosen)})


def _resolved(state: InvocacionState, seat: int, card: str) -> bool:
    """True when the seat's effect of `card` has resolved this round."""
    return any(a.seat == seat and a.card == card for a in state.board.activations)


# --- giving up cards: sacrifices, destroyed cards, discards ------------------------------------

def _give(state: InvocacionState, job: dict) -> list[Event]:
    """Give up `count` cards: automatically when there is no choice (or they are Maná), else the owner picks."""
    seat, zone, reason = job["seat"], job["zone"], job["reason"]
    candidates = give_places(state, seat, zone, reason)
    count = min(job["count"], len(candidates))
    if count and count < len(candidates) and zone != "mana":
        state.combat["ask"] = {"seat": seat, "kind": "give", "zone": zone, "count": count, "reason": reason,
                               **({"cause": job["cause"]} if "cause" in job else {})}
        return []
    given = candidates[len(candidates) - count:]  # in order; each card lost moves those after it one place back
    return [_lose(state, seat, zone, card, reason, index - k, job.get("cause"))
            for k, (card, _zone, index) in enumerate(given)]


def _lose(state: InvocacionState, seat: int, zone: str, card: str, reason: str, index: int | None = None,
          cause: dict | None = None) -> Event:
    """Move one card of the seat (the copy at `index` of its zone when given) to the discard, where everybody
    sees it; `cause` ({"source": card, "by_seat": seat}) names the effect that destroyed or discarded it."""
    area = state.area(seat)
    if zone in ("hand", "mana"):
        cards: list[str] = getattr(area, zone)
        cards.pop(cards.index(card) if index is None else index)
    else:
        slots: list[Slot] = getattr(area, zone)
        slots.pop(next(i for i, slot in enumerate(slots) if slot.card == card) if index is None else index)
    state.discard.append(card)
    return Event("combat." + reason, {"seat": seat, "card": card, "zone": zone, **(cause or {})}, reveals=True)


def _given(state: InvocacionState, action: Action) -> list[Event]:
    ask = state.combat["ask"]
    state.combat["ask"] = None
    event = _lose(state, ask["seat"], ask["zone"], action.args[0], ask["reason"], named_place(action)[1],
                  ask.get("cause"))
    if ask["count"] > 1:
        _front(state, [{"do": "give", "seat": ask["seat"], "zone": ask["zone"], "count": ask["count"] - 1,
                        "reason": ask["reason"], **({"cause": ask["cause"]} if "cause" in ask else {})}])
    return [event] + run(state)


# --- step 6 ---------------------------------------------------------------------------------------

def in_combat(state: InvocacionState) -> list[int]:
    """The seats still in the combat (not out of the round, not withdrawn), in priority order."""
    return [s for s in state.combat["order"] if not state.area(s).out and not state.area(s).withdrawn]


def _open_turn(state: InvocacionState, after: int | None) -> list[Event]:
    """Give the turn to the next seat in the combat after `after`, or end the combat."""
    combat, alive = state.combat, in_combat(state)
    if len(alive) <= 1 or combat["quiet"] >= len(alive):
        return end_combat(state)
    order = combat["order"]
    start = 0 if after is None else order.index(after) + 1
    seat = next(order[(start + k) % len(order)] for k in range(len(order)) if order[(start + k) % len(order)] in alive)
    combat["turn"], combat["ask"] = seat, {"seat": seat, "kind": "act"}
    return []


def time_up(state: InvocacionState) -> list[Event]:
    """Cronometrada: the combat's time is over; what is still waiting never happens, the winner is decided now."""
    state.combat.update(ask=None, jobs=[], pending=[], responders=[])
    return [Event("combat.time_up", {})] + end_combat(state)


def _next(state: InvocacionState, job: dict) -> list[Event]:
    """An action and its reactions are over: the turn passes on, and a new cycle of passes begins."""
    state.combat["quiet"] = 0
    return _open_turn(state, job["after"])


def can_buy_priority(state: InvocacionState, seat: int) -> bool:
    """Once per combat, 1 Maná; never against the Guardián's purchase; pointless when already first (but the Guardián may lock it)."""
    combat = state.combat
    if combat["locked"] or seat in combat["bought"] or len(state.area(seat).mana) < PRIORITY_COST:
        return False
    return combat["order"][0] != seat or seat == state.guardian


def revealable(state: InvocacionState, seat: int, slot: Slot) -> bool:
    """A face-down, unblocked Conjuro whose Combate effect has something to do."""
    card = deck()[slot.card]
    if slot.face_up or slot.blocked or card.phase != "combat" or card.effect is None:
        return False
    need = targets_needed(slot.card)
    if need == 0:
        return effect_applies(state, seat, slot.card, [])
    return len(target_candidates(state, seat, slot.card)) >= need


def combat_actions(state: InvocacionState) -> list[Action]:
    """The choices of the seat asked."""
    ask = state.combat["ask"]
    seat = ask["seat"]
    if ask["kind"] == "target":
        return [Action("target", (t,), ref=f"seat:{t}")
                for t in target_candidates(state, seat, ask["card"]) if t not in ask["chosen"]]
    if ask["kind"] == "bid":
        return [Action("priority"), Action("pass")]
    if ask["kind"] == "give":
        held = [card for card, _zone, _index in give_places(state, seat, ask["zone"], "sacrifice")]
        return card_actions("give", give_places(state, seat, ask["zone"], ask["reason"]), held)
    return moves(state, seat)


def moves(state: InvocacionState, seat: int) -> list[Action]:
    """What a seat may do in step 6, acting or reacting."""
    combat, area = state.combat, state.area(seat)
    mana = len(area.mana)
    conjuros, apoyos = area.conjuro_ids(), area.apoyo_ids()
    actions = card_actions("reveal", ((s.card, "conjuros", i) for i, s in enumerate(area.conjuros)
                                      if revealable(state, seat, s)), conjuros)
    if seat not in combat["supported"] and mana >= SUPPORT_COST:
        actions += card_actions("support", ((s.card, "apoyos", i) for i, s in enumerate(area.apoyos) if not s.face_up),
                                apoyos)
    if seat not in combat["boosted"]:
        actions += [Action("boost", (amount,)) for amount in range(1, mana + 1)]
    if mana >= BARRIER_COST:
        actions += card_actions("barrier", ((s.card, "conjuros", i) for i, s in enumerate(area.conjuros)
                                            if s.face_up and s.barrier is None), conjuros)
    if can_buy_priority(state, seat):
        actions.append(Action("priority"))
    return actions + [Action("withdraw"), Action("pass")]


def apply_combat(state: InvocacionState, action: Action) -> list[Event]:
    """Carry out one combat action (already known to be legal)."""
    combat = state.combat
    ask = combat["ask"]
    seat, kind = ask["seat"], action.kind
    if kind == "target":
        return _target(state, action.args[0])
    if kind == "give":
        return _given(state, action)
    if kind not in MOVES:
        raise IllegalActionError(f"{action} is not a combat action")
    reacting = ask["kind"] == "react"
    combat["ask"] = None
    if ask["kind"] == "bid":
        return _bid_answered(state, seat, kind)
    if kind in WINDOW_MOVES:
        return _declare(state, seat, action, reacting)
    events = _at_once(state, seat, kind)
    if reacting:
        return events + _answered(state)
    if kind == "pass":
        combat["quiet"] += 1
    else:
        combat["quiet"] = 0
    return events + _open_turn(state, seat)


def _at_once(state: InvocacionState, seat: int, kind: str) -> list[Event]:
    """Pass, withdraw or buy priority: these take effect at once."""
    combat, area = state.combat, state.area(seat)
    if kind == "withdraw":
        area.withdrawn = True
    elif kind == "priority":
        area.spent.append(area.mana.pop())
        combat["order"].remove(seat)
        combat["order"].insert(0, seat)
        combat["bought"].append(seat)
        combat["locked"] = seat == state.guardian
    return [Event("combat." + kind, {"seat": seat})]


def _target(state: InvocacionState, target: int) -> list[Event]:
    ask = state.combat["ask"]
    ask["chosen"].append(target)
    events = [Event("combat.target", {"seat": ask["seat"], "target": target})]
    if len(ask["chosen"]) < ask["need"]:
        return events
    state.combat["ask"] = None
    events += _targeted(state, ask["seat"], ask["card"], ask["chosen"], ask["then"])
    return events + run(state)


def _declare(state: InvocacionState, seat: int, action: Action, reacting: bool) -> list[Event]:
    """Announce an action: a Conjuro or a support is turned face up now; it resolves after the window."""
    combat, area, kind = state.combat, state.area(seat), action.kind
    arg = action.args[0] if action.args else None
    if kind == "reveal":
        area.conjuros[slot_index(area.conjuros, action)].face_up = True
        event = Event("combat.reveal", {"seat": seat, "card": arg}, reveals=True)
        return [event] + _choose_or_go(state, seat, arg, "react" if reacting else "act")
    if kind == "support":
        area.apoyos[slot_index(area.apoyos, action)].face_up = True
        combat["supported"].append(seat)
        event = Event("combat.support", {"seat": seat, "card": arg}, reveals=True)
        return [event] + _declared(state, {"seat": seat, "kind": kind, "card": arg}, reacting)
    if kind == "boost":
        combat["boosted"].append(seat)
        event = Event("combat.boost", {"seat": seat, "amount": arg})
        return [event] + _declared(state, {"seat": seat, "kind": kind, "amount": arg}, reacting)
    event = Event("combat.barrier", {"seat": seat, "card": arg})
    entry = {"seat": seat, "kind": kind, "card": arg, "index": slot_index(area.conjuros, action)}
    return [event] + _declared(state, entry, reacting)


def _declared(state: InvocacionState, entry: dict, reacting: bool) -> list[Event]:
    """An action (or reaction) is fully announced: the window opens, or goes on to the next seat."""
    combat = state.combat
    combat["pending"].append(entry)
    if not reacting:
        combat["actor"] = entry["seat"]
        combat["responders"] = [s for s in in_combat(state) if s != entry["seat"]]
    return _answered(state)


def _answered(state: InvocacionState) -> list[Event]:
    """Ask the next seat of the window; when all have answered, resolve everything in priority order."""
    combat = state.combat
    while combat["responders"]:
        seat = combat["responders"].pop(0)
        if seat in in_combat(state):
            combat["ask"] = {"seat": seat, "kind": "react"}
            return []
    pending = sorted(combat["pending"], key=lambda entry: combat["order"].index(entry["seat"]))
    combat["pending"] = []
    combat["jobs"] += [{"do": "resolve", **entry} for entry in pending] + [{"do": "next", "after": combat["actor"]}]
    return run(state)


def _resolve(state: InvocacionState, job: dict) -> list[Event]:
    """Resolve one pending action or reaction (a withdrawn seat's no longer does anything)."""
    seat, kind = job["seat"], job["kind"]
    area = state.area(seat)
    if area.withdrawn:
        return [Event("combat.fizzled", {"seat": seat})]
    if kind == "reveal":
        _front(state, [{"do": "effect", "seat": seat, "card": job["card"], "chosen": job["chosen"]}])
        return []
    if kind == "boost" and area.mana:
        amount = min(job["amount"], len(area.mana))
        area.boost += [area.mana.pop() for _ in range(amount)]
        return [Event("combat.boosted", {"seat": seat, "amount": amount})]
    if kind == "support" and len(area.mana) >= SUPPORT_COST and _face_up(area.apoyos, job["card"]):
        area.invoked_support = job["card"]  # it stays in the Apoyos zone, face up ("la revela")
        area.support_mana += [area.mana.pop() for _ in range(SUPPORT_COST)]
        return [Event("combat.supported", {"seat": seat, "card": job["card"], "amount": deck()[job["card"]].support})]
    shielded = _unshielded(area.conjuros, job) if kind == "barrier" else None
    if shielded is not None and area.mana:
        shielded.barrier = area.mana.pop()
        return [Event("combat.protected", {"seat": seat, "card": job["card"]})]
    events = [Event("combat.fizzled", {"seat": seat})]
    if kind == "support":  # not paid, so not invoked: the Apoyo goes back face down, the once is not used
        state.combat["supported"].remove(seat)
        events += turn_down(state, seat, "apoyos", job["card"])
    return events


def turn_down(state: InvocacionState, seat: int, zone: str, card: str) -> list[Event]:
    """A card turned face up for an action that could not apply goes back face down ("vuelve boca abajo")."""
    area = state.area(seat)
    slot = next((s for s in getattr(area, zone) if s.card == card and s.face_up), None)
    if slot is None:  # destroyed meanwhile: nothing to turn
        return []
    slot.face_up = False
    area.blocked.discard(card)  # a blocked card stays blocked (Slot.blocked): it cannot be revealed again
    return [Event("combat.turned_down", {"seat": seat, "card": card})]


def _unshielded(slots: list[Slot], job: dict) -> Slot | None:
    """The revealed Conjuro a barrier was declared on, still face up and unprotected (its own copy first), or None."""
    index = job.get("index")
    if index is not None and index < len(slots) and slots[index].card == job["card"]:
        candidates = [slots[index]] + slots
    else:
        candidates = slots
    return next((s for s in candidates if s.card == job["card"] and s.face_up and s.barrier is None), None)


def _face_up(slots: list[Slot], card: str) -> bool:
    return any(slot.card == card and slot.face_up for slot in slots)


#: the automatic jobs of a combat, by name
JOBS: dict[str, Callable[[InvocacionState, dict], list[Event]]] = {
    "sacrifice": _sacrifice, "give": _give, "mana": _mana, "bid": _bid, "invocations": _invocations,
    "invoke": _invoke, "leader": _leader,
    "effect": _effect, "step": _step, "resolve": _resolve, "next": _next,
}
