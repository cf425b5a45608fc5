"""ECG's abilities and reactions: every word executes, steps stop at the first that cannot be done,
[x1], costs, the renown floor, reaction windows resolving last in first out, hidden piles."""
from __future__ import annotations

from tabletop.engine.rng import Rng
from tabletop.games.ecg.rules import battle
from tabletop.games.ecg.rules.effects import EXECUTORS
from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.rules.state import HIDDEN
from tabletop.games.ecg.rules.vocabulary import WORDS
from tests.games.ecg.ecg_table import action_table, cards, court, do, field, give, legal  # noqa: F401


def test_every_vocabulary_word_has_an_executor():
    assert sorted(WORDS) == sorted(EXECUTORS)


def test_habilidades_steps_stop_at_the_first_that_cannot_be_done(cards):
    state = action_table()
    give(state, 0, "stumble")  # wound enemy_troop 1; draw 1
    guard = field(state, 1, "guard3")
    do(state, "play stumble", f"target {guard}")
    battle.remove_troop(state, guard)  # the target is gone before it resolves
    hand = len(state.seats[0]["hand"])
    events = do(state, "pass")
    assert "stack.stopped" in [e.key for e in events]
    assert len(state.seats[0]["hand"]) == hand  # the draw after it did not happen
    assert state.seats[0]["discard"] == ["stumble"]


def test_habilidades_all_steps_happen_when_each_can(cards):
    state = action_table()
    give(state, 0, "stumble")
    guard = field(state, 1, "guard3")
    do(state, "play stumble", f"target {guard}", "pass")
    assert battle.find_troop(state, guard)[2]["wounds"] == 1 and len(state.seats[0]["hand"]) == 1


def test_x1_an_ability_is_used_once_per_turn_across_copies(cards):
    state = action_table()
    first = court(state, 0, "sage1")
    second = court(state, 0, "sage1")
    assert f"ability {first} 0" in legal(state) and f"ability {second} 0" in legal(state)
    do(state, f"ability {first} 0", "pass")
    assert state.seats[0]["renown"] == 1
    assert not any(a.startswith("ability ") for a in legal(state))
    do(state, "end", "draw 0", "end", "draw 0")  # a new turn of seat 0: usable again
    assert f"ability {second} 0" in legal(state)


def test_habilidades_a_troop_with_preparacion_may_pay_a_recovery_cost_once_a_turn(cards):
    """Seed (Habilidades): "Los personajes con preparación pueden usar sus habilidades aún si poseen
    preparación." (interpretation 8: a Recovery cost at most once a turn, so that it is not endless)"""
    state = action_table()
    crossbow = field(state, 0, "crossbow2", "support", prep=1)  # still preparing
    enemy = field(state, 1, "guard3", wounds=2)  # Strength 1: no response damage after 1 wound
    field(state, 1, "bowman3", "support")
    assert f"ability {crossbow} 0" in legal(state)
    do(state, f"ability {crossbow} 0", f"target {enemy}", "pass")
    _owner, _line, troop = battle.find_troop(state, crossbow)
    assert troop["prep"] == 3 and battle.find_troop(state, enemy)[2]["wounds"] == 3
    assert f"ability {crossbow} 0" not in legal(state)  # paid once this turn: not twice
    do(state, "end", "draw 0", "end", "draw 0")  # its next turn, Preparation 2 left: usable again
    assert troop["prep"] == 2 and f"ability {crossbow} 0" in legal(state)


def test_recovery_rule_ready_a_recovery_cost_needs_a_troop_without_preparation(cards):
    """Option recovery_rule=ready (the earlier reading of interpretation 8): a troop still recovering cannot
    pay Recovery again."""
    state = action_table()
    state.variant["recovery_rule"] = "ready"
    crossbow = field(state, 0, "crossbow2", "support")
    prepared = field(state, 0, "crossbow2", "support", prep=1)
    enemy = field(state, 1, "guard3", wounds=2)
    assert f"ability {prepared} 0" not in legal(state)
    do(state, f"ability {crossbow} 0", f"target {enemy}", "pass")
    assert battle.find_troop(state, crossbow)[2]["prep"] == 2
    assert not any(a.startswith("ability ") for a in legal(state))  # recovering: it cannot pay Recovery again


