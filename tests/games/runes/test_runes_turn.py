"""Rune Duel turn structure: set-up, secret choice, the spell sequence, order, draws, Excuse, end."""
import pytest

from tabletop.engine.contract import Action
from tabletop.engine.errors import IllegalActionError, OptionError
from tabletop.games.runes.rules.cards import deck
from tabletop.games.runes.rules.game import FATIGUE_TURN, GAME, available, draw

from runes_helpers import legal, position, run, spells


# --- set-up -----------------------------------------------------------------------------
def test_setup_deals_five_cards_and_puts_the_excuse_in_the_middle():
    st = GAME.setup({}, 2, 7)
    assert [len(h) for h in st.hands] == [5, 5]
    assert st.life == [6, 6] and st.max_life == [6, 6]
    assert len(st.deck) == 41 - 10
    assert abs(st.deck.index("excuse") - len(st.deck) / 2) <= 11  # dealt from above the middle
    assert st.phase == "commit" and st.to_move() == 0


def test_life_die_option_and_per_seat_handicap():
    st = GAME.setup({"life": 12, "handicap": "0,4"}, 3, 1)
    assert st.life == [12, 8, 12]


def test_a_handicap_gives_fewer_points_on_the_same_die():
    # Seed: the die, set "con la cara más grande arriba", is the mage's life; the expert is given
    # fewer points (the solitaire player "empezar con menos puntos de vida"): the die still goes up to 6.
    st = GAME.setup({"handicap": "2,0"}, 2, 1)
    assert st.life == [4, 6] and st.max_life == [6, 6]
    st = position([["forest"], ["end"]], [["ace_leaves", "mill"], []], options={"handicap": "3,0"})
    assert st.life == [3, 6]
    run(st, "play forest", "play end", "cast heal", "energy 3")
    assert st.life == [6, 6]


@pytest.mark.parametrize("options, seats", [
    ({"handicap": "x"}, 2), ({"handicap": "6"}, 2), ({"handicap": "1,1,1"}, 2),
    ({"life": 7}, 2), ({"solitaire": True}, 3),
])
def test_bad_options_are_refused(options, seats):
    with pytest.raises(OptionError):
        GAME.setup(options, seats, 1)


# --- secret simultaneous choice ---------------------------------------------------------
def test_choices_are_secret_commitments_revealed_together():
    st = position([["ace_suns", "desert"], ["ace_leaves", "bard"], ["sea", "end"]])
    assert st.to_move() == 0
    run(st, "play desert")
    assert st.to_move() == 1 and GAME.is_simultaneous_commit(st)
    seen = GAME.observe(st, 1)
    assert seen.commits[0] == {"card": "?", "by": 0} and seen.hands[0] == ["?"]
    assert GAME.observe(st, 0).commits[0]["card"] == "desert"
    assert st.sequences[0] == []  # not on the table yet
    run(st, "play bard")
    events = run(st, "play sea")
    reveal = next(e for e in events if e.key == "reveal")
    assert reveal.reveals and reveal.params["cards"] == {0: "desert", 1: "bard", 2: "sea"}
    assert [s[-1]["card"] for s in st.sequences] == ["desert", "bard", "sea"]
    assert st.last_revealed == ["desert", "bard", "sea"]


# --- the spell sequence --------------------------------------------------------------------
def test_energy_runes_come_from_every_face_up_card_of_the_sequence():
    st = position([["desert"], ["end"]], [["ace_suns", "bard", ("discovery", True)], []])
    run(st, "play desert", "play end")
    assert available(st, 0, "suns") == 3  # ace, bard, desert; the face-down discovery gives nothing
    assert "energy 3" in legal(run_cast(st, "fireball"))


def run_cast(st, spell):
    run(st, f"cast {spell}")
    return st


def test_activation_runes_only_from_the_card_just_played():
    st = position([["bard"], ["end"]], [["calamity", "ace_suns"], []])
    events = run(st, "play bard", "play end")
    assert spells(events) == [] and st.turn == 2  # the old Wyrm rune casts nothing


