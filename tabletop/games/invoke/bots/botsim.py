"""What an Invoke bot can do in one decision, and where it leads, on its own sample of the position.

The invocations a hand can build are found through the grammar (language.read, the same
reading the rules and the preview use), and each candidate is played out with the rules
themselves (turn.apply) on a copy of a sample made from the bot's observation: the aims are
chosen, the other mages pass, the invocation resolves. Nothing here sees a hidden card.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.invoke.rules import turn
from tabletop.games.invoke.bots.botvalue import NOT_INVOKED
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.language import Illegal, Plan, read
from tabletop.games.invoke.rules.state import AIM, ANSWER, GIVE, InvokeState

#: the longest invocation a bot builds (longer ones are rare and rarely better)
MAX_CARDS = 7
#: at most this many invocations are played out in one decision (the most promising at a glance)
SHORTLIST = 30
#: at most this many actions are played out after a candidate (aims, the others' passes)
SETTLE_LIMIT = 60

Value = Callable[[InvokeState, int], float]


def copy_state(state: InvokeState) -> InvokeState:
    """An independent copy (`InvokeState.clone`) with a plain chance source of its own (a search's may be another kind)."""
    fresh = state.clone()
    fresh.rng = Rng(state.rng.seed, state.rng.counter)
    return fresh


def sequences(prefix: tuple[str, ...], hand: list[str], max_cards: int = MAX_CARDS) -> list[tuple[str, ...]]:
    """Every complete legal invocation (one per meaning) that starts with `prefix` and goes on with cards of `hand`.

    Orders that cannot mean anything else are built once: a run of power modifiers in sorted
    order (only its sum matters) and, in an invocation of one stop (no run before its first
    card), two plain elements side by side in sorted order (they strike the same mage).
    """
    return list(_sequences(tuple(prefix), tuple(sorted(hand)), max_cards))


@lru_cache(maxsize=1 << 12)
def _sequences(prefix: tuple[str, ...], hand: tuple[str, ...], max_cards: int) -> tuple[tuple[str, ...], ...]:
    """`sequences`, remembered: a hand is read again at every decision of a turn and in every play-out of a search."""
    found: list[tuple[str, ...]] = []
    cards = deck()

    def grow(sequence: tuple[str, ...], rest: list[str]) -> None:
        if len(sequence) >= max_cards:
            return
        last = cards[sequence[-1]].word if sequence else None
        one_stop = bool(sequence) and cards[sequence[0]].word != "power"
        for card in sorted(set(rest)):
            word = cards[card].word
            if card < sequence[-1] if sequence else False:
                if word == last == "power" or (one_stop and word == last == "element"):
                    continue
            longer = sequence + (card,)
            if plan_of(longer, partial=True) is None:
                continue
            if plan_of(longer) is not None:
                found.append(longer)
            remaining = list(rest)
            remaining.remove(card)
            grow(longer, remaining)

    grow(prefix, list(hand))
    return tuple(distinct(found))


@lru_cache(maxsize=1 << 16)
def plan_of(sequence: tuple[str, ...], partial: bool = False) -> Plan | None:
    """The Plan of a sequence of card ids, or None when it is illegal (with partial: cannot be mended)."""
    try:
        return read([deck()[c] for c in sequence], partial)
    except Illegal:
        return None


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
    plan = plan_of(sequence)
    strikes = plan.strikes if plan.stops > 1 else tuple(sorted(plan.strikes, key=lambda s: (s.element, s.power)))
    return (plan.form, plan.target, plan.move, plan.stops, plan.distance, strikes, plan.count, plan.adjust,
            plan.element, plan.speed, plan.delay, plan.sustain, plan.manifest.id if plan.manifest else None,
            tuple(c.id for c in plan.held))


def castable(state: InvokeState, seat: int, sequence: tuple[str, ...], answering: bool) -> bool:
    """A legal invocation the role allows (answers need haste; only answers aim at the current one) and the table too."""
    plan = plan_of(sequence)
    if plan is None or not (plan.speed >= 1 if answering else plan.target != "current"):
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


def candidates(sample: InvokeState, seat: int, legal: Sequence[Action], value: Value, size: int = SHORTLIST,
               max_cards: int = MAX_CARDS) -> list[tuple[float, tuple, Action]]:
    """(worth of the position it leads to, the invocation laid or (), first action) for every way on
    (at most `size` invocations of at most `max_cards` cards are played out)."""
    answering = sample.phase == ANSWER
    prefix = tuple(sample.building["cards"]) if sample.building else ()
    ranked: list[tuple[float, tuple, Action]] = []
    if not prefix:
        ranked.append((stop_value(sample, seat, answering, value), (), Action("pass" if answering else "done")))
        for action in legal:
            if action.kind in ("wand", "repair"):
                after = copy_state(sample)
                turn.apply(after, action)
                ranked.append((value(settle(after, seat, value), seat), (), action))
    found = ([prefix] if prefix else []) + sorted(sequences(prefix, sample.hands[seat], max_cards), key=_at_a_glance)
    for sequence in shortlist(found, lambda s: castable(sample, seat, s, answering), size):
        cast = cast_after(sample, build_actions(sample, sequence))
        if cast is not None:
            ranked.append((value(settle(cast[1], seat, value), seat), sequence, cast[0][0]))
    return ranked


def shortlist(found: list[tuple[str, ...]], allowed: Callable[[tuple[str, ...]], bool],
              size: int = SHORTLIST) -> list[tuple[str, ...]]:
    """The first `size` sequences of `found` that are `allowed`."""
    kept: list[tuple[str, ...]] = []
    for sequence in found:
        if len(kept) >= size:
            break
        if allowed(sequence):
            kept.append(sequence)
    return kept


def _at_a_glance(sequence: tuple[str, ...]) -> tuple:
    """Most promising first (power dealt, gems moved, wall points), then shortest."""
    return -_promise(sequence), len(sequence), sequence


def _promise(sequence: tuple[str, ...]) -> float:
    plan = plan_of(sequence)
    power = sum(s.power for s in plan.strikes)
    if plan.form == "attack":
        return power * (1 + plan.sustain)
    if plan.form == "relocate":
        return 2.0 * plan.count if plan.target == "gem" else 0.5 * plan.count
    if plan.form in ("destroy", "counter", "wall"):
        return power
    return 1.0 + abs(plan.adjust)


def stop_value(sample: InvokeState, seat: int, answering: bool, value: Value) -> float:
    """The worth of ending the turn's invocations now, or of letting the current invocation pass."""
    if answering:
        after = copy_state(sample)
        turn.apply(after, Action("pass"))
        return value(settle(after, seat, value), seat)
    return value(sample, seat) - (0 if sample.invoked else NOT_INVOKED)


def situation(state: InvokeState, seat: int) -> tuple:
    """What must not change for a chosen invocation to stay the choice (the cards laid aside)."""
    building = state.building["cards"] if state.building else []
    return (seat, state.phase, state.turn, tuple(sorted(state.hands[seat] + building)), tuple(state.gems),
            state.aether, tuple(sorted(state.pending.items())), len(state.walls), len(state.established),
            tuple(state.asking))
