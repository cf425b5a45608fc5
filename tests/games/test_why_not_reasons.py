"""Every own card that does not glow says why, in English and Spanish, over random positions of every game."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import game_ids, get_game
from tabletop.engine.why import Reason, game_module, say, undo_reason

NAMES = ["Ana", "Bo"]


def walk(game_id: str, seeds=(1, 2), steps=160):
    """(state, seat) pairs of random games: both seats at each position, the mover and the other."""
    game = get_game(game_id)
    for seed in seeds:
        state, rng = game.setup({}, 2, seed), random.Random(seed)
        for _ in range(steps):
            if state.is_over():
                break
            for seat in (state.to_move(), 1 - state.to_move()):
                yield game, game.observe(state, seat), seat
            game.apply(state, rng.choice(game.legal_actions(state)))


@pytest.mark.parametrize("game_id", game_ids())
def test_every_non_glowing_own_card_has_a_reason(game_id):
    module = game_module(get_game(game_id))
    assert module is not None, f"{game_id} has no why_not.py"
    checked = 0
    for game, obs, seat in walk(game_id):
        glowing = {a.ref for a in game.legal_actions(obs)} if obs.to_move() == seat else set()
        for ref in module.own_refs(obs, seat):
            reason = game.why_not(obs, seat, ref)
            if ref in glowing:
                assert reason is None, (ref, reason)
                continue
            checked += 1
            for lang in ("en", "es"):
                text = say(game, reason, obs, lang, NAMES)
                assert text.strip() and "{" not in text and "why." not in text, (game_id, ref, lang, text)
    assert checked > 20


def first_reason(game_id: str, key: str, seeds=range(1, 9), steps=400):
    """The first (game, observation, seat, ref) of a random game whose reason has `key`."""
    module = game_module(get_game(game_id))
    for game, obs, seat in walk(game_id, seeds, steps):
        if obs.to_move() != seat:
            continue
        for ref in module.own_refs(obs, seat):
            reason = game.why_not(obs, seat, ref)
            if reason is not None and reason.key == key:
                return game, obs, seat, ref, reason
    pytest.fail(f"no position of {game_id} gives {key}")


def test_not_your_turn_names_who_decides():
    game, obs, seat = next((g, o, s) for g, o, s in walk("runes") if o.to_move() not in (None, s))
    ref = game_module(game).own_refs(obs, seat)[0]
    assert say(game, game.why_not(obs, seat, ref), obs, "en", NAMES) == f"Not your turn: {NAMES[1 - seat]} is deciding."
    assert say(game, game.why_not(obs, seat, ref), obs, "es", NAMES) == f"No es tu turno: decide {NAMES[1 - seat]}."


def test_invocacion_apoyo_says_the_mana_it_needs():
    game, obs, seat, ref, _ = first_reason("invocacion", "inv.support_cost")
    have = len(obs.area(seat).mana)
    text = say(game, game.why_not(obs, seat, ref), obs, "en", NAMES)
    assert text.endswith(f"needs 2 Mana, you have {have}.")


def test_invocacion_preparation_card_only_during_preparation():
    game, obs, seat, ref, _ = first_reason("invocacion", "inv.prep_card")
    assert say(game, game.why_not(obs, seat, ref), obs, "en", NAMES).endswith(
        "is a Preparation card: only during Preparation.")


def test_invoke_says_what_the_rules_say_of_the_card_added():
    game, obs, seat, ref, reason = first_reason("invoke", "invoke.illegal")
    text = say(game, reason, obs, "en", NAMES)
    assert text and not text.startswith("illegal.")


def test_ecg_window_says_no_reaction_answers_and_which_key_passes():
    game, obs, seat, ref, reason = first_reason("ecg", "ecg.none_answers")
    text = say(game, reason, obs, "en", NAMES)
    assert "no reaction of yours answers this" in text and "Press 0" in text


def test_ecg_card_says_the_resources_it_needs():
    game, obs, seat, ref, reason = first_reason("ecg", "ecg.cost")
    assert "prepared" in say(game, reason, obs, "en", NAMES)


def test_game_over_and_watching():
    game = get_game("runes")
    state = game.setup({}, 2, 1)
    assert say(game, game.why_not(state, None, "hand:x"), state, "en", NAMES).startswith("You are watching")


def test_undo_reasons():
    class FakeSession:
        actions, movers, barriers = ["a"], [0], [1]

        def undo_target(self, seat):
            return None

    assert undo_reason(FakeSession(), 0).key == "why.undo_revealed"
    assert undo_reason(FakeSession(), 1).key == "why.undo_nothing"
    assert undo_reason(FakeSession(), None).key == "why.undo_watching"
    assert isinstance(undo_reason(FakeSession(), 1), Reason)


def test_every_reason_exists_in_english_and_spanish():
    from tabletop.engine import why
    tables = [("engine", why.MESSAGES)] + [(gid, game_module(get_game(gid)).MESSAGES) for gid in game_ids()]
    for name, messages in tables:
        assert set(messages["en"]) == set(messages["es"]), name
        assert all(text.strip() for lang in ("en", "es") for text in messages[lang].values()), name


def test_ecg_a_preparing_troop_says_so():
    game, obs, seat, ref, reason = first_reason("ecg", "ecg.troop_prep")
    assert "is still preparing" in say(game, reason, obs, "en", NAMES)


def test_invoke_a_pile_drawn_to_its_limit_says_so():
    for game, obs, seat in walk("invoke", seeds=range(1, 6), steps=300):
        if obs.to_move() != seat or game.decision_kind(obs) != "draw":
            continue
        glowing = {a.ref for a in game.legal_actions(obs)}
        for pile in ("manifest", "thaumaturgy", "focus"):
            if f"pile:{pile}" not in glowing and obs.drawn[pile] >= 3:
                text = say(game, game.why_not(obs, seat, f"pile:{pile}"), obs, "en", NAMES)
                assert text.startswith("You have drawn 3 cards from") and text.endswith("at most 3.")
                return
    pytest.fail("no pile drawn to its limit")


@pytest.mark.parametrize("game_id", game_ids())
def test_any_ref_gets_words_never_an_exception(game_id):
    """Whatever a player points at (even a ref no table draws), the answer is words, never a traceback."""
    odd = ["", ":", "hand:", "hand:no_such_card", "troop:x", "troop:99999", "conjuros:nope", "apoyos:?", "pile:nope",
           "seq:9:x", "commit:abc", "mage:-1", "zone:nowhere", "card:1:2:3"]
    for n, (game, obs, seat) in enumerate(walk(game_id, seeds=(5,), steps=60)):
        if n % 10:
            continue
        for ref in odd + game_module(game).own_refs(obs, seat):
            reason = game.why_not(obs, seat, ref)
            assert reason is None or say(game, reason, obs, "es", NAMES)