def test_energy_rune_powers_one_spell_per_turn():
    st = position([["watchman", "bard"], ["end", "sea"]], [["ace_leaves", "chance_meeting"], []], life=[2, 6])
    run(st, "play watchman", "play end", "cast heal", "energy 2")
    assert st.life[0] == 4
    assert st.pending["rune"] == "wyrms"
    assert "cast drain" not in legal(st) and "cast hit" in legal(st)  # both leaves already used
    assert available(st, 0, "leaves") == 0


def test_sequence_trimmed_to_four_after_turn():
    """A sequence holds 5 cards during the turn; afterwards the oldest go to the discard pile."""
    old = ["ace_suns", "ace_waves", "origin", "sailor"]
    st = position([["calamity", "bard"], ["end", "sea"]], [old, []])
    run(st, "play calamity", "play end")
    assert len(st.sequences[0]) == 5 and st.phase == "wyrms"
    run(st, "pass")
    assert [c["card"] for c in st.sequences[0]] == old[1:] + ["calamity"]
    assert st.discard == ["ace_suns"]


def test_players_draw_back_to_five_after_the_turn():
    st = position([["bard", "sea"], ["end", "ace_leaves", "ace_waves"]])
    run(st, "play bard", "play end")
    assert [len(h) for h in st.hands] == [5, 5]


# --- resolution order -----------------------------------------------------------------
def test_phases_resolve_moons_then_wyrms_then_knots():
    st = position([["watchman"], ["end"]], [["ace_leaves"], []], life=[5, 6])
    run(st, "play watchman", "play end")
    assert st.phase == "moons"
    run(st, "cast shield")
    assert st.phase == "wyrms"
    run(st, "cast hit")
    assert st.phase == "knots"


def test_higher_card_resolves_first_within_a_phase():
    # Both attack with Wyrms; Bo's Calamity (a crown) is higher and kills Ana first.
    st = position([["desert"], ["calamity"]], [["ace_suns"], ["bard", "discovery"]], life=[2, 6])
    run(st, "play desert", "play calamity")
    assert st.pending["caster"] == 1
    events = run(st, "cast fireball", "energy 2")
    assert st.is_over() and st.result().winners == (1,)
    assert [s["caster"] for s in spells(events)] == [1]  # Ana never cast


# --- targets in multiplayer --------------------------------------------------------------
def test_wyrm_spells_target_an_opponent_and_knots_spells_any_mage():
    st = position([["desert", "ace_knots"], ["end"], ["sea"]], [["ace_suns"], [], []])
    run(st, "play desert", "play end", "play sea", "cast hit")
    assert legal(st) == ["target 1", "target 2", "back"]
    st = position([["ace_knots"], ["end"], ["sea"]])
    run(st, "play ace_knots", "play end", "play sea", "cast confusion")
    assert legal(st) == ["target 0", "target 1", "target 2", "back"]
    assert [a.ref for a in GAME.legal_actions(st)][:3] == ["mage:0", "mage:1", "mage:2"]


def test_moons_spells_act_on_their_caster():
    # Seed: "Runas de Luna dirigen la energía al mago que hace el hechizo": no target is asked.
    st = position([["forest"], ["end"], ["sea"]], [["ace_leaves"], [], []], life=[3, 6, 6])
    run(st, "play forest", "play end", "play sea", "cast heal")
    assert st.pending["step"] == "energy"
    events = run(st, "energy 2")
    assert st.life == [5, 6, 6] and spells(events)[0]["target"] == 0


def test_back_cancels_the_spell_chain_before_it_resolves():
    st = position([["desert"], ["end"]], [["ace_suns"], []])
    run(st, "play desert", "play end", "cast fireball")
    run(st, "back")
    assert st.pending["step"] == "spell" and st.life == [6, 6]


