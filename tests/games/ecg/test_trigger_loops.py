"""ECG: no card data can hang a game through abilities that trigger themselves.

`validate` refuses the loops it can see in the card file (an on_wounded ability without [x1] that wounds its
own troop); the engine stops any chain of triggered abilities at triggers.CHAIN_LIMIT with a log line.
"""
from __future__ import annotations

import pytest

from tabletop.data import DataErrors
from tabletop.games.ecg.rules.cards import load_deck
from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, do, field, give  # noqa: F401

LOOPER = """cards:
  - id: looper
    kind: troop
    kingdom: lobo
    name: {{en: Looper, es: Bucle}}
    strength: 5
    cost: 1
    copies: 2
    line: infantry
    preparation: 1
    abilities:
      - battle: "{ability}"
        trigger: on_wounded
    text: {{en: x, es: x}}
"""


@pytest.mark.parametrize("ability", ["heal self 1; wound self 1", "wound own_troop 1", "wound any_troop 1",
                                     "wound own_line 1"])
def test_validate_refuses_an_on_wounded_ability_that_can_wound_its_own_troop_without_x1(tmp_path, ability):
    path = tmp_path / "cards.yaml"
    path.write_text(LOOPER.format(ability=ability), encoding="utf-8")
    with pytest.raises(DataErrors) as info:
        load_deck(path)
    assert "card 'looper': field 'abilities': an on_wounded ability that wounds" in str(info.value)
    assert "mark it [x1]" in str(info.value)


@pytest.mark.parametrize("ability", ["[x1] heal self 1; wound self 1", "wound enemy_troop 1", "heal self 1"])
def test_validate_accepts_an_on_wounded_ability_limited_by_x1_or_aimed_elsewhere(tmp_path, ability):
    path = tmp_path / "cards.yaml"
    path.write_text(LOOPER.format(ability=ability), encoding="utf-8")
    assert "looper" in load_deck(path).cards


def test_the_engine_stops_a_chain_of_triggered_abilities_that_repeats(cards):
    """A card that slips past validation ("when wounded: heal self 1; wound self 1") still cannot hang the
    game: after 50 triggered abilities in a row the rest are dropped, with a line in the log."""
    state = action_table()
    give(state, 0, "bolt")
    looper = field(state, 1, "looper5")
    events = do(state, "play bolt", f"target {looper}", "pass")
    for _ in range(200):
        if state.window is None and state.pending is None:
            break
        events += do(state, "pass" if state.window is not None else "cancel")
    assert state.window is None and state.pending is None and state.to_move() == 0
    loops = [e for e in events if e.key == "trigger.loop"]
    assert len(loops) == 1 and loops[0].params["count"] == 50
    assert sum(e.key == "trigger.fired" for e in events) == 50
    for lang, words in (("en", "the chain stops here"), ("es", "la cadena se detiene aquí")):
        assert words in GAME.describe_event(loops[0], lang, ["Ana", "Bea"])
    assert "end" in [str(a) for a in GAME.legal_actions(state)]  # the game goes on
