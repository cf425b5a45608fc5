"""The combat of Invocación, one scenario per clause of the seed's "Fase de combate" (steps 1-5)
and of "Acción y Reacción" (step 6), named after the clause."""
from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalActionError
from tabletop.games.invocacion.rules.clocks import combat_time_up
from tabletop.games.invocacion.rules.combat import in_combat
from tabletop.games.invocacion.rules.endgame import clear_round
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import HIDDEN
from tests.games.invocacion.combat_table import empty_table, fight, keys, place, play, power


# --- 1º: simultaneous reveal -------------------------------------------------------------------

def test_step1_every_invocation_is_revealed_at_once_as_public_reveals():
    state = empty_table(3)
    for seat, card in enumerate(("storm_hawk", "clay_golem", "rift_hermit")):
        place(state, seat, card)
    events = fight(state)
    shown = [e for e in events if e.key == "combat.invocation"]
    assert [e.params["card"] for e in shown] == ["storm_hawk", "clay_golem", "rift_hermit"]
    assert all(e.reveals and e.audience is None for e in shown)
    assert all(area.invocation_face_up for area in state.board.areas)


def test_step1_a_seat_without_invocation_is_out_of_the_round():
    state = empty_table(3)
    place(state, 0, "storm_hawk")
    place(state, 1, "clay_golem")
    place(state, 2, None)
    events = fight(state)
    assert "combat.no_invocation" in keys(events) and state.area(2).out
    assert in_combat(state) == [0, 1]


# --- 2º: sacrifices ------------------------------------------------------------------------------

def test_step2_the_owner_chooses_which_conjuros_to_sacrifice():
    state = empty_table(2)
    place(state, 0, "cinder_serpent", conjuros=("clay_golem", "rift_hermit"))  # cost: 1 Conjuro
    place(state, 1, "storm_hawk")
    fight(state)
    assert state.to_move() == 0 and GAME.decision_kind(state) == "sacrifice"
    assert sorted(str(a) for a in GAME.legal_actions(state)) == ["give clay_golem", "give rift_hermit"]
    events = play(state, "give rift_hermit")
    assert state.discard[-1] == "rift_hermit" and [s.card for s in state.area(0).conjuros] == ["clay_golem"]
    assert any(e.key == "combat.sacrifice" and e.reveals for e in events)


def test_step2_a_forced_sacrifice_is_paid_without_asking():
    state = empty_table(2)
    place(state, 0, "granite_colossus", conjuros=("clay_golem",), apoyos=("rift_hermit", "quarry_mole"))
    place(state, 1, "storm_hawk")
    fight(state)  # cost: 1 Conjuro and 2 Apoyos, exactly what the seat has
    assert state.area(0).conjuros == [] and state.area(0).apoyos == [] and not state.area(0).out
    assert GAME.decision_kind(state) == "act"


def test_step2_a_seat_that_cannot_pay_in_full_is_out_but_its_invocation_stays():
    state = empty_table(2)
    place(state, 0, "frontier_lord", conjuros=("clay_golem", "rift_hermit"), apoyos=("quarry_mole",))  # 2+2
    place(state, 1, "ember_hound")
    events = fight(state)
    area = state.area(0)
    assert "combat.unpaid" in keys(events)
    assert len(area.conjuros) == 2 and len(area.apoyos) == 1  # nothing paid, nothing lost
    # the only seat left in the combat wins at once, and takes the highest printed Poder: the
    # unpaid Lord, still on the table
    assert state.area(1).trophies == ["frontier_lord"]


# --- 3º: Maná icons -------------------------------------------------------------------------------

def test_step3_mana_icons_take_cards_from_the_top_of_the_discard_in_order():
    state = empty_table(2)
    place(state, 0, "pearl_diver")  # 2 Maná icons
    place(state, 1, "storm_hawk")
    state.discard = [state.portal.pop() for _ in range(3)]
    under, second, top = state.discard
    fight(state)
    assert state.area(0).mana == [top, second] and state.discard == [under]


def test_step3_no_discard_no_mana():
    state = empty_table(2)
    place(state, 0, "pearl_diver")
    place(state, 1, "storm_hawk")
    fight(state)
    assert state.area(0).mana == []


