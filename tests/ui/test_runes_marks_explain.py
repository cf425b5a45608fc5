"""Rune Duel's marks say what they mean where they lie (issue 28, left-overs of the newcomer pass): an effect
badge's turn count and the haste round were explained only in the legend (L); pointing at them now says it, in
both languages; and at 1280x720 the deck is a card one can see (it was 30 px tall)."""
from __future__ import annotations

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.games.runes.rules.explain import badge_words, mark_words
from tests.ui.shown_text import Shown
from tests.ui.table_scene import show_table


def haste_round_table(make_app, size, lang: str):
    """Ana at the haste round of seed 9 (first legal choice each time): Resist Heat, Speed and Invisibility on her."""
    from tabletop.ui.i18n import set_language
    app = make_app(size=size)
    set_language(lang)
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 9)
    for _ in range(32):
        session.play(session.legal_actions()[0])
    state = session.full_state_unsafe_for_bots()
    assert state.round == "haste" and len(state.effects[0]) == 3 and session.to_move() == 0
    return show_table(app, session)


def point_at(app, table, pos) -> str:
    """Move the mouse to `pos`, draw a frame, and return every string drawn in it."""
    shown = Shown(app)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.update(0.02)
    app.draw()
    return " ".join(" ".join(shown.strings).split())


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_pointing_at_an_effect_badge_says_its_turns_and_what_it_does(make_app, size, lang):
    """Every badge on Ana's mat, pointed at, shows the badge's words whole (its turns, what it does), in a tip
    inside the table."""
    app, table = haste_round_table(make_app, size, lang)
    view = table.view
    state = table.port.session.full_state_unsafe_for_bots()
    mat = view.mats[0]
    placed, _more = view._badges(table.observation(), table.context(), mat)
    assert len(placed) == 3
    for badge, effect in zip(placed, state.effects[0]):
        words = badge_words(effect, 0, lang, ["Ana", "Bo"])
        assert str(effect["turns"]) in words
        text = point_at(app, table, badge.rect.center)
        assert " ".join(words.split()) in text
        assert view.mark_box is not None and view.rect.contains(view.mark_box)


@pytest.mark.parametrize("lang,word", [("en", "extra card"), ("es", "carta extra")])
def test_pointing_at_the_haste_round_says_who_plays_in_it(make_app, lang, word):
    """The "Haste round" marker beside the turn number explains itself."""
    app, table = haste_round_table(make_app, (1280, 720), lang)
    view = table.view
    assert view.haste_rect is not None
    text = point_at(app, table, view.haste_rect.center)
    assert " ".join(mark_words("haste", None, lang, ["Ana", "Bo"]).split()) in text and word in text
    assert point_at(app, table, (view.haste_rect.right + 400, view.haste_rect.bottom + 300)).count(word) == 0


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_the_deck_is_a_card_one_can_see(make_app, size):
    """'at 1280x720 the deck card is about 30 px tall' (left-over): at least 50 px at every size."""
    _app, table = haste_round_table(make_app, size, "en")
    assert table.view.deck_rect.height >= 50


@pytest.mark.parametrize("lang,words", [("en", "Shielded this turn, so safe from it: Bo."),
                                        ("es", "Con Escudo este turno, a salvo de él: Bo.")])
def test_a_spell_button_says_which_opponent_a_shield_keeps_safe(lang, words):
    """Newcomer pass (1280x720, seed 5): Bo cast Shield, then Ana's Hit button said only "unless shielded"; it now
    names the shielded opponent, and Ice Ray (which a Shield does not stop) says nothing of it."""
    from tabletop.engine.contract import Action
    game = get_game("runes")
    session = Session(game, [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 5)
    state = session.full_state_unsafe_for_bots()
    state.shielded[1] = True
    state.pending = {"caster": 0, "rune": "wyrms"}
    assert words in game.explain_action(state, Action("cast", ("hit",)), lang, ["Ana", "Bo"])
    assert words not in game.explain_action(state, Action("cast", ("ice_ray",)), lang, ["Ana", "Bo"])
    state.shielded[1] = False
    assert words not in game.explain_action(state, Action("cast", ("hit",)), lang, ["Ana", "Bo"])
