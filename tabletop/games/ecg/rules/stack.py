"""Reactions: the stack of pending effects, the reaction window after each one, and their resolution.

Training a troop, a maneuver, an action, a spell, an ability and a reaction go on the stack
when played (costs already paid) and the other player gets a window: answer with a reaction
whose trigger matches the top item, or pass. A reaction goes on the stack and opens a window for
the first player, and so on; a pass resolves the whole stack, last in first out (a cancelled
item resolves to nothing). An item resolves step by step and may stop to let a seat choose cards
(effects.Ask: `state.pending` of kind "pick"), then goes on.
"""
from __future__ import annotations

from tabletop.engine.contract import Action, Event
from tabletop.engine.memo import Memo
from tabletop.games.ecg.rules import battle, deckend, economy, effects, lookup, trigger_queue
from tabletop.games.ecg.rules.state import LINE_LIMIT, EcgState

#: the kind of a stack item -> the reaction triggers that answer it; a spell is an action card too (seed:
#: "Hechizo: Cartas de acción exclusiva de aquellos que poseen el poder de la hechicería"; interpretation 32)
ANSWERED_BY = {"action": ("on_action",), "spell": ("on_spell", "on_action"), "ability": ("on_ability",),
               "reaction": ("on_reaction",), "maneuver": ("on_maneuver",), "training": ("on_training",)}


def push(state: EcgState, item: dict) -> list[Event]:
    """Put `item` on the stack and open the other seat's reaction window."""
    item.setdefault("step", 0)
    item.setdefault("cancelled", False)
    state.stack.append(item)
    params = {"seat": item["seat"], "kind": item["kind"], "card": item["card"]}
    answered = item.get("answers")
    if isinstance(answered, int) and 0 <= answered < len(state.stack) - 1:
        params["answers"] = state.stack[answered]["card"]  # the log names what a reaction answers
    other = state.opponent(item["seat"])
    # with windows=able, whether a window opens tells whether the other holds a reaction: a reveal (an undo
    # barrier) whenever it holds cards that could be one
    telling = state.windows == "able" and item["kind"] in ANSWERED_BY and bool(state.seats[other]["hand"])
    events = [Event("stack.pushed", params, reveals=item.get("from_hand", False) or telling)]
    if item["kind"] not in ANSWERED_BY or (state.windows == "able" and not reactions_in_hand(state, other)):
        return events + resolve(state)  # nothing (or nothing in hand) answers it: it resolves at once
    state.window = other
    return events


def reactions_in_hand(state: EcgState, seat: int) -> list[str]:
    """The reactions `seat` may play now against the top of the stack (distinct ids, hand order)."""
    hand = state.seats[seat]["hand"]
    if not state.stack or state.stack[-1]["seat"] == seat or lookup.facts().reactions.isdisjoint(hand):
        return []  # (mostly: no reaction card in the hand)
    answering = ANSWERED_BY.get(state.stack[-1]["kind"], ())
    found: list[str] = []
    cards = lookup.all_cards()
    for card_id in dict.fromkeys(state.seats[seat]["hand"]):
        card = cards[card_id]
        if card.answers is None or card.answers not in answering:
            continue
        effect = card.effect
        cost = economy.card_cost(state, seat, card_id)
        ctx = effects.Context(seat, answered=len(state.stack) - 1)
        spare = len(state.seats[seat]["hand"]) - 1
        if economy.can_pay(state, seat, cost) and effects.cost_payable(state, ctx, effect.cost, spare):
            found.append(card_id)
    return found


def window_actions(state: EcgState) -> list[Action]:
    """The reacting seat's choices: each playable reaction, then pass."""
    actions = []
    for card_id in reactions_in_hand(state, state.window):  # mostly none: a loop, not a comprehension
        actions.append(_REACT_ACTIONS[card_id])
    actions.append(PASS)
    return actions


#: the Actions of a reaction window and of a pick, made once each
_REACT_ACTIONS: Memo[str, Action] = Memo(lambda card_id: Action("react", (card_id,), f"hand:{card_id}"))
_PICK_ACTIONS: Memo[tuple[str, str], Action] = Memo(lambda key: Action("pick", (key[1],), f"{key[0]}:{key[1]}"))
PASS = Action("pass")


def resolve(state: EcgState) -> list[Event]:
    """Resolve the stack from the top until it is empty or a seat must choose cards (state.pending)."""
    state.window = None
    events: list[Event] = []
    while state.stack and state.pending is None:
        events += _resolve_top(state)
    return events


def _finish(state: EcgState, item: dict) -> list[Event]:
    """Take the resolved `item` off the stack; its card goes where it belongs."""
    state.stack.remove(item)
    if not item.get("from_hand"):
        return []
    data = state.seats[item["seat"]]
    if item["kind"] == "legacy" and not item["cancelled"]:
        data["legacy"].append({"uid": item.get("uid") or state.take_uid(), "card": item["card"]})
    elif item["kind"] != "training" or not item.get("entered"):
        data["discard"].append(item["card"])
    return []