# --- 4º: invocation effects in priority order --------------------------------------------------

@pytest.mark.parametrize("guardian, ataraxia_power", [(0, 2), (1, 5)])
def test_step4_invocation_effects_activate_in_priority_order(guardian, ataraxia_power):
    """Ataraxia matches the highest power at its instant: before or after Burning Oath's +4."""
    state = empty_table(2, guardian=guardian)
    place(state, 0, "ataraxia")
    place(state, 1, "burning_oath")  # printed 1, +4 at this instant
    events = fight(state)
    effects = [e.params["card"] for e in events if e.key == "combat.effect"]
    assert effects == (["ataraxia", "burning_oath"] if guardian == 0 else ["burning_oath", "ataraxia"])
    assert power(state, 0) == ataraxia_power and power(state, 1) == 5


def test_step4_the_owner_chooses_the_target_of_an_invocation_effect():
    state = empty_table(3)
    place(state, 0, "frost_siren")  # an invocation of your choice has -2 Power
    place(state, 1, "storm_hawk")
    place(state, 2, "clay_golem")
    fight(state)
    assert GAME.decision_kind(state) == "target" and state.to_move() == 0
    play(state, "target 2")
    assert power(state, 2) == 3 and power(state, 1) == 6


# --- 5º: the leader ------------------------------------------------------------------------------

def test_step5_the_leader_is_announced_after_the_effects():
    state = empty_table(2)
    place(state, 0, "storm_hawk")  # 6
    place(state, 1, "hollow_crown")  # 0, +3 constant
    events = fight(state)
    lead = [e for e in events if e.key == "combat.leader"]
    assert lead and lead[0].params == {"seat": 0, "power": 6}
    assert keys(events).index("combat.effect") < keys(events).index("combat.leader")


# --- 6º: the priority loop, actions and reactions -------------------------------------------------

def test_step6_starts_with_the_guardian_and_offers_every_action_kind():
    state = empty_table(2, guardian=1)
    place(state, 0, "storm_hawk", conjuros=("ember_hound",))  # something for Deep Rune to block
    place(state, 1, "clay_golem", conjuros=("deep_rune",), apoyos=("quarry_mole",), mana=2)
    fight(state)
    assert state.to_move() == 1 and GAME.decision_kind(state) == "act"
    kinds = {a.kind for a in GAME.legal_actions(state)}
    assert kinds == {"reveal", "support", "boost", "priority", "withdraw", "pass"}  # a barrier needs a revealed Conjuro


def test_accion_y_reaccion_the_guardians_block_resolves_first_and_stops_the_exchange():
    """The seed's example: the losing player exchanges power; the Guardián reacts with a block."""
    state = empty_table(2, guardian=0)
    place(state, 0, "storm_hawk", conjuros=("deep_rune",))  # the Guardián, 6
    place(state, 1, "clay_golem", conjuros=("gale_trickster",))  # 5, losing
    fight(state)
    play(state, "pass")  # the Guardián's turn
    events = play(state, "reveal gale_trickster")  # the action: both invocations are the two chosen
    assert state.to_move() == 0 and GAME.decision_kind(state) == "react"
    events += play(state, "reveal deep_rune")  # the reaction: block 3 Conjuros of the other player
    assert keys(events).index("combat.blocked") < keys(events).index("combat.fizzled")
    assert power(state, 0) == 6 and power(state, 1) == 5  # nothing was exchanged


def test_accion_y_reaccion_with_priority_the_other_way_the_exchange_resolves_first():
    """The seed's other order: the exchanger has priority, so the block comes too late to undo it."""
    state = empty_table(2, guardian=0)
    place(state, 0, "clay_golem", conjuros=("gale_trickster",))  # the Guardián now exchanges, 5
    place(state, 1, "storm_hawk", conjuros=("deep_rune",))  # 6
    fight(state)
    play(state, "reveal gale_trickster")
    events = play(state, "reveal deep_rune")  # seat 1 reacts with the block
    assert keys(events).index("combat.effect") < keys(events).index("combat.blocked")
    assert state.area(0).conjuros[0].blocked  # blocked, but the exchange had already resolved
    assert power(state, 0) == 6 and power(state, 1) == 5


