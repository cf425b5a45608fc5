"""Every action a player can choose says what it does, in English and Spanish (tooltips, previews)."""
from __future__ import annotations

import random
import re

import pytest

from tabletop.engine.registry import all_games, get_game

GAMES = [g.info.id for g in all_games()]
UNFILLED = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}")


def positions(game, seed: int, steps: int = 400):
    """(observation of the seat to move, its legal actions) along a random game."""
    state = game.setup({}, min(game.info.min_players + seed % 2, game.info.max_players), seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        seat = state.to_move()
        if seat is None:
            return
        legal = game.legal_actions(state)
        yield game.observe(state, seat), legal
        game.apply(state, legal[chooser.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_has_an_explanation_in_both_languages(game_id):
    game = get_game(game_id)
    names = ["Ana", "Bo", "Cai", "Dee"]
    kinds = set()
    for seed in range(3):
        for observation, legal in positions(game, seed):
            for action in legal:
                for lang in ("en", "es"):
                    text = game.explain_action(observation, action, lang, names)
                    assert text.strip(), f"{game_id}: {action} has no explanation in {lang}"
                    assert not UNFILLED.search(text), f"{game_id}: {action} ({lang}): {text!r}"
                kinds.add(action.kind)
    assert len(kinds) >= 4


def test_gnostica_challenge_states_the_score_the_target_and_elimination():
    from tabletop.engine.contract import Action
    game = get_game("gnostica")
    state = game.setup({}, 2, 1)
    state.options["target"] = 9
    text = game.risk(state, Action("challenge"), "en", ["Ana", "Bo"])
    assert "9" in text and "eliminated" in text and "have 0 points" in text
    assert "eliminado" in game.risk(state, Action("challenge"), "es", ["Ana", "Bo"])
    assert game.risk(state, Action("end"), "en", ["Ana", "Bo"]) is None


def test_a_spell_button_says_its_effect_and_whom_it_aims_at():
    from tabletop.engine.contract import Action
    game = get_game("runes")
    state = game.setup({}, 2, 1)
    text = game.explain_action(state, Action("cast", ("ice_ray",)), "en", ["Ana", "Bo"])
    assert "loses one life per Wave" in text and "aims at an opponent" in text