def test_an_illegal_action_is_refused_and_changes_nothing():
    st = position([["desert"], ["end"]])
    before = GAME.to_dict(st)
    for action in (Action("play", ("end",)), Action("cast", ("fireball",)), Action("energy", (3,))):
        with pytest.raises(IllegalActionError):
            GAME.apply(st, action)
    assert GAME.to_dict(st) == before


def test_dead_mages_stop_playing():
    st = position([["desert", "bard"], ["end", "sea"], ["ace_waves", "mill"]], [["ace_suns"], [], []],
                  life=[6, 2, 6])
    run(st, "play desert", "play end", "play ace_waves", "cast fireball", "energy 2", "target 1")
    assert not st.alive(1) and not st.is_over()
    assert st.participants == [0, 2] and [s["seat"] for s in st.slots] == [0, 2]


# --- the deck and the Excuse ---------------------------------------------------------------
def test_excuse_reshuffles_discard_into_deck():
    st = position([["bard"], ["end"]], discard=["castle", "cave"], excuse_at=0)
    size = len(st.deck)  # the Excuse on top, then the other cards
    events = []
    drawn = draw(st, 0, events)
    assert drawn not in (None, "excuse")
    assert [e.key for e in events] == ["excuse"] and events[0].reveals
    assert st.discard == [] and len(st.deck) == size + 2 - 1  # discard joined, one card drawn
    assert st.deck.index("excuse") == (len(st.deck) + 1) // 2 - 1  # back in the middle
    assert {"castle", "cave"} <= set(st.deck) | {drawn}


def test_excuse_drawn_during_the_refill_is_logged_for_everyone():
    st = position([["bard", "sea", "end", "ace_waves", "mill"], ["ace_leaves", "origin", "sailor", "forest", "harvest"]],
                  discard=["castle", "cave"], excuse_at=0)
    events = run(st, "play bard", "play ace_leaves")
    excuse = [e for e in events if e.key == "excuse"]
    assert len(excuse) == 1 and excuse[0].audience is None and excuse[0].params["seat"] == 0
    assert "excuse" not in st.hands[0] and len(st.hands[0]) == 5


def test_excuse_drawn_again_is_put_back_with_only_itself_left():
    st = position([["bard"], ["end"]])
    st.deck = ["excuse"]
    assert draw(st, 0, []) is None and st.deck == ["excuse"]


# --- the end -------------------------------------------------------------------------------
def test_game_ends_when_one_mage_is_left():
    st = position([["desert"], ["end"]], [["ace_suns", "bard"], []], life=[6, 3])
    events = run(st, "play desert", "play end", "cast fireball", "energy 3")
    assert st.is_over() and st.to_move() is None and GAME.legal_actions(st) == []
    assert st.result().winners == (0,) and st.result().scores == (1.0, 0.0)
    assert [e.key for e in events][-2:] == ["death", "game_over"]


@pytest.mark.parametrize("rule, winners", [("draw", (0, 1)), ("most_life", (1,))])
def test_mages_falling_together(rule, winners):
    st = position([["bard"], ["end"]], life=[3, 4], turn=FATIGUE_TURN + 5, options={"simultaneous_death": rule})
    run(st, "play bard", "play end")
    assert st.is_over() and st.result().winners == winners


def test_fatigue_safeguard_ends_endless_duels():
    st = position([["bard"], ["end"]], turn=FATIGUE_TURN)
    events = run(st, "play bard", "play end")
    assert any(e.key == "fatigue" and e.params["amount"] == 1 for e in events)
    assert st.life == [5, 5]


def test_random_games_end_within_the_declared_length():
    import random
    for seed in range(3):
        st = GAME.setup({"life": 20, "advanced": True}, 4, seed)
        chooser = random.Random(seed)
        for _ in range(GAME.info.max_actions):
            if st.is_over():
                break
            acts = GAME.legal_actions(st)
            GAME.apply(st, acts[chooser.randrange(len(acts))])
        assert st.is_over() and st.turn <= FATIGUE_TURN + 21


def test_deck_ids_unchanged_by_play():
    assert len(deck().deck_ids) == 40