def test_every_other_seat_answers_the_window_in_priority_order():
    state = empty_table(3, guardian=1)
    for seat, card in enumerate(("rift_hermit", "clay_golem", "ember_hound")):
        place(state, seat, card, mana=1)
    fight(state)
    play(state, "boost 1")  # seat 1 acts
    assert state.to_move() == 2 and GAME.decision_kind(state) == "react"
    play(state, "pass")
    assert state.to_move() == 0 and GAME.decision_kind(state) == "react"
    play(state, "pass")
    assert power(state, 1) == 6 and state.to_move() == 2 and GAME.decision_kind(state) == "act"


def test_boost_adds_the_mana_placed_and_only_once_per_combat():
    state = empty_table(2)
    place(state, 0, "rift_hermit", mana=3)
    place(state, 1, "clay_golem")
    fight(state)
    play(state, "boost 2", "pass")  # seat 1 lets it resolve
    assert power(state, 0) == 7 and len(state.area(0).mana) == 1 and len(state.area(0).boost) == 2
    play(state, "pass")  # seat 1's turn
    assert not [a for a in GAME.legal_actions(state) if a.kind == "boost"]


def test_invoking_a_support_costs_2_mana_reveals_it_and_adds_its_apoyo_once():
    state = empty_table(2)
    place(state, 0, "rift_hermit", apoyos=("quarry_mole", "root_warden"), mana=4)  # Apoyo 4 and 3
    place(state, 1, "storm_hawk")
    fight(state)
    events = play(state, "support quarry_mole")
    assert any(e.key == "combat.support" and e.reveals for e in events)
    play(state, "pass")
    assert power(state, 0) == 5 + 4 and len(state.area(0).mana) == 2
    play(state, "pass")
    assert not [a for a in GAME.legal_actions(state) if a.kind == "support"]


def test_a_mana_barrier_keeps_a_revealed_conjuro_from_being_destroyed():
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown", "clay_golem"), mana=1)
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))  # destroy 1 Conjuro of a player
    fight(state)
    play(state, "reveal hollow_crown", "pass")  # +3, resolved
    play(state, "pass")  # seat 1 passes its turn
    play(state, "barrier hollow_crown", "pass")
    assert "hollow_crown" in state.area(0).barriers
    play(state, "reveal ash_reaver", "pass")  # seat 0 has no one else to choose: the Conjuro left goes
    assert [s.card for s in state.area(0).conjuros] == ["hollow_crown"] and power(state, 0) == 8


def test_a_destroyed_card_is_chosen_by_its_owner():
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("clay_golem", "quarry_mole"))
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))
    fight(state)
    play(state, "pass", "reveal ash_reaver", "pass")
    assert state.to_move() == 0 and GAME.decision_kind(state) == "destroy"
    play(state, "give quarry_mole")
    assert [s.card for s in state.area(0).conjuros] == ["clay_golem"] and state.discard[-1] == "quarry_mole"


def test_buying_priority_puts_the_buyer_first_and_the_guardians_purchase_cannot_be_outbid():
    state = empty_table(3, guardian=0)
    for seat, card in enumerate(("rift_hermit", "clay_golem", "ember_hound")):
        place(state, seat, card, mana=2)
    fight(state)
    assert "priority" in {a.kind for a in GAME.legal_actions(state)}  # the Guardián may lock it
    play(state, "pass")
    play(state, "priority")  # seat 1 goes first
    assert state.combat["order"] == [1, 0, 2] and len(state.area(1).spent) == 1
    assert state.to_move() == 0  # the turn passes on after the buyer, in the new order
    play(state, "priority")  # the Guardián buys it back: irrevocable
    assert state.combat["order"] == [0, 1, 2] and state.combat["locked"]
    assert state.to_move() == 1
    assert "priority" not in {a.kind for a in GAME.legal_actions(state)}


def test_a_revealed_conjuro_needs_something_to_do():
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("clay_golem", "well_keeper", "hollow_crown"))
    place(state, 1, "storm_hawk")
    fight(state)
    reveals = [str(a) for a in GAME.legal_actions(state) if a.kind == "reveal"]
    assert reveals == ["reveal hollow_crown"]  # no effect / a Preparación effect: cannot be revealed
    with pytest.raises(IllegalActionError):
        play(state, "reveal clay_golem")


