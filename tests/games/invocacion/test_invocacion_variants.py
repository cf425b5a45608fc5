"""Invocación's variants (the seed's "Reglas alternativas"), one test per clause, plus conformance per option."""
from __future__ import annotations

import random
from collections import Counter
from itertools import islice

import pytest

from tabletop.usage import UsageError, parse_seat_list
from tabletop.data import DataErrors
from tabletop.data.validate import data_file_problems
from tabletop.engine.checks import check_hidden, check_position, snapshot
from tabletop.engine.contract import Action, apply_all, legal_strings
from tabletop.engine import registry
from tabletop.engine.errors import IllegalActionError, OptionError
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.clocks import TIME_UP
from tabletop.games.invocacion.rules.constructed import DECK_SIZE, load_deck_list, ready_made
from tabletop.games.invocacion.rules.combat import in_combat
from tabletop.games.invocacion.rules.endgame import clear_round
from tabletop.games.invocacion.rules.power import leaders
from tabletop.games.invocacion.rules.rounds import deal_choices, next_round
from tabletop.games.invocacion.rules.readings import READING_KEYS
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import COMBAT, DEAL, HIDDEN, OVER, PREPARE
from tabletop.games.invocacion.rules.variants import VARIANT_KEYS, playing
from tests.test_messages_filled import UNFILLED, texts_of_a_random_game

#: a table size each variant accepts
SEATS = {"extended": 3, "timed": 3, "armageddon": 5, "constructed": 2, "legends": 3}


@pytest.fixture
def registered(monkeypatch):
    """Records replay by game id: make sure `invocacion` is one (until the game is in the menu)."""
    monkeypatch.setitem(registry.GAME_MODULES, "invocacion", "tabletop.games.invocacion.rules.game")


def new(options: dict, seats: int, seed: int = 1):
    return GAME.setup(options, seats, seed)


def prepare_all(state) -> None:
    """Every seat still preparing places its first card as invocation (if it has none) and finishes."""
    while state.phase == PREPARE:
        seat = state.to_move()
        if state.area(seat).invocation is None:
            apply_all(GAME, state, [f"pick {state.area(seat).hand[0]}", "to invocation"])
        apply_all(GAME, state, ["finish"])


def empty_portal_into_discard(state, keep: int = 0) -> None:
    """Move the Portal (all but `keep` cards) to the discard: the last-round condition."""
    moved = state.portal[keep:] if keep else list(state.portal)
    del state.portal[len(state.portal) - len(moved):]
    state.discard.extend(moved)


def lead(state, seat: int = 0) -> None:
    """Give `seat` a trophy from the Portal, so the end of the game is no tie (a tie plays a last round)."""
    state.area(seat).trophies.append(state.portal.pop())


def write(tmp_path, text: str):
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return path


def legal_lines(count_plain: int = 10, total: int = DECK_SIZE) -> list[str]:
    """Deck lines with `count_plain` cards without effect and `total` cards in all (2 copies each)."""
    d = deck()
    plain = [c for c in d.portal() if d[c].effect is None]
    effect = [c for c in d.portal() if d[c].effect is not None]
    cards = [c for c in plain for _ in range(2)][:count_plain] + [c for c in effect for _ in range(2)]
    cards = cards[:total]
    return [f"1 {c}  # {d[c].name['en']}" for c in cards]


# --- the options -------------------------------------------------------------------------------

def test_every_variant_is_a_setup_option_with_english_and_spanish_label_and_description():
    keys = {o.key for o in GAME.info.options}
    assert set(VARIANT_KEYS) | set(READING_KEYS) | {"decks", "legend_cards", "expansion"} == keys
    for option in GAME.info.options:
        for lang in ("en", "es"):
            assert option.label[lang] and option.help[lang], (option.key, lang)
    assert GAME.info.option("armageddon").label["es"] == "Armagedón (5-8 jugadores)"


def test_a_base_game_snapshot_has_no_variants_so_existing_records_hash_as_before():
    assert "variants" not in GAME.to_dict(new({}, 3))
    assert GAME.to_dict(new({}, 3)) == GAME.to_dict(GAME.setup({"decks": ""}, 3, 1))
    assert "variants" in GAME.to_dict(new({"legends": True}, 3))


# --- Armagedón: 5 to 8 players -----------------------------------------------------------------

