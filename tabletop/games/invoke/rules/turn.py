"""The sequence of play: the first hands, drawing to 7, building and casting invocations (with
their aims and the other mages' haste answers), the end of the turn, the ghost round, the end.

Actions (canonical strings):
`draw <pile>` · `chaos <seat>` (whose hand Borrowed Spark takes from) · `add <card>` (lay a
card of the hand on the invocation being built) · `clear` (take it back) · `cast` (or
`cast up` / `cast down` for a wand's cards) · `wand` (activate your wand) · `aim <choice>`
(whose gem, hand, item, creature or invocation) · `mage <seat>` (where an Invoke goes) ·
`pass` (no answer) · `done` (end your invocations) · `discard <card>` · `finish` ·
`take <n>` (the n-th card kept in your Tome or on your creatures back to the hand) ·
`repair <wall> <card>` (before your first invocation of the turn) · `give <card>` (a card
you must pass or discard, of your choice).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from tabletop.engine.contract import Action, Event
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.memo import Memo
from tabletop.engine.rng import Rng
from tabletop.games.invoke.rules.carry import Carrier, resolve_due
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.chaos import borrow, crumble, play_chaos
from tabletop.games.invoke.rules.hand import kept_among, receive
from tabletop.games.invoke.rules.limits import HAND_SIZE
from tabletop.games.invoke.rules.interpret import Aim, Cast, check, creature_clash, order, play_out, wand
from tabletop.games.invoke.rules import glow
from tabletop.games.invoke.rules.language import Illegal, Plan, read, revised
from tabletop.games.invoke.rules.state import (AIM, ANSWER, BUILD, CHAOS, DECKS, DISCARD, DRAW, GIVE, OVER, SETUP,
                                         InvokeState, aim_of, aim_to_dict, drop_debts_of)
from tabletop.games.invoke.rules.table import AETHER, Table, Wall, repair, settle, wall_params

#: at most this many cards from one pile in one turn (and in the first hand)
PILE_LIMIT = 3
#: cards that give an invocation haste by themselves (built in, or the Haste modifier)
HASTY_CARDS = ("haste", "target_current")


def new_game(num_seats: int, seed: int, answers_answered: bool = True, sustain_own_turn: bool = False,
             hand_limit: str = "always", walls_at_resolution: bool = False, booster: bool = False) -> InvokeState:
    """Piles shuffled, gems and the Aether as the table says; the first mage draws a first hand.

    `answers_answered`: an answer opens a window of answers of its own (False: only the turn's
    invocations are answered). `sustain_own_turn`: a Sustained move repeats at the end of its
    invoker's next turn (False: at the end of the next mage's turn, as the seed says).
    `hand_limit`: "always" (no hand ever holds more than 7) or "draw" (only drawing stops at 7).
    `walls_at_resolution`: a wall's spent cards leave it, and a wall left without any crumbles, as the
    strike resolves (False: at the end of play, with the gems, as the seed's turn rule 7 says).
    `booster`: the piles also hold the booster's cards (False: the starter set alone)."""
    cards = deck()
    state = InvokeState(num_seats, Rng(seed))
    state.answers_answered, state.sustain_own_turn = answers_answered, sustain_own_turn
    state.hand_limit, state.walls_at_resolution, state.booster = hand_limit, walls_at_resolution, booster
    for name in DECKS:
        state.piles[name] = cards.pile(name, booster)
        state.rng.shuffle(state.piles[name])
    state.gems = [cards.starting_gems(num_seats)] * num_seats
    state.aether = cards.aether_gems(num_seats)
    return state


# --- legal actions -----------------------------------------------------------------------------

#: the actions legal_actions lists, made once each (an Action is immutable)
_DRAW = Memo(lambda pile: Action("draw", (pile,), ref=f"pile:{pile}"))
_CHAOS = Memo(lambda seat: Action("chaos", (seat,), ref=f"mage:{seat}"))
_MAGE = Memo(lambda seat: Action("mage", (seat,), ref=f"mage:{seat}"))
_AIM = Memo(lambda label: Action("aim", (label,), ref=aim_ref(label)))
_HAND = Memo(lambda key: Action(key[0], (key[1],), ref=f"hand:{key[1]}"))  # (add|give|discard, card)
_TAKE = Memo(lambda index: Action("take", (index,)))
_REPAIR = Memo(lambda key: Action("repair", key))  # (wall, card)
_PLAIN = Memo(lambda kind: Action(kind))  # finish, clear, wand, done, pass, cast
_CAST = {side: Action("cast", (side,)) for side in ("up", "down")}
_CAST_BOTH = (_CAST["up"], _CAST["down"])  # a Wand's cards: face up or down
_CAST_ONE = (_PLAIN["cast"],)


def legal_actions(state: InvokeState) -> list[Action]:
    """The choices of the current decision, in a stable order."""
    phase = state.phase
    if phase in (SETUP, DRAW):
        return [_DRAW[pile] for pile in drawable(state)]
    if phase == CHAOS:
        return [_CHAOS[s] for s in state.alive() if s != state.turn and state.hands[s]]
    if phase in (BUILD, ANSWER):
        return _building_actions(state)
    if phase == AIM:
        return _aim_actions(state)
    if phase == GIVE:
        return [_HAND["give", c] for c in sorted(set(state.hands[state.to_move()]))]
    if phase == DISCARD:
        cards = sorted(set(state.hands[state.turn]))
        return [_HAND["discard", c] for c in cards] + ([] if state.must_discard else [_PLAIN["finish"]])
    return []


def drawable(state: InvokeState) -> list[str]:
    """The piles the mage may draw from now (each at most PILE_LIMIT times a turn, while cards remain)."""
    return [d for d in DECKS if state.drawn[d] < PILE_LIMIT and (state.piles[d] or state.discards[d])]


def _building_actions(state: InvokeState) -> list[Action]:
    seat = state.to_move()
    role = "answer" if state.phase == ANSWER else "turn"
    building = state.building
    sequence = tuple(building["cards"]) if building else ()
    actions = list(_add_actions(sequence, tuple(sorted(state.hands[seat]))))
    if sequence:
        plan = _legal_plan(state, seat, building, role)
        if plan is not None:
            actions += _CAST_BOTH if plan.form == "manifest" and plan.manifest.word == "wand" else _CAST_ONE
        actions.append(_PLAIN["clear"])
    else:
        if state.items[seat] and _wand_plan(state, seat, role) is not None:
            actions.append(_PLAIN["wand"])
        if role == "turn" and not state.invoked and state.walls:
            actions += [_REPAIR[pair] for pair in _repairs(state, seat)]
        actions.append(_PLAIN["done" if role == "turn" else "pass"])
    if state.creatures or state.items[seat]:  # nothing is kept without a Tome or a creature
        actions += [_TAKE[k] for k in range(_held_count(state, seat))]
    return actions


@lru_cache(maxsize=4096)
def _add_actions(sequence: tuple[str, ...], hand: tuple[str, ...]) -> tuple[Action, ...]:
    """`add` for each card of the hand that glows (as `glowing` orders them)."""
    return tuple(_HAND["add", c] for c in glowing(sequence, hand))


def _held_count(state: InvokeState, seat: int) -> int:
    """How many cards `_held_sources` lists (without listing them)."""
    item = state.items[seat]
    count = len(item["held"]) if item and item["card"] == "tome" else 0
    return count + sum(len(c["held"]) for c in state.creatures if c["owner"] == seat)


def _held_sources(state: InvokeState, seat: int) -> list[tuple[list[str], int]]:
    """The cards the mage keeps in a Tome or on creatures: (the list holding it, its index), in order."""
    item = state.items[seat]
    lists = [item["held"]] if item and item["card"] == "tome" else []
    lists += [c["held"] for c in state.creatures if c["owner"] == seat]
    return [(held, k) for held in lists for k in range(len(held))]


def _repairs(state: InvokeState, seat: int) -> list[tuple[int, str]]:
    """(wall, card) pairs the mage may repair now: its own standing walls, with a card of the hand."""
    found = []
    for index, wall in enumerate(state.walls):
        if wall.owner != seat:
            continue
        for card in sorted(set(state.hands[seat])):
            if _repairable(id(deck()), seat, wall.element, tuple(wall.slots), card):
                found.append((index, card))
    return found


@lru_cache(maxsize=4096)
def _repairable(cards: int, seat: int, element: str, slots: tuple[int, ...], card: str) -> bool:
    """True when `card` may repair a standing wall of `seat` with these `slots` at the start of its turn
    (`cards`: the id of the card set read, so another set is asked again)."""
    trial = Wall(seat, element, list(slots))
    try:
        repair(Table([seat], {}, {}, 0, [trial]), trial, seat, [deck()[card]], turn_start=True)
    except Illegal:
        return False
    return True


@lru_cache(maxsize=4096)
def glowing(sequence: tuple[str, ...], hand: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct cards of the hand that can still lead to a legal invocation (the ones that glow)."""
    return glow.glowing(sequence, hand)


def _legal_plan(state: InvokeState, seat: int, building: dict, role: str) -> Plan | None:
    """The plan of the sequence being built if the mage may cast it now (grammar, role and table), else None."""
    ids = tuple(building["cards"])
    if not glow.is_legal(ids):  # most sequences being built are not yet: no Plan to read
        return None
    plan = _cast_plan(id(deck()), ids, False, bool(building.get("quick")))  # kept for the cast, read once
    return plan if _fits_role(plan, role) and next(_aims(state, seat, plan), None) is not None else None


def _fits_role(plan: Plan, role: str) -> bool:
    """Answers need haste; only answers can aim at the current invocation."""
    if role == "answer":
        return plan.speed >= 1
    return plan.target != "current"


def _wand_plan(state: InvokeState, seat: int, role: str) -> Plan | None:
    item = state.items[seat]
    if not item or item["card"] != "wand" or not item["held"]:
        return None
    try:
        plan = wand([deck()[c] for c in item["held"]])
    except Illegal:
        return None
    return plan if _fits_role(plan, role) and aim_options(state, seat, plan) else None


# --- aims --------------------------------------------------------------------------------------

def aim_options(state: InvokeState, seat: int, plan: Plan) -> list[Aim]:
    """Every choice of whose thing the invocation names that the table allows (Invoke mages still open)."""
    return list(_aims(state, seat, plan))


def _aims(state: InvokeState, seat: int, plan: Plan) -> Iterator[Aim]:
    """`aim_options` one by one (whether there is any needs only the first)."""
    alive = state.alive()
    others = [s for s in alive if s != seat]
    if not others:
        return
    table = state.table()
    placeholder = (others[0],) * plan.stops if plan.move == "invoke" and plan.form == "attack" else ()
    for aim in _candidates(state, seat, plan, alive):
        if placeholder:
            aim = Aim(placeholder, aim.owner, aim.creature, aim.invocation, aim.wall)
        if plan.form == "relocate" and plan.move == "invoke":
            landing = _landings(state, plan, table, aim)
            if not landing:
                continue
            aim = Aim((landing[0],), aim.owner, aim.creature)
        try:
            check(plan, table, seat, aim)
        except Illegal:
            continue
        if _lands_on_item(state, plan, table, aim):
            continue
        yield aim


def _lands_on_item(state: InvokeState, plan: Plan, table, aim: Aim) -> bool:
    """A relocated item may not land on a mage who already has one (one magical item per mage)."""
    if plan.form != "relocate" or plan.target != "item" or plan.move == "invoke":
        return False
    return state.items[table.left_of(aim.owner, plan.distance)] is not None


_NO_AIM = Aim()  # the aim of an invocation that names nothing (immutable, so one serves all)


def _candidates(state: InvokeState, seat: int, plan: Plan, alive: list[int]) -> list[Aim]:
    target, form = plan.target, plan.form
    if form in ("attack", "counter", "manifest") or target == "current" or (form == "wall" and target is None):
        return [_NO_AIM]
    if form == "wall":
        if target == "gem":
            return [Aim(owner=seat), Aim(owner=AETHER)]
        if target == "item":
            return [Aim(owner=seat)] if state.items[seat] else []
        return [Aim(owner=seat, creature=c["card"]) for c in state.creatures if c["owner"] == seat]
    if target == "established":  # a Delayed or Sustained invocation, or a wall (an established invocation too)
        walls = [Aim(owner=AETHER if w.guards == "aether" else w.owner, wall=k) for k, w in enumerate(state.walls)
                 if w.slots]  # a wall whose points are used up waits, inert, for the end of play
        return [Aim(owner=e["owner"], invocation=k) for k, e in enumerate(state.established)] + walls
    if target == "hand":
        return [Aim(owner=s) for s in alive if s != seat and state.hands[s]]
    if target == "gem":
        owners = [Aim(owner=s) for s in alive if s != seat and state.gems[s] > 0]
        return owners + ([Aim(owner=AETHER)] if state.aether > 0 and form == "destroy" else [])
    if target == "item":
        return [Aim(owner=s) for s in alive if state.items[s]]
    return [Aim(owner=c["owner"], creature=c["card"]) for c in state.creatures]


def _label(aim: Aim) -> str:
    """How an aim choice is written in an action: `3`, `aether`, `3:imp`, `1:e0`."""
    owner = "aether" if aim.owner == AETHER else str(aim.owner)
    if aim.creature:
        return f"{owner}:{aim.creature}"
    if aim.invocation is not None:
        return f"{owner}:e{aim.invocation}"
    if aim.wall is not None:
        return f"{owner}:w{aim.wall}"
    return owner


def _aim_actions(state: InvokeState) -> list[Action]:
    aim = state.aim
    if aim["chosen"] is None:
        return [_AIM[label] for label in aim["labels"]]
    return [_MAGE[s] for s in _mage_choices(state)]


def aim_ref(label: str) -> str:
    """The table ref of an aim choice: `mage:3`, `aether`, `creature:3:imp`, `established:0`, `wall:1`."""
    owner, _, thing = label.partition(":")
    if owner == "aether":
        return "aether"
    if not thing:
        return f"mage:{owner}"
    if thing[1:].isdigit() and thing[0] in "ew":
        return f"{'established' if thing[0] == 'e' else 'wall'}:{thing[1:]}"
    return f"creature:{owner}:{thing}"


def _mage_choices(state: InvokeState) -> list[int]:
    aim, plan = state.aim, _plan_of(state.aim)
    if plan.form == "relocate":
        return _landings(state, plan, state.table(), aim_of(aim["chosen"]))
    return [s for s in state.alive() if s != aim["seat"]]


def _landings(state: InvokeState, plan: Plan, table: Table, aim: Aim) -> list[int]:
    """The mages a Target & Invoke may relocate to: not its owner, not one with an item already (for an item),
    not one with a creature of the opposite element (for a creature)."""
    return [s for s in state.alive() if s != aim.owner and (plan.target != "item" or not state.items[s])
            and not (plan.target == "creature" and creature_clash(table, aim.creature, s))]


def _plan_of(cast: dict) -> Plan:
    """The plan of a cast (or a sequence being built): a wand's or a quick creature's cards add built-in haste."""
    return _cast_plan(id(deck()), tuple(cast["cards"]), bool(cast.get("wand")), bool(cast.get("quick")))


@lru_cache(maxsize=4096)
def _cast_plan(cards: int, ids: tuple[str, ...], from_wand: bool, quick: bool) -> Plan:
    """`_plan_of` for these card ids (`cards`: the id of the card set read, so another set is read again)."""
    sequence = [deck()[c] for c in ids]
    plan = wand(sequence) if from_wand else read(sequence)
    return revised(plan, speed=plan.speed + 1) if quick else plan


def _mages_needed(plan: Plan) -> int:
    if plan.move != "invoke":
        return 0
    return plan.stops if plan.form == "attack" else (1 if plan.form == "relocate" else 0)


# --- apply -------------------------------------------------------------------------------------

def apply(state: InvokeState, action: Action) -> list[Event]:
    """Carry out a legal action."""
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalActionError(f"unknown action {action}")
    events = handler(state, *action.args)
    if state.owed and state.phase not in (GIVE, OVER, CHAOS):
        state.give_back, state.phase = state.phase, GIVE  # first the mages choose the cards they owe
    elif state.phase == OVER:
        state.owed = []
    return events


def _give(state: InvokeState, card: str) -> list[Event]:
    """A mage picks one card it owes; once every debt is picked, the cards move together."""
    owed = next(o for o in state.owed if not o["done"])
    state.hands[owed["seat"]].remove(card)
    owed["chosen"].append(card)
    owed["done"] = len(owed["chosen"]) == owed["count"] or not state.hands[owed["seat"]]
    for other in state.owed:  # a debt of a mage whose hand emptied meanwhile is settled as it is
        other["done"] = other["done"] or not state.hands[other["seat"]]
    if not all(o["done"] for o in state.owed):
        return []
    events = []
    for debt in state.owed:
        if debt["to"] is None:
            state.discard(debt["chosen"])
            events += [Event("hand.discarded", {"seat": debt["seat"], "card": c}, reveals=True)
                       for c in debt["chosen"]]
        else:
            kept, overflow = receive(state, debt["to"], debt["chosen"])
            events.append(Event("hand.moved", {"seat": debt["seat"], "target": debt["to"],
                                               "count": len(debt["chosen"])}))
            events += [Event("hand.received", {"seat": debt["to"], "card": c}, audience=debt["to"], reveals=True)
                       for c in kept] + overflow
    state.owed, state.phase, state.give_back = [], state.give_back, None
    return events + (_after_draw(state) if state.phase == DRAW else [])


def _draw(state: InvokeState, pile: str) -> list[Event]:
    seat = state.turn
    state.drawn[pile] += 1
    events = _draw_card(state, seat, pile)
    if state.chaos:
        state.phase = CHAOS
        return events
    if state.owed:
        return events  # apply() lets the mages choose what they owe, then the drawing goes on
    return events + _after_draw(state)


def _draw_card(state: InvokeState, seat: int, pile: str) -> list[Event]:
    """Draw the top card of a pile (the discard reshuffled into it when empty); chaos is played at once."""
    if not state.piles[pile]:
        state.piles[pile], state.discards[pile] = state.discards[pile], []
        state.rng.shuffle(state.piles[pile])
    card = state.piles[pile].pop()
    events = [Event("draw.pile", {"seat": seat, "pile": pile})]
    if deck()[card].word == "chaos":
        if state.phase == SETUP:
            state.chaos_aside.append(card)
            return events + [Event("chaos.aside", {"seat": seat, "card": card}, reveals=True)]
        return events + play_chaos(state, seat, card, lambda who: _extra_draw(state, who))
    state.hands[seat].append(card)
    return events + [Event("draw.card", {"seat": seat, "card": card}, audience=seat, reveals=True)]


def _extra_draw(state: InvokeState, seat: int) -> list[Event]:
    """A card drawn by a chaos effect, from a pile chosen at random among those with cards."""
    piles = [d for d in DECKS if state.piles[d] or state.discards[d]]
    return _draw_card(state, seat, state.rng.choice(piles)) if piles else []


def _after_draw(state: InvokeState) -> list[Event]:
    """Go on drawing, or move on: the next mage's first hand, or the invocations."""
    if len(state.hands[state.turn]) < HAND_SIZE and drawable(state):
        return []
    if state.phase == SETUP:
        return _next_first_hand(state)
    state.phase = BUILD
    return []


def _next_first_hand(state: InvokeState) -> list[Event]:
    state.drawn = {d: 0 for d in DECKS}
    if state.turn + 1 < state.num_seats:
        state.turn += 1
        return _after_draw(state)
    # every mage has a hand: the chaos cards go back and the Thaumaturgy pile is shuffled
    state.piles["thaumaturgy"] += state.chaos_aside
    state.chaos_aside = []
    state.rng.shuffle(state.piles["thaumaturgy"])
    return _start_turn(state, state.rng.randrange(state.num_seats))


def _start_turn(state: InvokeState, seat: int) -> list[Event]:
    state.turn, state.phase, state.invoked = seat, DRAW, False
    state.drawn = {d: 0 for d in DECKS}
    return [Event("turn.start", {"seat": seat})] + _after_draw(state)


def _chaos(state: InvokeState, victim: int) -> list[Event]:
    events = borrow(state, state.turn, victim)
    state.phase = DRAW
    return events + ([] if state.owed else _after_draw(state))


def _add(state: InvokeState, card: str) -> list[Event]:
    seat = state.to_move()
    if state.building is None:
        state.building = {"seat": seat, "cards": []}
    state.hands[seat].remove(card)
    state.building["cards"].append(card)
    if card in state.hasty:  # taken from a quick creature during this decision: the invocation gets haste
        state.hasty.remove(card)
        state.building["quick"] = state.building.get("quick", []) + [card]
    return [Event("build.added", {"seat": seat, "card": card}, reveals=True)]


def _clear(state: InvokeState) -> list[Event]:
    seat = state.building["seat"]
    kept, overflow = receive(state, seat, state.building["cards"])
    state.hasty += kept_among(kept, state.building.get("quick", []))
    state.building = None
    return [Event("build.cleared", {"seat": seat})] + overflow


def _take(state: InvokeState, index: int) -> list[Event]:
    """A card kept in a Tome or on a creature goes back to the hand (a Tome emptied is discarded)."""
    seat = state.to_move()
    held, k = _held_sources(state, seat)[index]
    card = held.pop(k)
    kept, events = receive(state, seat, [card])
    if kept and any(c["held"] is held and deck()[c["card"]].ability.find("quick") is not None
                    for c in state.creatures):
        state.hasty.append(card)  # the Imp's haste, until this decision ends
    item = state.items[seat]
    if item and item["card"] == "tome" and not item["held"]:
        state.items[seat] = None
        state.discard(["tome"])
    return [Event("held.taken", {"seat": seat})] + events


def _repair(state: InvokeState, index: int, card: str) -> list[Event]:
    """At the start of the turn (before any invocation) the owner adds a card of the hand to a wall."""
    seat, wall = state.turn, state.walls[index]
    repair(state.table(), wall, seat, [deck()[card]], turn_start=True)
    state.hands[seat].remove(card)
    wall.cards.append(card)
    return [Event("wall.repaired", {"seat": seat, "card": card}, reveals=True)]


def _cast(state: InvokeState, side: str = "up") -> list[Event]:
    building, state.building, state.hasty = state.building, None, []  # unused quick cards lose their haste
    return _to_aim(state, {"cards": building["cards"], "wand": False, "face_up": side == "up",
                           "quick": bool(building.get("quick"))})


def _wand(state: InvokeState) -> list[Event]:
    seat = state.to_move()
    item, state.items[seat] = state.items[seat], None
    state.discard(["wand"])  # a wand is destroyed when used
    state.hasty = []
    events = [Event("wand.used", {"seat": seat, "cards": list(item["held"])}, reveals=True)]
    return events + _to_aim(state, {"cards": item["held"], "wand": True, "face_up": True})


def _to_aim(state: InvokeState, cast: dict) -> list[Event]:
    """The cast invocation's choices: whose thing it names, then the mages an Invoke goes to."""
    seat = state.to_move()
    cast.update(seat=seat, role="answer" if state.phase == ANSWER else "turn")
    plan = _plan_of(cast)
    options = aim_options(state, seat, plan)
    labels = sorted({_label(a) for a in options})
    cast.update(chosen=None, labels=labels, options=[aim_to_dict(a) for a in options])
    events = [_cast_event(state, cast)]
    if not labels:  # a wand aimed only at itself: once used it is gone, and the invocation fizzles
        state.discard(cast["cards"])
        events.append(Event("cast.fizzled", {"seat": seat}))
        if cast["role"] == "turn":
            state.phase = BUILD
            return events
        _next_asked(state)
        return events + _maybe_resolve(state)
    state.aim = cast
    state.phase = AIM
    if len(labels) == 1:
        return events + _choose(state, labels[0])
    return events


def _cast_event(state: InvokeState, cast: dict) -> Event:
    """`X invokes …`, or for an answer `X answers Y's invocation (…) with …`."""
    if cast["role"] == "turn":
        return Event("cast", {"seat": cast["seat"], "cards": list(cast["cards"])}, reveals=True)
    answered = answered_now(state)
    key = "cast.answer" if answered is state.current else "cast.answer_to_answer"
    return Event(key, {"seat": cast["seat"], "cards": list(cast["cards"]), "target": answered["seat"],
                       "answered": list(answered["cards"])}, reveals=True)


def answered_now(state: InvokeState) -> dict:
    """The invocation the mage asked now may answer: the current one, or an answer (answers to answers)."""
    about = state.asked_about[0] if state.asked_about else -1
    return state.current if about < 0 else state.answers[about]


def _choose(state: InvokeState, label: str) -> list[Event]:
    aim = state.aim
    picked = next(a for a in aim["options"] if _label(aim_of(a)) == label)
    aim["chosen"] = dict(picked, mages=[])
    return _mage_or_done(state)


def _mage(state: InvokeState, seat: int) -> list[Event]:
    state.aim["chosen"]["mages"].append(seat)
    return _mage_or_done(state)


def _mage_or_done(state: InvokeState) -> list[Event]:
    aim = state.aim
    if len(aim["chosen"]["mages"]) < _mages_needed(_plan_of(aim)):
        return []
    cast = {k: aim.get(k) for k in ("seat", "cards", "wand", "face_up", "role", "quick")}
    cast["aim"] = aim["chosen"]
    state.aim = None
    if cast["role"] == "turn":
        state.current, state.asking, state.asked_about = cast, [], []
        _open_window(state, cast["seat"], -1)
    else:
        cast["to"] = _next_asked(state)
        state.answers.append(cast)
        if state.answers_answered:
            _open_window(state, cast["seat"], len(state.answers) - 1)
    state.phase = ANSWER
    return _maybe_resolve(state)


def _open_window(state: InvokeState, caster: int, about: int) -> None:
    """Every other mage, clockwise from the caster, may answer invocation `about` (asked before the rest)."""
    seats = [s for s in _clockwise_from(state, caster) if s != caster]
    state.asking[:0] = seats
    state.asked_about[:0] = [about] * len(seats)


def _next_asked(state: InvokeState) -> int:
    """The mage asked now has answered or passed: returns what it was asked about."""
    state.asking.pop(0)
    return state.asked_about.pop(0)


def _clockwise_from(state: InvokeState, seat: int) -> list[int]:
    alive = state.alive()
    start = alive.index(seat)
    return alive[start:] + alive[:start]


def _pass(state: InvokeState) -> list[Event]:
    seat = state.asking[0]
    _next_asked(state)
    state.hasty = []  # cards taken from a quick creature and not used lose their haste
    return [Event("answer.pass", {"seat": seat})] + _maybe_resolve(state)


def can_answer(state: InvokeState, seat: int) -> bool:
    """Whether the mage has any way to answer: a usable wand, or cards that can begin a hasty invocation.

    A mage without one is passed over without being asked (its hand and kept cards say so). A
    face-down wand always gets its mage asked: whether it could answer stays their secret."""
    item = state.items[seat]
    if item and item["card"] == "wand" and item["held"] and not item["face_up"]:
        return True
    if _wand_plan(state, seat, "answer") is not None:
        return True
    cards = state.hands[seat] + [held[k] for held, k in _held_sources(state, seat)]
    quick = any(c["owner"] == seat and c["held"] and deck()[c["card"]].ability.find("quick") is not None
                for c in state.creatures)
    if not quick and not any(c in HASTY_CARDS for c in cards):
        return False
    glow = glowing((), tuple(sorted(cards)))
    return bool(glow) if quick else any(c in glow for c in HASTY_CARDS)


def _pass_over_who_cannot_answer(state: InvokeState) -> list[Event]:
    events = []
    while state.asking and not can_answer(state, state.asking[0]):
        seat = state.asking[0]
        _next_asked(state)
        # it tells the table the mage holds no haste card: a reveal, so undo cannot take back what led here
        events.append(Event("answer.cannot", {"seat": seat}, reveals=True))
    return events


def _answer_first(current: Cast, answers: list[Cast], table: Table, turn_seat: int) -> list[Event]:
    """Said when an answer resolves before the invocation it answers: fastest first (players took it for a bug)."""
    first = order([current, *answers], table, turn_seat)[0] if answers else current
    if first is current:
        return []
    return [Event("cast.answer_first", {"seat": first.seat, "speed": first.plan.speed, "target": current.seat,
                                        "target_speed": current.plan.speed})]


def _maybe_resolve(state: InvokeState) -> list[Event]:
    """Once every mage was asked, the invocation and its answers resolve, fastest first."""
    events = _pass_over_who_cannot_answer(state)
    if state.asking:
        return events
    table = state.table()
    current = state.current
    cards_of: dict = {"current": current, **dict(enumerate(state.answers))}
    answers = [Cast(a["seat"], _plan_of(a), aim_of(a["aim"]), None if a.get("to", -1) < 0 else a["to"], k)
               for k, a in enumerate(state.answers)]
    carrier = Carrier(state, table, cards_of)
    invocation = Cast(current["seat"], _plan_of(current), aim_of(current["aim"]), tag="current")
    events += _answer_first(invocation, answers, table, state.turn)
    play_out(invocation, answers, table, state.turn, carry=carrier)
    for cast in (current, *state.answers):
        state.discard(cast["cards"])  # what did not stay on the table (answers that changed it, late ones)
    state.current, state.answers = None, []
    state.phase, state.invoked = BUILD, True
    return events + carrier.events + [Event("cast.resolved", {"seat": current["seat"]})]


# --- the end of a turn -------------------------------------------------------------------------

def _done(state: InvokeState) -> list[Event]:
    seat = state.turn
    state.hasty = []
    events = resolve_due(state, seat)
    for who, amount in state.pending.items():
        if who == AETHER:
            state.aether = max(0, state.aether - amount)
        else:
            state.gems[int(who)] = max(0, state.gems[int(who)] - amount)
        # a mage's loss is told as theirs ("seat": their letter in the log), whoever's turn it is
        events.append(Event("damage.aether", {"count": amount}) if who == AETHER
                      else Event("damage.mage", {"target": int(who), "seat": int(who), "count": amount}))
    state.pending = {}
    events += _settle_walls(state)
    state.turns[seat] += 1
    events += _ghosts(state, seat)
    if _over(state):
        return events + _finish_game(state)
    if state.out[seat]:  # removed at the end of its own turn: nothing to discard, play passes on
        return events + _start_turn(state, _next_seat(state))
    state.phase = DISCARD
    state.must_discard = 0 if state.invoked else min(2, len(state.hands[seat]))
    return events


def _settle_walls(state: InvokeState) -> list[Event]:
    """The end of play: the walls' spent cards go to the discards, and walls left without points crumble."""
    left, crumbled = settle(state.walls)
    events = []
    for wall, cards in left:
        state.discard(cards)
        events.append(Event("wall.spent_leave", {**wall_params(wall), "cards": list(cards)}))
    for wall in crumbled:
        state.discard(wall.cards)
        events.append(Event("wall.crumbled", wall_params(wall)))
    return events


def _ghosts(state: InvokeState, seat: int) -> list[Event]:
    """The ghost round: a mage without gems stays one more turn of theirs, then leaves if still without."""
    events = []
    if state.ghost[seat] and state.gems[seat] == 0:
        events += _remove(state, seat)
    for s in state.alive():
        if state.gems[s] == 0 and not state.ghost[s]:
            state.ghost[s] = True
            events.append(Event("mage.ghost", {"seat": s}))
        elif state.gems[s] > 0:
            state.ghost[s] = False
    return events


def _remove(state: InvokeState, seat: int) -> list[Event]:
    """A mage leaves the game: everything of theirs goes to the discards."""
    state.out[seat] = True
    drop_debts_of(state, seat)
    state.discard(state.hands[seat])
    state.hands[seat] = []
    item = state.items[seat]
    if item:
        state.discard([item["card"], *item["held"]])
        state.items[seat] = None
    for creature in [c for c in state.creatures if c["owner"] == seat]:
        state.creatures.remove(creature)
        state.discard([creature["card"], *creature["held"]])
    crumble(state, [w for w in state.walls if w.owner == seat])
    for entry in [e for e in state.established if e["owner"] == seat]:
        state.established.remove(entry)
        state.discard(entry["cards"])
    return [Event("mage.out", {"seat": seat}, reveals=True)]  # their hand and kept cards go face up


def _over(state: InvokeState) -> bool:
    if state.aether == 0:
        state.end_reason = "aether"
        return True
    if sum(1 for s in state.alive() if state.gems[s] > 0) <= 1:
        state.end_reason = "last"
        return True
    return False


def _finish_game(state: InvokeState) -> list[Event]:
    """Unused wands whose cards are not a legal invocation explode (a gem each); the game is over."""
    events = []
    for seat, item in enumerate(state.items):
        if item and item["card"] == "wand" and item["held"]:
            try:
                read([deck()[c] for c in item["held"]])
            except Illegal:
                state.gems[seat] = max(0, state.gems[seat] - 1)
                events.append(Event("wand.exploded", {"seat": seat}, reveals=True))
    state.phase = OVER
    return events + [Event(f"over.{state.end_reason}", {})]


def _discard(state: InvokeState, card: str) -> list[Event]:
    state.hands[state.turn].remove(card)
    state.discard([card])
    state.must_discard = max(0, state.must_discard - 1)
    return [Event("hand.discarded", {"seat": state.turn, "card": card}, reveals=True)]


def _finish(state: InvokeState) -> list[Event]:
    return _start_turn(state, _next_seat(state))


def _next_seat(state: InvokeState) -> int:
    """The next mage still in the game in the direction of play."""
    for k in range(1, state.num_seats + 1):
        seat = (state.turn + k * state.direction) % state.num_seats
        if not state.out[seat]:
            return seat
    return state.turn


_HANDLERS = {"draw": _draw, "chaos": _chaos, "add": _add, "clear": _clear, "cast": _cast, "wand": _wand,
             "take": _take, "repair": _repair, "give": _give,
             "aim": _choose, "mage": _mage, "pass": _pass, "done": _done, "discard": _discard,
             "finish": _finish}