# --- the end of the combat -----------------------------------------------------------------------

def test_combat_ends_after_a_full_cycle_of_passes_and_the_highest_power_wins():
    state = empty_table(2)
    place(state, 0, "storm_hawk")  # 6
    place(state, 1, "sky_tyrant", conjuros=("clay_golem",), apoyos=("rift_hermit",))  # 8, pays 1+1
    fight(state)
    events = play(state, "pass", "pass")
    won = [e for e in events if e.key == "combat.won"]
    assert won and won[0].params == {"seat": 1, "power": 8}
    assert state.area(1).trophies == ["sky_tyrant"]


def test_a_withdrawal_accepts_defeat_the_last_seat_left_wins_even_with_less_power():
    state = empty_table(2)
    place(state, 0, "storm_hawk")  # 6
    place(state, 1, "ember_hound")  # 5
    fight(state)
    play(state, "withdraw")
    assert state.area(1).trophies == ["storm_hawk"]  # the winner takes the highest printed Poder


def test_a_tie_on_power_goes_to_the_higher_apoyo_of_the_invocations():
    state = empty_table(2)
    place(state, 0, "clay_golem")  # 5, Apoyo 1
    place(state, 1, "root_warden")  # 5, Apoyo 3
    fight(state)
    events = play(state, "pass", "pass")
    assert "combat.support_tiebreak" in keys(events)
    assert state.area(1).trophies == ["root_warden"]  # equal printed Poder: the winner's own


def test_a_total_tie_has_no_winner_and_every_invocation_is_discarded():
    state = empty_table(2)
    place(state, 0, "clay_golem")
    place(state, 1, "rift_hermit")  # 5 and Apoyo 1 both
    fight(state)
    events = play(state, "pass", "pass")
    assert "combat.draw" in keys(events)
    assert not state.area(0).trophies and not state.area(1).trophies
    assert {"clay_golem", "rift_hermit"} <= set(state.discard)


# --- the end of the round ---------------------------------------------------------------------

def test_end_of_round_used_mana_returns_to_the_portal_face_up_cards_go_face_down_ones_stay():
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown", "clay_golem"), apoyos=("quarry_mole",), mana=3)
    place(state, 1, "storm_hawk")
    fight(state)
    portal = len(state.portal)
    play(state, "reveal hollow_crown", "pass", "pass", "boost 1", "pass", "pass", "pass")
    area = state.area(0)
    assert area.trophies == ["storm_hawk"]  # 5 + 3 + 1 = 9 against 6
    assert len(state.portal) == portal + 1 and len(area.mana) == 2 and area.boost == []
    assert "hollow_crown" in state.discard and "rift_hermit" in state.discard
    assert [s.card for s in area.conjuros] == ["clay_golem"] and [s.card for s in area.apoyos] == ["quarry_mole"]
    assert state.guardian == 1 and state.round == 2 and state.combat is None


def test_observations_hide_face_down_cards_in_the_combat():
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",), apoyos=("quarry_mole",))
    place(state, 1, "storm_hawk")
    fight(state)
    seen = GAME.observe(state, 1)
    assert seen.area(0).invocation == "rift_hermit"
    assert seen.area(0).conjuros[0].card == HIDDEN and seen.area(0).apoyos[0].card == HIDDEN
    play(state, "reveal hollow_crown")
    assert GAME.observe(state, 1).area(0).conjuros[0].card == "hollow_crown"


# --- the end of the game: the last round of 10 cards each -------------------------------------

def test_final_tie_last_round_winner_wins_the_game():
    state = empty_table(3)
    state.tiebreak = {"seats": [0, 2], "winner": None}  # seats 0 and 2 tied, the last round is played
    place(state, 0, "storm_hawk")
    place(state, 1, None)  # not dealt: sits the round out
    place(state, 2, "clay_golem")
    events = fight(state)
    assert "combat.no_invocation" in keys(events) and in_combat(state) == [0, 2]
    events = play(state, "pass", "pass")
    assert "game.over_tiebreak" in keys(events) and state.is_over()
    result = state.result()
    assert result.winners == (0,) and result.reason == "tiebreak_round"