def test_five_to_eight_seats_only_with_armageddon():
    assert GAME.info.players({}) == (2, 4)
    assert GAME.info.players({"armageddon": True}) == (5, 8)
    assert GAME.info.widest_players() == (2, 8)
    for seats in range(5, 9):
        assert new({"armageddon": True}, seats).num_seats == seats
    with pytest.raises(OptionError, match="Invocación takes 2-4 players, not 5; 5-8 play Armageddon"):
        new({}, 5)
    with pytest.raises(OptionError, match="Armageddon is for 5-8 players, not 4"):
        new({"armageddon": True}, 4)
    with pytest.raises(OptionError, match="choose one"):
        new({"armageddon": True, "constructed": True}, 5)


def test_the_cli_takes_up_to_eight_seats_and_the_game_refuses_five_without_armageddon_in_one_line():
    seats = parse_seat_list(GAME, ",".join(["bot:random"] * 5), "")
    with pytest.raises(UsageError, match="this game takes 2-8 seats, not 9"):
        parse_seat_list(GAME, ",".join(["bot:random"] * 9), "")
    with pytest.raises(OptionError) as refused:
        Session(GAME, seats, 1, {})
    assert "\n" not in str(refused.value) and "armageddon=true" in str(refused.value)
    assert Session(GAME, seats, 1, {"armageddon": True}).to_move() is not None


def test_a_record_of_six_seats_replays_only_with_its_armageddon_option(registered):
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(6)], 4, {"armageddon": True})
    apply_deal = session.legal_actions()[0]
    session.play(apply_deal)
    assert Session.from_record(session.record).record.actions == session.record.actions


def test_armageddon_plays_with_two_copies_of_the_set():
    state = new({"armageddon": True}, 6)
    assert Counter(state.cards) == Counter(deck().portal() * 2)


def test_armageddon_guardian_referees_is_not_dealt_does_not_prepare_and_cannot_be_targeted():
    state = new({"armageddon": True}, 5, seed=3)
    referee = state.guardian
    assert state.area(referee).hand == [] and len(playing(state)) == 4
    assert all(len(state.area(s).hand) == 4 for s in playing(state))
    assert state.phase == PREPARE and state.to_move() == playing(state)[0] != referee
    assert state.area(referee).finished  # locked: no effect can choose it
    seen = set()
    while state.phase == PREPARE:
        seen.add(state.to_move())
        prepare_all(state)
    assert referee not in seen


def test_armageddon_referee_cards_stand_aside_for_its_round_seen_only_by_it_and_come_back():
    state = new({"armageddon": True}, 5)
    prepare_all(state)
    next_seat = (state.guardian + 1) % 5
    area = state.area(next_seat)
    kept = (list(area.hand), area.invocation, [s.card for s in area.conjuros])
    assert kept[1] is not None
    next_round(state)  # next_seat is now the referee
    assert state.guardian == next_seat and area.hand == [] and area.invocation is None
    assert state.variants.benched["seat"] == next_seat
    GAME.check_invariants(state)
    assert GAME.observe(state, next_seat).variants.benched["invocation"] == kept[1]
    assert GAME.observe(state, (next_seat + 1) % 5).variants.benched["invocation"] == HIDDEN
    apply_all(GAME, state, ["deal 2"])
    prepare_all(state)
    next_round(state)
    assert (area.hand[:len(kept[0])], area.invocation, [s.card for s in area.conjuros]) == kept


def test_armageddon_referee_does_not_fight():
    state = in_combat_step_6({"armageddon": True}, 5)
    assert in_combat(state) == [s for s in playing(state) if not state.area(s).out]
    assert state.guardian not in in_combat(state) and state.to_move() != state.guardian


def test_armageddon_guardian_takes_the_top_card_of_the_portal_as_a_trophy_at_round_end():
    state = new({"armageddon": True}, 5)
    prepare_all(state)
    referee, top = state.guardian, state.portal[-1]
    events = next_round(state)
    assert state.area(referee).trophies == [top]
    assert events[0].key == "armageddon.trophy" and state.guardian == (referee + 1) % 5


