"""Two copies of one card (Construido's decks, Armagedón's two sets): every legal action names its own copy
(issue 32.3). "La baraja no puede tener repetida más de 2 veces ninguna carta": a deck may hold a card twice, and
clicking the second copy must take the second copy."""
from __future__ import annotations

from collections import Counter

from tabletop.engine.checks import check_unique_actions
from tabletop.games.invocacion.rules.combat import moves
from tabletop.games.invocacion.rules.game import GAME
from tabletop.games.invocacion.rules.state import PREPARE, InvocacionState
from tabletop.games.invocacion.rules.zones import Slot
from tests.games.invocacion.combat_table import empty_table, fight, place, play, power


def _with_two_copies(hand_copy: bool = True) -> tuple[InvocacionState, str]:
    """A Construido game, seat 0 preparing, holding one card twice: in its hand (or Conjuros) and in its Apoyos."""
    state = GAME.setup({"constructed": True}, 2, 1)
    area, pile = state.area(0), state.variants.decks[0]
    card = next(c for c, n in Counter(pile + area.hand).items() if n == 2)
    for _ in range(2):
        (area.hand if card in area.hand else pile).remove(card)
    if hand_copy:
        area.hand.insert(0, card)
    else:
        area.conjuros.append(Slot(card))
    area.apoyos.append(Slot(card))
    state.guardian = state.turn = 0
    state.phase = PREPARE
    return state, card


def test_construido_pick_names_the_copy_and_lifts_that_one():
    """"pick X" was offered twice (refs hand:X and apoyos:X) under one string; each copy now has its own, and
    applying the Apoyos one lifts the Apoyos copy."""
    state, card = _with_two_copies()
    picks = [str(a) for a in GAME.legal_actions(state) if a.kind == "pick" and a.args[0] == card]
    assert picks == [f"pick {card} hand 0", f"pick {card} apoyos 0"]
    assert not check_unique_actions(GAME, state)
    play(state, f"pick {card} apoyos 0")
    assert state.choice == {"kind": "place", "zone": "apoyos", "index": 0}
    play(state, "to hand")
    assert state.area(0).apoyos == [] and state.area(0).hand.count(card) == 2


def test_construido_a_single_copy_keeps_its_short_string():
    """A card held once is still `pick <card>`: records of games without copies read as before."""
    state, card = _with_two_copies()
    other = next(c for c in state.area(0).hand if c != card)
    assert f"pick {other}" in {str(a) for a in GAME.legal_actions(state)}


def test_construido_describing_a_copy_says_which_one_in_both_languages():
    """The chooser shows both copies apart."""
    state, card = _with_two_copies()
    names = ["Ana", "Bo"]
    texts = {lang: [GAME.describe_action(state, a, lang, names) for a in GAME.legal_actions(state)
                    if a.kind == "pick" and a.args[0] == card] for lang in ("en", "es")}
    assert len(set(texts["en"])) == 2 and len(set(texts["es"])) == 2
    assert "Supports" in texts["en"][1] and "Apoyos" in texts["es"][1]


def test_armagedon_a_destroyed_copy_is_the_one_its_owner_chose():
    """"Agregando un mazo extra": with two copies of Hollow Crown in Conjuros, one revealed (+3) and one face down,
    Ash Reaver's destroy offers each copy by its place, and the face-down copy given up is the one that goes: the
    revealed one keeps its +3 (before, one `give hollow_crown` took the first copy, the revealed one)."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",))
    state.area(0).conjuros.append(Slot("hollow_crown"))  # the second set's copy
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))
    fight(state)
    play(state, "reveal hollow_crown conjuros 0", "pass")
    assert power(state, 0) == 5 + 3
    play(state, "reveal ash_reaver", "pass")
    gives = [str(a) for a in GAME.legal_actions(state)]
    assert gives == ["give hollow_crown conjuros 0", "give hollow_crown conjuros 1"]
    play(state, "give hollow_crown conjuros 1")
    assert [(s.card, s.face_up) for s in state.area(0).conjuros] == [("hollow_crown", True)]
    assert power(state, 0) == 5 + 3


def test_armagedon_revealing_the_face_down_copy_turns_that_copy_face_up():
    """With one copy of Smothering Tide revealed and the other face down, revealing names the face-down copy and
    turns it up; before, "reveal smothering_tide" turned the first (already revealed) copy again, so the other stayed
    revealable and the effect stacked once more each turn: a game that never ended."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("smothering_tide",))
    state.area(0).conjuros.append(Slot("smothering_tide"))  # the second set's copy
    place(state, 1, "ember_hound")  # Fire: -3 per Tide
    fight(state)
    play(state, "reveal smothering_tide conjuros 0", "pass", "pass")
    reveals = [str(a) for a in GAME.legal_actions(state) if a.kind == "reveal"]
    assert reveals == ["reveal smothering_tide conjuros 1"]
    play(state, "reveal smothering_tide conjuros 1", "pass")
    assert all(s.face_up for s in state.area(0).conjuros)
    assert not [a for a in GAME.legal_actions(state) if a.kind == "reveal"]


def test_armagedon_normal_bots_end_the_game_that_copies_once_froze():
    """Five normal bots, Armagedón, seed 5: the game the copy of Smothering Tide kept alive for ever now ends."""
    from tabletop.engine.seats import Seat
    from tabletop.sim import play_session

    seats = [Seat("bot", f"P{i}", "normal") for i in range(5)]
    session = play_session("invocacion", seats, 5, {"armageddon": True})
    assert session.is_over() and len(session.actions) < 2000


def test_construido_destroying_one_of_two_revealed_copies_undoes_one_effect():
    """"La única forma de deshacer efectos constantes es eliminando la carta de Conjuro": with both copies of Hollow
    Crown revealed (+3 each), destroying one leaves +3, not +6."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",))
    state.area(0).conjuros.append(Slot("hollow_crown"))  # the second copy
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))
    fight(state)
    play(state, "reveal hollow_crown conjuros 0", "pass", "pass", "reveal hollow_crown conjuros 1", "pass")
    assert power(state, 0) == 5 + 3 + 3
    play(state, "reveal ash_reaver", "pass", "give hollow_crown conjuros 1")
    assert len(state.area(0).conjuros) == 1 and power(state, 0) == 5 + 3


def test_construido_a_barrier_protects_only_the_copy_it_is_on():
    """"Coloca 1 Maná de su reserva sobre el Conjuro a proteger": with two revealed copies of Hollow Crown, a barrier
    on one leaves the other open to Ash Reaver, and the other may get a barrier of its own."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",), mana=2)
    state.area(0).conjuros.append(Slot("hollow_crown"))  # the second copy
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))
    fight(state)
    play(state, "reveal hollow_crown conjuros 0", "pass", "pass", "reveal hollow_crown conjuros 1", "pass", "pass")
    play(state, "barrier hollow_crown conjuros 0", "pass")
    assert [s.barrier is not None for s in state.area(0).conjuros] == [True, False]
    assert [str(a) for a in moves(state, 0) if a.kind == "barrier"] == ["barrier hollow_crown conjuros 1"]
    play(state, "reveal ash_reaver", "pass")  # seat 1's turn: the unprotected copy is the only one it can take
    assert [(s.face_up, s.barrier is not None) for s in state.area(0).conjuros] == [(True, True)]
    assert power(state, 0) == 5 + 3
