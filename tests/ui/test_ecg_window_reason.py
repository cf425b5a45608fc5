"""ECG: a reaction window passed because you had nothing to react with says why in your log (issue 28: "a skipped
reaction window does not say in the log why"): no reaction in hand, none that answers what is pending, or one
that answers but cannot be paid (the resource was spent) - told to that seat alone, in English and Spanish."""
from __future__ import annotations

import random

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.engine.windows import lone_pass
from tabletop.games.ecg.rules.why_not import nothing_to_answer


def window_with_nothing(why: str) -> Session:
    """A game of Ana (human) against a bot stopped where Ana's reaction window offers only "pass", for `why`."""
    game = get_game("ecg")
    for seed in range(1, 60):
        session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], seed)
        rnd = random.Random(seed)
        for _ in range(800):
            if session.is_over():
                break
            state = session.observation(0)
            if session.to_move() == 0 and lone_pass(game, state) is not None and \
                    nothing_to_answer(state, 0)["why"] == why:
                return session
            legal = session.legal_actions()
            session.play(legal[rnd.randrange(len(legal))])
    pytest.fail(f"no window passed for {why!r}")


EXPECTED = {
    ("none", "en"): "No reaction to the {kind}: you hold no reaction card.",
    ("none", "es"): "No reaccionas ({kind}): no tienes ninguna carta de reacción en la mano.",
    ("kind", "en"): "No reaction: none of your reactions answers this {kind}.",
    ("kind", "es"): "No reaccionas: ninguna de tus reacciones responde a esto ({kind}).",
    ("cost", "en"): "No reaction: {card} answers this {kind} but needs {need} prepared {resource}, you have {have}.",
    ("cost", "es"): "No reaccionas: {card} responde a esto ({kind}), pero necesita {need} de {resource} preparado y "
                    "tienes {have}.",
}


@pytest.mark.parametrize("why", ["none", "kind", "cost"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_passing_with_nothing_to_react_with_says_why_to_that_seat_alone(why, lang):
    session = window_with_nothing(why)
    game, state = session.game, session.observation(0)
    pending = state.stack[-1]["kind"]
    events = session.play(session.legal_actions()[0])
    notes = [event for event in events if event.key == "window.nothing"]
    assert len(notes) == 1 and notes[0].audience == 0  # the other seat learns nothing of Ana's hand
    params = notes[0].params
    assert params["why"] == why and params["kind"] == pending
    words = {"kind": game.text(f"kind.{pending}", lang)}
    if why == "cost":
        assert params["have"] < params["need"]
        words.update(card=game.card_name(params["card"], lang), need=params["need"], have=params["have"],
                     resource=game.text(f"res.{params['resource']}", lang))
    said = game.describe_event(notes[0], lang, ["Ana", "Bo"])
    assert said == EXPECTED[why, lang].format(**words)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_window_skipped_for_you_says_why_in_your_log(make_app, lang):
    """The table passes for you when you can only pass; your log then says why, the bot's seat's view does not."""
    from tabletop.ui.i18n import set_language
    from tests.ui.table_scene import show_table

    session = window_with_nothing("none")
    moves = len(session.actions)
    app = make_app()
    app.settings.language = lang
    set_language(lang)
    _app, table = show_table(app, session)
    app.now = table.next_bot_at + 0.01
    table._auto_pass()
    assert len(session.actions) == moves + 1 and session.actions[-1] == "pass"
    app.update(0.02)
    lines = [entry.text for entry in table.log.entries()]
    start = {"en": "No reaction to the ", "es": "No reaccionas ("}[lang]
    mine = [line for line in lines if line.startswith(start)]
    assert mine and lines.index(mine[-1]) >= len(lines) - 12
    table.set_viewer(1)
    assert not any(entry.text.startswith(start) for entry in table.log.entries())
