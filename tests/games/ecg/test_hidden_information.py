"""ECG's hidden information: what a seat's observation may carry of the opponent's cards.

Seed (Descarte y Exilio): "Un jugador no puede ver/revisar/intervenir el descarte o exilio del oponente a no
ser que una habilidad se lo permita". A player does not know the opponent's deck list either (interpretation 18).
"""
from __future__ import annotations

import random
from collections import Counter

from tabletop.engine.rng import Rng
from tabletop.games.ecg.rules import lookup
from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.rules.state import HIDDEN, all_cards
from tests.games.ecg.ecg_table import action_table, cards, field  # noqa: F401

PRIVATE = ("hand", "deck", "discard", "exile", "cards")


def relabelled(state, owner: int, old: str, new: str):
    """A copy of `state` where every copy of `owner`'s card `old` kept from the opponent is called `new`."""
    data = GAME.to_dict(state)
    seat = data["seats"][owner]
    for pile in PRIVATE:
        seat[pile] = [new if c == old else c for c in seat[pile]]
    pending = data["pending"]
    if pending is not None and pending.get("seat") == owner and pending["kind"] == "chain":
        pending["held"] = [new if c == old else c for c in pending["held"]]
        pending["chosen"] = [new if c == old else c for c in pending["chosen"]]
        if pending["from_hand"] and pending["card"] == old:
            pending["card"] = new
    return GAME.from_dict(data)


def undisclosed(state, owner: int) -> list[str]:
    """`owner`'s card ids of which no copy is where the opponent can see it."""
    seen = Counter(c for c in all_cards(GAME.observe(state, 1 - owner), owner) if c != HIDDEN)
    return sorted(c for c in set(state.seats[owner]["cards"]) if not seen[c])


def test_an_observation_does_not_carry_the_opponents_deck_list(cards):
    """Interpretation 18: nothing of the opponent's hand, deck, discard or exile, nor of its 40-card list."""
    state = action_table()
    seen = GAME.observe(state, 0)
    assert seen.seats[1]["cards"] == [HIDDEN] * 40 and seen.seats[0]["cards"] == state.seats[0]["cards"]
    assert set(GAME.observe(state, None).seats[0]["cards"]) == {HIDDEN}


def test_descarte_y_exilio_with_hand_deck_and_exile_empty_the_list_gives_away_no_discard(cards):
    """Seed: "Un jugador no puede ver/revisar/intervenir el descarte o exilio del oponente" (the list minus what is
    seen would be the discard)."""
    state = action_table()
    data = state.seats[1]
    data["discard"], data["deck"], data["hand"] = data["deck"][:5], [], []
    data["cards"] = sorted(data["discard"])
    other = relabelled(state, 1, "guard3", "pike5")
    assert GAME.observation_key(other, 0) == GAME.observation_key(state, 0)


def test_an_observation_does_not_name_the_opponents_deck(cards):
    """Interpretation 18: nor of the opponent's 40-card list — a deck's name from the `decks` option ("leon", a
    ready-made deck) would name its list; the player's own name stays, and option public_lists shows both."""
    state = action_table()
    state.seats[0]["deck_name"], state.seats[1]["deck_name"] = "lobo", "leon"
    seen = GAME.observe(state, 0)
    assert seen.seats[1]["deck_name"] == HIDDEN and seen.seats[0]["deck_name"] == "lobo"
    assert {data["deck_name"] for data in GAME.observe(state, None).seats} == {HIDDEN}
    state.variant["public_lists"] = True
    assert GAME.observe(state, 0).seats[1]["deck_name"] == "leon"


def test_option_public_lists_shows_both_lists(cards):
    """Option public_lists: each player knows the opponent's deck list."""
    state = action_table()
    state.variant["public_lists"] = True
    assert GAME.observe(state, 0).seats[1]["cards"] == state.seats[1]["cards"]


def test_a_sample_of_a_hidden_list_keeps_every_card_seen_and_its_invariants(cards):
    """determinize builds the opponent's list from what the observation shows and guesses the rest."""
    state = action_table()
    field(state, 1, "pike5")
    sample = GAME.determinize(GAME.observe(state, 0), 0, Rng(3))
    GAME.check_invariants(sample)
    assert len(sample.seats[1]["cards"]) == len(state.seats[1]["cards"]) and "pike5" in sample.seats[1]["cards"]
    assert HIDDEN not in sample.seats[1]["cards"] + sample.seats[1]["hand"]


def test_troop_strength_is_the_rules_strength_after_wounds(cards):
    """The rules object names a troop's Strength (printed, minus wounds, plus this turn's bonus) for the table."""
    state = action_table()
    uid = field(state, 1, "pike5", wounds=2)
    assert GAME.troop_strength(state, uid) == 3
    state.seats[1]["lines"]["infantry"][0]["boost"] = 1
    assert GAME.troop_strength(state, uid) == 4 and GAME.troop_strength(state, 999) == 0