def test_armageddon_reshuffles_the_discard_until_everyone_was_guardian_equally_often():
    state = new({"armageddon": True}, 5)
    first = state.guardian
    empty_portal_into_discard(state)
    events = next_round(state)  # the Portal ran out after 1 round: turns are 1,0,0,0,0
    assert [e.key for e in events][:1] == ["portal.reshuffled"] and state.phase == DEAL
    assert state.discard == [] and len(state.portal) > 100
    rounds = 1
    while state.phase != OVER:
        rounds += 1
        next_round(state)
    assert rounds == 5 and state.variants.guardian_turns == [1] * 5  # a whole cycle, then the end
    assert state.guardian == first


def test_armageddon_ends_when_the_portal_runs_out_and_all_were_guardian_equally_often():
    state = new({"armageddon": True}, 5)
    for _ in range(4):
        next_round(state)
    empty_portal_into_discard(state)
    next_round(state)
    assert state.phase == OVER and state.variants.reshuffles == 0


# --- Extendida -----------------------------------------------------------------------------------

def test_extended_is_for_three_or_four_players():
    with pytest.raises(OptionError, match="Extended is for 3-4 players, not 2"):
        new({"extended": True}, 2)
    assert new({"extended": True}, 4).num_seats == 4


def test_extended_shuffles_the_discard_into_the_portal_when_the_last_round_condition_arises():
    state = new({"extended": True}, 3)
    empty_portal_into_discard(state, keep=3)
    discard = Counter(state.discard + state.portal)
    events = next_round(state)
    assert "portal.reshuffled" in [e.key for e in events] and state.phase == DEAL
    assert Counter(state.portal) == discard and state.discard == []


def test_extended_plays_until_the_portal_runs_out_again_then_ends():
    state = new({"extended": True}, 3)
    empty_portal_into_discard(state)
    next_round(state)
    lead(state)
    empty_portal_into_discard(state)
    next_round(state)
    assert state.phase == OVER and state.variants.reshuffles == 1


def test_without_extended_the_last_round_condition_ends_the_game():
    state = new({}, 3)
    lead(state)
    empty_portal_into_discard(state)
    next_round(state)
    assert state.phase == OVER


# --- Cronometrada --------------------------------------------------------------------------------

def test_timed_preparation_shows_a_30_second_clock_that_restarts_each_round():
    state = new({"timed": True}, 3)
    clock = GAME.clock(state)
    assert (clock.phase, clock.seconds) == (PREPARE, 30)
    assert GAME.clock(new({}, 3)) is None
    prepare_all(state)
    next_round(state)
    apply_all(GAME, state, [legal_strings(GAME, state)[0]])
    assert GAME.clock(state).key != clock.key


def test_time_up_is_never_a_legal_action_so_bots_cannot_choose_it():
    state = new({"timed": True}, 3)
    for _ in range(40):
        assert "time_up" not in legal_strings(GAME, state)
        apply_all(GAME, state, [random.Random(1).choice(legal_strings(GAME, state))])
        if state.phase != PREPARE:
            break


def test_when_preparation_time_is_up_a_seat_without_invocation_gets_a_random_card_of_its_area_or_hand():
    state = new({"timed": True}, 3, seed=5)
    first = state.to_move()
    apply_all(GAME, state, [f"pick {state.area(first).hand[1]}", "to invocation", "end"])
    chosen = state.area(first).invocation
    before = {s: sorted(state.area(s).hand) for s in range(3)}
    events = GAME.apply(state, TIME_UP)
    assert state.area(first).invocation == chosen  # it had one: untouched
    for seat in range(3):
        area = state.area(seat)
        assert area.invocation is not None and area.finished
        if seat != first:
            assert area.invocation in before[seat] and len(area.hand) == 3
    assert sum(e.key == "time.random_invocation" for e in events) == 2
    assert state.phase == COMBAT


def test_the_random_invocation_comes_from_the_states_rng_so_a_record_replays(registered):
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(3)], 9, {"timed": True})
    session.play(TIME_UP)
    assert session.record.actions == ["time_up"]
    again = Session.from_record(session.record)
    assert snapshot(GAME, again.full_state_unsafe_for_bots()) == snapshot(GAME, session.full_state_unsafe_for_bots())


def in_combat_step_6(options: dict, seats: int):
    """A game of these options at its first decision of combat step 6 (the first seed that gets there)."""
    for seed in range(20):
        state = new(options, seats, seed)
        prepare_all(state)
        if state.phase == COMBAT and state.to_move() is not None:
            return state
    raise AssertionError("no seed reaches combat step 6")


