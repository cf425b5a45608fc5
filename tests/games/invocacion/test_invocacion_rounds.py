"""Inicio and Preparación of Invocación, one test per rule clause of the seed.

The game is registered: the shared conformance suite (tests/test_conformance.py) plays it whole.
"""
from __future__ import annotations

import pytest

from tabletop.engine.checks import snapshot
from tabletop.engine.contract import Action, apply_all, legal_strings
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.rounds import MAX_GUARDIAN_DRAWS, deal_choices, new_game, next_round
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.scoring import PORTAL_EXHAUSTED, victory_points
from tabletop.games.invocacion.rules.state import COMBAT, DEAL, HIDDEN, OVER, PREPARE
from tabletop.games.invocacion.rules.zones import Slot
from tests.test_messages_filled import UNFILLED, texts_of_a_random_game


def new(seats: int = 3, seed: int = 1):
    return GAME.setup({}, seats, seed)


def give(state, seat: int, *cards: str) -> None:
    """Put `cards` (taken from wherever they are) in the seat's hand, replacing its hand."""
    area = state.area(seat)
    state.portal.extend(area.hand)
    area.hand = []
    for card in cards:
        for other in state.board.areas:
            if card in other.hand:
                other.hand.remove(card)
                state.portal.append(card)
        state.portal.remove(card)
        area.hand.append(card)


def place_invocation(state, seat: int) -> None:
    """The seat to move puts its first hand card as invocation."""
    assert state.to_move() == seat
    apply_all(GAME, state, [f"pick {state.area(seat).hand[0]}", "to invocation"])


# --- Inicio ----------------------------------------------------------------------------------

def test_first_guardian_is_the_seat_that_drew_the_highest_power():
    for seed in range(10):
        state = new(4, seed)
        last = state.guardian_draws[-1]
        powers = {seat: deck()[card].power for seat, card in last}
        assert powers[state.guardian] == max(powers.values())
        assert list(powers.values()).count(max(powers.values())) == 1


def test_first_guardian_tied_seats_draw_again_and_only_they():
    tied_games = [new(4, seed) for seed in range(40)]
    tied_games = [s for s in tied_games if len(s.guardian_draws) > 1]
    assert tied_games, "no seed gave a tie (the test needs one)"
    for state in tied_games:
        for earlier, later in zip(state.guardian_draws, state.guardian_draws[1:]):
            best = max(deck()[card].power for _s, card in earlier)
            assert [s for s, card in earlier if deck()[card].power == best] == [s for s, _c in later]


def test_first_guardian_draw_ends_even_if_every_card_ties():
    same, _events = new_game(3, 5, ["ember_hound"] * 12)
    assert len(same.guardian_draws) == MAX_GUARDIAN_DRAWS and same.guardian == 0


def test_the_guardian_draws_go_back_and_the_portal_is_shuffled():
    a, b = new(3, 1), new(3, 2)
    for state in (a, b):
        held = sum(len(area.hand) for area in state.board.areas)
        assert len(state.portal) + held == len(deck().portal())
    assert a.portal != b.portal


def test_round_one_deals_four_cards_to_each_player():
    for seats in (2, 3, 4):
        state = new(seats)
        assert [len(a.hand) for a in state.board.areas] == [4] * seats
        assert state.phase == PREPARE and state.turn == state.guardian


def test_guardian_passes_to_the_left_each_round():
    state = new(3)
    first = state.guardian
    next_round(state)
    assert state.guardian == (first + 1) % 3 and state.round == 2 and state.to_move() == state.guardian


def test_later_rounds_guardian_chooses_two_to_six_and_everybody_gets_exactly_that_many():
    state = new(3)
    next_round(state)
    assert state.phase == DEAL
    assert legal_strings(GAME, state) == [f"deal {k}" for k in range(2, 7)]
    before = [len(a.hand) for a in state.board.areas]
    GAME.apply(state, Action("deal", (5,)))
    assert [len(a.hand) - b for a, b in zip(state.board.areas, before)] == [5, 5, 5]
    assert state.phase == PREPARE