def test_final_tie_a_total_tie_in_the_last_round_shares_the_win():
    state = empty_table(2)
    state.tiebreak = {"seats": [0, 1], "winner": None}
    place(state, 0, "clay_golem")
    place(state, 1, "rift_hermit")  # same power, same Apoyo
    fight(state)
    play(state, "pass", "pass")
    assert state.is_over() and state.result().winners == (0, 1)


# --- Cronometrada: the combat's clock --------------------------------------------------------------

def test_timed_combat_time_up_ends_the_combat_on_current_power():
    state = empty_table(2)
    place(state, 0, "ember_hound", mana=2)  # 5
    place(state, 1, "storm_hawk")  # 6
    fight(state)
    play(state, "boost 2")  # would make 7, but the window is still open when the time is up
    events = combat_time_up(state)
    assert keys(events)[0] == "combat.time_up" and "combat.won" in keys(events)
    assert state.area(1).trophies == ["storm_hawk"] and state.combat is None


def test_construido_used_mana_goes_back_into_the_deck_of_the_seat_that_used_it():
    state = GAME.setup({"constructed": True}, 2, 1)
    used = state.variants.decks[1].pop()
    state.area(1).boost = [used]
    events = clear_round(state)
    assert used in state.variants.decks[1] and used not in state.portal
    assert events[-1].params["count"] == 1


# --- clauses audited against the seed, one scenario each ------------------------------------------

def test_conjuros_a_revealed_conjuro_whose_effect_cannot_apply_goes_back_face_down():
    """"Si la carta no tiene efecto o no puede aplicarse por razones varias, la carta vuelve Boca Abajo":
    the exchange blocked before it resolves is turned face down (blocked, so not revealed again this
    round) and stays in Conjuros for the next round instead of going to the discard."""
    state = empty_table(2, guardian=0)
    place(state, 0, "storm_hawk", conjuros=("deep_rune",))
    place(state, 1, "clay_golem", conjuros=("gale_trickster",))
    fight(state)
    events = play(state, "pass", "reveal gale_trickster", "reveal deep_rune")
    slot = state.area(1).conjuros[0]
    assert "combat.turned_down" in keys(events)
    assert slot.card == "gale_trickster" and not slot.face_up and slot.blocked
    assert GAME.observe(state, 0).area(1).conjuros[0].card == HIDDEN
    assert "reveal gale_trickster" not in {str(a) for a in GAME.legal_actions(state)}
    play(state, "pass", "pass")  # seat 1's turn, then seat 0's: the combat ends
    assert [s.card for s in state.area(1).conjuros] == ["gale_trickster"] and "gale_trickster" not in state.discard
    assert not state.area(1).conjuros[0].blocked  # blocks end with the round


def test_invocar_apoyo_a_support_whose_mana_is_gone_goes_back_face_down_and_may_be_invoked_again():
    """"pagar 2 Maná para revelar un apoyo": the Guardián's reaction destroys 1 of the 2 Maná first, so the
    support cannot be paid, goes back face down and the once-per-combat support is still to use."""
    state = empty_table(2, guardian=0)
    place(state, 0, "storm_hawk", conjuros=("ember_tithe",))  # a player loses 1 Maná
    place(state, 1, "clay_golem", apoyos=("quarry_mole",), mana=2)
    fight(state)
    events = play(state, "pass", "support quarry_mole", "reveal ember_tithe")
    slot = state.area(1).apoyos[0]
    assert "combat.turned_down" in keys(events) and len(state.area(1).mana) == 1
    assert slot.card == "quarry_mole" and not slot.face_up and state.area(1).invoked_support is None
    assert power(state, 1) == 5 and 1 not in state.combat["supported"]