def test_renombre_a_cost_cannot_take_your_own_renown_below_0(cards):
    state = action_table()
    state.turn = 1
    hero = state.seats[1]["hero_uid"]  # renown -2: draw 1
    state.seats[1]["renown"] = 1
    assert f"ability {hero} 0" not in legal(state)
    state.seats[1]["renown"] = 2
    assert f"ability {hero} 0" in legal(state)


def test_renombre_your_own_effect_stops_at_0_the_opponents_can_go_negative(cards):
    state = action_table()
    give(state, 0, "rumour", "scorn")
    state.seats[0]["renown"] = 1
    do(state, "play rumour", "pass")  # renown -3 on yourself
    assert state.seats[0]["renown"] == 0
    do(state, "play scorn", "pass")  # renown -3 on the opponent (2)
    assert state.seats[1]["renown"] == -1


def test_coste_a_card_costs_its_table_amount_for_the_players_kingdom(cards):
    state = action_table()
    give(state, 0, "sermon")  # costs 1
    state.seats[0]["court"][0]["used"] = True
    assert "play sermon" not in legal(state)
    state.seats[0]["court"][0]["used"] = False
    do(state, "play sermon", "pass")
    assert state.seats[0]["court"][0]["used"] is True and state.seats[0]["renown"] == 1


def test_reacciones_a_window_follows_every_action_and_a_cancel_answers_it(cards):
    state = action_table()
    give(state, 0, "bolt")
    give(state, 1, "denial")
    guard = field(state, 1, "guard3")
    do(state, "play bolt", f"target {guard}")
    assert state.to_move() == 1 and legal(state) == ["react denial", "pass"]
    do(state, "react denial")
    assert state.to_move() == 0 and [item["card"] for item in state.stack] == ["bolt", "denial"]
    events = do(state, "pass")  # the last in resolves first: the bolt is cancelled
    assert [e.key for e in events if e.key.startswith("stack.")][:2] == ["stack.cancelled", "stack.fizzled"]
    assert battle.find_troop(state, guard)[2]["wounds"] == 0
    assert state.stack == [] and state.to_move() == 0
    assert sorted(state.seats[0]["discard"]) == ["bolt"] and state.seats[1]["discard"] == ["denial"]


def test_reacciones_a_reaction_only_answers_what_its_trigger_names(cards):
    state = action_table()
    give(state, 0, "wolf4")
    give(state, 1, "denial")  # answers actions, not training
    do(state, "train wolf4")
    assert legal(state) == ["pass"]


def test_hechizo_a_spell_is_an_action_card_a_reaction_to_actions_answers_it(cards):
    state = action_table()  # seed: "Hechizo: Cartas de acción exclusiva de aquellos que poseen [...] la hechicería"
    give(state, 0, "spark", "bolt")
    give(state, 1, "denial", "unweave")  # denial answers actions, unweave spells
    guard = field(state, 1, "guard3")
    do(state, "play spark", f"target {guard}")
    assert legal(state) == ["react denial", "react unweave", "pass"]
    do(state, "react denial", "pass")
    assert battle.find_troop(state, guard)[2]["wounds"] == 0  # the spell was cancelled
    do(state, "play bolt", f"target {guard}")
    assert legal(state) == ["pass"]  # a reaction to spells does not answer a plain action


def test_descarte_y_exilio_the_opponents_discard_and_hand_are_hidden_and_sampled(cards):
    state = action_table()
    state.seats[1]["discard"] = ["guard3"]
    state.seats[1]["deck"].remove("guard3")
    give(state, 1, "bowman3")
    seen = GAME.observe(state, 0)
    assert seen.seats[1]["discard"] == [HIDDEN] and seen.seats[1]["hand"] == [HIDDEN]
    assert seen.seats[0]["deck"] == [HIDDEN] * len(state.seats[0]["deck"])  # even one's own deck order
    assert GAME.observe(state, 1).seats[1]["discard"] == ["guard3"]
    sample = GAME.determinize(seen, 0, Rng(3))
    GAME.check_invariants(sample)
    assert HIDDEN not in sample.seats[1]["discard"] + sample.seats[1]["hand"]


def test_descartar_an_effect_makes_the_player_choose_the_cards(cards):
    state = action_table()
    give(state, 0, "bolt")
    state.seats[0]["hand"] = ["bolt"]
    from tabletop.games.ecg.rules.abilities import parse_ability
    from tabletop.games.ecg.rules.effects import Context, run_step
    ask = run_step(state, Context(0), parse_ability("discard 1 opponent", "court").steps[0], None)
    assert ask.seat == 1 and ask.pile == "hand" and ask.count == 1


