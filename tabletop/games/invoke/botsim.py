"""What an Invoke bot can do in one decision, and where it leads, on its own sample of the position.

The invocations a hand can build are found through the grammar (language.read, the same
reading the rules and the preview use), and each candidate is played out with the rules
themselves (turn.apply) on a copy of a sample made from the bot's observation: the aims are
chosen, the other mages pass, the invocation resolves. Nothing here sees a hidden card.
"""
from __future__ import annotations

from typing import Callable

from tabletop.engine.contract import Action
from tabletop.games.invoke import turn
from tabletop.games.invoke.cards import deck
from tabletop.games.invoke.language import Illegal, read
from tabletop.games.invoke.state import AIM, ANSWER, GIVE, InvokeState
from tabletop.games.invoke.table import Wall

#: the longest invocation a bot builds (longer ones are rare and rarely better)
MAX_CARDS = 5
#: at most this many actions are played out after a candidate (aims, the others' passes)
SETTLE_LIMIT = 60

Value = Callable[[InvokeState, int], float]


def copy_state(state: InvokeState) -> InvokeState:
    """An independent copy, several times faster than deepcopy (the state is plain lists, dicts and walls)."""
    fresh = InvokeState.__new__(InvokeState)
    for name, value in vars(state).items():
        setattr(fresh, name, _copy(value))
    fresh.rng = type(state.rng)(state.rng.seed, state.rng.counter)
    return fresh


_ATOMS = (str, int, bool, float, type(None))


def _copy(value):
    if isinstance(value, list):
        if all(type(v) in _ATOMS for v in value):
            return value.copy()
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: v if type(v) in _ATOMS else _copy(v) for k, v in value.items()}
    if isinstance(value, Wall):
        return Wall(value.owner, value.element, list(value.slots), value.guards, value.creature, list(value.cards))
    return value


def sequences(prefix: tuple[str, ...], hand: list[str], max_cards: int = MAX_CARDS) -> list[tuple[str, ...]]:
    """Every complete legal invocation that starts with `prefix` and goes on with cards of `hand`.

    A run of power modifiers counts once in any order (only its sum matters), so runs are
    built in sorted order.
    """
    found: list[tuple[str, ...]] = []
    cards = deck()

    def grow(sequence: tuple[str, ...], rest: list[str]) -> None:
        if len(sequence) >= max_cards:
            return
        for card in sorted(set(rest)):
            if sequence and cards[card].word == "power" and cards[sequence[-1]].word == "power" \
                    and card < sequence[-1]:
                continue
            longer = sequence + (card,)
            try:
                plan = read([cards[c] for c in longer], partial=True)
            except Illegal:
                continue
            if plan.complete and _legal(longer):
                found.append(longer)
            remaining = list(rest)
            remaining.remove(card)
            grow(longer, remaining)

    grow(tuple(prefix), list(hand))
    return distinct(found)


def distinct(found: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """One sequence per meaning (the shortest): orders that read the same do the same."""
    kept: dict[tuple, tuple[str, ...]] = {}
    for sequence in found:
        key = meaning(sequence)
        if key not in kept or len(sequence) < len(kept[key]):
            kept[key] = sequence
    return list(kept.values())


def meaning(sequence: tuple[str, ...]) -> tuple:
    """What a legal sequence says, without the cards that say it."""
    plan = read([deck()[c] for c in sequence])
    return (plan.form, plan.target, plan.move, plan.stops, plan.distance, plan.strikes, plan.count, plan.adjust,
            plan.speed, plan.delay, plan.sustain, plan.manifest.id if plan.manifest else None,
            tuple(c.id for c in plan.held))


def _legal(sequence: tuple[str, ...]) -> bool:
    try:
        read([deck()[c] for c in sequence])
    except Illegal:
        return False
    return True


def castable(state: InvokeState, seat: int, sequence: tuple[str, ...], answering: bool) -> bool:
    """The role allows it (answers need haste; only answers aim at the current invocation) and the table too."""
    plan = read([deck()[c] for c in sequence])
    if not (plan.speed >= 1 if answering else plan.target != "current"):
        return False
    return bool(turn.aim_options(state, seat, plan))


def build_actions(state: InvokeState, sequence: tuple[str, ...]) -> list[Action]:
    """The `add` actions that lay `sequence` after what is already being built."""
    built = len(state.building["cards"]) if state.building else 0
    return [Action("add", (c,)) for c in sequence[built:]]


def cast_after(state: InvokeState, adds: list[Action]) -> tuple[list[Action], InvokeState] | None:
    """Lay `adds` and cast (a wand's cards face down): (every action, the position after), or None if it cannot be cast."""
    laid = copy_state(state)
    for action in adds:
        turn.apply(laid, action)
    casts = [a for a in turn.legal_actions(laid) if a.kind == "cast"]
    if not casts:
        return None
    turn.apply(laid, casts[-1])
    return adds + [casts[-1]], laid


def settle(state: InvokeState, seat: int, value: Value) -> InvokeState:
    """Play on until the cast invocation has resolved: `seat` aims greedily by `value`, the others pass."""
    for _ in range(SETTLE_LIMIT):
        if state.phase == AIM and state.to_move() == seat:
            turn.apply(state, best_aim(state, seat, value))
        elif state.phase == AIM:
            turn.apply(state, turn.legal_actions(state)[0])
        elif state.phase == ANSWER:
            turn.apply(state, Action("pass"))
        elif state.phase == GIVE:
            turn.apply(state, Action("give", (min(state.hands[state.to_move()]),)))
        else:
            break
    return state


def best_aim(state: InvokeState, seat: int, value: Value) -> Action:
    """The aim (or Invoke's next mage) after which the position is worth most to `seat`."""
    options = turn.legal_actions(state)
    if len(options) == 1:
        return options[0]
    best, best_value = options[0], float("-inf")
    for option in options:
        trial = copy_state(state)
        turn.apply(trial, option)
        while trial.phase == AIM and trial.to_move() == seat:  # Invoke's other stops go where this one went
            legal = turn.legal_actions(trial)
            turn.apply(trial, option if option in legal else legal[0])
        worth = value(settle(trial, seat, value), seat)
        if worth > best_value:
            best, best_value = option, worth
    return best
