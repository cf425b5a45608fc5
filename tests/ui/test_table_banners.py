"""The table tells the viewer of a bot's move only what the viewer's observation shows (issue 12)."""
from __future__ import annotations

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene

OPENING = ["bid cups_08_eight", "bid pentacles_07_seven", "take pentacles_07_seven", "place 1,-1", "orient S",
           "end", "place 0,1", "orient S", "end", "reorient 1,-1:0", "orient N", "end"]


def log_texts(table: TableScene) -> list[str]:
    """The lines of the table's log panel, as the viewer reads them."""
    return [entry.text for entry in table.log.entries()]


def test_a_bots_redraw_banner_and_log_never_name_the_card_it_discards(make_app):
    game = get_game("gnostica")
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bot 2", "random")], 1, {"first_player": "bid"})
    for text in OPENING:
        session.play(text)
    app = make_app()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    assert table.viewer == 0 and session.to_move() == 1
    for text in ["redraw", "discard cups_13_queen"]:
        assert table.play(game.parse_action(session.full_state_unsafe_for_bots(), text), by_bot=True)
    assert table.flash[0] == "Bot 2: Discard a card"
    assert "hand:cups_13_queen" not in table.recent
    assert not any("Queen of Cups" in text for text in log_texts(table))
    assert table.play(game.parse_action(session.full_state_unsafe_for_bots(), "draw 1"), by_bot=True)
    assert any("Queen of Cups" in text for text in log_texts(table))  # now discarded face up
    assert not app.errors


def test_rune_duel_a_bots_energy_banner_names_the_spell_it_powers(make_app):
    """"Bot 2: 3 Suns" said nothing: the banner reads "Bot 2: 3 Suns of energy for Fireball" (and in Spanish)."""
    import random

    game = get_game("runes")
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bot 2", "random")], 5)
    rnd = random.Random(5)
    while not session.is_over():
        state = session.full_state_unsafe_for_bots()
        if session.to_move() == 1 and (state.pending or {}).get("step") == "energy":
            break
        legal = session.legal_actions()
        session.play(legal[rnd.randrange(len(legal))])
    state = session.full_state_unsafe_for_bots()
    action = session.legal_actions()[0]
    spell, suit, n = state.pending["spell"], state.pending["suit"], action.args[0]
    words = {lang: game.describe_told(state, action, lang, ["Ana", "Bot 2"]) for lang in ("en", "es")}
    app = make_app()
    table = TableScene(app, session)
    app.reset_to(MenuScene(app), table)
    app.frame([], 0.02)
    assert table.play(action, by_bot=True)
    assert table.flash[0] == f"Bot 2: {words['en']}"
    assert " of energy for " in words["en"] and " de energía para " in words["es"]
    from tabletop.games.runes.rules.messages import spell_name, suit_name
    assert words["en"] == f"{n} {suit_name(suit, 'en', n)} of energy for {spell_name(spell, 'en')}"
