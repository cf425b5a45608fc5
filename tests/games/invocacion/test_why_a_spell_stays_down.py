"""A Spell that would change nothing says so when pointed at: Vortex ("Every player destroys 1 of their Supports")
with no Support on the table read "Finish the current choice first", which sent a newcomer looking for a choice
that was not there (issue 28 review, played at 1280x720)."""
from __future__ import annotations

from tabletop.engine.why import say
from tabletop.games.invocacion.rules.game import GAME
from tests.games.invocacion.combat_table import empty_table, fight, place


def _combat(apoyos=()):
    """Ana (Guardián) to act in combat with Vortex face down in her Spells; Bo holds `apoyos`."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("vortex",))
    place(state, 1, "storm_hawk", apoyos=apoyos)
    fight(state)
    assert state.combat["ask"] == {**state.combat["ask"], "kind": "act", "seat": 0}
    return state


def test_a_spell_with_nothing_to_act_on_says_it_would_change_nothing():
    obs = GAME.observe(_combat(), 0)
    reason = GAME.why_not(obs, 0, "conjuros:vortex")
    assert reason.key == "inv.nothing_to_do"
    assert say(GAME, reason, obs, "en", ["Ana", "Bo"]).startswith("Vortex would change nothing now")
    assert "no cambiaría nada" in say(GAME, reason, obs, "es", ["Ana", "Bo"])


def test_the_same_spell_glows_once_a_support_is_there():
    obs = GAME.observe(_combat(apoyos=("clay_golem",)), 0)
    assert "conjuros:vortex" in {action.ref for action in GAME.legal_actions(obs)}
