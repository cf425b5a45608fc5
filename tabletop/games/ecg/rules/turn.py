"""The flow of a game of ECG: the start, each turn's phases, and which decision comes next.

Start: each seat draws its hero's Mano inicial; the higher Renombre (a tie: drawn by lot) chooses
who plays first. A turn: Reforzar (draw 0 to 2; at the hand limit of 8, first discard as many as
the draw would exceed), Preparación (automatic: resources prepared, each troop's preparation -1),
Acción (any number of plays, until "end"), Resolución (automatic, victory.py; the triggered abilities
it sets off are played in it, before the victory check). Decisions inside a turn: a play's chain of
choices (play.py), a reaction window or a choice of cards while the stack resolves (stack.py).
"""
from __future__ import annotations

from tabletop.engine.contract import Action, Event
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.rng import Rng
from tabletop.games.ecg.rules import battle, deckend, economy, effects, lookup, play, stack, triggers, victory
from tabletop.games.ecg.rules.state import (ACTION, DISCARD, DRAWS_PER_TURN, HAND_LIMIT, LINES, OVER, REINFORCE,
                                      RESOLUTION, START, EcgState, new_seat)


def new_game(decks: list[dict], seed: int, turn_limit: int, windows: str = "always",
             court_renown: bool = False, variant: dict | None = None) -> tuple[EcgState, list[Event]]:
    """A new game: each deck {"hero", "resource", "cards", "name"} shuffled, opening hands drawn.

    `variant`: the rule options of state.VARIANT_DEFAULTS that differ from their defaults."""
    state = EcgState(len(decks), Rng(seed))
    state.turn_limit = turn_limit
    state.windows = windows
    state.court_renown = court_renown
    state.variant = dict(variant or {})
    events: list[Event] = []
    for seat, deck in enumerate(decks):
        hero = lookup.card(deck["hero"])
        cards = list(deck["cards"])
        state.rng.shuffle(cards)
        data = new_seat(deck["hero"], deck["resource"], hero.kingdom, cards, deck.get("name", ""))
        data["hero_uid"] = state.take_uid()
        data["morale"], data["renown"] = int(hero.morale), int(hero.renown)
        data["court"].append({"uid": state.take_uid(), "card": deck["resource"], "used": False,
                              "produces": [economy.RESOURCES[hero.kingdom]]})
        state.seats.append(data)
    for seat, data in enumerate(state.seats):
        events += effects.draw_cards(state, seat, int(lookup.card(data["hero"]).hand)) or []
    renowns = [data["renown"] for data in state.seats]
    best = max(renowns)
    leaders = [s for s, r in enumerate(renowns) if r == best]
    state.turn = leaders[0] if len(leaders) == 1 else state.rng.choice(leaders)
    state.phase = START
    events.append(Event("start.chooser", {"seat": state.turn, "renown": best, "tie": len(leaders) > 1}))
    return state, events


def legal_actions(state: EcgState) -> list[Action]:
    """The choices of the current decision, in a stable order."""
    if state.phase == OVER:
        return []
    if state.pending is not None:
        if state.pending["kind"] == "reshuffle":
            return deckend.actions(state)
        return play.chain_actions(state) if state.pending["kind"] == "chain" else stack.pick_actions(state)
    if state.window is not None:
        return stack.window_actions(state)
    if state.phase == START:
        return list(_START_ACTIONS)
    if state.phase == REINFORCE:
        return list(_DRAW_ACTIONS)
    if state.phase == ACTION:
        return play.action_phase_actions(state)
    return []


_START_ACTIONS = (Action("start", ("first",)), Action("start", ("second",)))
_DRAW_ACTIONS = tuple(Action("draw", (n,)) for n in range(DRAWS_PER_TURN + 1))


