"""What a new player meets: Invoke's hand says how to read a card, and the screenshots show play as a player would."""
from __future__ import annotations

from collections import Counter

import pytest

from tabletop.games.invoke.view import table as invoke_view
from tabletop.games.invoke.rules.game import GAME
from tabletop.games.invoke.view.shots import answer_session
from tests.ui.test_invoke_view import AREAS, drawn


@pytest.mark.parametrize("area", AREAS)
def test_the_hand_tells_a_new_player_to_point_at_a_card_to_read_it(make_app, monkeypatch, area):
    written: list[str] = []
    real = invoke_view.blit_text
    monkeypatch.setattr(invoke_view, "blit_text", lambda surface, fonts, words, *a, **k:
                        written.append(words) or real(surface, fonts, words, *a, **k))
    state = GAME.setup({}, 4, 1)
    while state.phase == "setup":
        GAME.apply(state, GAME.legal_actions(state)[0])
    viewer = 0
    x, y, w, h = area
    drawn(make_app(size=(x + w, y + h)), GAME.observe(state, viewer), viewer, area)  # the whole area on screen
    assert "Your hand Point at a card to read what it does" in " ".join(written)  # on one line or two


def test_the_screenshot_play_never_takes_an_invocation_back_twice_in_a_turn():
    session = answer_session()
    turn = 0
    taken_back: Counter = Counter()
    for _index, event in session.log:
        if event.key == "turn.start":
            turn += 1
        elif event.key == "build.cleared":
            taken_back[(turn, event.params["seat"])] += 1
    assert taken_back and max(taken_back.values()) == 1


def test_the_invocacion_screenshot_play_puts_down_a_few_cards_a_pass_not_dozens():
    from tabletop.games.invocacion.view.shots import PLACINGS_PER_PASS, preparation_session

    session = preparation_session()
    state = session.full_state_unsafe_for_bots()
    assert state.round >= 2 and state.pass_number >= 2 and session.to_move() == 0
    runs, run, last = [0], 0, None
    for _index, event in session.log:  # a seat's placements one after another: one pass's arranging
        if event.key == "prep.moved" and event.params["seat"] == last:
            run += 1
        else:
            runs.append(run)
            run, last = (1, event.params["seat"]) if event.key == "prep.moved" else (0, None)
    assert max(runs + [run]) <= PLACINGS_PER_PASS + 1  # and the Invocación a seat must have (was up to 52)


def test_the_arrow_of_an_invocation_being_built_never_runs_through_its_words(make_app, monkeypatch):
    from tabletop.games.invoke.view.shots import building_session
    from tabletop.ui.theme import seat_colour

    said: list = []  # where the words "→ moves 1 left → Bea: Fire 1" were written
    real = invoke_view.blit_text

    def noting(surface, fonts, words, *args, **kwargs):
        rect = real(surface, fonts, words, *args, **kwargs)
        if words.startswith("→"):
            said.append(rect)
        return rect
    monkeypatch.setattr(invoke_view, "blit_text", noting)
    session = building_session()
    app = make_app()
    drawn(app, session.observation(0), 0, AREAS[0])
    arrow = seat_colour(0)
    crossed = [(x, y) for rect in said for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if sum(abs(a - b) for a, b in zip(app.window.get_at((x, y))[:3], arrow)) < 40]
    assert said and not crossed
