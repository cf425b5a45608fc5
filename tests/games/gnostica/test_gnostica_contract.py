"""The engine contract for Gnostica: snapshots, observations, words, and long random games."""
import json
import random
import re

import pytest
from gnostica_helpers import legal, play, position

from tabletop.engine.contract import Event
from tabletop.engine.rng import Rng
from tabletop.games.gnostica.rules.messages import MESSAGES
from tabletop.games.gnostica.rules.game import GAME

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]


def snap(state) -> str:
    return json.dumps(GAME.to_dict(state), sort_keys=True)


def test_game_info_declares_title_players_and_options():
    info = GAME.info
    assert info.title == {"en": "Gnostica", "es": "Gnostica"}
    assert (info.min_players, info.max_players) == (2, 6)
    assert info.resolve_options(None) == {"target": 9, "first_player": "random", "world_majors_only": False,
                                          "wands_pass": True, "shortcut_same_minion": False,
                                          "reshuffle_when_needed": False, "turn_limit": 100}
    assert info.option("target").choices == (8, 9, 10)


def test_written_position_round_trips_through_json():
    st = position({"0,0": ("major_19_sun", [[0, 2, "E"], [1, 1, "U"]]), "1,0": (None, [[1, 3, "W"]])},
                  hands=[["cups_02_two"], ["swords_14_king"]])
    play(st, "play cups_02_two", "minion 0,0:0")
    data = json.loads(snap(st))
    assert data["board"]["0,0"] == {"card": "major_19_sun", "pieces": [[0, 2, "E"], [1, 1, "U"]]}
    assert data["sel"] == {"minion": [0, 0, 0]}
    assert data["chain"]["frames"][0]["steps"] == ["cup"]
    again = GAME.from_dict(data)
    assert snap(again) == snap(st) and legal(again) == legal(st)


def test_determinize_fills_hidden_cards_consistently():
    st = GAME.setup(GAME.info.resolve_options(None), 4, 5)
    seen = GAME.observe(st, 2)
    other = GAME.determinize(seen, 2, Rng(9))
    GAME.check_invariants(other)
    assert other.hands[2] == st.hands[2] and other.discard == st.discard
    assert snap(GAME.observe(other, 2)) == snap(seen)


def test_english_and_spanish_messages_have_the_same_keys():
    assert set(MESSAGES["en"]) == set(MESSAGES["es"])
    for key, text in MESSAGES["en"].items():
        assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", MESSAGES["es"][key])), key


def test_prompt_names_the_power_and_the_step():
    st = position({"0,0": ("cups_02_two", [[0, 1, "E"]])}, hands=[["major_19_sun"]])
    assert GAME.prompt(st, "en", NAMES).startswith("Ana: activate a territory")
    play(st, "play major_19_sun")
    assert GAME.prompt(st, "en", NAMES) == ("Ana · The Sun: Cups, then Pentacles — step 1 of 2: choose a minion "
                                            "(a circled piece of yours: it uses the power)")
    assert GAME.prompt(st, "es", NAMES) == ("Ana · El Sol: copa, luego disco — paso 1 de 2: elige un vasallo "
                                            "(una pieza tuya rodeada: usa el poder)")
    play(st, "skip")
    assert GAME.prompt(st, "en", NAMES) == ("Ana · The Sun: Cups, then Pentacles — step 2 of 2: choose a minion "
                                            "(a circled piece of yours: it uses the power)")


def test_action_labels_in_both_languages():
    st = position({"0,0": ("cups_02_two", [[0, 2, "E"]]), "1,0": ("cups_03_three", [[1, 3, "N"]])},
                  hands=[["swords_05_five"]])
    labels = {str(a): GAME.describe_action(st, a, "en", NAMES) for a in GAME.legal_actions(st)}
    assert labels["play swords_05_five"] == "Play Five of Swords"
    assert labels["activate 0,0"] == "Activate Two of Cups (0,0)"
    play(st, "play swords_05_five", "minion 0,0:0")
    labels = {str(a): GAME.describe_action(st, a, "es", NAMES) for a in GAME.legal_actions(st)}
    assert labels["target 1,0:0"] == "Objetivo: pieza grande de Bo en 1,0"
    play(st, "target 1,0:0")
    assert [GAME.describe_action(st, a, "en", NAMES) for a in GAME.legal_actions(st)] == \
        ["Shrink 1 size", "Shrink 2 sizes", "Cancel"]


