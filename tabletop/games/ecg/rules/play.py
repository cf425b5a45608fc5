"""Playing things in the Acción phase: the choices each play offers, and the chain that commits it.

A play that needs choices (the line of a 'both' troop, the target of each step, the cards a
cost discards, the troop a cost sacrifices) opens a chain (`state.pending` of kind "chain"):
one small decision at a time, cancellable until the last one commits it. Committing pays the
resources and the cost, adds the card's madness and puts the play on the stack (stack.py), or
for a court play, a general beside the hero, a legacy or a prayer, carries it out at once.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from tabletop.engine.contract import Action, Event
from tabletop.engine.memo import Memo
from tabletop.games.ecg.rules import battle, economy, effects, lookup, stack, trigger_queue
from tabletop.games.ecg.rules.state import BOTH, COURT_LIMIT, LINE_LIMIT, LINES, EcgState

#: card kinds played from the hand with the "play" action, and the stack kind of each
PLAYED_KINDS = {"action": "action", "spell": "spell", "legacy": "legacy", "blessing": "blessing"}
PRAYERS_TO_WIN = 4


# --- what may be played now ---------------------------------------------------------------------

def _has_general(state: EcgState, seat: int) -> bool:
    return any(lookup.card(c["card"]).kind == "general" for c in state.seats[seat]["legacy"])


def training_lines(state: EcgState, seat: int, card_id: str) -> list[str]:
    """The lines a troop may be trained into now (its own, or either for 'both'; at most 5 per line)."""
    line = lookup.card(card_id).line
    wanted = LINES if line == BOTH else (line,)
    return [ln for ln in wanted if len(state.seats[seat]["lines"][ln]) < LINE_LIMIT]


def effect_playable(state: EcgState, seat: int, card_id: str, ability, source: int | None = None,
                    from_hand: bool = True) -> bool:
    """True when the cost of `ability` (resources aside) can be paid by `seat` now."""
    spare = len(state.seats[seat]["hand"]) - (1 if from_hand else 0)
    ctx = effects.context_for(seat, source, ability)
    return effects.cost_payable(state, ctx, ability.cost if ability else (), spare)


def prayers_in_play(state: EcgState, seat: int) -> int:
    """How many Oración cards `seat` has in its legacy zone."""
    return sum(1 for c in state.seats[seat]["legacy"] if lookup.card(c["card"]).kind == "blessing")


def ability_places(data: dict) -> tuple[tuple[str, Sequence[dict]], ...]:
    """(where, entries {"uid", "card"}) of a seat's cards whose abilities may be used, in order: hero, legacy,
    court, battle (`where` names its zones in cards.ZONES_AT)."""
    lines = data["lines"]
    return (("hero", ({"uid": data["hero_uid"], "card": data["hero"]},)), ("legacy", data["legacy"]),
            ("court", data["court"]), ("battle", lines[LINES[0]]), ("battle", lines[LINES[1]]))


def ability_sources(state: EcgState, seat: int):
    """(uid, card id, where) of everything of `seat` whose abilities may be used (`ability_places`' order)."""
    for where, entries in ability_places(state.seats[seat]):
        for entry in entries:
            yield entry["uid"], entry["card"], where


def _source(state: EcgState, seat: int, uid: int) -> tuple[str, str]:
    """(card id, where) of `seat`'s card in play `uid` (`ability_sources`' walk, stopping at it)."""
    data = state.seats[seat]
    if uid == data["hero_uid"]:
        return data["hero"], "hero"
    lines = data["lines"]
    for where, entries in (("legacy", data["legacy"]), ("court", data["court"]), ("battle", lines[LINES[0]]),
                           ("battle", lines[LINES[1]])):
        for entry in entries:
            if entry["uid"] == uid:
                return entry["card"], where
    raise ValueError(f"seat {seat} has no card {uid} in play")


def usable_abilities(state: EcgState, seat: int, offer: dict[str, int] | None = None,
                     facts: lookup.CardFacts | None = None) -> list[tuple[int, int]]:
    """(uid, ability index) of every ability `seat` may use now ([x1]: once per turn across copies).

    `offer`: `economy.offers` of the seat, and `facts`: `lookup.facts()`, when the caller has them."""
    found = []
    data = state.seats[seat]
    cards, having, _turn_start, _reactions = facts or lookup.facts()
    used = data["used_x1"]
    spare = len(data["hand"])
    paying = (offer or economy.offers(state, seat))[economy.ANY]
    for where, entries in ability_places(data):
        with_abilities = having[where]  # most cards in play have none: one set lookup each
        for entry in entries:
            if entry["card"] not in with_abilities:
                continue
            for index, ability, mark in cards[entry["card"]].at_will[where]:
                if mark is not None and mark in used:
                    continue
                if where == "battle":  # a troop in battle (uids are never shared): no look for it there
                    check, source = ability.checked_in_battle, entry["uid"]
                else:
                    check, source = ability.checked, None
                if check.discards > spare or check.resources > paying:
                    continue
                if not check.steps or effects.steps_payable(state, effects.context_for(seat, source, ability), check):
                    found.append((entry["uid"], index))
    return found


def _hand_action(kind: str, card_id: str) -> Action:
    return Action(kind, (card_id,), f"hand:{card_id}")


class CardPlays(NamedTuple):
    """The Actions of the Acción phase that play a card from the hand (those its kind offers)."""

    court: Action
    train: Action
    general: Action
    play: Action


#: the Actions of the Acción phase, made once each (an Action is immutable): (kind, args) -> Action
_HAND_ACTIONS: Memo[tuple[str, str], Action] = Memo(lambda key: _hand_action(*key))
_CARD_PLAYS: Memo[str, CardPlays] = Memo(lambda card_id: CardPlays(*(_HAND_ACTIONS[kind, card_id] for kind in
                                                                     CardPlays._fields)))
_ABILITY_ACTIONS: Memo[tuple[int, int], Action] = Memo(lambda args: Action("ability", args, f"card:{args[0]}"))
_MANEUVER_ACTIONS: Memo[tuple[str, int, int], Action] = \
    Memo(lambda key: Action(key[0], key[1:], f"troop:{key[1]}"))
END = Action("end")


def action_phase_actions(state: EcgState) -> list[Action]:
    """Every choice of the seat whose Acción phase it is (no chain, no window): per distinct hand card court,
    train, general or play; then abilities, maneuvers and end."""
    seat = state.turn
    data = state.seats[seat]
    kingdom = data["kingdom"]
    offer = economy.offers(state, seat)
    facts = lookup.facts()
    cards = facts.cards
    court_open = not data["court_played"] and len(data["court"]) < COURT_LIMIT
    # (no comprehension where the zone is mostly empty: in this Python each one makes a function)
    legacy_kinds = [cards[entry["card"]].kind for entry in data["legacy"]] if data["legacy"] else []
    general_open = "general" not in legacy_kinds and "blessing" not in legacy_kinds
    lines = data["lines"]
    infantry, support = len(lines[LINES[0]]) < LINE_LIMIT, len(lines[LINES[1]]) < LINE_LIMIT
    room = {LINES[0]: infantry, LINES[1]: support, BOTH: infantry or support}  # `training_lines`, for every troop
    actions: list[Action] = []
    for card_id in dict.fromkeys(data["hand"]):
        card = cards[card_id]
        kind = card.kind
        if kind == "troop" or kind == "general":
            plays = _CARD_PLAYS[card_id]
            if court_open:
                actions.append(plays.court)
            charge = card.charge[kingdom]  # `can_pay` of a one-resource price, against what is on offer
            if charge is None or charge[1] > offer.get(charge[0], 0):
                continue
            if kind == "troop" and room.get(card.line, False):
                actions.append(plays.train)
            elif kind == "general" and general_open:
                actions.append(plays.general)
        elif kind in PLAYED_KINDS:
            charge = card.charge[kingdom]
            if charge is not None and charge[1] <= offer.get(charge[0], 0) and \
                    _effect_playable_from_hand(state, seat, card, legacy_kinds):
                actions.append(_CARD_PLAYS[card_id].play)
    for found in usable_abilities(state, seat, offer, facts):
        actions.append(_ABILITY_ACTIONS[found])
    for found in battle.maneuver_choices(state, seat):
        actions.append(_MANEUVER_ACTIONS[found])
    actions.append(END)
    return actions


def _effect_playable_from_hand(state: EcgState, seat: int, card, legacy_kinds: list[str]) -> bool:
    """True when the card's effect (a blessing: its next prayer stage) can be paid for, resources aside, and a
    blessing may still be played (`legacy_kinds`: the kinds in the seat's legacy zone)."""
    if card.kind == "blessing":
        if "general" in legacy_kinds:
            return False
        stage = legacy_kinds.count("blessing")
        if stage >= PRAYERS_TO_WIN:
            return False
        ability = card.prayer[stage] if stage < len(card.prayer) else None
    else:
        ability = card.effect
    return ability is None or not ability.cost or effect_playable(state, seat, card.id, ability)


# --- chains -------------------------------------------------------------------------------------

def _asks(ability) -> list[dict]:
    """The choices an ability needs before it is committed: cost choices first, then each step's target."""
    return list(ability.asks) if ability else []


def start_chain(state: EcgState, seat: int, what: str, card_id: str, ability_index: int | None,
                source: int | None, from_hand: bool, line_choice: bool = False) -> list[Event]:
    """Begin the choices of a play; commit at once when there are none."""
    card = lookup.card(card_id)
    ability = card.abilities[ability_index] if ability_index is not None else None
    if what == "blessing":
        ability = card.prayer[prayers_in_play(state, seat)]
    if from_hand:
        state.seats[seat]["hand"].remove(card_id)
    asks = ([{"for": "line"}] if line_choice else []) + _asks(ability)
    state.pending = {"kind": "chain", "seat": seat, "what": what, "card": card_id, "ability": ability_index,
                     "source": source, "from_hand": from_hand, "owner": seat, "asks": asks, "chosen": [],
                     "held": [], "answers": len(state.stack) - 1 if what == "react" else None}
    return _advance(state)


def chain_asks(state: EcgState, pending: dict) -> list[dict]:
    """The asks `start_chain` makes for a chain's card and ability (a "both" troop's line left out)."""
    return _asks(_ability(pending, state))


def _ability(pending: dict, state: EcgState):
    card = lookup.card(pending["card"])
    if pending["what"] == "blessing":
        return card.prayer[prayers_in_play(state, pending["seat"])]
    return card.abilities[pending["ability"]] if pending["ability"] is not None else None


def _options(state: EcgState, pending: dict, ask: dict) -> list:
    """The values the current ask of a chain may take."""
    seat = pending["seat"]
    if ask["for"] == "line":
        return training_lines(state, seat, pending["card"])
    if ask["for"] == "discard":
        return list(dict.fromkeys(state.seats[seat]["hand"]))
    ability = _ability(pending, state)
    step = ability.cost[ask["cost"]] if "cost" in ask else ability.steps[ask["step"]]
    ctx = effects.context_for(seat, pending["source"], ability)
    if step.word == "sacrifice":
        options = effects.troop_choices(state, ctx, "own_troop")
    else:
        options = effects.choices_for(state, ctx, step) or []
    if "cost" not in ask:
        return options
    taken = [v for a, v in zip(pending["asks"], pending["chosen"]) if "cost" in a and a["for"] == "target"]
    return [o for o in options if o not in taken]


def _advance(state: EcgState) -> list[Event]:
    """Skip asks without options (a step with no target simply fails later); commit when all are made."""
    pending = state.pending
    while len(pending["chosen"]) < len(pending["asks"]):
        ask = pending["asks"][len(pending["chosen"])]
        if _options(state, pending, ask):
            return []
        pending["chosen"].append(None)
    return commit(state)


def chain_actions(state: EcgState) -> list[Action]:
    """The choices of the chain's current ask, then cancel."""
    pending = state.pending
    if len(pending["chosen"]) >= len(pending["asks"]):  # only in a sample of a play hidden from its sampler
        return [CANCEL]
    ask = pending["asks"][len(pending["chosen"])]
    options = _options(state, pending, ask)
    if ask["for"] == "line":
        actions = [_LINE_ACTIONS[pending["seat"], o] for o in options]
    elif ask["for"] == "discard":
        actions = [_HAND_ACTIONS["discard", o] for o in options]
    else:
        actions = [_TARGET_ACTIONS[o] for o in options]
    actions.append(CANCEL)
    return actions


#: the Actions of a chain, made once each: a line (seat, line), a target (a troop's uid or "seat:line")
_LINE_ACTIONS: Memo[tuple[int, str], Action] = Memo(lambda key: Action("line", (key[1],), f"line:{key[0]}:{key[1]}"))
_TARGET_ACTIONS: Memo[int | str, Action] = \
    Memo(lambda o: Action("target", (o,), f"troop:{o}" if isinstance(o, int) else f"line:{o}"))
CANCEL = Action("cancel")


def apply_chain(state: EcgState, action: Action) -> list[Event]:
    """One choice of the chain (or its cancel)."""
    pending = state.pending
    if action.kind == "cancel":
        data = state.seats[pending["seat"]]
        data["hand"] += pending["held"] + ([pending["card"]] if pending["from_hand"] else [])
        state.pending = None
        return [Event("chain.cancelled", {"seat": pending["seat"]})]
    value = action.args[0]
    if action.kind == "discard":
        state.seats[pending["seat"]]["hand"].remove(value)
        pending["held"].append(value)
    pending["chosen"].append(value)
    return _advance(state)


def _pay_costs(state: EcgState, pending: dict, ability) -> list[Event]:
    """Pay the cost of the ability with the choices made (discards and sacrifices included)."""
    seat = pending["seat"]
    if not pending["held"] and not (ability and ability.cost):  # most plays: nothing to pay but resources
        return []
    events: list[Event] = []
    chosen_for = {("cost", a["cost"]): v for a, v in zip(pending["asks"], pending["chosen"]) if "cost" in a}
    if pending["held"]:
        state.seats[seat]["discard"] += pending["held"]
        events.append(Event("cost.discarded", {"seat": seat, "count": len(pending["held"])}))
    ctx = effects.context_for(seat, pending["source"], ability, card=pending["card"])
    for index, step in enumerate(ability.cost if ability else ()):
        if step.word == "discard" and step.target != "opponent":
            continue
        result = effects.run_step(state, ctx, step, chosen_for.get(("cost", index)))
        events += result if isinstance(result, list) else []
        if step.word == "recovery" and step.target == "self":
            effects.note_recovery_paid(state, seat, pending["source"])
    return events


def commit(state: EcgState) -> list[Event]:
    """Pay everything and carry out the play (on the stack, or at once for plays nobody answers)."""
    pending = state.pending
    state.pending = None
    seat, card_id, what = pending["seat"], pending["card"], pending["what"]
    card = lookup.card(card_id)
    ability = _ability(pending, state)
    events: list[Event] = []
    if what in ("train", "general", "play", "react", "blessing", "legacy"):
        cost = economy.card_cost(state, seat, card_id) or {}
        if cost:
            economy.pay(state, seat, cost)
    if what == "ability" and ability.once_per_turn:
        state.seats[seat]["used_x1"].append(f"{card_id}#{pending['ability']}")
    events += _pay_costs(state, pending, ability)
    if what != "ability" and card.madness:
        events += effects.change_madness(state, seat, card.madness)
    targets = [None] * len(ability.steps if ability else ())
    for ask, value in zip(pending["asks"], pending["chosen"]):
        if "step" in ask:
            targets[ask["step"]] = value
    if what == "train":
        line = pending["chosen"][0] if pending["asks"] and pending["asks"][0]["for"] == "line" else \
            training_lines(state, seat, card_id)[0]
        return events + stack.push(state, {"seat": seat, "kind": "training", "card": card_id, "line": line,
                                           "uid": state.take_uid(), "from_hand": True, "targets": []})
    if what in ("general", "blessing"):
        return events + _to_legacy(state, seat, card_id, what)
    kind = card.kind if what == "play" else _STACK_KINDS[what]
    item = {"seat": seat, "kind": kind, "card": card_id, "ability": pending["ability"], "source": pending["source"],
            "from_hand": pending["from_hand"], "targets": targets, "answers": pending["answers"]}
    return events + stack.push(state, item)


#: a chain's `what` -> the kind of its stack item (a card played from the hand: the card's kind)
_STACK_KINDS = {"legacy": "legacy", "react": "reaction", "ability": "ability"}


def _to_legacy(state: EcgState, seat: int, card_id: str, what: str) -> list[Event]:
    """A general or an Oración goes beside the hero."""
    uid = state.take_uid()
    state.seats[seat]["legacy"].append({"uid": uid, "card": card_id})
    events = [Event(f"legacy.{what}", {"seat": seat, "card": card_id, "uid": uid}, reveals=True)]
    trigger_queue.fire(state, seat, uid, card_id, "on_enter", "legacy")
    if what == "blessing":
        events.append(Event("prayer.count", {"seat": seat, "count": prayers_in_play(state, seat)}))
    return events


def put_in_court(state: EcgState, seat: int, card_id: str) -> list[Event]:
    """A troop or general from the hand into the court, ignoring its cost (once per turn; court_renown: +1 renown)."""
    data = state.seats[seat]
    data["hand"].remove(card_id)
    data["court_played"] = True
    uid = state.take_uid()
    data["court"].append({"uid": uid, "card": card_id, "used": True,
                          "produces": economy.produces(card_id, data["kingdom"],
                                                       state.option("any_devoto_devotion"))})
    trigger_queue.fire(state, seat, uid, card_id, "on_enter", "court")
    events = [Event("court.played", {"seat": seat, "card": card_id, "uid": uid}, reveals=True)]
    if state.court_renown and lookup.card(card_id).gives_renown:  # option court_renown (interpretation 29)
        events += effects.change_renown(state, seat, 1, seat, card_id)
    return events


def hand_play(card_id: str, react: bool = False) -> tuple[str, int | None]:
    """What playing `card_id` from the hand is (a chain's `what`) and the index of the ability it carries out."""
    card = lookup.card(card_id)
    index = card.abilities.index(card.effect) if card.effect is not None else None
    if react:
        return "react", index
    if card.kind in ("troop", "general", "blessing"):
        return {"troop": "train", "general": "general", "blessing": "blessing"}[card.kind], None
    return ("legacy" if card.kind == "legacy" else "play"), index


def start_play(state: EcgState, action: Action) -> list[Event]:
    """Begin the top-level play `action` of the Acción phase (not maneuvers, not end)."""
    seat = state.turn
    kind = action.kind
    if kind == "court":
        return put_in_court(state, seat, action.args[0])
    if kind == "train":
        card_id = action.args[0]
        both = lookup.card(card_id).line == BOTH and len(training_lines(state, seat, card_id)) > 1
        return start_chain(state, seat, "train", card_id, None, None, True, line_choice=both)
    if kind == "general":
        return start_chain(state, seat, "general", action.args[0], None, None, True)
    if kind == "play":
        what, index = hand_play(action.args[0])
        return start_chain(state, seat, what, action.args[0], index, None, True)
    if kind == "ability":
        uid, index = action.args
        card_id, where = _source(state, seat, uid)
        return start_chain(state, seat, "ability", card_id, index, uid if where == "battle" else None, False)
    if kind == "react":
        return start_chain(state, state.window, "react", action.args[0], hand_play(action.args[0])[1], None, True)
    raise AssertionError(f"not a play: {action}")


def declare_maneuver(state: EcgState, action: Action) -> list[Event]:
    """A Clash or a Charge goes on the stack (the troop counts as having maneuvered)."""
    uid, target = action.args
    troop = battle.find_troop(state, uid)[2]
    troop["moved"] = True
    card_id = troop["card"]
    return stack.push(state, {"seat": state.turn, "kind": "maneuver", "card": card_id, "source": uid,
                              "maneuver": [action.kind, uid, target], "from_hand": False, "targets": []})

