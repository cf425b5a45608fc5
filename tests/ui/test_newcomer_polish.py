"""What a newcomer meets on screen: one log line per own draw in Invoke, arrows clear of the haste banner, ECG's
long names whole on a tile."""
from __future__ import annotations

import pytest

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.invoke.rules import GAME as INVOKE
from tests.ui.test_teach_and_log import open_table


@pytest.mark.parametrize("lang, mine, theirs", [("en", "You draw ", " draws from "), ("es", "Robas ", " roba de ")])
def test_invoke_log_tells_each_own_draw_in_one_line_with_its_pile(make_app, lang, mine, theirs):
    from tabletop.ui.i18n import set_language

    session = Session(INVOKE, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 3)
    while session.full_state_unsafe_for_bots().phase == "setup":  # both first hands, drawn pile by pile
        session.play(session.legal_actions()[0])
    app, _table = open_table(make_app, session)
    set_language(lang)
    app.relayout()
    lines = [e.text for e in app.top.log.entries() if not e.header]
    own = [line for line in lines if line.startswith(mine)]
    piles = [INVOKE.text(f"pile.{p}", lang) for p in ("manifest", "thaumaturgy", "focus")]
    assert len(own) == 7  # Ana's first hand: one line a card, each naming its pile
    assert all(any(line.endswith(f" {pile}.") for pile in piles) for line in own), own
    chaos = [line for line in lines if line.startswith("Ana") and "chaos" in line.lower().replace("caos", "chaos")]
    assert len(chaos) == 2 and all(f" {piles[1]}:" in line for line in chaos), chaos  # a chaos card says its pile too
    assert not [line for line in lines if line.startswith("Ana" + theirs)]  # not told twice
    assert len([line for line in lines if line.startswith("Bo" + theirs)]) >= 1  # Bo's draws: the pile only
