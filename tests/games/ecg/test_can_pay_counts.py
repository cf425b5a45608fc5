"""`economy.can_pay` counts producers for a one-resource cost; its answers equal the payment plan's."""
from __future__ import annotations

import random

from tabletop.engine.registry import get_game
from tabletop.games.ecg.rules import economy
from tabletop.games.ecg.rules.lookup import RESOURCES


def test_can_pay_equals_the_payment_plan_over_random_positions():
    """Random play's positions, every seat, every resource and ANY, amounts 0-6: can_pay == (_plan is not None)."""
    game = get_game("ecg")
    chooser = random.Random(3)
    resources = sorted(set(RESOURCES.values())) + [economy.ANY]
    checked = 0
    for seed in range(4):
        state = game.setup(game.info.resolve_options(None), 2, seed)
        for _ in range(400):
            if state.is_over():
                break
            for seat in range(len(state.seats)):
                for resource in resources:
                    for amount in range(7):
                        cost = {resource: amount}
                        assert economy.can_pay(state, seat, cost) == (economy._plan(state, seat, cost) is not None)
                        checked += 1
            legal = game.legal_actions(state)
            game.apply(state, legal[chooser.randrange(len(legal))])
    assert checked > 10_000
