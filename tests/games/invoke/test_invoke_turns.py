"""The sequence of play of Invoke under the engine contract, one test per clause of the seed,
plus the hidden-information audit run by hand (the wide tables are in tests/test_conformance.py)."""
import random
import re

import pytest

from tabletop.engine.contract import SETUP_MARK, Action, apply_all, legal_strings
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.rules.state import ANSWER, BUILD, DECKS, DISCARD, DRAW, GIVE, OVER
from tabletop.games.invoke.rules.table import Wall
from tests.test_conformance import HiddenInformationWatch, random_session

UNFILLED = re.compile(r"{\w+}")


def _first_hands(mages: int, seed: int = 1):
    """A game whose first hands are drawn (each mage always takes the first pile offered)."""
    state = GAME.setup({}, mages, seed)
    while state.phase == "setup":
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def _give(state, seat: int, *cards: str) -> None:
    """Put exactly these cards in a hand (taken from the piles; the old hand goes back to them)."""
    for card in state.hands[seat]:
        state.piles[deck()[card].deck].insert(0, card)
    state.hands[seat] = []
    for card in cards:
        pile = state.piles[deck()[card].deck]
        pile.remove(card)
        state.hands[seat].append(card)


def _at_build(mages: int = 3, seed: int = 1):
    """Mage 0 about to invoke, every hand empty, nothing drawn."""
    state = _first_hands(mages, seed)
    for seat in range(mages):
        _give(state, seat)
    state.turn, state.phase, state.invoked = 0, BUILD, False
    # chaos cards at the bottom of the pile: draws in these tests are plain unless a test puts one on top
    state.piles["thaumaturgy"].sort(key=lambda card: deck()[card].word != "chaos")
    return state


def test_set_up_gives_gems_the_aether_and_first_hands_of_7_at_most_3_per_pile():
    state = _first_hands(5)
    assert state.gems == [5] * 5 and state.aether == 3
    for hand in state.hands:
        counts = [sum(deck()[c].deck == d for c in hand) for d in DECKS]
        assert len(hand) == 7 and max(counts) <= 3


def test_chaos_cards_of_the_first_hands_are_put_aside_then_shuffled_back():
    state = _first_hands(10, seed=3)
    assert not any(deck()[c].word == "chaos" for hand in state.hands for c in hand)
    chaos_in_pile = [c for c in state.piles["thaumaturgy"] if deck()[c].word == "chaos"]
    assert len(chaos_in_pile) == 12 and state.chaos_aside == []
    GAME.check_invariants(state)


def test_drawing_stops_at_7_and_no_pile_gives_more_than_3_in_a_turn():
    state = _at_build()
    state.phase = DRAW
    for _ in range(3):
        GAME.apply(state, GAME.parse_action(state, "draw manifest"))
    assert "draw manifest" not in legal_strings(GAME, state)
    while state.phase == DRAW:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert len(state.hands[0]) == 7 and state.phase == BUILD


def test_a_chaos_card_drawn_in_a_turn_is_played_at_once():
    state = _at_build()
    state.phase = DRAW
    state.piles["thaumaturgy"].remove("backfire")
    state.piles["thaumaturgy"].append("backfire")
    GAME.apply(state, GAME.parse_action(state, "draw thaumaturgy"))
    assert state.gems[0] == 6 and "backfire" in state.discards["thaumaturgy"]
    assert "backfire" not in state.hands[0]


def test_reversal_changes_who_plays_next():
    state = _at_build(4)
    state.phase = DRAW
    state.piles["thaumaturgy"].remove("reversal")
    state.piles["thaumaturgy"].append("reversal")
    GAME.apply(state, GAME.parse_action(state, "draw thaumaturgy"))
    state.hands[0] = []
    state.phase = BUILD
    apply_all(GAME, state, ["done", "finish"])
    assert state.turn == 3  # play now goes counter-clockwise: to the right


def _cast_move_left_fire(state):
    _give(state, 0, "move_left", "fire")
    apply_all(GAME, state, ["add move_left", "add fire", "cast"])


