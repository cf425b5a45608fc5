"""Opposing creatures never share a mage (issue 26.2, interpretation 39): "nor may they have two creatures
in play at the same time that are of opposing Elements (A Mermaid and an Imp for instance)"."""
from __future__ import annotations

from invoke_helpers import plan_of

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.turn import aim_options
from tests.games.invoke.test_invoke_turns import _at_build, _give

ANA, BEA, CARL = 0, 1, 2


def _creature(state, seat: int, card: str) -> None:
    state.piles[deck()[card].deck].remove(card)
    state.creatures.append({"owner": seat, "card": card, "held": []})


def _imp_at_bea_mermaid_at_carl():
    state = _at_build(3)
    _creature(state, BEA, "imp")
    _creature(state, CARL, "mermaid")
    return state


def test_nor_may_they_have_two_creatures_of_opposing_elements_move_left_is_refused():
    """Seed: "nor may they have two creatures in play at the same time that are of opposing Elements"."""
    state = _imp_at_bea_mermaid_at_carl()
    aims = aim_options(state, ANA, plan_of("Target Creature & Move Left"))
    assert [(a.owner, a.creature) for a in aims] == [(CARL, "mermaid")]  # Bea's Imp would land on Carl's Mermaid


def test_nor_may_they_have_two_creatures_of_opposing_elements_invoke_does_not_offer_that_mage():
    """Seed: "nor may they have two creatures in play at the same time that are of opposing Elements"."""
    state = _imp_at_bea_mermaid_at_carl()
    _give(state, ANA, "target_creature", "invoke")
    apply_all(GAME, state, ["add target_creature", "add invoke", "cast", "aim 1:imp"])
    assert [str(a) for a in GAME.legal_actions(state)] == ["mage 0"]  # Carl holds a Mermaid: not offered


def test_nor_may_they_have_two_creatures_of_opposing_elements_a_delayed_move_discards_the_creature():
    """Seed: "nor may they have two creatures in play at the same time that are of opposing Elements" — the
    table changed before the Delayed move landed: the Imp goes to the discard instead."""
    state = _at_build(3)
    _creature(state, BEA, "imp")
    _give(state, ANA, "delay", "target_creature", "move_left")
    apply_all(GAME, state, ["add delay", "add target_creature", "add move_left", "cast", "done", "finish"])
    assert state.established
    _creature(state, CARL, "mermaid")  # Carl has a Mermaid by the time the Imp would land on him
    state.turn, state.phase = ANA, "build"
    events = apply_all(GAME, state, ["done"])
    assert [c["card"] for c in state.creatures] == ["mermaid"] and "imp" in state.discards["manifest"]
    assert any(e.key == "discarded.creature" for e in events)
    GAME.check_invariants(state)


def test_a_creature_may_move_to_a_mage_without_its_opposite():
    state = _at_build(3)
    _creature(state, BEA, "imp")
    _creature(state, CARL, "golem")  # Earth does not oppose Fire
    _give(state, ANA, "target_creature", "move_left")
    apply_all(GAME, state, ["add target_creature", "add move_left", "cast", "aim 1:imp"])
    assert sorted((c["owner"], c["card"]) for c in state.creatures) == [(CARL, "golem"), (CARL, "imp")]
