"""ECG's Fin de Mazo: the first time the deck runs out, the player chooses whether the discard is shuffled.

Seed (Fin de Mazo): "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado."
"""
from __future__ import annotations

from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, do, give, legal  # noqa: F401


def _short_deck(state, seat: int, left: int, discarded: int) -> dict:
    """`seat`'s deck cut to `left` cards, with `discarded` more in its discard."""
    data = state.seats[seat]
    data["discard"] = data["deck"][:discarded]
    data["deck"] = data["deck"][discarded:discarded + left]
    data["cards"] = sorted(data["discard"] + data["deck"] + data["hand"])
    return data


def test_fin_de_mazo_the_first_reshuffle_is_the_players_choice_keeping_the_discard(cards):
    """Seed: "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado." """
    state = action_table()
    data = _short_deck(state, 1, left=1, discarded=3)
    do(state, "end", "draw 2")
    assert state.to_move() == 1 and legal(state) == ["reshuffle yes", "reshuffle no"]
    events = do(state, "reshuffle no")
    assert "deck.kept" in [e.key for e in events]
    assert len(data["hand"]) == 1 and data["deck"] == [] and len(data["discard"]) == 3
    do(state, "end", "draw 0", "end", "draw 2")  # no deck: the draws are ignored, the discard stays
    assert len(data["hand"]) == 1 and len(data["discard"]) == 3


def test_fin_de_mazo_the_player_may_shuffle_the_discard_into_a_new_deck(cards):
    """Seed: "… el descarte del jugador puede ser barajado." (yes: the draw goes on from the new deck)"""
    state = action_table()
    data = _short_deck(state, 1, left=1, discarded=3)
    do(state, "end", "draw 2", "reshuffle yes")
    assert len(data["hand"]) == 2 and len(data["deck"]) == 2 and data["discard"] == []


def test_fin_de_mazo_a_card_effects_draw_asks_too_and_its_other_steps_go_on(cards):
    """Seed: "La primera vez que el mazo se quede sin cartas, el descarte del jugador puede ser barajado." (a draw
    step of a card waits for the choice; kept, the draw is ignored and the next step is done)"""
    state = action_table()
    data = _short_deck(state, 0, left=0, discarded=2)
    give(state, 0, "study")  # draw 1; renown +1
    do(state, "play study", "pass")
    assert state.pending["kind"] == "reshuffle" and state.to_move() == 0
    do(state, "reshuffle no")
    assert state.seats[0]["renown"] == 1 and len(data["discard"]) == 3 and not state.stack


def test_option_reshuffle_always_shuffles_without_asking(cards):
    """Option reshuffle=always (the earlier reading of interpretation 24): the discard is always shuffled."""
    state = action_table()
    state.variant["reshuffle"] = "always"
    data = _short_deck(state, 1, left=1, discarded=3)
    do(state, "end", "draw 2")
    assert state.pending is None and len(data["hand"]) == 2 and len(data["deck"]) == 2


def test_bots_keep_the_discard_while_they_hold_a_card_that_takes_cards_back_from_it(cards):
    """The bots' answer: keep the discard with a card that recalls from it in hand, shuffle it otherwise."""
    from tabletop.engine.rng import Rng
    from tabletop.games.ecg.bots.bot import EcgBot

    for held, answer in ((None, "reshuffle yes"), ("gleaner", "reshuffle no")):
        state = action_table()
        _short_deck(state, 1, left=1, discarded=3)
        if held:
            give(state, 1, held)
        do(state, "end", "draw 2")
        seen = GAME.observe(state, 1)
        assert str(EcgBot(GAME).choose(seen, GAME.legal_actions(state), Rng(1))) == answer


def test_the_reshuffle_choice_is_asked_and_labelled_in_both_languages(cards):
    """The table's words for the choice: a prompt and two buttons, in English and Spanish."""
    state = action_table()
    _short_deck(state, 1, left=1, discarded=3)
    do(state, "end", "draw 2")
    names = ["Ana", "Bo"]
    assert "shuffle your discard" in GAME.prompt(state, "en", names)
    assert "barajas tu descarte" in GAME.prompt(state, "es", names)
    labels = [GAME.describe_action(state, a, "es", names) for a in GAME.legal_actions(state)]
    assert labels == ["Barajar el descarte como mazo nuevo", "Conservar el descarte"]
    assert GAME.decision_kind(state) == "reshuffle" and GAME.rules_anchor(state, "en") == "a-turn"
