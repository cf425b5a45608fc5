"""ECG's start and turn, clause by clause of the seed: who starts, Reforzar and the hand limit, deck end,
Preparación, the court (one play per turn, at most 6) and the lines (at most 5), training and renown."""
from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine.errors import IllegalActionError
from tabletop.games.ecg.rules.state import ACTION, DISCARD, REINFORCE, START
from tests.games.ecg.ecg_table import action_table, cards, court, do, field, give, legal, new_table  # noqa: F401


def test_antes_de_jugar_each_hero_draws_its_starting_hand_and_the_higher_renown_chooses(cards):
    state = new_table()
    assert [len(d["hand"]) for d in state.seats] == [5, 5]
    assert state.phase == START and state.to_move() == 1  # the Lion has Renown 2 against 0
    assert legal(state) == ["start first", "start second"]
    do(state, "start second")
    assert state.turn == 0 and state.phase == REINFORCE


def test_fase_de_reforzar_draws_up_to_two_chosen_by_the_player(cards):
    state = new_table()
    do(state, "start first")
    assert legal(state) == ["draw 0", "draw 1", "draw 2"]
    do(state, "draw 2")
    assert len(state.seats[1]["hand"]) == 7 and state.phase == ACTION


def test_cartas_en_la_mano_at_the_limit_of_8_the_player_discards_before_drawing(cards):
    state = new_table()
    give(state, 1, "guard3", "guard3", "bowman3")
    do(state, "start first")
    assert len(state.seats[1]["hand"]) == 8
    do(state, "draw 2")
    assert state.phase == DISCARD and state.to_move() == 1
    assert all(a.startswith("pick ") for a in legal(state))
    do(state, "pick guard3")
    assert len(state.seats[1]["hand"]) == 7 and state.phase == DISCARD  # one more before drawing
    do(state, "pick bowman3")
    assert len(state.seats[1]["hand"]) == 8 and state.phase == ACTION
    assert len(state.seats[1]["discard"]) == 2


def test_fin_de_mazo_first_time_reshuffles_the_discard_second_time_draws_are_ignored(cards):
    state = action_table()
    data = state.seats[0]
    data["discard"] = data["deck"][:3]
    data["deck"] = data["deck"][3:4]
    data["cards"] = sorted(data["discard"] + data["deck"])
    from tabletop.games.ecg.rules.effects import draw_cards
    draw_cards(state, 0, 2)  # the last card, then the discard becomes the deck
    assert len(data["hand"]) == 2 and len(data["deck"]) == 2 and data["discard"] == []
    data["discard"] = data["deck"][:]
    data["deck"] = []
    events = draw_cards(state, 0, 1)  # the second time: no reshuffle, nothing drawn
    assert len(data["hand"]) == 2 and data["deck"] == [] and len(data["discard"]) == 2
    assert [e.key for e in events] == ["deck.empty"]


def test_fin_de_mazo_a_draw_ignored_for_want_of_a_deck_asks_no_discard_at_the_hand_limit(cards):
    state = new_table()
    give(state, 1, "guard3", "guard3", "bowman3")
    data = state.seats[1]
    data["cards"] = sorted((Counter(data["cards"]) - Counter(data["deck"][1:])).elements())
    data["deck"], data["deck_ends"] = data["deck"][:1], 1  # one card left, and no more reshuffles
    do(state, "start first", "draw 2")  # 8 in hand: only the one card that can come needs room
    assert state.phase == DISCARD and state.pending["count"] == 1
    do(state, "pick guard3")
    assert len(data["hand"]) == 8 and data["deck"] == [] and state.phase == ACTION
    do(state, "end", "draw 0", "end", "draw 2")  # no deck at all: the draw is ignored, nothing to discard
    assert state.phase == ACTION and len(data["hand"]) == 8 and len(data["discard"]) == 1


def test_fase_de_preparacion_prepares_resources_and_takes_one_preparation_off_each_troop(cards):
    state = action_table()
    uid = field(state, 1, "guard3", prep=2)
    state.seats[1]["court"][0]["used"] = True
    do(state, "end")
    assert state.turn == 1 and state.phase == REINFORCE
    do(state, "draw 0")
    assert state.seats[1]["court"][0]["used"] is False
    assert state.seats[1]["lines"]["infantry"][0]["prep"] == 1 and state.seats[1]["lines"]["infantry"][0]["uid"] == uid


