"""Mages may never have more than 7 cards in their hand (issue 26, interpretation 33)."""
from __future__ import annotations

from tabletop.engine.contract import apply_all
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tests.games.invoke.test_invoke_turns import _at_build, _give

ANA, BEA, CARL = 0, 1, 2
SEVEN = ("fire", "fire", "water", "air", "earth", "plus_1", "minus_1")


def _tome_holding(state, seat: int, *cards: str) -> None:
    for card in ("tome", *cards):
        state.piles[deck()[card].deck].remove(card)
    state.items[seat] = {"card": "tome", "held": list(cards), "face_up": False}


def test_mages_may_never_have_more_than_7_cards_a_card_taken_back_to_a_full_hand_is_discarded():
    """Seed: "Mages may never have more than 7 cards in their hand"."""
    state = _at_build(3)
    _give(state, ANA, *SEVEN)
    _tome_holding(state, ANA, "move_left", "move_right")
    events = apply_all(GAME, state, ["take 0"])
    assert len(state.hands[ANA]) == 7 and "move_left" in state.discards["thaumaturgy"]
    assert any(e.key == "hand.overflow" for e in events)
    GAME.check_invariants(state)


def test_mages_may_never_have_more_than_7_cards_target_hand_and_move_overfills_into_the_discard():
    """Seed: "Mages may never have more than 7 cards in their hand" — also when Target Hand & Move passes cards."""
    state = _at_build(3)
    _give(state, ANA, "target_hand", "plus_1", "move_left")
    _give(state, BEA, "fire", "water", "air")
    _give(state, CARL, *SEVEN[:6])
    apply_all(GAME, state, ["add target_hand", "add plus_1", "add move_left", "cast", "aim 1",
                            "give fire", "give water"])  # Bea passes 2 cards to Carl, who has room for 1
    assert len(state.hands[CARL]) == 7 and len(state.hands[BEA]) == 1
    assert "fire" in state.hands[CARL] and "water" in state.discards["manifest"]  # the second card had no room
    GAME.check_invariants(state)


def test_option_hand_limit_draw_checks_the_limit_only_when_drawing():
    """Option `hand_limit=draw` (today's reading): the limit of 7 only governs drawing."""
    state = _at_build(3)
    state.hand_limit = "draw"
    _give(state, ANA, *SEVEN)
    _tome_holding(state, ANA, "move_left")
    apply_all(GAME, state, ["take 0"])
    assert len(state.hands[ANA]) == 8 and "move_left" in state.hands[ANA]
    assert GAME.setup({"hand_limit": "draw"}, 3, 1).hand_limit == "draw"
    assert GAME.setup({}, 3, 1).hand_limit == "always"