def test_guardian_cannot_choose_a_number_that_leaves_a_player_short():
    state = new(3)
    next_round(state)
    state.discard += state.portal[9:]
    del state.portal[9:]
    assert deal_choices(state) == [2, 3]
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Action("deal", (4,)))


def test_game_ends_when_two_cards_each_is_impossible():
    state = new(3)
    state.discard += state.portal[5:]
    del state.portal[5:]
    state.area(0).trophies.append(state.discard.pop())  # no tie: no tie-break round
    next_round(state)
    assert state.phase == OVER and state.is_over() and state.end_reason == PORTAL_EXHAUSTED
    assert GAME.legal_actions(state) == []


def test_final_score_is_trophy_power_plus_mana_and_a_persisting_tie_plays_a_last_round_of_10_cards():
    state = new(2)
    a, b = state.area(0), state.area(1)
    a.trophies, b.trophies = ["ember_hound"], ["cinder_serpent"]  # power 5 / 8
    a.mana = [state.portal.pop() for _ in range(3)]
    for card in ("ember_hound", "cinder_serpent"):
        state.portal.remove(card)
    state.discard += state.portal[2:]
    del state.portal[2:]
    assert [victory_points(state, s) for s in (0, 1)] == [8, 8]
    events = next_round(state)
    # both tied at 8, and on the trophies' support (1 each): everything, trophies and Maná included
    # ("se mezcla todo en el Portal"), goes back into the Portal and both play a last round of 10 cards each
    assert any(e.key == "game.tiebreak" for e in events)
    assert state.phase == PREPARE and state.tiebreak == {"seats": [0, 1], "winner": None, "points": [8, 8]}
    assert len(a.hand) == len(b.hand) == 10 and a.mana == [] and b.trophies == []


# --- Preparación -----------------------------------------------------------------------------

def test_preparation_passes_go_in_priority_order_from_the_guardian():
    state = new(3)
    order = state.priority()
    assert order[0] == state.guardian and order[1] == (state.guardian + 1) % 3
    seen = []
    for seat in order:
        seen.append(state.to_move())
        place_invocation(state, seat)
        GAME.apply(state, Action("end"))
    assert seen == order and state.to_move() == order[0]


def test_invocation_is_obligatory_before_ending_the_pass_or_finishing():
    state = new(2)
    assert "end" not in legal_strings(GAME, state) and "finish" not in legal_strings(GAME, state)
    place_invocation(state, state.guardian)
    assert "end" in legal_strings(GAME, state) and "finish" in legal_strings(GAME, state)


def test_a_seat_with_no_card_at_all_may_finish_without_invocation():
    state = new(2)
    seat = state.guardian
    state.portal += state.area(seat).hand
    state.area(seat).hand = []
    assert legal_strings(GAME, state) == ["end", "finish"]


def test_at_most_five_conjuros_and_three_apoyos():
    state = new(2)
    seat = state.guardian
    area = state.area(seat)
    cards = [state.portal.pop() for _ in range(9)]
    area.conjuros = [Slot(c) for c in cards[:5]]
    area.apoyos = [Slot(c) for c in cards[5:8]]
    area.hand.append(cards[8])
    GAME.apply(state, Action("pick", (cards[8],)))
    assert legal_strings(GAME, state) == ["to invocation", "cancel"]


def test_any_card_may_go_to_any_zone():
    state = new(2)
    seat = state.guardian
    card = state.area(seat).hand[0]
    GAME.apply(state, Action("pick", (card,)))
    assert legal_strings(GAME, state) == ["to invocation", "to conjuros", "to apoyos", "cancel"]


def test_a_placement_can_be_cancelled_before_it_commits():
    state = new(2)
    before = snapshot(GAME, state)
    GAME.apply(state, Action("pick", (state.area(state.guardian).hand[0],)))
    GAME.apply(state, Action("cancel"))
    assert snapshot(GAME, state) == before