def test_out_of_the_round_takes_no_mana_from_its_icons_and_activates_no_effect():
    """Step 2's "queda inmediatamente fuera de la ronda" (interpretation 24)."""
    state = empty_table(3)
    place(state, 0, "phoenix_ascendant")  # costs 2 Conjuros, 1 Maná icon, a Combate effect
    place(state, 1, "pearl_diver")  # 2 Maná icons
    place(state, 2, "clay_golem")
    state.discard = [state.portal.pop() for _ in range(4)]
    events = fight(state)
    assert state.area(0).out and state.area(0).mana == [] and len(state.area(1).mana) == 2
    assert not [e for e in events if e.key == "combat.effect" and e.params["seat"] == 0]


def test_the_invocation_effect_is_obligatory_its_target_cannot_be_declined():
    """Step 4's "La activación del efecto de Invocación es obligatoria"."""
    state = empty_table(3)
    place(state, 0, "frost_siren")
    place(state, 1, "storm_hawk")
    place(state, 2, "clay_golem")
    fight(state)
    assert {a.kind for a in GAME.legal_actions(state)} == {"target"}


def test_a_revealed_conjuro_has_no_way_back_its_target_must_be_chosen():
    """"Al revelar una carta de conjuro no hay vuelta atrás, éste debe aplicar su efecto obligatoriamente"."""
    state = empty_table(3)
    place(state, 0, "rift_hermit", conjuros=("ash_reaver",))
    place(state, 1, "storm_hawk", conjuros=("clay_golem",))
    place(state, 2, "ember_hound", conjuros=("quarry_mole",))
    fight(state)
    play(state, "reveal ash_reaver")
    assert {a.kind for a in GAME.legal_actions(state)} == {"target"}


def test_a_withdrawn_players_effects_applied_before_continue():
    """"ya no puede influir de ninguna forma ... pero los efectos aplicados previamente continúan"."""
    state = empty_table(3)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",))
    place(state, 1, "storm_hawk")
    place(state, 2, "clay_golem")
    fight(state)
    play(state, "reveal hollow_crown", "pass", "pass")  # +3, resolved
    assert power(state, 0) == 8
    play(state, "pass", "pass", "withdraw")  # seats 1 and 2 pass, seat 0 withdraws
    assert state.area(0).withdrawn and power(state, 0) == 8 and 0 not in in_combat(state)
    assert {a.kind for a in GAME.legal_actions(state)} >= {"pass"} and state.to_move() == 1


def test_cards_in_hand_cannot_be_used_during_the_combat():
    """"las cartas en mano no pueden usarse durante el Combate"."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", hand=("hollow_crown", "quarry_mole"), mana=2)
    place(state, 1, "storm_hawk")
    fight(state)
    refs = {a.ref for a in GAME.legal_actions(state)}
    assert not any(ref and ref.startswith("hand:") for ref in refs)
    assert not any("hollow_crown" in str(a) or "quarry_mole" in str(a) for a in GAME.legal_actions(state))


def test_the_winner_takes_the_highest_printed_poder_face_up_into_trophies_seen_by_all():
    """"el ganador toma la Invocación cuyo Poder impreso ... sea el más alto y la coloca boca arriba"."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",))  # 5 + 3
    place(state, 1, "storm_hawk")  # 6: the higher printed Poder
    fight(state)
    play(state, "reveal hollow_crown", "pass", "pass", "pass")
    assert state.area(0).trophies == ["storm_hawk"]
    assert GAME.observe(state, 1).area(0).trophies == ["storm_hawk"]


def test_mana_uses_and_withdrawing_begin_at_step_6_with_a_single_invocation_effect():
    """"A partir de este punto ... utilizar Maná" (interpretation 38): no Maná use and no withdrawal in
    Preparación or while step 4's effects are being chosen; with one invocation effect there is no order to
    buy, so no bidding before it; step 6 offers them all."""
    state = empty_table(3)
    place(state, 0, "rift_hermit", hand=("quarry_mole",), mana=2)
    place(state, 1, "frost_siren", mana=2)  # step 4: seat 1 chooses a target
    place(state, 2, "clay_golem", mana=2)
    mana_kinds = {"priority", "boost", "barrier", "support", "withdraw"}
    assert not mana_kinds & {a.kind for a in GAME.legal_actions(state)}  # Preparación
    fight(state)
    assert state.to_move() == 1 and {a.kind for a in GAME.legal_actions(state)} == {"target"}
    events = play(state, "target 2")
    assert "combat.reveal" not in keys(events)  # no reaction window in step 4: nobody reveals a Conjuro there
    assert GAME.decision_kind(state) == "act" and state.to_move() == 0
    assert {"priority", "boost", "withdraw"} <= {a.kind for a in GAME.legal_actions(state)}