def test_refs_point_at_what_the_player_clicks():
    st = position({"0,0": ("cups_02_two", [[0, 2, "E"]]), "1,0": ("cups_03_three", [])},
                  hands=[["wands_05_five"]])
    refs = {str(a): a.ref for a in GAME.legal_actions(st)}
    assert refs == {"activate 0,0": "cell:0,0", "play wands_05_five": "hand:wands_05_five", "redraw": None,
                    "reorient 0,0:0": "piece:0,0:0"}
    play(st, "play wands_05_five", "minion 0,0:0", "target 0,0:0")
    assert {str(a): a.ref for a in GAME.legal_actions(st)} == {"move 1": "cell:1,0", "move 2": "cell:2,0",
                                                               "cancel": None}


def test_every_event_action_and_prompt_has_words_in_both_languages():
    rng = random.Random(3)
    seen: dict[str, Event] = {}
    kinds = set()
    for seed in range(6):
        st = GAME.setup(GAME.info.resolve_options({"first_player": "bid"}), 3, seed)
        for _ in range(400):
            if st.is_over():
                break
            for lang in ("en", "es"):
                assert "{" not in GAME.prompt(st, lang, NAMES[:3])
                for action in GAME.legal_actions(st):
                    label = GAME.describe_action(st, action, lang, NAMES[:3])
                    assert label and "{" not in label and not label.startswith("action."), (action, label)
                    kinds.add(action.kind)
            actions = [a for a in GAME.legal_actions(st) if a.kind not in ("challenge", "cancel")] or \
                GAME.legal_actions(st)
            for event in GAME.apply(st, rng.choice(actions)):
                seen.setdefault(event.key, event)
    assert {"minion", "target", "orient", "play", "activate", "bid", "take", "draw"} <= kinds
    for key, event in seen.items():
        for lang in ("en", "es"):
            line = GAME.describe_event(event, lang, NAMES[:3])
            assert key in MESSAGES[lang] and "{" not in line, (key, line)


def random_game(seats: int, seed: int, turn_limit: int = 50):
    """A random game that leans towards using powers and never challenges (long games)."""
    st = GAME.setup(GAME.info.resolve_options({"turn_limit": turn_limit, "first_player": "bid" if seed % 2 else
                                               "random", "world_majors_only": seed % 3 == 0}), seats, seed)
    rng = random.Random(seed)
    history = []
    while not st.is_over():
        actions = GAME.legal_actions(st)
        pool = [a for a in actions if a.kind != "challenge"] or actions
        if rng.random() < 0.9:
            pool = [a for a in pool if a.kind not in ("cancel", "skip", "done", "redraw", "reorient")] or pool
        action = rng.choice(pool)
        yield st, action
        GAME.apply(st, action)
        history.append(str(action))
    yield st, None


@pytest.mark.parametrize("seats,seed", [(2, 1), (3, 2), (4, 3), (6, 4)])
def test_long_random_games_keep_every_invariant(seats, seed):
    state = None
    for step, (state, action) in enumerate(random_game(seats, seed)):
        GAME.check_invariants(state)
        if action is None:
            break
        mover = state.to_move()
        seen = GAME.observe(state, mover)
        assert [str(a) for a in GAME.legal_actions(seen)] == [str(a) for a in GAME.legal_actions(state)]
        if step % 9 == 0:
            assert snap(GAME.from_dict(json.loads(snap(state)))) == snap(state)
            sample = GAME.determinize(seen, mover, Rng(step))
            GAME.check_invariants(sample)
            assert snap(GAME.observe(sample, mover)) == snap(seen)
    assert state.is_over() and state.result().reason == "turn_limit"
