"""Issue 28 §5: the Spanish UI translates every default name; Teach me says what differs between cards."""
from __future__ import annotations

import random

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat, bot_name
from tabletop.engine.session import Session
from tabletop.ui.i18n import seat_names, set_language


def test_a_default_name_given_in_spanish_reads_in_english_and_back():
    """'Spanish UI translates every default name ("Jugador 1")': a seat named in either language follows the UI."""
    seats = [Seat("human", "Jugador 1"), Seat("human", "Player 2"), Seat("bot", bot_name("easy", 2), "easy")]
    assert seat_names(seats, "en")[:2] == ["Player 1", "Player 2"]
    assert seat_names(seats, "es")[:2] == ["Jugador 1", "Jugador 2"]
    assert seat_names([Seat("human", "Jugadora Ana")], "en") == ["Jugadora Ana"]  # a chosen name stays


def test_the_new_game_form_renames_default_players_after_a_language_switch(make_app):
    """The form remembered from an English game shows "Jugador 1" once the UI is Spanish."""
    from tabletop.ui.scenes import setup
    app = make_app()
    setup.LAST.update(game="runes", seats=[{"kind": "human", "name": "Player 1", "level": "easy"},
                                           {"kind": "human", "name": "Ana", "level": "easy"}], options={})
    try:
        set_language("es")
        scene = setup.SetupScene(app, "runes")
        assert [seat["name"] for seat in scene.seats] == ["Jugador 1", "Ana"]
    finally:
        setup.LAST.clear()
        set_language("en")


def _drop_decision(seed: int = 3):
    """An Invocación session at a hand discard with at least two different cards to choose from."""
    rnd = random.Random(seed)
    for attempt in range(40):
        session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("human", "Bo")], seed + attempt)
        for _ in range(400):
            if session.is_over():
                break
            legal = session.legal_actions()
            if sum(a.kind == "drop" for a in legal) >= 2:
                return session
            session.play(legal[rnd.randrange(len(legal))])
    raise AssertionError("no hand discard met")


def test_teach_me_says_what_each_discarded_card_is_instead_of_one_line_for_all():
    """'Teach me repeats "This card goes from your hand to the discard" for every card and should say what differs.'"""
    session = _drop_decision()
    seat = session.to_move()
    for lang in ("en", "es"):
        teaching = session.game.teach(session.observation(seat), lang, session.names)
        words = [what for _label, what in teaching.options]
        assert len(set(words)) == len(words), words
        assert all({"en": "Power", "es": "Poder"}[lang] in what for what in words)


def _decisions(game_id: str, kinds: tuple[str, ...], seeds=range(3), steps=300):
    """(session, seat) at each decision of a random game that offers two or more of `kinds`."""
    for seed in seeds:
        rnd = random.Random(seed)
        session = Session(get_game(game_id), [Seat("human", "Ana"), Seat("human", "Bo")], seed)
        for _ in range(steps):
            if session.is_over():
                break
            legal = session.legal_actions()
            if sum(a.kind in kinds for a in legal) >= 2:
                yield session, session.to_move()
            session.play(legal[rnd.randrange(len(legal))])


def test_each_card_picked_up_or_discarded_is_told_apart():
    """Teach me 'should say what differs': Invocación's pick-up and Invoke's discard explain each card itself."""
    met = 0
    for game_id, kinds in (("invocacion", ("pick",)), ("invoke", ("discard",))):
        for session, seat in _decisions(game_id, kinds):
            teaching = session.game.teach(session.observation(seat), "en", session.names)
            legal = {session.game.describe_action(session.observation(seat), a, "en", session.names): a
                     for a in session.legal_actions() if a.kind in kinds}
            words = [what for label, what in teaching.options if label in legal]
            cards = {legal[label].args[0] for label, _w in teaching.options if label in legal}
            if len(cards) >= 2:
                met += 1
                assert len(set(words)) == len(words), words
    assert met