def test_after_an_invocation_every_other_mage_may_answer_clockwise():
    state = _at_build(4)
    for seat in (1, 3):
        _give(state, seat, "haste", "move_left", "water")
    _cast_move_left_fire(state)
    assert state.phase == ANSWER and state.asking == [1, 2, 3]
    apply_all(GAME, state, ["pass"])
    assert state.asking == [3]  # Carl holds nothing with haste: he is passed over without being asked


def test_a_mage_who_cannot_answer_is_passed_over_and_the_log_says_so():
    state = _at_build(3)
    _give(state, 1, "move_left", "water", "build_wall")  # no haste, no wand: no answer possible
    _give(state, 0, "move_left", "fire")
    events = apply_all(GAME, state, ["add move_left", "add fire", "cast"])
    assert state.phase == BUILD and state.pending == {"1": 1}  # resolved with nobody asked
    cannot = [e.params["seat"] for e in events if e.key == "answer.cannot"]
    assert cannot == [1, 2]
    assert GAME.describe_event(next(e for e in events if e.key == "answer.cannot"), "en", ["Ana", "Bea", "Carl"]) \
        == ("Bea has nothing to answer with haste (a Haste card, Target Current Invocation, a wand or an "
               "Imp's card to begin it).")  # even holding a Haste card, when no hasty invocation can be made


def test_the_logs_turns_are_the_mages_turns_and_answers_out_of_turn_start_none():
    log: list = []  # (action index, event), as a session keeps it
    movers: list[int] = []

    def play(state, *actions: str) -> None:
        for text in actions:
            movers.append(state.to_move())
            log.extend((len(movers) - 1, event) for event in GAME.apply(state, GAME.parse_action(state, text)))

    state = GAME.setup({}, 3, 1)
    while state.phase == "setup":
        play(state, str(GAME.legal_actions(state)[0]))
    first = state.turn
    while state.phase == DRAW:
        play(state, str(GAME.legal_actions(state)[0]))
    answerer = (first + 2) % 3  # the mage on the right answers Move Left & Fire with Target Current & -1
    _give(state, first, "move_left", "fire")
    _give(state, (first + 1) % 3)
    _give(state, answerer, "target_current", "minus_1")
    play(state, "add move_left", "add fire", "cast", "add target_current", "add minus_1", "cast", "done", "finish")
    marks = GAME.turn_marks(log, movers)
    starts = [position for position, (_index, event) in enumerate(log) if event.key == "turn.start"]
    assert [(m.position, m.number, m.seat, m.replaces) for m in marks] == \
        [(0, SETUP_MARK, None, False)] + [(p, k + 1, log[p][1].params["seat"], True) for k, p in enumerate(starts)]
    assert log[starts[0]][1].params["seat"] == first and len(starts) == 2  # Ana's turn, then the next one
    answer = next(position for position, (_i, event) in enumerate(log) if event.key == "cast.answer")
    assert starts[0] < answer < starts[1]  # answered out of turn: still the first mage's turn


def test_damage_takes_effect_at_the_end_of_the_turn_and_the_gem_leaves_play():
    state = _at_build(3)
    _cast_move_left_fire(state)
    assert state.phase == BUILD  # nobody holds anything with haste: no one is asked
    assert state.gems[1] == 7 and state.pending == {"1": 1}
    apply_all(GAME, state, ["done"])
    assert state.gems[1] == 6 and state.aether == 4


def test_target_current_invocation_answers_out_of_turn_and_lowers_it():
    state = _at_build(3)
    _give(state, 2, "target_current", "minus_1")
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["add target_current", "add minus_1", "cast", "done"])  # Bea cannot answer: not asked
    assert state.gems[1] == 7  # Fire 1 - 1: nothing left to strike


def test_the_targeted_mage_chooses_the_card_it_passes_to_its_left():
    state = _at_build(3)
    _give(state, 0, "target_hand", "move_left")
    _give(state, 1, "water", "air")
    apply_all(GAME, state, ["add target_hand", "add move_left", "cast"])  # Bea: the only hand
    assert state.phase == GIVE and state.to_move() == 1
    assert legal_strings(GAME, state) == ["give air", "give water"]
    events = apply_all(GAME, state, ["give water"])
    assert state.hands[2] == ["water"] and state.hands[1] == ["air"] and state.phase == BUILD
    received = [e for e in events if e.key == "hand.received"]
    assert received[0].audience == 2 and received[0].reveals  # only Carl learns which card


