"""An effect with nothing to act on says so (issue 28 review, played at 1280x720 and 1920x1080): pointing at Vortex
("Every player destroys 1 of their Supports") with no Support on the table read "Finish the current choice first",
which sent a newcomer looking for a choice that was not there; an invocation's effect with no target logged only
"The action of Ana has no effect any more"."""
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


def test_an_invocation_effect_with_nothing_to_act_on_says_so_in_the_log():
    """Alud ("Destroy 2 Spells of a player") revealed against a table without Spells logged "The action of Ana has
    no effect any more": now the line names the card and why it does nothing."""
    from tabletop.games.invocacion.rules.combat import start_combat

    state = empty_table(2)
    place(state, 0, "avalanche", conjuros=("clay_golem",))  # Alud's sacrifice: 1 Spell
    place(state, 1, "storm_hawk")
    events = [e for e in start_combat(state) if e.key == "combat.idle"]
    assert [e.params for e in events] == [{"seat": 0, "card": "avalanche"}]
    assert GAME.describe_event(events[0], "en", ["Ana", "Bo"]) == \
        "The effect of Avalanche (Ana) does nothing: nobody has what it acts on."
    assert GAME.describe_event(events[0], "es", ["Ana", "Bo"]).startswith("El efecto de Alud (Ana) no hace nada")