def test_on_enter_a_trained_troop_fires_its_ability_and_its_controller_chooses_the_target(cards):
    state = action_table()
    tired = field(state, 0, "scout2", prep=2)
    give(state, 0, "alpha4")
    do(state, "train alpha4", "pass")
    assert state.to_move() == 0 and state.pending is not None  # the trigger's chain: choose the troop
    assert legal(state) == [f"target {tired}", "cancel"]  # not the Alpha itself: see the test below
    do(state, f"target {tired}", "pass")
    assert battle.find_troop(state, tired)[2]["prep"] == 1


def test_entrar_en_juego_a_troop_being_trained_is_not_yet_yours_for_its_own_when_trained_ability(cards):
    # seed: "Una tropa que está siendo puesta en juego/entrenada no se considera bajo el control del jugador aún,
    # por lo tanto no puede verse afectada por efectos con esa condicionante" (interpretation 30)
    state = action_table()
    court(state, 0, "scout2")  # a second Ira
    give(state, 0, "alpha4", "rallier3")
    events = do(state, "train alpha4", "pass")  # prepare own_troop -1: no troop of yours but the Alpha itself
    assert state.pending is None and state.stack[-1]["targets"] == [None]
    events = do(state, "pass")
    assert "stack.stopped" in [e.key for e in events]
    do(state, "train rallier3", "pass")  # strength own_line +1: the rest of its line, not the Rallier itself
    assert legal(state) == ["target 0:infantry", "cancel"]
    do(state, "target 0:infantry", "pass")
    assert {t["card"]: t["boost"] for t in state.seats[0]["lines"]["infantry"]} == {"alpha4": 1, "rallier3": 0}


def test_on_win_and_on_destroyed_fire_after_a_won_clash_and_in_resolucion(cards):
    state = action_table()
    alpha = field(state, 0, "alpha4")
    martyr = field(state, 1, "martyr1")
    do(state, f"clash {alpha} {martyr}", "pass")
    assert state.window == 1 and state.stack[-1]["card"] == "alpha4"  # on_win: renown +2, answerable
    do(state, "pass")
    assert state.seats[0]["renown"] == 2
    hand = len(state.seats[1]["hand"])
    do(state, "end")  # Resolución destroys the martyr: its owner draws 1
    assert state.stack and state.stack[-1]["card"] == "martyr1"
    do(state, "pass")
    assert len(state.seats[1]["hand"]) == hand + 1


def test_windows_only_when_able_skip_a_seat_without_an_answer_and_ask_one_with_it(cards):
    state = action_table()
    state.windows = "able"
    give(state, 0, "bolt", "bolt")
    guard = field(state, 1, "guard3")
    do(state, "play bolt", f"target {guard}")
    assert state.window is None and battle.find_troop(state, guard)[2]["wounds"] == 2  # resolved at once
    give(state, 1, "denial")
    do(state, "play bolt", f"target {guard}")
    assert state.window == 1 and legal(state) == ["react denial", "pass"]


def test_cartas_en_la_mano_a_full_hand_takes_nothing_back_and_a_returned_troop_is_discarded(cards):
    from tabletop.games.ecg.rules.abilities import parse_ability
    from tabletop.games.ecg.rules.effects import Context, run_step
    state = action_table()
    give(state, 0, *["wolf4"] * 8)
    state.seats[0]["discard"] = ["scout2"]
    state.seats[0]["deck"].remove("scout2")
    assert run_step(state, Context(0), parse_ability("recall 1", "court").steps[0], None) is None
    troop = field(state, 0, "wild3")
    battle.remove_troop(state, troop, "hand")
    assert len(state.seats[0]["hand"]) == 8 and state.seats[0]["discard"] == ["scout2", "wild3"]


def test_tropas_y_sus_habilidades_used_even_with_preparation_but_only_in_their_zone(cards):
    state = action_table()
    striker = field(state, 0, "striker2", prep=2)  # battle: wound adjacent_enemy 1
    field(state, 1, "guard3")
    assert f"ability {striker} 0" in legal(state)  # Preparación does not stop an ability
    in_court = court(state, 0, "striker2")  # a battle ability does not work from the court
    sage_in_battle = field(state, 0, "sage1", "support")  # nor a court ability from battle
    abilities = [a for a in legal(state) if a.startswith("ability ")]
    assert not any(a.startswith((f"ability {in_court} ", f"ability {sage_in_battle} ")) for a in abilities)