def test_en_corte_one_troop_or_general_per_turn_ignoring_its_cost(cards):
    state = action_table()
    give(state, 0, "wolf4", "scout2")
    do(state, "court wolf4")
    assert [c["card"] for c in state.seats[0]["court"]] == ["res_wolf", "wolf4"]
    assert "court scout2" not in legal(state)  # the only action limited to once a turn
    assert state.seats[0]["renown"] == 0  # the court gives no renown


@pytest.mark.parametrize("card, gained", [("wolf4", 1), ("wild3", 0), ("chief", 0)])
def test_en_corte_option_court_renown_a_troop_put_in_court_gives_renown_unless_salvaje(cards, card, gained):
    from tabletop.games.ecg.rules.game import GAME
    state = action_table()
    state.court_renown = True  # the sentence under "En Corte" read as "en corte" (interpretation 29)
    give(state, 0, card)
    do(state, f"court {card}")
    assert state.seats[0]["renown"] == gained  # a troop only, and not salvaje, devoto or mercenario
    assert GAME.from_dict(GAME.to_dict(state)).court_renown is True
    assert GAME.info.resolve_options({})["court_renown"] is False  # off by default: the seed's words


def test_en_corte_at_most_six_cards_counting_the_resource(cards):
    state = action_table()
    for card in ("wolf4", "wolf4", "scout2", "scout2", "wild3"):
        court(state, 0, card)
    give(state, 0, "either1")
    assert len(state.seats[0]["court"]) == 6
    assert "court either1" not in legal(state)


def test_cartas_en_la_mano_seven_cards_drawing_two_discard_only_the_one_over_the_limit(cards):
    state = new_table()
    give(state, 1, "guard3", "bowman3")
    do(state, "start first")
    assert len(state.seats[1]["hand"]) == 7
    do(state, "draw 2")  # 7 + 2 would be 9: one card first (interpretation 23)
    assert state.phase == DISCARD and state.pending["count"] == 1
    do(state, "pick guard3")
    assert len(state.seats[1]["hand"]) == 8 and state.phase == ACTION


def test_en_corte_a_card_put_in_court_produces_from_its_next_preparation(cards):
    state = action_table()
    give(state, 0, "wolf4", "scout2")
    state.seats[0]["court"][0]["used"] = True  # the resource card has paid already
    do(state, "court wolf4")
    assert state.seats[0]["court"][1]["used"] is True  # interpretation 4: it enters used
    assert "train scout2" not in legal(state)
    do(state, "end", "draw 0", "end", "draw 0")  # seat 0's next Preparación
    assert [c["used"] for c in state.seats[0]["court"]] == [False, False]
    assert "train scout2" in legal(state)


def test_jugar_un_general_en_zona_de_heroe_pays_its_cost_gives_its_ability_and_one_at_a_time(cards):
    state = action_table()
    court(state, 0, "wolf4")  # a second Ira
    give(state, 0, "chief", "chief")
    assert "general chief" in legal(state) and "court chief" in legal(state)
    do(state, "general chief")
    data = state.seats[0]
    assert [c["card"] for c in data["legacy"]] == ["chief"] and data["court"][0]["used"] is True
    chief = data["legacy"][0]["uid"]
    assert f"ability {chief} 0" in legal(state)  # the general's ability, beside the hero
    assert "general chief" not in legal(state)  # one general beside the hero at a time, even if it can be paid
    do(state, "court chief")  # a general in the court does not count (interpretation 25)
    assert [c["card"] for c in data["court"]][-1] == "chief"
    assert not any(a.startswith(f"ability {data['court'][-1]['uid']} ") for a in legal(state))


def test_court_cards_produce_their_kingdoms_resource_mercenaries_their_heros(cards):
    from tabletop.games.ecg.rules.economy import produces
    state = action_table()
    assert produces("wolf4", "lobo") == ["ira"]
    assert produces("hired2", "leon") == ["disciplina"]


def test_armando_tu_economia_only_devout_mercenaries_may_also_produce_devocion(cards):
    """Seed: "una tropa o general en corte producirá del recurso afín de su reino, los mercenarios producen recurso
    afín al reino del héroe del mazo, y si son devotos, poseen la posibilidad de producir devoción." """
    state = action_table()
    give(state, 0, "pilgrim2", "almoner2")
    do(state, "court pilgrim2")
    assert state.seats[0]["court"][-1]["produces"] == ["ira"]  # devoto, not a mercenary: its kingdom's only
    state.seats[0]["court_played"] = False
    do(state, "court almoner2")
    assert state.seats[0]["court"][-1]["produces"] == ["ira", "devocion"]


