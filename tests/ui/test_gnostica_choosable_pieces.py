"""Gnostica shows which pieces you may choose so that a newcomer sees them: at The Tower's "choose a minion" the gold
glow was lost on Ana's orange pieces (issue 28 review). Each choosable piece now has a white circle with a dark
edge round it, and the prompt says what a minion is, in both languages."""
from __future__ import annotations

import pytest

from tabletop.games.gnostica.view.table import CHOICE, CHOICE_EDGE
from tabletop.ui.theme import contrast
from tests.ui.test_gnostica_view import GAME, POSITION, laid_out, legal_refs


def tower_step_two():
    """Ana's The Tower after its first step (orient): the Swords step asks her to choose a minion."""
    written = dict(POSITION, hands=[["major_16_tower", *POSITION["hands"][0][1:]], *POSITION["hands"][1:]])
    state = GAME.from_dict(written)
    for text in ("play major_16_tower", "minion -1,-1:0", "orient S"):
        GAME.apply(state, GAME.parse_action(state, text))
    return state


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_choosable_piece_is_circled_white_on_a_dark_edge(make_app, size):
    """The gold glow has too little contrast with Ana's orange piece; the circle's white and its dark edge read on any
    piece and any card."""
    app = make_app(size=size)
    obs = GAME.observe(tower_step_two(), 0)
    legal = legal_refs(obs)
    pieces = {ref for ref in legal if ref.startswith("piece:")}
    assert len(pieces) == 4
    view = laid_out(app, obs, 0, legal)[0]
    assert set(view.choice_circles) == pieces
    for ref, ((x, y), radius) in view.choice_circles.items():
        assert tuple(app.window.get_at((x + radius - 1, y)))[:3] == CHOICE, ref  # drawn on top of the piece
        assert tuple(app.window.get_at((x + radius, y)))[:3] == CHOICE_EDGE, ref
    assert contrast(CHOICE, CHOICE_EDGE) >= 7


@pytest.mark.parametrize("lang, words", [("en", "a circled piece of yours: it uses the power"),
                                         ("es", "una pieza tuya rodeada: usa el poder")])
def test_the_prompt_says_what_a_minion_is(lang, words):
    assert words in GAME.prompt(tower_step_two(), lang, ["Ana", "Bo", "Cai", "Dee"])