def test_undertow_makes_every_mage_discard_a_card_of_their_choice_before_the_drawing_goes_on():
    state = _at_build(3)
    _give(state, 1, "water", "air")
    _give(state, 2, "fire")
    state.phase = DRAW
    state.piles["thaumaturgy"].remove("undertow")
    state.piles["thaumaturgy"].append("undertow")
    apply_all(GAME, state, ["draw thaumaturgy"])
    assert state.phase == GIVE and state.to_move() == 1  # Ana's hand is empty: she owes nothing
    apply_all(GAME, state, ["give air", "give fire"])
    assert state.hands[1:] == [["water"], []] and state.phase == DRAW
    assert {"air", "fire"} <= set(state.discards["manifest"])


def test_a_mage_who_did_not_invoke_must_discard_two_cards():
    state = _at_build(3)
    _give(state, 0, "fire", "water", "air")
    apply_all(GAME, state, ["done"])
    assert state.phase == DISCARD and "finish" not in legal_strings(GAME, state)
    apply_all(GAME, state, ["discard fire", "discard water"])
    assert "finish" in legal_strings(GAME, state)


def test_a_mage_who_invoked_may_end_the_turn_without_discarding():
    state = _at_build(3)
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["done"])
    assert "finish" in legal_strings(GAME, state)


def test_the_ghost_round_keeps_a_mage_without_gems_until_the_end_of_their_next_turn():
    state = _at_build(3)
    state.gems[1] = 1
    _cast_move_left_fire(state)
    apply_all(GAME, state, ["done", "finish"])
    assert state.gems[1] == 0 and state.ghost[1] and not state.out[1]
    while state.turn == 1 and state.phase != BUILD:
        GAME.apply(state, GAME.legal_actions(state)[0])
    state.hands[1], spare = [], state.hands[1]
    state.discard(spare)
    apply_all(GAME, state, ["done"])
    assert state.out[1]


def test_the_game_ends_when_the_aether_is_empty():
    state = _at_build(3)
    state.aether = 1
    _give(state, 0, "target_gem", "invoke", "fire")
    apply_all(GAME, state, ["add target_gem", "add invoke", "add fire", "cast", "aim aether", "done"])
    assert state.phase == OVER and state.result().reason == "aether"
    assert state.result().winners == (0, 1, 2)


def test_the_game_ends_when_one_mage_has_power_left():
    state = _at_build(2)
    state.gems[1] = 1
    _give(state, 0, "move_left", "fire")
    apply_all(GAME, state, ["add move_left", "add fire", "cast", "done"])
    assert state.phase == OVER and state.result().winners == (0,)


def test_an_unused_wand_with_no_legal_invocation_explodes_at_the_end():
    state = _at_build(2)
    state.gems[1] = 1
    _give(state, 0, "move_left", "fire")
    _give(state, 1)
    state.items[1] = {"card": "wand", "held": ["water"], "face_up": False}
    state.piles["manifest"].remove("wand")
    state.piles["manifest"].remove("water")
    state.gems[0] = 3
    apply_all(GAME, state, ["add move_left", "add fire", "cast", "pass", "done"])  # face down: Bea is asked
    assert state.phase == OVER and state.gems == [3, 0]


def test_a_face_down_wand_is_hidden_from_the_others():
    state = _at_build(2)
    state.items[1] = {"card": "wand", "held": ["water", "build_wall"], "face_up": False}
    state.piles["manifest"].remove("wand")
    state.piles["manifest"].remove("water")
    state.piles["thaumaturgy"].remove("build_wall")
    assert GAME.observe(state, 0).items[1]["held"] == ["?", "?"]
    assert GAME.observe(state, 1).items[1]["held"] == ["water", "build_wall"]


