"""Your face-down Invocation's column names only the sacrifice it asks for: "sacrificio: 1 Conjuro, 0 Apoyos"
(Alud, played at 1920x1080 in Spanish) said a zero a newcomer had to read past (issue 28 review)."""
from __future__ import annotations

import pytest

from invocacion_audit import open_table
from invocacion_texts import drawn_texts
from tabletop.games.invocacion.view import shots


@pytest.mark.parametrize("lang, asked, absent", [("en", "1 Spell", "0 Supports"), ("es", "1 Conjuro", "0 Apoyos")])
def test_the_sacrifice_lists_only_the_zones_it_takes_from(make_app, lang, asked, absent):
    session = shots.table_session(2, late=False)
    area = session.full_state_unsafe_for_bots().area(0)
    if area.invocation is not None:
        area.hand.append(area.invocation)
    area.invocation = "avalanche"  # Alud: 1 Conjuro, no Apoyo
    area.hand = [card for card in area.hand if card != "avalanche"]
    _app, table = open_table(session, (1280, 720), lang)
    words = [text.words for text in drawn_texts(table)]
    assert asked in words and not any(absent in line for line in words), words