def test_mana_cards_came_from_the_public_discard_so_every_seat_sees_a_reserve():
    """"Las cartas de maná siempre se conservan boca abajo ya que su información no tiene utilidad"
    (interpretation 41): the reserve taken from the discard is counted and named alike for every seat."""
    state = empty_table(2)
    place(state, 0, "pearl_diver")
    place(state, 1, "storm_hawk")
    state.discard = [state.portal.pop() for _ in range(2)]
    seen = list(reversed(state.discard))
    fight(state)
    assert state.area(0).mana == seen
    assert GAME.observe(state, 1).area(0).mana == seen and GAME.observe(state, None).area(0).mana == seen


def test_a_mana_barrier_keeps_a_revealed_conjuro_from_being_blocked():
    """"Barrera de Maná ... impide que su carta pueda ser objetivo de otros Conjuros" (interpretation 32)."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown", "ember_hound"), mana=1)
    place(state, 1, "storm_hawk", conjuros=("deep_rune",))  # block 3 Conjuros of a player
    fight(state)
    play(state, "reveal hollow_crown", "pass", "pass", "barrier hollow_crown", "pass")
    events = play(state, "reveal deep_rune", "pass")
    assert next(e for e in events if e.key == "combat.blocked").params["count"] == 1  # only the face-down one
    assert not state.area(0).conjuros[0].blocked and state.area(0).conjuros[1].blocked and power(state, 0) == 8
    play(state, "pass", "pass")  # the combat ends
    state = empty_table(2)  # with nothing else to block, Deep Rune has no "Acción que realizar"
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",), mana=1)
    place(state, 1, "storm_hawk", conjuros=("deep_rune",))
    fight(state)
    play(state, "reveal hollow_crown", "pass", "pass", "barrier hollow_crown", "pass")
    assert "reveal deep_rune" not in {str(a) for a in GAME.legal_actions(state)}


def test_apoyos_only_use_their_apoyo_value_never_their_effect():
    """"las cartas en posición de apoyo solo utilizan este valor, no se aplica el efecto"."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", apoyos=("hollow_crown",), mana=2)  # +3 Power as a Conjuro; Apoyo 5
    place(state, 1, "storm_hawk")
    fight(state)
    events = play(state, "support hollow_crown", "pass")
    assert power(state, 0) == 5 + 5
    assert "combat.effect" not in keys(events)


def test_priority_is_bought_once_per_player_and_another_may_buy_it_back():
    """"Por única vez en el combate ... Cualquiera de los jugadores puede hacer el mismo pago para ganar esa
    prioridad nuevamente" (interpretation 31)."""
    state = empty_table(3, guardian=0)
    for seat, card in enumerate(("rift_hermit", "clay_golem", "ember_hound")):
        place(state, seat, card, mana=2)
    fight(state)
    play(state, "pass", "priority")  # seat 1 buys it
    assert state.to_move() == 0
    play(state, "pass", "priority")  # seat 2 buys it back
    assert state.combat["order"] == [2, 1, 0] and not state.combat["locked"]
    assert state.to_move() == 1 and "priority" not in {a.kind for a in GAME.legal_actions(state)}


def test_when_nobody_could_pay_the_sacrifice_nobody_wins_the_combat():
    """Step 2's "no podrá ganar el combate", for every player: no winner, no trophy, the invocations are discarded."""
    state = empty_table(2)
    place(state, 0, "frontier_lord")  # 2 Conjuros and 2 Apoyos
    place(state, 1, "phoenix_ascendant")  # 2 Conjuros
    events = fight(state)
    assert keys(events).count("combat.unpaid") == 2 and "combat.draw" in keys(events)
    assert not state.area(0).trophies and not state.area(1).trophies
    assert {"frontier_lord", "phoenix_ascendant"} <= set(state.discard)
