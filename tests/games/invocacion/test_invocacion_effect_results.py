"""Log lines name each effect's result, in English and Spanish, from data carried on the events (issue 28.3):
which card's effect, whose, on whom, and what it did."""
from __future__ import annotations

from tabletop.games.invocacion.rules.game import GAME
from tests.games.invocacion.combat_table import empty_table, fight, place, play

NAMES = ["Ana", "Bo"]


def _lines(events, key: str) -> dict[str, list[str]]:
    return {lang: [GAME.describe_event(e, lang, NAMES) for e in events if e.key == key] for lang in ("en", "es")}


def test_a_destroyed_conjuro_names_the_effect_its_player_the_victim_and_the_card():
    """"Ash Reaver (Bo) destroys Ana's Conjuro Quarry Mole"."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("quarry_mole",))
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))
    fight(state)
    events = play(state, "pass", "reveal ash_reaver", "pass")
    event = next(e for e in events if e.key == "combat.destroy")
    assert event.params == {"seat": 0, "card": "quarry_mole", "zone": "conjuros", "source": "ash_reaver", "by_seat": 1}
    lines = _lines(events, "combat.destroy")
    assert lines["en"] == ["Ash Reaver (Bo) destroys Ana's Spell Quarry Mole."]
    assert lines["es"] == ["Segador de Ceniza (Bo) destruye el Conjuro Topo de la Cantera de Ana."]


def test_a_chosen_destruction_still_names_its_effect():
    """When the victim chooses which card goes, the line still names the effect that destroyed it."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("clay_golem", "quarry_mole"))
    place(state, 1, "storm_hawk", conjuros=("ash_reaver",))
    fight(state)
    play(state, "pass", "reveal ash_reaver", "pass")
    events = play(state, "give clay_golem")
    assert _lines(events, "combat.destroy")["en"] == ["Ash Reaver (Bo) destroys Ana's Spell Clay Golem."]


def test_a_block_names_the_effect_and_how_many_conjuros():
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("clay_golem", "quarry_mole"))
    place(state, 1, "storm_hawk", conjuros=("deep_rune",))
    fight(state)
    events = play(state, "pass", "reveal deep_rune", "pass")
    lines = _lines(events, "combat.blocked")
    assert lines["en"] == ["Deep Rune (Bo) blocks 2 of Ana's Spells."]
    assert lines["es"] == ["Runa Profunda (Bo) bloquea 2 Conjuros de Ana."]


def test_a_power_change_names_the_effect_and_the_power_before_and_after():
    """Hollow Crown's +3: "Hollow Crown (Ana): Ana's power goes from 5 to 8"."""
    state = empty_table(2)
    place(state, 0, "rift_hermit", conjuros=("hollow_crown",))
    place(state, 1, "storm_hawk")
    fight(state)
    events = play(state, "reveal hollow_crown", "pass")
    event = next(e for e in events if e.key == "combat.power_changed")
    assert event.params == {"source": "hollow_crown", "by_seat": 0, "seat": 0, "before": 5, "after": 8}
    lines = _lines(events, "combat.power_changed")
    assert lines["en"] == ["Hollow Crown (Ana): Ana's power goes from 5 to 8."]
    assert lines["es"] == ["Corona Hueca (Ana): el poder de Ana pasa de 5 a 8."]


def test_an_effect_on_another_invocation_names_whose_power_changed():
    """Frost Siren, an invocation, gives a chosen invocation −2: the line names the target's power."""
    state = empty_table(2)
    place(state, 0, "frost_siren")
    place(state, 1, "storm_hawk")
    fight(state)
    events = play(state, "target 1")  # an invocation of Ana's choice: Bo's
    lines = _lines(events, "combat.power_changed")["en"]
    assert "Frost Siren (Ana): Bo's power goes from 6 to 4." in lines
