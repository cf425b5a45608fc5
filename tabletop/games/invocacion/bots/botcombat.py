"""The bots' combat decisions in Invocación: what to give up, whom to target, and step 6 by one-ply look-ahead.

Step 6 (acting or reacting) tries each sensible move on a sample of the seat's observation
(`game.determinize`: the rivals' face-down cards guessed), lets the window close with the
rivals passing and everything resolve, and keeps the move after which the seat's standing
(botvalue.py: victory points, Maná included, plus the expected share of the prize) is best
against its strongest rival's. So Maná is spent only when the power it buys is worth more
than the victory points it costs, and a lost fight is left with the Maná kept.
"""
from __future__ import annotations

from typing import Sequence

from tabletop.engine.contract import Action, Game
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.bots.botplan import Context, combat_card, effect_gain, keep_worth
from tabletop.games.invocacion.bots.botvalue import contenders, prize, standing
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.effects import ExchangePower, Modify, SwapPrinted
from tabletop.games.invocacion.rules.power import total_power
from tabletop.games.invocacion.rules.state import COMBAT, HIDDEN, InvocacionState

#: how many settling actions a look-ahead may take (a window, its resolution, sacrifices)
SETTLE_LIMIT = 40
#: what invoking a support costs (combat.py's SUPPORT_COST)
SUPPORT_MANA = 2
#: boosts tried: enough Maná to lead by this many points
BOOST_MARGINS = (1, 2, 4)


def power_of(state: InvocacionState, seat: int) -> int:
    """The seat's total power (0 without a face-up invocation)."""
    area = state.area(seat)
    if area.invocation is None or not area.invocation_face_up:
        return 0
    return total_power(state.board, seat, deck()).total


def strongest_rival(state: InvocacionState, seat: int, options: Sequence[int]) -> int:
    """Among `options`, the rival that most stands in the way: highest power, then most Conjuros."""
    rivals = [s for s in options if s != seat] or list(options)
    return max(rivals, key=lambda s: (power_of(state, s), len(state.area(s).conjuros), -s))


def give_choice(state: InvocacionState, seat: int, legal: Sequence[Action]) -> Action:
    """The card to give up (sacrifice, destroyed card, discard): the one the seat misses least."""
    area = state.area(seat)
    ctx = Context(deck()[area.invocation] if area.invocation not in (None, HIDDEN) else None,
                  conjuros=len(area.conjuros), apoyos=len(area.apoyos), mana=len(area.mana))

    def missed(action: Action) -> float:
        card = deck()[action.args[0]]
        worth = keep_worth(card)
        if any(s.card == card.id and s.face_up for s in area.conjuros):
            worth += 10.0  # a revealed Conjuro's effect is at work
        elif combat_card(card) and any(s.card == card.id for s in area.conjuros):
            worth += 2.0 + max(0.0, effect_gain(card, ctx))
        return worth

    return min(legal, key=lambda a: (missed(a), a.args[0]))


def target_choice(state: InvocacionState, seat: int, legal: Sequence[Action]) -> Action:
    """Whom an effect chooses: yourself for a boost or an exchange, else the rival most in the way."""
    ask = state.combat["ask"]
    options = [a.args[0] for a in legal]
    card = deck()[ask["card"]]
    steps = card.effect.steps
    mine, rival = power_of(state, seat), strongest_rival(state, seat, options)
    if card.bot_target is not None:  # the card's own hint (docs/cards/invocacion.md, "Hints for the bots")
        wanted = hinted_target(state, seat, options, card.bot_target, rival)
    elif any(isinstance(s, ExchangePower) for s in steps):
        wanted = seat if seat in options and mine < power_of(state, rival) else rival
    elif any(isinstance(s, SwapPrinted) for s in steps):
        wanted = max((s for s in options if s != seat), key=lambda s: (printed(state, s), -s), default=options[0])
    elif any(isinstance(s, Modify) and s.to == "chosen" and _positive(s) for s in steps):
        wanted = seat if seat in options else min(options, key=lambda s: (power_of(state, s), s))
    else:
        wanted = rival
    return Action("target", (wanted,))


def hinted_target(state: InvocacionState, seat: int, options: Sequence[int], hint: str, strongest: int) -> int:
    """The player a card's `bot_target` hint names among `options`: the seat itself, the strongest or the weakest rival."""
    if hint == "self" and seat in options:
        return seat
    if hint == "weakest":
        rivals = [s for s in options if s != seat] or list(options)
        return min(rivals, key=lambda s: (power_of(state, s), s))
    return strongest


def printed(state: InvocacionState, seat: int) -> int:
    """The printed Poder the seat's invocation uses now (after any swap)."""
    area = state.area(seat)
    card = area.printed_from or area.invocation
    return deck()[card].power if card not in (None, HIDDEN) else 0