def test_timed_combat_shows_a_60_second_clock():
    clock = GAME.clock(in_combat_step_6({"timed": True}, 3))
    assert (clock.phase, clock.seconds) == (COMBAT, 60)


def test_when_combat_time_is_up_the_winner_is_decided_on_current_power():
    state = in_combat_step_6({"timed": True}, 3)
    ahead = leaders(state.board, deck())
    round_number = state.round
    events = GAME.apply(state, TIME_UP)
    keys = [e.key for e in events]
    assert keys[0] == "combat.time_up" and "combat.over" in keys
    won = [e.params["seat"] for e in events if e.key == "combat.won"]
    if len(ahead) == 1:
        assert won == ahead
    else:  # a tie on power: the Apoyo decides, or nobody wins
        assert set(won) <= set(ahead)
    assert state.round == round_number + 1 or state.phase == OVER


def test_time_up_without_a_clock_is_refused():
    with pytest.raises(IllegalActionError):
        GAME.apply(new({}, 3), TIME_UP)
    with pytest.raises(IllegalActionError):
        GAME.parse_action(new({}, 3), "time_up")


# --- Construido ---------------------------------------------------------------------------------

def test_the_ready_made_decks_are_legal_30_card_decks():
    assert len(ready_made()) >= 3
    for path in ready_made():
        chosen = load_deck_list(path)
        assert len(chosen.cards) == DECK_SIZE
        assert sum(deck()[c].effect is None for c in chosen.cards) == 10
        assert max(Counter(chosen.cards).values()) <= 2
        assert data_file_problems("invocacion", path) == []


def test_each_seat_is_dealt_from_its_own_deck():
    state = new({"constructed": True, "decks": "ember_and_stone,tide_and_gale"}, 2)
    assert state.variants.deck_names == ["ember_and_stone", "tide_and_gale"] and state.portal == []
    for seat, path in enumerate(ready_made()[1:]):
        brought = Counter(load_deck_list(path).cards)
        area = state.area(seat)
        assert Counter(area.hand) <= brought and len(area.hand) == 4
        assert Counter(area.hand + state.variants.decks[seat]) == brought


def test_constructed_game_ends_when_any_deck_cannot_deal_two_cards():
    state = new({"constructed": True}, 2)
    prepare_all(state)
    state.variants.decks[1][1:] = []  # one card left in the second deck, many in the first
    assert deal_choices(state) == []
    next_round(state)
    assert state.phase == OVER


def test_a_deck_given_as_a_file_path_is_used(tmp_path):
    path = write(tmp_path, "\n".join(legal_lines()) + "\n")
    state = new({"constructed": True, "decks": str(path)}, 2)
    assert state.variants.deck_names == ["deck", "deck"]


@pytest.mark.parametrize("lines, where, rule", [
    (["3 ember_hound"] + legal_lines()[3:], 1, "3 copies of 'ember_hound', at most 2"),
    (["1 first_flame", "1 first_flame"] + legal_lines()[2:], 2, "a promotional card (★1): at most 1"),
    (["1 no_such_card"] + legal_lines()[1:], 1, "unknown card 'no_such_card'"),
    (["1 sun_eater"] + legal_lines()[1:], 1, "Legends belong to the Legends deck"),
    (["two ember_hound"] + legal_lines()[1:], 1, "expected `count card_id`"),
    (legal_lines()[:29], 29, "a deck has 30 cards, this one has 29"),
    (legal_lines(count_plain=9), 30, "exactly 10 cards without effect, this one has 9"),
])
def test_an_illegal_deck_is_refused_with_file_line_and_the_rule_it_breaks(tmp_path, lines, where, rule):
    path = write(tmp_path, "# my deck\n" + "\n".join(lines) + "\n")
    with pytest.raises(DataErrors) as caught:
        load_deck_list(path)
    first = caught.value.errors[0].describe()
    assert first.startswith(f"{path}:{where + 1}: ") and rule in first
    with pytest.raises(OptionError, match=f"illegal deck: {path}:{where + 1}: "):
        new({"constructed": True, "decks": str(path)}, 2)
    assert data_file_problems("invocacion", path) == []  # outside a decks/ folder a .txt is no deck list


