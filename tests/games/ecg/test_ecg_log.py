"""ECG's log reads like a game: no line for a passed reaction window or a trigger, the played item named
once, and a reaction names what it answers."""
from __future__ import annotations

from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, do, field, give  # noqa: F401

NAMES = ["Ana", "Bo"]


def log_lines(events, lang: str = "en", viewer: int = 0) -> list[str]:
    """The lines `viewer`'s log shows for `events` (empty descriptions and other seats' private events are left out,
    as the log does)."""
    return [line for line in (GAME.describe_event(e, lang, NAMES) for e in events
                              if e.audience in (None, viewer)) if line]


def play_bolt(state) -> tuple[str, str]:
    """Give Ana the bolt and Bo a troop to aim it at; the moves that play it."""
    give(state, 0, "bolt")
    return "play bolt", f"target {field(state, 1, 'guard3')}"


def test_a_passed_reaction_window_leaves_no_line_and_the_played_action_is_named_once(cards):
    state = action_table()
    events = do(state, *play_bolt(state))
    assert state.window == 1  # Bo is asked: react or pass
    events += do(state, "pass")
    assert any(e.key == "window.passed" for e in events)
    lines = log_lines(events)
    assert lines[0] == "Ana plays bolt (action)."
    assert not [line for line in lines if "react" in line or "answer" in line]
    assert log_lines(events, "es")[0] == "Ana juega bolt (acción)."
    assert [line for line in log_lines(events, viewer=1) if line not in lines] == \
        ["No reaction to the action: you hold no reaction card."]  # Bo's own log says why Bo could only pass


def test_a_reaction_line_names_the_item_it_answers(cards):
    state = action_table()
    give(state, 1, "denial")
    do(state, *play_bolt(state))
    events = do(state, "react denial")
    assert "Bo answers bolt with denial." in log_lines(events)
    assert "Bo responde a bolt con denial." in log_lines(events, "es")


def test_a_triggered_ability_is_one_line_naming_its_card(cards):
    state = action_table()
    give(state, 0, "alpha4")  # on entering battle: prepare own_troop -1
    events = do(state, "train alpha4")
    while state.to_move() == 1 and state.window == 1:
        events += do(state, "pass")
    while state.pending is not None:  # the trigger's target: the only troop of Ana
        events += do(state, GAME.legal_actions(state)[0].__str__())
        while state.window == 1:
            events += do(state, "pass")
    lines = log_lines(events)
    assert any(e.key == "trigger.fired" for e in events)
    assert lines.count("alpha4 of Ana uses its ability.") == 1
    assert not [line for line in lines if "triggers" in line or "waits" in line]


def test_spanish_lines_about_a_card_do_not_presume_its_grammatical_gender():
    """Card names are masculine or feminine (Escudero del Alba, Sacerdotisa del Mediodía): the line fits both."""
    from tabletop.engine.contract import Event
    for key in ("troop.to_discard", "troop.to_exile", "stack.cancelled"):
        for card, name in (("sol_escudero", "Escudero del Alba"), ("sol_sacerdotisa", "Sacerdotisa del Mediodía")):
            line = GAME.describe_event(Event(key, {"seat": 1, "card": card, "uid": 1}), "es", NAMES)
            assert name in line
            assert not any(word in line for word in ("destruida", "destruido", "exiliada", "exiliado",
                                                     "anulada", "anulado")), line


def test_your_own_discard_or_recall_is_one_line_in_your_log():
    """Played from the screen: "You discard Blood Moon." then "Ana discards a card." read as two discards."""
    from tabletop.engine.contract import Event
    for key in ("pick.discarded", "pick.recalled"):
        mine, public = Event(key, {"seat": 0, "card": "wolf4"}, audience=0), Event(f"{key}_count", {"seat": 0})
        both = GAME.joined_event(mine, public)
        assert both is not None and GAME.describe_event(both, "en", NAMES) == GAME.describe_event(mine, "en", NAMES)
    assert GAME.describe_event(Event("pick.discarded_count", {"seat": 0}), "en", NAMES) == "Ana discards a card."
