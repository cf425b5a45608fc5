"""Power is always derived: an invocation's total Poder computed afresh from the table.

Total = printed Poder (or the value an "igual a" effect sets) + constant effects + fixed
"en este instante" amounts + Maná boost + invoked support. Nothing is kept as a running
total: change a zone (a Conjuro destroyed, Maná spent, a card blocked) and the next call
gives the new value, as the seed's "Si la condición de un Conjuro es modificada también
lo hace su efecto" asks.

- Constant effects come from every resolved effect (`Board.activations`, in the order they
  resolved) whose card is still face up in play and not blocked. They stack.
- "igual a" (`set`) replaces the printed value; if several apply, the one that resolved
  last wins; the other constant effects then modify the value it set.
- "en este instante" (`now`) is evaluated once by `resolve_instant` when the effect
  resolves and stored as a `Fixed` amount; it stays even if its card later leaves.
- An Archangel swap (`swap_printed`) changes only which card's printed Poder is read.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from tabletop.games.invocacion.rules.cards import Deck
from tabletop.games.invocacion.rules.effects import Condition, Count, ExchangePower, Highest, Modify, Quantity
from tabletop.games.invocacion.rules.messages import text
from tabletop.games.invocacion.rules.zones import Activation, Board, Fixed


@dataclass(frozen=True)
class Part:
    """One line of a power breakdown: where it comes from, how much, and why (a message key)."""

    source: str  # "printed" | "set" | "effect" | "instant" | "mana" | "support"
    card: str | None
    amount: int
    key: str
    params: Mapping = field(default_factory=dict)

    def explain(self, lang: str, deck: Deck | None = None) -> str:
        """The explanation in `lang` (card names in that language when a deck is given)."""
        params = dict(self.params)
        if self.card is not None and deck is not None and self.card in deck.cards:
            params["card"] = deck[self.card].name[lang]
        else:
            params.setdefault("card", self.card or "")
        return text(self.key, lang, amount=self.amount, **params)


@dataclass(frozen=True)
class Power:
    """An invocation's total power and the parts it is made of."""

    seat: int
    total: int
    parts: tuple[Part, ...]


def total_power(board: Board, seat: int, deck: Deck) -> Power:
    """The total power of `seat`'s invocation right now, with its breakdown (0 and no parts if none)."""
    area = board.area(seat)
    if area.invocation is None:
        return Power(seat, 0, ())
    printed_card = area.printed_from or area.invocation
    printed = deck[printed_card].power
    key = "power.printed" if printed_card == area.invocation else "power.printed_swapped"
    parts = [Part("printed", printed_card, printed, key)]
    base, adds = printed, []
    for activation, step in _constant_modifiers(board, deck):
        if not _reaches(board, deck, activation, step, seat) or not _holds(board, deck, activation.seat, step.condition):
            continue
        value = quantity(board, deck, activation.seat, step.value)
        if step.mode == "set":
            base = value
            parts = [p for p in parts if p.source != "set"]
            parts.append(Part("set", activation.card, value - printed, "power.set", {"value": value}))
        else:
            adds.append(Part("effect", activation.card, value, "power.add"))
    parts += adds
    parts += [Part("instant", f.card, f.amount, "power.instant") for f in board.fixed if f.seat == seat]
    if area.boost:
        parts.append(Part("mana", None, len(area.boost), "power.boost"))
    if area.invoked_support is not None:
        parts.append(Part("support", area.invoked_support, deck[area.invoked_support].support, "power.support"))
    total = base + sum(p.amount for p in parts if p.source not in ("printed", "set"))
    return Power(seat, total, tuple(parts))


def all_powers(board: Board, deck: Deck) -> dict[int, Power]:
    """The power of every seat with an invocation face up."""
    return {seat: total_power(board, seat, deck) for seat in board.invoking()}


def leaders(board: Board, deck: Deck) -> list[int]:
    """The seats (not out, not withdrawn) whose invocation has the highest total power."""
    contenders = {s: p.total for s, p in all_powers(board, deck).items()
                  if not board.area(s).out and not board.area(s).withdrawn}
    if not contenders:
        return []
    best = max(contenders.values())
    return [s for s, v in contenders.items() if v == best]


def active(board: Board, activation: Activation) -> bool:
    """True while an effect's card is face up in its player's area and not blocked."""
    area = board.area(activation.seat)
    return area.in_play_face_up(activation.card) and activation.card not in area.blocked


