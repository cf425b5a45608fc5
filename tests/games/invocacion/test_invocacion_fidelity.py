"""Invocación clauses read again against the seed (issue 26): one scenario per clause, named after it,
quoting the seed line it follows."""
from __future__ import annotations

import pytest

from tabletop.engine.errors import OptionError
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.rounds import tiebreak_round
from tabletop.games.invocacion.rules.game import GAME
from tests.games.invocacion.combat_table import empty_table, fight, keys, place, play, power


def test_invocar_apoyo_the_invoked_apoyo_stays_in_the_apoyos_zone_face_up():
    """"Coloca 2 Maná desde su reserva sobre una de sus Cartas en la zona de Apoyos, la revela"; glossary: "Si una
    carta puesta en la Zona de Apoyo se revela gastando 2 Maná, aumenta el valor de apoyo de esta carta al Poder"."""
    state = empty_table(2)
    place(state, 0, "moss_shepherd", apoyos=("quarry_mole", "root_warden"), mana=2)  # 4, +1 per card in Apoyos
    place(state, 1, "storm_hawk")
    fight(state)
    assert power(state, 0) == 4 + 2
    play(state, "support quarry_mole", "pass")
    area = state.area(0)
    assert [(s.card, s.face_up) for s in area.apoyos] == [("quarry_mole", True), ("root_warden", False)]
    assert area.invoked_support == "quarry_mole"
    assert power(state, 0) == 4 + 2 + 4  # Moss Shepherd still counts the invoked Apoyo; its Apoyo 4 is added


def test_invocar_apoyo_bastion_oak_counts_the_invoked_apoyo_for_its_condition():
    """Bastion Oak's "+3 if you have 2 Apoyos" still holds once one of them is invoked (it stays in the zone)."""
    state = empty_table(2)
    place(state, 0, "bastion_oak", apoyos=("quarry_mole", "root_warden", "cloud_sage"), mana=2)  # cost: 1 Apoyo
    place(state, 1, "storm_hawk")
    fight(state)
    play(state, "give cloud_sage")  # the sacrifice
    assert len(state.area(0).apoyos) == 2 and power(state, 0) == 6 + 3
    play(state, "support quarry_mole", "pass")
    assert len(state.area(0).apoyos) == 2
    assert power(state, 0) == 6 + 3 + deck()["quarry_mole"].support


def _hollow_crown_then_deep_rune(options: dict | None = None):
    """Seat 0's Hollow Crown (+3, constant) resolves; then seat 1 blocks seat 0's Conjuros with Deep Rune."""
    state = empty_table(2, options=options)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",))  # 5
    place(state, 1, "storm_hawk", conjuros=("deep_rune",))  # 6
    fight(state)
    play(state, "reveal hollow_crown", "pass")  # resolved: 5 + 3
    assert power(state, 0) == 8
    events = play(state, "reveal deep_rune", "pass")  # seat 1's turn: the late block
    assert "combat.blocked" in keys(events) and state.area(0).conjuros[0].blocked
    return state


def test_la_unica_forma_de_deshacer_efectos_constantes_a_late_block_keeps_a_resolved_effect():
    """"La única forma de deshacer efectos constantes es eliminando la carta de Conjuro"; the seed's example: the
    late block "no hubiera tenido influencia sobre efectos ya resueltos". Deep Rune after a resolved Hollow Crown
    leaves its +3."""
    state = _hollow_crown_then_deep_rune()
    assert power(state, 0) == 8
    assert state.area(0).conjuros[0].face_up  # "se quedan boca arriba hasta el final de la ronda"


def test_late_block_undoes_option_a_late_block_stops_the_resolved_effect():
    """The reading `late_block_undoes` (off by default): the block takes the +3 away."""
    state = _hollow_crown_then_deep_rune({"late_block_undoes": True})
    assert power(state, 0) == 5


# --- "no puede aplicarse ... la carta vuelve Boca Abajo" (interpretation 28) ---------------------------------

def test_conjuros_ash_reaver_against_a_player_without_conjuros_stays_face_down():
    """"no se puede revelar un Conjuro que no tenga Acción que realizar": Ash Reaver (destroy 1 Conjuro of a player)
    with no other player holding a Conjuro cannot be revealed; it stays face down, in place, for a later round."""
    state = empty_table(2)
    place(state, 0, "storm_hawk", conjuros=("ash_reaver",))
    place(state, 1, "clay_golem")
    fight(state)
    assert "reveal ash_reaver" not in {str(a) for a in GAME.legal_actions(state)}
    play(state, "pass", "pass")  # the combat ends
    assert [(s.card, s.face_up) for s in state.area(0).conjuros] == [("ash_reaver", False)]
    assert "ash_reaver" not in state.discard