def _positive(step: Modify) -> bool:
    return isinstance(step.value, int) and step.value > 0


def candidates(state: InvocacionState, seat: int, legal: Sequence[Action]) -> list[Action]:
    """The step-6 moves worth trying: every reveal, the best support, a few boosts, withdraw and pass."""
    rivals = [power_of(state, s) for s in range(state.num_seats) if s != seat]
    gap = max(rivals, default=0) - power_of(state, seat)
    boosts = {gap + margin for margin in BOOST_MARGINS}
    supports = [a for a in legal if a.kind == "support"]
    best_support = max(supports, key=lambda a: (deck()[a.args[0]].support, a.args[0]), default=None)
    chosen = []
    for action in legal:
        if action.kind in ("reveal", "withdraw", "pass") or action is best_support:
            chosen.append(action)
        elif action.kind == "boost" and action.args[0] in boosts:
            chosen.append(action)
    return chosen


def settle(game: Game, state: InvocacionState, seat: int) -> None:
    """Play on until someone must act again: rivals pass their windows; targets and gifts as the bots choose."""
    for _ in range(SETTLE_LIMIT):
        if state.phase != COMBAT or state.combat is None or state.combat["ask"] is None:
            return
        ask = state.combat["ask"]
        if ask["kind"] == "act":
            return
        legal = game.legal_actions(state)
        if ask["kind"] in ("react", "bid"):
            action = Action("pass")
        elif ask["kind"] == "target":
            action = target_choice(state, ask["seat"], legal)
        else:
            action = give_choice(state, ask["seat"], legal)
        game.apply(state, action)


def outlook(state: InvocacionState, seat: int) -> float:
    """The seat's standing minus its strongest rival's."""
    values = [standing(state, s) for s in range(state.num_seats)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def step6_choice(game: Game, observation: InvocacionState, seat: int, legal: Sequence[Action], rng: Rng,
                 noise: float = 0.0, samples: int = 1) -> Action:
    """The move after which the seat's outlook is best, on `samples` guesses of the hidden cards."""
    moves = candidates(observation, seat, legal)
    guesses = [game.determinize(observation, seat, Rng(rng.randrange(2**31))) for _ in range(samples)]
    best, best_value = Action("pass"), float("-inf")
    for action in moves:
        value = 0.0
        for guess in guesses:
            trial = guess.clone()
            game.apply(trial, action)
            settle(game, trial, seat)
            value += outlook(trial, seat) / len(guesses)
        value += _preference(action)
        if noise:
            value += (rng.random() * 2 - 1) * noise
        if value > best_value:
            best, best_value = action, value
    return best


def _preference(action: Action) -> float:
    """A hair of preference that breaks ties: pass first, withdraw last (keep the options open)."""
    return {"pass": 1e-6, "withdraw": -1e-6}.get(action.kind, 0.0)


def combat_action(game: Game, observation: InvocacionState, seat: int, legal: Sequence[Action], rng: Rng,
                  noise: float = 0.0) -> Action:
    """The bot's combat decision for `seat`: a gift, a target, or a step-6 move."""
    kind = observation.combat["ask"]["kind"]
    if kind == "give":
        return give_choice(observation, seat, legal)
    if kind == "target":
        return target_choice(observation, seat, legal)
    if kind == "bid":
        return Action("pass")  # the planner does not buy the order of step 4's effects
    return step6_choice(game, observation, seat, legal, rng, noise)



def quick_step6(state: InvocacionState, seat: int, legal: Sequence[Action]) -> Action:
    """A fast rule for play-outs: lead already, pass; else the best Conjuro, then a support or a boost
    that takes the lead if the prize is worth it, else withdraw."""
    rivals = [power_of(state, s) for s in contenders(state) if s != seat]
    need = max(rivals, default=-1) - power_of(state, seat) + 1
    if need <= 0:
        return Action("pass")
    area = state.area(seat)
    ctx = Context(deck()[area.invocation], conjuros=len(area.conjuros), apoyos=len(area.apoyos),
                  mana=len(area.mana), base=power_of(state, seat), leader=max(rivals, default=0))
    reveals = [(effect_gain(deck()[a.args[0]], ctx), a) for a in legal if a.kind == "reveal"]
    if reveals and max(reveals, key=lambda pair: pair[0])[0] > 0.5:
        return max(reveals, key=lambda pair: pair[0])[1]
    worth = prize(state)
    for action in legal:
        if action.kind == "support" and deck()[action.args[0]].support >= need and worth > 2 * SUPPORT_MANA:
            return action
    if Action("boost", (need,)) in legal and need <= worth // 2:
        return Action("boost", (need,))
    return Action("withdraw")