def apply(state: EcgState, action: Action) -> list[Event]:
    """Carry out a legal `action` (checked by the caller)."""
    if state.pending is not None:
        if state.pending["kind"] == "reshuffle":
            events = _after_reshuffle_choice(state, action.args[0])
        elif state.pending["kind"] == "chain":
            events = play.apply_chain(state, action)
        else:
            events = stack.apply_pick(state, action.args[0])
        return events + _after(state)
    if state.window is not None:
        if action.kind == "pass":
            events = [Event("window.passed", {"seat": state.window})] + stack.resolve(state)
        else:
            events = play.start_play(state, action)
        return events + _after(state)
    if state.phase == START:
        first = state.turn if action.args[0] == "first" else state.opponent(state.turn)
        events = [Event("start.first", {"seat": state.turn, "first_seat": first})]
        state.turn = first
        return events + _begin_turn(state)
    state.trigger_chain = 0  # a free decision of the player whose turn it is: a new chain of triggers
    if state.phase == REINFORCE:
        return _reinforce(state, action.args[0]) + _after(state)
    if state.phase == ACTION:
        if action.kind == "end":
            events = victory.begin_resolution(state)
        elif action.kind in battle.MANEUVERS:
            events = play.declare_maneuver(state, action)
        else:
            events = play.start_play(state, action)
        return events + _after(state)
    raise IllegalActionError(f"{action} is not a legal action now")


def _idle(state: EcgState) -> bool:
    """Nothing is pending: no chain or pick, no reaction window, an empty stack."""
    return state.pending is None and state.window is None and not state.stack


def _after(state: EcgState) -> list[Event]:
    """After a choice, once nothing is pending: an owed Reforzar draw, waiting triggered abilities, and the
    Resolución settled (its triggers played first) before the next turn begins."""
    events: list[Event] = []
    if state.phase == DISCARD and _idle(state):
        events += _finish_reinforce(state)
    if state.triggers:
        events += triggers.next_trigger(state)
    while state.phase == RESOLUTION and _idle(state) and not state.triggers:
        events += victory.settle(state)
        if state.phase == RESOLUTION and not state.triggers:
            events += _begin_turn_next(state)
        if state.triggers:
            events += triggers.next_trigger(state)
    return events


def _begin_turn_next(state: EcgState) -> list[Event]:
    state.turn = state.opponent(state.turn)
    return _begin_turn(state)


def _begin_turn(state: EcgState) -> list[Event]:
    """A new turn: Reforzar waits for the draw."""
    state.turn_number += 1
    if state.turn_limit and state.turn_number > state.turn_limit:
        return victory.end_by_turn_limit(state)
    state.phase = REINFORCE
    return [Event("turn.start", {"seat": state.turn, "turn": state.turn_number})]


def _after_reshuffle_choice(state: EcgState, choice: str) -> list[Event]:
    """The player has chosen at the first deck end (deckend.py): the draw that waited goes on."""
    pending, events = deckend.answer(state, choice)
    if pending["then"] == "reinforce":
        return events + _reinforce(state, pending["draw"], announced=True)
    return events + stack.resolve(state)


def _reinforce(state: EcgState, count: int, announced: bool = False) -> list[Event]:
    """Reforzar: draw `count`; at the hand limit, discard first as many as the draw would exceed.

    A draw that will end the deck the first time asks first whether to reshuffle (deckend.py); a draw
    ignored for want of a deck (Fin de Mazo) asks for no room."""
    seat = state.turn
    events = [] if announced else [Event("reinforce.draw", {"seat": seat, "count": count})]
    if deckend.needs_choice(state, seat, count):
        return events + deckend.ask(state, seat, count, "reinforce")
    overflow = len(state.seats[seat]["hand"]) + effects.coming(state.seats[seat], count) - HAND_LIMIT
    if overflow > 0:
        state.phase = DISCARD
        state.pending = {"kind": "pick", "seat": seat, "pile": "hand", "count": overflow, "picked": 0,
                         "draw": count, "strict": False, "then": "reinforce"}
        return events
    events += effects.draw_cards(state, seat, count) or []
    return events + _preparation(state)


def _finish_reinforce(state: EcgState) -> list[Event]:
    return _preparation(state)


def _preparation(state: EcgState) -> list[Event]:
    """Preparación: used resources are prepared again, each troop's preparation goes down by 1."""
    seat = state.turn
    economy.ready_resources(state, seat)
    for line in LINES:
        for troop in state.seats[seat]["lines"][line]:
            troop["prep"] = max(0, troop["prep"] - 1)
            troop["moved"] = False
    state.phase = ACTION
    triggers.fire_turn_start(state, seat)
    return [Event("turn.preparation", {"seat": seat})]
