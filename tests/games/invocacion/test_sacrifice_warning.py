"""Invocación warns before the Combat that an Invocation's sacrifice cannot be paid (issue 28: a newcomer lost three
rounds out of three without learning why; seed 7 deals Forge Titan, sacrifice 2 Spells and 1 Support, to Ana)."""
from __future__ import annotations

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

GAME = get_game("invocacion")


def forge_titan_picked() -> Session:
    """Ana's first pass of seed 7, Forge Titan picked up from her hand."""
    session = Session(GAME, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 7)
    session.play(next(a for a in session.legal_actions() if str(a) == "pick forge_titan"))
    return session


def action(session, text):
    return next(a for a in session.legal_actions() if str(a) == text)


@pytest.mark.parametrize("lang,words", [
    ("en", "Its sacrifice is 2 Spells and 1 Support of your area, which holds 0 and 0"),
    ("es", "Su sacrificio son 2 Conjuros y 1 Apoyo de tu zona, que tiene 0 y 0")])
def test_placing_an_unpayable_invocation_says_what_its_sacrifice_needs(lang, words):
    """'Put it here' as the Invocation explains the sacrifice the area cannot pay yet; a Spell slot does not."""
    session = forge_titan_picked()
    obs = session.observation(0)
    assert words in GAME.explain_action(obs, action(session, "to invocation"), lang, ["Ana", "Bo"])
    assert words not in GAME.explain_action(obs, action(session, "to conjuros"), lang, ["Ana", "Bo"])


@pytest.mark.parametrize("lang,words", [("en", "in the Combat you will be out of the round"),
                                        ("es", "en el Combate quedarás fuera de la ronda")])
def test_finishing_with_an_unpayable_invocation_asks_first_and_says_why(lang, words):
    """Finish is confirmed first (its risk); with Forge Titan as the Invocation and no Spell or Support placed the
    confirmation names the card and the sacrifice; with a payable Invocation it does not."""
    session = forge_titan_picked()
    session.play(action(session, "to invocation"))
    finish = next(a for a in session.legal_actions() if a.kind == "finish")
    said = GAME.risk(session.observation(0), finish, lang, ["Ana", "Bo"])
    assert words in said and ("Forge Titan" in said or "Titán de la Fragua" in said)
    cheap = Session(GAME, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 7)
    cheap.play(action(cheap, "pick gale_trickster"))
    cheap.play(action(cheap, "to invocation"))
    finish = next(a for a in cheap.legal_actions() if a.kind == "finish")
    assert words not in GAME.risk(cheap.observation(0), finish, lang, ["Ana", "Bo"])