def _resolve_top(state: EcgState) -> list[Event]:
    item = state.stack[-1]
    if item["cancelled"]:
        return [Event("stack.fizzled", {"seat": item["seat"], "card": item["card"]})] + _finish(state, item)
    if item["kind"] == "maneuver":
        kind, uid, target = item["maneuver"]
        events = []
        if battle.find_troop(state, uid) and battle.find_troop(state, target):
            events = battle.maneuver(state, item["seat"], kind, uid, target)
        return events + _finish(state, item)
    if item["kind"] == "training":
        return _enter_battle(state, item) + _finish(state, item)
    return _run_steps(state, item)


def _enter_battle(state: EcgState, item: dict) -> list[Event]:
    """A trained troop enters its line with its preparation; renown +1 unless salvaje, devoto or mercenario."""
    seat, card_id, line = item["seat"], item["card"], item["line"]
    lines = state.seats[seat]["lines"]
    if len(lines[line]) >= LINE_LIMIT:
        return [Event("troop.no_room", {"seat": seat, "card": card_id, "line": line})]
    card = lookup.card(card_id)
    troop = {"uid": item["uid"], "card": card_id, "wounds": 0, "prep": int(card.preparation or 0), "boost": 0,
             "moved": False}
    lines[line].append(troop)
    item["entered"] = True
    events = [Event("troop.trained", {"seat": seat, "card": card_id, "uid": troop["uid"], "line": line})]
    trigger_queue.fire(state, seat, troop["uid"], card_id, "on_enter", "battle")
    if card.gives_renown:  # a troop neither salvaje, devoto nor mercenario
        events += effects.change_renown(state, seat, 1, seat, card_id)
    return events


def ability_of(item: dict):
    """The Ability a stack item carries out (a card's effect or one of its abilities), None for none."""
    return None if item.get("ability") is None else lookup.card(item["card"]).abilities[item["ability"]]


def _run_steps(state: EcgState, item: dict) -> list[Event]:
    ability = ability_of(item)
    if ability is None:
        return _finish(state, item)
    ctx = effects.context_for(item["seat"], item.get("source"), ability, item.get("answers"), item["card"])
    events: list[Event] = []
    while item["step"] < len(ability.steps):
        index = item["step"]
        result = effects.run_step(state, ctx, ability.steps[index], item["targets"][index])
        if result is None:
            events.append(Event("stack.stopped", {"seat": item["seat"], "card": item["card"], "step": index + 1}))
            break
        if isinstance(result, deckend.Choice):  # the step runs again once the player has chosen
            return events + deckend.ask(state, result.seat, result.count, "stack")
        if isinstance(result, effects.Ask):
            if _ask(state, result):
                return events
            if result.strict and result.count > 0:
                events.append(Event("stack.stopped", {"seat": item["seat"], "card": item["card"], "step": index + 1}))
                break
            events += effects.draw_cards(state, result.seat, result.draw) or []
        else:
            events += result
        item["step"] = index + 1
    return events + _finish(state, item)


def _ask(state: EcgState, ask: effects.Ask) -> bool:
    """Let `ask.seat` choose cards for a step; False when there is nothing to choose from."""
    pile = state.seats[ask.seat][ask.pile]
    if not pile or ask.count <= 0:
        return False
    state.pending = {"kind": "pick", "seat": ask.seat, "pile": ask.pile, "count": ask.count, "picked": 0,
                     "draw": ask.draw, "strict": ask.strict, "then": "stack"}
    return True


def pick_actions(state: EcgState) -> list[Action]:
    """The cards the seat choosing may pick (distinct ids of its pile)."""
    pending = state.pending
    pile = state.seats[pending["seat"]][pending["pile"]]
    return [_PICK_ACTIONS[pending["pile"], c] for c in dict.fromkeys(pile)]


def apply_pick(state: EcgState, card_id: str) -> list[Event]:
    """Move the picked card (hand -> discard, or discard -> hand); when all are picked, go on."""
    pending = state.pending
    seat = pending["seat"]
    data = state.seats[seat]
    source, target = ("hand", "discard") if pending["pile"] == "hand" else ("discard", "hand")
    data[source].remove(card_id)
    data[target].append(card_id)
    pending["picked"] += 1
    key = "pick.discarded" if source == "hand" else "pick.recalled"
    events = [Event(key, {"seat": seat, "card": card_id}, audience=seat), Event(key + "_count", {"seat": seat})]
    if pending["picked"] < pending["count"] and data[source]:
        return events
    state.pending = None
    failed = pending["strict"] and pending["picked"] < pending["count"]
    if pending["draw"] and not failed:
        events += effects.draw_cards(state, seat, pending["draw"]) or []
    if pending["then"] != "stack":
        return events
    item = state.stack[-1]
    if failed:
        events.append(Event("stack.stopped", {"seat": item["seat"], "card": item["card"], "step": item["step"] + 1}))
        item["step"] = len(ability_of(item).steps)
    else:
        item["step"] += 1
    return events + resolve(state)