def test_option_any_devoto_devotion_lets_every_devout_card_produce_devocion(cards):
    """Option any_devoto_devotion (the earlier reading of interpretation 31): every devoto card may produce it."""
    state = action_table()
    state.variant["any_devoto_devotion"] = True
    give(state, 0, "pilgrim2")
    do(state, "court pilgrim2")
    assert state.seats[0]["court"][-1]["produces"] == ["ira", "devocion"]


def test_armando_tu_economia_each_kingdom_pays_with_its_resource():
    from tabletop.games.ecg.rules import lookup, vocabulary
    seed = {"sol": "fe", "lechuza": "saber", "ciervo": "orgullo", "lobo": "ira", "leon": "disciplina",
            "devoto": "devocion"}  # Sol: Fe, Lechuza: Saber, Ciervo: Orgullo, Lobo Blanco: Ira, León: Disciplina...
    assert lookup.RESOURCES == vocabulary.RESOURCES == seed


def test_mercenarios_are_paid_with_any_resource(cards):
    from tabletop.games.ecg.rules.economy import can_pay, card_cost
    state = action_table()
    state.turn = 1
    assert card_cost(state, 1, "hired2") == {"any": 1} and card_cost(state, 1, "guard3") == {"disciplina": 1}
    state.seats[1]["court"][0]["produces"] = ["ira"]  # a resource of another kingdom still pays a mercenary
    assert can_pay(state, 1, card_cost(state, 1, "hired2")) and not can_pay(state, 1, card_cost(state, 1, "guard3"))


def test_en_batalla_training_pays_the_cost_enters_the_line_with_its_preparation_and_gives_renown(cards):
    state = action_table()
    give(state, 0, "wolf4")
    do(state, "train wolf4")
    assert state.window == 1  # the opponent may answer the training
    do(state, "pass")
    data = state.seats[0]
    assert [t["card"] for t in data["lines"]["infantry"]] == ["wolf4"]
    assert data["court"][0]["used"] is True and data["renown"] == 1


@pytest.mark.parametrize("card", ["wild3", "hired2", "pilgrim2"])
def test_aumentar_renombre_salvaje_mercenario_and_devoto_troops_give_no_renown(cards, card):
    state = action_table()
    give(state, 0, card)
    do(state, f"train {card}", "pass")
    assert state.seats[0]["renown"] == 0


def test_formacion_doble_lets_the_player_choose_the_line(cards):
    state = action_table()
    give(state, 0, "either1")
    do(state, "train either1")
    assert legal(state) == ["line infantry", "line support", "cancel"]
    do(state, "line support", "pass")
    assert [t["card"] for t in state.seats[0]["lines"]["support"]] == ["either1"]


def test_linea_de_formacion_at_most_five_troops_per_line(cards):
    state = action_table()
    for _ in range(5):
        field(state, 0, "wolf4")
    give(state, 0, "scout2")
    assert "train scout2" not in legal(state)
    with pytest.raises(IllegalActionError):
        do(state, "train scout2")


def test_training_cannot_be_paid_without_prepared_resources(cards):
    state = action_table()
    state.seats[0]["court"][0]["used"] = True
    give(state, 0, "wolf4")
    assert "train wolf4" not in legal(state)


def test_a_cancelled_chain_gives_the_card_back_and_pays_nothing(cards):
    state = action_table()
    give(state, 0, "either1")
    do(state, "train either1", "cancel")
    assert state.seats[0]["hand"] == ["either1"] and state.seats[0]["court"][0]["used"] is False


def test_construyendo_tu_mazo_each_seat_brings_the_deck_its_entry_names_and_a_record_holds_the_lists():
    from tabletop.engine.errors import OptionError
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.games.ecg.rules.game import GAME
    state = GAME.setup({"decks": "sol, devoto"}, 2, 1)
    assert [d["deck_name"] for d in state.seats] == ["sol", "devoto"]
    assert all(len(d["cards"]) == 40 for d in state.seats)
    session = Session(GAME, [Seat("bot", "A", "random"), Seat("bot", "B", "random")], 1)
    assert "[main]" in session.options["decks"] and "lobo_ulfra" in session.options["decks"]
    with pytest.raises(OptionError, match="no ecg deck 'atlantis'"):
        GAME.setup({"decks": "atlantis"}, 2, 1)


def test_turn_limit_below_0_is_refused():
    """Interpretation 1: turn_limit is 0 (no limit) or a number of turns; -1 would end the game at once."""
    from tabletop.engine.errors import OptionError
    from tabletop.games.ecg.rules.game import GAME
    with pytest.raises(OptionError, match="turn_limit must be 0"):
        GAME.setup({"turn_limit": -1}, 2, 1)