def test_cards_placed_earlier_can_be_moved_and_an_occupied_invocation_swaps():
    state = new(2)
    seat = state.guardian
    area = state.area(seat)
    first, second = area.hand[0], area.hand[1]
    apply_all(GAME, state, [f"pick {first}", "to invocation", f"pick {second}", "to conjuros",
                            f"pick {second}", "to invocation"])
    assert area.invocation == second and area.conjuro_ids() == [first]
    apply_all(GAME, state, [f"pick {first}", "to hand"])
    assert area.conjuros == [] and first in area.hand


def test_a_finished_seat_is_locked_and_skipped():
    state = new(3)
    order = state.priority()
    place_invocation(state, order[0])
    GAME.apply(state, Action("finish"))
    assert state.area(order[0]).finished
    for seat in order[1:]:
        place_invocation(state, seat)
        GAME.apply(state, Action("end"))
    assert state.to_move() == order[1]  # the Guardián finished: the next pass starts at its left


def test_a_finished_seat_cannot_be_targeted():
    state = new(3)
    order = state.priority()
    give(state, order[1], "mist_mirror", "ember_hound")
    place_invocation(state, order[0])
    GAME.apply(state, Action("finish"))
    apply_all(GAME, state, ["pick ember_hound", "to invocation", "play mist_mirror"])
    assert legal_strings(GAME, state) == [f"target {order[2]}", "cancel"]


def test_first_to_finish_takes_one_mana_from_the_top_of_the_discard():
    state = new(2)
    state.discard = [state.portal.pop(), state.portal.pop()]
    top = state.discard[-1]
    first, second = state.priority()
    place_invocation(state, first)
    GAME.apply(state, Action("finish"))
    place_invocation(state, second)
    GAME.apply(state, Action("finish"))
    assert state.area(first).mana == [top] and state.area(second).mana == []


def test_first_to_finish_gets_no_mana_without_a_discard():
    state = new(2)
    place_invocation(state, state.guardian)
    GAME.apply(state, Action("finish"))
    assert state.area(state.guardian).mana == [] and state.first_finisher == state.guardian


def test_others_see_only_how_many_face_down_cards_each_zone_holds():
    state = new(2)
    seat = state.guardian
    other = 1 - seat
    area = state.area(seat)
    apply_all(GAME, state, [f"pick {area.hand[0]}", "to invocation"])
    apply_all(GAME, state, [f"pick {area.hand[0]}", "to conjuros"])
    seen = GAME.observe(state, other).area(seat)
    assert seen.invocation == HIDDEN and [s.card for s in seen.conjuros] == [HIDDEN]
    assert seen.hand == [HIDDEN, HIDDEN]
    mine = GAME.observe(state, seat).area(seat)
    assert mine.invocation == area.invocation and mine.hand == area.hand


def test_a_pass_in_which_nobody_changes_anything_ends_preparation():
    state = new(2)
    first, second = state.priority()
    place_invocation(state, first)
    GAME.apply(state, Action("end"))
    place_invocation(state, second)
    GAME.apply(state, Action("end"))
    assert state.phase == PREPARE and state.pass_number == 2  # that pass changed something
    GAME.apply(state, Action("end"))
    GAME.apply(state, Action("end"))
    assert state.phase == COMBAT


def test_preparation_ends_when_everybody_finished_and_combat_begins():
    state = new(2)
    for seat in state.priority():
        place_invocation(state, seat)
        GAME.apply(state, Action("finish"))
    assert state.phase == COMBAT and not state.is_over() and state.result() is None


# --- Preparación effects ---------------------------------------------------------------------

def test_preparation_card_is_discarded_and_its_effect_applied():
    state = new(2)
    seat = state.guardian
    state.discard = [state.portal.pop()]
    give(state, seat, "well_keeper", "ember_hound")
    mana = state.discard[0]
    events = GAME.apply(state, Action("play", ("well_keeper",)))
    assert state.discard == ["well_keeper"] and state.area(seat).mana == [mana]
    assert any(e.key == "prep.played" and e.reveals for e in events)


def test_a_card_without_preparation_icon_cannot_be_played_from_the_hand():
    state = new(2)
    give(state, state.guardian, "ember_hound")
    assert "play ember_hound" not in legal_strings(GAME, state)


