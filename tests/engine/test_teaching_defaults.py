"""The contract's defaults for teaching: decision kinds from the actions, words from the messages, turns by mover."""
from __future__ import annotations

from tabletop.engine.contract import Event, TurnMark
from tests.engine.toygame import ToyGame

NAMES = ["Ana", "Bo", "Cai"]


class TaughtToy(ToyGame):
    """The toy game with words for its one decision (copied messages: the toy's own stay untouched)."""

    messages = {lang: {**table, "teach.keep+swap": f"[{lang}] {{seat_name}}, keep your card or swap it."}
                for lang, table in ToyGame.messages.items()}


def test_a_decision_is_named_by_its_kinds_of_action_and_none_when_over():
    game = ToyGame()
    state = game.setup({"cards": 9}, 2, 1)
    assert game.decision_kind(state) == "keep+swap"
    state.revealed = True
    assert game.decision_kind(state) is None


def test_without_words_there_is_no_teaching_and_with_them_every_option_is_listed():
    state = ToyGame().setup({"cards": 9}, 2, 1)
    assert ToyGame().teach(state, "en", NAMES) is None and ToyGame().rules_anchor(state, "en") is None
    game = TaughtToy()
    teaching = game.teach(state, "es", NAMES)
    assert teaching.text == "[es] Ana, keep your card or swap it."
    assert [label for label, _what in teaching.options] == [game.describe_action(state, a, "es", NAMES)
                                                            for a in game.legal_actions(state)]
    assert teaching.anchor is None


def test_by_default_a_turn_starts_whenever_the_mover_changes():
    log = [(0, Event("a")), (0, Event("b")), (1, Event("c")), (2, Event("d")), (3, Event("e"))]
    movers = [0, 0, 1, 0]
    assert ToyGame().turn_marks(log, movers) == [TurnMark(0, 1, 0), TurnMark(3, 2, 1), TurnMark(4, 3, 0)]