def test_relabelling_a_card_the_opponent_cannot_see_changes_nothing_it_observes():
    """The relabel audit over random games of the real card set: renaming every copy of a card one seat holds
    out of the other's sight (list, hand, deck, discard, exile, a play being chosen) leaves the other's
    observation as it was."""
    every = sorted(c for c, card in lookup.all_cards().items() if card.kind == "troop")
    checked = 0
    for seed in range(3):
        state = GAME.setup({}, 2, seed)
        chooser = random.Random(seed)
        for step in range(400):
            if state.is_over():
                break
            legal = GAME.legal_actions(state)
            GAME.apply(state, legal[chooser.randrange(len(legal))])
            if step % 7 and not (state.pending and state.pending.get("held")):  # every cost discard being chosen
                continue
            for owner in (0, 1):
                secret = undisclosed(state, owner)
                if not secret:
                    continue
                old = secret[step % len(secret)]
                new = next(c for c in every if c not in state.seats[owner]["cards"])
                other = relabelled(state, owner, old, new)
                assert GAME.observation_key(other, 1 - owner) == GAME.observation_key(state, 1 - owner), \
                    f"seed {seed} step {step}: seat {1 - owner} can tell {old} from {new}"
                checked += 1
    assert checked > 50


def _choosing_a_discard(card: str):
    """Seat 0 plays Barter ("discard 1: wound enemy_troop 1") and has chosen `card` to discard."""
    from tests.games.ecg.ecg_table import do, give
    state = action_table()
    give(state, 0, "barter", "wolf4", "scout2")
    enemy = field(state, 1, "guard3")
    do(state, "play barter", f"discard {card}")
    assert state.pending is not None and state.pending["chosen"] == [card]  # the target is still to choose
    return state, enemy


def test_the_card_discarded_to_pay_a_cost_is_hidden_from_the_opponent_while_it_is_chosen(cards):
    """Seed: "Se considera coste de la carta no sólo los recursos, si no también todo lo que vaya antes de los dos
    puntos" — a cost's discard is a card of the hand, which the opponent does not see until it is paid."""
    from tests.games.ecg.ecg_table import do
    wolf, _ = _choosing_a_discard("wolf4")
    scout, _ = _choosing_a_discard("scout2")
    assert "wolf4" not in str(GAME.observation_key(wolf, 1))
    assert GAME.observation_key(wolf, 1) == GAME.observation_key(scout, 1)
    sample = GAME.determinize(GAME.observe(wolf, 1), 1, Rng(2))
    assert sample.pending["chosen"] == sample.pending["held"] != [HIDDEN]  # a sample names one card twice
    do(wolf, "cancel")
    do(scout, "cancel")
    assert GAME.observation_key(wolf, 1) == GAME.observation_key(scout, 1)  # after a cancel: the same view


def test_windows_able_a_play_the_opponent_could_answer_is_an_undo_barrier_while_it_holds_cards(cards):
    """Interpretation 21: with windows=able, whether the opponent is asked tells whether it holds a reaction, so
    the play is a reveal (Undo cannot take it back) whenever the opponent holds cards."""
    from tests.games.ecg.ecg_table import do, give

    def pushed(hand: list[str], windows: str) -> bool:
        state = action_table()
        state.windows = windows
        wolf, guard = field(state, 0, "wolf4"), field(state, 1, "guard3")
        state.seats[1]["hand"] = []
        give(state, 1, *hand)
        events = do(state, f"clash {wolf} {guard}")
        return next(e for e in events if e.key == "stack.pushed").reveals

    assert pushed(["guard3"], "able") and pushed(["denial"], "able")
    assert not pushed([], "able") and not pushed(["guard3"], "always")


def _playing(card: str):
    """Seat 0 has begun playing `card` from its hand (a choice still to make) with guard3 in the enemy battle."""
    from tests.games.ecg.ecg_table import do, give
    state = action_table()
    give(state, 0, card, "wolf4", "scout2")
    field(state, 1, "guard3")
    do(state, f"play {card}")
    assert state.pending is not None and state.pending["kind"] == "chain"
    return state


def test_a_play_from_the_hand_shows_the_opponent_only_that_a_card_is_being_played(cards):
    """Interpretation 34 (rules: "A play that needs choices ... can be cancelled until the last choice"): until it
    is committed, the opponent and spectators see neither the card nor what it asks (Barter asks a discard, then a
    target; Bolt only a target), and after a cancel they have learned nothing of the card."""
    from tests.games.ecg.ecg_table import do
    barter, bolt = _playing("barter"), _playing("bolt")
    assert len(barter.pending["asks"]) != len(bolt.pending["asks"])
    for viewer in (1, None):
        assert GAME.observation_key(barter, viewer) == GAME.observation_key(bolt, viewer)
    assert GAME.observe(barter, 0).pending == barter.pending  # its player sees its own play whole
    do(barter, "cancel")
    do(bolt, "cancel")
    assert GAME.observation_key(barter, 1) == GAME.observation_key(bolt, 1)


def test_a_sample_imagines_a_hidden_play_from_the_hand_as_a_play_of_the_card_drawn_for_it(cards):
    """determinize turns the masked play into the play of the card it draws: its kind and asks, none chosen."""
    from tabletop.games.ecg.rules import play
    state = _playing("bolt")
    for k in range(6):
        sample = GAME.determinize(GAME.observe(state, 1), 1, Rng(k))
        GAME.check_invariants(sample)
        pending = sample.pending
        assert pending["card"] != HIDDEN and pending["what"] == play.hand_play(pending["card"])[0]
        assert pending["asks"] == play.chain_asks(sample, pending) and pending["chosen"] == pending["held"] == []
        assert GAME.observation_key(sample, 1) == GAME.observation_key(state, 1)
        assert [a.kind for a in GAME.legal_actions(sample)][-1] == "cancel"