def test_validate_reports_an_illegal_deck_list_in_the_decks_folder(tmp_path):
    folder = tmp_path / "decks"
    folder.mkdir()
    path = folder / "broken.txt"
    path.write_text("2 first_flame\n", encoding="utf-8")
    problems = data_file_problems("invocacion", path)
    assert problems and problems[0].startswith(f"{path}:1: ") and "promotional" in problems[0]


def test_constructed_used_mana_goes_back_into_the_deck_of_the_player_who_used_it():
    state = new({"constructed": True}, 2)
    prepare_all(state)
    spent = state.variants.decks[1].pop()
    state.area(1).boost.append(spent)
    decks = [len(d) for d in state.variants.decks]
    clear_round(state)
    assert spent in state.variants.decks[1] and [len(d) for d in state.variants.decks] == [decks[0], decks[1] + 1]
    assert state.portal == []


def test_an_unknown_deck_name_lists_the_ready_made_decks():
    with pytest.raises(OptionError, match="no invocacion deck 'nope' .*ember_and_stone"):
        new({"constructed": True, "decks": "nope"}, 2)


# --- Leyendas ------------------------------------------------------------------------------------

def legends_state(seed: int = 2):
    """A Leyendas game in Preparación where every seat has 2 Maná."""
    state = new({"legends": True}, 3, seed)
    for seat in range(3):
        for _ in range(2):
            state.area(seat).mana.append(state.portal.pop())
    return state


def test_the_legends_deck_holds_the_15_legends_top_card_face_up_the_rest_hidden():
    state = legends_state()
    legends = state.variants.legend_deck
    assert sorted(legends) == sorted(deck().legends()) and len(legends) == 15
    seen = GAME.observe(state, 0).variants.legend_deck
    assert seen[-1] == legends[-1] and set(seen[:-1]) == {HIDDEN}


def test_taking_a_legend_costs_1_mana_puts_it_in_hand_and_reveals_the_next():
    state = legends_state()
    seat = state.to_move()
    top, after = state.variants.legend_deck[-1], state.variants.legend_deck[-2]
    portal = len(state.portal)
    offered = next(a for a in GAME.legal_actions(state) if a.kind == "legend")
    assert offered.ref == "legends:top"  # the Legends deck the table view draws
    events = apply_all(GAME, state, ["legend"])
    assert top in state.area(seat).hand and len(state.area(seat).mana) == 1 and len(state.portal) == portal + 1
    assert [e.key for e in events] == ["legend.taken", "legend.revealed"]
    assert events[1].params["card"] == after and events[1].reveals


def test_one_legend_per_seat_and_round():
    state = legends_state()
    apply_all(GAME, state, ["legend"])
    assert "legend" not in legal_strings(GAME, state)
    prepare_all(state)
    next_round(state)
    apply_all(GAME, state, ["deal 2"])
    for _ in range(3):
        state.area(state.to_move()).mana.append(state.portal.pop())
    assert "legend" in legal_strings(GAME, state)


def test_a_legend_needs_1_mana_in_reserve():
    state = new({"legends": True}, 3)
    assert not state.area(state.to_move()).mana and "legend" not in legal_strings(GAME, state)
    state.area(state.to_move()).mana.append(state.portal.pop())
    assert "legend" in legal_strings(GAME, state)


def test_legends_are_taken_only_in_preparation():
    state = legends_state()
    prepare_all(state)
    next_round(state)
    assert state.phase == DEAL and "legend" not in legal_strings(GAME, state)


def test_when_two_want_the_same_legend_the_seat_first_in_priority_gets_it():
    state = legends_state()
    first, second = state.priority()[0], state.priority()[1]
    top, after = state.variants.legend_deck[-1], state.variants.legend_deck[-2]
    apply_all(GAME, state, ["legend", f"pick {state.area(first).hand[0]}", "to invocation", "end"])
    assert state.to_move() == second
    apply_all(GAME, state, ["legend"])
    assert top in state.area(first).hand and after in state.area(second).hand


def test_a_discarded_legend_goes_to_the_normal_discard():
    state = legends_state()
    seat = state.to_move()
    apply_all(GAME, state, ["legend"])
    legend = state.area(seat).hand[-1]
    state.area(seat).hand.remove(legend)
    state.discard.append(legend)  # as any effect or end of round would
    GAME.check_invariants(state)


