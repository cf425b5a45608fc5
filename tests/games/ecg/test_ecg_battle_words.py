"""ECG says the battle's rules where they bite: the target strikes back with the Strength it has left (or cannot),
winning a maneuver means ending stronger than the target, and a court card produces from the next Preparation."""
from __future__ import annotations

from tabletop.engine.why import say
from tabletop.games.ecg.rules.game import GAME
from tests.games.ecg.ecg_table import action_table, cards, court, do, field, give  # noqa: F401
from tests.games.ecg.test_ecg_log import NAMES, log_lines


def test_a_target_left_standing_strikes_back_with_the_strength_it_has_left(cards):
    state = action_table()
    scout, pike = field(state, 0, "scout2"), field(state, 1, "pike5")
    events = do(state, f"clash {scout} {pike}", "pass")
    assert "pike5 of Bo still has Strength 3 and strikes back with as many: 3 wounds." in log_lines(events)
    assert "pike5 de Bo aún tiene Fuerza 3 y responde con otras tantas: 3 heridas." in log_lines(events, "es")


def test_a_target_left_at_zero_is_said_not_to_strike_back(cards):
    """The newcomer's fresh troop that "died at once": a Clash of equal Strength leaves it nothing to answer with."""
    state = action_table()
    wolf, guard = field(state, 0, "wolf4"), field(state, 1, "guard3")
    events = do(state, f"clash {wolf} {guard}", "pass")
    assert "guard3 of Bo is left at Strength 0: it cannot strike back, and it falls at the end of the turn." \
        in log_lines(events)
    assert "guard3 de Bo queda a Fuerza 0: no puede responder, y cae al final del turno." in log_lines(events, "es")


def test_winning_or_not_names_the_target_and_both_strengths(cards):
    state = action_table()
    wolf, guard = field(state, 0, "wolf4"), field(state, 1, "guard3")
    won = log_lines(do(state, f"clash {wolf} {guard}", "pass"))
    assert "Ana wins the Clash with wolf4: it ends stronger than guard3 (4 against 0)." in won
    scout, pike = field(state, 0, "scout2"), field(state, 1, "pike5")
    events = do(state, f"clash {scout} {pike}", "pass")
    assert ("Ana does not win the Clash with scout2: it does not end stronger than pike5 (0 against 3). "
            "A win matters only to abilities that trigger on one.") in log_lines(events)
    assert any(line.startswith("Ana no gana con scout2 (Enfrentamiento): no acaba más fuerte que pike5 (0 contra 3).")
               for line in log_lines(events, "es"))


def test_a_card_put_in_the_court_says_it_produces_from_the_next_preparation(cards):
    state = action_table()
    give(state, 0, "wolf4")
    action = next(a for a in GAME.legal_actions(state) if a.kind == "court" and "wolf4" in str(a))
    assert "from your next Preparation (it comes in used" in GAME.explain_action(state, action, "en", NAMES)
    assert "desde tu próxima Preparación (entra usada" in GAME.explain_action(state, action, "es", NAMES)
    events = GAME.apply(state, action)
    assert "Ana puts wolf4 in the court: it comes in used and produces from the next Preparation." \
        in log_lines(events)


def test_pointing_at_a_court_card_says_whether_it_can_pay_and_when_it_is_prepared_again(cards):
    state = action_table()
    used, ready = court(state, 0, "res_wolf", used=True), court(state, 1, "res_lion")
    words = {lang: [say(GAME, GAME.why_not(state, 0, f"card:{uid}"), state, lang, NAMES) for uid in (used, ready)]
             for lang in ("en", "es")}
    assert words["en"] == [
        "Ira in Ana's court is used: it paid this turn or came in this turn. It is prepared again, to pay Wrath "
        "once, at Ana's next Preparation.",
        "Disciplina in Bo's court is prepared: it pays Discipline once, then stays used until Bo's next Preparation."]
    assert words["es"][0].startswith("Ira, en la corte de Ana, está usada: pagó este turno o entró este turno.")
    assert "Disciplina" in words["es"][1] and "preparada" in words["es"][1]


def test_a_draw_that_overfills_the_hand_says_on_its_button_that_a_discard_comes_first(cards):
    """Played from the screen: "Draw 2" with 7 cards in hand asked for a discard the button had not announced."""
    from tabletop.games.ecg.rules.state import REINFORCE
    state = action_table()
    state.phase = REINFORCE
    give(state, 0, *(["wolf4"] * 3 + ["scout2"] * 3 + ["guard3"]))
    assert len(state.seats[0]["hand"]) == 7
    assert GAME.describe_action(state, GAME.parse_action(state, "draw 2"), "en", NAMES) == "Draw 2 (discard 1 first)"
    assert GAME.describe_action(state, GAME.parse_action(state, "draw 2"), "es", NAMES) == \
        "Robar 2 (antes descarta 1)"
    assert GAME.describe_action(state, GAME.parse_action(state, "draw 1"), "en", NAMES) == "Draw 1"
