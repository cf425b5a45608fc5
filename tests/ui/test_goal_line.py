"""How each game is won is shown under its title in the top bar, from the rules' own values and options."""
from __future__ import annotations

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tests.ui.shown_text import Shown


def shown_top(make_app, game_id: str, options: dict | None = None, seats: int = 2, lang: str = "en") -> str:
    """Every string drawn on a fresh table of `game_id`, joined."""
    from table_scene import show_table
    from tabletop.ui.i18n import set_language

    set_language(lang)
    app = make_app()
    table = [Seat("human", "Ana")] + [Seat("bot", f"Bot {i}", "random") for i in range(1, seats)]
    session = Session(get_game(game_id), table, 3, options)
    shown = Shown(app)
    show_table(app, session)
    return shown.joined()


def test_rune_duel_goal_shows_the_life_die_chosen(make_app):
    """Seed: 'When only one mage is left standing, that mage wins'; the life die (option `life`) is shown."""
    text = shown_top(make_app, "runes", {"life": 12})
    assert "Goal: be the last mage standing (life 12 each)" in text


def test_gnostica_goal_shows_the_target_score_chosen(make_app):
    """Seed: 'you win if your score is at least the target' (option `target`, here 10)."""
    text = shown_top(make_app, "gnostica", {"target": 10})
    assert "Goal: challenge, then end your last turn with 10+ points" in text


def test_invocacion_goal_says_victory_points_and_when_the_game_ends(make_app):
    """Seed: the game ends 'when not everybody can be dealt 2 cards'; Extendida plays until the Portal runs out again."""
    assert "when the Portal cannot deal 2 each" in shown_top(make_app, "invocacion")
    text = shown_top(make_app, "invocacion", {"extended": True}, seats=3)
    assert "Goal: most victory points (trophies' Power + reserve) when the Portal runs out twice" in text


def test_invoke_goal_says_last_mage_with_gems_or_most_gems(make_app):
    """Seed: 'only one mage has power (the winner) or ... the Aether is empty (the mage with the most gems wins)'."""
    assert "(7 each)" in shown_top(make_app, "invoke")
    assert "Goal: last mage with gems (5 each), or most gems when the Aether is empty" \
        in shown_top(make_app, "invoke", seats=4)


def test_ecg_goal_lists_battle_renown_and_blessing(make_app):
    """Seed: Morale 0 loses; 'a hero with 30 Renown or more wins'; '4 Prayer cards in play wins'."""
    text = shown_top(make_app, "ecg")
    assert "Goal: enemy Morale to 0, 30 Renown, or 4 Prayers in play" in text


@pytest.mark.parametrize("game_id", ["runes", "gnostica", "invocacion", "invoke", "ecg"])
def test_every_goal_has_a_spanish_line(game_id):
    """The goal exists in English and Spanish, with the same values."""
    game = get_game(game_id)
    state = game.setup(game.info.resolve_options({}), 2, 1)
    en, es = game.goal(state, "en"), game.goal(state, "es")
    assert en.startswith("Goal: ") and es.startswith("Objetivo: ")
    assert [c for c in en if c.isdigit()] == [c for c in es if c.isdigit()]
