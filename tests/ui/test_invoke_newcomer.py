"""What a new Invoke player meets: the hand says how to read a card, and the screenshots show real play."""
from __future__ import annotations

from collections import Counter

import pytest

from tabletop.games.invoke import view as invoke_view
from tabletop.games.invoke.rules import GAME
from tabletop.ui.shots_invoke import answer_session
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
    drawn(make_app(), GAME.observe(state, viewer), viewer, area)
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