def test_a_wall_is_repaired_by_its_owner_before_the_first_invocation_of_the_turn():
    state = _at_build(3)
    _give(state, 0, "water", "fire", "move_left")
    for card in ("build_wall", "water"):
        state.piles[deck()[card].deck].remove(card)
    state.walls.append(Wall(0, "water", [1], cards=["build_wall", "water"]))
    assert [a for a in legal_strings(GAME, state) if a.startswith("repair")] == ["repair 0 water"]
    apply_all(GAME, state, ["repair 0 water"])
    assert state.walls[0].points == 2 and state.walls[0].cards == ["build_wall", "water", "water"]
    apply_all(GAME, state, ["add move_left", "add fire", "cast"])
    _give(state, 0, "water")
    assert not [a for a in legal_strings(GAME, state) if a.startswith("repair")]  # not after an invocation
    GAME.check_invariants(state)


def test_a_card_kept_in_a_tome_comes_back_to_the_hand_and_the_empty_tome_is_discarded():
    state = _at_build(3)
    _give(state, 0, "tome", "fire")
    apply_all(GAME, state, ["add tome", "add fire", "cast"])
    assert state.items[0] == {"card": "tome", "held": ["fire"], "face_up": False}
    assert GAME.observe(state, 1).items[0]["held"] == ["?"]
    apply_all(GAME, state, ["take 0"])
    assert state.hands[0] == ["fire"] and state.items[0] is None and "tome" in state.discards["manifest"]
    assert GAME.describe_action(state, Action("add", ("fire",)), "es", ["A", "B", "C"]) == "Poner Fuego"
    assert GAME.describe_action(state, Action("take", (0,)), "en", ["A", "B", "C"]) == "Take kept card 1"


# --- hidden information, by hand (5 and 10 mages: tests/test_conformance.py WIDE_TABLES) ---------

@pytest.mark.parametrize("seats, humans, seed", [(2, 2, 0), (3, 1, 1)])
def test_a_seat_learns_only_by_a_reveal_and_undo_keeps_what_humans_saw(seats, humans, seed):
    session = random_session(GAME, seats, seed, humans)
    watch = HiddenInformationWatch(session)
    chooser = random.Random(seed)
    for step in range(200):  # the first 200 actions: quick, and past the first ends of turns
        if session.is_over():
            break
        legal = session.legal_actions()
        watch.play(legal[chooser.randrange(len(legal))])
        assert not watch.problems, f"step {step}: {watch.problems[:3]}"


def test_example_4_in_play_a_face_down_haste_in_the_wand_builds_the_wall_first():
    state = _at_build(3)
    _give(state, 0, "invoke", "fire", "haste")
    state.items[2] = {"card": "wand", "held": ["build_wall", "fire", "haste"], "face_up": False}
    for card in ("wand", "build_wall", "fire", "haste"):
        state.piles[deck()[card].deck].remove(card)
    apply_all(GAME, state, ["add invoke", "add fire", "add haste", "cast", "mage 2"])  # Bea cannot answer
    assert "wand" in legal_strings(GAME, state)  # Carl answers with the wand's built-in haste
    apply_all(GAME, state, ["wand", "done"])
    assert state.gems[2] == 7 and state.walls[0].element == "fire" and state.items[2] is None
    GAME.check_invariants(state)


def test_every_text_of_a_random_game_is_filled_in_english_and_spanish():
    state = GAME.setup({}, 4, 2)
    chooser = random.Random(2)
    names = ["Ana", "Bea", "Carl", "Dan"]
    while not state.is_over():
        legal = GAME.legal_actions(state)
        for lang in ("en", "es"):
            assert not UNFILLED.search(GAME.prompt(state, lang, names))
            for action in legal:
                assert not UNFILLED.search(GAME.describe_action(state, action, lang, names)), action
        for event in GAME.apply(state, legal[chooser.randrange(len(legal))]):
            for lang in ("en", "es"):
                text = GAME.describe_event(event, lang, names)
                assert text and not UNFILLED.search(text), (event, text)


def test_a_wall_whose_element_an_answer_cancels_is_not_built_and_its_cards_are_discarded():
    state = _at_build(3)
    _give(state, 0, "build_wall", "water")
    _give(state, 1, "target_current", "minus_1")
    apply_all(GAME, state, ["add build_wall", "add water", "cast", "add target_current", "add minus_1", "cast"])
    assert state.phase == BUILD and not state.walls
    assert state.discards["manifest"][-1] == "water"
    GAME.check_invariants(state)