def test_drawing_shows_the_cards_only_to_the_drawer():
    state = new(2)
    seat = state.guardian
    give(state, seat, "seed_vault")
    top = state.portal[-2:]
    events = GAME.apply(state, Action("play", ("seed_vault",)))
    assert sorted(state.area(seat).hand) == sorted(top)
    private = [e for e in events if e.key == "prep.drew"]
    assert private[0].audience == seat and private[0].reveals


def test_a_chosen_player_discards_a_card_of_their_choice():
    state = new(2)
    seat = state.guardian
    other = 1 - seat
    give(state, seat, "flare_imp")
    choice = state.area(other).hand[2]
    apply_all(GAME, state, ["play flare_imp"])
    assert legal_strings(GAME, state) == [f"target {other}", "cancel"]
    GAME.apply(state, Action("target", (other,)))
    assert state.to_move() == other
    GAME.apply(state, Action("drop", (choice,)))
    assert state.discard[-2:] == [choice, "flare_imp"] and len(state.area(other).hand) == 3 and state.to_move() == seat


def test_playing_a_card_with_a_target_can_be_cancelled_until_the_target_is_chosen():
    state = new(2)
    give(state, state.guardian, "mist_mirror")
    before = snapshot(GAME, state)
    apply_all(GAME, state, ["play mist_mirror", "cancel"])
    assert snapshot(GAME, state) == before


def test_looking_at_a_hand_reveals_it_only_to_the_looker():
    state = new(2)
    seat = state.guardian
    give(state, seat, "mist_mirror")
    events = apply_all(GAME, state, ["play mist_mirror", f"target {1 - seat}"])
    shown = [e for e in events if e.key == "prep.looked_hand"]
    assert shown[0].audience == seat and shown[0].params["cards"] == state.area(1 - seat).hand


def test_every_text_of_a_random_preparation_is_filled_in_english_and_spanish():
    for seats, seed in ((2, 0), (3, 1), (4, 2)):
        for what, text in texts_of_a_random_game(GAME, seats, seed):
            assert text and not UNFILLED.search(text), f"{what}: {text!r}"
    state = new(3)
    state.discard += state.portal[5:]
    del state.portal[5:]
    state.area(0).trophies.append(state.discard.pop())
    for event in next_round(state):
        for lang in ("en", "es"):
            assert not UNFILLED.search(GAME.describe_event(event, lang, ["A", "B", "C"]))


def test_messages_name_cards_zones_and_players_in_each_language():
    state = new(2)
    seat = state.guardian
    give(state, seat, "flare_imp", "ember_hound")
    names = ["Ana", "Beto"]
    assert GAME.describe_action(state, Action("pick", ("ember_hound",)), "es", names) == "Levantar Sabueso de Brasas"
    assert GAME.describe_action(state, Action("to", ("hand",)), "en", names) == "Put it in your hand"
    events = apply_all(GAME, state, ["play flare_imp", f"target {1 - seat}"])
    lines = [GAME.describe_event(e, "en", names) for e in events]
    assert f"{names[seat]} chooses {names[1 - seat]}." in lines
    assert f"{names[seat]} plays Flare Imp from the hand (Preparation effect)." in lines


def test_the_prompt_says_what_the_seat_decides_now():
    state = new(2)
    seat = state.guardian
    names = ["Ana", "Beto"]
    card = state.area(seat).hand[0]
    assert GAME.prompt(state, "en", names) == f"{names[seat]}: Preparation, pass 1. Place your Invocation (it is obligatory)."
    GAME.apply(state, Action("pick", (card,)))
    assert GAME.prompt(state, "es", names) == f"{names[seat]}: ¿adónde va {deck()[card].name['es']}?"
    assert GAME.prompt(GAME.observe(state, 1 - seat), "en", names) == f"{names[seat]}: where does a face-down card go?"