def test_conjuros_ember_tithe_against_a_player_without_mana_stays_face_down():
    """"Si la carta no tiene efecto o no puede aplicarse por razones varias, la carta vuelve Boca Abajo": Ember Tithe
    (a player loses 1 Maná) when nobody else has Maná cannot be revealed."""
    state = empty_table(2)
    place(state, 0, "storm_hawk", conjuros=("ember_tithe",), mana=1)
    place(state, 1, "clay_golem")
    fight(state)
    assert not [a for a in GAME.legal_actions(state) if a.kind == "reveal"]


def test_conjuros_a_player_with_nothing_to_act_on_cannot_be_chosen():
    """A player an effect chooses is one on whom it has something to do: Ash Reaver offers only the seat with a
    Conjuro."""
    state = empty_table(3)
    place(state, 0, "storm_hawk", conjuros=("ash_reaver",))
    place(state, 1, "clay_golem")
    place(state, 2, "rift_hermit", conjuros=("quarry_mole",))
    fight(state)
    play(state, "reveal ash_reaver")  # one seat to choose: chosen at once, the window opens
    assert GAME.decision_kind(state) == "react"
    play(state, "pass", "pass")
    assert state.area(2).conjuros == [] and "quarry_mole" in state.discard


def test_conjuros_ash_reaver_that_finds_nothing_when_it_resolves_goes_back_face_down():
    """"no puede aplicarse por razones varias, la carta vuelve Boca Abajo": the Guardián's barrier, a reaction,
    protects its only Conjuro before Ash Reaver resolves; Ash Reaver turns face down and stays in Conjuros."""
    state = empty_table(2, guardian=1)
    place(state, 0, "storm_hawk", conjuros=("ash_reaver",))
    place(state, 1, "rift_hermit", conjuros=("hollow_crown",), mana=1)
    fight(state)
    play(state, "reveal hollow_crown", "pass")  # the Guardián's +3 resolves
    events = play(state, "reveal ash_reaver", "barrier hollow_crown")
    assert "combat.turned_down" in keys(events) and "combat.destroy" not in keys(events)
    assert [(s.card, s.face_up) for s in state.area(0).conjuros] == [("ash_reaver", False)]
    play(state, "pass", "pass")  # the combat ends: the face-down Ash Reaver stays for a later round
    assert [s.card for s in state.area(0).conjuros] == ["ash_reaver"] and "ash_reaver" not in state.discard


# --- "ganar prioridad ... para la aplicación de efectos de invocación" (interpretation 38) -------------------

def _ataraxia_and_burning_oath(options: dict | None = None):
    """Seat 0 (the Guardián) invokes Ataraxia (match the highest power now); seat 1 Burning Oath (1, +4 now) and has
    1 Maná to buy priority with."""
    state = empty_table(2, guardian=0, options=options)
    place(state, 0, "ataraxia")
    place(state, 1, "burning_oath", mana=1)
    return state


def test_prioridad_bought_before_step_4_reorders_the_invocation_effects():
    """"Por única vez en el combate, puedes ganar prioridad en la ronda para la aplicación de efectos de invocación
    o conjuros gastando 1 Maná"; "En el caso de las Invocaciones, estos se activan en el orden de Prioridad".
    Seat 1 buys priority before step 4: Burning Oath activates first, so Ataraxia matches its 5."""
    state = _ataraxia_and_burning_oath()
    events = fight(state)
    assert "combat.effect" not in keys(events)
    assert state.to_move() == 1 and GAME.decision_kind(state) == "bid"
    assert sorted(str(a) for a in GAME.legal_actions(state)) == ["pass", "priority"]
    events = play(state, "priority")
    effects = [e.params["card"] for e in events if e.key == "combat.effect"]
    assert effects == ["burning_oath", "ataraxia"] and state.combat["order"] == [1, 0]
    assert power(state, 0) == 5 and power(state, 1) == 5


def test_prioridad_nobody_buys_the_effects_activate_from_the_guardian():
    """Without a purchase the effects keep the Guardián's order: Ataraxia first (2), then Burning Oath (5)."""
    state = _ataraxia_and_burning_oath()
    fight(state)
    events = play(state, "pass")
    assert [e.params["card"] for e in events if e.key == "combat.effect"] == ["ataraxia", "burning_oath"]
    assert power(state, 0) == 2 and GAME.decision_kind(state) == "act"


def test_late_priority_option_buying_priority_begins_at_step_6():
    """The reading `late_priority` (off by default): Maná, priority included, is used from step 6 only."""
    state = _ataraxia_and_burning_oath({"late_priority": True})
    events = fight(state)
    assert [e.params["card"] for e in events if e.key == "combat.effect"] == ["ataraxia", "burning_oath"]
    assert GAME.decision_kind(state) == "act"