def test_leyendas_the_players_build_the_15_card_deck_and_it_is_set_apart_from_the_portal():
    """"Se debe construir entre los jugadores un mazo de 15 cartas a elección ...; éste se coloca aparte del
    Portal": the `legend_cards` option names them; Portal cards chosen leave the Portal."""
    chosen = deck().portal()[:10] + deck().legends()[:5]
    state = new({"legends": True, "legend_cards": ",".join(chosen)}, 3)
    GAME.check_invariants(state)
    assert sorted(state.variants.legend_deck) == sorted(chosen)
    on_table = [c for a in state.board.areas for c in a.hand] + state.portal
    assert not set(chosen) & set(on_table)
    assert len(on_table) == len(deck().portal()) - 10


@pytest.mark.parametrize("cards, words", [
    ("storm_hawk", "15 cards, not 1"),
    ("no_such_card", "unknown card"),
    (",".join(["storm_hawk"] * 15), "named twice"),
])
def test_leyendas_a_deck_that_is_not_15_cards_of_the_set_is_refused(cards, words):
    with pytest.raises(OptionError, match=words):
        new({"legends": True, "legend_cards": cards}, 3)


def test_leyendas_cards_need_the_leyendas_option():
    with pytest.raises(OptionError, match="legends=true"):
        new({"legend_cards": ",".join(deck().legends())}, 3)


# --- every variant through the shared checks ---------------------------------------------------

#: the first actions of a random game each variant test checks, per seat (whole games take minutes)
CHECKED_ACTIONS = 50
#: the first texts of a random game each variant shows (prompts, actions, events) checked for placeholders
CHECKED_TEXTS = 3000


@pytest.mark.parametrize("key", VARIANT_KEYS)
def test_random_games_of_each_variant_pass_the_conformance_checks(registered, key):
    """The shared checks on the first actions, into round 2: every 2nd position, hidden cards every 20th, replay."""
    options, seats = {key: True}, SEATS[key]
    session = Session(GAME, [Seat("bot", f"P{i}", "random") for i in range(seats)], 5, options)
    chooser = random.Random(5)
    for step in range(CHECKED_ACTIONS * seats):
        if session.is_over():
            break
        session.play(chooser.choice(session.legal_actions()))
        state = session.full_state_unsafe_for_bots()
        problems = check_position(GAME, state) if step % 2 == 0 else []
        if step % 20 == 0:
            problems += check_hidden(GAME, state, [None, *range(seats)], step)
        assert not problems, f"{key} step {step}: {problems}"
    assert state.round > 1 or session.is_over(), "the checks should reach a second round"
    replayed = Session.from_record(session.record)
    assert snapshot(GAME, replayed.full_state_unsafe_for_bots()) == snapshot(GAME, state)


@pytest.mark.parametrize("key", VARIANT_KEYS)
def test_every_text_of_each_variant_is_filled_in_english_and_spanish(key):
    for what, text in islice(texts_of_a_random_game(GAME, SEATS[key], 3, {key: True}), CHECKED_TEXTS):
        assert text and not UNFILLED.search(text), f"{key}: {what}: {text!r}"


def test_the_variants_events_and_actions_read_well_in_english_and_spanish():
    legends = legends_state()
    events = apply_all(GAME, legends, ["legend"])
    armageddon = new({"armageddon": True}, 5)
    empty_portal_into_discard(armageddon, keep=1)
    events += next_round(armageddon)
    events += GAME.apply(new({"timed": True}, 3), TIME_UP)
    events += GAME.apply(in_combat_step_6({"timed": True}, 3), TIME_UP)
    keys = {e.key for e in events}
    assert {"legend.taken", "legend.revealed", "armageddon.trophy", "portal.reshuffled",
            "time.preparation_over", "time.random_invocation", "combat.time_up"} <= keys
    names = [f"P{i}" for i in range(5)]
    for lang in ("en", "es"):
        for event in events:
            text = GAME.describe_event(event, lang, names)
            assert text and not UNFILLED.search(text), (lang, event)
        for action in (Action("legend"), TIME_UP):
            assert GAME.describe_action(legends, action, lang, names) == GAME.text("action." + action.kind, lang)