def test_teaching_explains_each_preparation_decision_and_points_at_the_round_rules():
    state = new(2)
    seat = state.guardian
    give(state, seat, "flare_imp", "ember_hound")
    docs = {"en": "docs/rules/invocacion.md", "es": "docs/rules/invocacion.es.md"}
    seen = []
    for step in ("pick ember_hound", "to invocation", "play flare_imp", f"target {1 - seat}", None):
        for lang in ("en", "es"):
            teaching = GAME.teach(state, lang, ["A", "B"])
            assert teaching is not None and teaching.options and not UNFILLED.search(teaching.text)
            heading = "## A round" if lang == "en" else "## Una ronda"
            assert teaching.anchor == heading[3:].lower().replace(" ", "-") and heading in open(docs[lang]).read()
        seen.append(GAME.decision_kind(state))
        if step:
            GAME.apply(state, GAME.parse_action(state, step))
    assert seen == ["prepare", "place", "prepare", "target", "drop"]
    assert GAME.risk(state, Action("finish"), "es", ["A", "B"])


def test_a_draw_of_one_card_reads_in_the_singular():
    from tabletop.engine.registry import get_game
    from tabletop.games.invocacion.rules.rounds import draw
    game = get_game("invocacion")
    state = game.setup(game.info.resolve_options(None), 2, 1)
    names = ["Ana", "Bo"]
    one, many = draw(state, 0, 1)[0], draw(state, 0, 2)[0]
    assert game.describe_event(one, "en", names) == "Ana draws 1 card from the Portal."
    assert game.describe_event(one, "es", names) == "Ana roba 1 carta del Portal."
    assert game.describe_event(many, "en", names) == "Ana draws 2 cards from the Portal."


def test_the_log_opens_with_the_guardian_draws_and_round_one_deal():
    session = Session(GAME, [Seat("human", name) for name in ("Ana", "Bea", "Cai")], seed=11)
    state = session.full_state_unsafe_for_bots()
    keys = [event.key for index, event in session.log if index == -1]
    drawn = sum(len(draw) for draw in state.guardian_draws)
    assert keys == ["guardian.drew"] * drawn + ["round.start", "deal.dealt"] + ["deal.received"] * 3
    received = [event for _index, event in session.log if event.key == "deal.received"]
    assert [(e.audience, e.params["cards"]) for e in received] == [(s, state.board.areas[s].hand) for s in range(3)]
    first = GAME.describe_event(session.log[0][1], "en", session.names)
    assert first.startswith("To choose the first Guardian, Ana draws ") and "(Power " in first


def test_undo_keeps_the_opening_lines_of_the_log():
    session = Session(GAME, [Seat("human", name) for name in ("Ana", "Bea")], seed=3)
    opening = list(session.log)
    session.play(session.legal_actions()[0])
    session.undo()
    assert session.log == opening and opening


def test_a_card_placed_from_the_hand_is_logged_as_placed_face_down_not_as_rearranged():
    state = new(2)
    seat = state.to_move()
    events = apply_all(GAME, state, [f"pick {state.area(seat).hand[0]}", "to invocation"])
    words = [GAME.describe_event(e, lang, ["Ana", "Bo"]) for e in events if e.key == "prep.moved" for lang in ("en", "es")]
    name = ["Ana", "Bo"][seat]
    assert words == [f"{name} places or moves a card face down.", f"{name} coloca o mueve una carta boca abajo."]


def test_only_the_invocation_is_obligatory_unused_hand_cards_stay_in_hand():
    """"No es necesario utilizar todas las cartas de la mano ... La única carta que es obligatoria es la
    Invocación": a seat may finish with cards in hand; they stay there, hidden, through the round."""
    from tabletop.games.invocacion.rules.endgame import clear_round

    state = new(2)
    first, second = state.priority()
    for seat in (first, second):
        place_invocation(state, seat)
        apply_all(GAME, state, ["finish"])
    assert state.phase == COMBAT
    kept = list(state.area(first).hand)
    assert len(kept) == 3 and GAME.observe(state, second).area(first).hand == [HIDDEN] * 3
    clear_round(state)
    assert state.area(first).hand == kept
