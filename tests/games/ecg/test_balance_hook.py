"""ECG's `tabletop balance` hook: which card each event credits (wounds dealt, renown gained)."""
from __future__ import annotations

from tabletop.games.ecg.rules.balance import card_uses
from tests.games.ecg.ecg_table import action_table, cards, court, do, give  # noqa: F401


def _measures(events) -> list[tuple[int, str, float]]:
    return [(use.seat, use.card, use.amount) for event in events for use in card_uses(event) if use.kind == "measure"]


def test_renown_gained_by_training_a_troop_is_credited_to_that_troop(cards):
    state = action_table()
    give(state, 0, "wolf4")
    state.seats[0]["court"][0]["used"] = False
    events = do(state, "train wolf4", "pass")
    assert state.seats[0]["renown"] == 1
    assert _measures(events) == [(0, "wolf4", 1.0)]


def test_renown_gained_by_an_ability_or_an_action_is_credited_to_its_card(cards):
    state = action_table()
    sage = court(state, 0, "sage1")  # [x1] renown +1
    give(state, 0, "sermon")  # draw 2; renown +1 (cost 1)
    assert _measures(do(state, f"ability {sage} 0", "pass")) == [(0, "sage1", 1.0)]
    assert _measures(do(state, "play sermon", "pass")) == [(0, "sermon", 1.0)]


def test_renown_taken_from_the_opponent_is_no_ones_measure(cards):
    state = action_table()
    state.seats[1]["renown"] = 3
    give(state, 0, "scorn")  # renown -3 opponent
    events = do(state, "play scorn", "pass")
    assert state.seats[1]["renown"] == 0 and _measures(events) == []
