"""Issue 30.6: bot hints are optional card fields — declared beside the loader's FIELDS (so the linter and the schema
know them), read by the bots, never rules; a card without one is still played by its words."""
import json
from dataclasses import replace

import pytest

from tabletop.cli import main
from tabletop.data.validate import lint_game
from tabletop.engine.contract import Action
from tests.cli.test_lint import _broken_copy


@pytest.mark.parametrize("game_id, old, new, code, suggestion", [
    ("invocacion", "bot_target: strongest", "bot_target: strongset", "E-BAD-VALUE", "strongest"),
    ("invoke", "bot_keep: 5  #", "bot_keep: 500  #", "E-DATA", None),
    ("ecg", "bot_play: before_maneuver", "bot_play: before_manoeuvre", "E-BAD-VALUE", "before_maneuver"),
])
def test_a_mistaken_hint_is_reported_by_the_linter(tmp_path, game_id, old, new, code, suggestion):
    problems = lint_game(game_id, _broken_copy(tmp_path, game_id, "cards.yaml", (old, new)))
    assert [p.code for p in problems] == [code]
    assert problems[0].suggestion == suggestion


@pytest.mark.parametrize("game_id, field, kind", [("invocacion", "bot_target", "enum"), ("invoke", "bot_keep", "maximum"),
                                                  ("ecg", "bot_play", "enum")])
def test_the_schema_describes_each_hint_for_editors(capsys, game_id, field, kind):
    assert main(["schema", game_id]) == 0
    card = json.loads(capsys.readouterr().out)["properties"]["cards"]["items"]
    assert kind in card["properties"][field] and field not in card["required"]


def _combat_with_levelling_tide():
    from tests.games.invocacion.test_invocacion_bot_combat import arranged

    state = arranged({0: {"invocation": "obsidian_sentinel"}, 1: {"invocation": "ember_hound"}})
    state.combat["ask"] = {"seat": 0, "kind": "target", "card": "levelling_tide", "need": 1, "chosen": [],
                           "then": None}
    return state


def test_bot_target_makes_the_bots_pick_the_rival_not_their_own_invocation(monkeypatch):
    from tabletop.games.invocacion.bots.botcombat import power_of, target_choice
    from tabletop.games.invocacion.rules.cards import deck

    state = _combat_with_levelling_tide()
    legal = [Action("target", (0,)), Action("target", (1,))]
    assert power_of(state, 0) > 4  # setting its own invocation to 4 would lose power
    assert target_choice(state, 0, legal) == Action("target", (1,))
    monkeypatch.setitem(deck().cards, "levelling_tide", replace(deck()["levelling_tide"], bot_target=None))
    assert target_choice(state, 0, legal) == Action("target", (0,))  # without the hint: its own, by the words


def test_bot_keep_is_added_to_the_worth_of_its_word(monkeypatch):
    from tabletop.games.invoke.bots.botvalue import keep_value
    from tabletop.games.invoke.rules.cards import deck

    hand = ["plus_1", "minus_1", "fire"]
    assert keep_value("plus_1", hand) == pytest.approx(keep_value("minus_1", hand) + 0.05)
    monkeypatch.setitem(deck().cards, "plus_1", replace(deck()["plus_1"], bot_keep=0))
    assert keep_value("plus_1", hand) == keep_value("minus_1", hand)


def test_bot_play_before_maneuver_plays_the_card_just_before_the_maneuver_chosen():
    from tabletop.games.ecg.bots.bot import timed_play

    howl, feast = Action("play", ("lobo_aullido_guerra",)), Action("play", ("lobo_festin",))
    charge, train = Action("charge", (15, 17)), Action("train", ("lobo_alfa",))
    assert timed_play([feast, howl, charge, train], charge) == howl
    assert timed_play([feast, howl, charge, train], train) == train  # no maneuver: the card waits
    assert timed_play([feast, charge], charge) == charge  # no hinted card in hand: its words alone