# --- issue 26, "Also": the power through the game's API; decks without Construido ---------------------------

def test_invocation_power_is_a_method_of_the_rules_with_its_parts():
    """"El Poder Total de Invocador: Poder impreso en la carta de Invocación + Efectos de conjuro + Potencia agregada
    con Maná + Apoyo invocado": the game answers it, parts included, for the table and any auditor."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",), apoyos=("quarry_mole",), mana=5)
    place(state, 1, "storm_hawk")
    assert GAME.invocation_power(state, 0) is None  # not revealed yet
    fight(state)
    play(state, "reveal hollow_crown", "pass", "pass", "support quarry_mole", "pass", "pass", "boost 2", "pass")
    result = GAME.invocation_power(state, 0)
    assert result.total == 5 + 3 + 4 + 2 == power(state, 0)
    assert [p.source for p in result.parts] == ["printed", "effect", "mana", "support"]
    assert GAME.leading_seats(state) == [0]


def test_construido_decks_without_constructed_is_refused_in_one_line():
    """The option `decks` chooses Construido's decks ("Cada mazo debe contener 30 cartas"): without Construido it
    is refused in one line, as `legend_cards` without Leyendas is."""
    with pytest.raises(OptionError) as refused:
        GAME.setup({"decks": "ember_and_stone,tide_and_gale"}, 2, 1)
    assert "constructed=true" in str(refused.value) and "\n" not in str(refused.value)
    assert GAME.setup({"decks": "ember_and_stone,tide_and_gale", "constructed": True}, 2, 1) is not None


# --- "Si el empate persiste entonces se mezcla todo en el Portal" (interpretation 37) ------------------------

def _final_tie(options: dict | None = None):
    """Two seats tied on points (a trophy of equal Poder and Apoyo, 2 Maná each) with the Portal unable to deal:
    the game ends into the last round."""
    state = empty_table(2, options=options)
    pairs = {}
    for card in state.portal:
        pairs.setdefault((deck()[card].power, deck()[card].support), []).append(card)
    first, second = next(cards[:2] for cards in pairs.values() if len(cards) >= 2)
    place(state, 0, None, mana=2)
    place(state, 1, None, mana=2)
    for seat, card in ((0, first), (1, second)):
        state.portal.remove(card)
        state.area(seat).trophies = [card]
    return state, (first, second)


def test_fin_del_juego_se_mezcla_todo_en_el_portal_trophies_and_mana_too():
    """"Si el empate persiste entonces se mezcla todo en el Portal y los jugadores en empate juegan una última ronda
    repartiéndose 10 cartas a cada uno": the trophies and the Maná reserves go into the Portal too; the result keeps
    the points of the tie, and the last round's winner wins."""
    state, trophies = _final_tie()
    mana = state.area(0).mana + state.area(1).mana
    events = tiebreak_round(state)
    assert "game.tiebreak" in keys(events)
    assert all(not a.trophies and not a.mana for a in state.board.areas)
    shuffled = state.portal + state.area(0).hand + state.area(1).hand
    assert set(trophies) <= set(shuffled) and set(mana) <= set(shuffled)
    assert state.tiebreak["points"] == [deck()[trophies[0]].power + 2] * 2
    _play_out(state)
    result = state.result()
    assert result.reason == "tiebreak_round" and result.scores == (float(state.tiebreak["points"][0]),) * 2


def test_tiebreak_keeps_points_option_trophies_and_mana_stay_out_of_the_portal():
    """The reading `tiebreak_keeps_points` (off by default): our earlier "everything but the points"."""
    state, trophies = _final_tie({"tiebreak_keeps_points": True})
    tiebreak_round(state)
    assert [a.trophies for a in state.board.areas] == [[trophies[0]], [trophies[1]]]
    assert all(len(a.mana) == 2 for a in state.board.areas) and "points" not in state.tiebreak


def _play_out(state) -> None:
    """Play the last round to its end: finish at once, then pass (targets and gifts: the first choice)."""
    for _ in range(500):
        if state.is_over():
            return
        legal = GAME.legal_actions(state)
        chosen = next((a for a in legal if a.kind == "finish"), None) or next(
            (a for a in legal if a.kind == "pass"), None) or next((a for a in legal if a.kind == "pick"), legal[0])
        if state.phase == "prepare" and state.area(state.to_move()).invocation is None and state.choice is not None:
            chosen = next((a for a in legal if str(a) == "to invocation"), chosen)
        GAME.apply(state, chosen)
    raise AssertionError("the last round did not end")
