"""A building decision's legal list, made the fast way, equals the one made from the grammar afresh, in order."""
from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine.registry import get_game
from tabletop.games.invoke.rules import language, turn
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.state import ANSWER, BUILD


def _reference(state) -> list[tuple]:
    """The list read the slow way: `language.playable` for the adds, `language.read` and every aim for the cast."""
    cards = deck()
    seat = state.to_move()
    role = "answer" if state.phase == ANSWER else "turn"
    sequence = list(state.building["cards"]) if state.building else []
    hand = sorted(state.hands[seat])
    lit = language.playable([cards[c] for c in sequence], [cards[c] for c in hand])
    actions = [("add", (c,)) for c in sorted({c for c, on in zip(hand, lit) if on})]
    if sequence:
        try:
            plan = language.read([cards[c] for c in sequence])
        except language.Illegal:
            plan = None
        if plan is not None and state.building.get("quick"):
            plan = replace(plan, speed=plan.speed + 1)
        if plan is not None and turn._fits_role(plan, role) and turn.aim_options(state, seat, plan):
            wand = plan.form == "manifest" and plan.manifest.word == "wand"
            actions += [("cast", ("up",)), ("cast", ("down",))] if wand else [("cast", ())]
        actions.append(("clear", ()))
    else:
        if turn._wand_plan(state, seat, role) is not None:
            actions.append(("wand", ()))
        if role == "turn" and not state.invoked:
            actions += [("repair", pair) for pair in turn._repairs(state, seat)]
        actions.append(("done" if role == "turn" else "pass", ()))
    actions += [("take", (k,)) for k in range(len(turn._held_sources(state, seat)))]
    return actions


def test_every_building_decision_of_random_games_lists_what_the_grammar_says():
    """Seeded random games at 2-5 mages: the legal list of each building or answering decision, in order."""
    game = get_game("invoke")
    chooser = random.Random(17)
    checked = casts = 0
    for seed in range(8):
        state = game.setup(game.info.resolve_options(None), 2 + seed % 4, seed)
        for _ in range(3000):
            if state.is_over():
                break
            legal = game.legal_actions(state)
            if state.phase in (BUILD, ANSWER):
                assert [(a.kind, a.args) for a in legal] == _reference(state)
                checked += 1
                casts += any(a.kind == "cast" for a in legal)
            game.apply(state, legal[chooser.randrange(len(legal))])
    assert checked > 1000 and casts > 50