def _constant_modifiers(board: Board, deck: Deck):
    """(activation, constant Modify step) for every active effect, in the order they resolved.

    With copies of one card (Construido, Armagedón) a seat's activations of it count only as many times as it has
    copies face up in play: destroying one of two revealed copies undoes one of the two effects.
    """
    counted: dict[tuple[int, str], int] = {}
    for activation in board.activations:
        effect = deck[activation.card].effect
        if effect is None or not active(board, activation):
            continue
        key = (activation.seat, activation.card)
        counted[key] = counted.get(key, 0) + 1
        if counted[key] > _copies_in_play(board.area(activation.seat), activation.card):
            continue
        for step in effect.constant_modifiers():
            yield activation, step


def _copies_in_play(area, card: str) -> int:
    """How many copies of `card` the seat has face up in play (its invocation, its revealed Conjuros)."""
    return int(area.invocation == card and area.invocation_face_up) + sum(
        1 for slot in area.conjuros if slot.card == card and slot.face_up)


def _reaches(board: Board, deck: Deck, activation: Activation, step: Modify, seat: int) -> bool:
    """True when `step` of `activation` changes `seat`'s power."""
    if seat not in board.invoking():
        return False
    targeted = {"self": seat == activation.seat, "others": seat != activation.seat, "all": True,
                "chosen": seat in activation.chosen}[step.to]
    if not targeted:
        return False
    return step.element is None or deck[board.area(seat).invocation].has(step.element)


def _holds(board: Board, deck: Deck, owner: int, condition: Condition | None) -> bool:
    """True when the owner meets `condition` (None always holds)."""
    if condition is None:
        return True
    invocation = board.area(owner).invocation
    if condition.element is not None and (invocation is None or not deck[invocation].has(condition.element)):
        return False
    return condition.count is None or quantity(board, deck, owner, condition.count) >= condition.at_least


def quantity(board: Board, deck: Deck, owner: int, value: Quantity) -> int:
    """The current value of a quantity for the effect's owner."""
    if isinstance(value, int):
        return value
    if isinstance(value, Highest):
        return max((total_power(board, s, deck).total for s in board.invoking()), default=0)
    assert isinstance(value, Count)
    area = board.area(owner)
    if value.zone == "invocations":
        counted = sum(1 for s in board.invoking()
                      if value.element is None or deck[board.area(s).invocation].has(value.element))
    else:
        counted = len({"conjuros": area.conjuros, "apoyos": area.apoyos, "mana": area.mana,
                       "trophies": area.trophies}[value.zone])
    return counted * value.times


def resolve_instant(board: Board, deck: Deck, activation: Activation) -> list[Fixed]:
    """Evaluate an effect's "en este instante" power changes once and record them as Fixed amounts.

    Each step is evaluated on the table as the previous one left it. `set` fixes the
    difference between the value and the target's total at that instant; `exchange_power`
    gives each of the two chosen invocations the difference to the other's total.
    """
    effect = deck[activation.card].effect
    added: list[Fixed] = []
    if effect is None:
        return added
    for step in effect.steps:
        if isinstance(step, Modify) and step.now:
            if not _holds(board, deck, activation.seat, step.condition):
                continue
            for seat in board.invoking():
                if not _reaches(board, deck, activation, step, seat):
                    continue
                value = quantity(board, deck, activation.seat, step.value)
                amount = value - total_power(board, seat, deck).total if step.mode == "set" else value
                added.append(_fix(board, activation.card, seat, amount))
        elif isinstance(step, ExchangePower) and len(activation.chosen) == 2:
            first, second = activation.chosen
            a, b = (total_power(board, s, deck).total for s in (first, second))
            added += [_fix(board, activation.card, first, b - a), _fix(board, activation.card, second, a - b)]
    return added


def _fix(board: Board, card: str, seat: int, amount: int) -> Fixed:
    fixed = Fixed(card, seat, amount)
    board.fixed.append(fixed)
    return fixed


def swap_printed(board: Board, first: int, second: int) -> None:
    """Swap the printed Poder two invocations use (Archangel); effects, mana and support stay put."""
    a, b = board.area(first), board.area(second)
    a_card, b_card = a.printed_from or a.invocation, b.printed_from or b.invocation
    a.printed_from, b.printed_from = b_card, a_card