def test_zona_de_exilio_an_exiled_troop_leaves_the_game_and_nothing_takes_it_back(cards):
    from tabletop.games.ecg.rules.abilities import parse_ability
    from tabletop.games.ecg.rules.effects import Context, run_step
    state = action_table()
    give(state, 0, "banish")
    guard = field(state, 1, "guard3")
    do(state, "play banish", f"target {guard}", "pass")
    assert state.seats[1]["exile"] == ["guard3"] and state.seats[1]["discard"] == []
    state.turn = 1
    recall = parse_ability("recall 1", "court").steps[0]
    ask = run_step(state, Context(1), recall, None)
    assert ask.pile == "discard"  # recall looks at the discard only: the exile is out of reach


def test_fin_de_mazo_without_a_deck_a_draw_effect_is_ignored_and_a_draw_cost_cannot_be_paid(cards):
    from tabletop.games.ecg.rules.abilities import parse_ability
    from tabletop.games.ecg.rules.effects import Context, cost_payable
    state = action_table()
    data = state.seats[0]
    data["cards"] = sorted(c for c in data["cards"] if c not in data["deck"])
    data["deck"], data["deck_ends"] = [], 1  # the deck ran out a second time
    give(state, 0, "study")  # draw 1; renown +1
    do(state, "play study", "pass")
    assert data["hand"] == [] and data["renown"] == 1  # the draw is ignored, the rest goes on
    draw_cost = parse_ability("draw 1: renown +1", "court").cost
    assert not cost_payable(state, Context(0), draw_cost, 0)
    data["deck"] = [data["hand"].pop() if data["hand"] else "wolf4"]  # one card left: a cost of 2 cannot be made
    data["cards"] = sorted(data["cards"] + data["deck"])
    assert cost_payable(state, Context(0), draw_cost, 0)
    assert not cost_payable(state, Context(0), parse_ability("draw 2: renown +1", "court").cost, 0)


def test_descarte_y_exilio_an_ability_may_let_a_player_look_at_the_opponents_discard_and_exile(cards):
    state = action_table()
    state.seats[1]["discard"], state.seats[1]["exile"] = ["guard3"], ["bowman3"]
    for card in ("guard3", "bowman3"):
        state.seats[1]["deck"].remove(card)
    give(state, 0, "peek")
    events = do(state, "play peek", "pass")
    look = next(e for e in events if e.key == "look.cards")
    assert look.params["cards"] == ["guard3", "bowman3"] and look.audience == 0  # only the player who looks
    assert GAME.observe(state, 0).seats[1]["discard"] == [HIDDEN]  # the pile itself stays hidden


def test_generales_y_legados_a_legacy_played_stays_beside_the_hero_and_gives_its_ability(cards):
    state = action_table()
    give(state, 0, "banner")
    do(state, "play banner")  # a legacy answers nothing: it resolves at once
    data = state.seats[0]
    assert [c["card"] for c in data["legacy"]] == ["banner"] and data["discard"] == []
    banner = data["legacy"][0]["uid"]
    do(state, f"ability {banner} 0", "pass")
    assert data["renown"] == 1


def test_habilidades_a_stopped_ability_says_the_rest_does_not_happen(cards):
    """Seed (Habilidades): "si unos de estos efectos no se puede cumplir, el resto de la habilidad no se cumple".
    The log said only "stops at step 1: it cannot be done"; it now says the rest of the ability is lost (en+es)."""
    state = action_table()
    give(state, 0, "stumble")  # wound enemy_troop 1; draw 1
    guard = field(state, 1, "guard3")
    do(state, "play stumble", f"target {guard}")
    battle.remove_troop(state, guard)
    stopped = next(e for e in do(state, "pass") if e.key == "stack.stopped")
    english = GAME.describe_event(stopped, "en", ["Ana", "Bo"])
    spanish = GAME.describe_event(stopped, "es", ["Ana", "Bo"])
    assert "step 1" in english and "the rest of the ability does not happen" in english
    assert "paso 1" in spanish and "el resto de la habilidad no se cumple" in spanish
